package lin

import (
	"bytes"
	"io"
	"os"
	"runtime"
	"testing"
)

// repeatReader yields unit over and over, n times, without holding the
// whole stream in memory.
type repeatReader struct {
	unit []byte
	n    int
	off  int
}

func (r *repeatReader) Read(p []byte) (int, error) {
	total := 0
	for len(p) > 0 {
		if r.n == 0 {
			if total == 0 {
				return 0, io.EOF
			}
			return total, nil
		}
		k := copy(p, r.unit[r.off:])
		p, total, r.off = p[k:], total+k, r.off+k
		if r.off == len(r.unit) {
			r.off, r.n = 0, r.n-1
		}
	}
	return total, nil
}

// TestStreamingMemory reads a 40 MB stream of vugraph tables board by
// board and checks that the live heap stays small (records stream).
func TestStreamingMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("short mode")
	}
	unit := []byte(vugraph)
	n := (40 << 20) / len(unit)
	rd := NewReader(&repeatReader{unit: unit, n: n}, "big.lin")
	boards := 0
	var peak uint64
	var ms runtime.MemStats
	for {
		b, err := rd.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		boards++
		if boards%20000 == 0 {
			runtime.GC()
			runtime.ReadMemStats(&ms)
			peak = max(peak, ms.HeapAlloc)
		}
		_ = b
	}
	// Each unit holds a header and two tables; the header vg of the next
	// unit closes the previous table.
	if boards != 2*n {
		t.Fatalf("%d boards, want %d", boards, 2*n)
	}
	if peak > 16<<20 {
		t.Errorf("live heap reached %d bytes while streaming 40 MB", peak)
	}
}

// corpusInputs returns the bytes of every corpus file and their total
// size, read before the benchmark's timer starts.
func corpusInputs(b *testing.B) ([][]byte, int64) {
	b.Helper()
	var inputs [][]byte
	var total int64
	for _, f := range corpusFiles(b) {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		inputs = append(inputs, data)
		total += int64(len(data))
	}
	return inputs, total
}

// BenchmarkReadCorpus reads every corpus file with ReadBytes (the
// streaming Reader that ReadFile and the CLI use, over the file in memory)
// per iteration and reports MB/s (from b.SetBytes) and boards/s.
func BenchmarkReadCorpus(b *testing.B) {
	inputs, total := corpusInputs(b)
	b.SetBytes(total)
	b.ReportAllocs()
	boards := 0
	b.ResetTimer()
	cpu0 := cpuSeconds()
	for i := 0; i < b.N; i++ {
		for _, data := range inputs {
			bs, _, _ := ReadBytes("bench.lin", data)
			boards += len(bs)
		}
	}
	reportCPU(b, cpu0, float64(total)*float64(b.N), boards)
}

// reportCPU reports boards/s of wall time and MB and boards per CPU-second
// (GOMAXPROCS=1 via -cpu 1 makes that per core; GC work is included).
func reportCPU(b *testing.B, cpu0, bytes float64, boards int) {
	b.ReportMetric(float64(boards)/b.Elapsed().Seconds(), "boards/s")
	if cpu := cpuSeconds() - cpu0; cpu > 0 {
		b.ReportMetric(bytes/1e6/cpu, "MB/cpu-s")
		b.ReportMetric(float64(boards)/cpu, "boards/cpu-s")
	}
}

// BenchmarkReadStream reads a 16 MB stream of vugraph tables from an
// io.Reader, the way a large archive is read.
func BenchmarkReadStream(b *testing.B) {
	unit := []byte(vugraph)
	n := (16 << 20) / len(unit)
	b.SetBytes(int64(n * len(unit)))
	boards := 0
	cpu0 := cpuSeconds()
	for i := 0; i < b.N; i++ {
		rd := NewReader(&repeatReader{unit: unit, n: n}, "big.lin")
		for {
			_, err := rd.Next()
			if err != nil {
				break
			}
			boards++
		}
	}
	reportCPU(b, cpu0, float64(n*len(unit))*float64(b.N), boards)
}

// BenchmarkReadCorpusReused reads every corpus file once per iteration
// the way lint does: one reader for all files (Reset), each board
// released once read.
func BenchmarkReadCorpusReused(b *testing.B) {
	inputs, total := corpusInputs(b)
	b.SetBytes(total)
	b.ReportAllocs()
	boards := 0
	r := NewReader(bytes.NewReader(nil), "")
	b.ResetTimer()
	cpu0 := cpuSeconds()
	for i := 0; i < b.N; i++ {
		for _, data := range inputs {
			r.Reset(bytes.NewReader(data), "bench.lin")
			for {
				bd, err := r.Next()
				if err != nil {
					break
				}
				boards++
				r.Release(bd)
			}
		}
	}
	reportCPU(b, cpu0, float64(total)*float64(b.N), boards)
}
