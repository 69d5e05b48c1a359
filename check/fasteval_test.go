package check

import (
	"testing"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
)

// TestFastPredicatesAgreeWithCheck compiles every constraint form of
// testdata/forms.mds and compares the fast predicate with engine Check on
// 40,000 hands (with unbound M/m/x, not, losers, patterns, honours).
func TestFastPredicatesAgreeWithCheck(t *testing.T) {
	sys, err := engine.LoadFile("testdata/forms.mds", engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	choices := sys.Choices(engine.Auction{Dealer: bridge.North}, engine.SideNS)
	if len(choices) != 12 {
		t.Fatalf("%d choices, want the 12 lines of forms.mds", len(choices))
	}
	g := bridge.NewGenerator(99)
	var hands []facts
	for len(hands) < 40000 {
		d := g.Deal()
		for _, h := range d {
			hands = append(hands, newFacts(h))
		}
	}
	for _, m := range choices {
		x, ok := compileFast(m.Constraint.String())
		if !ok {
			t.Errorf("%s: %q does not compile", m.Call, m.Constraint.String())
			continue
		}
		var a asg
		for i := range a {
			a[i] = -1
		}
		yes := 0
		for i := range hands {
			f := hands[i]
			fast := x.eval(&f, &a)
			slow := m.Constraint.Check(f.h) == nil
			if fast != slow {
				t.Errorf("%s %q: hand %s fast %v, Check %v", m.Call, m.Constraint.String(), f.h.PBN(), fast, slow)
				break
			}
			if fast {
				yes++
			}
		}
		if yes == 0 {
			t.Errorf("%s %q: no hand fits, the comparison proves little", m.Call, m.Constraint.String())
		}
		if mt := newMatcher(m.Constraint, verificationHands()); mt.fast == nil {
			t.Errorf("%s: matcher fell back to Check", m.Call)
		}
	}
}

// TestEnvelopeIsSound checks the prefilter: a hand outside a constraint's
// envelope never satisfies it.
func TestEnvelopeIsSound(t *testing.T) {
	sys, err := engine.LoadFile("testdata/forms.mds", engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g := bridge.NewGenerator(5)
	for _, m := range sys.Choices(engine.Auction{Dealer: bridge.North}, engine.SideNS) {
		e := envelopeOf(m.Constraint)
		for i := 0; i < 5000; i++ {
			h := g.Deal()[0]
			l := h.Lengths()
			if !e.admits(h.HCP(), &l) && m.Constraint.Check(h) == nil {
				t.Fatalf("%s: %s outside the envelope satisfies %q", m.Call, h.PBN(), m.Constraint.String())
			}
		}
	}
}

func TestJudgment(t *testing.T) {
	sys, err := engine.LoadFile("testdata/forms.mds", engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range sys.Choices(engine.Auction{Dealer: bridge.North}, engine.SideNS) {
		if Judgment(m.Constraint) {
			t.Errorf("%s %q is checkable", m.Call, m.Constraint.String())
		}
	}
	if !Judgment(nil) {
		t.Error("nil constraint is judgment")
	}
}
