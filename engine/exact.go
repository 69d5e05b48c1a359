package engine

// exactEnvelope reports whether a 13-card hand satisfies e exactly when
// its HCP and shape lie in e's envelope (constraintEnvelope), so that
// SatisfiedBy can answer from the envelope alone. It is so when e is an
// `and` (or a single term, or a choice of letters over one) of HCP ranges
// and of formulas of lengths alone: lengths, comparisons, balanced,
// patterns, voids and shortness, combined by `and`, `or`, `not` and
// choices of letters (M, m, x). The envelope of a formula of lengths is its
// exact set of shapes (envelope.go), an HCP range meets the envelope's
// range exactly, and an `and` of such terms meets them all. Anything else (an `or` or `not` of HCP, honours, key
// cards, losers, controls, stoppers, `text`) answers false: the formula is
// evaluated.
func exactEnvelope(e cexpr) bool {
	switch x := e.(type) {
	case *cAnd:
		for _, y := range x.xs {
			if !exactEnvelope(y) {
				return false
			}
		}
		return true
	case *cExists:
		// the HCP ranges inside read no letter: every choice of the
		// letters has the same range, and the envelope joins the choices'
		// shapes, exactly
		return exactEnvelope(x.x)
	case *cHCP:
		return true
	}
	return lengthsOnly(e)
}

// lengthsOnly reports whether e reads nothing of a hand but its suit
// lengths.
func lengthsOnly(e cexpr) bool {
	switch x := e.(type) {
	case *cAnd:
		for _, y := range x.xs {
			if !lengthsOnly(y) {
				return false
			}
		}
		return true
	case *cOr:
		for _, y := range x.xs {
			if !lengthsOnly(y) {
				return false
			}
		}
		return true
	case *cNot:
		return lengthsOnly(x.x)
	case *cExists:
		return lengthsOnly(x.x)
	case *cLen, *cCmp, *cBal, *cPat, *cVoid, *cShort:
		return true
	}
	return false
}
