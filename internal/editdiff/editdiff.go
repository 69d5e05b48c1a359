// Package editdiff writes the unified diff (three lines of context, the
// format of diff -u and patch) between a file and the file with a set of
// byte-span edits applied, as the edits become known. The edits are exact,
// so nothing is rediscovered: the writer reads the original by offset,
// keeps only the current hunk's edits and the starts of the last few
// lines, and streams every line it prints, so memory stays flat however
// large the file and however long its lines.
//
// Text from the file reaches a terminal through the diff: control
// characters in the printed lines are written visibly (\x1b), except the
// tab, the line end and the CR of a CRLF line end.
package editdiff

import (
	"bytes"
	"fmt"
	"io"
	"unicode/utf8"

	"github.com/mdlint/mdlint/internal/safetext"
	"github.com/mdlint/mdlint/record"
)

// context is the number of unchanged lines shown around a change.
const context = 3

// group is a run of edits on the same lines: the old bytes [start, end),
// whole lines, are replaced by the new ones.
type group struct {
	start     int64
	startLine int // 0-based line index of start
	end       int64
	endLine   int // index of the first line after the group
	closed    bool
	lastEnd   int64
	edits     []record.Edit
	newAny    bool // the edited lines have a byte so far
	newLast   byte // their last byte so far
}

// Writer is a streaming unified diff of one file. Add hands it edits in
// file order; Finish writes the last hunk.
type Writer struct {
	w                io.Writer
	src              io.ReaderAt
	oldName, newName string
	header           bool

	pos       int64              // bytes of src scanned
	line      int                // index of the line holding pos
	lineStart int64              // where that line starts
	recent    [context + 1]int64 // line starts by index modulo context+1
	lastByte  byte
	eof       bool

	groups        []*group
	hunkStart     int64
	hunkStartLine int
	delta         int // new lines minus old lines in the hunks written
	buf           []byte
}

// New returns a Writer printing to w the diff of src (named oldName) and
// its edited form (newName).
func New(w io.Writer, src io.ReaderAt, oldName, newName string) *Writer {
	return &Writer{w: w, src: src, oldName: oldName, newName: newName, buf: make([]byte, 32<<10)}
}

// scanTo counts the lines of src up to offset to (or its end), closing
// the open group at the first line end after its last edit.
func (d *Writer) scanTo(to int64) error {
	for d.pos < to && !d.eof {
		n := int64(len(d.buf))
		if to-d.pos < n {
			n = to - d.pos
		}
		k, err := d.src.ReadAt(d.buf[:n], d.pos)
		for i, c := range d.buf[:k] {
			if c != '\n' {
				continue
			}
			p := d.pos + int64(i)
			d.line++
			d.lineStart = p + 1
			d.recent[d.line%(context+1)] = p + 1
			if g := d.open(); g != nil && p >= g.lastEnd {
				g.end, g.endLine, g.closed = p+1, d.line, true
			}
		}
		if k > 0 {
			d.lastByte = d.buf[k-1]
		}
		d.pos += int64(k)
		if err == io.EOF || k == 0 && err == nil {
			d.eof = true
			break
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func (d *Writer) open() *group {
	if n := len(d.groups); n > 0 && !d.groups[n-1].closed {
		return d.groups[n-1]
	}
	return nil
}

// Add takes the next edits (sorted, not overlapping, after those already
// added). It returns an error when an edit comes before an earlier one or
// reading src fails, or the error of writing a finished hunk.
func (d *Writer) Add(edits []record.Edit) error {
	for _, e := range edits {
		if e.Start < d.pos || e.End < e.Start {
			return fmt.Errorf("editdiff: edit [%d,%d) out of order", e.Start, e.End)
		}
		if err := d.scanTo(e.Start); err != nil {
			return err
		}
		if e.Start > d.pos {
			return fmt.Errorf("editdiff: edit at offset %d lies beyond the end of the file (%d bytes)", e.Start, d.pos)
		}
		g := d.open()
		if g == nil {
			if n := len(d.groups); n > 0 && d.line-d.groups[n-1].endLine > 2*context {
				if err := d.flush(d.lineStart); err != nil {
					return err
				}
			}
			g = &group{start: d.lineStart, startLine: d.line}
			if e.Start == e.End && e.Start == d.lineStart && bytes.HasSuffix(e.Text, []byte("\n")) {
				// whole new lines before this one: nothing old changes
				g.end, g.endLine, g.closed = e.Start, d.line, true
			}
			if len(d.groups) == 0 {
				d.hunkStartLine = max(0, d.line-context)
				d.hunkStart = d.recent[d.hunkStartLine%(context+1)]
				if d.hunkStartLine == 0 {
					d.hunkStart = 0
				}
			}
			d.groups = append(d.groups, g)
		}
		prev := g.start
		if len(g.edits) > 0 {
			prev = g.lastEnd
		}
		if e.Start > prev {
			var one [1]byte
			if _, err := d.src.ReadAt(one[:], e.Start-1); err != nil {
				return err
			}
			g.newLast, g.newAny = one[0], true
		}
		if len(e.Text) > 0 {
			g.newLast, g.newAny = e.Text[len(e.Text)-1], true
		}
		g.edits = append(g.edits, e)
		g.lastEnd = e.End
		if err := d.scanTo(e.End); err != nil {
			return err
		}
		if e.End > d.pos {
			return fmt.Errorf("editdiff: edit [%d,%d) runs past the end of the file (%d bytes)", e.Start, e.End, d.pos)
		}
		// the group ends here when the old bytes end a line and so do
		// the new ones (else the next line joins the last new one)
		if !g.closed && e.End > e.Start && d.lastByte == '\n' && d.lineStart == e.End && (!g.newAny || g.newLast == '\n') {
			g.end, g.endLine, g.closed = e.End, d.line, true
		}
	}
	return nil
}

// Finish reads src to its end and writes the last hunk.
func (d *Writer) Finish() error {
	if err := d.scanTo(1 << 62); err != nil {
		return err
	}
	if g := d.open(); g != nil {
		g.end, g.closed = d.pos, true
		g.endLine = d.line
		if d.pos > d.lineStart {
			g.endLine++
		}
	}
	if len(d.groups) == 0 {
		return nil
	}
	return d.flush(d.pos)
}

// flush writes the hunk of the groups collected; limit is where the
// trailing context must stop (the next group's line, or the end).
func (d *Writer) flush(limit int64) error {
	last := d.groups[len(d.groups)-1]
	he, err := d.afterLines(last.end, limit, context)
	if err != nil {
		return err
	}
	oldCount, err := d.countLines(d.hunkStart, he)
	if err != nil {
		return err
	}
	newCount := oldCount
	for _, g := range d.groups {
		o, err := d.countLines(g.start, g.end)
		if err != nil {
			return err
		}
		var lc lineCounter
		if err := d.newText(g, lc.write); err != nil {
			return err
		}
		newCount += lc.lines() - o
	}
	if !d.header {
		d.header = true
		if _, err := fmt.Fprintf(d.w, "--- %s\n+++ %s\n", safetext.Line(d.oldName), safetext.Line(d.newName)); err != nil {
			return err
		}
	}
	oldStart, newStart := d.hunkStartLine+1, d.hunkStartLine+1+d.delta
	if oldCount == 0 {
		oldStart--
	}
	if newCount == 0 {
		newStart--
	}
	if _, err := fmt.Fprintf(d.w, "@@ -%s +%s @@\n", rng(oldStart, oldCount), rng(newStart, newCount)); err != nil {
		return err
	}
	at := d.hunkStart
	for _, g := range d.groups {
		if err := d.copyLines(' ', at, g.start); err != nil {
			return err
		}
		if err := d.copyLines('-', g.start, g.end); err != nil {
			return err
		}
		p := &prefixer{w: d.w, prefix: '+', bol: true}
		if err := d.newText(g, p.write); err != nil {
			return err
		}
		if err := p.close(); err != nil {
			return err
		}
		at = g.end
	}
	if err := d.copyLines(' ', at, he); err != nil {
		return err
	}
	d.delta += newCount - oldCount
	d.groups = d.groups[:0]
	// the next hunk starts context lines before the current line
	d.hunkStartLine = max(0, d.line-context)
	d.hunkStart = d.recent[d.hunkStartLine%(context+1)]
	if d.hunkStartLine == 0 {
		d.hunkStart = 0
	}
	return nil
}

func rng(start, count int) string {
	if count == 1 {
		return fmt.Sprint(start)
	}
	return fmt.Sprintf("%d,%d", start, count)
}

// afterLines returns the offset after n more lines from off, stopping at
// limit.
func (d *Writer) afterLines(off, limit int64, n int) (int64, error) {
	for off < limit && n > 0 {
		m := int64(len(d.buf))
		if limit-off < m {
			m = limit - off
		}
		k, err := d.src.ReadAt(d.buf[:m], off)
		for i := 0; i < k; i++ {
			if d.buf[i] == '\n' {
				n--
				if n == 0 {
					return off + int64(i) + 1, nil
				}
			}
		}
		off += int64(k)
		if err == io.EOF || k == 0 {
			break
		}
		if err != nil {
			return 0, err
		}
	}
	return off, nil
}

// read calls fn with the bytes [a, b) of src, in chunks.
func (d *Writer) read(a, b int64, fn func([]byte) error) error {
	buf := make([]byte, min(int64(len(d.buf)), max(b-a, 0)))
	for a < b {
		m := min(int64(len(buf)), b-a)
		k, err := d.src.ReadAt(buf[:m], a)
		if k > 0 {
			if werr := fn(buf[:k]); werr != nil {
				return werr
			}
		}
		a += int64(k)
		if err == io.EOF || k == 0 {
			if a < b {
				return io.ErrUnexpectedEOF
			}
			break
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func (d *Writer) countLines(a, b int64) (int, error) {
	var lc lineCounter
	err := d.read(a, b, lc.write)
	return lc.lines(), err
}

// newText calls fn with the group's lines as edited.
func (d *Writer) newText(g *group, fn func([]byte) error) error {
	at := g.start
	for _, e := range g.edits {
		if err := d.read(at, e.Start, fn); err != nil {
			return err
		}
		if err := fn(e.Text); err != nil {
			return err
		}
		at = e.End
	}
	return d.read(at, g.end, fn)
}

// copyLines writes the lines [a, b) of src, each after prefix.
func (d *Writer) copyLines(prefix byte, a, b int64) error {
	p := &prefixer{w: d.w, prefix: prefix, bol: true}
	if err := d.read(a, b, p.write); err != nil {
		return err
	}
	return p.close()
}

// lineCounter counts the lines of the bytes written to it (a last line
// without its line end counts).
type lineCounter struct {
	n    int
	last byte
	any  bool
}

func (l *lineCounter) write(p []byte) error {
	if len(p) == 0 {
		return nil
	}
	l.n += bytes.Count(p, []byte("\n"))
	l.last, l.any = p[len(p)-1], true
	return nil
}

func (l *lineCounter) lines() int {
	if l.any && l.last != '\n' {
		return l.n + 1
	}
	return l.n
}

// prefixer writes lines after a one-character prefix, control characters
// written visibly as safetext.Line writes them (the tab and a CR before LF
// kept), and marks a last line without its line end as diff does.
type prefixer struct {
	w      io.Writer
	prefix byte
	bol    bool // at the beginning of a line
	any    bool
	cr     bool   // a CR is pending (kept if LF follows)
	pend   []byte // the start of a UTF-8 sequence that may be a C1 or bidi control
	out    []byte
}

// unsafeSeq reports whether seq, the start of a UTF-8 sequence, may still
// become a C1 control (C2 80-9F) or a bidirectional control (U+200E,
// U+200F, U+202A-U+202E, U+2066-U+2069), and whether it is one already.
func unsafeSeq(seq []byte) (maybe, done bool) {
	switch {
	case len(seq) == 1:
		return seq[0] == 0xc2 || seq[0] == 0xe2, false
	case seq[0] == 0xc2:
		return seq[1] >= 0x80 && seq[1] <= 0x9f, seq[1] >= 0x80 && seq[1] <= 0x9f
	case len(seq) == 2:
		return seq[1] == 0x80 || seq[1] == 0x81, false
	case seq[1] == 0x80:
		ok := seq[2] == 0x8e || seq[2] == 0x8f || seq[2] >= 0xaa && seq[2] <= 0xae
		return ok, ok
	default:
		ok := seq[2] >= 0xa6 && seq[2] <= 0xa9
		return ok, ok
	}
}

func (p *prefixer) byte(c byte) {
	if len(p.pend) > 0 {
		p.pend = append(p.pend, c)
		maybe, done := unsafeSeq(p.pend)
		if done {
			r, _ := utf8.DecodeRune(p.pend)
			p.out = append(p.out, safetext.Line(string(r))...)
			p.pend = p.pend[:0]
		}
		if maybe {
			return
		}
		rest := append([]byte(nil), p.pend[1:]...)
		p.out = append(p.out, p.pend[0])
		p.pend = p.pend[:0]
		for _, r := range rest {
			p.byte(r)
		}
		return
	}
	if p.cr {
		p.cr = false
		if c == '\n' {
			p.out = append(p.out, '\r')
		} else {
			p.out = append(p.out, `\x0d`...)
		}
	}
	if p.bol {
		p.out = append(p.out, p.prefix)
		p.bol = false
	}
	p.any = true
	switch {
	case c == '\n':
		p.out = append(p.out, '\n')
		p.bol = true
	case c == '\r':
		p.cr = true
	case c == 0xc2 || c == 0xe2:
		p.pend = append(p.pend, c)
	case c < 0x20 && c != '\t', c == 0x7f:
		p.out = append(p.out, fmt.Sprintf(`\x%02x`, c)...)
	default:
		p.out = append(p.out, c)
	}
}

func (p *prefixer) write(b []byte) error {
	p.out = p.out[:0]
	for _, c := range b {
		p.byte(c)
	}
	_, err := p.w.Write(p.out)
	return err
}

func (p *prefixer) close() error {
	p.out = p.out[:0]
	if len(p.pend) > 0 {
		p.out = append(p.out, p.pend...)
		p.pend = p.pend[:0]
	}
	if p.cr {
		p.out = append(p.out, `\x0d`...)
		p.cr = false
	}
	if p.any && !p.bol {
		p.out = append(p.out, "\n\\ No newline at end of file\n"...)
	}
	if len(p.out) == 0 {
		return nil
	}
	_, err := p.w.Write(p.out)
	return err
}

// Flush flushes the writer given to New when it has a Flush method (a
// bufio.Writer).
func (d *Writer) Flush() error {
	if f, ok := d.w.(interface{ Flush() error }); ok {
		return f.Flush()
	}
	return nil
}
