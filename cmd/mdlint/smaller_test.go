package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// stats on a binary file says so and exits 2 (it exited 0 silently).
func TestStatsOnABinaryFileIsAnError(t *testing.T) {
	path := filepath.Join(t.TempDir(), "b.pbn")
	require.NoError(t, os.WriteFile(path, []byte("PK\x03\x04\x00\x00binary"), 0o644))
	var stdout, stderr bytes.Buffer
	code := run([]string{"stats", "--side", "ns", path}, &stdout, &stderr)
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr.String(), "b.pbn")
}

// A directory named through a symbolic link is walked, not taken as empty.
func TestADirectoryLinkIsWalked(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real")
	require.NoError(t, os.Mkdir(real, 0o755))
	src, err := os.ReadFile(filepath.Join("..", "..", "testdata", "examples", "club-evening.pbn"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(real, "c.pbn"), src, 0o644))
	link := filepath.Join(dir, "link")
	require.NoError(t, os.Symlink(real, link))
	var stdout, stderr bytes.Buffer
	code := run([]string{"dump", link}, &stdout, &stderr)
	assert.Equal(t, 0, code, stderr.String())
	assert.Contains(t, stdout.String(), filepath.Join(link, "c.pbn")+" #1")
}
