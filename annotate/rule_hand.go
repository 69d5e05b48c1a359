package annotate

import (
	"strconv"
	"strings"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/record"
)

// handKinds are the four hand rules' kinds in the order that decides which
// rule a call's one hand finding belongs to, with their rule IDs (the
// rules themselves cannot be named here without an initialisation cycle).
var handKinds = [...]struct{ kind, id string }{{"hcp", "MD001"}, {"length", "MD002"}, {"shape", "MD003"}, {"honours", "MD004"}}

// handRule builds the Run function shared by the four rules that check a
// caller's hand against what the call promised (hcp, length, shape,
// honours), on calls of the system side whose meaning is defined and whose
// caller's hand the record gives. A call gets one hand finding that states
// every fact (HCP, lengths, pattern, honours) of the enabled rules: it
// belongs to the first of them that the hand breaks, and its severity is
// the highest of theirs. The four rules read the same check of each call
// (Replay.Violations); the words are built only when there is a finding.
func handRule(kind string) func(p *Pass) {
	return func(p *Pass) {
		r := p.Replay
		for i := range r.Meanings {
			m := &r.Meanings[i]
			if m.Side != "system" || m.Status != engine.Defined || m.Constraint == nil {
				continue
			}
			vs := r.Violations(i)
			if len(vs) == 0 {
				continue
			}
			// the first violation of each enabled kind: the others of a
			// kind repeat it in other words ("holds 2♥", "holds 2♥ and 5♠")
			var found [len(handKinds)]*engine.Violation
			owner := -1
			for k, hk := range handKinds {
				if p.Config.Disabled[hk.id] || p.Config.Disabled[hk.kind] {
					continue
				}
				for j := range vs {
					if vs[j].Kind == hk.kind {
						found[k] = &vs[j]
						break
					}
				}
				if found[k] != nil && owner < 0 {
					owner = k
				}
			}
			if owner < 0 || handKinds[owner].kind != kind {
				continue
			}
			h, _ := r.HandOf(m.Seat)
			sev, msg := handMessage(m, h, found, p.Config.HCPTolerance)
			p.ReportSeverity(i, sev, msg)
		}
	}
}

// handSeverity is each hand kind's severity, in handKinds order.
var handSeverity = [...]record.Severity{record.Error, record.Error, record.Warning, record.Warning}

// handMessage words a call's hand finding: what the call shows, then what
// the hand holds, every fact of found (one violation per kind, nil where
// the hand keeps that promise):
//
//	shows 8-11 HCP and 4+♥; holds 14 HCP
//	shows 12-17 HCP; the nearest of its hand types needs 15-17 HCP; holds 13 HCP
//	shows exactly 4♠; holds 14 HCP and 3♠
//
// An HCP miss within tol points is a warning ("(within the 1 HCP
// tolerance)"); the severity is the highest of the facts'.
func handMessage(m *engine.Meaning, h bridge.Hand, found [len(handKinds)]*engine.Violation, tol int) (record.Severity, string) {
	env := promiseOf(m)
	var extra, facts []string
	sev := record.Info
	tolerated := false
	for k, v := range found {
		if v == nil {
			continue
		}
		kind := handKinds[k].kind
		s := handSeverity[k]
		if v.Promise != "" && !strings.Contains(env, v.Promise) && !outsideEnvelope(m, env, h, kind) {
			extra = append(extra, playerWords(v.Promise))
		}
		if kind == "hcp" {
			promise := promiseWith(env, *v)
			if outsideEnvelope(m, env, h, kind) {
				promise = env
			}
			if withinTolerance(promise, h.HCP(), tol) {
				s, tolerated = record.Warning, true
			}
		}
		sev = max(sev, s)
		facts = append(facts, strings.TrimPrefix(playerWords(v.Fact), "holds "))
	}
	var b strings.Builder
	if env != "" {
		b.WriteString("shows " + andList(playerWords(env)))
		if len(extra) > 0 {
			b.WriteString("; the nearest of its hand types needs " + andList(strings.Join(extra, ", ")))
		}
	} else {
		b.WriteString("shows " + andList(strings.Join(extra, ", ")))
	}
	b.WriteString("; holds " + andList(strings.Join(facts, ", ")))
	if tolerated {
		b.WriteString(" (within the " + strconv.Itoa(tol) + " HCP tolerance)")
	}
	return sev, b.String()
}

// andList turns the last comma of a list into "and": "8-11 HCP, 4+♥" is
// "8-11 HCP and 4+♥". A list joined by ";" is left alone.
func andList(s string) string {
	if strings.Contains(s, ";") {
		return s
	}
	if i := strings.LastIndex(s, ", "); i >= 0 {
		return s[:i] + " and " + s[i+2:]
	}
	return s
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

// outsideEnvelope reports whether hand h lies outside m's envelope in the
// dimension of kind: the HCP range for "hcp", a suit-length range for
// "length"; never for the other kinds, which the envelope does not bound,
// nor when the envelope is unlimited (env, its Promise text, is "").
func outsideEnvelope(m *engine.Meaning, env string, h bridge.Hand, kind string) bool {
	if env == "" {
		return false
	}
	switch kind {
	case "hcp":
		n := h.HCP()
		return n < m.HCP.Min || n > m.HCP.Max
	case "length":
		for _, s := range bridge.Suits {
			if n := h.Length(s); n < m.Lengths[s].Min || n > m.Lengths[s].Max {
				return true
			}
		}
	}
	return false
}

// promiseWith is the envelope summary p (Promise) of a meaning, with the
// violated promise v added when the summary does not already say it.
func promiseWith(p string, v engine.Violation) string {
	switch {
	case p == "":
		return v.Promise
	case v.Promise == "" || strings.Contains(p, v.Promise):
		return p
	}
	return p + "; " + v.Promise
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
	Doc: "Honours outside the promise. Key cards, aces, controls, a stopper, the trump queen or the suit quality the call promised are not in the caller's hand.",
	Run: handRule("honours"),
}
