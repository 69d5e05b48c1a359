package annotate

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/record"
)

// Job says what to do with each board of a file.
type Job struct {
	System *engine.System
	// Sides plays the system on every board, unless Players is set.
	Sides engine.Sides
	// Players, when not empty, chooses on each board the side where one
	// of these players sits (case-insensitive); boards where none of them
	// plays are skipped.
	Players []string
	// Lint runs Rules with Config on every board.
	Lint   bool
	Rules  []*Rule
	Config Config
	// Annotate computes the explanation edits with AnnotateOptions.
	Annotate        bool
	AnnotateOptions AnnotateOptions
	// Visit, when set, is called with each board's replay (for stats).
	Visit func(r *Replay, findings []Finding)
}

// FileResult is what processing one file produced. Err is set when the
// file could not be read at all (it does not exist, it is a directory);
// problems inside the file are findings of the record rule and entries in
// Diagnostics.
type FileResult struct {
	Path        string
	Format      record.Format
	Boards      int // boards read
	Skipped     int // boards where none of Job.Players plays
	Explained   int // calls given an explanation
	Findings    []Finding
	Diagnostics []record.Diagnostic // file-level reader diagnostics
	BoardErrors []record.Diagnostic // error diagnostics of the boards (a bad deal, an unknown call)
	Edits       []record.Edit
	Err         error
}

// HasReadErrors reports whether the file could not be read or any of its
// diagnostics (file-level or board-level) is an error.
func (fr *FileResult) HasReadErrors() bool {
	if fr.Err != nil {
		return true
	}
	for _, d := range fr.Diagnostics {
		if d.Severity == record.Error {
			return true
		}
	}
	return len(fr.BoardErrors) > 0
}

// ProcessFile reads the file at path board by board (memory stays flat in
// the file's size apart from the edits and findings it keeps), replays each
// board through job.System and lints and/or annotates it.
func ProcessFile(path string, job Job) FileResult {
	res := FileResult{Path: path, Format: FileFormat(path)}
	f, err := os.Open(path)
	if err != nil {
		res.Err = err
		return res
	}
	defer f.Close()
	st, err := f.Stat()
	if err == nil && st.IsDir() {
		res.Err = fmt.Errorf("%s is a directory", path)
		return res
	}
	return processReader(f, path, job, res)
}

// ProcessReader is ProcessFile over any reader; name is used in findings
// and diagnostics and chooses the format by its extension.
func ProcessReader(r io.Reader, name string, job Job) FileResult {
	return processReader(r, name, job, FileResult{Path: name, Format: FileFormat(name)})
}

func processReader(r io.Reader, name string, job Job, res FileResult) FileResult {
	br := NewBoardReader(r, name, res.Format)
	for {
		eb, err := br.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			res.Err = err
			break
		}
		res.Boards++
		b := eb.Record()
		for _, d := range b.Diagnostics {
			if d.Severity == record.Error {
				res.BoardErrors = append(res.BoardErrors, d)
			}
		}
		sides := job.Sides
		if len(job.Players) > 0 {
			var ok bool
			sides, ok = SidesForPlayers(b, job.Players)
			if !ok {
				res.Skipped++
				continue
			}
		}
		if sides == 0 {
			sides = engine.BothSides
		}
		rep := NewReplay(job.System, b, sides)
		var findings []Finding
		if job.Lint {
			findings = Lint(rep, job.Rules, job.Config)
			res.Findings = append(res.Findings, findings...)
		}
		if job.Annotate {
			n, err := Annotate(rep, eb, job.AnnotateOptions)
			res.Explained += n
			if err != nil {
				res.Findings = append(res.Findings, Finding{File: name, Ordinal: b.Ordinal, Board: b.Label, Index: -1,
					Rule: RuleRecord.Name, RuleID: RuleRecord.ID, Severity: record.Warning,
					Message: "cannot write explanations: " + err.Error()})
			}
			res.Edits = append(res.Edits, eb.Edits()...)
		}
		if job.Visit != nil {
			job.Visit(rep, findings)
		}
	}
	res.Diagnostics = br.Diagnostics()
	return res
}
