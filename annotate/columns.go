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
	buf, ok := bytesAt(at, from, n)
	if !ok {
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

// bytesAt returns the n bytes of at from offset from: a view of a
// readBack's window when it holds them, else a new slice read with one
// ReadAt. ok is false when they cannot all be read.
func bytesAt(at io.ReaderAt, from int64, n int) (b []byte, ok bool) {
	if rb, isRB := at.(*readBack); isRB {
		return rb.bytes(from, n)
	}
	b = make([]byte, n)
	if k, err := at.ReadAt(b, from); k != n || err != nil && err != io.EOF {
		return nil, false
	}
	return b, true
}

// readBackWindow is how many bytes of the input a readBack reads at once;
// readBackBehind of them lie before the offset asked for (a finding about
// an earlier call of the board may follow a later one).
const (
	readBackWindow = 32 << 10
	readBackBehind = 4 << 10
)

// readBack serves the read-backs of one input's bytes by offset (the
// columns of the findings, counted in code points) from one window read
// with a single ReadAt, instead of one read (a system call) and one
// buffer per finding: the findings of a board, committed in file order,
// lie within a few KiB of each other. A request the window does not hold
// reads a new window around it; one longer than the window is read
// directly. Not safe for concurrent use (one file's committer uses it).
type readBack struct {
	at   io.ReaderAt
	bufs *Buffers // lends the window's storage; nil: it is allocated
	base int64    // offset of buf[0] in the input
	buf  []byte   // the window's bytes (short at the end of what can be read)
	own  []byte   // the window's storage, reused
}

// newReadBack returns a readBack over at, or nil when at is nil.
func newReadBack(at io.ReaderAt) *readBack {
	if at == nil {
		return nil
	}
	return &readBack{at: at}
}

// ReadAt copies the bytes at off into p (io.ReaderAt).
func (r *readBack) ReadAt(p []byte, off int64) (int, error) {
	if b, ok := r.bytes(off, len(p)); ok {
		return copy(p, b), nil
	}
	return r.at.ReadAt(p, off)
}

// bytes returns a view of the n bytes at offset from, valid until the
// next call; ok is false when they cannot all be read.
func (r *readBack) bytes(from int64, n int) ([]byte, bool) {
	if from < 0 || n < 0 {
		return nil, false
	}
	if n == 0 {
		return nil, true
	}
	if from >= r.base && from+int64(n) <= r.base+int64(len(r.buf)) {
		return r.buf[from-r.base : from-r.base+int64(n)], true
	}
	if n > readBackWindow-readBackBehind {
		b := make([]byte, n)
		if k, err := r.at.ReadAt(b, from); k != n || err != nil && err != io.EOF {
			return nil, false
		}
		return b, true
	}
	if r.own == nil {
		if r.own = r.bufs.window(); r.own == nil {
			r.own = make([]byte, readBackWindow)
		}
	}
	base := max(from-readBackBehind, 0)
	k, err := r.at.ReadAt(r.own, base)
	if err != nil && err != io.EOF {
		k = 0 // a failed read leaves nothing usable
	}
	r.base, r.buf = base, r.own[:k]
	if from+int64(n) > r.base+int64(len(r.buf)) {
		return nil, false
	}
	return r.buf[from-r.base : from-r.base+int64(n)], true
}

// CodePointPos returns position p of a reader's diagnostic with its column
// counted in code points, as findings count it (codePointColumn): the
// readers count bytes, and a ♠ or é before an error is one column for the
// player, not three or two. at is the input, read by offset (nil leaves p
// as it is).
func CodePointPos(at io.ReaderAt, p record.Position) record.Position {
	return codePointColumn(at, p)
}

// codePointDiagnostics rewrites the columns of reader diagnostics in code
// points, in place.
func codePointDiagnostics(at io.ReaderAt, ds []record.Diagnostic) {
	if at == nil {
		return
	}
	for i := range ds {
		ds[i].Pos = codePointColumn(at, ds[i].Pos)
	}
}
