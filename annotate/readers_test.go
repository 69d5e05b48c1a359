package annotate

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/internal/sharedtest"
	"github.com/mdlint/mdlint/record"
)

// TestBuffersReuseBoardReaders lints the corpus's files one after another
// with one Buffers and checks that a single PBN reader and a single LIN
// reader read them all: each finished file gives its reader back and the
// next file of its format takes it (its boards, arrays and input window
// with it). TestBuffersShared checks that the results are those of each
// file alone; the readers' own tests that a reused reader reads as a new
// one.
func TestBuffersReuseBoardReaders(t *testing.T) {
	sys, err := engine.LoadEmbedded(engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	job := Job{System: sys, Sides: engine.BothSides, Lint: true, Rules: Rules(), Config: Config{HCPTolerance: 1},
		BoardWorkers: 1, Buffers: &Buffers{}}
	seen := map[any]bool{}
	files := 0
	for _, dir := range []string{"pbn", "lin"} {
		root := sharedtest.Path(t, "corpus", dir)
		entries, err := os.ReadDir(root)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			res := ProcessFile(filepath.Join(root, e.Name()), job)
			if res.Err != nil {
				t.Fatal(res.Err)
			}
			files++
			for _, r := range job.Buffers.spares.pbn {
				seen[r] = true
			}
			for _, r := range job.Buffers.spares.lin {
				seen[r] = true
			}
		}
	}
	s := job.Buffers.spares
	if len(s.pbn) != 1 || len(s.lin) != 1 || len(seen) != 2 {
		t.Fatalf("%d files read by %d readers (%d PBN, %d LIN kept), want one of each", files, len(seen), len(s.pbn), len(s.lin))
	}
}

// TestBuffersOpen reads every corpus file through Buffers.Open, one
// after another, releasing each board once read (as dump does), and
// checks that each file reads as through OpenReader and that the second
// file of a format gets the reader the first one gave back.
func TestBuffersOpen(t *testing.T) {
	bufs := &Buffers{}
	readers := map[any]bool{}
	for _, dir := range []string{"pbn", "lin"} {
		root := sharedtest.Path(t, "corpus", dir)
		entries, err := os.ReadDir(root)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			data, err := os.ReadFile(filepath.Join(root, e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			want := dumpOf(t, e.Name(), data, nil)
			if got := dumpOf(t, e.Name(), data, bufs); got != want {
				t.Fatalf("%s reads otherwise through Buffers.Open", e.Name())
			}
			for _, r := range bufs.spares.pbn {
				readers[r] = true
			}
			for _, r := range bufs.spares.lin {
				readers[r] = true
			}
		}
	}
	if len(readers) != 2 || len(bufs.readers) != 1 {
		t.Fatalf("%d board readers and %d read-ahead buffers for the corpus, want 2 and 1", len(readers), len(bufs.readers))
	}
}

// dumpOf reads data through bufs.Open (OpenReader when bufs is nil),
// releasing each board once read, and returns what it read, worded.
func dumpOf(t *testing.T, name string, data []byte, bufs *Buffers) string {
	t.Helper()
	var br BoardReader
	var f record.Format
	done := func() {}
	if bufs == nil {
		br, f, _ = OpenReader(bytes.NewReader(data), name)
	} else {
		br, f, _, done = bufs.Open(bytes.NewReader(data), name)
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "%v\n", f)
	for {
		eb, err := br.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&sb, "%+v\n", *eb.Record())
		Release(br, eb)
	}
	fmt.Fprintf(&sb, "%+v\n", br.Diagnostics())
	done()
	return sb.String()
}
