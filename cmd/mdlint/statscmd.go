package main

import (
	"encoding/json"
	"fmt"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/record"
	"github.com/mdlint/mdlint/stats"
)

// StatsCmd is `mdlint stats`: the discipline report over a body
// of records. Exit codes: 0 when the report was written, 2 when an argument
// or a file cannot be read, when no board was read at all (no report is
// written then) or when no board read has an auction.
type StatsCmd struct {
	SideFlags
	Format string   `help:"Output format: text or json." enum:"text,json" default:"text"`
	Top    int      `help:"Sequences listed per table." default:"10"`
	Paths  []string `arg:"" predictor:"file" name:"FILE|DIR" help:"PBN and LIN files or saved BBO pages, or directories walked for *.pbn, *.lin, *.txt, *.htm(l) and files without an extension (the format is read from the content)."`
}

// Run lints every board and prints the report.
func (c *StatsCmd) Run(g *Globals) error {
	files, expandBad, err := expandFiles(g, c.Paths)
	if err != nil {
		return err
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
	boards, skipped, unreadable := 0, 0, 0
	var noAuction noAuctions
	var notes []string // files whose alerts were not checked
	process(g, files, func(i int) annotate.Job { return jobs[i] }, func([]annotate.Finding) {}, nil, func(res annotate.FileResult) {
		boards += res.Boards
		skipped += res.Skipped
		noAuction.add(res)
		if note := res.AlertsNote(); note != "" {
			notes = append(notes, res.Path+": "+note)
		}
		if res.Err != nil {
			unreadable++
			fileError(g.Stderr, res.Path, res.Err)
		}
		for _, d := range res.Diagnostics {
			// a binary file, an unknown encoding: said, and exit 2
			if d.Severity == record.Error {
				unreadable++
				fmt.Fprintln(g.Stderr, d.Error())
			}
		}
	})
	if boards == 0 {
		// no table of zeros: a run that read nothing says so, on stdout
		// where the table goes (text) or on stderr (json), and exits 2
		if c.Format == "json" {
			fmt.Fprintln(g.Stderr, "mdlint: stats:", nothingRead(len(files))+"; nothing was counted")
		} else {
			fmt.Fprintln(g.Stdout, nothingRead(len(files))+"; nothing was counted")
		}
		return &exitError{code: 2}
	}
	rep := col.Report(c.Top)
	rep.Notes = notes
	if c.Format == "json" {
		enc := json.NewEncoder(g.Stdout)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(rep); err != nil {
			return &exitError{code: 2, err: err}
		}
	} else {
		rep.WriteText(g.Stdout)
	}
	if expandBad {
		return &exitError{code: 2}
	}
	if unreadable > 0 {
		return &exitError{code: 2}
	}
	if noAuction.nothingChecked(boards - skipped) {
		// as lint: a report of no call must not look like a clean one
		fmt.Fprintf(g.Stderr, "mdlint: stats: %s: nothing was counted\n", noAuction.text())
		return &exitError{code: 2}
	}
	return nil
}

// inputs returns the FILE|DIR arguments (the run's configuration is looked
// up from the first; each file is then read with its own, perFileCLI).
func (c *StatsCmd) inputs() []string { return c.Paths }
