package annotate

import (
	"slices"
	"strconv"
	"strings"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/record"
)

// handKinds are the five hand rules' kinds in the order that decides which
// rule a call's one hand finding belongs to, with their rule IDs (the
// rules themselves cannot be named here without an initialisation cycle).
var handKinds = [...]struct{ kind, id string }{{"hcp", "MD001"}, {"length", "MD002"}, {"shape", "MD003"}, {"honours", "MD004"}, {"losers", "MD012"}}

// handRule builds the Run function shared by the four rules that check a
// caller's hand against what the call promised (hcp, length, shape,
// honours), on calls of the system side whose meaning is defined and whose
// caller's hand the record gives. A call gets one hand finding that states
// every fact (HCP, lengths, pattern, honours) of the enabled rules: it
// belongs to the most severe fact's rule (the first in handKinds order on a
// tie, so an HCP miss within the tolerance does not name a length error),
// and its severity is the highest of theirs. The rules read the same
// verdict of each call, decided once per Lint (Pass.handVerdicts, over
// Replay.Violations); the words are built only by the rule the finding
// belongs to.
func handRule(kind string) func(p *Pass) {
	return func(p *Pass) {
		r := p.Replay
		for i, v := range p.handVerdicts() {
			if v.owner < 0 || handKinds[v.owner].kind != kind {
				continue
			}
			m := &r.Meanings[i]
			h, _ := r.HandOf(m.Seat)
			sev, msg := handMessage(m, h, v.found, p.Config.HCPTolerance)
			p.ReportSeverity(i, sev, msg)
		}
	}
}

// handVerdict is what the hand rules decide about one call: the first
// violation of each enabled hand kind (nil where the hand keeps that
// promise, or the kind's rule is disabled) and the kind the call's one
// hand finding belongs to (an index into handKinds; -1 for no finding).
type handVerdict struct {
	owner int
	found [len(handKinds)]*engine.Violation
}

// handVerdicts returns the verdict of every call of the replay (one per
// meaning), decided on the pass's first ask and shared by the five hand
// rules of the pass: each rule reports the calls whose finding is its own.
// The storage is the replay's, reused from board to board.
func (p *Pass) handVerdicts() []handVerdict {
	if p.verdictsDone {
		return p.verdicts
	}
	r := p.Replay
	vs := slices.Grow(r.verdicts[:0], len(r.Meanings))[:len(r.Meanings)]
	for i := range r.Meanings {
		vs[i] = handVerdict{owner: -1}
		m := &r.Meanings[i]
		if m.Side != "system" || m.Status != engine.Defined || m.Constraint == nil {
			continue
		}
		if viol := r.Violations(i); len(viol) > 0 {
			vs[i] = p.handVerdict(i, m, viol)
		}
	}
	r.verdicts, p.verdicts, p.verdictsDone = vs, vs, true
	return vs
}

// handVerdict decides the verdict of call i, meaning m, whose caller's
// hand breaks its constraint with the violations vs.
func (p *Pass) handVerdict(i int, m *engine.Meaning, vs []engine.Violation) handVerdict {
	r := p.Replay
	// the first violation of each enabled kind: the others of a kind
	// repeat it in other words ("holds 2♥", "holds 2♥ and 5♠")
	v := handVerdict{owner: -1}
	for k, hk := range handKinds {
		if p.Config.Disabled[hk.id] || p.Config.Disabled[hk.kind] {
			continue
		}
		for j := range vs {
			if vs[j].Kind == hk.kind {
				v.found[k] = &vs[j]
				break
			}
		}
		if v.found[k] != nil && v.owner < 0 {
			v.owner = k
		}
	}
	if v.owner < 0 {
		return v
	}
	h, _ := r.HandOf(m.Seat)
	if v.found[0] != nil && restatedHCP(r, i, h.HCP()) {
		// one violation, one finding: the player's earlier call already
		// broke the same HCP bound
		v.found[0], v.owner = nil, -1
		for k := range v.found {
			if v.found[k] != nil {
				v.owner = k
				break
			}
		}
		if v.owner < 0 {
			return v
		}
	}
	// the finding belongs to the most severe fact: an HCP miss within
	// the tolerance does not name a broken length; the envelope's words
	// are needed only for an HCP fact
	env, envDone := "", false
	envOf := func() string {
		if !envDone {
			env, envDone = promiseOf(m), true
		}
		return env
	}
	best := record.Info
	for k, f := range v.found {
		if f == nil {
			continue
		}
		if s := factSeverityOf(m, h, k, f, p.Config.HCPTolerance, envOf); s > best {
			v.owner, best = k, s
		}
	}
	return v
}

// restatedHCP reports whether the HCP miss of call i repeats one of an
// earlier call by the same player: the hand (hcp points) lies on the same
// side of both calls' HCP envelopes, and the bound it crosses is the same.
// A 16-count that opened a 12-14 1NT (opening table line 1447) and then
// accepts an invitation "with a maximum", 13-14, breaks no new promise:
// the 1NT's finding already says "shows 12-14 HCP; holds 16 HCP". A call
// that moves the bound keeps its finding: the same 16-count declining as a
// 12-count has made a second mistake.
func restatedHCP(r *Replay, i, hcp int) bool {
	m := &r.Meanings[i]
	above, below := hcp > m.HCP.Max, hcp < m.HCP.Min
	if !above && !below {
		return false
	}
	for j := i - 1; j >= 0; j-- {
		q := &r.Meanings[j]
		if q.Seat != m.Seat || q.Side != "system" || q.Status != engine.Defined || q.Constraint == nil {
			continue
		}
		if !(above && hcp > q.HCP.Max && q.HCP.Max == m.HCP.Max) && !(below && hcp < q.HCP.Min && q.HCP.Min == m.HCP.Min) {
			continue
		}
		for _, v := range r.Violations(j) {
			if v.Kind == "hcp" {
				return true
			}
		}
	}
	return false
}

// handSeverity is each hand kind's severity, in handKinds order.
var handSeverity = [...]record.Severity{record.Error, record.Error, record.Warning, record.Warning, record.Warning}

// handMessage words a call's hand finding: the call (with the hand type
// it was measured against when it has several), what that shows that the
// hand breaks, then what the hand holds; found holds one violation per
// kind, nil where the hand keeps that promise:
//
//	shows 8-11 HCP; holds 14 HCP                        (1♥)
//	a balanced 1♣ shows 15-17 HCP; holds 13 HCP
//	a pass with 8-11 HCP shows a balanced hand; holds 5-4-3-1
//	shows 12-14 HCP and a balanced hand; holds 18 HCP and 5-4-2-2 (1NT)
//
// The call is named only with the hand type; every view of a finding
// names the call before its message. Where the hand lies outside every
// hand type of the call in HCP or a suit's length, the call's whole range
// is given instead ("shows at most 11 HCP; holds 14 HCP" for a pass). An HCP miss within tol points is a
// warning ("(within the 1 HCP tolerance)"); the severity is the highest
// of the facts'.
func handMessage(m *engine.Meaning, h bridge.Hand, found [len(handKinds)]*engine.Violation, tol int) (record.Severity, string) {
	env := promiseOf(m)
	var promises, facts, types []string
	sev := record.Info
	tolerated := false
	for k, v := range found {
		if v == nil {
			continue
		}
		promise, typ := factPromise(m, h, v, env)
		s := factSeverityOf(m, h, k, v, tol, func() string { return env })
		if s < handSeverity[k] {
			tolerated = true
		}
		sev = max(sev, s)
		promises = appendNew(promises, playerWords(notWords(promise)))
		// "holds 4♥ and 5♠" (a comparison of two suits) is two facts
		facts = append(facts, strings.Split(strings.TrimPrefix(playerWords(v.Fact), "holds "), " and ")...)
		if typ != "" {
			types = appendNew(types, typ)
		}
	}
	var b strings.Builder
	if len(types) > 0 {
		// the call is named only with its hand type: every view
		// prints the call before the message
		b.WriteString(callPhrase(m.Call, strings.Join(types, ", ")) + " ")
	}
	b.WriteString("shows " + listWords(promises))
	b.WriteString("; holds " + listWords(facts))
	if tolerated {
		b.WriteString(" (within the " + strconv.Itoa(tol) + " HCP tolerance)")
	}
	return sev, b.String()
}

// factPromise is the promise that violation v states and the hand type it
// names: the violation's own, or the call's whole range (no type) where
// hand h lies outside every hand type of m; env is m's envelope in words.
func factPromise(m *engine.Meaning, h bridge.Hand, v *engine.Violation, env string) (promise, typ string) {
	promise, typ = v.Promise, v.Type
	if part, ok := envelopePart(m, h, v); ok && env != "" {
		// outside every hand type: the call's own range
		promise, typ = part, ""
	}
	return promise, typ
}

// factSeverityOf is the severity of violation v of hand kind k (an index
// into handKinds): the kind's own, or a warning for an HCP miss of at most
// tol points. env gives m's envelope in words (promiseOf), asked only for
// an HCP fact.
func factSeverityOf(m *engine.Meaning, h bridge.Hand, k int, v *engine.Violation, tol int, env func() string) record.Severity {
	if handKinds[k].kind == "hcp" {
		promise, _ := factPromise(m, h, v, env())
		if withinTolerance(promise, h.HCP(), tol) {
			return record.Warning
		}
	}
	return handSeverity[k]
}

// appendNew appends s to list unless it is there already.
func appendNew(list []string, s string) []string {
	for _, t := range list {
		if t == s {
			return list
		}
	}
	return append(list, s)
}

// listWords joins parts as a list in words: "a", "a and b", "a, b and c".
// Parts may hold commas of their own ("1, 3 or 5 key cards").
func listWords(parts []string) string {
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// envelopePart is the part of m's envelope (the range over all its hand
// types) that hand h lies outside in the dimension of violation v: "at
// most 11 HCP", "12-17 HCP" for hcp; for length the range of the suit v's
// fact names ("4+♥", "at most 3♠", "no ♠"). ok is false when h keeps the
// envelope there, so that the violation's own promise stands.
func envelopePart(m *engine.Meaning, h bridge.Hand, v *engine.Violation) (part string, ok bool) {
	switch v.Kind {
	case "hcp":
		r := m.HCP
		if n := h.HCP(); n >= r.Min && n <= r.Max {
			return "", false
		}
		if r.Min <= 0 && r.Max < 37 {
			return "at most " + strconv.Itoa(r.Max) + " HCP", true
		}
		return string(hcpText(nil, r)), true
	case "length":
		s, one := factSuit(v.Fact)
		if !one {
			return "", false
		}
		r := m.Lengths[s]
		if n := h.Length(s); n >= r.Min && n <= r.Max {
			return "", false
		}
		mins := 0
		for _, t := range bridge.Suits {
			if t != s {
				mins += max(m.Lengths[t].Min, 0)
			}
		}
		sym := s.Symbol()
		switch {
		case r.Max <= 0:
			return "no " + sym, true
		case r.Min == r.Max:
			return "exactly " + strconv.Itoa(r.Min) + sym, true
		case r.Min <= 0:
			return "at most " + strconv.Itoa(r.Max) + sym, true
		case r.Max >= 13-mins:
			// the top is only what the other suits leave
			return strconv.Itoa(r.Min) + "+" + sym, true
		}
		return strconv.Itoa(r.Min) + "-" + strconv.Itoa(r.Max) + sym, true
	}
	return "", false
}

// factSuit is the one suit a violation's fact names ("holds 2♠"); one is
// false when it names none or several ("holds 4♥ and 5♠").
func factSuit(fact string) (s bridge.Suit, one bool) {
	n := 0
	for _, t := range bridge.Suits {
		if strings.Contains(fact, t.Symbol()) {
			s, n = t, n+1
		}
	}
	return s, n == 1
}

// callPhrase names call c as the subject of a hand finding, with the hand
// type typ (Violation.Type: "balanced", "8-11 HCP, 4+♠") it was measured
// against: "1♣", "a pass", "a balanced 1♣", "an unbalanced 1♠ with
// 11-16 HCP", "a pass with 8-11 HCP", "a double with 4+♥".
func callPhrase(c bridge.Call, typ string) string {
	var adj, with []string
	if typ != "" {
		for _, p := range strings.Split(typ, ", ") {
			switch p {
			case "balanced", "unbalanced", "semi-balanced":
				adj = appendNew(adj, p)
			default:
				with = appendNew(with, playerWords(p))
			}
		}
	}
	with = majorWords(with)
	name := c.Symbol()
	noun := false // pass, double and redouble take an article
	switch c.Kind {
	case bridge.Pass:
		name, noun = "pass", true
	case bridge.Double:
		name, noun = "double", true
	case bridge.Redouble:
		name, noun = "redouble", true
	}
	if len(adj) > 0 {
		name = strings.Join(adj, " ") + " " + name
		noun = true
	}
	if noun {
		article := "a "
		if strings.HasPrefix(name, "unbalanced") {
			article = "an "
		}
		name = article + name
	}
	if len(with) > 0 {
		name += " with " + listWords(with)
	}
	return name
}

// notWords says a negated promise ("not 5+♣", "not shortness ♦", "not
// (hcp 8+ balanced)", the constraint's own notation after "not") as
// players do: "at most 4♣", "no singleton or void in ♦", "no balanced
// hand with 8+ HCP". Other promises are returned as they are.
func notWords(p string) string {
	x, ok := strings.CutPrefix(p, "not ")
	if !ok {
		return p
	}
	if strings.HasPrefix(x, "(") && strings.HasSuffix(x, ")") {
		x = x[1 : len(x)-1]
	}
	tok := strings.Fields(x)
	var parts []string
	bal := ""
	for i := 0; i < len(tok); i++ {
		t := tok[i]
		switch {
		case (t == "hcp" || t == "shortness" || t == "void") && i+1 < len(tok):
			i++
			if t == "hcp" {
				parts = append(parts, rangeWords(tok[i], " HCP"))
			} else {
				parts = append(parts, "a "+map[string]string{"shortness": "singleton or void", "void": "void"}[t]+" in "+tok[i])
			}
		case t == "balanced" || t == "unbalanced" || t == "semi-balanced":
			bal = t
		default:
			parts = append(parts, playerWords(rangeWords(t, "")))
		}
	}
	if bal == "" && len(parts) == 1 {
		// one part: its complement
		n, unit, plus := leadingCount(tok[len(tok)-1])
		switch {
		case plus && n > 0 && tok[0] == "hcp":
			return "at most " + strconv.Itoa(n-1) + " HCP"
		case plus && n > 0 && len(tok) == 1:
			return "at most " + strconv.Itoa(n-1) + unit
		case strings.HasPrefix(parts[0], "a "):
			return "no " + parts[0][2:]
		}
		return "not " + parts[0]
	}
	if bal != "" {
		h := "a " + bal + " hand"
		if bal == "unbalanced" {
			h = "an unbalanced hand"
		}
		if len(parts) == 0 {
			return "not " + h
		}
		return "no " + strings.TrimPrefix(strings.TrimPrefix(h, "a "), "an ") + " with " + listWords(parts)
	}
	return "not " + listWords(parts)
}

// rangeWords turns the constraint's range notation ("8+", "=8", "8-",
// "8-11", "5+♣", "4-♠") followed by unit into words: "8+ HCP", "8 HCP",
// "at most 8 HCP", "8-11 HCP", "5+♣", "at most 4♠" ("=4♠" is left for
// playerWords).
func rangeWords(t, unit string) string {
	n, rest, _ := leadingCount(strings.TrimPrefix(t, "="))
	switch {
	case strings.HasPrefix(t, "=") && unit != "":
		return strings.TrimPrefix(t, "=") + unit
	case strings.HasPrefix(t, "="):
		return t // a length: playerWords says "exactly"
	case strings.HasPrefix(rest, "-") && (len(rest) == 1 || rest[1] < '0' || rest[1] > '9'):
		return "at most " + strconv.Itoa(n) + rest[1:] + unit
	}
	return t + unit
}

// leadingCount splits "5+♣" as (5, "♣", true) and "4-♠" as (4, "-♠",
// false): the leading number, the rest after a "+" (or the whole rest)
// and whether a "+" followed the number.
func leadingCount(t string) (n int, rest string, plus bool) {
	i := 0
	for i < len(t) && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	n, _ = strconv.Atoi(t[:i])
	if strings.HasPrefix(t[i:], "+") {
		return n, t[i+1:], true
	}
	return n, t[i:], false
}

// majorWords says "at most 4♥" and "at most 4♠" together as players do:
// "no five-card major" (and "at most 3♥", "at most 3♠" as "no four-card
// major").
func majorWords(parts []string) []string {
	for _, n := range []struct{ max, card string }{{"4", "five"}, {"3", "four"}} {
		h, sp := -1, -1
		for i, p := range parts {
			switch p {
			case "at most " + n.max + "♥":
				h = i
			case "at most " + n.max + "♠":
				sp = i
			}
		}
		if h < 0 || sp < 0 {
			continue
		}
		out := make([]string, 0, len(parts)-1)
		for i, p := range parts {
			switch i {
			case min(h, sp):
				out = append(out, "no "+n.card+"-card major")
			case max(h, sp):
			default:
				out = append(out, p)
			}
		}
		parts = out
	}
	return parts
}

// shapeWords are the pattern promises as a player says them.
var shapeWords = map[string]string{"balanced": "a balanced hand", "unbalanced": "an unbalanced hand",
	"semi-balanced": "a semi-balanced hand", "not balanced": "an unbalanced hand"}

// noneOf says a void as players do: "0♥" is "no ♥", "at most 0♥" is "no ♥".
var noneOf = strings.NewReplacer("at most 0♣", "no ♣", "at most 0♦", "no ♦", "at most 0♥", "no ♥", "at most 0♠", "no ♠",
	"holds 0♣", "holds no ♣", "holds 0♦", "holds no ♦", "holds 0♥", "holds no ♥", "holds 0♠", "holds no ♠")

// playerWords rewrites the notation of promises and facts in the words
// players use: "=4♠" is "exactly 4♠", "0-3♥" is "at most 3♥", "0♥" is "no
// ♥", "balanced" is "a balanced hand".
func playerWords(s string) string {
	if w, ok := shapeWords[s]; ok {
		return w
	}
	if !strings.ContainsAny(s, "=0") {
		return s
	}
	return noneOf.Replace(exactWords(s))
}

// exactWords is playerWords' "=4♠" and "0-3♥".
func exactWords(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		start := i == 0 || s[i-1] == ' ' || s[i-1] == '(' || s[i-1] == ','
		switch {
		case start && s[i] == '=' && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9':
			b.WriteString("exactly ")
			continue
		case start && strings.HasPrefix(s[i:], "0-") && i+2 < len(s) && s[i+2] >= '0' && s[i+2] <= '9':
			j := i + 2
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			if !strings.HasPrefix(s[j:], " HCP") && !strings.HasPrefix(s[j:], "-") {
				b.WriteString("at most ")
				i++ // skip "0-"
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// withinTolerance reports whether a hand of hcp points misses the last HCP
// range named in promise ("8-11 HCP, 4+♥; 15-17 HCP", "12+ HCP", "10
// HCP") by at most tol.
func withinTolerance(promise string, hcp, tol int) bool {
	if tol <= 0 {
		return false
	}
	lo, hi, ok := lastHCPRange(promise)
	if !ok {
		return false
	}
	switch {
	case hcp < lo:
		return lo-hcp <= tol
	case hcp > hi:
		return hcp-hi <= tol
	}
	return false
}

// lastHCPRange finds the last HCP range written in s, as the regular
// expression `(\d+)(?:\s*-\s*(\d+)|(\+))?\s*HCP` would match it from the
// left without overlaps: "8-11 HCP" is 8 and 11, "12+ HCP" 12 and 37, "10
// HCP" (also the end of "at most 10 HCP") 10 and 10. A scanner rather than
// a regular expression, because it runs for every hcp finding.
func lastHCPRange(s string) (lo, hi int, ok bool) {
	isDigit := func(c byte) bool { return c >= '0' && c <= '9' }
	// the white space of \s: tab, newline, form feed, carriage return, space
	skipSpace := func(j int) int {
		for j < len(s) && (s[j] == ' ' || s[j] == '\t' || s[j] == '\n' || s[j] == '\f' || s[j] == '\r') {
			j++
		}
		return j
	}
	hcpAt := func(j int) bool { return strings.HasPrefix(s[j:], "HCP") }
	for i := 0; i < len(s); {
		if !isDigit(s[i]) {
			i++
			continue
		}
		a := i
		for i < len(s) && isDigit(s[i]) {
			i++
		}
		b := i // the digits s[a:b]; a match starting inside them fails as this one does
		j := skipSpace(b)
		switch {
		case j < len(s) && s[j] == '-':
			c := skipSpace(j + 1)
			d := c
			for d < len(s) && isDigit(s[d]) {
				d++
			}
			if d > c {
				if e := skipSpace(d); hcpAt(e) {
					lo, _ = strconv.Atoi(s[a:b])
					hi, _ = strconv.Atoi(s[c:d])
					ok, i = true, e+3
				}
			}
		case b < len(s) && s[b] == '+':
			if e := skipSpace(b + 1); hcpAt(e) {
				lo, _ = strconv.Atoi(s[a:b])
				hi, ok, i = 37, true, e+3
			}
		case hcpAt(j):
			lo, _ = strconv.Atoi(s[a:b])
			hi, ok, i = lo, true, j+3
		}
	}
	return lo, hi, ok
}

// RuleLosers (MD012, losers) reports a call whose caller's losing-trick
// count breaks the promise (two-suiters "with at most 6½ losers", notes
// line 711). A warning by default: the count is a guide to the
// playing strength, not a rule of the hand's pattern or honours.
var RuleLosers = &Rule{
	ID: "MD012", Name: "losers", Severity: record.Warning,
	Doc: "Losing-trick count outside the promise. The caller's losers (in each suit the missing A, K and Q among its first three cards) are more or fewer than the call promised (at most 6 losers for the two-suited openings, notes line 711).",
	Run: handRule("losers"),
}

// RuleHCP (MD001, hcp) reports a call whose caller holds HCP outside the
// range the call promised. Error by default; a miss of at most
// Config.HCPTolerance points (default 1) is a warning, since players
// upgrade and downgrade.
var RuleHCP = &Rule{
	ID: "MD001", Name: "hcp", Severity: record.Error,
	Doc: "HCP outside the promised range. The caller's high-card points (A4 K3 Q2 J1) lie outside the range the system gives the call; within --hcp-tolerance it is a warning.",
	Run: handRule("hcp"),
}

// RuleLength (MD002, length) reports a call whose caller's suit lengths
// break what the call promised (e.g. a 1♥ opening with three hearts).
var RuleLength = &Rule{
	ID: "MD002", Name: "length", Severity: record.Error,
	Doc: "Suit length outside the promise. A suit of the caller's hand is shorter or longer than the call promised (4+♥, =4♠, 5+♠5+♥, ♥>♠).",
	Run: handRule("length"),
}

// RuleShape (MD003, shape) reports a call whose caller's hand pattern
// breaks the promise (balanced, unbalanced, 5M332, 4441 ...). A warning by
// default: players judge 5422 and 6322 hands either way.
var RuleShape = &Rule{
	ID: "MD003", Name: "shape", Severity: record.Warning,
	Doc: "Hand pattern outside the promise. The caller's pattern is not the one promised (balanced, unbalanced, 5M332, 4441, a void or shortness).",
	Run: handRule("shape"),
}

// RuleHonours (MD004, honours) reports a call whose caller's honours break
// the promise: key cards or aces in answer to Blackwood, a stopper, suit
// quality (two of the top three), controls, the trump queen. A warning by
// default, because suit quality is judged at the table; key-card answers
// that are wrong are reported all the same.
var RuleHonours = &Rule{
	ID: "MD004", Name: "honours", Severity: record.Warning,
	Doc: "Honours outside the promise. Key cards, aces, controls, a stopper, the trump queen or the suit quality the call promised are not in the caller's hand (the losing-trick count is MD012 losers).",
	Run: handRule("honours"),
}
