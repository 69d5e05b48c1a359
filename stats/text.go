package stats

import (
	"fmt"
	"io"

	"github.com/mdlint/mdlint/internal/safetext"
)

// WriteText writes the report as a player reads it. Player names and
// sequences come from the records: they are written terminal-safe
// (safetext.Line).
func (r Report) WriteText(w io.Writer) {
	fmt.Fprintf(w, "%s, %s of the system side, %.1f%% covered by the notes (%d defined, %d undefined, %d not covered)\n",
		count(r.Boards, "board"), count(r.Calls, "call"), r.Coverage, r.Defined, r.Undefined, r.NotCovered)
	fmt.Fprintln(w, "\nfindings per rule:")
	if len(r.Rules) == 0 {
		fmt.Fprintln(w, "  none")
	}
	for _, rc := range r.Rules {
		fmt.Fprintf(w, "  %s %-20s %6d  %7.1f per 100 boards\n", rc.ID, rc.Name, rc.Count, rc.Per100)
	}
	writeSeqs(w, "sequences with the most deviations", r.Deviations)
	writeSeqs(w, "alerts missed most often", r.MissedAlerts)
	for _, n := range r.Notes {
		fmt.Fprintf(w, "  %s\n", safetext.Line(n))
	}
	if len(r.Players) > 0 {
		fmt.Fprintln(w, "\nper player:")
		for _, p := range r.Players {
			fmt.Fprintf(w, "  %-20s %11s, %5.1f%% covered, %s, %s\n",
				safetext.Line(p.Name), count(p.Calls, "call"), p.Coverage, count(p.Deviations, "deviation"), count(p.MissedAlerts, "missed alert"))
		}
	}
	if len(r.Problems) > 0 {
		fmt.Fprintf(w, "\n%s not read, not in these counts:\n", count(len(r.Problems), "input"))
		for _, p := range r.Problems {
			fmt.Fprintf(w, "  %s: %s\n", safetext.Line(p.File), safetext.Line(p.Message))
		}
	}
}

func writeSeqs(w io.Writer, title string, seqs []Sequence) {
	fmt.Fprintf(w, "\n%s:\n", title)
	if len(seqs) == 0 {
		fmt.Fprintln(w, "  none")
	}
	for _, s := range seqs {
		fmt.Fprintf(w, "  %-24s %5d  typically: %s (%d)\n", safetext.Line(s.Auction), s.Count, safetext.Line(s.Typical), s.TypicalCount)
	}
}

// count writes n and the noun, in the plural unless n is 1: "1 board",
// "2 boards", "0 missed alerts".
func count(n int, noun string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, noun)
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
