package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// zzBoards writes a LIN file of two boards from the bundled example
// where a producer wrote the unknown token "zz" after each of the first
// calls, six times on each board: twelve "mb "zz" is not a call" errors.
func zzBoards(t *testing.T) string {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("..", "..", "testdata", "examples", "bbo-teams.lin"))
	require.NoError(t, err)
	lines := strings.SplitN(string(src), "\n", 3)
	var b strings.Builder
	for _, l := range lines[:2] {
		b.WriteString(strings.Replace(l, "|mb|", "|mb|zz|mb|", 6) + "\n")
	}
	path := filepath.Join(t.TempDir(), "zz.lin")
	require.NoError(t, os.WriteFile(path, []byte(b.String()), 0o644))
	return path
}

// lint's text view shows a finding repeated word for word on a board three
// times and counts the rest ("one diagnostic repeated 100 times" buried
// the board's real findings); the JSON output keeps every one.
func TestLintTextCapsARepeatedFinding(t *testing.T) {
	path := zzBoards(t)
	var stdout, stderr bytes.Buffer
	run([]string{"lint", "--side", "ns", path}, &stdout, &stderr)
	out := stdout.String()
	assert.Equal(t, 6, strings.Count(out, `board: mb "zz" is not a call [MD011 record]`), out)
	assert.Equal(t, 2, strings.Count(out, "\n           ... and 3 more like this\n"), out)
	// the count follows the third of them
	assert.Contains(t, out, "error    board: mb \"zz\" is not a call [MD011 record]\n           ... and 3 more like this\n")
	stdout.Reset()
	run([]string{"lint", "--side", "ns", "--format", "json", path}, &stdout, &stderr)
	assert.Equal(t, 12, strings.Count(stdout.String(), `"message":"mb \"zz\" is not a call"`))
}

// annotate shows a board error repeated in a file three times on stderr
// and counts the rest in one line naming the file.
func TestAnnotateCapsARepeatedBoardError(t *testing.T) {
	path := zzBoards(t)
	var stdout, stderr bytes.Buffer
	code := run([]string{"annotate", "--side", "ns", "--dry-run", path}, &stdout, &stderr)
	assert.Equal(t, 0, code, stderr.String())
	errs := stderr.String()
	assert.Equal(t, 3, strings.Count(errs, `error: Board`), errs)
	assert.Contains(t, errs, "mdlint: "+path+": ... and 9 more like this: error: mb \"zz\" is not a call\n")
}
