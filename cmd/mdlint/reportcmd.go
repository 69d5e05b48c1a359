package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/internal/safewrite"
	"github.com/mdlint/mdlint/record"
	"github.com/mdlint/mdlint/report"
)

// ReportCmd is `mdlint report`: the post-mortem of a session as one
// self-contained HTML file (package report). Exit codes: 0 when the report
// was written, 2 when an argument or a file cannot be read, the report
// cannot be written (the readable files are still reported), no board was
// read at all (no report is written then), or no board read has an auction
// (the report, written all the same, marks them unchecked), as lint. Findings do
// not change the exit code: the report is where they are read.
type ReportCmd struct {
	SideFlags
	Output string   `short:"o" help:"Write the report to this file (default report.html); - writes to stdout." default:"report.html" placeholder:"FILE.html"`
	Force  bool     `help:"Replace FILE.html when it exists."`
	Top    int      `help:"Sequences listed per summary table." default:"10"`
	Paths  []string `arg:"" predictor:"file" name:"FILE|DIR" help:"PBN and LIN files or saved BBO pages, or directories walked for *.pbn, *.lin, *.txt, *.htm(l) and files without an extension (the format is read from the content)."`

	// hook, when set (tests only), is called between the steps of the
	// page's commit (safewrite.Options.Hook).
	hook func(step safewrite.Step) error
	// start is when Run began: temporary files older than it are left
	// over from earlier runs.
	start time.Time
}

// Run lints every board and writes the report.
func (c *ReportCmd) Run(g *Globals) error {
	c.start = time.Now()
	if st, err := os.Stat(c.Output); err == nil && st.IsDir() && c.Output != "-" {
		// not "exists; use --force", which then failed on the rename
		return &exitError{code: 2, err: fmt.Errorf("report: %s is a directory: -o takes the page's file name (e.g. %s)", c.Output, filepath.Join(c.Output, "report.html"))}
	}
	if c.Output != "-" && !c.Force {
		if _, err := os.Lstat(c.Output); err == nil {
			return &exitError{code: 2, err: fmt.Errorf("report: %s exists; use --force to replace it", c.Output)}
		}
	}
	// the page is not read as input when a walk meets it (a second run)
	var own []string
	if c.Output != "-" {
		own = append(own, c.Output)
	}
	x := expandArgs(c.Paths, own...)
	for _, l := range x.skips {
		fmt.Fprintln(g.Stderr, "mdlint:", l)
	}
	files := x.files
	// The findings are lint's, with the same side, systems and
	// configuration (severity per rule, exclusions) for each file.
	plan, err := planLint(&LintCmd{SideFlags: c.SideFlags, Format: "text", HCPTolerance: 1, Paths: c.Paths}, g, files, annotate.Rules())
	if err != nil {
		return &exitError{code: 2, err: err}
	}
	side := c.Side
	if plan.assumedSide() {
		side = "ns"
	}
	if plan.assumedSide() && len(files) > 0 {
		fmt.Fprintln(g.Stderr, "mdlint: report: no --side, --players or players in .mdlint.toml: North-South is taken as the pair playing the system and East-West's calls as the opponents'")
	}
	system := "Magic D-light"
	var flags []string
	if g.System != "" {
		system = g.System
		flags = append(flags, "--system "+shellQuote(g.System))
	}
	if g.Variant != "" && g.Variant != "brown" {
		flags = append(flags, "--variant "+g.Variant)
	}
	b := report.New(report.Options{Side: side, Players: plan.players(), System: system, Variant: g.Variant,
		Version: "mdlint " + versionString(), ExplainFlags: strings.Join(flags, " "), Top: c.Top})
	// the inputs not read: on stderr, and named on the page
	notRead := map[string]bool{}
	problem := func(d record.Diagnostic, line string) {
		notRead[d.File] = true
		b.Problem(d.File, d.Message)
		fmt.Fprintln(g.Stderr, line)
	}
	for _, p := range x.problems {
		problem(p, "mdlint: "+argProblem(p))
	}
	boards, skipped := 0, 0
	var noAuction noAuctions
	add := func(r *annotate.Replay, fs []annotate.Finding) {
		kept := make([]annotate.Finding, 0, len(fs))
		for _, f := range fs {
			if plan.apply(&f) {
				kept = append(kept, f)
			}
		}
		b.Add(r, kept)
	}
	// Ctrl-C or SIGTERM while the files are read: no file is started
	// after it and no report is written (readInterrupts); write catches
	// its own
	intr := readInterrupts(files)
	defer intr.stop()
	read := 0
	processUntil(g, intr.Done(), files, plan.jobFor(files), nil, add, func(res annotate.FileResult) {
		read++
		boards += res.Boards
		skipped += res.Skipped
		noAuction.add(res)
		if res.Err != nil {
			problem(errDiagnostic(res.Path, res.Err), fileErrorLine(res.Path, res.Err))
		}
		if note := res.AlertsNote(); note != "" {
			b.Note(res.Path, note)
		}
		for _, d := range res.Diagnostics {
			if d.Severity == record.Error {
				problem(d, d.Error())
				continue
			}
			fmt.Fprintln(g.Stderr, d.Error())
		}
	})
	if c.Output != "-" {
		// (to stdout, a signal while the page is written finds it read
		// whole: it is written whole)
		intr.stop()
	}
	if failure := intr.interruptedFailure(read, len(files), "read"); failure != "" {
		return &exitError{code: intr.ExitCode(), err: fmt.Errorf("report: %s; no report was written", failure)}
	}
	for _, u := range plan.unused() {
		fmt.Fprintln(g.Stderr, "mdlint: warning:", u)
	}
	if players := plan.players(); len(players) > 0 && boards > 0 && skipped == boards {
		return allSkipped(players, boards)
	}
	if boards == 0 {
		// no page of nothing (nor an existing report replaced by one)
		return &exitError{code: 2, err: fmt.Errorf("report: %s; no report was written", nothingRead(len(files)))}
	}
	if err := c.write(g, b); err != nil {
		if ie := (interruptedError{}); errors.As(err, &ie) {
			return &exitError{code: ie.code, err: ie}
		}
		return &exitError{code: 2, err: err}
	}
	if c.Output != "-" {
		where, err := filepath.Abs(c.Output)
		if err != nil {
			where = c.Output
		}
		notes := ""
		if len(notRead) > 0 {
			notes = "; " + notChecked(len(notRead))
		}
		fmt.Fprintf(g.Stderr, "report of %s in %s written to %s%s\n", plural(b.Boards(), "board"), plural(len(files), "file"), where, notes)
	}
	if len(notRead) > 0 {
		return &exitError{code: 2}
	}
	if noAuction.nothingChecked(boards - skipped) {
		// as lint: a report that checked nothing must not look clean
		fmt.Fprintf(g.Stderr, "mdlint: report: %s: nothing was checked\n", noAuction.text())
		return &exitError{code: 2}
	}
	return nil
}

// write renders the report to stdout or, through safewrite (a temporary
// file beside c.Output, synced, then renamed into place, and the
// directory synced), to c.Output, so that a report is never half-written
// nor lost to a crash after the run said it was written. Without --force
// an existing c.Output is never replaced, even one that appears while the
// page is written.
func (c *ReportCmd) write(g *Globals, b *report.Builder) error {
	if c.Output == "-" {
		return b.Write(g.Stdout)
	}
	// Ctrl-C or SIGTERM while the page is written removes the temporary
	// file; the page is put in place whole or not at all
	guard := &writeGuard{}
	intr := catchInterrupts(guard.abortAll)
	defer intr.stop()
	// the temporary files a crashed run left beside the page go, as
	// annotate's do (safewrite.Clean: older than this run, not locked)
	dir := filepath.Dir(c.Output)
	if real, err := filepath.EvalSymlinks(c.Output); err == nil {
		dir = filepath.Dir(real)
	}
	_, _ = safewrite.Clean(dir, c.start) // a directory not there yet has nothing to clean
	opts := safewrite.Options{Replace: c.Force}
	if c.hook != nil {
		opts.Hook = c.hook
	}
	err := c.writeFile(b, guard, opts)
	intr.stop()
	if err != nil && intr.interrupted() {
		// (a signal after the rename finds the report written: the run
		// ends as usual)
		return interruptedError{code: intr.ExitCode(), what: "report: " + intr.name() + ": no report was written"}
	}
	return err
}

// writeFile writes the page through a safewrite file registered with
// guard and commits it to c.Output.
func (c *ReportCmd) writeFile(b *report.Builder, guard *writeGuard, opts safewrite.Options) error {
	f, err := guard.create(c.Output, opts)
	if err != nil {
		return fmt.Errorf("report: %w", err)
	}
	if err := b.Write(f); err != nil {
		guard.abortAll()
		return fmt.Errorf("report: writing %s: %w", c.Output, err)
	}
	if err := guard.commit(f.Commit); err != nil {
		guard.abortAll()
		if errors.Is(err, safewrite.ErrExists) {
			return fmt.Errorf("report: %s exists; use --force to replace it", c.Output)
		}
		return fmt.Errorf("report: writing %s: %w", c.Output, err)
	}
	return nil
}

// shellQuote quotes s for a POSIX shell when it holds anything but
// letters, digits and . _ - / + , : =.
func shellQuote(s string) string {
	safe := s != ""
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("._-/+,:=", r)) {
			safe = false
			break
		}
	}
	if safe {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// inputs returns the FILE|DIR arguments (the configuration is looked up from the first).
func (c *ReportCmd) inputs() []string { return c.Paths }
