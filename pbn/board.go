package pbn

import (
	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/record"
)

// Section says which part of a game a [Note] belongs to. Auction notes and
// play notes are numbered independently (PBN 2.1 §3.5.5, §1.2 example), so
// a note is found by (Section, Index).
type Section int

const (
	// AuctionSection is the part after [Auction] up to the next tag other
	// than [Note].
	AuctionSection Section = iota
	// PlaySection is the part after [Play] up to the next tag other than
	// [Note].
	PlaySection
)

// String returns "auction" or "play".
func (s Section) String() string {
	if s == PlaySection {
		return "play"
	}
	return "auction"
}

// Tag is one tag pair of a game as it appears in the file (PBN 2.1 §3.3).
type Tag struct {
	Name string
	// Value is the decoded value with #/## inheritance resolved (§4.8):
	// "?" means unknown, "" not applicable.
	Value string
	// Raw is the decoded value as written ("#", "##text", ...).
	Raw string
	// Pos is the position of the '['; Start and End delimit the tag pair
	// "[...]" in the original bytes.
	Pos        record.Position
	Start, End int64
	// ValueStart and ValueEnd delimit the value between the quotes; both
	// are -1 when the value was not quoted.
	ValueStart, ValueEnd int64
	// Ignored is true for a repeated tag: the first occurrence wins (§3.4),
	// except for Note.
	Ignored bool

	id     int             // index of Name in knownList, or -1
	valPos record.Position // position of the value's opening quote
}

// Note is one [Note "n:text"] tag of the auction or play section.
type Note struct {
	Section Section
	// Index is the note number n; the spec allows 1-32, files also hold 0.
	Index int
	// Text is the note text after "n:", one leading space removed, with
	// the spec's suit escapes \S \H \D \C shown as ♠ ♥ ♦ ♣.
	Text string
	// Tag is the position of the tag in the file.
	Tag *Tag
	// space is true when the file wrote "n: text" (one space after the
	// colon); kept when the note is rewritten.
	space bool
}

// Board is one PBN game: the format-neutral record plus everything needed
// to edit the file losslessly. It implements record.EditableBoard.
type Board struct {
	record.Board
	// Tags lists every tag pair of the game in file order, repeated ones
	// marked Ignored. Unknown tags and supplemental tables are kept here
	// with their spans; their data lines are left untouched in the file.
	Tags []*Tag
	// Notes lists the auction and play notes in file order.
	Notes []*Note
	// Encoding is the file's encoding, used when new text is written.
	Encoding Encoding
	// Export is true when the file carries the "% EXPORT" escape line
	// before this game (§2.1): edits keep the export layout.
	Export bool
	// Descriptive is true when the producer attached a note to the calls
	// in general rather than to alerts (see the alert rule in doc.go);
	// the calls of such a board are not marked alerted by their notes.
	Descriptive bool

	calls     []callInfo // parallel to Record().Calls
	eol       string     // line end of the auction's last line
	insertAt  int64      // where new [Note] tags go
	insMode   insertMode
	passedOut bool                // the auction is four passes
	pending   map[int]*pendingRef // call index -> new reference
	newNotes  []*newNote
	changed   map[*Note]string // existing notes with new text
	// insertOnly: SetExplanation only inserts (SetInsertOnly)
	insertOnly bool

	// tagStore holds the game's tags (Tags points into it and into the
	// chunks before it, when one was not enough); spare holds the arrays
	// of a released board (Reader.Release) for the next game to reuse.
	tagStore []Tag
	// noteStore holds the game's notes as tagStore holds its tags.
	noteStore []Note
	spare     struct {
		tags  []*Tag
		calls []record.Call
		info  []callInfo
		notes []*Note
		diags []record.Diagnostic
	}
}

type insertMode uint8

const (
	insNone      insertMode = iota // no [Auction] tag: notes cannot be added
	insLineStart                   // at the start of a line: note + eol
	insBeforeTag                   // before a tag on the same line: note + eol
	insAtEOF                       // at the end of a file without a last line end: eol + note
)

// callInfo is what the writer needs to know about one call.
type callInfo struct {
	tokEnd   int64 // end of the word token holding the call
	ref      int   // note reference index; 0 none, -1 malformed
	refStart int64 // span of the reference text (when ref != 0)
	refEnd   int64
	refGlued bool // the reference was glued to the call ("5D=1")
	fromAP   bool // one of the passes an AP stands for
}

type pendingRef struct {
	index int
	text  string
}

type newNote struct {
	index   int
	text    string
	display string // the text a reader will see (noteContent)
}

// Record returns the format-neutral board. The pointer stays valid; edits
// made through SetExplanation are reflected in it.
func (b *Board) Record() *record.Board { return &b.Board }

// Note returns the note of the given section and index, or nil.
func (b *Board) Note(sec Section, index int) *Note {
	for _, n := range b.Notes {
		if n.Section == sec && n.Index == index {
			return n
		}
	}
	return nil
}

// Tag returns the first (effective) tag of the given name, or nil.
func (b *Board) Tag(name string) *Tag {
	for _, t := range b.Tags {
		if t.Name == name && !t.Ignored {
			return t
		}
	}
	return nil
}

// seatName returns the player tag name of seat s.
func seatName(s bridge.Seat) string {
	return [...]string{"North", "East", "South", "West"}[s&3]
}

// Board is what annotate edits.
var _ record.EditableBoard = (*Board)(nil)
