// Package sharedtest finds the material the project's tests read from the
// shared folder beside the repository (../shared/corpus with real PBN and
// LIN files, ../shared/system with the Magic D-light notes). When the
// folder is absent a test is skipped with a message, except when the
// environment has CI=true, where it fails: CI always has the folder, so a
// missing one there is a broken set-up, not a reason to pass.
package sharedtest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Path returns ../shared/<elem...> from the module root (the directory
// holding go.mod above the test's working directory). It skips tb when
// that path does not exist, or fails it under CI=true.
func Path(tb testing.TB, elem ...string) string {
	tb.Helper()
	dir, err := os.Getwd()
	if err != nil {
		tb.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			tb.Fatal("sharedtest: no go.mod above the test directory")
		}
		dir = parent
	}
	p := filepath.Join(append([]string{dir, "..", "shared"}, elem...)...)
	if _, err := os.Stat(p); err != nil {
		if os.Getenv("CI") == "true" {
			tb.Fatalf("sharedtest: %s is missing (required under CI=true): %v", p, err)
		}
		tb.Skipf("sharedtest: %s is absent; skipping", p)
	}
	return p
}

// ExtraCorpusDirs returns the directories listed in the environment
// variable MDLINT_CORPUS (colon-separated; empty entries ignored), whose
// files the corpus tests read as well.
func ExtraCorpusDirs() []string {
	var dirs []string
	for _, d := range strings.Split(os.Getenv("MDLINT_CORPUS"), ":") {
		if d = strings.TrimSpace(d); d != "" {
			dirs = append(dirs, d)
		}
	}
	return dirs
}
