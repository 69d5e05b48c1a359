//go:build !race

package racebuild

// Enabled reports whether the race detector is on: false in this build
// (no race build tag; go build/test -race sets it).
const Enabled = false
