package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"runtime"
	"strings"
	"sync"

	"github.com/schollz/progressbar/v3"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/internal/safetext"
	"github.com/mdlint/mdlint/lintout"
	"github.com/mdlint/mdlint/record"
)

// SideFlags are the flags that choose which side plays the system
// ("Which side plays the system").
type SideFlags struct {
	Side    string   `help:"Side that plays the system: ns, ew or both (default: ns for lint and report, which say so; both for annotate and stats)." placeholder:"ns|ew|both" xor:"side"`
	Players []string `help:"Play the system for the side where one of these players sits (case-insensitive, comma-separated); boards without them are skipped." sep:"," xor:"side"`
}

// Validate checks --side (kong calls it after parsing; --side and
// --players exclude each other through the xor group).
func (s *SideFlags) Validate() error {
	switch s.Side {
	case "", "ns", "ew", "both":
		return nil
	}
	return fmt.Errorf("--side must be ns, ew or both, not %q", s.Side)
}

// sides returns the engine's side set for --side.
func (s SideFlags) sides() engine.Sides { return sidesFlag(s.Side) }

// fileEvent is what a worker sends about one file: the findings of a board
// as soon as it is linted, and last the file's result.
type fileEvent struct {
	findings []annotate.Finding
	pooled   *[]annotate.Finding // the findings' storage, from the run's findingsPool (nil for a replay's)
	replay   *annotate.Replay    // set when process has an onBoard: the board the findings belong to
	res      *annotate.FileResult
}

// reorderWindow is how many files beyond the oldest unfinished one the
// workers may start: results of later files wait for earlier ones to be
// emitted, so this bounds the results (and the files open) at any moment,
// however many files there are.
const reorderWindow = 16

// processAll runs job over files on every core. Output keeps input order:
// onFindings (when not nil) is called with each board's findings and emit
// with each file's result, for file 0 first, then file 1, and so on, all
// from the calling goroutine. A file's own end (job.Done: annotate's
// commit) runs in its worker as soon as the file is read, so no output
// waits for earlier files. Workers start a file only within reorderWindow
// files of the oldest one not yet emitted, and wait when a file has
// maxQueuedEvents events not yet consumed, so open files and memory stay
// bounded however large and however many the files. onFindings must not
// keep the slice it is given: its storage carries later boards' findings. A progress bar counts
// files on stderr when stderr is a terminal.
func processAll(g *Globals, files []string, job annotate.Job, onFindings func([]annotate.Finding), emit func(annotate.FileResult)) {
	process(g, files, oneJob(job), onFindings, nil, emit)
}

// oneJob is the jobFor of a batch where every file has the same job.
func oneJob(job annotate.Job) func(int) annotate.Job { return func(int) annotate.Job { return job } }

// findingsPool lends the slices a board's findings travel in from the
// worker that linted it to the writer (annotate hands them in storage it
// uses again for the next board), and takes them back once written: one
// per run, so that a run's findings do not each cost an allocation. The
// slices in the pool still point to findings already written until they
// are used again or the pool drops them (at a garbage collection).
type findingsPool struct{ pool sync.Pool }

// copy returns a slice of the pool (or a new one) holding a copy of fs.
func (p *findingsPool) copy(fs []annotate.Finding) *[]annotate.Finding {
	s, _ := p.pool.Get().(*[]annotate.Finding)
	if s == nil {
		s = new([]annotate.Finding)
	}
	*s = append((*s)[:0], fs...)
	return s
}

// put gives back a slice copy returned, once its findings are written;
// nil is ignored.
func (p *findingsPool) put(s *[]annotate.Finding) {
	if s != nil {
		p.pool.Put(s)
	}
}

// process is processAll with a job for each file: jobFor(i) is the job of
// files[i] (each file has the settings of its own configuration file:
// perFileCLI). When onBoard is set it receives every board's replay with its
// findings (clean boards too), in input order, from the calling goroutine,
// instead of onFindings; job.Visit, when set, still runs on the workers.
func process(g *Globals, files []string, jobFor func(i int) annotate.Job, onFindings func([]annotate.Finding), onBoard func(*annotate.Replay, []annotate.Finding), emit func(annotate.FileResult)) {
	processUntil(g, nil, files, jobFor, onFindings, onBoard, emit)
}

// processUntil is process that starts no file once stop is closed (an
// interrupted annotate): the files started finish (their output is the
// caller's to abort) and are emitted; the others are not, and emit never
// sees them. A nil stop is never closed.
func processUntil(g *Globals, stop <-chan struct{}, files []string, jobFor func(i int) annotate.Job, onFindings func([]annotate.Finding), onBoard func(*annotate.Replay, []annotate.Finding), emit func(annotate.FileResult)) {
	n := len(files)
	var bar *progressbar.ProgressBar
	// the bar writes through g.Stderr, so that the buffered standard
	// output is written first, as for every message
	if n > 1 && terminalOf(g.Stderr) != nil {
		bar = progressbar.NewOptions(n, progressbar.OptionSetWriter(g.Stderr), progressbar.OptionSetDescription("files"),
			progressbar.OptionClearOnFinish(), progressbar.OptionShowCount())
	}
	type task struct {
		i      int
		events *fileQueue
	}
	work := make(chan task)
	// order holds each started file's events in input order; its capacity
	// is the reorder window
	order := make(chan *fileQueue, reorderWindow)
	var wg sync.WaitGroup
	workers := fileWorkers(n, n > 0 && jobFor(0).Out != nil)
	// the files of the run pass their buffers on to the next ones, and the
	// writer the findings' storage back to the workers
	bufs := &annotate.Buffers{}
	pool := &findingsPool{}
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for t := range work {
				j := jobFor(t.i)
				if j.Stdin == nil {
					j.Stdin = g.Stdin
				}
				if j.Buffers == nil {
					j.Buffers = bufs
				}
				q := t.events
				if onFindings != nil {
					// the board's findings are annotate's storage until
					// the call returns: they travel in a copy
					j.OnFindings = func(fs []annotate.Finding) {
						p := pool.copy(fs)
						q.put(fileEvent{findings: *p, pooled: p})
					}
				}
				if onBoard != nil {
					visit := j.Visit
					j.OnFindings = func([]annotate.Finding) {} // the findings come with the board
					j.Visit = func(r *annotate.Replay, fs []annotate.Finding) {
						if visit != nil {
							visit(r, fs)
						}
						q.put(fileEvent{findings: fs, replay: r})
					}
				}
				res := annotate.ProcessFile(files[t.i], j)
				q.put(fileEvent{res: &res})
				q.close()
			}
		}()
	}
	go func() {
		defer close(order)
		defer close(work)
		for i := range files {
			select {
			case <-stop:
				return
			default:
			}
			q := newFileQueue()
			select {
			case order <- q: // waits while the window is full
			case <-stop:
				return
			}
			select {
			case work <- task{i, q}:
			case <-stop:
				q.close() // no event: the file is not emitted
				return
			}
		}
	}()
	for q := range order {
		for {
			ev, ok := q.get()
			if !ok {
				break
			}
			if ev.replay != nil {
				onBoard(ev.replay, ev.findings)
				continue
			}
			if ev.res == nil {
				onFindings(ev.findings)
				pool.put(ev.pooled)
				continue
			}
			if bar != nil {
				_ = bar.Add(1)
			}
			emit(*ev.res)
		}
	}
	wg.Wait()
	if bar != nil {
		_ = bar.Finish()
	}
}

// fileWorkers is how many of n files process works on at once: one per
// core (GOMAXPROCS), and twice that when the job writes files (annotate
// -o), whose end waits for the disk (the output's and its directory's
// fsync, about a millisecond each) without using a core: the other files
// go on meanwhile. Never more than n, at least 1.
func fileWorkers(n int, writes bool) int {
	w := runtime.GOMAXPROCS(0)
	if writes {
		w *= 2
	}
	return max(min(w, n), 1)
}

// asciiSuits replaces ♣♦♥♠ by C D H S (--ascii).
var asciiSuits = strings.NewReplacer("♣", "C", "♦", "D", "♥", "H", "♠", "S")

// boardName is how a finding names its board: "board 7".
func boardName(label string, ordinal int) string { return lintout.BoardName(label, ordinal) }

// useColour applies --color to w: always, never, or (auto) when w is a
// terminal and NO_COLOR is unset.
func useColour(g *Globals, w io.Writer) bool {
	switch g.Color {
	case "always":
		return true
	case "never":
		return false
	}
	if _, set := os.LookupEnv("NO_COLOR"); set {
		return false
	}
	return terminalOf(w) != nil
}

// expandFiles is expandArgs for a command that tells the problems on
// stderr: it prints each skip line and each argument that cannot be read
// (or a directory without a record file), and returns an error (exit 2)
// when there is nothing to process at all, so that a mistyped directory
// does not look like a clean run. bad reports whether some argument could
// not be read. own are the paths the command writes (expandArgs).
func expandFiles(g *Globals, args []string, own ...string) (files []string, bad bool, err error) {
	x := expandArgs(args, own...)
	for _, l := range x.skips {
		fmt.Fprintln(g.Stderr, "mdlint:", l)
	}
	for _, p := range x.problems {
		fmt.Fprintln(g.Stderr, "mdlint:", argProblem(p))
	}
	if len(x.files) == 0 {
		return nil, true, &exitError{code: 2} // already said why
	}
	return x.files, len(x.problems) > 0, nil
}

// expanded is what the FILE|DIR arguments of a command expand to
// (expandArgs).
type expanded struct {
	// files are the files to process, each once, in argument order.
	files []string
	// problems are the arguments that cannot be read, the directories
	// where no record file was found and the parts of a tree that could
	// not be walked: errors (exit 2), each naming its file or directory
	// in File.
	problems []record.Diagnostic
	// skips are the lines that tell the files the directory walks
	// skipped, one per directory and reason (skipLines), without the
	// "mdlint: " prefix.
	skips []string
}

// expandArgs is annotate.ExpandSkipped argument by argument, so that each
// directory is told on its own: the files its walk skipped, by name or
// after reading them, and, when it gave no file at all, a problem naming
// it. own are the paths the command writes (annotate's -o directory,
// report's page): a walk that meets one leaves it out and says so
// (annotate.ExpandExcept), so that a second run does not read the first
// run's output.
func expandArgs(args []string, own ...string) expanded {
	var x expanded
	for _, a := range args {
		got, skipped, es := annotate.ExpandExcept([]string{a}, own)
		x.files = append(x.files, got...)
		x.skips = append(x.skips, skipLines(a, skipped)...)
		for _, e := range es {
			d := record.Diagnostic{File: a, Severity: record.Error, Message: e.Error()}
			var pe *fs.PathError
			if errors.As(e, &pe) {
				d.File, d.Message = pe.Path, pe.Err.Error()
			}
			x.problems = append(x.problems, d)
		}
		if len(got) == 0 && len(es) == 0 {
			// only a directory expands to no file
			x.problems = append(x.problems, record.Diagnostic{File: a, Severity: record.Error,
				Message: "no PBN, LIN or BBO page file in this directory" + skippedHint(skipped)})
		}
	}
	x.files = annotate.Unique(x.files)
	return x
}

// argProblem is the line that tells a problem of an argument on stderr:
// "missing.pbn: no such file or directory", its text made safe for a
// terminal.
func argProblem(d record.Diagnostic) string {
	return safetext.Line(d.File) + ": " + safetext.Line(d.Message)
}

// skippedNames is how many skipped files a skip line names; it counts the
// others.
const skippedNames = 5

// skipLines tells the files the walk of dir skipped, a line for each
// reason, naming the first skippedNames files (made safe for a terminal):
// "dir: 1 file read and skipped, it holds no PBN, LIN or BBO handviewer
// link: dir/a.txt", "dir: 2 files skipped by name, unread (a directory
// walk reads *.pbn, ...): dir/a.doc, dir/b.jpg".
func skipLines(dir string, skipped []annotate.Skipped) []string {
	var byName, byContent, pages []string
	var lines []string
	d := safetext.Line(dir)
	for _, s := range skipped {
		switch s.Own {
		case annotate.OwnOutput:
			// what this run writes: "dir: dir/annotated skipped, unread:
			// this run writes its output there (2 files in it)"
			what := "this run writes it"
			if s.Files > 0 || isDir(s.Path) {
				what = "this run writes its output there (" + plural(s.Files, "file") + " in it)"
			}
			lines = append(lines, fmt.Sprintf("%s: %s skipped, unread: %s", d, safetext.Line(s.Path), what))
			continue
		case annotate.OwnPage:
			pages = append(pages, s.Path)
			continue
		case annotate.OwnEarlierOutput:
			// annotated copies of records the walk reads as they were:
			// "dir: dir/annotated skipped, unread: the output of an
			// earlier annotate -o (13 files in it; name it to read it)"
			lines = append(lines, fmt.Sprintf("%s: %s skipped, unread: the output of an earlier annotate -o (%s in it; name it to read it)", d, safetext.Line(s.Path), plural(s.Files, "file")))
			continue
		}
		if s.ByContent {
			byContent = append(byContent, s.Path)
		} else {
			byName = append(byName, s.Path)
		}
	}
	if n := len(pages); n > 0 {
		// a report holds every board as a handviewer link: read, they
		// would be counted a second time
		what := "page"
		if n > 1 {
			what = "pages"
		}
		lines = append(lines, fmt.Sprintf("%s: %d %s mdlint wrote skipped (a report or the system's notes, not records): %s", d, n, what, nameSome(pages)))
	}
	if n := len(byContent); n > 0 {
		what := "file read and skipped, it holds"
		if n > 1 {
			what = "files read and skipped, they hold"
		}
		lines = append(lines, fmt.Sprintf("%s: %d %s no PBN, LIN or BBO handviewer link: %s", d, n, what, nameSome(byContent)))
	}
	if n := len(byName); n > 0 {
		lines = append(lines, fmt.Sprintf("%s: %s skipped by name, unread (a directory walk reads only *.pbn, *.lin, *.txt, *.htm, *.html and files without an extension): %s",
			d, plural(n, "file"), nameSome(byName)))
	}
	return lines
}

// skippedHint is what a directory without a record file adds to its
// problem: " (3 files skipped)" when its walk skipped some.
func skippedHint(skipped []annotate.Skipped) string {
	if len(skipped) == 0 {
		return ""
	}
	return " (" + plural(len(skipped), "file") + " skipped)"
}

// nameSome lists the first skippedNames paths (made safe for a terminal)
// and counts the rest: "a.txt, b.txt and 3 more".
func nameSome(paths []string) string {
	n := min(len(paths), skippedNames)
	names := make([]string, n)
	for i, p := range paths[:n] {
		names[i] = safetext.Line(p)
	}
	s := strings.Join(names, ", ")
	if more := len(paths) - n; more > 0 {
		s += fmt.Sprintf(" and %d more", more)
	}
	return s
}

// nothingRead is what a run that read no board at all (every file
// missing, unreadable, or holding no board) says in place of its summary,
// so that it cannot pass for a clean run: "nothing was read: no board in 2
// files"; each command adds what it did not do ("; nothing was checked").
// The reasons are the errors already given for each file.
func nothingRead(files int) string {
	if files == 0 {
		return "nothing was read: no PBN, LIN or BBO page file to read"
	}
	return "nothing was read: no board in " + plural(files, "file")
}

// allSkipped is the error when --players named nobody who plays on any of
// the boards read (a misspelt name must not look like a clean run).
func allSkipped(players []string, boards int) error {
	return &exitError{code: 2, err: fmt.Errorf("none of %s plays on any of the %d boards read (names are matched whole, ignoring case)", strings.Join(players, ", "), boards)}
}

// plural writes a count with its noun, adding "s" unless the count is 1:
// "1 file", "2 files".
func plural(n int, noun string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, noun)
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// notChecked is the failure of a run where some inputs had errors (could
// not be read, or held no board) and the others were checked: "2 inputs
// not checked: unreadable or without boards".
func notChecked(n int) string {
	return plural(n, "input") + " not checked: unreadable or without boards"
}

// errDiagnostic is a file that could not be opened or read as an error
// diagnostic naming it: an *fs.PathError about the file itself gives its
// reason alone ("permission denied"), another error its whole text.
func errDiagnostic(path string, err error) record.Diagnostic {
	d := record.Diagnostic{File: path, Severity: record.Error, Message: err.Error()}
	var pe *fs.PathError
	if errors.As(err, &pe) && pe.Path == path {
		d.Message = pe.Err.Error()
	}
	return d
}

// fileErrorLine is the line fileError prints.
func fileErrorLine(path string, err error) string {
	return fmt.Sprintf("mdlint: %s: %s", safetext.Line(path), safetext.Line(err.Error()))
}

// fileError prints "mdlint: FILE: error" on one line, the file name and
// the error's text (which may quote a record) made safe for a terminal.
func fileError(w io.Writer, path string, err error) {
	fmt.Fprintln(w, fileErrorLine(path, err))
}

// noAuctions counts the boards read without an auction (a result list, a
// hand record) and names the first of them by file and board.
type noAuctions struct {
	n           int
	file, board string
}

// add counts the boards of res without an auction.
func (a *noAuctions) add(res annotate.FileResult) {
	if res.NoAuction > 0 && a.n == 0 {
		a.file, a.board = res.Path, boardName(res.NoAuctionLabel, res.NoAuctionOrdinal)
	}
	a.n += res.NoAuction
}

// nothingChecked reports whether every one of the checked boards read
// (skipped ones left out) lacks an auction, so that the run checked nothing.
func (a noAuctions) nothingChecked(checked int) bool { return checked > 0 && a.n == checked }

// text says that none of the boards read has an auction, naming the file
// and board (made safe for a terminal): "t.lin, board 12: the 1 board read
// has no auction", "none of the 3 boards read has an auction (the first:
// t.lin, board 12)".
func (a noAuctions) text() string {
	where := safetext.Line(a.file) + ", " + safetext.Line(a.board)
	if a.n == 1 {
		return where + ": the 1 board read has no auction"
	}
	return "none of the " + plural(a.n, "board") + " read has an auction (the first: " + where + ")"
}

// isDir reports whether path names a directory.
func isDir(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.IsDir()
}
