//go:build unix

package main

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// annotate --in-place --backup keeps the file's owner, group and mode (a
// file of another user annotated by root stays that user's), and the
// backup is the original itself, with the same owner. Changing a file's
// owner needs root: elsewhere the test is skipped.
func TestAnnotateInPlaceKeepsOwnerGroupAndMode(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("changing a file's owner needs root")
	}
	const uid, gid = 12345, 23456
	path, original := example(t)
	require.NoError(t, os.Chown(path, uid, gid))
	require.NoError(t, os.Chmod(path, 0o640))
	code, stderr := runCommand(t, &AnnotateCmd{SideFlags: SideFlags{Side: "ns"}, InPlace: true, Backup: true, Paths: []string{path}})
	require.Equal(t, 0, code, stderr)
	assert.NotContains(t, stderr, "could not keep owner")
	got, err := os.ReadFile(path)
	require.NoError(t, err)
	require.NotEqual(t, string(original), string(got), "the example gets explanations")
	for _, p := range []string{path, path + ".orig"} {
		info, err := os.Stat(p)
		require.NoError(t, err)
		st := info.Sys().(*syscall.Stat_t)
		assert.Equal(t, uint32(uid), st.Uid, p)
		assert.Equal(t, uint32(gid), st.Gid, p)
		assert.Equal(t, os.FileMode(0o640), info.Mode().Perm(), p)
	}
	backup, err := os.ReadFile(path + ".orig")
	require.NoError(t, err)
	assert.Equal(t, string(original), string(backup))
	// no temporary or old-content file is left beside it
	entries, err := os.ReadDir(filepath.Dir(path))
	require.NoError(t, err)
	assert.Len(t, entries, 2)
}
