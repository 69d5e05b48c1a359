package lin

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/mdlint/mdlint/internal/racebuild"
)

// TestResetReadsAsNew reads every corpus file and a few small inputs,
// one after another, through one reader (Reset between them) and checks
// that the boards and the file diagnostics are what a new reader makes
// of each: nothing of an earlier input (its encoding, header, players,
// links, a DOS end-of-file byte, a long value's buffer) reaches a later one.
func TestResetReadsAsNew(t *testing.T) {
	type input struct {
		name string
		data []byte
	}
	inputs := []input{
		{"vugraph.lin", []byte(vugraph)},
		{"cp1252.lin", []byte("pn|S\xf6ren,W\xe9,N\xe4,E\xf8|md|1SAKQHAKQDAKQCAKQJ,,,|sv|o|mb|1C|an|12+ hcp \xe9|mb|p|mb|p|mb|p|pg||\n")},
		{"utf8.lin", []byte("pn|Sören,Wé,Nä,Eø|md|1SAKQHAKQDAKQCAKQJ,,,|sv|o|mb|1C|an|12+ hcp é|mb|p|mb|p|mb|p|pg||\n")},
		{"long.lin", []byte("pn|a,b,c,d|md|1SAKQ,,,|nt|" + strings.Repeat("x", 3*chunkSize) + "|mb|1C|mb|p|mb|p|mb|p|pg||\n")},
		{"ctrlz.lin", []byte("pn|a,b,c,d|md|1SAKQ,,,|mb|1C|mb|p|mb|p|mb|p|pg||\r\n\x1a")},
		{"binary.lin", []byte("pn|a,b\x00,c,d|")},
		{"links.html", []byte(`<a href="https://www.bridgebase.com/tools/handviewer.html?lin=pn|a,b,c,d|md|1SAKQ,,,|mb|1C|mb|p|mb|p|mb|p|">x</a>`)},
	}
	small := len(inputs)
	for _, f := range corpusFiles(t) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		inputs = append(inputs, input{filepath.Base(f), data})
	}
	var order []input
	for _, a := range inputs[:small] {
		for _, b := range inputs[:small] {
			order = append(order, a, b)
		}
	}
	order = append(order, inputs...)
	for i := len(inputs) - 1; i >= 0; i-- {
		order = append(order, inputs[i])
	}
	type result struct {
		boards []*Board
		diags  any
	}
	want := map[string]result{}
	for _, in := range inputs {
		bs, ds, err := ReadBytes(in.name, in.data)
		if err != nil {
			t.Fatal(err)
		}
		want[in.name] = result{bs, ds}
	}
	if a, b := want["cp1252.lin"].boards, want["utf8.lin"].boards; len(a) != 1 || len(b) != 1 ||
		a[0].Record().Players != b[0].Record().Players || a[0].Record().Players[2] != "Sören" {
		t.Fatalf("cp1252.lin and utf8.lin should read the same players: %v %v", a, b)
	}
	r := NewReader(bytes.NewReader(nil), "empty.lin")
	for i, in := range order {
		t.Run(fmt.Sprintf("%d-%s", i, in.name), func(t *testing.T) {
			r.Reset(bytes.NewReader(in.data), in.name)
			var got []*Board
			for {
				b, err := r.Next()
				if err == io.EOF {
					break
				}
				if err != nil {
					t.Fatal(err)
				}
				got = append(got, b)
			}
			w := want[in.name]
			if !reflect.DeepEqual(got, w.boards) {
				t.Fatalf("%d boards differ from a new reader's %d", len(got), len(w.boards))
			}
			if !reflect.DeepEqual(any(r.Diagnostics()), w.diags) {
				t.Fatalf("file diagnostics %v, a new reader's %v", r.Diagnostics(), w.diags)
			}
		})
	}
}

// bareBoard returns what a reader made of board b without the spare
// arrays a released board hands on (their capacities and old contents
// differ between a new and a reused board).
func bareBoard(b *Board) Board {
	c := *b
	c.spareCalls, c.spareSpans = nil, nil
	return c
}

// TestReleaseReadsAsNew reads every corpus file and the small inputs of
// TestResetReadsAsNew through one reader (Reset between files), releasing
// each board at once or with 3 boards in flight, and checks every board
// and the file diagnostics against a new reader's: a reused board holds
// nothing of the board it was before (calls, spans, diagnostics,
// players, explanations set on it).
func TestReleaseReadsAsNew(t *testing.T) {
	type input struct {
		name string
		data []byte
	}
	inputs := []input{
		{"vugraph.lin", []byte(vugraph)},
		{"cp1252.lin", []byte("pn|S\xf6ren,W\xe9,N\xe4,E\xf8|md|1SAKQHAKQDAKQCAKQJ,,,|sv|o|mb|1C|an|12+ hcp \xe9|mb|p|mb|p|mb|p|pg||\n")},
		{"nocalls.lin", []byte("pn|a,b,c,d|md|1SAKQ,,,|pg||qx|o2|md|2SAKQ,,,|mb|1C!|an|x|mb|p|pg||qx|o3|md|3SAKQ,,,|pg||\n")},
		{"header.lin", []byte("vg|Cup,Final,I,1,2,A,B,C,D|pn|a,b,c,d,e,f,g,h|qx|o1|md|1SAKQ,,,|mb|2C|mb|p|mb|p|mb|p|pg||qx|c1|md|1SAKQ,,,|pg||\n")},
	}
	for _, f := range corpusFiles(t) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		inputs = append(inputs, input{filepath.Base(f), data})
	}
	want := map[string][]Board{}
	wantDiags := map[string]any{}
	for _, in := range inputs {
		bs, ds, err := ReadBytes(in.name, in.data)
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range bs {
			want[in.name] = append(want[in.name], bareBoard(b))
		}
		wantDiags[in.name] = ds
	}
	order := append(append([]input{}, inputs...), inputs...)
	for i := len(inputs) - 1; i >= 0; i-- {
		order = append(order, inputs[i])
	}
	for _, lag := range []int{0, 3} {
		r := NewReader(bytes.NewReader(nil), "empty.lin")
		for i, in := range order {
			r.Reset(bytes.NewReader(in.data), in.name)
			var inFlight []*Board
			n := 0
			for {
				b, err := r.Next()
				if err == io.EOF {
					break
				}
				if err != nil {
					t.Fatal(err)
				}
				w := want[in.name]
				if n >= len(w) || !reflect.DeepEqual(bareBoard(b), w[n]) {
					t.Fatalf("lag %d, input %d (%s): board %d differs from a new reader's", lag, i, in.name, n+1)
				}
				n++
				// what a caller may do to a board before releasing it
				if len(b.rec.Calls) > 0 {
					if err := b.SetExplanation(0, "released"); err != nil {
						t.Fatal(err)
					}
				}
				inFlight = append(inFlight, b)
				if len(inFlight) > lag {
					r.Release(inFlight[0])
					inFlight = inFlight[1:]
				}
			}
			if n != len(want[in.name]) {
				t.Fatalf("lag %d, %s: %d boards, a new reader read %d", lag, in.name, n, len(want[in.name]))
			}
			if !reflect.DeepEqual(any(r.Diagnostics()), wantDiags[in.name]) {
				t.Fatalf("lag %d, %s: file diagnostics differ", lag, in.name)
			}
			for _, b := range inFlight {
				r.Release(b)
			}
		}
	}
}

// TestReleasedBoardsAllocs reads the corpus LIN files through one reader,
// releasing each board, and bounds the allocations per board: a reused
// board, its builder and its call arrays are not made again: 4.2 per
// board, where a new board and builder per board made 8.6 (6.9 with the
// builder reused but no board released).
func TestReleasedBoardsAllocs(t *testing.T) {
	var datas [][]byte
	for _, f := range corpusFiles(t) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		datas = append(datas, data)
	}
	r := NewReader(bytes.NewReader(nil), "")
	boards := 0
	pass := func() {
		boards = 0
		for _, d := range datas {
			r.Reset(bytes.NewReader(d), "f.lin")
			for {
				b, err := r.Next()
				if err != nil {
					break
				}
				boards++
				r.Release(b)
			}
		}
	}
	pass()
	allocs := testing.AllocsPerRun(3, pass)
	t.Logf("%.0f allocations for %d boards: %.2f per board", allocs, boards, allocs/float64(boards))
	racebuild.SkipAllocBound(t)
	if per := allocs / float64(boards); per > 5.5 {
		t.Errorf("%.2f allocations per board", per)
	}
}
