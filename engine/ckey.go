package engine

import (
	"fmt"
	"strconv"
)

// Key returns a string that two constraints share only when they are the
// same compiled formula: every node and every value an atom holds (ranges,
// suits after binding, letters, sets, the text of `text` parts), without
// the source positions. Two constraints with the same key therefore hold
// for exactly the same hands; lines compiled from different places (a
// module mounted twice, the same promise written on several lines) share
// it. "" for a nil constraint. For caches of what a constraint measures
// (the bidder's share of random hands).
func (c *Constraint) Key() string {
	if c == nil {
		return ""
	}
	return string(appendKey(nil, c.e))
}

func appendKey(b []byte, e cexpr) []byte {
	num := func(b []byte, n int) []byte { return append(strconv.AppendInt(b, int64(n), 10), ',') }
	rng := func(b []byte, r Range) []byte { return num(num(b, r.Min), r.Max) }
	suit := func(b []byte, s csuit) []byte {
		b = num(num(b, int(s.fixed)), int(s.free))
		if s.other {
			b = append(b, 'o')
		}
		return append(strconv.AppendQuote(b, s.ref.name), ',')
	}
	str := func(b []byte, s string) []byte { return append(strconv.AppendQuote(b, s), ',') }
	list := func(b []byte, tag string, xs []cexpr) []byte {
		b = append(b, tag...)
		for _, y := range xs {
			b = appendKey(b, y)
		}
		return append(b, ')')
	}
	switch x := e.(type) {
	case *cAnd:
		return list(b, "and(", x.xs)
	case *cOr:
		return list(b, "or(", x.xs)
	case *cNot:
		return append(appendKey(append(b, "not("...), x.x), ')')
	case *cExists:
		b = num(append(b, "exists("...), int(x.q))
		return append(appendKey(b, x.x), ')')
	case *cHCP:
		return append(str(rng(append(b, "hcp("...), x.r), x.param), ')')
	case *cLen:
		return append(str(rng(suit(append(b, "len("...), x.s), x.r), x.op), ')')
	case *cCmp:
		return append(str(suit(suit(append(b, "cmp("...), x.a), x.b), x.op), ')')
	case *cBal:
		if x.unbal {
			return append(b, "unbal()"...)
		}
		return append(b, "bal()"...)
	case *cPat:
		b = append(b, "pat("...)
		for _, n := range x.lens {
			b = num(b, n)
		}
		if x.named {
			b = num(suit(append(b, "named,"...), x.ns), x.nlen)
			for _, n := range x.rest {
				b = num(b, n)
			}
		}
		return append(str(b, x.text), ')')
	case *cKeycards:
		return append(num(suit(append(b, "keycards("...), x.s), int(x.set)), ')')
	case *cAces:
		return append(num(append(b, "aces("...), int(x.set)), ')')
	case *cQueen:
		return append(suit(append(b, "queen("...), x.s), ')')
	case *cTop:
		return append(num(num(suit(append(b, "top("...), x.s), x.k), x.n), ')')
	case *cControls:
		return append(rng(append(b, "controls("...), x.r), ')')
	case *cLosers:
		return append(rng(append(b, "losers("...), x.r), ')')
	case *cStopper:
		return append(suit(append(b, "stopper("...), x.s), ')')
	case *cVoid:
		b = suit(append(b, "void("...), x.s)
		if x.any {
			b = append(b, "any"...)
		}
		return append(b, ')')
	case *cShort:
		return append(suit(append(b, "short("...), x.s), ')')
	case *cText:
		return append(str(append(b, "text("...), x.s), ')')
	}
	// a node this function does not know: a key of its own, shared with
	// no other constraint
	return fmt.Appendf(b, "node@%p", e)
}
