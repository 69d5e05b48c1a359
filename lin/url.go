package lin

import (
	"bytes"

	"github.com/mdlint/mdlint/record"
)

// Handviewer links (lin-format.md §6). A BBO handviewer URL carries a LIN
// record in its lin= query parameter, partly percent-encoded (traveller
// pages leave "pn|...|st" literal and encode the rest as %7C, %2C, %21,
// %20...). The reader finds every lin= parameter in the input, decodes it
// once (full percent-decoding; '+' is kept as '+', not a space) and reads
// the decoded text as a LIN stream of its own, keeping for each decoded
// byte the offset of its encoded form in the original bytes.
//
// Editing decision: edits inside a link are written in the link's own
// percent-encoding, so that the page keeps working and decodes to valid
// LIN. Every byte we insert that is not an RFC 3986 unreserved character
// (A-Z a-z 0-9 - . _ ~) is written as %XX (upper-case hex); '|' is
// written as %7C when the link already encodes '|' that way, and literally
// when the link writes '|' literally.

// linkEnd reports whether c ends a handviewer link's lin= value: the next
// query parameter ('&', also the "&amp;" of HTML), a quote or bracket of
// the surrounding HTML or JavaScript, whitespace or a fragment ('#').
// A literal apostrophe in a link must therefore be written %27.
func linkEnd(c byte) bool {
	switch c {
	case '&', '"', '\'', '<', '>', '#', ' ', '\t', '\r', '\n', '\f', '\v':
		return true
	}
	return false
}

// link is one decoded lin= parameter.
type link struct {
	dec       []byte  // percent-decoded LIN
	omap      []int64 // original offset of dec[i]; len(dec)+1 entries
	pos       record.Position
	pipeEnc   bool // the link writes '|' as %7C
	truncated bool // longer than maxValue; the rest was left unread
	popup     bool // an hv_popuplin('...') string, not a lin= parameter
}

// popup is the JavaScript call of BBO's saved pages (travellers, "My
// hands", results) that holds a board's LIN as a quoted string:
// onclick="hv_popuplin('pn|...|st||md|...')".
const popup = "hv_popuplin("

// nextLink finds the next lin= parameter or hv_popuplin('...') call in the
// input, in page order. It returns false at the end of the input.
func (s *scanner) nextLink(l *link) bool {
	for {
		i := bytes.IndexAny(s.buf[s.r:], "=(")
		if i < 0 {
			if s.eof {
				s.r = len(s.buf)
				return false
			}
			keep := len(s.buf) - len(popup)
			if keep < s.r {
				keep = s.r
			}
			s.r = keep
			if _, ok := s.fill(keep); !ok {
				s.r = len(s.buf)
				return false
			}
			continue
		}
		j := s.r + i
		if s.buf[j] == '(' {
			k := j + 1
			for k < len(s.buf) && (s.buf[k] == ' ' || s.buf[k] == '\t') {
				k++
			}
			if k >= len(s.buf) && !s.eof {
				// the quote may be in the next chunk: read on and
				// look again from the name (the bytes from s.r to j
				// hold no '=' or '('); at the end of the input the
				// next round finds the '(' again with s.eof set
				keep := max(s.r, j+1-len(popup))
				s.r = keep
				s.fill(keep)
				continue
			}
			s.r = j + 1
			if j+1 < len(popup) || !bytes.EqualFold(s.buf[j+1-len(popup):j+1], []byte(popup)) {
				continue
			}
			if k < len(s.buf) && (s.buf[k] == '\'' || s.buf[k] == '"') {
				return s.readLink(l, k+1, s.buf[k])
			}
			continue
		}
		s.r = j + 1
		if j < 3 || s.buf[j-3]|0x20 != 'l' || s.buf[j-2]|0x20 != 'i' || s.buf[j-1]|0x20 != 'n' {
			continue
		}
		if j >= 4 {
			if c := s.buf[j-4]; c != '?' && c != '&' && c != ';' && !isSpace(c) && c != '"' && c != '\'' {
				continue
			}
		}
		return s.readLink(l, j+1, 0)
	}
}

// readLink reads the link value starting at buffer index ls. quote is the
// quote that closes an hv_popuplin string (the value then ends there and a
// backslash escapes the next byte, as in JavaScript), or 0 for a lin=
// parameter (it ends at linkEnd).
func (s *scanner) readLink(l *link, ls int, quote byte) bool {
	*l = link{popup: quote != 0}
	le := ls
	end := func(k int) bool {
		if quote == 0 {
			return linkEnd(s.buf[k])
		}
		return s.buf[k] == quote || s.buf[k] == '\n' || s.buf[k] == '\r'
	}
	for {
		for le < len(s.buf) && !end(le) && le-ls < maxValue {
			if quote != 0 && s.buf[le] == '\\' && le+1 < len(s.buf) {
				le++
			}
			le++
		}
		if le < len(s.buf) || le-ls >= maxValue || s.eof {
			break
		}
		shift, _ := s.fill(ls)
		ls -= shift
		le -= shift
	}
	l.truncated = le-ls >= maxValue
	l.pos = s.posAt(ls)
	enc := s.buf[ls:min(le, len(s.buf))]
	l.dec = make([]byte, 0, len(enc))
	l.omap = make([]int64, 0, len(enc)+1)
	base := s.orig(ls)
	for k := 0; k < len(enc); k++ {
		l.omap = append(l.omap, base+int64(k))
		if quote != 0 && enc[k] == '\\' && k+1 < len(enc) {
			// a JavaScript escape: \' \" \\ stand for the character
			k++
			l.dec = append(l.dec, enc[k])
			continue
		}
		if enc[k] == '%' && k+2 < len(enc) && isHex(enc[k+1]) && isHex(enc[k+2]) {
			b := unhex(enc[k+1])<<4 | unhex(enc[k+2])
			if b == '|' {
				l.pipeEnc = true
			}
			l.dec = append(l.dec, b)
			k += 2
			continue
		}
		l.dec = append(l.dec, enc[k])
	}
	l.omap = append(l.omap, s.orig(min(le, len(s.buf))))
	s.r = min(le, len(s.buf))
	return true
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'f'
}

func unhex(c byte) byte {
	if c <= '9' {
		return c - '0'
	}
	return c | 0x20 - 'a' + 10
}

// escapeStyle says how inserted bytes are written.
type escapeStyle uint8

const (
	plainLIN   escapeStyle = iota // a LIN file: bytes as they are
	linkPipe                      // a link that writes '|' literally
	linkPipe7C                    // a link that writes '|' as %7C
)

// escape writes b in style st (see the package comment on links).
func escape(b []byte, st escapeStyle) []byte {
	if st == plainLIN {
		return append([]byte(nil), b...)
	}
	const hexd = "0123456789ABCDEF"
	out := make([]byte, 0, 3*len(b))
	for _, c := range b {
		switch {
		case c >= 'A' && c <= 'Z', c >= 'a' && c <= 'z', c >= '0' && c <= '9', c == '-', c == '.', c == '_', c == '~':
			out = append(out, c)
		case c == '|' && st == linkPipe:
			out = append(out, c)
		default:
			out = append(out, '%', hexd[c>>4], hexd[c&15])
		}
	}
	return out
}

// looksLikeLinks reports whether the start of the input is an HTML page or
// a handviewer URL rather than LIN text: after whitespace it starts with
// '<', "http://", "https://" or "www.", or it holds no '|' but a "lin=".
func looksLikeLinks(head []byte) bool {
	t := bytes.TrimLeft(head, " \t\r\n")
	if len(t) > 0 && t[0] == '<' {
		return true
	}
	low := bytes.ToLower(t[:min(len(t), 8)])
	if bytes.HasPrefix(low, []byte("http://")) || bytes.HasPrefix(low, []byte("https://")) || bytes.HasPrefix(low, []byte("www.")) {
		return true
	}
	if !startsLIN(t) && (bytes.Contains(head, []byte(popup)) || bytes.Contains(head, []byte("HV_POPUPLIN("))) {
		return true
	}
	return bytes.IndexByte(head, '|') < 0 && bytes.Contains(bytes.ToLower(head), []byte("lin="))
}

// startsLIN reports whether t (the input after leading white space) starts
// with a LIN key: two letters and '|'.
func startsLIN(t []byte) bool {
	isL := func(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }
	return len(t) >= 3 && isL(t[0]) && isL(t[1]) && t[2] == '|'
}
