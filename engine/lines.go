package engine

import (
	"strings"
	"unicode/utf8"
)

// text is a piece of source text that may have been joined from several
// lines (an attribute block), with enough bookkeeping to turn a byte offset
// back into a file position. A text cut from another (sub) shares its
// segments: cutting allocates nothing.
type text struct {
	s string
	// segs are the positions where the source lines joined into the text
	// a line was read as start (ascending offsets in that text, the first
	// at 0), shared by every text cut from it; nil for a text with no
	// position.
	segs []seg
	base int // offset of s[0] in the segments' text
	p0   pos // position of s[0]
}

type seg struct {
	off int // byte offset in s where the segment starts
	p   pos // position of that byte in the file
}

// at returns the file position of byte offset off of t (the end of t for
// an offset past it): from the last segment that starts inside t at or
// before off, or from t's first byte.
func (t text) at(off int) pos {
	if len(t.segs) == 0 {
		return pos{}
	}
	if off > len(t.s) {
		off = len(t.s)
	}
	abs, end := t.base+off, t.base+len(t.s)
	p, from := t.p0, 0
	for _, sg := range t.segs {
		if sg.off > abs {
			break
		}
		if sg.off > t.base && sg.off < end {
			p, from = sg.p, sg.off-t.base
		}
	}
	if off > from {
		p.col += utf8.RuneCountInString(t.s[from:off])
	}
	return p
}

// sub returns the part of t from byte i to j, keeping positions.
func (t text) sub(i, j int) text {
	return text{s: t.s[i:j], segs: t.segs, base: t.base + i, p0: t.at(i)}
}

// trim trims spaces at both ends, keeping positions.
func (t text) trim() text {
	i, j := 0, len(t.s)
	for i < j && t.s[i] == ' ' {
		i++
	}
	for j > i && t.s[j-1] == ' ' {
		j--
	}
	return t.sub(i, j)
}

// pos returns the position of the first byte.
func (t text) pos() pos { return t.at(0) }

// lineText returns the text s of one line, its first byte at p.
func lineText(s string, p pos) text {
	return text{s: s, segs: []seg{{0, p}}, p0: p}
}

// rawLine is one physical line after indentation, comment and TAB handling.
type rawLine struct {
	line   int
	indent int  // columns of leading spaces
	body   text // after the indentation, comment stripped, right-trimmed
}

// splitLines reads a file into raw lines: BOM and CR removed, comments
// stripped (outside double-quoted strings), TABs reported (outside strings),
// blank lines dropped.
func splitLines(file string, data []byte, d *diags) []rawLine {
	s := string(data)
	s = strings.TrimPrefix(s, "\ufeff")
	var out []rawLine
	for n, ln := range strings.Split(s, "\n") {
		ln = strings.TrimSuffix(ln, "\r")
		lineNo := n + 1
		if !utf8.ValidString(ln) {
			d.add(pos{file, lineNo, 1}, "line is not valid UTF-8")
			ln = strings.ToValidUTF8(ln, "\uFFFD")
		}
		inq := false
		end := len(ln)
		col := 1
		for i := 0; i < len(ln); {
			r, w := utf8.DecodeRuneInString(ln[i:])
			switch {
			case r == '"':
				inq = !inq
			case r == '\t' && !inq:
				d.add(pos{file, lineNo, col}, "TAB character: indent and separate with spaces only (TABs are not allowed outside quoted strings)")
			case r == '/' && !inq && strings.HasPrefix(ln[i:], "//"):
				end = i
			}
			if end != len(ln) {
				break
			}
			i += w
			col++
		}
		ln = ln[:end]
		if inq {
			// a quoted string must end on its own line: report it where it
			// opens and drop that quote, so the damage stays on this line
			q := strings.LastIndexByte(ln, '"')
			d.add(pos{file, lineNo, utf8.RuneCountInString(ln[:q]) + 1}, "unclosed quote: this \" has no closing \" on the same line")
			ln = ln[:q] + ln[q+1:]
		}
		ln = strings.ReplaceAll(ln, "\t", " ")
		ln = strings.TrimRight(ln, " ")
		ind := 0
		for ind < len(ln) && ln[ind] == ' ' {
			ind++
		}
		if ind == len(ln) {
			continue
		}
		out = append(out, rawLine{
			line:   lineNo,
			indent: ind,
			body:   lineText(ln[ind:], pos{file, lineNo, ind + 1}),
		})
	}
	return out
}

// indexOutsideQuotes returns the byte index of the first c in s that is not
// inside a double-quoted string, or -1.
func indexOutsideQuotes(s string, c byte) int {
	inq := false
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '"':
			inq = !inq
		case s[i] == c && !inq:
			return i
		}
	}
	return -1
}

// splitOutside splits s at every sep byte that is outside double quotes and
// outside parentheses, returning the byte ranges of the parts.
func splitOutside(s string, sep byte) [][2]int {
	var out [][2]int
	inq, depth, start := false, 0, 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"':
			inq = !inq
		case inq:
		case c == '(':
			depth++
		case c == ')':
			if depth > 0 {
				depth--
			}
		case c == sep && depth == 0:
			out = append(out, [2]int{start, i})
			start = i + 1
		}
	}
	return append(out, [2]int{start, len(s)})
}
