package annotate

import (
	"strings"
	"testing"

	"github.com/mdlint/mdlint/record"
)

func TestCodePointColumn(t *testing.T) {
	// line 2 of each source; the call "1H" starts after the prefix
	for _, c := range []struct {
		name, line string
		want       int
	}{
		{"ASCII", "{note} 1H", 8},
		{"UTF-8 ♠ and é", "{é♠} 1H", 6},               // 8 bytes before, 5 characters
		{"Windows-1252 é", "{Sj\xf6str\xf6m} 1H", 12}, // one byte, one character
	} {
		src := "[Auction \"N\"]\n" + c.line + "\n"
		off := strings.Index(src, "1H")
		p := record.Position{Offset: int64(off), Line: 2, Col: off - strings.Index(src, "\n")}
		got := codePointColumn(strings.NewReader(src), p)
		if got.Col != c.want || got.Line != 2 || got.Offset != p.Offset {
			t.Errorf("%s: %+v, want column %d", c.name, got, c.want)
		}
	}
	// a column that does not agree with the offset (a position inside a
	// saved page's link) is left as the reader gave it
	src := "abc\ndef ghi\n"
	p := record.Position{Offset: 9, Line: 2, Col: 3}
	if got := codePointColumn(strings.NewReader(src), p); got != p {
		t.Errorf("mismatched line start: %+v, want %+v", got, p)
	}
	if got := codePointColumn(nil, p); got != p {
		t.Errorf("no source: %+v", got)
	}
}
