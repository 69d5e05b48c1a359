package pbn

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/internal/racebuild"
	"github.com/mdlint/mdlint/record"
)

// read reads src and fails the test on an I/O error.
func read(t *testing.T, src string) ([]*Board, []record.Diagnostic) {
	t.Helper()
	bs, ds, err := ReadBytes("t.pbn", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return bs, ds
}

// diagsOf returns "line:col severity message" for each diagnostic.
func diagsOf(ds []record.Diagnostic) []string {
	var out []string
	for _, d := range ds {
		out = append(out, strings.TrimPrefix(d.Error(), "t.pbn:"))
	}
	return out
}

func hasDiag(ds []record.Diagnostic, line int, sev record.Severity, substr string) bool {
	for _, d := range ds {
		if d.Pos.Line == line && d.Severity == sev && strings.Contains(d.Message, substr) {
			return true
		}
	}
	return false
}

// apply applies the edits of the boards to src.
func apply(t *testing.T, src []byte, boards ...*Board) []byte {
	t.Helper()
	var edits []record.Edit
	for _, b := range boards {
		edits = append(edits, b.Edits()...)
	}
	var out bytes.Buffer
	if err := record.Apply(&out, bytes.NewReader(src), edits); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

const deal1 = "N:AKQ2.KQ2.AK2.AK2 JT98.JT9.QJT.QJT 7654.876.987.987 3.A543.6543.6543"

func TestBraceCommentBetweenTags(t *testing.T) {
	bs, ds := read(t, "[Board \"1\"]\n{ a comment\n  over two lines }\n[Dealer \"E\"]\n[Vulnerable \"EW\"]\n")
	if len(bs) != 1 || len(ds) != 0 || len(bs[0].Diagnostics) != 0 {
		t.Fatalf("boards %d, diagnostics %v %v", len(bs), diagsOf(ds), bs)
	}
	if b := bs[0]; b.Dealer != bridge.East || b.Vulnerability != bridge.EW || b.Label != "1" {
		t.Errorf("got dealer %s vul %s label %q", b.Dealer, b.Vulnerability, b.Label)
	}
}

func TestUnclosedBraceSwallowsTags(t *testing.T) {
	src := "[Board \"1\"]\n[Dealer \"N\"]\n{Feasability: 4S\n[Vulnerable \"NS\"]\n[Deal \"" + deal1 + "\"]\n\n[Board \"2\"]\n} [Auction \"N\"]\n1NT Pass Pass Pass\n"
	bs, _ := read(t, src)
	if len(bs) != 1 {
		t.Fatalf("%d boards, want 1 (the comment runs over the blank line)", len(bs))
	}
	b := bs[0]
	if !hasDiag(b.Diagnostics, 3, record.Warning, "unclosed '{'") {
		t.Errorf("no warning at the '{' line 3: %v", diagsOf(b.Diagnostics))
	}
	if b.Vulnerability != bridge.None || b.Known[bridge.North] || len(b.Calls) != 4 {
		t.Errorf("swallowed tags were read: vul %s known %v calls %d", b.Vulnerability, b.Known, len(b.Calls))
	}
	// Never closed: the rest of the file is a comment.
	bs, _ = read(t, "[Board \"1\"]\n{ open\n[Dealer \"S\"]\n")
	if len(bs) != 1 || !hasDiag(bs[0].Diagnostics, 2, record.Warning, "rest of the file") || bs[0].Dealer != bridge.North {
		t.Errorf("unclosed to EOF: %v", diagsOf(bs[0].Diagnostics))
	}
}

func TestDeclarerUnknown(t *testing.T) {
	bs, _ := read(t, "[Board \"3\"]\n[Dealer \"S\"]\n[Declarer \"?\"]\n[Contract \"?\"]\n[Result \"?\"]\n")
	b := bs[0]
	if b.Declarer != "?" || b.Contract != "?" || b.Result != "?" || len(b.Diagnostics) != 0 {
		t.Errorf("declarer %q contract %q result %q diags %v", b.Declarer, b.Contract, b.Result, diagsOf(b.Diagnostics))
	}
}

func TestFreeTextAfterLastGame(t *testing.T) {
	src := "[Board \"1\"]\n[Dealer \"N\"]\n\nGenerated 1 hands\nProduced 1 hands\n"
	bs, ds := read(t, src)
	if len(bs) != 1 || bs[0].HasErrors() {
		t.Fatalf("%d boards", len(bs))
	}
	if len(ds) != 1 || ds[0].Severity != record.Warning || ds[0].Pos.Line != 4 || ds[0].Pos.Col != 1 {
		t.Errorf("file diagnostics %v, want one warning at 4:1", diagsOf(ds))
	}
}

func TestDealSuitLettersAndExtraDot(t *testing.T) {
	bs, _ := read(t, "[Dealer \"N\"]\n[Deal \"N:SA7.H864.DQJT73.CAKQ - - -\"]\n\n[Dealer \"N\"]\n[Deal \"N:A7.864.QJ.T73.AKQ - - -\"]\n\n[Board \"3\"]\n")
	if len(bs) != 3 {
		t.Fatalf("%d boards, want 3 (a bad board must not hide the next)", len(bs))
	}
	n := bs[0].Deal[bridge.North]
	if !bs[0].Known[bridge.North] || n.Count() != 13 || n.HCP() != 16 || bs[0].HasErrors() {
		t.Errorf("suit letters: north %s (%d HCP), known %v", n.PBN(), n.HCP(), bs[0].Known)
	}
	if !hasDiag(bs[0].Diagnostics, 2, record.Warning, "suit-letters") {
		t.Errorf("no suit-letter warning: %v", diagsOf(bs[0].Diagnostics))
	}
	if !bs[1].HasErrors() || bs[1].Diagnostics[0].Pos.Line != 5 || bs[1].Diagnostics[0].Pos.Col < 9 {
		t.Errorf("extra '.': %v", diagsOf(bs[1].Diagnostics))
	}
	if bs[2].Label != "3" || bs[2].HasErrors() {
		t.Errorf("board after the bad one: %+v", bs[2].Record())
	}
}

func TestDealFirstSeatNotDealer(t *testing.T) {
	// BBO Helper writes W: whatever the dealer.
	bs, _ := read(t, "[Dealer \"E\"]\n[Deal \"W:"+strings.TrimPrefix(deal1, "N:")+"\"]\n")
	b := bs[0]
	if b.Deal[bridge.West].PBN() != "AKQ2.KQ2.AK2.AK2" || b.Deal[bridge.North].PBN() != "JT98.JT9.QJT.QJT" {
		t.Errorf("west %s north %s", b.Deal[bridge.West].PBN(), b.Deal[bridge.North].PBN())
	}
	if got := DealString(b.Record()); got != "E:7654.876.987.987 3.A543.6543.6543 AKQ2.KQ2.AK2.AK2 JT98.JT9.QJT.QJT" {
		t.Errorf("DealString = %q", got)
	}
}

func TestBracketInsideString(t *testing.T) {
	bs, _ := read(t, "[Event \"Random]\"] [Site \"a \\\"b\\\" \\\\ c\"]\n[Board \"2\"]\n")
	b := bs[0]
	if b.Tag("Event").Value != "Random]" || b.Tag("Site").Value != `a "b" \ c` || b.Label != "2" || len(b.Diagnostics) != 0 {
		t.Errorf("event %q site %q label %q diags %v", b.Tag("Event").Value, b.Tag("Site").Value, b.Label, diagsOf(b.Diagnostics))
	}
}

// christy is a BEN-style board with a note on every call, passes included.
const christy = "[Board \"1\"]\r\n[Dealer \"N\"]\r\n[Vulnerable \"None\"]\r\n[Auction \"N\"]\r\n" +
	"PASS =1= 1C =2= PASS =3= 1D =4=\r\nPASS =1= PASS =5= PASS =1= \r\n" +
	"[Note \"1:  -- ; 11- HCP\"]\r\n[Note \"2: 3+ !C -- 3+!C; 11-21 HCP\"]\r\n[Note \"3:  -- ; 14- HCP\"]\r\n" +
	"[Note \"4: Bidable suit -- 4+!D; 6-29 HCP; Forcing\"]\r\n[Note \"5:  -- 6-!C\"]\r\n[Play \"E\"]\r\n*\r\n"

func TestNotesOnEveryCall(t *testing.T) {
	bs, _ := read(t, christy)
	b := bs[0]
	if len(b.Calls) != 7 || !b.Descriptive {
		t.Fatalf("%d calls, descriptive %v", len(b.Calls), b.Descriptive)
	}
	for i, c := range b.Calls {
		if c.Alert || !c.HasExplanation {
			t.Errorf("call %d %s: alert %v explained %v", i, c.Call, c.Alert, c.HasExplanation)
		}
	}
	if b.Calls[1].Explanation != "3+ !C -- 3+!C; 11-21 HCP" || b.Calls[0].Explanation != " -- ; 11- HCP" {
		t.Errorf("explanations %q %q", b.Calls[0].Explanation, b.Calls[1].Explanation)
	}
	if !hasDiag(b.Diagnostics, 5, record.Warning, `"PASS"`) {
		t.Errorf("PASS not warned: %v", diagsOf(b.Diagnostics))
	}
	// Editing call 3 (1D, note 4 of its own) rewrites note 4 in place.
	if err := b.SetExplanation(3, "4+♦, forcing"); err != nil {
		t.Fatal(err)
	}
	out := string(apply(t, []byte(christy), b))
	if !strings.Contains(out, "[Note \"4: 4+\\D, forcing\"]\r\n") || strings.Count(out, "[Note") != 5 {
		t.Errorf("edited file:\n%s", out)
	}
}

func TestAlertRuleAndGluedForms(t *testing.T) {
	src := "% PBN 2.1\n[Board \"1\"]\n[Dealer \"W\"]\n[Auction \"W\"]\n1C 1S =1= 4H* Pass\n5D=1 X Pass Pass\nPass\n[Note \"1:weak jump\"]\n[Play \"N\"]\nSA =1=\n[Note \"1:top of sequence\"]\n"
	bs, _ := read(t, src)
	b := bs[0]
	if b.Descriptive || len(b.Calls) != 9 {
		t.Fatalf("descriptive %v, %d calls", b.Descriptive, len(b.Calls))
	}
	want := []struct {
		alert bool
		expl  string
	}{{false, ""}, {true, "weak jump"}, {true, ""}, {false, ""}, {true, "weak jump"}, {false, ""}, {false, ""}, {false, ""}, {false, ""}}
	for i, w := range want {
		c := b.Calls[i]
		if c.Alert != w.alert || c.Explanation != w.expl {
			t.Errorf("call %d %s: alert %v %q, want %v %q", i, c.Call, c.Alert, c.Explanation, w.alert, w.expl)
		}
	}
	if n := b.Note(PlaySection, 1); n == nil || n.Text != "top of sequence" {
		t.Errorf("play note 1: %+v", n)
	}
	// The glued "=1" is replaced by a proper reference to a new note.
	if err := b.SetExplanation(4, "to play"); err != nil {
		t.Fatal(err)
	}
	if err := b.SetExplanation(2, "splinter"); err != nil {
		t.Fatal(err)
	}
	out := string(apply(t, []byte(src), b))
	wantOut := "% PBN 2.1\n[Board \"1\"]\n[Dealer \"W\"]\n[Auction \"W\"]\n1C 1S =1= 4H* =3= Pass\n5D =2= X Pass Pass\nPass\n[Note \"1:weak jump\"]\n[Note \"2:to play\"]\n[Note \"3:splinter\"]\n[Play \"N\"]\nSA =1=\n[Note \"1:top of sequence\"]\n"
	if out != wantOut {
		t.Errorf("edited file:\n%s\nwant:\n%s", out, wantOut)
	}
}

func TestUTF16RoundTripAndEdit(t *testing.T) {
	text := "[Event \"Café ♠\"]\r\n[Board \"1\"]\r\n[North \"Renée\"]\r\n[Dealer \"N\"]\r\n[Auction \"N\"]\r\n1C 1D Pass Pass\r\nPass\r\n"
	for _, enc := range []Encoding{UTF16LE, UTF16BE} {
		var data []byte
		if enc == UTF16LE {
			data = append([]byte{0xFF, 0xFE}, encodeString(enc, text)...)
		} else {
			data = append([]byte{0xFE, 0xFF}, encodeString(enc, text)...)
		}
		bs, ds, err := ReadBytes("u.pbn", data)
		if err != nil || len(bs) != 1 || len(ds) != 0 {
			t.Fatalf("%s: %v %d %v", enc, err, len(bs), ds)
		}
		b := bs[0]
		if b.Encoding != enc || b.Tag("Event").Value != "Café ♠" || b.Players[bridge.North] != "Renée" || len(b.Calls) != 5 {
			t.Fatalf("%s: %q %q %d", enc, b.Tag("Event").Value, b.Players[bridge.North], len(b.Calls))
		}
		// Line 6 col 4 is the 1D: (3 characters) * 2 bytes + 1.
		if p := b.Calls[1].Pos; p.Line != 6 || p.Col != 7 {
			t.Errorf("%s: 1D at %d:%d, want 6:7", enc, p.Line, p.Col)
		}
		checkRoundTrip(t, data, bs)
		if err := b.SetExplanation(1, "4+♦ «natural»"); err != nil {
			t.Fatal(err)
		}
		out := apply(t, data, b)
		wantText := strings.Replace(text, "1C 1D Pass", "1C 1D =1= Pass", 1) + "[Note \"1:4+♦ «natural»\"]\r\n"
		if got := decodeSpan(enc, out[2:]); got != wantText {
			t.Errorf("%s: edited text\n%q\nwant\n%q", enc, got, wantText)
		}
		nb, _, _ := ReadBytes("u.pbn", out)
		if c := nb[0].Calls[1]; c.Explanation != "4+♦ «natural»" || !c.Alert {
			t.Errorf("%s: re-read %+v", enc, c)
		}
		if err := nb[0].SetExplanation(1, "4+♦ «natural»"); err != nil || len(nb[0].Edits()) != 0 {
			t.Errorf("%s: second edit %v %v", enc, err, nb[0].Edits())
		}
	}
}

func TestLatin1RoundTripAndEdit(t *testing.T) {
	src := []byte("[Event \"Chorz\xf3w\"]\n[Board \"1\"]\n[Dealer \"S\"]\n[Auction \"S\"]\n1NT Pass 2H Pass\n2S AP\n[Play \"W\"]\n*\n")
	bs, _, _ := ReadBytes("l.pbn", src)
	b := bs[0]
	if b.Encoding != Latin1 || b.Tag("Event").Value != "Chorzów" || len(b.Calls) != 8 {
		t.Fatalf("enc %s event %q calls %d", b.Encoding, b.Tag("Event").Value, len(b.Calls))
	}
	checkRoundTrip(t, src, bs)
	if err := b.SetExplanation(7, "x"); err == nil {
		t.Error("a pass written as AP accepted a note")
	}
	if err := b.SetExplanation(2, "transfer to ♠, über \"weak\" ✓"); err != nil {
		t.Fatal(err)
	}
	out := apply(t, src, b)
	want := "[Event \"Chorz\xf3w\"]\n[Board \"1\"]\n[Dealer \"S\"]\n[Auction \"S\"]\n1NT Pass 2H =1= Pass\n2S AP\n[Note \"1:transfer to \\S, \xfcber \\\"weak\\\" ?\"]\n[Play \"W\"]\n*\n"
	if string(out) != want {
		t.Errorf("edited:\n%q\nwant\n%q", out, want)
	}
	nb, _, _ := ReadBytes("l.pbn", out)
	if c := nb[0].Calls[2]; c.Explanation != "transfer to ♠, über \"weak\" ?" || !c.Alert {
		t.Errorf("re-read %q", c.Explanation)
	}
}

func TestInheritance(t *testing.T) {
	src := "[Event \"##Club night\"]\n[Site \"##Oslo\"]\n\n[Board \"1\"]\n[West \"Ann\"]\n\n[Board \"2\"]\n[West \"#\"]\n[Event \"Day 2\"]\n\n[Board \"3\"]\n[Event \"#\"]\n"
	bs, _ := read(t, src)
	if len(bs) != 3 {
		t.Fatalf("%d boards, want 3 (the ## header is not a board)", len(bs))
	}
	if bs[0].Players[bridge.West] != "Ann" || bs[1].Players[bridge.West] != "Ann" {
		t.Errorf("West # = %q", bs[1].Players[bridge.West])
	}
	if bs[1].Tag("Event").Value != "Day 2" || bs[2].Tag("Event").Value != "Day 2" {
		t.Errorf("Event: %q %q", bs[1].Tag("Event").Value, bs[2].Tag("Event").Value)
	}
}

func TestBinaryFile(t *testing.T) {
	bs, ds, err := ReadBytes("b.pbn", []byte("[Board \"1\"]\n\x00\x01\x02[Dealer \"N\"]"))
	if err != nil || len(bs) != 0 || len(ds) != 1 || ds[0].Severity != record.Error || ds[0].Pos.Line != 2 || ds[0].Pos.Col != 1 {
		t.Errorf("binary: %v %d %v", err, len(bs), diagsOf(ds))
	}
}

func TestLineEndings(t *testing.T) {
	for _, eol := range []string{"\n", "\r\n", "\r"} {
		src := strings.ReplaceAll("[Board \"1\"]\n[Dealer \"N\"]\n[Auction \"N\"]\n1C Pass\n\n[Board \"2\"]\n", "\n", eol)
		bs, _ := read(t, src)
		if len(bs) != 2 || bs[0].Calls[1].Pos.Line != 4 || bs[0].Calls[1].Pos.Col != 4 {
			t.Fatalf("%q: %d boards", eol, len(bs))
		}
		bs[0].SetExplanation(0, "strong")
		want := strings.ReplaceAll("[Board \"1\"]\n[Dealer \"N\"]\n[Auction \"N\"]\n1C =1= Pass\n[Note \"1:strong\"]\n\n[Board \"2\"]\n", "\n", eol)
		if got := string(apply(t, []byte(src), bs[0])); got != want {
			t.Errorf("%q: got %q", eol, got)
		}
	}
	// No line end after the last call.
	src := "[Dealer \"N\"]\n[Auction \"N\"]\n1C Pass"
	bs, _ := read(t, src)
	bs[0].SetExplanation(1, "weak")
	if got := string(apply(t, []byte(src), bs[0])); got != src[:len(src)-4]+"Pass =1=\n[Note \"1:weak\"]" {
		t.Errorf("at EOF: %q", got)
	}
}

func TestNoteIndices(t *testing.T) {
	// 34 rising bids 1C..7S, then Pass =2= Pass Pass: 37 calls.
	var sb strings.Builder
	sb.WriteString("[Dealer \"N\"]\n[Auction \"N\"]\n")
	n := 0
	for r := 0; r < 34; r++ {
		sb.WriteString(bridge.BidOfRank(r).String() + " ")
		n++
	}
	sb.WriteString("Pass =2= Pass Pass\n[Note \"2:existing\"]\n[Play \"E\"]\n*\n")
	src := sb.String()
	bs, _ := read(t, src)
	b := bs[0]
	if len(b.Calls) != n+3 || b.HasErrors() {
		t.Fatalf("%d calls %v", len(b.Calls), diagsOf(b.Diagnostics))
	}
	// Call 0..30 get distinct texts: indices 1, 3..32 (2 is taken).
	for i := 0; i < 31; i++ {
		if err := b.SetExplanation(i, "text "+itoa(i)); err != nil {
			t.Fatalf("call %d: %v", i, err)
		}
	}
	if err := b.SetExplanation(31, "one more"); !errors.Is(err, ErrNoFreeNote) {
		t.Errorf("33rd text: %v, want ErrNoFreeNote", err)
	}
	// The same text reuses its index; the existing note's text too.
	if err := b.SetExplanation(32, "text 5"); err != nil {
		t.Fatal(err)
	}
	if err := b.SetExplanation(31, "existing"); err != nil {
		t.Fatal(err)
	}
	out := string(apply(t, []byte(src), b))
	nb, _ := read(t, out)
	for i := 0; i < 33; i++ {
		want := "text " + itoa(i)
		switch i {
		case 31:
			want = "existing"
		case 32:
			want = "text 5"
		}
		if c := nb[0].Calls[i]; c.Explanation != want || !c.Alert {
			t.Errorf("call %d: %q alert %v, want %q", i, c.Explanation, c.Alert, want)
		}
	}
	if strings.Count(out, "[Note") != 32 || !strings.Contains(out, "1C =1= 1D =3= 1H =4=") {
		t.Errorf("%d notes in\n%s", strings.Count(out, "[Note"), out)
	}
}

func TestLongExplanationTruncated(t *testing.T) {
	src := "% EXPORT\r\n[Dealer \"N\"]\r\n[Auction \"N\"]\r\n1C Pass\r\n[Play \"E\"]\r\n"
	bs, _ := read(t, src)
	long := strings.Repeat("relay \"ask\" ", 40)
	if err := bs[0].SetExplanation(0, long); err != nil {
		t.Fatal(err)
	}
	out := string(apply(t, []byte(src), bs[0]))
	var note string
	for _, l := range strings.Split(out, "\r\n") {
		if strings.HasPrefix(l, "[Note") {
			note = l
		}
	}
	if len(note) > 254 || len(note) < 240 || !strings.HasSuffix(note, "\"]") || strings.HasSuffix(note, "\\\"]") && !strings.HasSuffix(note, "\\\\\"]") {
		t.Errorf("note line of %d bytes: %q", len(note), note)
	}
	nb, _ := read(t, out)
	if !strings.HasPrefix(long, nb[0].Calls[0].Explanation) || nb[0].HasErrors() {
		t.Errorf("re-read %q", nb[0].Calls[0].Explanation)
	}
	if err := nb[0].SetExplanation(0, long); err != nil || len(nb[0].Edits()) != 0 {
		t.Errorf("second set: %v %v", err, nb[0].Edits())
	}
}

func TestAuctionDiagnostics(t *testing.T) {
	cases := []struct {
		auction string
		line    int
		sev     record.Severity
		msg     string
	}{
		{"1C 1D P 1C", 3, record.Error, "insufficient"},
		{"1C X XX X", 3, record.Error, "double not allowed"},
		{"1C Pass Pass Pass 1D", 3, record.Warning, "after the end"}, // as LIN: the auction stands
		{"1N D R Pass", 3, record.Warning, "\"1N\""},
		{"Pass Xass", 3, record.Error, "\"Xass\" is not a call"},
		{"- 1C", 3, record.Error, "dealer's (N) turn"},
	}
	for _, c := range cases {
		bs, _ := read(t, "[Dealer \"N\"]\n[Auction \"N\"]\n"+c.auction+"\n")
		if !hasDiag(bs[0].Diagnostics, c.line, c.sev, c.msg) {
			t.Errorf("%q: %v", c.auction, diagsOf(bs[0].Diagnostics))
		}
	}
	// a game without a [Board] tag is named as lint names it: "board #1"
	// (annotate said "game 1" where lint said "board #1")
	bs, _ := read(t, "[Dealer \"N\"]\n[Auction \"N\"]\nPass Xass\n")
	if len(bs[0].Diagnostics) == 0 || bs[0].Diagnostics[0].Board != "board #1" {
		t.Errorf("board without a [Board] tag named %v", diagsOf(bs[0].Diagnostics))
	}
	// Auction seat West before dealer North: '-' fills West's turn.
	bs, _ = read(t, "[Dealer \"N\"]\n[Auction \"W\"]\n- 1D ^S ^I 1C Pass\n")
	b := bs[0]
	if b.HasErrors() || len(b.Calls) != 3 || b.Calls[0].Seat != bridge.North || b.Calls[1].Seat != bridge.South {
		t.Errorf("placeholder/irregularities: %v %+v", diagsOf(b.Diagnostics), b.Calls)
	}
}

// TestStreaming reads a large generated file through a reader that never
// holds it: memory stays bounded (checked loosely through the number of
// boards seen, the reader having no slice of them).
func TestStreaming(t *testing.T) {
	game := "[Board \"1\"]\n[Dealer \"N\"]\n[Deal \"" + deal1 + "\"]\n[Auction \"N\"]\n1NT Pass 3NT AP\n\n"
	r := NewReader(io.LimitReader(repeatReader(game), int64(len(game))*20000), "big.pbn")
	n := 0
	for {
		b, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if len(b.Calls) != 6 || b.Ordinal != n+1 {
			t.Fatalf("board %d: %d calls", b.Ordinal, len(b.Calls))
		}
		n++
	}
	if n != 20000 {
		t.Errorf("%d boards", n)
	}
}

type repeater struct {
	s string
	i int
}

func repeatReader(s string) io.Reader { return &repeater{s: s} }

func (r *repeater) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) {
		k := copy(p[n:], r.s[r.i:])
		n += k
		r.i = (r.i + k) % len(r.s)
	}
	return n, nil
}

// TestTagOverLines: a tag may span lines (§3.3 import); a Deal error is
// positioned at the offending character on the value's own line.
func TestTagOverLines(t *testing.T) {
	bs, _ := read(t, "[Dealer \"N\"]\n [\n  Deal\n   \"N:A7.864.QJ.T73.AKQ - - -\"\n ]\n")
	b := bs[0]
	if len(b.Tags) != 2 || b.Tags[1].Name != "Deal" || b.Tags[1].Pos.Line != 2 || b.Tags[1].Pos.Col != 2 {
		t.Fatalf("tags %+v", b.Tags)
	}
	d := b.Diagnostics
	// The value starts at 4:5 ('"' at col 4); the bad North hand starts at
	// byte 2 of the value, col 7.
	if len(d) != 1 || d[0].Severity != record.Error || d[0].Pos.Line != 4 || d[0].Pos.Col != 7 {
		t.Errorf("diagnostics %v", diagsOf(d))
	}
}

// TestGameStateNotCarried: the reader reuses one game's state for the
// next game, so a note said once per game (a non-standard call, a
// repeated tag) is said again on every game, and every tag value stays
// what its own game wrote after many games have been read (values share
// the reader's text chunks; long values get their own).
func TestGameStateNotCarried(t *testing.T) {
	var src strings.Builder
	long := strings.Repeat("Anna Berg ", 150) // 1,500 bytes: more than a quarter chunk
	for i := 1; i <= 300; i++ {
		west := fmt.Sprintf("West %d", i)
		if i%50 == 0 {
			west = long + west
		}
		fmt.Fprintf(&src, "[Board \"%d\"]\n[West \"%s\"]\n[Event \"e\"]\n[Event \"again\"]\n[Dealer \"N\"]\n[Deal \"%s\"]\n[Auction \"N\"]\n1N Pass 3N AP\n\n", i, west, deal1)
	}
	bs, _ := read(t, src.String())
	if len(bs) != 300 {
		t.Fatalf("%d boards, want 300", len(bs))
	}
	for i, b := range bs {
		n := i + 1
		west := fmt.Sprintf("West %d", n)
		if n%50 == 0 {
			west = long + west
		}
		if b.Label != strconv.Itoa(n) || b.Players[bridge.West] != west || b.Event != "e" {
			t.Fatalf("board %d: label %q, West %q, Event %q", n, b.Label, b.Players[bridge.West], b.Event)
		}
		line := 9*i + 4
		if !hasDiag(b.Diagnostics, line, record.Warning, "repeated tag [Event] ignored") ||
			!hasDiag(b.Diagnostics, line+4, record.Warning, `non-standard call "1N" read as 1NT`) {
			t.Fatalf("board %d: diagnostics %q", n, diagsOf(b.Diagnostics))
		}
	}
}

// TestReaderAllocsPerBoard: reading a game of the usual size allocates a
// handful of objects (the board, its tag list, its calls, shares of the
// tag and text chunks), not one per tag value. A guard against the per
// value allocations coming back; it counts allocations, it does not time.
func TestReaderAllocsPerBoard(t *testing.T) {
	game := "[Event \"Club evening\"]\n[Site \"Uppsala\"]\n[Date \"2026.11.28\"]\n[Board \"1\"]\n[West \"Anna Berg\"]\n[North \"Carl Dahl\"]\n[East \"Eva Fors\"]\n[South \"Gun Hed\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"" + deal1 + "\"]\n[Scoring \"MP\"]\n[Declarer \"N\"]\n[Contract \"3NT\"]\n[Result \"9\"]\n[Auction \"N\"]\n1NT Pass 3NT Pass\nPass Pass\n\n"
	const boards = 1000
	data := []byte(strings.Repeat(game, boards))
	racebuild.SkipAllocBound(t)
	allocs := testing.AllocsPerRun(3, func() {
		r := NewReader(bytes.NewReader(data), "t.pbn")
		n := 0
		for {
			_, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			n++
		}
		if n != boards {
			t.Fatalf("%d boards, want %d", n, boards)
		}
	})
	t.Logf("%.2f allocations per board", allocs/boards)
	if per := allocs / boards; per > 8 {
		t.Errorf("%.1f allocations per board of 16 tags, want at most 8", per)
	}
}

// TestReaderReleasedBoards: a reader whose caller releases each board
// once done (lint) reads every game of the corpus as a reader whose
// caller keeps them: the same records, tags, notes and calls, however
// the released boards' arrays are reused; and it allocates less.
func TestReaderReleasedBoards(t *testing.T) {
	dir := corpusDir(t)
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	boards, tags := 0, 0
	for _, e := range entries {
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		kept := NewReader(bytes.NewReader(data), e.Name())
		released := NewReader(bytes.NewReader(data), e.Name())
		var held []*Board // released three boards late, as a window of boards in flight does
		for {
			want, werr := kept.Next()
			got, gerr := released.Next()
			if werr != gerr {
				t.Fatalf("%s: Next error %v, want %v", e.Name(), gerr, werr)
			}
			if werr != nil {
				break
			}
			if !reflect.DeepEqual(got.Board, want.Board) || !reflect.DeepEqual(got.Tags, want.Tags) ||
				!reflect.DeepEqual(got.Notes, want.Notes) || !reflect.DeepEqual(got.calls, want.calls) ||
				got.Encoding != want.Encoding || got.Export != want.Export || got.insertAt != want.insertAt {
				t.Fatalf("%s board %d: read with released boards\n%+v\nwant\n%+v", e.Name(), want.Ordinal, got, want)
			}
			boards++
			tags += len(want.Tags)
			held = append(held, got)
			if len(held) > 3 {
				released.Release(held[0])
				held = held[1:]
			}
		}
		if !reflect.DeepEqual(released.Diagnostics(), kept.Diagnostics()) {
			t.Fatalf("%s: file diagnostics %v, want %v", e.Name(), released.Diagnostics(), kept.Diagnostics())
		}
	}
	if boards < 1000 || tags < 10*boards {
		t.Fatalf("only %d boards, %d tags", boards, tags)
	}
	// the 16-tag board of TestReaderAllocsPerBoard, released at once
	game := "[Event \"Club evening\"]\n[Site \"Uppsala\"]\n[Date \"2026.11.28\"]\n[Board \"1\"]\n[West \"Anna Berg\"]\n[North \"Carl Dahl\"]\n[East \"Eva Fors\"]\n[South \"Gun Hed\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"" + deal1 + "\"]\n[Scoring \"MP\"]\n[Declarer \"N\"]\n[Contract \"3NT\"]\n[Result \"9\"]\n[Auction \"N\"]\n1NT Pass 3NT Pass\nPass Pass\n\n"
	const n = 1000
	data := []byte(strings.Repeat(game, n))
	racebuild.SkipAllocBound(t)
	allocs := testing.AllocsPerRun(3, func() {
		r := NewReader(bytes.NewReader(data), "t.pbn")
		for {
			b, err := r.Next()
			if err != nil {
				break
			}
			r.Release(b)
		}
	})
	t.Logf("%d boards, %d tags; %.2f allocations per released board", boards, tags, allocs/n)
	if per := allocs / n; per > 3 {
		t.Errorf("%.1f allocations per released board of 16 tags, want at most 3", per)
	}
}
