package annotate

import (
	"strings"
	"unicode/utf8"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/record"
)

// MaxAlertLength is the length in characters (runes) an alert explanation
// is kept to where possible: BBO shows about this much in its call
// tooltip, and a PBN note line must stay under 255 bytes.
const MaxAlertLength = 60

// alertText is the explanation written for a call: the convention name
// first when the meaning has one ("Stayman: asks for a major"), then the
// system's explanation, cut at a word boundary to MaxAlertLength characters
// where the words allow.
func alertText(m engine.Meaning) string {
	text := strings.TrimSpace(m.Explanation)
	if c := strings.TrimSpace(m.Convention); c != "" && !strings.HasPrefix(strings.ToLower(text), strings.ToLower(c)) {
		if text == "" {
			text = c
		} else {
			text = c + ": " + text
		}
	}
	return shorten(text, MaxAlertLength)
}

// AlertText returns the explanation mdlint writes for a call with meaning
// m: the convention name first when there is one, at most MaxAlertLength
// characters where a word boundary allows.
func AlertText(m engine.Meaning) string { return alertText(m) }

// shorten cuts s to at most n runes at the last space before the limit,
// adding "..." (ASCII, which every file encoding can hold, where "…" is
// not in Latin-1); a single word longer than n is cut hard.
func shorten(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	runes := []rune(s)
	cut := string(runes[:n-3])
	if sp := strings.LastIndexByte(cut, ' '); sp > n/2 {
		cut = cut[:sp]
	}
	return strings.TrimRight(cut, " ,;:-") + "..."
}

// AnnotateOptions say which calls get an explanation.
type AnnotateOptions struct {
	// ExplainAll also explains natural calls (not only alertable ones).
	ExplainAll bool
	// Overwrite replaces explanations the record already has; by default
	// they are kept.
	Overwrite bool
}

// Annotate sets the explanation of each call of the system side that the
// replay gives an alertable meaning (with ExplainAll, every defined call
// with an explanation; natural calls are then explained without an alert
// mark where the format allows it, record.Describer) on the editable board eb, which must be the board
// the replay was made from. Calls the notes do not cover, undefined calls
// and the opponents' calls are left alone. It returns the number of calls
// explained and the first error of the board's writer (e.g. a LIN board
// read from a percent-encoded handviewer link that cannot be edited).
func Annotate(r *Replay, eb record.EditableBoard, opts AnnotateOptions) (int, error) {
	n := 0
	calls := eb.Record().Calls
	for i, m := range r.Meanings {
		if m.Side != "system" || m.Status != engine.Defined {
			continue
		}
		if !m.Alert && !opts.ExplainAll {
			continue
		}
		text := alertText(m)
		if text == "" || strings.EqualFold(text, "natural") {
			continue // "natural" alone tells a reader nothing
		}
		if calls[i].HasExplanation && strings.TrimSpace(calls[i].Explanation) != "" && !opts.Overwrite {
			continue
		}
		set := eb.SetExplanation
		if d, ok := eb.(record.Describer); ok && !m.Alert {
			set = d.SetDescription // a natural call is explained, not alerted
		}
		if err := set(i, text); err != nil {
			return n, err
		}
		n++
	}
	return n, nil
}
