package pbn

import (
	"strings"
	"testing"
)

// TestNoNoteIntoUnclosedComment: an unclosed '{' right after the auction's
// last call is taken to end at the empty line before the next tag line;
// a [Note] added at the next line start would be read back inside it and
// the explanation lost (found by FuzzEdit). SetExplanation refuses such a
// board, as a board without a place for notes, and writes nothing; a
// closed comment in the same place still takes notes.
func TestNoNoteIntoUnclosedComment(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		refused    bool
	}{
		{"unclosed, recovered", "[Board \"1\"]\n[Dealer \"N\"]\n[Auction \"N\"]\n1C 1D {the rest of my notes\n\n[Board \"2\"]\n[Dealer \"E\"]\n", true},
		{"unclosed to the end", "[Board \"1\"]\n[Dealer \"N\"]\n[Auction \"N\"]\n1C 1D {the rest of my notes\n", true},
		{"closed", "[Board \"1\"]\n[Dealer \"N\"]\n[Auction \"N\"]\n1C 1D {a comment}\n\n[Board \"2\"]\n[Dealer \"E\"]\n", false},
	} {
		boards, _, err := ReadBytes("f.pbn", []byte(tc.text))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		b := boards[0]
		if len(b.Calls) != 2 {
			t.Fatalf("%s: %d calls, want 2 (1C 1D)", tc.name, len(b.Calls))
		}
		err = b.SetExplanation(0, "8-11 HCP, 4+♣")
		switch {
		case tc.refused && (err == nil || !strings.Contains(err.Error(), "no place for auction notes")):
			t.Errorf("%s: SetExplanation = %v, want the refusal", tc.name, err)
		case tc.refused && len(b.Edits()) != 0:
			t.Errorf("%s: %d edits after the refusal", tc.name, len(b.Edits()))
		case !tc.refused && err != nil:
			t.Errorf("%s: SetExplanation = %v", tc.name, err)
		}
	}
}
