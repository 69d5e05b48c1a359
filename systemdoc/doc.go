// Package systemdoc writes a loaded system as notes a player reads
// (`mdlint system export --format html|markdown`): a bid tree per
// opening, each call with its explanation, the HCP and suit lengths it
// promises, whether it is alerted and forcing, and the section and lines
// of the notes it comes from.
//
// A module mounted with the same arguments in several places (the 1NT
// responses, key-card answers, control-bids: docs/system-language.md
// section 5) is one compiled subtree in the engine; it is shown once, in
// the modules part of the document, and every place it applies links to
// it instead of repeating it. What is shared is read from the compiled
// tree (engine.System.Nodes), never from module names alone, so a pair's
// own system or overlay is documented as it is loaded.
//
// The HTML page shares its page head (Content-Security-Policy, no
// network request) and base style sheet with `mdlint report` through
// package internal/htmlpage; the trees are <details> elements, so they
// open and close without a script.
package systemdoc

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
)

// Options say what the document's header tells.
type Options struct {
	// System names the system ("Magic D-light", or the --system file);
	// "" takes the loaded system's own name.
	System string
	// Variant is the variant of the weak openings ("brown", "red");
	// "" takes the loaded system's.
	Variant string
	// AlertRules is the alert regulation the alert marks follow ("bbo",
	// "wbf"; docs/alert-policy.md); "" says nothing.
	AlertRules string
	// Version is mdlint's version line ("mdlint v0.3.0"); it is written
	// into the page, so two exports by the same build are the same bytes.
	Version string
}

// Doc is a system laid out for reading: the top-level trees and the
// shared modules, each line once.
type Doc struct {
	Title      string
	System     string
	Variant    string
	AlertRules string
	Version    string
	// Ours are the trees of our side's first calls (openings and first-
	// and second-hand passes), Theirs those that start with an opponent's
	// opening, both in the system's call order.
	Ours, Theirs []*Line
	// Modules are the shared subtrees, in the order they are first met.
	Modules []*Module
	Stats   Stats
}

// Stats measure a document.
type Stats struct {
	// Lines is the number of calls the document shows (each once).
	Lines int
	// Expanded is the number of calls a document would show that wrote
	// each module out wherever it applies, the modules inside it still
	// linked (written out at every level, the control-bids, which
	// continue with themselves, would never end).
	Expanded int
	// Modules is the number of shared subtrees shown once; Refs the
	// number of places that link to one instead of repeating it.
	Modules, Refs int
}

// String words the stats for the document's header: "26514 calls; 200
// modules shown once and linked from 2106 places".
func (s Stats) String() string {
	return fmt.Sprintf("%s; %s shown once and linked from %s", plural(s.Lines, "call"), plural(s.Modules, "module"), plural(s.Refs, "place"))
}

// Line is one call of the tree.
type Line struct {
	ID     int    // the compiled line's ID (engine.NodeInfo.ID), 1 up
	Anchor string // "l12": the element id of the line
	// Call is the call as players write it ("1♣", "(2♥)", "Pass",
	// "(any)", "+1 step", "4♣..4♠" for a pattern).
	Call string
	Opp  bool   // an opponent's call
	Red  bool   // the call names a red suit
	When string // the line's conditions as written ("seat 1-2"), "" when none
	// Text is the explanation, in the notes' words with ♣♦♥♠.
	Text string
	// Promise is what the call shows of the hand, as a player writes it
	// (engine.Constraint.Words): "12-14 HCP, balanced", "0-7 HCP,
	// unbalanced", "minimum"; "" when nothing.
	Promise    string
	Constraint string // the line's constraint as written in the system language, "" when none
	Alert      bool   // alerted under the loaded regulation
	Artificial bool
	// Forcing words the forcing status: "forcing", "game forcing",
	// "forcing (not stated)" for an artificial call without a forcing
	// word, "invitational", "to play", or "" for a natural call that is
	// not forcing.
	Forcing    string
	Convention string // "Stayman", "" when none
	Source     string // "notes 6.3.4, line 324": the section and lines of the notes
	// Path is the auction to the line ("1♣ 1♦ 1♥", the first way the
	// system reaches it), filled for the lines a module continues.
	Path string
	Rule string // "magic-dlight/nt-module.mds:1009": the system line
	// Missing says the notes point to text they do not hold (policy
	// missing): what follows the call is not described.
	Missing bool
	// Kids are the lines below, each shown here; Refs the shared
	// modules that continue the line, shown in the modules part.
	Kids []*Line
	Refs []*Ref
}

// Ref is one place where a shared module continues a line.
type Ref struct {
	Module *Module
	// Without are the module's calls that do not apply here (the line
	// gives its own call instead, an override), as Line.Call.
	Without []string
}

// Module is one shared subtree: a module mounted with the same
// arguments in several places.
type Module struct {
	Name string // the module's name as defined ("nt", "rkcb-next")
	// Heading is the module's title from its @module line ("1NT module:
	// the answers to 1NT (chapter 6)"; language section 5), "" when the
	// line gives none.
	Heading string
	N       int    // 1 for the first instance of a name, 2 for the second...
	Anchor  string // "m-nt-1"
	// At are the lines it continues, in document order; First is the
	// path of calls to the first of them ("1♣ 1♦ 1NT").
	At    []*Line
	First string
	Lines []*Line
	// Calls is the number of calls it holds, nested modules not counted.
	Calls int
}

// CallsText words Calls: "1 call", "12 calls".
func (m *Module) CallsText() string { return plural(m.Calls, "call") }

// plural writes n and the noun, with an s unless n is 1.
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// Title is what the document calls the module: its heading, or its
// name when it has none, numbered when the module applies with different
// arguments in several places: "RKCB 0314: the answers to 4NT (9.2) · 2",
// "nt · 2", "blackwood".
func (m *Module) Title() string {
	t := m.Heading
	if t == "" {
		t = m.Name
	}
	if m.N == 0 {
		return t
	}
	return fmt.Sprintf("%s · %d", t, m.N)
}

// Build lays out the compiled system s. It walks every compiled line once
// (engine.System.Nodes); the result does not depend on map order, so the
// same system gives the same document.
func Build(s *engine.System, opts Options) *Doc {
	d := &Doc{System: opts.System, Variant: opts.Variant, AlertRules: opts.AlertRules, Version: opts.Version}
	if d.System == "" {
		d.System = s.Name()
	}
	if d.Variant == "" {
		d.Variant = s.Variant()
	}
	d.Title = d.System + " · system notes"

	infos := map[int]engine.NodeInfo{}
	kids := map[int][]int{}
	parents := map[int]int{}
	s.Nodes(func(n engine.NodeInfo, children []engine.NodeInfo) bool {
		infos[n.ID] = n
		ids := make([]int, len(children))
		for i, c := range children {
			ids[i] = c.ID
			parents[c.ID]++
		}
		kids[n.ID] = ids
		return true
	})

	// A line continued from several lines is shared. The shared lines a
	// line continues with, per module, form one mount; mounts of one
	// module that share a line are one instance (an override at one
	// mount leaves out some of its lines there).
	type mount struct {
		at   int
		name string
		ids  []int
	}
	var mounts []mount
	for id := 0; id <= len(infos); id++ { // IDs run 0 (top) .. number of lines, in walk order
		if _, ok := infos[id]; !ok {
			continue
		}
		var byName []mount
		for _, c := range kids[id] {
			if parents[c] < 2 {
				continue
			}
			name := infos[c].Module
			k := -1
			for i := range byName {
				if byName[i].name == name {
					k = i
				}
			}
			if k < 0 {
				byName = append(byName, mount{at: id, name: name})
				k = len(byName) - 1
			}
			byName[k].ids = append(byName[k].ids, c)
		}
		// A module's line that another mount overrides is continued from
		// one line only, but belongs to the module all the same.
		for i := range byName {
			if byName[i].name == "" || infos[id].Module == byName[i].name {
				continue
			}
			for _, c := range kids[id] {
				if parents[c] < 2 && infos[c].Module == byName[i].name {
					byName[i].ids = append(byName[i].ids, c)
				}
			}
		}
		mounts = append(mounts, byName...)
	}
	// union-find over the mounts by the lines they share
	parent := make([]int, len(mounts))
	for i := range parent {
		parent[i] = i
	}
	var find func(i int) int
	find = func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	owner := map[int]int{} // shared line -> a mount holding it
	for i, m := range mounts {
		for _, c := range m.ids {
			if j, ok := owner[c]; ok {
				a, b := find(i), find(j)
				if a != b {
					parent[max(a, b)] = min(a, b)
				}
			} else {
				owner[c] = i
			}
		}
	}
	headings := map[string]string{}
	for _, mi := range s.Modules() {
		headings[mi.Name] = mi.Title
	}
	instOf := map[int]*Module{} // root mount -> module
	lineMod := map[int]*Module{}
	var instIDs = map[*Module][]int{}
	count := map[string]int{}
	for i, m := range mounts {
		r := find(i)
		mod := instOf[r]
		if mod == nil {
			mod = &Module{Name: m.name, Heading: headings[m.name]}
			if mod.Name == "" {
				mod.Name = "shared"
			}
			count[mod.Name]++
			instOf[r] = mod
			d.Modules = append(d.Modules, mod)
		}
		for _, c := range m.ids {
			if lineMod[c] == nil {
				lineMod[c] = mod
				instIDs[mod] = append(instIDs[mod], c)
			}
		}
	}
	for _, m := range d.Modules {
		sort.Ints(instIDs[m])
	}

	lines := map[int]*Line{}
	var build func(id int) *Line
	// expand builds the lines below id that are shown there (the lines
	// that are not shared), and the refs to the shared ones.
	expand := func(l *Line, id int) {
		var refs []*Ref
		seen := map[*Module]*Ref{}
		for _, c := range kids[id] {
			if m := lineMod[c]; m != nil {
				r := seen[m]
				if r == nil {
					r = &Ref{Module: m}
					seen[m] = r
					refs = append(refs, r)
				}
				continue
			}
			l.Kids = append(l.Kids, build(c))
		}
		for _, r := range refs {
			here := map[int]bool{}
			for _, c := range kids[id] {
				here[c] = true
			}
			for _, c := range instIDs[r.Module] {
				if !here[c] {
					r.Without = append(r.Without, callText(infos[c]))
				}
			}
			if l != nil {
				r.Module.At = append(r.Module.At, l)
			}
		}
		l.Refs = refs
	}
	build = func(id int) *Line {
		l := newLine(infos[id])
		lines[id] = l
		expand(l, id)
		return l
	}
	top := &Line{}
	expand(top, 0)
	for _, l := range top.Kids {
		if l.Opp {
			d.Theirs = append(d.Theirs, l)
		} else {
			d.Ours = append(d.Ours, l)
		}
	}
	// The modules' own lines, built after the trees so that a module's
	// At list starts in the document's order; a module met only inside
	// another module is built when that one is.
	for i := 0; i < len(d.Modules); i++ {
		m := d.Modules[i]
		for _, c := range instIDs[m] {
			m.Lines = append(m.Lines, build(c))
		}
	}
	// Modules in the order a reader meets them: the order of their first
	// place in the document.
	order := map[*Module]int{}
	var visit func(ls []*Line)
	visit = func(ls []*Line) {
		for _, l := range ls {
			for _, r := range l.Refs {
				if _, ok := order[r.Module]; !ok {
					order[r.Module] = len(order)
					visit(r.Module.Lines)
				}
			}
			visit(l.Kids)
		}
	}
	visit(top.Kids)
	for _, m := range d.Modules {
		if _, ok := order[m]; !ok {
			order[m] = len(order)
		}
	}
	sort.SliceStable(d.Modules, func(i, j int) bool { return order[d.Modules[i]] < order[d.Modules[j]] })
	// numbered in that order too: "nt (1)" is the first a reader meets
	seen := map[string]int{}
	for _, m := range d.Modules {
		m.Anchor = "m-" + anchorName(m.Name)
		if count[m.Name] > 1 {
			seen[m.Name]++
			m.N = seen[m.Name]
			m.Anchor += fmt.Sprintf("-%d", m.N)
		}
	}
	for _, m := range d.Modules {
		for _, l := range m.At {
			l.Path = pathOf(infos, l.ID)
		}
		if len(m.At) > 0 {
			m.First = m.At[0].Path
		}
		m.Calls = countLines(m.Lines)
		d.Stats.Refs += len(m.At)
	}
	d.Stats.Lines = len(lines)
	d.Stats.Modules = len(d.Modules)
	d.Stats.Expanded = d.Stats.Lines
	for _, m := range d.Modules {
		d.Stats.Expanded += max(len(m.At)-1, 0) * m.Calls
	}
	return d
}

// countLines counts ls and the lines shown below them.
func countLines(ls []*Line) int {
	n := 0
	for _, l := range ls {
		n += 1 + countLines(l.Kids)
	}
	return n
}

// newLine describes compiled line n.
func newLine(n engine.NodeInfo) *Line {
	m := n.Meaning
	l := &Line{ID: n.ID, Anchor: fmt.Sprintf("l%d", n.ID), Call: callText(n), Opp: n.Opponents, When: n.Conditions,
		Text: strings.TrimSpace(n.Explanation), Alert: m.Alert, Artificial: m.Artificial, Convention: m.Convention,
		Source: source(m), Rule: n.Rule, Missing: n.Policy == "missing"}
	l.Red = strings.ContainsAny(l.Call, "♥♦")
	if m.Constraint != nil {
		l.Constraint = m.Constraint.String()
		// the constraint in a player's words ("12-14 HCP, balanced";
		// "4+♥ or 4+♠; 11+ HCP"), not the envelope's ranges of every suit
		l.Promise = m.Constraint.Words()
	}
	if !n.Opponents {
		l.Forcing = forcingText(m)
	}
	return l
}

// forcingText words a line's forcing status for a player.
func forcingText(m engine.Meaning) string {
	switch m.Forcing {
	case engine.ForcingOneRound:
		return "forcing"
	case engine.ForcingGame:
		return "game forcing"
	case engine.ForcingUnknown:
		return "forcing (not stated)"
	}
	switch m.Strength {
	case "invitational":
		return "invitational"
	case "signoff":
		return "to play"
	}
	return ""
}

// source words where the notes give a meaning: "notes 6.3.4, line 324",
// "notes 6.4.2, lines 497-507".
func source(m engine.Meaning) string {
	s := m.Source
	var parts []string
	for _, r := range m.NotesRefs {
		if r.Max > r.Min {
			parts = append(parts, fmt.Sprintf("%d-%d", r.Min, r.Max))
		} else if r.Min > 0 {
			parts = append(parts, fmt.Sprint(r.Min))
		}
	}
	switch {
	case len(parts) == 1 && strings.Contains(parts[0], "-"):
		s += ", lines " + parts[0]
	case len(parts) == 1:
		s += ", line " + parts[0]
	case len(parts) > 1:
		s += ", lines " + strings.Join(parts, ", ")
	}
	return strings.TrimPrefix(s, ", ")
}

// callText writes a line's call as players read it: "1♣", "(2♥)",
// "Pass", "(any call)", "+1 step", "3♣..3♠".
func callText(n engine.NodeInfo) string {
	c := n.Call
	opp := strings.HasPrefix(c, "(") && strings.HasSuffix(c, ")")
	if opp {
		c = c[1 : len(c)-1]
	}
	c = labelText(c)
	if opp {
		return "(" + c + ")"
	}
	return c
}

// labelText writes one call token of the system language for players.
func labelText(c string) string {
	switch {
	case c == "_":
		return "any call"
	case strings.HasPrefix(c, "+"):
		if c == "+1" {
			return "+1 step"
		}
		return c + " steps"
	}
	if call, err := bridge.ParseCall(c); err == nil {
		if call.Kind == bridge.Pass {
			return "Pass"
		}
		return call.Symbol()
	}
	// a pattern: "4x", "2C..3D", "1x=O": write the suits as symbols
	var b strings.Builder
	for i := 0; i < len(c); i++ {
		b.WriteByte(c[i])
		if c[i] >= '1' && c[i] <= '7' && i+1 < len(c) && (i == 0 || c[i-1] == '.') {
			if s, err := bridge.ParseStrain(c[i+1 : i+2]); err == nil && (i+2 == len(c) || c[i+2] == '.' || c[i+2] == '=') {
				b.WriteString(s.Symbol())
				i++
			}
		}
	}
	return b.String()
}

// pathOf writes the auction to line id for players, following the
// lines it is first reached through: "1♥ (seat 3-4) 2♣ 2♦"; each call's
// conditions in brackets.
func pathOf(infos map[int]engine.NodeInfo, id int) string {
	var out []string
	for n, ok := infos[id]; ok && n.ID != 0; n, ok = infos[n.Parent] {
		c := callText(n)
		if n.Conditions != "" {
			c += " (" + n.Conditions + ")"
		}
		out = append(out, c)
	}
	slices.Reverse(out)
	return strings.Join(out, " ")
}

// anchorName makes a module name safe for an element id: letters (the
// case kept: ts3M and ts3m are two modules), digits and hyphens.
func anchorName(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9':
			b.WriteRune(r)
		default:
			b.WriteByte('-')
		}
	}
	return b.String()
}
