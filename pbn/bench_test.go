package pbn

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// benchCorpus returns the bytes of every PBN corpus file and their total
// size.
func benchCorpus(b *testing.B) ([][]byte, int64) {
	files, _ := filepath.Glob(filepath.Join(corpusDir(b), "*.pbn"))
	var datas [][]byte
	var total int64
	for _, f := range files {
		d, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		datas = append(datas, d)
		total += int64(len(d))
	}
	return datas, total
}

// BenchmarkReadCorpus reads every corpus file once per iteration through
// a new streaming reader per file, keeping every board (as ReadFile
// does); b.SetBytes gives MB/s, boards/s the board rate, MB/cpu-s and
// boards/cpu-s the rates per CPU second (GC work included).
func BenchmarkReadCorpus(b *testing.B) {
	datas, total := benchCorpus(b)
	b.SetBytes(total)
	b.ReportAllocs()
	b.ResetTimer()
	boards := 0
	cpu0 := cpuSeconds()
	for i := 0; i < b.N; i++ {
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
	reportCPU(b, cpu0, float64(total)*float64(b.N), boards)
}

// reportCPU reports boards/s of wall time and MB and boards per CPU
// second.
func reportCPU(b *testing.B, cpu0, bytes float64, boards int) {
	b.ReportMetric(float64(boards)/b.Elapsed().Seconds(), "boards/s")
	if cpu := cpuSeconds() - cpu0; cpu > 0 {
		b.ReportMetric(bytes/1e6/cpu, "MB/cpu-s")
		b.ReportMetric(float64(boards)/cpu, "boards/cpu-s")
	}
}

// BenchmarkReadCorpusReused reads every corpus file once per iteration
// the way lint does: one reader for all files (Reset), each board
// released once read.
func BenchmarkReadCorpusReused(b *testing.B) {
	datas, total := benchCorpus(b)
	b.SetBytes(total)
	b.ReportAllocs()
	b.ResetTimer()
	boards := 0
	cpu0 := cpuSeconds()
	r := NewReader(bytes.NewReader(nil), "")
	for i := 0; i < b.N; i++ {
		for _, d := range datas {
			r.Reset(bytes.NewReader(d), "bench.pbn")
			for {
				bd, err := r.Next()
				if err == io.EOF {
					break
				}
				if err != nil {
					b.Fatal(err)
				}
				boards++
				r.Release(bd)
			}
		}
	}
	reportCPU(b, cpu0, float64(total)*float64(b.N), boards)
}
