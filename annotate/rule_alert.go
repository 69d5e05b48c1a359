package annotate

import (
	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/record"
)

// RuleMissingAlert (MD005, missing-alert) reports an alertable call of the
// system side (artificial or conventional, per the system line) that the
// record does not show as alerted: no "!" in LIN, no note reference in PBN.
// A warning by default: records from some producers lose alerts. The rule
// runs only where the record tells which calls were alerted (see
// alertsRecorded): LIN always; PBN when notes mark alerts, not when no call
// carries a note or the notes describe every call.
var RuleMissingAlert = &Rule{
	ID: "MD005", Name: "missing-alert", Severity: record.Warning,
	Doc: "Alertable call not alerted. The system calls the call artificial or conventional, but the record does not show an alert.",
	Run: func(p *Pass) {
		if !alertsRecorded(p.Replay.Board) {
			return
		}
		systemCalls(p.Replay, func(i int, m engine.Meaning) {
			if m.Status == engine.Defined && m.Alert && !p.Replay.Board.Calls[i].Alert {
				p.Report(i, "not alerted, but the system's meaning is alertable: "+alertText(m))
			}
		})
	},
}

// RuleUnexpectedAlert (MD006, unexpected-alert) reports a natural call of
// the system side that the record shows as alerted. Info: over-alerting
// is harmless but worth knowing. Like missing-alert it runs only on boards
// whose record tells which calls were alerted.
var RuleUnexpectedAlert = &Rule{
	ID: "MD006", Name: "unexpected-alert", Severity: record.Info,
	Doc: "Natural call alerted. The system gives the call a natural meaning, yet the record shows an alert.",
	Run: func(p *Pass) {
		if !alertsRecorded(p.Replay.Board) {
			return
		}
		systemCalls(p.Replay, func(i int, m engine.Meaning) {
			if m.Status == engine.Defined && !m.Alert && p.Replay.Board.Calls[i].Alert {
				p.Report(i, "alerted, but the call is natural here: "+alertText(m))
			}
		})
	},
}

// alertsRecorded reports whether the board's record tells which calls
// were alerted: always for LIN (BBO writes "!" on every alerted call). PBN
// has no alert token (pbn-format.md §6): a note reference marks an alert
// only when the producer writes notes for alerts alone. A board on which
// no call carries a note records no alerts at all (scoring programs and
// dealers write none); a board whose notes describe the calls rather than
// mark alerts (BBO Helper and BEN attach a description to nearly every
// call, passes included) does not say which calls were alerted either:
// that is a board where a pass carries a note, or where every call of an
// auction of four or more calls does.
func alertsRecorded(b *record.Board) bool {
	if b.Format != record.PBN {
		return true
	}
	noted := 0
	for _, c := range b.Calls {
		if c.Alert || c.HasExplanation {
			if c.Call.Kind == bridge.Pass {
				return false
			}
			noted++
		}
	}
	return noted > 0 && (noted < len(b.Calls) || len(b.Calls) < 4)
}
