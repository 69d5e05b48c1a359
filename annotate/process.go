package annotate

import (
	"errors"
	"fmt"
	"io"
	"os"
	"time"

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
	// Out, when set (with Annotate), is called once before the file's
	// boards are read and returns where the annotated file goes. The
	// original bytes are read a second time and each board's edits are
	// spliced in as soon as the board is read, so memory stays flat in the
	// file's size; FileResult.Edits then stays empty and FileResult.Changes
	// counts the edits written. Without Out the edits are collected in
	// FileResult.Edits (for --dry-run --diff).
	Out func(path string) (io.Writer, error)
	// OnFindings, when set, receives each board's findings as soon as the
	// board is linted, instead of FileResult.Findings collecting them all.
	// It is called from the goroutine processing the file.
	OnFindings func(findings []Finding)
	// Visit, when set, is called with each board's replay (for stats),
	// from the goroutine processing the file.
	Visit func(r *Replay, findings []Finding)
}

// FileResult is what processing one file produced. Err is set when the
// file could not be read at all (it does not exist, it is a directory) or
// the annotated output could not be written; problems inside the file are
// findings of the record rule and entries in Diagnostics and BoardErrors.
type FileResult struct {
	Path        string
	Format      record.Format
	Boards      int // boards read
	Skipped     int // boards where none of Job.Players plays
	Explained   int // calls given an explanation
	Changes     int // edits written through Job.Out
	Findings    []Finding
	Diagnostics []record.Diagnostic // file-level reader diagnostics
	BoardErrors []record.Diagnostic // error diagnostics of the boards (a bad deal, an unknown call)
	Edits       []record.Edit
	Size        int64     // the file's size when it was opened, bytes
	ModTime     time.Time // the file's modification time when it was opened
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

// unreadable reports whether a file-level diagnostic is an error (a binary
// file, an unsupported encoding): such a file is not copied to the output.
func (fr *FileResult) unreadable() bool {
	for _, d := range fr.Diagnostics {
		if d.Severity == record.Error {
			return true
		}
	}
	return false
}

// Changed reports whether annotating the file changed any byte.
func (fr *FileResult) Changed() bool { return fr.Changes > 0 || len(fr.Edits) > 0 }

// ProcessFile reads the file at path board by board, replays each board
// through job.System and lints and/or annotates it. Memory stays flat in
// the file's size when job.OnFindings and job.Out are set.
func ProcessFile(path string, job Job) FileResult {
	res := FileResult{Path: path, Format: FileFormat(path)}
	f, err := os.Open(path)
	if err != nil {
		res.Err = err
		return res
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		res.Err = err
		return res
	}
	if st.IsDir() {
		res.Err = fmt.Errorf("%s is a directory", path)
		return res
	}
	res.Size, res.ModTime = st.Size(), st.ModTime()
	var splice *record.Splicer
	if job.Annotate && job.Out != nil {
		w, err := job.Out(path)
		if err != nil {
			res.Err = err
			return res
		}
		again, err := os.Open(path)
		if err != nil {
			res.Err = err
			return res
		}
		defer again.Close()
		splice = record.NewSplicer(w, again)
	}
	res = processReader(f, path, job, res, splice)
	if splice != nil && res.Err == nil && !res.unreadable() {
		if err := splice.Finish(); err != nil {
			res.Err = fmt.Errorf("writing the annotated file: %w", err)
		}
	}
	return res
}

// ProcessReader is ProcessFile over any reader; name is used in findings
// and diagnostics and chooses the format by its extension. Job.Out is not
// used: the edits are returned in FileResult.Edits.
func ProcessReader(r io.Reader, name string, job Job) FileResult {
	return processReader(r, name, job, FileResult{Path: name, Format: FileFormat(name)}, nil)
}

func processReader(r io.Reader, name string, job Job, res FileResult, splice *record.Splicer) FileResult {
	br := NewBoardReader(r, name, res.Format)
	report := func(fs []Finding) {
		if len(fs) == 0 {
			return
		}
		if job.OnFindings != nil {
			job.OnFindings(fs)
			return
		}
		res.Findings = append(res.Findings, fs...)
	}
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
			report(findings)
		}
		if job.Annotate {
			n, err := Annotate(rep, eb, job.AnnotateOptions)
			res.Explained += n
			if err != nil {
				report([]Finding{{File: name, Ordinal: b.Ordinal, Board: b.Label, Index: -1,
					Rule: RuleRecord.Name, RuleID: RuleRecord.ID, Severity: record.Warning,
					Message: "cannot write explanations: " + err.Error()}})
			}
			edits := eb.Edits()
			if splice != nil {
				if err := splice.Apply(edits); err != nil {
					res.Err = fmt.Errorf("writing the annotated file: %w", err)
					break
				}
				res.Changes += len(edits)
			} else {
				res.Edits = append(res.Edits, edits...)
			}
		}
		if job.Visit != nil {
			job.Visit(rep, findings)
		}
	}
	res.Diagnostics = br.Diagnostics()
	return res
}
