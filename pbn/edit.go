package pbn

import (
	"errors"
	"fmt"
	"sort"

	"github.com/mdlint/mdlint/record"
)

// ErrNoFreeNote is returned by SetExplanation when all auction note
// indices 1-32 are taken by other texts (PBN 2.1 §3.5.5).
var ErrNoFreeNote = errors.New("pbn: no free note index in 1-32")

// SetExplanation gives call i (0-based index into Record().Calls) the
// explanation text and marks it alerted (pbn-format.md §13):
//
//   - a call with its own note reference =n= (shared with no other call)
//     keeps it, and the text of [Note "n:..."] is replaced;
//   - otherwise the call gets " =n=" right after its token, where n is the
//     index of an auction note with the same text, or else the lowest index
//     in 1-32 used by no auction note and no reference; a new
//     [Note "n:text"] goes after the auction's last note or last line,
//     before [Play] or any other tag, with the file's line end.
//
// The text is written in the file's encoding: ♠♥♦♣ as such in UTF-8 and
// UTF-16 files, as \S \H \D \C in Latin-1 and ASCII files; '"' and '\'
// are escaped; the text is cut so the note line stays within 255
// characters. Setting the text a call already shows (after that
// conversion) changes nothing. It returns an error when i is out of range,
// the call is one of the passes an AP stands for, or no index is free
// (ErrNoFreeNote).
func (b *Board) SetExplanation(i int, text string) error {
	if i < 0 || i >= len(b.Calls) {
		return fmt.Errorf("pbn: call %d out of range (board has %d calls)", i, len(b.Calls))
	}
	ci := &b.calls[i]
	if ci.fromAP {
		return fmt.Errorf("pbn: call %d is one of the passes written as AP and cannot carry a note", i)
	}
	if b.insMode == insNone {
		return fmt.Errorf("pbn: board has no place for auction notes")
	}
	space := b.noteSpace()
	rc := &b.Calls[i]
	ref := b.refOf(i)
	if ref > 0 && rc.HasExplanation {
		sp := space
		if note := b.Note(AuctionSection, ref); note != nil {
			sp = note.space
		}
		if _, display := noteContent(b.Encoding, ref, sp, text, b.eol); rc.Explanation == display {
			rc.Alert = true
			return nil
		}
	}
	// Keep the call's own reference when no other call shares it.
	if ref >= 1 && ref <= 32 && !b.calls[i].refGlued && b.refUsers(ref) == 1 {
		if note := b.Note(AuctionSection, ref); note != nil && note.Tag.ValueStart >= 0 && note.Tag.ValueEnd >= note.Tag.ValueStart {
			if b.insertOnly {
				return fmt.Errorf("pbn: call %d: [Note \"%d:...\"] has a text: %w", i+1, ref, record.ErrRewrite)
			}
			// (a note whose value has no quoted span, such as the unquoted
			// [Note 1:text, cannot be rewritten in place: the call then
			// gets a new note below)
			if b.changed == nil {
				b.changed = map[*Note]string{}
			}
			b.changed[note] = text
			_, display := noteContent(b.Encoding, ref, note.space, text, b.eol)
			b.setShown(ref, display)
			return nil
		}
		_, display := noteContent(b.Encoding, ref, space, text, b.eol)
		if nn := b.newNoteOf(ref); nn != nil {
			nn.text, nn.display = text, display
			b.setShown(ref, display)
			return nil
		}
		if b.indexFree(ref, i) {
			b.newNotes = append(b.newNotes, &newNote{index: ref, text: text, display: display})
			b.setShown(ref, display)
			return nil
		}
	}
	if b.insertOnly && b.calls[i].ref != 0 {
		// the call's reference cannot be kept (written "=n" without its
		// closing '=', outside 1-32, shared): a new one would replace it
		return fmt.Errorf("pbn: call %d: its note reference cannot take a note as written: %w", i+1, record.ErrRewrite)
	}
	// Find an index: the same text, or the lowest free one. What a
	// reader sees of the text depends on the index only through its
	// number of digits (the room left on the line): it is worded once
	// for indices 1-9 and once for 10-32, and only when an index holds a
	// note (most have none: shownText's "\x00", which no text matches).
	var shownAs [2]string
	var worded [2]bool
	displayAt := func(k int) string {
		d := 0
		if k >= 10 {
			d = 1
		}
		if !worded[d] {
			_, shownAs[d] = noteContent(b.Encoding, k, space, text, b.eol)
			worded[d] = true
		}
		return shownAs[d]
	}
	idx := 0
	for k := 1; k <= 32 && idx == 0; k++ {
		if shown := b.shownText(k); shown != "\x00" && shown == displayAt(k) {
			idx = k
		}
	}
	if idx == 0 {
		for k := 1; k <= 32; k++ {
			if b.indexFree(k, -1) {
				idx = k
				break
			}
		}
		if idx == 0 {
			return ErrNoFreeNote
		}
		b.newNotes = append(b.newNotes, &newNote{index: idx, text: text, display: displayAt(idx)})
	}
	if b.pending == nil {
		b.pending = map[int]*pendingRef{}
	}
	b.pending[i] = &pendingRef{index: idx}
	rc.Alert = true
	rc.Explanation, rc.HasExplanation = b.shownText(idx), true
	return nil
}

// SetInsertOnly limits SetExplanation to inserting bytes (true) or lets it
// replace note references and note texts (false, the default); it
// implements record.InsertOnly.
func (b *Board) SetInsertOnly(on bool) { b.insertOnly = on }

// noteSpace reports whether this board's notes put a blank after "n:".
func (b *Board) noteSpace() bool {
	for _, n := range b.Notes {
		if n.Section == AuctionSection {
			return n.space
		}
	}
	return false
}

// refOf returns the note index call i refers to now (pending or in the
// file), 0 when none.
func (b *Board) refOf(i int) int {
	if p := b.pending[i]; p != nil {
		return p.index
	}
	return b.calls[i].ref
}

// refUsers counts the calls that refer to index n.
func (b *Board) refUsers(n int) int {
	c := 0
	for i := range b.calls {
		if b.refOf(i) == n {
			c++
		}
	}
	return c
}

func (b *Board) newNoteOf(n int) *newNote {
	for _, nn := range b.newNotes {
		if nn.index == n {
			return nn
		}
	}
	return nil
}

// indexFree reports whether index n is used by no auction note (old or
// new) and no call other than except refers to it.
func (b *Board) indexFree(n, except int) bool {
	if b.Note(AuctionSection, n) != nil || b.newNoteOf(n) != nil {
		return false
	}
	for i := range b.calls {
		if i != except && b.refOf(i) == n {
			return false
		}
	}
	return true
}

// shownText returns the text a reader would see for auction note n after
// the edits, or "\x00" when there is no such note.
func (b *Board) shownText(n int) string {
	if note := b.Note(AuctionSection, n); note != nil {
		if t, ok := b.changed[note]; ok {
			_, d := noteContent(b.Encoding, n, note.space, t, b.eol)
			return d
		}
		return note.Text
	}
	if nn := b.newNoteOf(n); nn != nil {
		return nn.display
	}
	return "\x00"
}

// setShown updates the record of every call referring to n.
func (b *Board) setShown(n int, display string) {
	for i := range b.calls {
		if b.refOf(i) == n {
			b.Calls[i].Explanation, b.Calls[i].HasExplanation = display, true
			b.Calls[i].Alert = true
		}
	}
}

// Edits returns the byte-span edits that write the explanations set so
// far, sorted by Start; applying them with record.Apply to the original
// file bytes gives the edited file.
func (b *Board) Edits() []record.Edit {
	var out []record.Edit
	idx := make([]int, 0, len(b.pending))
	for i := range b.pending {
		idx = append(idx, i)
	}
	sort.Ints(idx)
	for _, i := range idx {
		p := b.pending[i]
		ci := b.calls[i]
		ref := "=" + itoa(p.index) + "="
		if ci.ref != 0 {
			if ci.refGlued {
				ref = " " + ref
			}
			out = append(out, record.Edit{Start: ci.refStart, End: ci.refEnd, Text: encodeString(b.Encoding, ref)})
		} else {
			out = append(out, record.Edit{Start: ci.tokEnd, End: ci.tokEnd, Text: encodeString(b.Encoding, " "+ref)})
		}
	}
	for note, text := range b.changed {
		v, _ := noteContent(b.Encoding, note.Index, note.space, text, b.eol)
		out = append(out, record.Edit{Start: note.Tag.ValueStart, End: note.Tag.ValueEnd, Text: encodeString(b.Encoding, v)})
	}
	if len(b.newNotes) > 0 {
		notes := append([]*newNote(nil), b.newNotes...)
		sort.Slice(notes, func(i, j int) bool { return notes[i].index < notes[j].index })
		space := b.noteSpace()
		var s string
		for _, nn := range notes {
			if b.refUsers(nn.index) == 0 {
				continue
			}
			v, _ := noteContent(b.Encoding, nn.index, space, nn.text, b.eol)
			line := `[Note "` + v + `"]`
			if b.insMode == insAtEOF {
				s += b.eol + line
			} else {
				s += line + b.eol
			}
		}
		if s != "" {
			// a reference written on a line after the auction's last line
			// break ("=1" alone on the next line) can lie at or after the
			// insertion point: the notes go after the rewritten reference,
			// never inside its span
			sort.SliceStable(out, func(i, j int) bool { return out[i].Start < out[j].Start })
			at := b.insertAt
			for _, e := range out {
				if e.Start <= at && at < e.End {
					at = e.End
				}
			}
			out = append(out, record.Edit{Start: at, End: at, Text: encodeString(b.Encoding, s)})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Start < out[j].Start })
	return out
}

// ExplanationLimit returns 0: a [Note] takes an explanation whole (the
// note line is kept within 255 characters by SetExplanation), where LIN's
// "an" is kept to BBO's limit (annotate.HardAlertLength).
func (b *Board) ExplanationLimit() int { return 0 }
