package lin

import (
	"io"
	"os"
	"strings"
	"testing"

	"github.com/mdlint/mdlint/bridge"
)

// A saved BBO traveller page: every hv_popuplin('…') and handviewer lin=
// board, with its players, in page order, whatever the link's encoding.
func TestSavedPage(t *testing.T) {
	data, err := os.ReadFile("../testdata/readers/traveller.html")
	if err != nil {
		t.Fatal(err)
	}
	boards, diags, err := ReadBytes("traveller.html", data)
	if err != nil {
		t.Fatal(err)
	}
	noErrors(t, boards, diags)
	var got []string
	for _, b := range boards {
		r := b.Record()
		got = append(got, r.Label+" "+r.Players[bridge.South]+"/"+r.Players[bridge.North]+" "+callsString(b))
	}
	want := []string{
		"Board 1 Søren/O'Brien N:1C E:P S:1H W:P N:1N E:P S:P W:P",
		"Board 2 Eva/Gus E:1S S:P W:2C! N:P E:2D S:P W:4S N:P E:P S:P",
		"Board 3 Ida/Kim S:P W:P N:P E:P",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("boards:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if r := boards[0].Record(); r.Pos.Line != 8 {
		t.Errorf("board 1 at line %d, want 8", r.Pos.Line)
	}
	// Explanations go into each link in its own encoding: '|' as %7C where
	// the link writes it so, an apostrophe always as %27 (it would end the
	// JavaScript string).
	for _, e := range []struct {
		b, i int
		text string
	}{{0, 0, "16+ or 11-13 bal"}, {0, 2, "4+ ♥, partner's 1♣"}, {1, 2, "2/1 game force"}, {2, 0, "0-11"}} {
		if err := boards[e.b].SetExplanation(e.i, e.text); err != nil {
			t.Fatal(err)
		}
	}
	var all = boards[0].Edits()
	all = append(all, boards[1].Edits()...)
	all = append(all, boards[2].Edits()...)
	out := string(roundTrip(t, data, all))
	for _, w := range []string{
		"%7Cmb%7C1C%21%7Can%7C16%2B%20or%2011-13%20bal%7Cmb",
		"%7Cmb%7C1H%21%7Can%7C4%2B%20%21H%2C%20partner%27s%201%21C%7Cmb",
		"|mb|2C!|an|2%2F1%20game%20force|mb|",
		"md%7C1S378H6KD267TAC48T%2CS5TJH248QAD58C569%2CS269H359D349C23JK%2C%7Crh%7C%7Cah%7CBoard%203%7Csv%7Ce%7Cmb%7Cp%21%7Can%7C0-11%7Cmb",
	} {
		if !strings.Contains(out, w) {
			t.Errorf("edited page lacks %q", w)
		}
	}
	again, diags, _ := ReadBytes("traveller.html", []byte(out))
	noErrors(t, again, diags)
	if len(again) != 3 || callsString(again[0]) != "N:1C!(16+ or 11-13 bal) E:P S:1H!(4+ ♥, partner's 1♣) W:P N:1N E:P S:P W:P" {
		t.Errorf("after edit: %d boards, %s", len(again), callsString(again[0]))
	}
	// Annotating again changes nothing.
	for _, e := range []struct {
		b, i int
		text string
	}{{0, 0, "16+ or 11-13 bal"}, {0, 2, "4+ ♥, partner's 1♣"}, {1, 2, "2/1 game force"}, {2, 0, "0-11"}} {
		if err := again[e.b].SetExplanation(e.i, e.text); err != nil {
			t.Fatal(err)
		}
		if n := len(again[e.b].Edits()); n != 0 {
			t.Errorf("board %d call %d: %d edits on the second run", e.b, e.i, n)
		}
	}
}

// FuzzPage fuzzes the saved-page reader: the input is the LIN of an
// hv_popuplin('…') call and of a handviewer lin= link on a saved BBO page
// (and, as a seed, whole pages). The page must round-trip byte for byte
// without edits, every board's positions must lie inside the page, and
// explanations written into the links must read back, with a second
// annotation giving no edits (checkEdits).
func FuzzPage(f *testing.F) {
	if data, err := os.ReadFile("../testdata/readers/traveller.html"); err == nil {
		f.Add(data, true)
	}
	for _, s := range []string{
		"pn|Ann,O\\'Brien,Cy,Di|st||md|3S57QAH69TD79JKCJA%2CS89H48JQKD456QC37%2CS2346H2AD238TAC2K%2C%7Crh%7C%7Cah%7CBoard%201%7Csv%7Co%7Cmb%7C1N%7Cmb%7Cp%7Cmb%7C3C%7Cmb%7Cp%7Cmb%7C3D%7Cmb%7Cp%7Cmb%7Cp%7Cmb%7Cp%7Cpg%7C%7C",
		"md|3S4,,,|mb|1C|an|x%27y|mb|p|",
		"mb%7C1C%21%7Can%7Cquote%22and\\\\backslash%7C",
		"",
	} {
		f.Add([]byte(s), false)
	}
	f.Fuzz(func(t *testing.T, lin []byte, whole bool) {
		page := lin
		if !whole {
			page = []byte("<!DOCTYPE html>\n<html><body><a onclick=\"hv_popuplin('" + string(lin) +
				"');\">1</a>\n<a href=\"https://www.bridgebase.com/tools/handviewer.html?lin=" + string(lin) + "\">2</a></body></html>\n")
		}
		boards, diags, err := ReadBytes("fuzz.html", page)
		if err != nil {
			t.Fatal(err)
		}
		if out := roundTrip(t, page, nil); string(out) != string(page) {
			t.Fatal("round trip without edits differs")
		}
		n := int64(len(page))
		for _, d := range allDiags(boards, diags) {
			if d.Pos.Offset < 0 || d.Pos.Offset > n {
				t.Fatalf("diagnostic offset %d outside the page (%d bytes)", d.Pos.Offset, n)
			}
		}
		for _, b := range boards {
			for _, c := range b.Record().Calls {
				if c.Pos.Offset < 0 || c.Pos.Offset > n {
					t.Fatalf("call offset %d outside the page (%d bytes)", c.Pos.Offset, n)
				}
			}
		}
		checkEdits(t, page)
	})
}

// smallReads returns at most n bytes per Read, as a pipe or a slow
// network file may.
type smallReads struct {
	r io.Reader
	n int
}

func (s smallReads) Read(p []byte) (int, error) { return s.r.Read(p[:min(len(p), s.n)]) }

// A saved page longer than the first 64 KiB, read from a pipe in small
// pieces, gives the same boards as read at once: an hv_popuplin( whose
// '(' or quote is the last byte of a read is looked at again with the
// next bytes (reading it made the scanner's index negative and panicked:
// "slice bounds out of range [-1:]").
func TestPageAcrossReadsFromAPipe(t *testing.T) {
	link := func(n int) string {
		return "<a onclick=\"hv_popuplin( 'pn|a,b,c,d|md|3S2345H2345D2345C2,S6789H6789D6789C3,SAKQJTHTJDTJC4567,|ah|Board " +
			strings.Repeat("1", n%3+1) + "|mb|1N|mb|p|pg||');\">x</a>\n"
	}
	for _, pieces := range []int{1, 7, 4096} {
		for n := range 30 {
			page := "<!DOCTYPE html>\n<html><body>\n" + link(0) + strings.Repeat("y", 70000+n) + link(n) + "</body></html>\n"
			want, _, err := ReadBytes("p.html", []byte(page))
			if err != nil || len(want) != 2 {
				t.Fatalf("read at once: %d boards, %v", len(want), err)
			}
			r := NewReader(smallReads{strings.NewReader(page), pieces}, "p.html")
			var got []string
			for {
				b, err := r.Next()
				if err == io.EOF {
					break
				}
				if err != nil {
					t.Fatal(err)
				}
				got = append(got, b.Record().Label)
			}
			if len(got) != 2 || got[1] != want[1].Record().Label {
				t.Errorf("%d-byte reads, %d bytes of filler: boards %q, want %q and %q", pieces, 70000+n, got,
					want[0].Record().Label, want[1].Record().Label)
			}
		}
	}
}
