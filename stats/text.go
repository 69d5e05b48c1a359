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
	fmt.Fprintf(w, "%d boards, %d calls of the system side, %.1f%% covered by the notes (%d defined, %d undefined, %d not covered)\n",
		r.Boards, r.Calls, r.Coverage, r.Defined, r.Undefined, r.NotCovered)
	fmt.Fprintln(w, "\nfindings per rule:")
	if len(r.Rules) == 0 {
		fmt.Fprintln(w, "  none")
	}
	for _, rc := range r.Rules {
		fmt.Fprintf(w, "  %s %-20s %6d  %7.1f per 100 boards\n", rc.ID, rc.Name, rc.Count, rc.Per100)
	}
	writeSeqs(w, "sequences with the most deviations", r.Deviations)
	writeSeqs(w, "alerts missed most often", r.MissedAlerts)
	if len(r.Players) > 0 {
		fmt.Fprintln(w, "\nper player:")
		for _, p := range r.Players {
			fmt.Fprintf(w, "  %-20s %5d calls, %5.1f%% covered, %d deviations, %d missed alerts\n",
				safetext.Line(p.Name), p.Calls, p.Coverage, p.Deviations, p.MissedAlerts)
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
