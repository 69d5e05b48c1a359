//go:build !unix

package pbn

// cpuSeconds is not measured on this platform; benchmarks then report no
// per-CPU-second figures.
func cpuSeconds() float64 { return 0 }
