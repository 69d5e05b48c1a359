package annotate

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/record"
)

// TestAlertsRecorded: missing-alert and unexpected-alert run only where the
// record tells which calls were alerted (pbn-format.md §6: PBN has no
// alert token; a note is an alert only when notes mark alerts alone).
func TestAlertsRecorded(t *testing.T) {
	pbn := func(calls string) *record.Board {
		b := board(t, calls, "", "")
		b.Format = record.PBN
		return b
	}
	for _, c := range []struct {
		name string
		b    *record.Board
		want bool
		why  string
	}{
		{"LIN always records alerts", board(t, "1N P 2C P 2D P P P", "", ""), true, ""},
		{"PBN without notes records none", pbn("1N P 2C P 2D P P P"), false, NoAlertsRecorded},
		{"PBN with a note on the artificial call marks alerts", pbn("1N P 2C! P 2D P P P"), true, ""},
		{"PBN with a note on a pass describes calls", pbn("1N! P! 2C! P 2D P P P"), false, NotesDescribeCalls},
		{"PBN with a note on every call describes calls", pbn("1N! 2C! 2D! 3C!"), false, NotesDescribeCalls},
		{"PBN short auction, every call noted", pbn("1N!"), true, ""},
	} {
		assert.Equal(t, c.want, alertsRecorded(c.b), c.name)
		assert.Equal(t, c.why, AlertsUnrecorded(c.b), c.name)
	}
}

// TestAlertsNote: a file whose boards do not record alerts says so in one
// line, not silently (the missing-alert rule does not run there).
func TestAlertsNote(t *testing.T) {
	fr := FileResult{Boards: 4, NoAuction: 1}
	assert.Equal(t, "", fr.AlertsNote())
	fr.AlertsUnchecked, fr.AlertsUncheckedWhy = 3, NoAlertsRecorded
	assert.Equal(t, "alerts not checked: this file records no alerts", fr.AlertsNote())
	fr.AlertsUncheckedWhy = NotesDescribeCalls
	assert.Equal(t, "alerts not checked: this file has notes that describe the calls, not which were alerted", fr.AlertsNote())
	fr.AlertsUnchecked = 2
	assert.Equal(t, "alerts not checked on 2 of 3 boards: their records do not show which calls were alerted", fr.AlertsNote())

	// Processed: a PBN board without notes, a LIN board; with the rule
	// disabled nothing is counted.
	pbn := "[Board \"1\"]\n[Dealer \"N\"]\n[Auction \"N\"]\n1H Pass 2D Pass\n2H Pass Pass Pass\n"
	job := Job{System: tinySystem(t), Sides: engine.SideNS, Lint: true, Rules: Rules()}
	res := ProcessReader(strings.NewReader(pbn), "c.pbn", job)
	require.NoError(t, res.Err)
	assert.Equal(t, "alerts not checked: this file records no alerts", res.AlertsNote())
	res = ProcessReader(strings.NewReader(linBoard), "s.lin", job)
	assert.Equal(t, "", res.AlertsNote())
	job.Config.Disabled = map[string]bool{"MD005": true}
	res = ProcessReader(strings.NewReader(pbn), "c.pbn", job)
	assert.Equal(t, "", res.AlertsNote())
}
