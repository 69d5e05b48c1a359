//go:build !unix

package bidder

// cpuSeconds is not measured on this platform; the benchmarks then report
// no CPU time per operation.
func cpuSeconds() float64 { return 0 }
