package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mdlint/mdlint/internal/safewrite"
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

// The report page is written as every other file mdlint writes, through
// safewrite: when it is renamed into place the whole page is in a
// temporary file beside the target (".report.html.mdlint-tmp-…", synced
// before that step) and the target does not exist yet. The old writer
// renamed its own unsynced temporary file, which a crash could leave
// empty under the report's name after the run said it was written.
func TestReportCommitsThroughSafewrite(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "report.html")
	steps := 0
	c := &ReportCmd{SideFlags: SideFlags{Side: "ns"}, Output: out, Top: 10, Paths: []string{"../../testdata/examples"},
		hook: func(s safewrite.Step) error {
			if s != safewrite.BeforeRename {
				return nil
			}
			steps++
			_, err := os.Lstat(out)
			assert.True(t, os.IsNotExist(err), "the target exists before the rename")
			tmps, _ := filepath.Glob(filepath.Join(dir, ".report.html"+safewrite.TempMarker+"*"))
			require.Len(t, tmps, 1)
			page, err := os.ReadFile(tmps[0])
			require.NoError(t, err)
			assert.Equal(t, 13, strings.Count(string(page), `<section class="bd"`), "the whole page before the rename")
			assert.True(t, strings.HasSuffix(strings.TrimSpace(string(page)), "</html>"))
			return nil
		}}
	code, stderr := runCommand(t, c)
	require.Equal(t, 0, code, stderr)
	assert.Equal(t, 1, steps, "the commit went through safewrite")
	page, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.Equal(t, 13, strings.Count(string(page), `<section class="bd"`))
	left, _ := filepath.Glob(filepath.Join(dir, ".report.html*"))
	assert.Empty(t, left, "no temporary file left behind")
}

// Without --force a file that appears at the report's name while the page
// is written (another run, the player saving something) is not replaced:
// the run fails and says so, and that file keeps its bytes.
func TestReportKeepsFileCreatedDuringWrite(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "report.html")
	c := &ReportCmd{SideFlags: SideFlags{Side: "ns"}, Output: out, Top: 10, Paths: []string{"../../testdata/examples"},
		hook: func(s safewrite.Step) error {
			if s == safewrite.BeforeRename {
				require.NoError(t, os.WriteFile(out, []byte("someone else's page\n"), 0o644))
			}
			return nil
		}}
	code, stderr := runCommand(t, c)
	assert.Equal(t, 2, code, stderr)
	assert.Contains(t, stderr, "report: "+out+" exists; use --force to replace it")
	assert.NotContains(t, stderr, "written to")
	kept, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.Equal(t, "someone else's page\n", string(kept))
	left, _ := filepath.Glob(filepath.Join(dir, ".report.html*"))
	assert.Empty(t, left, "no temporary file left behind")
}

// A temporary file a crashed report run left beside the page (older than
// this run, not locked) is removed by the next run, as annotate removes
// its own: the page's temporary files are safewrite's.
func TestReportRemovesStaleTemporaryFile(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "report.html")
	stale := filepath.Join(dir, ".report.html"+safewrite.TempMarker+"crashed")
	require.NoError(t, os.WriteFile(stale, []byte("<!DOCTYPE html><html><body>half a pa"), 0o644))
	old := time.Now().Add(-time.Hour)
	require.NoError(t, os.Chtimes(stale, old, old))
	var stdout, stderr bytes.Buffer
	code := run([]string{"report", "--side", "ns", "-o", out, "../../testdata/examples"}, &stdout, &stderr)
	require.Equal(t, 0, code, stderr.String())
	_, err := os.Lstat(stale)
	assert.True(t, os.IsNotExist(err), "the crashed run's temporary file is still there")
	left, _ := filepath.Glob(filepath.Join(dir, ".report.html*"))
	assert.Empty(t, left)
}

// report -o naming a directory says so, with or without --force (it
// advised --force, which then failed with the rename's error).
func TestReportOutputIsADirectory(t *testing.T) {
	dir := t.TempDir()
	for _, force := range []bool{false, true} {
		code, stderr := runCommand(t, &ReportCmd{SideFlags: SideFlags{Side: "ns"}, Output: dir, Force: force, Paths: []string{filepath.Join("..", "..", "testdata", "examples")}})
		assert.Equal(t, 2, code)
		assert.Equal(t, "report: "+dir+" is a directory: -o takes the page's file name (e.g. "+filepath.Join(dir, "report.html")+")", stderr, "--force %v", force)
	}
}
