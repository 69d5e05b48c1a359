package pbn

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkReadCorpus reads every corpus file once per iteration through
// the streaming reader; b.SetBytes gives MB/s, the boards/s metric the
// board rate (goal: at least 50 MB/s per core).
func BenchmarkReadCorpus(b *testing.B) {
	dir := corpusDir(b)
	files, _ := filepath.Glob(filepath.Join(dir, "*.pbn"))
	var datas [][]byte
	total := 0
	for _, f := range files {
		d, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		datas = append(datas, d)
		total += len(d)
	}
	b.SetBytes(int64(total))
	b.ResetTimer()
	boards := 0
	for b.Loop() {
		for _, d := range datas {
			r := NewReader(bytes.NewReader(d), "bench.pbn")
			for {
				_, err := r.Next()
				if err == io.EOF {
					break
				}
				if err != nil {
					b.Fatal(err)
				}
				boards++
			}
		}
	}
	b.ReportMetric(float64(boards)/b.Elapsed().Seconds(), "boards/s")
}
