package annotate

import (
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/internal/input"
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
	// OnEdits, when set (with Annotate and without Out), receives each
	// board's edits as soon as the board is read, with the input's bytes
	// by offset, instead of FileResult.Edits collecting them; it is called
	// once more with nil edits after the last board. FileResult.Changes
	// counts the edits handed over; name is FileResult.Path. It is called
	// from the goroutine processing the file (for --dry-run --diff).
	OnEdits func(name string, src io.ReaderAt, edits []record.Edit) error
	// Done, when set, is called once when the file is finished (read or
	// failed), with the source still open (nil when it could not be
	// opened), from the goroutine processing the file: annotate commits
	// or drops the output there, so that no output waits for earlier
	// files. An error it returns becomes FileResult.Err.
	Done func(res *FileResult, src *input.Source) error
	// Stdin is read for the input "-".
	Stdin io.Reader
	// OnFindings, when set, receives each board's findings as soon as the
	// board is linted, instead of FileResult.Findings collecting them all.
	// It is called from the goroutine processing the file.
	OnFindings func(findings []Finding)
	// Suggest, when set (with Lint), is called with each board's replay
	// and findings before they are reported, to fill Finding.System on
	// the first finding where a side left the system (FirstDeviations).
	// It is called from the goroutine processing the file.
	Suggest func(r *Replay, findings []Finding)
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
	// Notations counts the boards' notes about harmless spellings
	// (record.Diagnostic.Notation), which are not findings; Notation is the
	// first of them, as an example.
	Notations int
	Notation  record.Diagnostic
	Edits     []record.Edit
	Size      int64     // the file's size when it was opened, bytes
	ModTime   time.Time // the file's modification time when it was opened
	Err       error
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

// Unreadable reports whether a file-level diagnostic is an error (a binary
// file, an unsupported encoding): such a file is not copied to the output.
func (fr *FileResult) Unreadable() bool {
	for _, d := range fr.Diagnostics {
		if d.Severity == record.Error {
			return true
		}
	}
	return false
}

// Changed reports whether annotating the file changed any byte.
func (fr *FileResult) Changed() bool { return fr.Changes > 0 || len(fr.Edits) > 0 }

// ProcessFile opens the file at path ("-" for job.Stdin) once and
// processes it with ProcessSource.
func ProcessFile(path string, job Job) FileResult {
	src, err := input.Open(path, job.Stdin, job.Annotate)
	if err != nil {
		res := FileResult{Path: path, Format: FileFormat(path)}
		if path == input.StdinName {
			res.Path = input.StdinDisplay
		}
		res.Err = err
		if job.Done != nil {
			job.Done(&res, nil)
		}
		return res
	}
	defer src.Close()
	return ProcessSource(src, job)
}

// ProcessSource reads src board by board, replays each board through
// job.System and lints and/or annotates it. The input is read once: the
// annotated output is spliced from src's bytes by offset. Memory stays flat
// in the file's size when job.OnFindings and job.Out (or job.OnEdits) are
// set. job.Done, when set, is called last, with src still open.
func ProcessSource(src *input.Source, job Job) (res FileResult) {
	res = FileResult{Path: src.Name, Format: FileFormat(src.Name)}
	if src.Info != nil {
		res.Size, res.ModTime = src.Info.Size(), src.Info.ModTime()
	}
	defer func() {
		if job.Done != nil {
			if err := job.Done(&res, src); err != nil && res.Err == nil {
				res.Err = err
			}
		}
	}()
	var splice *record.Splicer
	if job.Annotate && job.Out != nil {
		w, err := job.Out(res.Path)
		if err != nil {
			res.Err = err
			return res
		}
		splice = record.NewSplicer(w, io.NewSectionReader(src, 0, 1<<62))
	}
	res = processReader(src, res.Path, job, res, splice)
	if res.Err != nil || res.Unreadable() {
		return res
	}
	if _, err := src.Drain(); err != nil {
		res.Err = err
		return res
	}
	if splice != nil {
		if err := splice.Finish(); err != nil {
			res.Err = fmt.Errorf("writing the annotated file: %w", err)
		}
	}
	if job.OnEdits != nil {
		if err := job.OnEdits(res.Path, src, nil); err != nil {
			res.Err = err
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
	br, format, _ := OpenReader(r, name)
	res.Format = format
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
			if d.Notation {
				if res.Notations == 0 {
					res.Notation = d
				}
				res.Notations++
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
			if job.Suggest != nil {
				job.Suggest(rep, findings)
			}
			report(findings)
		}
		if job.Annotate {
			n, err := Annotate(rep, eb, job.AnnotateOptions)
			res.Explained += n
			if err != nil {
				report([]Finding{{File: name, Ordinal: b.Ordinal, Board: b.Label, Index: -1, Pos: b.Pos,
					Rule: RuleRecord.Name, RuleID: RuleRecord.ID, Severity: record.Warning,
					Message: "cannot write explanations: " + err.Error()}})
			}
			edits := eb.Edits()
			if job.OnEdits != nil && len(edits) > 0 {
				at, ok := r.(io.ReaderAt)
				if !ok {
					res.Err = errors.New("annotate: OnEdits needs an input readable by offset")
					break
				}
				if err := job.OnEdits(name, at, edits); err != nil {
					res.Err = err
					break
				}
				res.Changes += len(edits)
			} else if splice != nil {
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
