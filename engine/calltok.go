package engine

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/mdlint/mdlint/bridge"
)

// strainRef is a strain as written in a call or a suit as written in a
// constraint: concrete (♥, NT) or a name (M, m, OM, om, x, or a variable or
// parameter such as T or O).
type strainRef struct {
	name   string // "" when concrete
	strain bridge.Strain
}

func (r strainRef) String() string {
	if r.name != "" {
		return r.name
	}
	return r.strain.Symbol()
}

// relative letters of language section 4.
func isRelLetter(n string) bool {
	switch n {
	case "M", "m", "OM", "om", "x":
		return true
	}
	return false
}

// parseStrainRef reads a strain (allowNT) or suit reference.
func parseStrainRef(s string, allowNT bool) (strainRef, bool) {
	switch s {
	case "M", "m", "OM", "om", "x", "X":
		if s == "X" {
			s = "x"
		}
		return strainRef{name: s}, true
	case "C", "c", "♣", "♧":
		return strainRef{strain: bridge.StrainClubs}, true
	case "D", "d", "♦", "♢":
		return strainRef{strain: bridge.StrainDiamonds}, true
	case "H", "h", "♥", "♡":
		return strainRef{strain: bridge.StrainHearts}, true
	case "S", "s", "♠", "♤":
		return strainRef{strain: bridge.StrainSpades}, true
	}
	if allowNT {
		switch strings.ToUpper(s) {
		case "N", "NT":
			return strainRef{strain: bridge.NoTrump}, true
		}
	}
	s = strings.TrimPrefix(s, "$")
	if isIdent(s) && !strings.ContainsRune(s, '-') {
		return strainRef{name: s}, true
	}
	return strainRef{}, false
}

type callKind uint8

const (
	ckPass callKind = iota
	ckDouble
	ckRedouble
	ckBid   // level + strain (the strain may be a name)
	ckRange // lo..hi, a pattern
	ckStep  // +n, a pattern resolved against the auction
	ckAny   // (_)
)

// callTok is a parsed call token (language section 2).
type callTok struct {
	opp    bool
	kind   callKind
	level  int
	strain strainRef
	hiLev  int // for ckRange: the upper bid
	hi     strainRef
	step   int
	bind   string
}

func (c callTok) String() string {
	var s string
	switch c.kind {
	case ckPass:
		s = "P"
	case ckDouble:
		s = "X"
	case ckRedouble:
		s = "XX"
	case ckBid:
		s = fmt.Sprintf("%d%s", c.level, c.strain)
	case ckRange:
		s = fmt.Sprintf("%d%s..%d%s", c.level, c.strain, c.hiLev, c.hi)
	case ckStep:
		s = fmt.Sprintf("+%d", c.step)
	case ckAny:
		s = "_"
	}
	if c.bind != "" {
		s += "=" + c.bind
	}
	if c.opp {
		s = "(" + s + ")"
	}
	return s
}

// parseCallTok reads a call token; the error is a message for a
// Diagnostic, "" when the token is good.
func parseCallTok(tok string) (callTok, string) {
	var c callTok
	inner := tok
	if strings.HasPrefix(tok, "(") {
		if !strings.HasSuffix(tok, ")") {
			return c, fmt.Sprintf("opponent's call %q is not closed with ) (write it without spaces: (1H), (X), (_))", tok)
		}
		c.opp = true
		inner = tok[1 : len(tok)-1]
	}
	bad := func(why string) (callTok, string) {
		return c, fmt.Sprintf("%q is not a call%s (calls are P, X, XX, 1C..7N, 1♣..7♠, 2M, 3m, 2OM, 4x, 2C..3D, +1, (1H), (_), with an optional =NAME binding)", tok, why)
	}
	if eq := strings.IndexByte(inner, '='); eq >= 0 {
		c.bind = inner[eq+1:]
		inner = inner[:eq]
		if !isIdent(c.bind) || isRelLetter(c.bind) || len(c.bind) > 0 && strings.ContainsRune(c.bind, '-') {
			return bad(": the name after = must be a variable such as O or T, not a relative letter")
		}
		if _, ok := parseStrainRef(c.bind, true); ok {
			if r, _ := parseStrainRef(c.bind, true); r.name == "" {
				return bad(fmt.Sprintf(": %q is a strain, not a variable name", c.bind))
			}
		}
	}
	switch strings.ToUpper(inner) {
	case "P", "PASS":
		c.kind = ckPass
	case "X", "DBL":
		c.kind = ckDouble
	case "XX", "RDBL":
		c.kind = ckRedouble
	case "_":
		c.kind = ckAny
		if !c.opp {
			return bad(": _ (any call) is written for the opponents only, as (_)")
		}
	default:
		if strings.HasPrefix(inner, "+") {
			n, err := strconv.Atoi(inner[1:])
			if err != nil || n < 1 || n > 34 {
				return bad(": a step is +1 .. +34")
			}
			c.kind, c.step = ckStep, n
			break
		}
		if lo, hi, ok := strings.Cut(inner, ".."); ok {
			l1, s1, ok1 := parseBidRef(lo)
			l2, s2, ok2 := parseBidRef(hi)
			if !ok1 || !ok2 {
				return bad(": a range is two bids, e.g. 2C..3D")
			}
			c.kind, c.level, c.strain, c.hiLev, c.hi = ckRange, l1, s1, l2, s2
			if s1.name == "" && s2.name == "" && bridge.NewBid(l1, s1.strain).Rank() > bridge.NewBid(l2, s2.strain).Rank() {
				return bad(": the range runs upwards, lower bid first")
			}
			break
		}
		l, s, ok := parseBidRef(inner)
		if !ok {
			return bad("")
		}
		c.kind, c.level, c.strain = ckBid, l, s
	}
	if c.bind != "" && (c.kind == ckStep || c.kind == ckAny) {
		return bad(": =NAME binds the strain of a bid pattern (4x=T, (1x=O), 2C..3D=T), not of a step or (_)")
	}
	return c, ""
}

func parseBidRef(s string) (int, strainRef, bool) {
	if len(s) < 2 || s[0] < '1' || s[0] > '7' {
		return 0, strainRef{}, false
	}
	r, ok := parseStrainRef(s[1:], true)
	return int(s[0] - '0'), r, ok
}

// value is the value of a module parameter or a bound variable.
type value struct {
	t      ptype
	strain bridge.Strain
	i      int
	r      Range
	flag   bool
	s      string
}

// text returns the value as substituted into an explanation.
func (v value) text() string {
	switch v.t {
	case tSuit, tMajor, tMinor, tStrain:
		return v.strain.Symbol()
	case tInt:
		return strconv.Itoa(v.i)
	case tRange:
		return v.r.String()
	case tFlag:
		return strconv.FormatBool(v.flag)
	}
	return v.s
}

// appendKey appends a canonical form of v to b ("type:strain:int:min-max:
// flag:text"), used to share compiled module bodies: two values have the
// same form only when they are equal.
func (v value) appendKey(b []byte) []byte {
	b = strconv.AppendUint(b, uint64(v.t), 10)
	b = strconv.AppendUint(append(b, ':'), uint64(v.strain), 10)
	b = strconv.AppendInt(append(b, ':'), int64(v.i), 10)
	b = strconv.AppendInt(append(b, ':'), int64(v.r.Min), 10)
	b = strconv.AppendInt(append(b, '-'), int64(v.r.Max), 10)
	b = strconv.AppendBool(append(b, ':'), v.flag)
	return append(append(b, ':'), v.s...)
}

// parseValue reads a parameter value of type t; the error is "" on success.
func parseValue(t ptype, s string) (value, string) {
	v := value{t: t}
	switch t {
	case tSuit, tMajor, tMinor, tStrain:
		r, ok := parseStrainRef(s, t == tStrain)
		if !ok || r.name != "" {
			return v, fmt.Sprintf("%q is not a %s (write C, D, H, S%s or ♣♦♥♠)", s, t, map[bool]string{true: ", N", false: ""}[t == tStrain])
		}
		v.strain = r.strain
		if t == tMajor && !bridge.Suit(r.strain).IsMajor() || t == tMinor && bridge.Suit(r.strain).IsMajor() {
			return v, fmt.Sprintf("%q is not a %s", s, t)
		}
	case tInt:
		n, err := strconv.Atoi(s)
		if err != nil {
			return v, fmt.Sprintf("%q is not a whole number", s)
		}
		v.i = n
	case tRange:
		r, ok := parseRange(s, 37)
		if !ok {
			return v, fmt.Sprintf("%q is not an HCP range (9-12, 15+, =10, 7-)", s)
		}
		v.r = r
	case tFlag:
		switch s {
		case "true", "yes", "":
			v.flag = true
		case "false", "no":
		default:
			return v, fmt.Sprintf("%q is not a flag value (true or false)", s)
		}
	case tText:
		v.s = s
	}
	return v, ""
}

// parseRange reads "12-16", "12+", "=10", "10", "7-" with values 0..max.
func parseRange(s string, max int) (Range, bool) {
	s = strings.TrimPrefix(s, "=")
	num := func(t string) (int, bool) {
		n, err := strconv.Atoi(t)
		return n, err == nil && n >= 0 && n <= max
	}
	switch {
	case strings.HasSuffix(s, "+"):
		n, ok := num(s[:len(s)-1])
		return Range{n, max}, ok
	case strings.HasSuffix(s, "-"):
		n, ok := num(s[:len(s)-1])
		return Range{0, n}, ok
	}
	if a, b, ok := strings.Cut(s, "-"); ok {
		x, ok1 := num(a)
		y, ok2 := num(b)
		return Range{x, y}, ok1 && ok2 && x <= y
	}
	n, ok := num(s)
	return Range{n, n}, ok
}
