package bidder

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
)

// recordAuction is a random legal auction of up to 14 calls, bids one time
// in three (a random level-ranked bid above the last), doubles sometimes,
// passes otherwise: the opponents' calls of a record, and a prefix for the
// bidder to advise after.
func recordAuction(r *rand.Rand, dealer bridge.Seat) []bridge.Call {
	var calls []bridge.Call
	last := -1
	for len(calls) < 14 {
		a := bridge.Auction{Dealer: dealer, Calls: calls}
		if a.Ended() {
			break
		}
		c := bridge.Call{Kind: bridge.Pass}
		switch k := r.IntN(9); {
		case k < 3 && last < 34:
			rank := last + 1 + r.IntN(min(5, 34-last))
			c, last = bridge.BidOfRank(rank), rank
		case k == 3:
			c = bridge.Call{Kind: bridge.Double}
		}
		if a.Allowed(c) != nil {
			c = bridge.Call{Kind: bridge.Pass}
		}
		calls = append(calls, c)
	}
	return calls
}

// referenceComplete is Complete as it was written before the cursor:
// Advise on the whole auction at every turn of our side.
func referenceComplete(b *Bidder, a engine.Auction, deal bridge.Deal, side engine.Sides, opp Opponents) (Completion, error) {
	cur := engine.Auction{Dealer: a.Dealer, Vulnerability: a.Vulnerability, Calls: append([]bridge.Call(nil), a.Calls...)}
	out := Completion{Given: len(a.Calls)}
	for len(cur.Calls) < MaxCalls {
		ba := bridge.Auction{Dealer: cur.Dealer, Calls: cur.Calls}
		if ba.Ended() {
			out.Ended = true
			out.Contract, _ = ba.Contract()
			break
		}
		i := len(cur.Calls)
		seat := cur.Dealer.Add(i)
		st := Step{Index: i, Seat: seat}
		if side.Has(seat) {
			adv, err := b.Advise(cur, deal[seat], side)
			if err != nil {
				return out, err
			}
			call, ok := adv.Call()
			if !ok {
				out.Stop = &adv
				break
			}
			st.Call, st.Ours, st.Advice = call, true, &adv
		} else {
			st.Call, st.Note = opp(cur, seat)
		}
		cur.Calls = append(cur.Calls, st.Call)
		out.Steps = append(out.Steps, st)
	}
	out.Auction = cur
	return out, nil
}

// TestCompleteStepsLikeAdvise: Complete, which steps one cursor along the
// auction, gives what Advise on the whole auction at every turn gives;
// and the lean advice and completion of the lint suggestion give the same
// call, status, reason and auction as the full ones (a lean advice holds
// the system's call alone). Random deals and record auctions (fixed
// seed), from random points of the record.
func TestCompleteStepsLikeAdvise(t *testing.T) {
	sys := embedded(t)
	b := New(sys)
	r := rand.New(rand.NewPCG(18, 2))
	g := bridge.NewGenerator(18)
	n := 150
	if testing.Short() {
		n = 60
	}
	stops, ended := 0, 0
	for k := 0; k < n; k++ {
		deal := g.Deal()
		dealer := bridge.Seat(r.IntN(4))
		rec := recordAuction(r, dealer)
		from := r.IntN(len(rec) + 1)
		a := engine.Auction{Dealer: dealer, Vulnerability: bridge.BoardVulnerability(k + 1), Calls: rec[:from:from]}
		seat := dealer.Add(from)
		side := sideOf(seat)
		opp := FromRecord(dealer, rec)
		want, werr := referenceComplete(b, a, deal, side, opp)
		got, gerr := b.Complete(a, deal, side, opp)
		if (werr == nil) != (gerr == nil) || !reflect.DeepEqual(got, want) {
			t.Fatalf("deal %d %s after %v: Complete %+v (%v), want %+v (%v)", k, deal, a.Calls, got, gerr, want, werr)
		}
		if want.Stop != nil {
			stops++
		}
		if want.Ended {
			ended++
		}
		if werr != nil || (bridge.Auction{Dealer: dealer, Calls: a.Calls}).Ended() {
			continue
		}
		full, _ := b.Advise(a, deal[seat], side)
		sc := &scratch{}
		lean, cur, err := b.adviseCursor(a, deal[seat], side, sc)
		if err != nil {
			t.Fatal(err)
		}
		fc, fok := full.Call()
		lc, lok := lean.Call()
		if fok != lok || fc != lc || full.Status != lean.Status || full.Reason != lean.Reason ||
			full.Index != lean.Index || full.Seat != lean.Seat || len(lean.Calls) != min(len(full.Calls), 1) {
			t.Fatalf("deal %d after %v: lean advice %v %s %q, full %v %s %q", k, a.Calls, lc, lean.Status, lean.Reason, fc, full.Status, full.Reason)
		}
		// the call's meaning and what the rules said of it; a lean advice
		// measures no share where there is nothing to order
		if fl, ll := full.Calls, lean.Calls; lok && (!reflect.DeepEqual(fl[0].Meaning, ll[0].Meaning) || fl[0].Barred != ll[0].Barred ||
			fl[0].Implicit != ll[0].Implicit || (len(fl) > 1 && fl[0].Share != ll[0].Share)) {
			t.Fatalf("deal %d after %v: lean call %+v, full %+v", k, a.Calls, lean.Calls[0], full.Calls[0])
		}
		lc2, err := b.complete(cur, deal, side, opp, nil, sc, &lean)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(lc2.Auction, want.Auction) || lc2.Ended != want.Ended || lc2.Contract != want.Contract ||
			(lc2.Stop == nil) != (want.Stop == nil) ||
			(want.Stop != nil && (lc2.Stop.Reason != want.Stop.Reason || lc2.Stop.Status != want.Stop.Status || lc2.Stop.Index != want.Stop.Index)) {
			t.Fatalf("deal %d after %v: lean completion %+v, full %+v", k, a.Calls, lc2, want)
		}
	}
	// both ends of a completion must be exercised
	if stops < n/10 || ended < n/10 {
		t.Fatalf("%d completions stopped, %d ended, of %d", stops, ended, n)
	}
	t.Logf("%d completions: %d stopped, %d ended", n, stops, ended)
}

// TestStrengthLacksIsCheck: the lean advice's strength question (lacks)
// answers as the full check does (check(m) != nil) for every line the
// system gives after random record auctions, with every HCP count from 0
// to 37 in the hand; both answers and each kind of need must occur.
func TestStrengthLacksIsCheck(t *testing.T) {
	sys := embedded(t)
	r := rand.New(rand.NewPCG(18, 3))
	kinds := map[string]int{}
	asked := 0
	for k := 0; k < 400; k++ {
		dealer := bridge.Seat(r.IntN(4))
		rec := recordAuction(r, dealer)
		for from := 0; from <= len(rec); from++ {
			a := engine.Auction{Dealer: dealer, Vulnerability: bridge.BoardVulnerability(k + 1), Calls: rec[:from:from]}
			if (bridge.Auction{Dealer: dealer, Calls: a.Calls}).Ended() {
				break
			}
			seat := dealer.Add(from)
			cur := sys.CursorAt(a, sideOf(seat))
			choices := cur.Choices()
			for hcp := 0; hcp <= 37; hcp++ {
				st := strengthOf(cur.Meanings(), seat, hcp)
				for i := range choices {
					m := &choices[i]
					v := st.check(m)
					asked++
					if st.lacks(m) != (v != nil) {
						t.Fatalf("after %v, %d HCP, %v: lacks %v, check %+v", a.Calls, hcp, m.Call, st.lacks(m), v)
					}
					if v != nil {
						kinds[v.Promise[:10]]++
					}
				}
			}
		}
	}
	// values for game / a game force / slams, and both kinds of invitation
	if len(kinds) < 3 {
		t.Fatalf("only these needs met in %d questions: %v", asked, kinds)
	}
	t.Logf("%d questions; needs: %v", asked, kinds)
}

// TestScratchFactsOf: a suggestion works out each seat's hand facts once
// and keeps them for the seat's later turns; another hand in the seat (a
// new suggestion's, or after reset) gets its own facts.
func TestScratchFactsOf(t *testing.T) {
	g := bridge.NewGenerator(18)
	d1, d2 := g.Deal(), g.Deal()
	sc := &scratch{}
	f := sc.factsOf(bridge.South, d1[bridge.South])
	if *f != engine.NewHandFacts(d1[bridge.South]) {
		t.Fatalf("facts of South's hand differ from NewHandFacts")
	}
	if sc.factsOf(bridge.South, d1[bridge.South]) != f {
		t.Fatalf("South's facts worked out again on a later turn")
	}
	if g := sc.factsOf(bridge.North, d1[bridge.North]); g == f || g.Hand() != d1[bridge.North] {
		t.Fatalf("North's facts are South's")
	}
	if g := sc.factsOf(bridge.South, d2[bridge.South]); *g != engine.NewHandFacts(d2[bridge.South]) {
		t.Fatalf("another hand in South kept the first hand's facts")
	}
	sc.reset()
	if g := sc.factsOf(bridge.South, d1[bridge.South]); *g != engine.NewHandFacts(d1[bridge.South]) {
		t.Fatalf("after reset South's facts are not those of its hand")
	}
}

// TestImplicitPassAskedOnlyWhereItCanLead: at the first deviation of every
// corpus board with one, a lean advice whose call is a line checked in full,
// where the system gives no pass line and no line that fits names a pass
// in an overlap clause, never asks what a pass would mean (the implicit
// pass cannot come first there); the full advice, which does ask, gives
// the same call.
func TestImplicitPassAskedOnlyWhereItCanLead(t *testing.T) {
	sys := embedded(t)
	cases := corpusBoards(t, sys, &testCorpus)
	b := New(sys)
	skipped := 0
	for _, c := range cases {
		for _, k := range annotate.FirstDeviations(c.findings) {
			if k < 0 {
				continue
			}
			f := c.findings[k]
			hand, ok := c.r.HandOf(f.Seat)
			if !ok || f.Index > len(c.r.Meanings) {
				continue
			}
			a := engine.Auction{Dealer: c.r.Auction.Dealer, Vulnerability: c.r.Board.Vulnerability, Calls: c.r.Auction.Calls[:f.Index:f.Index]}
			sc := &scratch{}
			adv, cur, err := b.adviseCursor(a, hand, sideOf(f.Seat), sc)
			if err != nil || adv.Status != Bid {
				continue
			}
			passLine, namesPass := false, false
			for _, m := range cur.Choices() {
				if m.Call.Kind == bridge.Pass {
					passLine = true
				}
				for _, o := range m.Overlaps {
					namesPass = namesPass || o.Call.Kind == bridge.Pass
				}
			}
			if passLine || namesPass || !adv.Calls[0].Checked() {
				continue
			}
			if sc.passAsked != 0 {
				t.Fatalf("%s board %s, call %d: the pass's meaning asked %d times for %v", c.r.Board.File, c.r.Board.Label, f.Index+1, sc.passAsked, adv.Calls[0].Call())
			}
			full, err := b.Advise(a, hand, sideOf(f.Seat))
			if err != nil || full.Calls[0].Call() != adv.Calls[0].Call() {
				t.Fatalf("%s board %s, call %d: full advice %v (%v), lean %v", c.r.Board.File, c.r.Board.Label, f.Index+1, full.Calls[0].Call(), err, adv.Calls[0].Call())
			}
			skipped++
		}
	}
	t.Logf("%d first turns without the pass's meaning", skipped)
	if skipped < 200 {
		t.Fatalf("only %d first turns where the implicit pass cannot lead", skipped)
	}
}

// TestPreferOverlapsSettles: preferOverlaps reports an order that settled,
// and false for clauses that contradict each other (each call preferred
// to the other), which move the calls until its bound.
func TestPreferOverlapsSettles(t *testing.T) {
	oneC, oneD := bridge.NewBid(1, bridge.StrainClubs), bridge.NewBid(1, bridge.StrainDiamonds)
	x := engine.Meaning{Call: oneC, Overlaps: []engine.Overlap{{Call: oneD, Prefer: []bridge.Call{oneD}, Rule: "r1"}}}
	y := engine.Meaning{Call: oneD}
	f := engine.NewHandFacts(bridge.NewGenerator(1).Deal()[0])
	ps := []pick{{m: &x, k: 0}, {m: &y, k: 1}}
	if !preferOverlaps(ps, &f) || ps[0].m != &y {
		t.Fatalf("one clause preferring 1♦: order %v %v, want 1♦ first and settled", ps[0].m.Call, ps[1].m.Call)
	}
	// y's clause prefers 1♣ and x's 1♦: overlapBetween takes a deciding
	// clause of the first line it reads, so each order moves the other call first
	y.Overlaps = []engine.Overlap{{Call: oneC, Prefer: []bridge.Call{oneC}, Rule: "r2"}}
	ps = []pick{{m: &x, k: 0}, {m: &y, k: 1}}
	if preferOverlaps(ps, &f) {
		t.Fatalf("contradicting clauses reported settled")
	}
	if !preferOverlaps([]pick{{m: &y, k: 0}}, &f) {
		t.Fatalf("one call: not settled")
	}
}
