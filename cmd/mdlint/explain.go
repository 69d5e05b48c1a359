package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/internal/auctiontext"
	"github.com/mdlint/mdlint/internal/safetext"
	"github.com/mdlint/mdlint/record"
)

// ExplainCmd is `mdlint explain`: the meaning of every call of one auction
// (docs/design.md, "CLI contract").
type ExplainCmd struct {
	Dealer string   `help:"Dealer: N, E, S or W." default:"N" enum:"N,E,S,W,n,e,s,w"`
	Vul    string   `help:"Vulnerability: none, ns, ew or both." default:"none" enum:"none,ns,ew,both"`
	Side   string   `help:"Side that plays the system: ns, ew, both, or auto (the side that makes the first bid, or whose calls are not typed in parentheses; the other side's calls are the opponents')." default:"auto" enum:"auto,ns,ew,both"`
	Format string   `help:"Output format: text or json." default:"text" enum:"text,json"`
	Calls  []string `arg:"" name:"CALL" help:"The calls from the dealer on: 1C P 1D, 1♣ p 1♦, 1N X XX."`
}

// loadSystem loads --system FILE, or the embedded Magic D-light system, for
// --variant and --alert-rules.
func loadSystem(g *Globals) (*engine.System, error) {
	opts := engine.Options{Variant: g.Variant, AlertRules: g.AlertRules}
	if g.System != "" {
		return engine.LoadFile(g.System, opts)
	}
	return engine.LoadEmbedded(opts)
}

func sidesFlag(s string) engine.Sides {
	switch s {
	case "ns":
		return engine.SideNS
	case "ew":
		return engine.SideEW
	}
	return engine.BothSides
}

// Run prints the meanings. Exit code 2 for a call that is not a call, an
// illegal auction (an insufficient bid, a double of partner's bid, a call
// after the end...) or a system that does not load.
func (c *ExplainCmd) Run(g *Globals) error {
	dealer, err := bridge.ParseSeat(c.Dealer)
	if err != nil {
		return &exitError{2, err}
	}
	vul, err := bridge.ParseVulnerability(c.Vul)
	if err != nil {
		return &exitError{2, err}
	}
	calls, theirs, err := auctiontext.ParseMarked(strings.Join(c.Calls, " "))
	if err != nil {
		return &exitError{2, fmt.Errorf("explain: %w", err)}
	}
	if err := legalAuction(dealer, calls); err != nil {
		return &exitError{2, err}
	}
	sys, err := loadSystem(g)
	if err != nil {
		return &exitError{2, fmt.Errorf("system does not load:\n%w", err)}
	}
	a := engine.Auction{Dealer: dealer, Vulnerability: vul, Calls: calls}
	if hint := readingHint(dealer, calls); hint != "" {
		fmt.Fprintln(g.Stderr, hint)
	}
	sides := explainSides(c.Side, dealer, calls, theirs)
	ms := sys.Interpret(a, sides)
	notes := auctionFindings(sys, a, sides)
	if c.Format == "json" {
		return writeExplainJSON(g.Stdout, a, ms, notes)
	}
	writeExplainText(g.Stdout, ms)
	for _, f := range notes {
		fmt.Fprintf(g.Stdout, "   note: call %d, %s %s: %s [%s]\n", f.Index+1, f.Seat, f.Call.Symbol(), f.Message, f.Rule)
	}
	return nil
}

// explainSides is the side whose calls explain explains by the system:
// the side named, or for "auto" the side whose calls are written without
// parentheses when the text puts some calls in parentheses (theirs[i]:
// "(1♠) 2♣ (P) 2♠", the way the notes write a defensive auction), else the
// side that makes the first bid (a double or redouble cannot come first),
// so that the other side's calls are the opponents', as at the table; both
// sides when nobody has bid.
func explainSides(flag string, dealer bridge.Seat, calls []bridge.Call, theirs []bool) engine.Sides {
	if flag != "auto" {
		return sidesFlag(flag)
	}
	marked := false
	for _, t := range theirs {
		marked = marked || t
	}
	if marked {
		for i, t := range theirs {
			if !t && i < len(calls) {
				return sideOfSeat(dealer.Add(i))
			}
		}
	}
	for i, c := range calls {
		if c.Kind != bridge.Pass {
			return sideOfSeat(dealer.Add(i))
		}
	}
	return engine.BothSides
}

// opponentsText says what an opponents' call is: their pass, or their call
// with what the system's line for it says ("takeout double ..."), else
// natural unless they alert it (their methods are not ours to explain).
func opponentsText(m engine.Meaning) string {
	if m.Call.Kind == bridge.Pass {
		return "the opponents' pass"
	}
	what := "natural unless they alert it"
	if m.Explanation != "" {
		what = m.Explanation
	}
	name := m.Call.Symbol()
	switch m.Call.Kind {
	case bridge.Double:
		name = "double"
	case bridge.Redouble:
		name = "redouble"
	}
	return "the opponents' " + name + ": " + what
}

// readingHint says how an auction written without a single pass was read,
// and how to write the other reading, when that reading is legal: calls
// are taken from the dealer on, each seat in turn, so "1NT 2C" is North's
// 1NT and East's 2♣ overcall, while a player who types it often means
// North's 1NT and South's 2♣ (Stayman) with the opponents passing, which
// is written "1NT P 2C". "" when the auction holds a pass or a single call.
func readingHint(dealer bridge.Seat, calls []bridge.Call) string {
	if len(calls) < 2 {
		return ""
	}
	for _, c := range calls {
		if c.Kind == bridge.Pass {
			return ""
		}
	}
	var who, alt []string
	var passed []bridge.Call
	for i, c := range calls {
		who = append(who, fmt.Sprintf("%s %s", dealer.Add(i), c.Symbol()))
		if i > 0 {
			alt = append(alt, "P")
			passed = append(passed, bridge.Call{Kind: bridge.Pass})
		}
		alt = append(alt, c.Short())
		passed = append(passed, c)
	}
	hint := "mdlint: explain: calls are read from the dealer on, each seat in turn: " + strings.Join(who, ", ") +
		" (a competitive auction)"
	if (bridge.Auction{Dealer: dealer, Calls: passed}).Legal() == nil {
		var seats []string
		for i, c := range calls {
			seats = append(seats, fmt.Sprintf("%s %s", dealer.Add(2*i), c.Symbol()))
		}
		hint += "; for " + strings.Join(seats, ", ") + " with the opponents passing, write the passes: " + strings.Join(alt, " ")
	}
	return hint
}

// auctionFindings runs the lint rules that need no hand and no record of
// alerts (a pass of a forcing call, a mandatory completion not made) over
// the auction, so that explain says what lint would say of the calls.
func auctionFindings(sys *engine.System, a engine.Auction, sides engine.Sides) []annotate.Finding {
	b := &record.Board{Dealer: a.Dealer, Vulnerability: a.Vulnerability}
	for i, call := range a.Calls {
		b.Calls = append(b.Calls, record.Call{Call: call, Seat: a.Dealer.Add(i)})
	}
	rules := []*annotate.Rule{annotate.RuleForcingPass, annotate.RuleIncompleteTransfer}
	return annotate.Lint(annotate.NewReplay(sys, b, sides), rules, annotate.Config{})
}

// legalAuction returns nil when calls from dealer on are a legal auction
// (Laws 18-22, as bridge.Auction.Legal checks them), else an error naming
// the first illegal call by its number from 1 (as explain prints it), the
// call, its seat and the reason: "illegal auction: call 3, 1♣ by S:
// insufficient bid: 1♣ is not higher than 1♥".
func legalAuction(dealer bridge.Seat, calls []bridge.Call) error {
	err := bridge.Auction{Dealer: dealer, Calls: calls}.Legal()
	var ae *bridge.AuctionError
	if errors.As(err, &ae) {
		return fmt.Errorf("illegal auction: call %d, %s by %s: %s", ae.Index+1, ae.Call.Symbol(), ae.Seat, ae.Msg)
	}
	return err
}

type jsonRange struct {
	Min int `json:"min"`
	Max int `json:"max"`
}

type jsonLengths struct {
	C jsonRange `json:"C"`
	D jsonRange `json:"D"`
	H jsonRange `json:"H"`
	S jsonRange `json:"S"`
}

// jsonCall is one call of `explain --format json`; the first fields are the
// contract (docs/design.md), the rest are extras.
type jsonCall struct {
	Index       int         `json:"index"`
	Seat        string      `json:"seat"`
	Call        string      `json:"call"`
	Side        string      `json:"side"`
	Status      string      `json:"status"`
	Explanation string      `json:"explanation"`
	Alert       bool        `json:"alert"`
	Artificial  bool        `json:"artificial"`
	Forcing     string      `json:"forcing"`
	HCP         jsonRange   `json:"hcp"`
	Lengths     jsonLengths `json:"lengths"`
	Convention  string      `json:"convention"`
	Source      string      `json:"source"`
	Rule        string      `json:"rule"`
	Reported    bool        `json:"reported,omitempty"`
	Constraint  string      `json:"constraint,omitempty"`
	Unchecked   []string    `json:"unchecked,omitempty"`
	NotesLines  []jsonRange `json:"notes_lines,omitempty"`
	Conditions  string      `json:"conditions,omitempty"`
	Mandatory   bool        `json:"mandatory,omitempty"`
	Completion  string      `json:"completion,omitempty"`
}

func jr(r engine.Range) jsonRange { return jsonRange{r.Min, r.Max} }

func toJSONCall(m engine.Meaning) jsonCall {
	j := jsonCall{
		Index: m.Index, Seat: m.Seat.String(), Call: m.Call.Short(), Side: m.Side, Status: string(m.Status),
		Explanation: m.Explanation, Alert: m.Alert, Artificial: m.Artificial, Forcing: string(m.Forcing),
		HCP: jr(m.HCP), Convention: m.Convention, Source: m.Source, Rule: m.Rule, Reported: m.Reported,
		Constraint: m.Constraint.String(), Unchecked: m.Constraint.Unchecked(), Conditions: m.Conditions,
		Mandatory: m.Mandatory,
	}
	j.Lengths = jsonLengths{jr(m.Lengths[bridge.Clubs]), jr(m.Lengths[bridge.Diamonds]), jr(m.Lengths[bridge.Hearts]), jr(m.Lengths[bridge.Spades])}
	for _, r := range m.NotesRefs {
		j.NotesLines = append(j.NotesLines, jr(r))
	}
	if m.Mandatory {
		j.Completion = m.Completion.Short()
	}
	return j
}

// jsonNote is a finding of an auction-only lint rule in explain's JSON.
type jsonNote struct {
	Index   int    `json:"index"`
	Rule    string `json:"rule"`
	Message string `json:"message"`
}

func writeExplainJSON(w io.Writer, a engine.Auction, ms []engine.Meaning, notes []annotate.Finding) error {
	out := struct {
		Dealer        string     `json:"dealer"`
		Vulnerability string     `json:"vulnerability"`
		Calls         []jsonCall `json:"calls"`
		Notes         []jsonNote `json:"notes,omitempty"`
	}{Dealer: a.Dealer.String(), Vulnerability: a.Vulnerability.String(), Calls: []jsonCall{}}
	for _, m := range ms {
		out.Calls = append(out.Calls, toJSONCall(m))
	}
	for _, f := range notes {
		out.Notes = append(out.Notes, jsonNote{Index: f.Index, Rule: f.Rule, Message: f.Message})
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(out)
}

// promiseText is what the call's line promises, as a player writes it
// ("12-14 HCP, balanced"; Stayman's "(4+♥ or 4+♠; 11+ HCP) or …"): the
// line's constraint in words (engine.Constraint.Words), or the
// envelope's limits (rangesText) when the line has no constraint. An
// envelope alone misleads where a line promises one of several shapes:
// Stayman's envelope is "♠ 0-9, ♥ 0-9, ♦ 0-9, ♣ 0-9". A promise that only
// repeats the explanation is left out.
func promiseText(m engine.Meaning) string {
	if m.Constraint == nil {
		return rangesText(m)
	}
	w := m.Constraint.Words()
	if strings.EqualFold(strings.TrimSpace(w), strings.TrimSpace(m.Explanation)) {
		return ""
	}
	return safetext.Line(w) // a system file's text
}

// rangesText is the envelope's limits that say something, in the words of
// lint's findings: "12-17 HCP, 4+♥", "at most 3♠", "exactly 5♣".
func rangesText(m engine.Meaning) string {
	var p []string
	if m.HCP != (engine.Range{Min: 0, Max: 37}) {
		p = append(p, rangeWords(m.HCP, 37, " HCP"))
	}
	// a suit is shown when it has a minimum, or a maximum that the other
	// suits' minimums do not already imply (4+♥ implies at most 9♠)
	sumMin := 0
	for _, r := range m.Lengths {
		sumMin += r.Min
	}
	for s := bridge.Spades; ; s-- {
		r := m.Lengths[s]
		if implied := 13 - (sumMin - r.Min); r.Min > 0 || r.Max < implied {
			if r.Max >= implied {
				r.Max = 13 // "4+♥", not "4-9♥"
			}
			p = append(p, rangeWords(engine.Range{Min: r.Min, Max: r.Max}, 13, s.Symbol()))
		}
		if s == bridge.Clubs {
			break
		}
	}
	return strings.Join(p, ", ")
}

// rangeWords writes range r of a count whose top is hi, followed by unit
// (" HCP", "♥"): "12-17 HCP", "12+ HCP", "at most 7 HCP", "exactly 5♥".
func rangeWords(r engine.Range, hi int, unit string) string {
	switch {
	case r.Min == r.Max:
		if unit == " HCP" {
			return fmt.Sprintf("%d%s", r.Min, unit)
		}
		return fmt.Sprintf("exactly %d%s", r.Min, unit)
	case r.Max >= hi:
		return fmt.Sprintf("%d+%s", r.Min, unit)
	case r.Min <= 0:
		return fmt.Sprintf("at most %d%s", r.Max, unit)
	}
	return fmt.Sprintf("%d-%d%s", r.Min, r.Max, unit)
}

func writeExplainText(w io.Writer, ms []engine.Meaning) {
	for _, m := range ms {
		fmt.Fprintf(w, "%2d %s %-5s ", m.Index+1, m.Seat, m.Call.Symbol())
		switch m.Status {
		case engine.Opponents:
			fmt.Fprintln(w, safetext.Line(opponentsText(m))) // a system file's text
			continue
		case engine.Undefined:
			// the table's word for a call without an agreement
			fmt.Fprintf(w, "undiscussed: the notes give %s no meaning in this auction", m.Call.Symbol())
		case engine.NotCovered:
			if m.Reported {
				fmt.Fprint(w, "not covered: the auction has left what the notes describe")
			} else {
				fmt.Fprint(w, "not covered")
			}
		default:
			fmt.Fprint(w, safetext.Line(m.Explanation)) // a system file's text
		}
		var extra []string
		if r := promiseText(m); r != "" {
			extra = append(extra, r)
		}
		if m.Status == engine.Defined {
			var flags []string
			if m.Alert {
				flags = append(flags, "alert")
			}
			if m.Artificial {
				flags = append(flags, "artificial")
			}
			if m.Forcing != engine.ForcingNone && m.Forcing != engine.ForcingUnknown {
				flags = append(flags, "forcing "+string(m.Forcing))
			}
			if m.Mandatory {
				flags = append(flags, "partner must bid "+m.Completion.Symbol())
			}
			if len(flags) > 0 {
				extra = append(extra, strings.Join(flags, ", "))
			}
		}
		if len(extra) > 0 {
			fmt.Fprintf(w, " [%s]", strings.Join(extra, "; "))
		}
		var src []string
		if m.Convention != "" {
			src = append(src, m.Convention)
		}
		if m.Source != "" {
			s := m.Source
			if m.NotesLines.Min > 0 {
				s += fmt.Sprintf(" line %s", m.NotesLines)
			}
			src = append(src, s)
		}
		if m.Rule != "" {
			src = append(src, m.Rule)
		}
		if len(src) > 0 {
			fmt.Fprintf(w, " (%s)", safetext.Line(strings.Join(src, "; ")))
		}
		fmt.Fprintln(w)
	}
}
