package lin

import (
	"fmt"
	"strings"

	"github.com/mdlint/mdlint/internal/cp1252"
	"github.com/mdlint/mdlint/internal/safetext"
)

// Text encoding (lin-format.md §7): a LIN file is read as UTF-8; when its
// bytes are not valid UTF-8 it is read as Windows-1252 (CP1252). The
// reader decides from the first 64 KiB and then from each value it reads
// (an input that turns out to be CP1252 later is decoded as CP1252 from
// there on); ReadBytes and ReadFile go through the same streaming Reader
// as NewReader, so every entry point decodes an input the same way.
// Offsets always count the original bytes; the decoded text is only for the
// record fields.

// decodeText returns the text of value v: v itself when it is valid UTF-8
// (a stray 8-bit byte elsewhere in the file does not change how this value
// reads), else v decoded from Windows-1252 with the table the PBN reader
// shares (internal/cp1252, lossless). The file's own encoding (cp1252)
// only decides a value that is not valid UTF-8 in a UTF-8 file is
// reported; it does not change the reading.
func decodeText(v []byte, _ bool) string {
	s, _ := cp1252.Text(v)
	return s
}

// symbolsFromLIN turns the LIN suit marks "!S !H !D !C" (either case,
// lin-format.md §4) into ♠♥♦♣. An '!' followed by any other character is
// kept. Every "!s" is a suit mark: LIN has no escape for a literal one.
func symbolsFromLIN(t string) string {
	if strings.IndexByte(t, '!') < 0 {
		return t
	}
	var b strings.Builder
	b.Grow(len(t) + 8)
	for i := 0; i < len(t); i++ {
		if t[i] == '!' && i+1 < len(t) {
			switch t[i+1] | 0x20 {
			case 's':
				b.WriteString("♠")
				i++
				continue
			case 'h':
				b.WriteString("♥")
				i++
				continue
			case 'd':
				b.WriteString("♦")
				i++
				continue
			case 'c':
				b.WriteString("♣")
				i++
				continue
			}
		}
		b.WriteByte(t[i])
	}
	return b.String()
}

// explanationText prepares text for an an| value: suit symbols (♣♦♥♠ and
// the outline forms ♧♢♡♤) become "!C !D !H !S", '|' (which would end the
// value; LIN has no escape) becomes '/', and line ends and tabs become
// spaces so that the pair stays on its line.
var explanationText = strings.NewReplacer(
	"♣", "!C", "♦", "!D", "♥", "!H", "♠", "!S",
	"♧", "!C", "♢", "!D", "♡", "!H", "♤", "!S",
	"|", "/", "\r\n", " ", "\r", " ", "\n", " ", "\t", " ",
)

// cp1252Fallback spells characters Windows-1252 lacks that explanations
// use.
var cp1252Fallback = strings.NewReplacer("≥", ">=", "≤", "<=", "→", "->", "≠", "!=", "½", "1/2")

// encodeExplanation returns the bytes of an explanation as written in a
// file of the given encoding (before link escaping). It returns an error
// when a character cannot be written in CP1252.
func encodeExplanation(text string, win bool) ([]byte, error) {
	t := safetext.Explanation(explanationText.Replace(strings.ToValidUTF8(text, "?")))
	if !win {
		return []byte(t), nil
	}
	t = cp1252Fallback.Replace(t)
	out, bad, ok := cp1252.Encode(t)
	if !ok {
		return nil, fmt.Errorf("lin: explanation %q: %q cannot be written in this Windows-1252 (CP1252) file", text, bad)
	}
	return out, nil
}
