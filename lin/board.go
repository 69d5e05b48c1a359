package lin

import (
	"fmt"
	"sort"

	"github.com/mdlint/mdlint/record"
)

// Board is one LIN board (a hand record, one line of a one-board-per-line
// file, one table of a vugraph segment, or the record in one handviewer
// link) together with the byte spans needed to edit it in place. It
// implements record.EditableBoard.
type Board struct {
	rec    record.Board
	spans  []callSpan // parallel to rec.Calls
	cp1252 bool       // the file is Windows-1252, not UTF-8
	style  escapeStyle
	set    map[int][]byte // call index -> explanation bytes to write (file encoding, unescaped)
	quiet  map[int]bool   // call index -> the explanation is written without marking the call alerted
	// insertOnly: explanations only insert bytes (SetInsertOnly)
	insertOnly bool
	// spareCalls and spareSpans: the arrays of a released board
	// (Reader.Release), empty, taken by the first call read
	spareCalls []record.Call
	spareSpans []callSpan
}

// callSpan is where one call sits in the original bytes.
type callSpan struct {
	tokEnd    int64 // offset just past the call token in the mb value (where '!' goes)
	mbEnd     int64 // offset just past the mb pair (where an|..| goes)
	mbClosed  bool  // the mb value ends with '|' (not at the end of input or a line)
	packed    bool  // several calls in one mb value ("mb|1nppp|"): not editable
	hasAn     bool
	anStart   int64 // the an value's span
	anEnd     int64
	anClosed  bool
	anNoSep   bool // "an" without '|' after it ("an\n" or a bare key at the end)
	origAlert bool
	origHas   bool
	origText  string
	auction   int // the call's place in the auction, counting unreadable calls
}

// Record returns the board in format-neutral form. Its Calls reflect the
// explanations set with SetExplanation so far.
func (b *Board) Record() *record.Board { return &b.rec }

// SetExplanation sets the explanation of call i (0-based index into
// Record().Calls) to text and marks the call alerted: in the file, '!' is
// appended to the call's mb value when it has none, and "an|text|" is put
// directly after the mb pair, replacing the value of an existing an of that
// call (lin-format.md §4). Suit symbols ♣♦♥♠ are written "!C !D !H !S", a
// '|' in text as '/', line ends as spaces, and the text in the file's
// encoding (UTF-8, or Windows-1252 where ≥ ≤ → are spelled >= <= ->). In
// a handviewer link the inserted bytes are percent-encoded like the link
// (see the package documentation).
//
// Setting the explanation a call already has in the file removes any
// pending edit of that call; setting the same text twice changes nothing
// more. It returns an error when i is out of range, when the call shares
// its mb value with other calls ("mb|1nppp|"), or when text has a character
// that Windows-1252 cannot hold in a CP1252 file.
func (b *Board) SetExplanation(i int, text string) error { return b.setExplanation(i, text, true) }

// SetDescription is SetExplanation for a natural call: it writes
// "an|text|" after the call's mb pair but does not add the '!' alert mark
// (an explanation without an alert is how BBO shows a self-explained
// natural call, lin-format.md §4). An alert mark already in the file is
// kept. It implements record.Describer; errors as SetExplanation.
func (b *Board) SetDescription(i int, text string) error { return b.setExplanation(i, text, false) }

func (b *Board) setExplanation(i int, text string, alert bool) error {
	if i < 0 || i >= len(b.spans) {
		return fmt.Errorf("lin: %s: call index %d out of range (the board has %d calls)", b.rec.Label, i, len(b.spans))
	}
	sp := &b.spans[i]
	if sp.packed {
		return fmt.Errorf("lin: %s: call %d (%s) shares one mb value with other calls; an explanation cannot be attached to it alone", b.rec.Label, i+1, b.rec.Calls[i].Call)
	}
	enc, err := encodeExplanation(text, b.cp1252)
	if err != nil {
		return err
	}
	if b.insertOnly && sp.hasAn && sp.anEnd > sp.anStart {
		return fmt.Errorf("lin: %s: call %d has an an| value: %w", b.rec.Label, i+1, record.ErrRewrite)
	}
	norm := symbolsFromLIN(decodeText(enc, b.cp1252))
	c := &b.rec.Calls[i]
	if (sp.origAlert || !alert) && sp.origHas && sp.origText == norm {
		delete(b.set, i)
		delete(b.quiet, i)
		c.Alert, c.HasExplanation, c.Explanation = sp.origAlert, true, norm
		return nil
	}
	if b.set == nil {
		b.set = make(map[int][]byte)
	}
	b.set[i] = enc
	if alert {
		delete(b.quiet, i)
	} else {
		if b.quiet == nil {
			b.quiet = make(map[int]bool)
		}
		b.quiet[i] = true
	}
	c.Alert, c.HasExplanation, c.Explanation = alert || sp.origAlert, true, norm
	return nil
}

// SetInsertOnly limits SetExplanation and SetDescription to inserting
// bytes (true) or lets them replace an an| value (false, the default); it
// implements record.InsertOnly.
func (b *Board) SetInsertOnly(on bool) { b.insertOnly = on }

// Edits returns the edits for the explanations set so far, sorted by Start
// and non-overlapping, with offsets into the original file bytes and Text
// in the file's encoding (percent-encoded inside a handviewer link).
func (b *Board) Edits() []record.Edit {
	if len(b.set) == 0 {
		return nil
	}
	idx := make([]int, 0, len(b.set))
	for i := range b.set {
		idx = append(idx, i)
	}
	sort.Ints(idx)
	var edits []record.Edit
	add := func(e record.Edit) {
		if n := len(edits); n > 0 && edits[n-1].Start == e.Start && edits[n-1].End == e.Start {
			edits[n-1].Text = append(edits[n-1].Text, e.Text...)
			edits[n-1].End = e.End
			return
		}
		edits = append(edits, e)
	}
	for _, i := range idx {
		sp := b.spans[i]
		text := b.set[i]
		if !sp.origAlert && !b.quiet[i] {
			add(record.Edit{Start: sp.tokEnd, End: sp.tokEnd, Text: escape([]byte("!"), b.style)})
		}
		if sp.hasAn {
			var t []byte
			if sp.anNoSep {
				t = escape([]byte("|"), b.style)
			}
			t = append(t, escape(text, b.style)...)
			if !sp.anClosed {
				t = append(t, escape([]byte("|"), b.style)...)
			}
			add(record.Edit{Start: sp.anStart, End: sp.anEnd, Text: t})
			continue
		}
		var t []byte
		if !sp.mbClosed {
			t = append(t, '|')
		}
		t = append(t, "an|"...)
		t = append(t, text...)
		t = append(t, '|')
		add(record.Edit{Start: sp.mbEnd, End: sp.mbEnd, Text: escape(t, b.style)})
	}
	return edits
}

var _ record.EditableBoard = (*Board)(nil)
