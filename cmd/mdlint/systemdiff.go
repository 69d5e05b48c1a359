package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/systems"
	"github.com/mdlint/mdlint/internal/safetext"
)

// SystemDiffCmd is `mdlint system diff`: the lines whose meaning differs
// between the system (--system, by default the embedded one) and another
// (--against).
type SystemDiffCmd struct {
	Against string `help:"The system to compare with: a system file, or the name of an embedded system (magic-dlight, the default)." placeholder:"FILE|NAME" predictor:"file"`
	Format  string `help:"Output format: text, or json (one JSON object per line)." default:"text" enum:"text,json"`
}

// diffSide is one line of a change in `system diff --format json`.
type diffSide struct {
	Explanation string      `json:"explanation"`
	Constraint  string      `json:"constraint,omitempty"`
	HCP         jsonRange   `json:"hcp"`
	Lengths     jsonLengths `json:"lengths"`
	Alert       bool        `json:"alert"`
	Artificial  bool        `json:"artificial"`
	Forcing     string      `json:"forcing"`
	Convention  string      `json:"convention,omitempty"`
	Mandatory   bool        `json:"mandatory,omitempty"`
	Policy      string      `json:"policy"`
	Source      string      `json:"source,omitempty"`
	Rule        string      `json:"rule"`
}

// diffLine is one change in `system diff --format json`.
type diffLine struct {
	Kind   string    `json:"kind"` // added, removed, changed
	Path   []string  `json:"path"`
	Fields []string  `json:"fields,omitempty"`
	Below  int       `json:"below,omitempty"`
	Old    *diffSide `json:"old,omitempty"`
	New    *diffSide `json:"new,omitempty"`
}

func toDiffSide(n *engine.NodeInfo) *diffSide {
	if n == nil {
		return nil
	}
	m := n.Meaning
	j := toJSONCall(m)
	return &diffSide{
		Explanation: m.Explanation, Constraint: m.Constraint.String(), HCP: j.HCP, Lengths: j.Lengths,
		Alert: m.Alert, Artificial: m.Artificial, Forcing: string(m.Forcing), Convention: m.Convention,
		Mandatory: m.Mandatory, Policy: n.Policy, Source: m.Source, Rule: m.Rule,
	}
}

// loadAgainst loads the system named by --against ("" or an embedded
// system's name: the embedded system).
func loadAgainst(g *Globals, name string) (*engine.System, string, error) {
	opts := engine.Options{Variant: g.Variant, AlertRules: g.AlertRules}
	if name == "" {
		name = systems.Names()[0]
	}
	if _, ok := systems.Top(name); ok {
		s, err := engine.LoadEmbedded(opts)
		return s, name + " (embedded)", err
	}
	s, err := engine.LoadFile(name, opts)
	return s, name, err
}

// Run prints the changes. Exit status 0 when the systems mean the same,
// 1 when they differ, 2 when one does not load.
func (c *SystemDiffCmd) Run(g *Globals) error {
	sys, err := loadSystem(g)
	if err != nil {
		return &exitError{2, fmt.Errorf("system does not load:\n%w", err)}
	}
	old, oldName, err := loadAgainst(g, c.Against)
	if err != nil {
		return &exitError{2, fmt.Errorf("%s does not load:\n%w", oldName, err)}
	}
	newName := g.System
	if newName == "" {
		newName = systems.Names()[0] + " (embedded)"
	} else if wd, err := os.Getwd(); err == nil {
		// --system is made absolute by the flag parser: name it as the
		// user would, relative to the working directory
		if rel, err := filepath.Rel(wd, newName); err == nil && !strings.HasPrefix(rel, "..") {
			newName = rel
		}
	}
	changes := engine.Diff(old, sys)
	if c.Format == "json" {
		enc := json.NewEncoder(g.Stdout)
		enc.SetEscapeHTML(false)
		for _, ch := range changes {
			l := diffLine{Kind: string(ch.Kind), Path: ch.Path, Fields: ch.Fields, Below: ch.Below, Old: toDiffSide(ch.Old), New: toDiffSide(ch.New)}
			if err := enc.Encode(l); err != nil {
				return err
			}
		}
	} else if err := writeDiffText(g.Stdout, oldName, newName, changes); err != nil {
		return err
	}
	if len(changes) > 0 {
		return &exitError{1, nil}
	}
	return nil
}

// lineText is one line of the system as `system diff` prints it, its
// promise in words as explain writes it (promiseText): "Landy: both
// majors [4+♠ 4+♥; alert, artificial, forcing one-round, Landy]
// (our-pair.mds:21)".
func lineText(n *engine.NodeInfo) string {
	m := n.Meaning
	var p []string
	if r := promiseText(m); r != "" {
		p = append(p, r)
	}
	var f []string
	if m.Alert {
		f = append(f, "alert")
	}
	if m.Artificial {
		f = append(f, "artificial")
	}
	if m.Forcing != engine.ForcingNone {
		f = append(f, "forcing "+string(m.Forcing))
	}
	if m.Convention != "" {
		f = append(f, m.Convention)
	}
	if n.Policy != "undefined" {
		f = append(f, "policy "+n.Policy)
	}
	if len(f) > 0 {
		p = append(p, strings.Join(f, ", "))
	}
	s := safetext.Line(m.Explanation) // a system file's text
	if len(p) > 0 {
		s += " [" + strings.Join(p, "; ") + "]"
	}
	return s + " (" + m.Rule + ")"
}

func writeDiffText(w io.Writer, oldName, newName string, changes []engine.Change) error {
	fmt.Fprintf(w, "--- %s\n+++ %s\n", safetext.Line(oldName), safetext.Line(newName))
	count := map[engine.ChangeKind]int{}
	for _, ch := range changes {
		path := safetext.Line(pathWords(ch.Path))
		count[ch.Kind]++
		switch ch.Kind {
		case engine.Added, engine.Removed:
			n := ch.New
			sign := "+"
			if ch.Kind == engine.Removed {
				n, sign = ch.Old, "-"
			}
			fmt.Fprintf(w, "%s %s %s = %s", sign, ch.Kind, path, lineText(n))
			if ch.Below > 0 {
				fmt.Fprintf(w, ", with %s below", plural(ch.Below, "line"))
			}
			fmt.Fprintln(w)
		case engine.Changed:
			fmt.Fprintf(w, "~ changed %s: %s\n", path, strings.Join(ch.Fields, ", "))
			was, now := lineText(ch.Old), lineText(ch.New)
			if was == now {
				// the summary hides the change (a constraint whose
				// envelope is the same): show the constraints
				was += " {" + safetext.Line(ch.Old.Meaning.Constraint.String()) + "}"
				now += " {" + safetext.Line(ch.New.Meaning.Constraint.String()) + "}"
			}
			fmt.Fprintf(w, "    was %s\n    now %s\n", was, now)
		}
	}
	if len(changes) == 0 {
		_, err := fmt.Fprintln(w, "the two systems give every line the same meaning")
		return err
	}
	_, err := fmt.Fprintf(w, "%d changed, %d added, %d removed\n", count[engine.Changed], count[engine.Added], count[engine.Removed])
	return err
}

// pathWords writes the calls that lead to a line as players write an
// auction, each line's conditions in words after it: "1NT (1st/2nd hand)
// 2NT Pass" for engine.Change's ["1N[seat 1-2]", "2N", "P"]; an
// opponent's call keeps its brackets, "(1♥)". A pattern ("4x", "(_)",
// "+1") is written as the system file has it.
func pathWords(path []string) string {
	out := make([]string, len(path))
	for i, el := range path {
		call, cond, _ := strings.Cut(el, "[")
		cond = strings.TrimSuffix(cond, "]")
		w := call
		inner, opp := strings.CutPrefix(call, "(")
		if opp {
			inner = strings.TrimSuffix(inner, ")")
		}
		if cs, err := engine.ParseCalls(inner); err == nil && len(cs) == 1 {
			w = cs[0].Symbol()
			if opp {
				w = "(" + w + ")"
			}
		}
		if cond != "" {
			w += " (" + conditionWords(cond) + ")"
		}
		out[i] = w
	}
	return strings.Join(out, " ")
}

// conditionWords writes a line's `when` conditions (language section 6)
// for a player: "seat 1-2" is "1st/2nd hand", "seat 3-4" "3rd/4th hand",
// the others "when ..." as written ("when not gf").
func conditionWords(cond string) string {
	seats := map[string]string{"seat 1-2": "1st/2nd hand", "seat 3-4": "3rd/4th hand", "seat 1": "1st hand",
		"seat 2": "2nd hand", "seat 3": "3rd hand", "seat 4": "4th hand"}
	var ws, rest []string
	for _, c := range strings.Split(cond, ", ") {
		if w, ok := seats[c]; ok {
			ws = append(ws, w)
		} else {
			rest = append(rest, c)
		}
	}
	if len(rest) > 0 {
		ws = append(ws, "when "+strings.Join(rest, ", "))
	}
	return strings.Join(ws, ", ")
}
