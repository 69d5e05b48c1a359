package pbn

import (
	"bufio"
	"bytes"
	"errors"
	"github.com/mdlint/mdlint/internal/cp1252"
	"github.com/mdlint/mdlint/internal/lineend"
	"io"
	"unicode/utf16"
	"unicode/utf8"
)

// Encoding is the character encoding of a PBN file as the reader sniffed it
// (pbn-format.md §12 item 1). It decides how strings are decoded and how
// new note text is encoded when a board is edited.
type Encoding int

const (
	// ASCII: no byte above 0x7F in the sniffed prefix. New text is written
	// as Latin-1 (the spec's character set), suits as \S \H \D \C.
	ASCII Encoding = iota
	// UTF8: valid UTF-8 with non-ASCII characters and no byte-order mark.
	UTF8
	// UTF8BOM: UTF-8 starting with the byte-order mark EF BB BF (BCDD).
	UTF8BOM
	// UTF16LE: UTF-16 little-endian with the byte-order mark FF FE.
	UTF16LE
	// UTF16BE: UTF-16 big-endian with the byte-order mark FE FF.
	UTF16BE
	// Latin1: ISO-8859-1, bytes 0x80-0x9F read as Windows-1252.
	Latin1
)

// String returns "ascii", "utf-8", "utf-8-bom", "utf-16le", "utf-16be" or
// "latin-1".
func (e Encoding) String() string {
	switch e {
	case UTF8:
		return "utf-8"
	case UTF8BOM:
		return "utf-8-bom"
	case UTF16LE:
		return "utf-16le"
	case UTF16BE:
		return "utf-16be"
	case Latin1:
		return "latin-1"
	}
	return "ascii"
}

// unicode reports whether the encoding can hold any character (so ♠♥♦♣
// may be written as such).
func (e Encoding) unicode() bool { return e == UTF8 || e == UTF8BOM || e == UTF16LE || e == UTF16BE }

// sniffSize is how much of a stream is examined to choose between UTF-8
// and Latin-1 when there is no byte-order mark.
const sniffSize = 64 << 10

// sniff examines the start of the stream: a byte-order mark decides; else
// the prefix is UTF-8 when it is valid UTF-8 with a non-ASCII byte, ASCII
// when it has none, Latin-1 otherwise. It returns the encoding and the
// length of the byte-order mark.
func sniff(p []byte, atEOF bool) (Encoding, int) {
	switch {
	case bytes.HasPrefix(p, []byte{0xEF, 0xBB, 0xBF}):
		return UTF8BOM, 3
	case bytes.HasPrefix(p, []byte{0xFF, 0xFE}):
		return UTF16LE, 2
	case bytes.HasPrefix(p, []byte{0xFE, 0xFF}):
		return UTF16BE, 2
	}
	ascii := true
	for _, c := range p {
		if c >= 0x80 {
			ascii = false
			break
		}
	}
	if ascii {
		return ASCII, 0
	}
	// A UTF-8 file with a stray 8-bit byte stays UTF-8: only the value
	// holding the byte is read as Windows-1252 (decodeText).
	if cp1252.IsUTF8(p, atEOF) {
		return UTF8, 0
	}
	return Latin1, 0
}

// source hands the lexer one byte at a time from the file. For UTF-8 and
// single-byte files the bytes are the file's own; a UTF-16 file is
// transcoded to UTF-8 and offs maps each produced byte back to the offset
// of its code unit in the original file, so every position the reader
// reports is an offset into the original bytes.
type source struct {
	r      *bufio.Reader
	enc    Encoding
	buf    []byte  // current chunk (UTF-8 or single-byte)
	offs   []int64 // UTF-16 only: original offset of buf[i]
	pos    int     // next byte in buf
	base   int64   // byte modes: original offset of buf[0]
	eof    bool
	err    error // read error other than io.EOF
	rawOff int64 // UTF-16: original offset of the next unread raw byte
	carry  []byte
	hi     rune          // pending high surrogate, or 0
	hiOff  int64         // its offset
	total  int64         // original length once eof
	fills  int           // chunks loaded so far (a buffer index is valid while this is unchanged)
	own    *bufio.Reader // the read-ahead buffer s made (reset), or nil
	raw    []byte        // UTF-16: the chunk of raw bytes read
	buf16  []byte        // UTF-16: the storage of buf
	// nulAt is the offset of a NUL byte in the sniffed prefix of a byte
	// (not UTF-16) file, -1 when there is none; nulLine and nulCol are its
	// 1-based line and column.
	nulAt           int64
	nulLine, nulCol int
}

const chunkSize = 64 << 10

func newSource(r io.Reader) *source {
	s := &source{}
	s.reset(r)
	return s
}

// reset makes s read r from its start, as newSource(r) would. It keeps
// the UTF-16 buffers s made for an earlier input, and its read-ahead
// buffer when r is not a *bufio.Reader of at least sniffSize bytes.
func (s *source) reset(r io.Reader) {
	br, ok := r.(*bufio.Reader)
	if !ok || br.Size() < sniffSize {
		br = s.own
		if br == nil {
			br = bufio.NewReaderSize(r, sniffSize)
		} else {
			br.Reset(r)
		}
		s.own = br
	}
	// the UTF-16 buffers are s's own (in byte modes buf is a window of
	// the read-ahead buffer, which is not)
	raw, buf16, offs := s.raw, s.buf16, s.offs[:0]
	*s = source{r: br, own: s.own, raw: raw, buf16: buf16, offs: offs}
	p, err := br.Peek(sniffSize)
	atEOF := err != nil
	enc, bom := sniff(p, atEOF)
	s.enc = enc
	s.nulAt = -1
	if !(enc == UTF16LE || enc == UTF16BE) {
		if i := bytes.IndexByte(p, 0); i >= 0 {
			// a binary file: say so once, before reading anything as PBN
			s.nulAt = int64(i)
			s.nulLine, s.nulCol = lineend.Position(p, i)
		}
	}
	if bom > 0 {
		br.Discard(bom)
	}
	s.base = int64(bom)
	s.rawOff = int64(bom)
	if s.utf16() {
		if s.buf16 == nil {
			s.buf16 = make([]byte, 0, chunkSize)
		}
		s.buf = s.buf16[:0]
	}
}

func (s *source) utf16() bool { return s.enc == UTF16LE || s.enc == UTF16BE }

// offset returns the original offset of the byte at buf[s.pos] (or of the
// end of the file).
func (s *source) offset() int64 {
	if s.utf16() {
		if s.pos < len(s.offs) {
			return s.offs[s.pos]
		}
		return s.rawOff - int64(len(s.carry))
	}
	return s.base + int64(s.pos)
}

// fill loads the next chunk; it returns false at the end of the input.
func (s *source) fill() bool {
	if s.eof {
		return false
	}
	s.fills++
	if s.utf16() {
		return s.fill16()
	}
	// Byte modes read straight out of the bufio buffer: buf is the
	// peeked window, discarded when the next one is needed.
	s.r.Discard(len(s.buf))
	s.base += int64(len(s.buf))
	s.buf, s.pos = nil, 0
	for tries := 0; ; tries++ {
		if n := s.r.Buffered(); n > 0 {
			w, _ := s.r.Peek(n)
			// A chunk does not end in a CR while more may follow: the
			// lexer tells CR, CRLF and the doubled CR CR LF apart by
			// the bytes after the CR, so the CRs at the end wait
			// (unread in the read-ahead buffer) for the next chunk.
			k := len(w)
			for k > 0 && w[k-1] == '\r' {
				k--
			}
			if k == len(w) || k > 0 {
				s.buf = w[:k]
				return true
			}
			// only CRs: read on, so they come with what follows
			if n < s.r.Size() {
				if _, err := s.r.Peek(n + 1); err == nil {
					continue
				}
			}
			s.buf = w
			return true
		}
		_, err := s.r.Peek(1)
		if err != nil && s.r.Buffered() == 0 || tries > 100 {
			if err == nil {
				err = io.ErrNoProgress
			}
			if !errors.Is(err, io.EOF) {
				s.err = err
			}
			s.eof = true
			return false
		}
	}
}

func (s *source) fill16() bool {
	if s.raw == nil {
		s.raw = make([]byte, chunkSize)
	}
	raw := s.raw
	for {
		s.buf = s.buf[:0]
		s.offs = s.offs[:0]
		s.pos = 0
		k := copy(raw, s.carry)
		s.carry = s.carry[:0]
		n, err := s.r.Read(raw[k:])
		start := s.rawOff - int64(k)
		s.rawOff += int64(n)
		data := raw[:k+n]
		i := 0
		for ; i+1 < len(data); i += 2 {
			var u uint16
			if s.enc == UTF16LE {
				u = uint16(data[i]) | uint16(data[i+1])<<8
			} else {
				u = uint16(data[i])<<8 | uint16(data[i+1])
			}
			off := start + int64(i)
			r := rune(u)
			switch {
			case utf16.IsSurrogate(r) && r < 0xDC00:
				if s.hi != 0 {
					s.emit(utf8.RuneError, s.hiOff)
				}
				s.hi, s.hiOff = r, off
				continue
			case utf16.IsSurrogate(r):
				if s.hi != 0 {
					s.emit(utf16.DecodeRune(s.hi, r), s.hiOff)
					s.hi = 0
					continue
				}
				r = utf8.RuneError
			}
			if s.hi != 0 {
				s.emit(utf8.RuneError, s.hiOff)
				s.hi = 0
			}
			s.emit(r, off)
		}
		s.carry = append(s.carry, data[i:]...)
		if err == nil && s.hi == 0 && len(s.buf) > 0 && s.buf[len(s.buf)-1] == '\r' {
			// as in byte modes, the CRs at the end wait for what
			// follows them (the raw bytes from the first go back
			// into carry), unless the chunk holds nothing else and
			// carry is full
			q := len(s.buf)
			for q > 0 && s.buf[q-1] == '\r' {
				q--
			}
			if from := s.offs[q] - start; q > 0 || len(data)-int(from) < chunkSize/2 {
				s.carry = append(s.carry[:0], data[from:]...)
				s.buf, s.offs = s.buf[:q], s.offs[:q]
			}
		}
		if err != nil {
			if !errors.Is(err, io.EOF) {
				s.err = err
			}
			if s.hi != 0 {
				s.emit(utf8.RuneError, s.hiOff)
				s.hi = 0
			}
			s.eof = true
			// An odd trailing byte is kept out of the text.
			return len(s.buf) > 0
		}
		if len(s.buf) > 0 {
			return true
		}
	}
}

func (s *source) emit(r rune, off int64) {
	if r < utf8.RuneSelf {
		s.buf = append(s.buf, byte(r))
		s.offs = append(s.offs, off)
		return
	}
	n := len(s.buf)
	s.buf = utf8.AppendRune(s.buf, r)
	for j := n; j < len(s.buf); j++ {
		s.offs = append(s.offs, off)
	}
}
