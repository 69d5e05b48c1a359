package main

import (
	"bytes"
	"io"
	"strings"
)

// asciiWriter writes suits as C D H S instead of ♣♦♥♠ (--ascii), for a
// console that cannot show them. A suit symbol cut in two by a write is put
// together again: the bytes of a symbol's start are held until the next
// write or flush.
type asciiWriter struct {
	w       io.Writer
	pending []byte // the start of a suit symbol cut at the end of the last write
}

// suitPrefix is the UTF-8 start shared by ♠♥♦♣ (U+2660, U+2665, U+2666,
// U+2663: E2 99 xx).
var suitPrefix = []byte{0xE2, 0x99}

// Write writes p with the suits replaced; it returns len(p) when the
// replaced bytes were all written.
func (a *asciiWriter) Write(p []byte) (int, error) {
	buf := append(a.pending, p...)
	a.pending = nil
	// hold back a cut symbol start: E2 or E2 99 at the very end
	for k := len(suitPrefix); k >= 1; k-- {
		if len(buf) >= k && bytes.Equal(buf[len(buf)-k:], suitPrefix[:k]) {
			a.pending = append([]byte(nil), buf[len(buf)-k:]...)
			buf = buf[:len(buf)-k]
			break
		}
	}
	if _, err := io.WriteString(a.w, asciiSuits.Replace(string(buf))); err != nil {
		return 0, err
	}
	return len(p), nil
}

// Flush writes the bytes held back (a start that no symbol followed).
func (a *asciiWriter) Flush() error {
	if len(a.pending) == 0 {
		return nil
	}
	_, err := a.w.Write(a.pending)
	a.pending = nil
	return err
}

// asciiStdout reports whether --ascii applies to a command's standard
// output: not where it writes records or a page (annotate's records and
// diffs, report's HTML, system export's files), whose bytes are data, not
// text for the console.
func asciiStdout(command string) bool {
	for _, data := range []string{"annotate", "report", "system export"} {
		if command == data || strings.HasPrefix(command, data+" ") {
			return false
		}
	}
	return true
}
