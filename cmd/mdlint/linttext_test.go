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

// A player name with escape sequences cannot recolour the terminal: the
// text view replaces control characters; mdlint's own colours (with
// --color always) still mark the offending call by its severity.
func TestLintTextControlCharacters(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "evil.pbn")
	require.NoError(t, os.WriteFile(f, []byte(`[Board "1"]
[West "W"]
[North "Anna`+"\x1b[2J\x07"+`"]
[East "E"]
[South "S"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQ5.AQ762.K84.J - - -"]
[Auction "N"]
1H Pass 2H Pass
Pass Pass
`), 0o644))
	var out, errb bytes.Buffer
	code := run([]string{"lint", "--side", "ns", f}, &out, &errb)
	assert.Equal(t, 1, code, errb.String())
	assert.NotContains(t, out.String(), "\x1b")
	assert.NotContains(t, out.String(), "\x07")
	assert.Contains(t, out.String(), "  N Anna\\x1b[2J\\x07  ♠AKQ5 ♥AQ762 ♦K84 ♣J, 19 HCP, 4=5=3=1\n")
	assert.Contains(t, out.String(), "  auction  [1♥] Pass 2♥ Pass Pass Pass\n")

	out.Reset()
	code = run([]string{"--color", "always", "lint", "--side", "ns", f}, &out, &errb)
	assert.Equal(t, 1, code)
	assert.Contains(t, out.String(), "\x1b[31m[1♥]\x1b[0m")
	assert.Equal(t, 0, strings.Count(out.String(), "\x1b[2J"))
}
