// Package stats is the discipline report a pair reads before an event
// (`mdlint stats`): over a body of records, how many calls of the
// side that plays the system the notes cover, which lint rules fire and how
// often per 100 boards, the auction sequences where the pair deviates most,
// the alerts they miss most often, and the same per player when the records
// name the players.
//
// A Collector is fed one replayed board at a time through its Visit method,
// which has the signature of annotate.Job.Visit, and is safe for concurrent
// use by the workers that process files.
package stats

import (
	"sort"
	"strings"
	"sync"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
)

// notDeviation names the rules whose findings are not a deviation from the
// agreements: alerts have their own table (missing-alert) or are harmless
// (unexpected-alert), the record rule is about the file, and undefined /
// not-covered calls are where the notes are silent, not where the pair
// broke them (they show in the coverage share instead).
var notDeviation = map[string]bool{
	annotate.RuleMissingAlert.Name:    true,
	annotate.RuleUnexpectedAlert.Name: true,
	annotate.RuleRecord.Name:          true,
	annotate.RuleUndefined.Name:       true,
	annotate.RuleNotCovered.Name:      true,
}

// Deviation reports whether a finding of the named rule counts as a
// deviation from the agreements (hcp, length, shape, honours, forcing-pass,
// incomplete-transfer and any rule added later), as opposed to an alerting,
// record or coverage matter.
func Deviation(rule string) bool { return !notDeviation[rule] }

// Collector accumulates boards. The zero value is not ready: use New.
type Collector struct {
	mu      sync.Mutex
	boards  int
	calls   int
	status  map[engine.Status]int
	rules   map[string]*RuleCount
	devs    map[string]*seqAcc
	alerts  map[string]*seqAcc
	players map[string]*PlayerStats
}

type seqAcc struct {
	n    int
	msgs map[string]int
}

// New returns an empty Collector.
func New() *Collector {
	return &Collector{status: map[engine.Status]int{}, rules: map[string]*RuleCount{},
		devs: map[string]*seqAcc{}, alerts: map[string]*seqAcc{}, players: map[string]*PlayerStats{}}
}

// Visit adds one board: its replay and the findings lint gave it. It has
// the signature of annotate.Job.Visit and may be called concurrently.
func (c *Collector) Visit(r *annotate.Replay, findings []annotate.Finding) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.boards++
	for _, m := range r.Meanings {
		if m.Side != "system" {
			continue
		}
		c.calls++
		c.status[m.Status]++
		if p := c.player(r.Player(m.Seat)); p != nil {
			p.Calls++
			if m.Status == engine.Defined {
				p.Defined++
			}
		}
	}
	for _, f := range findings {
		rc := c.rules[f.RuleID]
		if rc == nil {
			rc = &RuleCount{ID: f.RuleID, Name: f.Rule}
			c.rules[f.RuleID] = rc
		}
		rc.Count++
		if f.Index < 0 || f.Index >= len(r.Auction.Calls) {
			continue
		}
		prefix := Prefix(r.Auction.Calls[:f.Index+1])
		p := c.player(f.Player)
		switch {
		case f.Rule == annotate.RuleMissingAlert.Name:
			add(c.alerts, prefix, f.Message)
			if p != nil {
				p.MissedAlerts++
			}
		case Deviation(f.Rule):
			add(c.devs, prefix, f.Message)
			if p != nil {
				p.Deviations++
			}
		}
	}
}

func (c *Collector) player(name string) *PlayerStats {
	name = strings.TrimSpace(name)
	if name == "" {
		return nil
	}
	key := strings.ToLower(name)
	p := c.players[key]
	if p == nil {
		p = &PlayerStats{Name: name}
		c.players[key] = p
	}
	return p
}

func add(m map[string]*seqAcc, prefix, msg string) {
	s := m[prefix]
	if s == nil {
		s = &seqAcc{msgs: map[string]int{}}
		m[prefix] = s
	}
	s.n++
	s.msgs[msg]++
}

// Prefix writes calls as the auction prefix of a report: "1♣ P 1♦"
// (pass as P, double X, redouble XX), from the dealer on.
func Prefix(calls []bridge.Call) string {
	parts := make([]string, len(calls))
	for i, c := range calls {
		switch c.Kind {
		case bridge.Pass:
			parts[i] = "P"
		default:
			parts[i] = c.Symbol()
		}
	}
	return strings.Join(parts, " ")
}

// Report is the discipline report.
type Report struct {
	Boards int `json:"boards"`
	// Calls is the number of calls made by the side(s) that play the
	// system; Defined those the notes give a meaning (status defined),
	// Undefined and NotCovered the rest. Coverage is Defined/Calls in
	// percent (0-100).
	Calls      int     `json:"calls"`
	Defined    int     `json:"defined"`
	Undefined  int     `json:"undefined"`
	NotCovered int     `json:"not_covered"`
	Coverage   float64 `json:"coverage"`
	// Rules lists the findings per rule, in ID order.
	Rules []RuleCount `json:"rules"`
	// Deviations are the auction prefixes (up to and including the call
	// that broke the agreement) with the most deviation findings, most
	// first (at most Top). MissedAlerts likewise for missing-alert.
	Deviations   []Sequence    `json:"deviations"`
	MissedAlerts []Sequence    `json:"missed_alerts"`
	Players      []PlayerStats `json:"players,omitempty"`
	// Notes are lines about whole files that the counts do not show, set
	// by the caller: "club.pbn: alerts not checked: this file records no
	// alerts" (annotate.FileResult.AlertsNote), so that no missed alerts
	// is not read as every alert made.
	Notes []string `json:"notes,omitempty"`
	// Problems are the inputs that were not counted, set by the caller:
	// a file that cannot be read or holds no board, an argument that
	// does not exist, a directory without a record file. The text form
	// lists them after the tables.
	Problems []Problem `json:"problems,omitempty"`
	// Failure says why the run failed (the command exits 2), set by the
	// caller, "" when it did not: "nothing was read: no board in 2
	// files; nothing was counted", "1 input not checked: unreadable or
	// without boards".
	Failure string `json:"failure,omitempty"`
}

// Problem is an input that was not counted (Report.Problems): the file
// or argument and why, as the reader or the system said it ("no boards:
// the file is empty (only blank lines or comments)").
type Problem struct {
	File    string `json:"file"`
	Message string `json:"message"`
}

// RuleCount is how often one lint rule fired, and per 100 boards.
type RuleCount struct {
	ID     string  `json:"id"`
	Name   string  `json:"rule"`
	Count  int     `json:"count"`
	Per100 float64 `json:"per_100_boards"`
}

// Sequence is one auction prefix with its number of findings and the most
// common finding message there (the first in byte order on a tie).
type Sequence struct {
	Auction string `json:"auction"`
	Count   int    `json:"count"`
	Typical string `json:"typical"`
	// TypicalCount is how many of the findings have the typical message.
	TypicalCount int `json:"typical_count"`
}

// PlayerStats is one player's share, for records that name the players
// (matched case-insensitively; the first spelling seen is kept).
type PlayerStats struct {
	Name         string  `json:"name"`
	Calls        int     `json:"calls"`
	Defined      int     `json:"defined"`
	Coverage     float64 `json:"coverage"`
	Deviations   int     `json:"deviations"`
	MissedAlerts int     `json:"missed_alerts"`
}

// Report returns the report so far, with at most top sequences per table
// (top <= 0: 10).
func (c *Collector) Report(top int) Report {
	c.mu.Lock()
	defer c.mu.Unlock()
	if top <= 0 {
		top = 10
	}
	r := Report{Boards: c.boards, Calls: c.calls, Defined: c.status[engine.Defined],
		Undefined: c.status[engine.Undefined], NotCovered: c.status[engine.NotCovered]}
	r.Coverage = pct(r.Defined, r.Calls)
	for _, rc := range c.rules {
		v := *rc
		v.Per100 = pct(v.Count, c.boards)
		r.Rules = append(r.Rules, v)
	}
	sort.Slice(r.Rules, func(i, j int) bool { return r.Rules[i].ID < r.Rules[j].ID })
	r.Deviations = sequences(c.devs, top)
	r.MissedAlerts = sequences(c.alerts, top)
	for _, p := range c.players {
		v := *p
		v.Coverage = pct(v.Defined, v.Calls)
		r.Players = append(r.Players, v)
	}
	less := NameOrder()
	sort.SliceStable(r.Players, func(i, j int) bool { return less(r.Players[i].Name, r.Players[j].Name) })
	return r
}

// NameOrder returns the order in which player names are listed, as people
// read them: letters without regard to case or accents, numbers by value
// (Player2 before Player10, BBO's anonymised "Player1" ... "Player100"),
// by Unicode collation (golang.org/x/text/collate, numeric option). Names
// that compare equal so keep their order under a stable sort. The function
// it returns is for one goroutine.
func NameOrder() func(a, b string) bool {
	c := collate.New(language.Und, collate.Numeric, collate.IgnoreCase, collate.IgnoreDiacritics)
	return func(a, b string) bool {
		if r := c.CompareString(a, b); r != 0 {
			return r < 0
		}
		return a < b
	}
}

func sequences(m map[string]*seqAcc, top int) []Sequence {
	out := make([]Sequence, 0, len(m))
	for prefix, s := range m {
		seq := Sequence{Auction: prefix, Count: s.n}
		for msg, n := range s.msgs {
			if n > seq.TypicalCount || n == seq.TypicalCount && msg < seq.Typical {
				seq.Typical, seq.TypicalCount = msg, n
			}
		}
		out = append(out, seq)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Count != out[j].Count {
			return out[i].Count > out[j].Count
		}
		return out[i].Auction < out[j].Auction
	})
	if len(out) > top {
		out = out[:top]
	}
	return out
}

func pct(n, of int) float64 {
	if of == 0 {
		return 0
	}
	return float64(n) * 100 / float64(of)
}
