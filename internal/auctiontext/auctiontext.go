// Package auctiontext reads an auction as a player types it on the command
// line (`mdlint explain`, `mdlint bid`, `mdlint check --at`): "1NT-P-2♣",
// "1n p 2c", "1♣, 1♦, 1NT", "1N (X) XX", "1NT - 2C", "1S P 4S AP".
//
// The spellings are the common ones of bridge writing and of the online
// clubs: calls separated by spaces, dashes, commas, semicolons or slashes;
// a bid is a level 1-7 and a strain written as a letter (C D H S, N or NT,
// either case) or a suit symbol (♣♦♥♠, also ♧♢♡♤); a pass is P, Pass or a
// dash standing alone; a double X, D, Dbl or Double; a redouble XX, R,
// Rdbl, Redbl or Redouble. An opponent's call may be written in
// parentheses, "(2♠)", and an alerted call may carry BBO's "!" or a "*".
// "AP" (all pass) ends the auction with the passes it needs.
package auctiontext

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/mdlint/mdlint/bridge"
)

// Error is a word of the text that is not a call: Col is its column (1-based,
// in code points, in the text as given), Word the word as typed, and Why
// what is wrong with it.
type Error struct {
	Text string
	Col  int
	Word string
	Why  string
}

// Error words e for a player: `column 5 of "1N P 2Z": "2Z" is not a call (...)`.
func (e *Error) Error() string {
	return fmt.Sprintf("column %d of %q: %q %s", e.Col, e.Text, e.Word, e.Why)
}

// spellings is what the message on a word that is not a call lists.
const spellings = "is not a call (write bids as 1C..7NT or 1♣..7♠, a pass as P, Pass or -, a double as X or Dbl, a redouble as XX or Rdbl)"

// Parse reads text as an auction from the dealer on. It returns the calls,
// or an *Error naming the column of the first word that is not a call. An
// "AP" adds the passes that end the auction (three after a bid, four when
// nothing was bid) and must be the last word. Parse does not check that
// the auction is legal (bridge.Auction.Legal does).
func Parse(text string) ([]bridge.Call, error) {
	calls, _, err := ParseMarked(text)
	return calls, err
}

// ParseMarked reads text as Parse does and also returns, for each call,
// whether it was written in parentheses, the way bridge writing marks the
// opponents' calls ("(1♠) 2♣ (P) 2♠": the 2♣ bidder's side is ours). The
// passes "AP" adds are not marked. The errors are Parse's.
func ParseMarked(text string) ([]bridge.Call, []bool, error) {
	var calls []bridge.Call
	var theirs []bool
	words := split(text)
	for k, w := range words {
		word := w.s
		core := strings.TrimSuffix(strings.TrimSuffix(word, "!"), "*")
		paren := false
		if strings.HasPrefix(core, "(") && strings.HasSuffix(core, ")") && len(core) > 2 {
			core = core[1 : len(core)-1]
			paren = true
		}
		if strings.EqualFold(core, "AP") || strings.EqualFold(core, "all pass") {
			if k != len(words)-1 {
				return nil, nil, &Error{Text: text, Col: w.col, Word: word, Why: "(all pass) ends the auction: no call may follow it"}
			}
			more := allPass(calls)
			calls = append(calls, more...)
			theirs = append(theirs, make([]bool, len(more))...)
			continue
		}
		c, ok := call(core)
		if !ok {
			return nil, nil, &Error{Text: text, Col: w.col, Word: word, Why: spellings}
		}
		calls = append(calls, c)
		theirs = append(theirs, paren)
	}
	return calls, theirs, nil
}

// allPass returns the passes that end an auction of calls: three after the
// last bid, or four when nothing was bid, less those already made.
func allPass(calls []bridge.Call) []bridge.Call {
	need, bid := 4, false
	trailing := 0
	for _, c := range calls {
		if c.Kind == bridge.Pass {
			trailing++
			continue
		}
		trailing = 0
		bid = true
	}
	if bid {
		need = 3
	}
	var out []bridge.Call
	for i := trailing; i < need; i++ {
		out = append(out, bridge.PassCall)
	}
	return out
}

// call reads one word: a bid, pass, double or redouble in any common
// spelling, either case.
func call(w string) (bridge.Call, bool) {
	switch strings.ToUpper(w) {
	case "P", "PASS", "-", "—", "–":
		return bridge.PassCall, true
	case "X", "D", "DBL", "DB", "DOUBLE":
		return bridge.DoubleCall, true
	case "XX", "R", "RDBL", "REDBL", "RE", "REDOUBLE":
		return bridge.RedoubleCall, true
	}
	if len(w) < 2 || w[0] < '1' || w[0] > '7' {
		return bridge.Call{}, false
	}
	st := w[1:]
	switch strings.ToUpper(st) {
	case "N", "NT", "NT.", "SA":
		return bridge.NewBid(int(w[0]-'0'), bridge.NoTrump), true
	}
	if s, err := bridge.ParseStrain(st); err == nil {
		return bridge.NewBid(int(w[0]-'0'), s), true
	}
	return bridge.Call{}, false
}

// word is one word of the text and its column (1-based, in code points).
type word struct {
	s   string
	col int
}

// split cuts text into words at white space, commas, semicolons and
// slashes, and at dashes: a dash between two calls ("1NT-P-2♣") separates
// them, a dash standing alone ("1NT - 2♣", "- - 1♠") is a pass. A
// parenthesised call keeps its parentheses ("(2♠)"); "all pass" is one
// word.
func split(text string) []word {
	var out []word
	col := 0
	start, startCol := -1, 0
	flush := func(end int) {
		if start >= 0 {
			out = append(out, word{text[start:end], startCol})
			start = -1
		}
	}
	for i, r := range text {
		col++
		switch {
		case unicode.IsSpace(r) || r == ',' || r == ';' || r == '/':
			flush(i)
		case r == '-' || r == '–' || r == '—':
			if start >= 0 {
				flush(i)
				continue
			}
			// a dash that does not end a word: a pass when it stands
			// alone (white space, a comma or the end of the text on both
			// sides), else a separator before the next call
			prevAlone := i == 0 || isGap(lastRune(text[:i]))
			next, _ := utf8.DecodeRuneInString(text[i+utf8.RuneLen(r):])
			nextAlone := i+utf8.RuneLen(r) == len(text) || isGap(next)
			if prevAlone && nextAlone {
				out = append(out, word{string(r), col})
			}
		default:
			if start < 0 {
				start, startCol = i, col
			}
		}
	}
	flush(len(text))
	// "all pass" written as two words
	for k := 0; k+1 < len(out); k++ {
		if strings.EqualFold(out[k].s, "all") && strings.EqualFold(out[k+1].s, "pass") {
			out[k].s = "all pass"
			out = append(out[:k+1], out[k+2:]...)
		}
	}
	return out
}

func isGap(r rune) bool {
	return unicode.IsSpace(r) || r == ',' || r == ';' || r == '/'
}

func lastRune(s string) rune {
	r, _ := utf8.DecodeLastRuneInString(s)
	return r
}
