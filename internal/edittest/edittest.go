// Package edittest holds what the readers' tests of record edits share:
// the check that applying edits changed nothing but their spans (the
// lossless-writing promise of docs/design.md).
package edittest

import (
	"bytes"
	"fmt"

	"github.com/mdlint/mdlint/record"
)

// OutsideUnchanged reports where out (data with edits applied) differs
// from data outside the edits, which must be sorted by Start as the
// readers' Edits return them: every byte not replaced must be there
// unchanged and in order, and each edit's text exactly where it belongs.
// It returns nil when out is exactly that, else an error naming the first
// byte range (offsets into data) that differs.
func OutsideUnchanged(data, out []byte, edits []record.Edit) error {
	pos, opos := int64(0), 0
	for _, e := range edits {
		seg := data[pos:e.Start]
		if !bytes.HasPrefix(out[opos:], seg) {
			return fmt.Errorf("bytes [%d,%d) before an edit changed", pos, e.Start)
		}
		opos += len(seg)
		if !bytes.HasPrefix(out[opos:], e.Text) {
			return fmt.Errorf("the text of edit [%d,%d) is not where it belongs", e.Start, e.End)
		}
		opos += len(e.Text)
		pos = e.End
	}
	if !bytes.Equal(out[opos:], data[pos:]) {
		return fmt.Errorf("bytes after offset %d changed", pos)
	}
	return nil
}
