package engine

import (
	"testing"
)

// factsOfShape returns the facts SatisfiedBy and holds read of a 13-card
// hand of shape i (shapeTab) holding hcp HCP: for a formula of HCP ranges
// and lengths alone nothing else matters.
func factsOfShape(i, hcp int) HandFacts {
	f := HandFacts{hcp: hcp, shape: i}
	for s, n := range shapeTab.lens[i] {
		f.len[s] = int(n)
	}
	for s, n := range shapeTab.sorted[i] {
		f.sorted[s] = int(n)
	}
	f.balanced = isBalanced(f.sorted)
	return f
}

// exactAgrees checks, for a constraint marked exact, that the formula
// holds for every shape and each HCP count of hcps exactly when they lie
// in the envelope: the answer SatisfiedBy now gives without evaluating.
func exactAgrees(t *testing.T, where string, c *Constraint, hcps []int) {
	t.Helper()
	for i := range nShapes {
		for _, h := range hcps {
			f := factsOfShape(i, h)
			var a asg
			want := holds(c.e, &f, &a)
			in := h >= c.env.h.Min && h <= c.env.h.Max && c.env.sh.has(i)
			if in != want {
				t.Fatalf("%s: %q marked exact, but shape %v with %d HCP: formula %v, envelope %v", where, c.String(), shapeTab.lens[i], h, want, in)
			}
			if got := c.SatisfiedBy(&f); got != want {
				t.Fatalf("%s: %q, shape %v with %d HCP: SatisfiedBy %v, formula %v", where, c.String(), shapeTab.lens[i], h, got, want)
			}
		}
	}
}

// TestExactEnvelope: the constraints marked exact (formulas of HCP ranges
// and lengths alone) hold for a 13-card hand exactly when its HCP and
// shape are in the envelope, over every shape and every HCP count, for
// hand-written formulas and the envelope probes; formulas that read
// honours or join HCP ranges by `or` or `not` are not marked.
func TestExactEnvelope(t *testing.T) {
	all := make([]int, 38)
	for h := range all {
		all[h] = h
	}
	exact := []string{
		"hcp 12-14 balanced",
		"5+H hcp 11-15",
		"=5C (=4D | =4S)",
		"5+M not 6+M 4-m hcp 8-11",
		"not (4+M not 5+M) 3-m",
		"(4441 | 5m440) shortness D hcp 11-15",
		"unbalanced; not 4441; not 5m440; 4-S 4-H",
		"M>m H<=S not void hcp 16+",
		"5M332 | 5m440 not =5C",
		"hcp 6-9 hcp 8-12 4+S",
	}
	inexact := []string{
		"hcp 12-14 | hcp 18-19",
		"not hcp 10-12",
		"5+H hcp 11-15 | 6+H hcp 8-10",
		"hcp 15-17 balanced | 5+S",
	}
	for _, src := range exact {
		c := mustLineConstraint(t, src)
		if !c.exact {
			t.Errorf("%q: not marked exact", src)
			continue
		}
		exactAgrees(t, "exact", c, all)
	}
	for _, src := range inexact {
		if c := mustLineConstraint(t, src); c.exact {
			t.Errorf("%q: marked exact", src)
		}
	}
	for _, src := range envelopeProbes {
		if c := mustLineConstraint(t, src); c.exact {
			exactAgrees(t, "probe", c, all)
		}
	}
}

// TestExactEnvelopeSystem holds every distinct constraint of the embedded
// system marked exact to its formula over every shape, at the HCP counts
// where an HCP range can change its answer (each bound and its
// neighbours, 0 and 37), and checks that the mark is common (it is what
// saves the formula's evaluation on most of the lines a hand fits).
func TestExactEnvelopeSystem(t *testing.T) {
	sys, err := LoadEmbedded(Options{})
	if err != nil {
		t.Fatal(err)
	}
	seen := map[*Constraint]bool{}
	texts := map[string]bool{}
	n, marked := 0, 0
	sys.Nodes(func(ni NodeInfo, _ []NodeInfo) bool {
		c := ni.Constraint
		if c == nil || seen[c] {
			return true
		}
		seen[c] = true
		n++
		if !c.exact || texts[c.String()] {
			if c.exact {
				marked++
			}
			return true
		}
		marked++
		texts[c.String()] = true
		var hcps []int
		for _, h := range []int{0, c.env.h.Min - 1, c.env.h.Min, c.env.h.Min + 1, c.env.h.Max - 1, c.env.h.Max, c.env.h.Max + 1, 37} {
			if h >= 0 && h <= 37 {
				hcps = append(hcps, h)
			}
		}
		exactAgrees(t, ni.Rule, c, hcps)
		return true
	})
	t.Logf("%d constraints, %d marked exact (%d distinct texts checked)", n, marked, len(texts))
	if marked < n/4 {
		t.Fatalf("only %d of %d constraints marked exact", marked, n)
	}
}
