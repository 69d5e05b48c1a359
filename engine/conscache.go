package engine

import "encoding/binary"

// A module's lines are compiled once per mount with distinct arguments
// and a line's call may expand to several calls (4x, 2C..3D, M), so the
// same formula is compiled many times, nearly always to the same
// constraint: the embedded system's 21,000 constraints are 1,900
// different formulas. The compiler compiles each formula once per binding
// of the names it reads and shares the *Constraint between the lines (a
// Constraint is immutable once compiled).

// constraint returns compileConstraint(e, sc, c.d), compiled once per
// parsed formula e and per binding of the names e reads in sc
// (appendResolveSig): lines that compile the same formula with the same
// bindings share the result. nil for a nil e.
func (c *compiler) constraint(e cexpr, sc *scope) *Constraint {
	if e == nil {
		return nil
	}
	if c.opts.fresh {
		return compileConstraint(e, sc, c.d)
	}
	sig, ok := appendResolveSig(c.sig[:0], e, sc)
	c.sig = sig
	if !ok {
		return compileConstraint(e, sc, c.d)
	}
	byBinding := c.cons[e]
	if k, ok := byBinding[string(sig)]; ok {
		return k
	}
	n := len(c.d.list)
	k := compileConstraint(e, sc, c.d)
	if len(c.d.list) != n {
		// a formula that does not resolve is compiled anew each time, so
		// that its diagnostics are reported as before
		return k
	}
	if byBinding == nil {
		if c.cons == nil {
			c.cons = map[cexpr]map[string]*Constraint{}
		}
		byBinding = map[string]*Constraint{}
		c.cons[e] = byBinding
	}
	byBinding[string(sig)] = k
	return k
}

// appendResolveSig appends to b what the names the parsed formula e reads
// are bound to in sc: everything e.resolve(sc, ...) looks up, in the order
// it looks them up, so that two scopes with the same signature resolve e
// to the same formula. The second result is false for a node this
// function does not know (its formula is then compiled every time).
func appendResolveSig(b []byte, e cexpr, sc *scope) ([]byte, bool) {
	ok := true
	switch x := e.(type) {
	case *cAnd:
		for _, y := range x.xs {
			if b, ok = appendResolveSig(b, y, sc); !ok {
				break
			}
		}
	case *cOr:
		for _, y := range x.xs {
			if b, ok = appendResolveSig(b, y, sc); !ok {
				break
			}
		}
	case *cNot:
		b, ok = appendResolveSig(b, x.x, sc)
	case *cExists:
		b, ok = appendResolveSig(b, x.x, sc)
	case *cHCP:
		if x.param != "" {
			v, found := sc.lookup(x.param)
			if !found || v.t != tRange {
				b = append(b, 0)
			} else {
				b = binary.AppendVarint(append(b, 1), int64(v.r.Min))
				b = binary.AppendVarint(b, int64(v.r.Max))
			}
		}
	case *cLen:
		b = appendSuitSig(b, x.s, sc)
	case *cCmp:
		b = appendSuitSig(appendSuitSig(b, x.a, sc), x.b, sc)
	case *cPat:
		if x.named {
			b = appendSuitSig(b, x.ns, sc)
		}
	case *cKeycards:
		b = appendSuitSig(b, x.s, sc)
	case *cQueen:
		b = appendSuitSig(b, x.s, sc)
	case *cTop:
		b = appendSuitSig(b, x.s, sc)
	case *cStopper:
		b = appendSuitSig(b, x.s, sc)
	case *cVoid:
		if !x.any {
			b = appendSuitSig(b, x.s, sc)
		}
	case *cShort:
		b = appendSuitSig(b, x.s, sc)
	case *cBal, *cAces, *cControls, *cLosers, *cText:
	default:
		return b, false
	}
	return b, ok
}

// appendSuitSig appends what csuit.resolve looks up for s in sc: nothing
// for a concrete suit or x; for M, m, OM, om the binding of M or m; for a
// variable or parameter its binding (one byte: the strain, or 0xff when
// the name is not bound to a suit or strain).
func appendSuitSig(b []byte, s csuit, sc *scope) []byte {
	n := s.ref.name
	switch n {
	case "", "x":
		return b
	case "M", "m", "OM", "om":
		n = n[len(n)-1:]
	}
	v, ok := sc.lookup(n)
	if !ok || !isSuitType(v.t) {
		return append(b, 0xff)
	}
	return append(b, byte(v.strain))
}
