package annotate

import (
	"testing"

	"github.com/stretchr/testify/assert"

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
	}{
		{"LIN always records alerts", board(t, "1N P 2C P 2D P P P", "", ""), true},
		{"PBN without notes records none", pbn("1N P 2C P 2D P P P"), false},
		{"PBN with a note on the artificial call marks alerts", pbn("1N P 2C! P 2D P P P"), true},
		{"PBN with a note on a pass describes calls", pbn("1N! P! 2C! P 2D P P P"), false},
		{"PBN with a note on every call describes calls", pbn("1N! 2C! 2D! 3C!"), false},
		{"PBN short auction, every call noted", pbn("1N!"), true},
	} {
		assert.Equal(t, c.want, alertsRecorded(c.b), c.name)
	}
}
