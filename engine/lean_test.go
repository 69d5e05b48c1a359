package engine_test

import (
	"reflect"
	"testing"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/enginetest"
)

// leanAgrees holds CheckFacts (the lean choice, words for what is
// reported) to CheckWordy (every alternative worded) and lean's sum to the
// violations, on every hand; it returns how many hands break c.
func leanAgrees(t *testing.T, where string, c *engine.Constraint, hands []engine.HandFacts) int {
	t.Helper()
	broken := 0
	for i := range hands {
		f := &hands[i]
		want := engine.CheckWordy(c, f.Hand())
		got := c.CheckFacts(f)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("%s: %q on %s: CheckFacts %#v, every alternative worded %#v", where, c.String(), f.Hand().PBN(), got, want)
		}
		ok, n, gap, kind, mixed, typed, evalGap := engine.LeanSum(c, f.Hand())
		if ok != (len(want) == 0) || n != len(want) || gap != evalGap {
			t.Fatalf("%s: %q on %s: lean says ok %v, %d violations, gap %d; eval %d violations, gap %d",
				where, c.String(), f.Hand().PBN(), ok, n, gap, len(want), evalGap)
		}
		if len(want) == 0 {
			continue
		}
		broken++
		wMixed, wTyped := false, false
		for _, v := range want {
			wMixed = wMixed || v.Kind != want[0].Kind
			wTyped = wTyped || v.Type != ""
		}
		if kind != want[0].Kind || mixed != wMixed || typed != wTyped {
			t.Fatalf("%s: %q on %s: lean says kind %q mixed %v typed %v; the violations %#v",
				where, c.String(), f.Hand().PBN(), kind, mixed, typed, want)
		}
	}
	return broken
}

// TestLeanAgreesWithEval compares Check's lean path with the evaluation
// that words every alternative, over every compiled line of both variants
// of the embedded Magic D-light: 40 hands for each line and 1,000 more
// for the first line of each distinct constraint text (the red variant's
// lines where their text is not one of the brown variant's).
func TestLeanAgreesWithEval(t *testing.T) {
	few, many := testHands(3, 40), testHands(4, 1000)
	if testing.Short() {
		few, many = few[:20], many[:300]
	}
	seen := map[string]bool{}
	for _, variant := range []string{"brown", "red"} {
		sys := enginetest.Embedded(t, variant)
		lines, distinct, broken := 0, 0, 0
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
			broken += leanAgrees(t, n.Rule, c, few)
			if !seen[s] {
				seen[s] = true
				distinct++
				broken += leanAgrees(t, n.Rule, c, many)
			}
			return true
		})
		t.Logf("%s: %d lines, %d distinct constraints, %d broken (line, hand) pairs compared", variant, lines, distinct, broken)
		if variant == "brown" && (lines < 5000 || distinct < 300 || broken < lines*30) {
			t.Errorf("%s: %d lines, %d distinct constraints, %d broken pairs: the comparison proves little", variant, lines, distinct, broken)
		}
	}
}
