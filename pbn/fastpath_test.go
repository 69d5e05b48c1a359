package pbn

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/mdlint/mdlint/record"
)

// chunkReader hands out its data at most n bytes per Read, so that the
// reader's chunks (after the first 64 KiB it peeks at) end at every
// position of the text.
type chunkReader struct {
	data []byte
	n    int
}

func (c *chunkReader) Read(p []byte) (int, error) {
	if len(c.data) == 0 {
		return 0, io.EOF
	}
	k := min(len(p), c.n, len(c.data))
	copy(p, c.data[:k])
	c.data = c.data[k:]
	return k, nil
}

// readEvery reads every board of in (with or without the fast paths) and
// returns them, comparable, with the file's diagnostics.
func readEvery(t testing.TB, in io.Reader, slow bool) ([]Board, []record.Diagnostic) {
	t.Helper()
	r := NewReader(in, "f.pbn")
	r.slowOnly = slow
	var out []Board
	for {
		b, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, comparable(b))
	}
	return out, r.Diagnostics()
}

// sameFastSlow fails t when the fast paths read data (chunked n bytes at
// a time when n > 0) otherwise than the token path.
func sameFastSlow(t testing.TB, what string, data []byte, n int) {
	t.Helper()
	src := func() io.Reader {
		if n > 0 {
			return &chunkReader{data: data, n: n}
		}
		return bytes.NewReader(data)
	}
	fast, fastDiags := readEvery(t, src(), false)
	slow, slowDiags := readEvery(t, src(), true)
	if len(fast) != len(slow) {
		t.Fatalf("%s: %d boards on the fast paths, %d token by token", what, len(fast), len(slow))
	}
	for i := range fast {
		if !reflect.DeepEqual(fast[i], slow[i]) {
			t.Fatalf("%s: board %d differs:\nfast %+v\nslow %+v", what, i+1, fast[i], slow[i])
		}
	}
	if !reflect.DeepEqual(fastDiags, slowDiags) {
		t.Fatalf("%s: file diagnostics differ:\nfast %v\nslow %v", what, fastDiags, slowDiags)
	}
}

// edgeTags are tag pairs the fast path must read as the token path does
// or leave to it: spacing, escapes, a tab, an unterminated or unclosed
// value, a lower-case or invalid name, invalid UTF-8, characters that
// open comments and escapes inside and after the value, the DOS
// end-of-file byte, inheritance.
var edgeTags = []string{
	`[Event "A"]`, `[Event  "A" ]`, `[Event"A"]`, `[ Event "A"]`, `[Event "A\"B"]`, `[Event "A\\B"]`,
	"[Event \"A\tB\"]", `[Event "A`, `[event "x"]`, "[Event \"Caf\xe9\"]", "[Event \"Caf\xc3\xa9 \xe2\x99\xa0\"]",
	`[Event "{;%"]`, `[Event "x"] {comment}`, `[Event "x"];comment`, `[Event "x" extra]`, `[Event x]`,
	`[Event]`, `[Ev-ent "x"]`, `[Event "x"`, "[Event \"\x1a\"]", "[Event \"x\"\x1a]", `[Event ""]`,
	"[Event\t\"x\"]", "[Event \"x\"\t]", `[Site "#"]`, `[Site "##Oslo"]`, `[X_1 "y"]`,
	`[Event "x"][Site "y"]`, `[Event "x"] ]`, `[Event "x"] [`, `[Note "1:a"]`, `[Event "x"] {unclosed`,
	`[Event "x"] % not an escape`, `[Event "a]b"]`, `[Event "x" ] [Site "y" ]`, `[1 "x"]`,
}

// edgeText returns games holding every edge tag, with line end eol.
func edgeText(eol string) string {
	var sb strings.Builder
	for i, tag := range edgeTags {
		fmt.Fprintf(&sb, "[Board \"%d\"]%s%s%s[Dealer \"N\"]%s", i+1, eol, tag, eol, eol)
		sb.WriteString(`[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]` + eol)
		sb.WriteString(`[Auction "N"]` + eol + "1C Pass" + eol + eol)
	}
	return sb.String()
}

// TestFastTagAsTokens reads the edge tags after a 64 KiB prefix in
// chunks of 1-16 bytes (so that a chunk ends at every byte of them: in a
// name, before a quote, after a '{', ';', '%' or CR), with every line
// end, in ASCII, UTF-8, UTF-8 with a byte-order mark and Latin-1 files,
// and checks that the fast paths read every board and diagnostic as the
// token path does.
func TestFastTagAsTokens(t *testing.T) {
	pad := strings.Repeat("% padding line of the file header, read as an escape line\n", (64<<10)/58+1)
	prefixes := map[string]string{
		"ascii":  pad,
		"utf8":   "% Café\n" + pad,
		"bom":    "\xef\xbb\xbf" + pad,
		"latin1": "% Caf\xe9\n" + pad,
	}
	for enc, prefix := range prefixes {
		for _, eol := range []string{"\n", "\r\n", "\r", "\r\r\n"} {
			data := []byte(prefix + edgeText(eol))
			for _, n := range []int{0, 1, 2, 3, 4, 5, 7, 11, 16} {
				sameFastSlow(t, fmt.Sprintf("%s eol %q chunks %d", enc, eol, n), data, n)
			}
		}
	}
	// a value longer than a token keeps (truncated, with its warning)
	long := "[Event \"" + strings.Repeat("x", maxTokenText+10) + "\"]\n[Board \"1\"]\n"
	sameFastSlow(t, "long value", []byte(long), 0)
}

// TestFastTagTaken checks that the common tag pairs do take the fast
// path (the equivalence tests above would pass if it were never taken).
func TestFastTagTaken(t *testing.T) {
	r := NewReader(strings.NewReader("[Event \"A\"]\n"), "f.pbn")
	r.lx.next(&r.tok)
	if r.tok.kind != tLBrack {
		t.Fatalf("first token %v", r.tok.kind)
	}
	r.game = game{r: r, b: &Board{}}
	var tag Tag
	if !r.game.fastTag(&tag) {
		t.Fatal("[Event \"A\"] not read by fastTag")
	}
	if tag.Name != "Event" || tag.Raw != "A" || tag.ValueStart != 8 || tag.ValueEnd != 9 || tag.End != 11 {
		t.Fatalf("fastTag read %+v", tag)
	}
	for _, in := range []string{"[Event \"A\\\"B\"]", "[Event \"A", "[ Event \"A\"]"} {
		r := NewReader(strings.NewReader(in), "f.pbn")
		r.lx.next(&r.tok)
		r.game = game{r: r, b: &Board{}}
		if r.game.fastTag(&tag) {
			t.Errorf("%q read by fastTag", in)
		}
	}
}

// TestFastPathsCorpus reads every corpus file with and without the fast
// paths: the same boards and diagnostics.
func TestFastPathsCorpus(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(corpusDir(t), "*.pbn"))
	if len(files) == 0 {
		t.Fatal("no corpus files")
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		sameFastSlow(t, filepath.Base(f), data, 0)
	}
}

// TestKnownIDs checks the constants that name indices in knownList.
func TestKnownIDs(t *testing.T) {
	for id, name := range map[int]string{idEvent: "Event", idSite: "Site", idDate: "Date", idBoard: "Board",
		idWest: "West", idNorth: "North", idEast: "East", idSouth: "South", idDealer: "Dealer",
		idVulnerable: "Vulnerable", idDeal: "Deal", idScoring: "Scoring", idDeclarer: "Declarer",
		idContract: "Contract", idResult: "Result", idAuction: "Auction", idRoom: "Room"} {
		if knownList[id] != name {
			t.Errorf("knownList[%d] = %q, want %q", id, knownList[id], name)
		}
	}
	if len(knownList) > len(game{}.first) {
		t.Fatalf("%d known names, game.first holds %d", len(knownList), len(game{}.first))
	}
}

// TestByIDAsByName reads every corpus file and the edge tags and checks,
// for each board, that byID finds for every known name the tag byName
// finds (the first of that name, repeated and ignored ones after it).
func TestByIDAsByName(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(corpusDir(t), "*.pbn"))
	inputs := [][]byte{[]byte(edgeText("\n")), []byte("[Event \"a\"]\n[Event \"b\"]\n[Note \"1:x\"]\n[Board \"1\"]\n[Note \"2:y\"]\n")}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		inputs = append(inputs, data)
	}
	found := 0
	for _, data := range inputs {
		r := NewReader(bytes.NewReader(data), "f.pbn")
		for {
			b, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			for id, name := range knownList {
				got, want := r.game.byID(id), r.game.byName(name)
				if got != want {
					t.Fatalf("board %s: byID(%q) = %v, byName %v", b.Label, name, got, want)
				}
				if got != nil {
					found++
				}
			}
		}
	}
	if found < 100000 {
		t.Fatalf("only %d tags found by name", found)
	}
}

// TestChunksReadAsWhole reads games with runs of blanks (spaces, tabs,
// vertical tabs, form feeds) between tags, calls and line ends after a
// 64 KiB prefix in chunks of 1-16 bytes, so that a chunk ends inside
// every run and every line end (a doubled "\r\r\n" cut after its first
// or second CR is still one line end, not an empty line that ends the
// game), and checks that each board and diagnostic is what reading the
// input in one piece gives.
func TestChunksReadAsWhole(t *testing.T) {
	pad := strings.Repeat("% padding line of the file header, read as an escape line\n", (64<<10)/58+1)
	var sb strings.Builder
	sb.WriteString(pad)
	for i, blank := range []string{" ", "    ", "\t", " \t  \v\f  ", "\f"} {
		for _, eol := range []string{"\n", "\r\n", "\r", "\r\r\n"} {
			fmt.Fprintf(&sb, "[Board%s\"%d\"]%s%s[Dealer \"E\"]%s%s", blank, i+1, blank, eol, blank, eol)
			sb.WriteString("[Deal \"N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765\"]" + eol)
			fmt.Fprintf(&sb, "[Auction \"E\"]%s%s1C%sPass%s1D =1=%sPass%s%sPass%sPass%s%s%s", blank, eol, blank, blank, blank, blank, eol, blank, blank, blank, eol)
			fmt.Fprintf(&sb, "[Note \"1:x\"]%s[Play \"S\"]%s%sSA  HK%s%s%s", blank, eol, blank, blank, eol, eol)
		}
	}
	data := []byte(sb.String())
	whole, wholeDiags := readEvery(t, bytes.NewReader(data), false)
	if len(whole) != 20 {
		t.Fatalf("%d boards, want 20", len(whole))
	}
	for n := 1; n <= 16; n++ {
		got, diags := readEvery(t, &chunkReader{data: data, n: n}, false)
		if len(got) != len(whole) {
			t.Fatalf("chunks of %d bytes: %d boards, want %d", n, len(got), len(whole))
		}
		for i := range got {
			if !reflect.DeepEqual(got[i], whole[i]) {
				t.Fatalf("chunks of %d bytes: board %d differs from one piece's:\n%+v\n%+v", n, i+1, got[i], whole[i])
			}
		}
		if !reflect.DeepEqual(diags, wholeDiags) {
			t.Fatalf("chunks of %d bytes: the diagnostics differ from one piece's:\n%v\n%v", n, diags, wholeDiags)
		}
	}
	// the same games in UTF-16, whose chunks are transcoded
	data = utf16LE(sb.String())
	whole, wholeDiags = readEvery(t, bytes.NewReader(data), false)
	if len(whole) != 20 {
		t.Fatalf("UTF-16: %d boards, want 20", len(whole))
	}
	for n := 1; n <= 16; n++ {
		got, diags := readEvery(t, &chunkReader{data: data, n: n}, false)
		if !reflect.DeepEqual(got, whole) || !reflect.DeepEqual(diags, wholeDiags) {
			t.Fatalf("UTF-16 in chunks of %d bytes: the boards or diagnostics differ from one piece's", n)
		}
	}
}
