package main

import (
	"encoding/json"
	"fmt"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/internal/safetext"
	"github.com/mdlint/mdlint/record"
	"github.com/mdlint/mdlint/stats"
)

// StatsCmd is `mdlint stats`: the discipline report over a body
// of records. Exit codes: 0 when the report was written, 2 when an argument
// or a file cannot be read, when no board was read at all (no table is
// written then; the JSON report is, with its failure), when --players
// matches nobody on any board or when no board read has an auction. The
// JSON report names the inputs not counted (Problems) and the failure.
type StatsCmd struct {
	SideFlags
	Format string   `help:"Output format: text or json." enum:"text,json" default:"text"`
	Top    int      `help:"Sequences listed per table." default:"10"`
	Paths  []string `arg:"" predictor:"file" name:"FILE|DIR" help:"PBN and LIN files or saved BBO pages, or directories walked for *.pbn, *.lin, *.txt, *.htm(l) and files without an extension (the format is read from the content)."`
}

// Run lints every board and prints the report.
func (c *StatsCmd) Run(g *Globals) error {
	x := expandArgs(c.Paths)
	for _, l := range x.skips {
		fmt.Fprintln(g.Stderr, "mdlint:", l)
	}
	files := x.files
	// the inputs not counted: on stderr, and in the JSON report
	var problems []stats.Problem
	notRead := map[string]bool{}
	problem := func(d record.Diagnostic, line string) {
		notRead[d.File] = true
		problems = append(problems, stats.Problem{File: d.File, Message: d.Message})
		fmt.Fprintln(g.Stderr, line)
	}
	for _, p := range x.problems {
		problem(p, "mdlint: "+argProblem(p))
	}
	// each file with its own configuration's side, players and system
	per, err := perFileCLI(g, files)
	if err != nil {
		return &exitError{code: 2, err: err}
	}
	col := stats.New()
	systems := systemCache{}
	jobs := make([]annotate.Job, len(files))
	for i := range files {
		cg, cc := g, c
		if per[i] != nil {
			cg, cc = &per[i].Globals, &per[i].Stats
		}
		sys, err := systems.get(cg)
		if err != nil {
			return &exitError{code: 2, err: err}
		}
		jobs[i] = annotate.Job{System: sys, Sides: cc.sides(), Players: cc.Players, Lint: true, Rules: annotate.Rules(),
			Config: annotate.Config{HCPTolerance: 1}, Visit: col.Visit}
	}
	if len(files) == 0 {
		if _, err := systems.get(g); err != nil {
			return &exitError{code: 2, err: err}
		}
	}
	boards, skipped := 0, 0
	var noAuction noAuctions
	var notes []string // files whose alerts were not checked
	// Ctrl-C or SIGTERM: no file is started after it; the report of the
	// files read is written whole, with the failure (readInterrupts)
	intr := readInterrupts(files)
	defer intr.stop()
	read := 0
	if len(files) > 0 {
		processUntil(g, intr.Done(), files, func(i int) annotate.Job { return jobs[i] }, func([]annotate.Finding) {}, nil, func(res annotate.FileResult) {
			read++
			boards += res.Boards
			skipped += res.Skipped
			noAuction.add(res)
			if note := res.AlertsNote(); note != "" {
				notes = append(notes, res.Path+": "+note)
			}
			if res.Err != nil {
				problem(errDiagnostic(res.Path, res.Err), fileErrorLine(res.Path, res.Err))
			}
			for _, d := range res.Diagnostics {
				// a binary file, an unknown encoding: said, and exit 2
				if d.Severity == record.Error {
					problem(d, d.Error())
				}
			}
		})
	}
	intr.stop()
	interrupted := intr.interruptedFailure(read, len(files), "counted")
	// the run's failure, when it failed (exit 2)
	failure := ""
	var failErr error
	switch {
	case interrupted != "":
		failure = interrupted
	case boards == 0:
		failure = nothingRead(len(files)) + "; nothing was counted"
	case len(c.Players) > 0 && skipped == boards:
		failErr = allSkipped(c.Players, boards)
		failure = failErr.(*exitError).err.Error()
	case len(notRead) > 0:
		failure = notChecked(len(notRead))
	case noAuction.nothingChecked(boards - skipped):
		// as lint: a report of no call must not look like a clean one
		failure = noAuction.text() + ": nothing was counted"
	}
	if interrupted != "" && boards == 0 && c.Format != "json" {
		fmt.Fprintln(g.Stdout, failure)
		return &exitError{code: intr.ExitCode(), err: fmt.Errorf("stats: %s", interrupted)}
	}
	if boards == 0 && c.Format != "json" {
		// no table of zeros: a run that read nothing says so on stdout,
		// where the table goes, and exits 2 (the JSON report says it in
		// its failure, beside the problems)
		fmt.Fprintln(g.Stdout, failure)
		return &exitError{code: 2}
	}
	rep := col.Report(c.Top)
	rep.Notes = notes
	rep.Problems, rep.Failure = problems, failure
	if c.Format == "json" {
		enc := json.NewEncoder(g.Stdout)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(rep); err != nil {
			return &exitError{code: 2, err: err}
		}
	} else {
		rep.WriteText(g.Stdout)
		if interrupted != "" {
			// the counts are of the files read: said where they are read
			fmt.Fprintf(g.Stdout, "\n%s\n", interrupted)
		}
	}
	switch {
	case interrupted != "":
		return &exitError{code: intr.ExitCode(), err: fmt.Errorf("stats: %s", interrupted)}
	case failErr != nil:
		return failErr
	case failure == "":
		return nil
	case boards > 0 && len(notRead) == 0:
		// nothing counted: the problems said nothing of it
		fmt.Fprintf(g.Stderr, "mdlint: stats: %s\n", safetext.Line(failure))
	case boards == 0:
		fmt.Fprintln(g.Stderr, "mdlint: stats:", failure)
	}
	return &exitError{code: 2}
}

// inputs returns the FILE|DIR arguments (the run's configuration is looked
// up from the first; each file is then read with its own, perFileCLI).
func (c *StatsCmd) inputs() []string { return c.Paths }
