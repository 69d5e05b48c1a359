package report

import (
	"fmt"
	"io"
	"unicode/utf8"
)

// controlWriter passes an HTML document to w with every control character
// written visibly: the C0 controls other than the HTML white space TAB,
// LF, FF and CR, DEL, the C1 controls U+0080-U+009F, and each byte that is
// not valid UTF-8 become `\xNN` (ESC is `\x1b`, the C1 CSI `\x9b`), the
// form mdlint's text outputs use (README, "control characters written
// visibly"). The HTML standard makes these characters parse errors
// (HTML Living Standard 13.2.2, "control-character-in-input-stream"); a
// record that holds them (a player name with an escape sequence) must not
// carry them into the page. html/template escapes markup but passes them
// through. In a URL html/template has already percent-encoded them, and in
// a script string `\xNN` is the same character, so the rewrite is safe in
// every context of the page. A rune cut between two writes is held until
// the next write or Close.
type controlWriter struct {
	w    io.Writer
	held []byte // the start of a UTF-8 sequence cut by the end of a write
	out  []byte
}

// Write writes p with its control characters rewritten; it returns len(p)
// and the first error of the underlying writer.
func (c *controlWriter) Write(p []byte) (int, error) {
	n := len(p)
	if len(c.held) > 0 {
		p = append(c.held, p...)
		c.held = nil
	}
	c.out = c.out[:0]
	for i := 0; i < len(p); {
		b := p[i]
		if b < utf8.RuneSelf {
			if b < 0x20 && b != '\t' && b != '\n' && b != '\f' && b != '\r' || b == 0x7f {
				c.out = fmt.Appendf(c.out, `\x%02x`, b)
			} else {
				c.out = append(c.out, b)
			}
			i++
			continue
		}
		if !utf8.FullRune(p[i:]) {
			c.held = append([]byte(nil), p[i:]...)
			break
		}
		r, size := utf8.DecodeRune(p[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			c.out = fmt.Appendf(c.out, `\x%02x`, b)
		case r >= 0x80 && r <= 0x9f:
			c.out = fmt.Appendf(c.out, `\x%02x`, r)
		default:
			c.out = append(c.out, p[i:i+size]...)
		}
		i += size
	}
	if _, err := c.w.Write(c.out); err != nil {
		return 0, err
	}
	return n, nil
}

// Close writes the bytes of a sequence the document ended inside (never
// valid UTF-8) as `\xNN`; it returns the error of the underlying writer.
func (c *controlWriter) Close() error {
	if len(c.held) == 0 {
		return nil
	}
	c.out = c.out[:0]
	for _, b := range c.held {
		c.out = fmt.Appendf(c.out, `\x%02x`, b)
	}
	c.held = nil
	_, err := c.w.Write(c.out)
	return err
}
