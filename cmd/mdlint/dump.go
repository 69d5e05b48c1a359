package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

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
// diagnostics of a board are part of its output; file-level diagnostics go
// to stderr as text, or as objects of their own with --format json. Exit code: 0 when every file was
// read without an error diagnostic, 2 when any file could not be opened or
// had an Error diagnostic (docs/design.md, "CLI contract"); never 1.
type DumpCmd struct {
	Format string   `help:"Output format: text (a block per board) or json (one object per board per line)." enum:"text,json" default:"text"`
	Paths  []string `arg:"" predictor:"file" name:"path" help:"PBN or LIN files, or directories to walk for *.pbn and *.lin."`
}

// Run dumps the files. It returns &exitError{code: 2} when any file had an
// error.
func (c *DumpCmd) Run(g *Globals) error {
	files, bad, err := expandFiles(g, c.Paths)
	if err != nil {
		return err
	}
	for _, f := range files {
		ok, err := c.dumpFile(g, f)
		if err != nil {
			fileError(g.Stderr, f, err)
			bad = true
		}
		if !ok {
			bad = true
		}
	}
	if bad {
		return &exitError{code: 2}
	}
	return nil
}

// dumpFile prints the boards of one file as they are read (streaming). ok
// is false when the file or a board had an Error diagnostic.
func (c *DumpCmd) dumpFile(g *Globals, name string) (ok bool, err error) {
	f, err := input.Open(name, g.Stdin, false)
	if err != nil {
		return false, err
	}
	defer f.Close()
	src, _, _ := annotate.OpenReader(f, f.Name)
	ok = true
	enc := json.NewEncoder(g.Stdout)
	enc.SetEscapeHTML(false)
	var line []byte // one board's JSON line, reused
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
		if c.Format == "json" {
			line = appendDumpJSON(line[:0], b)
			if _, err := g.Stdout.Write(line); err != nil {
				return false, err
			}
		} else {
			writeDumpText(g.Stdout, b)
		}
	}
	for _, d := range src.Diagnostics() {
		if d.Severity == record.Error {
			ok = false
		}
		if c.Format == "json" {
			// a file-level diagnostic is an object of its own in the
			// stream, told from a board by "type" (as in lint)
			if err := enc.Encode(toJSONDiagnostic(d)); err != nil {
				return false, err
			}
			continue
		}
		fmt.Fprintln(g.Stderr, d.Error())
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
//	  warning 5:3: non-standard call "1N" read as 1NT
func writeDumpText(w io.Writer, b *record.Board) {
	esc := safetext.Line
	label := esc(b.Label)
	if label == "" {
		label = "-"
	}
	fmt.Fprintf(w, "%s #%d, board %s\n", esc(b.File), b.Ordinal, label)
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
		fmt.Fprintf(w, "  %s %d:%d: %s\n", d.Severity, d.Pos.Line, d.Pos.Col, esc(d.Message))
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
