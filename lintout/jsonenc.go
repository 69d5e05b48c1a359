package lintout

import (
	"strconv"
	"unicode/utf8"

	"github.com/mdlint/mdlint/annotate"
)

// appendJSON appends j as one JSON line, byte for byte as encoding/json's
// Encoder with SetEscapeHTML(false) writes it (fields in the order of the
// struct, omitempty honoured, a newline at the end), without reflection:
// lint writes one line per finding. TestAppendJSONMatchesEncoding holds it
// to encoding/json over every field of JSONFinding and Suggestion.
func appendJSON(b []byte, j *JSONFinding) []byte {
	b = append(b, `{"file":`...)
	b = AppendJSONString(b, j.File)
	b = append(b, `,"line":`...)
	b = strconv.AppendInt(b, int64(j.Line), 10)
	b = append(b, `,"col":`...)
	b = strconv.AppendInt(b, int64(j.Col), 10)
	b = append(b, `,"ordinal":`...)
	b = strconv.AppendInt(b, int64(j.Ordinal), 10)
	b = append(b, `,"board":`...)
	b = AppendJSONString(b, j.Board)
	b = append(b, `,"index":`...)
	b = strconv.AppendInt(b, int64(j.Index), 10)
	b = appendOmitEmpty(b, `,"seat":`, j.Seat)
	b = appendOmitEmpty(b, `,"player":`, j.Player)
	b = appendOmitEmpty(b, `,"call":`, j.Call)
	b = append(b, `,"rule":`...)
	b = AppendJSONString(b, j.Rule)
	b = append(b, `,"id":`...)
	b = AppendJSONString(b, j.RuleID)
	b = append(b, `,"severity":`...)
	b = AppendJSONString(b, j.Severity)
	b = append(b, `,"message":`...)
	b = AppendJSONString(b, j.Message)
	b = appendOmitEmpty(b, `,"meaning":`, j.Meaning)
	if j.System != nil {
		b = append(b, `,"system":`...)
		b = appendSuggestion(b, j.System)
	}
	return append(b, '}', '\n')
}

// appendSuggestion appends s as a JSON object (every field omitempty).
func appendSuggestion(b []byte, s *annotate.Suggestion) []byte {
	b = append(b, '{')
	start := len(b)
	field := func(key, v string) {
		if v == "" {
			return
		}
		if len(b) > start {
			b = append(b, ',')
		}
		b = append(b, '"')
		b = append(b, key...)
		b = append(b, '"', ':')
		b = AppendJSONString(b, v)
	}
	field("call", s.Call)
	field("explanation", s.Explanation)
	field("constraint", s.Constraint)
	field("rule", s.Rule)
	if len(s.Auction) > 0 {
		if len(b) > start {
			b = append(b, ',')
		}
		b = append(b, `"auction":[`...)
		for k, c := range s.Auction {
			if k > 0 {
				b = append(b, ',')
			}
			b = AppendJSONString(b, c)
		}
		b = append(b, ']')
	}
	field("contract", s.Contract)
	field("reason", s.Reason)
	return append(b, '}')
}

// appendOmitEmpty appends key and v as a JSON string, nothing when v is
// empty.
func appendOmitEmpty(b []byte, key, v string) []byte {
	if v == "" {
		return b
	}
	return AppendJSONString(append(b, key...), v)
}

const hexDigits = "0123456789abcdef"

// AppendJSONString appends s quoted as encoding/json quotes a string
// without HTML escaping: `"` and `\` escaped, \b \f \n \r \t by name,
// other control characters as \u00XX, U+2028 and U+2029 as \u2028 and
// \u2029, and each byte of invalid UTF-8 as \ufffd. It returns the
// extended slice. Lint's findings and dump's boards are written with it
// (TestAppendJSONString holds it to encoding/json). Valid UTF-8 (every
// finding's text) is copied in runs between the few bytes that need an
// escape, found by a table, without decoding its runes.
func AppendJSONString(b []byte, s string) []byte {
	if !utf8.ValidString(s) {
		return appendJSONStringRunes(b, s)
	}
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if jsonPlain[c] {
			continue
		}
		if c == 0xE2 {
			// U+2028 and U+2029 are E2 80 A8 and E2 80 A9; other runes
			// starting with E2 (the suits ♠♥♦♣) stay as they are
			if i+2 < len(s) && s[i+1] == 0x80 && (s[i+2] == 0xA8 || s[i+2] == 0xA9) {
				b = append(b, s[start:i]...)
				b = append(b, '\\', 'u', '2', '0', '2', hexDigits[s[i+2]&0xF])
				i += 2
				start = i + 1
			}
			continue
		}
		b = append(b, s[start:i]...)
		b = appendEscapedASCII(b, c)
		start = i + 1
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

// jsonPlain marks the bytes of valid UTF-8 that AppendJSONString copies as
// they are: printable ASCII but `"` and `\`, and every byte of a
// multi-byte rune except the lead byte E2 (that of U+2028 and U+2029). It
// is a constant table, never written after it is built.
var jsonPlain = func() (t [256]bool) {
	for c := 0x20; c < 256; c++ {
		t[c] = c != '"' && c != '\\' && c != 0xE2
	}
	return t
}()

// appendEscapedASCII appends the escape of ASCII byte c: `"` and `\`
// after a backslash, \b \f \n \r \t by name, other control characters
// as \u00XX.
func appendEscapedASCII(b []byte, c byte) []byte {
	switch c {
	case '"', '\\':
		return append(b, '\\', c)
	case '\b':
		return append(b, '\\', 'b')
	case '\f':
		return append(b, '\\', 'f')
	case '\n':
		return append(b, '\\', 'n')
	case '\r':
		return append(b, '\\', 'r')
	case '\t':
		return append(b, '\\', 't')
	}
	return append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
}

// appendJSONStringRunes is AppendJSONString rune by rune, for a string
// that is not valid UTF-8: each byte of an invalid sequence becomes
// \ufffd.
func appendJSONStringRunes(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			b = appendEscapedASCII(b, c)
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
