package lineend

import (
	"math/rand/v2"
	"testing"
)

func TestIndex(t *testing.T) {
	for _, tc := range []struct {
		in   string
		i, n int
	}{
		{"abc", -1, 0},
		{"ab\ncd", 2, 1},
		{"ab\r\ncd", 2, 2},
		{"ab\rcd", 2, 1},
		{"ab\r\r\ncd", 2, 3},
		{"ab\r\rcd", 2, 1},
		{"ab\r", 2, 1},
		{"ab\r\r", 2, 1},
	} {
		if i, n := Index([]byte(tc.in)); i != tc.i || n != tc.n {
			t.Errorf("Index(%q) = %d, %d; want %d, %d", tc.in, i, n, tc.i, tc.n)
		}
	}
}

func TestCountAndPosition(t *testing.T) {
	for _, tc := range []struct {
		in        string
		n, start  int
		line, col int // of the byte 'X'
	}{
		{"a\nb\nX", 2, 4, 3, 1},
		{"a\r\nb\r\nX", 2, 6, 3, 1},
		{"[Event \"x\"]\r[Board \"1\"]\r  X", 2, 24, 3, 3},
		{"a\r\r\nb\r\r\nX", 2, 8, 3, 1},
		{"a\r\rX", 2, 3, 3, 1},
		{"a\r\r\r\nX", 2, 5, 3, 1},
		{"a\n\r\nX", 2, 4, 3, 1},
		{"a\n\rX", 2, 3, 3, 1},
		{"a\r\n\rX", 2, 4, 3, 1},
		{"aX", 0, 0, 1, 2},
	} {
		p := []byte(tc.in)
		if n, start := Count(p); n != tc.n || start != tc.start {
			t.Errorf("Count(%q) = %d, %d; want %d, %d", tc.in, n, start, tc.n, tc.start)
		}
		x := len(p) - 1
		if line, col := Position(p, x); line != tc.line || col != tc.col {
			t.Errorf("Position(%q, X) = %d:%d; want %d:%d", tc.in, line, col, tc.line, tc.col)
		}
	}
	// a byte inside a line end is on the line the line end ends
	if line, col := Position([]byte("ab\r\ncd"), 3); line != 1 || col != 4 {
		t.Errorf("Position of the LF of CRLF = %d:%d; want 1:4", line, col)
	}
}

// TestCounterPieces feeds texts of mixed line ends cut at every place and
// in random pieces: the Counter must agree with Position at every byte
// that is not part of a line end.
func TestCounterPieces(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	alphabet := []string{"a", "\n", "\r", "\r\n", "\r\r\n", "\r\r"}
	for range 2000 {
		var p []byte
		for range rng.IntN(12) {
			p = append(p, alphabet[rng.IntN(len(alphabet))]...)
		}
		p = append(p, 'X')
		// random cuts
		var cuts []int
		for i := 1; i < len(p); i++ {
			if rng.IntN(3) == 0 {
				cuts = append(cuts, i)
			}
		}
		cuts = append(cuts, len(p))
		for _, feed := range []struct {
			name string
			f    func(c *Counter, p []byte, off int64)
		}{{"short", (*Counter).feedShort}, {"long", (*Counter).feedLong}} {
			c := NewCounter(0)
			prev := 0
			for _, cut := range cuts {
				// ask the position of every byte as it is reached, as
				// a scanner does, feeding one piece at a time
				for i := prev; i < cut; i++ {
					if p[i] == '\r' || p[i] == '\n' {
						continue
					}
					cc := c
					feed.f(&cc, p[prev:i], int64(prev))
					line, col := Position(p, i)
					if cc.Line != line || int(int64(i)-cc.Start)+1 != col {
						t.Fatalf("%s: %q cut at %v: byte %d at %d:%d; want %d:%d", feed.name, p, cuts, i, cc.Line, int64(i)-cc.Start+1, line, col)
					}
				}
				feed.f(&c, p[prev:cut], int64(prev))
				prev = cut
			}
			n, _ := Count(p)
			if c.Line != n+1 {
				t.Fatalf("%s: %q: %d lines counted; want %d", feed.name, p, c.Line, n+1)
			}
		}
	}
}
