// Package lintout writes lint findings in the formats that editors, CI
// systems and other tools read: compact lines (file:line:col: severity:
// message [ID name], as compilers and ESLint's compact formatter print),
// JSON Lines, SARIF 2.1.0 and GitHub Actions workflow commands.
//
// Every format carries the finding's position: the line and column of the
// call in the file (of the board's start for a board finding) and the
// board's ordinal in its file, since labels repeat (a PBN file of 27
// tables of board 7). Columns count characters (Unicode code points) of the
// line, as editors do: package annotate converts the readers' byte columns.
// The grouped text view for people is the command's own, not this
// package's.
package lintout

import (
	"fmt"
	"io"
	"strings"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/internal/safetext"
	"github.com/mdlint/mdlint/record"
)

// Formats are the format names New accepts.
var Formats = []string{"compact", "json", "sarif", "github"}

// Options say how findings are written.
type Options struct {
	// ASCII writes suits as C D H S instead of ♣♦♥♠.
	ASCII bool
	// Colour marks severities with ANSI colours (compact only).
	Colour bool
	// Rules describe the rules in SARIF's tool.driver.rules; findings of
	// a rule not listed are still written.
	Rules []*annotate.Rule
	// Version is the tool version written into SARIF.
	Version string
}

// Writer writes findings one by one. Problem writes what kept the run
// from checking a file: every format shows it, so that a file that was not
// read cannot pass for a clean one. Close ends the output with the run's
// outcome (SARIF is one JSON document written on Close; JSON Lines end
// with a summary object) and returns the first write error.
type Writer interface {
	Write(f annotate.Finding)
	// Problem writes a problem of the run that is not a board's
	// finding: a file that cannot be read or holds no board, a reader's
	// diagnostic about a whole file (text outside any board), an
	// argument that does not exist, a directory without a record file.
	// d.File names the file or argument; d.Pos is zero when the problem
	// has no place in the file. Compact writes it as
	// "file:line:col: severity: message", github as a workflow command,
	// json as a "diagnostic" object, SARIF as a tool execution
	// notification.
	Problem(d record.Diagnostic)
	Close(o Outcome) error
}

// Outcome is how a lint run ended, which Close writes where the format
// has a place for it: SARIF's invocation (executionSuccessful, exitCode,
// a notification with Failure), the "summary" object that ends JSON
// Lines, an error line in compact ("mdlint: error: ...") and github
// ("::error title=mdlint::...") when the run failed.
type Outcome struct {
	// Files is the number of files the run processed and Boards the
	// number of boards read in them.
	Files, Boards int
	// Counts are the findings per severity, indexed by record.Severity
	// (Info, Warning, Error), shown or not.
	Counts [3]int
	// ExitCode is the command's exit status: 0 clean, 1 a finding at or
	// above --fail-on, 2 the run failed (Failed).
	ExitCode int
	// Failure says in a player's words why the run failed, "" when it
	// did not: "nothing was read: no board in 2 files; nothing was
	// checked". The problems of each file are given to Problem before.
	Failure string
}

// Failed reports whether the run failed: it could not read every input,
// or checked nothing (exit status 2).
func (o Outcome) Failed() bool { return o.ExitCode >= 2 || o.Failure != "" }

// New returns a Writer of the named format ("compact", "json", "sarif" or
// "github") over w. It returns an error for any other name.
func New(format string, w io.Writer, opt Options) (Writer, error) {
	switch format {
	case "compact":
		return &compactWriter{w: &errWriter{w: w}, opt: opt}, nil
	case "json":
		return newJSONWriter(w, opt), nil
	case "sarif":
		return &sarifWriter{w: w, opt: opt}, nil
	case "github":
		return &githubWriter{w: &errWriter{w: w}, opt: opt}, nil
	}
	return nil, fmt.Errorf("unknown output format %q (want one of %s)", format, strings.Join(Formats, ", "))
}

// asciiSuits replaces ♣♦♥♠ by C D H S.
var asciiSuits = strings.NewReplacer("♣", "C", "♦", "D", "♥", "H", "♠", "S")

func (o Options) suits(s string) string {
	if o.ASCII {
		return asciiSuits.Replace(s)
	}
	return s
}

// BoardName is how a finding names its board: "board 7" (the label as the
// file gives it, without a leading "Board"), or "board #3" by its ordinal
// when the file gives no label.
func BoardName(label string, ordinal int) string {
	l := strings.TrimSpace(label)
	if l == "" {
		return fmt.Sprintf("board #%d", ordinal)
	}
	if strings.HasPrefix(strings.ToLower(l), "board") {
		return "board " + strings.TrimSpace(l[len("board"):])
	}
	return "board " + l
}

// Subject names what a finding is about in a player's words: the board,
// then the seat, player and call for a call finding: "board 3, S (Carl
// Dahl) 1♥". The call is written with suit symbols (or letters with
// opt.ASCII).
func Subject(f annotate.Finding, ascii bool) string {
	var b strings.Builder
	b.WriteString(BoardName(f.Board, f.Ordinal))
	if f.HasSeat {
		b.WriteString(", " + f.Seat.String())
		if f.Player != "" {
			fmt.Fprintf(&b, " (%s)", f.Player)
		}
	}
	if f.HasCall {
		b.WriteString(" " + Options{ASCII: ascii}.suits(f.Call.Symbol()))
	}
	return b.String()
}

// Text is the one-line message of a finding with its subject: "board 3,
// S (Carl Dahl) 1♥: promised 8-11 HCP, 4+♥: holds 14 HCP".
func Text(f annotate.Finding, ascii bool) string {
	return Subject(f, ascii) + ": " + Options{ASCII: ascii}.suits(f.Message)
}

// location is "file:line:col", or "file" when the finding has no
// position.
func location(f annotate.Finding) string {
	if f.Pos.Line <= 0 {
		return f.File
	}
	return fmt.Sprintf("%s:%d:%d", f.File, f.Pos.Line, f.Pos.Col)
}

// errWriter remembers the first write error so that writers can print
// line by line and report once.
type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) printf(format string, a ...any) {
	if e.err != nil {
		return
	}
	_, e.err = fmt.Fprintf(e.w, format, a...)
}

// compactWriter writes "file:line:col: severity: board 3, S 1♥: message
// [MD001 hcp]", one line per finding.
type compactWriter struct {
	w   *errWriter
	opt Options
}

// SeverityColour is the ANSI colour code of each severity name, used
// wherever a severity is coloured: red errors, yellow warnings, cyan info.
var SeverityColour = map[string]string{"error": "31", "warning": "33", "info": "36"}

// Colourize wraps a severity name in its ANSI colour.
func Colourize(sev string) string {
	return "\x1b[" + SeverityColour[sev] + "m" + sev + "\x1b[0m"
}

// LineSafe returns f with the text that comes from records and system
// files (file name, board label, player, message, meaning) made safe for a
// terminal and a line of its own (safetext.Line): for the text formats,
// never for JSON, which keeps the text exact.
func LineSafe(f annotate.Finding) annotate.Finding {
	f.File, f.Board, f.Player = safetext.Line(f.File), safetext.Line(f.Board), safetext.Line(f.Player)
	f.Message, f.Meaning = safetext.Line(f.Message), safetext.Line(f.Meaning)
	return f
}

func (c *compactWriter) Write(f annotate.Finding) {
	f = LineSafe(f)
	sev := f.Severity.String()
	if c.opt.Colour {
		sev = Colourize(sev)
	}
	c.w.printf("%s: %s: %s [%s %s]\n", location(f), sev, Text(f, c.opt.ASCII), f.RuleID, f.Rule)
}

// Problem writes "file:line:col: severity: message" (without the
// position when it has none), as a finding's line.
func (c *compactWriter) Problem(d record.Diagnostic) {
	c.w.printf("%s\n", c.opt.suits(d.Error()))
}

// Close writes "mdlint: error: FAILURE" when the run failed, as compilers
// write an error of the whole run.
func (c *compactWriter) Close(o Outcome) error {
	if o.Failure != "" {
		c.w.printf("mdlint: error: %s\n", c.opt.suits(safetext.Line(o.Failure)))
	}
	return c.w.err
}

// Noter is implemented by the writers that can carry a note about a whole
// file beside the findings (compact, github, sarif): a line that is not a
// finding and is not counted, such as "alerts not checked: this file
// records no alerts". Message is plain text.
type Noter interface {
	Note(file, message string)
}

// Note writes "file: note: message", as compilers write notes.
func (c *compactWriter) Note(file, message string) {
	c.w.printf("%s: note: %s\n", safetext.Line(file), c.opt.suits(safetext.Line(message)))
}
