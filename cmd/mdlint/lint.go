package main

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/lintout"
	"github.com/mdlint/mdlint/record"
)

// LintCmd is `mdlint lint`: replay every board and report the calls that
// break the system (issue 5).
type LintCmd struct {
	SideFlags
	Format       string   `help:"Output format: text (for people), compact (file:line:col: severity: message [ID name], one line per finding), json (JSON Lines), sarif (SARIF 2.1.0) or github (GitHub Actions annotations)." enum:"text,compact,json,sarif,github" default:"text"`
	FailOn       string   `help:"Exit 1 when a finding reaches this severity: error, warning, info or never." enum:"error,warning,info,never" default:"error"`
	Disable      []string `help:"Rules not to run, by ID or name (comma-separated), e.g. MD006,unexpected-alert." sep:","`
	HCPTolerance int      `name:"hcp-tolerance" help:"HCP by which a hand may miss the promised range and be a warning, not an error." default:"1"`
	ASCII        bool     `name:"ascii" help:"Write suits as C D H S instead of ♣♦♥♠."`
	Rules        bool     `help:"List the rules and exit."`
	Paths        []string `arg:"" optional:"" name:"FILE|DIR" help:"PBN and LIN files, or directories walked for *.pbn and *.lin."`
}

func parseFailOn(s string) (record.Severity, bool) {
	switch s {
	case "info":
		return record.Info, true
	case "warning":
		return record.Warning, true
	case "error":
		return record.Error, true
	}
	return 0, false // never
}

// Run lints the files and prints the findings.
func (c *LintCmd) Run(g *Globals) error {
	rules := annotate.Rules()
	if c.Rules {
		for _, r := range rules {
			fmt.Fprintf(g.Stdout, "%s  %-20s %-8s %s\n", r.ID, r.Name, r.Severity, r.Doc)
		}
		return nil
	}
	if len(c.Paths) == 0 {
		return &exitError{code: 2, err: fmt.Errorf("lint: name at least one FILE or DIR (or --rules)")}
	}
	disabled := map[string]bool{}
	for _, d := range c.Disable {
		d = strings.TrimSpace(d)
		found := false
		for _, r := range rules {
			if strings.EqualFold(d, r.ID) || strings.EqualFold(d, r.Name) {
				disabled[r.ID] = true
				found = true
			}
		}
		if !found {
			return &exitError{code: 2, err: fmt.Errorf("lint: --disable: no rule %q (see mdlint lint --rules)", d)}
		}
	}
	sys, err := loadSystem(g)
	if err != nil {
		return &exitError{code: 2, err: err}
	}
	files, expandBad, err := expandFiles(g, c.Paths)
	if err != nil {
		return err
	}
	job := annotate.Job{System: sys, Sides: c.sides(), Players: c.Players, Lint: true, Rules: rules,
		Config: annotate.Config{Disabled: disabled, HCPTolerance: c.HCPTolerance}}
	failAt, failable := parseFailOn(c.FailOn)
	colour := useColour(g, g.Stdout)
	var out lintout.Writer
	if c.Format != "text" {
		out, err = lintout.New(c.Format, g.Stdout, lintout.Options{ASCII: c.ASCII, Colour: colour, Rules: rules, Version: versionString()})
		if err != nil {
			return &exitError{code: 2, err: err}
		}
	}
	diagEnc := json.NewEncoder(g.Stdout)
	diagEnc.SetEscapeHTML(false)
	var counts [3]int
	boards, skipped, unreadable := 0, 0, 0
	fail := false
	count := func(fs []annotate.Finding) {
		for _, f := range fs {
			counts[f.Severity]++
			if failable && f.Severity >= failAt {
				fail = true
			}
		}
	}
	printFindings := func(fs []annotate.Finding) {
		count(fs)
		if out != nil {
			for _, f := range fs {
				out.Write(f)
			}
		}
	}
	emit := func(res annotate.FileResult) {
		boards += res.Boards
		skipped += res.Skipped
		if res.Err != nil {
			unreadable++
			fmt.Fprintf(g.Stderr, "mdlint: %s: %v\n", res.Path, res.Err)
		}
		for _, d := range res.Diagnostics {
			// file-level problems: objects of their own in JSON, else
			// lines on stderr
			if d.Severity == record.Error {
				unreadable++
			}
			if c.Format == "json" {
				_ = diagEnc.Encode(toJSONDiagnostic(d))
				continue
			}
			fmt.Fprintln(g.Stderr, d.Error())
		}
		printFindings(res.Findings)
	}
	if out != nil {
		processAll(g, files, job, printFindings, emit)
	} else {
		// the text view: a block per board with findings
		processBoards(g, files, job, func(r *annotate.Replay, fs []annotate.Finding) {
			if len(fs) == 0 {
				return
			}
			count(fs)
			writeBoardText(g.Stdout, r, fs, c.ASCII, colour)
		}, emit)
	}
	if out != nil {
		if err := out.Close(); err != nil {
			return &exitError{code: 2, err: fmt.Errorf("writing the findings: %w", err)}
		}
	}
	if c.Format == "text" {
		total := counts[0] + counts[1] + counts[2]
		line := fmt.Sprintf("%s (%s, %s, %d info) on %s in %s",
			plural(total, "finding"), plural(counts[record.Error], "error"), plural(counts[record.Warning], "warning"),
			counts[record.Info], plural(boards, "board"), plural(len(files), "file"))
		if skipped > 0 {
			line += fmt.Sprintf("; %s skipped (none of %s plays)", plural(skipped, "board"), strings.Join(c.Players, ", "))
		}
		fmt.Fprintln(g.Stdout, line)
	}
	if expandBad {
		return &exitError{code: 2}
	}
	if len(c.Players) > 0 && boards > 0 && skipped == boards {
		return allSkipped(c.Players, boards)
	}
	if unreadable > 0 {
		return &exitError{code: 2}
	}
	if fail {
		return &exitError{code: 1}
	}
	return nil
}

// jsonDiagnostic is the JSON Lines form of a file-level diagnostic of the
// reader (no boards, a binary file, text outside any board): an object of
// its own in the stream of findings, told from them by "type".
type jsonDiagnostic struct {
	Type     string `json:"type"` // always "diagnostic"
	File     string `json:"file"`
	Line     int    `json:"line,omitempty"`
	Col      int    `json:"col,omitempty"`
	Severity string `json:"severity"`
	Message  string `json:"message"`
}

func toJSONDiagnostic(d record.Diagnostic) jsonDiagnostic {
	return jsonDiagnostic{Type: "diagnostic", File: d.File, Line: d.Pos.Line, Col: d.Pos.Col, Severity: d.Severity.String(), Message: d.Message}
}
