package main

import (
	"github.com/mdlint/mdlint/internal/safetext"

	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/mdlint/mdlint/engine"
)

// SystemCmd groups the commands about the system itself.
type SystemCmd struct {
	Dump SystemDumpCmd `cmd:"" help:"Print every path of the compiled system with its provenance, one per line, sorted (review a system change as a diff)."`
}

// SystemDumpCmd is `mdlint system dump`.
type SystemDumpCmd struct {
	Format string `help:"Output format: text or json (one JSON object per line)." default:"text" enum:"text,json"`
}

type dumpLine struct {
	Path        []string    `json:"path"`
	Conditions  []string    `json:"conditions"`
	Explanation string      `json:"explanation"`
	Constraint  string      `json:"constraint,omitempty"`
	Alert       bool        `json:"alert"`
	Artificial  bool        `json:"artificial"`
	Forcing     string      `json:"forcing"`
	Convention  string      `json:"convention,omitempty"`
	Source      string      `json:"source"`
	NotesLines  []jsonRange `json:"notes_lines,omitempty"`
	Rule        string      `json:"rule"`
	Policy      string      `json:"policy"`
	SeeAlso     string      `json:"see_also,omitempty"`
	key         string
}

// Run prints the dump. Exit code 2 when the system does not load.
func (c *SystemDumpCmd) Run(g *Globals) error {
	sys, err := loadSystem(g)
	if err != nil {
		return &exitError{2, fmt.Errorf("system does not load:\n%w", err)}
	}
	var lines []dumpLine
	var conds []string
	sys.Walk(func(path []string, n engine.NodeInfo) bool {
		conds = append(conds[:len(path)-1], n.Conditions)
		var steps []string
		for i, p := range path {
			if conds[i] != "" {
				p += "[" + conds[i] + "]"
			}
			steps = append(steps, p)
		}
		m := n.Meaning
		l := dumpLine{
			Path: append([]string(nil), path...), Conditions: append([]string(nil), conds...),
			Explanation: m.Explanation, Constraint: m.Constraint.String(), Alert: m.Alert,
			Artificial: m.Artificial, Forcing: string(m.Forcing), Convention: m.Convention,
			Source: m.Source, Rule: m.Rule, Policy: n.Policy, SeeAlso: n.SeeAlso, key: strings.Join(steps, " "),
		}
		for _, r := range m.NotesRefs {
			l.NotesLines = append(l.NotesLines, jr(r))
		}
		lines = append(lines, l)
		return true
	})
	sort.SliceStable(lines, func(i, j int) bool { return lines[i].key < lines[j].key })
	w := g.Stdout
	if c.Format == "json" {
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		for _, l := range lines {
			if err := enc.Encode(l); err != nil {
				return err
			}
		}
		return nil
	}
	for _, l := range lines {
		var p []string
		if l.Constraint != "" {
			p = append(p, "{"+l.Constraint+"}")
		}
		var flags []string
		if l.Artificial {
			flags = append(flags, "artificial")
		}
		if l.Alert {
			flags = append(flags, "alert")
		}
		if l.Forcing != string(engine.ForcingNone) {
			flags = append(flags, "forcing "+l.Forcing)
		}
		if l.Convention != "" {
			flags = append(flags, "conv "+l.Convention)
		}
		if l.Policy != "undefined" {
			flags = append(flags, "policy "+l.Policy)
		}
		if len(flags) > 0 {
			p = append(p, strings.Join(flags, ", "))
		}
		src := l.Source
		for i, r := range l.NotesLines {
			if i == 0 {
				src += " line "
			} else {
				src += ","
			}
			src += fmt.Sprint(r.Min)
			if r.Max != r.Min {
				src += fmt.Sprintf("-%d", r.Max)
			}
		}
		fmt.Fprintf(w, "%s = %s", l.key, safetext.Line(l.Explanation)) // a system file's text
		if len(p) > 0 {
			fmt.Fprintf(w, " %s", strings.Join(p, " "))
		}
		fmt.Fprintf(w, " (%s; %s)", safetext.Line(strings.TrimSpace(src)), l.Rule)
		if l.SeeAlso != "" {
			fmt.Fprintf(w, " continues as after %s", l.SeeAlso)
		}
		fmt.Fprintln(w)
	}
	return nil
}
