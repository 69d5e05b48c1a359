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
// or a file cannot be read.
type StatsCmd struct {
	SideFlags
	Format string   `help:"Output format: text or json." enum:"text,json" default:"text"`
	Top    int      `help:"Sequences listed per table." default:"10"`
	Paths  []string `arg:"" predictor:"file" name:"FILE|DIR" help:"PBN and LIN files or saved BBO pages, or directories walked for *.pbn, *.lin, *.txt, *.htm(l) and files without an extension (the format is read from the content)."`
}

// Run lints every board and prints the report.
func (c *StatsCmd) Run(g *Globals) error {
	sys, err := loadSystem(g)
	if err != nil {
		return &exitError{code: 2, err: err}
	}
	files, expandBad, err := expandFiles(g, c.Paths)
	if err != nil {
		return err
	}
	col := stats.New()
	job := annotate.Job{System: sys, Sides: c.sides(), Players: c.Players, Lint: true, Rules: annotate.Rules(),
		Config: annotate.Config{HCPTolerance: 1}, Visit: col.Visit}
	unreadable := 0
	processAll(g, files, job, func([]annotate.Finding) {}, func(res annotate.FileResult) {
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
	rep := col.Report(c.Top)
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
	return nil
}

// inputs returns the FILE|DIR arguments (the configuration is looked up from the first).
func (c *StatsCmd) inputs() []string { return c.Paths }
