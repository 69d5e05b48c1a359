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
