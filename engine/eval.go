package engine

import (
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"github.com/mdlint/mdlint/bridge"
)

// HandFacts are the values of one hand that constraints read (HCP 0-37,
// suit lengths 0-13, the pattern, aces, controls 0-12, losers 0-12, the
// shape), computed once by NewHandFacts so that one hand can be tested
// against many constraints (Constraint.SatisfiedBy) without computing them
// again. The zero value is the facts of an empty hand, not of a real one:
// use NewHandFacts. A HandFacts is a plain value: copy it freely, share it
// between goroutines read-only.
type HandFacts struct {
	h        bridge.Hand
	hcp      int
	len      [4]int
	bits     [4]uint16
	sorted   [4]int // lengths, longest first
	shape    int    // index of the shape (lengths ♣ ♦ ♥ ♠) in shapeTab
	balanced bool
	aces     int
	controls int
	losers   int
}

// NewHandFacts computes the facts of hand h. h should hold 13 cards; a
// hand of another size gives facts too (its shape then counts as no shape
// and satisfies no constraint that limits lengths), never a panic.
func NewHandFacts(h bridge.Hand) HandFacts {
	f := HandFacts{h: h, hcp: h.HCP(), shape: -1}
	n := 0
	for s := range 4 {
		b := h.SuitBits(bridge.Suit(s))
		f.bits[s] = b
		f.len[s] = bits.OnesCount16(b)
		n += f.len[s]
		if b&(1<<bridge.Ace) != 0 {
			f.aces++
			f.controls += 2
		}
		if b&(1<<bridge.King) != 0 {
			f.controls++
		}
		// losers (LTC): per suit, each of the first min(length, 3) of
		// A, K, Q that the hand lacks (a singleton K is a loser, Qxx two)
		k := min(f.len[s], 3)
		for i := 0; i < k; i++ {
			if b&(1<<(bridge.Ace-bridge.Rank(i))) == 0 {
				f.losers++
			}
		}
	}
	f.sorted = f.len
	// insertion sort, longest first (four elements, no allocation)
	for i := 1; i < 4; i++ {
		for j := i; j > 0 && f.sorted[j] > f.sorted[j-1]; j-- {
			f.sorted[j], f.sorted[j-1] = f.sorted[j-1], f.sorted[j]
		}
	}
	f.balanced = isBalanced(f.sorted)
	if n == 13 {
		f.shape = int(shapeTab.index[f.len[0]][f.len[1]][f.len[2]])
	}
	return f
}

// Hand returns the hand the facts were computed from.
func (f *HandFacts) Hand() bridge.Hand { return f.h }

func (f *HandFacts) has(s int, r bridge.Rank) bool { return f.bits[s]&(1<<r) != 0 }

func (f *HandFacts) shapeText() string {
	l := f.sorted
	return fmt.Sprintf("%d-%d-%d-%d", l[0], l[1], l[2], l[3])
}

// handText is "5♠ 4♥ 2♦ 2♣, 14 HCP".
func (f *HandFacts) handText() string {
	return fmt.Sprintf("%d♠ %d♥ %d♦ %d♣, %d HCP", f.len[3], f.len[2], f.len[1], f.len[0], f.hcp)
}

// suitText is the holding in suit s as players write it: "♠AQ42", "♥—".
func (f *HandFacts) suitText(s int) string {
	var b strings.Builder
	b.WriteString(bridge.Suit(s).Symbol())
	if f.bits[s] == 0 {
		b.WriteString("—")
	}
	for r := int(bridge.Ace); r >= 0; r-- {
		if f.bits[s]&(1<<r) != 0 {
			b.WriteString(bridge.Rank(r).String())
		}
	}
	return b.String()
}

// stopper: A, Kx, Qxx or Jxxx (or longer).
func (f *HandFacts) stopper(s int) bool {
	l := f.len[s]
	return f.has(s, bridge.Ace) || f.has(s, bridge.King) && l >= 2 ||
		f.has(s, bridge.Queen) && l >= 3 || f.has(s, bridge.Jack) && l >= 4
}

func (f *HandFacts) top(s, n int) int {
	c := 0
	for i := 0; i < n; i++ {
		if f.has(s, bridge.Ace-bridge.Rank(i)) {
			c++
		}
	}
	return c
}

// fail is the result of an atom the hand breaks: one violation, appended
// to dst, gap how far the hand is from the promise (at least 1; see
// cexpr.eval).
func fail(dst []Violation, kind, promise, fact string, gap int) (bool, []Violation, int) {
	return false, append(dst, Violation{Kind: kind, Promise: promise, Fact: fact}), max(gap, 1)
}

// outside is how far v lies outside r: 0 inside, else the distance to the
// nearer end (cards for lengths, points for HCP).
func outside(r Range, v int) int { return max(r.Min-v, v-r.Max, 0) }

// setGap is how far count n is from the nearest count in set (bit k for
// count k); 1 when the set is empty.
func setGap(set uint8, n int) int {
	best := -1
	for k := range 8 {
		if d := max(k-n, n-k); set&(1<<k) != 0 && (best < 0 || d < best) {
			best = d
		}
	}
	return max(best, 1)
}

func hcpPromise(r Range) string {
	switch {
	case r.Min == r.Max:
		return fmt.Sprintf("%d HCP", r.Min)
	case r.Max >= 37:
		return fmt.Sprintf("%d+ HCP", r.Min)
	case r.Min == 0:
		return fmt.Sprintf("at most %d HCP", r.Max)
	}
	return fmt.Sprintf("%d-%d HCP", r.Min, r.Max)
}

func (x *cAnd) eval(f *HandFacts, a *asg, dst []Violation) (bool, []Violation, int) {
	ok, gap := true, 0
	for _, y := range x.xs {
		o, d, g := y.eval(f, a, dst)
		if !o {
			ok = false
			dst = d
			gap += g
		}
	}
	return ok, dst, gap
}

// eval of `or`: it holds if an alternative does; otherwise the
// violations of the closest alternative (see closestAlt), or one
// violation naming them all (lengthAlts, strengthAlts). The choice is made
// on the alternatives' lean sums (lean.go), so that only what is reported
// is worded.
func (x *cOr) eval(f *HandFacts, a *asg, dst []Violation) (bool, []Violation, int) {
	var buf [maxAlts]sum
	ss := buf[:0]
	if len(x.xs) > maxAlts {
		ss = make([]sum, 0, len(x.xs))
	}
	for _, y := range x.xs {
		o, t := lean(y, f, a)
		if o {
			return true, dst, 0
		}
		ss = append(ss, t)
	}
	mode, i := x.choose(ss, f, a)
	switch mode {
	case orLengths, orStrength:
		vs := make([][]Violation, len(x.xs))
		gaps := make([]int, len(x.xs))
		for j, y := range x.xs {
			_, vs[j], gaps[j] = y.eval(f, a, nil)
		}
		if mode == orLengths {
			if v, g, ok := lengthAlts(x.xs, vs, gaps, f, a); ok {
				return false, append(dst, v), g
			}
		} else if v, g, ok := strengthAlts(x.xs, vs, gaps); ok {
			return false, append(dst, v), g
		}
		// choose and the merges disagree: a bug, which
		// TestLeanAgreesWithEval catches; report the first alternative
		return false, append(dst, vs[0]...), gaps[0]
	}
	start := len(dst)
	_, dst, gap := x.xs[i].eval(f, a, dst)
	if kept := keptParts(x.xs[i], f, a); kept != "" {
		// an alternative inside an alternative: the outer parts first
		vs := dst[start:]
		for j := range vs {
			if vs[j].Type == "" {
				vs[j].Type = kept
			} else {
				vs[j].Type = kept + ", " + vs[j].Type
			}
		}
	}
	return false, dst, gap
}

// lengthAlts merges the violations of an `or` whose alternatives each
// break promises of one kind, length or shape: single length atoms
// (`4+H | 4+S`, "at least one 4-card major", on a 3=3=4=3 hand), ANDs of
// lengths of named suits (`5+S 5+H | 5+D 5+C`, the two-suited 2NT) or
// shape patterns (`4441 | 5m440`). Naming one of them ("shows 4+♥",
// "shows 5+♠", "shows 4441") would tell the player the call promised that
// one, so the violation names them all, "4+♥ or 4+♠", "5+♠ 5+♥ or 5+♦
// 5+♣", "4441 or 5m440", with the facts: "holds 3♥, 3♠"; for ANDs the
// hand's length in every suit the alternatives name, "holds 4♠, 5♥, 2♦,
// 2♣"; a shape once. The gap is the least. ok is false when the
// alternatives break promises of another kind or of two kinds, or one of
// them is another formula, or a fact does not read "holds …"; closestAlt
// then picks one (HCP alternatives stay apart: the HCP tolerance reads one
// range).
func lengthAlts(xs []cexpr, vs [][]Violation, gaps []int, f *HandFacts, a *asg) (Violation, int, bool) {
	if len(xs) < 2 || len(vs[0]) == 0 {
		return Violation{}, 0, false
	}
	kind := vs[0][0].Kind
	if kind != "length" && kind != "shape" {
		return Violation{}, 0, false
	}
	var promises, facts []string
	var suits []int // the suits an AND of lengths names, in order
	ands := false
	gap := -1
	named := func(l *cLen) {
		if s := l.s.get(a); !slices.Contains(suits, s) {
			suits = append(suits, s)
		}
	}
	for i, y := range xs {
		if len(vs[i]) == 0 {
			return Violation{}, 0, false
		}
		for _, v := range vs[i] {
			if v.Kind != kind || v.Type != "" {
				return Violation{}, 0, false
			}
			if _, ok := strings.CutPrefix(v.Fact, "holds "); !ok {
				return Violation{}, 0, false
			}
		}
		switch z := y.(type) {
		case *cAnd:
			for _, part := range z.xs {
				l, ok := part.(*cLen)
				if !ok || l.s.fixed < 0 || kind != "length" {
					return Violation{}, 0, false
				}
				named(l)
			}
			ands = true
			w := wordsW(z)
			if compound(w) {
				w = "(" + w + ")" // "exactly 4♠ or (at most 1♠, 5+♥)", as Words writes it
			}
			promises = append(promises, w)
		case *cOr, *cNot:
			return Violation{}, 0, false
		case *cExists:
			if _, ok := z.x.(*cPat); !ok || len(vs[i]) != 1 {
				return Violation{}, 0, false
			}
			promises = append(promises, vs[i][0].Promise)
		default:
			if len(vs[i]) != 1 {
				return Violation{}, 0, false
			}
			if l, ok := y.(*cLen); ok && l.s.fixed >= 0 {
				named(l)
			}
			promises = append(promises, vs[i][0].Promise)
		}
		for _, v := range vs[i] {
			fact, _ := strings.CutPrefix(v.Fact, "holds ")
			if !slices.Contains(facts, fact) {
				facts = append(facts, fact)
			}
		}
		if gap < 0 || gaps[i] < gap {
			gap = gaps[i]
		}
	}
	if ands {
		// every suit the alternatives name, so that the player sees why
		// none of them holds
		facts = facts[:0]
		for _, s := range suits {
			facts = append(facts, fmt.Sprintf("%d%s", f.len[s], bridge.Suit(s).Symbol()))
		}
	}
	v := vs[0][0]
	v.Promise = strings.Join(promises, " or ")
	v.Fact = "holds " + strings.Join(facts, ", ")
	return v, gap, true
}

// strengthAlts merges the violations of an `or` of one HCP range and one
// losing-trick count, the two measures of strength a slam move may rest on
// (`hcp 16+ | losers 4-`: 26 HCP minus partner's maximum, or a hand of at
// most 4 losers, magic-dlight/trump-support.mds's head). Naming the
// losers alone ("shows at most 4 losers") would hide the HCP the call is
// mostly made on, and the HCP alone would hide the way out, so the
// violation names both, of kind "hcp" so that the HCP tolerance reads its
// range: "16+ HCP or at most 4 losers", "holds 14 HCP and 6 losers". The
// gap is the HCP alternative's. ok is false for any other `or`.
func strengthAlts(xs []cexpr, vs [][]Violation, gaps []int) (Violation, int, bool) {
	if len(xs) != 2 || len(vs[0]) != 1 || len(vs[1]) != 1 {
		return Violation{}, 0, false
	}
	h, l := 0, 1
	if _, ok := xs[0].(*cLosers); ok {
		h, l = 1, 0
	}
	if _, ok := xs[h].(*cHCP); !ok {
		return Violation{}, 0, false
	}
	if _, ok := xs[l].(*cLosers); !ok {
		return Violation{}, 0, false
	}
	v := vs[h][0]
	v.Promise += " or " + vs[l][0].Promise
	v.Fact += " and " + strings.TrimPrefix(vs[l][0].Fact, "holds ")
	return v, gaps[h], true
}

// keptParts words the parts of alternative y (the atoms of an `and`, or y
// itself) that the hand of f keeps, as Violation.Type: HCP, lengths,
// balanced or not and patterns, in the words of the promises ("15-17
// HCP", "4+♠", "5+ major", "balanced", "5332"), joined by ", ". Other
// parts (honours, comparisons, negations) are left out: they do not name
// a hand type.
func keptParts(y cexpr, f *HandFacts, a *asg) string {
	parts := []cexpr{y}
	if and, ok := y.(*cAnd); ok {
		parts = and.xs
	}
	var out []string
	for _, p := range parts {
		atom := p
		if ex, ok := p.(*cExists); ok {
			atom = ex.x // a letter chosen for this atom alone: "5+ major"
		}
		w := atomWords(atom, a, false)
		if w == "" {
			continue
		}
		if holds(p, f, a) {
			out = append(out, w)
		}
	}
	return strings.Join(out, ", ")
}

// atomWords words an atom of a constraint as promises are worded: "15-17
// HCP", "4+♠", "at most 4♥", "balanced", "5332"; "" for the atoms that do
// not name a hand type (honours, comparisons, negations, text). A letter
// suit is the suit a binds it to when bound, else " major", " minor" or
// " suit" ("5+ major").
func atomWords(e cexpr, a *asg, bound bool) string {
	switch z := e.(type) {
	case *cHCP:
		return hcpPromise(z.r)
	case *cLen:
		if z.s.fixed == -2 {
			return ""
		}
		sym := suitWords(z.s)
		if bound && z.s.fixed < 0 {
			sym = bridge.Suit(z.s.get(a)).Symbol()
		}
		if z.r.Min == 0 && z.r.Max < 13 && z.r.Min != z.r.Max {
			return fmt.Sprintf("at most %d%s", z.r.Max, sym)
		}
		return lenText(z.r, sym)
	case *cBal, *cPat:
		return z.str(0)
	}
	return ""
}

// FitWords says which hand type of the constraint hand h fits, in the
// words of Violation.Promise: the parts of the first alternative (of each
// `or`) that h satisfies, joined by ", " ("12-14 HCP, balanced" for 1NT;
// "at most 5 HCP" for the opening pass of a 1-HCP hand), a letter suit
// named by the suit h holds ("5+♥" for 5+M). "" when h does not satisfy
// the constraint or its checked parts name no hand type.
func (c *Constraint) FitWords(h bridge.Hand) string {
	if c == nil {
		return ""
	}
	f := NewHandFacts(h)
	var a asg
	if !holds(c.e, &f, &a) {
		return ""
	}
	return strings.Join(fitParts(c.e, &f, &a), ", ")
}

// fitParts is FitWords' walk over a constraint that the hand of f
// satisfies under the letters in a.
func fitParts(e cexpr, f *HandFacts, a *asg) []string {
	switch x := e.(type) {
	case *cOr:
		for _, y := range x.xs {
			if holds(y, f, a) {
				return fitParts(y, f, a)
			}
		}
		return nil
	case *cAnd:
		var out []string
		for _, y := range x.xs {
			out = append(out, fitParts(y, f, a)...)
		}
		return out
	case *cExists:
		var out []string
		forLetters(x.q, a, func() bool {
			if holds(x.x, f, a) {
				out = fitParts(x.x, f, a)
				return false
			}
			return true
		})
		return out
	}
	if w := atomWords(e, a, true); w != "" {
		return []string{w}
	}
	return nil
}

// suitWords is a suit of a length atom as keptParts words it: the symbol
// of a concrete suit, " major", " minor" or " suit" for a letter ("5+
// major").
func suitWords(s csuit) string {
	if s.fixed >= 0 {
		return bridge.Suit(s.fixed).Symbol()
	}
	switch {
	case s.free == letM && s.other:
		return " other major"
	case s.free == letM:
		return " major"
	case s.free == letm && s.other:
		return " other minor"
	case s.free == letm:
		return " minor"
	}
	return " suit"
}

// closestAlt picks, among the alternatives of the `or` x, all of which
// the hand of f breaks, the one whose violations say
// best what the hand lacks. The dimension that tells the alternatives
// apart decides: when their HCP ranges do not overlap (`hcp 0-5 | hcp
// 6-7 ... | hcp 8-11 balanced`), the hand's HCP selects the alternative
// and the violation reported is of what it adds (an 11-HCP 5-4-3-1 hand
// breaks "balanced", not "at most 5 HCP"); otherwise the hand's shape
// selects it (`hcp 12-16 unbalanced | hcp 15-17 balanced`: a 13-HCP
// balanced hand breaks "15-17 HCP", the balanced alternative's range).
// ns are the alternatives' numbers of violations (sum.n). So the
// alternatives are ranked by: the hand inside the alternative's
// envelope in the deciding dimension (HCP range or set of shapes), then
// in the other, then fewer violations, then fewer HCP outside the
// alternative's range, then the first written. An alternative no hand can
// satisfy comes last.
func (x *cOr) closestAlt(ns []int, f *HandFacts, a *asg) int {
	xs := x.xs
	if len(xs) == 1 {
		return 0
	}
	envs, hcpDecides := x.envs, x.hcpDis
	if envs == nil {
		// an alternative reads a letter chosen outside it: its
		// envelope depends on a
		var buf [maxAlts]envlp
		envs = buf[:0]
		if len(xs) > maxAlts {
			envs = make([]envlp, 0, len(xs))
		}
		for _, y := range xs {
			envs = append(envs, y.envelope(a, topEnv()))
		}
		hcpDecides = hcpDisjoint(envs)
	}
	type rank struct{ empty, key, other, n, dist int }
	b2i := func(b bool) int {
		if b {
			return 0
		}
		return 1
	}
	rankOf := func(i int) rank {
		e := envs[i]
		if e.empty() {
			return rank{empty: 1}
		}
		hIn, sIn := e.h.contains(f.hcp), e.sh.has(f.shape)
		r := rank{n: ns[i], dist: max(e.h.Min-f.hcp, f.hcp-e.h.Max, 0)}
		if hcpDecides {
			r.key, r.other = b2i(hIn), b2i(sIn)
		} else {
			r.key, r.other = b2i(sIn), b2i(hIn)
		}
		return r
	}
	less := func(p, q rank) bool {
		switch {
		case p.empty != q.empty:
			return p.empty < q.empty
		case p.key != q.key:
			return p.key < q.key
		case p.other != q.other:
			return p.other < q.other
		case p.n != q.n:
			return p.n < q.n
		}
		return p.dist < q.dist
	}
	best, br := 0, rankOf(0)
	for i := 1; i < len(xs); i++ {
		if r := rankOf(i); less(r, br) {
			best, br = i, r
		}
	}
	return best
}

// hcpDisjoint reports whether at least two of the envelopes can be
// satisfied and the HCP ranges of those that can do not overlap.
func hcpDisjoint(envs []envlp) bool {
	n := 0
	for i, e := range envs {
		if e.empty() {
			continue
		}
		n++
		for _, o := range envs[i+1:] {
			if !o.empty() && e.h.Min <= o.h.Max && o.h.Min <= e.h.Max {
				return false
			}
		}
	}
	return n >= 2
}

// eval of `not`: when the operand holds, the fact names what makes it
// hold; for a negated choice of letters (not 4+M) the suit that does.
func (x *cNot) eval(f *HandFacts, a *asg, dst []Violation) (bool, []Violation, int) {
	if !holds(x.x, f, a) {
		return true, dst, 0
	}
	inner, w := x.x, *a
	if ex, ok := inner.(*cExists); ok {
		forLetters(ex.q, a, func() bool {
			if holds(ex.x, f, a) {
				w = *a
				return false
			}
			return true
		})
		inner = ex.x
	}
	kind := "shape"
	fact := ""
	switch y := inner.(type) {
	case *cLen:
		s := y.s.get(&w)
		kind, fact = "length", holdsLen(f.len[s], s)
	case *cShort, *cVoid, *cCmp:
		kind = "length"
	case *cHCP:
		kind, fact = "hcp", holdsHCP(f.hcp)
	case *cQueen, *cTop, *cKeycards, *cAces, *cControls, *cStopper:
		kind = "honours"
	case *cLosers:
		kind = "losers"
	}
	if fact == "" {
		fact = "holds " + f.handText()
	}
	return false, append(dst, Violation{Kind: kind, Promise: "not " + x.x.str(precUnary), Fact: fact}), 1
}

// eval of a choice of letters: it holds if some value of the letters
// makes the operand hold; otherwise the violations of the closest value:
// the smallest gap (total cards short or over, HCP outside the range: 5+M
// on 4♠ 2♥ is "5+♠, holds 4♠"), then the fewest violations, then the first
// in the order forLetters gives (M ♥ before ♠, m ♣ before ♦, x ♣ ♦ ♥ ♠).
func (x *cExists) eval(f *HandFacts, a *asg, dst []Violation) (bool, []Violation, int) {
	var b best
	if !b.try(x, 0, f, a) {
		return true, dst, 0
	}
	// word the closest value only
	saved := *a
	*a = b.at
	_, dst, gap := x.x.eval(f, a, dst)
	*a = saved
	return false, dst, gap
}

func (x *cHCP) eval(f *HandFacts, _ *asg, dst []Violation) (bool, []Violation, int) {
	if x.r.contains(f.hcp) {
		return true, dst, 0
	}
	return fail(dst, "hcp", hcpWords(x.r), holdsHCP(f.hcp), outside(x.r, f.hcp))
}

func (x *cLen) eval(f *HandFacts, a *asg, dst []Violation) (bool, []Violation, int) {
	if x.s.fixed == -2 {
		return true, dst, 0
	}
	s := x.s.get(a)
	if x.r.contains(f.len[s]) {
		return true, dst, 0
	}
	return fail(dst, "length", lenWords(x.r, s), holdsLen(f.len[s], s), outside(x.r, f.len[s]))
}

// holds reports whether suit lengths la and lb (0-13) satisfy the
// comparison x.op (> >= < <=): the one definition the evaluator, the fast
// path and the envelope share.
func (x *cCmp) holds(la, lb int) bool {
	switch x.op {
	case ">":
		return la > lb
	case ">=":
		return la >= lb
	case "<":
		return la < lb
	}
	return la <= lb
}

func (x *cCmp) eval(f *HandFacts, a *asg, dst []Violation) (bool, []Violation, int) {
	if x.a.fixed == -2 || x.b.fixed == -2 {
		return true, dst, 0
	}
	sa, sb := x.a.get(a), x.b.get(a)
	la, lb := f.len[sa], f.len[sb]
	if x.holds(la, lb) {
		return true, dst, 0
	}
	var words string
	var gap int // the cards the first suit lacks (> >=) or has too many (< <=)
	switch x.op {
	case ">":
		words, gap = "longer than", lb-la+1
	case ">=":
		words, gap = "at least as long as", lb-la
	case "<":
		words, gap = "shorter than", la-lb+1
	default:
		words, gap = "no longer than", la-lb
	}
	A, B := bridge.Suit(sa).Symbol(), bridge.Suit(sb).Symbol()
	return fail(dst, "length", fmt.Sprintf("%s %s %s", A, words, B), fmt.Sprintf("holds %d%s and %d%s", la, A, lb, B), gap)
}

func isBalanced(l [4]int) bool {
	return l[3] >= 2 && l[0] <= 5 && !(l[0] == 5 && l[1] == 4) && !(l[1] == 4 && l[2] == 4 && l[0] == 5)
}

func (x *cBal) eval(f *HandFacts, _ *asg, dst []Violation) (bool, []Violation, int) {
	b := isBalanced(f.sorted)
	if b != x.unbal {
		return true, dst, 0
	}
	return fail(dst, "shape", x.str(0), f.holdsShape(), 1)
}

func (x *cPat) eval(f *HandFacts, a *asg, dst []Violation) (bool, []Violation, int) {
	sh := f.sorted
	if sh != x.lens {
		// gap: the cards to move between suits to reach the pattern
		d := 0
		for i := range sh {
			d += max(sh[i]-x.lens[i], x.lens[i]-sh[i])
		}
		return fail(dst, "shape", x.str(0), f.holdsShape(), (d+1)/2)
	}
	if x.named && x.ns.fixed != -2 {
		s := x.ns.get(a)
		if f.len[s] != x.nlen {
			return fail(dst, "shape", x.str(0), fmt.Sprintf("holds %s with %d%s", f.shapeText(), f.len[s], bridge.Suit(s).Symbol()), max(f.len[s]-x.nlen, x.nlen-f.len[s]))
		}
	}
	return true, dst, 0
}

func countsText(set uint8) string {
	p := strings.Split(setText(set), ",")
	if len(p) <= 1 {
		return setText(set)
	}
	return strings.Join(p[:len(p)-1], ", ") + " or " + p[len(p)-1]
}

func (x *cKeycards) eval(f *HandFacts, a *asg, dst []Violation) (bool, []Violation, int) {
	if x.s.fixed == -2 {
		return true, dst, 0
	}
	s := x.s.get(a)
	n := f.aces
	if f.has(s, bridge.King) {
		n++
	}
	if x.set&(1<<n) != 0 {
		return true, dst, 0
	}
	return fail(dst, "honours", fmt.Sprintf("%s key cards for %s", countsText(x.set), bridge.Suit(s).Symbol()), "holds "+countOf(n, "key card"), setGap(x.set, n))
}

func (x *cAces) eval(f *HandFacts, _ *asg, dst []Violation) (bool, []Violation, int) {
	n := f.aces
	if x.set&(1<<n) != 0 {
		return true, dst, 0
	}
	return fail(dst, "honours", countsText(x.set)+" aces", "holds "+countOf(n, "ace"), setGap(x.set, n))
}

func (x *cQueen) eval(f *HandFacts, a *asg, dst []Violation) (bool, []Violation, int) {
	if x.s.fixed == -2 {
		return true, dst, 0
	}
	s := x.s.get(a)
	if f.has(s, bridge.Queen) {
		return true, dst, 0
	}
	return fail(dst, "honours", "the "+bridge.Suit(s).Symbol()+"Q", "holds "+f.suitText(s), 1)
}

func (x *cTop) eval(f *HandFacts, a *asg, dst []Violation) (bool, []Violation, int) {
	if x.s.fixed == -2 {
		return true, dst, 0
	}
	s := x.s.get(a)
	if f.top(s, x.n) >= x.k {
		return true, dst, 0
	}
	return fail(dst, "honours", topWords(x.k, x.n, bridge.Suit(s).Symbol()), "holds "+f.suitText(s), x.k-f.top(s, x.n))
}

// topWords says `top S k/n` (k of the n top honours of suit sym) as
// players do: "♦AK" (all of them), "the ♦A or K" (one of them), "two of
// ♦AKQ".
func topWords(k, n int, sym string) string {
	const ranks = "AKQJT"
	n = min(n, len(ranks))
	top := ranks[:n]
	switch {
	case k >= n:
		return sym + top
	case k == 1 && n == 2:
		return "the " + sym + "A or K"
	case k == 1:
		return "the " + sym + strings.Join(strings.Split(top[:n-1], ""), ", ") + " or " + top[n-1:]
	}
	words := [...]string{"", "one", "two", "three", "four"}
	return words[k] + " of " + sym + top
}

func (x *cControls) eval(f *HandFacts, _ *asg, dst []Violation) (bool, []Violation, int) {
	n := f.controls
	if x.r.contains(n) {
		return true, dst, 0
	}
	return fail(dst, "honours", rangeText(x.r, 12)+" controls", "holds "+countOf(n, "control"), outside(x.r, n))
}

func (x *cLosers) eval(f *HandFacts, _ *asg, dst []Violation) (bool, []Violation, int) {
	n := f.losers
	if x.r.contains(n) {
		return true, dst, 0
	}
	p := rangeText(x.r, 12) + " losers"
	if x.r.Min == 0 && x.r.Max < 12 {
		p = fmt.Sprintf("at most %d losers", x.r.Max)
	}
	return fail(dst, "losers", p, "holds "+countOf(n, "loser"), outside(x.r, n))
}

func (x *cStopper) eval(f *HandFacts, a *asg, dst []Violation) (bool, []Violation, int) {
	if x.s.fixed == -2 {
		return true, dst, 0
	}
	s := x.s.get(a)
	if f.stopper(s) {
		return true, dst, 0
	}
	return fail(dst, "honours", "a "+bridge.Suit(s).Symbol()+" stopper (A, Kx, Qxx or Jxxx)", "holds "+f.suitText(s), 1)
}

func (x *cVoid) eval(f *HandFacts, a *asg, dst []Violation) (bool, []Violation, int) {
	if x.any {
		if f.sorted[3] == 0 {
			return true, dst, 0
		}
		return fail(dst, "length", "a void", f.holdsShape(), f.sorted[3])
	}
	if x.s.fixed == -2 {
		return true, dst, 0
	}
	s := x.s.get(a)
	if f.len[s] == 0 {
		return true, dst, 0
	}
	return fail(dst, "length", "a "+bridge.Suit(s).Symbol()+" void", holdsLen(f.len[s], s), f.len[s])
}

func (x *cShort) eval(f *HandFacts, a *asg, dst []Violation) (bool, []Violation, int) {
	if x.s.fixed == -2 {
		return true, dst, 0
	}
	s := x.s.get(a)
	if f.len[s] <= 1 {
		return true, dst, 0
	}
	return fail(dst, "length", "a singleton or void in "+bridge.Suit(s).Symbol(), holdsLen(f.len[s], s), f.len[s]-1)
}

func (x *cText) eval(_ *HandFacts, _ *asg, dst []Violation) (bool, []Violation, int) {
	return true, dst, 0
}

// countOf writes n of a counted thing with the noun in the number it
// takes: "1 control", "0 controls", "3 controls".
func countOf(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}
