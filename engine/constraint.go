package engine

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/mdlint/mdlint/bridge"
)

// Constraint is a boolean formula over the hand of the player making a
// call (language section 9), with its envelope. A nil *Constraint promises
// nothing; its methods accept a nil receiver.
type Constraint struct {
	e    cexpr
	env  envlp
	hcp  Range    // the envelope's HCP range, {1, 0} when empty
	lens [4]Range // its per-suit length ranges, {1, 0} when empty
	text bool     // a `text "..."` part is left to judgment (Unchecked is not empty)
	// exact: a 13-card hand satisfies the formula exactly when its HCP and
	// shape are in the envelope (exactEnvelope), so SatisfiedBy needs no
	// evaluation of the formula
	exact bool
	str   string // String's text, written once when compiled
}

// newConstraint wraps a quantified formula and computes its envelope once.
func newConstraint(e cexpr) *Constraint {
	c := &Constraint{e: e, env: constraintEnvelope(e), str: e.str(0), exact: exactEnvelope(e)}
	walkC(e, func(x cexpr) {
		switch y := x.(type) {
		case *cText:
			c.text = true
		case *cOr:
			y.keepEnvelopes()
		}
	})
	if c.env.empty() {
		c.hcp = Range{1, 0}
		c.lens = [4]Range{{1, 0}, {1, 0}, {1, 0}, {1, 0}}
	} else {
		c.hcp, c.lens = c.env.h, c.env.lengths()
	}
	return c
}

// keepEnvelopes computes the alternatives' envelopes once (closestAlt
// reads them for every hand that breaks the `or`) when none of them reads
// a letter chosen outside it.
func (x *cOr) keepEnvelopes() {
	for _, y := range x.xs {
		if freeLetters(y) != 0 {
			return
		}
	}
	envs := make([]envlp, len(x.xs))
	var a asg
	for i, y := range x.xs {
		envs[i] = y.envelope(&a, topEnv())
	}
	x.envs, x.hcpDis = envs, hcpDisjoint(envs)
}

// freeLetters returns the letters (M, m, x) that atoms of e read and that
// no choice (cExists) inside e binds: those e takes from around it.
func freeLetters(e cexpr) uint8 {
	var m uint8
	switch x := e.(type) {
	case *cAnd:
		for _, y := range x.xs {
			m |= freeLetters(y)
		}
	case *cOr:
		for _, y := range x.xs {
			m |= freeLetters(y)
		}
	case *cNot:
		m = freeLetters(x.x)
	case *cExists:
		m = freeLetters(x.x) &^ x.q
	default:
		m = atomLetters(e)
	}
	return m
}

// Satisfiable reports whether some hand can satisfy the constraint as far
// as the envelope can tell (false means no hand can: an empty envelope).
// A nil constraint is satisfiable.
func (c *Constraint) Satisfiable() bool {
	return c == nil || !c.env.empty()
}

// Check returns the ways hand h breaks the constraint, or nil when h
// satisfies it. `text "..."` parts are not checked (see Unchecked). For an
// alternative (`or`) that h breaks, the violations are those of the
// alternative h comes closest to: when the alternatives' HCP ranges do not
// overlap, one whose range holds h's HCP (an 11-HCP unbalanced hand that
// breaks `hcp 0-5 | hcp 8-11 balanced` breaks "balanced"); otherwise one
// whose shapes hold h's shape (a 13-HCP balanced hand that breaks `hcp
// 12-16 unbalanced | hcp 15-17 balanced` breaks "15-17 HCP"); then the
// fewest violations, the nearest HCP range, the first written.
// An unbound relative suit (M, m, x) is chosen where language section 11
// says (per atom, or once for an AND group that pins it; `not 4+M` is "no
// four-card major"); for a choice that h breaks, the violations are those
// of the value that comes closest: the smallest total shortfall (cards
// short or over for lengths, HCP outside the range; see cexpr.eval), then
// the fewest violations, then the first suit (M ♥ ♠, m ♣ ♦, x ♣ ♦ ♥ ♠).
// `5+M 5+m` on 4♠ 2♥ 5♦ 2♣ is "5+♠, holds 4♠".
//
// A hand that keeps the promise costs no allocation: Check first asks
// SatisfiedBy, and builds the explanation only for a hand that breaks it.
func (c *Constraint) Check(h bridge.Hand) []Violation {
	if c == nil {
		return nil
	}
	f := NewHandFacts(h)
	return c.CheckFacts(&f)
}

// CheckFacts is Check for a hand whose facts are already computed
// (NewHandFacts), so that one hand checked against many calls computes
// them once. It reads f and never changes it. A hand that satisfies the
// constraint returns nil without allocating.
func (c *Constraint) CheckFacts(f *HandFacts) []Violation {
	if c == nil || c.SatisfiedBy(f) {
		return nil
	}
	// lean counts the violations without words, so that they are
	// written into one slice of the right size; eval reaches f and a
	// through interface calls, so they escape: copy them here, on the
	// slow path only, so that the fast path above keeps the caller's
	// facts off the heap.
	var a asg
	ok, s := lean(c.e, f, &a)
	if ok {
		return nil
	}
	g := *f
	ok, v, _ := c.e.eval(&g, &a, make([]Violation, 0, s.n))
	if ok {
		return nil
	}
	return v
}

// String returns the constraint as written, normalised: suits as ♣♦♥♠,
// `|` written "or", juxtaposition kept, parentheses only where needed.
func (c *Constraint) String() string {
	if c == nil {
		return ""
	}
	return c.str
}

// Unchecked returns the `text "..."` parts, in order (nil when none).
func (c *Constraint) Unchecked() []string {
	if c == nil {
		return nil
	}
	var out []string
	walkC(c.e, func(e cexpr) {
		if t, ok := e.(*cText); ok {
			out = append(out, t.s)
		}
	})
	return out
}

// HasUnchecked reports whether the constraint has a `text "..."` part
// (len(Unchecked()) > 0), without building the list: the bidder asks it
// each time it orders the calls that fit.
func (c *Constraint) HasUnchecked() bool { return c != nil && c.text }

// HCP returns the envelope's HCP range, within 0-37 (0-37 when
// unlimited). It is never narrower than the hands that satisfy the
// constraint; see section 11 of the language for how close it is. When no
// hand can satisfy the constraint it is empty: {1, 0}.
func (c *Constraint) HCP() Range {
	if c == nil {
		return Range{0, 37}
	}
	return c.hcp
}

// Lengths returns the envelope's suit-length ranges indexed by bridge.Suit
// (clubs first), each within 0-13 (0-13 when unlimited), and consistent
// with 13 cards: exact for constraints of lengths, patterns, balanced and
// comparisons, never too narrow otherwise. When no hand can satisfy the
// constraint every range is empty: {1, 0}.
func (c *Constraint) Lengths() [4]Range {
	if c == nil {
		return fullLengths()
	}
	return c.lens
}

// ---- the syntax tree ----

// cexpr is a node of a constraint formula.
type cexpr interface {
	str(prec int) string
	// eval reports whether e holds for the hand of f under the letters
	// in a; when it does not, the violations to report, appended to dst
	// (dst itself when e holds), and their gap:
	// how far the hand is from making them hold, summed over the
	// violations. A length atom counts the cards short or over, hcp the
	// points outside the range, a comparison the cards the first suit
	// lacks (or has too many), a pattern the cards to move between suits,
	// key cards and aces the count to the nearest allowed one, controls
	// and losers the distance to the range, `top` the missing honours; any
	// other violation counts 1. The gap is 0 when e holds. A choice of
	// letters (cExists) reports the value with the smallest gap.
	eval(f *HandFacts, a *asg, dst []Violation) (bool, []Violation, int)
	// envelope returns the envelope of e ∧ ctx under the letters in a.
	envelope(a *asg, ctx envlp) envlp
	// sure returns the shapes on which e holds for every hand of the
	// shape (an under-approximation), under the letters in a.
	sure(a *asg) shapeSet
	resolve(sc *scope, d *diags) cexpr
}

// Letters that an unbound relative suit may stand for.
const (
	letM = iota
	letm
	letx
	nLetters
)

// asg is an assignment of the free letters: suit for M, m, x.
type asg [nLetters]int8

// csuit is a suit in a constraint.
type csuit struct {
	ref   strainRef
	p     pos
	fixed int8 // 0-3 concrete; -1 free letter; -2 bound to no-trump (the atom holds trivially)
	free  int8 // letM, letm, letx when fixed == -1
	other bool // OM / om
}

func (s csuit) get(a *asg) int {
	if s.fixed >= 0 {
		return int(s.fixed)
	}
	v := int(a[s.free])
	if s.other {
		switch s.free {
		case letM:
			v = 5 - v
		case letm:
			v = 1 - v
		}
	}
	return v
}

func (s csuit) String() string {
	if s.fixed >= 0 {
		return bridge.Suit(s.fixed).Symbol()
	}
	if s.fixed == -2 {
		return "NT"
	}
	return s.ref.String()
}

func (s csuit) resolve(sc *scope, d *diags) csuit {
	out := s
	out.fixed = -1
	if s.ref.name == "" {
		out.fixed = int8(s.ref.strain)
		return out
	}
	n := s.ref.name
	switch n {
	case "M", "m", "OM", "om":
		base := strings.TrimPrefix(strings.TrimPrefix(n, "O"), "o")
		out.other = len(n) == 2
		if v, ok := sc.lookup(base); ok && isSuitType(v.t) {
			st := int(v.strain)
			if out.other {
				if base == "M" {
					st = 5 - st
				} else {
					st = 1 - st
				}
			}
			out.fixed = int8(st)
			return out
		}
		if base == "M" {
			out.free = letM
		} else {
			out.free = letm
		}
		return out
	case "x":
		out.free = letx
		return out
	}
	v, ok := sc.lookup(n)
	if !ok || !isSuitType(v.t) {
		d.add(s.p, "unknown suit %q: not a suit letter, relative letter (M m OM om x) or a bound suit variable or parameter here", n)
		out.fixed = 0
		return out
	}
	if v.strain == bridge.NoTrump {
		out.fixed = -2
		return out
	}
	out.fixed = int8(v.strain)
	return out
}

func isSuitType(t ptype) bool { return t == tSuit || t == tMajor || t == tMinor || t == tStrain }

type (
	cAnd struct{ xs []cexpr }
	cOr  struct {
		xs []cexpr
		// envs are the alternatives' envelopes and hcpDis whether their
		// HCP ranges are disjoint (closestAlt), computed once by
		// newConstraint when no alternative reads a letter chosen
		// outside it; nil when one does.
		envs   []envlp
		hcpDis bool
	}
	cNot    struct{ x cexpr }
	cExists struct {
		q uint8 // the letters chosen here: bit letM, letm, letx
		x cexpr
	}
	cHCP struct {
		r     Range
		param string
		p     pos
	}
	cLen struct {
		s  csuit
		r  Range
		op string // as written: "+", "-", "=", "range", ""
	}
	cCmp struct {
		a, b csuit
		op   string
	}
	cBal struct{ unbal bool }
	cPat struct {
		lens  [4]int // descending, any order
		named bool
		ns    csuit
		nlen  int
		rest  [3]int // descending lengths of the other suits when named
		text  string
	}
	cKeycards struct {
		s   csuit
		set uint8
	}
	cAces  struct{ set uint8 }
	cQueen struct{ s csuit }
	cTop   struct {
		s    csuit
		k, n int
	}
	cControls struct{ r Range }
	cLosers   struct{ r Range }
	cStopper  struct{ s csuit }
	cVoid     struct {
		s   csuit
		any bool
	}
	cShort struct{ s csuit }
	cText  struct{ s string }
)

func walkC(e cexpr, fn func(cexpr)) {
	fn(e)
	switch x := e.(type) {
	case *cAnd:
		for _, y := range x.xs {
			walkC(y, fn)
		}
	case *cOr:
		for _, y := range x.xs {
			walkC(y, fn)
		}
	case *cNot:
		walkC(x.x, fn)
	case *cExists:
		walkC(x.x, fn)
	}
}

// ---- parsing ----

type ctok struct {
	s   string
	off int
}

func lexConstraint(t text, d *diags) []ctok {
	var out []ctok
	s := t.s
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ':
			i++
		case c == '(' || c == ')' || c == '|' || c == '&':
			out = append(out, ctok{s[i : i+1], i})
			i++
		case c == '"':
			j := strings.IndexByte(s[i+1:], '"')
			if j < 0 {
				d.add(t.at(i), "unclosed quote")
				return out
			}
			out = append(out, ctok{s[i : i+j+2], i})
			i += j + 2
		default:
			j := i
			for j < len(s) && !strings.ContainsRune(" ()|&\"", rune(s[j])) {
				j++
			}
			out = append(out, ctok{s[i:j], i})
			i = j
		}
	}
	return out
}

type cparser struct {
	t    text
	toks []ctok
	i    int
	d    *diags
	bad  bool
}

func (p *cparser) peek() string {
	if p.i < len(p.toks) {
		return p.toks[p.i].s
	}
	return ""
}

func (p *cparser) posHere() pos {
	if p.i < len(p.toks) {
		return p.t.at(p.toks[p.i].off)
	}
	return p.t.at(len(p.t.s))
}

func (p *cparser) errf(format string, args ...any) {
	if !p.bad {
		p.d.add(p.posHere(), format, args...)
	}
	p.bad = true
}

// parseConstraint parses one constraint clause.
func parseConstraint(t text, d *diags) cexpr {
	p := &cparser{t: t, toks: lexConstraint(t, d), d: d}
	e := p.or()
	if !p.bad && p.i < len(p.toks) {
		p.errf("unexpected %q in constraint", p.peek())
	}
	if p.bad {
		return nil
	}
	return e
}

func (p *cparser) or() cexpr {
	xs := []cexpr{p.and()}
	for p.peek() == "|" || p.peek() == "or" {
		p.i++
		xs = append(xs, p.and())
	}
	if len(xs) == 1 {
		return xs[0]
	}
	return &cOr{xs: xs}
}

func (p *cparser) and() cexpr {
	xs := []cexpr{p.unary()}
	for {
		switch p.peek() {
		case "&", "and":
			p.i++
		case "", "|", "or", ")":
			if len(xs) == 1 {
				return xs[0]
			}
			return &cAnd{xs}
		}
		if p.bad {
			return xs[0]
		}
		xs = append(xs, p.unary())
	}
}

func (p *cparser) unary() cexpr {
	if p.peek() == "not" {
		p.i++
		return &cNot{x: p.unary()}
	}
	return p.primary()
}

var cKeywords = map[string]bool{
	"hcp": true, "balanced": true, "unbalanced": true, "keycards": true, "aces": true,
	"queen": true, "top": true, "controls": true, "losers": true, "stopper": true,
	"void": true, "shortness": true, "text": true, "not": true, "and": true, "or": true,
}

func (p *cparser) suitArg(kw string) csuit {
	ps := p.posHere()
	w := p.peek()
	r, ok := parseStrainRef(w, false)
	if w == "" || !ok || cKeywords[w] {
		p.errf("%s needs a suit (C D H S, ♣♦♥♠, M m OM om, or a suit variable), found %q", kw, w)
		return csuit{}
	}
	p.i++
	return csuit{ref: r, p: ps}
}

func (p *cparser) word(kw, what string) string {
	w := p.peek()
	if w == "" || w == "|" || w == "&" || w == "(" || w == ")" {
		p.errf("%s needs %s", kw, what)
		return ""
	}
	p.i++
	return w
}

// parseSet reads "0,3", "1,4", "0-1", "2+" into a bit set over 0..max.
func parseSet(s string, max int) (uint8, bool) {
	var set uint8
	for _, part := range strings.Split(s, ",") {
		r, ok := parseRange(part, max)
		if !ok {
			return 0, false
		}
		for i := r.Min; i <= r.Max; i++ {
			set |= 1 << i
		}
	}
	return set, true
}

func (p *cparser) primary() cexpr {
	w := p.peek()
	ps := p.posHere()
	switch w {
	case "":
		p.errf("constraint expected here")
		return nil
	case "(":
		p.i++
		e := p.or()
		if p.peek() != ")" {
			p.errf("missing ) in constraint")
			return e
		}
		p.i++
		return e
	case ")", "|", "&", "or", "and":
		p.errf("unexpected %q in constraint", w)
		return nil
	}
	p.i++
	switch w {
	case "hcp":
		v := p.word("hcp", "a range: hcp 12-16, hcp 12+, hcp =10, hcp $R")
		if strings.HasPrefix(v, "$") {
			return &cHCP{param: v[1:], p: ps}
		}
		r, ok := parseRange(v, 37)
		if !ok && v != "" {
			p.i--
			p.errf("hcp: %q is not a range 0-37 (12-16, 12+, =10, 7-)", v)
		}
		return &cHCP{r: r}
	case "balanced":
		return &cBal{}
	case "unbalanced":
		return &cBal{unbal: true}
	case "keycards":
		s := p.suitArg("keycards")
		v := p.word("keycards", "the counts: keycards S 0,3")
		set, ok := parseSet(v, 5)
		if !ok && !p.bad {
			p.i--
			p.errf("keycards: %q is not a list of counts 0-5 (0,3 or 1,4)", v)
		}
		return &cKeycards{s: s, set: set}
	case "aces":
		v := p.word("aces", "the counts: aces 1,4")
		set, ok := parseSet(v, 4)
		if !ok && !p.bad {
			p.i--
			p.errf("aces: %q is not a list of counts 0-4", v)
		}
		return &cAces{set: set}
	case "queen":
		return &cQueen{s: p.suitArg("queen")}
	case "top":
		s := p.suitArg("top")
		v := p.word("top", "K/N: top S 2/3")
		k, n, ok := strings.Cut(v, "/")
		ki, e1 := strconv.Atoi(k)
		ni, e2 := strconv.Atoi(n)
		if !ok || e1 != nil || e2 != nil || ni < 1 || ni > 5 || ki < 0 || ki > ni {
			if !p.bad {
				p.i--
				p.errf("top: %q is not K/N with N 1-5 (top S 2/3: two of A K Q)", v)
			}
		}
		return &cTop{s: s, k: ki, n: ni}
	case "controls":
		v := p.word("controls", "a range: controls 4+")
		r, ok := parseRange(v, 12)
		if !ok && !p.bad {
			p.i--
			p.errf("controls: %q is not a range 0-12", v)
		}
		return &cControls{r}
	case "losers":
		v := p.word("losers", "a range: losers 7-")
		r, ok := parseLosers(v)
		if !ok && !p.bad {
			p.i--
			p.errf("losers: %q is not a range 0-12 (7-, 6-8)", v)
		}
		return &cLosers{r}
	case "stopper":
		return &cStopper{s: p.suitArg("stopper")}
	case "shortness":
		return &cShort{s: p.suitArg("shortness")}
	case "void":
		nx := p.peek()
		if r, ok := parseStrainRef(nx, false); ok && nx != "" && !cKeywords[nx] {
			p.i++
			return &cVoid{s: csuit{ref: r, p: p.t.at(p.toks[p.i-1].off)}}
		}
		return &cVoid{any: true}
	case "text":
		v := p.peek()
		s, q := unquote(v)
		if !q {
			p.errf("text needs a quoted string: text \"a nice hand\"")
			return nil
		}
		p.i++
		return &cText{s}
	}
	if e := parseShapeWord(w, ps); e != nil {
		return e
	}
	p.i--
	p.errf("%q in clause %q is not a constraint (hcp 12-16, 4+♥, =4♠, 5+♠5+♥, ♥>♠, balanced, 5M332, 4441, keycards S 0,3, aces 1,4, top S 2/3, controls 4+, losers 7-, stopper S, void, text \"...\"; or an attribute keyword: artificial, forcing, alert, conv, src, when, ...; clauses are separated by ;)", w, p.t.s)
	return nil
}

func parseLosers(v string) (Range, bool) {
	// halves are allowed in writing ("6.5-"); LTC counts whole losers, so the
	// bound is rounded towards the inside of the range.
	fix := func(t string, up bool) (string, bool) {
		if a, b, ok := strings.Cut(t, "."); ok {
			if b != "5" {
				return "", false
			}
			n, err := strconv.Atoi(a)
			if err != nil {
				return "", false
			}
			if up {
				n++
			}
			return strconv.Itoa(n), true
		}
		return t, true
	}
	switch {
	case strings.HasSuffix(v, "-"):
		t, ok := fix(v[:len(v)-1], false)
		if !ok {
			return Range{}, false
		}
		return parseRange(t+"-", 12)
	case strings.HasSuffix(v, "+"):
		t, ok := fix(v[:len(v)-1], true)
		if !ok {
			return Range{}, false
		}
		return parseRange(t+"+", 12)
	}
	return parseRange(v, 12)
}

// parseShapeWord reads length terms (4+H, =4S, 0-1C, 5-6M, 4-H, several
// juxtaposed: 5+♠5+♥), comparisons (H>S, C>=D) and patterns (4441, 5M332).
func parseShapeWord(w string, ps pos) cexpr {
	if w == "" {
		return nil
	}
	// any-order and named patterns
	if len(w) == 4 && allDigits(w) {
		var l [4]int
		sum := 0
		for i := range 4 {
			l[i] = int(w[i] - '0')
			sum += l[i]
		}
		if sum == 13 {
			sortDesc(l[:])
			return &cPat{lens: l, text: w}
		}
		return nil
	}
	if len(w) >= 5 && w[0] >= '0' && w[0] <= '9' && allDigits(w[len(w)-3:]) && !strings.ContainsAny(w, "+-=<>") {
		r, ok := parseStrainRef(w[1:len(w)-3], false)
		if ok {
			n := int(w[0] - '0')
			var rest [3]int
			sum := n
			for i := range 3 {
				rest[i] = int(w[len(w)-3+i] - '0')
				sum += rest[i]
			}
			if sum == 13 {
				sortDesc(rest[:])
				all := [4]int{n, rest[0], rest[1], rest[2]}
				sortDesc(all[:])
				return &cPat{named: true, ns: csuit{ref: r, p: ps}, nlen: n, rest: rest, lens: all, text: w}
			}
		}
		return nil
	}
	// comparisons
	for _, op := range []string{">=", "<=", ">", "<"} {
		if a, b, ok := strings.Cut(w, op); ok {
			ra, ok1 := parseStrainRef(a, false)
			rb, ok2 := parseStrainRef(b, false)
			if ok1 && ok2 {
				return &cCmp{a: csuit{ref: ra, p: ps}, b: csuit{ref: rb, p: ps}, op: op}
			}
			return nil
		}
	}
	// one or more length terms
	var xs []cexpr
	s := w
	for s != "" {
		i := 0
		eq := false
		if s[0] == '=' {
			eq = true
			i = 1
		}
		j := i
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		if j == i {
			return nil
		}
		n, _ := strconv.Atoi(s[i:j])
		r := Range{n, n}
		op := "="
		if !eq {
			op = ""
		}
		if j < len(s) && s[j] == '+' {
			r, op = Range{n, 13}, "+"
			j++
		} else if j < len(s) && s[j] == '-' {
			k := j + 1
			for k < len(s) && s[k] >= '0' && s[k] <= '9' {
				k++
			}
			if k > j+1 {
				m, _ := strconv.Atoi(s[j+1 : k])
				r, op = Range{n, m}, "range"
			} else {
				r, op = Range{0, n}, "-"
			}
			j = k
		}
		if eq && op != "=" {
			return nil
		}
		k := j
		for k < len(s) && !(s[k] >= '0' && s[k] <= '9') && s[k] != '=' {
			k++
		}
		ref, ok := parseStrainRef(s[j:k], false)
		if !ok || j == k || r.Max > 13 || r.Min > r.Max {
			return nil
		}
		xs = append(xs, &cLen{s: csuit{ref: ref, p: ps}, r: r, op: op})
		s = s[k:]
	}
	if len(xs) == 1 {
		return xs[0]
	}
	return &cAnd{xs}
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

func sortDesc(l []int) { sort.Sort(sort.Reverse(sort.IntSlice(l))) }

// ---- resolution: bind names, quantify free letters ----

// compileConstraint resolves the names of e in scope sc, quantifies the
// free relative letters (see quantify) and computes the envelope.
func compileConstraint(e cexpr, sc *scope, d *diags) *Constraint {
	if e == nil {
		return nil
	}
	r := e.resolve(sc, d)
	return newConstraint(quantify(r, 0))
}

// atomLetters returns the unbound letters (M, m, x; OM/om count as their
// letter) that one atom mentions; 0 for and, or, not and ∃.
func atomLetters(e cexpr) uint8 {
	var m uint8
	add := func(s csuit) {
		if s.fixed == -1 {
			m |= 1 << s.free
		}
	}
	switch x := e.(type) {
	case *cLen:
		add(x.s)
	case *cCmp:
		add(x.a)
		add(x.b)
	case *cPat:
		if x.named {
			add(x.ns)
		}
	case *cKeycards:
		add(x.s)
	case *cQueen:
		add(x.s)
	case *cTop:
		add(x.s)
	case *cStopper:
		add(x.s)
	case *cVoid:
		if !x.any {
			add(x.s)
		}
	case *cShort:
		add(x.s)
	}
	return m
}

// pinned returns the letters that e fixes for the AND group around it:
// those an atom of e mentions outside any `not`; for an `or`, only those
// that every alternative pins.
func pinned(e cexpr) uint8 {
	switch x := e.(type) {
	case *cAnd:
		var m uint8
		for _, y := range x.xs {
			m |= pinned(y)
		}
		return m
	case *cOr:
		m := uint8(1<<nLetters - 1)
		for _, y := range x.xs {
			m &= pinned(y)
		}
		return m
	case *cNot:
		return 0
	case *cExists:
		return pinned(x.x) &^ x.q
	}
	return atomLetters(e)
}

// quantify places the "some suit" (∃) of every unbound letter; bound holds
// the letters already chosen by an enclosing AND group. The rule (language
// section 11, "Constraints"):
//
//   - an AND group (juxtaposed terms, & / and, the ; clauses of a line)
//     chooses once each letter that one of its terms pins (pinned): every
//     mention of that letter in the group, inside `not` and `or` too, is
//     the same suit (5+M 4+OM, 5+M not 6+M);
//   - otherwise each `or` alternative chooses for itself, and so does the
//     operand of each `not` (¬∃: not 4+M is "no four-card major");
//   - an atom that is not inside such a choice chooses for itself (∃ per
//     atom): M>m is "some major longer than some minor".
func quantify(e cexpr, bound uint8) cexpr {
	wrap := func(q uint8, e cexpr) cexpr {
		if q == 0 {
			return e
		}
		return &cExists{q: q, x: e}
	}
	switch x := e.(type) {
	case *cAnd:
		here := pinned(x) &^ bound
		for i, y := range x.xs {
			x.xs[i] = quantify(y, bound|here)
		}
		return wrap(here, x)
	case *cOr:
		for i, y := range x.xs {
			x.xs[i] = quantify(y, bound)
		}
		return x
	case *cNot:
		x.x = quantify(x.x, bound)
		return x
	case *cExists:
		x.x = quantify(x.x, bound|x.q)
		return x
	}
	return wrap(atomLetters(e)&^bound, e)
}

func (x *cAnd) resolve(sc *scope, d *diags) cexpr {
	out := &cAnd{}
	for _, y := range x.xs {
		out.xs = append(out.xs, y.resolve(sc, d))
	}
	return out
}
func (x *cOr) resolve(sc *scope, d *diags) cexpr {
	out := &cOr{}
	for _, y := range x.xs {
		out.xs = append(out.xs, y.resolve(sc, d))
	}
	return out
}
func (x *cNot) resolve(sc *scope, d *diags) cexpr    { return &cNot{x: x.x.resolve(sc, d)} }
func (x *cExists) resolve(sc *scope, d *diags) cexpr { return &cExists{q: x.q, x: x.x.resolve(sc, d)} }
func (x *cHCP) resolve(sc *scope, d *diags) cexpr {
	if x.param == "" {
		return x
	}
	v, ok := sc.lookup(x.param)
	if !ok || v.t != tRange {
		d.add(x.p, "hcp $%s: no range parameter %s here", x.param, x.param)
		return &cHCP{r: Range{0, 37}}
	}
	return &cHCP{r: v.r}
}
func (x *cLen) resolve(sc *scope, d *diags) cexpr {
	return &cLen{s: x.s.resolve(sc, d), r: x.r, op: x.op}
}
func (x *cCmp) resolve(sc *scope, d *diags) cexpr {
	return &cCmp{a: x.a.resolve(sc, d), b: x.b.resolve(sc, d), op: x.op}
}
func (x *cBal) resolve(*scope, *diags) cexpr { return x }
func (x *cPat) resolve(sc *scope, d *diags) cexpr {
	y := *x
	if x.named {
		y.ns = x.ns.resolve(sc, d)
	}
	return &y
}
func (x *cKeycards) resolve(sc *scope, d *diags) cexpr {
	return &cKeycards{s: x.s.resolve(sc, d), set: x.set}
}
func (x *cAces) resolve(*scope, *diags) cexpr { return x }
func (x *cQueen) resolve(sc *scope, d *diags) cexpr {
	return &cQueen{s: x.s.resolve(sc, d)}
}
func (x *cTop) resolve(sc *scope, d *diags) cexpr {
	return &cTop{s: x.s.resolve(sc, d), k: x.k, n: x.n}
}
func (x *cControls) resolve(*scope, *diags) cexpr { return x }
func (x *cLosers) resolve(*scope, *diags) cexpr   { return x }
func (x *cStopper) resolve(sc *scope, d *diags) cexpr {
	return &cStopper{s: x.s.resolve(sc, d)}
}
func (x *cVoid) resolve(sc *scope, d *diags) cexpr {
	if x.any {
		return x
	}
	return &cVoid{s: x.s.resolve(sc, d)}
}
func (x *cShort) resolve(sc *scope, d *diags) cexpr { return &cShort{s: x.s.resolve(sc, d)} }
func (x *cText) resolve(*scope, *diags) cexpr       { return x }

// ---- printing ----

const (
	precOr = iota + 1
	precAnd
	precUnary
)

func paren(s string, need bool) string {
	if need {
		return "(" + s + ")"
	}
	return s
}

func (x *cAnd) str(prec int) string {
	var p []string
	for _, y := range x.xs {
		p = append(p, y.str(precAnd))
	}
	return paren(strings.Join(p, " "), prec > precAnd)
}
func (x *cOr) str(prec int) string {
	var p []string
	for _, y := range x.xs {
		p = append(p, y.str(precOr))
	}
	return paren(strings.Join(p, " or "), prec > precOr)
}
func (x *cNot) str(int) string      { return "not " + x.x.str(precUnary) }
func (x *cExists) str(p int) string { return x.x.str(p) }
func (x *cHCP) str(int) string {
	if x.param != "" {
		return "hcp $" + x.param
	}
	return "hcp " + rangeText(x.r, 37)
}
func rangeText(r Range, max int) string {
	switch {
	case r.Min == r.Max:
		return "=" + strconv.Itoa(r.Min)
	case r.Max == max:
		return strconv.Itoa(r.Min) + "+"
	case r.Min == 0:
		return strconv.Itoa(r.Max) + "-"
	}
	return r.String()
}
func (x *cLen) str(int) string { return lenText(x.r, x.s.String()) }
func lenText(r Range, s string) string {
	switch {
	case r.Min == r.Max:
		return "=" + strconv.Itoa(r.Min) + s
	case r.Max == 13:
		return strconv.Itoa(r.Min) + "+" + s
	case r.Min == 0:
		return strconv.Itoa(r.Max) + "-" + s
	}
	return r.String() + s
}
func (x *cCmp) str(int) string { return x.a.String() + x.op + x.b.String() }
func (x *cBal) str(int) string {
	if x.unbal {
		return "unbalanced"
	}
	return "balanced"
}
func (x *cPat) str(int) string {
	if x.named {
		return fmt.Sprintf("%d%s%d%d%d", x.nlen, x.ns, x.rest[0], x.rest[1], x.rest[2])
	}
	return fmt.Sprintf("%d%d%d%d", x.lens[0], x.lens[1], x.lens[2], x.lens[3])
}
func setText(set uint8) string {
	var p []string
	for i := 0; i < 8; i++ {
		if set&(1<<i) != 0 {
			p = append(p, strconv.Itoa(i))
		}
	}
	return strings.Join(p, ",")
}
func (x *cKeycards) str(int) string { return "keycards " + x.s.String() + " " + setText(x.set) }
func (x *cAces) str(int) string     { return "aces " + setText(x.set) }
func (x *cQueen) str(int) string    { return "queen " + x.s.String() }
func (x *cTop) str(int) string      { return fmt.Sprintf("top %s %d/%d", x.s, x.k, x.n) }
func (x *cControls) str(int) string { return "controls " + rangeText(x.r, 12) }
func (x *cLosers) str(int) string   { return "losers " + rangeText(x.r, 12) }
func (x *cStopper) str(int) string  { return "stopper " + x.s.String() }
func (x *cVoid) str(int) string {
	if x.any {
		return "void"
	}
	return "void " + x.s.String()
}
func (x *cShort) str(int) string { return "shortness " + x.s.String() }
func (x *cText) str(int) string  { return "text " + strconv.Quote(x.s) }
