//go:build unix

package bidder

import "syscall"

// cpuSeconds returns the process's user+system CPU time in seconds, so
// that a benchmark can report CPU time per operation, which a loaded
// machine distorts less than wall time.
func cpuSeconds() float64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return float64(ru.Utime.Sec+ru.Stime.Sec) + float64(ru.Utime.Usec+ru.Stime.Usec)/1e6
}
