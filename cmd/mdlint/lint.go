package main

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/internal/safetext"
	"github.com/mdlint/mdlint/lintout"
	"github.com/mdlint/mdlint/record"
)

// LintCmd is `mdlint lint`: replay every board and report the calls that
// break the system.
type LintCmd struct {
	SideFlags
	Format       string   `help:"Output format: text (for people), compact (file:line:col: severity: message [ID name], one line per finding), json (JSON Lines), sarif (SARIF 2.1.0) or github (GitHub Actions annotations)." enum:"text,compact,json,sarif,github" default:"text"`
	FailOn       string   `help:"Exit 1 when a finding reaches this severity: error, warning, info or never." enum:"error,warning,info,never" default:"error"`
	Disable      []string `help:"Rules not to run, by ID or name (comma-separated), e.g. MD006,unexpected-alert." sep:","`
	HCPTolerance int      `name:"hcp-tolerance" help:"HCP by which a hand may miss the promised range and be a warning, not an error." default:"1"`
	Show         string   `help:"Least severity shown: error, warning or info (default: warning for text, info for the other formats); hidden findings are counted in the summary and still count for --fail-on." enum:",error,warning,info" default:""`
	Rules        bool     `help:"List the rules and exit."`
	Verbose      bool     `short:"v" help:"Also tell the readers' notes on harmless variant spellings, read without doubt (4N as 4NT, P as Pass, a '*' glued to a call as an alert mark): their count per file and the first one."`
	Paths        []string `arg:"" predictor:"file" optional:"" name:"FILE|DIR" help:"PBN and LIN files or saved BBO pages, or directories walked for *.pbn, *.lin, *.txt, *.htm(l) and files without an extension (the format is read from the content)."`
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
	for _, d := range c.Disable {
		if ruleByName(rules, d) == nil {
			return &exitError{code: 2, err: fmt.Errorf("lint: --disable: no rule %q (see mdlint lint --rules)", strings.TrimSpace(d))}
		}
	}
	x := expandArgs(c.Paths)
	for _, l := range x.skips {
		fmt.Fprintln(g.Stderr, "mdlint:", l)
	}
	files := x.files
	plan, err := planLint(c, g, files, rules)
	if err != nil {
		return &exitError{code: 2, err: err}
	}
	if plan.assumedSide() && len(files) > 0 {
		fmt.Fprintln(g.Stderr, "mdlint: lint: no --side, --players or players in .mdlint.toml: North-South is taken as the pair playing the system and East-West's calls as the opponents'")
	}
	show := record.Warning
	if c.Format != "text" {
		show = record.Info
	}
	if c.Show != "" {
		show, _ = parseFailOn(c.Show)
	}
	hidden := 0
	failAt, failable := parseFailOn(c.FailOn)
	colour := useColour(g, g.Stdout)
	var out lintout.Writer
	if c.Format != "text" {
		out, err = lintout.New(c.Format, g.Stdout, lintout.Options{ASCII: g.ASCII, Colour: colour, Rules: rules, Version: versionString()})
		if err != nil {
			return &exitError{code: 2, err: err}
		}
	}
	diagEnc := json.NewEncoder(g.Stdout)
	diagEnc.SetEscapeHTML(false)
	// notRead names the inputs with an error problem: an argument that
	// cannot be read, a file that cannot be opened or holds no board
	notRead := map[string]bool{}
	// notReadList is the first error problem of each, in the order
	// told: the text summary names them (as stats's text does)
	var notReadList []record.Diagnostic
	// problem tells a problem that is not a board's finding: in the
	// output of the machine formats (SARIF also on stderr, for the
	// people watching), else as line on stderr
	problem := func(d record.Diagnostic, line string) {
		if d.Severity == record.Error && !notRead[d.File] {
			notRead[d.File] = true
			notReadList = append(notReadList, d)
		}
		if out != nil {
			out.Problem(d)
		}
		if out == nil || c.Format == "sarif" {
			fmt.Fprintln(g.Stderr, line)
		}
	}
	for _, p := range x.problems {
		problem(p, "mdlint: "+argProblem(p))
	}
	var counts [3]int
	boards, skipped := 0, 0
	// read is the number of files emitted (all of them unless a signal
	// stopped the run), checked those of them that were read (not in
	// notRead: the summary's "in N files")
	read, checked := 0, 0
	var noAuction noAuctions
	fail := false
	// keep applies the configuration (severity per rule, exclusions),
	// counts the findings and returns those shown (--show), in a buffer
	// that is used again by the next call (every caller writes them out
	// at once, on the goroutine that calls keep).
	var shownBuf []annotate.Finding
	keep := func(fs []annotate.Finding) []annotate.Finding {
		shown := shownBuf[:0]
		for _, f := range fs {
			if !plan.apply(&f) {
				continue
			}
			counts[f.Severity]++
			if failable && f.Severity >= failAt {
				fail = true
			}
			if f.Severity < show {
				hidden++
				continue
			}
			shown = append(shown, f)
		}
		shownBuf = shown
		return shown
	}
	printFindings := func(fs []annotate.Finding) {
		for _, f := range keep(fs) {
			if out != nil {
				out.Write(f)
			}
		}
	}
	emit := func(res annotate.FileResult) {
		read++
		defer func() {
			if !notRead[res.Path] {
				checked++
			}
		}()
		boards += res.Boards
		skipped += res.Skipped
		noAuction.add(res)
		if res.Err != nil {
			problem(errDiagnostic(res.Path, res.Err), fileErrorLine(res.Path, res.Err))
		}
		for _, d := range res.Diagnostics {
			// file-level problems: in the output of the machine
			// formats, else lines on stderr
			problem(d, d.Error())
		}
		if res.Notations > 0 && c.Verbose {
			// harmless spellings: nothing lost or guessed, so told only
			// with --verbose, one line per file, not findings
			if c.Format == "json" {
				_ = diagEnc.Encode(jsonNotation{Type: "notation", File: res.Path, Count: res.Notations,
					Line: res.Notation.Pos.Line, Col: res.Notation.Pos.Col, Example: res.Notation.Message})
			} else {
				fmt.Fprintln(g.Stderr, notationLine(res))
			}
		}
		printFindings(res.Findings)
		if note := res.AlertsNote(); note != "" {
			// the missing-alert rule was silent on these boards: say so,
			// one line per file, not a finding
			switch n, ok := out.(lintout.Noter); {
			case c.Format == "json":
				_ = diagEnc.Encode(jsonFileNote{Type: "note", File: res.Path, Boards: res.AlertsUnchecked, Message: note})
			case c.Format == "text":
				fmt.Fprintf(g.Stdout, "%s: %s\n", safetext.Line(res.Path), note)
			case ok:
				n.Note(res.Path, note)
			default:
				fmt.Fprintf(g.Stderr, "%s: note: %s\n", safetext.Line(res.Path), note)
			}
		}
	}
	// Ctrl-C or SIGTERM: no file is started after it; the files started
	// are written out whole and the output ends as a failed run's
	// (readInterrupts)
	intr := readInterrupts(files)
	defer intr.stop()
	switch {
	case len(files) == 0:
	case out != nil:
		processUntil(g, intr.Done(), files, plan.jobFor(files), printFindings, nil, emit)
	default:
		// the text view: a block per board with findings
		processUntil(g, intr.Done(), files, plan.jobFor(files), nil, func(r *annotate.Replay, fs []annotate.Finding) {
			if fs = keep(fs); len(fs) == 0 {
				return
			}
			writeBoardText(g.Stdout, r, fs, g.ASCII, colour)
		}, emit)
	}
	intr.stop()
	interrupted := intr.interruptedFailure(read, len(files), "checked")
	// the run's outcome: its exit status and, when it failed, why
	code, failure := 0, ""
	var failErr error // said on stderr by main, in every format
	players := plan.players()
	switch {
	case interrupted != "":
		code, failure = intr.ExitCode(), interrupted
	case boards == 0:
		// not "0 findings on 0 boards": a run that read nothing says so
		code, failure = 2, nothingRead(len(files))+"; nothing was checked"
	case len(players) > 0 && skipped == boards:
		failErr = allSkipped(players, boards)
		code, failure = 2, failErr.(*exitError).err.Error()
	case len(notRead) > 0:
		code, failure = 2, notChecked(len(notRead))
	case noAuction.nothingChecked(boards - skipped):
		// a result list or hand records: a run that checked nothing
		// must not look clean
		code, failure = 2, noAuction.text()+": nothing was checked"
	case fail:
		code = 1
	}
	if out != nil {
		if err := out.Close(lintout.Outcome{Files: read, Boards: boards, Counts: counts, ExitCode: code, Failure: failure}); err != nil {
			return &exitError{code: 2, err: fmt.Errorf("writing the findings: %w", err)}
		}
	}
	if boards == 0 {
		// where the summary goes: stdout for text; compact, github,
		// json and sarif have it in their output (sarif also on stderr)
		switch c.Format {
		case "text":
			fmt.Fprintln(g.Stdout, failure)
		case "sarif":
			if interrupted == "" { // (else said below, in every format)
				fmt.Fprintln(g.Stderr, "mdlint: lint:", failure)
			}
		}
	} else if c.Format == "text" {
		total := counts[0] + counts[1] + counts[2]
		line := fmt.Sprintf("%s (%s, %s, %d info) on %s in %s",
			plural(total, "finding"), plural(counts[record.Error], "error"), plural(counts[record.Warning], "warning"),
			counts[record.Info], plural(boards, "board"), plural(checked, "file"))
		if skipped > 0 {
			line += fmt.Sprintf("; %s skipped (none of %s plays)", plural(skipped, "board"), strings.Join(plan.players(), ", "))
		}
		if noAuction.n > 0 {
			line += fmt.Sprintf("; %s without an auction, not checked", plural(noAuction.n, "board"))
		}
		if hidden > 0 {
			if show == record.Warning {
				line += fmt.Sprintf("; %d info not shown (--show info)", hidden)
			} else {
				line += fmt.Sprintf("; %d below %s not shown (--show info)", hidden, show)
			}
		}
		if plan.excluded > 0 {
			line += fmt.Sprintf("; %d excluded by the configuration", plan.excluded)
		}
		if len(notRead) > 0 {
			// the files counted above are not all: say so where the
			// summary is read, besides the errors on stderr
			line += "; " + notChecked(len(notRead))
		}
		if interrupted != "" {
			line += "; " + interrupted
		}
		if len(notReadList) > 0 {
			// by name, as stats's text, before the summary (which
			// stays the last line)
			fmt.Fprintf(g.Stdout, "\n%s not checked, not in these counts:\n", plural(len(notReadList), "input"))
			for _, d := range notReadList {
				fmt.Fprintf(g.Stdout, "  %s: %s\n", safetext.Line(d.File), safetext.Line(d.Message))
			}
		}
		fmt.Fprintln(g.Stdout, line)
	}
	if interrupted != "" {
		// on stderr in every format, as annotate's; the output ended as
		// a failed run's
		return &exitError{code: code, err: fmt.Errorf("lint: %s", interrupted)}
	}
	if len(files) > 0 {
		for _, u := range plan.unused() {
			fmt.Fprintln(g.Stderr, "mdlint: warning:", u)
		}
	}
	switch {
	case failErr != nil:
		return failErr
	case code == 2 && boards > 0 && len(notRead) == 0 && c.Format != "compact" && c.Format != "github":
		// nothing checked: said on stderr where the output has no place
		// for it (compact and github wrote it)
		fmt.Fprintf(g.Stderr, "mdlint: lint: %s\n", safetext.Line(failure))
	}
	if code != 0 {
		return &exitError{code: code}
	}
	return nil
}

// jsonNotation is the JSON Lines form of a file's count of notes about
// harmless spellings ("4N" read as 4NT), with the first as an example.
type jsonNotation struct {
	Type    string `json:"type"` // always "notation"
	File    string `json:"file"`
	Count   int    `json:"count"`
	Line    int    `json:"line,omitempty"`
	Col     int    `json:"col,omitempty"`
	Example string `json:"example"`
}

// jsonFileNote is the JSON Lines form of a note about a whole file that is
// not a finding: "alerts not checked: this file records no alerts"
// (FileResult.AlertsNote), with the number of boards it concerns.
type jsonFileNote struct {
	Type    string `json:"type"` // always "note"
	File    string `json:"file"`
	Boards  int    `json:"boards"`
	Message string `json:"message"`
}

// notationLine is the one line a file's notation notes get: "f.pbn: note:
// 12 harmless non-standard spellings, read as the standard call or mark and
// not reported one by one (the first at line 4:1: non-standard call "4N"
// read as 4NT ...)".
func notationLine(res annotate.FileResult) string {
	n := res.Notation
	at := ""
	if n.Pos.Line > 0 {
		at = fmt.Sprintf("line %d:%d: ", n.Pos.Line, n.Pos.Col)
	}
	what := "spellings"
	if res.Notations == 1 {
		what = "spelling"
	}
	return fmt.Sprintf("%s: note: %d harmless non-standard %s, read as the standard call or mark and not reported one by one (the first at %s%s)",
		res.Path, res.Notations, what, at, n.Message)
}

// toJSONDiagnostic is the JSON Lines form of a file-level diagnostic
// (lintout.JSONDiagnostic), as lint and dump write it.
func toJSONDiagnostic(d record.Diagnostic) lintout.JSONDiagnostic { return lintout.ToJSONDiagnostic(d) }

// inputs returns the FILE|DIR arguments (the configuration is looked up from the first).
func (c *LintCmd) inputs() []string { return c.Paths }
