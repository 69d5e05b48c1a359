package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/bidder"
	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/internal/auctiontext"
	"github.com/mdlint/mdlint/internal/safetext"
	"github.com/mdlint/mdlint/record"
)

// BidCmd is `mdlint bid`: what the system bids with a hand after an
// auction, or (--complete) the whole auction as the system bids it.
type BidCmd struct {
	Deal     string   `help:"The deal in PBN form: \"N:AK5.Q84.J73.K942 ...\" (a hand may be \"-\" when unknown; the hands of the side that bids must be given)." placeholder:"PBN"`
	Board    string   `help:"Take deal, dealer, vulnerability (and, with --complete, the opponents' calls) from board N of a PBN or LIN file (N is the board number, or the board's position in the file when no board has that number)." placeholder:"FILE#N"`
	Dealer   string   `help:"Dealer: N, E, S or W (default N, or the board's)." enum:",N,E,S,W,n,e,s,w" default:""`
	Vul      string   `help:"Vulnerability: none, ns, ew or both (default none, or the board's)." enum:",none,ns,ew,both" default:""`
	Side     string   `help:"Side that plays the system: ns or ew (default: the side on turn; with --complete, ns)." enum:",ns,ew" default:""`
	Complete bool     `help:"Bid the whole auction for the side as the system does, the opponents passing (or, with --board, making their calls from the record), until the auction ends or the notes stop covering it."`
	Format   string   `help:"Output format: text or json." default:"text" enum:"text,json"`
	Calls    []string `arg:"" optional:"" name:"AUCTION" help:"The calls so far, from the dealer on: 1C P 1D."`
}

// Run prints the advice or the completed auction. Exit code 2 for a deal,
// board or auction that cannot be read, an illegal auction, a player on
// turn outside --side, or a missing hand.
func (c *BidCmd) Run(g *Globals) error {
	in, err := c.input()
	if err != nil {
		return &exitError{2, err}
	}
	sys, err := loadSystem(g)
	if err != nil {
		return &exitError{2, fmt.Errorf("system does not load:\n%w", err)}
	}
	bd := bidder.New(sys)
	if c.Complete {
		side := engine.SideNS
		if c.Side == "ew" {
			side = engine.SideEW
		}
		for _, s := range bridge.Seats {
			if side.Has(s) && !in.known[s] {
				return &exitError{2, fmt.Errorf("bid --complete: the deal does not give %s's hand", s)}
			}
		}
		opp := bidder.Opponents(bidder.Passing)
		if in.record != nil {
			opp = bidder.FromRecord(in.auction.Dealer, in.record)
		}
		res, err := bd.Complete(in.auction, in.deal, side, opp)
		if err != nil {
			return &exitError{2, err}
		}
		if c.Format == "json" {
			return writeJSON(g.Stdout, completionJSON(res, side, in.deal))
		}
		writeCompletionText(g.Stdout, res, side, in.deal)
		return nil
	}
	seat := in.auction.Dealer.Add(len(in.auction.Calls))
	side := sidesFlag(c.Side)
	if c.Side == "" {
		side = sideOfSeat(seat)
	}
	if !in.known[seat] && !(bridge.Auction{Dealer: in.auction.Dealer, Calls: in.auction.Calls}).Ended() {
		return &exitError{2, fmt.Errorf("bid: the deal does not give %s's hand (%s is on turn)", seat, seat)}
	}
	adv, err := bd.Advise(in.auction, in.deal[seat], side)
	if errors.Is(err, bidder.ErrOpponents) {
		return &exitError{2, fmt.Errorf("bid: %s is on turn and does not play the system (--side %s)", seat, c.Side)}
	}
	if err != nil {
		return &exitError{2, err}
	}
	if c.Format == "json" {
		return writeJSON(g.Stdout, adviceJSON(in.auction, adv))
	}
	writeAdviceText(g.Stdout, in.auction, adv)
	return nil
}

type bidInput struct {
	auction engine.Auction
	deal    bridge.Deal
	known   [4]bool
	record  []bridge.Call // the board's recorded calls (--board), nil otherwise
}

// input reads --deal or --board, --dealer, --vul and the auction.
func (c *BidCmd) input() (bidInput, error) {
	var in bidInput
	switch {
	case c.Deal != "" && c.Board != "":
		return in, fmt.Errorf("bid: give --deal or --board, not both")
	case c.Deal != "":
		d, known, err := bridge.ParseDealPBN(c.Deal)
		if err != nil {
			return in, fmt.Errorf("bid: --deal: %w", err)
		}
		in.deal, in.known = d, known
	case c.Board != "":
		b, err := readBoard(c.Board)
		if err != nil {
			return in, err
		}
		in.deal, in.known = b.Deal, b.Known
		in.auction.Dealer, in.auction.Vulnerability = b.Dealer, b.Vulnerability
		in.record = []bridge.Call{}
		for _, rc := range b.Calls {
			in.record = append(in.record, rc.Call)
		}
	default:
		return in, fmt.Errorf("bid: give the hands with --deal \"N:... ... ... ...\" or --board FILE#N")
	}
	if c.Dealer != "" {
		d, err := bridge.ParseSeat(c.Dealer)
		if err != nil {
			return in, err
		}
		in.auction.Dealer = d
	}
	if c.Vul != "" {
		v, err := bridge.ParseVulnerability(c.Vul)
		if err != nil {
			return in, err
		}
		in.auction.Vulnerability = v
	}
	calls, err := auctiontext.Parse(strings.Join(c.Calls, " "))
	if err != nil {
		return in, fmt.Errorf("bid: %w", err)
	}
	if err := legalAuction(in.auction.Dealer, calls); err != nil {
		return in, err
	}
	in.auction.Calls = calls
	return in, nil
}

// readBoard reads board N of FILE#N: the board whose number (label) is N,
// else the N-th board of the file.
func readBoard(spec string) (*record.Board, error) {
	k := strings.LastIndexByte(spec, '#')
	if k < 0 || k == len(spec)-1 {
		return nil, fmt.Errorf("bid: --board %q: write FILE#N (board N of FILE)", spec)
	}
	name, want := spec[:k], strings.TrimSpace(spec[k+1:])
	f, err := os.Open(name)
	if err != nil {
		return nil, fmt.Errorf("bid: --board: %w", err)
	}
	defer f.Close()
	src, _, _ := annotate.OpenReader(f, name)
	var byOrdinal *record.Board
	n, _ := strconv.Atoi(want)
	for {
		eb, err := src.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("bid: --board: %s: %w", name, err)
		}
		b := eb.Record()
		if boardName(b.Label, b.Ordinal) == boardName(want, 0) {
			return checkedBoard(b, name, want)
		}
		if b.Ordinal == n && byOrdinal == nil {
			byOrdinal = b
		}
	}
	if byOrdinal != nil {
		return checkedBoard(byOrdinal, name, want)
	}
	return nil, fmt.Errorf("bid: --board: %s has no board %s", name, want)
}

func checkedBoard(b *record.Board, name, want string) (*record.Board, error) {
	if b.HasErrors() {
		for _, d := range b.Diagnostics {
			if d.Severity == record.Error {
				return nil, fmt.Errorf("bid: --board: %s board %s: %s", name, want, d.Message)
			}
		}
	}
	return b, nil
}

func sideOfSeat(s bridge.Seat) engine.Sides {
	if s == bridge.North || s == bridge.South {
		return engine.SideNS
	}
	return engine.SideEW
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// handText is "♠AK5 ♥Q84 ♦J73 ♣K942 (13 HCP)".
func handText(h bridge.Hand) string {
	return fmt.Sprintf("%s (%d HCP)", h, h.HCP())
}

func auctionText(calls []bridge.Call) string {
	if len(calls) == 0 {
		return "(none yet)"
	}
	var p []string
	for _, c := range calls {
		p = append(p, c.Symbol())
	}
	return strings.Join(p, " ")
}

// candidateText is one call of the advice: the call, its meaning, what
// hand h satisfies (the hand type it fits, in words: "[fits: 12-14 HCP,
// balanced]") or misses, and where the line comes from.
func candidateText(c bidder.Candidate, h bridge.Hand) string {
	m := c.Meaning
	var b strings.Builder
	fmt.Fprintf(&b, "%-5s %s", m.Call.Symbol(), m.Explanation)
	switch {
	case c.Barred != "":
		fmt.Fprintf(&b, " [not allowed: %s]", c.Barred)
	case c.Implicit:
		b.WriteString(" [no line gives a pass here; partner's call is not forcing]")
	case c.Fits && c.Judgment && len(m.Constraint.Unchecked()) > 0:
		fmt.Fprintf(&b, " [left to judgment: %s]", strings.Join(m.Constraint.Unchecked(), "; "))
	case c.Fits && m.Constraint != nil:
		if w := m.Constraint.FitWords(h); w != "" {
			fmt.Fprintf(&b, " [fits: %s]", exactlyWords(w))
		}
	case !c.Fits:
		var v []string
		for _, x := range c.Violations {
			v = append(v, x.String())
		}
		fmt.Fprintf(&b, " [misses: %s]", strings.Join(v, "; "))
	}
	var src []string
	if m.Source != "" {
		s := m.Source
		if m.NotesLines.Min > 0 {
			s += " line " + m.NotesLines.String()
		}
		src = append(src, s)
	}
	if m.Rule != "" {
		src = append(src, m.Rule)
	}
	if len(src) > 0 {
		fmt.Fprintf(&b, " (%s)", strings.Join(src, "; "))
	}
	return b.String()
}

func writeAdviceText(w io.Writer, a engine.Auction, adv bidder.Advice) {
	fmt.Fprintf(w, "Dealer %s, %s vulnerable; auction: %s\n", a.Dealer, vulWords(a.Vulnerability), auctionText(a.Calls))
	if adv.Status == bidder.Ended {
		fmt.Fprintln(w, "The auction is over.")
		return
	}
	fmt.Fprintf(w, "%s holds %s\n", adv.Seat, handText(adv.Hand))
	writeAdviceBody(w, adv, "")
}

// writeAdviceBody prints the system's call and the alternatives, or why
// there is none, each line prefixed with indent.
func writeAdviceBody(w io.Writer, adv bidder.Advice, indent string) {
	if adv.Status != bidder.Bid {
		fmt.Fprintf(w, "%sNo system call: %s.\n", indent, adv.Reason)
		writeNearest(w, adv, indent)
		return
	}
	fmt.Fprintf(w, "%sSystem's call: %s\n", indent, candidateText(adv.Calls[0], adv.Hand))
	var also []string
	var judged []bidder.Candidate
	for _, c := range adv.Calls[1:] {
		if !c.Checked() && !c.Implicit {
			judged = append(judged, c)
			continue
		}
		also = append(also, candidateText(c, adv.Hand))
	}
	if len(also) > 0 {
		fmt.Fprintf(w, "%sAlso allowed:\n", indent)
		for _, t := range also {
			fmt.Fprintf(w, "%s  %s\n", indent, t)
		}
	}
	judged = meaningfulJudged(adv, judged)
	if len(judged) > 0 {
		// in call order, as a player scans them
		sort.SliceStable(judged, func(i, j int) bool { return judged[i].Meaning.Call.Rank() < judged[j].Meaning.Call.Rank() })
		var calls []string
		for _, c := range judged {
			calls = append(calls, c.Meaning.Call.Symbol())
		}
		fmt.Fprintf(w, "%sNot excluded (the notes leave the hand to judgment): %s\n", indent, strings.Join(calls, " "))
	}
	if adv.Choice != nil {
		var calls []string
		for _, c := range adv.Choice.Calls {
			calls = append(calls, c.Symbol())
		}
		if adv.Choice.Line != "" {
			both := calls[len(calls)-1]
			if len(calls) > 1 {
				both = strings.Join(calls[:len(calls)-1], ", ") + " and " + both
			}
			fmt.Fprintf(w, "%sThe notes give %s for this hand on purpose (%s): %s.\n", indent, both, adv.Choice.Line, safetext.Line(adv.Choice.Rule))
		} else {
			both := calls[len(calls)-1]
			if len(calls) > 1 {
				both = strings.Join(calls[:len(calls)-1], ", ") + " and " + both
			}
			fmt.Fprintf(w, "%sThe notes leave the choice between %s to judgment; mdlint takes %s.\n", indent, both, adv.Choice.Rule)
		}
	}
	if adv.Calls[0].Implicit {
		writeNearest(w, adv, indent)
	}
}

// meaningfulJudged keeps, of the calls whose lines leave the hand to
// judgment (no checkable constraint: the pre-empts, 4NT asking for aces),
// those that mean something for adv's hand. None when the system's call is
// a checked call other than a pass: the notes give the hand a call. Else a
// natural bid in a suit needs 4+ cards in it (a natural suit bid shows
// 4+ cards, docs/system-language.md section 7), and an artificial call is
// kept only when no checked call fits the hand at all.
func meaningfulJudged(adv bidder.Advice, judged []bidder.Candidate) []bidder.Candidate {
	first := adv.Calls[0]
	if first.Checked() && first.Meaning.Call.Kind != bridge.Pass {
		return nil
	}
	var out []bidder.Candidate
	for _, c := range judged {
		call := c.Meaning.Call
		switch {
		case c.Meaning.Artificial:
			if first.Checked() {
				continue
			}
		case call.IsBid() && call.Strain != bridge.NoTrump:
			if adv.Hand.Length(bridge.Suit(call.Strain)) < 4 {
				continue
			}
		}
		out = append(out, c)
	}
	return out
}

// exactlyWords says the constraint's "=4♠" as "exactly 4♠".
func exactlyWords(s string) string {
	var parts []string
	for _, p := range strings.Split(s, ", ") {
		if rest, ok := strings.CutPrefix(p, "="); ok {
			p = "exactly " + rest
		}
		parts = append(parts, p)
	}
	return strings.Join(parts, ", ")
}

func writeNearest(w io.Writer, adv bidder.Advice, indent string) {
	if len(adv.Nearest) == 0 {
		return
	}
	fmt.Fprintf(w, "%sNearest:\n", indent)
	for i, c := range adv.Nearest {
		if i == 3 {
			fmt.Fprintf(w, "%s  ... %d more\n", indent, len(adv.Nearest)-3)
			break
		}
		fmt.Fprintf(w, "%s  %s\n", indent, candidateText(c, adv.Hand))
	}
}

func vulWords(v bridge.Vulnerability) string {
	switch v.String() {
	case "None":
		return "none"
	case "All", "Both":
		return "both"
	}
	return v.String()
}

func writeCompletionText(w io.Writer, res bidder.Completion, side engine.Sides, deal bridge.Deal) {
	a := res.Auction
	name := "NS"
	if side == engine.SideEW {
		name = "EW"
	}
	fmt.Fprintf(w, "Dealer %s, %s vulnerable; the system bids for %s", a.Dealer, vulWords(a.Vulnerability), name)
	for _, s := range bridge.Seats {
		if side.Has(s) {
			fmt.Fprintf(w, "; %s %s", s, handText(deal[s]))
		}
	}
	fmt.Fprintln(w)
	for i := 0; i < res.Given; i++ {
		fmt.Fprintf(w, "%2d %s %-5s (given)\n", i+1, a.Dealer.Add(i), a.Calls[i].Symbol())
	}
	for _, st := range res.Steps {
		if !st.Ours {
			note := "opponents"
			if st.Note != "" {
				note = "opponents, " + st.Note
			}
			fmt.Fprintf(w, "%2d %s %-5s (%s)\n", st.Index+1, st.Seat, st.Call.Symbol(), note)
			continue
		}
		c := st.Advice.Calls[0]
		fmt.Fprintf(w, "%2d %s %s\n", st.Index+1, st.Seat, candidateText(c, deal[st.Seat]))
		if st.Advice.Choice != nil {
			if st.Advice.Choice.Line != "" {
				fmt.Fprintf(w, "       the notes give a choice on purpose (%s): %s\n", st.Advice.Choice.Line, safetext.Line(st.Advice.Choice.Rule))
			} else {
				fmt.Fprintf(w, "       the notes leave the choice to judgment; mdlint takes %s\n", st.Advice.Choice.Rule)
			}
		}
	}
	switch {
	case res.Ended:
		fmt.Fprintf(w, "Contract: %s\n", res.Contract.Symbol())
	case res.Stop != nil:
		fmt.Fprintf(w, "Stopped at call %d, where %s has no system call: %s.\n", res.Stop.Index+1, res.Stop.Seat, res.Stop.Reason)
		writeNearest(w, *res.Stop, "")
	default:
		fmt.Fprintf(w, "Stopped after %d calls.\n", len(a.Calls))
	}
}

// jsonCandidate is one call of `bid --format json`.
type jsonCandidate struct {
	Call        string   `json:"call"`
	Explanation string   `json:"explanation"`
	Constraint  string   `json:"constraint,omitempty"`
	Fits        bool     `json:"fits"`
	Judgment    bool     `json:"judgment,omitempty"`
	Unchecked   []string `json:"unchecked,omitempty"`
	Implicit    bool     `json:"implicit_pass,omitempty"`
	Barred      string   `json:"barred,omitempty"`
	Violations  []string `json:"violations,omitempty"`
	Share       float64  `json:"share"`
	Forcing     string   `json:"forcing"`
	Alert       bool     `json:"alert"`
	Convention  string   `json:"convention,omitempty"`
	Source      string   `json:"source,omitempty"`
	NotesLines  string   `json:"notes_lines,omitempty"`
	Rule        string   `json:"rule,omitempty"`
}

type jsonChoice struct {
	Calls []string `json:"calls"`
	Rule  string   `json:"rule"`
	Line  string   `json:"line,omitempty"` // the system line that marks the choice as the notes' own
}

// jsonAdvice is the answer of `bid --format json` (and one step of
// --complete).
type jsonAdvice struct {
	Index   int             `json:"index"`
	Seat    string          `json:"seat"`
	Hand    string          `json:"hand,omitempty"`
	HCP     int             `json:"hcp"`
	Status  string          `json:"status"`
	Call    string          `json:"call,omitempty"`
	Reason  string          `json:"reason,omitempty"`
	Calls   []jsonCandidate `json:"calls,omitempty"`
	Nearest []jsonCandidate `json:"nearest,omitempty"`
	Choice  *jsonChoice     `json:"choice,omitempty"`
}

func toJSONCandidate(c bidder.Candidate) jsonCandidate {
	m := c.Meaning
	j := jsonCandidate{Call: m.Call.Short(), Explanation: m.Explanation, Constraint: m.Constraint.String(),
		Fits: c.Fits, Judgment: c.Judgment, Unchecked: m.Constraint.Unchecked(), Implicit: c.Implicit,
		Barred: c.Barred, Share: c.Share, Forcing: string(m.Forcing), Alert: m.Alert,
		Convention: m.Convention, Source: m.Source, Rule: m.Rule}
	if m.NotesLines.Min > 0 {
		j.NotesLines = m.NotesLines.String()
	}
	for _, v := range c.Violations {
		j.Violations = append(j.Violations, v.String())
	}
	return j
}

func toJSONAdvice(adv bidder.Advice) jsonAdvice {
	j := jsonAdvice{Index: adv.Index, Seat: adv.Seat.String(), Status: string(adv.Status), Reason: adv.Reason}
	if adv.Status != bidder.Ended {
		j.Hand, j.HCP = adv.Hand.PBN(), adv.Hand.HCP()
	}
	if call, ok := adv.Call(); ok {
		j.Call = call.Short()
	}
	for _, c := range adv.Calls {
		j.Calls = append(j.Calls, toJSONCandidate(c))
	}
	for _, c := range adv.Nearest {
		j.Nearest = append(j.Nearest, toJSONCandidate(c))
	}
	if adv.Choice != nil {
		jc := &jsonChoice{Rule: adv.Choice.Rule, Line: adv.Choice.Line}
		for _, c := range adv.Choice.Calls {
			jc.Calls = append(jc.Calls, c.Short())
		}
		j.Choice = jc
	}
	return j
}

func callsShort(calls []bridge.Call) []string {
	out := []string{}
	for _, c := range calls {
		out = append(out, c.Short())
	}
	return out
}

func adviceJSON(a engine.Auction, adv bidder.Advice) any {
	return struct {
		Dealer        string   `json:"dealer"`
		Vulnerability string   `json:"vulnerability"`
		Auction       []string `json:"auction"`
		jsonAdvice
	}{a.Dealer.String(), a.Vulnerability.String(), callsShort(a.Calls), toJSONAdvice(adv)}
}

// jsonStep is one call of `bid --complete --format json`.
type jsonStep struct {
	Index       int         `json:"index"`
	Seat        string      `json:"seat"`
	Call        string      `json:"call"`
	Side        string      `json:"side"` // "system", "opponents" or "given"
	Explanation string      `json:"explanation,omitempty"`
	Note        string      `json:"note,omitempty"`
	Choice      *jsonChoice `json:"choice,omitempty"`
	Constraint  string      `json:"constraint,omitempty"`
	Source      string      `json:"source,omitempty"`
	Rule        string      `json:"rule,omitempty"`
}

type jsonCompletion struct {
	Dealer        string      `json:"dealer"`
	Vulnerability string      `json:"vulnerability"`
	Side          string      `json:"side"`
	Hands         []string    `json:"hands"`
	Calls         []jsonStep  `json:"calls"`
	Ended         bool        `json:"ended"`
	Contract      string      `json:"contract,omitempty"`
	Declarer      string      `json:"declarer,omitempty"`
	Stop          *jsonAdvice `json:"stop,omitempty"`
}

func completionJSON(res bidder.Completion, side engine.Sides, deal bridge.Deal) jsonCompletion {
	a := res.Auction
	j := jsonCompletion{Dealer: a.Dealer.String(), Vulnerability: a.Vulnerability.String(), Side: "ns", Calls: []jsonStep{}, Ended: res.Ended}
	if side == engine.SideEW {
		j.Side = "ew"
	}
	for _, s := range bridge.Seats {
		if side.Has(s) {
			j.Hands = append(j.Hands, s.String()+":"+deal[s].PBN())
		}
	}
	for i := 0; i < res.Given; i++ {
		j.Calls = append(j.Calls, jsonStep{Index: i, Seat: a.Dealer.Add(i).String(), Call: a.Calls[i].Short(), Side: "given"})
	}
	for _, st := range res.Steps {
		js := jsonStep{Index: st.Index, Seat: st.Seat.String(), Call: st.Call.Short(), Side: "opponents", Note: st.Note}
		if st.Ours {
			c := st.Advice.Calls[0]
			js.Side, js.Explanation = "system", c.Meaning.Explanation
			js.Constraint, js.Source, js.Rule = c.Meaning.Constraint.String(), c.Meaning.Source, c.Meaning.Rule
			if st.Advice.Choice != nil {
				js.Choice = toJSONAdvice(*st.Advice).Choice
			}
		}
		j.Calls = append(j.Calls, js)
	}
	if res.Ended {
		j.Contract = res.Contract.PBN()
		if res.Contract.Level > 0 {
			j.Declarer = res.Contract.Declarer.String()
		}
	}
	if res.Stop != nil {
		s := toJSONAdvice(*res.Stop)
		j.Stop = &s
	}
	return j
}

// suggestionText is what the system would have bid, under a lint finding
// (annotate.Suggestion): the system's call and the auction it leads to, each
// line prefixed with indent.
//
//	the system bids 1NT: 12-14 hcp, balanced (magic-dlight/openings.mds:120)
//	the system's auction: 1NT Pass 2♣ Pass 2♥ Pass Pass Pass, 2♥ by S
func suggestionText(s *annotate.Suggestion, indent string) string {
	var b strings.Builder
	if s.Call == "" {
		fmt.Fprintf(&b, "%s%s\n", indent, s.Reason)
		return b.String()
	}
	fmt.Fprintf(&b, "%sthe system bids %s: %s", indent, symbolOf(s.Call), s.Explanation)
	if s.Rule != "" {
		fmt.Fprintf(&b, " (%s)", s.Rule)
	}
	b.WriteByte('\n')
	if len(s.Auction) > 0 {
		var calls []string
		for _, x := range s.Auction {
			calls = append(calls, symbolOf(x))
		}
		fmt.Fprintf(&b, "%sthe system's auction: %s", indent, strings.Join(calls, " "))
		if s.Contract != "" {
			fmt.Fprintf(&b, ", %s", contractSymbol(s.Contract))
		}
		b.WriteByte('\n')
		if s.Reason != "" {
			fmt.Fprintf(&b, "%s(%s)\n", indent, s.Reason)
		}
	}
	return b.String()
}

// symbolOf writes a call of the short form ("1H") with its suit symbol.
func symbolOf(short string) string {
	call, err := bridge.ParseCall(short)
	if err != nil {
		return short
	}
	return call.Symbol()
}

// contractSymbol writes "4H by S" as "4♥ by S", "3NT by N" unchanged.
func contractSymbol(s string) string {
	head, rest, ok := strings.Cut(s, " ")
	if !ok || len(head) < 2 {
		return s
	}
	level, strain := head[:1], head[1:]
	if !strings.HasPrefix(strain, "NT") {
		if x, err := bridge.ParseStrain(strain[:1]); err == nil {
			strain = x.Symbol() + strain[1:]
		}
	}
	return level + strain + " " + rest
}
