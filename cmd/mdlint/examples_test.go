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

// The bundled examples (testdata/examples) break the system on purpose;
// the README's first command shows these findings. Each expected finding
// is the notes' own value: 1♥ is 8-11 (opening table, line 1445), a
// 1st/2nd-hand pass denies 12 (Partner's range, 1466-1470), 1♦-1♥;1NT is
// 18-20 (18.4.2, line 1144), 1NT-3♣ must be completed with 3♦ (6.1, 6.3.4),
// 1♥-2♦ (TRA2M) is forcing (10.1), 2♣ denies a four-card major (line 1448),
// 1NT-2♣;2♥-4♥ raises with four hearts (6.3.1, line 410).
func TestExamplesLint(t *testing.T) {
	var out, errb bytes.Buffer
	code := run([]string{"lint", "--side", "ns", "--format", "json", "../../testdata/examples"}, &out, &errb)
	assert.Equal(t, 1, code, errb.String())
	type finding struct{ Type, File, Board, Seat, Call, Rule, Severity, Message string }
	var got, notes []string
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	// the last line is the run's summary: both files read, the findings
	// counted (info too), exit 1
	var sum struct {
		Type                                            string
		Files, Boards, Findings, Errors, Warnings, Exit int
		Failure                                         string
	}
	require.NoError(t, json.Unmarshal([]byte(lines[len(lines)-1]), &sum))
	assert.Equal(t, "summary", sum.Type)
	assert.Equal(t, 2, sum.Files)
	assert.Equal(t, 1, sum.Exit)
	assert.Equal(t, "", sum.Failure)
	for _, line := range lines[:len(lines)-1] {
		var f finding
		require.NoError(t, json.Unmarshal([]byte(line), &f), line)
		if f.Type == "note" {
			notes = append(notes, filepath.Base(f.File)+": "+f.Message)
			continue
		}
		if f.Severity == "info" {
			continue
		}
		got = append(got, filepath.Base(f.File)+" "+f.Board+" "+f.Seat+" "+f.Call+" "+f.Rule+": "+f.Message)
	}
	assert.Equal(t, []string{
		// natural openings an opponent would not expect, not self-alerted in
		// these BBO records (docs/alert-policy.md): North's 1♠ on 8 HCP in 1st
		// hand (1446), South's 2nd-hand 1NT 12-14 (1447), South's 1♥ on 10 HCP
		// (1445), North's natural 2♣ on 11 HCP (1448)
		"bbo-teams.lin Board 9 N 1S missing-alert: should have been alerted (a natural one-level opening that may hold fewer than 11 HCP or a short suit): 8-11 HCP, 4+♠, unbalanced or 5♠332, possibly a longer minor",
		"bbo-teams.lin Board 10 S 1N missing-alert: should have been alerted (the 1NT opening's range is announced): 12-14 HCP, balanced",
		// Stayman opposite 12-14 is invitational or better (316-319): 11+ HCP
		"bbo-teams.lin Board 10 N 2C hcp: shows 11-12 HCP; holds 10 HCP (within the 1 HCP tolerance)",
		"bbo-teams.lin Board 10 N 2C missing-alert: should have been alerted (artificial): Stayman: asks for the majors",
		"bbo-teams.lin Board 10 N 4H length: shows 4+♥; holds 2♥",
		"bbo-teams.lin Board 11 S 1H missing-alert: should have been alerted (a natural one-level opening that may hold fewer than 11 HCP or a short suit): 8-11 HCP, 4+♥, unbalanced or 5♥332, possibly a longer minor",
		"bbo-teams.lin Board 13 N 2C length: shows at most 3♥; holds 4♥",
		"bbo-teams.lin Board 13 N 2C missing-alert: should have been alerted (a natural 2♣ opening, not the strong artificial one): 8-11 HCP, 6+♣ or 5+♣ and 4+♦, no 4-card major",
		// the relay over 2♣ (1539) asks with game interest: 14+ opposite 8-11 (the module's decision)
		"bbo-teams.lin Board 13 S 2D hcp: shows 14+ HCP; holds 13 HCP (within the 1 HCP tolerance)",
		"club-evening.pbn 3 S 1H hcp: shows 8-11 HCP; holds 14 HCP",
		"club-evening.pbn 4 N 3H incomplete-transfer: partner's 3♣ asks for 3♦, which must be bid; 3♥ was bid instead",
		"club-evening.pbn 5 N P forcing-pass: passed partner's 2♦, which is forcing for one round",
		"club-evening.pbn 6 S P hcp: shows at most 11 HCP; holds 14 HCP",
		"club-evening.pbn 7 S 1N hcp: shows 18-20 HCP; holds 23 HCP",
	}, got)
	// The club evening's PBN carries no notes: its missing alerts were not
	// checked, and the output says so.
	assert.Equal(t, []string{"club-evening.pbn: alerts not checked: this file records no alerts"}, notes)
}

// Annotating the examples writes explanations; annotating the result again
// changes nothing.
func TestExamplesAnnotateIdempotent(t *testing.T) {
	dir := t.TempDir()
	first, second := filepath.Join(dir, "once"), filepath.Join(dir, "twice")
	var out, errb bytes.Buffer
	require.Equal(t, 0, run([]string{"annotate", "--side", "ns", "-o", first, "../../testdata/examples"}, &out, &errb), errb.String())
	assert.Contains(t, errb.String(), "2 of 2 files changed")
	errb.Reset()
	require.Equal(t, 0, run([]string{"annotate", "--side", "ns", "-o", second, first}, &out, &errb), errb.String())
	assert.Contains(t, errb.String(), "explained 0 calls; 0 of 2 files changed")
	for _, name := range []string{"club-evening.pbn", "bbo-teams.lin"} {
		a, err := os.ReadFile(filepath.Join(first, name))
		require.NoError(t, err)
		b, err := os.ReadFile(filepath.Join(second, name))
		require.NoError(t, err)
		assert.Equal(t, string(a), string(b), name)
	}
	lin, err := os.ReadFile(filepath.Join(first, "bbo-teams.lin"))
	require.NoError(t, err)
	assert.Contains(t, string(lin), "mb|2C!|an|Stayman: asks for the majors|")
}
