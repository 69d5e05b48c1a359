package bidder

import (
	"strconv"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/engine"
)

// Suggest fills Finding.System on the first finding of each side where it
// left the system (annotate.FirstDeviations): the system's call for the
// player's hand at that call and, when the partner's hand is known too,
// the auction the system leads to from there (the opponents making their
// calls from the record, FromRecord). It is annotate.Job's Suggest hook;
// findings of a call whose hand the record does not give are left alone.
func (b *Bidder) Suggest(r *annotate.Replay, findings []annotate.Finding) {
	for _, k := range annotate.FirstDeviations(findings) {
		if k < 0 {
			continue
		}
		if s := b.suggestion(r, findings[k]); s != nil {
			findings[k].System = s
		}
	}
}

func (b *Bidder) suggestion(r *annotate.Replay, f annotate.Finding) *annotate.Suggestion {
	i, seat := f.Index, f.Seat
	hand, ok := r.HandOf(seat)
	if !ok || i > len(r.Meanings) || !r.Sides.Has(seat) {
		return nil
	}
	side := sideOf(seat)
	a := engine.Auction{Dealer: r.Auction.Dealer, Vulnerability: r.Board.Vulnerability, Calls: r.Auction.Calls[:i:i]}
	// lean advice: the buffers of every turn below, reused from the last
	// suggestion (nothing returned points into them)
	sc := b.scratches.Get().(*scratch)
	sc.reset()
	defer b.scratches.Put(sc)
	adv, cur, err := b.adviseCursor(a, hand, side, sc)
	if err != nil {
		return nil
	}
	s := &annotate.Suggestion{}
	call, ok := adv.Call()
	if !ok {
		s.Reason = "the system gives no call for this hand here: " + adv.Reason
		return s
	}
	m := adv.Calls[0].Meaning
	s.Call, s.Explanation, s.Constraint, s.Rule = call.Short(), m.Explanation, m.Constraint.String(), m.Rule
	if !r.Board.Known[seat.Partner()] {
		return s
	}
	// the cursor after a, which advise left as it was: Complete without
	// interpreting a again, nor advising its first turn again
	// the opponents' calls from the record, read in place and without
	// notes (the suggestion shows none)
	opp := recorded{dealer: r.Auction.Dealer, calls: r.Auction.Calls, quiet: true}
	c, err := b.complete(cur, r.Board.Deal, side, opp.call, &opp, sc, &adv)
	if err != nil {
		return s
	}
	if n := len(c.Auction.Calls); n > 0 {
		s.Auction = make([]string, 0, n)
	}
	for _, x := range c.Auction.Calls {
		s.Auction = append(s.Auction, x.Short())
	}
	switch {
	case c.Ended:
		s.Contract = c.Contract.String()
	case c.Stop != nil:
		s.Reason = stopReason(c.Stop)
	}
	return s
}

// stopReason says where and why the system's auction stopped: "the
// system's auction stops at call 5, where S has no system call: ...",
// worded by concatenation (one allocation; fmt's "%d" and "%s" give the
// same text).
func stopReason(stop *Advice) string {
	return "the system's auction stops at call " + strconv.Itoa(stop.Index+1) + ", where " + stop.Seat.String() + " has no system call: " + stop.Reason
}
