package engine

import "github.com/mdlint/mdlint/bridge"

// The lean evaluation: what eval decides about a formula the hand breaks,
// without the words. An `or` must see every alternative's violations to
// pick the one it reports (lengthAlts, strengthAlts, closestAlt), and a
// choice of letters every value's; wording them all (fmt.Sprintf per atom)
// to keep one was most of the cost of Check. So eval asks lean for the
// shape of each alternative's violations (how many, their gap, their
// kinds, whether a nested `or` named a hand type), decides from that, and
// words only what it reports. lean mirrors eval node for node: eval.go is
// the reference, and TestLeanAgreesWithEval holds them together over every
// line of both variants and random hands.

// vkind is a Violation.Kind as a small number, for lean.
type vkind uint8

const (
	kindNone vkind = iota
	kindHCP
	kindLength
	kindShape
	kindHonours
	kindLosers
)

// kindNames are the Violation.Kind words of the vkinds.
var kindNames = [...]string{"", "hcp", "length", "shape", "honours", "losers"}

// sum is what lean tells of the violations eval would return for a
// formula the hand breaks: n violations (len), their total gap (eval's
// third result), the kind of the first, whether any other differs from it
// (mixed), and whether any carries a hand type (typed: Violation.Type not
// empty).
type sum struct {
	n, gap int
	kind   vkind
	mixed  bool
	typed  bool
}

// one is the sum of a single violation of kind k and gap g (at least 1,
// as fail gives it).
func one(k vkind, g int) sum { return sum{n: 1, gap: max(g, 1), kind: k} }

// maxAlts is the number of alternatives whose sums an `or` keeps on the
// stack; a longer `or` allocates them.
const maxAlts = 16

// lean reports whether e holds for the hand of f under the letters in a
// and, when it does not, the sum of the violations eval would return. It
// is one function with a type switch, like holds, so that f and a stay
// off the heap.
func lean(e cexpr, f *HandFacts, a *asg) (bool, sum) {
	switch x := e.(type) {
	case *cAnd:
		ok, s := true, sum{}
		for _, y := range x.xs {
			o, t := lean(y, f, a)
			if o {
				continue
			}
			if ok {
				s.kind = t.kind
				ok = false
			} else if t.kind != s.kind {
				s.mixed = true
			}
			s.n += t.n
			s.gap += t.gap
			s.mixed = s.mixed || t.mixed
			s.typed = s.typed || t.typed
		}
		return ok, s
	case *cOr:
		var buf [maxAlts]sum
		ss := buf[:0]
		if len(x.xs) > maxAlts {
			ss = make([]sum, 0, len(x.xs))
		}
		for _, y := range x.xs {
			o, t := lean(y, f, a)
			if o {
				return true, sum{}
			}
			ss = append(ss, t)
		}
		mode, i := x.choose(ss, f, a)
		switch mode {
		case orLengths:
			g := ss[0].gap
			for _, t := range ss[1:] {
				g = min(g, t.gap)
			}
			return false, sum{n: 1, gap: g, kind: ss[0].kind}
		case orStrength:
			return false, sum{n: 1, gap: ss[i].gap, kind: kindHCP}
		}
		s := ss[i]
		s.typed = s.typed || keptAny(x.xs[i], f, a)
		return false, s
	case *cNot:
		if !holds(x.x, f, a) {
			return true, sum{}
		}
		return false, one(notKind(x.x), 1)
	case *cExists:
		return existsLean(x, f, a)
	case *cHCP:
		if x.r.contains(f.hcp) {
			return true, sum{}
		}
		return false, one(kindHCP, outside(x.r, f.hcp))
	case *cLen:
		if x.s.fixed == -2 {
			return true, sum{}
		}
		n := f.len[x.s.get(a)]
		if x.r.contains(n) {
			return true, sum{}
		}
		return false, one(kindLength, outside(x.r, n))
	case *cCmp:
		if x.a.fixed == -2 || x.b.fixed == -2 {
			return true, sum{}
		}
		la, lb := f.len[x.a.get(a)], f.len[x.b.get(a)]
		if x.holds(la, lb) {
			return true, sum{}
		}
		return false, one(kindLength, cmpGap(x.op, la, lb))
	case *cBal:
		if f.balanced != x.unbal {
			return true, sum{}
		}
		return false, one(kindShape, 1)
	case *cPat:
		if g := patGap(x, f, a); g > 0 {
			return false, one(kindShape, g)
		}
		return true, sum{}
	case *cKeycards:
		if x.s.fixed == -2 {
			return true, sum{}
		}
		n := f.aces
		if f.has(x.s.get(a), bridge.King) {
			n++
		}
		if x.set&(1<<n) != 0 {
			return true, sum{}
		}
		return false, one(kindHonours, setGap(x.set, n))
	case *cAces:
		if x.set&(1<<f.aces) != 0 {
			return true, sum{}
		}
		return false, one(kindHonours, setGap(x.set, f.aces))
	case *cQueen:
		if x.s.fixed == -2 || f.has(x.s.get(a), bridge.Queen) {
			return true, sum{}
		}
		return false, one(kindHonours, 1)
	case *cTop:
		if x.s.fixed == -2 {
			return true, sum{}
		}
		t := f.top(x.s.get(a), x.n)
		if t >= x.k {
			return true, sum{}
		}
		return false, one(kindHonours, x.k-t)
	case *cControls:
		if x.r.contains(f.controls) {
			return true, sum{}
		}
		return false, one(kindHonours, outside(x.r, f.controls))
	case *cLosers:
		if x.r.contains(f.losers) {
			return true, sum{}
		}
		return false, one(kindLosers, outside(x.r, f.losers))
	case *cStopper:
		if x.s.fixed == -2 || f.stopper(x.s.get(a)) {
			return true, sum{}
		}
		return false, one(kindHonours, 1)
	case *cVoid:
		if x.any {
			if f.sorted[3] == 0 {
				return true, sum{}
			}
			return false, one(kindLength, f.sorted[3])
		}
		if x.s.fixed == -2 {
			return true, sum{}
		}
		n := f.len[x.s.get(a)]
		if n == 0 {
			return true, sum{}
		}
		return false, one(kindLength, n)
	case *cShort:
		if x.s.fixed == -2 {
			return true, sum{}
		}
		n := f.len[x.s.get(a)]
		if n <= 1 {
			return true, sum{}
		}
		return false, one(kindLength, n-1)
	case *cText:
		return true, sum{}
	}
	// a node type lean does not know: ask the reference evaluator, on
	// copies so that f and a do not escape
	g, b := *f, *a
	ok, vs, gap := e.eval(&g, &b, nil)
	if ok || len(vs) == 0 {
		return ok, sum{n: len(vs), gap: gap}
	}
	s := sum{n: len(vs), gap: gap, kind: kindOf(vs[0].Kind)}
	for _, v := range vs {
		s.mixed = s.mixed || v.Kind != vs[0].Kind
		s.typed = s.typed || v.Type != ""
	}
	return false, s
}

// kindOf is the vkind of a Violation.Kind word.
func kindOf(k string) vkind {
	for i, n := range kindNames {
		if n == k {
			return vkind(i)
		}
	}
	return kindNone
}

// notKind is the kind of the violation of `not x` when x holds (cNot.eval).
func notKind(x cexpr) vkind {
	if ex, ok := x.(*cExists); ok {
		x = ex.x
	}
	switch x.(type) {
	case *cLen, *cShort, *cVoid, *cCmp:
		return kindLength
	case *cHCP:
		return kindHCP
	case *cQueen, *cTop, *cKeycards, *cAces, *cControls, *cStopper:
		return kindHonours
	case *cLosers:
		return kindLosers
	}
	return kindShape
}

// cmpGap is the gap of a comparison la op lb that fails (cCmp.eval): the
// cards the first suit lacks (> >=) or has too many (< <=).
func cmpGap(op string, la, lb int) int {
	switch op {
	case ">":
		return lb - la + 1
	case ">=":
		return lb - la
	case "<":
		return la - lb + 1
	}
	return la - lb
}

// patGap is the gap of pattern x on the hand of f (cPat.eval), 0 when the
// hand has the pattern.
func patGap(x *cPat, f *HandFacts, a *asg) int {
	sh := f.sorted
	if sh != x.lens {
		d := 0
		for i := range sh {
			d += max(sh[i]-x.lens[i], x.lens[i]-sh[i])
		}
		return max((d+1)/2, 1)
	}
	if x.named && x.ns.fixed != -2 {
		n := f.len[x.ns.get(a)]
		if n != x.nlen {
			return max(n-x.nlen, x.nlen-n, 1)
		}
	}
	return 0
}

// existsLean is lean for a choice of letters: the sum of the value
// cExists.eval reports (the smallest gap, then the fewest violations, then
// the first).
func existsLean(x *cExists, f *HandFacts, a *asg) (bool, sum) {
	var b best
	if !b.try(x, 0, f, a) {
		return true, sum{}
	}
	return false, b.s
}

// best is the closest value of a choice of letters found so far
// (cExists.eval's rule: the smallest gap, then the fewest violations, then
// the first in forLetters' order): its sum and its letters.
type best struct {
	found bool
	s     sum
	at    asg
}

// try sets the letters of x.q from letter l on to each of their values in
// forLetters' order (M ♥ ♠, m ♣ ♦, x ♣ ♦ ♥ ♠) and keeps the closest value
// in b; it returns false as soon as a value makes x.x hold. a is left as
// it was.
func (b *best) try(x *cExists, l int, f *HandFacts, a *asg) bool {
	for l < nLetters && x.q&(1<<l) == 0 {
		l++
	}
	if l == nLetters {
		o, s := lean(x.x, f, a)
		if o {
			return false
		}
		if !b.found || s.gap < b.s.gap || s.gap == b.s.gap && s.n < b.s.n {
			b.found, b.s, b.at = true, s, *a
		}
		return true
	}
	lo, hi := int8(0), int8(3)
	switch l {
	case letM:
		lo = 2
	case letm:
		hi = 1
	}
	saved := a[l]
	more := true
	for v := lo; v <= hi && more; v++ {
		a[l] = v
		more = b.try(x, l+1, f, a)
	}
	a[l] = saved
	return more
}

// keptAny reports whether keptParts(y, f, a) is not empty: whether the
// hand keeps a part of alternative y that names a hand type.
func keptAny(y cexpr, f *HandFacts, a *asg) bool {
	parts := []cexpr{y}
	if and, ok := y.(*cAnd); ok {
		parts = and.xs
	}
	for _, p := range parts {
		atom := p
		if ex, ok := p.(*cExists); ok {
			atom = ex.x
		}
		if namesType(atom) && holds(p, f, a) {
			return true
		}
	}
	return false
}

// namesType reports whether atomWords words atom e (it names a hand type:
// HCP, a length, balanced or not, a pattern).
func namesType(e cexpr) bool {
	switch z := e.(type) {
	case *cHCP, *cBal, *cPat:
		return true
	case *cLen:
		return z.s.fixed != -2
	}
	return false
}

// How an `or` the hand breaks reports it (cOr.choose).
const (
	orClosest  = iota // the violations of one alternative (closestAlt)
	orLengths         // one violation naming every alternative (lengthAlts)
	orStrength        // HCP or losers in one violation (strengthAlts)
)

// choose decides how the `or` x, whose alternatives the hand of f breaks
// with the violations ss sums, reports it: orLengths when lengthAlts
// merges them, orStrength (i the HCP alternative) when strengthAlts does,
// else orClosest and the alternative closestAlt picks. It reads only the
// sums and the formula, so lean and eval decide alike.
func (x *cOr) choose(ss []sum, f *HandFacts, a *asg) (mode, i int) {
	if mergesLengths(x.xs, ss) {
		return orLengths, 0
	}
	if len(x.xs) == 2 && ss[0].n == 1 && ss[1].n == 1 {
		h, l := 0, 1
		if _, ok := x.xs[0].(*cLosers); ok {
			h, l = 1, 0
		}
		_, okH := x.xs[h].(*cHCP)
		_, okL := x.xs[l].(*cLosers)
		if okH && okL {
			return orStrength, h
		}
	}
	var buf [maxAlts]int
	ns := buf[:0]
	if len(ss) > maxAlts {
		ns = make([]int, 0, len(ss))
	}
	for _, s := range ss {
		ns = append(ns, s.n)
	}
	return orClosest, x.closestAlt(ns, f, a)
}

// mergesLengths reports whether lengthAlts merges the violations of the
// alternatives xs (their sums ss): the conditions lengthAlts checks before
// it words anything. Every fact eval writes reads "holds …", so that check
// of lengthAlts always passes.
func mergesLengths(xs []cexpr, ss []sum) bool {
	if len(xs) < 2 || ss[0].n == 0 {
		return false
	}
	kind := ss[0].kind
	if kind != kindLength && kind != kindShape {
		return false
	}
	for i, y := range xs {
		s := ss[i]
		if s.n == 0 || s.kind != kind || s.mixed || s.typed {
			return false
		}
		switch z := y.(type) {
		case *cAnd:
			for _, part := range z.xs {
				l, ok := part.(*cLen)
				if !ok || l.s.fixed < 0 || kind != kindLength {
					return false
				}
			}
		case *cOr, *cNot:
			return false
		case *cExists:
			if _, ok := z.x.(*cPat); !ok || s.n != 1 {
				return false
			}
		default:
			if s.n != 1 {
				return false
			}
		}
	}
	return true
}
