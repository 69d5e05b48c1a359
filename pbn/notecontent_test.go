package pbn

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/mdlint/mdlint/lin"
)

// noteContentSlow is noteContent as first written (a string per
// character, the width counted per piece): the reference the one-buffer
// noteContent is held to.
func noteContentSlow(enc Encoding, n int, space bool, text, eol string) (value, display string) {
	prefix := itoa(n) + ":"
	if space {
		prefix += " "
	}
	var b strings.Builder
	used := len(`[Note "`) + len(prefix) + len(`"]`) + 1 // the line end counts as one character
	for _, r := range text {
		var piece string
		switch {
		case r == '"':
			piece = `\"`
		case r == '\\':
			piece = `\\`
		case r < 0x20 || r == 0x7F:
			piece = " "
		case !enc.unicode():
			switch r {
			case '♠', '♤':
				piece = `\S`
			case '♥', '♡':
				piece = `\H`
			case '♦', '♢':
				piece = `\D`
			case '♣', '♧':
				piece = `\C`
			default:
				if _, ok := encodeSingle(r); ok {
					piece = string(r)
				} else {
					piece = "?"
				}
			}
		default:
			piece = string(r)
		}
		w := 0
		for _, pr := range piece {
			w += unitLen(enc, pr)
		}
		if used+w > maxLine {
			break
		}
		used += w
		b.WriteString(piece)
	}
	value = prefix + strings.TrimRight(b.String(), " ")
	_, t, _, _ := splitNote(unescape(value))
	return value, noteDisplay(t)
}

// noteTexts returns explanation texts to word as notes: every note of the
// PBN corpus, every explanation of the LIN corpus, and texts with what
// needs care (quotes, backslashes, suit escapes, control characters,
// characters outside Latin-1, invalid UTF-8, trailing blanks, texts
// longer than a line).
func noteTexts(t *testing.T) []string {
	texts := []string{"", " ", "  x  ", "5+♠, 11-15 HCP", `say "two", \S`, "a\tb\nc\x7f", "\\", "\"",
		"♤♡♢♧ ♠♥♦♣ €ÅÄÖ Ω 中 😀", "bad \xff\xfe utf-8", " lead", "trail   ",
		strings.Repeat("x", 300), strings.Repeat("\"", 200), strings.Repeat("♠", 300), strings.Repeat("ab ", 120),
		strings.Repeat("é", 251) + "♣♣♣"}
	files, _ := filepath.Glob(filepath.Join(corpusDir(t), "*.pbn"))
	for _, f := range files {
		boards, _, err := ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range boards {
			for _, n := range b.Notes {
				texts = append(texts, n.Text)
			}
		}
	}
	linFiles, _ := filepath.Glob(filepath.Join(filepath.Dir(corpusDir(t)), "lin", "*"))
	for _, f := range linFiles {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		boards, _, _ := lin.ReadBytes(f, data)
		for _, b := range boards {
			for _, c := range b.Record().Calls {
				if c.HasExplanation {
					texts = append(texts, c.Explanation)
				}
			}
		}
	}
	// each text once
	seen := map[string]bool{}
	out := texts[:0]
	for _, s := range texts {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// TestNoteContentAsBefore checks noteContent against noteContentSlow for
// every text of noteTexts, in every encoding, for indices 0-33 and -1,
// with and without the blank after the colon.
func TestNoteContentAsBefore(t *testing.T) {
	texts := noteTexts(t)
	if len(texts) < 300 {
		t.Fatalf("only %d texts", len(texts))
	}
	for _, text := range texts {
		for _, enc := range []Encoding{ASCII, UTF8, UTF8BOM, UTF16LE, UTF16BE, Latin1} {
			for n := -1; n <= 33; n++ {
				for _, space := range []bool{false, true} {
					v, d := noteContent(enc, n, space, text, "\n")
					sv, sd := noteContentSlow(enc, n, space, text, "\n")
					if v != sv || d != sd {
						t.Fatalf("noteContent(%v, %d, %v, %q) = %q, %q; want %q, %q", enc, n, space, text, v, d, sv, sd)
					}
				}
			}
		}
	}
}

// TestNoteDisplayByDigits checks what SetExplanation's search for a note
// with the same text relies on: what a reader sees of a note depends on
// its index only through the index's number of digits.
func TestNoteDisplayByDigits(t *testing.T) {
	for _, text := range noteTexts(t) {
		for _, enc := range []Encoding{ASCII, UTF8, UTF16LE, Latin1} {
			for _, space := range []bool{false, true} {
				_, d1 := noteContent(enc, 1, space, text, "\n")
				_, d10 := noteContent(enc, 10, space, text, "\n")
				for n := 2; n <= 32; n++ {
					want := d1
					if n >= 10 {
						want = d10
					}
					if _, d := noteContent(enc, n, space, text, "\n"); d != want {
						t.Fatalf("%v %q: note %d shows %q, note %d %q", enc, text, n, d, n/10*10+1, want)
					}
				}
			}
		}
	}
}

// FuzzNoteContent holds noteContent to noteContentSlow on any text.
func FuzzNoteContent(f *testing.F) {
	for _, s := range []string{"5+♠", `a"b\\c`, "\x00\x7f\xff", strings.Repeat("♥x", 130)} {
		f.Add(s, 3, true)
	}
	f.Fuzz(func(t *testing.T, text string, n int, space bool) {
		n %= 40
		for _, enc := range []Encoding{ASCII, UTF8, UTF16BE, Latin1} {
			v, d := noteContent(enc, n, space, text, "\r\n")
			sv, sd := noteContentSlow(enc, n, space, text, "\r\n")
			if v != sv || d != sd {
				t.Fatalf("noteContent(%v, %d, %v, %q) = %q, %q; want %q, %q", enc, n, space, text, v, d, sv, sd)
			}
			if !utf8.ValidString(v) && utf8.ValidString(text) {
				t.Fatalf("value %q is not UTF-8", v)
			}
		}
	})
}
