package pbn

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/record"
)

// The producers' quirks, one fixture each in testdata/readers (deals
// written for the tests): how many boards are read, what is said where
// (line:col severity message start), and one fact about the boards; every
// fixture also round-trips byte for byte with positions that match the
// bytes (checkRoundTrip).
func TestQuirkFixtures(t *testing.T) {
	for _, c := range []struct {
		file   string
		boards int
		diags  []string // "line:col severity message prefix", file then boards
		check  func(t *testing.T, bs []*Board)
	}{
		{"crlf-doubled.pbn", 3, []string{`1:10 warning doubled line end "\r\r\n"`}, func(t *testing.T, bs []*Board) {
			for _, b := range bs {
				if len(b.Calls) != 8 || b.Dealer != bridge.North || !b.Known[bridge.South] {
					t.Errorf("board %s: %d calls, dealer %s", b.Label, len(b.Calls), b.Dealer)
				}
			}
		}},
		{"empty-lines-between-tags.pbn", 2, []string{"4:1 warning empty line between the tags of one game", "34:1 warning empty line between the tags of one game"}, func(t *testing.T, bs []*Board) {
			for i, b := range bs {
				if b.Label != fmt.Sprint(i+1) || len(b.Calls) != 8 || b.Players[bridge.North] != "Anna" || b.Contract != "3D" {
					t.Errorf("board %d: label %q calls %d north %q contract %q", i, b.Label, len(b.Calls), b.Players[bridge.North], b.Contract)
				}
			}
		}},
		{"unclosed-brace.pbn", 3, []string{"13:1 warning unclosed '{' comment: it is taken to end at the empty line before line 18"}, func(t *testing.T, bs []*Board) {
			if bs[0].Label != "1" || len(bs[0].Calls) != 0 || bs[1].Label != "2" || len(bs[1].Calls) != 8 || bs[2].Label != "3" {
				t.Errorf("boards %q %q %q, calls %d %d", bs[0].Label, bs[1].Label, bs[2].Label, len(bs[0].Calls), len(bs[1].Calls))
			}
		}},
		{"ctrl-z.pbn", 2, []string{"32:1 warning DOS end-of-file byte 0x1A ignored"}, nil},
		{"stray-8bit-byte.pbn", 2, []string{"17:8 warning 8-bit bytes that are not UTF-8 in a UTF-8 file"}, func(t *testing.T, bs []*Board) {
			for _, b := range bs {
				if b.Players[bridge.North] != "Søren" || b.Players[bridge.South] != "Jörg" {
					t.Errorf("board %s: players %q", b.Label, b.Players)
				}
			}
			if ev := bs[1].Tag("Event"); ev == nil || ev.Value != "Café night" {
				t.Errorf("board 2 event %v", ev)
			}
		}},
		{"incomplete-auction.pbn", 3, []string{"14:10 warning incomplete auction: it stops after S 3C", "30:4 warning incomplete auction: it stops after E Pass"}, nil},
		{"passed-out-declarer.pbn", 3, []string{`10:1 warning [Declarer "N"] on a passed-out board ignored`, `25:1 warning [Declarer "N"] on a passed-out board ignored`, `26:1 warning [Contract "4S"] but the auction is passed out`}, func(t *testing.T, bs []*Board) {
			if bs[0].Declarer != "" || bs[1].Declarer != "" || bs[2].Declarer != "S" {
				t.Errorf("declarers %q %q %q", bs[0].Declarer, bs[1].Declarer, bs[2].Declarer)
			}
		}},
		{"bba-non-call.pbn", 2, []string{`16:5 error "XS" is not a call`}, func(t *testing.T, bs []*Board) {
			if len(bs[0].Calls) != 7 || len(bs[1].Calls) != 8 || bs[1].HasErrors() {
				t.Errorf("calls %d %d", len(bs[0].Calls), len(bs[1].Calls))
			}
		}},
		{"auction-not-dealer.pbn", 2, []string{"14:1 error first call by E but the dealer is N", "15:1 warning incomplete auction"}, nil},
		{"dealer-statistics.pbn", 2, []string{`33:1 warning text outside a tag ignored ("Minimum")`}, nil},
		// classic Mac OS: a CR alone ends every line, the unclosed '{'
		// of board 2 ends at the empty line before board 3 (a closed
		// '{' comment follows in board 4), and the positions count CR
		// line ends
		{"cr-line-ends.pbn", 4, []string{"31:1 warning unclosed '{' comment: it is taken to end at the empty line before line 36", `46:10 error "XS" is not a call`, "46:13 warning incomplete auction: it stops after N Pass"}, func(t *testing.T, bs []*Board) {
			if len(bs[0].Calls) != 10 || bs[0].Calls[2].Explanation != "Stayman" || len(bs[1].Calls) != 0 || len(bs[2].Calls) != 3 || bs[3].Label != "4" || len(bs[3].Calls) != 5 {
				t.Errorf("calls %d %d %d %d", len(bs[0].Calls), len(bs[1].Calls), len(bs[2].Calls), len(bs[3].Calls))
			}
			if p := bs[0].Calls[9].Pos; p.Line != 19 || p.Col != 6 {
				t.Errorf("board 1's last call at %d:%d, want 19:6", p.Line, p.Col)
			}
			for _, b := range bs {
				if len(b.Calls) > 0 && b.eol != "\r" {
					t.Errorf("board %s: line end %q, want \"\\r\"", b.Label, b.eol)
				}
			}
		}},
		{"utf16le-bom.pbn", 1, nil, func(t *testing.T, bs []*Board) {
			if bs[0].Encoding != UTF16LE || bs[0].Players[bridge.North] != "Søren" || len(bs[0].Calls) != 8 {
				t.Errorf("encoding %s players %q calls %d", bs[0].Encoding, bs[0].Players, len(bs[0].Calls))
			}
		}},
	} {
		t.Run(c.file, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("..", "testdata", "readers", c.file))
			if err != nil {
				t.Fatal(err)
			}
			bs, fds, err := ReadBytes(c.file, data)
			if err != nil {
				t.Fatal(err)
			}
			if len(bs) != c.boards {
				t.Fatalf("%d boards, want %d", len(bs), c.boards)
			}
			var got []string
			all := append([]record.Diagnostic(nil), fds...)
			for _, b := range bs {
				all = append(all, b.Diagnostics...)
			}
			for _, d := range all {
				got = append(got, fmt.Sprintf("%d:%d %s %s", d.Pos.Line, d.Pos.Col, d.Severity, d.Message))
			}
			if len(got) != len(c.diags) {
				t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(c.diags, "\n"))
			} else {
				for i := range got {
					if !strings.HasPrefix(got[i], c.diags[i]) {
						t.Errorf("diagnostic %d: %s\nwant %s...", i, got[i], c.diags[i])
					}
				}
			}
			if c.check != nil {
				c.check(t, bs)
			}
			checkRoundTrip(t, data, bs)
		})
	}
}

// A board with a deal but without [Dealer] or [Vulnerable] (both
// mandatory) takes them from its number under the standard rotation, and
// says so; without a number, North and None.
func TestMissingDealerAndVulnerability(t *testing.T) {
	bs, _ := read(t, "[Board \"6\"]\n[Deal \"N:AQ75.T96.KJ97.AJ 98.KQJ84.Q654.73 6432.A2.AT832.K2 KJT.753..QT98654\"]\n\n"+
		"[Board \"x\"]\n[Deal \"N:AQ75.T96.KJ97.AJ 98.KQJ84.Q654.73 6432.A2.AT832.K2 KJT.753..QT98654\"]\n")
	if len(bs) != 2 {
		t.Fatalf("%d boards", len(bs))
	}
	if bs[0].Dealer != bridge.East || bs[0].Vulnerability != bridge.EW {
		t.Errorf("board 6: dealer %s vulnerability %s, want E and EW", bs[0].Dealer, bs[0].Vulnerability)
	}
	want := []string{"1:1: warning: Board 6: no [Dealer]: dealer taken as E from board 6", "1:1: warning: Board 6: no [Vulnerable]: vulnerability taken as EW from board 6"}
	if got := diagsOf(bs[0].Diagnostics); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("diagnostics %q, want %q", got, want)
	}
	if bs[1].Dealer != bridge.North || bs[1].Vulnerability != bridge.None || !hasDiag(bs[1].Diagnostics, 4, record.Warning, "taken as N by default") {
		t.Errorf("board x: dealer %s vulnerability %s %v", bs[1].Dealer, bs[1].Vulnerability, diagsOf(bs[1].Diagnostics))
	}
}
