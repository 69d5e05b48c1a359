package annotate

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
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

// TestAnnotateReleasesBoards annotates every corpus file with its boards
// handed back to the reader once committed, and again with a visitor
// (which keeps the boards: none is released), and checks that the
// findings, edits, diagnostics and counts are the same, and that the
// releases save the boards' storage. A visitor also keeps the replays,
// which costs 4.7 KB a board of the corpus's PBN files; with the boards
// kept as well (no release) 8.7 KB: at least 7 KB must be saved.
func TestAnnotateReleasesBoards(t *testing.T) {
	sys, err := engine.LoadEmbedded(engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	released := Job{System: sys, Sides: engine.BothSides, Annotate: true, Lint: true, Rules: Rules(),
		Config: Config{HCPTolerance: 1}, BoardWorkers: 1}
	kept := released
	kept.Visit = func(*Replay, []Finding) {}
	root := sharedtest.Path(t, "corpus", "pbn")
	entries, err := os.ReadDir(root)
	if err != nil {
		t.Fatal(err)
	}
	var paths []string
	for _, e := range entries {
		paths = append(paths, filepath.Join(root, e.Name()))
	}
	boards := 0
	for _, p := range paths {
		a, b := ProcessFile(p, released), ProcessFile(p, kept)
		if !reflect.DeepEqual(a.Findings, b.Findings) || !reflect.DeepEqual(a.Edits, b.Edits) ||
			!reflect.DeepEqual(a.Diagnostics, b.Diagnostics) || a.Boards != b.Boards || a.Explained != b.Explained ||
			a.Changes != b.Changes || !reflect.DeepEqual(a.BoardErrors, b.BoardErrors) {
			t.Fatalf("%s: annotating with the boards released differs", filepath.Base(p))
		}
		boards += a.Boards
	}
	allocated := func(job Job) uint64 {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		for _, p := range paths {
			ProcessFile(p, job)
		}
		runtime.ReadMemStats(&after)
		return after.TotalAlloc - before.TotalAlloc
	}
	k, r := allocated(kept), allocated(released)
	t.Logf("%d boards: %.1f MB with the boards kept, %.1f MB released", boards, float64(k)/1e6, float64(r)/1e6)
	if k < r+uint64(boards)*7<<10 {
		t.Fatalf("releasing the boards saved %d bytes over %d boards", int64(k)-int64(r), boards)
	}
}

// TestLINBoardsReleased: a LIN board handed back through Release is the
// board the reader builds a later board in (lin.Reader.Release), as a PBN
// board is. The reader has begun board 2 when it returns board 1 (the qx
// that starts board 2 ends board 1), so board 3 is the first built after
// the release; without Release every board is new.
func TestLINBoardsReleased(t *testing.T) {
	data := "pn|a,b,c,d|md|1SAKQ,,,|mb|1C|pg||qx|o2|md|2SAKQ,,,|mb|p|pg||qx|o3|md|3SAKQ,,,|mb|2C|mb|p|pg||qx|o4|md|4SAKQ,,,|pg||\n"
	br := NewBoardReader(strings.NewReader(data), "x.lin", record.LIN)
	var boards []record.EditableBoard
	for range 4 {
		b, err := br.Next()
		if err != nil {
			t.Fatal(err)
		}
		boards = append(boards, b)
		if len(boards) == 1 {
			Release(br, b)
		}
	}
	if boards[2] != boards[0] {
		t.Fatal("the released board is not reused for board 3")
	}
	if rec := boards[2].Record(); rec.Label != "o3" || len(rec.Calls) != 2 {
		t.Fatalf("the reused board reads %q with %d calls", rec.Label, len(rec.Calls))
	}
	if boards[1] == boards[0] || boards[3] == boards[0] || boards[3].Record().Calls != nil {
		t.Fatal("a board not released was reused, or board 4 holds calls")
	}
}
