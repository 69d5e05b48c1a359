// Package lineend finds and counts line ends the way every mdlint reader
// reads them: LF (Unix), CRLF (Windows), a CR alone (classic Mac OS) and
// the doubled CR CR LF some mail and Windows tools write are each one line
// end (docs/reading-files.md, "Producers' quirks read right"). Files mix
// them; a line end is taken greedily from the left, so "\r\r\n" is one
// line end and "\r\r" two.
//
// Lines and columns are 1-based; a column counts bytes from the start of
// its line.
package lineend

import "bytes"

// Index returns the index of the first line end in p and its length in
// bytes (1, 2 or 3), or -1 and 0 when p has none. A CR at the end of p is
// a line end of length 1 (what follows it is not in p).
func Index(p []byte) (i, n int) {
	for j, c := range p {
		switch c {
		case '\n':
			return j, 1
		case '\r':
			switch {
			case j+1 < len(p) && p[j+1] == '\n':
				return j, 2
			case j+2 < len(p) && p[j+1] == '\r' && p[j+2] == '\n':
				return j, 3
			}
			return j, 1
		}
	}
	return -1, 0
}

// Count returns the number of line ends in p and the index just after the
// last one (0 when there is none): the start of p's last line.
func Count(p []byte) (n, lastStart int) {
	if bytes.IndexByte(p, '\r') < 0 {
		// LF only: the common case, counted without looking at each byte
		n = bytes.Count(p, []byte{'\n'})
		if n > 0 {
			lastStart = bytes.LastIndexByte(p, '\n') + 1
		}
		return n, lastStart
	}
	for off := 0; ; {
		i, k := Index(p[off:])
		if i < 0 {
			return n, lastStart
		}
		n++
		off += i + k
		lastStart = off
	}
}

// Position returns the 1-based line and column of byte i of p (i may be
// len(p): the position just past the end). A byte inside a line end is on
// the line that line end ends.
func Position(p []byte, i int) (line, col int) {
	line, start := 1, 0
	for start < i {
		j, k := Index(p[start:])
		if j < 0 || start+j+k > i {
			break
		}
		line++
		start += j + k
	}
	return line, i - start + 1
}

// Counter counts the lines of a stream read in pieces: Feed it the bytes
// in order and Line and Start say where the next byte is. A line end cut
// between two pieces (CR | LF, CR | CR LF) is counted once: after a CR the
// count is provisional until the next byte is fed, so a position asked
// for a byte that is not part of a line end is always right.
type Counter struct {
	// Line is the 1-based line of the next byte fed.
	Line int
	// Start is the offset of the first byte of that line.
	Start int64
	// st: 0 outside a line end; 1 after a CR; 2 after CR CR, the second
	// CR counted as a line end of its own until an LF makes the three
	// bytes one
	st uint8
}

// NewCounter returns a Counter at line 1 of a stream starting at offset
// start.
func NewCounter(start int64) Counter { return Counter{Line: 1, Start: start} }

// Feed counts the line ends in p, whose first byte is at offset off.
func (c *Counter) Feed(p []byte, off int64) {
	if len(p) <= shortFeed {
		c.feedShort(p, off)
		return
	}
	c.feedLong(p, off)
}

// feedLong is Feed with the bytes package's searches, from CR to CR.
func (c *Counter) feedLong(p []byte, off int64) {
	for len(p) > 0 {
		if c.st == 0 {
			i := bytes.IndexByte(p, '\r')
			seg := p
			if i >= 0 {
				seg = p[:i]
			}
			if n := bytes.Count(seg, []byte{'\n'}); n > 0 {
				c.Line += n
				c.Start = off + int64(bytes.LastIndexByte(seg, '\n')+1)
			}
			if i < 0 {
				return
			}
			// a CR: a line end, provisionally alone
			c.Line++
			c.Start = off + int64(i) + 1
			c.st = 1
			p, off = p[i+1:], off+int64(i)+1
			continue
		}
		switch p[0] {
		case '\n':
			if c.st == 2 {
				c.Line-- // CR CR LF: the second CR was no line end of its own
			}
			c.Start = off + 1
			c.st = 0
		case '\r':
			// the CR before this one was a line end alone (st 2) or
			// may start CR CR LF (st 1); this one is counted until
			// an LF says otherwise
			c.Line++
			c.Start = off + 1
			c.st = 2
		default:
			c.st = 0
			continue
		}
		p, off = p[1:], off+1
	}
}

// shortFeed is the length up to which Feed looks at each byte in one
// loop rather than searching with the bytes package: a reader feeds the
// few bytes between two of its tokens, and there the calls cost more than
// the loop.
const shortFeed = 64

// feedShort is Feed one byte at a time.
func (c *Counter) feedShort(p []byte, off int64) {
	for i, b := range p {
		if b > '\r' {
			c.st = 0
			continue
		}
		switch b {
		case '\n':
			if c.st == 0 {
				c.Line++
			} else if c.st == 2 {
				c.Line-- // CR CR LF: the second CR was no line end of its own
			}
			c.Start = off + int64(i) + 1
			c.st = 0
		case '\r':
			c.Line++
			c.Start = off + int64(i) + 1
			if c.st == 0 {
				c.st = 1
			} else {
				c.st = 2
			}
		default:
			c.st = 0
		}
	}
}
