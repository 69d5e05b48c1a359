package pbn

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/internal/racebuild"
)

// readAll reads data through r (after Reset), releasing every board once
// read, and returns the number of boards.
func readAll(tb testing.TB, r *Reader, data []byte) int {
	r.Reset(bytes.NewReader(data), "bench.pbn")
	n := 0
	for {
		b, err := r.Next()
		if err == io.EOF {
			return n
		}
		if err != nil {
			tb.Fatal(err)
		}
		n++
		r.Release(b)
	}
}

// TestReusedReaderAllocs bounds what reading a real file costs a reader
// that has read a file before (Reset) and gets each board back once read
// (Release), as lint reads: lorserker's 1C-P-1D-P-1H-P-1S (2,231 boards,
// 32,375 calls, 20 tags a board). A new reader per file with the same
// releases made 8.3 objects and 613 bytes per board (the values of the
// tags, the first boards' arrays, the read-ahead buffer, a "Board n"
// label, a note and a worded notation per board, the lower-case copy of
// Vulnerable).
func TestReusedReaderAllocs(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(corpusDir(t), "lorserker__ben__Boards__BBA__1C-P-1D-P-1H-P-1S.pbn"))
	if err != nil {
		t.Fatal(err)
	}
	r := NewReader(bytes.NewReader(nil), "")
	boards := readAll(t, r, data)
	if boards != 2231 {
		t.Fatalf("%d boards, want 2231", boards)
	}
	racebuild.SkipAllocBound(t)
	allocs := testing.AllocsPerRun(3, func() { readAll(t, r, data) })
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	readAll(t, r, data)
	runtime.ReadMemStats(&after)
	perBoard := allocs / float64(boards)
	bytesPerBoard := float64(after.TotalAlloc-before.TotalAlloc) / float64(boards)
	t.Logf("%.0f allocations for %d boards: %.2f and %.0f bytes per board", allocs, boards, perBoard, bytesPerBoard)
	// what stays: the text of the values that differ from board to
	// board (the deal: 67 bytes) and the labels of the diagnostics
	if perBoard > 0.5 || bytesPerBoard > 250 {
		t.Errorf("%.2f allocations and %.0f bytes per board, want at most 0.5 and 250", perBoard, bytesPerBoard)
	}
}

// TestAppendCall checks appendCall against bridge.Call.String for every
// call, and the notation a non-standard call gets against fmt's wording.
func TestAppendCall(t *testing.T) {
	calls := []bridge.Call{bridge.PassCall, bridge.DoubleCall, bridge.RedoubleCall}
	for level := uint8(1); level <= 7; level++ {
		for s := bridge.StrainClubs; s <= bridge.NoTrump; s++ {
			calls = append(calls, bridge.Call{Kind: bridge.Bid, Level: level, Strain: s})
		}
	}
	for _, c := range calls {
		if got := string(appendCall([]byte("x"), c)); got != "x"+c.String() {
			t.Errorf("appendCall(%v) = %q", c, got)
		}
	}
	for _, in := range []struct{ text, word string }{
		{"[Auction \"N\"]\nP 1nt p p\n", "P"},
		{"[Auction \"N\"]\n1C PASS 1n\"t p p\n", "PASS"},
		{"[Auction \"N\"]\n1c p p p\n", "p"},
	} {
		boards, _, _ := ReadBytes("x.pbn", []byte(in.text))
		if len(boards) != 1 || len(boards[0].Diagnostics) == 0 {
			t.Fatalf("%q: no diagnostics", in.text)
		}
		call, _, _ := parseCallToken([]byte(in.word))
		want := fmt.Sprintf("non-standard call %q read as %s (PBN 2.1 §3.5.2)", []byte(in.word), call)
		d := boards[0].Diagnostics[0]
		if d.Message != want || !d.Notation {
			t.Errorf("%q: %q (notation %v), want %q", in.text, d.Message, d.Notation, want)
		}
	}
}
