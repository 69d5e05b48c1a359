package bidder

import (
	"sync/atomic"
	"testing"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
)

// BenchmarkComplete measures `bid --complete` per deal (opponents
// passing), the shares of the constraints met cached as in a long run.
func BenchmarkComplete(b *testing.B) {
	sys, err := engine.LoadEmbedded(engine.Options{})
	if err != nil {
		b.Fatal(err)
	}
	bd := New(sys)
	g := bridge.NewGenerator(7)
	deals := make([]bridge.Deal, 256)
	for i := range deals {
		deals[i] = g.Deal()
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		d := deals[i%len(deals)]
		if _, err := bd.Complete(engine.Auction{Dealer: bridge.Seat(i % 4)}, d, engine.SideNS, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// suggestCorpus holds the corpus boards of BenchmarkSuggestCorpus.
var suggestCorpus corpusOnce

// BenchmarkSuggestCorpus measures lint's suggestion under the first
// deviation of each side (Suggest), per corpus board that has one, as
// `mdlint lint --side both` makes them: the shares measured once, as in a
// long run. The per-suggestion cost is ns/op divided by the
// suggestions/op metric; cpu-ns/op is the process's CPU time per board
// (garbage collection included), steadier than ns/op on a loaded machine.
func BenchmarkSuggestCorpus(b *testing.B) {
	sys, err := engine.LoadEmbedded(engine.Options{})
	if err != nil {
		b.Fatal(err)
	}
	cases := corpusBoards(b, sys, &suggestCorpus)
	bd := New(sys)
	suggestions(bd, cases) // the shares, measured once per run
	fs := make([][]annotate.Finding, len(cases))
	n := 0
	for k, c := range cases {
		fs[k] = append([]annotate.Finding(nil), c.findings...)
		for _, i := range annotate.FirstDeviations(c.findings) {
			if i >= 0 {
				n++
			}
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	cpu := cpuSeconds()
	for i := 0; i < b.N; i++ {
		k := i % len(cases)
		copy(fs[k], cases[k].findings)
		bd.Suggest(cases[k].r, fs[k])
	}
	if cpu > 0 {
		b.ReportMetric((cpuSeconds()-cpu)*1e9/float64(b.N), "cpu-ns/op")
	}
	b.ReportMetric(float64(n)/float64(len(cases)), "suggestions/op")
	b.ReportMetric(float64(len(cases)), "boards")
}

// BenchmarkSuggestCorpusParallel is BenchmarkSuggestCorpus on every core
// at once, one Bidder shared as lint shares it between the workers of a
// file (its share cache is guarded by a mutex; run with -mutexprofile to
// see whether it is contended).
func BenchmarkSuggestCorpusParallel(b *testing.B) {
	sys, err := engine.LoadEmbedded(engine.Options{})
	if err != nil {
		b.Fatal(err)
	}
	cases := corpusBoards(b, sys, &suggestCorpus)
	bd := New(sys)
	suggestions(bd, cases) // the shares, measured once per run
	b.ReportAllocs()
	b.ResetTimer()
	var next atomic.Int64
	b.RunParallel(func(pb *testing.PB) {
		var fs []annotate.Finding
		for pb.Next() {
			c := cases[int(next.Add(1))%len(cases)]
			fs = append(fs[:0], c.findings...)
			bd.Suggest(c.r, fs)
		}
	})
}
