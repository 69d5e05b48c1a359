package bidder

import (
	"fmt"
	"slices"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
)

// Opponents gives the opponents' call when one of them is on turn after
// auction a: the call and a note for the reader ("" when there is nothing
// to say). The call must be legal after a.
type Opponents func(a engine.Auction, seat bridge.Seat) (bridge.Call, string)

// Passing is the Opponents that always pass.
func Passing(engine.Auction, bridge.Seat) (bridge.Call, string) {
	return bridge.Call{Kind: bridge.Pass}, ""
}

// FromRecord returns an Opponents that takes each opponent's calls from a
// recorded auction (dealer and calls of the record), in the order that
// opponent made them: the k-th call of East in the completed auction is
// East's k-th call in the record. A recorded call that is not legal in the
// completed auction (an insufficient bid, a double of nothing) becomes a
// pass, and so does a turn for which the record has no more calls; the
// note says so. It keeps a copy of calls.
func FromRecord(dealer bridge.Seat, calls []bridge.Call) Opponents {
	return recorded{dealer: dealer, calls: slices.Clone(calls)}.call
}

// recorded is FromRecord's opponents, reading the record's calls in place
// (the k-th call of a seat is at a fixed index: no queue per seat). A
// quiet one leaves the notes out ("" for each): the lint suggestion shows
// none, and words none.
type recorded struct {
	dealer bridge.Seat
	calls  []bridge.Call
	quiet  bool
}

// call is the Opponents of r.
func (r recorded) call(a engine.Auction, seat bridge.Seat) (bridge.Call, string) {
	return r.next(a.Dealer, len(a.Calls), seat, bridge.Auction{Dealer: a.Dealer, Calls: a.Calls}.Allowed)
}

// next is the call of seat, on turn after the n calls of an auction dealt
// by dealer, allowed telling whether a call is legal after them
// (bridge.Auction.Allowed, or that of a Bidding that follows the auction:
// no replay from the start on every turn).
func (r recorded) next(dealer bridge.Seat, n int, seat bridge.Seat, allowed func(bridge.Call) error) (bridge.Call, string) {
	pass := bridge.Call{Kind: bridge.Pass}
	// the calls seat has made so far: its turns are the indices off,
	// off+4, ... below n
	k := 0
	if off := int(seat-dealer) & 3; n > off {
		k = (n - off + 3) / 4
	}
	// seat's k-th call in the record
	j := int(seat-r.dealer)&3 + 4*k
	if j >= len(r.calls) {
		if r.quiet {
			return pass, ""
		}
		return pass, fmt.Sprintf("the record has no more calls by %s: pass", seat)
	}
	c := r.calls[j]
	if err := allowed(c); err != nil {
		if r.quiet {
			return pass, ""
		}
		why := err.Error()
		if ae, ok := err.(*bridge.AuctionError); ok {
			why = ae.Msg
		}
		return pass, fmt.Sprintf("%s's %s from the record is not legal here (%s): pass", seat, c.Symbol(), why)
	}
	if r.quiet {
		return c, ""
	}
	return c, "from the record"
}

// Step is one call of a completed auction.
type Step struct {
	Index int
	Seat  bridge.Seat
	Call  bridge.Call
	// Ours is true for a call of the side the bidder bids for; Advice
	// then holds the system's advice the call was taken from.
	Ours   bool
	Advice *Advice
	// Note is the opponents' note ("from the record"), "" for our calls.
	Note string
}

// Completion is an auction completed by the system for one side.
type Completion struct {
	// Auction is the whole auction: the calls given, then the calls made.
	Auction engine.Auction
	// Given is the number of calls that were given before completing.
	Given int
	// Steps are the calls made after the given ones.
	Steps []Step
	// Ended is true when the auction ended (three passes after a bid, or
	// four passes); Contract is then its result.
	Ended    bool
	Contract bridge.Contract
	// Stop is where the notes stopped covering the auction: the advice
	// for our player on turn (status gap, missing or not-covered, with
	// its Reason). nil when the auction ended.
	Stop *Advice
}

// MaxCalls bounds a completed auction (a legal auction has at most 319
// calls; a system auction far fewer).
const MaxCalls = 80

// Complete bids the auction on from a for the side in side (SideNS or
// SideEW), whose hands deal gives, the opponents' calls coming from opp
// (Passing when nil). It stops when the auction ends, or at the first turn
// of our side where the system has no call for the hand (Completion.Stop
// says where and why). It returns an error when a is not legal or side is
// not exactly one side.
func (b *Bidder) Complete(a engine.Auction, deal bridge.Deal, side engine.Sides, opp Opponents) (Completion, error) {
	if side != engine.SideNS && side != engine.SideEW {
		return Completion{}, fmt.Errorf("bidder: complete for one side (ns or ew), not %d", side)
	}
	if opp == nil {
		opp = Passing
	}
	if err := (bridge.Auction{Dealer: a.Dealer, Calls: a.Calls}).Legal(); err != nil {
		return Completion{}, err
	}
	cur := b.sys.CursorAt(a, side)
	return b.complete(&cur, deal, side, opp, nil, nil, nil)
}

// complete is Complete from the cursor after the given calls, interpreted
// for side (a legal auction; opp is not nil). It steps cur along the
// completed auction: each turn costs one lookup in the compiled tree, and
// the auction's legality and end are followed one call at a time
// (bridge.Bidding). With a scratch (for a lint suggestion) the completion
// advises leanly (advise) and keeps no Steps (the suggestion reads the
// auction); its Auction and Stop are valid until sc is used again, and
// sc.bd must hold cur's auction (adviseCursor leaves it so). rec, when not
// nil, is opp's recorded (the opponents' calls read from the record, their
// legality asked of the Bidding). first, when not nil, is the advice for
// the player on turn at cur, which the caller has just asked for
// (advise(cur, deal[seat], sc)): the first turn takes it instead of
// advising again.
func (b *Bidder) complete(cur *engine.Cursor, deal bridge.Deal, side engine.Sides, opp Opponents, rec *recorded, sc *scratch, first *Advice) (Completion, error) {
	out := Completion{Given: cur.Len()}
	auction := func() engine.Auction {
		return engine.Auction{Dealer: cur.Dealer(), Vulnerability: cur.Vulnerability(), Calls: cur.Calls()}
	}
	var bd *bridge.Bidding
	if sc != nil {
		bd = &sc.bd
	} else {
		bd = &bridge.Bidding{}
		bd.Reset(cur.Dealer())
		for _, c := range cur.Calls() {
			bd.Add(c)
		}
	}
	for cur.Len() < MaxCalls {
		if bd.Ended() {
			out.Ended = true
			out.Contract, _ = bd.Auction().Contract()
			break
		}
		i := cur.Len()
		seat := cur.Dealer().Add(i)
		st := Step{Index: i, Seat: seat}
		if side.Has(seat) {
			// Advise's check: a call of ours that is not legal ends
			// the completion with the auction's error
			if err := bd.Legal(); err != nil {
				return out, err
			}
			var adv Advice
			if first != nil && first.Index == i {
				adv = *first
			} else {
				adv = b.advise(cur, deal[seat], sc)
			}
			first = nil
			call, ok := adv.Call()
			if !ok {
				out.Stop = heapAdvice(adv)
				break
			}
			st.Call, st.Ours = call, true
			if sc == nil {
				st.Advice = heapAdvice(adv)
			}
		} else if rec != nil {
			st.Call, st.Note = rec.next(cur.Dealer(), i, seat, bd.Allowed)
		} else {
			st.Call, st.Note = opp(auction(), seat)
		}
		cur.Step(st.Call)
		bd.Add(st.Call)
		if sc == nil {
			out.Steps = append(out.Steps, st)
		}
	}
	out.Auction = auction()
	return out, nil
}

// heapAdvice returns a pointer to a copy of a: the completion keeps an
// advice only where it stops (or, when not lean, for each step), so the
// advice of every other turn stays off the heap.
func heapAdvice(a Advice) *Advice { return &a }
