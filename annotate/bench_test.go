package annotate

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/internal/sharedtest"
)

// corpusFiles returns the PBN and LIN files of ../shared/corpus, or skips.
func corpusFiles(b *testing.B) [][2]string {
	b.Helper()
	root := sharedtest.Path(b, "corpus")
	var files [][2]string
	for _, dir := range []string{"pbn", "lin"} {
		entries, err := os.ReadDir(filepath.Join(root, dir))
		if err != nil {
			b.Fatal(err)
		}
		for _, e := range entries {
			files = append(files, [2]string{filepath.Join(root, dir, e.Name()), e.Name()})
		}
	}
	return files
}

// BenchmarkLintCorpus lints every board of the real corpus with the
// embedded Magic D-light system on one goroutine and reports boards/s
// (goal: 20,000 boards/s per core) and, with -benchmem, the allocations.
func BenchmarkLintCorpus(b *testing.B) { benchLintCorpus(b, 1) }

// BenchmarkLintCorpusBoardWorkers is BenchmarkLintCorpus with the boards
// of each file shared by GOMAXPROCS workers.
func BenchmarkLintCorpusBoardWorkers(b *testing.B) { benchLintCorpus(b, 0) }

func benchLintCorpus(b *testing.B, workers int) {
	sys, err := engine.LoadEmbedded(engine.Options{})
	if err != nil {
		b.Fatal(err)
	}
	var data [][]byte
	var names []string
	var size int64
	for _, f := range corpusFiles(b) {
		d, err := os.ReadFile(f[0])
		if err != nil {
			b.Fatal(err)
		}
		data, names = append(data, d), append(names, f[1])
		size += int64(len(d))
	}
	job := Job{System: sys, Sides: engine.BothSides, Lint: true, Rules: Rules(), Config: Config{HCPTolerance: 1},
		BoardWorkers: workers}
	b.SetBytes(size)
	b.ResetTimer()
	boards := 0
	for i := 0; i < b.N; i++ {
		for j, d := range data {
			res := ProcessReader(bytes.NewReader(d), names[j], job)
			boards += res.Boards
		}
	}
	b.ReportMetric(float64(boards)/b.Elapsed().Seconds(), "boards/s")
}
