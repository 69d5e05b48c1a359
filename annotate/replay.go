package annotate

import (
	"slices"
	"strings"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/record"
)

// Replay is one board replayed through the system: the record, the
// auction as bridge values, and the meaning the engine gives each call.
// Every rule reads the same Replay; none recomputes it.
type Replay struct {
	Board    *record.Board
	Sides    engine.Sides         // the sides that play the system on this board
	Auction  bridge.Auction       // the recorded calls, from the dealer on
	Illegal  *bridge.AuctionError // the first illegal call, nil when the auction is legal
	Meanings []engine.Meaning     // one per call of the legal prefix of the auction

	// what the hand rules share, computed on first use: the facts of each
	// seat's hand (bit s of factsDone set when facts[s] is computed) and
	// each call's violations (checks[i].done)
	facts     [4]engine.HandFacts
	factsDone uint8
	checks    []callCheck
	found     []Finding     // Lint's findings before they are copied out
	verdicts  []handVerdict // the hand rules' verdicts' storage (Pass.handVerdicts)
}

// callCheck is the cached Check of one call's constraint.
type callCheck struct {
	done bool
	v    []engine.Violation
}

// NewReplay replays board b through sys for the given sides. Only the legal
// prefix of the auction is interpreted: calls from the first illegal one on
// get no meaning (len(Meanings) may be less than len(b.Calls)); the record
// rule reports the illegal call.
func NewReplay(sys *engine.System, b *record.Board, sides engine.Sides) *Replay {
	return replayInto(&Replay{}, sys, b, sides)
}

// replayInto is NewReplay into r, a replay no longer in use (of a board
// already committed, or new): its arrays (calls, meanings, checks, the
// findings' scratch) are reused and everything else is reset.
func replayInto(r *Replay, sys *engine.System, b *record.Board, sides engine.Sides) *Replay {
	calls := r.Auction.Calls[:0]
	if calls == nil || cap(calls) < len(b.Calls) {
		calls = make([]bridge.Call, len(b.Calls))
	}
	calls = calls[:len(b.Calls)]
	for i, c := range b.Calls {
		calls[i] = c.Call
	}
	*r = Replay{Board: b, Sides: sides, Auction: bridge.Auction{Dealer: b.Dealer, Calls: calls},
		Meanings: r.Meanings, checks: r.checks[:0], found: r.found[:0], verdicts: r.verdicts[:0]}
	legal := calls
	if err := r.Auction.Legal(); err != nil {
		if ae, ok := err.(*bridge.AuctionError); ok {
			r.Illegal = ae
			if ae.Index >= 0 && ae.Index <= len(calls) {
				legal = calls[:ae.Index]
			}
		}
	}
	r.Meanings = sys.InterpretInto(r.Meanings, engine.Auction{Dealer: b.Dealer, Vulnerability: b.Vulnerability, Calls: legal}, sides)
	return r
}

// NewReplayOf returns the replay of board b for the given sides with
// meanings the caller has already interpreted: calls are b's calls, which
// must form a legal auction, and meanings holds one engine.Meaning per
// call, as sys.Interpret gives them for sides (engine.Cursor gives them
// one call at a time). The bidder uses it to try calls after an auction
// it has walked once. The replay keeps the three slices without copying.
func NewReplayOf(b *record.Board, sides engine.Sides, calls []bridge.Call, meanings []engine.Meaning) *Replay {
	return &Replay{Board: b, Sides: sides, Auction: bridge.Auction{Dealer: b.Dealer, Calls: calls}, Meanings: meanings}
}

// HandOf returns the hand of seat s and whether the record gives it.
func (r *Replay) HandOf(s bridge.Seat) (bridge.Hand, bool) {
	if !r.Board.Known[s] {
		return 0, false
	}
	return r.Board.Deal[s], true
}

// Violations returns the ways the hand of the player who made call i
// breaks the constraint of the call's meaning (engine.Constraint.Check),
// or nil when the hand keeps it, the record does not give the hand, the
// call has no constraint or no meaning. Each call is checked once, on the
// allocation-free path when the hand keeps its promise, and the answer is
// shared by every rule that asks (hcp, length, shape, honours, losers). Not safe
// for concurrent use: a Replay belongs to the goroutine linting its board.
func (r *Replay) Violations(i int) []engine.Violation {
	if i < 0 || i >= len(r.Meanings) {
		return nil
	}
	m := &r.Meanings[i]
	if m.Constraint == nil {
		return nil
	}
	if len(r.checks) != len(r.Meanings) {
		r.checks = slices.Grow(r.checks[:0], len(r.Meanings))[:len(r.Meanings)]
		clear(r.checks)
	}
	c := &r.checks[i]
	if c.done {
		return c.v
	}
	c.done = true
	if f := r.factsOf(m.Seat); f != nil {
		c.v = m.Constraint.CheckFacts(f)
	}
	return c.v
}

// factsOf returns the facts of seat s's hand, computed once per board,
// or nil when the record does not give the hand.
func (r *Replay) factsOf(s bridge.Seat) *engine.HandFacts {
	if s > bridge.West || !r.Board.Known[s] {
		return nil
	}
	if r.factsDone&(1<<s) == 0 {
		r.facts[s] = engine.NewHandFacts(r.Board.Deal[s])
		r.factsDone |= 1 << s
	}
	return &r.facts[s]
}

// Player returns the name of the player in seat s as the record gives it,
// or "" when unknown.
func (r *Replay) Player(s bridge.Seat) string { return strings.TrimSpace(r.Board.Players[s]) }

// SidesForPlayers returns the side(s) where one of the named players sits
// on board b (case-insensitive, surrounding spaces ignored), and false when
// none of them plays on the board. Players is the --players list.
func SidesForPlayers(b *record.Board, players []string) (engine.Sides, bool) {
	var sides engine.Sides
	for _, s := range bridge.Seats {
		name := strings.TrimSpace(b.Players[s])
		if name == "" {
			continue
		}
		for _, p := range players {
			if strings.EqualFold(name, strings.TrimSpace(p)) {
				if s == bridge.North || s == bridge.South {
					sides |= engine.SideNS
				} else {
					sides |= engine.SideEW
				}
			}
		}
	}
	return sides, sides != 0
}
