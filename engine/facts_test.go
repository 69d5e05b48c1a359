package engine

import (
	"testing"

	"github.com/mdlint/mdlint/bridge"
)

// TestHandFactsMatchBridge holds NewHandFacts to the bridge package's own
// definitions (HCP, lengths, pattern, balanced 4333/4432/5332, aces,
// controls A=2 K=1, LTC losers) and the shape index to the shape table,
// on 20,000 uniform hands.
func TestHandFactsMatchBridge(t *testing.T) {
	g := bridge.NewGenerator(17)
	voids, bal := 0, 0
	for i := 0; i < 5000; i++ {
		for _, h := range g.Deal() {
			f := NewHandFacts(h)
			if f.hcp != h.HCP() || f.len != h.Lengths() || f.sorted != h.Pattern() || f.balanced != h.IsBalanced() ||
				f.aces != h.Aces() || f.controls != h.Controls() || f.losers != h.Losers() || f.Hand() != h {
				t.Fatalf("%s: facts %+v; bridge HCP %d lengths %v pattern %v balanced %v aces %d controls %d losers %d",
					h.PBN(), f, h.HCP(), h.Lengths(), h.Pattern(), h.IsBalanced(), h.Aces(), h.Controls(), h.Losers())
			}
			l := shapeTab.lens[f.shape]
			if [4]int{int(l[0]), int(l[1]), int(l[2]), int(l[3])} != f.len {
				t.Fatalf("%s: shape %d is %v, lengths %v", h.PBN(), f.shape, l, f.len)
			}
			if f.sorted[3] == 0 {
				voids++
			}
			if f.balanced {
				bal++
			}
		}
	}
	// About 5.1% of hands have a void and 47.6% are balanced (4333 10.5%,
	// 4432 21.6%, 5332 15.5%).
	if voids < 800 || voids > 1250 || bal < 9000 || bal > 10100 {
		t.Errorf("%d voids, %d balanced in 20,000 hands", voids, bal)
	}
}

// TestHandFactsOddHand: the facts of a hand that is not 13 cards have no
// shape (so the envelope test is skipped), never an index out of range.
func TestHandFactsOddHand(t *testing.T) {
	for _, h := range []bridge.Hand{0, bridge.Hand(1<<52 - 1)} {
		if f := NewHandFacts(h); f.shape != -1 {
			t.Errorf("%d cards: shape %d, want -1", h.Count(), f.shape)
		}
	}
}
