package pbn

import (
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
	"unsafe"

	"github.com/mdlint/mdlint/internal/cp1252"
)

// decodeSingle decodes Latin-1 / Windows-1252 bytes with the table the
// LIN reader shares (internal/cp1252).
func decodeSingle(p []byte) string { return cp1252.Decode(p) }

// decodeText turns the bytes of a string token into Go text: UTF-8 files
// (and UTF-16 ones, already transcoded) as UTF-8, falling back to
// Windows-1252 for a string that is not valid UTF-8; Latin-1 files as
// Windows-1252.
// The strings of UTF-8 text are carved from a, when a is not nil.
func decodeText(a *textArena, enc Encoding, p []byte) string {
	ascii := true
	for _, c := range p {
		if c >= 0x80 {
			ascii = false
			break
		}
	}
	if ascii || enc != Latin1 && utf8.Valid(p) {
		return a.string(p)
	}
	return decodeSingle(p)
}

// arenaChunk is the size of a textArena's chunks, bytes: a few games' tag
// values.
const arenaChunk = 4 << 10

// textArena makes the strings of a file's tag values from shared chunks
// instead of allocating each (the values of one game are a score of short
// strings). A chunk's bytes are never written again once a string points
// at them: a full chunk is left to the strings carved from it (the
// garbage collector frees it with the last of them) and a new one is
// started. A value longer than a quarter chunk gets its own allocation, so
// a chunk is never mostly wasted. The zero value is ready; a nil arena
// allocates every string.
type textArena struct {
	buf []byte // the current chunk: buf[:len(buf)] is handed out, the rest is free
}

// string returns p as a string, p copied into the arena.
func (a *textArena) string(p []byte) string {
	if len(p) == 0 {
		return ""
	}
	if a == nil || len(p) > arenaChunk/4 {
		return string(p)
	}
	if len(p) > cap(a.buf)-len(a.buf) {
		a.buf = make([]byte, 0, arenaChunk)
	}
	start := len(a.buf)
	a.buf = append(a.buf, p...)
	// the bytes buf[start:len(buf)] are never written again (above)
	return unsafe.String(&a.buf[start], len(p))
}

// concat returns a+b, its bytes copied into the arena.
func (a *textArena) concat(x, y string) string {
	n := len(x) + len(y)
	if n == 0 {
		return ""
	}
	if n > arenaChunk/4 {
		return x + y
	}
	if n > cap(a.buf)-len(a.buf) {
		a.buf = make([]byte, 0, arenaChunk)
	}
	start := len(a.buf)
	a.buf = append(append(a.buf, x...), y...)
	// the bytes buf[start:len(buf)] are never written again (string)
	return unsafe.String(&a.buf[start], n)
}

// encodeSingle returns the Windows-1252 byte of r, or false.
func encodeSingle(r rune) (byte, bool) { return cp1252.Byte(r) }

// encodeString converts text (already restricted to what the encoding can
// hold) into the file's bytes.
func encodeString(enc Encoding, s string) []byte {
	switch enc {
	case UTF8, UTF8BOM:
		return []byte(s)
	case UTF16LE, UTF16BE:
		u := utf16.Encode([]rune(s))
		out := make([]byte, 0, 2*len(u))
		for _, x := range u {
			if enc == UTF16LE {
				out = append(out, byte(x), byte(x>>8))
			} else {
				out = append(out, byte(x>>8), byte(x))
			}
		}
		return out
	}
	out := make([]byte, 0, len(s))
	for _, r := range s {
		c, ok := encodeSingle(r)
		if !ok {
			c = '?'
		}
		out = append(out, c)
	}
	return out
}

// unitLen is the length of r in the file: bytes for UTF-8 and single-byte
// files, 16-bit code units (characters) for UTF-16 files.
func unitLen(enc Encoding, r rune) int {
	switch enc {
	case UTF8, UTF8BOM:
		return utf8.RuneLen(r)
	case UTF16LE, UTF16BE:
		if r >= 0x10000 {
			return 2
		}
	}
	return 1
}

// suitFromEscape maps the commentary suit escapes of PBN 2.1 §3.8.
var suitEscapes = [...]struct {
	esc, sym string
}{{`\S`, "♠"}, {`\H`, "♥"}, {`\D`, "♦"}, {`\C`, "♣"}}

// noteDisplay turns a note's text as stored (after string unescaping) into
// the text mdlint shows and compares: \S \H \D \C become ♠ ♥ ♦ ♣.
func noteDisplay(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	for _, e := range suitEscapes {
		s = strings.ReplaceAll(s, e.esc, e.sym)
	}
	return s
}

// splitNote splits a note value "n:text" into index and text; space
// reports whether one blank followed the colon (it is removed). ok is false
// when the value does not start with digits and a colon.
func splitNote(v string) (index int, text string, space bool, ok bool) {
	i := 0
	for i < len(v) && v[i] >= '0' && v[i] <= '9' {
		if i < 6 {
			index = index*10 + int(v[i]-'0')
		}
		i++
	}
	if i == 0 || i >= len(v) || v[i] != ':' || i > 6 {
		return 0, "", false, false
	}
	text = v[i+1:]
	if strings.HasPrefix(text, " ") {
		text, space = text[1:], true
	}
	return index, text, space, true
}

// maxLine is the longest line PBN allows, its line end (LF or CRLF)
// included as one character (§2.3; the PBN verifier's test files accept 254
// characters plus CRLF): bytes for UTF-8 and single-byte files, characters
// for UTF-16 files.
const maxLine = 255

// noteContent builds the value of a note tag for text: "n:" (plus a blank
// when space) and the text escaped for a PBN string (§3.2), suits written
// as ♠♥♦♣ where the encoding can hold them and as \S \H \D \C otherwise,
// other characters the encoding cannot hold as '?', control characters as
// blanks. The result is cut at a character boundary (never inside an
// escape) so that the whole line `[Note "value"]` plus the line end fits
// in maxLine; trailing blanks are dropped. It returns the value (as text
// in the encoding's repertoire) and the text a reader will see.
func noteContent(enc Encoding, n int, space bool, text, eol string) (value, display string) {
	// the value is built in one buffer, on the stack for a note of
	// usual length: one string is made (two when the text holds an
	// escape the reader undoes)
	var stack [320]byte
	b := strconv.AppendInt(stack[:0], int64(n), 10)
	b = append(b, ':')
	if space {
		b = append(b, ' ')
	}
	prefix := len(b)
	used := len(`[Note "`) + prefix + len(`"]`) + 1 // the line end counts as one character
text:
	for _, r := range text {
		if r < utf8.RuneSelf {
			c := byte(r)
			w := 1
			switch {
			case c == '"' || c == '\\':
				w = 2
			case c < 0x20 || c == 0x7F:
				c = ' '
			}
			if used+w > maxLine {
				break text
			}
			used += w
			if w == 2 {
				b = append(b, '\\')
			}
			b = append(b, c)
			continue
		}
		if !enc.unicode() {
			var esc byte
			switch r {
			case '♠', '♤':
				esc = 'S'
			case '♥', '♡':
				esc = 'H'
			case '♦', '♢':
				esc = 'D'
			case '♣', '♧':
				esc = 'C'
			}
			if esc != 0 {
				if used+2 > maxLine {
					break text
				}
				used += 2
				b = append(b, '\\', esc)
				continue
			}
			if _, ok := encodeSingle(r); !ok {
				if used+1 > maxLine {
					break text
				}
				used++
				b = append(b, '?')
				continue
			}
		}
		w := unitLen(enc, r)
		if used+w > maxLine {
			break text
		}
		used += w
		b = utf8.AppendRune(b, r)
	}
	// trailing blanks of the text are dropped (not those of the prefix)
	end := len(b)
	for end > prefix && b[end-1] == ' ' {
		end--
	}
	value = string(b[:end])
	_, t, _, _ := splitNote(unescape(value))
	return value, noteDisplay(t)
}

// unescape undoes the string escapes \" and \\ (§3.2).
func unescape(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) && (s[i+1] == '"' || s[i+1] == '\\') {
			i++
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var d [20]byte
	i := len(d)
	neg := n < 0
	if neg {
		n = -n
	}
	for n > 0 {
		i--
		d[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		d[i] = '-'
	}
	return string(d[i:])
}
