package pbn

import (
	"github.com/mdlint/mdlint/record"
)

// This file reads [Note] tags (PBN 2.1 §3.5.5) and the note references of
// the play section.

func (g *game) addNote(tag *Tag) {
	var sec Section
	switch g.sec {
	case secAuction:
		sec = AuctionSection
		g.insPending = true
		g.lastEnd = tag.End
	case secPlay:
		sec = PlaySection
	case secSkip:
		return
	default:
		g.diag("note-place", tag.Pos, record.Warning, "[Note] outside the auction and play sections ignored")
		return
	}
	idx, text, space, ok := splitNote(tag.Raw)
	if !ok {
		g.diag("", tag.Pos, record.Warning, "[Note %q] does not start with a number and ':'", tag.Raw)
		return
	}
	if idx < 1 || idx > 32 {
		g.diag("", tag.Pos, record.Warning, "[Note] index %d outside 1-32", idx)
	}
	if g.b.Note(sec, idx) != nil {
		g.diag("", tag.Pos, record.Warning, "%s note %d given twice: the first one is used", sec, idx)
		return
	}
	g.b.Notes = append(g.b.Notes, g.newNote(Note{Section: sec, Index: idx, Text: noteDisplay(text), Tag: tag, space: space}))
}

// newNote returns n stored in the board's note storage, a chunk of at
// least 4 notes (a released board's, reused), and starts the board's
// Notes on a released board's array.
func (g *game) newNote(n Note) *Note {
	b := g.b
	if b.Notes == nil && b.spare.notes != nil {
		b.Notes = b.spare.notes[:0]
	}
	if len(b.noteStore) == cap(b.noteStore) {
		b.noteStore = make([]Note, 0, max(4, len(b.Notes)))
	}
	b.noteStore = append(b.noteStore, n)
	return &b.noteStore[len(b.noteStore)-1]
}

// playRefs records the note references =n= of a play-section word.
func (g *game) playRefs(t *token) {
	w := t.text
	for i := 0; i < len(w); i++ {
		if w[i] != '=' {
			continue
		}
		n, j := 0, i+1
		for j < len(w) && w[j] >= '0' && w[j] <= '9' && n < 1000 {
			n = n*10 + int(w[j]-'0')
			j++
		}
		if j > i+1 {
			if g.playRef == nil {
				g.playRef = map[int]bool{}
			}
			g.playRef[n] = true
		}
		i = j
	}
}
