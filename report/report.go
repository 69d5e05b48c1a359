// Package report writes the post-mortem of a session as one self-contained
// HTML file (`mdlint report`): a header (event, date, site, the pair and
// the side, system, mdlint's version), the summary of package stats as
// tables, an index with a row per board, and a card per board with the
// compass diagram, the auction grid starting with West, the system's
// explanation of each of the side's calls, each lint finding at the call
// it is about, a BBO handviewer link (lin-format.md section 6) and the
// `mdlint explain` line that reproduces the verdict.
//
// The page is made with html/template, so every text that comes from a
// record (names, labels, explanations) is escaped for its context; the
// style sheet and the small filter script are embedded and inlined, so the
// file opens offline and makes no network request.
package report

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/record"
	"github.com/mdlint/mdlint/stats"
)

// Options say what the header tells and how the explain lines are written.
type Options struct {
	// Side is the --side value ("ns", "ew", "both" or ""), Players the
	// --players list; the header names the pair and side from them.
	Side    string
	Players []string
	// System names the system ("Magic D-light", or the --system file);
	// Variant is the variant of the weak openings ("brown", "red").
	System  string
	Variant string
	// Version is mdlint's version line.
	Version string
	// ExplainFlags are global flags every explain line repeats so that it
	// reproduces the verdict with the same system ("--variant red",
	// "--system FILE"); "" for the defaults.
	ExplainFlags string
	// Top is the number of sequences per summary table (<= 0: 10).
	Top int
	// MaxBoardLinks is how many board links a summary row lists before
	// "and N more" (<= 0: 12).
	MaxBoardLinks int
}

// Builder collects boards for one report. Add is called once per board in
// the order the boards are to appear; it is not safe for concurrent use.
type Builder struct {
	opts     Options
	col      *stats.Collector
	boards   []*boardView
	seqs     map[string][]string // "dev:" or "alert:" + auction prefix -> board IDs
	players  map[string]string   // lower-case name -> first spelling
	events   map[string]bool
	sites    map[string]bool
	dates    map[string]bool
	counts   [3]int
	notes    []string // "file: message" lines for the summary (Note)
	problems []string // "file: message" lines of the inputs not read (Problem)
}

// New returns an empty Builder.
func New(opts Options) *Builder {
	if opts.Top <= 0 {
		opts.Top = 10
	}
	if opts.MaxBoardLinks <= 0 {
		opts.MaxBoardLinks = 12
	}
	return &Builder{opts: opts, col: stats.New(), seqs: map[string][]string{}, players: map[string]string{},
		events: map[string]bool{}, sites: map[string]bool{}, dates: map[string]bool{}}
}

// Boards returns the number of boards added so far.
func (b *Builder) Boards() int { return len(b.boards) }

// Note adds a line about a whole file to the summary, as lint prints it
// ("club.pbn: alerts not checked: this file records no alerts",
// annotate.FileResult.AlertsNote). Text only: the template escapes it.
func (b *Builder) Note(file, message string) {
	b.notes = append(b.notes, file+": "+message)
}

// Problem adds an input that was not read to the summary: a file that
// cannot be read or holds no board, an argument that does not exist, a
// directory without a record file ("empty.pbn: no boards: the file is
// empty"), so that the page does not pass for the whole session. Text
// only: the template escapes it.
func (b *Builder) Problem(file, message string) {
	b.problems = append(b.problems, file+": "+message)
}

// Add adds one board: its replay and the findings lint gave it (the
// signature of annotate.Job.Visit). The replay is not kept.
func (b *Builder) Add(r *annotate.Replay, findings []annotate.Finding) {
	b.col.Visit(r, findings)
	rec := r.Board
	for _, v := range []struct {
		m map[string]bool
		s string
	}{{b.events, rec.Event}, {b.sites, rec.Site}, {b.dates, rec.Date}} {
		if s := strings.TrimSpace(v.s); s != "" && s != "?" && s != "#" {
			v.m[s] = true
		}
	}
	bv := newBoardView(len(b.boards)+1, r, findings, b.opts.ExplainFlags)
	for _, f := range findings {
		b.counts[f.Severity]++
		if f.Index < 0 || f.Index >= len(r.Auction.Calls) {
			continue
		}
		key := ""
		switch {
		case f.Rule == annotate.RuleMissingAlert.Name:
			key = "alert:"
		case stats.Deviation(f.Rule):
			key = "dev:"
		default:
			continue
		}
		key += stats.Prefix(r.Auction.Calls[:f.Index+1])
		ids := b.seqs[key]
		if len(ids) == 0 || ids[len(ids)-1] != bv.ID {
			b.seqs[key] = append(ids, bv.ID)
		}
	}
	for _, s := range bridge.Seats {
		if !r.Sides.Has(s) {
			continue
		}
		if n := strings.TrimSpace(rec.Players[s]); n != "" {
			if _, ok := b.players[strings.ToLower(n)]; !ok {
				b.players[strings.ToLower(n)] = n
			}
		}
	}
	b.boards = append(b.boards, bv)
}

// boardView is one board's card as the template shows it.
type boardView struct {
	ID       string // "b12": the anchor of the card
	Label    string // "Board 9"
	File     string
	Base     string // the file's base name
	Ordinal  int
	Table    string // "Open room", "table 2 of the file": where one label was played
	Dealer   string
	Vul      string
	Hands    [4]handView // North, West, East, South (the diagram's order)
	Rows     [][4]*callView
	Expl     []explView
	Findings []findingView
	Worst    string // "error", "warning", "info", "clean" or "unchecked" (no auction)
	Counts   [3]int
	Contract string
	Result   string
	HV       string // handviewer URL
	NewFile  bool   // the first board of its file in the report
	Players  string // the names of the side's players, lower-case, "|"-separated (filter)
}

type handView struct {
	Seat       string // "N"
	Class      string // "h n vul": the seat's place in the diagram, vulnerable or not
	Name       string
	Known      bool
	S, H, D, C string // the ranks of each suit, "AKT4", "—" for a void
	HCP        int
	Dealer     bool
}

type callView struct {
	ID      string // "b12c3"
	Anchor  bool   // the call is linked to (numbered or with a finding): it carries ID
	Plain   bool   // an opponent's call without mark, number or finding: just the text
	Class   string // "o" for the side's calls, "r" for a red suit, "bad error" at a finding
	Text    string
	Alert   bool
	Num     int    // explanation number, 0 when none
	Finding string // anchor of its first finding
}

type explView struct {
	Num      int
	CallID   string
	Seat     string
	Call     string
	Text     string // the system's explanation, or what the notes say about the call
	Status   string // "defined", "undefined", "not-covered"
	Promise  string // the envelope: "8-11 HCP, 4+♥"
	Source   string // "notes 6.3.4 line 324"
	Rule     string // "magic-dlight/nt-module.mds:1009"
	Alert    bool   // the system alerts the call
	Recorded string // the record's own explanation when it differs
}

type findingView struct {
	ID       string
	CallID   string // "" for a board-level finding
	Index    int
	Severity string
	RuleID   string
	Rule     string
	Seat     string
	Player   string
	Call     string
	Message  string
	Meaning  string // what the call means in the system
	Promise  string
	Hand     string // the offender's HCP and shape ("S 14 HCP, 2=5=3=3"), "" when the hand is unknown
	Source   string
	SysRule  string
	Pos      string // "file:line:col" of the call in the record
	Explain  string // the mdlint explain line
	Where    string // notes, system line and the call's line and column, " · "-separated
	Mark     string // "✖ error"
	// System is what the system would have bid at the first call where
	// the side left it, and the auction it leads to (annotate.Suggestion,
	// filled when the job has a Suggest hook), "" otherwise.
	System string
}

var seatOrder = [4]bridge.Seat{bridge.North, bridge.West, bridge.East, bridge.South}

func newBoardView(n int, r *annotate.Replay, findings []annotate.Finding, explainFlags string) *boardView {
	rec := r.Board
	bv := &boardView{ID: fmt.Sprintf("b%d", n), Label: label(rec), File: rec.File, Base: filepath.Base(rec.File), Ordinal: rec.Ordinal,
		Dealer: rec.Dealer.String(), Vul: vulText(rec.Vulnerability), Contract: rec.Contract, Result: rec.Result}
	if rec.Room != "" {
		bv.Table = rec.Room
	}
	var names []string
	for i, s := range seatOrder {
		h := handView{Seat: s.String(), Class: "h " + strings.ToLower(s.String()), Name: strings.TrimSpace(rec.Players[s]),
			Known: rec.Known[s], Dealer: s == rec.Dealer}
		if rec.Vulnerability.IsVulnerable(s) {
			h.Class += " vul"
		}
		if r.Sides.Has(s) && h.Name != "" {
			names = append(names, strings.ToLower(h.Name))
		}
		if h.Known {
			hand := rec.Deal[s]
			h.HCP = hand.HCP()
			h.S, h.H, h.D, h.C = ranks(hand, bridge.Spades), ranks(hand, bridge.Hearts), ranks(hand, bridge.Diamonds), ranks(hand, bridge.Clubs)
		}
		bv.Hands[i] = h
	}
	bv.Players = strings.Join(names, "|")

	// Findings first: the grid marks the calls they are about.
	worst := -1
	byCall := map[int][]int{}
	for k, f := range findings {
		fv := findingView{ID: fmt.Sprintf("%sf%d", bv.ID, k+1), Index: f.Index, Severity: f.Severity.String(),
			RuleID: f.RuleID, Rule: f.Rule, Player: f.Player, Message: f.Message, Meaning: f.Meaning,
			Mark: sevMark[f.Severity.String()] + " " + f.Severity.String()}
		bv.Counts[f.Severity]++
		worst = max(worst, int(f.Severity))
		if f.HasSeat {
			fv.Seat = f.Seat.String()
		}
		if f.HasCall {
			fv.Call = f.Call.Symbol()
		}
		if f.Index >= 0 && f.Index < len(rec.Calls) {
			fv.CallID = fmt.Sprintf("%sc%d", bv.ID, f.Index+1)
			byCall[f.Index] = append(byCall[f.Index], k)

			if f.HasSeat && rec.Known[f.Seat] {
				h := rec.Deal[f.Seat]
				// the cards are in the diagram above
				fv.Hand = fmt.Sprintf("%s %d HCP, %s", f.Seat, h.HCP(), h.ShapeString())
			}
			if f.Index < len(r.Meanings) {
				m := r.Meanings[f.Index]
				fv.Promise = annotate.Promise(m)
				fv.Source, fv.SysRule = source(m), m.Rule
			}
			end := f.Index + 1
			if r.Illegal != nil && r.Illegal.Index < end {
				end = r.Illegal.Index // explain rejects an illegal auction
			}
			if len(byCall[f.Index]) == 1 { // one line per call: it reproduces every finding there
				fv.Explain = explainLine(rec, r.Sides, r.Auction.Calls[:end], explainFlags)
			}
		}
		// The finding's own position (its call, or the board's start);
		// the record's when the finding carries none.
		pos := f.Pos
		if pos.Line <= 0 && f.Index >= 0 && f.Index < len(rec.Calls) {
			pos = rec.Calls[f.Index].Pos
		}
		if pos.Line <= 0 {
			pos = rec.Pos
		}
		if pos.Line > 0 {
			fv.Pos = fmt.Sprintf("line %d:%d", pos.Line, pos.Col)
		}
		fv.Where = fv.where()
		fv.System = suggestionLine(f.System)
		bv.Findings = append(bv.Findings, fv)
	}
	bv.Worst = "clean"
	if len(rec.Calls) == 0 {
		// nothing was checked: a board without an auction is not clean
		bv.Worst = "unchecked"
	}
	if worst >= 0 {
		bv.Worst = record.Severity(worst).String()
	}

	// The auction grid, West first.
	col := (int(rec.Dealer) + 1) % 4
	row := [4]*callView{}
	num := 0
	for i, c := range rec.Calls {
		cv := &callView{ID: fmt.Sprintf("%sc%d", bv.ID, i+1), Text: c.Call.Symbol(), Alert: c.Alert}
		if c.Call.Kind == bridge.Pass {
			cv.Text = "Pass"
		}
		var class []string
		seat := r.Auction.Seat(i)
		if r.Sides.Has(seat) {
			class = append(class, "o")
		}
		if c.Call.IsBid() && (c.Call.Strain == bridge.StrainHearts || c.Call.Strain == bridge.StrainDiamonds) {
			class = append(class, "r")
		}
		if i < len(r.Meanings) {
			m := r.Meanings[i]
			if m.Side == "system" && (m.Status == engine.Defined && m.Explanation != "" || len(byCall[i]) > 0) {
				num++
				cv.Num = num
				ev := explView{Num: num, CallID: cv.ID, Seat: seat.String(), Call: c.Call.Symbol(), Text: m.Explanation,
					Status: string(m.Status), Promise: annotate.Promise(m), Source: source(m), Rule: m.Rule, Alert: m.Alert}
				if c.HasExplanation && strings.TrimSpace(c.Explanation) != "" && c.Explanation != m.Explanation {
					ev.Recorded = c.Explanation
				}
				bv.Expl = append(bv.Expl, ev)
			}
		}
		if ks := byCall[i]; len(ks) > 0 {
			cv.Finding = bv.Findings[ks[0]].ID
			w := record.Info
			for _, k := range ks {
				w = max(w, findings[k].Severity)
			}
			class = append(class, "bad", w.String())
		}
		cv.Class = strings.Join(class, " ")
		cv.Anchor = cv.Num > 0 || cv.Finding != ""
		cv.Plain = !cv.Anchor && !cv.Alert && cv.Class == ""
		row[col] = cv
		col++
		if col == 4 {
			bv.Rows = append(bv.Rows, row)
			row, col = [4]*callView{}, 0
		}
	}
	if col > 0 {
		bv.Rows = append(bv.Rows, row)
	}
	bv.HV = HandviewerURL(rec, r.Meanings)
	return bv
}

// sevMark marks each severity by a shape as well as a colour.
var sevMark = map[string]string{"error": "✖", "warning": "▲", "info": "●", "clean": "✓", "unchecked": "–"}

// WorstMark is the board's worst severity with its mark: "✖ error".
func (b *boardView) WorstMark() string { return sevMark[b.Worst] + " " + b.Worst }

// where joins the places a finding comes from: the notes, the system line
// and the call's line and column in the record, each only when known.
func (f *findingView) where() string {
	var out []string
	if f.Source != "" {
		out = append(out, f.Source)
	}
	if f.SysRule != "" {
		out = append(out, "system "+f.SysRule)
	}
	if f.Pos != "" {
		out = append(out, f.Pos)
	}
	return strings.Join(out, " · ")
}

// label is how the report names a board: the record's label with "Board"
// in front, "#n" (its ordinal) when it has none; a vugraph qx label of a
// room ("o12", "c12") loses its room letter, which the card gives as the
// table.
func label(rec *record.Board) string {
	l := strings.TrimSpace(rec.Label)
	if rec.Room != "" && len(l) > 1 && (l[0] == 'o' || l[0] == 'c') && strings.Trim(l[1:], "0123456789") == "" {
		l = l[1:] // a vugraph qx label ("c47"): the room is said apart
	}
	switch {
	case l == "":
		return fmt.Sprintf("Board #%d", rec.Ordinal)
	case strings.HasPrefix(strings.ToLower(l), "board"):
		return "Board " + strings.TrimSpace(l[len("board"):])
	}
	return "Board " + l
}

// vulText words the vulnerability as players say it: "None", "NS", "EW",
// "Both".
func vulText(v bridge.Vulnerability) string { return v.String() }

// ranks writes the ranks of suit s in hand h, highest first, "10" as "T"
// as in the records, and an em dash for a void.
func ranks(h bridge.Hand, s bridge.Suit) string {
	bits := h.SuitBits(s)
	if bits == 0 {
		return "—"
	}
	var b strings.Builder
	for r := bridge.Ace; ; r-- {
		if bits&(1<<r) != 0 {
			b.WriteString(r.String())
		}
		if r == bridge.Two {
			break
		}
	}
	return b.String()
}

// source words where the notes give a meaning: "notes 6.3.4, line 324".
func source(m engine.Meaning) string {
	s := m.Source
	if m.NotesLines.Min > 0 {
		if m.NotesLines.Max > m.NotesLines.Min {
			s += fmt.Sprintf(", lines %d-%d", m.NotesLines.Min, m.NotesLines.Max)
		} else {
			s += fmt.Sprintf(", line %d", m.NotesLines.Min)
		}
	}
	return strings.TrimPrefix(s, ", ")
}

// explainLine is the `mdlint explain` command that replays calls on board
// rec for the given sides.
func explainLine(rec *record.Board, sides engine.Sides, calls []bridge.Call, flags string) string {
	var b strings.Builder
	b.WriteString("mdlint ")
	if flags != "" {
		b.WriteString(flags + " ")
	}
	side := "both"
	switch sides {
	case engine.SideNS:
		side = "ns"
	case engine.SideEW:
		side = "ew"
	}
	fmt.Fprintf(&b, "explain --dealer %s --vul %s --side %s", rec.Dealer, strings.ToLower(rec.Vulnerability.String()), side)
	for _, c := range calls {
		b.WriteString(" " + c.Short())
	}
	return b.String()
}

// sortedKeys returns the keys of m in order.
func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// suggestionLine words an annotate.Suggestion on one line: "1NT (12-14
// hcp, balanced); the system's auction 1NT Pass 2♣ Pass 2♥ Pass Pass
// Pass, 2H by S"; "" for nil.
func suggestionLine(s *annotate.Suggestion) string {
	if s == nil {
		return ""
	}
	if s.Call == "" {
		return s.Reason
	}
	var b strings.Builder
	b.WriteString(symbol(s.Call))
	if s.Explanation != "" {
		fmt.Fprintf(&b, " (%s)", s.Explanation)
	}
	if len(s.Auction) > 0 {
		var calls []string
		for _, c := range s.Auction {
			calls = append(calls, symbol(c))
		}
		fmt.Fprintf(&b, "; the system's auction %s", strings.Join(calls, " "))
		if s.Contract != "" {
			fmt.Fprintf(&b, ", %s", contractSymbol(s.Contract))
		}
		if s.Reason != "" {
			fmt.Fprintf(&b, " (%s)", s.Reason)
		}
	}
	return b.String()
}

// contractSymbol writes "4H by S" as "4♥ by S" ("3NT by N", "Pass" as they
// are).
func contractSymbol(s string) string {
	head, rest, ok := strings.Cut(s, " ")
	if !ok || len(head) < 2 || strings.HasPrefix(head[1:], "NT") {
		return s
	}
	st, err := bridge.ParseStrain(head[1:2])
	if err != nil {
		return s
	}
	return head[:1] + st.Symbol() + head[2:] + " " + rest
}

// symbol writes a call of the short form ("1H", "P") as players read it.
func symbol(short string) string {
	c, err := bridge.ParseCall(short)
	if err != nil {
		return short
	}
	if c.Kind == bridge.Pass {
		return "Pass"
	}
	return c.Symbol()
}
