package annotate

import (
	"bytes"
	"io"
	"math/rand/v2"
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

// countingReaderAt is a ReaderAt over data that counts its reads and, like
// a spooled pipe, holds only the first avail bytes (a read past them is
// short, with io.EOF).
type countingReaderAt struct {
	data  []byte
	avail int
	reads int
}

func (c *countingReaderAt) ReadAt(p []byte, off int64) (int, error) {
	c.reads++
	if off >= int64(c.avail) {
		return 0, io.EOF
	}
	n := copy(p, c.data[off:c.avail])
	if n < len(p) {
		return n, io.EOF
	}
	return n, nil
}

// TestReadBack: the window serves every request exactly as a direct read
// does (random offsets and lengths, before and after the window, longer
// than the window, past what can be read), and the columns of a board's
// findings cost one read, not one per finding.
func TestReadBack(t *testing.T) {
	data := make([]byte, 200<<10)
	for i := range data {
		data[i] = byte('a' + i%23)
	}
	r := rand.New(rand.NewPCG(18, 2))
	for _, avail := range []int{len(data), 150 << 10} {
		src := &countingReaderAt{data: data, avail: avail}
		rb := newReadBack(src)
		for n := 0; n < 3000; n++ {
			from := int64(r.IntN(len(data) + 100))
			k := r.IntN(300)
			if n%100 == 0 {
				k = readBackWindow + r.IntN(1000)
			}
			got, ok := rb.bytes(from, k)
			want := make([]byte, k)
			m, err := src.ReadAt(want, from)
			wantOK := m == k && (err == nil || err == io.EOF)
			if ok != wantOK || ok && !bytes.Equal(got, want) {
				t.Fatalf("avail %d: bytes(%d, %d): ok %v (want %v)", avail, from, k, ok, wantOK)
			}
		}
	}

	// a board over four lines with a finding on each call: one read
	var sb strings.Builder
	for sb.Len() < 40<<10 {
		sb.WriteString("[Board \"1\"]\n[Auction \"N\"]\n1♠ Pass 2♠ Pass\n4♠ Pass Pass Pass\n\n")
	}
	text := sb.String()
	src := &countingReaderAt{data: []byte(text), avail: len(text)}
	rb := newReadBack(src)
	var fs []Finding
	lineStart := strings.LastIndex(text[:20<<10], "\n1♠") + 1
	for _, call := range []string{"1♠", "2♠"} {
		off := lineStart + strings.Index(text[lineStart:], call)
		fs = append(fs, Finding{Pos: record.Position{Offset: int64(off), Line: 9, Col: off - lineStart + 1}})
	}
	next := lineStart + strings.Index(text[lineStart:], "4♠")
	fs = append(fs, Finding{Pos: record.Position{Offset: int64(next), Line: 10, Col: 1}})
	codePointColumns(rb, fs)
	if fs[0].Pos.Col != 1 || fs[1].Pos.Col != 9 || fs[2].Pos.Col != 1 {
		t.Errorf("columns %d %d %d, want 1 9 1 (eight characters before 2♠: ♠ counts one)", fs[0].Pos.Col, fs[1].Pos.Col, fs[2].Pos.Col)
	}
	if src.reads != 1 {
		t.Errorf("%d reads for the findings of one board, want 1", src.reads)
	}
}
