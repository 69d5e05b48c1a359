//go:build race

package racebuild

// Enabled reports whether the race detector is on: true in this build
// (the race build tag, which go build/test -race sets).
const Enabled = true
