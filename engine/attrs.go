package engine

import (
	"strconv"
	"strings"
)

// attrs is a parsed attribute block (language section 3).
type attrs struct {
	hasSrc     bool
	src        string
	srcLines   []Range
	artificial bool
	alert      bool
	noalert    bool
	relay      bool
	transfer   bool
	mandatory  bool
	override   bool
	keep       bool    // `override keep`: an overlay's override that keeps the continuations of the line it replaces
	forcing    Forcing // "" when no forcing word
	nf         bool
	strength   string // "invitational" or "signoff" when the line says so
	conv       string
	when       []cond
	whenText   string
	policy     policyKind
	notes      []string
	overlaps   []overlapAttr // `overlap CALL, ... "RULE"` clauses, in order
	cons       cexpr         // nil when the line states no constraint
	consPos    pos
}

type condKind uint8

const (
	cdSeat condKind = iota + 1
	cdPassed
	cdPartnerPassed
	cdVul
	cdVariant
	cdCompetitive
	cdParam
)

// cond is one condition of a `when` attribute (language section 6).
type cond struct {
	p     pos
	neg   bool
	kind  condKind
	name  string   // cdParam: the parameter
	vals  []string // values as written
	seats uint8    // cdSeat: bit i set for position i+1
	vul   uint8    // cdVul: bit (we | they<<1) set for the vulnerability states allowed
	text  string   // as written, normalised
}

var attrKeywords = map[string]bool{
	"artificial": true, "natural": true, "alert": true, "noalert": true, "forcing": true,
	"gf": true, "nf": true, "invitational": true, "signoff": true, "relay": true,
	"transfer": true, "mandatory": true, "conv": true, "src": true, "when": true,
	"policy": true, "override": true, "note": true, "overlap": true,
}

func parseAttrs(blk text, mod *astModule, d *diags) attrs {
	var a attrs
	var cons []cexpr
	for _, r := range splitOutside(blk.s, ';') {
		cl := blk.sub(r[0], r[1]).trim()
		if cl.s == "" {
			continue
		}
		word := cl.s
		if i := strings.IndexByte(word, ' '); i >= 0 {
			word = word[:i]
		}
		rest := cl.sub(len(word), len(cl.s)).trim()
		if !attrKeywords[word] {
			e := parseConstraint(cl, d)
			if e != nil {
				if len(cons) == 0 {
					a.consPos = cl.pos()
				}
				cons = append(cons, e)
			}
			continue
		}
		noArgs := func() {
			if rest.s != "" {
				d.add(rest.pos(), "%s takes no value (found %q)", word, rest.s)
			}
		}
		switch word {
		case "artificial":
			noArgs()
			a.artificial = true
		case "natural":
			noArgs()
		case "alert":
			noArgs()
			a.alert = true
		case "noalert":
			noArgs()
			a.noalert = true
		case "forcing":
			switch rest.s {
			case "", "1", "one-round", "round":
				a.forcing = ForcingOneRound
			case "game", "gf":
				a.forcing = ForcingGame
			default:
				d.add(rest.pos(), "forcing takes nothing (one round) or game, not %q", rest.s)
			}
		case "gf":
			noArgs()
			a.forcing = ForcingGame
		case "nf", "invitational", "signoff":
			noArgs()
			a.forcing, a.nf = ForcingNone, true
			if word != "nf" {
				a.strength = word
			}
		case "relay":
			noArgs()
			a.relay, a.artificial = true, true
		case "transfer":
			noArgs()
			a.transfer, a.artificial = true, true
		case "mandatory":
			noArgs()
			a.mandatory = true
		case "override":
			switch rest.s {
			case "":
			case "keep":
				a.keep = true
			default:
				d.add(rest.pos(), "override takes nothing or keep (override keep: an overlay's line that keeps the system's continuations), not %q", rest.s)
			}
			a.override = true
		case "conv":
			v, q := unquote(rest.s)
			if v == "" || !q && strings.ContainsRune(v, ' ') {
				d.add(cl.pos(), "conv needs a name in quotes: conv \"Stayman\"")
			}
			a.conv = v
		case "note":
			v, _ := unquote(rest.s)
			a.notes = append(a.notes, v)
		case "overlap":
			parseOverlap(&a, cl, rest, d)
		case "policy":
			pk, ok := parsePolicy(rest.s)
			if !ok {
				d.add(rest.pos(), "policy must be undefined, natural or missing, not %q", rest.s)
			}
			a.policy = pk
		case "src":
			parseSrc(&a, cl, rest, d)
		case "when":
			a.when = append(a.when, parseWhen(rest, mod, d)...)
		}
	}
	switch len(cons) {
	case 0:
	case 1:
		a.cons = cons[0]
	default:
		a.cons = &cAnd{xs: cons}
	}
	var wt []string
	for _, c := range a.when {
		wt = append(wt, c.text)
	}
	a.whenText = strings.Join(wt, ", ")
	return a
}

// overlapAttr is one `overlap` clause: calls the notes give for some of the
// same hands as the line, the rule for choosing, and the rule in the form
// the bidder applies (`prefer CALL, ... [if CONSTRAINT]`), when written.
type overlapAttr struct {
	calls  []callTok
	why    string
	prefer []callTok // the calls preferred; nil when the clause says no prefer
	cond   cexpr     // the hands for which they are preferred; nil: every hand
	p      pos       // where the prefer part starts
}

// parseOverlap reads `overlap CALL, CALL ... "RULE" [prefer CALL, ... [if
// CONSTRAINT]]` (language section 3): the calls at the same node that the
// notes deliberately give for some of the hands of this line, the rule a
// player uses to choose between them, and that rule in a form the bidder
// applies: the calls preferred, for the hands that satisfy the constraint
// (for every hand when there is no `if`). The calls are bids, P, X or XX,
// relative strains allowed (2M, 3OM); the rule is required.
func parseOverlap(a *attrs, cl, rest text, d *diags) {
	q := strings.IndexByte(rest.s, '"')
	if q < 0 {
		d.add(cl.pos(), "overlap needs the calls and the rule for choosing in quotes: overlap 1N \"with 5M332 prefer 1N\"")
		return
	}
	end := strings.IndexByte(rest.s[q+1:], '"')
	if end < 0 || strings.TrimSpace(rest.s[q+1:q+1+end]) == "" {
		d.add(rest.at(q), "overlap: the rule for choosing must be one quoted text: overlap 1N \"with 5M332 prefer 1N\"")
		return
	}
	end += q + 1
	o := overlapAttr{why: rest.s[q+1 : end]}
	o.calls = overlapCalls(rest.sub(0, q), "overlap", d)
	if after := rest.sub(end+1, len(rest.s)).trim(); after.s != "" {
		parsePrefer(&o, after, d)
	}
	a.overlaps = append(a.overlaps, o)
}

// overlapCalls reads the comma-separated calls of an overlap or prefer
// part (what names the part in messages).
func overlapCalls(t text, what string, d *diags) []callTok {
	var out []callTok
	for _, r := range splitOutside(t.s, ',') {
		it := t.sub(r[0], r[1]).trim()
		if it.s == "" {
			d.add(it.pos(), "%s: a call is missing between commas or before the rule", what)
			continue
		}
		ct, msg := parseCallTok(it.s)
		switch {
		case msg != "":
			d.add(it.pos(), "%s: %s", what, msg)
		case ct.opp || ct.bind != "" || ct.kind == ckRange || ct.kind == ckStep || ct.kind == ckAny:
			d.add(it.pos(), "%s: %q must be one call of our side (P, X, XX or a bid such as 1N or 2M)", what, it.s)
		default:
			out = append(out, ct)
		}
	}
	return out
}

// parsePrefer reads the `prefer CALL, ... [if CONSTRAINT]` part after an
// overlap's rule.
func parsePrefer(o *overlapAttr, t text, d *diags) {
	word := firstWord(t.s)
	if word != "prefer" {
		d.add(t.pos(), "overlap: after the rule only `prefer CALL, ... [if CONSTRAINT]` may follow, not %q", t.s)
		return
	}
	o.p = t.pos()
	rest := t.sub(len(word), len(t.s)).trim()
	calls := rest
	if i := indexWord(rest.s, "if"); i >= 0 {
		calls = rest.sub(0, i).trim()
		ct := rest.sub(i+2, len(rest.s)).trim()
		if ct.s == "" {
			d.add(rest.at(i), "overlap: prefer ... if needs a constraint: prefer 1C if top M 2/3")
		} else {
			o.cond = parseConstraint(ct, d)
		}
	}
	if calls.s == "" {
		d.add(rest.pos(), "overlap: prefer needs the calls preferred: prefer 1C if top M 2/3")
		return
	}
	o.prefer = overlapCalls(calls, "overlap: prefer", d)
}

// indexWord returns the byte index of the first whole word w in s, or -1.
func indexWord(s, w string) int {
	for i := 0; i+len(w) <= len(s); i++ {
		if s[i:i+len(w)] == w && (i == 0 || s[i-1] == ' ') && (i+len(w) == len(s) || s[i+len(w)] == ' ') {
			return i
		}
	}
	return -1
}

// parseSrc reads `src CITATION, CITATION, ...` where a citation is
// SECTION [line N[-M], N[-M], ...]: a comma-separated item that is a line
// number or range adds to the lines of the citation before it, any other
// item starts a new citation (src 17.1 line 993, "Partner's range" line 1468).
func parseSrc(a *attrs, cl, rest text, d *diags) {
	if rest.s == "" {
		d.add(cl.pos(), "src needs the section of the notes: src 17.1 or src \"change log\" line 1410")
		return
	}
	a.hasSrc = true
	var sects []string
	inLines := false
	for _, r := range splitOutside(rest.s, ',') {
		it := rest.sub(r[0], r[1]).trim()
		s := it.s
		if s == "" {
			d.add(it.pos(), "src: empty item between commas")
			continue
		}
		if inLines {
			if lr, ok := parseLineRange(s); ok {
				a.srcLines = append(a.srcLines, lr)
				continue
			}
		}
		inLines = false
		var sect, tail string
		if s[0] == '"' {
			end := strings.IndexByte(s[1:], '"')
			if end < 0 {
				d.add(it.pos(), "src: unclosed quote")
				return
			}
			sect, tail = s[1:end+1], strings.TrimSpace(s[end+2:])
		} else {
			// an unquoted section runs to the word line/lines: src change
			// log line 1417 is read as src "change log" line 1417
			sect, tail = s, ""
			f := strings.Fields(s)
			for k := 1; k < len(f); k++ {
				if f[k] == "line" || f[k] == "lines" {
					sect, tail = strings.Join(f[:k], " "), strings.Join(f[k:], " ")
					break
				}
			}
		}
		sects = append(sects, sect)
		if tail == "" {
			continue
		}
		w, num, _ := strings.Cut(tail, " ")
		if w != "line" && w != "lines" {
			d.add(it.pos(), "src: after the section %s write line N or line N-M, not %q", sect, tail)
			continue
		}
		lr, ok := parseLineRange(strings.TrimSpace(num))
		if !ok {
			d.add(it.pos(), "src: %q is not a line number or range of lines (line 989 or line 989-991)", num)
			continue
		}
		a.srcLines = append(a.srcLines, lr)
		inLines = true
	}
	a.src = strings.Join(sects, ", ")
}

func parseLineRange(s string) (Range, bool) {
	lo, hi, isRange := strings.Cut(s, "-")
	x, err1 := strconv.Atoi(lo)
	y := x
	var err2 error
	if isRange {
		y, err2 = strconv.Atoi(hi)
	}
	if err1 != nil || err2 != nil || x < 1 || y < x {
		return Range{}, false
	}
	return Range{x, y}, true
}

var condWords = map[string]condKind{
	"seat": cdSeat, "passed": cdPassed, "partner-passed": cdPartnerPassed, "vul": cdVul,
	"variant": cdVariant, "competitive": cdCompetitive,
}

// parseWhen reads the conditions of a when attribute. Items are separated
// by commas; an item that does not start with a condition word (or a
// parameter of the enclosing module) is one more value of the item before,
// so `when situation 1,2, not gf` has two conditions.
func parseWhen(t text, mod *astModule, d *diags) []cond {
	var out []cond
	if t.s == "" {
		d.add(t.pos(), "when needs a condition: when seat 1-2")
		return nil
	}
	for _, r := range splitOutside(t.s, ',') {
		it := t.sub(r[0], r[1]).trim()
		words := strings.Fields(it.s)
		if len(words) == 0 {
			d.add(it.pos(), "empty condition between commas")
			continue
		}
		neg := false
		if words[0] == "not" {
			neg = true
			words = words[1:]
			if len(words) == 0 {
				d.add(it.pos(), "not needs a condition after it")
				continue
			}
		}
		k, isWord := condWords[words[0]]
		isParam := mod != nil && mod.param(words[0]) != nil
		if !isWord && !isParam {
			if !neg && len(out) > 0 && len(words) == 1 && len(out[len(out)-1].vals) > 0 {
				c := &out[len(out)-1]
				c.vals = append(c.vals, words[0])
				c.text += "," + words[0]
				continue
			}
			if mod != nil {
				d.add(it.pos(), "unknown condition %q (seat, passed, partner-passed, vul, variant, competitive, or a parameter of module %s)", words[0], mod.name)
			} else {
				d.add(it.pos(), "unknown condition %q (seat, passed, partner-passed, vul, variant, competitive; module parameters only inside a module)", words[0])
			}
			continue
		}
		c := cond{p: it.pos(), neg: neg, kind: k}
		if isParam {
			c.kind, c.name = cdParam, words[0]
		}
		for _, w := range words[1:] {
			for _, v := range strings.Split(w, ",") {
				if v != "" {
					c.vals = append(c.vals, v)
				}
			}
		}
		c.text = strings.Join(append([]string{map[bool]string{true: "not ", false: ""}[neg] + words[0]}, strings.Join(c.vals, ",")), " ")
		c.text = strings.TrimSpace(c.text)
		switch c.kind {
		case cdSeat:
			if len(c.vals) == 0 {
				d.add(it.pos(), "seat needs positions: seat 1-2, seat 3-4, seat 3")
			}
			for _, v := range c.vals {
				rg, ok := parseRange(v, 4)
				if !ok || rg.Min < 1 {
					d.add(it.pos(), "seat: %q is not a position 1-4 or a range such as 1-2", v)
					continue
				}
				for p := rg.Min; p <= rg.Max; p++ {
					c.seats |= 1 << (p - 1)
				}
			}
		case cdVul:
			if len(c.vals) == 0 {
				d.add(it.pos(), "vul needs a state: nv, v, none, we, they, both, fav, unfav")
			}
			for _, v := range c.vals {
				m, ok := vulWords[v]
				if !ok {
					d.add(it.pos(), "vul: %q is not one of nv, v, none, we, they, both, fav, unfav", v)
				}
				c.vul |= m
			}
		case cdVariant:
			if len(c.vals) == 0 {
				d.add(it.pos(), "variant needs a name: variant brown, variant red")
			}
		case cdPassed, cdPartnerPassed, cdCompetitive:
			if len(c.vals) > 0 {
				d.add(it.pos(), "%s takes no value", words[0])
			}
		}
		out = append(out, c)
	}
	return out
}

// vulWords maps the vul condition words to the set of states (bit
// we|they<<1) where they hold; "we" and "they" are relative to the side
// that plays the system.
var vulWords = map[string]uint8{
	"nv":    1<<0 | 1<<2,
	"v":     1<<1 | 1<<3,
	"none":  1 << 0,
	"we":    1 << 1,
	"they":  1 << 2,
	"both":  1 << 3,
	"fav":   1 << 2,
	"unfav": 1 << 1,
}
