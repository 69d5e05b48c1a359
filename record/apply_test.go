package record

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"testing"
)

func TestApply(t *testing.T) {
	src := "mb|1C|mb|p|mb|1D|"
	edits := []Edit{
		{Start: 16, End: 16, Text: []byte("!|an|0-7 or 12+")}, // after 1D
		{Start: 5, End: 5, Text: []byte("!")},                 // after 1C
	}
	var out bytes.Buffer
	if err := Apply(&out, strings.NewReader(src), edits); err != nil {
		t.Fatal(err)
	}
	if got, want := out.String(), "mb|1C!|mb|p|mb|1D!|an|0-7 or 12+|"; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
	// a replacement
	out.Reset()
	if err := Apply(&out, strings.NewReader("[Note \"1:old\"]"), []Edit{{Start: 9, End: 12, Text: []byte("new text")}}); err != nil {
		t.Fatal(err)
	}
	if got := out.String(); got != "[Note \"1:new text\"]" {
		t.Fatalf("got %q", got)
	}
}

func TestApplyErrors(t *testing.T) {
	for name, edits := range map[string][]Edit{
		"overlap":  {{Start: 2, End: 6}, {Start: 4, End: 4}},
		"reversed": {{Start: 4, End: 2}},
		"beyond":   {{Start: 40, End: 40}},
		"past end": {{Start: 8, End: 40}},
	} {
		var out bytes.Buffer
		if err := Apply(&out, strings.NewReader("0123456789"), edits); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func TestSplicerInSteps(t *testing.T) {
	var out bytes.Buffer
	s := NewSplicer(&out, strings.NewReader("aaaa|bbbb|cccc"))
	if err := s.Apply([]Edit{{Start: 4, End: 4, Text: []byte("1")}}); err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(nil); err != nil {
		t.Fatal(err)
	}
	if err := s.Apply([]Edit{{Start: 9, End: 9, Text: []byte("2")}}); err != nil {
		t.Fatal(err)
	}
	if err := s.Apply([]Edit{{Start: 3, End: 3, Text: []byte("x")}}); err == nil {
		t.Fatal("an edit before the splicer's position was accepted")
	}
	if err := s.Finish(); err != nil {
		t.Fatal(err)
	}
	if got := out.String(); got != "aaaa1|bbbb2|cccc" {
		t.Fatalf("got %q", got)
	}
}

// countingReader counts the reads made of it.
type countingReader struct {
	r     io.Reader
	reads int
}

func (c *countingReader) Read(p []byte) (int, error) {
	c.reads++
	return c.r.Read(p)
}

// TestSplicerReadsInBlocks checks that the splicer reads its source in
// blocks, not once per span between edits: annotate -o over a file (an
// io.SectionReader over it, a system call per read) made two reads per
// explanation written, 243,725 reads over the corpus copied 20 times. It
// also checks the output against edits applied to the whole text in memory.
func TestSplicerReadsInBlocks(t *testing.T) {
	var src strings.Builder
	var edits []Edit
	var want strings.Builder
	for i := range 2000 {
		line := fmt.Sprintf("mb|%dC|an|old%d|pg||\n", i%7+1, i)
		start := int64(src.Len())
		src.WriteString(line)
		// replace "old<i>" with "new<i>" and insert "!" after the call
		at := start + int64(strings.Index(line, "|an|"))
		old := at + 4
		edits = append(edits, Edit{Start: at, End: at, Text: []byte("!")},
			Edit{Start: old, End: old + int64(len(fmt.Sprintf("old%d", i))), Text: []byte(fmt.Sprintf("new%d", i))})
		want.WriteString(strings.Replace(strings.Replace(line, "|an|", "!|an|", 1), fmt.Sprintf("old%d", i), fmt.Sprintf("new%d", i), 1))
	}
	cr := &countingReader{r: strings.NewReader(src.String())}
	var out bytes.Buffer
	s := NewSplicer(&out, cr)
	for k := 0; k < len(edits); k += 10 { // a board's edits at a time
		if err := s.Apply(edits[k:min(k+10, len(edits))]); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Finish(); err != nil {
		t.Fatal(err)
	}
	if out.String() != want.String() {
		t.Fatalf("spliced text differs from the edits applied in memory")
	}
	// 4,000 edits over about 50 KB: a read per 32 KiB block (and the last,
	// empty one), not one per span
	if max := src.Len()/splicerReadAhead + 3; cr.reads > max {
		t.Errorf("%d reads of a %d-byte source for %d edits, want at most %d", cr.reads, src.Len(), len(edits), max)
	}
}
