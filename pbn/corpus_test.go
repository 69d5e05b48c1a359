package pbn

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/mdlint/mdlint/internal/sharedtest"
	"github.com/mdlint/mdlint/record"
)

// corpusDir returns ../shared/corpus/pbn (sharedtest.Path: skipped when absent,
// failed under CI=true).
func corpusDir(tb testing.TB) string {
	tb.Helper()
	return sharedtest.Path(tb, "corpus", "pbn")
}

// corpusCase is what a corpus file must read as. Boards and calls were
// counted independently of this package with a Python script (games split
// at blank lines outside braces, tags found by a regular expression, call
// tokens matched in the auction lines, AP expanded to the closing passes)
// and checked by hand where the two differ: correct_10 has two tags the
// script's regular expression misses ("[   Event" and a tag over four
// lines), so it counted 29 boards; errors_10 game 62 has [Auction "#"]
// and no dealer, so its three passes have no seat and are not recorded
// (the script counted them: 185); CTC_mayjun20 writes "[ Auction", which
// the script missed (4 calls).
type corpusCase struct {
	boards, calls int
	// errors lists the positions "line:col" of every Error diagnostic
	// (board and file level) in file order of emission.
	errors []string
}

var corpusCases = map[string]corpusCase{
	"ContractBridge__pbnj__src__test__resources__basic_20.pbn":   {1, 6, nil},
	"ContractBridge__pbnj__src__test__resources__correct_10.pbn": {31, 63, nil},
	"ContractBridge__pbnj__src__test__resources__correct_21.pbn": {2, 10, nil},
	// The verifier's negative test: game 9 Dealer "Black", 10 Vulnerable
	// "E", 11 rank "v", 12 SK twice, 13 14 cards, 14/15 12 cards, 17 14
	// cards, 18 no hand, 28 first call by W with dealer N, 29 "- - 1D",
	// 30 "1", 32 insufficient 1C, 33 X of partner, 34 XX without X, 62
	// "#" for Dealer/Vulnerable/Deal/Auction, 74 two notes without their
	// closing quote.
	"ContractBridge__pbnj__src__test__resources__errors_10.pbn": {74, 182, []string{
		"39:1", "43:1", "47:10", "51:27", "55:26", "59:76", "63:46", "71:26", "75:17",
		"159:1", "168:3", "168:5", "177:3", "195:6", "204:11", "214:1",
		"772:1", "773:1", "774:8", "777:1", "955:7", "955:1", "957:7", "957:1",
	}},
	// Games 12 and 13: [ActionTable "Rank;Call\"] and "Rank;Call\ ]" are
	// strings not closed on their line; game 17: "[" with no tag name.
	"ContractBridge__pbnj__src__test__resources__errors_20.pbn": {22, 44, []string{
		"97:14", "97:1", "100:14", "100:1", "118:1",
	}},
	"emkael__bcdd__doc__test-pbn__test1.bcdd.pbn":                                                         {396, 0, nil},
	"emkael__bcdd__doc__test-pbn__test1.bigdeal.pbn":                                                      {396, 0, nil},
	"emkael__bcdd__doc__test-pbn__test1.pbn":                                                              {396, 0, nil},
	"jarekczek__pbntools__test__test_10_bbo_www_annamar_1538_php__annamar_1538_pairs_untitled.pbn":        {57, 608, nil},
	"jarekczek__pbntools__test__test_1_pary__WB120802__wb120802.pbn":                                      {216, 0, nil},
	"jarekczek__pbntools__test__test_2_kops__PCH1003__PCH1003.pbn":                                        {570, 0, nil},
	"jarekczek__pbntools__test__test_4_kops_www_20130807__sm0807.pbn":                                     {108, 0, nil},
	"jarekczek__pbntools__test__test_7_bbo_www_acbl_20130810__acbl_1607_pairs_acbl_sat_1pm_speedball.pbn": {576, 6054, nil},
	"jarekczek__pbntools__test__test_9_pary_www_szczyrk_20131108__131108szczyrk.pbn":                      {1205, 0, nil},
	"jarekczek__pbntools__test__test_bbo_history_with_lins__history_expected.pbn":                         {2, 26, nil},
	"lorserker__ben__Boards__BBA__1C-P-1D-P-1H-P-1S.pbn":                                                  {2231, 32375, nil},
	"lorserker__ben__Boards__BBA__Jordan_Truscott_2NT.pbn":                                                {1, 10, nil},
	"lorserker__ben__Boards__BBO__BBO_Forums_Sunday_Daylong_Daylong.pbn":                                  {10, 113, nil},
	"lorserker__ben__Boards__Eamon__1x_p_p.pbn":                                                           {16, 132, nil},
	"lorserker__ben__Boards__Eamon__Eamon_Retest.pbn":                                                     {185, 1624, nil},
	"lorserker__ben__Boards__Eamon__biggest_wbridge_catastrophe.pbn":                                      {1, 19, nil},
	"lorserker__ben__Boards__Eamon__cobol_book.pbn":                                                       {80, 12, nil},
	"lorserker__ben__Boards__Practice_Bidding_Scenarios__XYZ.pbn":                                         {500, 0, nil},
	"lorserker__ben__Boards__Thorvald__1X-3Y-4.pbn":                                                       {660, 5527, nil},
	"lorserker__ben__Challenges__BW.pbn":                                                                  {40, 17, nil},
	"lorserker__ben__Challenges__CTC_mayjun20.pbn":                                                        {20, 7, nil},
	"lorserker__ben__Challenges__Results__pav_first120-GIB-BBO-8730.pbn":                                  {120, 1445, nil},
	"lorserker__ben__demo__Camrose24_1.pbn":                                                               {160, 0, nil},
	"lorserker__ben__scripts__data__TableMonitor__From_Jack_2.pbn":                                        {250, 2698, nil},
	"lorserker__ben__src__alphamju__test.pbn":                                                             {1, 0, nil},
	"lorserker__ben__src__christy170a.pbn":                                                                {8, 104, nil},
	"zdenecek__pbn__pbn_files__bigdeal_with_deepfinese_analyses.pbn":                                      {14, 0, nil},
	"zdenecek__pbn__pbn_files__bridgecomposer.pbn":                                                        {15, 0, nil},
	"zdenecek__pbn__pbn_files__empty.pbn":                                                                 {0, 0, []string{"0:0"}}, // "no boards"
	"zdenecek__pbn__pbn_files__nocontractcanbemade.pbn":                                                   {1, 0, nil},
}

func TestCorpus(t *testing.T) {
	dir := corpusDir(t)
	files, err := filepath.Glob(filepath.Join(dir, "*.pbn"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < len(corpusCases) {
		t.Errorf("corpus has %d files, the table %d", len(files), len(corpusCases))
	}
	for _, f := range files {
		name := filepath.Base(f)
		t.Run(name, func(t *testing.T) {
			want, known := corpusCases[name]
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			boards, fileDiags, err := ReadBytes(name, data)
			if err != nil {
				t.Fatal(err)
			}
			calls := 0
			var errs []string
			for _, d := range fileDiags {
				if d.Severity == record.Error {
					errs = append(errs, fmt.Sprintf("%d:%d", d.Pos.Line, d.Pos.Col))
				}
			}
			for _, b := range boards {
				calls += len(b.Calls)
				for _, d := range b.Diagnostics {
					if d.Severity == record.Error {
						errs = append(errs, fmt.Sprintf("%d:%d", d.Pos.Line, d.Pos.Col))
					}
				}
			}
			if !known {
				// A file added after the table was written: no counts to
				// compare, the other checks still apply.
				t.Logf("%s is not in the corpus table: %d boards, %d calls, errors at %v", name, len(boards), calls, errs)
				checkRoundTrip(t, data, boards)
				return
			}
			if len(boards) != want.boards || calls != want.calls {
				t.Errorf("read %d boards, %d calls; want %d, %d", len(boards), calls, want.boards, want.calls)
			}
			if strings.Join(errs, " ") != strings.Join(want.errors, " ") {
				t.Errorf("errors at %v, want %v", errs, want.errors)
			}
			checkRoundTrip(t, data, boards)
		})
	}
}

// checkRoundTrip checks that the file is rebuilt byte for byte (with no
// edits, and with every tag value and call token replaced by its own
// original bytes) and that the spans and positions the reader gave point
// where they should.
func checkRoundTrip(t *testing.T, data []byte, boards []*Board) {
	t.Helper()
	var out bytes.Buffer
	if err := record.Apply(&out, bytes.NewReader(data), nil); err != nil || !bytes.Equal(out.Bytes(), data) {
		t.Fatalf("round trip without edits differs (err %v)", err)
	}
	var same []record.Edit
	enc, bom := sniff(data, true)
	lines := lineStarts(data, enc, int64(bom))
	for _, b := range boards {
		for _, tag := range b.Tags {
			if got := decodeSpan(enc, data[tag.Start:tag.End]); !strings.HasPrefix(got, "[") {
				t.Errorf("%s: tag %s span starts with %q", b.Label, tag.Name, got)
			}
			checkPos(t, lines, tag.Pos, "tag "+tag.Name)
			if tag.ValueStart >= 0 && tag.ValueEnd >= tag.ValueStart {
				if got := unescape(decodeSpan(enc, data[tag.ValueStart:tag.ValueEnd])); got != tag.Raw && len(tag.Raw) < maxTokenText {
					t.Errorf("%s: [%s] value span reads %q, want %q", b.Label, tag.Name, got, tag.Raw)
				}
				same = append(same, record.Edit{Start: tag.ValueStart, End: tag.ValueEnd, Text: data[tag.ValueStart:tag.ValueEnd]})
			}
		}
		for i, c := range b.Calls {
			checkPos(t, lines, c.Pos, fmt.Sprintf("call %d", i))
			ci := b.calls[i]
			if ci.tokEnd <= c.Pos.Offset || ci.tokEnd > int64(len(data)) {
				t.Errorf("%s call %d: token end %d outside (%d, %d]", b.Label, i, ci.tokEnd, c.Pos.Offset, len(data))
			}
			if ci.ref > 0 {
				ref := decodeSpan(enc, data[ci.refStart:ci.refEnd])
				if !strings.HasPrefix(ref, "=") || !strings.Contains(ref, itoa(ci.ref)) {
					t.Errorf("%s call %d: reference span reads %q, want =%d=", b.Label, i, ref, ci.ref)
				}
			}
		}
		for _, d := range b.Diagnostics {
			if d.Pos.Offset > 0 {
				checkPos(t, lines, d.Pos, d.Message)
			}
		}
	}
	out.Reset()
	if err := record.Apply(&out, bytes.NewReader(data), same); err != nil || !bytes.Equal(out.Bytes(), data) {
		t.Fatalf("round trip replacing every value by itself differs (err %v)", err)
	}
}

// lineStarts returns the offset of the first character of each line
// (after the byte-order mark on line 1), counting in code units for
// UTF-16.
func lineStarts(data []byte, enc Encoding, bom int64) []int64 {
	unit := 1
	if enc == UTF16LE || enc == UTF16BE {
		unit = 2
	}
	at := func(i int) byte {
		if unit == 2 {
			if enc == UTF16LE && data[i+1] == 0 {
				return data[i]
			}
			if enc == UTF16BE && data[i] == 0 {
				return data[i+1]
			}
			return 0xFF
		}
		return data[i]
	}
	starts := []int64{bom}
	for i := int(bom); i+unit <= len(data); i += unit {
		switch at(i) {
		case '\n':
			starts = append(starts, int64(i+unit))
		case '\r':
			if i+2*unit <= len(data) && at(i+unit) == '\n' {
				continue
			}
			if i+3*unit <= len(data) && at(i+unit) == '\r' && at(i+2*unit) == '\n' {
				continue // "\r\r\n" is one line end, as the reader reads it
			}
			starts = append(starts, int64(i+unit))
		}
	}
	return starts
}

// checkPos checks Line and Col against Offset.
func checkPos(t *testing.T, lines []int64, p record.Position, what string) {
	t.Helper()
	i := sort.Search(len(lines), func(i int) bool { return lines[i] > p.Offset }) - 1
	if i < 0 || i+1 != p.Line || int(p.Offset-lines[i])+1 != p.Col {
		t.Errorf("%s: position %d:%d does not match offset %d", what, p.Line, p.Col, p.Offset)
	}
}

func decodeSpan(enc Encoding, p []byte) string {
	switch enc {
	case UTF16LE, UTF16BE:
		u := make([]uint16, len(p)/2)
		for i := range u {
			if enc == UTF16LE {
				u[i] = uint16(p[2*i]) | uint16(p[2*i+1])<<8
			} else {
				u[i] = uint16(p[2*i])<<8 | uint16(p[2*i+1])
			}
		}
		return string(utf16.Decode(u))
	}
	return decodeText(nil, enc, p)
}

// TestCorpusEdits sets explanations on boards of every corpus file with
// auctions, applies the edits, re-reads the file and checks it field by
// field; a second pass with the same texts must produce no edit.
func TestCorpusEdits(t *testing.T) {
	dir := corpusDir(t)
	files, _ := filepath.Glob(filepath.Join(dir, "*.pbn"))
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		checkEdits(t, filepath.Base(f), data, 6)
	}
}

// explanationFor is the text set on call i in the edit tests: suits, a
// quote, a backslash and a per-call number.
func explanationFor(i int) string {
	return fmt.Sprintf("test %d: 5+♥ \"transfer\" \\ 4♠", i%3)
}

// checkEdits edits up to max boards of data (calls 0, 1 and the last call
// that is not part of an AP) and checks the result.
func checkEdits(t *testing.T, name string, data []byte, max int) {
	t.Helper()
	orig, _, err := ReadBytes(name, data)
	if err != nil {
		t.Fatal(err)
	}
	var edits []record.Edit
	set := map[int]map[int]string{} // board ordinal -> call -> text
	n := 0
	for _, b := range orig {
		if len(b.Calls) == 0 || b.HasErrors() || n >= max {
			continue
		}
		n++
		set[b.Ordinal] = map[int]string{}
		for _, i := range []int{0, 1, len(b.Calls) - 1} {
			if i >= len(b.Calls) || b.calls[i].fromAP {
				continue
			}
			text := explanationFor(i)
			if err := b.SetExplanation(i, text); err != nil {
				if errors.Is(err, ErrNoFreeNote) {
					continue
				}
				t.Fatalf("%s %s: SetExplanation(%d): %v", name, b.Label, i, err)
			}
			set[b.Ordinal][i] = b.Calls[i].Explanation
			if !b.Calls[i].Alert || !b.Calls[i].HasExplanation {
				t.Errorf("%s %s call %d: record not updated", name, b.Label, i)
			}
		}
		// Setting the same text again changes nothing.
		before := len(b.Edits())
		for i := range set[b.Ordinal] {
			if err := b.SetExplanation(i, explanationFor(i)); err != nil {
				t.Fatal(err)
			}
		}
		if got := len(b.Edits()); got != before {
			t.Errorf("%s %s: setting the same texts again changed the edits from %d to %d", name, b.Label, before, got)
		}
		for _, e := range b.Edits() {
			if e.Start != e.End {
				// Only reference and note-value spans are replaced.
				old := decodeSpan(b.Encoding, data[e.Start:e.End])
				if !strings.HasPrefix(old, "=") && !isNoteValue(b, e.Start, e.End) {
					t.Errorf("%s %s: edit replaces %q", name, b.Label, old)
				}
			}
		}
		edits = append(edits, b.Edits()...)
	}
	if n == 0 {
		return
	}
	var out bytes.Buffer
	if err := record.Apply(&out, bytes.NewReader(data), edits); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	got, _, err := ReadBytes(name, out.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(orig) {
		t.Fatalf("%s: %d boards after the edits, %d before", name, len(got), len(orig))
	}
	var again []record.Edit
	for k, nb := range got {
		ob := orig[k]
		compareBoards(t, name, ob, nb, set[ob.Ordinal])
		for i := range set[ob.Ordinal] {
			if err := nb.SetExplanation(i, explanationFor(i)); err != nil {
				t.Fatal(err)
			}
		}
		again = append(again, nb.Edits()...)
	}
	if len(again) > 0 {
		t.Errorf("%s: re-read file still needs %d edits, first %+v", name, len(again), again[0])
	}
	checkLineLengths(t, name, data, out.Bytes())
}

func isNoteValue(b *Board, start, end int64) bool {
	for _, n := range b.Notes {
		if n.Tag.ValueStart == start && n.Tag.ValueEnd == end {
			return true
		}
	}
	return false
}

// compareBoards checks a re-read board against the original one: every
// field equal, the edited calls explained and alerted, the original tags
// present in order with the same values apart from new or rewritten notes.
func compareBoards(t *testing.T, name string, ob, nb *Board, set map[int]string) {
	t.Helper()
	o, n := ob.Record(), nb.Record()
	if o.Label != n.Label || o.Dealer != n.Dealer || o.Vulnerability != n.Vulnerability || o.Deal != n.Deal ||
		o.Known != n.Known || o.Players != n.Players || o.Contract != n.Contract || o.Declarer != n.Declarer ||
		o.Result != n.Result || o.Room != n.Room || o.Ordinal != n.Ordinal {
		t.Errorf("%s %s: board fields changed by the edit", name, o.Label)
	}
	if len(o.Calls) != len(n.Calls) {
		t.Fatalf("%s %s: %d calls after the edit, %d before", name, o.Label, len(n.Calls), len(o.Calls))
	}
	for i := range o.Calls {
		oc, nc := o.Calls[i], n.Calls[i]
		if oc.Call != nc.Call || oc.Seat != nc.Seat {
			t.Errorf("%s %s call %d: %s %s became %s %s", name, o.Label, i, oc.Seat, oc.Call, nc.Seat, nc.Call)
		}
		if want, ok := set[i]; ok {
			if !nc.HasExplanation || nc.Explanation != want {
				t.Errorf("%s %s call %d: explanation %q (%v), want %q", name, o.Label, i, nc.Explanation, nc.HasExplanation, want)
			}
			if !nc.Alert && !nb.Descriptive {
				t.Errorf("%s %s call %d: not alerted after the edit", name, o.Label, i)
			}
		} else if set != nil && oc.HasExplanation && (nc.Explanation != oc.Explanation || !nc.HasExplanation) {
			t.Errorf("%s %s call %d: explanation %q became %q", name, o.Label, i, oc.Explanation, nc.Explanation)
		}
	}
	var ot, nt []string
	for _, tag := range ob.Tags {
		if tag.Name != "Note" || set == nil {
			ot = append(ot, tag.Name+"="+tag.Raw)
		}
	}
	for _, tag := range nb.Tags {
		if tag.Name != "Note" || set == nil {
			nt = append(nt, tag.Name+"="+tag.Raw)
		}
	}
	if strings.Join(ot, "\n") != strings.Join(nt, "\n") {
		t.Errorf("%s %s: tags changed by the edit", name, o.Label)
	}
	errs := func(b *Board) (e int) {
		for _, d := range b.Diagnostics {
			if d.Severity == record.Error {
				e++
			}
		}
		return
	}
	if errs(ob) != errs(nb) {
		t.Errorf("%s %s: %d errors after the edit, %d before", name, o.Label, errs(nb), errs(ob))
	}
}

// checkLineLengths checks that every new [Note] line is at most 254
// characters plus its line end (bytes in single-byte and UTF-8 files).
func checkLineLengths(t *testing.T, name string, orig, data []byte) {
	t.Helper()
	split := func(p []byte) []string { return strings.Split(strings.ReplaceAll(string(p), "\r", "\n"), "\n") }
	old := map[string]bool{}
	for _, line := range split(orig) {
		old[line] = true
	}
	for _, line := range split(data) {
		if !old[line] && strings.HasPrefix(line, "[Note ") && len(line) > maxLine-1 {
			// Latin-1 and UTF-8 lengths in bytes.
			t.Errorf("%s: note line of %d bytes: %.60q", name, len(line), line)
		}
	}
}

// TestEnvCorpus reads every *.pbn file (any case) under the directories
// listed in MDLINT_CORPUS (colon-separated): no panic, positions
// consistent, a byte-identical round trip, and an edit pass.
func TestEnvCorpus(t *testing.T) {
	dirs := sharedtest.ExtraCorpusDirs()
	if len(dirs) == 0 {
		t.Skip("MDLINT_CORPUS not set")
	}
	for _, dir := range dirs {
		err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.EqualFold(filepath.Ext(p), ".pbn") {
				return err
			}
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			boards, _, err := ReadBytes(p, data)
			if err != nil {
				t.Errorf("%s: %v", p, err)
				return nil
			}
			checkRoundTrip(t, data, boards)
			checkEdits(t, p, data, 3)
			return nil
		})
		if err != nil {
			t.Errorf("%s: %v", dir, err)
		}
	}
}
