package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/internal/safetext"
	"github.com/mdlint/mdlint/lintout"
	"github.com/mdlint/mdlint/record"
)

// writeBoardText writes one board's findings as a player reads them, the
// default text view of `mdlint lint`:
//
//	testdata/examples/club-evening.pbn:55: board 3 (#3 in the file), dealer S, vulnerable EW
//	  auction  [1♥] Pass 2♥ Pass Pass Pass
//	  S Carl Dahl  ♠A5 ♥AKJ73 ♦954 ♣Q82, 14 HCP, 2=5=3=3
//	  error    S 1♥: promised 8-11 HCP, 4+♥: holds 14 HCP [MD001 hcp]
//
// The auction runs from the dealer on one line; each call a finding is
// about is in brackets (and coloured by its worst severity when colour is
// on), an alerted call carries "!". Then the hand of each player a finding
// is about, then the findings in call order, a finding repeated word for
// word shown sameShown times and the rest counted in one line. Text from the record (file
// names, labels, player names) has its control characters replaced, so it
// cannot drive the terminal.
func writeBoardText(w io.Writer, r *annotate.Replay, fs []annotate.Finding, ascii, colour bool) {
	b := r.Board
	var sb strings.Builder
	bold := func(s string) string {
		if colour {
			return "\x1b[1m" + s + "\x1b[0m"
		}
		return s
	}
	loc := termSafe(b.File)
	if b.Pos.Line > 0 {
		loc = fmt.Sprintf("%s:%d", loc, b.Pos.Line)
	}
	where := fmt.Sprintf("#%d in the file", b.Ordinal)
	if room := strings.TrimSpace(b.Room); room != "" {
		where = termSafe(room) + " room, " + where
	}
	sb.WriteString(bold(fmt.Sprintf("%s: %s (%s), dealer %s, vulnerable %s", loc,
		termSafe(lintout.BoardName(b.Label, b.Ordinal)), where, b.Dealer, b.Vulnerability)) + "\n")

	worst := map[int]record.Severity{}
	for _, f := range fs {
		if f.Index >= 0 {
			if s, ok := worst[f.Index]; !ok || f.Severity > s {
				worst[f.Index] = f.Severity
			}
		}
	}
	sb.WriteString("  auction ")
	if len(b.Calls) == 0 {
		sb.WriteString(" (no calls recorded)")
	}
	for i, c := range b.Calls {
		t := c.Call.Symbol()
		if c.Alert {
			t += "!"
		}
		if s, ok := worst[i]; ok {
			t = "[" + t + "]"
			if colour {
				t = "\x1b[" + lintout.SeverityColour[s.String()] + "m" + t + "\x1b[0m"
			}
		}
		sb.WriteString(" " + t)
	}
	sb.WriteString("\n")

	shown := map[bridge.Seat]bool{}
	for _, f := range fs {
		if !f.HasSeat || shown[f.Seat] {
			continue
		}
		shown[f.Seat] = true
		name := f.Seat.String()
		if p := strings.TrimSpace(f.Player); p != "" {
			name += " " + termSafe(p)
		}
		if h, ok := r.HandOf(f.Seat); ok {
			fmt.Fprintf(&sb, "  %s  %s, %d HCP, %s\n", name, h, h.HCP(), h.ShapeString())
		} else {
			fmt.Fprintf(&sb, "  %s  hand not recorded\n", name)
		}
	}

	text := func(f annotate.Finding) string {
		subject := "board"
		if f.HasSeat {
			subject = f.Seat.String()
			if f.HasCall {
				subject += " " + f.Call.Symbol()
			}
		}
		return fmt.Sprintf("%s: %s [%s %s]", subject, termSafe(f.Message), f.RuleID, f.Rule)
	}
	// a finding repeated word for word is shown sameShown times, the
	// last of them followed by the count of the rest
	total, seen := map[string]int{}, map[string]int{}
	for _, f := range fs {
		total[f.Severity.String()+" "+text(f)]++
	}
	for _, f := range fs {
		sev := fmt.Sprintf("%-7s", f.Severity)
		if colour {
			sev = strings.Replace(sev, f.Severity.String(), lintout.Colourize(f.Severity.String()), 1)
		}
		t := text(f)
		key := f.Severity.String() + " " + t
		seen[key]++
		if seen[key] > sameShown {
			continue
		}
		fmt.Fprintf(&sb, "  %s  %s\n", sev, t)
		if f.System != nil {
			sb.WriteString(suggestionText(f.System, "           "))
		}
		if seen[key] == sameShown && total[key] > sameShown {
			fmt.Fprintf(&sb, "           ... and %d more like this\n", total[key]-sameShown)
		}
	}
	sb.WriteString("\n")
	out := sb.String()
	if ascii {
		out = asciiSuits.Replace(out)
	}
	_, _ = io.WriteString(w, out)
}

// termSafe writes the control characters of s (escape sequences,
// carriage returns, bells, bidirectional controls) visibly, as "\x1b",
// so that text from a record cannot move the cursor or recolour the
// terminal, and shows what the record holds (safetext.Line).
func termSafe(s string) string { return safetext.Line(s) }
