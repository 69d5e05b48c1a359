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

// `mdlint report` writes one HTML file with a card per board, says where,
// never replaces a file without --force, and writes to stdout with -o -.
func TestReportCommand(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "report.html")
	var stdout, stderr bytes.Buffer
	code := run([]string{"report", "--side", "ns", "-o", out, "../../testdata/examples"}, &stdout, &stderr)
	require.Equal(t, 0, code, stderr.String())
	assert.Equal(t, "report of 13 boards in 2 files written to "+out+"\n", stderr.String())
	assert.Empty(t, stdout.String())
	html, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.Equal(t, 13, strings.Count(string(html), `<section class="bd"`))
	assert.True(t, strings.HasPrefix(string(html), "<!DOCTYPE html>"))
	// the club evening's PBN carries no notes: the summary says its alerts
	// were not checked, as lint does
	assert.Contains(t, string(html), `<p class="note">../../testdata/examples/club-evening.pbn: alerts not checked: this file records no alerts</p>`)
	assert.NotContains(t, string(html), `bbo-teams.lin: alerts not checked`)

	stderr.Reset()
	code = run([]string{"report", "--side", "ns", "-o", out, "../../testdata/examples/club-evening.pbn"}, &stdout, &stderr)
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr.String(), "exists; use --force")
	again, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.Equal(t, html, again, "an existing report is left alone")

	stderr.Reset()
	code = run([]string{"report", "--side", "ns", "--force", "-o", out, "../../testdata/examples/club-evening.pbn"}, &stdout, &stderr)
	require.Equal(t, 0, code, stderr.String())
	html, err = os.ReadFile(out)
	require.NoError(t, err)
	assert.Equal(t, 8, strings.Count(string(html), `<section class="bd"`))
	left, err := filepath.Glob(filepath.Join(dir, ".report.html.*"))
	require.NoError(t, err)
	assert.Empty(t, left, "no temporary file left behind")

	stdout.Reset()
	stderr.Reset()
	code = run([]string{"report", "--variant", "red", "--players", "Anna Berg", "-o", "-", "../../testdata/examples/bbo-teams.lin"}, &stdout, &stderr)
	require.Equal(t, 0, code, stderr.String())
	assert.Equal(t, 5, strings.Count(stdout.String(), `<section class="bd"`))
	assert.Contains(t, stdout.String(), "mdlint --variant red explain --dealer")
	assert.Contains(t, stdout.String(), "the side where Anna Berg sits")
}

// The report shows lint's findings: the same count for the same side, and
// the same North-South assumption (said on stderr) when no side is given.
func TestReportAgreesWithLint(t *testing.T) {
	var lintOut, stderr bytes.Buffer
	run([]string{"lint", "--format", "json", "../../testdata/examples"}, &lintOut, &stderr)
	findings := strings.Count(lintOut.String(), "\n"+`{"file":`) + 1
	require.Positive(t, findings)
	var html bytes.Buffer
	stderr.Reset()
	code := run([]string{"report", "-o", "-", "../../testdata/examples"}, &html, &stderr)
	require.Equal(t, 0, code, stderr.String())
	assert.Contains(t, stderr.String(), "North-South is taken as the pair")
	assert.Equal(t, findings, strings.Count(html.String(), `" class="f `))
	assert.Contains(t, html.String(), "<dt>Side</dt><dd>North-South</dd>")
	// where a side left the system, what the system bids instead
	assert.Contains(t, html.String(), "<br>the system bids ")
}
