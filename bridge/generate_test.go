package bridge

import (
	"math"
	"math/bits"
	"testing"
)

// binom returns C(n, k) as a float64 (exact for the sizes used here:
// C(52,13) = 635013559600 < 2^53).
func binom(n, k int) float64 {
	r := 1.0
	for i := 1; i <= k; i++ {
		r = r * float64(n-k+i) / float64(i)
	}
	return math.Round(r)
}

// patternProb returns the exact probability that a random 13-card hand has
// pattern p (lengths in descending order): the number of ways to give the
// lengths to the four suits, times the ways to choose the cards in each suit,
// over C(52,13).
func patternProb(p [4]int) float64 {
	// Distinct assignments of the lengths to suits: 4! over the repeats.
	perms := 24.0
	counts := map[int]int{}
	for _, n := range p {
		counts[n]++
	}
	for _, c := range counts {
		for i := 2; i <= c; i++ {
			perms /= float64(i)
		}
	}
	ways := perms
	for _, n := range p {
		ways *= binom(13, n)
	}
	return ways / binom(52, 13)
}

// TestGeneratorUniform checks the generator against the exact distribution
// of bridge hands. With the fixed seed the test is deterministic; the
// tolerances (4.5 standard errors, computed from p and N) are those a
// correct uniform generator passes for all but about 1 seed in 100,000 per
// statistic, while a biased shuffle (for example Sattolo's off-by-one, which
// never leaves a card in place) fails the consecutive-deal overlap test by
// about 60 standard errors.
func TestGeneratorUniform(t *testing.T) {
	const n = 200000
	const z = 4.5
	g := NewGenerator(20260101)
	patterns := map[string]int{}
	balanced := 0
	var hcpSum [4]float64
	var where [52][4]int // where[c][s]: how often card c went to seat s
	var prevNorth Hand
	overlap := 0.0 // cards North holds in both this deal and the previous one
	for i := 0; i < n; i++ {
		d := g.Deal()
		if i > 0 {
			overlap += float64((d[North] & prevNorth).Count())
		}
		prevNorth = d[North]
		var union Hand
		total := 0
		for s, h := range d {
			if h.Count() != 13 || union&h != 0 {
				t.Fatalf("deal %d: %v is not a partition into 13-card hands", i, d)
			}
			union |= h
			hcpSum[s] += float64(h.HCP())
			total += h.HCP()
			for x := uint64(h); x != 0; x &= x - 1 {
				where[bits.TrailingZeros64(x)][s]++
			}
		}
		if union != FullDeck || total != 40 {
			t.Fatalf("deal %d: %v does not hold the 52 cards (HCP total %d)", i, d, total)
		}
		north := d[North]
		patterns[north.PatternString()]++
		if north.IsBalanced() {
			balanced++
		}
	}

	// The exact values agree with the published table (to the 4 decimals
	// the tables print).
	published := map[string]float64{"4432": 0.215512, "5332": 0.155168, "4333": 0.105361, "5431": 0.129307}
	for pat, want := range published {
		var p [4]int
		for k := range p {
			p[k] = int(pat[k] - '0')
		}
		if got := patternProb(p); math.Abs(got-want) > 1e-6 {
			t.Errorf("exact P(%s) = %.6f, want %.6f", pat, got, want)
		}
	}
	pBal := patternProb([4]int{4, 4, 3, 2}) + patternProb([4]int{5, 3, 3, 2}) + patternProb([4]int{4, 3, 3, 3})
	if math.Abs(pBal-0.476041) > 1e-6 {
		t.Errorf("exact P(balanced) = %.6f, want 0.476041", pBal)
	}

	checkProp := func(name string, count int, p float64) {
		t.Helper()
		got := float64(count) / n
		se := math.Sqrt(p * (1 - p) / n)
		if math.Abs(got-p) > z*se {
			t.Errorf("P(%s) = %.5f, want %.5f ± %.5f (%.1f SE)", name, got, p, z*se, math.Abs(got-p)/se)
		}
	}
	for pat := range published {
		var p [4]int
		for k := range p {
			p[k] = int(pat[k] - '0')
		}
		checkProp(pat, patterns[pat], patternProb(p))
	}
	checkProp("balanced", balanced, pBal)

	// HCP: 13 cards drawn without replacement from 52 valued 4,3,2,1 (4
	// each) and 0 (36): mean 10, variance 13 σ² (52-13)/(52-1).
	mu := 40.0 / 52
	sigma2 := 120.0/52 - mu*mu
	sdHand := math.Sqrt(13 * sigma2 * 39 / 51)
	seMean := sdHand / math.Sqrt(n)
	for s, sum := range hcpSum {
		if mean := sum / n; math.Abs(mean-10) > z*seMean {
			t.Errorf("mean HCP of %s = %.4f, want 10 ± %.4f", Seat(s), mean, z*seMean)
		}
	}

	// Consecutive deals are independent: the overlap of two independent
	// 13-card hands is hypergeometric, mean 13·13/52 = 3.25, variance
	// 13·(1/4)(3/4)(39/51); overlaps of successive pairs are uncorrelated.
	// (A shuffle that never leaves a card in place gives 13·12/51 = 3.06.)
	seOverlap := math.Sqrt(13 * 0.25 * 0.75 * 39 / 51 / (n - 1))
	if mean := overlap / (n - 1); math.Abs(mean-3.25) > z*seOverlap {
		t.Errorf("mean overlap of consecutive North hands = %.4f, want 3.25 ± %.4f", mean, z*seOverlap)
	}

	// Every card goes to every seat a quarter of the time. 208 cells, so a
	// wider 5.5 SE keeps the family's false-alarm rate tiny.
	seCell := math.Sqrt(n * 0.25 * 0.75)
	for c := range where {
		for s, k := range where[c] {
			if math.Abs(float64(k)-n/4) > 5.5*seCell {
				t.Errorf("card %s went to %s %d times, want %d ± %.0f", Card(c), Seat(s), k, n/4, 5.5*seCell)
			}
		}
	}
}

func TestGeneratorSeeded(t *testing.T) {
	a, b, c := NewGenerator(42), NewGenerator(42), NewGenerator(43)
	same := 0
	for i := 0; i < 100; i++ {
		da, db, dc := a.Deal(), b.Deal(), c.Deal()
		if da != db {
			t.Fatalf("deal %d differs between two generators with seed 42", i)
		}
		if da == dc {
			same++
		}
	}
	if same > 0 {
		t.Errorf("seeds 42 and 43 gave %d identical deals out of 100", same)
	}
}

func BenchmarkGeneratorDeal(b *testing.B) {
	g := NewGenerator(1)
	for b.Loop() {
		d := g.Deal()
		sinkInt += int(d[0] & 1)
	}
}

// intn is uniform on [0, n): for n = 3, 7 and 52 each value's frequency is
// within 4.5 standard errors of 1/n, and no value falls outside the range.
func TestGeneratorIntn(t *testing.T) {
	g := NewGenerator(99)
	const draws = 300000
	for _, n := range []uint64{1, 3, 7, 52} {
		counts := make([]int, n)
		for i := 0; i < draws; i++ {
			v := g.intn(n)
			if v >= n {
				t.Fatalf("intn(%d) = %d", n, v)
			}
			counts[v]++
		}
		p := 1 / float64(n)
		se := math.Sqrt(p * (1 - p) / draws)
		for v, c := range counts {
			if got := float64(c) / draws; math.Abs(got-p) > 4.5*se {
				t.Errorf("intn(%d): P(%d) = %.5f, want %.5f ± %.5f", n, v, got, p, 4.5*se)
			}
		}
	}
}
