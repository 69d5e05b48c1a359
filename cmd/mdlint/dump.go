package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/internal/input"
	"github.com/mdlint/mdlint/internal/safetext"
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

// dumpBoard is the JSON form of one board.
type dumpBoard struct {
	File          string            `json:"file"`
	Ordinal       int               `json:"ordinal"`
	Board         string            `json:"board"`
	Dealer        string            `json:"dealer"`
	Vulnerability string            `json:"vulnerability"`
	Players       map[string]string `json:"players"`
	Deal          string            `json:"deal"`
	Calls         []dumpCall        `json:"calls"`
	Contract      string            `json:"contract"`
	Declarer      string            `json:"declarer"`
	Result        string            `json:"result"`
	Diagnostics   []dumpDiag        `json:"diagnostics"`
}

// dumpCall is one call: "call" in the compact form ("P", "X", "XX", "1C"
// .. "7N"), the seat N/E/S/W, the alert mark and the explanation (absent
// when the record has none).
type dumpCall struct {
	Call        string `json:"call"`
	Seat        string `json:"seat"`
	Alert       bool   `json:"alert"`
	Explanation string `json:"explanation,omitempty"`
}

type dumpDiag struct {
	Line     int    `json:"line"`
	Col      int    `json:"col"`
	Severity string `json:"severity"`
	Message  string `json:"message"`
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
			if err := enc.Encode(toDumpBoard(b)); err != nil {
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

func toDumpBoard(b *record.Board) dumpBoard {
	out := dumpBoard{
		File:          b.File,
		Ordinal:       b.Ordinal,
		Board:         b.Label,
		Dealer:        b.Dealer.String(),
		Vulnerability: b.Vulnerability.String(),
		Players:       map[string]string{},
		Deal:          pbn.DealString(b),
		Calls:         []dumpCall{},
		Contract:      b.Contract,
		Declarer:      b.Declarer,
		Result:        b.Result,
		Diagnostics:   []dumpDiag{},
	}
	for _, s := range bridge.Seats {
		out.Players[s.String()] = b.Players[s]
	}
	for _, c := range b.Calls {
		dc := dumpCall{Call: c.Call.Short(), Seat: c.Seat.String(), Alert: c.Alert}
		if c.HasExplanation {
			dc.Explanation = c.Explanation
		}
		out.Calls = append(out.Calls, dc)
	}
	for _, d := range b.Diagnostics {
		out.Diagnostics = append(out.Diagnostics, dumpDiag{Line: d.Pos.Line, Col: d.Pos.Col, Severity: d.Severity.String(), Message: d.Message})
	}
	return out
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
