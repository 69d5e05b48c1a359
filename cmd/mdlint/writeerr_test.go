package main

import (
	"bytes"
	"path/filepath"
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

// Every command that writes its result to stdout exits 2 with a message
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
	} {
		var stderr bytes.Buffer
		code := run(args, &fullDisk{limit: 100}, &stderr)
		assert.Equal(t, 2, code, "%v: %s", args, stderr.String())
		assert.Contains(t, stderr.String(), "no space left on device", "%v", args)
	}
}

// A failing stderr is exit 2 too (nothing can be said about it).
func TestWriteErrorOnStderrIsExit2(t *testing.T) {
	args := []string{"annotate", "--side", "ns", "--dry-run", filepath.Join("..", "..", "testdata", "examples")}
	var stdout, stderr bytes.Buffer
	assert.Equal(t, 0, run(args, &stdout, &stderr), stderr.String())
	assert.Equal(t, 2, run(args, &stdout, &fullDisk{limit: 0}))
}
