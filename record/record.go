// Package record holds the format-neutral view of one board read from a PBN
// or LIN file: dealer, vulnerability, players, deal, auction with alerts and
// explanations, and the diagnostics the reader produced. The pbn and lin
// packages produce these values; annotate consumes them. It also defines the
// byte-span Edit that both writers splice into the original file bytes
// (docs/design.md, "Lossless editing").
package record

import (
	"errors"
	"fmt"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/internal/safetext"
)

// Format names the file format a board was read from.
type Format int

const (
	// PBN is Portable Bridge Notation 2.1 (import format).
	PBN Format = iota
	// LIN is Bridge Base Online's LIN format.
	LIN
)

// String returns "pbn" or "lin".
func (f Format) String() string {
	if f == LIN {
		return "lin"
	}
	return "pbn"
}

// Severity grades a Diagnostic or a lint finding. The zero value is Info.
type Severity int

const (
	// Info is a remark: nothing is wrong with the record.
	Info Severity = iota
	// Warning is a tolerated quirk: the reader accepted something
	// non-standard (e.g. "1N" for "1NT" in PBN).
	Warning
	// Error is something that cannot be read (a deal with 14 cards, a
	// duplicated card, a binary file).
	Error
)

// String returns "info", "warning" or "error".
func (s Severity) String() string {
	switch s {
	case Warning:
		return "warning"
	case Error:
		return "error"
	}
	return "info"
}

// Position is a place in a source file. Offset is the byte offset in the
// original (undecoded) file bytes, 0-based; Line and Col are 1-based, Col
// counting bytes of the line. A zero Line means "no position".
type Position struct {
	Offset int64
	Line   int
	Col    int
}

// Diagnostic is one problem a reader found: where, how bad, what. Board is
// the board label ("Board 7") when the problem belongs to a board, else "".
type Diagnostic struct {
	File     string
	Pos      Position
	Board    string
	Severity Severity
	Message  string
	// Notation marks a note about a harmless spelling that the reader
	// understood unambiguously: a non-standard call token read as the
	// standard call ("4N" as 4NT, "PASS" as Pass), a '*' glued to a call
	// read as an alert mark, a lower-case "ap", LIN's '-' for a pass. lint
	// counts these per file instead of reporting each as a finding.
	Notation bool
}

// Error formats the diagnostic as "file:line:col: severity: [board: ]message",
// one line safe for a terminal: control characters in the file name, board
// label and message (which may quote the record) are written visibly
// (safetext.Line).
func (d Diagnostic) Error() string {
	d.File, d.Board, d.Message = safetext.Line(d.File), safetext.Line(d.Board), safetext.Line(d.Message)
	loc := d.File
	if d.Pos.Line > 0 {
		loc = fmt.Sprintf("%s:%d:%d", d.File, d.Pos.Line, d.Pos.Col)
	}
	if d.Board != "" {
		return fmt.Sprintf("%s: %s: %s: %s", loc, d.Severity, d.Board, d.Message)
	}
	return fmt.Sprintf("%s: %s: %s", loc, d.Severity, d.Message)
}

// Call is one call of an auction as recorded in the file.
//
// Alert and Explanation are separate facts (lin-format.md §4): a LIN call
// may carry "!" without "an", or "an" without "!". For PBN, which has no
// alert token (pbn-format.md §6), Alert is true when the call carries a
// note reference (or a glued "*"), and Explanation is the note text.
type Call struct {
	Call           bridge.Call
	Seat           bridge.Seat
	Alert          bool
	Explanation    string
	HasExplanation bool
	Pos            Position
}

// Board is one board (PBN game, LIN record or vugraph table) in
// format-neutral form. Players and Hands are indexed by bridge.Seat
// (N=0, E=1, S=2, W=3). Known[s] is false where the record does not give
// seat s's hand (PBN "-", a LIN deal of fewer hands that cannot be
// completed). Calls start with the dealer's call.
type Board struct {
	Format        Format
	File          string
	Ordinal       int    // 1-based position of the board in its file
	Label         string // as the file names it: PBN [Board], LIN ah (or qx)
	Room          string // "Open"/"Closed" (PBN Room, LIN qx o/c), or ""
	Event         string // the event's name: PBN [Event], LIN vg field 1; "" when not given
	Site          string // where it was played: PBN [Site]; "" when not given
	Date          string // when, as written: PBN [Date] ("2026.11.28"); "" when not given
	Dealer        bridge.Seat
	Vulnerability bridge.Vulnerability
	Players       [4]string
	Deal          bridge.Deal
	Known         [4]bool
	Calls         []Call
	Contract      string // as recorded, "" when not given
	Declarer      string
	Result        string
	Pos           Position // where the board starts
	Diagnostics   []Diagnostic
}

// HasErrors reports whether any diagnostic of the board is an Error.
func (b *Board) HasErrors() bool {
	for _, d := range b.Diagnostics {
		if d.Severity == Error {
			return true
		}
	}
	return false
}

// Edit replaces the original bytes [Start, End) of a file with Text, which is
// already encoded in the file's encoding. Start == End inserts. Offsets are
// byte offsets into the original file bytes.
type Edit struct {
	Start, End int64
	Text       []byte
}

// EditableBoard is a board that can be annotated: a PBN or LIN board that
// knows its byte spans. SetExplanation records the explanation of call i
// (0-based index into Record().Calls) and marks the call alerted; it
// returns an error when i is out of range or the text cannot be written in
// the file's format. Edits returns the edits accumulated so far, sorted by
// Start and non-overlapping; setting the explanation a call already has
// produces no edit.
type EditableBoard interface {
	Record() *Board
	SetExplanation(i int, text string) error
	Edits() []Edit
}

// Describer is implemented by boards whose format can explain a call
// without alerting it (LIN: "an" without "!"). Annotate uses it for natural
// calls under --explain-all. SetDescription records the explanation of call
// i and leaves its alert mark as the file has it; errors as SetExplanation.
type Describer interface {
	SetDescription(i int, text string) error
}

// ErrRewrite is returned by SetExplanation and SetDescription of a board in
// insert-only mode when writing the explanation would replace bytes the
// file already has (a malformed or out-of-range note reference, the text
// of an existing note or an value): annotate without --overwrite only
// inserts.
var ErrRewrite = errors.New("writing the explanation would rewrite what the file already has")

// InsertOnly is implemented by boards that can be limited to inserting
// bytes: after SetInsertOnly(true), SetExplanation and SetDescription
// return an error wrapping ErrRewrite instead of replacing existing bytes.
type InsertOnly interface {
	SetInsertOnly(on bool)
}
