package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// examplesDir copies the bundled examples (13 boards in 2 files) into a
// new directory and returns it.
func examplesDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for _, name := range []string{"club-evening.pbn", "bbo-teams.lin"} {
		data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "examples", name))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), data, 0o644))
	}
	return dir
}

// A run that writes into the directory it reads does not read, the next
// time, what it wrote: `annotate -o annotated .` run twice annotated the
// first run's copies too (into annotated/annotated, "2 of 4 files
// changed"), `report .` run twice read its own page's handviewer links
// as boards (26 boards in 3 files for 13 in 2), and so did lint and stats
// with the page in the folder. The walk leaves them out and says so.
func TestSecondRunDoesNotReadOwnOutput(t *testing.T) {
	dir := examplesDir(t)
	out := filepath.Join(dir, "annotated")
	for i, args := range [][]string{{"annotate", "--side", "ns", "-o", out, dir}, {"annotate", "--side", "ns", "--force", "-o", out, dir}} {
		var stdout, stderr bytes.Buffer
		code := run(args, &stdout, &stderr)
		require.Equal(t, 0, code, stderr.String())
		assert.Contains(t, stderr.String(), "; 2 of 2 files changed", "run %d", i+1)
		if i == 1 {
			assert.Contains(t, stderr.String(), "mdlint: "+dir+": "+out+" skipped, unread: this run writes its output there (2 files in it)\n")
		}
	}
	_, err := os.Stat(filepath.Join(out, "annotated"))
	assert.True(t, os.IsNotExist(err), "the output was mirrored into itself")

	dir = examplesDir(t)
	page := filepath.Join(dir, "report.html")
	for i, args := range [][]string{{"report", "--side", "ns", "-o", page, dir}, {"report", "--side", "ns", "--force", "-o", page, dir}} {
		var stdout, stderr bytes.Buffer
		code := run(args, &stdout, &stderr)
		require.Equal(t, 0, code, stderr.String())
		assert.Contains(t, stderr.String(), "report of 13 boards in 2 files written to "+page+"\n", "run %d", i+1)
		if i == 1 {
			assert.Contains(t, stderr.String(), "mdlint: "+dir+": "+page+" skipped, unread: this run writes it\n")
		}
	}

	// lint and stats leave the page out (any page mdlint wrote)
	var stdout, stderr bytes.Buffer
	code := run([]string{"lint", "--side", "ns", dir}, &stdout, &stderr)
	assert.Equal(t, 1, code, stderr.String())
	assert.Contains(t, stderr.String(), "mdlint: "+dir+": 1 page mdlint wrote skipped (a report or the system's notes, not records): "+page+"\n")
	assert.Contains(t, stdout.String(), " on 13 boards in 2 files")
	stdout.Reset()
	stderr.Reset()
	code = run([]string{"stats", "--side", "ns", dir}, &stdout, &stderr)
	assert.Equal(t, 0, code, stderr.String())
	assert.Contains(t, stdout.String(), "13 boards, 54 calls of the system side")
}
