package annotate

import (
	"errors"
	"strings"
	"testing"
)

// TestNoBoards: which files without a board are record files (annotate -o
// copies them unchanged) and which are not records at all (named and
// skipped): decided by what the readers saw, not by the name alone.
func TestNoBoards(t *testing.T) {
	for _, c := range []struct {
		name, text string
		want       bool
	}{
		{"empty.pbn", "", true},
		{"empty.lin", "\n\n", true},
		{"header.pbn", "% PBN 2.1\n% EXPORT\n", true}, // the corpus's empty.pbn
		{"comments.pbn", "% PBN 2.1\n{ a comment, no game }\n", true},
		{"players.lin", "pn|Anna,Bo,Carl,Dora|\n", true}, // no deal, auction or play
		{"nolinks.html", "<html><body>nothing</body></html>", true},
		{"notice.txt", "Club notice: the bridge evening moves to Tuesday.\n", false},
		{"photo.pbn", "\xff\xd8\xff\xe0\x00\x10JFIF\x00", false}, // binary
		{"utf16.lin", "\xff\xfep\x00n\x00|\x00", false},
	} {
		res := ProcessReader(strings.NewReader(c.text), c.name, Job{})
		if got := res.NoBoards(); got != c.want {
			t.Errorf("%s: NoBoards %v, want %v (records %v, diagnostics %v)", c.name, got, c.want, res.Records, res.Diagnostics)
		}
		if res.Boards != 0 {
			t.Errorf("%s: %d boards", c.name, res.Boards)
		}
	}
	// a file that could not be opened is no record file
	missing := FileResult{Path: "missing.pbn", Err: errors.New("open missing.pbn: no such file or directory")}
	if missing.NoBoards() {
		t.Error("a file that could not be read counts as a record file without boards")
	}
}
