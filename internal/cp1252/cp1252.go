// Package cp1252 is the one Windows-1252 (CP1252) table the PBN and LIN
// readers share. It is lossless: the five bytes Windows-1252 leaves
// undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) keep their ISO-8859-1 meaning
// (the C1 control characters U+0081... of the same number) instead of
// becoming U+FFFD, so that every byte decodes to a character and encodes
// back to the same byte (pbn-format.md §12, lin-format.md §7).
package cp1252

import (
	"strings"
	"unicode/utf8"
)

// high maps bytes 0x80-0x9F to characters; 0xA0-0xFF are U+00A0-U+00FF.
var high = [32]rune{
	'€', 0x81, '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', 0x8D, 'Ž', 0x8F,
	0x90, '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', 0x9D, 'ž', 'Ÿ',
}

// Rune returns the character of byte c.
func Rune(c byte) rune {
	if c >= 0x80 && c < 0xA0 {
		return high[c-0x80]
	}
	return rune(c)
}

// Decode returns the text of Windows-1252 bytes p (every byte maps).
func Decode(p []byte) string {
	var b strings.Builder
	b.Grow(len(p) + 8)
	for _, c := range p {
		if c < 0x80 {
			b.WriteByte(c)
		} else {
			b.WriteRune(Rune(c))
		}
	}
	return b.String()
}

// Byte returns the Windows-1252 byte of r, or false when Windows-1252 has
// no byte for r.
func Byte(r rune) (byte, bool) {
	switch {
	case r < 0x80:
		return byte(r), true
	case r >= 0xA0 && r <= 0xFF:
		return byte(r), true
	}
	for i, x := range high {
		if x == r {
			return byte(0x80 + i), true
		}
	}
	return 0, false
}

// Encode returns the Windows-1252 bytes of s and, when some character has
// no byte, the first such character and false (the result then holds '?'
// in its place).
func Encode(s string) ([]byte, rune, bool) {
	out := make([]byte, 0, len(s))
	var bad rune
	ok := true
	for _, r := range s {
		c, has := Byte(r)
		if !has {
			if ok {
				bad, ok = r, false
			}
			c = '?'
		}
		out = append(out, c)
	}
	return out, bad, ok
}

// Text returns p as text: p itself when it is valid UTF-8, else p decoded
// as Windows-1252. utf8 reports which reading was used. This is the
// per-value rule of both readers: one stray 8-bit byte changes the
// reading of its own value only.
func Text(p []byte) (s string, isUTF8 bool) {
	if utf8.Valid(p) {
		return string(p), true
	}
	return Decode(p), false
}

// IsUTF8 decides the encoding of the start of a file, p (the whole file
// when atEOF, else its first bytes, where a character cut at the end is
// not held against it): true when p is valid UTF-8, or when its valid
// multi-byte UTF-8 characters outnumber the bytes that are not UTF-8 (a
// UTF-8 file with a stray 8-bit byte); false for Windows-1252 text, whose
// accented letters are almost never valid UTF-8 sequences.
func IsUTF8(p []byte, atEOF bool) bool {
	if !atEOF {
		for i := len(p) - 1; i >= 0 && i >= len(p)-4; i-- {
			if utf8.RuneStart(p[i]) {
				if !utf8.FullRune(p[i:]) {
					p = p[:i]
				}
				break
			}
		}
	}
	if utf8.Valid(p) {
		return true
	}
	multi, bad := 0, 0
	for i := 0; i < len(p); {
		if p[i] < 0x80 {
			i++
			continue
		}
		r, n := utf8.DecodeRune(p[i:])
		if r == utf8.RuneError && n == 1 {
			bad++
		} else {
			multi++
		}
		i += n
	}
	return multi > bad
}
