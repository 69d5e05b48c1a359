package report

import (
	"strings"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/record"
)

// handviewerBase is BBO's handviewer page; it reads a LIN record from its
// lin= query parameter (lin-format.md section 6).
const handviewerBase = "https://www.bridgebase.com/tools/handviewer.html?lin="

// HandviewerURL returns the BBO handviewer link of board rec: its
// HandviewerLIN percent-encoded as the lin= parameter. Every byte that is
// not an RFC 3986 unreserved character is written %XX, so '+' never reads
// as a space and '&' or '#' never ends the parameter.
func HandviewerURL(rec *record.Board, meanings []engine.Meaning) string {
	lin := HandviewerLIN(rec, meanings)
	const hexd = "0123456789ABCDEF"
	var b strings.Builder
	b.Grow(len(handviewerBase) + 2*len(lin))
	b.WriteString(handviewerBase)
	for i := 0; i < len(lin); i++ {
		c := lin[i]
		switch {
		case c >= 'A' && c <= 'Z', c >= 'a' && c <= 'z', c >= '0' && c <= '9', c == '-', c == '.', c == '_', c == '~':
			b.WriteByte(c)
		default:
			b.WriteByte('%')
			b.WriteByte(hexd[c>>4])
			b.WriteByte(hexd[c&15])
		}
	}
	return b.String()
}

// HandviewerLIN returns board rec as the LIN hand record the handviewer
// shows (lin-format.md sections 1-4):
//
//	pn|S,W,N,E|st||md|<dealer><S>,<W>,<N>,<E>|rh||ah|Board 9|sv|o|mb|1C!|an|...|...|pg||
//
// Hands the record does not give are empty md fields. Each call keeps the
// record's alert mark ("!"); its an text is the system's explanation
// (meanings[i], for a call of the side that plays the system and that the
// notes define) or else the record's own explanation. Suit symbols are
// written !S !H !D !C, and '|' (which would end the value) and ',' in
// names are replaced, so the LIN reader reads back the same board.
func HandviewerLIN(rec *record.Board, meanings []engine.Meaning) string {
	var b strings.Builder
	b.WriteString("pn|")
	for i := 0; i < 4; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(linText(strings.TrimSpace(rec.Players[bridge.South.Add(i)]), true))
	}
	b.WriteString("|st||md|")
	b.WriteByte(bridge.LINDealerDigit(rec.Dealer))
	for i := 0; i < 4; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		s := bridge.South.Add(i)
		if !rec.Known[s] {
			continue
		}
		h := rec.Deal[s]
		for k := 3; k >= 0; k-- {
			su := bridge.Suit(k)
			b.WriteByte("CDHS"[su])
			bits := h.SuitBits(su)
			for r := bridge.Ace; ; r-- {
				if bits&(1<<r) != 0 {
					b.WriteString(r.String())
				}
				if r == bridge.Two {
					break
				}
			}
		}
	}
	b.WriteString("|rh||ah|")
	b.WriteString(linText(label(rec), false))
	b.WriteString("|sv|")
	b.WriteByte("oneb"[rec.Vulnerability&3])
	b.WriteByte('|')
	for i, c := range rec.Calls {
		b.WriteString("mb|")
		b.WriteString(c.Call.LIN())
		if c.Alert {
			b.WriteByte('!')
		}
		b.WriteByte('|')
		text := ""
		if i < len(meanings) && meanings[i].Side == "system" && meanings[i].Status == engine.Defined {
			text = meanings[i].Explanation
		}
		if text == "" && c.HasExplanation {
			text = c.Explanation
		}
		if t := linText(strings.TrimSpace(text), false); t != "" {
			b.WriteString("an|")
			b.WriteString(t)
			b.WriteByte('|')
		}
	}
	b.WriteString("pg||")
	return b.String()
}

// linSymbols writes suit symbols as LIN's !S !H !D !C and replaces the
// characters a value cannot hold.
var linSymbols = strings.NewReplacer("♠", "!S", "♥", "!H", "♦", "!D", "♣", "!C", "|", "/", "\r", " ", "\n", " ")

// linText makes t a LIN value: suit symbols as !S..!C, no '|' or line
// break; in a name (list) no ',' either.
func linText(t string, name bool) string {
	t = linSymbols.Replace(t)
	if name {
		t = strings.ReplaceAll(t, ",", " ")
	}
	return t
}
