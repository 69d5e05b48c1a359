package bidder

import (
	"testing"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
)

// naiveShare is the share measured as its definition says: every one of the
// SampleHands hands dealt from SampleSeed, in deal order, is tested.
func naiveShare(hands []engine.HandFacts, c *engine.Constraint) float64 {
	if c == nil {
		return 1
	}
	n := 0
	for i := range hands {
		if c.SatisfiedBy(&hands[i]) {
			n++
		}
	}
	return float64(n) / float64(len(hands))
}

// TestShareCountsOnlyTheEnvelopesHCP checks that the sample ordered by HCP
// gives every constraint of the embedded system (both variants) exactly
// the share a test of all 20,000 hands gives, and that the values are the
// real ones: the 1NT opening (12-14 balanced, notes line 1447) is held by
// about one hand in ten.
func TestShareCountsOnlyTheEnvelopesHCP(t *testing.T) {
	g := bridge.NewGenerator(SampleSeed)
	var hands []engine.HandFacts
	for len(hands) < SampleHands {
		for _, h := range g.Deal() {
			hands = append(hands, engine.NewHandFacts(h))
		}
	}
	s := newSample()
	if len(s.hands) != SampleHands || s.at[maxHCP+1] != SampleHands {
		t.Fatalf("sample of %d hands (index ends at %d), want %d", len(s.hands), s.at[maxHCP+1], SampleHands)
	}
	for h := 0; h <= maxHCP; h++ {
		for _, f := range s.hands[s.at[h]:s.at[h+1]] {
			if got := f.Hand().HCP(); got != h {
				t.Fatalf("hand with %d HCP among the %d-HCP hands", got, h)
			}
		}
	}
	seen := map[string]bool{} // one constraint of each text: the same text counts the same hands
	for _, variant := range []string{"brown", "red"} {
		sys, err := engine.LoadEmbedded(engine.Options{Variant: variant})
		if err != nil {
			t.Fatal(err)
		}
		b := New(sys)
		n := 0
		sys.Walk(func(path []string, info engine.NodeInfo) bool {
			c := info.Constraint
			if seen[c.String()] {
				return true
			}
			seen[c.String()] = true
			n++
			if got, want := b.Share(c), naiveShare(hands, c); got != want {
				t.Errorf("%s %v %s (%s): share %v, want %v", variant, path, c, info.Rule, got, want)
			}
			return true
		})
		t.Logf("%s: %d constraints", variant, n)
		if n < 10 {
			t.Errorf("%s: only %d constraints compared", variant, n)
		}
	}
	sys, err := engine.LoadEmbedded(engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	nt, err := bridge.ParseCall("1NT")
	if err != nil {
		t.Fatal(err)
	}
	ms := sys.Interpret(engine.Auction{Dealer: bridge.North, Calls: []bridge.Call{nt}}, engine.SideNS)
	if got := New(sys).Share(ms[0].Constraint); got < 0.08 || got > 0.12 {
		t.Errorf("share of the 1NT opening %s: %v, want about 0.1", ms[0].Constraint, got)
	}
}
