package report

import (
	"bufio"
	_ "embed"
	"fmt"
	"html/template"
	"io"
	"sort"
	"strings"

	"github.com/mdlint/mdlint/internal/htmlpage"
	"github.com/mdlint/mdlint/stats"
)

//go:embed assets/report.html.tmpl
var pageTemplate string

//go:embed assets/report.css
var pageCSS string

//go:embed assets/report.js
var pageJS string

var tmpl = htmlpage.Parse("report", template.FuncMap{
	"join":  strings.Join,
	"lower": strings.ToLower,
	"pct":   func(f float64) string { return fmt.Sprintf("%.1f%%", f) },
	"seqs":  func(title string, rows []seqView) seqTable { return seqTable{Title: title, Rows: rows} },
	"fold": func(items []string, noun, sep string) foldView {
		return foldView{items, noun, sep, len(items) > foldAbove}
	},
}, pageTemplate)

// foldAbove is how many values a header field (events, dates, sites) lists
// in full; more are folded under their count ("41 events"), so that a
// season's records do not push the summary off the first screen.
const foldAbove = 3

// foldView is a header field's values, folded when there are many.
type foldView struct {
	Items  []string
	Noun   string // "events": the summary of a folded list is "41 events"
	Sep    string
	Folded bool
}

// page is what the template renders.
type page struct {
	Title       string
	Files       int // the records the boards come from
	Events      []string
	Dates       []string
	Sites       []string
	Pair        []string
	PlayerNames []string
	Side        string
	System      string
	Variant     string
	Version     string
	Stats       stats.Report
	Counts      [3]int
	Devs        []seqView
	Alerts      []seqView
	Notes       []string // lines about whole files (Builder.Note)
	Problems    []string // the inputs not read (Builder.Problem)
	Boards      []*boardView
	CSS         template.CSS
	JS          template.JS
}

type seqTable struct {
	Title string
	Rows  []seqView
}

// seqView is a summary row: a sequence and links to its boards.
type seqView struct {
	stats.Sequence
	Boards []*boardView
	More   int
}

// TableText is what the index and the card say about where the board was
// played: the room when the record names it, and its position in its file.
func (b *boardView) TableText() string {
	if b.Table != "" {
		return fmt.Sprintf("%s, #%d", b.Table, b.Ordinal)
	}
	return fmt.Sprintf("#%d in the file", b.Ordinal)
}

// Write renders the report of the boards added so far to w as one HTML
// document. Control characters from records are written visibly
// (controlWriter): the page never carries a raw ESC, BEL or C1 control.
// It returns the first error of w.
func (b *Builder) Write(w io.Writer) error {
	p := page{Title: "mdlint report", Events: sortedKeys(b.events), Dates: sortedKeys(b.dates), Sites: sortedKeys(b.sites),
		System: b.opts.System, Variant: b.opts.Variant, Version: b.opts.Version, Stats: b.col.Report(b.opts.Top),
		Counts: b.counts, Notes: b.notes, Problems: b.problems, Boards: b.boards, CSS: htmlpage.CSS(pageCSS), JS: template.JS(pageJS)}
	files := map[string]bool{}
	for _, bv := range b.boards {
		files[bv.File] = true
	}
	p.Files = len(files)
	if len(p.Events) == 1 {
		p.Title = p.Events[0] + " · mdlint report"
	}
	for _, n := range b.players {
		p.PlayerNames = append(p.PlayerNames, n)
	}
	less := stats.NameOrder() // Player2 before Player10
	sort.Slice(p.PlayerNames, func(i, j int) bool { return less(p.PlayerNames[i], p.PlayerNames[j]) })
	switch {
	case len(b.opts.Players) > 0:
		p.Pair = b.opts.Players
		p.Side = "the side where " + strings.Join(b.opts.Players, " or ") + " sits"
	default:
		p.Pair = p.PlayerNames
		switch strings.ToLower(b.opts.Side) {
		case "ns":
			p.Side = "North-South"
		case "ew":
			p.Side = "East-West"
		default:
			p.Side = "both sides"
		}
	}
	if len(p.Pair) > 4 {
		p.Pair = []string{fmt.Sprintf("%d players (see the table per player)", len(p.Pair))}
	}
	byID := map[string]*boardView{}
	prev := ""
	for _, bv := range b.boards {
		byID[bv.ID] = bv
		bv.NewFile = bv.File != prev
		prev = bv.File
	}
	p.Devs = b.seqViews("dev:", p.Stats.Deviations, byID)
	p.Alerts = b.seqViews("alert:", p.Stats.MissedAlerts, byID)
	cw := &controlWriter{w: w}
	bw := bufio.NewWriterSize(cw, 64<<10)
	if err := tmpl.Execute(bw, p); err != nil {
		return err
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	return cw.Close()
}

func (b *Builder) seqViews(kind string, seqs []stats.Sequence, byID map[string]*boardView) []seqView {
	out := make([]seqView, 0, len(seqs))
	for _, s := range seqs {
		v := seqView{Sequence: s}
		ids := b.seqs[kind+s.Auction]
		for i, id := range ids {
			if i == b.opts.MaxBoardLinks {
				v.More = len(ids) - i
				break
			}
			v.Boards = append(v.Boards, byID[id])
		}
		out = append(out, v)
	}
	return out
}
