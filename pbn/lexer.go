package pbn

import (
	"github.com/mdlint/mdlint/internal/lineend"
	"github.com/mdlint/mdlint/record"
)

// tokKind is the kind of a lexical token (PBN 2.1 §3.2, §3.8, §2.4).
type tokKind uint8

const (
	tEOF     tokKind = iota
	tLBrack          // [
	tRBrack          // ]
	tString          // "..." (text holds the unescaped content)
	tWord            // any other run of non-blank characters
	tComment         // { ... } or ; ... (text is not kept)
	tEscape          // % line (text holds the line after the %)
	tNL              // end of a line with content
	tBlank           // end of a semi-empty line outside a comment: a game separator
)

// maxTokenText caps the text kept for one token; longer strings are
// truncated (with a diagnostic) so memory stays bounded on any input.
const maxTokenText = 64 << 10

// token is one lexical token with its span in the original file bytes.
// Everything but its text is in tokInfo, which holds no pointer: the
// lexer clears it for every token without write barriers.
type token struct {
	text []byte // tString/tWord/tEscape content (reused buffer)
	tokInfo
}

// tokInfo is a token's kind, span and flags.
type tokInfo struct {
	kind tokKind
	pos  record.Position // start
	end  int64           // original offset just past the token
	eol  eolKind         // tNL/tBlank: the line end ("" at EOF)

	// tString flags
	unterminated bool
	hasTab       bool
	truncated    bool
	// tComment: brace comment details
	brace      bool
	unclosed   bool // reached the end of the file, or recovered (below)
	recovered  int  // unclosed: the comment was ended at the blank line before this line, where a tag starts
	suspicious int  // line inside the comment that looks like a tag, or 0
}

// eolKind is a line end the lexer met: eolNone (the end of the file),
// LF, CRLF, CR or the doubled CRCRLF.
type eolKind uint8

const (
	eolNone eolKind = iota
	eolLF
	eolCRLF
	eolCR
	eolCRCRLF
)

// String returns the line end's bytes ("" for eolNone).
func (k eolKind) String() string {
	return [...]string{"", "\n", "\r\n", "\r", "\r\r\n"}[k]
}

// lexer turns the byte stream into tokens, tracking lines and columns.
// Line and column are 1-based; the column counts original bytes.
type lexer struct {
	src       *source
	line      int
	lineStart int64
	content   bool // the current line has content (not semi-empty)
	nul       bool // a NUL character was seen
	nulPos    record.Position
	longLine  int // first line longer than 255 bytes including its end, or 0
	firstEOL  string
	crcr      record.Position // first doubled line end "\r\r\n", or Line 0
	eof1A     record.Position // first DOS end-of-file byte 0x1A, or Line 0
	bufs      [2][]byte
	flip      int
}

func newLexer(src *source) *lexer {
	lx := &lexer{src: src, line: 1, lineStart: src.offset()}
	return lx
}

// cur returns the current byte without consuming it; ok is false at EOF.
func (lx *lexer) cur() (byte, bool) {
	s := lx.src
	if s.pos < len(s.buf) {
		return s.buf[s.pos], true
	}
	if !s.fill() {
		return 0, false
	}
	return s.buf[s.pos], true
}

func (lx *lexer) position() record.Position {
	off := lx.src.offset()
	return record.Position{Offset: off, Line: lx.line, Col: int(off-lx.lineStart) + 1}
}

// newline consumes a line terminator starting at the current byte (CR or
// LF) and returns it.
func (lx *lexer) newline(c byte) eolKind {
	s := lx.src
	before := s.offset()
	s.pos++
	eol := eolLF
	if c == '\r' {
		eol = eolCR
		if b, ok := lx.cur(); ok && b == '\n' {
			s.pos++
			eol = eolCRLF
		} else if ok && b == '\r' && s.pos+1 < len(s.buf) && s.buf[s.pos+1] == '\n' {
			// "\r\r\n" (some mail and Windows tools double the CR):
			// one line end, not a line and an empty line.
			if lx.crcr.Line == 0 {
				lx.crcr = record.Position{Offset: before, Line: lx.line, Col: int(before-lx.lineStart) + 1}
			}
			s.pos += 2
			eol = eolCRCRLF
		}
	}
	if lx.firstEOL == "" {
		lx.firstEOL = eol.String()
	}
	end := s.offset()
	// PBN 2.1 §2.3: at most 255 characters including the line end, which
	// counts as one character (the verifier's own files: 254 characters
	// plus CRLF is accepted).
	n := before - lx.lineStart
	if s.utf16() {
		n /= 2
	}
	if lx.longLine == 0 && n > maxLine-1 {
		lx.longLine = lx.line
	}
	lx.line++
	lx.lineStart = end
	return eol
}

// next lexes the next token into t. The text buffer of t alternates
// between two buffers so that a token and one peeked token stay valid.
func (lx *lexer) next(t *token) {
	lx.flip ^= 1
	t.tokInfo = tokInfo{}
	t.text = lx.bufs[lx.flip][:0]
	lx.lex(t)
	if cap(t.text) != cap(lx.bufs[lx.flip]) {
		lx.bufs[lx.flip] = t.text[:0] // grown: keep the larger buffer
	}
}

func (lx *lexer) lex(t *token) {
	s := lx.src
	for {
		if s.pos >= len(s.buf) && !s.fill() {
			t.kind = tEOF
			t.pos = lx.position()
			t.end = t.pos.Offset
			if lx.content {
				// The last line had content but no terminator.
				lx.content = false
				t.kind = tNL
			}
			return
		}
		c := s.buf[s.pos]
		switch c {
		case ' ', '\t', '\v', '\f':
			s.pos++
			for s.pos < len(s.buf) && s.buf[s.pos] == ' ' {
				s.pos++
			}
			continue
		case '\n', '\r':
			t.pos = lx.position()
			had := lx.content
			t.eol = lx.newline(c)
			t.end = s.offset()
			lx.content = false
			if had {
				t.kind = tNL
			} else {
				t.kind = tBlank
			}
			return
		case 0:
			if !lx.nul {
				lx.nul = true
				lx.nulPos = lx.position()
			}
			s.pos++
			continue
		case 0x1A:
			// DOS end-of-file mark (Ctrl-Z): kept in the file, read as
			// white space.
			if lx.eof1A.Line == 0 {
				lx.eof1A = lx.position()
			}
			s.pos++
			continue
		}
		t.pos = lx.position()
		atCol1 := t.pos.Offset == lx.lineStart
		lx.content = true
		switch c {
		case '[':
			s.pos++
			t.kind = tLBrack
		case ']':
			s.pos++
			t.kind = tRBrack
		case '"':
			s.pos++
			lx.lexString(t)
		case '{':
			s.pos++
			lx.lexBrace(t)
		case ';':
			lx.skipLine()
			t.kind = tComment
		case '%':
			if atCol1 {
				s.pos++
				lx.lexEscape(t)
			} else {
				lx.lexWord(t)
			}
		default:
			lx.lexWord(t)
		}
		t.end = s.offset()
		return
	}
}

// skipLine consumes up to (not including) the line terminator.
func (lx *lexer) skipLine() {
	s := lx.src
	for {
		if s.pos >= len(s.buf) && !s.fill() {
			return
		}
		for s.pos < len(s.buf) {
			c := s.buf[s.pos]
			if c == '\n' || c == '\r' {
				return
			}
			s.pos++
		}
	}
}

func (lx *lexer) lexEscape(t *token) {
	t.kind = tEscape
	s := lx.src
	for {
		if s.pos >= len(s.buf) && !s.fill() {
			return
		}
		for s.pos < len(s.buf) {
			c := s.buf[s.pos]
			if c == '\n' || c == '\r' {
				return
			}
			if len(t.text) < 256 {
				t.text = append(t.text, c)
			}
			s.pos++
		}
	}
}

// isDelim reports whether c ends a word.
func isDelim(c byte) bool {
	switch c {
	case ' ', '\t', '\v', '\f', '\n', '\r', '[', ']', '{', '}', ';', '"', 0:
		return true
	}
	return false
}

func (lx *lexer) lexWord(t *token) {
	t.kind = tWord
	s := lx.src
	for {
		if s.pos >= len(s.buf) && !s.fill() {
			return
		}
		start := s.pos
		for s.pos < len(s.buf) && !isDelim(s.buf[s.pos]) {
			s.pos++
		}
		if n := maxTokenText - len(t.text); n > 0 {
			seg := s.buf[start:s.pos]
			if len(seg) > n {
				seg = seg[:n]
			}
			t.text = append(t.text, seg...)
		}
		if s.pos < len(s.buf) {
			if s.buf[s.pos] == '}' && s.pos == start && len(t.text) == 0 {
				// A stray '}' is a word of its own.
				s.pos++
				t.text = append(t.text, '}')
			}
			return
		}
	}
}

// lexString reads a string after its opening quote. Only \" and \\ are
// escapes (§3.2); any other backslash is kept. A string ends at its
// closing quote; a line end or EOF first makes it unterminated.
func (lx *lexer) lexString(t *token) {
	t.kind = tString
	s := lx.src
	for {
		if s.pos >= len(s.buf) && !s.fill() {
			t.unterminated = true
			return
		}
		// Fast path: copy plain characters in one go.
		start := s.pos
		for s.pos < len(s.buf) {
			c := s.buf[s.pos]
			if c == '"' || c == '\\' || c == '\n' || c == '\r' || c == '\t' || c == 0 {
				break
			}
			s.pos++
		}
		if n := maxTokenText - len(t.text); n > 0 {
			seg := s.buf[start:s.pos]
			if len(seg) > n {
				seg = seg[:n]
				t.truncated = true
			}
			t.text = append(t.text, seg...)
		} else if s.pos > start {
			t.truncated = true
		}
		if s.pos >= len(s.buf) {
			continue
		}
		c := s.buf[s.pos]
		switch c {
		case '"':
			s.pos++
			return
		case '\n', '\r':
			t.unterminated = true
			return
		case '\\':
			s.pos++
			if d, ok := lx.cur(); ok && (d == '"' || d == '\\') {
				s.pos++
				c = d
			}
		case '\t':
			t.hasTab = true
			s.pos++
		case 0:
			if !lx.nul {
				lx.nul = true
				lx.nulPos = lx.position()
			}
			s.pos++
		}
		if len(t.text) < maxTokenText {
			t.text = append(t.text, c)
		} else {
			t.truncated = true
		}
	}
}

// lexBrace reads a brace comment after its '{' up to the matching '}'
// (comments do not nest; '%' and ';' are plain inside). It notes the first
// line inside the comment that looks like a tag ("[Name "), the sign of an
// unclosed '{' that swallows the following tags.
func (lx *lexer) lexBrace(t *token) {
	t.kind = tComment
	t.brace = true
	s := lx.src
	// Tag-look detector state at the start of each inner line:
	// 0 blanks, 1 after '[', 2 in name, 3 blanks after name, 4 no.
	st := 4
	// The end of the last line with text before an empty line inside the
	// comment: where an unclosed comment is taken to end when a tag line
	// follows (valid while that part of the input is still buffered).
	type mark struct {
		pos, line int
		lineStart int64
		fills     int
		ok        bool
	}
	var lastNL, blank mark
	for {
		c, ok := lx.cur()
		if !ok {
			t.unclosed = true
			return
		}
		switch c {
		case '}':
			s.pos++
			return
		case '\n', '\r':
			if st == 0 && lastNL.ok && !blank.ok {
				blank = lastNL // this line is empty
			}
			lastNL = mark{pos: s.pos, line: lx.line, lineStart: lx.lineStart, fills: s.fills, ok: true}
			lx.newline(c)
			st = 0
			continue
		case 0:
			if !lx.nul {
				lx.nul = true
				lx.nulPos = lx.position()
			}
		}
		s.pos++
		switch st {
		case 0:
			if c == '[' {
				st = 1
			} else if c != ' ' && c != '\t' {
				st = 4
			}
		case 1:
			if c >= 'A' && c <= 'Z' {
				st = 2
			} else {
				st = 4
			}
		case 2:
			if c == ' ' || c == '\t' {
				st = 3
			} else if !isNameChar(c) {
				st = 4
			}
		case 3:
			if c == '"' {
				if blank.ok && blank.fills == s.fills && !closesInGame(s.buf[s.pos:]) {
					// An unclosed '{': end the comment at the empty
					// line, so that the lines after it are read again
					// as the next game.
					t.unclosed = true
					t.recovered = lx.line
					s.pos, lx.line, lx.lineStart = blank.pos, blank.line, blank.lineStart
					return
				}
				if t.suspicious == 0 {
					t.suspicious = lx.line
				}
				st = 4
			} else if c != ' ' && c != '\t' {
				st = 4
			}
		}
	}
}

// closesInGame reports whether p (the input after a tag line met inside a
// '{' comment that ran over an empty line) has a '}' before its next empty
// line: the comment then really spans the game break (PBN 2.1 §3.8 allows
// it), and is not taken as unclosed.
func closesInGame(p []byte) bool {
	empty := false // the current line has only blanks so far
	for i := 0; i < len(p); i++ {
		switch c := p[i]; c {
		case '}':
			return true
		case '\n', '\r':
			// LF, CRLF, a CR alone or CR CR LF: one line end
			_, n := lineend.Index(p[i:])
			i += n - 1
			if empty {
				return false
			}
			empty = true
		case ' ', '\t':
		default:
			empty = false
		}
	}
	return false
}

func isNameChar(c byte) bool {
	return c == '_' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9'
}
