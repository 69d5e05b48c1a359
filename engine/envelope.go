package engine

import "math/bits"

// Envelopes (language section 9 and section 11, "Constraints"): the HCP
// range and the suit-length ranges of the hands a constraint allows.
//
// The length part is kept as the set of the 560 shapes a hand can have
// (a length for each of ♣ ♦ ♥ ♠ summing to 13), so that `or`, `and`,
// `not`, patterns, `balanced` and comparisons combine exactly; the ranges
// are its per-suit hull. Atoms that read the cards (hcp, honours) are
// three-valued with respect to shape: "may hold" and "surely holds", so
// that `not` stays sound. The HCP part is a range. An `and` passes what
// its terms already allow down to the others (an `or` inside it is read
// alternative by alternative under that context), so HCP and lengths that
// go together in one alternative stay together. The result is never too
// narrow; it is exact for formulas of lengths, patterns and comparisons.

// nShapes is the number of shapes: length vectors (♣, ♦, ♥, ♠), each 0-13,
// summing to 13.
const nShapes = 560

// shapeSet is a set of shapes, bit i standing for shapeTab.lens[i].
type shapeSet [(nShapes + 63) / 64]uint64

func (s shapeSet) and(o shapeSet) shapeSet {
	for i := range s {
		s[i] &= o[i]
	}
	return s
}

func (s shapeSet) or(o shapeSet) shapeSet {
	for i := range s {
		s[i] |= o[i]
	}
	return s
}

// not is the complement within the 560 shapes.
func (s shapeSet) not() shapeSet {
	a := shapeTab.all
	for i := range s {
		a[i] &^= s[i]
	}
	return a
}

func (s shapeSet) isEmpty() bool {
	for _, w := range s {
		if w != 0 {
			return false
		}
	}
	return true
}

func (s *shapeSet) add(i int) { s[i/64] |= 1 << (i % 64) }

// has reports whether shape i is in s (false for i < 0: no shape).
func (s *shapeSet) has(i int) bool { return i >= 0 && s[i/64]&(1<<(i%64)) != 0 }

// each calls fn with the index of every shape in s.
func (s shapeSet) each(fn func(i int)) {
	for w, word := range s {
		for word != 0 {
			b := bits.TrailingZeros64(word)
			fn(w*64 + b)
			word &^= 1 << b
		}
	}
}

// hull returns the per-suit length ranges of the shapes in s; ok is false
// when s is empty.
//
// Each bound is the first length, from 0 up or from 13 down, whose shapes
// (shapeTab.bySuit) meet s: a few word operations per suit instead of a
// visit of every shape in s (a constraint's envelope is computed for every
// line when a system is compiled).
func (s shapeSet) hull() (l [4]Range, ok bool) {
	if s.isEmpty() {
		for i := range l {
			l[i] = Range{13, 0}
		}
		return l, false
	}
	for k := range l {
		lo, hi := 0, 13
		for !s.meets(&shapeTab.bySuit[k][lo]) {
			lo++
		}
		for !s.meets(&shapeTab.bySuit[k][hi]) {
			hi--
		}
		l[k] = Range{lo, hi}
	}
	return l, true
}

// meets reports whether s and o share a shape.
func (s *shapeSet) meets(o *shapeSet) bool {
	for i := range s {
		if s[i]&o[i] != 0 {
			return true
		}
	}
	return false
}

// shapeTable lists the 560 shapes and the sets the atoms use. It is built
// once when the package is initialised and only read afterwards.
type shapeTable struct {
	lens     [nShapes][4]int8 // ♣ ♦ ♥ ♠
	sorted   [nShapes][4]int8 // the same lengths, longest first
	bySuit   [4][14]shapeSet  // shapes with length n in suit s
	all      shapeSet
	balanced shapeSet // 4333, 4432, 5332
	anyVoid  shapeSet
	losersHi [nShapes]int8     // the most losers the shape can have: Σ min(length, 3)
	index    [14][14][14]int16 // the shape's index by its ♣ ♦ ♥ lengths (♠ is the rest); -1 when they exceed 13
}

var shapeTab = buildShapeTable()

func buildShapeTable() *shapeTable {
	t := &shapeTable{}
	for c := range t.index {
		for d := range t.index[c] {
			for h := range t.index[c][d] {
				t.index[c][d][h] = -1
			}
		}
	}
	i := 0
	for c := 0; c <= 13; c++ {
		for d := 0; c+d <= 13; d++ {
			for h := 0; c+d+h <= 13; h++ {
				l := [4]int8{int8(c), int8(d), int8(h), int8(13 - c - d - h)}
				t.lens[i] = l
				t.index[c][d][h] = int16(i)
				srt := []int{int(l[0]), int(l[1]), int(l[2]), int(l[3])}
				sortDesc(srt)
				var lo int8
				for k := range 4 {
					t.sorted[i][k] = int8(srt[k])
					t.bySuit[k][l[k]].add(i)
					lo += min(l[k], 3)
				}
				t.losersHi[i] = lo
				t.all.add(i)
				if isBalanced([4]int{srt[0], srt[1], srt[2], srt[3]}) {
					t.balanced.add(i)
				}
				if srt[3] == 0 {
					t.anyVoid.add(i)
				}
				i++
			}
		}
	}
	return t
}

// lenSet is the set of shapes with suit s of a length in r.
func lenSet(s int, r Range) shapeSet {
	var out shapeSet
	for n := max(r.Min, 0); n <= min(r.Max, 13); n++ {
		out = out.or(shapeTab.bySuit[s][n])
	}
	return out
}

// shapesWhere is the set of shapes for which fn holds.
func shapesWhere(fn func(i int) bool) shapeSet {
	var out shapeSet
	for i := range nShapes {
		if fn(i) {
			out.add(i)
		}
	}
	return out
}

// envlp is an envelope: an HCP range and a set of shapes. It is empty when
// no hand can satisfy the formula (HCP Min > Max or no shape).
type envlp struct {
	h  Range
	sh shapeSet
}

// fullLengths is 0-13 for every suit: no promise.
func fullLengths() [4]Range { return [4]Range{{0, 13}, {0, 13}, {0, 13}, {0, 13}} }

func topEnv() envlp { return envlp{h: Range{0, 37}, sh: shapeTab.all} }

func (e envlp) empty() bool { return e.h.Min > e.h.Max || e.sh.isEmpty() }

// meetH narrows the HCP range to r.
func (e envlp) meetH(r Range) envlp {
	e.h = Range{max(e.h.Min, r.Min), min(e.h.Max, r.Max)}
	return e
}

// meetS narrows the shapes to s.
func (e envlp) meetS(s shapeSet) envlp {
	e.sh = e.sh.and(s)
	return e
}

// join is the envelope of either: the HCP hull and the union of shapes.
// An empty side adds nothing.
func (e envlp) join(o envlp) envlp {
	if e.empty() {
		return o
	}
	if o.empty() {
		return e
	}
	return envlp{h: Range{min(e.h.Min, o.h.Min), max(e.h.Max, o.h.Max)}, sh: e.sh.or(o.sh)}
}

// lengths returns the per-suit length ranges; {1, 0} (empty) for every
// suit when no shape is left.
func (e envlp) lengths() [4]Range {
	l, ok := e.sh.hull()
	if !ok {
		return [4]Range{{1, 0}, {1, 0}, {1, 0}, {1, 0}}
	}
	return l
}

// constraintEnvelope is the envelope of a whole quantified constraint.
func constraintEnvelope(e cexpr) envlp {
	var a asg
	return e.envelope(&a, topEnv())
}

// forLetters calls fn once for every value of the letters in q (M: ♥ ♠,
// m: ♣ ♦, x: any suit), setting them in a, and restores a afterwards. fn
// returns false to stop early.
func forLetters(q uint8, a *asg, fn func() bool) {
	saved := *a
	defer func() { *a = saved }()
	var rec func(l int) bool
	rec = func(l int) bool {
		if l == nLetters {
			return fn()
		}
		if q&(1<<l) == 0 {
			return rec(l + 1)
		}
		for _, v := range letterValues(l) {
			a[l] = int8(v)
			if !rec(l + 1) {
				return false
			}
		}
		return true
	}
	rec(0)
}

func letterValues(l int) []int {
	switch l {
	case letM:
		return []int{2, 3}
	case letm:
		return []int{0, 1}
	}
	return []int{0, 1, 2, 3}
}

// ---- envelope of e ∧ ctx ----

// needsSecondPass reports whether a term of an `and` reads its context
// (an `or`, a letter choice or a nested `and`), so that running the terms
// again with what all of them allow can narrow it.
func needsSecondPass(xs []cexpr) bool {
	if len(xs) < 2 {
		return false
	}
	for _, y := range xs {
		switch y.(type) {
		case *cOr, *cExists, *cAnd:
			return true
		}
	}
	return false
}

func (x *cAnd) envelope(a *asg, ctx envlp) envlp {
	e := ctx
	passes := 1
	if needsSecondPass(x.xs) {
		passes = 2
	}
	for range passes {
		for _, y := range x.xs {
			e = y.envelope(a, e)
			if e.empty() {
				return e
			}
		}
	}
	return e
}

func (x *cOr) envelope(a *asg, ctx envlp) envlp {
	e := envlp{h: Range{1, 0}}
	for _, y := range x.xs {
		e = e.join(y.envelope(a, ctx))
	}
	return e
}

// minusRange is the hull of r without the numbers of c.
func minusRange(r, c Range) Range {
	if c.Min <= r.Min {
		r.Min = max(r.Min, c.Max+1)
	}
	if c.Max >= r.Max {
		r.Max = min(r.Max, c.Min-1)
	}
	return r
}

func (x *cNot) envelope(a *asg, ctx envlp) envlp {
	e := ctx.meetS(x.x.sure(a).not())
	if y, ok := x.x.(*cHCP); ok {
		e.h = minusRange(e.h, y.r)
	}
	return e
}

func (x *cExists) envelope(a *asg, ctx envlp) envlp {
	e := envlp{h: Range{1, 0}}
	forLetters(x.q, a, func() bool {
		e = e.join(x.x.envelope(a, ctx))
		return true
	})
	return e
}

func (x *cHCP) envelope(_ *asg, ctx envlp) envlp { return ctx.meetH(x.r) }

func (x *cLen) envelope(a *asg, ctx envlp) envlp { return ctx.meetS(x.shapes(a)) }
func (x *cCmp) envelope(a *asg, ctx envlp) envlp { return ctx.meetS(x.shapes(a)) }
func (x *cBal) envelope(a *asg, ctx envlp) envlp { return ctx.meetS(x.shapes(a)) }
func (x *cPat) envelope(a *asg, ctx envlp) envlp { return ctx.meetS(x.shapes(a)) }
func (x *cVoid) envelope(a *asg, ctx envlp) envlp {
	return ctx.meetS(x.shapes(a))
}
func (x *cShort) envelope(a *asg, ctx envlp) envlp { return ctx.meetS(x.shapes(a)) }

// Honour atoms bound the shape only through the cards they need.
func (x *cKeycards) envelope(_ *asg, ctx envlp) envlp { return ctx }
func (x *cAces) envelope(_ *asg, ctx envlp) envlp     { return ctx }
func (x *cControls) envelope(_ *asg, ctx envlp) envlp { return ctx }
func (x *cQueen) envelope(a *asg, ctx envlp) envlp    { return ctx.meetS(minLenSet(x.s, a, 1)) }
func (x *cTop) envelope(a *asg, ctx envlp) envlp      { return ctx.meetS(minLenSet(x.s, a, x.k)) }
func (x *cStopper) envelope(a *asg, ctx envlp) envlp  { return ctx.meetS(minLenSet(x.s, a, 1)) }
func (x *cLosers) envelope(_ *asg, ctx envlp) envlp {
	// a shape can have from 0 losers (all the top honours) up to
	// Σ min(length, 3).
	return ctx.meetS(shapesWhere(func(i int) bool { return int(shapeTab.losersHi[i]) >= x.r.Min }))
}
func (x *cText) envelope(_ *asg, ctx envlp) envlp { return ctx }

// minLenSet is the set of shapes with at least n cards in s (all shapes
// when s is bound to no-trump).
func minLenSet(s csuit, a *asg, n int) shapeSet {
	if s.fixed == -2 {
		return shapeTab.all
	}
	return lenSet(s.get(a), Range{n, 13})
}

// ---- shapes of the atoms that are decided by shape alone ----

func (x *cLen) shapes(a *asg) shapeSet {
	if x.s.fixed == -2 {
		return shapeTab.all
	}
	return lenSet(x.s.get(a), x.r)
}

func (x *cCmp) shapes(a *asg) shapeSet {
	if x.a.fixed == -2 || x.b.fixed == -2 {
		return shapeTab.all
	}
	sa, sb := x.a.get(a), x.b.get(a)
	return shapesWhere(func(i int) bool {
		la, lb := shapeTab.lens[i][sa], shapeTab.lens[i][sb]
		return x.holds(int(la), int(lb))
	})
}

func (x *cBal) shapes(*asg) shapeSet {
	if x.unbal {
		return shapeTab.balanced.not()
	}
	return shapeTab.balanced
}

func (x *cPat) shapes(a *asg) shapeSet {
	want := [4]int8{int8(x.lens[0]), int8(x.lens[1]), int8(x.lens[2]), int8(x.lens[3])}
	s := -1
	if x.named && x.ns.fixed != -2 {
		s = x.ns.get(a)
	}
	return shapesWhere(func(i int) bool {
		return shapeTab.sorted[i] == want && (s < 0 || int(shapeTab.lens[i][s]) == x.nlen)
	})
}

func (x *cVoid) shapes(a *asg) shapeSet {
	if x.any {
		return shapeTab.anyVoid
	}
	if x.s.fixed == -2 {
		return shapeTab.all
	}
	return shapeTab.bySuit[x.s.get(a)][0]
}

func (x *cShort) shapes(a *asg) shapeSet {
	if x.s.fixed == -2 {
		return shapeTab.all
	}
	return lenSet(x.s.get(a), Range{0, 1})
}

// ---- sure: the shapes on which a formula holds whatever the cards ----

// sure is an under-approximation: the shapes on which e holds for every
// hand of that shape (under the letters in a). `not e` may hold only
// outside it.

func (x *cAnd) sure(a *asg) shapeSet {
	s := shapeTab.all
	for _, y := range x.xs {
		s = s.and(y.sure(a))
	}
	return s
}

func (x *cOr) sure(a *asg) shapeSet {
	var s shapeSet
	for _, y := range x.xs {
		s = s.or(y.sure(a))
	}
	return s
}

// not e surely holds on the shapes where e cannot hold: all of them when
// e's envelope is empty, else those outside it.
func (x *cNot) sure(a *asg) shapeSet {
	e := x.x.envelope(a, topEnv())
	if e.empty() {
		return shapeTab.all
	}
	return e.sh.not()
}

func (x *cExists) sure(a *asg) shapeSet {
	var s shapeSet
	forLetters(x.q, a, func() bool {
		s = s.or(x.x.sure(a))
		return true
	})
	return s
}

func (x *cHCP) sure(*asg) shapeSet {
	if x.r.Min <= 0 && x.r.Max >= 37 {
		return shapeTab.all
	}
	return shapeSet{}
}

func (x *cLen) sure(a *asg) shapeSet   { return x.shapes(a) }
func (x *cCmp) sure(a *asg) shapeSet   { return x.shapes(a) }
func (x *cBal) sure(a *asg) shapeSet   { return x.shapes(a) }
func (x *cPat) sure(a *asg) shapeSet   { return x.shapes(a) }
func (x *cVoid) sure(a *asg) shapeSet  { return x.shapes(a) }
func (x *cShort) sure(a *asg) shapeSet { return x.shapes(a) }
func (x *cText) sure(*asg) shapeSet    { return shapeTab.all }

func (x *cKeycards) sure(a *asg) shapeSet { return trivially(x.s) }
func (x *cQueen) sure(a *asg) shapeSet    { return trivially(x.s) }
func (x *cStopper) sure(a *asg) shapeSet  { return trivially(x.s) }
func (x *cTop) sure(a *asg) shapeSet {
	if x.k == 0 {
		return shapeTab.all
	}
	return trivially(x.s)
}
func (x *cAces) sure(*asg) shapeSet {
	if x.set&0x1f == 0x1f {
		return shapeTab.all
	}
	return shapeSet{}
}
func (x *cControls) sure(*asg) shapeSet {
	if x.r.Min <= 0 && x.r.Max >= 12 {
		return shapeTab.all
	}
	return shapeSet{}
}
func (x *cLosers) sure(*asg) shapeSet {
	if x.r.Min <= 0 && x.r.Max >= 12 {
		return shapeTab.all
	}
	return shapeSet{}
}

// trivially is every shape for an honour atom on a suit bound to no-trump
// (it holds), no shape otherwise (it depends on the cards).
func trivially(s csuit) shapeSet {
	if s.fixed == -2 {
		return shapeTab.all
	}
	return shapeSet{}
}
