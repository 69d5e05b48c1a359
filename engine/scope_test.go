package engine

import (
	"strings"
	"testing"
)

// mustLineConstraint compiles the constraint clauses of one line, split at
// ';' and joined as attrs.go joins them (one AND group).
func mustLineConstraint(t *testing.T, src string) *Constraint {
	t.Helper()
	d := &diags{}
	var xs []cexpr
	for _, cl := range strings.Split(src, ";") {
		cl = strings.TrimSpace(cl)
		e := parseConstraint(lineText(cl, pos{"t", 1, 1}), d)
		if len(d.list) > 0 {
			t.Fatalf("%q: %v", src, d.list)
		}
		xs = append(xs, e)
	}
	var e cexpr = &cAnd{xs: xs}
	if len(xs) == 1 {
		e = xs[0]
	}
	c := compileConstraint(e, nil, d)
	if len(d.list) > 0 {
		t.Fatalf("%q: %v", src, d.list)
	}
	return c
}

// TestLetterScope checks where an unbound M, m or x is chosen (language
// section 11, "Constraints"): per atom, once per AND group that pins it,
// and inside `not` (¬∃) when nothing outside pins it.
func TestLetterScope(t *testing.T) {
	tests := []struct {
		src, hand string // hand as PBN S.H.D.C
		holds     bool
		why       string
	}{
		// The system writer's report: the minor of the first alternative
		// must not leak into the `not` of the second.
		{"5m440 hcp 8-10 | =5C not 5m440", "K874.Q985..AQ432", false, "5♣-4-4-0 with 11 HCP: alternative 1 fails on HCP, alternative 2 excludes 5m440"},
		{"5m440 hcp 8-10 | =5C not 5m440", "K874.Q985..A8432", true, "5♣-4-4-0 with 9 HCP: alternative 1"},
		{"5m440 hcp 8-10 | =5C not 5m440", "K87.Q985.4.AQ432", true, "5♣ 4♥ 3♠ 1♦ with 11 HCP: alternative 2"},
		{"5m440 hcp 8-10 | =5C not 5m440", "K874.Q985.AQ432.", false, "5♦-4-4-0 with 11 HCP"},
		{"5m440 hcp 8-10 | =5C not 5m440", "K874.Q985.A8432.", true, "5♦-4-4-0 with 9 HCP"},
		// not 4+M: no four-card major (¬∃)
		{"not 4+M", "K87.Q98.A8432.43", true, "3-3 in the majors"},
		{"not 4+M", "K874.Q98.A843.43", false, "four spades"},
		{"not 4+M", "K87.Q985.A843.43", false, "four hearts"},
		{"hcp 20+ | not 4+M", "K87.Q985.A843.43", false, "an or alternative chooses for itself"},
		// an AND group that pins the letter shares it with its `not`
		{"5+M not 6+M", "KQ874.Q98532.4.2", true, "a major of exactly five (spades) beside six hearts"},
		{"5+M not 6+M", "KQ8743.Q985.4.32", false, "six spades, four hearts"},
		{"5+M; not 6+M", "KQ874.Q98532.4.2", true, "the ; clauses of a line are one AND group"},
		{"5+M; not 6+M", "KQ8743.Q985.4.32", false, "the ; clauses of a line are one AND group"},
		{"5+M 4+OM", "KQ874.Q985.432.2", true, "5♠ 4♥"},
		{"5+M 4+OM", "Q985.KQ874.432.2", true, "4♠ 5♥"},
		{"5+M 4+OM", "KQ874.Q98.5432.2", false, "5♠ 3♥"},
		{"5+M not 4+OM", "KQ874.Q98.5432.2", true, "5♠ and the other major short"},
		{"5+M not 4+OM", "KQ874.Q985.432.2", false, "5♠ 4♥"},
		// different letters are independent
		{"5+M 5+m", "AK762.3.Q9843.K4", true, "5♠ 5♦"},
		{"5+M 5+m", "AK762.Q9843.K4.3", false, "5♠ 5♥, no five-card minor"},
		// one atom: each letter is "some"
		{"M>m", "KQ87.Q98.543.432", true, "4♠ longer than 3♦"},
		{"M>m", "KQ8.Q98.543.5432", false, "3-3 majors, a 3-card minor"},
		{"M>m", "KQ87.Q.5432.5432", false, "4-1 majors, 4-4 minors"},
		{"M>m", "KQ874.Q.5432.432", true, "5♠ longer than 3♣"},
		{"not m>=M", "KQ87.Q982.543.43", true, "every major longer than every minor"},
		{"not m>=M", "KQ87.Q98.543.432", false, "3♥ is not longer than 3♦"},
		// an or pins a letter only when every alternative does
		{"(5+M | hcp 20+) not 6+M", "AKQ874.AK9.A54.2", false, "20 HCP with six spades: no six-card major"},
		{"(5+M | hcp 20+) not 6+M", "AKQ87.AK9.A54.32", true, "five spades"},
		{"(5+M | 4+M hcp 15+) not 6+M", "KQ874.Q98532.4.2", true, "both alternatives pin M: five spades, six hearts"},
		// nested not
		{"not (4+M not 5+M)", "KQ87.Q98.543.432", false, "four spades"},
		{"not (4+M not 5+M)", "KQ874.Q98.5432.2", true, "5♠ 3♥"},
		{"not (4+M not 5+M)", "KQ874.Q985.432.2", false, "four hearts"},
		{"not shortness x", "KQ87.Q98.543.432", true, "4-3-3-3"},
		{"not shortness x", "KQ87.Q982.5432.4", false, "a singleton club"},
		// from the system (18.5 line 1264 and the 2♦ opening): the pattern
		// chooses its minor per alternative
		{"(4441 | 5m440) shortness D", "KQ87.Q982.4.5432", true, "4-4-1-4"},
		{"(4441 | 5m440) shortness D", "KQ87.Q982..A5432", true, "5♣-4-4-0"},
		{"unbalanced; not 4441; not 5m440", "KQ87.Q982..A5432", false, "5♣-4-4-0"},
		{"unbalanced; not 4441; not 5m440", "KQ87.Q98.2.A5432", true, "5♣-4-3-1"},
	}
	for _, tc := range tests {
		h := hand(t, tc.hand)
		if h.Count() != 13 {
			t.Fatalf("%s: %d cards", tc.hand, h.Count())
		}
		c := mustLineConstraint(t, tc.src)
		got := c.Check(h)
		if (got == nil) != tc.holds {
			t.Errorf("%q on %s (%s): violations %v, want holds=%v", tc.src, tc.hand, tc.why, got, tc.holds)
		}
	}
}

// TestNotLetterViolation: the violation of `not 4+M` names the suit that
// has the four cards.
func TestNotLetterViolation(t *testing.T) {
	c := mustConstraint(t, "not 4+M", nil)
	got := c.Check(hand(t, "K87.Q985.A843.43"))
	want := Violation{Kind: "length", Promise: "not 4+M", Fact: "holds 4♥"}
	if len(got) != 1 || got[0] != want {
		t.Errorf("violations %v, want [%v]", got, want)
	}
	if s := c.String(); s != "not 4+M" {
		t.Errorf("String %q", s)
	}
}
