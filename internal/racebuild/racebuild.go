// Package racebuild tells tests whether the binary was built with the race
// detector (go test -race). The race detector allocates on its own account
// (shadow state, instrumented sync.Pool that drops items at random), so a
// bound on allocations (testing.AllocsPerRun, runtime.MemStats.Mallocs)
// means nothing under it: the tests that assert such a bound skip it when
// Enabled is true, and check everything else they check as usual.
package racebuild

import "testing"

// SkipAllocBound skips the rest of the test t when the race detector is
// on (Enabled): call it just before a test's allocation bound, after the
// assertions that hold under -race too.
func SkipAllocBound(t testing.TB) {
	t.Helper()
	if Enabled {
		t.Skip("the race detector allocates: allocation bounds are checked without -race")
	}
}
