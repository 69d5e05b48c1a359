package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"strings"
	"sync"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/internal/input"
	"github.com/mdlint/mdlint/internal/safetext"
	"github.com/mdlint/mdlint/lintout"
	"github.com/mdlint/mdlint/pbn"
	"github.com/mdlint/mdlint/record"
)

// DumpCmd is `mdlint dump [--format text|json] FILE|DIR...`: it prints
// every board of the given PBN and LIN files as the readers see them, one
// JSON object per board per line or a readable text block per board.
// Directories are walked for *.pbn, *.lin, *.txt, *.htm(l) and files
// without an extension (any case), files in sorted order; every file's
// format is read from its content (docs/reading-files.md). Reader
// diagnostics of a board are part of its output; file-level diagnostics, a
// file that cannot be opened and an argument that cannot be read (or a
// directory without a record file) go to stderr as text, or as objects of
// their own ("type":"diagnostic") with --format json. Exit code: 0 when every file was
// read without an error diagnostic, 2 when any file could not be opened or
// had an Error diagnostic (docs/design.md, "CLI contract"); never 1.
type DumpCmd struct {
	Format  string   `help:"Output format: text (a block per board) or json (one object per board per line)." enum:"text,json" default:"text"`
	Verbose bool     `short:"v" help:"Text: also show the readers' notes on harmless variant spellings, read without doubt (4N as 4NT, P as Pass), as notes (JSON always has them)."`
	Paths   []string `arg:"" predictor:"file" name:"path" help:"PBN or LIN files, or directories to walk for *.pbn and *.lin."`

	bufs *annotate.Buffers // the run's: files pass on their read-ahead and board readers
}

// Run dumps the files: every core reads files (GOMAXPROCS workers, at
// most dumpWindow files ahead of the oldest one not yet written) and the
// output keeps the order of the files, written from the calling goroutine.
// It returns &exitError{code: 2} when any file had an error, and the
// interrupted exit status (130, 143) when Ctrl-C or SIGTERM stopped it
// (readInterrupts).
func (c *DumpCmd) Run(g *Globals) error {
	x := expandArgs(c.Paths)
	for _, l := range x.skips {
		fmt.Fprintln(g.Stderr, "mdlint:", l)
	}
	files := x.files
	bad := len(x.problems) > 0 || len(files) == 0
	// problem tells an input that was not read: with --format json an
	// object of its own in the stream (as a file's diagnostics), so that
	// a script sees every file that was not dumped; else a line on stderr
	jsonEnc := json.NewEncoder(g.Stdout)
	jsonEnc.SetEscapeHTML(false)
	problem := func(d record.Diagnostic, line string) error {
		if c.Format == "json" {
			return jsonEnc.Encode(toJSONDiagnostic(d))
		}
		fmt.Fprintln(g.Stderr, line)
		return nil
	}
	for _, p := range x.problems {
		if err := problem(p, "mdlint: "+argProblem(p)); err != nil {
			return &exitError{code: 2, err: err}
		}
	}
	c.bufs = &annotate.Buffers{}
	type task struct {
		i      int
		pieces chan dumpPiece
	}
	work := make(chan task)
	order := make(chan task, dumpWindow) // the files started, in input order
	// free recycles the output buffers the writer is done with
	free := make(chan []byte, dumpWindow*dumpQueue)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(files)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for t := range work {
				c.dumpFile(g, files[t.i], t.pieces, free)
				close(t.pieces)
			}
		}()
	}
	// Ctrl-C or SIGTERM: no file is started after it; the files started
	// are written out whole (readInterrupts)
	intr := readInterrupts(files)
	defer intr.stop()
	stop := intr.Done()
	go func() {
		defer close(order)
		defer close(work)
		for i := range files {
			t := task{i, make(chan dumpPiece, dumpQueue)}
			select {
			case order <- t: // waits while dumpWindow files are ahead
			case <-stop:
				return
			}
			select {
			case work <- t:
			case <-stop:
				close(t.pieces) // no end: the file is not dumped
				return
			}
		}
	}()
	dumped := 0 // the files written out, in input order
	for t := range order {
		failed := false // writing this file's output failed: the rest is dropped
		for p := range t.pieces {
			switch {
			case p.end:
				dumped++
				if p.err != nil && !failed {
					if err := problem(errDiagnostic(files[t.i], p.err), fileErrorLine(files[t.i], p.err)); err != nil {
						fileError(g.Stderr, files[t.i], err)
						failed = true
					}
				}
				if p.err != nil || !p.ok {
					bad = true
				}
			case failed:
			case p.errLine != "":
				fmt.Fprintln(g.Stderr, p.errLine)
			default:
				if _, err := g.Stdout.Write(p.out); err != nil {
					fileError(g.Stderr, files[t.i], err)
					failed, bad = true, true
				}
				select {
				case free <- p.out[:0]:
				default:
				}
			}
		}
	}
	wg.Wait()
	intr.stop()
	if failure := intr.interruptedFailure(dumped, len(files), "dumped"); failure != "" {
		if c.Format == "json" {
			// every file not dumped has its object, as a file not read
			for _, f := range files[dumped:] {
				if err := jsonEnc.Encode(toJSONDiagnostic(record.Diagnostic{File: f, Severity: record.Error, Message: "not dumped: " + intr.name()})); err != nil {
					break
				}
			}
		}
		return &exitError{code: intr.ExitCode(), err: fmt.Errorf("dump: %s", failure)}
	}
	if bad {
		return &exitError{code: 2}
	}
	return nil
}

// Bounds of dump's pipeline: the output bytes of one piece, the pieces a
// file's worker may be ahead of the writer, and the files started beyond
// the oldest one not yet written (the output held at any moment is at most
// dumpWindow*dumpQueue pieces, however large and many the files).
const (
	dumpChunk  = 64 << 10
	dumpQueue  = 4
	dumpWindow = 8
)

// dumpPiece is a piece of one file's dump, in the order it is written:
// bytes for the standard output, a line for standard error (a file-level
// diagnostic of the text format), or last the file's end.
type dumpPiece struct {
	out     []byte
	errLine string
	end     bool
	ok      bool  // with end: no error diagnostic in the file
	err     error // with end: the file could not be opened or read
}

// chunkWriter collects output in a buffer (io.Writer).
type chunkWriter struct{ buf []byte }

func (w *chunkWriter) Write(p []byte) (int, error) {
	w.buf = append(w.buf, p...)
	return len(p), nil
}

// dumpFile reads the boards of one file as they come (streaming) and sends
// their output to pieces in pieces of about dumpChunk bytes, taking the
// buffers from free when it has some; the last piece is the file's end.
func (c *DumpCmd) dumpFile(g *Globals, name string, pieces chan<- dumpPiece, free chan []byte) {
	w := &chunkWriter{}
	newBuf := func() {
		select {
		case w.buf = <-free:
		default:
			w.buf = make([]byte, 0, dumpChunk+dumpChunk/4)
		}
	}
	send := func() {
		if len(w.buf) > 0 {
			pieces <- dumpPiece{out: w.buf}
			newBuf()
		}
	}
	newBuf()
	ok, err := c.dumpBoards(g, name, w, func() {
		if len(w.buf) >= dumpChunk {
			send()
		}
	}, func(line string) {
		send()
		pieces <- dumpPiece{errLine: line}
	})
	send()
	pieces <- dumpPiece{end: true, ok: ok, err: err}
}

// dumpBoards writes the boards of one file to w, calling board after
// each; the file-level diagnostics follow (objects of their own with
// --format json, lines given to errLine in text). ok is false when the
// file or a board had an Error diagnostic.
func (c *DumpCmd) dumpBoards(g *Globals, name string, w *chunkWriter, board func(), errLine func(string)) (ok bool, err error) {
	f, err := input.Open(name, g.Stdin, false)
	if err != nil {
		return false, err
	}
	defer f.Close()
	src, _, _, done := c.bufs.Open(f, f.Name)
	defer done()
	ok = true
	for {
		eb, err := src.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return false, err
		}
		b := eb.Record()
		if b.HasErrors() {
			ok = false
		}
		if len(b.Diagnostics) > 0 {
			// columns in code points, as lint's findings count them
			ds := append([]record.Diagnostic(nil), b.Diagnostics...)
			for i := range ds {
				ds[i].Pos = annotate.CodePointPos(f, ds[i].Pos)
			}
			b.Diagnostics = ds
		}
		if c.Format == "json" {
			w.buf = appendDumpJSON(w.buf, b)
		} else {
			writeDumpText(w, b, c.Verbose)
		}
		board()
		// written out: the reader may reuse the board's arrays
		annotate.Release(src, eb)
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for _, d := range src.Diagnostics() {
		d.Pos = annotate.CodePointPos(f, d.Pos)
		if d.Severity == record.Error {
			ok = false
		}
		if c.Format == "json" {
			// a file-level diagnostic is an object of its own in the
			// stream, told from a board by "type" (as in lint)
			_ = enc.Encode(toJSONDiagnostic(d)) // into memory: no error
			continue
		}
		errLine(d.Error())
	}
	return ok, nil
}

// appendDumpJSON appends the JSON line of one board to b: an object with
// "file", "ordinal", "board", "dealer", "vulnerability", "players" (an
// object with the keys E, N, S, W), "deal" (pbn.DealString's form),
// "calls" (objects with "call" in Call.Short's form, "seat", "alert" and
// "explanation" when the record has one), "contract", "declarer",
// "result" and "diagnostics" (objects with "line", "col", "severity" and
// "message"), in that order, and a newline. It is byte for byte what
// encoding/json's Encoder with SetEscapeHTML(false) writes for that
// object (TestAppendDumpJSONMatchesEncoding), without reflection or a map
// per board: dump writes one line per board.
func appendDumpJSON(b []byte, rb *record.Board) []byte {
	str := lintout.AppendJSONString
	b = append(b, `{"file":`...)
	b = str(b, rb.File)
	b = append(b, `,"ordinal":`...)
	b = strconv.AppendInt(b, int64(rb.Ordinal), 10)
	b = append(b, `,"board":`...)
	b = str(b, rb.Label)
	b = append(b, `,"dealer":`...)
	b = str(b, rb.Dealer.String())
	b = append(b, `,"vulnerability":`...)
	b = str(b, rb.Vulnerability.String())
	// encoding/json writes a map's keys sorted: E, N, S, W
	b = append(b, `,"players":{"E":`...)
	b = str(b, rb.Players[bridge.East])
	b = append(b, `,"N":`...)
	b = str(b, rb.Players[bridge.North])
	b = append(b, `,"S":`...)
	b = str(b, rb.Players[bridge.South])
	b = append(b, `,"W":`...)
	b = str(b, rb.Players[bridge.West])
	b = append(b, `},"deal":"`...)
	b = rb.Deal.AppendPBN(b, rb.Dealer, rb.Known) // letters, digits, '.', ':', '-' and spaces
	b = append(b, `","calls":[`...)
	for i, c := range rb.Calls {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"call":`...)
		b = str(b, c.Call.Short())
		b = append(b, `,"seat":`...)
		b = str(b, c.Seat.String())
		b = append(b, `,"alert":`...)
		b = strconv.AppendBool(b, c.Alert)
		if c.HasExplanation && c.Explanation != "" {
			b = append(b, `,"explanation":`...)
			b = str(b, c.Explanation)
		}
		b = append(b, '}')
	}
	b = append(b, `],"contract":`...)
	b = str(b, rb.Contract)
	b = append(b, `,"declarer":`...)
	b = str(b, rb.Declarer)
	b = append(b, `,"result":`...)
	b = str(b, rb.Result)
	b = append(b, `,"diagnostics":[`...)
	for i, d := range rb.Diagnostics {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"line":`...)
		b = strconv.AppendInt(b, int64(d.Pos.Line), 10)
		b = append(b, `,"col":`...)
		b = strconv.AppendInt(b, int64(d.Pos.Col), 10)
		b = append(b, `,"severity":`...)
		b = str(b, d.Severity.String())
		b = append(b, `,"message":`...)
		b = str(b, d.Message)
		b = append(b, '}')
	}
	return append(b, "]}\n"...)
}

// writeDumpText prints one board as a readable block:
//
//	t.pbn #1, board 1
//	  dealer N, vulnerable None
//	  players N Ann, E -, S Cid, W -
//	  deal N:AKQ2.KQ2.AK2.AK2 - - -
//	  auction N 1♣! (strong) E Pass ...
//	  contract 3NT by S, result 9
//	  warning 2:1: no [Vulnerable]: vulnerability taken as None by default
//
// A note on a harmless variant spelling (record.Diagnostic.Notation: "1N"
// read as 1NT) is shown only when verbose, as "note".
func writeDumpText(w io.Writer, b *record.Board, verbose bool) {
	esc := safetext.Line
	// the board as players name it: LIN's "ah|Board 12" reads "board 12"
	label := "board -"
	if strings.TrimSpace(b.Label) != "" {
		label = esc(boardName(b.Label, b.Ordinal))
	}
	fmt.Fprintf(w, "%s #%d, %s\n", esc(b.File), b.Ordinal, label)
	fmt.Fprintf(w, "  dealer %s, vulnerable %s\n", b.Dealer, b.Vulnerability)
	var ps []string
	for _, s := range bridge.Seats {
		name := b.Players[s]
		if name == "" {
			name = "-"
		}
		ps = append(ps, s.String()+" "+esc(name))
	}
	fmt.Fprintf(w, "  players %s\n", strings.Join(ps, ", "))
	fmt.Fprintf(w, "  deal %s\n", pbn.DealString(b))
	if len(b.Calls) > 0 {
		fmt.Fprintf(w, "  auction")
		for _, c := range b.Calls {
			call := c.Call.Symbol()
			if c.Alert {
				call += "!"
			}
			fmt.Fprintf(w, " %s %s", c.Seat, call)
			if c.HasExplanation {
				fmt.Fprintf(w, " (%s)", esc(c.Explanation))
			}
		}
		fmt.Fprintln(w)
	}
	if b.Contract != "" || b.Declarer != "" || b.Result != "" {
		fmt.Fprintf(w, "  contract %s by %s, result %s\n", esc(orDash(b.Contract)), esc(orDash(b.Declarer)), esc(orDash(b.Result)))
	}
	for _, d := range b.Diagnostics {
		sev := d.Severity.String()
		if d.Notation {
			// a harmless variant spelling: nothing lost or guessed
			if !verbose {
				continue
			}
			sev = "note"
		}
		fmt.Fprintf(w, "  %s %d:%d: %s\n", sev, d.Pos.Line, d.Pos.Col, esc(d.Message))
	}
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// inputs returns the FILE|DIR arguments (the configuration is looked up from the first).
func (c *DumpCmd) inputs() []string { return c.Paths }
