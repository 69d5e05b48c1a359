package annotate

import (
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/record"
)

// RuleMissingAlert (MD005, missing-alert) reports an alertable call of the
// system side (artificial or conventional, per the system line) that the
// record does not show as alerted: no "!" in LIN, no note reference in PBN.
// A warning by default: records from some producers lose alerts. A PBN
// board on which no call carries a note records no alerts at all (scoring
// programs and dealers write none; PBN has no alert token), so the rule
// does not run there; LIN records from BBO always carry the alerts made.
var RuleMissingAlert = &Rule{
	ID: "MD005", Name: "missing-alert", Severity: record.Warning,
	Doc: "Alertable call not alerted. The system calls the call artificial or conventional, but the record does not show an alert.",
	Run: func(p *Pass) {
		if !alertsRecorded(p.Replay.Board) {
			return
		}
		systemCalls(p.Replay, func(i int, m engine.Meaning) {
			if m.Status == engine.Defined && m.Alert && !p.Replay.Board.Calls[i].Alert {
				p.Report(i, "alertable ("+alertText(m)+") but not alerted")
			}
		})
	},
}

// RuleUnexpectedAlert (MD006, unexpected-alert) reports a natural call of
// the system side that the record shows as alerted. Info: over-alerting
// is harmless but worth knowing.
var RuleUnexpectedAlert = &Rule{
	ID: "MD006", Name: "unexpected-alert", Severity: record.Info,
	Doc: "Natural call alerted. The system gives the call a natural meaning, yet the record shows an alert.",
	Run: func(p *Pass) {
		systemCalls(p.Replay, func(i int, m engine.Meaning) {
			if m.Status == engine.Defined && !m.Alert && p.Replay.Board.Calls[i].Alert {
				p.Report(i, "alerted, but the system's meaning is natural ("+alertText(m)+")")
			}
		})
	},
}

// alertsRecorded reports whether the board's record can show alerts: always
// for LIN; for PBN only when some call of the board carries a note.
func alertsRecorded(b *record.Board) bool {
	if b.Format != record.PBN {
		return true
	}
	for _, c := range b.Calls {
		if c.Alert || c.HasExplanation {
			return true
		}
	}
	return false
}
