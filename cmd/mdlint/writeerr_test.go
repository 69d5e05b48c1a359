package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
)

// fullDisk takes limit bytes and then fails as a full disk does.
type fullDisk struct {
	limit int
	n     int
}

func (f *fullDisk) Write(p []byte) (int, error) {
	if f.n+len(p) > f.limit {
		k := f.limit - f.n
		f.n = f.limit
		return k, syscall.ENOSPC
	}
	f.n += len(p)
	return len(p), nil
}

// Every command that writes its result to stdout exits 2 with one message
// when stdout fails (a full disk), instead of 0 with half the output.
func TestWriteErrorOnStdoutIsExit2(t *testing.T) {
	ex := filepath.Join("..", "..", "testdata", "examples")
	for _, args := range [][]string{
		{"lint", "--format", "json", "--fail-on", "never", ex},
		{"lint", "--fail-on", "never", ex},
		{"dump", ex},
		{"dump", "--format", "json", ex},
		{"stats", ex},
		{"stats", "--format", "json", ex},
		{"explain", "1C", "P", "1H"},
		{"system", "dump"},
		{"annotate", "--side", "ns", filepath.Join(ex, "bbo-teams.lin")},
		{"annotate", "--side", "ns", "--dry-run", "--diff", ex},
		{"system", "export", "--format", "bboalert", "--max-calls", "3"},
		{"system", "export", "--format", "markdown"},
	} {
		var stderr bytes.Buffer
		code := run(args, &fullDisk{limit: 100}, &stderr)
		assert.Equal(t, 2, code, "%v: %s", args, stderr.String())
		assert.Contains(t, stderr.String(), "no space left on device", "%v", args)
		// The failure is told once per file it hit, never again by run for the whole command.
		seen := map[string]bool{}
		for _, l := range strings.Split(strings.TrimSpace(stderr.String()), "\n") {
			if strings.Contains(l, "no space left") {
				assert.False(t, seen[l], "%v: told twice: %s", args, l)
				seen[l] = true
			}
		}
		assert.False(t, seen["mdlint: writing the standard output: no space left on device"] && len(seen) > 1, "%v: told twice: %s", args, stderr.String())
	}
}

// A failing stderr is exit 2 too (nothing can be said about it).
func TestWriteErrorOnStderrIsExit2(t *testing.T) {
	args := []string{"annotate", "--side", "ns", "--dry-run", filepath.Join("..", "..", "testdata", "examples")}
	var stdout, stderr bytes.Buffer
	assert.Equal(t, 0, run(args, &stdout, &stderr), stderr.String())
	assert.Equal(t, 2, run(args, &stdout, &fullDisk{limit: 0}))
}

// annotate's summary does not count a file whose annotated text could not
// be written to stdout. On /dev/full (a real file, so that run buffers
// stdout) the failure surfaced only after the summary, which said "1 of 1
// file changed".
func TestAnnotateToAFullStdoutIsNotCountedAsChanged(t *testing.T) {
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full here")
	}
	defer full.Close()
	var stderr bytes.Buffer
	code := run([]string{"annotate", "--side", "ns", filepath.Join("..", "..", "testdata", "examples", "bbo-teams.lin")}, full, &stderr)
	assert.Equal(t, 2, code, stderr.String())
	assert.Contains(t, stderr.String(), "bbo-teams.lin: write /dev/full: no space left on device\n")
	assert.Contains(t, stderr.String(), "; 0 of 1 file changed")
}
