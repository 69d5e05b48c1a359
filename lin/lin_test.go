package lin

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/record"
)

func read(t *testing.T, src string) ([]*Board, []record.Diagnostic) {
	t.Helper()
	boards, diags, err := ReadBytes("test.lin", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return boards, diags
}

// allDiags returns the file's and the boards' diagnostics.
func allDiags(boards []*Board, diags []record.Diagnostic) []record.Diagnostic {
	out := append([]record.Diagnostic(nil), diags...)
	for _, b := range boards {
		out = append(out, b.Record().Diagnostics...)
	}
	return out
}

// findDiag returns the first diagnostic of severity sev whose message
// contains sub.
func findDiag(ds []record.Diagnostic, sev record.Severity, sub string) (record.Diagnostic, bool) {
	for _, d := range ds {
		if d.Severity == sev && strings.Contains(d.Message, sub) {
			return d, true
		}
	}
	return record.Diagnostic{}, false
}

func mustDiag(t *testing.T, ds []record.Diagnostic, sev record.Severity, sub string) record.Diagnostic {
	t.Helper()
	d, ok := findDiag(ds, sev, sub)
	if !ok {
		t.Fatalf("no %s diagnostic containing %q in %v", sev, sub, ds)
	}
	return d
}

func noErrors(t *testing.T, boards []*Board, diags []record.Diagnostic) {
	t.Helper()
	if e := errorsOf(boards, diags); len(e) > 0 {
		t.Fatalf("unexpected errors:\n%s", strings.Join(e, "\n"))
	}
}

func callsString(b *Board) string {
	var s []string
	for _, c := range b.Record().Calls {
		t := c.Seat.String() + ":" + c.Call.Short()
		if c.Alert {
			t += "!"
		}
		if c.HasExplanation {
			t += "(" + c.Explanation + ")"
		}
		s = append(s, t)
	}
	return strings.Join(s, " ")
}

// A real BBO hand record (corpus 3399600265, shortened play): dealer digit
// 4 = East, three hands and a trailing comma.
const east = "pn|Sam,Wes,Nat,Eve|st||md|4S57KAH356KD28QC2J,S248JH27JQD9TC456,S39QH8TAD57JKC37K,|rh||ah|Board 2|sv|n|" +
	"mb|p|mb|1C|mb|p|mb|1S!|mb|p|mb|1N|mb|p|mb|3N|mb|p|mb|p|mb|p|pg||pc|HQ|pc|H8|pc|H9|pc|HK|pg||"

func TestDealerDigit4(t *testing.T) {
	boards, diags := read(t, east)
	noErrors(t, boards, diags)
	if len(boards) != 1 {
		t.Fatalf("%d boards", len(boards))
	}
	r := boards[0].Record()
	if r.Dealer != bridge.East || r.Vulnerability != bridge.NS || r.Label != "Board 2" {
		t.Errorf("dealer %s vul %s label %q; want E NS Board 2", r.Dealer, r.Vulnerability, r.Label)
	}
	if got := callsString(boards[0]); got != "E:P S:1C W:P N:1S! E:P S:1N W:P N:3N E:P S:P W:P" {
		t.Errorf("calls %s", got)
	}
	// Hands are S, W, N, E in md whatever the dealer.
	if r.Players != [4]string{bridge.North: "Nat", bridge.East: "Eve", bridge.South: "Sam", bridge.West: "Wes"} {
		t.Errorf("players %q", r.Players)
	}
	if got := r.Deal[bridge.South].PBN(); got != "AK75.K653.Q82.J2" {
		t.Errorf("South %s", got)
	}
	if got := r.Deal[bridge.North].PBN(); got != "Q93.AT8.KJ75.K73" {
		t.Errorf("North %s", got)
	}
	// East is the 13 remaining cards.
	if !r.Known[bridge.East] || r.Deal[bridge.East].Count() != 13 || r.Deal[bridge.East].PBN() != "T6.94.A643.AQT98" {
		t.Errorf("East %v %s", r.Known[bridge.East], r.Deal[bridge.East].PBN())
	}
	if r.Contract != "3NT" || r.Declarer != "S" || r.Result != "" {
		t.Errorf("contract %q by %q result %q", r.Contract, r.Declarer, r.Result)
	}
	// The call's position is the "mb" of its pair.
	c := r.Calls[3]
	if east[c.Pos.Offset:c.Pos.Offset+7] != "mb|1S!|" || c.Pos.Line != 1 || c.Pos.Col != int(c.Pos.Offset)+1 {
		t.Errorf("call 4 at %+v: %q", c.Pos, east[c.Pos.Offset:])
	}
}

func TestThreeHandsNoTrailingComma(t *testing.T) {
	src := strings.Replace(east, "S39QH8TAD57JKC37K,|", "S39QH8TAD57JKC37K|", 1)
	boards, diags := read(t, src)
	noErrors(t, boards, diags)
	r := boards[0].Record()
	if r.Known != [4]bool{true, true, true, true} || r.Deal[bridge.East].PBN() != "T6.94.A643.AQT98" {
		t.Errorf("known %v East %s", r.Known, r.Deal[bridge.East].PBN())
	}
}

func TestAnBeforeAnyMb(t *testing.T) {
	src := "pn|a,b,c,d|st||md|1S48H5679D268TC69J,S3JQKH2AD7AC358QA,S79THQD49JQKC47TK,|rh||ah|Board 11|sv|o|an|stray|mb|1C|an|strong|mb|p|"
	boards, diags := read(t, src)
	noErrors(t, boards, diags)
	d := mustDiag(t, allDiags(boards, diags), record.Warning, "an before any mb")
	if d.Pos.Offset != int64(strings.Index(src, "an|stray")) || d.Board != "Board 11" {
		t.Errorf("diagnostic at %+v board %q", d.Pos, d.Board)
	}
	if got := callsString(boards[0]); got != "S:1C(strong) W:P" {
		t.Errorf("calls %s", got)
	}
	if out := roundTrip(t, []byte(src), nil); string(out) != src {
		t.Error("round trip changed the record")
	}
}

func TestAlertedPass(t *testing.T) {
	boards, diags := read(t, "md|3S7QAH2JQD58JQKC34,S29JH34D79TC269JA,S34TH8AD2346AC8TQ,|sv|e|mb|p|mb|p|mb|1N|mb|p|mb|3N|mb|p|mb|p!|mb|p|pg||")
	noErrors(t, boards, diags)
	got := callsString(boards[0])
	if got != "N:P E:P S:1N W:P N:3N E:P S:P! W:P" {
		t.Errorf("calls %s", got)
	}
	r := boards[0].Record()
	if r.Contract != "3NT" || r.Declarer != "S" {
		t.Errorf("contract %s by %s", r.Contract, r.Declarer)
	}
	if !r.Calls[6].Alert || r.Calls[6].HasExplanation {
		t.Error("p! must be alerted without explanation")
	}
}

// A vugraph segment with CRLF after each pg||, a board split over lines.
const vugraph = "vg|Test Teams,Segment 1,I,1,2,Home,0,Away,3|\r\n" +
	"rs|3NS=,4HE-1,,|\r\n" +
	"pn|Ann,Bob,Cy,Di,Ed,Flo,Gus,Hal|pg||\r\n" +
	"qx|o1|st||md|3SKQT7HT92DA654CK6,S4HAQ765DK9CAQJ32,S653HKJ43DJ32C987,SAJ982H8DQT87CT54|sv|o|mb|1N|mb|p|nt|op: hello|pg||\r\n" +
	"mb|3N|mb|p|mb|p|mb|p|pc|sK|pg||\r\n" +
	"mc|9|pg||\r\n" +
	"qx|c1|st||md|3SKQT7HT92DA654CK6,S4HAQ765DK9CAQJ32,S653HKJ43DJ32C987,SAJ982H8DQT87CT54|sv|o|pg||\r\n"

func TestVugraphCRLF(t *testing.T) {
	boards, diags := read(t, vugraph)
	noErrors(t, boards, diags)
	if len(boards) != 2 {
		t.Fatalf("%d boards", len(boards))
	}
	o, c := boards[0].Record(), boards[1].Record()
	if o.Label != "o1" || o.Room != "Open" || c.Label != "c1" || c.Room != "Closed" {
		t.Errorf("labels %q %q rooms %q %q", o.Label, c.Label, o.Room, c.Room)
	}
	if o.Players != [4]string{bridge.South: "Ann", bridge.West: "Bob", bridge.North: "Cy", bridge.East: "Di"} {
		t.Errorf("open players %q", o.Players)
	}
	if c.Players != [4]string{bridge.South: "Ed", bridge.West: "Flo", bridge.North: "Gus", bridge.East: "Hal"} {
		t.Errorf("closed players %q", c.Players)
	}
	if got := callsString(boards[0]); got != "N:1N E:P S:3N W:P N:P E:P" {
		t.Errorf("calls %s", got)
	}
	// The call after the line break is on line 5, column 1.
	if p := o.Calls[2].Pos; p.Line != 5 || p.Col != 1 || vugraph[p.Offset:p.Offset+5] != "mb|3N" {
		t.Errorf("3N at %+v", p)
	}
	if o.Contract != "3NT" || o.Declarer != "N" || o.Result != "9" {
		t.Errorf("open %s by %s, %s tricks", o.Contract, o.Declarer, o.Result)
	}
	// No auction in the closed room: contract and result from rs.
	if c.Contract != "4H" || c.Declarer != "E" || c.Result != "9" || len(c.Calls) != 0 {
		t.Errorf("closed %s by %s, %s tricks, %d calls", c.Contract, c.Declarer, c.Result, len(c.Calls))
	}
	if out := roundTrip(t, []byte(vugraph), nil); string(out) != vugraph {
		t.Error("round trip changed the file")
	}
}

func TestMissingFinalPipe(t *testing.T) {
	src := "pn|a,b,c,d|st||md|3S49KH6D356KC245TQ,S268QAH29JQD4JC3J,STJH34578DQAC789K,|rh||ah|Board 1|sv|o|mb|p|mb|p|mb|p|mb|p"
	boards, diags := read(t, src)
	noErrors(t, boards, diags)
	r := boards[0].Record()
	if len(r.Calls) != 4 || r.Contract != "Pass" || r.Declarer != "" {
		t.Fatalf("calls %d contract %q", len(r.Calls), r.Contract)
	}
	d := mustDiag(t, r.Diagnostics, record.Warning, "final '|'")
	if d.Pos.Offset != int64(len(src)-1) {
		t.Errorf("diagnostic at %+v", d.Pos)
	}
	// An explanation on the last call closes the mb first.
	if err := boards[0].SetExplanation(3, "4th seat pass"); err != nil {
		t.Fatal(err)
	}
	out := roundTrip(t, []byte(src), boards[0].Edits())
	if want := src + "!|an|4th seat pass|"; string(out) != want {
		t.Errorf("got  %q\nwant %q", out, want)
	}
	again, _ := read(t, string(out))
	if got := callsString(again[0]); got != "N:P E:P S:P W:P!(4th seat pass)" {
		t.Errorf("after edit %s", got)
	}
}

func TestMissingPipeAtLineEnd(t *testing.T) {
	// One board per line, the first line's final '|' missing: "mc|10\n".
	src := strings.Replace(east, "pg||pc|HQ|pc|H8|pc|H9|pc|HK|pg||", "mc|10", 1) + "\n" + east + "\n"
	boards, diags := read(t, src)
	noErrors(t, boards, diags)
	if len(boards) != 2 {
		t.Fatalf("%d boards", len(boards))
	}
	if r := boards[0].Record(); r.Result != "10" || len(r.Calls) != 11 {
		t.Errorf("first board: result %q, %d calls", r.Result, len(r.Calls))
	}
	mustDiag(t, boards[0].Record().Diagnostics, record.Warning, "without its closing '|'")
	if r := boards[1].Record(); len(r.Calls) != 11 || r.Players[bridge.South] != "Sam" {
		t.Errorf("second board: %d calls, players %q", len(r.Calls), r.Players)
	}
}

func TestBoardLabelRev(t *testing.T) {
	src := "pn|a,b,c,d|st||md|1S29H4D279QKAC457T,S8QH26TD3458TC29A,S456TJKH78QADJC3Q,|rh||ah|Board 3 (rev)|mb|1S|mb|p|"
	boards, diags := read(t, src)
	noErrors(t, boards, diags)
	r := boards[0].Record()
	if r.Label != "Board 3 (rev)" {
		t.Errorf("label %q", r.Label)
	}
	// No sv: board 3's vulnerability (E-W) with a warning.
	if r.Vulnerability != bridge.EW {
		t.Errorf("vulnerability %s, want EW for board 3", r.Vulnerability)
	}
	d := mustDiag(t, r.Diagnostics, record.Warning, "no sv")
	if d.Board != "Board 3 (rev)" {
		t.Errorf("diagnostic board %q", d.Board)
	}
}

func TestHeaderOnly(t *testing.T) {
	src := "vg|Event,Segment 1,I,1,8,A,0,B,0|\r\nrs|,,,|\r\npn|a,b,c,d,e,f,g,h|pg||\r\n"
	boards, diags := read(t, src)
	if len(boards) != 0 {
		t.Fatalf("%d boards", len(boards))
	}
	mustDiag(t, diags, record.Error, "no boards")
}

func TestEmptyInput(t *testing.T) {
	boards, diags := read(t, "")
	if len(boards) != 0 {
		t.Fatal("boards from nothing")
	}
	mustDiag(t, diags, record.Error, "no boards")
}

const hvURL = "https://www.bridgebase.com/tools/handviewer.html?lin=pn|Ann,Bob,Cy,Di|st||md|3S2TKH248TQD7C259T%2CS456H56JKD45TC7QA%2CS389QAH379AD29KC3%2C|rh||ah|Board%201|sv|o|mb|1S|mb|2N%21|an|both%20minors|mb|p|mb|3C|mb|p|mb|p|mb|p|pg||&bbo=y\n"

func TestHandviewerURL(t *testing.T) {
	boards, diags := read(t, hvURL)
	noErrors(t, boards, diags)
	if len(boards) != 1 {
		t.Fatalf("%d boards", len(boards))
	}
	r := boards[0].Record()
	if r.Label != "Board 1" || r.Dealer != bridge.North || r.Players[bridge.East] != "Di" {
		t.Errorf("label %q dealer %s players %q", r.Label, r.Dealer, r.Players)
	}
	if got := callsString(boards[0]); got != "N:1S E:2N!(both minors) S:P W:3C N:P E:P S:P" {
		t.Errorf("calls %s", got)
	}
	if r.Known[bridge.East] != true || r.Contract != "3C" || r.Declarer != "W" {
		t.Errorf("known %v contract %s by %s", r.Known, r.Contract, r.Declarer)
	}
	// Offsets are into the encoded URL.
	if p := r.Calls[1].Pos; hvURL[p.Offset:p.Offset+8] != "mb|2N%21" || p.Col != int(p.Offset)+1 {
		t.Errorf("2N at %+v: %q", p, hvURL[p.Offset:])
	}
	// Edits are percent-encoded the way the link is (literal '|').
	if err := boards[0].SetExplanation(0, "5+ ♠, 11-15"); err != nil {
		t.Fatal(err)
	}
	if err := boards[0].SetExplanation(1, "5-5 ♣ & ♦"); err != nil {
		t.Fatal(err)
	}
	out := string(roundTrip(t, []byte(hvURL), boards[0].Edits()))
	if !strings.Contains(out, "mb|1S%21|an|5%2B%20%21S%2C%2011-15|mb|2N%21|an|5-5%20%21C%20%26%20%21D|mb|p|") {
		t.Errorf("edited URL: %s", out)
	}
	again, _ := read(t, out)
	if got := callsString(again[0]); got != "N:1S!(5+ ♠, 11-15) E:2N!(5-5 ♣ & ♦) S:P W:3C N:P E:P S:P" {
		t.Errorf("after edit %s", got)
	}
}

func TestHTMLPage(t *testing.T) {
	page := "<!DOCTYPE html>\n<html><body>\n<p>Board 7</p>\n" +
		`<a href="https://www.bridgebase.com/tools/handviewer.html?bbo=y&amp;lin=pn|Ann,Bob,Cy,Di|st||md|1S35QH468TKD9JAC37%2CSH27QD3468TC9TJQA%2CS289TJAH39AD5KC46%2C%7Crh%7C%7Cah%7CBoard%207%7Csv%7Cb%7Cmb%7Cp%7Cmb%7Cp%7Cmb%7C1S%7Cmb%7Cp%7Cmb%7C1N%21%7Can%7Cforcing%7Cmb%7Cp%7Cmb%7Cp%7Cmb%7Cp%7Cpg%7C%7C">Board 7</a>` +
		"\n<p>no link here: color=red</p>\n</body></html>\n"
	boards, diags := read(t, page)
	noErrors(t, boards, diags)
	if len(boards) != 1 {
		t.Fatalf("%d boards, diags %v", len(boards), allDiags(boards, diags))
	}
	r := boards[0].Record()
	if r.Label != "Board 7" || r.Vulnerability != bridge.Both || r.Dealer != bridge.South {
		t.Errorf("label %q vul %s dealer %s", r.Label, r.Vulnerability, r.Dealer)
	}
	if got := callsString(boards[0]); got != "S:P W:P N:1S E:P S:1N!(forcing) W:P N:P E:P" {
		t.Errorf("calls %s", got)
	}
	if r.Pos.Line != 4 {
		t.Errorf("board at line %d, want 4", r.Pos.Line)
	}
	if err := boards[0].SetExplanation(2, "Major 5+"); err != nil {
		t.Fatal(err)
	}
	if err := boards[0].SetExplanation(4, "semi-forcing"); err != nil {
		t.Fatal(err)
	}
	out := string(roundTrip(t, []byte(page), boards[0].Edits()))
	if !strings.Contains(out, "mb%7C1S%21%7Can%7CMajor%205%2B%7Cmb%7Cp%7Cmb%7C1N%21%7Can%7Csemi-forcing%7Cmb") {
		t.Errorf("edited page: %s", out)
	}
	again, _ := read(t, out)
	if got := callsString(again[0]); got != "S:P W:P N:1S!(Major 5+) E:P S:1N!(semi-forcing) W:P N:P E:P" {
		t.Errorf("after edit %s", got)
	}
}

func TestBadDealsDoNotHideGoodBoards(t *testing.T) {
	// Board 1: the North hand has 14 cards (S A given twice over: SA in
	// South's hand and North has 14). Board 2: a duplicated card. Board 3
	// is good.
	src := "pn|a,b,c,d|st||md|1S48H5679D268TC69J,S3JQKH2AD7AC358QA,S79THQD49JQKC47TK2,|rh||ah|Board 1|sv|o|mb|p|\n" +
		"pn|a,b,c,d|st||md|1S48H5679D268TC69J,S3JQKH2AD7AC358QA,S79THQD49JQKC47TQ,|rh||ah|Board 2|sv|o|mb|p|\n" +
		east + "\n"
	boards, diags := read(t, src)
	if len(boards) != 3 {
		t.Fatalf("%d boards", len(boards))
	}
	d := mustDiag(t, boards[0].Record().Diagnostics, record.Error, "more than 13 cards")
	if d.Pos.Line != 1 || d.Board != "Board 1" {
		t.Errorf("14 cards at %+v board %q", d.Pos, d.Board)
	}
	d = mustDiag(t, boards[1].Record().Diagnostics, record.Error, "in both")
	// The repeated ♦Q is at the end of the North hand on line 2.
	line2 := strings.Index(src, "\n") + 1
	if d.Pos.Line != 2 || int(d.Pos.Offset) != line2+strings.Index(src[line2:], "TQ,|")+1 {
		t.Errorf("duplicate at %+v", d.Pos)
	}
	if !strings.HasPrefix(d.Error(), "test.lin:2:") {
		t.Errorf("diagnostic text %q", d.Error())
	}
	if boards[0].Record().Known != [4]bool{} || !boards[0].Record().HasErrors() {
		t.Error("a bad deal must leave the hands unknown and the board in error")
	}
	r := boards[2].Record()
	if r.HasErrors() || len(r.Calls) != 11 || r.Label != "Board 2" {
		t.Errorf("good board after bad ones: errors %v calls %d", r.Diagnostics, len(r.Calls))
	}
	_ = diags
}

func TestBinaryAndUTF16(t *testing.T) {
	boards, diags := read(t, "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
	if len(boards) != 0 {
		t.Fatal("boards from a binary file")
	}
	mustDiag(t, diags, record.Error, "binary file")
	boards, diags = read(t, "\xff\xfep\x00n\x00|\x00")
	if len(boards) != 0 {
		t.Fatal("boards from UTF-16")
	}
	mustDiag(t, diags, record.Error, "UTF-16")
}

func TestQuirks(t *testing.T) {
	src := "\xef\xbb\xbf% LIN File created by a converter\r\n" +
		"pn|a,b,c,d|st\nmd|1S48H5679D268TC69J,S3JQKH2AD7AC358QA,S79THQD49JQKC47TK,|rh||ah|Board 11|SV|O|" +
		"mb|P|mb|1c|mb|-|mb|1nt!|mb|p|mb|2n|mb|1nppp|pg\npc|sA|"
	boards, diags := read(t, src)
	noErrors(t, boards, diags)
	if len(boards) != 1 {
		t.Fatalf("%d boards", len(boards))
	}
	b := boards[0]
	if got := callsString(b); got != "S:P W:1C N:P E:1N! S:P W:2N N:1N E:P S:P W:P" {
		t.Errorf("calls %s", got)
	}
	ds := b.Record().Diagnostics
	mustDiag(t, ds, record.Warning, "instead of \"||\"")
	mustDiag(t, ds, record.Warning, "upper case")
	mustDiag(t, ds, record.Warning, "'-' read as pass")
	mustDiag(t, ds, record.Warning, "4 calls in one value")
	if err := b.SetExplanation(7, "x"); err == nil || !strings.Contains(err.Error(), "shares one mb") {
		t.Errorf("packed call edit: %v", err)
	}
	if b.Record().Pos.Line != 2 {
		t.Errorf("board starts on line %d, want 2 (after the comment)", b.Record().Pos.Line)
	}
}

func TestCP1252(t *testing.T) {
	src := "pn|J\xf6rg,Ren\xe9,Ann,Bo|st||md|1S48H5679D268TC69J,S3JQKH2AD7AC358QA,S79THQD49JQKC47TK,|rh||ah|Board 11|sv|o|mb|1C|an|16+ \x96 strong|mb|p|"
	boards, diags := read(t, src)
	noErrors(t, boards, diags)
	r := boards[0].Record()
	if r.Players[bridge.South] != "Jörg" || r.Players[bridge.West] != "René" || r.Calls[0].Explanation != "16+ – strong" {
		t.Errorf("players %q explanation %q", r.Players, r.Calls[0].Explanation)
	}
	if err := boards[0].SetExplanation(1, "≥ 5 ♥, é"); err != nil {
		t.Fatal(err)
	}
	out := roundTrip(t, []byte(src), boards[0].Edits())
	if !bytes.HasSuffix(out, []byte("mb|p!|an|>= 5 !H, \xe9|")) {
		t.Errorf("CP1252 edit: %q", out)
	}
	if err := boards[0].SetExplanation(1, "中"); err == nil {
		t.Error("a character CP1252 lacks must be refused")
	}
}

func TestSetExplanation(t *testing.T) {
	// corpus 3381671193: 2N! with an, 1S without.
	src := "pn|a,b,c,d|st||md|3S2TKH248TQD7C259T,S456H56JKD45TC7QA,S389QAH379AD29KC3,|rh||ah|Board 1|sv|o|mb|1S|mb|2N!|an|gesthem|mb|p|mb|3C|mb|p|mb|p|mb|p|pg||"
	boards, _ := read(t, src)
	b := boards[0]
	if err := b.SetExplanation(1, "gesthem"); err != nil {
		t.Fatal(err)
	}
	if len(b.Edits()) != 0 {
		t.Errorf("setting the explanation a call has gave edits %v", b.Edits())
	}
	if err := b.SetExplanation(7, "x"); err == nil {
		t.Error("index 7 of 7 calls accepted")
	}
	if err := b.SetExplanation(-1, "x"); err == nil {
		t.Error("index -1 accepted")
	}
	if err := b.SetExplanation(0, "5+ ♠ | 11-15"); err != nil {
		t.Fatal(err)
	}
	if err := b.SetExplanation(1, "minors"); err != nil {
		t.Fatal(err)
	}
	edits := b.Edits()
	want := []record.Edit{
		{Start: int64(strings.Index(src, "1S|") + 2), End: int64(strings.Index(src, "1S|") + 2), Text: []byte("!")},
		{Start: int64(strings.Index(src, "|mb|2N") + 1), End: int64(strings.Index(src, "|mb|2N") + 1), Text: []byte("an|5+ !S / 11-15|")},
		{Start: int64(strings.Index(src, "gesthem")), End: int64(strings.Index(src, "gesthem") + 7), Text: []byte("minors")},
	}
	if !reflect.DeepEqual(edits, want) {
		t.Errorf("edits\n%+v\nwant\n%+v", edits, want)
	}
	// The same again changes nothing.
	if err := b.SetExplanation(1, "minors"); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(b.Edits(), want) {
		t.Error("setting the same explanation twice changed the edits")
	}
	if c := b.Record().Calls[0]; !c.Alert || c.Explanation != "5+ ♠ / 11-15" {
		t.Errorf("record after SetExplanation: %+v", c)
	}
	out := roundTrip(t, []byte(src), edits)
	wantOut := strings.Replace(strings.Replace(src, "mb|1S|", "mb|1S!|an|5+ !S / 11-15|", 1), "gesthem", "minors", 1)
	if string(out) != wantOut {
		t.Errorf("got  %s\nwant %s", out, wantOut)
	}
	// Re-read: the same explanations produce no edit.
	again, _ := read(t, string(out))
	if err := again[0].SetExplanation(0, "5+ ♠ | 11-15"); err != nil {
		t.Fatal(err)
	}
	if err := again[0].SetExplanation(1, "minors"); err != nil {
		t.Fatal(err)
	}
	if e := again[0].Edits(); len(e) != 0 {
		t.Errorf("second annotation gave edits %v", e)
	}
	// Setting back the original removes the pending edit.
	if err := b.SetExplanation(1, "gesthem"); err != nil {
		t.Fatal(err)
	}
	if len(b.Edits()) != 2 {
		t.Errorf("edits after restoring call 2: %d", len(b.Edits()))
	}
}

// TestCorpusEdits sets an explanation on calls of every corpus file,
// applies, re-reads and compares field by field; outside the edits the
// bytes are unchanged, and annotating the result again gives no edits.
func TestCorpusEdits(t *testing.T) {
	for _, f := range corpusFiles(t) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		orig, _, _ := ReadBytes(f, data)
		for bi, b := range orig {
			n := len(b.Record().Calls)
			for ci := 0; ci < n; ci += 1 + n/4 {
				editCheck(t, filepath.Base(f), data, bi, ci, "T♥st: 3+ ♣")
			}
			if bi > 6 {
				break
			}
		}
	}
}

func editCheck(t *testing.T, name string, data []byte, bi, ci int, text string) {
	t.Helper()
	boards, _, _ := ReadBytes(name, data)
	b := boards[bi]
	if err := b.SetExplanation(ci, text); err != nil {
		t.Fatalf("%s board %d call %d: %v", name, bi+1, ci, err)
	}
	edits := b.Edits()
	out := roundTrip(t, data, edits)
	// Outside the edits the bytes are the original ones.
	pos, shift := int64(0), int64(0)
	for _, e := range edits {
		if !bytes.Equal(out[pos+shift:e.Start+shift], data[pos:e.Start]) {
			t.Fatalf("%s: bytes before offset %d changed", name, e.Start)
		}
		shift += int64(len(e.Text)) - (e.End - e.Start)
		pos = e.End
	}
	if !bytes.Equal(out[pos+shift:], data[pos:]) {
		t.Fatalf("%s: bytes after the last edit changed", name)
	}
	again, _, _ := ReadBytes(name, out)
	if len(again) != len(boards) {
		t.Fatalf("%s: %d boards after edit, %d before", name, len(again), len(boards))
	}
	before, _, _ := ReadBytes(name, data)
	for i := range before {
		x, y := *before[i].Record(), *again[i].Record()
		if i == bi {
			c := y.Calls[ci]
			if !c.Alert || !c.HasExplanation || c.Explanation != text {
				t.Errorf("%s board %d call %d after edit: %+v", name, bi+1, ci, c)
			}
			x.Calls = append([]record.Call(nil), x.Calls...)
			x.Calls[ci].Alert, x.Calls[ci].HasExplanation, x.Calls[ci].Explanation = true, true, text
		}
		if !sameBoard(x, y) {
			t.Errorf("%s board %d changed beyond the edited call:\n%+v\n%+v", name, i+1, x, y)
		}
	}
	// Annotating the output again changes nothing.
	if err := again[bi].SetExplanation(ci, text); err != nil {
		t.Fatal(err)
	}
	if e := again[bi].Edits(); len(e) != 0 {
		t.Errorf("%s: second annotation gave edits %v", name, e)
	}
}

// sameBoard compares two records ignoring positions (which shift after an
// edit) and diagnostics' positions.
func sameBoard(x, y record.Board) bool {
	x.Pos, y.Pos = record.Position{}, record.Position{}
	strip := func(cs []record.Call) []record.Call {
		out := append([]record.Call(nil), cs...)
		for i := range out {
			out[i].Pos = record.Position{}
		}
		return out
	}
	x.Calls, y.Calls = strip(x.Calls), strip(y.Calls)
	msgs := func(ds []record.Diagnostic) []string {
		var s []string
		for _, d := range ds {
			s = append(s, d.Severity.String()+d.Message)
		}
		return s
	}
	if !reflect.DeepEqual(msgs(x.Diagnostics), msgs(y.Diagnostics)) {
		return false
	}
	x.Diagnostics, y.Diagnostics = nil, nil
	return reflect.DeepEqual(x, y)
}

// TestFastDealAgrees checks the strict-form md fast path against
// bridge.ParseDealLINInfo on every md of the corpus and on variants.
func TestFastDealAgrees(t *testing.T) {
	var mds []string
	for _, f := range corpusFiles(t) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, part := range strings.Split(string(data), "md|")[1:] {
			mds = append(mds, part[:strings.IndexByte(part, '|')])
		}
	}
	fast := 0
	for _, md := range append(mds, "3S2TKH248TQD7C259T,S456H56JKD45TC7QA,S389QAH379AD29KC3", "1S2,S3,S4,S5", "3s2TKH248TQD7C259T,S456H56JKD45TC7QA,S389QAH379AD29KC3,") {
		dealer, deal, ok := fastDeal([]byte(md))
		info, err := bridge.ParseDealLINInfo(md)
		if !ok {
			continue
		}
		fast++
		if err != nil || info.First != dealer || info.Deal != deal || info.Known != [4]bool{true, true, true, true} {
			t.Errorf("md %q: fast %s %v, full %v %v (%v)", md, dealer, deal, info.First, info.Deal, err)
		}
	}
	if fast != len(mds)+1 {
		t.Errorf("fast path took %d of %d strict md values", fast, len(mds)+1)
	}
}

func TestAnPlacement(t *testing.T) {
	src := "md|1S48H5679D268TC69J,S3JQKH2AD7AC358QA,S79THQD49JQKC47TK,|sv|o|mb|1C|an|first|an|second|mb|p|pg||an|x|an|y|mb|zz|an|bad|"
	boards, diags := read(t, src)
	if got := callsString(boards[0]); got != "S:1C(first) W:P" {
		t.Errorf("calls %s", got)
	}
	ds := allDiags(boards, diags)
	mustDiag(t, ds, record.Warning, "a second an for one call")
	mustDiag(t, ds, record.Warning, "not directly after an mb")
	mustDiag(t, ds, record.Warning, "an of an unreadable mb")
	d := mustDiag(t, ds, record.Error, "not a call")
	if src[d.Pos.Offset:d.Pos.Offset+2] != "zz" {
		t.Errorf("bad call diagnostic at %+v", d.Pos)
	}
}

func TestReplaceBareAn(t *testing.T) {
	// "an" followed by a line end (the "||" of an empty value written as
	// a newline), and a bare "an" at the very end.
	for _, src := range []string{
		"md|1S48H5679D268TC69J,S3JQKH2AD7AC358QA,S79THQD49JQKC47TK,|sv|o|mb|1C|an\nmb|p|",
		"md|1S48H5679D268TC69J,S3JQKH2AD7AC358QA,S79THQD49JQKC47TK,|sv|o|mb|1C|an",
	} {
		boards, _ := read(t, src)
		if c := boards[0].Record().Calls[0]; !c.HasExplanation || c.Explanation != "" {
			t.Fatalf("%q: call 1 %+v", src, c)
		}
		if err := boards[0].SetExplanation(0, "strong"); err != nil {
			t.Fatal(err)
		}
		out := string(roundTrip(t, []byte(src), boards[0].Edits()))
		if !strings.Contains(out, "mb|1C!|an|strong|") {
			t.Errorf("%q edited to %q", src, out)
		}
		again, _ := read(t, out)
		if c := again[0].Record().Calls[0]; c.Explanation != "strong" || !c.Alert {
			t.Errorf("after edit %+v", c)
		}
	}
}

// TestHugeValuesStream feeds the streaming reader a 3 MB nt value and 3 MB
// of junk: both are skipped with a diagnostic, memory stays bounded, and
// the board after them is read at the right offset and line.
func TestHugeValuesStream(t *testing.T) {
	big := strings.Repeat("x", 3<<20)
	src := vugraph[:strings.Index(vugraph, "mc|9|")] + "nt|" + big + "\r\n|pg||\r\n" + big + "|\r\n" +
		vugraph[strings.Index(vugraph, "qx|c1|"):]
	rd := NewReader(strings.NewReader(src), "huge.lin")
	var boards []*Board
	for {
		b, err := rd.Next()
		if err != nil {
			break
		}
		boards = append(boards, b)
	}
	if len(boards) != 2 {
		t.Fatalf("%d boards", len(boards))
	}
	ds := boards[0].Record().Diagnostics
	mustDiag(t, ds, record.Error, "longer than 1048576 bytes")
	mustDiag(t, ds, record.Error, "unexpected text \"xxxx")
	c1 := boards[1].Record()
	want := strings.Index(src, "qx|c1|")
	if c1.Pos.Offset != int64(want) || c1.Pos.Line != strings.Count(src[:want], "\n")+1 || c1.Pos.Col != 1 {
		t.Errorf("c1 at %+v, want offset %d line %d", c1.Pos, want, strings.Count(src[:want], "\n")+1)
	}
	if cap(rd.sc.buf) > 4<<20 {
		t.Errorf("buffer grew to %d bytes", cap(rd.sc.buf))
	}
}

func TestReadErrorAndURLList(t *testing.T) {
	rd := NewReader(iotestErr{}, "broken.lin")
	if _, err := rd.Next(); err == nil || !strings.Contains(err.Error(), "disk on fire") {
		t.Errorf("read error not returned: %v", err)
	}
	// A text file of handviewer URLs, one per line: one board per link,
	// numbered in file order, each starting on its own line.
	list := hvURL + strings.Replace(hvURL, "Board%201", "Board%202", 1)
	boards, diags := read(t, list)
	noErrors(t, boards, diags)
	if len(boards) != 2 || boards[1].Record().Label != "Board 2" || boards[1].Record().Ordinal != 2 || boards[1].Record().Pos.Line != 2 {
		t.Fatalf("%d boards; second %+v", len(boards), boards[len(boards)-1].Record())
	}
}

type iotestErr struct{}

func (iotestErr) Read([]byte) (int, error) { return 0, errors.New("disk on fire") }

// TestReadBytesDecodesAsTheStream: ReadBytes goes through the streaming
// reader, so an input whose first Windows-1252 byte comes after the first
// 64 KiB is decoded the same way by ReadBytes, ReadFile and NewReader: the
// UTF-8 names before it stay UTF-8 ("Sébastien", not "SÃ©bastien"), the
// later value is read as CP1252 (lin-format.md §7).
func TestReadBytesDecodesAsTheStream(t *testing.T) {
	const board = "md|1S48H5679D268TC69J,S3JQKH2AD7AC358QA,S79THQD49JQKC47TK,|rh||ah|Board 1|sv|o|mb|1C|mb|p|pg||\n"
	var src bytes.Buffer
	src.WriteString("pn|S\xc3\xa9bastien,Ann,Bo,Cy|st||" + board)
	for src.Len() <= sniffLen {
		src.WriteString("pn|Ann,Bo,Cy,Di|st||" + board)
	}
	src.WriteString("pn|Ren\xe9,Ann,Bo,Cy|st||" + board)
	data := src.Bytes()

	fromBytes, _, err := ReadBytes("x.lin", data)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "x.lin")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	fromFile, _, err := ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var streamed []*Board
	rd := NewReader(bytes.NewReader(data), "x.lin")
	for {
		b, err := rd.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		streamed = append(streamed, b)
	}
	if len(fromBytes) < 3 || len(fromFile) != len(fromBytes) || len(streamed) != len(fromBytes) {
		t.Fatalf("boards: ReadBytes %d, ReadFile %d, NewReader %d", len(fromBytes), len(fromFile), len(streamed))
	}
	for _, bs := range [][]*Board{fromBytes, fromFile, streamed} {
		first, last := bs[0].Record().Players[bridge.South], bs[len(bs)-1].Record().Players[bridge.South]
		if first != "Sébastien" || last != "René" {
			t.Errorf("south players %q ... %q, want \"Sébastien\" ... \"René\"", first, last)
		}
	}
}

// One stray 8-bit byte in a commentary of a UTF-8 file is read as
// Windows-1252 in its own value only: the UTF-8 names before and after it
// stay right, the file keeps writing UTF-8, and the value is reported.
func TestStrayByteInUTF8File(t *testing.T) {
	deal := "md|1S48H5679D268TC69J,S3JQKH2AD7AC358QA,S79THQD49JQKC47TK,|"
	src := "pn|S\xc3\xb8ren,Ann,Bo,Cy|st||" + deal + "sv|o|ah|Board 1|nt|caf\xe9|mb|1C|mb|p|mb|p|mb|p|pg||\n" +
		"pn|S\xc3\xb8ren,Ann,Bo,Cy|st||" + deal + "sv|o|ah|Board 2|mb|1C|mb|p|mb|p|mb|p|pg||\n"
	boards, diags := read(t, src)
	if len(boards) != 2 {
		t.Fatalf("%d boards", len(boards))
	}
	for _, b := range boards {
		if got := b.Record().Players[bridge.South]; got != "Søren" {
			t.Errorf("board %s: South %q, want Søren", b.Record().Label, got)
		}
	}
	d, ok := findDiag(allDiags(boards, diags), record.Warning, "not UTF-8 in a UTF-8 file")
	if !ok || d.Pos.Line != 1 || d.Pos.Col != 103 {
		t.Errorf("warning %v (found %v), want line 1 col 103 (the nt value)", d, ok)
	}
	if err := boards[1].SetExplanation(0, "é ≥"); err != nil {
		t.Fatal(err)
	}
	out := roundTrip(t, []byte(src), boards[1].Edits())
	if !bytes.Contains(out, []byte("mb|1C!|an|\xc3\xa9 \xe2\x89\xa5|")) {
		t.Errorf("the file must keep writing UTF-8: %q", out)
	}
}

// The five bytes Windows-1252 leaves undefined keep their Latin-1 meaning
// (the same table as the PBN reader), not U+FFFD.
func TestCP1252Undefined(t *testing.T) {
	src := "pn|A\x81\x8d\x8f\x90\x9dZ,Ann,Bo,Cy|st||md|1S48H5679D268TC69J,S3JQKH2AD7AC358QA,S79THQD49JQKC47TK,|sv|o|ah|Board 1|mb|p|mb|p|mb|p|mb|p|pg||"
	boards, _ := read(t, src)
	if got := boards[0].Record().Players[bridge.South]; got != "A\u0081\u008d\u008f\u0090\u009dZ" {
		t.Errorf("South %q", got)
	}
}
