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

const refsPBN = `[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQJ.T9.876.5432 T987.AKQ.J5.T987 6543.876.AKQ.AKQ 2.J5432.T9432.J6"]
[Auction "N"]
1NT Pass 3C=1 Pass
3D =999999999= Pass Pass Pass
`

// Without --overwrite, annotate never rewrites bytes the file has: a note
// reference it cannot use ("=1" without its closing '=', an index outside
// 1-32) stays as written; only --overwrite replaces it. The reader's
// diagnostic gives the index as written.
func TestDefaultAnnotateKeepsReferencesAsWritten(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "r.pbn")
	require.NoError(t, os.WriteFile(path, []byte(refsPBN), 0o644))
	var stdout, stderr bytes.Buffer
	run([]string{"annotate", "--side", "ns", path}, &stdout, &stderr)
	out := stdout.String()
	assert.Contains(t, out, "3C=1 Pass\n", stderr.String())
	assert.Contains(t, out, "3D =999999999= Pass", stderr.String())
	assert.True(t, strings.HasPrefix(out, strings.Split(refsPBN, "1NT")[0]))
	// every original byte is still there, in order
	assert.True(t, isSubsequence(refsPBN, out), "bytes removed:\n%s", out)

	stdout.Reset()
	stderr.Reset()
	run([]string{"dump", path}, &stdout, &stderr)
	assert.Contains(t, stdout.String(), "note reference =999999999= outside 1-32")
	assert.NotContains(t, stdout.String(), "reference 9999 ")

	stdout.Reset()
	stderr.Reset()
	run([]string{"annotate", "--side", "ns", "--overwrite", path}, &stdout, &stderr)
	// 1NT's range is self-alerted online (docs/alert-policy.md): it takes
	// the first free note, 2
	assert.Contains(t, stdout.String(), "1NT =2= Pass 3C =3= Pass", "--overwrite replaces the reference")
}

// isSubsequence reports whether every byte of a appears in b in order.
func isSubsequence(a, b string) bool {
	j := 0
	for i := 0; i < len(b) && j < len(a); i++ {
		if b[i] == a[j] {
			j++
		}
	}
	return j == len(a)
}
