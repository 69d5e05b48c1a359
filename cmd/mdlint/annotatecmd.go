package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/internal/editdiff"
	"github.com/mdlint/mdlint/internal/input"
	"github.com/mdlint/mdlint/internal/safetext"
	"github.com/mdlint/mdlint/internal/safewrite"
	"github.com/mdlint/mdlint/lintout"
	"github.com/mdlint/mdlint/record"
)

// AnnotateCmd is `mdlint annotate`: write the system's explanation of every
// alertable call of the system side into the records.
type AnnotateCmd struct {
	SideFlags
	InPlace    bool     `name:"in-place" help:"Rewrite the files in place (through a temporary file renamed over each)."`
	Backup     bool     `help:"With --in-place, keep the original as FILE.orig."`
	Output     string   `short:"o" name:"output" help:"Write to this file (one input) or mirror the inputs into this directory." placeholder:"OUT"`
	Force      bool     `help:"Allow -o to replace files that already exist."`
	DryRun     bool     `name:"dry-run" help:"Write nothing; report what would change."`
	Diff       bool     `help:"With --dry-run, print a unified diff of the changes."`
	Overwrite  bool     `help:"Replace explanations the records already have (default: keep them)."`
	ExplainAll bool     `name:"explain-all" help:"Explain natural calls too, not only alertable ones."`
	Paths      []string `arg:"" predictor:"file" name:"FILE|DIR" help:"PBN and LIN files or saved BBO pages, or directories walked for *.pbn, *.lin, *.txt, *.htm(l) and files without an extension (the format is read from the content); - is standard input."`

	// hook, when set (tests only), is called between the steps of each
	// commit: the seam through which tests drive races deterministically.
	hook func(path string, step safewrite.Step) error
}

// target is where one input's annotated bytes go.
type target struct {
	stdout bool
	path   string
}

// Run annotates the files.
func (c *AnnotateCmd) Run(g *Globals) error {
	if c.Backup && !c.InPlace {
		return &exitError{code: 2, err: errors.New("annotate: --backup needs --in-place")}
	}
	if c.Diff && !c.DryRun {
		return &exitError{code: 2, err: errors.New("annotate: --diff needs --dry-run")}
	}
	if c.InPlace && c.Output != "" {
		return &exitError{code: 2, err: errors.New("annotate: choose --in-place or -o, not both")}
	}
	// -o's directory (or file) is not read as input when a walk meets
	// it: a second run would annotate the first run's output
	var own []string
	if c.Output != "" && c.Output != "-" {
		own = append(own, c.Output)
	}
	files, bad, err := expandFiles(g, c.Paths, own...)
	if err != nil {
		return err
	}
	if bad {
		// a missing argument is most often a typo: the whole run is
		// refused (what -o mirrors depends on the arguments), and says so
		return &exitError{code: 2, err: errors.New("annotate: nothing was annotated: an argument above could not be read; correct it or leave it out")}
	}
	targets, err := c.targets(files)
	marker := c.outputMarker(targets)
	boards, skipped := 0, 0
	read := 0 // boards read, also in files that failed (a write error)
	var noAuction noAuctions
	if err != nil {
		return &exitError{code: 2, err: err}
	}
	sys, err := loadSystem(g)
	if err != nil {
		return &exitError{code: 2, err: err}
	}
	job := annotate.Job{System: sys, Sides: c.sides(), Players: c.Players, Annotate: true,
		AnnotateOptions: annotate.AnnotateOptions{ExplainAll: c.ExplainAll, Overwrite: c.Overwrite},
		HashInput:       c.InPlace} // the in-place writer checks the file still holds what was read
	// each file with its own configuration's side, players, system and
	// explanation options; where the output goes is the run's
	per, err := perFileCLI(g, files)
	if err != nil {
		return &exitError{code: 2, err: err}
	}
	systems := systemCache{}
	byPath := map[string]target{}
	// withPlayers: the files whose job has --players (or a configuration's
	// players), filled with the jobs below, read by the workers after
	withPlayers := map[string]bool{}
	for i, f := range files {
		byPath[displayName(f)] = targets[i]
	}
	outs := &outputs{stdout: g.Stdout, inPlace: c.InPlace, backup: c.InPlace && c.Backup, replace: c.Force,
		hook: c.hook, open: map[string]*pendingOutput{}, diffs: map[string]*pendingDiff{}}
	// Ctrl-C or SIGTERM while files are written: the files being written
	// are aborted (their temporary files removed), no file is started
	// after it, a commit under way completes, and the run says what was
	// written (interrupted's doc)
	var intr *interrupts
	var stop <-chan struct{}
	if !c.DryRun && (c.InPlace || c.Output != "") {
		intr = catchInterrupts(outs.interrupt)
		defer intr.stop()
		stop = intr.Done()
	}
	if c.DryRun {
		// the edits are counted (and, with --diff, turned into a diff)
		// as each board is read: nothing proportional to the file is kept
		job.OnEdits = func(string, io.ReaderAt, []record.Edit) error { return nil }
		if c.Diff {
			job.OnEdits = outs.diffEdits
			job.Done = func(res *annotate.FileResult, _ *input.Source) error { return outs.diffDone(res) }
		}
	} else {
		outs.cleanStale(targets, time.Now())
		job.Out = func(path string) (io.Writer, error) { return outs.create(byPath[path]) }
		// each file is committed (or dropped) by its worker as soon as
		// it is read, not after the files before it
		job.Done = func(res *annotate.FileResult, src *input.Source) error {
			return outs.finish(byPath[res.Path], res, src, withPlayers[res.Path])
		}
	}
	failed := false
	explained, changed, kept, copied := 0, 0, 0, 0
	noPlayers := 0 // files where none of the players plays: not written
	// each file shows the first few of a repeated diagnostic and counts
	// the rest in one line after its last
	same := newRepeats()
	printFindings := func(fs []annotate.Finding) {
		for _, f := range fs {
			f = lintout.LineSafe(f)
			if same.show(f.Severity.String() + ": " + f.Message) {
				fmt.Fprintf(g.Stderr, "mdlint: %s: %s: %s\n", f.File, boardName(f.Board, f.Ordinal), f.Message)
			}
		}
	}
	printMore := func(path string) {
		for _, m := range same.more() {
			fmt.Fprintf(g.Stderr, "mdlint: %s: %s\n", safetext.Line(path), safetext.Line(m))
		}
	}
	jobs := make([]annotate.Job, len(files))
	bothAssumed := false // a file whose side nobody set: both pairs play the system
	for i := range files {
		jobs[i] = job
		if cli := per[i]; cli != nil {
			fc, j := &cli.Annotate, &jobs[i]
			j.Sides, j.Players = fc.sides(), fc.Players
			j.AnnotateOptions = annotate.AnnotateOptions{ExplainAll: fc.ExplainAll, Overwrite: fc.Overwrite}
			if j.System, err = systems.get(&cli.Globals); err != nil {
				return &exitError{code: 2, err: err}
			}
		}
		withPlayers[displayName(files[i])] = len(jobs[i].Players) > 0
		side, players := c.Side, c.Players
		if cli := per[i]; cli != nil {
			side, players = cli.Annotate.Side, cli.Annotate.Players
		}
		bothAssumed = bothAssumed || side == "" && len(players) == 0
	}
	if bothAssumed {
		// as lint says which side it takes: the default must not go
		// unnoticed, it writes the system's meanings on the opponents'
		// calls too
		fmt.Fprintln(g.Stderr, "mdlint: annotate: no --side, --players or players in .mdlint.toml: both pairs' calls are explained by the system (give --side ns|ew or --players to leave the opponents' calls alone)")
	}
	jobFor := func(i int) annotate.Job { return jobs[i] }
	processUntil(g, stop, files, jobFor, printFindings, nil, func(res annotate.FileResult) {
		if err := outs.commitResult(byPath[res.Path]); err != nil && res.Err == nil {
			res.Err = err // as if the worker's commit had failed
		}
		if outs.abortedByInterrupt(byPath[res.Path]) {
			return // not written, and no error: the run says so at its end
		}
		read += res.Boards
		for _, w := range outs.warnings(res.Path) {
			fmt.Fprintf(g.Stderr, "mdlint: %s: warning: %s\n", safetext.Line(res.Path), safetext.Line(w))
		}
		defer printMore(res.Path)
		if res.Err != nil {
			failed = true
			fileError(g.Stderr, res.Path, res.Err)
			return
		}
		// a record file without boards whose output is complete (copied
		// to -o, left as it is in place): a warning, not a failure
		keptAs, noBoardsKept := c.noBoardsKept(&res, withPlayers[res.Path])
		switch {
		case noBoardsKept && withPlayers[res.Path]:
			noPlayers++ // none of the players plays in a file without boards
		case noBoardsKept:
			copied++
		}
		unreadable := false
		for _, d := range res.Diagnostics {
			if d.Severity == record.Error && noBoardsKept {
				d.Severity, d.Message = record.Warning, d.Message+"; "+keptAs
				if same.show(d.Severity.String() + ": " + d.Message) {
					fmt.Fprintln(g.Stderr, d.Error())
				}
				continue
			}
			if d.Severity == record.Error {
				if same.show(d.Severity.String() + ": " + d.Message) {
					fmt.Fprintln(g.Stderr, d.Error())
				}
				failed, unreadable = true, true
			}
		}
		if unreadable {
			return
		}
		// A board the reader could not read whole (a token that is not a
		// call, an auction that starts at another seat than the dealer) is
		// kept byte for byte and reported; the other boards are annotated
		// and the run still succeeds: exit 2 is for files that cannot be
		// read at all.
		for _, d := range res.BoardErrors {
			if same.show(d.Severity.String() + ": " + d.Message) {
				fmt.Fprintln(g.Stderr, d.Error())
			}
		}
		explained += res.Explained
		kept += res.Kept
		boards += res.Boards
		skipped += res.Skipped
		noAuction.add(res)
		if res.Boards > 0 && res.Skipped == res.Boards {
			// none of the players plays here (every board skipped): not
			// written (finish drops it: the output holds the players'
			// files), and said in the summary, never silently left out
			noPlayers++
			return
		}
		if res.Changed() {
			changed++
		}
		if c.DryRun && c.Diff {
			if err := outs.printDiff(res.Path); err != nil {
				failed = true
				fileError(g.Stderr, res.Path, err)
			}
		}
	})
	// the names of the new outputs are durable before the run says so
	outs.waitCommits()
	if marker != "" && outs.writtenCount() > 0 {
		if err := writeOutputMarker(marker, &outs.dirs); err != nil {
			fmt.Fprintf(g.Stderr, "mdlint: annotate: warning: %s: %s (later walks of the folder above it will read this output as input)\n", safetext.Line(marker), safetext.Line(err.Error()))
		}
	}
	outs.dirs.Sync()
	if intr != nil {
		intr.stop()
		if intr.interrupted() {
			fmt.Fprintf(g.Stderr, "mdlint: annotate: %s\n", c.interruptedLine(intr.name(), outs.writtenCount(), len(files)))
			return &exitError{code: intr.ExitCode()}
		}
	}
	verb := "explained"
	if c.DryRun {
		verb = "would explain"
	}
	summary := fmt.Sprintf("mdlint: %s %s; %d of %s changed", verb, plural(explained, "call"), changed, plural(len(files), "file"))
	if kept > 0 {
		// calls the system explains that carry another explanation
		// already: kept as the file has it unless --overwrite
		their := "their"
		if kept == 1 {
			their = "its"
		}
		summary += fmt.Sprintf("; %s kept %s existing explanation (--overwrite replaces it)", plural(kept, "call"), their)
	}
	withoutBoards := ""
	if copied > 0 {
		withoutBoards = fmt.Sprintf("; %s without boards %s", plural(copied, "file"), c.noBoardsVerb())
	}
	summary += withoutBoards
	if noPlayers > 0 {
		summary += fmt.Sprintf("; %s where none of the players plays %s", plural(noPlayers, "file"), c.noPlayersVerb())
	}
	if read == 0 {
		// not "explained 0 calls; 0 of 1 file changed": a run that read
		// nothing says so, and exits 2
		summary = "mdlint: annotate: " + nothingRead(len(files)) + "; nothing was explained" + withoutBoards
	}
	fmt.Fprintln(g.Stderr, summary)
	if read == 0 {
		return &exitError{code: 2}
	}
	if len(c.Players) > 0 && boards > 0 && skipped == boards {
		return allSkipped(c.Players, boards)
	}
	if failed {
		return &exitError{code: 2}
	}
	if noAuction.nothingChecked(boards - skipped) {
		// as lint: a run that found no call to explain must not look
		// like one that found every call explained already
		fmt.Fprintf(g.Stderr, "mdlint: annotate: %s: nothing was explained\n", noAuction.text())
		return &exitError{code: 2}
	}
	return nil
}

// noBoardsKept reports whether the output of a record file without boards
// (FileResult.NoBoards: an empty file, a PBN of headers only, a LIN
// without a deal) is complete, so that the file is a warning and not a
// failure: with -o, or on standard output (outputs.finish), it is copied
// unchanged into the output, in place it is left as it is, and --dry-run
// writes nothing. keptAs says what became of it ("copied unchanged").
// With --players (players) none of them plays in such a file: it is
// treated as every file where none of them plays (noPlayersVerb: "not
// written"), so that a misspelt name fails the run without leaving a copy
// behind that the corrected run must --force.
func (c *AnnotateCmd) noBoardsKept(res *annotate.FileResult, players bool) (keptAs string, ok bool) {
	if !res.NoBoards() {
		return "", false
	}
	if players {
		return c.noPlayersVerb(), true
	}
	return c.noBoardsVerb(), true
}

// outputMarker is where annotate -o DIR puts annotate.OutputMarker, so
// that later walks of a folder holding DIR leave DIR out: DIR's marker
// path when the output is a directory that this run creates, that is
// empty (left by a run that wrote nothing: a misspelt --players) or that
// holds the marker already (a folder of the user's with files in it,
// named with -o, is never marked); "" otherwise (one output file,
// stdout, in place, --dry-run).
func (c *AnnotateCmd) outputMarker(targets []target) string {
	if c.Output == "" || c.DryRun || c.InPlace || len(targets) == 1 && targets[0].path == c.Output {
		return ""
	}
	marker := filepath.Join(c.Output, annotate.OutputMarker)
	if entries, err := os.ReadDir(c.Output); err == nil && len(entries) > 0 {
		if _, err := os.Lstat(marker); err != nil {
			return ""
		}
	}
	return marker
}

// writeOutputMarker writes annotate.OutputMarker at path (replacing an
// earlier run's), through safewrite as every output.
func writeOutputMarker(path string, dirs *safewrite.Dirs) error {
	f, err := safewrite.Create(path, safewrite.Options{Replace: true, Dirs: dirs})
	if err != nil {
		return err
	}
	if _, err := io.WriteString(f, annotate.OutputMarkerText); err != nil {
		_ = f.Abort()
		return err
	}
	return f.Commit()
}

// noPlayersVerb is what becomes of a file where none of the --players
// plays (every board skipped) in this run: "not written" (-o, stdout: the
// output holds the files the players play in, and a misspelt name that
// fails the run leaves nothing behind that a second run must --force),
// "left unchanged" (--in-place), "unchanged" (--dry-run).
func (c *AnnotateCmd) noPlayersVerb() string { return c.unchangedVerb("not written") }

// noBoardsVerb is what becomes of a record file without boards in this
// run: "copied unchanged" (-o, stdout), "left unchanged" (--in-place),
// "unchanged" (--dry-run).
func (c *AnnotateCmd) noBoardsVerb() string { return c.unchangedVerb("copied unchanged") }

// unchangedVerb is what becomes of a file annotate leaves as it is:
// "unchanged" under --dry-run, "left unchanged" in place, written (what
// happens to it with -o or on stdout) otherwise.
func (c *AnnotateCmd) unchangedVerb(written string) string {
	switch {
	case c.DryRun:
		return "unchanged"
	case c.InPlace:
		return "left unchanged"
	}
	return written
}

// interruptedLine is the last line of an interrupted run (the signal's
// name: "interrupted", "terminated"), saying what was written of the files
// and how to finish the job: "interrupted: 173 of 1260 files written to
// OUT; the others were not written (no temporary file is left): run again
// with --force to write them all".
func (c *AnnotateCmd) interruptedLine(how string, written, files int) string {
	if c.InPlace {
		return fmt.Sprintf("%s: %d of %s rewritten in place; the others are as they were (no temporary file is left): run again to annotate them", how, written, plural(files, "file"))
	}
	return fmt.Sprintf("%s: %d of %s written to %s; the others were not written (no temporary file is left): run again with --force to write them all", how, written, plural(files, "file"), safetext.Line(c.Output))
}

// targets decides where each file's output goes, before anything is read,
// so that a usage error writes nothing.
func (c *AnnotateCmd) targets(files []string) ([]target, error) {
	out := make([]target, len(files))
	for _, f := range files {
		if f == input.StdinName && c.InPlace {
			return nil, errors.New("annotate: standard input (-) cannot be annotated in place; give -o FILE or read the output from stdout")
		}
	}
	if c.DryRun || c.InPlace {
		for i, f := range files {
			out[i] = target{path: f}
		}
		return out, nil
	}
	single := len(c.Paths) == 1 && len(files) == 1
	dirArg := false
	if st, err := os.Stat(c.Paths[0]); err == nil && st.IsDir() {
		single, dirArg = false, true
	}
	if c.Output == "" {
		switch {
		case len(files) > 1:
			return nil, fmt.Errorf("annotate: %d files: standard output takes one file; give -o DIR, --in-place or --dry-run", len(files))
		case dirArg:
			// (one file found in it: its output would go where the
			// directory's files go, not to stdout)
			return nil, fmt.Errorf("annotate: %s is a directory: give -o DIR, --in-place or --dry-run", safetext.Line(c.Paths[0]))
		case !single:
			return nil, errors.New("annotate: several inputs: give -o DIR, --in-place or --dry-run")
		}
		out[0] = target{stdout: true}
		return out, nil
	}
	st, err := os.Stat(c.Output)
	outIsDir := err == nil && st.IsDir()
	if single && !outIsDir {
		out[0] = target{path: c.Output}
		return out, c.checkTarget(files[0], c.Output)
	}
	if err == nil && !outIsDir {
		return nil, fmt.Errorf("annotate: -o %s: not a directory (several inputs need a directory)", c.Output)
	}
	// One directory argument is mirrored into OUT; with several arguments
	// each directory keeps its own name under OUT (pbn/..., lin/...), and
	// a file named directly goes to OUT/its name.
	several := len(c.Paths) > 1
	seen := map[string]string{} // output path -> the input written there
	var dirArgs []string        // the arguments that are directories, stat'ed once
	for _, p := range c.Paths {
		if st, err := os.Stat(p); err == nil && st.IsDir() {
			dirArgs = append(dirArgs, p)
		}
	}
	for i, f := range files {
		rel := filepath.Base(f)
		for _, p := range dirArgs {
			if r, err := filepath.Rel(p, f); err == nil && !startsWithDotDot(r) {
				rel = r
				if several {
					rel = filepath.Join(filepath.Base(filepath.Clean(p)), r)
				}
				break
			}
		}
		out[i] = target{path: filepath.Join(c.Output, rel)}
		if err := c.checkTarget(f, out[i].path); err != nil {
			return nil, err
		}
		if prev, ok := seen[out[i].path]; ok {
			return nil, fmt.Errorf("annotate: %s and %s would both be written to %s; annotate them separately", prev, f, out[i].path)
		}
		seen[out[i].path] = f
	}
	return out, nil
}

func startsWithDotDot(rel string) bool {
	return rel == ".." || len(rel) > 2 && rel[:3] == ".."+string(filepath.Separator)
}

// checkTarget refuses to write over the input itself or, without --force,
// over an existing file.
func (c *AnnotateCmd) checkTarget(in, out string) error {
	ai, _ := filepath.Abs(in)
	ao, _ := filepath.Abs(out)
	if ai == ao {
		return fmt.Errorf("annotate: -o %s is the input itself; use --in-place", out)
	}
	if _, err := os.Stat(out); err == nil && !c.Force {
		return fmt.Errorf("annotate: %s exists; add --force to replace it", out)
	}
	return nil
}

// pendingDiff is the unified diff of one file under --dry-run --diff,
// written as its boards are read into an unlinked spool file, and printed
// in input order by the emitting goroutine.
type pendingDiff struct {
	spool *os.File
	diff  *editdiff.Writer
}

// diffEdits is job.OnEdits under --diff: it adds a board's edits to the
// file's diff (nil edits: the file is read; the diff is finished).
func (o *outputs) diffEdits(name string, src io.ReaderAt, edits []record.Edit) error {
	o.mu.Lock()
	p := o.diffs[name]
	o.mu.Unlock()
	if p == nil {
		if edits == nil {
			return nil // no edit in the whole file: no diff
		}
		f, err := os.CreateTemp("", "mdlint-diff-*")
		if err != nil {
			return fmt.Errorf("a spool file for the diff: %w", err)
		}
		os.Remove(f.Name())
		p = &pendingDiff{spool: f, diff: editdiff.New(bufio.NewWriter(f), src, name, name+" (annotated)")}
		o.mu.Lock()
		o.diffs[name] = p
		o.mu.Unlock()
	}
	if edits == nil {
		return p.diff.Finish()
	}
	return p.diff.Add(edits)
}

// diffDone drops the diff of a file that failed or cannot be read.
func (o *outputs) diffDone(res *annotate.FileResult) error {
	if res.Err == nil && !res.Unreadable() {
		return nil
	}
	o.mu.Lock()
	p := o.diffs[res.Path]
	delete(o.diffs, res.Path)
	o.mu.Unlock()
	if p != nil {
		p.spool.Close()
	}
	return nil
}

// printDiff copies the diff of the file named name to stdout.
func (o *outputs) printDiff(name string) error {
	o.mu.Lock()
	p := o.diffs[name]
	delete(o.diffs, name)
	o.mu.Unlock()
	if p == nil {
		return nil
	}
	defer p.spool.Close()
	if err := p.diff.Flush(); err != nil {
		return fmt.Errorf("writing the diff: %w", err)
	}
	if _, err := p.spool.Seek(0, io.SeekStart); err != nil {
		return err
	}
	if _, err := io.Copy(o.stdout, p.spool); err != nil {
		return fmt.Errorf("writing the diff: %w", err)
	}
	if err := o.flushStdout(); err != nil {
		return fmt.Errorf("writing the diff: %w", err)
	}
	return nil
}

// flushStdout writes out what the command's standard output still buffers
// (run's buffer for a stdout that is not a terminal), so that a failed
// write (a full disk) is the error of the file written, not only noticed
// after the summary has counted that file as changed.
func (o *outputs) flushStdout() error {
	if f, ok := o.stdout.(interface{ Flush() error }); ok {
		return f.Flush()
	}
	return nil
}

// pendingOutput is one file's annotated bytes on their way to the target:
// a safewrite.File beside the target, or a buffer on stdout.
type pendingOutput struct {
	file   *safewrite.File // nil for stdout
	stdout *bufio.Writer
}

// outputs holds the pending outputs of the files being annotated and what
// their commits had to say. All its methods are called from the workers.
type outputs struct {
	stdout                   io.Writer
	inPlace, backup, replace bool
	hook                     func(path string, step safewrite.Step) error
	mu                       sync.Mutex
	open                     map[string]*pendingOutput // by target path ("" for stdout)
	// dirs holds the directories of new outputs (-o): each is synced once
	// when the run is done (sync), not once per file
	dirs   safewrite.Dirs
	warned map[string][]string     // by input name
	diffs  map[string]*pendingDiff // by input name (--diff)
	// interrupted is set by interrupt: no output is created after it;
	// aborted holds the target paths whose output it dropped (or
	// refused), written counts the files committed
	interrupted bool
	aborted     map[string]bool
	written     int
	// commits are the commits of new outputs (-o) running in the
	// background, by target path: a worker hands its finished file over
	// and goes on with the next file while the commit waits for the disk
	// (the sync that makes its bytes durable, shared with the commits
	// waiting at the same time: safewrite.Dirs); the run reads each
	// result (commitResult) before it reports the file, and waits for all
	// (waitCommits) before it syncs the directories and says it is done.
	// commitSlots bounds how many run at once.
	commits     map[string]chan error
	commitSlots chan struct{}
	commitWG    sync.WaitGroup
}

// maxCommits is how many commits of new outputs run at once: they wait on
// the disk, not on a core, so more than the cores; bounded, so that a
// slow disk holds the workers back instead of piling up open files.
const maxCommits = 16

// errInterrupted is what create returns once the run is interrupted.
var errInterrupted = errors.New("interrupted")

// interrupt is called once at Ctrl-C or SIGTERM: it aborts every output
// being written (its temporary file removed; the worker writing it stops
// at its next write, and finish finds nothing to commit) and makes create
// refuse new ones. A file whose commit has begun (finish took it) is not
// among them: its commit completes, and the run waits for it.
func (o *outputs) interrupt() {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.interrupted = true
	for path, p := range o.open {
		if p.file == nil {
			continue // stdout
		}
		_ = p.file.Abort()
		o.markAborted(path)
		delete(o.open, path)
	}
}

// markAborted notes that the interrupt dropped the output to path; o.mu
// is held.
func (o *outputs) markAborted(path string) {
	if o.aborted == nil {
		o.aborted = map[string]bool{}
	}
	o.aborted[path] = true
}

// abortedByInterrupt reports whether target t's output was dropped or
// refused because the run was interrupted.
func (o *outputs) abortedByInterrupt(t target) bool {
	o.mu.Lock()
	defer o.mu.Unlock()
	return !t.stdout && o.aborted[t.path]
}

// writtenCount returns how many files were committed.
func (o *outputs) writtenCount() int {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.written
}

// cleanStale removes the temporary files that earlier runs left in the
// target directories (safewrite.Clean: older than this run, not locked).
func (o *outputs) cleanStale(targets []target, start time.Time) {
	seen := map[string]bool{}
	for _, t := range targets {
		if t.stdout {
			continue
		}
		dir := filepath.Dir(safewrite.Resolve(t.path)) // where Create puts the temporary file
		if !seen[dir] {
			seen[dir] = true
			_, _ = safewrite.Clean(dir, start) // a directory not there yet has nothing to clean
		}
	}
}

// create opens where target t's bytes go: stdout, or a safewrite.File.
func (o *outputs) create(t target) (io.Writer, error) {
	p := &pendingOutput{}
	var w io.Writer
	if t.stdout {
		p.stdout = bufio.NewWriter(o.stdout)
		w = p.stdout
	} else {
		o.mu.Lock()
		if o.interrupted {
			o.markAborted(t.path)
			o.mu.Unlock()
			return nil, errInterrupted
		}
		o.mu.Unlock()
		opts := safewrite.Options{Replace: o.replace}
		if !o.inPlace {
			opts.Dirs = &o.dirs
		}
		if o.hook != nil {
			path := t.path
			opts.Hook = func(s safewrite.Step) error { return o.hook(path, s) }
		}
		f, err := safewrite.Create(t.path, opts)
		if err != nil {
			return nil, err
		}
		p.file, w = f, f
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.interrupted && p.file != nil {
		// interrupted while the file was created
		_ = p.file.Abort()
		o.markAborted(t.path)
		return nil, errInterrupted
	}
	o.open[t.path] = p
	return w, nil
}

func (o *outputs) take(t target) *pendingOutput {
	o.mu.Lock()
	defer o.mu.Unlock()
	p := o.open[t.path]
	delete(o.open, t.path)
	return p
}

func (o *outputs) warn(name, msg string) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.warned == nil {
		o.warned = map[string][]string{}
	}
	o.warned[name] = append(o.warned[name], msg)
}

// warnings returns and forgets what the commit of the input named name
// had to say.
func (o *outputs) warnings(name string) []string {
	o.mu.Lock()
	defer o.mu.Unlock()
	w := o.warned[name]
	delete(o.warned, name)
	return w
}

// finish ends target t once its input is read: it drops the output of a
// file that failed, cannot be read (a binary file, an unknown encoding,
// text that is not records: never copied) or, with --players (players),
// where none of them plays, a file without boards included
// (noPlayersVerb); otherwise a record file without boards
// (FileResult.NoBoards) is copied as it is to -o or stdout, never
// rewritten in place; in place it leaves an unchanged file (and its time
// stamp) alone; otherwise it commits: stdout
// is flushed, a file goes through safewrite, replacing the input in place
// only if it is still what was read; a new output (-o) is committed in the
// background (commitInBackground), its error read by commitResult.
func (o *outputs) finish(t target, res *annotate.FileResult, src *input.Source, players bool) error {
	p := o.take(t)
	if p == nil {
		return nil
	}
	// a record file without boards goes to -o, or to stdout, as it is,
	// so that the output tree holds every record file of the input and
	// a pipe loses no byte (nothing was written for it: no board, no
	// edit)
	asIs := !o.inPlace && src != nil && res.NoBoards() && !players
	drop := res.Err != nil || res.Unreadable() && !asIs ||
		res.Boards > 0 && res.Skipped == res.Boards || // none of the players plays
		players && res.NoBoards() || // nor in a file without boards
		o.inPlace && !res.Changed()
	if asIs && !drop {
		var w io.Writer = p.stdout
		if p.file != nil {
			w = p.file
		}
		n, err := src.Drain()
		if err == nil {
			_, err = io.Copy(w, io.NewSectionReader(src, 0, n))
		}
		if err != nil {
			if p.file != nil {
				_ = p.file.Abort()
			}
			return fmt.Errorf("copying the file without boards: %w", err)
		}
	}
	if drop {
		if p.file != nil {
			return p.file.Abort()
		}
		return nil
	}
	if p.file == nil {
		if err := p.stdout.Flush(); err != nil {
			return err
		}
		return o.flushStdout()
	}
	if o.inPlace {
		if src == nil || src.File() == nil {
			p.file.Abort()
			return fmt.Errorf("%s cannot be replaced in place: not a regular file", res.Path)
		}
		// the same options, now that the original is known
		if err := p.file.CommitReplacing(&safewrite.Original{File: src.File(), Info: src.Info, Hash: src.Sum()},
			o.backup, func(msg string) { o.warn(res.Path, msg) }); err != nil {
			return err
		}
		o.committed()
		return nil
	}
	o.commitInBackground(t, p.file)
	return nil
}

// commitInBackground commits f, the new output (-o) of target t, in a
// goroutine of its own, waiting first while maxCommits commits run; its
// result is read by commitResult.
func (o *outputs) commitInBackground(t target, f *safewrite.File) {
	done := make(chan error, 1)
	o.mu.Lock()
	if o.commits == nil {
		o.commits = map[string]chan error{}
		o.commitSlots = make(chan struct{}, maxCommits)
	}
	o.commits[t.path] = done
	slots := o.commitSlots
	o.mu.Unlock()
	slots <- struct{}{}
	o.commitWG.Add(1)
	go func() {
		defer o.commitWG.Done()
		err := f.Commit()
		<-slots
		if errors.Is(err, safewrite.ErrExists) {
			err = fmt.Errorf("%s exists; add --force to replace it", f.Name())
		}
		if err == nil {
			o.committed()
		}
		done <- err
	}()
}

// commitResult waits for the background commit of target t's output and
// returns its error; nil at once when t has none (stdout, in place, a
// dropped output).
func (o *outputs) commitResult(t target) error {
	if t.stdout {
		return nil
	}
	o.mu.Lock()
	done := o.commits[t.path]
	delete(o.commits, t.path)
	o.mu.Unlock()
	if done == nil {
		return nil
	}
	return <-done
}

// waitCommits waits until every background commit is done.
func (o *outputs) waitCommits() { o.commitWG.Wait() }

// committed counts a file put in place.
func (o *outputs) committed() {
	o.mu.Lock()
	o.written++
	o.mu.Unlock()
}

// displayName is how an input argument is named in results and messages.
func displayName(arg string) string {
	if arg == input.StdinName {
		return input.StdinDisplay
	}
	return arg
}

// inputs returns the FILE|DIR arguments (the run's configuration is looked
// up from the first; each file is then read with its own, perFileCLI).
func (c *AnnotateCmd) inputs() []string { return c.Paths }
