package engine

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

// oldText is the former text, which copied its segments into every text
// cut from it: the reference the shared segments are checked against.
type oldText struct {
	s    string
	segs []seg
}

func (t oldText) at(off int) pos {
	if len(t.segs) == 0 {
		return pos{}
	}
	k := 0
	for i, sg := range t.segs {
		if sg.off <= off {
			k = i
		}
	}
	sg := t.segs[k]
	if off > len(t.s) {
		off = len(t.s)
	}
	p := sg.p
	if off > sg.off {
		p.col += utf8.RuneCountInString(t.s[sg.off:off])
	}
	return p
}

func (t oldText) sub(i, j int) oldText {
	out := oldText{s: t.s[i:j]}
	first := true
	for _, sg := range t.segs {
		if sg.off >= j {
			break
		}
		if sg.off <= i {
			continue
		}
		if first {
			out.segs = append(out.segs, seg{0, t.at(i)})
			first = false
		}
		out.segs = append(out.segs, seg{sg.off - i, sg.p})
	}
	if first {
		out.segs = append(out.segs, seg{0, t.at(i)})
	}
	return out
}

func (t oldText) trim() oldText {
	i, j := 0, len(t.s)
	for i < j && t.s[i] == ' ' {
		i++
	}
	for j > i && t.s[j-1] == ' ' {
		j--
	}
	return t.sub(i, j)
}

// A text cut from a text (and cut again, and trimmed) gives every byte
// the position the former copying text gave, for random lines joined as
// parseFile joins an attribute block over several lines, with multi-byte
// runes (♠, é) and spaces at the cuts; and cutting allocates nothing.
func TestTextSharesSegments(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 18))
	words := []string{"hcp", "12-14", "♠", "5+S", "é", "{", "}", ";", " ", "  ", "src", "\"a b\"", "x"}
	line := func() string {
		var b strings.Builder
		for range 1 + r.IntN(8) {
			b.WriteString(words[r.IntN(len(words))])
		}
		if strings.TrimSpace(b.String()) == "" {
			b.WriteString("z")
		}
		return b.String()
	}
	for range 3000 {
		// a line, joined with up to three more as parseFile joins them
		first := line()
		nt := lineText(first, pos{"f.mds", 3, 5})
		ot := oldText{s: first, segs: []seg{{0, pos{"f.mds", 3, 5}}}}
		for k := range r.IntN(4) {
			nx := line()
			p := pos{"f.mds", 4 + k, 3}
			nt.segs = append(nt.segs, seg{len(nt.s) + 1, p})
			nt.s += " " + nx
			ot.segs = append(ot.segs, seg{len(ot.s) + 1, p})
			ot.s += " " + nx
		}
		// cut three times at rune boundaries, trimming between
		for range 3 {
			for off := 0; off <= len(nt.s)+1; off++ {
				if got, want := nt.at(off), ot.at(off); got != want {
					t.Fatalf("%q at %d: %v, want %v", nt.s, off, got, want)
				}
			}
			if len(nt.s) == 0 {
				break
			}
			i, j := r.IntN(len(nt.s)+1), r.IntN(len(nt.s)+1)
			if i > j {
				i, j = j, i
			}
			for i > 0 && i < len(nt.s) && !utf8.RuneStart(nt.s[i]) {
				i--
			}
			for j < len(nt.s) && !utf8.RuneStart(nt.s[j]) {
				j++
			}
			nt, ot = nt.sub(i, j), ot.sub(i, j)
			if r.IntN(2) == 0 {
				nt, ot = nt.trim(), ot.trim()
			}
		}
	}
	tx := lineText("hcp 12-14 balanced", pos{"f.mds", 1, 1})
	if n := testing.AllocsPerRun(100, func() { _ = tx.sub(4, 9).trim().sub(1, 3) }); n != 0 {
		t.Errorf("cutting a text allocates %v times", n)
	}
}
