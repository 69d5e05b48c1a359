package check

import (
	"strconv"
	"strings"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
)

// The simulation classifies millions of hands. engine.Constraint.Check
// builds a violation message for every clause a hand breaks, which costs
// several microseconds per call; the simulation only needs yes or no. So the
// constraint's normalised text (Constraint.String, language section 9) is
// compiled here into a predicate over precomputed hand facts. A constraint
// this compiler does not understand, or whose predicate disagrees with Check
// on any of the verification hands, is checked with Check itself (see
// newMatcher): the fast path can make the run faster, never different.

// facts are the values of one hand that constraints test, computed once.
type facts struct {
	h        bridge.Hand
	hcp      int
	lens     [4]int
	pattern  [4]int // lengths sorted, longest first
	balanced bool
	losers   int // -1 until needed
}

func newFacts(h bridge.Hand) facts {
	f := facts{h: h, hcp: h.HCP(), lens: h.Lengths(), losers: -1}
	f.pattern = h.Pattern()
	f.balanced = f.pattern[3] >= 2 && f.pattern[0] <= 5 && !(f.pattern[0] == 5 && f.pattern[1] == 4)
	return f
}

func (f *facts) loserCount() int {
	if f.losers < 0 {
		f.losers = f.h.Losers()
	}
	return f.losers
}

// letters: the relative suits a constraint may leave unbound.
const (
	letM = iota // a major
	letm        // a minor
	letx        // any suit
	nLetters
)

type asg [nLetters]int8 // bridge.Suit per letter, -1 when unbound

// sref is a suit reference: a concrete suit, or a letter (other: OM/om).
type sref struct {
	suit   int8 // concrete suit, or -1
	letter int8 // letM/letm/letx when suit is -1
	other  bool
}

func (r sref) resolve(a *asg) int {
	if r.suit >= 0 {
		return int(r.suit)
	}
	s := int(a[r.letter])
	if r.other {
		switch s {
		case int(bridge.Hearts):
			return int(bridge.Spades)
		case int(bridge.Spades):
			return int(bridge.Hearts)
		case int(bridge.Clubs):
			return int(bridge.Diamonds)
		case int(bridge.Diamonds):
			return int(bridge.Clubs)
		}
	}
	return s
}

func parseSref(t string) (sref, bool) {
	switch t {
	case "♣", "C":
		return sref{suit: int8(bridge.Clubs)}, true
	case "♦", "D":
		return sref{suit: int8(bridge.Diamonds)}, true
	case "♥", "H":
		return sref{suit: int8(bridge.Hearts)}, true
	case "♠", "S":
		return sref{suit: int8(bridge.Spades)}, true
	case "M":
		return sref{suit: -1, letter: letM}, true
	case "m":
		return sref{suit: -1, letter: letm}, true
	case "OM":
		return sref{suit: -1, letter: letM, other: true}, true
	case "om":
		return sref{suit: -1, letter: letm, other: true}, true
	case "x":
		return sref{suit: -1, letter: letx}, true
	}
	return sref{}, false
}

// pnode is a compiled constraint formula.
type pnode interface {
	eval(f *facts, a *asg) bool
	letters() uint8 // bit set of letters used
}

type (
	pAnd    []pnode
	pOr     []pnode
	pNot    struct{ x pnode }
	pExists struct {
		lets uint8
		x    pnode
	}
	pTrue  struct{}
	pRange struct {
		what     int // 0 hcp, 1 losers, 2 controls, 3 aces
		min, max int
	}
	pLen struct {
		s        sref
		min, max int
	}
	pCmp struct {
		a, b sref
		op   string
	}
	pBal struct{ want bool }
	pPat struct {
		lens  [4]int // sorted, longest first
		named bool
		s     sref
		n     int
	}
	pSuitTest struct {
		kind int // 0 queen, 1 stopper, 2 void, 3 shortness
		s    sref
	}
	pVoidAny struct{}
	pTop     struct {
		s    sref
		k, n int
	}
	pKeycards struct {
		s   sref
		set uint8
	}
)

func (x pAnd) eval(f *facts, a *asg) bool {
	for _, c := range x {
		if !c.eval(f, a) {
			return false
		}
	}
	return true
}
func (x pOr) eval(f *facts, a *asg) bool {
	for _, c := range x {
		if c.eval(f, a) {
			return true
		}
	}
	return false
}
func (x pNot) eval(f *facts, a *asg) bool { return !x.x.eval(f, a) }
func (x pExists) eval(f *facts, a *asg) bool {
	return exists(x.lets, 0, f, a, x.x)
}

func exists(lets uint8, l int, f *facts, a *asg, x pnode) bool {
	for l < nLetters && lets&(1<<l) == 0 {
		l++
	}
	if l == nLetters {
		return x.eval(f, a)
	}
	var cands []bridge.Suit
	switch l {
	case letM:
		cands = []bridge.Suit{bridge.Hearts, bridge.Spades}
	case letm:
		cands = []bridge.Suit{bridge.Clubs, bridge.Diamonds}
	default:
		cands = bridge.Suits[:]
	}
	old := a[l]
	defer func() { a[l] = old }()
	for _, s := range cands {
		a[l] = int8(s)
		if exists(lets, l+1, f, a, x) {
			return true
		}
	}
	return false
}

func (pTrue) eval(*facts, *asg) bool { return true }
func (x pRange) eval(f *facts, _ *asg) bool {
	var v int
	switch x.what {
	case 0:
		v = f.hcp
	case 1:
		v = f.loserCount()
	case 2:
		v = f.h.Controls()
	case 3:
		v = f.h.Aces()
	}
	return v >= x.min && v <= x.max
}
func (x pLen) eval(f *facts, a *asg) bool {
	l := f.lens[x.s.resolve(a)]
	return l >= x.min && l <= x.max
}
func (x pCmp) eval(f *facts, a *asg) bool {
	p, q := f.lens[x.a.resolve(a)], f.lens[x.b.resolve(a)]
	switch x.op {
	case ">":
		return p > q
	case ">=":
		return p >= q
	case "<":
		return p < q
	}
	return p <= q
}
func (x pBal) eval(f *facts, _ *asg) bool { return f.balanced == x.want }
func (x pPat) eval(f *facts, a *asg) bool {
	if f.pattern != x.lens {
		return false
	}
	return !x.named || f.lens[x.s.resolve(a)] == x.n
}
func (x pSuitTest) eval(f *facts, a *asg) bool {
	s := bridge.Suit(x.s.resolve(a))
	switch x.kind {
	case 0:
		return f.h.HasQueen(s)
	case 1:
		return f.h.Stopper(s)
	case 2:
		return f.lens[s] == 0
	}
	return f.lens[s] <= 1
}
func (pVoidAny) eval(f *facts, _ *asg) bool { return f.pattern[3] == 0 }
func (x pTop) eval(f *facts, a *asg) bool {
	return f.h.TopHonours(bridge.Suit(x.s.resolve(a)), x.n) >= x.k
}
func (x pKeycards) eval(f *facts, a *asg) bool {
	return x.set&(1<<uint(f.h.KeyCards(bridge.Suit(x.s.resolve(a))))) != 0
}

func lettersOf(rs ...sref) uint8 {
	var b uint8
	for _, r := range rs {
		if r.suit < 0 {
			b |= 1 << uint(r.letter)
		}
	}
	return b
}

func (x pAnd) letters() uint8 {
	var b uint8
	for _, c := range x {
		b |= c.letters()
	}
	return b
}
func (x pOr) letters() uint8 {
	var b uint8
	for _, c := range x {
		b |= c.letters()
	}
	return b
}
func (x pNot) letters() uint8      { return x.x.letters() }
func (x pExists) letters() uint8   { return x.x.letters() &^ x.lets }
func (pTrue) letters() uint8       { return 0 }
func (pRange) letters() uint8      { return 0 }
func (x pLen) letters() uint8      { return lettersOf(x.s) }
func (x pCmp) letters() uint8      { return lettersOf(x.a, x.b) }
func (pBal) letters() uint8        { return 0 }
func (x pPat) letters() uint8      { return lettersOf(x.s) }
func (x pSuitTest) letters() uint8 { return lettersOf(x.s) }
func (pVoidAny) letters() uint8    { return 0 }
func (x pTop) letters() uint8      { return lettersOf(x.s) }
func (x pKeycards) letters() uint8 { return lettersOf(x.s) }

// outsideNot returns the letters used outside every `not` of x.
func outsideNot(x pnode) uint8 {
	switch v := x.(type) {
	case pNot:
		return 0
	case pAnd:
		var b uint8
		for _, c := range v {
			b |= outsideNot(c)
		}
		return b
	case pOr:
		var b uint8
		for _, c := range v {
			b |= outsideNot(c)
		}
		return b
	}
	return x.letters()
}

// quantify mirrors the engine's rule (compileConstraint): free letters are
// quantified at the top of the constraint, and inside a `not` for letters
// that occur only inside it.
func quantify(x pnode, bound uint8) pnode {
	switch v := x.(type) {
	case pNot:
		inner := v.x.letters() &^ bound
		y := quantify(v.x, bound|inner)
		if inner != 0 {
			y = pExists{inner, y}
		}
		return pNot{y}
	case pAnd:
		out := make(pAnd, len(v))
		for i, c := range v {
			out[i] = quantify(c, bound)
		}
		return out
	case pOr:
		out := make(pOr, len(v))
		for i, c := range v {
			out[i] = quantify(c, bound)
		}
		return out
	}
	return x
}

// compileFast compiles the normalised text of a constraint. It returns
// false for anything it does not understand.
func compileFast(s string) (pnode, bool) {
	toks, ok := tokenize(s)
	if !ok {
		return nil, false
	}
	p := &fparser{toks: toks}
	x, ok := p.or()
	if !ok || p.i != len(p.toks) {
		return nil, false
	}
	top := outsideNot(x)
	x = quantify(x, top)
	if top != 0 {
		x = pExists{top, x}
	}
	return x, true
}

func tokenize(s string) ([]string, bool) {
	var toks []string
	for i := 0; i < len(s); {
		switch c := s[i]; {
		case c == ' ':
			i++
		case c == '(' || c == ')':
			toks = append(toks, s[i:i+1])
			i++
		case c == '"':
			j := i + 1
			for j < len(s) && s[j] != '"' {
				if s[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(s) {
				return nil, false
			}
			toks = append(toks, s[i:j+1])
			i = j + 1
		default:
			j := i
			for j < len(s) && s[j] != ' ' && s[j] != '(' && s[j] != ')' {
				j++
			}
			toks = append(toks, s[i:j])
			i = j
		}
	}
	return toks, true
}

type fparser struct {
	toks []string
	i    int
}

func (p *fparser) peek() string {
	if p.i < len(p.toks) {
		return p.toks[p.i]
	}
	return ""
}

func (p *fparser) next() string {
	t := p.peek()
	p.i++
	return t
}

func (p *fparser) or() (pnode, bool) {
	var alts pOr
	for {
		x, ok := p.and()
		if !ok {
			return nil, false
		}
		alts = append(alts, x)
		if p.peek() != "or" {
			break
		}
		p.i++
	}
	if len(alts) == 1 {
		return alts[0], true
	}
	return alts, true
}

func (p *fparser) and() (pnode, bool) {
	var xs pAnd
	for t := p.peek(); t != "" && t != "or" && t != ")"; t = p.peek() {
		x, ok := p.unary()
		if !ok {
			return nil, false
		}
		xs = append(xs, x)
	}
	switch len(xs) {
	case 0:
		return nil, false
	case 1:
		return xs[0], true
	}
	return xs, true
}

func (p *fparser) unary() (pnode, bool) {
	switch t := p.next(); t {
	case "not":
		x, ok := p.unary()
		return pNot{x}, ok
	case "(":
		x, ok := p.or()
		if !ok || p.next() != ")" {
			return nil, false
		}
		return x, true
	case "text":
		if !strings.HasPrefix(p.next(), `"`) {
			return nil, false
		}
		return pTrue{}, true
	case "hcp", "losers", "controls":
		what := map[string]int{"hcp": 0, "losers": 1, "controls": 2}[t]
		max := 37
		if what != 0 {
			max = 12
		}
		lo, hi, ok := parseRangeText(p.next(), max)
		return pRange{what: what, min: lo, max: hi}, ok
	case "aces":
		set, ok := parseSet(p.next())
		if !ok {
			return nil, false
		}
		var alts pOr
		for v := 0; v <= 4; v++ {
			if set&(1<<v) != 0 {
				alts = append(alts, pRange{what: 3, min: v, max: v})
			}
		}
		return alts, len(alts) > 0
	case "keycards":
		s, ok := parseSref(p.next())
		if !ok {
			return nil, false
		}
		set, ok := parseSet(p.next())
		return pKeycards{s: s, set: set}, ok
	case "queen", "stopper", "shortness":
		s, ok := parseSref(p.next())
		return pSuitTest{kind: map[string]int{"queen": 0, "stopper": 1, "shortness": 3}[t], s: s}, ok
	case "void":
		if s, ok := parseSref(p.peek()); ok {
			p.i++
			return pSuitTest{kind: 2, s: s}, true
		}
		return pVoidAny{}, true
	case "top":
		s, ok := parseSref(p.next())
		if !ok {
			return nil, false
		}
		k, n, ok := strings.Cut(p.next(), "/")
		ki, e1 := strconv.Atoi(k)
		ni, e2 := strconv.Atoi(n)
		return pTop{s: s, k: ki, n: ni}, ok && e1 == nil && e2 == nil
	case "balanced":
		return pBal{true}, true
	case "unbalanced":
		return pBal{false}, true
	default:
		return parseShape(t)
	}
}

// parseRangeText reads "12-16", "12+", "7-", "=10" or "10".
func parseRangeText(t string, max int) (int, int, bool) {
	t = strings.TrimPrefix(t, "=")
	switch {
	case strings.HasSuffix(t, "+"):
		n, err := strconv.Atoi(t[:len(t)-1])
		return n, max, err == nil
	case strings.HasSuffix(t, "-"):
		n, err := strconv.Atoi(t[:len(t)-1])
		return 0, n, err == nil
	}
	if a, b, ok := strings.Cut(t, "-"); ok {
		x, e1 := strconv.Atoi(a)
		y, e2 := strconv.Atoi(b)
		return x, y, e1 == nil && e2 == nil
	}
	n, err := strconv.Atoi(t)
	return n, n, err == nil
}

func parseSet(t string) (uint8, bool) {
	var set uint8
	for _, f := range strings.Split(t, ",") {
		n, err := strconv.Atoi(f)
		if err != nil || n < 0 || n > 7 {
			return 0, false
		}
		set |= 1 << uint(n)
	}
	return set, true
}

// parseShape reads length terms (4+♥, =4♠, 0-1♣, 4-♥, juxtaposed 5+♠5+♥),
// comparisons (♥>=♠) and patterns (4441, 5M332).
func parseShape(w string) (pnode, bool) {
	if len(w) == 4 && allDigits(w) {
		var l [4]int
		sum := 0
		for i := range 4 {
			l[i] = int(w[i] - '0')
			sum += l[i]
		}
		sortDesc4(&l)
		return pPat{lens: l}, sum == 13
	}
	if len(w) >= 5 && allDigits(w[len(w)-3:]) && w[0] >= '0' && w[0] <= '9' && !strings.ContainsAny(w, "+-=<>") {
		s, ok := parseSref(w[1 : len(w)-3])
		if !ok {
			return nil, false
		}
		n := int(w[0] - '0')
		l := [4]int{n, int(w[len(w)-3] - '0'), int(w[len(w)-2] - '0'), int(w[len(w)-1] - '0')}
		if l[0]+l[1]+l[2]+l[3] != 13 {
			return nil, false
		}
		sortDesc4(&l)
		return pPat{lens: l, named: true, s: s, n: n}, true
	}
	for _, op := range []string{">=", "<=", ">", "<"} {
		if a, b, ok := strings.Cut(w, op); ok {
			ra, ok1 := parseSref(a)
			rb, ok2 := parseSref(b)
			return pCmp{a: ra, b: rb, op: op}, ok1 && ok2
		}
	}
	var xs pAnd
	for s := w; s != ""; {
		eq := s[0] == '='
		i := 0
		if eq {
			i = 1
		}
		j := i
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		if j == i {
			return nil, false
		}
		n, _ := strconv.Atoi(s[i:j])
		lo, hi := n, n
		if j < len(s) && s[j] == '+' {
			hi = 13
			j++
		} else if j < len(s) && s[j] == '-' {
			k := j + 1
			for k < len(s) && s[k] >= '0' && s[k] <= '9' {
				k++
			}
			if k > j+1 {
				hi, _ = strconv.Atoi(s[j+1 : k])
			} else {
				lo, hi = 0, n
			}
			j = k
		}
		k := j
		for k < len(s) && !(s[k] >= '0' && s[k] <= '9') && s[k] != '=' {
			k++
		}
		r, ok := parseSref(s[j:k])
		if !ok {
			return nil, false
		}
		xs = append(xs, pLen{s: r, min: lo, max: hi})
		s = s[k:]
	}
	if len(xs) == 1 {
		return xs[0], true
	}
	return xs, len(xs) > 0
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

func sortDesc4(l *[4]int) {
	for i := 1; i < 4; i++ {
		for j := i; j > 0 && l[j] > l[j-1]; j-- {
			l[j], l[j-1] = l[j-1], l[j]
		}
	}
}

// matcher decides whether a hand satisfies one constraint, by the compiled
// predicate when it agreed with Check on every verification hand, else by
// Check. The zero matcher (nil constraint) accepts every hand.
type matcher struct {
	c    *engine.Constraint
	fast pnode
	env  envelope
}

// newMatcher prepares c, verifying the fast predicate against Check on
// hands (the same hands for every constraint of a run).
func newMatcher(c *engine.Constraint, hands []facts) *matcher {
	m := &matcher{c: c, env: envelopeOf(c)}
	if c == nil {
		return m
	}
	x, ok := compileFast(c.String())
	if !ok {
		return m
	}
	var a asg
	for i := range a {
		a[i] = -1
	}
	for i := range hands {
		f := hands[i]
		if x.eval(&f, &a) != (c.Check(f.h) == nil) {
			return m
		}
	}
	m.fast = x
	return m
}

// fits reports whether the hand with facts f satisfies the constraint.
func (m *matcher) fits(f *facts) bool {
	if m.c == nil {
		return true
	}
	if !m.env.admits(f.hcp, &f.lens) {
		return false
	}
	if m.fast != nil {
		var a asg
		for i := range a {
			a[i] = -1
		}
		return m.fast.eval(f, &a)
	}
	return m.c.Check(f.h) == nil
}
