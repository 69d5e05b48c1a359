package engine

import "github.com/mdlint/mdlint/bridge"

// Satisfied reports whether hand h satisfies the constraint: the same answer
// as len(c.Check(h)) == 0 (`text "..."` parts are not checked and hold), but
// without building violation messages and without allocating. A nil
// constraint is satisfied by every hand.
//
// To test one hand against many constraints (`mdlint check` classifies
// every sampled hand against every call of a node), compute its facts once
// with NewHandFacts and call SatisfiedBy.
func (c *Constraint) Satisfied(h bridge.Hand) bool {
	if c == nil {
		return true
	}
	f := NewHandFacts(h)
	return c.SatisfiedBy(&f)
}

// SatisfiedBy is Satisfied for a hand whose facts are already computed
// (NewHandFacts). It reads f and never changes it, so one HandFacts may be
// shared by goroutines. A nil constraint is satisfied by every hand.
//
// It first tests the envelope (HCP range and shape set, which are never
// narrower than the hands that satisfy the constraint: a hand outside it
// cannot satisfy it, and for a formula of HCP ranges and lengths alone a
// 13-card hand inside it does: exactEnvelope), then evaluates the formula
// with early exit: an `and`
// stops at its first false term, an `or` at its first true alternative, a
// choice of relative suits (M, m, x) at the first suit that works.
func (c *Constraint) SatisfiedBy(f *HandFacts) bool {
	if c == nil {
		return true
	}
	if f.shape >= 0 {
		if f.hcp < c.env.h.Min || f.hcp > c.env.h.Max || !c.env.sh.has(f.shape) {
			return false
		}
		if c.exact {
			// HCP ranges and formulas of lengths alone: inside the
			// envelope is satisfied (most of the lines a hand fits)
			return true
		}
	}
	var a asg
	return holds(c.e, f, &a)
}

// holds is eval without the violations: the same truth value for every
// node (eval.go is the reference; TestSatisfiedAgreesWithCheck holds them
// together). It is one function with a type switch rather than a method of
// cexpr so that f and a do not escape through an interface call.
func holds(e cexpr, f *HandFacts, a *asg) bool {
	switch x := e.(type) {
	case *cAnd:
		for _, y := range x.xs {
			if !holds(y, f, a) {
				return false
			}
		}
		return true
	case *cOr:
		for _, y := range x.xs {
			if holds(y, f, a) {
				return true
			}
		}
		return false
	case *cNot:
		return !holds(x.x, f, a)
	case *cExists:
		return existsHolds(x.q, 0, x.x, f, a)
	case *cHCP:
		return x.r.contains(f.hcp)
	case *cLen:
		return x.s.fixed == -2 || x.r.contains(f.len[x.s.get(a)])
	case *cCmp:
		if x.a.fixed == -2 || x.b.fixed == -2 {
			return true
		}
		la, lb := f.len[x.a.get(a)], f.len[x.b.get(a)]
		return x.holds(la, lb)
	case *cBal:
		return f.balanced != x.unbal
	case *cPat:
		if f.sorted != x.lens {
			return false
		}
		return !x.named || x.ns.fixed == -2 || f.len[x.ns.get(a)] == x.nlen
	case *cKeycards:
		if x.s.fixed == -2 {
			return true
		}
		n := f.aces
		if f.has(x.s.get(a), bridge.King) {
			n++
		}
		return x.set&(1<<n) != 0
	case *cAces:
		return x.set&(1<<f.aces) != 0
	case *cQueen:
		return x.s.fixed == -2 || f.has(x.s.get(a), bridge.Queen)
	case *cTop:
		return x.s.fixed == -2 || f.top(x.s.get(a), x.n) >= x.k
	case *cControls:
		return x.r.contains(f.controls)
	case *cLosers:
		return x.r.contains(f.losers)
	case *cStopper:
		return x.s.fixed == -2 || f.stopper(x.s.get(a))
	case *cVoid:
		if x.any {
			return f.sorted[3] == 0
		}
		return x.s.fixed == -2 || f.len[x.s.get(a)] == 0
	case *cShort:
		return x.s.fixed == -2 || f.len[x.s.get(a)] <= 1
	case *cText:
		return true
	}
	// a node type holds does not know: ask the reference evaluator, on
	// copies so that f and a do not escape (no allocation on the paths
	// above)
	g, b := *f, *a
	ok, _, _ := e.eval(&g, &b, nil)
	return ok
}

// existsHolds reports whether some value of the letters in q from letter l
// on (M: ♥ ♠, m: ♣ ♦, x: any suit) makes x hold; a is restored.
func existsHolds(q uint8, l int, x cexpr, f *HandFacts, a *asg) bool {
	for l < nLetters && q&(1<<l) == 0 {
		l++
	}
	if l == nLetters {
		return holds(x, f, a)
	}
	lo, hi := int8(0), int8(3)
	switch l {
	case letM:
		lo = 2
	case letm:
		hi = 1
	}
	saved := a[l]
	ok := false
	for v := lo; v <= hi && !ok; v++ {
		a[l] = v
		ok = existsHolds(q, l+1, x, f, a)
	}
	a[l] = saved
	return ok
}
