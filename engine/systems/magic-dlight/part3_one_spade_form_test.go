package magicdlight_test

import (
	"math/rand/v2"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/enginetest"
)

// p3OneSpadeOld is the constraint of the 1♦-1♠ positive response (18.3,
// line 1106) as one-diamond.mds wrote it before the engine chose the m of
// `not 5m440` inside the `not`: with `not 5440` for the 5-4 hands (its poor
// 6-card minor part as the file writes it now: without a second 5-card suit).
const p3OneSpadeOld = `hcp 8+ | hcp =7 controls 3+;
       balanced | 4441 (hcp 8-10 | hcp 13+) | 5m440 (hcp 8-10 | hcp 13+) | =5C (=4D | =4H | =4S) not 5440 | =5D (=4C | =4H | =4S) not 5440 | =6C not top C 1/3 0-4D 0-4H 0-4S | =6D not top D 1/3 0-4C 0-4H 0-4S`

// p3RandomHand returns a PBN hand (spades first) with the given lengths
// (clubs, diamonds, hearts, spades), its cards drawn at random.
func p3RandomHand(r *rand.Rand, lens [4]int) string {
	const ranks = "AKQJT98765432"
	var suits [4]string
	for s, n := range lens {
		perm := r.Perm(13)[:n]
		b := []byte{}
		for k := range 13 { // keep the ranks in order
			for _, p := range perm {
				if p == k {
					b = append(b, ranks[k])
				}
			}
		}
		suits[s] = string(b)
	}
	return strings.Join([]string{suits[3], suits[2], suits[1], suits[0]}, ".")
}

// TestP3OneSpadeNotFiveMinor440 checks that one-diamond.mds's natural
// `not 5m440` in the 1♦-1♠ response means what the earlier `not 5440`
// did: the same answer on 20 random hands of each of the 560 shapes, and
// the edges of line 1106/1112 (a 5♣-4-4-0 with 11 HCP bids 2N, not 1♠).
func TestP3OneSpadeNotFiveMinor440(t *testing.T) {
	sys := p3System(t)
	m := enginetest.Last(t, sys, enginetest.Case{Auction: "1D P 1S"})
	if m.Status != engine.Defined || m.Constraint == nil {
		t.Fatalf("1♦-1♠: %s", enginetest.Describe(m))
	}
	if !strings.Contains(m.Constraint.String(), "not 5m440") {
		t.Fatalf("1♦-1♠ constraint %q does not use `not 5m440`", m.Constraint.String())
	}
	old, err := engine.LoadFS(fstest.MapFS{"main.mds": {Data: []byte(
		"@system \"old 1S\"\n1S  old form   {" + p3OneSpadeOld + "; src 18.3 line 1106}\n")}}, "main.mds", engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	om := enginetest.Last(t, old, enginetest.Case{Auction: "1S"})

	for _, tc := range []struct {
		hand string
		ok   bool
	}{
		{"A432.K432..KJ432", false}, // 5♣440, 11 HCP: 2N (1112)
		{"A432.K432.KJ432.", false}, // 5♦440, 11 HCP
		{"A432.K43.2.KJ432", true},  // 5♣-4♠-3-1, 11 HCP: 54xx
		{"A432.Q432..QJ432", true},  // 5♣440, 9 HCP: 8-10
		{"A432.K432..AKJ32", true},  // 5♣440, 15 HCP: 13+
		{"AQ432.K432..KJ43", false}, // 5♠-4-4-0: no five-card minor
		{"A43.K43.2.J75432", true},  // a poor 6♣ (no A, K or Q), 8 HCP
		{"A43.K43.2.KJ5432", false}, // 6♣ with the king: not a poor suit (1109-1110)
	} {
		h := enginetest.Hand(t, tc.hand)
		if got := m.Constraint.Satisfied(h); got != tc.ok {
			t.Errorf("1♦-1♠ with %s: satisfied %v, want %v (%v)", tc.hand, got, tc.ok, m.Constraint.Check(h))
		}
	}

	r := rand.New(rand.NewPCG(1106, 1112))
	n := 0
	for c := 0; c <= 13; c++ {
		for d := 0; c+d <= 13; d++ {
			for hh := 0; c+d+hh <= 13; hh++ {
				lens := [4]int{c, d, hh, 13 - c - d - hh}
				for range 20 {
					pbn := p3RandomHand(r, lens)
					h := enginetest.Hand(t, pbn)
					if got, want := m.Constraint.Satisfied(h), om.Constraint.Satisfied(h); got != want {
						t.Fatalf("1♦-1♠ with %s: `not 5m440` says %v, `not 5440` %v", pbn, got, want)
					}
					n++
				}
			}
		}
	}
	if n != 560*20 {
		t.Fatalf("checked %d hands, want %d", n, 560*20)
	}
}
