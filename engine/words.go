package engine

import (
	"fmt"
	"math/bits"
	"sort"
	"strconv"
	"strings"

	"github.com/mdlint/mdlint/bridge"
)

// Words returns the constraint as a bridge player writes it in notes,
// every form of the system language (section 9) in words: "12-14 HCP,
// balanced"; "at most 7 HCP, unbalanced" (HCP and lengths in the words of
// lint's findings, Violation.Promise); "4+♥ 4+♠ 4+♦ at most 1♣" (lengths
// side by side); "4+♥ or 4+♠; 11+ HCP"; "a 5+ card major, a 5+ card minor";
// "2 of ♠AKQ"; "a ♣ stopper"; "no ♥Q"; a `text "..."` part as its words
// ("minimum"). Parts that promise nothing (hcp 0+, a stopper in no-trump)
// are left out, touching HCP ranges of an `or` are merged ("hcp 11-12 or
// hcp 13+" is "11+ HCP"), and `not` of a part with a plain opposite is
// written as that opposite ("not 4+♥" is "at most 3♥", "not balanced" is
// "unbalanced").
//
// Punctuation shows the structure: the parts of an AND are joined by ", "
// (lengths side by side by a space), or by "; " when a part is itself an
// "or" list or holds a comma; the alternatives of an OR are joined by
// " or " (three or more plain ones as "a, b or c"), an alternative that
// holds a comma or ";" in brackets. It returns "" for a nil constraint
// and for one that promises nothing.
func (c *Constraint) Words() string {
	if c == nil {
		return ""
	}
	e := simplifyW(c.e)
	if e == nil {
		return ""
	}
	return wordsW(e)
}

// simplifyW drops what promises nothing, flattens nested ANDs and ORs,
// merges the HCP ranges of an OR and unwraps single-part groups. It
// returns nil for a formula that always holds.
func simplifyW(e cexpr) cexpr {
	switch x := e.(type) {
	case *cExists:
		return simplifyW(x.x)
	case *cHCP:
		if x.r.Min <= 0 && x.r.Max >= 37 {
			return nil
		}
	case *cLen:
		if x.s.fixed == -2 || x.r.Min <= 0 && x.r.Max >= 13 {
			return nil
		}
	case *cStopper:
		if x.s.fixed == -2 {
			return nil
		}
	case *cAnd:
		var xs []cexpr
		for _, y := range x.xs {
			y = simplifyW(y)
			if a, ok := y.(*cAnd); ok {
				xs = append(xs, a.xs...)
			} else if y != nil {
				xs = append(xs, y)
			}
		}
		switch len(xs) {
		case 0:
			return nil
		case 1:
			return xs[0]
		}
		return &cAnd{xs}
	case *cOr:
		var xs []cexpr
		var hcp []Range
		at := -1 // where the first HCP alternative stands
		for _, y := range x.xs {
			y = simplifyW(y)
			if y == nil {
				return nil // one alternative always holds
			}
			ys := []cexpr{y}
			if o, ok := y.(*cOr); ok {
				ys = o.xs
			}
			for _, z := range ys {
				if h, ok := z.(*cHCP); ok {
					if at < 0 {
						at = len(xs)
					}
					hcp = append(hcp, h.r)
					continue
				}
				xs = append(xs, z)
			}
		}
		if len(hcp) > 0 {
			sort.Slice(hcp, func(i, j int) bool { return hcp[i].Min < hcp[j].Min })
			merged := []Range{hcp[0]}
			for _, r := range hcp[1:] {
				last := &merged[len(merged)-1]
				if r.Min <= last.Max+1 {
					last.Max = max(last.Max, r.Max)
				} else {
					merged = append(merged, r)
				}
			}
			var hs []cexpr
			for _, r := range merged {
				if r.Min <= 0 && r.Max >= 37 {
					return nil
				}
				hs = append(hs, &cHCP{r: r})
			}
			xs = append(xs[:at:at], append(hs, xs[at:]...)...)
		}
		if len(xs) == 1 {
			return xs[0]
		}
		return &cOr{xs: xs}
	case *cNot:
		y := simplifyW(x.x)
		if y == nil {
			return x // never written: the formula as written says it
		}
		return &cNot{y}
	}
	return e
}

// wordsW writes a simplified formula.
func wordsW(e cexpr) string {
	switch x := e.(type) {
	case *cAnd:
		return andW(x.xs)
	case *cOr:
		return orW(x.xs)
	case *cNot:
		return notW(x.x)
	}
	return atomW(e)
}

// compound reports whether a part's words need brackets inside an OR.
func compound(s string) bool { return strings.Contains(s, ", ") || strings.Contains(s, "; ") }

func andW(xs []cexpr) string {
	type part struct {
		s   string
		len bool // a short length of a named suit ("5+♠"): written side by side with the next one; "at most 3♥" is not
	}
	var ps []part
	semi := false
	for _, y := range xs {
		s := wordsW(y)
		if _, ok := y.(*cOr); ok || compound(s) {
			semi = true
		}
		l, ok := y.(*cLen)
		ps = append(ps, part{s, ok && l.s.fixed >= 0 && !strings.Contains(s, " ")})
	}
	sep := ", "
	if semi {
		sep = "; "
	}
	var b strings.Builder
	for i, p := range ps {
		if i > 0 {
			if p.len && ps[i-1].len {
				b.WriteByte(' ')
			} else {
				b.WriteString(sep)
			}
		}
		b.WriteString(p.s)
	}
	return b.String()
}

func orW(xs []cexpr) string {
	ss := make([]string, len(xs))
	plain := true
	for i, y := range xs {
		ss[i] = wordsW(y)
		if compound(ss[i]) || strings.Contains(ss[i], " or ") {
			ss[i] = "(" + ss[i] + ")"
			plain = false
		}
	}
	if plain && len(ss) > 2 {
		return strings.Join(ss[:len(ss)-1], ", ") + " or " + ss[len(ss)-1]
	}
	return strings.Join(ss, " or ")
}

// notW writes `not e`: the plain opposite where there is one.
func notW(e cexpr) string {
	switch x := e.(type) {
	case *cBal:
		return atomW(&cBal{unbal: !x.unbal})
	case *cHCP:
		switch {
		case x.r.Min <= 0:
			return atomW(&cHCP{r: Range{x.r.Max + 1, 37}})
		case x.r.Max >= 37:
			return atomW(&cHCP{r: Range{0, x.r.Min - 1}})
		}
	case *cLen:
		if x.s.fixed >= 0 {
			switch {
			case x.r.Min <= 0:
				return atomW(&cLen{s: x.s, r: Range{x.r.Max + 1, 13}})
			case x.r.Max >= 13:
				return atomW(&cLen{s: x.s, r: Range{0, x.r.Min - 1}})
			}
		} else if x.s.fixed == -1 {
			return "no " + strings.TrimPrefix(atomW(x), "a ")
		}
	case *cStopper:
		return "no " + strings.TrimPrefix(atomW(x), "a ")
	case *cVoid:
		return "no " + strings.TrimPrefix(atomW(x), "a ")
	case *cShort:
		return "no " + atomW(x)
	case *cQueen:
		return "no " + strings.TrimPrefix(atomW(x), "the ")
	case *cTop:
		if x.k == 1 {
			return "none of " + honours(x.s, x.n)
		}
		return fmt.Sprintf("at most %d of %s", x.k-1, honours(x.s, x.n))
	}
	s := wordsW(e)
	if strings.Contains(s, " ") {
		s = "(" + s + ")"
	}
	return "not " + s
}

// suitW names a suit of a constraint: "♥", or for a relative letter
// that the line leaves open "a major", "the other major", "a minor",
// "the other minor", "a suit".
func suitW(s csuit) string {
	if s.fixed >= 0 {
		return bridge.Suit(s.fixed).Symbol()
	}
	switch s.ref.name {
	case "M":
		return "a major"
	case "OM":
		return "the other major"
	case "m":
		return "a minor"
	case "om":
		return "the other minor"
	case "x":
		return "a suit"
	}
	return s.String()
}

// rangeW writes a range of counts as players do: "5", "5+", "0-3",
// "5-6" (hi is the most the count can be).
func rangeW(r Range, hi int) string {
	switch {
	case r.Min == r.Max:
		return strconv.Itoa(r.Min)
	case r.Max >= hi:
		return strconv.Itoa(r.Min) + "+"
	}
	return fmt.Sprintf("%d-%d", r.Min, r.Max)
}

// countsW writes a set of counts up to hi: "0 or 3", "1, 2 or 4", and a
// set that runs from n > 0 to hi "n+".
func countsW(set uint8, hi int) string {
	if lo := bits.TrailingZeros8(set); lo > 0 && lo < hi && set == uint8(1<<(hi+1)-1)&^uint8(1<<lo-1) {
		return strconv.Itoa(lo) + "+"
	}
	var p []string
	for i := 0; i < 8; i++ {
		if set&(1<<i) != 0 {
			p = append(p, strconv.Itoa(i))
		}
	}
	if len(p) < 2 {
		return strings.Join(p, "")
	}
	return strings.Join(p[:len(p)-1], ", ") + " or " + p[len(p)-1]
}

// honours writes the top n honours of a suit: "♠AKQ", "♣AKQJ10".
func honours(s csuit, n int) string {
	h := []string{"A", "K", "Q", "J", "10"}[:n]
	if s.fixed >= 0 {
		return suitW(s) + strings.Join(h, "")
	}
	return strings.Join(h, "") + " in " + suitW(s)
}

// patternW writes a pattern: "4-4-4-1", and with a named suit
// "5-3-3-2 with 5♥" or "5-3-3-2 with a 5-card major".
func patternW(x *cPat) string {
	l := x.lens
	s := fmt.Sprintf("%d-%d-%d-%d", l[0], l[1], l[2], l[3])
	if !x.named {
		return s
	}
	if x.ns.fixed >= 0 {
		return fmt.Sprintf("%s with %d%s", s, x.nlen, suitW(x.ns))
	}
	return fmt.Sprintf("%s with %s", s, strings.Replace(suitW(x.ns), "a ", fmt.Sprintf("a %d-card ", x.nlen), 1))
}

func atomW(e cexpr) string {
	switch x := e.(type) {
	case *cHCP:
		if x.param != "" {
			return "HCP $" + x.param
		}
		return hcpPromise(x.r) // the words of lint's findings: "at most 7 HCP"
	case *cLen:
		if x.s.fixed >= 0 {
			switch {
			case x.r.Min == x.r.Max:
				return "exactly " + strconv.Itoa(x.r.Min) + suitW(x.s)
			case x.r.Min == 0:
				return fmt.Sprintf("at most %d%s", x.r.Max, suitW(x.s)) // as lint's findings
			}
			return rangeW(x.r, 13) + suitW(x.s)
		}
		n := rangeW(x.r, 13)
		switch x.s.ref.name {
		case "OM", "om":
			return n + " in " + suitW(x.s)
		}
		// "a 5+ card major", "a 5-card minor", "a 6+ card suit"
		if x.r.Min == x.r.Max {
			return "a " + n + "-card " + strings.TrimPrefix(suitW(x.s), "a ")
		}
		return "a " + n + " card " + strings.TrimPrefix(suitW(x.s), "a ")
	case *cCmp:
		rel := map[string]string{">": "longer than", ">=": "at least as long as", "<": "shorter than", "<=": "no longer than"}[x.op]
		return suitW(x.a) + " " + rel + " " + suitW(x.b)
	case *cBal:
		if x.unbal {
			return "unbalanced"
		}
		return "balanced"
	case *cPat:
		return patternW(x)
	case *cKeycards:
		return countsW(x.set, 5) + " key cards for " + suitW(x.s)
	case *cAces:
		switch x.set {
		case 1:
			return "no ace"
		case 2:
			return "1 ace"
		}
		return countsW(x.set, 4) + " aces"
	case *cQueen:
		if x.s.fixed >= 0 {
			return "the " + suitW(x.s) + "Q"
		}
		return "the queen of " + suitW(x.s)
	case *cTop:
		if x.k == x.n {
			return honours(x.s, x.n)
		}
		return fmt.Sprintf("%d of %s", x.k, honours(x.s, x.n))
	case *cControls:
		if x.r.Min == 1 && x.r.Max == 1 {
			return "1 control"
		}
		return rangeW(x.r, 12) + " controls"
	case *cLosers:
		if x.r.Min <= 0 && x.r.Max < 12 {
			return fmt.Sprintf("at most %d losers", x.r.Max)
		}
		return rangeW(x.r, 12) + " losers"
	case *cStopper:
		if x.s.fixed >= 0 {
			return "a " + suitW(x.s) + " stopper"
		}
		return "a stopper in " + suitW(x.s)
	case *cVoid:
		if x.any {
			return "a void"
		}
		if x.s.fixed >= 0 {
			return "a " + suitW(x.s) + " void"
		}
		return "a void in " + suitW(x.s)
	case *cShort:
		if x.s.fixed >= 0 {
			return suitW(x.s) + " shortness"
		}
		return "shortness in " + suitW(x.s)
	case *cText:
		return x.s
	}
	return e.str(0)
}
