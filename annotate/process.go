package annotate

import (
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/internal/input"
	"github.com/mdlint/mdlint/record"
	"github.com/mdlint/mdlint/sniff"
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
	// HashInput keeps the SHA-256 of every byte read (input.Source.Sum),
	// for an in-place write's check that the file still holds what was
	// read; without it nothing is hashed.
	HashInput bool
	// OnFindings, when set, receives each board's findings as soon as the
	// board is linted, instead of FileResult.Findings collecting them all.
	// It is called from the goroutine processing the file. The slice is
	// the board's storage, used again for later boards once the call
	// returns: it must copy what it keeps.
	OnFindings func(findings []Finding)
	// Suggest, when set (with Lint), is called with each board's replay
	// and findings before they are reported, to fill Finding.System on
	// the first finding where a side left the system (FirstDeviations).
	// It may be called from several goroutines at once (BoardWorkers),
	// each time for a different board.
	Suggest func(r *Replay, findings []Finding)
	// Visit, when set, is called with each board's replay (for stats),
	// from the goroutine processing the file. The replay and the findings
	// are the visitor's to keep: they are not used again.
	Visit func(r *Replay, findings []Finding)
	// BoardWorkers is the number of goroutines that replay, lint and
	// annotate the boards of one file while it is read; the results are
	// still handed over in the file's order, from the goroutine processing
	// the file. 0 chooses: every core (GOMAXPROCS) for a file of 256 KiB
	// or more or of unknown size, else 1 (a batch of small files keeps
	// the cores busy one file each).
	BoardWorkers int
	// Buffers, when set, lends each file the buffers and work items that
	// files of the same run give back when they are done, instead of
	// each file allocating its own; one Buffers serves one run, its files
	// processed on any number of goroutines at once.
	Buffers *Buffers
}

// FileResult is what processing one file produced. Err is set when the
// file could not be read at all (it does not exist, it is a directory) or
// the annotated output could not be written; problems inside the file are
// findings of the record rule and entries in Diagnostics and BoardErrors.
type FileResult struct {
	Path    string
	Format  record.Format
	Boards  int // boards read
	Skipped int // boards where none of Job.Players plays
	// NoAuction counts the boards read (and not skipped) without a single
	// call: a result list or a hand record, where nothing can be checked.
	NoAuction int
	// NoAuctionLabel and NoAuctionOrdinal name the first of those boards
	// (record.Board's Label and Ordinal), so that a run that checked
	// nothing can say which board it read.
	NoAuctionLabel   string
	NoAuctionOrdinal int
	// AlertsUnchecked counts the boards linted (with an auction) whose
	// record does not tell which calls were alerted (AlertsUnrecorded), so
	// the missing-alert rule did not run on them; AlertsUncheckedWhy is
	// the reason of the first. Counted only when that rule is enabled.
	AlertsUnchecked    int
	AlertsUncheckedWhy string
	Explained          int // calls given an explanation
	// Kept counts the calls of the system side that kept an explanation
	// the record already had, different from the system's (Annotate
	// without AnnotateOptions.Overwrite).
	Kept        int
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
	// Records is set when the content was read as records: PBN, LIN or
	// a saved BBO page (by content, or by the .pbn/.lin name for text of
	// neither form), or an empty file. It is false for binary input,
	// UTF-16 that is not PBN and other text: those are not record files.
	Records bool
}

// runsRule reports whether the job's lint runs rule r (listed in
// Job.Rules and not disabled).
func runsRule(job *Job, r *Rule) bool {
	if job.Config.Disabled[r.ID] || job.Config.Disabled[r.Name] {
		return false
	}
	for _, x := range job.Rules {
		if x == r {
			return true
		}
	}
	return false
}

// AlertsNote is the line that tells a linted file's boards whose record
// does not say which calls were alerted, so that their missing alerts
// were not checked, or "" when there are none: "alerts not checked: this
// file records no alerts" when it is every linted board with an auction,
// else "alerts not checked on 3 of 12 boards: their records show no
// alerts".
func (fr *FileResult) AlertsNote() string {
	if fr.AlertsUnchecked == 0 {
		return ""
	}
	linted := fr.Boards - fr.Skipped - fr.NoAuction
	if fr.AlertsUnchecked >= linted {
		if fr.AlertsUncheckedWhy == NotesDescribeCalls {
			return "alerts not checked: this file " + NotesDescribeCalls
		}
		return "alerts not checked: this file " + NoAlertsRecorded
	}
	return fmt.Sprintf("alerts not checked on %d of %d boards: their records do not show which calls were alerted", fr.AlertsUnchecked, linted)
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

// NoBoards reports whether the file is a record file without a board and
// with nothing else wrong: Records, no board read, no error but the
// reader's one "no boards" diagnostic (an empty file, a PBN file of
// comments and headers only, a LIN file without a deal or auction, a BBO
// page without handviewer links). annotate -o copies such a file unchanged
// into its output, so that the output tree holds every record file of
// the input.
func (fr *FileResult) NoBoards() bool {
	if fr.Err != nil || fr.Boards > 0 || !fr.Records {
		return false
	}
	errs := 0
	for _, d := range fr.Diagnostics {
		if d.Severity == record.Error {
			errs++
			if !strings.HasPrefix(d.Message, "no boards: ") {
				return false
			}
		}
	}
	return errs == 1
}

// Changed reports whether annotating the file changed any byte.
func (fr *FileResult) Changed() bool { return fr.Changes > 0 || len(fr.Edits) > 0 }

// ProcessFile opens the file at path ("-" for job.Stdin) once and
// processes it with ProcessSource.
func ProcessFile(path string, job Job) FileResult {
	// a pipe is kept (spooled) for annotate's edits and for lint's
	// columns, which are counted in the bytes read back by offset
	src, err := input.Open(path, job.Stdin, job.Annotate || job.Lint)
	if err == nil && !job.HashInput {
		src.DropHash()
	}
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
		// the splicer copies the source between edits through a read-ahead
		// lent by the run: one read per 64 KiB, not one per span
		ahead := job.Buffers.reader(io.NewSectionReader(src, 0, 1<<62))
		defer job.Buffers.giveBack(ahead, nil, nil)
		splice = record.NewSplicer(w, ahead)
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
	ahead := job.Buffers.reader(r)
	br, format, kind := openReader(ahead, name, job.Buffers)
	res.Format = format
	_, failed := br.(failedReader)
	res.Records = !failed || kind == sniff.Empty
	c := &committer{r: r, name: name, job: &job, res: &res, splice: splice}
	if rl, ok := br.(releaser); ok && job.Visit == nil {
		// lint and annotate keep nothing of a board once it is
		// committed (its findings are copies; its edits are new bytes,
		// written or kept by commit): the reader may reuse it
		c.release = rl
	}
	if at, ok := r.(io.ReaderAt); ok {
		c.cols = newReadBack(at)
		c.cols.bufs = job.Buffers
	}
	workers := job.BoardWorkers
	if workers == 0 {
		workers = 1
		if res.Size == 0 || res.Size >= parallelFileSize {
			workers = runtime.GOMAXPROCS(0)
		}
	}
	// the work items of files done: one for a file read board by board,
	// as many as the boards in flight for several workers
	n := 1
	if workers > 1 {
		n += workers * reorderPerWorker
	}
	c.free = job.Buffers.takeWork(c.free, n)
	defer func() {
		var window []byte
		if c.cols != nil {
			window = c.cols.own
		}
		job.Buffers.giveBack(ahead, window, c.free)
		job.Buffers.giveReader(br)
	}()
	if workers > 1 {
		processParallel(br, c, workers)
	} else {
		for {
			eb, err := br.Next()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				res.Err = err
				break
			}
			w := c.newWork(eb)
			w.analyse(&job, name)
			if c.commit(w) != nil {
				break
			}
		}
	}
	res.Diagnostics = append([]record.Diagnostic(nil), br.Diagnostics()...)
	at, _ := r.(io.ReaderAt)
	codePointDiagnostics(at, res.Diagnostics)
	return res
}

// parallelFileSize is the size from which a file's boards are processed by
// several workers when Job.BoardWorkers is 0: below it the files of a
// batch keep the cores busy, one file each.
const parallelFileSize = 256 << 10

// Bounds of the boards in flight between the reader and the in-order
// writer of processParallel: their input bytes (a board larger than the
// window still passes, alone) and their number per worker.
const (
	reorderBytes     = 1 << 20
	reorderPerWorker = 64
)

// Bounds of one batch of processParallel: the boards read one after
// another that one worker analyses and the writer commits together, in
// number and in input bytes (a board larger than that is a batch alone).
// A batch is one hand-off to a worker and one back, instead of two per
// board; 32 boards of the corpus (about 14 KiB) still give two workers
// dozens of batches per 1 MB file to share.
const (
	batchBoards = 32
	batchBytes  = 32 << 10
)

// boardBatch is boards read one after another, in input order, analysed by
// one worker and committed together.
type boardBatch struct {
	items  []*boardWork
	weight int64 // input bytes of its boards
	// done receives one token when a worker has analysed every board of
	// the batch; the committer takes it, so the batch can be used again
	done chan struct{}
}

// processParallel reads the boards of br on the calling goroutine, has
// workers replay, lint and annotate them, and commits each board's results
// in input order on the calling goroutine, so that findings, edits and
// visits come in the order of the file and every read of the input (the
// boards, and the original bytes by offset for the edits) stays on one
// goroutine. Boards go to the workers in batches (batchBoards, batchBytes),
// so that a board costs no goroutine hand-off of its own. The boards read
// but not yet committed are bounded in bytes (reorderBytes) and in number,
// so memory stays flat in the file's size.
func processParallel(br BoardReader, c *committer, workers int) {
	// room for every batch the window may hold (a batch has a board at
	// least), so that handing one over never waits: the reader goes on to
	// commit, or to analyse what no worker has taken
	work := make(chan *boardBatch, reorderPerWorker*workers+1)
	analyseBatch := func(b *boardBatch) {
		for _, w := range b.items {
			w.analyse(c.job, c.name)
		}
		b.done <- struct{}{}
	}
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for b := range work {
				analyseBatch(b)
			}
		}()
	}
	var pending []*boardBatch // sent to the workers, in input order; pending[0] is committed next
	var spare []*boardBatch   // committed batches, for reuse
	var inFlight int64        // input bytes of the boards read and not committed
	var boards int            // boards read and not committed
	failed := false
	newBatch := func() *boardBatch {
		if n := len(spare); n > 0 {
			b := spare[n-1]
			spare[n-1] = nil
			spare = spare[:n-1]
			return b
		}
		return &boardBatch{items: make([]*boardWork, 0, batchBoards), done: make(chan struct{}, 1)}
	}
	cur := newBatch() // the batch being filled
	// send hands the batch being filled to a worker
	send := func() {
		if len(cur.items) == 0 {
			return
		}
		pending = append(pending, cur)
		c.batches++
		work <- cur
		cur = newBatch()
	}
	// commitHead commits the boards of the first pending batch, whose
	// analysis is done (its token received from done)
	commitHead := func() {
		b := pending[0]
		pending[0] = nil
		pending = pending[1:]
		inFlight -= b.weight
		boards -= len(b.items)
		for _, w := range b.items {
			if !failed && c.commit(w) != nil {
				failed = true
			}
		}
		clear(b.items)
		b.items, b.weight = b.items[:0], 0
		spare = append(spare, b)
	}
	// waitCommitHead commits the first pending batch once its analysis is
	// done; while it waits, the batches no worker has taken yet are
	// analysed here, so that the reading goroutine's core is not idle
	// while the window is full or the file's last boards are analysed
	waitCommitHead := func() {
		for {
			select {
			case <-pending[0].done:
				commitHead()
				return
			case b := <-work:
				analyseBatch(b)
				c.helped++
			}
		}
	}
	var last int64 // offset of the previous board
	for !failed {
		// commit what is finished at the head, without waiting
	ready:
		for len(pending) > 0 {
			select {
			case <-pending[0].done:
				commitHead()
			default:
				break ready
			}
		}
		eb, err := br.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			// the boards before the bad one are committed first, as on
			// one goroutine
			send()
			for len(pending) > 0 {
				waitCommitHead()
			}
			if !failed {
				c.res.Err = err
			}
			break
		}
		// a board's weight: the input bytes from the previous board's
		// start to its own, at least 1
		off := eb.Record().Pos.Offset
		weight := max(off-last, 1)
		last = off
		if len(cur.items) == batchBoards || (len(cur.items) > 0 && cur.weight+weight > batchBytes) {
			send()
		}
		for len(pending) > 0 && (inFlight+weight > reorderBytes || boards >= reorderPerWorker*workers) {
			waitCommitHead()
		}
		w := c.newWork(eb)
		cur.items = append(cur.items, w)
		cur.weight += weight
		inFlight += weight
		boards++
	}
	send()
	for len(pending) > 0 {
		waitCommitHead()
	}
	close(work)
	wg.Wait()
}

// boardWork is one board and what processing it produced, before it is
// committed to the file's result.
type boardWork struct {
	eb record.EditableBoard

	skipped   bool // none of Job.Players plays
	rep       *Replay
	findings  []Finding
	explained int
	kept      int
	annErr    *Finding // the board's explanations could not be written
	edits     []record.Edit
}

// analyse replays, lints and annotates the board: the work that needs no
// other board and may run on any goroutine.
func (w *boardWork) analyse(job *Job, name string) {
	b := w.eb.Record()
	sides := job.Sides
	if len(job.Players) > 0 {
		var ok bool
		sides, ok = SidesForPlayers(b, job.Players)
		if !ok {
			w.skipped = true
			return
		}
	}
	if sides == 0 {
		sides = engine.BothSides
	}
	r := w.rep
	if r == nil {
		r = &Replay{}
	}
	w.rep = replayInto(r, job.System, b, sides)
	if job.Lint {
		// the findings stay in the replay's scratch until committed:
		// Job.OnFindings copies what it keeps, FileResult.Findings
		// appends copies, and a replay handed to Job.Visit (with them) is
		// never reused
		w.findings = lintScratch(w.rep, job.Rules, job.Config)
		if job.Suggest != nil {
			job.Suggest(w.rep, w.findings)
		}
	}
	if job.Annotate {
		n, kept, err := Annotate(w.rep, w.eb, job.AnnotateOptions)
		w.explained, w.kept = n, kept
		if err != nil {
			w.annErr = &Finding{File: name, Ordinal: b.Ordinal, Board: b.Label, Index: -1, Pos: b.Pos,
				Rule: RuleRecord.Name, RuleID: RuleRecord.ID, Severity: record.Warning,
				Message: "cannot write explanations: " + err.Error()}
		}
		w.edits = w.eb.Edits()
	}
}

// committer adds each board's results to the file's result, in input
// order, on the goroutine processing the file.
type committer struct {
	r      io.Reader
	name   string
	job    *Job
	res    *FileResult
	splice *record.Splicer
	cols   *readBack // the input by offset, for the findings' columns; nil when it cannot be read back
	// free holds the work items of committed boards, with their replays,
	// whose arrays the next boards reuse (a replay handed to Job.Visit is
	// never reused: the visitor may keep it). Only the committing
	// goroutine touches it, and it never holds more items than there were
	// boards in flight at once.
	free []*boardWork
	// release, when set, takes back each board once committed (lint or
	// annotate, no visitor: nothing keeps a board)
	release releaser
	// batches counts the batches of boards handed to the workers
	// (processParallel), each one hand-off there and one back; helped
	// counts those the committing goroutine analysed itself while it
	// waited for the oldest
	batches, helped int
}

// report hands findings to Job.OnFindings or collects them.
func (c *committer) report(fs []Finding) {
	if len(fs) == 0 {
		return
	}
	if c.job.OnFindings != nil {
		c.job.OnFindings(fs)
		return
	}
	c.res.Findings = append(c.res.Findings, fs...)
}

// commit adds one analysed board to the result: counts, board errors,
// findings, edits (written or collected) and the visit. It returns the
// error that stops the file (also set in FileResult.Err).
func (c *committer) commit(w *boardWork) error {
	res, job := c.res, c.job
	res.Boards++
	b := w.eb.Record()
	var at io.ReaderAt
	if c.cols != nil {
		at = c.cols
	}
	for _, d := range b.Diagnostics {
		// what stderr tells counts columns in code points, as the
		// findings do; the board keeps the reader's byte columns
		d.Pos = codePointColumn(at, d.Pos)
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
	if w.skipped {
		res.Skipped++
		c.recycle(w, w.rep)
		return nil
	}
	if len(b.Calls) == 0 {
		if res.NoAuction == 0 {
			res.NoAuctionLabel, res.NoAuctionOrdinal = b.Label, b.Ordinal
		}
		res.NoAuction++
	}
	codePointColumns(at, w.findings)
	if job.Lint {
		c.report(w.findings)
		if len(b.Calls) > 0 && runsRule(job, RuleMissingAlert) {
			if why := AlertsUnrecorded(b); why != "" {
				if res.AlertsUnchecked == 0 {
					res.AlertsUncheckedWhy = why
				}
				res.AlertsUnchecked++
			}
		}
	}
	if job.Annotate {
		res.Explained += w.explained
		res.Kept += w.kept
		if w.annErr != nil {
			w.annErr.Pos = codePointColumn(at, w.annErr.Pos)
			c.report([]Finding{*w.annErr})
		}
		edits := w.edits
		switch {
		case job.OnEdits != nil && len(edits) > 0:
			at, ok := c.r.(io.ReaderAt)
			if !ok {
				res.Err = errors.New("annotate: OnEdits needs an input readable by offset")
				return res.Err
			}
			if err := job.OnEdits(c.name, at, edits); err != nil {
				res.Err = err
				return err
			}
			res.Changes += len(edits)
		case c.splice != nil:
			if err := c.splice.Apply(edits); err != nil {
				res.Err = fmt.Errorf("writing the annotated file: %w", err)
				return res.Err
			}
			res.Changes += len(edits)
		default:
			res.Edits = append(res.Edits, edits...)
		}
	}
	rep := w.rep
	if job.Visit != nil {
		job.Visit(w.rep, w.findings)
		rep = nil
	}
	c.recycle(w, rep)
	return nil
}

// recycle keeps committed work item w, with replay rep (nil when it must
// not be reused), for the next board, and hands w's board back to the
// reader when it reuses boards.
func (c *committer) recycle(w *boardWork, rep *Replay) {
	if c.release != nil {
		c.release.release(w.eb)
	}
	*w = boardWork{rep: rep}
	c.free = append(c.free, w)
}

// newWork returns a work item for board eb: a committed board's, with its
// replay for reuse, or a new one. Called from the committing goroutine.
func (c *committer) newWork(eb record.EditableBoard) *boardWork {
	n := len(c.free)
	if n == 0 {
		return &boardWork{eb: eb}
	}
	w := c.free[n-1]
	c.free[n-1] = nil
	c.free = c.free[:n-1]
	w.eb = eb
	return w
}
