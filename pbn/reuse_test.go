package pbn

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/mdlint/mdlint/record"
)

// comparable returns what a reader made of board b, without the storage
// it may reuse (the spare arrays and the tag and note chunks, whose capacities
// differ between a new and a reused board): everything else must be the
// same whether b was read by a new reader or a reused one.
func comparable(b *Board) Board {
	c := *b
	c.tagStore, c.noteStore = nil, nil
	c.spare.tags, c.spare.calls, c.spare.info = nil, nil, nil
	c.spare.notes, c.spare.diags = nil, nil
	return c
}

// readFresh reads data through a new reader.
func readFresh(t *testing.T, name string, data []byte) ([]Board, []record.Diagnostic) {
	t.Helper()
	boards, diags, err := ReadBytes(name, data)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]Board, len(boards))
	for i, b := range boards {
		out[i] = comparable(b)
	}
	return out, diags
}

// readReused reads data through r after r.Reset, releasing each board
// once lag later boards have been read (as lint's window of boards in
// flight does), and compares each board and the file's diagnostics with
// want before releasing it.
func readReused(t *testing.T, r *Reader, name string, data []byte, lag int, want []Board, wantDiags []record.Diagnostic) {
	t.Helper()
	r.Reset(bytes.NewReader(data), name)
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
		if n >= len(want) {
			t.Fatalf("%s: more than the %d boards of a new reader", name, len(want))
		}
		if got := comparable(b); !reflect.DeepEqual(got, want[n]) {
			t.Fatalf("%s board %d (%s) differs from a new reader's:\n got %+v\nwant %+v", name, n+1, b.Label, got.Board, want[n].Board)
		}
		n++
		inFlight = append(inFlight, b)
		if len(inFlight) > lag {
			r.Release(inFlight[0])
			inFlight = inFlight[1:]
		}
	}
	if n != len(want) {
		t.Fatalf("%s: %d boards, a new reader read %d", name, n, len(want))
	}
	if !reflect.DeepEqual(r.Diagnostics(), wantDiags) {
		t.Fatalf("%s: file diagnostics %v, a new reader's %v", name, r.Diagnostics(), wantDiags)
	}
	for _, b := range inFlight {
		r.Release(b)
	}
}

// reuseInputs are small files whose state must not reach the file read
// after them through a reused reader: "##" defaults and "#" values, a
// UTF-8 value whose bytes a Latin-1 file reads otherwise, a game split by
// a repeated tag, a NUL byte, an unterminated string, a UTF-16 file.
var reuseInputs = []struct{ name, text string }{
	{"defaults.pbn", "[Event \"##Club night\"]\n[Site \"##Stockholm\"]\n\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765\"]\n[Auction \"N\"]\n1C Pass 1D Pass\nPass Pass\n\n[Board \"2\"]\n[Event \"#\"]\n"},
	{"no-defaults.pbn", "[Board \"1\"]\n[Event \"#\"]\n[Dealer \"E\"]\n[Auction \"E\"]\nPass 1S =1= Pass 2S\nAP\n[Note \"1:Café, 11-15\"]\n"},
	{"utf8.pbn", "[Event \"Café ♠\"]\n[Board \"1\"]\n[Dealer \"S\"]\n\n[Event \"Café ♠\"]\n[Board \"2\"]\n[Dealer \"W\"]\n"},
	{"latin1.pbn", "[Event \"Caf\xc3\xa9 \xe2\x99\xa0\"]\n[Board \"1\"]\n[Dealer \"S\"]\n[Site \"G\xf6teborg, \xc5re, M\xe4lar\xf6, \xd6land\"]\n"},
	{"split.pbn", "[Event \"A\"]\n\n[Board \"1\"]\n\n[Event \"B\"]\n\n[Board \"2\"]\n"},
	{"nul.pbn", "[Event \"A\"]\n[Board \"1\x00\"]\n"},
	{"unterminated.pbn", "[Event \"A\n[Board \"1\"]\n[Dealer \"N\"]\n[Auction \"N\"]\n1NT Pass\n"},
	{"utf16.pbn", string(utf16LE("[Event \"Café\"]\r\n[Board \"7\"]\r\n[Dealer \"W\"]\r\n"))},
}

// utf16LE returns s as UTF-16LE with its byte-order mark.
func utf16LE(s string) []byte {
	out := []byte{0xFF, 0xFE}
	for _, r := range s {
		out = append(out, byte(r), byte(r>>8))
	}
	return out
}

// TestResetReadsAsNew reads every corpus file and the small files above,
// one after another, through one reader (Reset between files, boards
// released as they are done with) and checks that every board and every
// file diagnostic is what a new reader makes of that file: nothing of an
// earlier file or board (defaults, decoded values, tags, calls, notes,
// diagnostics, the encoding) reaches a later one.
func TestResetReadsAsNew(t *testing.T) {
	type input struct {
		name string
		data []byte
	}
	var inputs []input
	for _, in := range reuseInputs {
		inputs = append(inputs, input{in.name, []byte(in.text)})
	}
	files, _ := filepath.Glob(filepath.Join(corpusDir(t), "*.pbn"))
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		inputs = append(inputs, input{filepath.Base(f), data})
	}
	// every small input after every other, then the corpus in order and
	// backwards, releasing at once and with boards in flight
	var order []input
	for _, a := range inputs[:len(reuseInputs)] {
		for _, b := range inputs[:len(reuseInputs)] {
			order = append(order, a, b)
		}
	}
	order = append(order, inputs...)
	for i := len(inputs) - 1; i >= 0; i-- {
		order = append(order, inputs[i])
	}
	want := map[string][]Board{}
	wantDiags := map[string][]record.Diagnostic{}
	for _, in := range inputs {
		want[in.name], wantDiags[in.name] = readFresh(t, in.name, in.data)
	}
	// the same bytes of [Event], read otherwise in a Latin-1 file
	if u, l := want["utf8.pbn"][0], want["latin1.pbn"][0]; l.Encoding != Latin1 || u.Event != "Café ♠" || l.Event != "CafÃ© â™\u00a0" {
		t.Fatalf("latin1.pbn: %v %q, utf8.pbn: %q", l.Encoding, l.Event, u.Event)
	}
	for _, lag := range []int{0, 3} {
		r := NewReader(bytes.NewReader(nil), "empty.pbn")
		for i, in := range order {
			t.Run(fmt.Sprintf("lag%d/%d-%s", lag, i, in.name), func(t *testing.T) {
				readReused(t, r, in.name, in.data, lag, want[in.name], wantDiags[in.name])
			})
		}
	}
}
