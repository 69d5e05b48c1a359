// Package sniff tells what a bridge record file is from its first bytes,
// not from its name: PBN, LIN, a saved BBO web page (or a list of
// handviewer URLs), binary data, UTF-16 text mdlint cannot read as LIN, or
// text that is none of these. Readers are chosen by what Detect says
// (pbn-format.md §12 item 1 for the PBN encodings; lin-format.md §6 for
// handviewer pages).
//
// Detect looks only at bytes it is given, so the caller decides how much
// to read and keeps the bytes for the reader (reading an input once).
package sniff

import (
	"bytes"
	"unicode/utf16"
)

// Kind is what an input holds.
type Kind int

const (
	// Unknown is text that is neither PBN, LIN nor a page with boards.
	Unknown Kind = iota
	// Empty is an input with nothing but white space and comments.
	Empty
	// PBN is Portable Bridge Notation text (UTF-8, Windows-1252 or UTF-16
	// with a byte-order mark).
	PBN
	// LIN is Bridge Base Online's key|value| text.
	LIN
	// Page is HTML (a saved BBO page) or a list of handviewer URLs: its
	// boards are the LIN records in hv_popuplin('…') calls and
	// handviewer.html?lin=… links.
	Page
	// Binary is data with a NUL byte that is not UTF-16 text.
	Binary
	// UTF16 is UTF-16 text that is not PBN (only the PBN reader reads
	// UTF-16).
	UTF16
)

// String returns the kind's name as messages use it.
func (k Kind) String() string {
	switch k {
	case Empty:
		return "empty"
	case PBN:
		return "PBN"
	case LIN:
		return "LIN"
	case Page:
		return "BBO page"
	case Binary:
		return "binary"
	case UTF16:
		return "UTF-16 text"
	}
	return "unknown text"
}

// HeadSize is how many bytes Detect needs to decide: the first 64 KiB.
const HeadSize = 64 << 10

// Detect returns the kind of an input whose first bytes are head (at most
// HeadSize are looked at; fewer when the input is shorter). A byte-order
// mark decides the encoding; a NUL byte makes the input binary unless it
// is UTF-16 without a mark. Then the first line that is not blank or a
// comment decides: '[' starts PBN, "xx|" starts LIN, '<' or a URL starts a
// page; failing that, the first known form anywhere in head.
func Detect(head []byte) Kind {
	if len(head) > HeadSize {
		head = head[:HeadSize]
	}
	switch {
	case bytes.HasPrefix(head, []byte{0xFF, 0xFE}):
		return utf16Kind(head[2:], false)
	case bytes.HasPrefix(head, []byte{0xFE, 0xFF}):
		return utf16Kind(head[2:], true)
	case bytes.HasPrefix(head, []byte{0xEF, 0xBB, 0xBF}):
		head = head[3:]
	}
	if i := bytes.IndexByte(head, 0); i >= 0 {
		if le, ok := bareUTF16(head); ok {
			return utf16Kind(head, !le)
		}
		return Binary
	}
	return text(head)
}

// utf16Kind is the kind of UTF-16 text p: PBN, else UTF16.
func utf16Kind(p []byte, bigEndian bool) Kind {
	u := make([]uint16, 0, len(p)/2)
	for i := 0; i+1 < len(p); i += 2 {
		if bigEndian {
			u = append(u, uint16(p[i])<<8|uint16(p[i+1]))
		} else {
			u = append(u, uint16(p[i+1])<<8|uint16(p[i]))
		}
	}
	k := text([]byte(string(utf16.Decode(u))))
	switch k {
	case PBN, Empty:
		return k
	}
	return UTF16
}

// bareUTF16 reports whether p looks like UTF-16 text without a byte-order
// mark: ASCII characters with a NUL as every other byte. le is true for
// little-endian (the NUL second).
func bareUTF16(p []byte) (le, ok bool) {
	n := len(p) &^ 1
	if n < 8 {
		return false, false
	}
	even, odd := 0, 0
	for i := 0; i < n; i += 2 {
		if p[i] == 0 {
			even++
		}
		if p[i+1] == 0 {
			odd++
		}
	}
	half := n / 2
	switch {
	case odd*10 >= half*9 && even == 0:
		return true, true
	case even*10 >= half*9 && odd == 0:
		return false, true
	}
	return false, false
}

// text is the kind of 8-bit or UTF-8 text p.
func text(p []byte) Kind {
	rest := p
	for len(rest) > 0 {
		var line []byte
		// a line ends at LF, CRLF or a CR alone (classic Mac OS): the
		// empty piece between CR and LF is a blank line, skipped
		if i := bytes.IndexAny(rest, "\r\n"); i >= 0 {
			line, rest = rest[:i], rest[i+1:]
		} else {
			line, rest = rest, nil
		}
		t := bytes.TrimLeft(line, " \t\r\f\v\x1a")
		if len(t) == 0 || t[0] == '%' || t[0] == ';' {
			continue // blank, a PBN or LIN comment line, a PBN ';' comment
		}
		if k := lineKind(t); k != Unknown {
			return k
		}
		break
	}
	if isBlank(p) {
		return Empty
	}
	return anywhere(p)
}

// lineKind is the kind the first significant line t starts, or Unknown.
func lineKind(t []byte) Kind {
	switch t[0] {
	case '[':
		if len(t) > 1 && isLetter(t[1]) {
			return PBN
		}
	case '{':
		return PBN // a PBN commentary before the first game
	case '<':
		return Page
	}
	low := bytes.ToLower(t[:min(len(t), 8)])
	if bytes.HasPrefix(low, []byte("http://")) || bytes.HasPrefix(low, []byte("https://")) || bytes.HasPrefix(low, []byte("www.")) {
		return Page
	}
	if len(t) >= 3 && isLetter(t[0]) && isLetter(t[1]) && t[2] == '|' {
		return LIN
	}
	return Unknown
}

// anywhere is the kind of the first known form anywhere in p.
func anywhere(p []byte) Kind {
	low := bytes.ToLower(p)
	best, kind := len(p), Unknown
	try := func(i int, k Kind) {
		if i >= 0 && i < best {
			best, kind = i, k
		}
	}
	try(bytes.Index(low, []byte("hv_popuplin(")), Page)
	try(bytes.Index(low, []byte("handviewer.html?")), Page)
	for _, key := range []string{"pn|", "md|", "qx|", "vg|", "st||"} {
		if i := bytes.Index(low, []byte(key)); i >= 0 && (i == 0 || !isLetter(low[i-1])) {
			try(i, LIN)
		}
	}
	for i := lineStartBracket(p, 0); i >= 0; {
		j := i + 2
		k := j
		for k < len(p) && (isLetter(p[k]) || p[k] == '_' || p[k] >= '0' && p[k] <= '9') {
			k++
		}
		if k > j && k < len(p) && (p[k] == ' ' || p[k] == '"') {
			try(i+1, PBN)
			break
		}
		i = lineStartBracket(p, j)
	}
	return kind
}

// lineStartBracket returns the index of the first line end in p[from:]
// (LF or CR: a CR alone ends a line too) followed by '[', or -1.
func lineStartBracket(p []byte, from int) int {
	for from < len(p) {
		i := bytes.IndexByte(p[from:], '[')
		if i < 0 {
			return -1
		}
		i += from
		if i > 0 && (p[i-1] == '\n' || p[i-1] == '\r') {
			return i - 1
		}
		from = i + 1
	}
	return -1
}

// isBlank reports whether p holds only white space, comment lines and
// DOS end-of-file bytes.
func isBlank(p []byte) bool {
	for _, line := range bytes.FieldsFunc(p, func(r rune) bool { return r == '\n' || r == '\r' }) {
		t := bytes.TrimLeft(line, " \t\f\v\x1a")
		if len(t) > 0 && t[0] != '%' && t[0] != ';' {
			return false
		}
	}
	return true
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
