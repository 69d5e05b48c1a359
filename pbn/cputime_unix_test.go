//go:build unix

package pbn

import "syscall"

// cpuSeconds returns the process's user+system CPU time in seconds, so
// that benchmarks can report throughput per CPU-second (per core), which a
// loaded machine does not distort the way wall time is distorted.
func cpuSeconds() float64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return float64(ru.Utime.Sec+ru.Stime.Sec) + float64(ru.Utime.Usec+ru.Stime.Usec)/1e6
}
