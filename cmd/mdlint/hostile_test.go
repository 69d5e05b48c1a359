package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// hostileLIN is the bundled LIN example with a player name and a board
// label that try to drive a terminal (clear the screen, move the cursor
// up, ring the bell) and to forge a finding line with a newline.
func hostileLIN(t *testing.T) (dir, path string) {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("..", "..", "testdata", "examples", "bbo-teams.lin"))
	require.NoError(t, err)
	s := strings.Replace(string(src), "Carl Dahl", "Carl\x1b[2J\x1b[1A\a\u202eDahl", 1)
	s = strings.Replace(s, "ah|Board 9|", "ah|Board 9\nforged.lin: board 1: info: all clean|", 1)
	dir = t.TempDir()
	path = filepath.Join(dir, "h.lin")
	require.NoError(t, os.WriteFile(path, []byte(s), 0o644))
	return dir, path
}

// noRawControls fails when out holds a control character other than a
// line end or a tab, or a line that starts like the forged finding.
func noRawControls(t *testing.T, what, out string) {
	t.Helper()
	for _, c := range []string{"\x1b", "\a", "\u202e"} {
		assert.NotContains(t, out, c, "%s writes %q raw", what, c)
	}
	for _, l := range strings.Split(out, "\n") {
		assert.False(t, strings.HasPrefix(l, "forged.lin"), "%s: a newline in a record starts a line of its own: %q", what, l)
	}
}

// Text from records reaches no terminal raw: lint (text, compact),
// dump, stats, annotate's messages and --diff show control characters
// visibly, and a newline in a record never starts a line.
func TestRecordTextIsShownSafely(t *testing.T) {
	_, path := hostileLIN(t)
	for _, args := range [][]string{
		{"lint", "--side", "ns", "--fail-on", "never", path},
		{"lint", "--side", "ns", "--fail-on", "never", "--format", "compact", path},
		{"lint", "--side", "ns", "--fail-on", "never", "--format", "github", path},
		{"dump", path},
		{"stats", "--side", "ns", path},
		{"annotate", "--side", "ns", "--dry-run", "--diff", path},
	} {
		var stdout, stderr bytes.Buffer
		run(args, &stdout, &stderr)
		noRawControls(t, strings.Join(args[:1], " ")+" stdout", stdout.String())
		noRawControls(t, strings.Join(args[:1], " ")+" stderr", stderr.String())
	}
	var stdout, stderr bytes.Buffer
	run([]string{"dump", path}, &stdout, &stderr)
	assert.Contains(t, stdout.String(), `Carl\x1b[2J\x1b[1A\x07\u202eDahl`)
}

// JSON keeps the text exact (its encoder escapes control characters).
func TestJSONKeepsRecordTextExact(t *testing.T) {
	_, path := hostileLIN(t)
	var stdout, stderr bytes.Buffer
	run([]string{"dump", "--format", "json", path}, &stdout, &stderr)
	first, _, _ := strings.Cut(stdout.String(), "\n")
	var b struct {
		Board   string            `json:"board"`
		Players map[string]string `json:"players"`
	}
	require.NoError(t, json.Unmarshal([]byte(first), &b))
	assert.Contains(t, b.Players, "N")
	found := false
	for _, p := range b.Players {
		found = found || p == "Carl\x1b[2J\x1b[1A\a\u202eDahl"
	}
	assert.True(t, found, "%v", b.Players)
	assert.Equal(t, "Board 9\nforged.lin: board 1: info: all clean", b.Board)
}

// A system file's text with ESC and BEL is written into no record, and a
// "%7C" in it stays "%7C" (not "%7!C").
func TestExplanationsCarryNoControlCharacters(t *testing.T) {
	dir := t.TempDir()
	sys := filepath.Join(dir, "tiny.mds")
	require.NoError(t, os.WriteFile(sys, []byte(`@system "tiny"
@policy undefined

1N   12-14 balanced  {hcp 12-14 balanced; when seat 1-2; src "Opening table (Brown)" line 1447}
  3C   tr`+"\x1b[2J"+` to 3♦, 100%7C sure`+"\a"+`  {transfer; mandatory; src 6.1}
`), 0o644))
	lin := filepath.Join(dir, "s.lin")
	require.NoError(t, os.WriteFile(lin, []byte("pn|a,b,c,d|st||md|3S2345H2345D2345C2,S6789H6789D6789C3,SAKQJTHTJDTJC4567,|rh||ah|Board 1|sv|o|mb|1N|mb|p|mb|3C|mb|p|mb|3D|mb|p|mb|p|mb|p|pg||\n"), 0o644))
	pbn := filepath.Join(dir, "s.pbn")
	require.NoError(t, os.WriteFile(pbn, []byte("[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"N:AKQJ.T9.876.5432 T987.AKQ.J5.T987 6543.876.AKQ.AKQ 2.J5432.T9432.J6\"]\n[Auction \"N\"]\n1NT Pass 3C Pass\n3D Pass Pass Pass\n"), 0o644))
	for _, f := range []string{lin, pbn} {
		var stdout, stderr bytes.Buffer
		code := run([]string{"--system", sys, "annotate", "--side", "ns", f}, &stdout, &stderr)
		require.Equal(t, 0, code, stderr.String())
		out := stdout.String()
		assert.Contains(t, out, "100%7C sure", f)
		assert.NotContains(t, out, "%7!C", f)
		assert.NotContains(t, out, "\x1b", f)
		assert.NotContains(t, out, "\a", f)
	}
}
