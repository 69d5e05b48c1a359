package check

// NotesSection is one section of the Magic D-light notes
// (../shared/system/magic-dlight-notes.txt) that a `src` attribute may cite.
//
// The table (sections_table.go) was made from the notes by
// TestSectionTable with MDLINT_WRITE_SECTIONS=1: every line that starts with a
// section number and a space followed by a capital letter, a digit or "(",
// holds no TAB and does not end in ':' or '.', is a heading (table rows such
// as "1 step<TAB>0/3 key-cards." are not). A chapter whose own heading is lost
// (1, 5, 6, 9, 10, 17, 18, 20) is listed at its first section, with no title.
// Where the numbering starts again near the end of the file, the headings
// belong to the table-of-contents fragment (lines 1593-1601): those sections
// are named there only, their text is missing (ContentsOnly). The test
// re-derives the table whenever the notes are present, so the binary does
// not need them at run time.
type NotesSection struct {
	Number       string // "17.1", "6" (a chapter)
	Title        string // "Responses"; "" for a chapter known only by its sections
	Line         int    // 1-based line of the heading in the notes (1-1600)
	ContentsOnly bool   // named only in the table-of-contents fragment
}

// NotesSections returns the sections of the notes, in the order of the
// file (a new slice on every call).
func NotesSections() []NotesSection { return notesSectionTable() }

// sectionIndex maps section numbers to sections.
func sectionIndex() map[string]NotesSection {
	m := map[string]NotesSection{}
	for _, s := range notesSectionTable() {
		m[s.Number] = s
	}
	return m
}
