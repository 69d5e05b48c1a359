package engine_test

import (
	"reflect"
	"testing"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/enginetest"
)

// testHands returns n hands: half uniform, half unusual (a 6+ suit, 5-5 or
// longer in two suits, a void, or 16+ HCP), where the rarer clauses of the
// system's constraints (patterns, shortness, key cards, two-suiters)
// decide. The seed is fixed.
func testHands(seed uint64, n int) []engine.HandFacts {
	g := bridge.NewGenerator(seed)
	var out []engine.HandFacts
	for len(out) < n {
		for _, h := range g.Deal() {
			f := engine.NewHandFacts(h)
			p := h.Pattern()
			unusual := p[0] >= 6 || p[1] >= 5 || p[3] == 0 || h.HCP() >= 16
			if len(out) < n/2 || unusual {
				out = append(out, f)
			}
		}
	}
	return out[:n]
}

// agree compares Satisfied, SatisfiedBy, Check and CheckFacts with the
// reference evaluator (CheckRef) on every hand, and returns how many hands
// satisfy c.
func agree(t *testing.T, where string, c *engine.Constraint, hands []engine.HandFacts) int {
	t.Helper()
	yes := 0
	for i := range hands {
		f := &hands[i]
		ref := engine.CheckRef(c, f.Hand())
		want := len(ref) == 0
		if got := c.Check(f.Hand()); !reflect.DeepEqual(got, ref) {
			t.Fatalf("%s: %q on %s: Check %v, reference %v", where, c.String(), f.Hand().PBN(), got, ref)
		}
		if got := c.CheckFacts(f); !reflect.DeepEqual(got, ref) {
			t.Fatalf("%s: %q on %s: CheckFacts %v, reference %v", where, c.String(), f.Hand().PBN(), got, ref)
		}
		if got := c.SatisfiedBy(f); got != want {
			t.Fatalf("%s: %q on %s: SatisfiedBy %v, Check %v", where, c.String(), f.Hand().PBN(), got, want)
		}
		if got := c.Satisfied(f.Hand()); got != want {
			t.Fatalf("%s: %q on %s: Satisfied %v, Check %v", where, c.String(), f.Hand().PBN(), got, want)
		}
		if want {
			yes++
		}
	}
	return yes
}

// TestSatisfiedAgreesWithCheck runs every constraint of every compiled
// line of the embedded Magic D-light against Check: 100 hands for each
// line, and 3,000 more for the first line of each distinct constraint
// text. The red variant's lines are compared where their constraint text
// is not one of the brown variant's.
func TestSatisfiedAgreesWithCheck(t *testing.T) {
	few, many := testHands(1, 100), testHands(2, 3000)
	if testing.Short() {
		few, many = few[:30], many[:600]
	}
	seen := map[string]bool{}
	for _, variant := range []string{"brown", "red"} {
		sys := enginetest.Embedded(t, variant)
		lines, distinct, satisfiable := 0, 0, 0
		sys.Nodes(func(n engine.NodeInfo, _ []engine.NodeInfo) bool {
			c := n.Constraint
			if c == nil {
				return true
			}
			s := c.String()
			if variant != "brown" && seen[s] {
				return true
			}
			lines++
			agree(t, n.Rule, c, few)
			if !seen[s] {
				seen[s] = true
				distinct++
				if agree(t, n.Rule, c, many) > 0 {
					satisfiable++
				}
			}
			return true
		})
		t.Logf("%s: %d lines, %d distinct constraints, %d met by some hand", variant, lines, distinct, satisfiable)
		// The system has thousands of lines with constraints and hundreds
		// of distinct ones; most of them are met by some of the hands.
		if variant == "brown" && (lines < 5000 || distinct < 300 || satisfiable < distinct*3/4) {
			t.Errorf("%s: %d lines, %d distinct constraints, %d met by some hand: the comparison proves little",
				variant, lines, distinct, satisfiable)
		}
	}
}

// TestSatisfiedSmall checks hands chosen by hand against the constraints
// of small.mds, and the nil constraint.
func TestSatisfiedSmall(t *testing.T) {
	sys := small(t, "")
	for _, c := range []struct {
		auction, hand string
		want          bool
	}{
		// 1♣: hcp 12-16 (unbalanced | 5M332) | hcp 15-17 balanced
		{"1C", "AKJ52.K32.Q54.J2", true},  // 5♠332, 14 HCP
		{"1C", "AK52.K32.Q54.J32", false}, // 4-3-3-3, 13 HCP: balanced, not 15+
		{"1C", "AK52.KQ2.Q54.J32", true},  // 15 HCP balanced
		{"1C", "AK5.K32.Q542.J32", false}, // 13 HCP 4♦333: balanced, not 5M332
		// 1♣ 1♦ 1♥ 2♥ 4N 5♣: keycards ♥ 0,3
		{"1C P 1D P 1H P 2H P 4N P 5C", "A32.AK2.Q5432.32", true},  // A A K♥: 3
		{"1C P 1D P 1H P 2H P 4N P 5C", "A32.AQ2.Q5432.32", false}, // 2
		// (1♠) 1N: hcp 15-18 balanced; stopper ♠
		{"(1S) 1N", "Q32.AK2.KQ54.A32", true},
		{"(1S) 1N", "32.AK2.KQ54.AJ32", false},
	} {
		a := c.auction
		dealer := bridge.North
		if a[0] == '(' {
			// the opponents open: East deals, North overcalls
			a, dealer = a[1:3]+a[4:], bridge.East
		}
		ms := sys.Interpret(engine.Auction{Dealer: dealer, Calls: enginetest.Calls(t, a)}, engine.SideNS)
		m := ms[len(ms)-1]
		h := enginetest.Hand(t, c.hand)
		if got := m.Constraint.Satisfied(h); got != c.want {
			t.Errorf("%s %q: %s: Satisfied %v, want %v (Check %v)", c.auction, m.Constraint.String(), c.hand, got, c.want, m.Constraint.Check(h))
		}
	}
	var nilC *engine.Constraint
	f := engine.NewHandFacts(enginetest.Hand(t, "AKQJT98765432..."))
	if !nilC.Satisfied(f.Hand()) || !nilC.SatisfiedBy(&f) {
		t.Error("a nil constraint is satisfied by every hand")
	}
}

// TestSatisfiedOddHand: a hand that is not 13 cards gives facts without a
// panic and the same answer as Check (the envelope, which assumes 13
// cards, is not consulted).
func TestSatisfiedOddHand(t *testing.T) {
	sys := small(t, "")
	h, err := bridge.ParseHandPBN("AKQ.AKQ.AKQ.AK") // 11 cards, 33 HCP
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []string{"1C", "P", "2H"} {
		c := sys.Interpret(engine.Auction{Calls: enginetest.Calls(t, a)}, engine.SideNS)[0].Constraint
		if got, want := c.Satisfied(h), len(c.Check(h)) == 0; got != want {
			t.Errorf("%s %q on an 11-card hand: Satisfied %v, Check %v", a, c.String(), got, want)
		}
	}
}

// BenchmarkSatisfied compares the ways of testing a hand against a
// constraint, over the distinct constraints of the embedded system (one
// line each) and hands half uniform, half unusual: Check (violation
// messages), Satisfied (facts per call) and SatisfiedBy (facts computed
// once per hand, as `mdlint check` does; NewHandFacts is that cost).
func BenchmarkSatisfied(b *testing.B) {
	sys, err := engine.LoadEmbedded(engine.Options{})
	if err != nil {
		b.Fatalf("the embedded system does not load:\n%v", err)
	}
	var cs []*engine.Constraint
	seen := map[string]bool{}
	sys.Nodes(func(n engine.NodeInfo, _ []engine.NodeInfo) bool {
		if n.Constraint != nil && !seen[n.Constraint.String()] {
			seen[n.Constraint.String()] = true
			cs = append(cs, n.Constraint)
		}
		return true
	})
	hands := testHands(4, 1023) // not a multiple of len(cs): every pair comes up
	b.Run("Check", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			_ = len(cs[i%len(cs)].Check(hands[i%len(hands)].Hand())) == 0
		}
	})
	b.Run("Satisfied", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			cs[i%len(cs)].Satisfied(hands[i%len(hands)].Hand())
		}
	})
	b.Run("SatisfiedBy", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			cs[i%len(cs)].SatisfiedBy(&hands[i%len(hands)])
		}
	})
	b.Run("NewHandFacts", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			engine.NewHandFacts(hands[i%len(hands)].Hand())
		}
	})
}

// TestCheckReportsTheClosestAlternative checks, on the embedded system,
// which alternative's violation Check reports for hands that break an
// `or`: the one the hand belongs to, so that annotate's messages name the
// real fault.
func TestCheckReportsTheClosestAlternative(t *testing.T) {
	sys := enginetest.Embedded(t, "")
	for _, tc := range []struct {
		auction string
		dealer  bridge.Seat
		hand    string
		want    engine.Violation
	}{
		// North passes in 1st hand with 11 HCP and 5-4-3-1: inside the
		// pass's 0-11 HCP, but 8-11 must be balanced (Brown 1442-1457)
		{"P", bridge.North, "AJ9.9.65432.AQ63", engine.Violation{Kind: "shape", Promise: "balanced", Fact: "holds 5-4-3-1", Type: "8-11 HCP, at most 4♥, at most 4♠"}},
		// 1♣ in 2nd hand with 13 HCP balanced: balanced 1♣ is 15-17 (1443)
		{"P 1C", bridge.North, "KQ5.A97.J842.K63", engine.Violation{Kind: "hcp", Promise: "15-17 HCP", Fact: "holds 13 HCP", Type: "balanced"}},
		// 1♣ in 3rd hand with 15 HCP and 4♠ 2♥ 2♦ 5♣: not balanced, so
		// the 13-16 two-suiter (1443); of its majors the spades are one
		// short, the hearts three
		{"P P 1C", bridge.North, "A742.K6.AQ.Q8632", engine.Violation{Kind: "length", Promise: "5+♠", Fact: "holds 4♠"}},
	} {
		m := enginetest.Last(t, sys, enginetest.Case{Auction: tc.auction, Dealer: tc.dealer})
		got := m.Constraint.Check(enginetest.Hand(t, tc.hand))
		if len(got) != 1 || got[0] != tc.want {
			t.Errorf("%s (dealer %v) with %s: %v, want [%v]", tc.auction, tc.dealer, tc.hand, got, tc.want)
		}
	}
}
