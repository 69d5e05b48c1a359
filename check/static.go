package check

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
)

// Finding is one problem the static checks found in a system.
type Finding struct {
	// Kind is one of "unsatisfiable" (no hand can satisfy the constraint),
	// "contradiction" (the constraint and an earlier call of the same
	// player cannot both hold), "unreachable" (the line's `when` conditions
	// cannot hold where it stands), "envelope-overlap" (two sibling calls
	// whose envelopes share hands), "unmounted-module" (a module no `use`
	// reaches), "missing-section" (a `src` section the notes do not have),
	// "contents-only-section" (a section the notes name only in their table
	// of contents), "bad-line" (a `src` line outside the notes, 1-1600).
	Kind string `json:"kind"`
	// Severity is "error", "warning" or "info".
	Severity string `json:"severity"`
	// Rule is the system line ("magic-dlight/one-club.mds:12"), "" for a
	// module found by its @module line (then File and Line say where).
	Rule string `json:"rule"`
	// Path is the first path of calls that leads to the line ("1C 1D"),
	// "" for module and file findings.
	Path    string `json:"path,omitempty"`
	Message string `json:"message"`
	// Count is the number of places in the compiled tree (module
	// instances) where the same line gives the same finding.
	Count int `json:"count"`
}

// Severities of findings.
const (
	SevError   = "error"
	SevWarning = "warning"
	SevInfo    = "info"
)

// Static checks the compiled tree of sys (see Finding for the kinds) and
// its modules. It visits each compiled line once (engine.System.Nodes: a
// module mounted in many places with the same arguments is one compiled
// body) and checks every place a line stands, each (parent, line) pair,
// with the earlier calls of the path through which the parent is first
// reached, in the order of engine.System.Walk. Findings are grouped by
// line, kind and message (Count is the number of places) and sorted by
// severity, kind and rule.
func Static(sys *engine.System) []Finding {
	type visit struct {
		n    engine.NodeInfo
		kids []engine.NodeInfo
	}
	var byID []*visit // by NodeInfo.ID: 0 the top level, then 1, 2, ... in visiting order
	sys.Nodes(func(n engine.NodeInfo, kids []engine.NodeInfo) bool {
		byID = append(byID, &visit{n, kids})
		return true
	})
	fs := &findingSet{byKey: map[string]*Finding{}}
	sections := sectionIndex()
	// The sibling groups are checked after the walk, in the order their
	// parents are reached (as they were with Walk).
	var groups [][]sibling
	expanded := make([]bool, len(byID))
	// stack holds the lines of the path being checked; a child is written
	// at its depth, so the recursion reuses one array (a line below
	// depth d never overwrites the first d entries).
	var rec func(v *visit, stack []engine.NodeInfo)
	rec = func(v *visit, stack []engine.NodeInfo) {
		g := len(groups)
		groups = append(groups, make([]sibling, 0, len(v.kids)))
		d := len(stack)
		for _, c := range v.kids {
			stack = append(stack[:d], c)
			pathText := c.Call
			if len(v.n.Path) > 0 {
				pathText = strings.Join(v.n.Path, " ") + " " + c.Call
			}
			checkSource(fs, c, pathText, sections)
			if !c.Opponents {
				checkEnvelope(fs, c, pathText)
				checkContradiction(fs, stack, pathText)
				checkConditions(fs, stack, pathText)
				groups[g] = append(groups[g], sibling{c, pathText})
			}
			if c.Parent == v.n.ID && !expanded[c.ID] && c.ID < len(byID) && byID[c.ID].n.ID == c.ID {
				expanded[c.ID] = true
				rec(byID[c.ID], stack)
			}
		}
	}
	if len(byID) > 0 {
		rec(byID[0], nil)
	}
	for _, g := range groups {
		checkSiblings(fs, g)
	}
	for _, f := range unmountedModules(sys) {
		fs.add(f)
	}
	fs.settle()
	return fs.sorted()
}

type sibling struct {
	m    engine.NodeInfo
	path string
}

type findingSet struct {
	byKey map[string]*Finding
	list  []*Finding
	// Findings that depend on where a line is mounted (contradiction,
	// unreachable) wait here until the walk is over: a module line is
	// reported only when no place the walk reaches it is sound.
	pending map[string][]Finding
	sound   map[string]bool
}

// maybe records a place-dependent finding (ok false) or a sound place of
// the line (ok true) for kind.
func (s *findingSet) maybe(kind, rule string, ok bool, f func() Finding) {
	k := kind + "\x00" + rule
	if ok {
		if s.sound == nil {
			s.sound = map[string]bool{}
		}
		s.sound[k] = true
		return
	}
	if s.pending == nil {
		s.pending = map[string][]Finding{}
	}
	s.pending[k] = append(s.pending[k], f())
}

// settle adds the pending findings of lines with no sound place.
func (s *findingSet) settle() {
	var keys []string
	for k := range s.pending {
		if !s.sound[k] {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	for _, k := range keys {
		for _, f := range s.pending[k] {
			s.add(f)
		}
	}
}

func (s *findingSet) add(f Finding) {
	k := f.Kind + "\x00" + f.Rule + "\x00" + f.Message
	if g, ok := s.byKey[k]; ok {
		g.Count++
		return
	}
	f.Count = 1
	p := &f
	s.byKey[k] = p
	s.list = append(s.list, p)
}

func (s *findingSet) sorted() []Finding {
	out := make([]Finding, len(s.list))
	for i, f := range s.list {
		out[i] = *f
	}
	sort.SliceStable(out, func(i, j int) bool {
		if sevRank(out[i].Severity) != sevRank(out[j].Severity) {
			return sevRank(out[i].Severity) < sevRank(out[j].Severity)
		}
		if out[i].Kind != out[j].Kind {
			return out[i].Kind < out[j].Kind
		}
		return ruleLess(out[i].Rule, out[j].Rule)
	})
	return out
}

func sevRank(s string) int {
	switch s {
	case SevError:
		return 0
	case SevWarning:
		return 1
	}
	return 2
}

// ruleLess orders "file:line" by file, then line as a number.
func ruleLess(a, b string) bool {
	fa, la, _ := strings.Cut(a, ":")
	fb, lb, _ := strings.Cut(b, ":")
	if fa != fb {
		return fa < fb
	}
	na, _ := strconv.Atoi(la)
	nb, _ := strconv.Atoi(lb)
	return na < nb
}

// envelopeEmpty says why no hand fits envelope e, or "" when some may.
func envelopeEmpty(e envelope) string {
	if e.hmin > e.hmax {
		return fmt.Sprintf("HCP %d-%d is empty", e.hmin, e.hmax)
	}
	if e.hmin > 37 {
		return fmt.Sprintf("%d+ HCP is more than a hand can hold (37)", e.hmin)
	}
	mins, maxs := 0, 0
	for i := range 4 {
		mins += min(max(e.lmin[i], 0), 13)
		maxs += min(max(e.lmax[i], 0), 13)
	}
	if mins > 13 {
		return fmt.Sprintf("the minimum lengths add up to %d cards, more than 13", mins)
	}
	if maxs < 13 {
		return fmt.Sprintf("the maximum lengths add up to %d cards, fewer than 13", maxs)
	}
	for i := range 4 {
		if e.lmin[i] > e.lmax[i] {
			return fmt.Sprintf("%s length %d-%d is empty", suitSymbols[i], e.lmin[i], e.lmax[i])
		}
	}
	return ""
}

var suitSymbols = [4]string{"♣", "♦", "♥", "♠"}

// checkEnvelope reports a constraint no hand can satisfy: its envelope is
// empty (engine.Constraint.Satisfiable).
func checkEnvelope(fs *findingSet, m engine.NodeInfo, path string) {
	if m.Constraint.Satisfiable() {
		return
	}
	fs.add(Finding{Kind: "unsatisfiable", Severity: SevError, Rule: m.Rule, Path: path,
		Message: fmt.Sprintf("%s: no hand satisfies %q (no 13-card hand has an HCP total and a shape that fit it together)", m.Call, m.Constraint.String())})
}

// ourLines returns the indexes in stack of the system side's lines.
func ourLines(stack []engine.NodeInfo) []int {
	var idx []int
	for i, m := range stack {
		if !m.Opponents {
			idx = append(idx, i)
		}
	}
	return idx
}

// checkContradiction intersects the envelope of the last line with those of
// the earlier calls of the same player on the path (every second call of
// our side): when the intersection is empty, no hand can make both calls.
func checkContradiction(fs *findingSet, stack []engine.NodeInfo, path string) {
	our := ourLines(stack)
	if len(our) < 3 {
		return
	}
	last := stack[our[len(our)-1]]
	if last.Constraint == nil || envelopeEmpty(envelopeOf(last.Constraint)) != "" {
		return
	}
	e := envelopeOf(last.Constraint)
	var earlier []string
	contradicted := false
	defer func() {
		if !contradicted {
			fs.maybe("contradiction", last.Rule, true, nil)
		}
	}()
	for k := len(our) - 3; k >= 0; k -= 2 {
		m := stack[our[k]]
		if m.Constraint == nil || m.Call == "P" {
			continue
		}
		f := envelopeOf(m.Constraint)
		e.hmin, e.hmax = max(e.hmin, f.hmin), min(e.hmax, f.hmax)
		for i := range 4 {
			e.lmin[i], e.lmax[i] = max(e.lmin[i], f.lmin[i]), min(e.lmax[i], f.lmax[i])
		}
		earlier = append(earlier, m.Call+" ("+m.Constraint.String()+")")
		if why := envelopeEmpty(e); why != "" {
			contradicted = true
			msg := fmt.Sprintf("%s (%s) cannot be made by the player who bid %s: together %s",
				last.Call, last.Constraint.String(), strings.Join(earlier, ", "), why)
			fs.maybe("contradiction", last.Rule, false, func() Finding {
				return Finding{Kind: "contradiction", Severity: SevWarning, Rule: last.Rule, Path: path, Message: msg}
			})
			return
		}
	}
}

// checkSource checks the line's `src` against the notes' section table and
// its line numbers against the length of the notes.
func checkSource(fs *findingSet, m engine.NodeInfo, path string, idx map[string]NotesSection) {
	src := strings.TrimPrefix(m.Source, "notes ")
	if num := sectionNumber(src); num != "" {
		s, ok := idx[num]
		switch {
		case !ok:
			fs.add(Finding{Kind: "missing-section", Severity: SevError, Rule: m.Rule, Path: path,
				Message: fmt.Sprintf("src cites section %s, which the notes do not have", num)})
		case s.ContentsOnly:
			fs.add(Finding{Kind: "contents-only-section", Severity: SevWarning, Rule: m.Rule, Path: path,
				Message: fmt.Sprintf("src cites section %s (%s), which the notes name only in their table of contents (line %d): its text is missing", num, s.Title, s.Line)})
		}
	}
	for _, r := range append([]engine.Range{m.NotesLines}, m.Meaning.NotesRefs...) {
		if r == (engine.Range{}) {
			continue
		}
		if r.Min < 1 || r.Max > NotesLineCount || r.Min > r.Max {
			fs.add(Finding{Kind: "bad-line", Severity: SevError, Rule: m.Rule, Path: path,
				Message: fmt.Sprintf("src cites lines %d-%d; the notes have lines 1-%d", r.Min, r.Max, NotesLineCount)})
		}
	}
}

// sectionNumber returns the section number a src starts with ("17.1" of
// "17.1", "18.4" of "18.4 1♦-1♥;1♠ (heading restored)"), or "" for a named
// part of the notes ("Opening table (Brown)", "2N module").
func sectionNumber(src string) string {
	i := 0
	for i < len(src) && (src[i] >= '0' && src[i] <= '9' || src[i] == '.' && i > 0 && i+1 < len(src) && src[i+1] >= '0' && src[i+1] <= '9') {
		i++
	}
	if i == 0 || (i < len(src) && src[i] != ' ') {
		return ""
	}
	return src[:i]
}

// checkSiblings reports pairs of sibling calls of our side whose envelopes
// share hands while their conditions can hold together, unless one names
// the other in an `overlap` attribute (the notes' choice). Only calls whose
// envelope limits something (an HCP range or a suit length) take part:
// an unlimited envelope says nothing about overlap.
func checkSiblings(fs *findingSet, sibs []sibling) {
	for i := 0; i < len(sibs); i++ {
		a := sibs[i].m
		if Judgment(a.Constraint) || a.Pattern {
			continue
		}
		ea := envelopeOf(a.Constraint)
		if unlimited(ea) {
			continue
		}
		for j := i + 1; j < len(sibs); j++ {
			b := sibs[j].m
			if Judgment(b.Constraint) || b.Pattern || b.Call == a.Call {
				continue
			}
			eb := envelopeOf(b.Constraint)
			if unlimited(eb) || !conditionsCompatible(a.Conditions, b.Conditions) {
				continue
			}
			if chosenPair(a, b) {
				continue // an overlap the notes chose (language section 3, overlap)
			}
			e := ea
			e.hmin, e.hmax = max(e.hmin, eb.hmin), min(e.hmax, eb.hmax)
			for k := range 4 {
				e.lmin[k], e.lmax[k] = max(e.lmin[k], eb.lmin[k]), min(e.lmax[k], eb.lmax[k])
			}
			if envelopeEmpty(e) != "" {
				continue
			}
			fs.add(Finding{Kind: "envelope-overlap", Severity: SevInfo, Rule: a.Rule, Path: sibs[i].path,
				Message: fmt.Sprintf("%s (%s) and %s (%s, %s) share hands by their envelopes: %s",
					a.Call, envText(ea), b.Call, envText(eb), b.Rule, envText(e))})
		}
	}
}

// chosenPair reports whether sibling lines a and b name each other's call
// in an `overlap` attribute (either way): an overlap the notes chose.
func chosenPair(a, b engine.NodeInfo) bool {
	ca, ea := bridge.ParseCall(a.Call)
	cb, eb := bridge.ParseCall(b.Call)
	return ea == nil && eb == nil && (names(a.Meaning, cb) || names(b.Meaning, ca))
}

func unlimited(e envelope) bool {
	if e.hmin > 0 || e.hmax < 37 {
		return false
	}
	for i := range 4 {
		if e.lmin[i] > 0 || e.lmax[i] < 13 {
			return false
		}
	}
	return true
}

// envText writes an envelope as a player reads it: "12-16 HCP, 4+♥".
func envText(e envelope) string {
	var parts []string
	if e.hmin > 0 || e.hmax < 37 {
		switch {
		case e.hmax >= 37:
			parts = append(parts, fmt.Sprintf("%d+ HCP", e.hmin))
		default:
			parts = append(parts, fmt.Sprintf("%d-%d HCP", e.hmin, e.hmax))
		}
	}
	mins := 0
	for i := range 4 {
		mins += e.lmin[i]
	}
	for i := 3; i >= 0; i-- {
		lo, hi := e.lmin[i], e.lmax[i]
		if hi >= 13-(mins-lo) {
			hi = 13 // implied by the other suits' minimums
		}
		switch {
		case lo == 0 && hi >= 13:
		case hi >= 13:
			parts = append(parts, fmt.Sprintf("%d+%s", lo, suitSymbols[i]))
		case lo == 0:
			parts = append(parts, fmt.Sprintf("%d-%s", hi, suitSymbols[i]))
		default:
			parts = append(parts, fmt.Sprintf("%d-%d%s", lo, hi, suitSymbols[i]))
		}
	}
	if len(parts) == 0 {
		return "any hand"
	}
	return strings.Join(parts, ", ")
}
