package lin

import (
	"bytes"
	"io"

	"github.com/mdlint/mdlint/internal/lineend"
	"github.com/mdlint/mdlint/record"
)

// Limits that keep memory bounded whatever the input (a 1 GB file without
// a single '|' must not be held in memory).
const (
	chunkSize = 64 << 10 // bytes read from the source at a time
	maxValue  = 1 << 20  // bytes of one value kept; the rest is skipped with a diagnostic
	maxKeyLen = 16       // bytes looked at for a key before the text is junk
)

// pairKind says what the scanner found.
type pairKind uint8

const (
	kindPair pairKind = iota // key|value|
	kindJunk                 // text that is not a key|value| pair
)

// pair is one key|value| pair as scanned. Offsets are into the original
// file bytes (for handviewer links: the percent-encoded bytes), so that
// edits can be spliced there. val aliases the scanner's buffer and is valid
// only until the next call of scanner.next.
type pair struct {
	kind      pairKind
	key       [2]byte // lower-cased key letters
	rawKey    []byte  // the key (or junk) as written, aliases the buffer
	upperKey  bool    // the key was written in upper case ("MB|")
	pos       record.Position
	valPos    record.Position
	val       []byte
	valIdx    int   // buffer index of the value's first byte (for offsetOf)
	valStart  int64 // original offset of the value's first byte
	valEnd    int64 // original offset just past the value (the closing '|', or the end)
	end       int64 // original offset just past the closing '|' (== valEnd when unclosed)
	closed    bool  // the closing '|' is present
	nlAsPipes bool  // key followed by a newline instead of "||" (lin-format.md §9)
	noSep     bool  // no '|' after the key (nlAsPipes, or a bare key at the end)
	split     bool  // value cut at a newline because the next line starts a key (missing '|')
	truncated bool  // value longer than maxValue; only its start is kept
}

// scanner splits a LIN byte stream into pairs, tracking byte offsets, lines
// and columns. It reads from src in chunks (streaming) or works on an
// in-memory buffer with an offset map (a decoded handviewer link).
type scanner struct {
	src  io.Reader
	buf  []byte
	r    int   // read cursor into buf
	base int64 // original offset of buf[0] (stream mode)
	eof  bool
	err  error // read error other than io.EOF

	// omap, when not nil, gives the original offset of buf[i]
	// (len(buf)+1 entries); positions are then on one line.
	omap              []int64
	linkLine, linkCol int
	linkOff           int64

	lines   lineend.Counter // stream mode: the line of buf[tracked] and the offset of its start
	tracked int             // buffer index up to which line ends are counted

	scratch []byte // holds a truncated value

	ctrlZ record.Position // first DOS end-of-file byte 0x1A between pairs, or Line 0
}

func newStreamScanner(src io.Reader) *scanner {
	return &scanner{src: src, buf: make([]byte, 0, chunkSize), lines: lineend.NewCounter(0)}
}

func newMemScanner(buf []byte, omap []int64, line, col int) *scanner {
	return &scanner{buf: buf, omap: omap, eof: true, linkLine: line, linkCol: col, linkOff: omap[0]}
}

// orig returns the original offset of buffer index i (i may be len(buf)).
func (s *scanner) orig(i int) int64 {
	if s.omap != nil {
		return s.omap[i]
	}
	return s.base + int64(i)
}

// posAt returns the position of buffer index i. Calls must not go
// backwards past a compaction; within the buffer they may.
func (s *scanner) posAt(i int) record.Position {
	if s.omap != nil {
		off := s.omap[i]
		return record.Position{Offset: off, Line: s.linkLine, Col: s.linkCol + int(off-s.linkOff)}
	}
	if i > s.tracked {
		// LF, CRLF, a CR alone and CR CR LF each end a line
		s.lines.Feed(s.buf[s.tracked:i], s.base+int64(s.tracked))
		s.tracked = i
	}
	off := s.base + int64(i)
	return record.Position{Offset: off, Line: s.lines.Line, Col: int(off-s.lines.Start) + 1}
}

// fill reads more bytes, keeping buf[keep:]. It returns the number of
// bytes the buffer shifted left (callers adjust their indexes) and whether
// new bytes arrived.
func (s *scanner) fill(keep int) (shift int, ok bool) {
	if s.eof {
		return 0, false
	}
	if keep > s.tracked {
		s.posAt(keep)
	}
	if keep > 0 {
		n := copy(s.buf[:cap(s.buf)], s.buf[keep:])
		s.buf = s.buf[:n]
		s.base += int64(keep)
		s.r -= keep
		s.tracked -= keep
		shift = keep
	}
	if cap(s.buf)-len(s.buf) < chunkSize/2 {
		nb := make([]byte, len(s.buf), 2*cap(s.buf)+chunkSize)
		copy(nb, s.buf)
		s.buf = nb
	}
	for {
		n, err := s.src.Read(s.buf[len(s.buf):cap(s.buf)])
		s.buf = s.buf[:len(s.buf)+n]
		if err != nil {
			s.eof = true
			if err != io.EOF {
				s.err = err
			}
			return shift, n > 0
		}
		if n > 0 {
			return shift, true
		}
	}
}

// discard drops the whole buffer (after counting its lines); used while
// skipping long junk.
func (s *scanner) discard() {
	s.posAt(len(s.buf))
	s.base += int64(len(s.buf))
	s.buf = s.buf[:0]
	s.r, s.tracked = 0, 0
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'
}

func isLetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// multiLine reports whether values of key k may hold newlines (free text).
// Values of other keys end at a newline when the next line starts a key
// (a record whose final '|' is missing).
func multiLine(k [2]byte) bool {
	switch string(k[:]) {
	case "nt", "an", "at", "mn":
		return true
	}
	return !knownKey(k)
}

// skipBlank skips whitespace and '%' comment lines at a pair boundary. It
// returns false at the end of input.
func (s *scanner) skipBlank() bool {
	for {
		for s.r < len(s.buf) {
			c := s.buf[s.r]
			if isSpace(c) {
				s.r++
				continue
			}
			if c == 0x1A {
				// DOS end-of-file mark (Ctrl-Z): kept, read as white space
				if s.ctrlZ.Line == 0 {
					s.ctrlZ = s.posAt(s.r)
				}
				s.r++
				continue
			}
			if c == '%' {
				// comment: up to the end of the line (LF, or a CR
				// alone in a classic Mac OS file)
				for {
					i := bytes.IndexAny(s.buf[s.r:], "\r\n")
					if i >= 0 {
						s.r += i + 1
						break
					}
					s.r = len(s.buf)
					if s.eof {
						return false
					}
					s.discard()
					if _, ok := s.fill(0); !ok {
						return false
					}
				}
				continue
			}
			return true
		}
		if s.eof {
			return false
		}
		if _, ok := s.fill(s.r); !ok {
			return false
		}
	}
}

// next scans the next pair. It returns false at the end of input.
func (s *scanner) next(p *pair) bool {
	*p = pair{}
	if !s.skipBlank() {
		return false
	}
	ps := s.r
	// Find the end of the key: '|' or a line end, within maxKeyLen bytes.
	k := -1
	for {
		lim := len(s.buf)
		if lim-ps > maxKeyLen {
			lim = ps + maxKeyLen
		}
		for i := ps; i < lim; i++ {
			if c := s.buf[i]; c == '|' || c == '\n' || c == '\r' {
				k = i
				break
			}
		}
		if k >= 0 || len(s.buf)-ps >= maxKeyLen || s.eof {
			break
		}
		shift, _ := s.fill(ps)
		ps -= shift
	}
	p.pos = s.posAt(ps)
	keyEnd := k
	if keyEnd < 0 {
		keyEnd = len(s.buf)
		if keyEnd-ps > maxKeyLen {
			keyEnd = ps + maxKeyLen
		}
	}
	raw := s.buf[ps:keyEnd]
	two := len(raw) == 2 && isLetter(raw[0]) && isLetter(raw[1])
	switch {
	case two && k >= 0 && s.buf[k] == '|':
		// a key
	case two && (k >= 0 || (s.eof && keyEnd == len(s.buf))):
		// "pg\npc": the key's "||" written as a line end, or a bare key
		// at the end of the input.
		p.kind = kindPair
		p.rawKey = raw
		p.setKey(raw)
		p.nlAsPipes = k >= 0
		p.noSep = true
		p.valIdx = keyEnd
		p.valStart = s.orig(keyEnd)
		p.valEnd, p.end = p.valStart, p.valStart
		p.valPos = s.posAt(keyEnd)
		s.r = keyEnd
		return true
	default:
		return s.junk(p, ps)
	}
	p.kind = kindPair
	p.rawKey = raw
	p.setKey(raw)
	vs := k + 1
	// Find the closing '|'.
	j := -1
	from := vs
	for {
		if i := bytes.IndexByte(s.buf[from:], '|'); i >= 0 {
			j = from + i
			break
		}
		from = len(s.buf)
		if s.eof {
			break
		}
		if len(s.buf)-vs >= maxValue {
			return s.truncated(p, ps, vs)
		}
		shift, _ := s.fill(ps)
		ps -= shift
		vs -= shift
		from -= shift
		p.rawKey = s.buf[ps : ps+2]
	}
	p.valIdx = vs
	p.valStart = s.orig(vs)
	if s.omap == nil {
		// "xx|": no line end between the key and the value
		p.valPos = record.Position{Offset: p.valStart, Line: p.pos.Line, Col: p.pos.Col + (vs - ps)}
	} else {
		p.valPos = s.posAt(vs)
	}
	if j < 0 {
		// the input ends inside the value: a record without its final '|'
		p.val = s.buf[vs:]
		p.valEnd = s.orig(len(s.buf))
		p.end = p.valEnd
		s.r = len(s.buf)
	} else {
		p.val = s.buf[vs:j]
		p.valEnd = s.orig(j)
		p.end = s.orig(j + 1)
		p.closed = true
		s.r = j + 1
	}
	// A one-line key whose value runs over a line end into something that
	// looks like the next key ("mc|10\npn|..."): the '|' after the value
	// is missing; end the value at the line end.
	if !multiLine(p.key) && p.closed {
		if nli, _ := lineend.Index(p.val); nli >= 0 {
			rest := bytes.TrimLeft(p.val[nli:], " \t\r\n")
			if len(rest) == 2 && isLetter(rest[0]) && isLetter(rest[1]) {
				cut := nli // the start of the line end (LF, CRLF, CR)
				p.val = p.val[:cut]
				p.valEnd = s.orig(vs + cut)
				p.end = p.valEnd
				p.closed = false
				p.split = true
				s.r = vs + nli
			}
		}
	}
	return true
}

func (p *pair) setKey(raw []byte) {
	p.key = [2]byte{raw[0] | 0x20, raw[1] | 0x20}
	p.upperKey = raw[0] != p.key[0] || raw[1] != p.key[1]
}

// junk consumes text that does not start a key|value| pair: up to and
// including the next '|' or line end, whichever comes first.
func (s *scanner) junk(p *pair, ps int) bool {
	p.kind = kindJunk
	from := ps
	for {
		i := bytes.IndexAny(s.buf[from:], "|\n\r")
		if i >= 0 {
			e := from + i + 1
			p.rawKey = s.buf[ps:e]
			if len(p.rawKey) > 40 {
				p.rawKey = p.rawKey[:40]
			}
			p.end = s.orig(e)
			s.r = e
			return true
		}
		from = len(s.buf)
		if s.eof {
			p.rawKey = s.buf[ps:]
			if len(p.rawKey) > 40 {
				p.rawKey = p.rawKey[:40]
			}
			p.end = s.orig(len(s.buf))
			s.r = len(s.buf)
			return true
		}
		if len(s.buf)-ps >= maxValue {
			// keep a short prefix for the message, drop the rest
			s.scratch = append(s.scratch[:0], s.buf[ps:ps+40]...)
			s.posAt(len(s.buf))
			s.discard()
			ps, from = 0, 0
			s.fill(0)
			for {
				i := bytes.IndexAny(s.buf, "|\n\r")
				if i >= 0 {
					p.rawKey = s.scratch
					p.end = s.orig(i + 1)
					s.r = i + 1
					return true
				}
				s.discard()
				if _, ok := s.fill(0); !ok {
					p.rawKey = s.scratch
					p.end = s.orig(0)
					return true
				}
			}
		}
		shift, _ := s.fill(ps)
		ps -= shift
		from -= shift
	}
}

// truncated handles a value longer than maxValue: it keeps the first
// maxValue bytes in scratch and skips to the closing '|'.
func (s *scanner) truncated(p *pair, ps, vs int) bool {
	p.truncated = true
	p.valIdx = -1
	p.valStart = s.orig(vs)
	p.valPos = s.posAt(vs)
	s.scratch = append(s.scratch[:0], s.buf[vs:vs+maxValue]...)
	p.val = s.scratch
	p.rawKey = p.key[:]
	s.discard()
	for {
		if _, ok := s.fill(0); !ok {
			p.valEnd = s.orig(0)
			p.end = p.valEnd
			return true
		}
		if i := bytes.IndexByte(s.buf, '|'); i >= 0 {
			p.valEnd = s.orig(i)
			p.end = s.orig(i + 1)
			p.closed = true
			s.r = i + 1
			return true
		}
		s.discard()
	}
}
