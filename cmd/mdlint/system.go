package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/export/bboalert"
	"github.com/mdlint/mdlint/internal/safetext"
	"github.com/mdlint/mdlint/internal/safewrite"
	"github.com/mdlint/mdlint/systemdoc"
)

// SystemCmd groups the commands about the system itself.
type SystemCmd struct {
	Dump   SystemDumpCmd   `cmd:"" help:"Print every path of the compiled system that a legal auction reaches, with its provenance, one per line, sorted (review a system change as a diff); a shared module is listed once, below the first such path, and elsewhere as \"continues as after\" it."`
	Diff   SystemDiffCmd   `cmd:"" help:"List the lines whose meaning differs between the system (--system, e.g. a pair's overlay) and another (--against, by default the embedded one)."`
	Export SystemExportCmd `cmd:"" help:"Write the system in another format: --format bboalert (the BBOalert alert table for BBO), html or markdown (the system as notes a player reads: a bid tree per opening, shared modules shown once)."`
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

// auctionStack rebuilds, along system.Walk's paths, the auction that
// leads to each line, for the alert regulation: a path lists the calls of
// both sides in order, the opponents' in parentheses, without the
// opponents' passes between two of our calls (1C 1D is 1♣-(P)-1♦) and the
// passes of 3rd/4th hand before an opening ("seat 3-4" in its conditions:
// two passes, so that partner is a passed hand). A line whose path holds a
// pattern ("(_)", "+1", "4x") has no auction: it keeps its own flag.
type auctionStack struct {
	calls [][]bridge.Call    // the auction up to and including the line at each depth; nil when unknown
	ms    [][]engine.Meaning // our side's meanings of those calls (the others' zero), for engine.ShownBefore
	opp   []bool             // whether the line at each depth is the opponents'
}

// push records the line n at depth d (1 = a first call) and returns the
// calls before it, what our side's calls before it showed
// (engine.ShownBefore), its call, and whether they are known.
func (a *auctionStack) push(d int, n engine.NodeInfo) (before []bridge.Call, sh engine.Shown, call bridge.Call, known bool) {
	a.calls, a.ms, a.opp = a.calls[:d-1], a.ms[:d-1], a.opp[:d-1]
	label := strings.TrimSuffix(strings.TrimPrefix(n.Call, "("), ")")
	c, err := bridge.ParseCall(label)
	ok := err == nil && !n.Pattern
	var ms []engine.Meaning
	if d > 1 {
		if prev := a.calls[d-2]; prev == nil {
			ok = false
		} else {
			before = append(before, prev...)
			ms = append(ms, a.ms[d-2]...)
			if a.opp[d-2] == n.Opponents {
				before = append(before, bridge.Call{Kind: bridge.Pass})
				ms = append(ms, engine.Meaning{})
			}
		}
	} else if strings.Contains(n.Conditions, "seat 3") || strings.Contains(n.Conditions, "seat 4") {
		before = []bridge.Call{{Kind: bridge.Pass}, {Kind: bridge.Pass}}
		ms = make([]engine.Meaning, 2)
	}
	a.opp = append(a.opp, n.Opponents)
	if !ok {
		a.calls, a.ms = append(a.calls, nil), append(a.ms, nil)
		return nil, sh, c, false
	}
	var m engine.Meaning
	if !n.Opponents {
		m = n.Meaning
		m.Call, m.Side, m.Status = c, "system", engine.Defined
	}
	a.calls = append(a.calls, append(before[:len(before):len(before)], c))
	a.ms = append(a.ms, append(ms[:len(ms):len(ms)], m))
	return before, engine.ShownBefore(ms), c, true
}

// legalStack follows, along system.Walk's paths, the auctions a path can
// stand for, to leave out the lines no legal auction reaches (a range
// such as 1C..7N under an opponent's 1♥ holds insufficient bids). The
// auction is rebuilt as auctionStack does (an opponent's pass between two
// of our calls, two passes before a "seat 3-4" opening); a step "+n" is
// the bid n steps above the last bid; an opponent's call written "(_)"
// (any call) stands for each of pass, double, redouble and the cheapest
// bid, which between them allow every continuation any call there
// allows. A line is legal when at least one of its auctions is
// (bridge.Auction, Laws 18, 19 and 22).
type legalStack struct {
	auctions [][][]bridge.Call // the legal auctions up to and including the line at each depth
	opp      []bool            // whether the line at each depth is the opponents'
}

// push records the line n at depth d (1 = a first call) and reports
// whether a legal auction reaches it. The caller does not descend below a
// line that is not legal, so the depth d-1 is always a legal line.
func (l *legalStack) push(d int, n engine.NodeInfo) bool {
	l.auctions, l.opp = l.auctions[:d-1], l.opp[:d-1]
	var starts [][]bridge.Call
	if d > 1 {
		for _, a := range l.auctions[d-2] {
			if l.opp[d-2] == n.Opponents {
				a = append(a[:len(a):len(a)], bridge.PassCall)
			}
			starts = append(starts, a)
		}
	} else if strings.Contains(n.Conditions, "seat 3") || strings.Contains(n.Conditions, "seat 4") {
		starts = [][]bridge.Call{{bridge.PassCall, bridge.PassCall}}
	} else {
		starts = [][]bridge.Call{nil}
	}
	label := strings.TrimSuffix(strings.TrimPrefix(n.Call, "("), ")")
	var out [][]bridge.Call
	for _, a := range starts {
		auct := bridge.Auction{Calls: a}
		if auct.Legal() != nil {
			continue
		}
		for _, c := range dumpCalls(label, auct) {
			if auct.Allowed(c) == nil {
				out = append(out, append(a[:len(a):len(a)], c))
			}
		}
	}
	l.opp = append(l.opp, n.Opponents)
	l.auctions = append(l.auctions, out)
	return len(out) > 0
}

// dumpCalls returns the calls the path label ("1C", "P", "+2", "_") may
// stand for after the auction a: the call itself; for a step, the bid that
// many steps above the last bid (none before a bid or above 7NT); for "_",
// pass, double, redouble and the cheapest bid.
func dumpCalls(label string, a bridge.Auction) []bridge.Call {
	last := -1
	if c, i := a.LastBid(); i >= 0 {
		last = c.Rank()
	}
	switch {
	case label == "_":
		out := []bridge.Call{bridge.PassCall, bridge.DoubleCall, bridge.RedoubleCall}
		if last < 34 {
			out = append(out, bridge.BidOfRank(last+1))
		}
		return out
	case strings.HasPrefix(label, "+"):
		var n int
		if _, err := fmt.Sscanf(label, "+%d", &n); err != nil || last < 0 || last+n > 34 {
			return nil
		}
		return []bridge.Call{bridge.BidOfRank(last + n)}
	}
	c, err := bridge.ParseCall(label)
	if err != nil {
		return nil
	}
	return []bridge.Call{c}
}

// Run prints the dump. Exit code 2 when the system does not load.
func (c *SystemDumpCmd) Run(g *Globals) error {
	sys, err := loadSystem(g)
	if err != nil {
		return &exitError{2, fmt.Errorf("system does not load:\n%w", err)}
	}
	lines := dumpLines(sys, g.AlertRules, true)
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

// dumpLines returns the lines of system dump, sorted by path: every line
// of sys (System.Walk) with its alert under the regulation rules at its
// place in the auction; with legalOnly, only the lines a legal auction
// reaches (legalStack), and the shared subtrees below the first legal path
// that reaches them.
func dumpLines(sys *engine.System, rules string, legalOnly bool) []dumpLine {
	var lines []dumpLine
	var conds []string
	var auct auctionStack
	var legal legalStack
	sys.Walk(func(path []string, n engine.NodeInfo) bool {
		if legalOnly && !legal.push(len(path), n) {
			return false
		}
		conds = append(conds[:len(path)-1], n.Conditions)
		before, sh, call, known := auct.push(len(path), n)
		var steps []string
		for i, p := range path {
			if conds[i] != "" {
				p += "[" + conds[i] + "]"
			}
			steps = append(steps, p)
		}
		m := n.Meaning
		if known && !n.Opponents {
			// the alert at the line's place in the auction, by the
			// regulation in force (docs/alert-policy.md)
			m.Call = call
			engine.Regulate(rules, before, sh, &m)
		}
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
	return lines
}

// SystemExportCmd is `mdlint system export`: the compiled system written
// in another format (--format): bboalert, the alert table of the BBOalert
// browser extension (package export/bboalert); html and markdown, the
// system as notes a player reads (package systemdoc).
type SystemExportCmd struct {
	Format   string   `help:"Output format: bboalert (the alert table of the BBOalert browser extension, for BBO), html (one self-contained page: a collapsible bid tree per opening) or markdown (the same tree as nested lists, readable on GitHub)." required:"" enum:"bboalert,html,markdown" placeholder:"FORMAT"`
	Players  []string `help:"The pair's BBO usernames (bboalert: the system's option is on only with this partner), joined by + (e.g. anna+carl)." sep:"+" placeholder:"BBOID+BBOID"`
	Output   string   `short:"o" name:"output" help:"Write to this file instead of the standard output (- is the standard output); an existing file is replaced only with --force." placeholder:"FILE"`
	Force    bool     `help:"Allow -o (or --split) to replace files that already exist."`
	Split    string   `help:"html, markdown: write one file per opening into this directory (created when missing), with index.html (index.md) listing them and modules.html (modules.md) holding the shared modules; files there are replaced only with --force." placeholder:"DIR"`
	MaxCalls int      `name:"max-calls" help:"bboalert: export auctions of at most this many calls from the first bid on (8: about 1 MB)." default:"8"`
}

// Run writes the export. Exit code 2 when the system does not load, an
// argument is wrong or the file cannot be written (an existing file is
// left as it was).
func (c *SystemExportCmd) Run(g *Globals) error {
	if c.Split != "" && (c.Output != "" || c.Format == "bboalert") {
		return &exitError{2, fmt.Errorf("system export: --split writes the html or markdown notes into a directory; it goes with neither -o nor --format bboalert")}
	}
	if c.Output != "" && c.Output != "-" && !c.Force {
		if _, err := os.Lstat(c.Output); err == nil {
			return &exitError{2, fmt.Errorf("system export: %s exists; use --force to replace it", c.Output)}
		}
	}
	var write func(w io.Writer) error
	switch c.Format {
	case "bboalert":
		ids, err := bboIDs(c.Players)
		if err != nil {
			return &exitError{2, fmt.Errorf("system export: %w", err)}
		}
		write, err = c.bboalert(g, ids)
		if err != nil {
			return err
		}
	case "html", "markdown":
		sys, err := loadSystem(g)
		if err != nil {
			return &exitError{2, fmt.Errorf("system does not load:\n%w", err)}
		}
		name := ""
		if g.System != "" {
			name = sys.Name() + " (" + g.System + ")"
		}
		doc := systemdoc.Build(sys, systemdoc.Options{System: name, AlertRules: g.AlertRules, Version: "mdlint " + versionString()})
		if c.Split != "" {
			pages := doc.SplitHTML()
			if c.Format == "markdown" {
				pages = doc.SplitMarkdown()
			}
			if err := c.writeSplit(g, pages); err != nil {
				return exitFor("system export", err)
			}
			return nil
		}
		write = doc.WriteHTML
		if c.Format == "markdown" {
			write = doc.WriteMarkdown
		}
	default:
		return &exitError{2, fmt.Errorf("system export: unknown format %q", c.Format)}
	}
	if err := c.writeOut(g, write); err != nil {
		return exitFor("system export", err)
	}
	return nil
}

// writeOut runs write on the standard output or, through safewrite (a
// temporary file renamed into place: never half-written, an existing file
// replaced only with --force), on -o FILE.
func (c *SystemExportCmd) writeOut(g *Globals, write func(io.Writer) error) error {
	if c.Output == "" || c.Output == "-" {
		return write(g.Stdout)
	}
	// Ctrl-C or SIGTERM while the file is written removes its temporary
	// file: it is put in place whole or not at all
	guard := &writeGuard{}
	intr := catchInterrupts(guard.abortAll)
	defer intr.stop()
	f, err := guard.create(c.Output, safewrite.Options{Replace: c.Force})
	if err != nil {
		return intr.orErr(err, "no file was written")
	}
	if err := write(f); err != nil {
		guard.abortAll()
		return intr.orErr(err, "no file was written")
	}
	if err := guard.commit(f.Commit); err != nil {
		err = intr.orErr(err, "no file was written")
		if errors.Is(err, safewrite.ErrExists) {
			return fmt.Errorf("%s exists; use --force to replace it", c.Output)
		}
		return err
	}
	where, err := filepath.Abs(c.Output)
	if err != nil {
		where = c.Output
	}
	fmt.Fprintf(g.Stderr, "mdlint: system export written to %s\n", where)
	return nil
}

// writeSplit writes the pages of a split document into --split DIR
// (created when missing). Nothing is written when a page's file exists
// and --force is not given; each file goes through safewrite (never
// half-written), and all are ready before the first is put in place.
func (c *SystemExportCmd) writeSplit(g *Globals, pages []systemdoc.Page) error {
	if st, err := os.Stat(c.Split); err == nil && !st.IsDir() {
		return fmt.Errorf("--split %s: not a directory", c.Split)
	}
	if !c.Force {
		var exist []string
		for _, p := range pages {
			if _, err := os.Lstat(filepath.Join(c.Split, p.Name)); err == nil {
				exist = append(exist, p.Name)
			}
		}
		if len(exist) > 0 {
			more := ""
			if len(exist) > 3 {
				more = fmt.Sprintf(" and %d more", len(exist)-3)
				exist = exist[:3]
			}
			return fmt.Errorf("%s already holds %s%s; use --force to replace them", c.Split, strings.Join(exist, ", "), more)
		}
	}
	if err := os.MkdirAll(c.Split, 0o755); err != nil {
		return err
	}
	// Ctrl-C or SIGTERM while the files are written removes the temporary
	// files of those not yet in place
	guard := &writeGuard{}
	intr := catchInterrupts(guard.abortAll)
	defer intr.stop()
	var files []*safewrite.File
	abort := guard.abortAll // every file not committed (under the guard: a signal may abort them too)
	for _, p := range pages {
		f, err := guard.create(filepath.Join(c.Split, p.Name), safewrite.Options{Replace: c.Force})
		if err != nil {
			abort()
			return intr.orErr(err, "no file was written")
		}
		files = append(files, f)
		if err := p.Write(f); err != nil {
			abort()
			return intr.orErr(err, "no file was written")
		}
	}
	for i, f := range files {
		if err := guard.commit(f.Commit); err != nil {
			abort()
			if errors.Is(err, errInterrupted) {
				return intr.orErr(err, fmt.Sprintf("%d of %d files written to %s", i, len(files), c.Split))
			}
			if errors.Is(err, safewrite.ErrExists) {
				return fmt.Errorf("%s exists; use --force to replace it", f.Name())
			}
			return err
		}
	}
	where, err := filepath.Abs(filepath.Join(c.Split, pages[0].Name))
	if err != nil {
		where = filepath.Join(c.Split, pages[0].Name)
	}
	fmt.Fprintf(g.Stderr, "mdlint: system export: %d files written to %s; start at %s\n", len(pages), c.Split, where)
	return nil
}

// bboIDs checks the pair's BBO usernames: letters, digits and the
// punctuation BBO allows, nothing that the BBOalert table would split
// (a comma) or trim (spaces).
func bboIDs(ids []string) ([]string, error) {
	var out []string
	for _, id := range ids {
		id = strings.TrimSpace(id)
		if id == "" {
			continue
		}
		for _, r := range id {
			if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("._-", r)) {
				return nil, fmt.Errorf("--players: %q is not a BBO username (letters, digits, . _ - only); give the pair's BBO names as --players BBOID+BBOID", id)
			}
		}
		out = append(out, id)
	}
	return out, nil
}

// bboalert loads the system in each variant (the one of --variant
// first: BBOalert turns it on by default) under the BBO alert regulation
// (BBOalert is for BBO, whatever --alert-rules says) and returns the
// writer of its BBOalert table.
func (c *SystemExportCmd) bboalert(g *Globals, ids []string) (func(io.Writer) error, error) {
	names := []string{"brown", "red"}
	if g.Variant == "red" {
		names = []string{"red", "brown"}
	}
	var vs []bboalert.Variant
	for _, v := range names {
		opts := engine.Options{Variant: v, AlertRules: engine.AlertRulesBBO}
		var sys *engine.System
		var err error
		if g.System != "" {
			sys, err = engine.LoadFile(g.System, opts)
		} else {
			sys, err = engine.LoadEmbedded(opts)
		}
		if err != nil {
			return nil, &exitError{2, fmt.Errorf("system does not load:\n%w", err)}
		}
		vs = append(vs, bboalert.Variant{Name: strings.ToUpper(v[:1]) + v[1:], System: sys})
	}
	return func(w io.Writer) error {
		st, err := bboalert.Write(w, bboalert.Options{Variants: vs, Players: ids, Version: "mdlint " + versionString(), MaxCalls: c.MaxCalls})
		if err == nil {
			fmt.Fprintf(g.Stderr, "mdlint: system export: %d records (%d bytes); %d before merging (%d bytes)\n", st.Records, st.Bytes, st.Cells, st.CellBytes)
		}
		return err
	}, nil
}
