package annotate

import (
	"bytes"
	"io"
	"unicode/utf8"

	"github.com/mdlint/mdlint/record"
)

// maxColumnPrefix bounds the bytes read back to count a column in code
// points: a call further right on its line keeps its byte column.
const maxColumnPrefix = 1 << 16

// codePointColumn returns the column of position p counted in Unicode code
// points, as editors count them and as the SARIF log declares (columnKind
// "unicodeCodePoints"), rather than in bytes as the readers do: the line's
// bytes before p are read back from at (the input, by offset). UTF-8 text
// counts each character once (♠ is 3 bytes, one column); text that is not
// valid UTF-8 (a Windows-1252 file) is one character per byte, so its
// column stays. p is returned unchanged when its bytes cannot be read
// back, do not lie on one line (a position inside a saved page's link,
// counted in the link's decoded text), or the prefix is longer than
// maxColumnPrefix.
func codePointColumn(at io.ReaderAt, p record.Position) record.Position {
	if at == nil || p.Line <= 0 || p.Col <= 1 || p.Col-1 > maxColumnPrefix {
		return p
	}
	start := p.Offset - int64(p.Col-1)
	if start < 0 {
		return p
	}
	// the byte before the line (a newline) is read too, to check that
	// the column and the offset agree on where the line starts
	from, n := start, p.Col-1
	if start > 0 {
		from, n = start-1, n+1
	}
	buf := make([]byte, n)
	if k, err := at.ReadAt(buf, from); k != n || err != nil && err != io.EOF {
		return p
	}
	if start > 0 {
		if buf[0] != '\n' && buf[0] != '\r' {
			return p
		}
		buf = buf[1:]
	}
	if bytes.ContainsAny(buf, "\r\n") || !utf8.Valid(buf) {
		return p
	}
	p.Col = utf8.RuneCount(buf) + 1
	return p
}

// codePointColumns rewrites the columns of findings in code points
// (codePointColumn).
func codePointColumns(at io.ReaderAt, fs []Finding) {
	if at == nil {
		return
	}
	for i := range fs {
		fs[i].Pos = codePointColumn(at, fs[i].Pos)
	}
}
