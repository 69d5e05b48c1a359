package magicdlight_test

import (
	"strings"
	"testing"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/check"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/enginetest"
)

// TestOneLevelResponseStrength: the responses to the one-level openings
// carry the strength the notes state, each case with hands just inside and
// just outside the range.
func TestOneLevelResponseStrength(t *testing.T) {
	sys := enginetest.Embedded(t, "brown")
	enginetest.Run(t, sys, []enginetest.Case{
		// 740: a transfer is a weak hand with a long suit (6+, 742: HHxxxx) or a
		// constructive hand (8+) with a 4+ suit; a 7-count with five clubs is neither.
		{Auction: "1H P 1N", Explanation: "transfer to ♣", Line: 740,
			Fits:   []string{"T98.32.54.QJ8765", "J32.32.K985.KJ43"},
			Breaks: []string{"J32.32.Q98.KJ543"}},
		{Auction: "1H P 2C", Explanation: "transfer to ♦", Line: 740,
			Fits:   []string{"T98.32.QJ8765.54", "J32.32.KJ43.K985"},
			Breaks: []string{"J32.32.KJ543.Q98"}},
		{Auction: "1S P 2D", Explanation: "transfer to ♥", Line: 740,
			Fits:   []string{"32.QJ8765.T98.54", "32.KJ43.K985.J32"},
			Breaks: []string{"32.KJ543.Q98.J32"}},
		// 744: over 1♠ the transfer to a minor may be a strong 4♥333 (12+);
		// an 11-count 4♥333 raises spades instead.
		{Auction: "1S P 1N", Explanation: "transfer to ♣", Line: 744,
			Fits:   []string{"K32.AQ32.K32.432"},
			Breaks: []string{"Q32.AQ32.K32.432"}},
		// 744 is over 1♠ only: over 1♥ the strong 4♥333 has a heart raise.
		{Auction: "1H P 1N", Explanation: "transfer to ♣", Line: 744,
			Breaks: []string{"K32.AQ32.K32.432"}},
		// 703: 1M (8-11) is not forcing; a pass is allowed up to 10 hcp, the
		// invitational raises start at 11 (728, 730).
		{Auction: "1H P P", Explanation: "to play", Line: 703, HCP: enginetest.HCP(0, 10),
			Fits:   []string{"KQ32.2.K985.Q432", "5432.2.9875.5432"},
			Breaks: []string{"KQ32.2.K985.K432"}},
		{Auction: "1S P P", Explanation: "to play", Line: 703,
			Fits:   []string{"2.KQ32.K985.Q432"},
			Breaks: []string{"2.KQ32.K985.K432"}},
		// 1115-1116: the four-level responses to 1♦ are "and nothing outside":
		// KQJxxxx (6 hcp) or QJxxxxxx, not a hand with an outside ace.
		{Auction: "1D P 4C", Explanation: "transfer to 4♥", Line: 1115, HCP: enginetest.HCP(0, 7),
			Fits:   []string{"2.KQJ8765.432.32"},
			Breaks: []string{"A.KQJ8765.432.32"}},
		{Auction: "1D P 4D", Explanation: "transfer to 4♠", Line: 1115,
			Fits:   []string{"KQJ8765.2.432.32"},
			Breaks: []string{"KQJ8765.A.432.32"}},
		// 1106: 1♠ takes a poor 6-card minor only when the hand does not qualify
		// for a positive response from 1NT up: 6-5 in the minors bids 2♠ (1111).
		{Auction: "1D P 1S", Line: 1106,
			Fits:   []string{"Q32.K.Q32.JT9864"},
			Breaks: []string{"Q.7.AKJ32.JT9864"}},
		{Auction: "1D P 4H", Explanation: "to play", Line: 1116,
			Fits:   []string{"2.QJ876543.32.32"},
			Breaks: []string{"A.QJ876543.K2.32"}},
	})
}

// TestOneLevelResponseChoices: a hand that fits two responses the notes give
// on purpose is a chosen overlap (every two of its calls name each other in
// an `overlap` attribute), and the rule names the call a strong player picks.
func TestOneLevelResponseChoices(t *testing.T) {
	sys := enginetest.Embedded(t, "brown")
	cases := []struct {
		auction, hand string
		calls         []string // the calls the hand fits, in the order of Choices
		x, y          string   // two of the calls
		rule          string   // a substring of the rule between x and y
	}{
		// 1♥: 4♠ and 3♥ with 8 hcp: raise first (10.1), 1♠ or 2♠ without a fit;
		// a pass is allowed up to 10 hcp; 4♥ is a signoff at any strength (732).
		{"1H P", "KQ32.432.K98.432", []string{"Pass", "1S", "2H", "2S", "4H"}, "1S", "2H", "raise first"},
		// 998, 1001: 1♣-3♠/4♠ are the pre-empts of the openings (6+/7+, at most
		// 11 hcp); 8-11 with a long major also has 1♠ (989).
		{"1C P", "KQJ9743.Q72.95.2", []string{"1S", "3S", "4S"}, "1S", "3S", "8-11 with a good 6+ suit"},
		// 963: after 1♣-1♦ a 15-17 5♥332 prefers the major to 1NT.
		{"1C P 1D P", "AK.KQ987.Q32.K32", []string{"1H", "1NT"}, "1H", "1NT", "963"},
		// 1♥: 4♠ and 5♣ with 9 hcp and a singleton heart: the longer suit first.
		{"1H P", "KQ32.2.432.K9832", []string{"Pass", "1S", "1NT", "2S"}, "1S", "1NT", "the longer suit first"},
		// 1♠: 4♥ and 4♦ with 9 hcp: a major before a minor at equal length.
		{"1S P", "32.KQ32.K932.432", []string{"Pass", "2C", "2D"}, "2C", "2D", "a major before a minor"},
		// 1♣ (seat 1): 9-11 with 5M332 fits 1♥ (the Brown opening) and 1N (989).
		{"1C P", "K32.KQ932.Q32.32", []string{"1H", "1NT"}, "1H", "1NT", "points are in the major"},
		// 1♦: 5-5 in the majors with 9 hcp fits 1N (5+♥) and 2♣ (5+♠): the hearts.
		{"1D P", "KQ932.KJ932.32.2", []string{"1NT", "2C"}, "1NT", "2C", "the hearts (1N)"},
		// 3rd-hand 1♣: 10 hcp with 5♦332 fits 1N (1589) and 2♦ (1590).
		{"P P 1C P", "K32.K32.KJ932.32", []string{"1NT", "2D"}, "1NT", "2D", "bid the minor"},
		// 3rd-hand 1♣: 6-7 with six hearts and five spades fits 1♦, 1♥, 1♠ (1587-1588)
		// and 2♥ (1591): 2♥, the longer suit.
		{"P P 1C P", "Q9832.KJ8765.2.2", []string{"1D", "1H", "1S", "2H"}, "2H", "1S", "the longer suit"},
	}
	for _, tc := range cases {
		t.Run(tc.auction+" "+tc.hand, func(t *testing.T) {
			calls, err := engine.ParseCalls(tc.auction)
			if err != nil {
				t.Fatal(err)
			}
			a := engine.Auction{Dealer: bridge.North, Vulnerability: bridge.None, Calls: calls}
			h, err := bridge.ParseHandPBN(tc.hand)
			if err != nil {
				t.Fatal(err)
			}
			f := engine.NewHandFacts(h)
			var fit []engine.Meaning
			for _, m := range sys.Choices(a, engine.SideNS) {
				if !check.Judgment(m.Constraint) && m.Constraint.SatisfiedBy(&f) {
					fit = append(fit, m)
				}
			}
			var got []string
			for _, m := range fit {
				got = append(got, m.Call.String())
			}
			if strings.Join(got, " ") != strings.Join(tc.calls, " ") {
				t.Fatalf("fits %v, want %v", got, tc.calls)
			}
			rule := func(x, y engine.Meaning) string {
				for _, o := range x.Overlaps {
					if o.Call == y.Call {
						return o.Rule
					}
				}
				for _, o := range y.Overlaps {
					if o.Call == x.Call {
						return o.Rule
					}
				}
				return ""
			}
			for i := range fit {
				for j := i + 1; j < len(fit); j++ {
					if rule(fit[i], fit[j]) == "" {
						t.Errorf("%s and %s both fit and neither names the other in an overlap", fit[i].Call, fit[j].Call)
					}
				}
			}
			var x, y engine.Meaning
			for _, m := range fit {
				switch m.Call.String() {
				case tc.x:
					x = m
				case tc.y:
					y = m
				}
			}
			if r := rule(x, y); !strings.Contains(r, tc.rule) {
				t.Errorf("rule between %s and %s is %q, want it to contain %q", tc.x, tc.y, r, tc.rule)
			}
		})
	}
}

// TestOneLevelResponsesCheck: `mdlint check` finds no accidental overlap and
// no gap above its default limits (0.5%) in the responses to 1♣, 1♦, 1♥ and
// 1♠ (seats 1 and 3); before the strength of the transfers (740) was written
// the 1♥ and 1♠ responses overlapped in 85% of hands.
func TestOneLevelResponsesCheck(t *testing.T) {
	sys := enginetest.Embedded(t, "brown")
	want := map[string]bool{
		"response to 1♣ P (seat 1)": true, "response to P P 1♣ P (seat 3)": true,
		"response to 1♦ P (seat 1)": true, "response to P P 1♦ P (seat 3)": true,
		"response to 1♥ P (seat 1)": true, "response to 1♠ P (seat 1)": true,
	}
	var nodes []check.Node
	for _, n := range check.DefaultNodes(sys) {
		if n.Kind != "response" {
			continue
		}
		nodes = append(nodes, n)
	}
	res, errs := check.Simulate(sys, nodes, check.SimOptions{Hands: 20000, Seed: 1})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	seen := 0
	for _, r := range res {
		if !want[r.Label()] {
			continue
		}
		seen++
		if r.Gap.Percent > 0.5 || r.Overlap.Percent > 0.5 {
			t.Errorf("%s: gap %.2f%%, accidental overlap %.2f%% (examples %v), want both at most 0.5%%",
				r.Label(), r.Gap.Percent, r.Overlap.Percent, r.Overlap.Examples)
		}
	}
	if seen != len(want) {
		t.Errorf("simulated %d of the %d nodes", seen, len(want))
	}
}
