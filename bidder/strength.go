package bidder

import (
	"fmt"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
)

// The combined HCP the bidder asks for where a line states no HCP range
// (docs/bidder.md, "Strength"): the common point-count rules of thumb for
// game (25), a small slam (33) and a grand slam (37).
const (
	GameHCP       = 25
	SmallSlamHCP  = 33
	GrandSlamHCP  = 37
	unlimitedHCPs = 37
)

// strength is what the bidder knows of the partnership's values before a
// call: the player's HCP, partner's HCP range as partner's calls have shown
// it, whether partner has shown anything, and whether a game force is
// already set up by our side.
type strength struct {
	own         int
	partner     engine.Range
	shown       bool
	gameForcing bool
	// forced: partner's last call obliges an answer (forcing one round,
	// an artificial call of unknown forcing status, a mandatory
	// completion) and the opponent in between passed: the answer is not
	// a try for game, so no strength is asked of it
	forced bool
	// gameBid: our side has already made a natural bid at game level
	// (partner's 3NT, which opener corrects to 4♥ with the 5-3 fit): a
	// correction from one game to another is no bid for game
	gameBid bool
}

// strengthOf reads the meanings of the auction so far (interpreted for our
// side) for the player on turn, who holds hcp.
func strengthOf(ms []engine.Meaning, seat bridge.Seat, hcp int) strength {
	st := strength{own: hcp, partner: engine.Range{Min: 0, Max: unlimitedHCPs}}
	for k := range ms {
		m := &ms[k]
		if m.Side != "system" || m.Status != engine.Defined {
			continue
		}
		if m.Forcing == engine.ForcingGame {
			st.gameForcing = true
		}
		if m.Call.Kind == bridge.Bid && !m.Artificial && atGame(m.Call) {
			st.gameBid = true
		}
		if m.Seat != seat.Partner() {
			continue
		}
		if m.Call.Kind != bridge.Pass {
			st.shown = true
		}
		lo, hi := max(st.partner.Min, m.HCP.Min), min(st.partner.Max, m.HCP.Max)
		if lo <= hi {
			st.partner = engine.Range{Min: lo, Max: hi}
		} else {
			// partner's calls contradict each other: the last one counts
			st.partner = m.HCP
		}
	}
	if n := len(ms); n >= 2 && ms[n-1].Call.Kind == bridge.Pass {
		p := &ms[n-2]
		if p.Seat == seat.Partner() && p.Side == "system" && p.Status == engine.Defined && p.Call.Kind != bridge.Pass &&
			(p.Forcing == engine.ForcingOneRound || p.Forcing == engine.ForcingUnknown || p.Mandatory) {
			st.forced = true
		}
	}
	return st
}

// check returns the strength a call needs and the hand lacks, nil when
// the call's line states an HCP range itself (the notes' range wins) or
// needs nothing: a game-forcing call, and a natural bid at game level, need
// GameHCP together (counting partner's shown minimum), unless a game force
// is already set up or our side has already bid game naturally (a
// correction from 3NT to 4♥ is no bid for game); a natural slam bid needs SmallSlamHCP (GrandSlamHCP
// for a grand slam). Nothing is asked before partner has made a call that
// shows something (an opening, a pre-empt, is judged by its own line), and
// nothing below slam of an answer to partner's forcing call (a transfer's
// completion at the four level is no bid for game).
func (st strength) check(m *engine.Meaning) *engine.Violation {
	switch need, what := st.need(m); need {
	case 0:
		return nil
	case inviteTooWeak:
		return &engine.Violation{Kind: "strength",
			Promise: fmt.Sprintf("values to invite game (%d+ HCP together with partner's maximum)", GameHCP),
			Fact:    fmt.Sprintf("holds %d HCP, partner has shown %s", st.own, hcpRange(st.partner))}
	case inviteTooStrong:
		return &engine.Violation{Kind: "strength",
			Promise: fmt.Sprintf("an invitation (under %d HCP together with partner's minimum)", GameHCP),
			Fact:    fmt.Sprintf("holds %d HCP, partner has shown %s: enough for game", st.own, hcpRange(st.partner))}
	default:
		return &engine.Violation{Kind: "strength",
			Promise: fmt.Sprintf("values for %s (%d+ HCP together)", what, need),
			Fact:    fmt.Sprintf("holds %d HCP, partner has shown %s", st.own, hcpRange(st.partner))}
	}
}

// lacks reports whether check finds the call too weak or too strong
// (check(m) != nil), without wording it: the lean advice under a lint
// finding asks it of every line the hand fits and shows no violation.
func (st strength) lacks(m *engine.Meaning) bool {
	need, _ := st.need(m)
	return need != 0
}

// The needs of an invitation (strength.need): the hand is too weak to
// invite, or strong enough for game.
const (
	inviteTooWeak   = -1
	inviteTooStrong = -2
)

// need is check's verdict: 0 when the call needs nothing the hand lacks;
// the HCP the partnership needs together and for what ("game", "a small
// slam") when the hand has too few; inviteTooWeak or inviteTooStrong for
// an invitation out of range.
func (st strength) need(m *engine.Meaning) (int, string) {
	if !st.shown || m.Call.Kind != bridge.Bid || m.HCP.Min > 0 || m.HCP.Max < unlimitedHCPs {
		return 0, ""
	}
	together := st.own + st.partner.Min
	need, what := 0, ""
	switch {
	case !m.Artificial && m.Call.Level == 7:
		need, what = GrandSlamHCP, "a grand slam"
	case !m.Artificial && m.Call.Level == 6:
		need, what = SmallSlamHCP, "a small slam"
	case st.gameForcing, st.forced, st.gameBid:
		return 0, ""
	case m.Forcing == engine.ForcingGame:
		need, what = GameHCP, "a game force"
	case m.Strength == "invitational":
		// game possible, not sure: partner's maximum reaches game, the
		// minimum does not
		if st.own+st.partner.Max < GameHCP {
			return inviteTooWeak, ""
		}
		if together >= GameHCP {
			return inviteTooStrong, ""
		}
		return 0, ""
	case !m.Artificial && atGame(m.Call):
		need, what = GameHCP, "game"
	default:
		return 0, ""
	}
	if together >= need {
		return 0, ""
	}
	return need, what
}

// atGame reports whether bid is at game level or higher: 3NT, 4♥, 4♠,
// 5♣, 5♦.
func atGame(c bridge.Call) bool {
	switch c.Strain {
	case bridge.NoTrump:
		return c.Level >= 3
	case bridge.StrainHearts, bridge.StrainSpades:
		return c.Level >= 4
	}
	return c.Level >= 5
}

func hcpRange(r engine.Range) string {
	if r.Max >= unlimitedHCPs {
		return fmt.Sprintf("%d+ HCP", r.Min)
	}
	return fmt.Sprintf("%d-%d HCP", r.Min, r.Max)
}
