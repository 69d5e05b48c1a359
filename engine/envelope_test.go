package engine

import (
	"math/rand/v2"
	"testing"

	"github.com/mdlint/mdlint/bridge"
)

// TestEnvelopeExact checks envelopes worked out by hand.
func TestEnvelopeExact(t *testing.T) {
	full, any := Range{0, 13}, Range{0, 37}
	empty := Range{1, 0}
	tests := []struct {
		src  string
		hcp  Range
		lens [4]Range // ♣ ♦ ♥ ♠
	}{
		// ♣ exactly 5; ♦4 leaves 4 for the majors, ♠4 leaves 4 for ♦♥
		{"=5C (=4D | =4S)", any, [4]Range{{5, 5}, {0, 4}, {0, 4}, {0, 4}}},
		// the writer's constraint: 5m440 puts ♣ at 0, 4 or 5 in alternative
		// 1; alternative 2 has ♣5 and 8 cards elsewhere
		{"5m440 hcp 8-10 | =5C not 5m440", any, [4]Range{{0, 5}, {0, 8}, {0, 8}, {0, 8}}},
		// the other three suits are 4-4-0 in any order: a major may be void
		{"5m440 hcp 8-10", Range{8, 10}, [4]Range{{0, 5}, {0, 5}, {0, 4}, {0, 4}}},
		{"=5C not 5m440", any, [4]Range{{5, 5}, {0, 8}, {0, 8}, {0, 8}}},
		// 5♣ 4♦ 4♥ 0♠ and 5♣ 4♦ 0♥ 4♠ are gone: ♦ 4 needs a void major
		{"=5C =4D not 5m440", any, [4]Range{{5, 5}, {4, 4}, {1, 3}, {1, 3}}},
		// balanced with five spades is 5332
		{"balanced 5+S", any, [4]Range{{2, 3}, {2, 3}, {2, 3}, {5, 5}}},
		{"4441 4+S 4+H", any, [4]Range{{1, 4}, {1, 4}, {4, 4}, {4, 4}}},
		// ♥ > ♠ ≥ 5: ♥ 6+, ♠ at most 6 (6 + 7 = 13)
		{"H>S 5+S", any, [4]Range{{0, 2}, {0, 2}, {6, 8}, {5, 6}}},
		{"not 4+M", any, [4]Range{full, full, {0, 3}, {0, 3}}},
		// majors at most 3 each: the minors hold 7+ together, so ♦ 3+
		{"not 4+M 4-C", any, [4]Range{{0, 4}, {3, 13}, {0, 3}, {0, 3}}},
		{"void 6+S 6+H", any, [4]Range{{0, 1}, {0, 1}, {6, 7}, {6, 7}}},
		{"top S 3/3 not 4+S", any, [4]Range{{0, 10}, {0, 10}, {0, 10}, {3, 3}}},
		// HCP and lengths go together per alternative
		{"(hcp 8-10 5+S | hcp 15+ 5+H) 4-S", Range{15, 37}, [4]Range{{0, 8}, {0, 8}, {5, 13}, {0, 4}}},
		{"hcp 10-13 not hcp 12-14", Range{10, 11}, [4]Range{full, full, full, full}},
		{"not hcp 12-14", any, [4]Range{full, full, full, full}},
		{"hcp 12-14 balanced | hcp 13-16 5+M 5+m", Range{12, 16}, [4]Range{{0, 8}, {0, 8}, {0, 8}, {0, 8}}},
		{"unbalanced 4-C 4-D 4-H 4-S", any, [4]Range{{1, 4}, {1, 4}, {1, 4}, {1, 4}}},
		// losers 10+ needs Σ min(length, 3) ≥ 10: 6-3-3-1 gives 10, while
		// 7-3-3-0 and any void give at most 9
		{"losers 10+", any, [4]Range{{1, 6}, {1, 6}, {1, 6}, {1, 6}}},
		// no hand: 5+5+4 = 14 cards
		{"5+S 5+H 4+D", empty, [4]Range{empty, empty, empty, empty}},
	}
	for _, tc := range tests {
		c := mustLineConstraint(t, tc.src)
		if c.HCP() != tc.hcp || c.Lengths() != tc.lens {
			t.Errorf("%q: envelope HCP %v lengths %v, want %v %v", tc.src, c.HCP(), c.Lengths(), tc.hcp, tc.lens)
		}
		if c.Satisfiable() != (tc.hcp != empty) {
			t.Errorf("%q: Satisfiable %v", tc.src, c.Satisfiable())
		}
	}
}

// handOfShape deals a hand with the given lengths (♣ ♦ ♥ ♠) from r.
func handOfShape(r *rand.Rand, l [4]int) bridge.Hand {
	var h bridge.Hand
	for s := range 4 {
		for _, k := range r.Perm(13)[:l[s]] {
			h = h.With(bridge.NewCard(bridge.Suit(s), bridge.Rank(k)))
		}
	}
	return h
}

var envelopeProbes = []string{
	"=5C (=4D | =4S)",
	"5m440 hcp 8-10 | =5C not 5m440",
	"hcp 12-16 unbalanced | hcp 12-16 5M332 | hcp 15-17 balanced",
	"(hcp 8-10 5+S | hcp 15+ 5+H) 4-S",
	"not (=5C balanced hcp 17-19) 5+C",
	"hcp 7- | hcp 8-10 not (5+S 5+H losers 6-) not (5+S 5+m losers 6-) | hcp =11 balanced 4-H 4-S",
	"5+M not 6+M hcp 10+",
	"M>m not 5+m",
	"stopper H top S 2/3 not shortness D",
	"losers 6- | controls 5+ 6+m",
	"keycards S 1,4 queen S 3+S | void x hcp 11-15",
	"not (4441 | 5m440 | balanced) hcp 11-15",
	"6+D top D 3/3 1+C; not shortness H; not shortness S",
	"(4+H | 4+S) 5+C hcp 10-12",
}

// TestEnvelopeSound: every hand that satisfies a constraint lies inside
// its envelope (hands of every one of the 560 shapes, random cards).
func TestEnvelopeSound(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var shapes [][4]int
	for c := 0; c <= 13; c++ {
		for d := 0; c+d <= 13; d++ {
			for h := 0; c+d+h <= 13; h++ {
				shapes = append(shapes, [4]int{c, d, h, 13 - c - d - h})
			}
		}
	}
	for _, src := range envelopeProbes {
		c := mustLineConstraint(t, src)
		hr, lr := c.HCP(), c.Lengths()
		hits := 0
		for _, l := range shapes {
			for range 12 {
				h := handOfShape(r, l)
				if c.Check(h) != nil {
					continue
				}
				hits++
				ok := hr.contains(h.HCP())
				for s := range 4 {
					ok = ok && lr[s].contains(l[s])
				}
				if !ok {
					t.Errorf("%q: %s (%d HCP) satisfies it but lies outside HCP %v lengths %v", src, h.PBN(), h.HCP(), hr, lr)
					break
				}
			}
		}
		if hits == 0 {
			t.Errorf("%q: no probe hand satisfies it", src)
		}
	}
}

// TestEnvelopeShapeExact: for constraints of lengths, patterns and
// comparisons only, the length envelope is exactly the hull of the shapes
// that satisfy it (worked out through Check on one hand per shape).
func TestEnvelopeShapeExact(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, src := range []string{
		"=5C (=4D | =4S)",
		"=5C not 5m440",
		"5+M not 6+M 4-m",
		"not (4+M not 5+M) 3-m",
		"(4441 | 5m440) shortness D",
		"unbalanced; not 4441; not 5m440; 4-S 4-H",
		"balanced | 6+C (=4D | not 4+M)",
		"M>m H<=S not void",
		"5M332 | 5m440 not =5C",
	} {
		c := mustLineConstraint(t, src)
		want := [4]Range{{13, 0}, {13, 0}, {13, 0}, {13, 0}}
		for cl := 0; cl <= 13; cl++ {
			for d := 0; cl+d <= 13; d++ {
				for h := 0; cl+d+h <= 13; h++ {
					l := [4]int{cl, d, h, 13 - cl - d - h}
					if c.Check(handOfShape(r, l)) != nil {
						continue
					}
					for s := range 4 {
						want[s] = Range{min(want[s].Min, l[s]), max(want[s].Max, l[s])}
					}
				}
			}
		}
		if got := c.Lengths(); got != want {
			t.Errorf("%q: lengths %v, want %v", src, got, want)
		}
	}
}

// hullRef is the hull of a shape set by visiting every shape in it.
func hullRef(s shapeSet) (l [4]Range, ok bool) {
	for i := range l {
		l[i] = Range{13, 0}
	}
	s.each(func(i int) {
		ok = true
		for k, n := range shapeTab.lens[i] {
			l[k].Min = min(l[k].Min, int(n))
			l[k].Max = max(l[k].Max, int(n))
		}
	})
	return l, ok
}

// TestHullBySuit checks the hull read from the per-suit shape sets against
// a visit of every shape: on the empty set, every single shape, the sets
// of the atoms (balanced, a void, n cards in a suit) and 20,000 random
// sets from one shape to all 560. The balanced hands' hull is 2-5 cards
// in every suit (4333, 4432, 5332).
func TestHullBySuit(t *testing.T) {
	check := func(s shapeSet) {
		t.Helper()
		got, gok := s.hull()
		want, wok := hullRef(s)
		if got != want || gok != wok {
			t.Fatalf("hull %v %v, want %v %v", got, gok, want, wok)
		}
	}
	check(shapeSet{})
	for i := range nShapes {
		var s shapeSet
		s.add(i)
		check(s)
	}
	check(shapeTab.all)
	check(shapeTab.anyVoid)
	for k := range 4 {
		for n := range 14 {
			check(shapeTab.bySuit[k][n])
			check(shapeTab.bySuit[k][n].not())
		}
	}
	bal, _ := shapeTab.balanced.hull()
	if bal != [4]Range{{2, 5}, {2, 5}, {2, 5}, {2, 5}} {
		t.Errorf("balanced hull %v, want 2-5 in every suit", bal)
	}
	r := rand.New(rand.NewPCG(18, 2))
	for range 20000 {
		var s shapeSet
		density := r.IntN(64) + 1
		for i := range nShapes {
			if r.IntN(density) == 0 {
				s.add(i)
			}
		}
		check(s)
	}
}
