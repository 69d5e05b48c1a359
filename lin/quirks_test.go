package lin

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mdlint/mdlint/bridge"
)

// The LIN producers' quirks, one fixture each in testdata/readers (deals
// written for the tests): boards read, what is said where, and that the
// file round-trips byte for byte.
func TestQuirkFixtures(t *testing.T) {
	for _, c := range []struct {
		file   string
		boards int
		diags  []string // "line:col severity message prefix", file then boards
		check  func(t *testing.T, bs []*Board)
	}{
		{"movie-closing-page.lin", 2, []string{"6:1 info closing page qx|end,Thanks for watching| is not a board"}, func(t *testing.T, bs []*Board) {
			if r := bs[1].Record(); r.Room != "Closed" || r.Players[bridge.South] != "Eva" || len(r.Calls) != 8 {
				t.Errorf("closed room: room %q players %q calls %d", r.Room, r.Players, len(r.Calls))
			}
		}},
		{"ctrl-z.lin", 1, []string{"2:1 warning DOS end-of-file byte 0x1A ignored"}, nil},
		{"stray-8bit-byte.lin", 2, []string{"1:110 warning 8-bit bytes that are not UTF-8 in a UTF-8 file"}, func(t *testing.T, bs []*Board) {
			for _, b := range bs {
				if p := b.Record().Players; p[bridge.South] != "Søren" || p[bridge.North] != "Jörg" {
					t.Errorf("players %q", p)
				}
			}
		}},
		{"four-hands.lin", 1, nil, func(t *testing.T, bs []*Board) {
			if r := bs[0].Record(); !r.Known[bridge.East] || r.Contract != "3D" || r.Declarer != "S" {
				t.Errorf("known %v contract %s by %s", r.Known, r.Contract, r.Declarer)
			}
		}},
		// classic Mac OS: a CR alone ends every line; the comment line
		// ends at its CR, and the positions count CR line ends
		{"cr-line-ends.lin", 3, []string{`3:119 error mb "XS" is not a call`, "4:4 warning the mc value runs to the end of the line without its closing '|'", "3:122 warning incomplete auction", `5:137 warning key "pg" is followed by a line end instead of "||"`}, func(t *testing.T, bs []*Board) {
			r := bs[0].Record()
			if r.Label != "Board 1" || len(r.Calls) != 10 || r.Calls[2].Explanation != "Stayman" || len(bs[1].Record().Calls) != 3 || len(bs[2].Record().Calls) != 6 {
				t.Errorf("board 1: %q %d calls; %d, %d calls", r.Label, len(r.Calls), len(bs[1].Record().Calls), len(bs[2].Record().Calls))
			}
			if p := r.Calls[9].Pos; p.Line != 2 || p.Col != 166 {
				t.Errorf("board 1's last call at %d:%d, want 2:166", p.Line, p.Col)
			}
		}},
		// Boards separated by a space on one line (a hand generator's output).
		{"boards-on-one-line.lin", 2, nil, func(t *testing.T, bs []*Board) {
			if bs[0].Record().Label != "Board 1" || bs[1].Record().Label != "Board 2" || bs[1].Record().Dealer != bridge.East {
				t.Errorf("labels %q %q", bs[0].Record().Label, bs[1].Record().Label)
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
			for _, d := range allDiags(bs, fds) {
				got = append(got, fmt.Sprintf("%d:%d %s %s", d.Pos.Line, d.Pos.Col, d.Severity, d.Message))
			}
			ok := len(got) == len(c.diags)
			for i := 0; ok && i < len(got); i++ {
				ok = strings.HasPrefix(got[i], c.diags[i])
			}
			if !ok {
				t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(c.diags, "\n"))
			}
			if c.check != nil {
				c.check(t, bs)
			}
			if out := roundTrip(t, data, nil); string(out) != string(data) {
				t.Error("round trip without edits differs")
			}
		})
	}
}
