package record

import (
	"bufio"
	"fmt"
	"io"
	"sort"
)

// Apply copies src to dst, replacing each edit's span [Start, End) with its
// Text. Edits must not overlap; they are applied in Start order whatever
// their order in the slice. It streams: memory does not grow with the size
// of src. It returns an error when two edits overlap, an edit lies beyond
// the end of src, or reading or writing fails.
func Apply(dst io.Writer, src io.Reader, edits []Edit) error {
	sorted := make([]Edit, len(edits))
	copy(sorted, edits)
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].Start < sorted[j].Start })
	s := NewSplicer(dst, src)
	if err := s.Apply(sorted); err != nil {
		return err
	}
	return s.Finish()
}

// Splicer applies edits to a stream as they become known: a reader of a
// file hands over each board's edits once the board is read, and the
// splicer copies the original bytes up to them, writes the replacements
// and moves on. Memory stays flat however long the file. The edits of
// successive Apply calls must come in increasing, non-overlapping order
// (boards are read in file order, and a board's edits lie inside it).
type Splicer struct {
	dst io.Writer
	src *bufio.Reader
	pos int64 // bytes of src consumed
}

// splicerReadAhead is the size in bytes of the buffer a Splicer reads its
// source through when the caller gives none: the spans between two edits
// are a few hundred bytes, and reading each one with its own read (a system
// call on a file) cost more than the rest of writing an annotated file.
const splicerReadAhead = 32 << 10

// NewSplicer returns a splicer copying src to dst. src is read through a
// buffer: src itself when it is a *bufio.Reader (the caller lends one and
// may reuse it after Finish), otherwise a new buffer of 32 KiB.
func NewSplicer(dst io.Writer, src io.Reader) *Splicer {
	br, ok := src.(*bufio.Reader)
	if !ok {
		br = bufio.NewReaderSize(src, splicerReadAhead)
	}
	return &Splicer{dst: dst, src: br}
}

// Apply copies src up to each edit in turn and writes its Text in place of
// its span. edits must be sorted by Start. It returns an error when an edit
// starts before the end of the previous one (or its End is before its
// Start), lies beyond the end of src, or reading or writing fails.
func (s *Splicer) Apply(edits []Edit) error {
	for i, e := range edits {
		if e.Start < s.pos || e.End < e.Start {
			return fmt.Errorf("record: edit %d [%d,%d) overlaps the previous edit or is reversed", i, e.Start, e.End)
		}
		n, err := s.copyN(e.Start - s.pos)
		if err != nil {
			if err == io.EOF {
				return fmt.Errorf("record: edit at offset %d lies beyond the end of the file (%d bytes)", e.Start, s.pos+n)
			}
			return err
		}
		if _, err := s.dst.Write(e.Text); err != nil {
			return err
		}
		skipped, err := s.src.Discard(int(e.End - e.Start))
		if err != nil {
			if err == io.EOF {
				return fmt.Errorf("record: edit span [%d,%d) runs past the end of the file (%d bytes)", e.Start, e.End, e.Start+int64(skipped))
			}
			return err
		}
		s.pos = e.End
	}
	return nil
}

// copyN copies n bytes of src to dst from the read buffer, without a
// read of its own per span; it returns the bytes copied and io.EOF when src
// ends first.
func (s *Splicer) copyN(n int64) (int64, error) {
	var done int64
	for done < n {
		b, err := s.src.Peek(int(min(n-done, int64(s.src.Size()))))
		if len(b) > 0 {
			w, werr := s.dst.Write(b)
			done += int64(w)
			if _, derr := s.src.Discard(w); derr != nil && werr == nil {
				werr = derr
			}
			if werr != nil {
				return done, werr
			}
		}
		if err != nil {
			if err == bufio.ErrBufferFull {
				continue
			}
			return done, err
		}
	}
	return done, nil
}

// Finish copies the rest of src to dst.
func (s *Splicer) Finish() error {
	n, err := io.Copy(s.dst, s.src)
	s.pos += n
	return err
}
