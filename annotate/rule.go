package annotate

import (
	"cmp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/record"
)

// Rule is one lint check, a value in the manner of an analysis.Analyzer.
// ID is stable ("MD001") and Name is usable as a flag value ("hcp"); either
// may be given to --disable. Doc's first sentence is a short title.
type Rule struct {
	ID       string
	Name     string
	Doc      string
	Severity record.Severity // default severity of its findings
	Run      func(p *Pass)
}

// Finding is one call (or board) that breaks the system or the record
// rules. Index is the 0-based call index, -1 for a board-level finding.
// Pos is where the finding points in the file: the call's token for a call
// finding, the board's start (its first tag, its LIN record) for a board
// finding, the reader's position for a reader diagnostic; a zero Pos.Line
// means the reader gave no position. Message is the fact in a player's
// words; Meaning is the system's explanation of the call, "" when none.
type Finding struct {
	File     string
	Ordinal  int // board's position in its file, 1-based
	Board    string
	Index    int
	Pos      record.Position
	Seat     bridge.Seat
	HasSeat  bool
	Player   string
	Call     bridge.Call
	HasCall  bool
	Rule     string // the rule's Name
	RuleID   string
	Severity record.Severity
	Message  string
	Meaning  string
	// System is, on the first finding of a board where a side left the
	// system, the system's call for the hand and the auction it leads to
	// (filled by Job.Suggest; nil otherwise).
	System *Suggestion
}

// Config says how rules run: which are disabled and how much HCP slack
// turns an hcp error into a warning.
type Config struct {
	// Disabled holds rule IDs or names (either matches) not to run.
	Disabled map[string]bool
	// HCPTolerance is the number of HCP (0-37) by which a hand may miss
	// the promised range and be reported as a warning instead of an
	// error, since players upgrade and downgrade. Default 1.
	HCPTolerance int
}

// Pass is what a rule's Run receives: the replay of one board and Report.
type Pass struct {
	Replay *Replay
	Config Config
	rule   *Rule
	out    *[]Finding
	// the hand rules' verdicts of the board's calls, decided once per
	// pass (handVerdicts)
	verdicts     []handVerdict
	verdictsDone bool
}

// Report records a finding of the running rule about call i (-1 for the
// board) at the rule's default severity.
func (p *Pass) Report(i int, message string) { p.ReportSeverity(i, p.rule.Severity, message) }

// ReportSeverity is Report with an explicit severity.
func (p *Pass) ReportSeverity(i int, sev record.Severity, message string) {
	b := p.Replay.Board
	f := Finding{File: b.File, Ordinal: b.Ordinal, Board: b.Label, Index: i, Pos: b.Pos, Rule: p.rule.Name,
		RuleID: p.rule.ID, Severity: sev, Message: message}
	if i >= 0 && i < len(b.Calls) {
		if b.Calls[i].Pos.Line > 0 {
			f.Pos = b.Calls[i].Pos
		}
		f.Seat, f.HasSeat = p.Replay.Auction.Seat(i), true
		f.Player = p.Replay.Player(f.Seat)
		f.Call, f.HasCall = b.Calls[i].Call, true
		if i < len(p.Replay.Meanings) {
			f.Meaning = p.Replay.Meanings[i].Explanation
		}
	}
	*p.out = append(*p.out, f)
}

// reportAt is ReportSeverity for a board-level finding at an explicit
// position (a reader diagnostic's), kept when pos.Line is 0.
func (p *Pass) reportAt(pos record.Position, sev record.Severity, message string) {
	p.ReportSeverity(-1, sev, message)
	if pos.Line > 0 {
		(*p.out)[len(*p.out)-1].Pos = pos
	}
}

// Rules returns every lint rule, in ID order. The slice is new on each
// call; the rules themselves are shared values and must not be changed.
func Rules() []*Rule {
	rules := []*Rule{
		RuleHCP, RuleLength, RuleShape, RuleHonours, RuleMissingAlert, RuleUnexpectedAlert,
		RuleForcingPass, RuleIncompleteTransfer, RuleUndefined, RuleNotCovered, RuleRecord, RuleLosers,
	}
	sort.Slice(rules, func(i, j int) bool { return rules[i].ID < rules[j].ID })
	return rules
}

// Lint runs the enabled rules over one replay and returns their findings
// sorted by call index, then rule ID, in a slice of their own (nil when
// there are none).
func Lint(r *Replay, rules []*Rule, cfg Config) []Finding {
	fs := lintScratch(r, rules, cfg)
	if len(fs) == 0 {
		return nil
	}
	return slices.Clone(fs)
}

// lintScratch is Lint leaving the findings in the replay's scratch, reused
// from board to board when the replay is: they are valid until the next
// lint of r (nil when there are none).
func lintScratch(r *Replay, rules []*Rule, cfg Config) []Finding {
	out := r.found[:0]
	defer func() { r.found = out[:0] }()
	p := &Pass{Replay: r, Config: cfg, out: &out} // one Pass for every rule of the board
	for _, rule := range rules {
		if cfg.Disabled[rule.ID] || cfg.Disabled[rule.Name] {
			continue
		}
		p.rule = rule
		rule.Run(p)
	}
	if len(out) > 1 {
		slices.SortStableFunc(out, func(a, b Finding) int {
			if a.Index != b.Index {
				return cmp.Compare(a.Index, b.Index)
			}
			return strings.Compare(a.RuleID, b.RuleID)
		})
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// systemCalls calls fn for each call of the replay made by a side that
// plays the system and has a meaning; m points into r.Meanings (fn must
// not change it).
func systemCalls(r *Replay, fn func(i int, m *engine.Meaning)) {
	for i := range r.Meanings {
		if r.Meanings[i].Side == "system" {
			fn(i, &r.Meanings[i])
		}
	}
}

// Promise summarises what a meaning promises in checkable terms: the HCP
// range and the suit lengths of its envelope, e.g. "8-11 HCP, 4+♥". A suit
// is named when the envelope sets a minimum for it, or a maximum of at most
// 3 cards (a shortness); a maximum that only follows from the other suits'
// minimums (4+♥ leaves at most 9♠) is not repeated. It returns "" when the
// envelope is unlimited.
func Promise(m engine.Meaning) string { return promiseOf(&m) }

// promiseOf is Promise without copying the meaning.
func promiseOf(m *engine.Meaning) string {
	var buf [64]byte
	b := hcpText(buf[:0], m.HCP)
	mins := 0
	for _, s := range bridge.Suits {
		mins += max(m.Lengths[s].Min, 0)
	}
	for s := bridge.Spades; ; s-- {
		r := m.Lengths[s]
		implied := 13 - (mins - max(r.Min, 0))
		b = lengthText(b, r, implied, s)
		if s == bridge.Clubs {
			break
		}
	}
	return string(b)
}

// sep appends the ", " between parts of a promise.
func sep(b []byte) []byte {
	if len(b) > 0 {
		b = append(b, ", "...)
	}
	return b
}

// hcpText appends the words of an HCP range ("12+ HCP", "10 HCP", "8-11
// HCP"), nothing when it is unlimited.
func hcpText(b []byte, r engine.Range) []byte {
	switch {
	case r.Min <= 0 && r.Max >= 37:
		return b
	case r.Max >= 37:
		return append(strconv.AppendInt(sep(b), int64(r.Min), 10), "+ HCP"...)
	case r.Min == r.Max:
		return append(strconv.AppendInt(sep(b), int64(r.Min), 10), " HCP"...)
	}
	b = append(strconv.AppendInt(sep(b), int64(r.Min), 10), '-')
	return append(strconv.AppendInt(b, int64(r.Max), 10), " HCP"...)
}

// lengthText appends the words of a suit-length range ("4+♥", "=4♠",
// "0-1♦", "5-6♣"); implied is the longest the suit can be given the other
// suits' minimums. Nothing when the range says nothing worth naming.
func lengthText(b []byte, r engine.Range, implied int, s bridge.Suit) []byte {
	sym := s.Symbol()
	limited := r.Max < implied && r.Max < 13
	switch {
	case r.Min <= 0 && (!limited || r.Max > 3):
		return b
	case r.Min <= 0:
		b = append(sep(b), "0-"...)
		return append(strconv.AppendInt(b, int64(r.Max), 10), sym...)
	case r.Min == r.Max:
		b = append(sep(b), '=')
		return append(strconv.AppendInt(b, int64(r.Min), 10), sym...)
	case !limited:
		return append(append(strconv.AppendInt(sep(b), int64(r.Min), 10), '+'), sym...)
	}
	b = append(strconv.AppendInt(sep(b), int64(r.Min), 10), '-')
	return append(strconv.AppendInt(b, int64(r.Max), 10), sym...)
}
