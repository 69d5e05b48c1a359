package racebuild

import (
	"runtime/debug"
	"testing"
)

// TestEnabledMatchesBuild: Enabled says what the go command recorded in
// the test binary's build settings ("-race" is "true" under go test
// -race, absent otherwise), so that the two tagged files cannot swap.
func TestEnabledMatchesBuild(t *testing.T) {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		t.Fatal("no build information in the test binary")
	}
	race := false
	for _, s := range bi.Settings {
		if s.Key == "-race" {
			race = s.Value == "true"
		}
	}
	if Enabled != race {
		t.Fatalf("Enabled = %v, but the binary's -race build setting says %v", Enabled, race)
	}
}

// TestSkipAllocBound: under -race SkipAllocBound skips the test (so that
// the line after it never runs); without -race it returns and the test
// goes on.
func TestSkipAllocBound(t *testing.T) {
	ran := false
	t.Run("bound", func(t *testing.T) {
		SkipAllocBound(t)
		ran = true
	})
	if ran == Enabled {
		t.Fatalf("with Enabled = %v the bound ran: %v", Enabled, ran)
	}
}
