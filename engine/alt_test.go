package engine

import (
	"testing"
	"unsafe"
)

// TestAltPacked: the compiled tree keeps every alternative of every line
// (about 200,000 for Magic D-light) for the life of the system; packed,
// one is 32 bytes, where the same fields as ints and bools took 56.
func TestAltPacked(t *testing.T) {
	if n := unsafe.Sizeof(alt{}); n > 32 {
		t.Errorf("alt is %d bytes, want at most 32", n)
	}
}
