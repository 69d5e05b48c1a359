package lintout

import (
	"bytes"
	"encoding/json"
	"io"
	"math/rand/v2"
	"reflect"
	"testing"
	"unicode/utf8"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/internal/racebuild"
	"github.com/mdlint/mdlint/record"
)

// jsonPieces are the pieces random strings are made of: what the JSON
// quoting treats apart (quotes, backslashes, every kind of control
// character, U+2028/U+2029, invalid and truncated UTF-8, HTML characters
// left alone) and the text of real findings (suits, calls).
var jsonPieces = []string{"", "a", "1NT", " ", "\"", "\\", "\b", "\f", "\n", "\r", "\t", "\x00", "\x01", "\x1f", "\x7f",
	"<", ">", "&", "♠", "♥", "♦", "♣", "é", "\u2028", "\u2029", "\xff", "\xe2\x80", "\xc3", "\U0001F0A1", "\ufffd", "/"}

func randomString(r *rand.Rand) string {
	if r.IntN(4) == 0 {
		return ""
	}
	var b []byte
	for n := r.IntN(8); n >= 0; n-- {
		b = append(b, jsonPieces[r.IntN(len(jsonPieces))]...)
	}
	return string(b)
}

// fill sets every field of the struct v points to at random, following
// pointers and slices, so that a field added to JSONFinding or Suggestion
// later is covered without changing the test.
func fill(r *rand.Rand, v reflect.Value) {
	switch v.Kind() {
	case reflect.String:
		v.SetString(randomString(r))
	case reflect.Int:
		v.SetInt(int64(r.IntN(2000)) - 2)
	case reflect.Bool:
		v.SetBool(r.IntN(2) == 0)
	case reflect.Pointer:
		if r.IntN(3) == 0 {
			v.SetZero()
			return
		}
		v.Set(reflect.New(v.Type().Elem()))
		fill(r, v.Elem())
	case reflect.Slice:
		n := r.IntN(5) - 1
		if n < 0 {
			v.SetZero()
			return
		}
		v.Set(reflect.MakeSlice(v.Type(), n, n))
		for i := 0; i < n; i++ {
			fill(r, v.Index(i))
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			fill(r, v.Field(i))
		}
	default:
		panic("fill: no random value for " + v.Type().String())
	}
}

// TestAppendJSONMatchesEncoding: the hand-written JSON line is byte for
// byte what encoding/json's Encoder (SetEscapeHTML(false), as lint used to
// write) gives, for 20 000 random findings whose every field is filled
// (empty now and then, to exercise omitempty) with hostile strings.
func TestAppendJSONMatchesEncoding(t *testing.T) {
	r := rand.New(rand.NewPCG(18, 4))
	var want bytes.Buffer
	enc := json.NewEncoder(&want)
	enc.SetEscapeHTML(false)
	for n := 0; n < 20000; n++ {
		var j JSONFinding
		fill(r, reflect.ValueOf(&j).Elem())
		want.Reset()
		if err := enc.Encode(j); err != nil {
			t.Fatal(err)
		}
		if got := appendJSON(nil, &j); !bytes.Equal(got, want.Bytes()) {
			t.Fatalf("finding %+v:\ngot  %s\nwant %s", j, got, want.Bytes())
		}
	}
}

// TestAppendJSONString: every string of up to three bytes from a set that
// covers each quoting case is quoted as encoding/json quotes it.
func TestAppendJSONString(t *testing.T) {
	var bs []byte
	for c := 0; c < 256; c++ {
		bs = append(bs, byte(c))
	}
	check := func(s string) {
		want, err := json.Marshal(s) // HTML escaping differs only for < > &
		if err != nil {
			t.Fatal(err)
		}
		want = bytes.ReplaceAll(want, []byte(`\u003c`), []byte("<"))
		want = bytes.ReplaceAll(want, []byte(`\u003e`), []byte(">"))
		want = bytes.ReplaceAll(want, []byte(`\u0026`), []byte("&"))
		if got := AppendJSONString(nil, s); !bytes.Equal(got, want) {
			t.Fatalf("%q: got %s, want %s", s, got, want)
		}
	}
	for _, a := range bs {
		check(string([]byte{a}))
		for _, p := range jsonPieces {
			check(string([]byte{a}) + p)
			check(p + string([]byte{a}))
		}
	}
	check("\u2028\u2029 x \xe2\x80\xa8")
}

// TestJSONWriterLines: the writer gives one line per finding, in the form
// of ToJSON, with suits in letters under ASCII.
func TestJSONWriterLines(t *testing.T) {
	var b bytes.Buffer
	w, err := New("json", &b, Options{ASCII: true})
	if err != nil {
		t.Fatal(err)
	}
	f := annotate.Finding{File: "a.pbn", Ordinal: 1, Board: "1", Index: 0, Pos: record.Position{Line: 5, Col: 1},
		Seat: bridge.North, HasSeat: true, Call: bridge.Call{Kind: bridge.Pass}, HasCall: true,
		Rule: "hcp", RuleID: "MD001", Severity: record.Error, Message: "shows 5+♠",
		System: &annotate.Suggestion{Call: "1S", Auction: []string{"1S", "P"}, Reason: "x ♥"}}
	w.Write(f)
	w.Write(annotate.Finding{File: "b.lin", Index: -1, Rule: "record", RuleID: "MD011", Severity: record.Info, Message: "m"})
	if err := w.Close(Outcome{Files: 2, Boards: 2, Counts: [3]int{1, 0, 1}, ExitCode: 1}); err != nil {
		t.Fatal(err)
	}
	want := `{"file":"a.pbn","line":5,"col":1,"ordinal":1,"board":"1","index":0,"seat":"N","call":"P","rule":"hcp","id":"MD001","severity":"error","message":"shows 5+S","system":{"call":"1S","auction":["1S","P"],"reason":"x H"}}` + "\n" +
		`{"file":"b.lin","line":0,"col":0,"ordinal":0,"board":"","index":-1,"rule":"record","id":"MD011","severity":"info","message":"m"}` + "\n" +
		`{"type":"summary","files":2,"boards":2,"findings":2,"errors":1,"warnings":0,"info":1,"exit":1}` + "\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}

// TestJSONWriterAllocations: the JSON writer builds each line in storage
// it keeps: a finding with a suggestion (its words in Unicode suits, the
// default) costs no allocation once the line buffer has grown; the
// suggestion's copy was one allocation per finding.
func TestJSONWriterAllocations(t *testing.T) {
	w, err := New("json", io.Discard, Options{})
	if err != nil {
		t.Fatal(err)
	}
	f := annotate.Finding{File: "a.pbn", Ordinal: 1, Board: "1", Index: 0, Pos: record.Position{Line: 5, Col: 1},
		Seat: bridge.North, HasSeat: true, Call: bridge.Call{Kind: bridge.Pass}, HasCall: true,
		Rule: "hcp", RuleID: "MD001", Severity: record.Error, Message: "shows 5+♠ \"and\" 12-14 HCP\n",
		System: &annotate.Suggestion{Call: "1S", Auction: []string{"1S", "P"}, Reason: "x ♥", Constraint: "hcp 8-11"}}
	racebuild.SkipAllocBound(t)
	if n := testing.AllocsPerRun(100, func() { w.Write(f) }); n != 0 {
		t.Errorf("%.1f allocations per finding, want 0", n)
	}
}

// TestAppendJSONStringRunsAgree: the table-driven quoting of valid UTF-8
// and the rune-by-rune quoting give the same bytes for 100 000 random
// valid strings made of every quoting case and real findings' text.
func TestAppendJSONStringRunsAgree(t *testing.T) {
	r := rand.New(rand.NewPCG(18, 8))
	n := 0
	for k := 0; k < 200000 && n < 100000; k++ {
		s := randomString(r)
		if !utf8.ValidString(s) {
			continue
		}
		n++
		if got, want := AppendJSONString(nil, s), appendJSONStringRunes(nil, s); !bytes.Equal(got, want) {
			t.Fatalf("%q: got %s, rune by rune %s", s, got, want)
		}
	}
	if n < 50000 {
		t.Fatalf("only %d valid strings", n)
	}
}

// BenchmarkAppendJSONString quotes a finding's message and file name (the
// strings of a JSON line) with the table (valid UTF-8) and rune by rune
// (what every string took before): compare the two.
func BenchmarkAppendJSONString(b *testing.B) {
	strs := []string{"pbn/lorserker__ben__Boards__BBA__1C-P-1D-P-1H-P-1S.pbn",
		"1♠ promises hcp 11-15 and 5+♠ (notes: opening table); the hand has 9 HCP and 4♠: 2 HCP short",
		"not alerted: 2♦ is artificial (multi: a weak two in a major)", "MD001", "error", "board 12"}
	size := 0
	for _, s := range strs {
		size += len(s)
	}
	for _, fn := range []struct {
		name string
		f    func([]byte, string) []byte
	}{{"table", AppendJSONString}, {"runes", appendJSONStringRunes}} {
		b.Run(fn.name, func(b *testing.B) {
			b.SetBytes(int64(size))
			var buf []byte
			for b.Loop() {
				buf = buf[:0]
				for _, s := range strs {
					buf = fn.f(buf, s)
				}
			}
		})
	}
}
