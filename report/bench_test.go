package report

import (
	"io"
	"os"
	"testing"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/internal/sharedtest"
)

// BenchmarkWriteCorpus renders the report of the whole shared corpus
// (about 8,600 boards) from boards already linted: the cost of the page
// alone. Compare with `mdlint stats` on the same files for the lint cost.
func BenchmarkWriteCorpus(b *testing.B) {
	corpus := sharedtest.Path(b, "corpus")
	_, seen := build(b, engine.BothSides, corpus)
	_ = seen
	bld := lastBuilder
	b.ResetTimer()
	for b.Loop() {
		cw := &countWriter{}
		if err := bld.Write(cw); err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(cw.n)/float64(len(seen)), "bytes/board")
		b.ReportMetric(float64(cw.n), "bytes")
	}
}

// BenchmarkScanCorpus reads every byte of the same files: the floor the
// report's cost is compared with.
func BenchmarkScanCorpus(b *testing.B) {
	corpus := sharedtest.Path(b, "corpus")
	files, errs := annotate.Expand([]string{corpus})
	if len(errs) > 0 {
		b.Fatal(errs)
	}
	for b.Loop() {
		var n int64
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				b.Fatal(err)
			}
			n += int64(len(data))
		}
		b.SetBytes(n)
	}
}

type countWriter struct{ n int64 }

func (c *countWriter) Write(p []byte) (int, error) { c.n += int64(len(p)); return len(p), nil }

var _ io.Writer = (*countWriter)(nil)
