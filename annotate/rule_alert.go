package annotate

import (
	"strings"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/record"
)

// RuleMissingAlert (MD005, missing-alert) reports an alertable call of the
// system side (artificial or conventional, per the system line, or natural
// with a strength or length an opponent would not expect: docs/alert-policy.md)
// that the record does not show as alerted: no "!" in LIN, no note reference in PBN.
// A warning by default: records from some producers lose alerts. The rule
// runs only where the record tells which calls were alerted (see
// alertsRecorded): LIN always; PBN when notes mark alerts, not when no call
// carries a note or the notes describe every call.
var RuleMissingAlert = &Rule{
	ID: "MD005", Name: "missing-alert", Severity: record.Warning,
	Doc: "Alertable call not alerted. The system calls the call artificial or conventional, or natural with a strength or length an opponent would not expect (a 1♥ opening on 8-11 HCP), but the record does not show an alert.",
	Run: func(p *Pass) {
		if !alertsRecorded(p.Replay.Board) {
			return
		}
		systemCalls(p.Replay, func(i int, m *engine.Meaning) {
			c := &p.Replay.Board.Calls[i]
			if m.Status == engine.Defined && m.Alert && !c.Alert && !announced(c, m) {
				p.Report(i, missingAlertMessage(*m, p.Replay.Auction.Calls[:i], engine.ShownBefore(p.Replay.Meanings[:i])))
			}
		})
	},
}

// announced reports whether call c, alertable only because it is natural
// with a strength or length an opponent would not expect (m neither
// artificial nor conventional: the 1NT range, an 8-11 1♥), was explained
// in the record without an alert mark, as a player who types "15-17" after
// 1NT does (docs/lin-format.md: `an` without `!` is common). Such a call
// was disclosed the way the ACBL and the EBU announce it
// (docs/alert-policy.md), so it is no missing alert; an artificial or
// conventional call still needs its alert.
func announced(c *record.Call, m *engine.Meaning) bool {
	return !m.Artificial && !m.Conventional && c.HasExplanation && strings.TrimSpace(c.Explanation) != ""
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
		systemCalls(p.Replay, func(i int, m *engine.Meaning) {
			if m.Status == engine.Defined && !m.Alert && p.Replay.Board.Calls[i].Alert {
				p.Report(i, unexpectedAlertMessage(*m))
			}
		})
	},
}

// missingAlertMessage words a missing-alert finding on call m, made
// after the calls before, whose side had shown sh (every view names the
// call before the message):
// why it is alertable, then the explanation the opponents were owed:
//
//	should have been alerted (artificial): 12-16 HCP unbalanced …
//	should have been alerted (conventional): …
//	should have been alerted (a natural 2♣ opening, not the strong artificial one): …
//	should have been alerted (a natural response the WBF alerting policy alerts): …
func missingAlertMessage(m engine.Meaning, before []bridge.Call, sh engine.Shown) string {
	why := "conventional"
	switch {
	case m.Artificial:
		why = "artificial"
	case !m.Conventional:
		why = engine.NaturalAlert(engine.AlertRulesBBO, before, sh, &m)
		if why == "" {
			why = "a natural response the WBF alerting policy alerts"
		}
	}
	return "should have been alerted (" + why + "): " + alertText(m)
}

// unexpectedAlertMessage words an unexpected-alert finding on call m:
// the system's meaning is natural, or the alert regulation in force does
// not alert the call although the system's meaning is conventional (WBF:
// doubles and redoubles, calls at the four level or higher after the
// first round):
//
//	alerted, but the system's meaning is natural and forcing
//	alerted, but the system's meaning is natural: competitive: confirms eight trumps
//	alerted, but the WBF alerting policy does not alert doubles (they are explained on request): negative double: …
func unexpectedAlertMessage(m engine.Meaning) string {
	text := alertText(m)
	if m.Conventional {
		switch {
		case m.Call.Kind == bridge.Double:
			return "alerted, but the WBF alerting policy does not alert doubles (they are explained on request): " + text
		case m.Call.Kind == bridge.Redouble:
			return "alerted, but the WBF alerting policy does not alert redoubles (they are explained on request): " + text
		case m.Call.IsBid() && m.Call.Level >= 4:
			return "alerted, but the WBF alerting policy does not alert calls at the four level or higher after the first round (they are explained on request): " + text
		}
		return "alerted, but the alert regulation in force does not alert it: " + text
	}
	if strings.HasPrefix(text, "natural") {
		return "alerted, but the system's meaning is " + text
	}
	return "alerted, but the system's meaning is natural: " + text
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
func alertsRecorded(b *record.Board) bool { return AlertsUnrecorded(b) == "" }

// Why a board's record does not tell which calls were alerted
// (AlertsUnrecorded).
const (
	// NoAlertsRecorded: a PBN board on which no call carries a note.
	NoAlertsRecorded = "records no alerts"
	// NotesDescribeCalls: a PBN board whose notes describe the calls (a
	// pass carries one, or every call of an auction of four or more).
	NotesDescribeCalls = "has notes that describe the calls, not which were alerted"
)

// AlertsUnrecorded returns "" when the board's record tells which calls
// were alerted (alertsRecorded), else why not: NoAlertsRecorded or
// NotesDescribeCalls. The missing-alert and unexpected-alert rules do not
// run on such a board.
func AlertsUnrecorded(b *record.Board) string {
	if b.Format != record.PBN {
		return ""
	}
	noted := 0
	for _, c := range b.Calls {
		if c.Alert || c.HasExplanation {
			if c.Call.Kind == bridge.Pass {
				return NotesDescribeCalls
			}
			noted++
		}
	}
	switch {
	case noted == 0:
		return NoAlertsRecorded
	case noted == len(b.Calls) && len(b.Calls) >= 4:
		return NotesDescribeCalls
	}
	return ""
}
