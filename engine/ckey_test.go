package engine

import (
	"strings"
	"testing"

	"github.com/mdlint/mdlint/bridge"
)

// TestConstraintKey: on every line of the embedded system (both variants),
// constraints with the same Key are written the same and hold for the same
// hands (4,000 random hands, each tested against every constraint of a
// key); every node has a key of its kind (no "node@"); many lines share a
// key (the modules mounted more than once), and promises that differ get
// different keys.
func TestConstraintKey(t *testing.T) {
	g := bridge.NewGenerator(18)
	var hands []HandFacts
	for len(hands) < 1000 {
		for _, h := range g.Deal() {
			hands = append(hands, NewHandFacts(h))
		}
	}
	for _, variant := range []string{"brown", "red"} {
		sys, err := LoadEmbedded(Options{Variant: variant})
		if err != nil {
			t.Fatal(err)
		}
		byKey := map[string][]*Constraint{}
		seen := map[*Constraint]bool{}
		sys.Walk(func(path []string, info NodeInfo) bool {
			c := info.Constraint
			if c == nil || seen[c] {
				return true
			}
			seen[c] = true
			k := c.Key()
			if strings.Contains(k, "node@") {
				t.Fatalf("%v %s: a node without a key of its kind: %s", path, c, k)
			}
			byKey[k] = append(byKey[k], c)
			return true
		})
		if len(byKey) >= len(seen) || len(byKey) < 100 {
			t.Fatalf("%s: %d constraints, %d keys: the keys share nothing or everything", variant, len(seen), len(byKey))
		}
		t.Logf("%s: %d constraints, %d keys", variant, len(seen), len(byKey))
		for k, cs := range byKey {
			for _, c := range cs[1:] {
				if c.String() != cs[0].String() {
					t.Fatalf("key %s: %s and %s", k, c, cs[0])
				}
				for i := range hands {
					if c.SatisfiedBy(&hands[i]) != cs[0].SatisfiedBy(&hands[i]) {
						t.Fatalf("key %s: %s and %s differ on %v", k, c, cs[0], hands[i].Hand())
					}
				}
			}
		}
	}
	// written the same, the same key, though parsed at different places;
	// a different promise, a different key
	same := [][2]string{{"hcp 12-14 balanced", "hcp 12-14 balanced"}, {"5+M", "5+M"}, {"4+H hcp 8-11", "4+H hcp 8-11"}}
	for _, p := range same {
		if a, b := mustConstraint(t, p[0], nil), mustConstraint(t, p[1], nil); a == b || a.Key() != b.Key() {
			t.Errorf("%q, %q: keys %s and %s", p[0], p[1], a.Key(), b.Key())
		}
	}
	differ := [][2]string{{"hcp 12-14 balanced", "hcp 12-14 unbalanced"}, {"hcp 12-14", "hcp 12-15"}, {"5+H", "5+S"},
		{"5+M", "5+m"}, {"4+H", "=4H"}, {"text \"good suit\"", "text \"bad suit\""}, {"5+M 4+OM", "5+M 4+M"}}
	for _, p := range differ {
		if a, b := mustConstraint(t, p[0], nil), mustConstraint(t, p[1], nil); a.Key() == b.Key() {
			t.Errorf("%q and %q share the key %s", p[0], p[1], a.Key())
		}
	}
	var nilC *Constraint
	if nilC.Key() != "" {
		t.Error("a nil constraint's key is not empty")
	}
}
