package annotate

import (
	"fmt"
	"strings"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/record"
)

// RuleForcingPass (MD007, forcing-pass) reports a pass by the system side
// that the forcing model (docs/forcing-model.md, engine.ForcedPass)
// forbids: a pass of partner's forcing call when the opponent in between
// passed, or a pass below game in a game-forcing auction. A pass the
// notes give, a pass of partner's double (penalties) and a pass once game
// is reached by a natural call are not reported.
var RuleForcingPass = &Rule{
	ID: "MD007", Name: "forcing-pass", Severity: record.Error,
	Doc: "Pass of a forcing call. Partner's last call was forcing (one round, an artificial bid, or game forcing below game) and the opponent in between passed, but the player passed.",
	Run: func(p *Pass) {
		for i := range p.Replay.Meanings {
			if msg := forcingPassAt(p.Replay, i); msg != "" {
				p.Report(i, msg)
			}
		}
	},
}

// forcingPassAt is forcing-pass's message about call i of r, "" when the
// rule reports nothing there.
func forcingPassAt(r *Replay, i int) string {
	b, ok := engine.ForcedPass(r.Meanings, i)
	if !ok || missedCompletion(r, i) {
		return "" // a missed completion is incomplete-transfer's finding
	}
	switch {
	case b.Index == i-2 && b.Call.Kind == bridge.Pass:
		return "passed after partner's forcing pass: the opponents play undoubled (" + b.Why + ")"
	case b.Index == i-2:
		return forcingPassMessage(b)
	}
	return "passed below game in a game-forcing auction (" + b.Why + ")"
}

// AuctionBar returns the message of the auction-only rules that may forbid
// a call whatever the hand (forcing-pass, then incomplete-transfer) about
// call i of r, or "" when neither reports it: the message of the finding
// at index i of Lint(r, []*Rule{RuleForcingPass, RuleIncompleteTransfer},
// Config{}), computed for that call alone and without building findings.
// The two rules never both report one call (a missed completion is only
// incomplete-transfer's). The bidder asks it of every call it tries.
func AuctionBar(r *Replay, i int) string {
	if msg := forcingPassAt(r, i); msg != "" {
		return msg
	}
	return incompleteTransferAt(r, i)
}

// forcingPassMessage words a pass of partner's forcing call b:
//
//	passed partner's 3♦, which is forcing for one round
//	passed partner's 1NT, which is game forcing
//	passed partner's artificial 2♠, which is forcing: a pass would play in a strain it does not show
func forcingPassMessage(b engine.PassBreach) string {
	c := b.Call.Symbol()
	switch why := b.Why; {
	case why == "forcing one round":
		return "passed partner's " + c + ", which is forcing for one round"
	case why == "game forcing":
		return "passed partner's " + c + ", which is game forcing"
	case strings.HasPrefix(why, "artificial: "):
		return "passed partner's artificial " + c + ", which is forcing: " + strings.TrimPrefix(why, "artificial: ")
	default:
		return fmt.Sprintf("passed partner's forcing %s (%s)", c, why)
	}
}

// NotCoveredWhy says why the notes stop at meaning m, a reported
// not-covered call of the meanings ms of its auction: the text the line
// points to is missing ("they refer to text they do not contain (Lissabon;
// see the notes' 2N Brown responses)"), an opponents' call the notes do not treat ("they do not
// treat E's 2♥"), or an earlier call of the side they give no meaning
// ("they give N's 3♥ no meaning").
func NotCoveredWhy(m engine.Meaning, ms []engine.Meaning) string {
	if m.Source != "" {
		what := m.Convention
		if what == "" {
			what = m.Explanation
		}
		return "they refer to text they do not contain" + MissingWhere(what, m.Source)
	}
	for j := min(m.Index, len(ms)) - 1; j >= 0; j-- {
		switch {
		case ms[j].Seat&1 != m.Seat&1 && ms[j].Call.Kind != bridge.Pass:
			// the other pair's call (with both sides checked, it may
			// be a "system" call too)
			return fmt.Sprintf("they do not treat %s's %s", ms[j].Seat, ms[j].Call.Symbol())
		case ms[j].Side == "system" && ms[j].Status == engine.Undefined:
			return fmt.Sprintf("they give %s's %s no meaning", ms[j].Seat, ms[j].Call.Symbol())
		}
	}
	return "they do not treat the opponents' interference here"
}

// RuleIncompleteTransfer (MD008, incomplete-transfer) reports a call that
// is not the completion the notes call mandatory after partner's call
// (e.g. 1NT-3♣ must be completed with 3♦, notes 6.3), when the opponent in
// between passed.
var RuleIncompleteTransfer = &Rule{
	ID: "MD008", Name: "incomplete-transfer", Severity: record.Error,
	Doc: "Mandatory completion not made. Partner's call demands one answer (the notes call its completion mandatory) and the player made another call although the opponent passed.",
	Run: func(p *Pass) {
		for i := range p.Replay.Meanings {
			if msg := incompleteTransferAt(p.Replay, i); msg != "" {
				p.Report(i, msg)
			}
		}
	},
}

// incompleteTransferAt is incomplete-transfer's message about call i of
// r, "" when the rule reports nothing there.
func incompleteTransferAt(r *Replay, i int) string {
	if !missedCompletion(r, i) {
		return ""
	}
	pm, m := &r.Meanings[i-2], &r.Meanings[i]
	made := m.Call.Symbol() + " was bid instead"
	if m.Call.Kind == bridge.Pass {
		made = "the player passed"
	}
	return "partner's " + pm.Call.Symbol() + " asks for " + pm.Completion.Symbol() + ", which must be bid; " + made
}

// missedCompletion reports whether call i of the system side is not the
// completion partner's mandatory call at i-2 demanded, the opponent in
// between having passed.
func missedCompletion(r *Replay, i int) bool {
	if i < 2 || i >= len(r.Meanings) {
		return false
	}
	pm, m := &r.Meanings[i-2], &r.Meanings[i]
	return m.Side == "system" && pm.Side == "system" && pm.Mandatory && pm.Status == engine.Defined &&
		r.Auction.Calls[i-1].Kind == bridge.Pass && m.Call != pm.Completion
}

// RuleUndefined (MD009, undefined) reports a call of the system side in a
// sequence the notes cover, but which no line of the system gives. Info:
// the pair may have an agreement the notes lack. A call that missed a
// mandatory completion is incomplete-transfer's finding, not also this
// one's (one violation, one finding).
var RuleUndefined = &Rule{
	ID: "MD009", Name: "undefined", Severity: record.Info,
	Doc: "Call without a meaning. The notes cover the sequence, but give this call no meaning.",
	Run: func(p *Pass) {
		systemCalls(p.Replay, func(i int, m *engine.Meaning) {
			if m.Status == engine.Undefined && !missedCompletion(p.Replay, i) {
				p.Report(i, "the notes give this call no meaning in this auction")
			}
		})
	},
}

// RuleNotCovered (MD010, not-covered) reports, once per board and side,
// the call where the auction left what the notes describe: interference
// the notes do not treat, or a sequence whose text is missing from the
// notes (Lissabon, Lebensohl, the defensive methods ...). Info, never an
// error.
var RuleNotCovered = &Rule{
	ID: "MD010", Name: "not-covered", Severity: record.Info,
	Doc: "Auction outside the notes. From this call on the notes do not describe the auction (interference they do not treat, or text that is missing); later calls are not checked.",
	Run: func(p *Pass) {
		systemCalls(p.Replay, func(i int, m *engine.Meaning) {
			if m.Status == engine.NotCovered && m.Reported {
				p.Report(i, "the notes stop here: "+NotCoveredWhy(*m, p.Replay.Meanings)+"; this call and the later ones are not checked")
			}
		})
	},
}

// RuleRecord (MD011, record) reports what is wrong with the record itself:
// the reader's diagnostics for the board (with the severity the reader
// gave) and an illegal auction (error).
var RuleRecord = &Rule{
	ID: "MD011", Name: "record", Severity: record.Error,
	Doc: "Problem in the record. The reader could not read part of the board (an invalid deal, an unknown call), or the auction is illegal (an insufficient bid, a double of partner).",
	Run: func(p *Pass) {
		r := p.Replay
		for _, d := range r.Board.Diagnostics {
			if d.Notation {
				continue // counted per file (FileResult.Notations), not a finding
			}
			p.reportAt(d.Pos, d.Severity, d.Message)
		}
		if r.Illegal != nil && !diagnosedAt(r.Board, r.Illegal.Index) {
			p.Report(r.Illegal.Index, "illegal auction: "+r.Illegal.Msg)
		}
	},
}

// diagnosedAt reports whether the reader already gave an error diagnostic
// at the position of call i (the PBN reader checks the auction itself),
// so that the record rule does not say it twice.
func diagnosedAt(b *record.Board, i int) bool {
	if i < 0 || i >= len(b.Calls) || b.Calls[i].Pos.Line == 0 {
		return false
	}
	pos := b.Calls[i].Pos
	for _, d := range b.Diagnostics {
		if d.Severity == record.Error && d.Pos.Line == pos.Line && d.Pos.Col == pos.Col {
			return true
		}
	}
	return false
}

// MissingWhere words, for a player, what the notes name where they refer
// to text they do not contain and where they do so: " (Lissabon; see
// section 6.4 of the notes)" for the convention "Lissabon" and the source
// "notes 6.4" (a Meaning.Source); "" when both are empty. A source that is
// a section number reads "section 6.4 of the notes" ("sections 6, 6.4.1"
// for several), any other "the notes' change log", "the notes' Opening
// table (Brown)".
func MissingWhere(what, source string) string {
	var in []string
	if what != "" {
		in = append(in, what)
	}
	if s := strings.TrimPrefix(source, "notes "); s != "" {
		switch {
		case s[0] >= '0' && s[0] <= '9' && strings.Contains(s, ", "):
			in = append(in, "see sections "+s+" of the notes")
		case s[0] >= '0' && s[0] <= '9':
			in = append(in, "see section "+s+" of the notes")
		default:
			in = append(in, "see the notes' "+s)
		}
	}
	if len(in) == 0 {
		return ""
	}
	return " (" + strings.Join(in, "; ") + ")"
}
