package record

import (
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
	var pos int64
	for i, e := range sorted {
		if e.Start < pos || e.End < e.Start {
			return fmt.Errorf("record: edit %d [%d,%d) overlaps the previous edit or is reversed", i, e.Start, e.End)
		}
		n, err := io.CopyN(dst, src, e.Start-pos)
		if err != nil {
			if err == io.EOF {
				return fmt.Errorf("record: edit at offset %d lies beyond the end of the file (%d bytes)", e.Start, pos+n)
			}
			return err
		}
		if _, err := dst.Write(e.Text); err != nil {
			return err
		}
		skipped, err := io.CopyN(io.Discard, src, e.End-e.Start)
		if err != nil {
			if err == io.EOF {
				return fmt.Errorf("record: edit span [%d,%d) runs past the end of the file (%d bytes)", e.Start, e.End, e.Start+skipped)
			}
			return err
		}
		pos = e.End
	}
	_, err := io.Copy(dst, src)
	return err
}
