// Package safetext makes text from records and system files safe to show:
// on a terminal and in any line-oriented output (text findings, dump,
// stats, diffs, messages on stderr), a player name, board label, note or
// explanation must not move the cursor, change colours, clear the screen
// or start a new line that looks like a finding of its own. JSON output
// needs none of this (its encoder escapes control characters) and keeps
// the text exact.
package safetext

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// unsafe reports whether r must not reach a terminal as it is: the C0
// controls (TAB, LF and CR included) and DEL, the C1 controls U+0080-
// U+009F, and the bidirectional formatting characters (U+200E, U+200F,
// U+202A-U+202E, U+2066-U+2069) that reorder what a line shows.
func unsafe(r rune) bool {
	switch {
	case r < 0x20, r == 0x7f, r >= 0x80 && r <= 0x9f:
		return true
	case r == 0x200e, r == 0x200f, r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069:
		return true
	}
	return false
}

// Line returns s with every character that is unsafe on a terminal written
// visibly: \x1b for ESC (\xNN for the C0 and C1 controls and DEL, so a
// newline is \x0a and never ends the line), \u202e for a bidirectional
// control, and \xNN for each byte that is not valid UTF-8. A backslash is
// kept as it is. Text without such characters is returned unchanged.
func Line(s string) string {
	clean := true
	for i, r := range s {
		if unsafe(r) || r == utf8.RuneError && isInvalid(s, i) {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n <= 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case r < 0x100 && unsafe(r):
			fmt.Fprintf(&b, `\x%02x`, r)
		case unsafe(r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

func isInvalid(s string, i int) bool {
	_, n := utf8.DecodeRuneInString(s[i:])
	return n <= 1
}

// Explanation returns s fit to be written into a record (a LIN an| value,
// a PBN note): each run of control characters (line ends, tabs, ESC, BEL,
// the C1 and bidirectional controls) becomes one space, so that nothing a
// terminal or a viewer would act on is written into a file.
func Explanation(s string) string {
	if strings.IndexFunc(s, unsafe) < 0 {
		return s
	}
	var b strings.Builder
	space := false
	for _, r := range s {
		if unsafe(r) {
			if !space {
				b.WriteByte(' ')
			}
			space = true
			continue
		}
		space = false
		b.WriteRune(r)
	}
	return b.String()
}

// Lines is Line for text of several lines: each line is made safe and the
// newlines between them are kept (a message that lists several errors).
func Lines(s string) string {
	if !strings.Contains(s, "\n") {
		return Line(s)
	}
	parts := strings.Split(s, "\n")
	for i, p := range parts {
		parts[i] = Line(p)
	}
	return strings.Join(parts, "\n")
}
