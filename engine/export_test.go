package engine

import (
	"fmt"

	"github.com/mdlint/mdlint/bridge"
)

// CheckRef is Check through the reference evaluator alone (cexpr.eval),
// without the SatisfiedBy fast path, so that tests can hold the fast path
// and the explanations to the reference.
func CheckRef(c *Constraint, h bridge.Hand) []Violation {
	if c == nil {
		return nil
	}
	f := NewHandFacts(h)
	var a asg
	if ok, v, _ := c.e.eval(&f, &a, nil); !ok {
		return v
	}
	return nil
}

// CheckWordy is Check as it was before the lean evaluation (lean.go): every
// alternative of an `or` and every value of a choice of letters is worded,
// then one is kept; closestAlt computes the envelopes afresh. Tests hold
// CheckFacts to it.
func CheckWordy(c *Constraint, h bridge.Hand) []Violation {
	if c == nil {
		return nil
	}
	f := NewHandFacts(h)
	var a asg
	if ok, v, _ := wordy(c.e, &f, &a); !ok {
		return v
	}
	return nil
}

// wordy is the evaluator of CheckWordy.
func wordy(e cexpr, f *HandFacts, a *asg) (bool, []Violation, int) {
	switch x := e.(type) {
	case *cAnd:
		var vs []Violation
		ok, gap := true, 0
		for _, y := range x.xs {
			if o, v, g := wordy(y, f, a); !o {
				ok = false
				vs = append(vs, v...)
				gap += g
			}
		}
		return ok, vs, gap
	case *cOr:
		vs := make([][]Violation, len(x.xs))
		gaps := make([]int, len(x.xs))
		for i, y := range x.xs {
			o, v, g := wordy(y, f, a)
			if o {
				return true, nil, 0
			}
			vs[i], gaps[i] = v, g
		}
		if v, g, ok := lengthAlts(x.xs, vs, gaps, f, a); ok {
			return false, []Violation{v}, g
		}
		if v, g, ok := strengthAlts(x.xs, vs, gaps); ok {
			return false, []Violation{v}, g
		}
		ns := make([]int, len(vs))
		for i := range vs {
			ns[i] = len(vs[i])
		}
		fresh := &cOr{xs: x.xs} // no kept envelopes
		i := fresh.closestAlt(ns, f, a)
		if kept := keptParts(x.xs[i], f, a); kept != "" {
			for j := range vs[i] {
				if vs[i][j].Type == "" {
					vs[i][j].Type = kept
				} else {
					vs[i][j].Type = kept + ", " + vs[i][j].Type
				}
			}
		}
		return false, vs[i], gaps[i]
	case *cExists:
		var best []Violation
		bestGap := 0
		first, ok := true, false
		forLetters(x.q, a, func() bool {
			o, v, g := wordy(x.x, f, a)
			if o {
				ok = true
				return false
			}
			if first || g < bestGap || g == bestGap && len(v) < len(best) {
				best, bestGap, first = v, g, false
			}
			return true
		})
		if ok {
			return true, nil, 0
		}
		return false, best, bestGap
	}
	return wordyAtom(e, f, a)
}

// LeanSum is lean's account of the violations Check reports for hand h:
// whether h satisfies c, how many violations, their gap, the first one's
// kind, whether the kinds are mixed and whether one has a Type; and
// eval's gap for comparison.
func LeanSum(c *Constraint, h bridge.Hand) (ok bool, n, gap int, kind string, mixed, typed bool, evalGap int) {
	if c == nil {
		return true, 0, 0, "", false, false, 0
	}
	f := NewHandFacts(h)
	var a asg
	ok, s := lean(c.e, &f, &a)
	_, _, evalGap = c.e.eval(&f, &a, nil)
	return ok, s.n, s.gap, kindNames[s.kind], s.mixed, s.typed, evalGap
}

// wordyAtom is eval of an atom with the words formatted afresh, as before
// the word table (wordtab.go): the reference for the atoms that read it.
func wordyAtom(e cexpr, f *HandFacts, a *asg) (bool, []Violation, int) {
	ok, vs, gap := e.eval(f, a, nil)
	if ok {
		return ok, vs, gap
	}
	v := &vs[0]
	shape := "holds " + f.shapeText()
	switch x := e.(type) {
	case *cHCP:
		v.Promise, v.Fact = hcpPromise(x.r), fmt.Sprintf("holds %d HCP", f.hcp)
	case *cLen:
		s := x.s.get(a)
		sym := bridge.Suit(s).Symbol()
		v.Promise = lenText(x.r, sym)
		if x.r.Min == 0 && x.r.Max < 13 && x.r.Min != x.r.Max {
			v.Promise = fmt.Sprintf("at most %d%s", x.r.Max, sym)
		}
		v.Fact = fmt.Sprintf("holds %d%s", f.len[s], sym)
	case *cBal:
		v.Fact = shape
	case *cPat:
		if f.sorted != x.lens {
			v.Fact = shape
		}
	case *cVoid:
		if x.any {
			v.Fact = shape
		} else {
			s := x.s.get(a)
			v.Fact = fmt.Sprintf("holds %d%s", f.len[s], bridge.Suit(s).Symbol())
		}
	case *cShort:
		s := x.s.get(a)
		v.Fact = fmt.Sprintf("holds %d%s", f.len[s], bridge.Suit(s).Symbol())
	case *cNot:
		inner, w := x.x, *a
		if ex, ok := inner.(*cExists); ok {
			forLetters(ex.q, a, func() bool {
				if o, _, _ := ex.x.eval(f, a, nil); o {
					w = *a
					return false
				}
				return true
			})
			inner = ex.x
		}
		v.Fact = "holds " + f.handText()
		switch y := inner.(type) {
		case *cLen:
			s := y.s.get(&w)
			v.Fact = fmt.Sprintf("holds %d%s", f.len[s], bridge.Suit(s).Symbol())
		case *cHCP:
			v.Fact = fmt.Sprintf("holds %d HCP", f.hcp)
		}
	}
	return ok, vs, gap
}
