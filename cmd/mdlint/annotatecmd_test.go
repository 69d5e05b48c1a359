package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mdlint/mdlint/annotate"
)

// A file that changes on disk between the read and the write is not
// replaced: its edits were computed on the old bytes.
func TestCommitRefusesAFileChangedWhileRead(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "s.lin")
	require.NoError(t, os.WriteFile(path, []byte("pn|a,b,c,d|mb|1C|\n"), 0o644))
	st, err := os.Stat(path)
	require.NoError(t, err)
	g := &Globals{Stdout: &bytes.Buffer{}, Stderr: &bytes.Buffer{}}
	outs := &outputs{open: map[string]*pendingOutput{}}
	tg := target{path: path}
	w, err := outs.create(g, tg)
	require.NoError(t, err)
	_, err = w.Write([]byte("pn|a,b,c,d|mb|1C!|an|strong|\n"))
	require.NoError(t, err)
	// someone else rewrites the file meanwhile
	require.NoError(t, os.WriteFile(path, []byte("pn|a,b,c,d|mb|1C|mb|p|\n"), 0o644))
	res := annotate.FileResult{Path: path, Size: st.Size(), ModTime: st.ModTime(), Changes: 1}
	err = outs.commit(tg, res, true, false)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "changed while mdlint read it")
	got, _ := os.ReadFile(path)
	assert.Equal(t, "pn|a,b,c,d|mb|1C|mb|p|\n", string(got), "the other writer's bytes are kept")
	entries, _ := os.ReadDir(dir)
	assert.Len(t, entries, 1, "no temporary file is left behind")
}
