package engine

import (
	"fmt"
	"reflect"
	"testing"
	"unsafe"
)

// loadBoth loads the system at name in fsys for opts twice: with the
// constraints shared between lines (compiler.constraint) and with every
// constraint compiled anew.
func loadBoth(t *testing.T, opts Options, file string) (shared, fresh *System) {
	t.Helper()
	load := func(o Options) *System {
		var s *System
		var err error
		if file == "" {
			s, err = LoadEmbedded(o)
		} else {
			s, err = LoadFile(file, o)
		}
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	shared = load(opts)
	opts.fresh = true
	return shared, load(opts)
}

// The shared constraints, meaning templates and tables of continuations
// are those a fresh compile gives: the whole compiled tree (every line's meaning, constraint with
// its envelope and words, overlap clause, edge and scope) is deeply
// equal, for both variants of the embedded system and for the README's
// overlay; and they are shared: far fewer constraints than lines that
// carry one, far fewer meanings than lines, and lines that mount the same
// module share its table (a fresh compile makes one of each per line).
func TestSharedConstraintsEqualFresh(t *testing.T) {
	for _, tc := range []struct{ variant, file string }{
		{"brown", ""}, {"red", ""}, {"brown", "../examples/our-pair.mds"},
	} {
		shared, fresh := loadBoth(t, Options{Variant: tc.variant}, tc.file)
		if len(shared.order) != len(fresh.order) {
			t.Fatalf("%s %s: %d lines shared, %d fresh", tc.variant, tc.file, len(shared.order), len(fresh.order))
		}
		lines := 0
		distinct := map[*Constraint]bool{}
		meanings := map[*Meaning]bool{}
		tables := map[*edge]int{} // lines by their first edge
		for i, n := range shared.order {
			f := fresh.order[i]
			if !reflect.DeepEqual(n.m, f.m) {
				t.Fatalf("%s %s: line %s (%s) differs:\n%+v\n%+v", tc.variant, tc.file, n.label, n.m.Rule, n.m, f.m)
			}
			meanings[n.m] = true
			if len(n.edges) > 0 {
				tables[&n.edges[0]]++
			}
			if n.m.Constraint != nil {
				lines++
				distinct[n.m.Constraint] = true
			}
		}
		if !reflect.DeepEqual(shared, fresh) {
			t.Errorf("%s %s: the compiled systems differ", tc.variant, tc.file)
		}
		// the embedded system: about 21,000 lines with a constraint and
		// 6,500 formulas with distinct bindings
		if len(distinct)*2 > lines {
			t.Errorf("%s %s: %d constraints for %d lines: not shared", tc.variant, tc.file, len(distinct), lines)
		}
		// the embedded system: 6,700 lines that mount one module and have
		// no continuations of their own share about 300 tables
		sharing := 0
		for _, k := range tables {
			if k > 1 {
				sharing += k
			}
		}
		if sharing < 5000 && tc.file == "" {
			t.Errorf("%s %s: %d lines share their continuations' table: want 5,000 or more", tc.variant, tc.file, sharing)
		}
		// and about 9,000 meanings for 39,000 lines
		if len(meanings)*2 > len(shared.order) {
			t.Errorf("%s %s: %d meanings for %d lines: not shared", tc.variant, tc.file, len(meanings), len(shared.order))
		}
	}
}

// appendResolveSig knows every kind of formula the parser makes, so that
// no formula is compiled anew on every line for want of a signature.
func TestResolveSigKnowsEveryNode(t *testing.T) {
	for _, e := range []cexpr{
		&cAnd{}, &cOr{}, &cNot{x: &cBal{}}, &cExists{x: &cBal{}}, &cHCP{}, &cLen{}, &cCmp{}, &cBal{}, &cPat{},
		&cKeycards{}, &cAces{}, &cQueen{}, &cTop{}, &cControls{}, &cLosers{}, &cStopper{}, &cVoid{}, &cShort{}, &cText{},
	} {
		if _, ok := appendResolveSig(nil, e, nil); !ok {
			t.Errorf("%T: no signature", e)
		}
	}
}

// value.appendKey writes what the former fmt form wrote, and two values
// share a key only when they are equal (compileTimeOK compares values,
// mount keys bodies by the form).
func TestValueAppendKey(t *testing.T) {
	vals := []value{
		{}, {t: tSuit, strain: 3}, {t: tStrain, strain: 4}, {t: tInt, i: -3}, {t: tInt, i: 12},
		{t: tRange, r: Range{9, 12}}, {t: tRange, r: Range{15, 37}}, {t: tFlag, flag: true}, {t: tFlag},
		{t: tText, s: "a|b=c"}, {t: tText, s: ""}, {t: tText, s: "1:2"},
	}
	for _, v := range vals {
		want := fmt.Sprintf("%d:%d:%d:%d-%d:%t:%s", v.t, v.strain, v.i, v.r.Min, v.r.Max, v.flag, v.s)
		if got := string(v.appendKey([]byte("x|"))); got != "x|"+want {
			t.Errorf("%+v: %q, want %q", v, got, "x|"+want)
		}
		for _, w := range vals {
			if (string(v.appendKey(nil)) == string(w.appendKey(nil))) != (v == w) {
				t.Errorf("%+v and %+v: same key %v, equal %v", v, w, string(v.appendKey(nil)) == string(w.appendKey(nil)), v == w)
			}
		}
	}
}

// A loaded system keeps nothing of its compile: no line holds its scope
// or its continuations as compiled (they are merged into its tables), so
// that the collector marks only what the matcher reads; a compiled line
// fits in 192 bytes (280 when it kept them).
func TestLoadedKeepsNoCompileState(t *testing.T) {
	for _, file := range []string{"", "../examples/our-pair.mds"} {
		shared, _ := loadBoth(t, Options{}, file)
		for _, n := range append([]*cnode{shared.root}, shared.order...) {
			if n.sc != nil || n.pend != nil {
				t.Fatalf("%s: line %s (%s) keeps its scope or pending continuations", file, n.label, n.m.Rule)
			}
		}
	}
	if s := unsafe.Sizeof(cnode{}); s > 192 {
		t.Errorf("a compiled line takes %d bytes, want 192 or fewer", s)
	}
}
