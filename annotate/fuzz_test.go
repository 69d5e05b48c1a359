package annotate

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/internal/sharedtest"
	"github.com/mdlint/mdlint/record"
)

// annotateFile runs the annotate path mdlint annotate runs (ProcessFile
// with Out, the file read once) with sys over data saved as name, and
// returns the annotated bytes; ok is false when the file is not written
// (an error, an unreadable file).
func annotateFile(t *testing.T, sys *engine.System, dir, name string, data []byte) (out []byte, res FileResult, ok bool) {
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	job := Job{System: sys, Sides: engine.BothSides, Annotate: true,
		Out: func(string) (io.Writer, error) { return &buf, nil }}
	res = ProcessFile(path, job)
	if res.Err != nil || res.Unreadable() {
		return nil, res, false
	}
	return buf.Bytes(), res, true
}

// boardsOf reads data back as annotate would.
func boardsOf(t *testing.T, data []byte, name string) []*record.Board {
	br, _, _ := OpenReader(bytes.NewReader(data), name)
	var out []*record.Board
	for {
		eb, err := br.Next()
		if errors.Is(err, io.EOF) {
			return out
		}
		if err != nil {
			t.Fatalf("reading back: %v", err)
		}
		out = append(out, eb.Record())
	}
}

// eachCorpusBoard calls fn with every board of every file of the real
// corpus (../shared/corpus/pbn and lin), read as annotate reads it: the
// file's name and the board's 0-based position in its file.
func eachCorpusBoard(t *testing.T, fn func(file string, k int, b *record.Board)) {
	t.Helper()
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
			for k, b := range boardsOf(t, data, e.Name()) {
				fn(e.Name(), k, b)
			}
		}
	}
}

// subsequence reports whether every byte of a is in b, in order: an output
// that only inserts keeps the input as a subsequence.
func subsequence(a, b []byte) bool {
	j := 0
	for i := 0; i < len(b) && j < len(a); i++ {
		if b[i] == a[j] {
			j++
		}
	}
	return j == len(a)
}

// FuzzAnnotate runs the real annotate path with the embedded system on
// arbitrary PBN and LIN input and checks what annotate promises: without
// --overwrite no byte is removed (the input is a subsequence of the
// output, since the default mode only inserts), annotating the output
// again changes nothing, and the output reads back to the same boards,
// deals and calls.
func FuzzAnnotate(f *testing.F) {
	for _, seed := range []string{"../testdata/examples/club-evening.pbn", "../testdata/examples/bbo-teams.lin", "../testdata/readers/cr-line-ends.pbn", "../testdata/readers/cr-line-ends.lin"} {
		if b, err := os.ReadFile(seed); err == nil {
			f.Add(b, filepath.Ext(seed) == ".lin")
			// the same with a CR alone ending every line (classic Mac OS)
			f.Add(withLineEnds(b, '\r'), filepath.Ext(seed) == ".lin")
		}
	}
	f.Add([]byte("[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"N:AKQJ.T9.876.5432 T987.AKQ.J5.T987 6543.876.AKQ.AKQ 2.J5432.T9432.J6\"]\n[Auction \"N\"]\n1NT Pass 3C=1 Pass\n3D =99= Pass Pass Pass\n"), false)
	f.Add([]byte("pn|a,b,c,d|md|3S2345H2345D2345C2,S6789H6789D6789C3,SAKQJTHTJDTJC4567,|ah|Board 1|mb|1N|mb|p|mb|2C|an| |mb|p|pg||\n"), true)
	sys, err := engine.LoadEmbedded(engine.Options{})
	if err != nil {
		f.Fatal(err)
	}
	dir := f.TempDir() // one directory for all runs: quick per run
	f.Fuzz(func(t *testing.T, data []byte, lin bool) {
		if len(data) > 1<<14 {
			return // keep each run quick
		}
		name := "f.pbn"
		if lin {
			name = "f.lin"
		}
		out, res, ok := annotateFile(t, sys, dir, name, data)
		if !ok {
			return
		}
		if !subsequence(data, out) {
			t.Fatalf("bytes of the input removed without --overwrite:\nin  %q\nout %q", data, out)
		}
		if !res.Changed() && !bytes.Equal(out, data) {
			t.Fatalf("no change reported but the output differs:\nin  %q\nout %q", data, out)
		}
		again, res2, ok := annotateFile(t, sys, dir, name, out)
		if !ok {
			t.Fatalf("the annotated output cannot be read again: %v %v", res2.Err, res2.Diagnostics)
		}
		if !bytes.Equal(again, out) {
			t.Fatalf("annotating the output again changes it:\nfirst  %q\nsecond %q", out, again)
		}
		before, after := boardsOf(t, data, name), boardsOf(t, out, name)
		if len(before) != len(after) {
			t.Fatalf("%d boards read back, %d before", len(after), len(before))
		}
		for i := range before {
			a, b := before[i], after[i]
			if a.Label != b.Label || a.Dealer != b.Dealer || a.Vulnerability != b.Vulnerability || a.Deal != b.Deal || a.Known != b.Known || a.Players != b.Players {
				t.Fatalf("board %d reads back differently:\nbefore %+v\nafter  %+v", i+1, a, b)
			}
			if len(a.Calls) != len(b.Calls) {
				t.Fatalf("board %d: %d calls read back, %d before", i+1, len(b.Calls), len(a.Calls))
			}
			for k := range a.Calls {
				if a.Calls[k].Call != b.Calls[k].Call || a.Calls[k].Seat != b.Calls[k].Seat {
					t.Fatalf("board %d call %d: %v %v read back, %v %v before", i+1, k+1, b.Calls[k].Seat, b.Calls[k].Call, a.Calls[k].Seat, a.Calls[k].Call)
				}
				// (an empty explanation is filled, by insertion)
				if a.Calls[k].HasExplanation && strings.TrimSpace(a.Calls[k].Explanation) != "" && b.Calls[k].Explanation != a.Calls[k].Explanation {
					t.Fatalf("board %d call %d: explanation %q became %q without --overwrite", i+1, k+1, a.Calls[k].Explanation, b.Calls[k].Explanation)
				}
			}
		}
	})
}
