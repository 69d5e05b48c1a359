package annotate

import (
	"strconv"
	"strings"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/record"
)

// handRule builds the Run function shared by the four rules that check a
// caller's hand against what the call promised: it reports each violation
// of the given kind ("hcp", "length", "shape", "honours") on calls of the
// system side whose meaning is defined and whose caller's hand the record
// gives. The four rules read the same check of each call
// (Replay.Violations); the words of a finding are built only when there is
// one.
func handRule(kind string) func(p *Pass) {
	return func(p *Pass) {
		r := p.Replay
		for i := range r.Meanings {
			m := &r.Meanings[i]
			if m.Side != "system" || m.Status != engine.Defined || m.Constraint == nil {
				continue
			}
			for _, v := range r.Violations(i) {
				if v.Kind != kind {
					continue
				}
				// One finding per call and rule: the first violation of
				// the kind is the closest alternative's, the others repeat
				// it in other words ("holds 2♥", "holds 2♥ and 5♠").
				h, _ := r.HandOf(m.Seat)
				env := promiseOf(m)
				promise := promiseWith(env, v)
				if outsideEnvelope(m, env, h, kind) {
					// The hand is outside what the call can show at all:
					// the envelope says it best.
					promise = env
				}
				msg := "promised " + promise + ": " + v.Fact
				if kind == "hcp" && withinTolerance(promise, h.HCP(), p.Config.HCPTolerance) {
					p.ReportSeverity(i, record.Warning, msg+" (within the "+strconv.Itoa(p.Config.HCPTolerance)+" HCP tolerance)")
					break
				}
				p.Report(i, msg)
				break
			}
		}
	}
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
