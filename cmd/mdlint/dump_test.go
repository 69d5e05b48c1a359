package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/internal/sharedtest"
	"github.com/mdlint/mdlint/pbn"
	"github.com/mdlint/mdlint/record"
)

// TestDumpExitCodes checks the exact exit codes of mdlint dump: 0 when
// every file reads without an error, 2 when one has an error or is
// missing, never 1.
func TestDumpExitCodes(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.pbn")
	bad := filepath.Join(dir, "bad.pbn")
	os.WriteFile(good, []byte("[Board \"1\"]\n[Dealer \"N\"]\n[Auction \"N\"]\n1N Pass\n"), 0o644)
	os.WriteFile(bad, []byte("[Board \"1\"]\n[Dealer \"Q\"]\n"), 0o644)
	for _, c := range []struct {
		args []string
		code int
	}{
		{[]string{"dump", good}, 0},
		{[]string{"dump", "--format", "json", good}, 0},
		{[]string{"dump", bad}, 2},
		{[]string{"dump", good, bad}, 2},
		{[]string{"dump", filepath.Join(dir, "none.pbn")}, 2},
		{[]string{"dump", "--format", "xml", good}, 2},
	} {
		var out, errb bytes.Buffer
		if got := run(c.args, &out, &errb); got != c.code {
			t.Errorf("mdlint %s: exit %d, want %d (stderr %q)", strings.Join(c.args, " "), got, c.code, errb.String())
		}
	}
}

// TestDumpCorpus dumps the whole shared corpus as JSON lines: every line
// is one JSON object of a board, the PBN board count matches the pbn
// package's corpus table total, and the exit code is 2 (the PBN
// verifier's negative test files have errors).
func TestDumpCorpus(t *testing.T) {
	dir := filepath.Join("..", "..", "..", "shared", "corpus")
	if _, err := os.Stat(dir); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("corpus missing under CI=true: %v", err)
		}
		t.Skipf("corpus %s absent", dir)
	}
	var out, errb bytes.Buffer
	if code := run([]string{"dump", "--format", "json", filepath.Join(dir, "pbn")}, &out, &errb); code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
	n, fileDiags := 0, 0
	sc := bufio.NewScanner(&out)
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		if bytes.HasPrefix(sc.Bytes(), []byte(`{"type":"diagnostic"`)) {
			fileDiags++ // file-level: errors_10's two, empty.pbn's "no boards"
			continue
		}
		var b dumpBoard
		if err := json.Unmarshal(sc.Bytes(), &b); err != nil {
			t.Fatalf("line %d: %v", n+1, err)
		}
		if b.Ordinal < 1 || !strings.HasSuffix(b.File, ".pbn") || len(b.Deal) < 9 {
			t.Errorf("line %d: %+v", n+1, b)
		}
		n++
	}
	// Sum of the boards column of the pbn corpus table (pbn/corpus_test.go).
	if n != 8365 || fileDiags != 3 {
		t.Errorf("%d boards dumped, want 8365; %d file diagnostics, want 3", n, fileDiags)
	}
}

// dumpBoard is the JSON form of one board as encoding/json writes it: the
// reference appendDumpJSON is held to (dump wrote this struct with
// encoding/json before it had its own encoder).
type dumpBoard struct {
	File          string            `json:"file"`
	Ordinal       int               `json:"ordinal"`
	Board         string            `json:"board"`
	Dealer        string            `json:"dealer"`
	Vulnerability string            `json:"vulnerability"`
	Players       map[string]string `json:"players"`
	Deal          string            `json:"deal"`
	Calls         []dumpCall        `json:"calls"`
	Contract      string            `json:"contract"`
	Declarer      string            `json:"declarer"`
	Result        string            `json:"result"`
	Diagnostics   []dumpDiag        `json:"diagnostics"`
}

// dumpCall is one call: "call" in the compact form ("P", "X", "XX", "1C"
// .. "7N"), the seat N/E/S/W, the alert mark and the explanation (absent
// when the record has none).
type dumpCall struct {
	Call        string `json:"call"`
	Seat        string `json:"seat"`
	Alert       bool   `json:"alert"`
	Explanation string `json:"explanation,omitempty"`
}

type dumpDiag struct {
	Line     int    `json:"line"`
	Col      int    `json:"col"`
	Severity string `json:"severity"`
	Message  string `json:"message"`
}

// toDumpBoard is dump's former conversion of a board to dumpBoard.
func toDumpBoard(b *record.Board) dumpBoard {
	out := dumpBoard{
		File:          b.File,
		Ordinal:       b.Ordinal,
		Board:         b.Label,
		Dealer:        b.Dealer.String(),
		Vulnerability: b.Vulnerability.String(),
		Players:       map[string]string{},
		Deal:          pbn.DealString(b),
		Calls:         []dumpCall{},
		Contract:      b.Contract,
		Declarer:      b.Declarer,
		Result:        b.Result,
		Diagnostics:   []dumpDiag{},
	}
	for _, s := range bridge.Seats {
		out.Players[s.String()] = b.Players[s]
	}
	for _, c := range b.Calls {
		dc := dumpCall{Call: c.Call.Short(), Seat: c.Seat.String(), Alert: c.Alert}
		if c.HasExplanation {
			dc.Explanation = c.Explanation
		}
		out.Calls = append(out.Calls, dc)
	}
	for _, d := range b.Diagnostics {
		out.Diagnostics = append(out.Diagnostics, dumpDiag{Line: d.Pos.Line, Col: d.Pos.Col, Severity: d.Severity.String(), Message: d.Message})
	}
	return out
}

// encodeDumpBoard is what dump wrote for a board through encoding/json
// (SetEscapeHTML(false)).
func encodeDumpBoard(t *testing.T, b *record.Board) []byte {
	t.Helper()
	var want bytes.Buffer
	enc := json.NewEncoder(&want)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(toDumpBoard(b)); err != nil {
		t.Fatal(err)
	}
	return want.Bytes()
}

// TestAppendDumpJSONMatchesEncoding: dump's own JSON line is byte for byte
// what encoding/json wrote, for every board of the shared corpus (PBN and
// LIN) and for 5,000 random boards whose strings hold every case JSON
// quoting treats apart (quotes, control characters, U+2028, invalid UTF-8,
// HTML characters) and whose calls, deals and diagnostics are random.
func TestAppendDumpJSONMatchesEncoding(t *testing.T) {
	check := func(b *record.Board) {
		t.Helper()
		want := encodeDumpBoard(t, b)
		if got := appendDumpJSON(nil, b); !bytes.Equal(got, want) {
			t.Fatalf("%s #%d:\ngot  %s\nwant %s", b.File, b.Ordinal, got, want)
		}
	}
	boards := 0
	for _, dir := range []string{"pbn", "lin"} {
		root := filepath.Join(sharedtest.Path(t, "corpus"), dir)
		entries, err := os.ReadDir(root)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			f, err := os.Open(filepath.Join(root, e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			br, _, _ := annotate.OpenReader(f, e.Name())
			for {
				eb, err := br.Next()
				if errors.Is(err, io.EOF) {
					break
				}
				if err != nil {
					t.Fatal(err)
				}
				check(eb.Record())
				boards++
			}
			f.Close()
		}
	}
	if boards < 8365 {
		t.Errorf("%d corpus boards compared, want at least the 8,365 PBN boards", boards)
	}
	pieces := []string{"", "a", "1NT", " ", "\"", "\\", "\b", "\f", "\n", "\r", "\t", "\x00", "\x1f", "\x7f",
		"<", ">", "&", "♠", "é", "\u2028", "\u2029", "\xff", "\xe2\x80", "\ufffd"}
	r := rand.New(rand.NewPCG(18, 1))
	str := func() string {
		var s string
		for n := r.IntN(4); n > 0; n-- {
			s += pieces[r.IntN(len(pieces))]
		}
		return s
	}
	g := bridge.NewGenerator(18)
	for n := 0; n < 5000; n++ {
		b := &record.Board{File: str(), Ordinal: r.IntN(3000) - 1, Label: str(), Dealer: bridge.Seat(r.IntN(4)),
			Vulnerability: bridge.Vulnerability(r.IntN(4)), Deal: g.Deal(),
			Contract: str(), Declarer: str(), Result: str()}
		for s := range b.Players {
			b.Players[s] = str()
			b.Known[s] = r.IntN(4) > 0
		}
		for k := r.IntN(12); k > 0; k-- {
			c := record.Call{Call: bridge.BidOfRank(r.IntN(35)), Seat: bridge.Seat(r.IntN(4)), Alert: r.IntN(2) == 0,
				Explanation: str(), HasExplanation: r.IntN(2) == 0}
			if r.IntN(3) == 0 {
				c.Call = bridge.Call{Kind: bridge.CallKind(r.IntN(3))}
			}
			b.Calls = append(b.Calls, c)
		}
		for k := r.IntN(3); k > 0; k-- {
			b.Diagnostics = append(b.Diagnostics, record.Diagnostic{Pos: record.Position{Line: r.IntN(900), Col: r.IntN(300)},
				Severity: record.Severity(r.IntN(3)), Message: str()})
		}
		check(b)
	}
}

// TestDumpKeepsFileOrder: the files of a directory are read by several
// workers at once, and the output is still each file's dump in the
// directory's order, standard error's lines too (the text format's
// file-level diagnostics), as dumping the files one by one gives it.
func TestDumpKeepsFileOrder(t *testing.T) {
	dir := filepath.Join(sharedtest.Path(t, "corpus"), "pbn")
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, format := range []string{"json", "text"} {
		var out, errb, oneOut, oneErr bytes.Buffer
		run([]string{"dump", "--format", format, dir}, &out, &errb)
		files := 0
		for _, e := range entries {
			if strings.HasSuffix(e.Name(), ".pbn") {
				run([]string{"dump", "--format", format, filepath.Join(dir, e.Name())}, &oneOut, &oneErr)
				files++
			}
		}
		if files < 30 || out.Len() < 1<<20 {
			t.Fatalf("%s: %d files, %d bytes: the corpus is not there", format, files, out.Len())
		}
		if !bytes.Equal(out.Bytes(), oneOut.Bytes()) {
			t.Errorf("%s: the directory's dump (%d bytes) is not the files' dumps in order (%d bytes)", format, out.Len(), oneOut.Len())
		}
		if errb.String() != oneErr.String() {
			t.Errorf("%s: stderr %q\nwant %q", format, errb.String(), oneErr.String())
		}
	}
}
