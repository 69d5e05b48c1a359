package annotate

import (
	"errors"
	"strings"
	"unicode/utf8"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/internal/safetext"
	"github.com/mdlint/mdlint/record"
)

// MaxAlertLength is the length in characters (runes) an alert explanation
// is kept to where the words allow ("≤ 60 characters where
// possible"): BBO shows about this much at a glance.
const MaxAlertLength = 60

// HardAlertLength is the most an alert explanation is ever given: BBO cuts
// explanations at about 100 characters (lin-format.md §4), and a PBN note
// line must stay under 255 bytes. Between MaxAlertLength and this, the
// text is kept whole when it fits, or cut at the end of a clause, so that
// the strength and the suit a call shows are not lost to a word count.
const HardAlertLength = 100

// alertText is the explanation written for a call: the convention name
// first when the meaning has one ("Stayman: asks for a major"), then the
// system's explanation; see shorten for the length.
func alertText(m engine.Meaning) string { return shorten(FullAlertText(m)) }

// FullAlertText returns the whole explanation of a call with meaning m,
// uncut: the convention name first when there is one, then the system's
// explanation, "hcp" written "HCP". It is the text every format starts
// from (the BBOalert export fits it to BBOalert's alert box itself).
func FullAlertText(m engine.Meaning) string {
	// nothing a terminal or a viewer acts on is written into a record
	text := strings.TrimSpace(safetext.Explanation(m.Explanation))
	return upperHCP(withConvention(text, strings.TrimSpace(safetext.Explanation(m.Convention))))
}

// withConvention puts convention name c before explanation text, once:
// a text that names the convention already is kept ("4-ace Blackwood:
// asks for aces", not "Blackwood: 4-ace Blackwood: …"; "jump to
// 5-over-trump: …"); a text whose first word before a colon begins the
// name gets the whole name there ("negative: 6+ HCP" under "negative
// double" is "negative double: 6+ HCP"); any other text gets "NAME: "
// in front.
func withConvention(text, c string) string {
	if c == "" {
		return text
	}
	if text == "" {
		return c
	}
	lt, lc := strings.ToLower(text), strings.ToLower(c)
	if strings.Contains(lt, lc) {
		return text
	}
	if head, rest, ok := strings.Cut(text, ": "); ok && !strings.Contains(head, " ") && strings.HasPrefix(lc, strings.ToLower(head)+" ") {
		return c + ": " + rest
	}
	return c + ": " + text
}

// upperHCP writes the notes' lower-case word "hcp" as the standard "HCP"
// whichever the system file used: every "hcp" with no letter, digit or
// underscore on either side (as the regular expression `\bhcp\b` finds
// it; a scan, because it runs for every alertable call).
func upperHCP(s string) string {
	i := strings.Index(s, "hcp")
	if i < 0 {
		return s
	}
	word := func(c byte) bool {
		return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
	}
	var b []byte
	for i >= 0 {
		if (i == 0 || !word(s[i-1])) && (i+3 == len(s) || !word(s[i+3])) {
			if b == nil {
				b = []byte(s)
			}
			copy(b[i:], "HCP")
		}
		j := strings.Index(s[i+3:], "hcp")
		if j < 0 {
			break
		}
		i += 3 + j
	}
	if b == nil {
		return s
	}
	return string(b)
}

// AlertText returns the explanation mdlint writes for a call with meaning
// m: the convention name first when there is one, at most MaxAlertLength
// characters where the text allows and never more than HardAlertLength.
func AlertText(m engine.Meaning) string { return alertText(m) }

// shorten fits s to HardAlertLength runes (fit).
func shorten(s string) string { return fit(s, HardAlertLength) }

// abbreviations are the bridge players' short forms fit writes, in this
// order, one at a time, until a text fits: each saves a few characters
// and loses nothing a player needs.
var abbreviations = []struct{ long, short string }{
	{"support", "supp"},
	{"balanced", "bal"},
	{"invitational", "inv"},
	{"game-forcing", "GF"},
	{"game forcing", "GF"},
	{"about", "c."},
	{"with", "w/"},
	{"unbalanced", "unbal"},
	{"forcing", "F"},
}

// fit keeps s when it has at most limit runes (limit 0: any length).
// A longer text is first written with the usual abbreviations (support
// "supp", balanced "bal", invitational "inv", game-forcing "GF", about
// "c.", with "w/"...), one word after the other until it fits, so that
// every hand type the call shows stays in the text (a transfer raise's
// "(or invitational with a long suit)" is a second hand type, not an
// aside). Only a text still too long is cut: at the last clause end ("; ",
// ", ", ". ", or before a " (" aside) between MaxAlertLength and limit
// runes, else at the last space before limit, and marked with "..."
// (ASCII, which every file encoding can hold, where "…" is not in
// Latin-1); a single word longer than that is cut hard.
func fit(s string, limit int) string {
	if limit <= 0 || len(s) <= limit || utf8.RuneCountInString(s) <= limit {
		return s
	}
	for _, a := range abbreviations {
		s = replaceWord(s, a.long, a.short)
		if utf8.RuneCountInString(s) <= limit {
			return s
		}
	}
	runes := []rune(s)
	cut := string(runes[:limit-3])
	best := -1
	for i := range cut {
		// a clause end outside brackets: the cut never leaves one open
		if !strings.HasPrefix(cut[i:], "; ") && !strings.HasPrefix(cut[i:], ", ") &&
			!strings.HasPrefix(cut[i:], ". ") && !strings.HasPrefix(cut[i:], " (") {
			continue
		}
		if strings.Count(cut[:i], "(") == strings.Count(cut[:i], ")") && utf8.RuneCountInString(cut[:i]) >= MaxAlertLength {
			best = i
		}
	}
	if best < 0 {
		if sp := strings.LastIndexByte(cut, ' '); sp > len(cut)/2 {
			best = sp
		}
	}
	if best >= 0 {
		cut = cut[:best]
	}
	return strings.TrimRight(cut, " ,;:-.") + "..."
}

// replaceWord replaces every whole-word occurrence of old in s (no
// letter on either side; case as written) by repl.
func replaceWord(s, old, repl string) string {
	letter := func(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' }
	var b strings.Builder
	for {
		i := strings.Index(s, old)
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		end := i + len(old)
		if (i == 0 || !letter(s[i-1])) && (end == len(s) || !letter(s[end])) {
			b.WriteString(s[:i])
			b.WriteString(repl)
		} else {
			b.WriteString(s[:end])
		}
		s = s[end:]
	}
}

// ExplanationLimit is implemented by boards whose format limits the length
// of an explanation (in runes). Annotate fits each text to it; a board
// without the method gets HardAlertLength (BBO's LIN "an" limit). PBN
// boards give a [Note] the whole text up to its line limit.
type ExplanationLimit interface {
	ExplanationLimit() int
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
// explained, the number of calls whose own, different explanation in the
// record was kept (without opts.Overwrite; an explanation equal to the
// system's is not counted), and the first error of the board's writer
// (e.g. a LIN board read from a percent-encoded handviewer link that
// cannot be edited).
//
// Without opts.Overwrite the board is put in insert-only mode
// (record.InsertOnly): a call whose explanation would replace bytes the
// file has (a malformed note reference, an existing an| value) is left as
// it is; the first such refusal is returned (wrapping record.ErrRewrite)
// after the other calls are explained.
func Annotate(r *Replay, eb record.EditableBoard, opts AnnotateOptions) (explained, kept int, err error) {
	n := 0
	calls := eb.Record().Calls
	limit := HardAlertLength
	if l, ok := eb.(ExplanationLimit); ok {
		limit = l.ExplanationLimit()
	}
	var refused error
	if io, ok := eb.(record.InsertOnly); ok {
		io.SetInsertOnly(!opts.Overwrite)
	}
	for i, m := range r.Meanings {
		if m.Side != "system" || m.Status != engine.Defined {
			continue
		}
		if !m.Alert && !opts.ExplainAll {
			continue
		}
		text := fit(FullAlertText(m), limit)
		if text == "" || strings.EqualFold(text, "natural") {
			continue // "natural" alone tells a reader nothing
		}
		if have := strings.TrimSpace(calls[i].Explanation); calls[i].HasExplanation && have != "" && !opts.Overwrite {
			if have != text {
				kept++
			}
			continue
		}
		set := eb.SetExplanation
		if d, ok := eb.(record.Describer); ok && !m.Alert {
			set = d.SetDescription // a natural call is explained, not alerted
		}
		if err := set(i, text); err != nil {
			if errors.Is(err, record.ErrRewrite) {
				if refused == nil {
					refused = err
				}
				continue
			}
			return n, kept, err
		}
		n++
	}
	return n, kept, refused
}
