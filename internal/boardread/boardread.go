// Package boardread holds what the record readers (lin, pbn) share:
// reading every board of an input into memory through the same streaming
// Reader a caller would use, so that ReadBytes, ReadFile and NewReader
// decide everything (the encoding, the kind of input) the same way.
package boardread

import (
	"io"

	"github.com/mdlint/mdlint/record"
)

// Reader is a streaming reader of boards of type B (lin.Reader,
// pbn.Reader): Next returns the next board, io.EOF after the last one, and
// another error only when reading the input fails; Diagnostics returns the
// input's own diagnostics, complete once Next has returned io.EOF.
type Reader[B any] interface {
	Next() (B, error)
	Diagnostics() []record.Diagnostic
}

// All reads r to the end. It returns the boards in input order, r's
// diagnostics, and nil, or, when Next fails with an error other than
// io.EOF, the boards read before it, the diagnostics so far and that
// error.
func All[B any](r Reader[B]) ([]B, []record.Diagnostic, error) {
	var out []B
	for {
		b, err := r.Next()
		if err == io.EOF {
			return out, r.Diagnostics(), nil
		}
		if err != nil {
			return out, r.Diagnostics(), err
		}
		out = append(out, b)
	}
}
