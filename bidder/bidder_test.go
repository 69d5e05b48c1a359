package bidder

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/internal/racebuild"
	"github.com/mdlint/mdlint/record"
)

func embedded(t testing.TB) *engine.System {
	t.Helper()
	sys, err := engine.LoadEmbedded(engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return sys
}

// lintBoard is the completed auction as a record with the whole deal and
// the alerts the system asks for, linted with every rule.
func lintBoard(sys *engine.System, c Completion, deal bridge.Deal, side engine.Sides) []annotate.Finding {
	b := &record.Board{Dealer: c.Auction.Dealer, Vulnerability: c.Auction.Vulnerability, Deal: deal,
		Known: [4]bool{true, true, true, true}}
	ms := sys.Interpret(c.Auction, side)
	for i, call := range c.Auction.Calls {
		b.Calls = append(b.Calls, record.Call{Call: call, Seat: c.Auction.Dealer.Add(i), Alert: ms[i].Alert})
	}
	return annotate.Lint(annotate.NewReplay(sys, b, side), annotate.Rules(), annotate.Config{})
}

// TestRandomDeals: for random deals (fixed seed), every call the bidder
// makes satisfies its line's constraint, the auction is legal, and lint
// finds nothing in it under the same system.
func TestRandomDeals(t *testing.T) {
	sys := embedded(t)
	b := New(sys)
	g := bridge.NewGenerator(2026)
	n := 200
	if testing.Short() {
		n = 100
	}
	ended := 0
	for k := 0; k < n; k++ {
		d := g.Deal()
		side := engine.SideNS
		if k%2 == 1 {
			side = engine.SideEW
		}
		a := engine.Auction{Dealer: bridge.Seat(k % 4), Vulnerability: bridge.BoardVulnerability(k + 1)}
		c, err := b.Complete(a, d, side, nil)
		if err != nil {
			t.Fatalf("deal %d: %v", k, err)
		}
		if err := (bridge.Auction{Dealer: a.Dealer, Calls: c.Auction.Calls}).Legal(); err != nil {
			t.Fatalf("deal %d %s: illegal auction: %v", k, d, err)
		}
		if c.Ended == (c.Stop != nil) {
			t.Fatalf("deal %d: ended %v, stop %v", k, c.Ended, c.Stop)
		}
		if c.Ended {
			ended++
		}
		for _, st := range c.Steps {
			if !st.Ours {
				continue
			}
			ch := st.Advice.Calls[0]
			if !ch.Meaning.Constraint.Satisfied(d[st.Seat]) {
				t.Errorf("deal %d call %d: %s %s does not satisfy %s", k, st.Index+1, st.Seat, st.Call.Short(), ch.Meaning.Constraint)
			}
			if len(ch.Meaning.Constraint.Check(d[st.Seat])) != 0 {
				t.Errorf("deal %d call %d: Check disagrees with Satisfied on %s", k, st.Index+1, ch.Meaning.Constraint)
			}
			if ch.Meaning.Status != engine.Defined {
				t.Errorf("deal %d call %d: status %s", k, st.Index+1, ch.Meaning.Status)
			}
		}
		for _, f := range lintBoard(sys, c, d, side) {
			t.Errorf("deal %d (%s, dealer %s): %s call %d %s: %s [%s]", k, d, a.Dealer, f.Seat, f.Index+1, f.Call.Short(), f.Message, f.Rule)
		}
	}
	// the share is measured and reported in the closing note; here only
	// that most deals end (a bidder that never bids would pass this test
	// otherwise)
	if ended < n/2 {
		t.Errorf("only %d of %d deals reached a final contract", ended, n)
	}
}

func parseDeal(t *testing.T, s string) bridge.Deal {
	t.Helper()
	d, _, err := bridge.ParseDealPBN(s)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func auctionString(calls []bridge.Call) string {
	var p []string
	for _, c := range calls {
		p = append(p, c.Short())
	}
	return strings.Join(p, " ")
}

// TestNotesAuctions: hands built to fit the notes' own sequences come out
// with the auction the notes give (North deals, the opponents pass).
func TestNotesAuctions(t *testing.T) {
	b := New(embedded(t))
	for _, tc := range []struct {
		name, deal, want string
	}{
		// 1N is 12-14 balanced (1447); 2♦ is a transfer with 5+♥ and a
		// signoff hand (321); opener completes (442); responder's pass is
		// "weak, to play" (337)
		// (opener 12: with 13-14 and three hearts he would make the
		// positive bid of 442 instead of completing the transfer)
		{"transfer, weak", "N:AK5.Q84.J73.Q942 - 84.T9762.QT86.53 -", "1N P 2D P 2H P P P"},
		// 5♥332 game-forcing: 3N after the completion (446, 364); opener
		// chooses the game: with three hearts he corrects to the 5-3 fit
		{"transfer, 3NT, opener corrects", "N:AK5.Q84.J73.Q942 - QJ.AJT95.AK6.J53 -", "1N P 2D P 2H P 3N P 4H P P P"},
		// with two hearts he passes 3N
		{"transfer, 3NT, opener passes", "N:AK54.Q8.J73.K942 - QJ.AJT95.AK6.J53 -", "1N P 2D P 2H P 3N P P P"},
		// 3♣ is a transfer to 3♦ with 6+♦, signoff (324); the completion
		// is mandatory (6.3.4)
		{"transfer to diamonds", "N:AK5.Q84.J73.K942 - 84.T62.QT98652.5 -", "1N P 3C P 3D P P P"},
		// 2♣ asks for the majors (316); 2♦ denies a 4-card major (398);
		// responder's 2N invites with a 4-card major (408): 12 HCP
		// opposite 12-14
		{"Stayman, invitation", "N:AK5.Q84.J73.K942 - QT84.KJ62.AQ.863 -", "1N P 2C P 2D P 2N"},
		// 1♦ is 17+ unbalanced (1444); 1♥ is the 0-7 response (1105)
		{"1♦ negative", "N:AK5.AQJ84.KQ3.A9 - 9743.T62.J84.Q53 -", "1D P 1H"},
		// a 0-7 hand with no two-suiter passes (1442-1457)
		{"pass out", "N:9743.T62.J84.Q53 AK5.AQJ84.KQ3.A9 T862.K9.T9752.J6 QJ.753.A6.KT8742", "P"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := parseDeal(t, tc.deal)
			c, err := b.Complete(engine.Auction{}, d, engine.SideNS, nil)
			if err != nil {
				t.Fatal(err)
			}
			got := auctionString(c.Auction.Calls)
			if !strings.HasPrefix(got, tc.want) {
				t.Errorf("auction %q, want it to start %q", got, tc.want)
			}
		})
	}
}

// TestAdvise: the advice for one call names the system's call first, the
// others that fit after it, the notes' choice and its rule.
func TestAdvise(t *testing.T) {
	b := New(embedded(t))
	calls, _ := engine.ParseCalls("1N P")
	d := parseDeal(t, "N:AK5.Q84.J73.K942 - QJ.AJT95.AK6.J53 -")
	adv, err := b.Advise(engine.Auction{Calls: calls}, d[bridge.South], engine.SideNS)
	if err != nil {
		t.Fatal(err)
	}
	if adv.Status != Bid || adv.Seat != bridge.South {
		t.Fatalf("status %s seat %s", adv.Status, adv.Seat)
	}
	if got := adv.Calls[0].Meaning.Call.Short(); got != "2D" {
		t.Errorf("system's call %s, want 2D (transfer, 5+♥, notes 321)", got)
	}
	if adv.Choice == nil || len(adv.Choice.Calls) < 2 || adv.Choice.Calls[1].Short() != "2C" {
		t.Fatalf("choice %+v, want 2♦ then Stayman 2♣", adv.Choice)
	}
	if !strings.Contains(adv.Choice.Rule, "the call that tells the most about the hand (the one the fewest random hands fit: ") {
		t.Errorf("rule %q", adv.Choice.Rule)
	}
	// East is not on the system side
	if _, err := b.Advise(engine.Auction{Calls: calls[:1]}, d[bridge.East], engine.SideNS); err != ErrOpponents {
		t.Errorf("East's turn: err %v, want ErrOpponents", err)
	}
}

// TestForcingNeverPassed: when partner's call is forcing and no line fits,
// the advice is a gap naming the forcing call, never a pass.
func TestForcingNeverPassed(t *testing.T) {
	b := New(embedded(t))
	// 1♦-1♥; 2♥ (not forcing) - 3♣ natural, forcing (1219): opener with
	// no line after 3♣ may not pass
	calls, _ := engine.ParseCalls("1D P 1H P 2H P 3C P")
	d := parseDeal(t, "N:QJ.AQT85.AK95.J5 - 75.92.QT43.KT764 -")
	adv, err := b.Advise(engine.Auction{Calls: calls}, d[bridge.North], engine.SideNS)
	if err != nil {
		t.Fatal(err)
	}
	if call, ok := adv.Call(); ok && call.Kind == bridge.Pass {
		t.Fatalf("the bidder passed partner's forcing 3♣")
	}
	if adv.Status == Gap && !strings.Contains(adv.Reason, "a pass is not allowed: partner's 3♣ is forcing for one round") {
		t.Errorf("reason %q does not name the forcing 3♣", adv.Reason)
	}
}

// TestFromRecord: the opponents' calls come from the record in the order
// each opponent made them; one that is no longer legal becomes a pass.
func TestFromRecord(t *testing.T) {
	rec, _ := engine.ParseCalls("1N 2H 3N P P P")
	opp := FromRecord(bridge.North, rec)
	a := engine.Auction{Calls: []bridge.Call{{Kind: bridge.Pass}}}
	if c, note := opp(a, bridge.East); c.Short() != "2H" || note != "from the record" {
		t.Errorf("East: %s %q", c.Short(), note)
	}
	a2, _ := engine.ParseCalls("1D 2H 3H")
	if c, note := opp(engine.Auction{Calls: a2}, bridge.West); c.Kind != bridge.Pass || note == "" {
		t.Errorf("West: %s %q", c.Short(), note)
	}
	a3, _ := engine.ParseCalls("2S")
	if c, note := opp(engine.Auction{Calls: a3}, bridge.East); c.Kind != bridge.Pass || !strings.Contains(note, "not legal") {
		t.Errorf("East after 2♠: %s %q, want a pass (2♥ is insufficient)", c.Short(), note)
	}
}

// TestSuggest: lint's first deviation of a board gets the system's call
// for the hand and the auction it leads to, the opponents' calls taken
// from the record.
func TestSuggest(t *testing.T) {
	sys := embedded(t)
	b := New(sys)
	d := parseDeal(t, "N:AK5.Q84.J73.K942 QT976.A5.K842.T7 84.T9762.QT6.853 J32.KJ3.A95.AQJ6")
	calls, _ := engine.ParseCalls("1H 1S P P P")
	board := &record.Board{Dealer: bridge.North, Deal: d, Known: [4]bool{true, true, true, true}}
	for i, c := range calls {
		board.Calls = append(board.Calls, record.Call{Call: c, Seat: bridge.North.Add(i)})
	}
	r := annotate.NewReplay(sys, board, engine.SideNS)
	fs := annotate.Lint(r, annotate.Rules(), annotate.Config{})
	b.Suggest(r, fs)
	var got *annotate.Suggestion
	for _, f := range fs {
		if f.System != nil {
			if got != nil {
				t.Fatalf("two suggestions on one side")
			}
			got = f.System
			if f.Index != 0 || f.Rule != "hcp" {
				t.Errorf("suggestion on call %d [%s], want the 1♥ opening's hcp finding", f.Index+1, f.Rule)
			}
		}
	}
	if got == nil {
		t.Fatalf("no suggestion; findings %+v", fs)
	}
	// 13 HCP balanced opens 1NT (1447); the record's 1♠ by East is
	// insufficient over 1NT and becomes a pass
	if got.Call != "1N" || got.Rule == "" || got.Constraint != "hcp 12-14 balanced" {
		t.Errorf("suggestion %+v, want 1N from openings.mds", got)
	}
	if len(got.Auction) < 4 || strings.Join(got.Auction[:2], " ") != "1N P" {
		t.Errorf("auction %v, want 1N then East's pass (the record's 1♠ is insufficient over 1NT)", got.Auction)
	}
	if got.Contract == "" && got.Reason == "" {
		t.Errorf("auction %v has neither a contract nor a reason", got.Auction)
	}
}

// queueFromRecord is FromRecord as it was first written: a queue of calls
// per seat, counted along the completed auction.
func queueFromRecord(dealer bridge.Seat, calls []bridge.Call) Opponents {
	var queue [4][]bridge.Call
	for i, c := range calls {
		s := dealer.Add(i)
		queue[s] = append(queue[s], c)
	}
	return func(a engine.Auction, seat bridge.Seat) (bridge.Call, string) {
		pass := bridge.Call{Kind: bridge.Pass}
		k := 0
		for i := range a.Calls {
			if a.Dealer.Add(i) == seat {
				k++
			}
		}
		if k >= len(queue[seat]) {
			return pass, fmt.Sprintf("the record has no more calls by %s: pass", seat)
		}
		c := queue[seat][k]
		if err := (bridge.Auction{Dealer: a.Dealer, Calls: a.Calls}).Allowed(c); err != nil {
			why := err.Error()
			if ae, ok := err.(*bridge.AuctionError); ok {
				why = ae.Msg
			}
			return pass, fmt.Sprintf("%s's %s from the record is not legal here (%s): pass", seat, c.Symbol(), why)
		}
		return c, "from the record"
	}
}

// TestFromRecordIndexes: FromRecord, which finds a seat's k-th call of
// the record by its index, answers as the per-seat queues did, note and
// all, for every seat after every prefix of random record and completed
// auctions (dealers of the two apart too); the quiet one gives the same
// calls without notes.
func TestFromRecordIndexes(t *testing.T) {
	r := rand.New(rand.NewPCG(18, 5))
	asked := 0
	for k := 0; k < 300; k++ {
		dealer := bridge.Seat(r.IntN(4))
		rec := recordAuction(r, dealer)
		adealer := dealer
		if k%5 == 0 {
			adealer = bridge.Seat(r.IntN(4))
		}
		done := recordAuction(r, adealer)
		want, got := queueFromRecord(dealer, rec), FromRecord(dealer, rec)
		quiet := recorded{dealer: dealer, calls: rec, quiet: true}
		for n := 0; n <= len(done); n++ {
			a := engine.Auction{Dealer: adealer, Calls: done[:n]}
			for seat := bridge.North; seat <= bridge.West; seat++ {
				wc, wn := want(a, seat)
				gc, gn := got(a, seat)
				qc, qn := quiet.call(a, seat)
				asked++
				if wc != gc || wn != gn || qc != wc || qn != "" {
					t.Fatalf("record %v (dealer %s), after %v (dealer %s), %s: %s %q, quiet %s %q, want %s %q",
						rec, dealer, a.Calls, adealer, seat, gc.Short(), gn, qc.Short(), qn, wc.Short(), wn)
				}
			}
		}
	}
	t.Logf("%d questions", asked)
}

// TestSuggestAllocs bounds the allocations of a lint suggestion: on the
// board of TestSuggest (the 1♥ opening with 13 HCP balanced, 1NT in the
// notes, and an auction bid on from there), one Suggest makes the
// suggestion, its auction and the words it shows, and little per turn of
// the completion: the opponents' calls are read from the record in place,
// a call no rule can bar builds no replay, a barred call is not worded
// unless it is the reason there is no call, the candidates are ordered
// without copying their meanings, and the first turn is advised once (35
// allocations before, 12 after).
func TestSuggestAllocs(t *testing.T) {
	sys := embedded(t)
	b := New(sys)
	d := parseDeal(t, "N:AK5.Q84.J73.K942 QT976.A5.K842.T7 84.T9762.QT6.853 J32.KJ3.A95.AQJ6")
	calls, _ := engine.ParseCalls("1H 1S P P P")
	board := &record.Board{Dealer: bridge.North, Deal: d, Known: [4]bool{true, true, true, true}}
	for i, c := range calls {
		board.Calls = append(board.Calls, record.Call{Call: c, Seat: bridge.North.Add(i)})
	}
	r := annotate.NewReplay(sys, board, engine.SideNS)
	fs := annotate.Lint(r, annotate.Rules(), annotate.Config{})
	work := make([]annotate.Finding, len(fs))
	b.Suggest(r, append(work[:0], fs...)) // the shares, measured once
	racebuild.SkipAllocBound(t)
	allocs := testing.AllocsPerRun(50, func() {
		copy(work, fs)
		b.Suggest(r, work)
	})
	t.Logf("%.1f allocations per suggestion", allocs)
	if allocs > 12 {
		t.Fatalf("%.1f allocations per suggestion, want at most 12", allocs)
	}
}
