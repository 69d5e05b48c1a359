package lin

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/mdlint/mdlint/internal/edittest"
	"github.com/mdlint/mdlint/record"
)

// seedCorpus adds every corpus file (when present) and the inline
// regression inputs to f.
func seedCorpus(f *testing.F) {
	for _, s := range []string{east, vugraph, hvURL, "", "mb|p!|", "an|x|mb|1C|", "pg\npc|sA|", "qx|o1|md|1S|", "<a href=\"x?lin=mb%7C1C\">", "mb|1C|an\nmb|p|", "mb|1C|an",
		// CR line ends (classic Mac OS), alone, mixed and doubled
		"% saved\rpn|a,b,c,d|md|1S4,,,|mb|1C|\rmb|p|\r", "pg\rpc|sA|", "mc|10\rpn|a|mb|p|", "mb|1C|\r\nmb|p|\rmb|p|\nmb|p|\r\r\n"} {
		f.Add([]byte(s))
	}
	// the producers' quirks (own fixtures) and a saved page
	quirks, _ := filepath.Glob(filepath.Join("..", "testdata", "readers", "*"))
	for _, p := range quirks {
		if filepath.Ext(p) != ".pbn" {
			if data, err := os.ReadFile(p); err == nil {
				f.Add(data)
			}
		}
	}
	dir, err := os.Getwd()
	if err != nil {
		return
	}
	files, _ := filepath.Glob(filepath.Join(dir, "..", "..", "shared", "corpus", "lin", "*"))
	for _, p := range files {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
}

// FuzzRead: no input panics or hangs; positions and spans lie inside the
// input and grow monotonically; streaming byte by byte gives the same
// number of boards; a reused reader releasing its boards reads the same
// boards; the round trip without edits is the identity.
func FuzzRead(f *testing.F) {
	seedCorpus(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		boards, diags, err := ReadBytes("fuzz.lin", data)
		if err != nil {
			t.Fatal(err)
		}
		n := int64(len(data))
		for _, d := range allDiags(boards, diags) {
			if d.Pos.Offset < 0 || d.Pos.Offset > n {
				t.Fatalf("diagnostic offset %d outside the input (%d bytes)", d.Pos.Offset, n)
			}
		}
		var last int64 = -1
		for _, b := range boards {
			for i, sp := range b.spans {
				c := b.Record().Calls[i]
				if c.Pos.Offset <= last && !sp.packed || c.Pos.Offset > n {
					t.Fatalf("call position %d after %d (input %d bytes)", c.Pos.Offset, last, n)
				}
				last = c.Pos.Offset
				if sp.tokEnd > sp.mbEnd || sp.mbEnd > n || sp.hasAn && (sp.anStart < sp.mbEnd || sp.anEnd > n || sp.anStart > sp.anEnd) {
					t.Fatalf("bad span %+v (input %d bytes)", sp, n)
				}
			}
		}
		// a reused reader whose boards are released reads as a new one:
		// the second pass builds its boards in those of the first
		re := NewReader(bytes.NewReader(data), "fuzz.lin")
		for pass := 0; pass < 2; pass++ {
			re.Reset(bytes.NewReader(data), "fuzz.lin")
			k := 0
			for {
				b, err := re.Next()
				if err != nil {
					break
				}
				if k >= len(boards) || !reflect.DeepEqual(bareBoard(b), bareBoard(boards[k])) {
					t.Fatalf("pass %d: board %d of a reused reader differs from a new reader's", pass+1, k+1)
				}
				k++
				re.Release(b)
			}
			if k != len(boards) || !reflect.DeepEqual(re.Diagnostics(), diags) {
				t.Fatalf("pass %d: %d boards and diagnostics %v of a reused reader, a new one's %d and %v", pass+1, k, re.Diagnostics(), len(boards), diags)
			}
		}
		rd := NewReader(iotest.OneByteReader(bytes.NewReader(data)), "fuzz.lin")
		count := 0
		for {
			_, err := rd.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			count++
		}
		if count != len(boards) {
			t.Fatalf("streaming gave %d boards, ReadBytes %d", count, len(boards))
		}
		// the round trip: a board read and not changed gives no edit, and
		// neither does giving a call the plain explanation it already has
		// (alerted, in an an| value), so writing it back is the identity
		for bi, b := range boards {
			if e := b.Edits(); len(e) != 0 {
				t.Fatalf("board %d: edits %v without any change", bi+1, e)
			}
			for i, c := range b.Record().Calls {
				if b.spans[i].packed || !c.Alert || !b.spans[i].hasAn || !plainText(c.Explanation) || b.style != plainLIN {
					continue
				}
				if err := b.SetExplanation(i, c.Explanation); err != nil {
					t.Fatalf("board %d call %d: %v", bi+1, i+1, err)
				}
			}
			if e := b.Edits(); len(e) != 0 {
				t.Fatalf("board %d: giving calls the explanations they have gives edits %v", bi+1, e)
			}
		}
		var out bytes.Buffer
		if err := record.Apply(&out, bytes.NewReader(data), nil); err != nil || !bytes.Equal(out.Bytes(), data) {
			t.Fatalf("the round trip without edits changed the input (%v)", err)
		}
	})
}

// plainText reports whether an explanation is written the same way it
// reads: letters, digits, spaces and a little punctuation (no '!', '|',
// '%', line ends or controls, which the writer rewrites).
func plainText(s string) bool {
	if strings.TrimSpace(s) != s || s == "" || strings.Contains(s, "  ") {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune(" ,.:;-+()", r)) {
			return false
		}
	}
	return true
}

// FuzzEdit: read, set an explanation on every editable call, apply, re-read:
// never panics, the explanations are visible, the number of boards and calls
// is unchanged, and annotating the result again gives no edits.
func FuzzEdit(f *testing.F) {
	seedCorpus(f)
	f.Fuzz(checkEdits)
}

// checkEdits reads data, sets an explanation on every editable call,
// applies the edits and re-reads: the boards, calls and explanations are
// all there, and a second annotation gives no edits.
func checkEdits(t *testing.T, data []byte) {
	{
		boards, _, _ := ReadBytes("fuzz.lin", data)
		const text = "Fuzz ♦ 5+ | x"
		const want = "Fuzz ♦ 5+ / x"
		var edits []record.Edit
		for _, b := range boards {
			for i := range b.Record().Calls {
				if b.spans[i].packed {
					continue
				}
				if err := b.SetExplanation(i, text); err != nil {
					t.Fatalf("SetExplanation: %v", err)
				}
			}
			edits = append(edits, b.Edits()...)
		}
		var out bytes.Buffer
		if err := record.Apply(&out, bytes.NewReader(data), edits); err != nil {
			t.Fatalf("Apply: %v", err)
		}
		if err := edittest.OutsideUnchanged(data, out.Bytes(), edits); err != nil {
			t.Fatalf("%v\n%q\n%q", err, data, out.Bytes())
		}
		again, _, _ := ReadBytes("fuzz.lin", out.Bytes())
		if len(again) != len(boards) {
			t.Fatalf("%d boards after edits, %d before\n%q\n%q", len(again), len(boards), data, out.Bytes())
		}
		for bi, b := range boards {
			ab := again[bi]
			if len(ab.Record().Calls) != len(b.Record().Calls) {
				t.Fatalf("board %d: %d calls after edits, %d before\n%q\n%q", bi+1, len(ab.Record().Calls), len(b.Record().Calls), data, out.Bytes())
			}
			for i, c := range ab.Record().Calls {
				if b.spans[i].packed {
					continue
				}
				if !c.Alert || !c.HasExplanation || c.Explanation != want {
					t.Fatalf("board %d call %d after edit: %+v\n%q\n%q", bi+1, i, c, data, out.Bytes())
				}
				if err := ab.SetExplanation(i, text); err != nil {
					t.Fatal(err)
				}
			}
			if e := ab.Edits(); len(e) != 0 {
				t.Fatalf("board %d: annotating twice gave edits %v", bi+1, e)
			}
		}
	}
}
