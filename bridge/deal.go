package bridge

import (
	"fmt"
	"strings"
)

// This file reads and writes the two text forms of a deal: the PBN [Deal]
// tag value (PBN 2.1 section 3.4.11; docs/pbn-format.md section 5) and the
// LIN md value (docs/lin-format.md section 3).

// DealQuirks records the tolerated departures from the strict text form that
// a parser met, so that a caller can warn about them (the encoding/csv idea:
// leniency is visible, not hidden). It is a bit set; the zero value means the
// text was in the strict form.
type DealQuirks uint16

// The tolerated quirks.
const (
	// QuirkSuitLetters: a PBN suit field starts with its own suit letter,
	// "SA7.H864.DQJT73.CAKQ" (seen in endplay's test files).
	QuirkSuitLetters DealQuirks = 1 << iota
	// QuirkSpacing: whitespace around the value, or more than one space
	// (or a tab) between PBN hands; PBN asks for single spaces.
	QuirkSpacing
	// QuirkLowerCase: lower-case ranks or suit letters ("kq7", LIN "Da4").
	QuirkLowerCase
	// QuirkTen: "10" written for the ten instead of T.
	QuirkTen
	// QuirkSuitOrder: a LIN hand leaves a suit letter out or gives the
	// letters in an order other than S H D C (partial deals in teaching
	// files: "SK6").
	QuirkSuitOrder
	// QuirkImpliedHand: one hand was not written and was deduced as the
	// cards the other three do not hold (BBO hand records leave East out of
	// md: "md|1S..,S..,S..,|").
	QuirkImpliedHand
	// QuirkExtraFields: a LIN md value has empty fields after the fourth
	// hand ("...,S..,|" with four hands).
	QuirkExtraFields
)

var quirkNames = [...]string{"suit-letters", "spacing", "lower-case", "ten-as-10", "suit-order", "implied-hand", "extra-fields"}

// Has reports whether every quirk in x is set in q.
func (q DealQuirks) Has(x DealQuirks) bool { return q&x == x }

// String lists the quirks by name, comma-separated ("suit-letters,spacing"),
// or "" when there are none.
func (q DealQuirks) String() string {
	var names []string
	for i, n := range quirkNames {
		if q&(1<<i) != 0 {
			names = append(names, n)
		}
	}
	return strings.Join(names, ",")
}

// DealInfo is everything a deal parser learned from one [Deal] or md value.
type DealInfo struct {
	Deal  Deal    // the hands indexed by Seat; an unknown hand is empty
	Known [4]bool // indexed by Seat: false where the text gives no hand ("-" in PBN, an empty field in LIN)
	// First is, for PBN, the seat written before the ':' (the first hand
	// given, not necessarily the dealer); for LIN, the dealer from md's
	// first digit.
	First Seat
	// Cards is the number of cards every known hand holds: 13 for a full
	// deal, 1-12 for an end position (PBN 2.1 section 3.10) or a LIN
	// problem/teaching deal.
	Cards int
	// EndPosition is true when Cards < 13.
	EndPosition bool
	Quirks      DealQuirks
}

// DealError is the error the deal parsers return. Offset is the 0-based
// byte offset, in the string given to the parser (nothing trimmed), where
// the problem was found; a problem with the deal as a whole (card counts,
// too few hands) is reported at the end of the value.
type DealError struct {
	Offset int
	Msg    string
}

// Error returns "bridge: bad deal at byte N: reason".
func (e *DealError) Error() string {
	return fmt.Sprintf("bridge: bad deal at byte %d: %s", e.Offset, e.Msg)
}

func dealErr(off int, format string, args ...any) error {
	return &DealError{Offset: off, Msg: fmt.Sprintf(format, args...)}
}

var seatNames = [4]string{"North", "East", "South", "West"}

// isSpace reports whether c is a space, tab, CR or LF (the whitespace
// tolerated between hands and around a deal value).
func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

// ParseDealPBN reads a PBN [Deal] tag value such as
// "N:AK7.QJ2.T98.5432 - .63.AKQ987.A9732 J973.J98742.3.K4": the first seat
// (W, N, E or S, either case), ':', then four hands clockwise from that seat,
// each spades.hearts.diamonds.clubs with ranks in any order, a void as an
// empty field and "-" for an unknown hand. The hands are returned indexed by
// Seat with known[s] false for "-". It is ParseDealPBNInfo without the
// extra facts; see there for what is tolerated and the errors returned.
func ParseDealPBN(s string) (Deal, [4]bool, error) {
	info, err := ParseDealPBNInfo(s)
	if err != nil {
		return Deal{}, [4]bool{}, err
	}
	return info.Deal, info.Known, nil
}

// ParseDealPBNInfo reads a PBN [Deal] tag value (see ParseDealPBN) and
// reports the first seat, the number of cards per hand (end positions, PBN
// 2.1 section 3.10, have fewer than 13) and the tolerated quirks: redundant
// suit letters ("SA7.H864.DQJT73.CAKQ"), lower-case ranks, "10" for the ten,
// and extra whitespace (all flagged in Quirks).
//
// It returns a *DealError when the value does not start with a seat and
// ':'; when there are not four hands; when a hand has an extra or missing
// '.'; when a character is not a rank; when a card is held twice (within a
// hand or across hands); when a hand has more than 13 cards; when no hand is
// given or the known hands hold no cards; and when the known hands do not
// all hold the same number of cards (a complete deal needs 13 in each known
// hand, an end position the same number below 13 in each).
func ParseDealPBNInfo(s string) (DealInfo, error) {
	if info, ok := parseDealPBNStrict(s); ok {
		return info, nil
	}
	return parseDealPBNInfo(s)
}

// rankBit maps the upper-case rank characters AKQJT98765432 to the bit of
// the rank in a suit's 13 bits (Hand.SuitBits); every other byte to 0.
var rankBit = [256]uint16{'2': 1 << Two, '3': 1 << Three, '4': 1 << Four, '5': 1 << Five, '6': 1 << Six,
	'7': 1 << Seven, '8': 1 << Eight, '9': 1 << Nine, 'T': 1 << Ten, 'J': 1 << Jack, 'Q': 1 << Queen,
	'K': 1 << King, 'A': 1 << Ace}

// parseDealPBNStrict reads a [Deal] value written in the strict form
// (PBN 2.1 section 3.4.11): an upper-case seat letter, ':', four hands
// separated by single spaces, each "-" or spades.hearts.diamonds.clubs
// in upper-case ranks, no card twice, every known hand the same number
// (1-13) of cards. It returns what ParseDealPBNInfo returns for such a
// value, with ok true; for any other value (a quirk or an error) it
// returns ok false and ParseDealPBNInfo reads the value the slow way.
func parseDealPBNStrict(s string) (info DealInfo, ok bool) {
	if len(s) < 2 || s[1] != ':' {
		return info, false
	}
	switch s[0] {
	case 'N':
		info.First = North
	case 'E':
		info.First = East
	case 'S':
		info.First = South
	case 'W':
		info.First = West
	default:
		return info, false
	}
	var held Hand
	cards := -1
	i := 2
	for n := 0; n < 4; n++ {
		if n > 0 {
			if i >= len(s) || s[i] != ' ' {
				return info, false
			}
			i++
		}
		seat := info.First.Add(n)
		if i < len(s) && s[i] == '-' {
			if i+1 < len(s) && s[i+1] != ' ' {
				return info, false
			}
			i++
			continue
		}
		var h Hand
		for suit := 3; suit >= 0; suit-- {
			if suit < 3 {
				if i >= len(s) || s[i] != '.' {
					return info, false
				}
				i++
			}
			var bits uint16
			for ; i < len(s); i++ {
				b := rankBit[s[i]]
				if b == 0 {
					break
				}
				if bits&b != 0 {
					return info, false
				}
				bits |= b
			}
			h |= Hand(bits) << (13 * uint(suit))
		}
		if held&h != 0 {
			return info, false
		}
		held |= h
		c := h.Count()
		if cards == -1 {
			cards = c
		} else if c != cards {
			return info, false
		}
		info.Deal[seat] = h
		info.Known[seat] = true
	}
	if i != len(s) || cards < 1 || cards > 13 {
		return info, false
	}
	info.Cards = cards
	info.EndPosition = cards < 13
	return info, true
}

// parseDealPBNInfo is ParseDealPBNInfo for every value: the tolerated
// quirks and the errors.
func parseDealPBNInfo(s string) (DealInfo, error) {
	var info DealInfo
	i := 0
	for i < len(s) && isSpace(s[i]) {
		i++
	}
	if i > 0 {
		info.Quirks |= QuirkSpacing
	}
	if len(s)-i < 2 || s[i+1] != ':' {
		return info, dealErr(i, "a deal starts with the first seat and ':' (N:, E:, S: or W:)")
	}
	first, err := ParseSeat(s[i : i+1])
	if err != nil {
		return info, dealErr(i, "%q is not a seat (N, E, S or W)", s[i:i+1])
	}
	info.First = first
	i += 2
	if strings.TrimRight(s, " \t\r\n") != s {
		info.Quirks |= QuirkSpacing
	}
	end := len(strings.TrimRight(s, " \t\r\n"))

	var dc dealCards
	n := 0
	for i < end {
		if isSpace(s[i]) {
			// A space separates hands; anything but one space (or a space
			// right after the colon) is a tolerated quirk.
			j := i
			for j < end && isSpace(s[j]) {
				j++
			}
			if j-i > 1 || s[i] != ' ' || n == 0 {
				info.Quirks |= QuirkSpacing
			}
			i = j
			continue
		}
		j := i
		for j < end && !isSpace(s[j]) {
			j++
		}
		if n == 4 {
			return info, dealErr(i, "more than four hands")
		}
		seat := first.Add(n)
		if err := parsePBNHand(s[i:j], i, seat, &dc, &info); err != nil {
			return info, err
		}
		n++
		i = j
	}
	if n != 4 {
		return info, dealErr(end, "%d hands given, want 4 (use - for an unknown hand)", n)
	}
	return dc.finish(info, end)
}

// parsePBNHand reads one PBN hand field (or "-") at byte offset off for
// seat.
func parsePBNHand(f string, off int, seat Seat, dc *dealCards, info *DealInfo) error {
	if f == "-" {
		return nil
	}
	info.Known[seat] = true
	dots := strings.Count(f, ".")
	if dots != 3 {
		return dealErr(off, "the %s hand %q has %d '.', want 3 (spades.hearts.diamonds.clubs)", seatNames[seat], f, dots)
	}
	suit := Spades
	for k := 0; k < len(f); k++ {
		c := f[k]
		switch {
		case c == '.':
			suit--
			continue
		case (k == 0 || f[k-1] == '.') && upper(c) == "CDHS"[suit]:
			info.Quirks |= QuirkSuitLetters
			if c != upper(c) {
				info.Quirks |= QuirkLowerCase
			}
			continue
		}
		if err := dc.add(f, off+k, seat, suit, &k, info); err != nil {
			return err
		}
	}
	return nil
}

// dealCards accumulates the cards of a deal being parsed.
type dealCards struct {
	deal  Deal
	held  Hand   // union of the hands so far
	count [4]int // cards per seat so far
}

// add reads the rank at f[*k] (advancing *k past a "10") for seat and suit
// and adds the card, checking for a repeat and for a 14th card.
func (dc *dealCards) add(f string, off int, seat Seat, suit Suit, k *int, info *DealInfo) error {
	c := f[*k]
	var r Rank
	if c == '1' && *k+1 < len(f) && f[*k+1] == '0' {
		r = Ten
		info.Quirks |= QuirkTen
		*k++
	} else {
		var ok bool
		r, ok = rankOf(c)
		if !ok {
			return dealErr(off, "%q in the %s hand is not a rank (AKQJT98765432)", string(c), seatNames[seat])
		}
		if c >= 'a' {
			info.Quirks |= QuirkLowerCase
		}
	}
	card := NewCard(suit, r)
	if dc.held.Has(card) {
		for _, o := range Seats {
			if !dc.deal[o].Has(card) {
				continue
			}
			if o == seat {
				return dealErr(off, "the %s hand holds %s twice", seatNames[seat], card.Symbol())
			}
			return dealErr(off, "%s is in both the %s and the %s hand", card.Symbol(), seatNames[o], seatNames[seat])
		}
	}
	dc.held = dc.held.With(card)
	dc.deal[seat] = dc.deal[seat].With(card)
	dc.count[seat]++
	if dc.count[seat] > 13 {
		return dealErr(off, "the %s hand holds more than 13 cards", seatNames[seat])
	}
	return nil
}

// rankOf returns the rank of a rank character, either case.
func rankOf(c byte) (Rank, bool) {
	switch {
	case c >= '2' && c <= '9':
		return Rank(c - '2'), true
	case c == 'T' || c == 't':
		return Ten, true
	case c == 'J' || c == 'j':
		return Jack, true
	case c == 'Q' || c == 'q':
		return Queen, true
	case c == 'K' || c == 'k':
		return King, true
	case c == 'A' || c == 'a':
		return Ace, true
	}
	return 0, false
}

// finish checks the card counts of the known hands and fills info.
func (dc *dealCards) finish(info DealInfo, end int) (DealInfo, error) {
	info.Deal = dc.deal
	cards := -1
	same := true
	for _, s := range Seats {
		if !info.Known[s] {
			continue
		}
		n := dc.deal[s].Count()
		if cards == -1 {
			cards = n
		} else if n != cards {
			same = false
		}
	}
	switch {
	case cards == -1:
		return info, dealErr(end, "no hand is given")
	case !same:
		var counts []string
		for _, s := range Seats {
			if info.Known[s] {
				counts = append(counts, fmt.Sprintf("%s %d", seatNames[s], dc.deal[s].Count()))
			}
		}
		return info, dealErr(end, "the hands hold different numbers of cards (%s); a deal needs 13 in each, an end position the same number in each", strings.Join(counts, ", "))
	case cards == 0:
		return info, dealErr(end, "the hands hold no cards")
	}
	info.Cards = cards
	info.EndPosition = cards < 13
	return info, nil
}

// PBN returns the deal as a PBN [Deal] tag value: first seat, ':', then the
// four hands clockwise from first in Hand.PBN form (ranks descending, voids
// as empty fields), "-" where known[seat] is false. Export uses the dealer
// as first (docs/pbn-format.md section 5).
func (d Deal) PBN(first Seat, known [4]bool) string {
	var buf [80]byte // "N:" and four hands of 13 cards, 3 dots and a space
	return string(d.AppendPBN(buf[:0], first, known))
}

// AppendPBN appends the deal in the form PBN returns to b and returns the
// extended slice.
func (d Deal) AppendPBN(b []byte, first Seat, known [4]bool) []byte {
	b = append(b, first.String()...)
	b = append(b, ':')
	for i := 0; i < 4; i++ {
		s := first.Add(i)
		if i > 0 {
			b = append(b, ' ')
		}
		if known[s] {
			b = d[s].AppendPBN(b)
		} else {
			b = append(b, '-')
		}
	}
	return b
}

// Remaining returns the cards no hand of the deal holds (all 52 for the
// zero Deal, none for a complete deal).
func (d Deal) Remaining() Hand {
	return FullDeck &^ (d[0] | d[1] | d[2] | d[3])
}

// FillMissing completes a deal with one unknown hand: when exactly one
// known[s] is false and the other three hands hold 13 cards each, that hand
// is set to the 13 remaining cards and marked known. ok reports whether it
// did so; otherwise d and known are returned unchanged.
func (d Deal) FillMissing(known [4]bool) (Deal, [4]bool, bool) {
	missing := -1
	for _, s := range Seats {
		if known[s] {
			if d[s].Count() != 13 {
				return d, known, false
			}
			continue
		}
		if missing >= 0 {
			return d, known, false
		}
		missing = int(s)
	}
	if missing < 0 || d.Remaining().Count() != 13 {
		return d, known, false
	}
	d[missing] = d.Remaining()
	known[missing] = true
	return d, known, true
}

// linSeat maps the md dealer digit '1'-'4' to S, W, N, E.
func linSeat(digit byte) Seat { return Seat(digit-'0'+1) & 3 }

// LINDealerDigit returns the md dealer digit of seat s: '1' for South, '2'
// West, '3' North, '4' East (docs/lin-format.md section 3).
func LINDealerDigit(s Seat) byte { return byte('1' + (s+2)&3) }

// ParseDealLIN reads a LIN md value (the text between "md|" and the next
// "|"): the dealer digit (1=S 2=W 3=N 4=E), then the hands in the fixed
// order South, West, North, East separated by commas, each
// S<ranks>H<ranks>D<ranks>C<ranks> with ranks in any order and either case.
// BBO hand records give three hands and a trailing comma; the fourth is
// then the 13 remaining cards. It is ParseDealLINInfo without the extra
// facts; see there for the errors.
func ParseDealLIN(s string) (dealer Seat, d Deal, known [4]bool, err error) {
	info, err := ParseDealLINInfo(s)
	if err != nil {
		return 0, Deal{}, [4]bool{}, err
	}
	return info.First, info.Deal, info.Known, nil
}

// ParseDealLINInfo reads a LIN md value (see ParseDealLIN); info.First is
// the dealer. An empty or absent hand field is an unknown hand, except that
// when exactly one hand is missing and the other three hold 13 cards each it
// is deduced (QuirkImpliedHand). Partial deals, where every given hand has
// the same number of cards below 13 (teaching and problem files:
// "4S73,SK6,SAQ,SJT"), are accepted with EndPosition set. Tolerated and
// flagged: missing or reordered suit letters, lower case, "10" for the ten,
// surrounding whitespace, empty fields after the fourth hand.
//
// It returns a *DealError when the first character is not a dealer digit
// 1-4; when there are more than four non-empty hand fields; when a rank
// comes before any suit letter or a suit letter is repeated in a hand; when
// a character is not a rank or suit letter; when a card is held twice; when
// a hand has more than 13 cards; when no hand is given; and when the given
// hands hold different numbers of cards.
func ParseDealLINInfo(s string) (DealInfo, error) {
	var info DealInfo
	i := 0
	for i < len(s) && isSpace(s[i]) {
		i++
	}
	end := len(strings.TrimRight(s, " \t\r\n"))
	if i > 0 || end < len(s) {
		info.Quirks |= QuirkSpacing
	}
	if i >= end || s[i] < '1' || s[i] > '4' {
		return info, dealErr(i, "md starts with the dealer digit 1-4 (1=S 2=W 3=N 4=E)")
	}
	info.First = linSeat(s[i])
	i++
	var dc dealCards
	field := 0
	for {
		j := i
		for j < end && s[j] != ',' {
			j++
		}
		if field < 4 {
			seat := South.Add(field)
			if err := parseLINHand(s[i:j], i, seat, &dc, &info); err != nil {
				return info, err
			}
		} else if j > i {
			return info, dealErr(i, "more than four hands")
		} else {
			info.Quirks |= QuirkExtraFields
		}
		field++
		if j >= end {
			break
		}
		i = j + 1
	}
	var filled bool
	dc.deal, info.Known, filled = dc.deal.FillMissing(info.Known)
	if filled {
		info.Quirks |= QuirkImpliedHand
	}
	return dc.finish(info, end)
}

// parseLINHand reads one md hand field at byte offset off for seat; an
// empty field leaves the hand unknown.
func parseLINHand(f string, off int, seat Seat, dc *dealCards, info *DealInfo) error {
	if f == "" {
		return nil
	}
	info.Known[seat] = true
	var order []Suit
	suit := Suit(0)
	inSuit := false
	for k := 0; k < len(f); k++ {
		c := f[k]
		if si := strings.IndexByte("CDHS", upper(c)); si >= 0 {
			s := Suit(si)
			for _, o := range order {
				if o == s {
					return dealErr(off+k, "the %s hand gives the suit letter %s twice", seatNames[seat], s)
				}
			}
			if c != upper(c) {
				info.Quirks |= QuirkLowerCase
			}
			order = append(order, s)
			suit, inSuit = s, true
			continue
		}
		if !inSuit {
			return dealErr(off+k, "the %s hand has %q before any suit letter (S, H, D, C)", seatNames[seat], string(c))
		}
		if err := dc.add(f, off+k, seat, suit, &k, info); err != nil {
			return err
		}
	}
	if len(order) != 4 || order[0] != Spades || order[1] != Hearts || order[2] != Diamonds || order[3] != Clubs {
		info.Quirks |= QuirkSuitOrder
	}
	return nil
}

// LIN returns the deal as a LIN md value with all four hands: the dealer
// digit, then South, West, North and East, each S..H..D..C.. with all four
// letters and ranks descending, comma-separated, no trailing comma:
// "3SAK7HQJ2DT98C5432,S...,S...,S...".
func (d Deal) LIN(dealer Seat) string {
	var b strings.Builder
	b.WriteByte(LINDealerDigit(dealer))
	for i := 0; i < 4; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		h := d[South.Add(i)]
		for k := 3; k >= 0; k-- {
			s := Suit(k)
			b.WriteByte("CDHS"[s])
			bits := h.SuitBits(s)
			for r := int(Ace); r >= 0; r-- {
				if bits&(1<<r) != 0 {
					b.WriteByte(rankChars[r])
				}
			}
		}
	}
	return b.String()
}

// Symbol returns the card as players read it, suit symbol then rank: "♠A",
// "♥T".
func (c Card) Symbol() string { return c.Suit().Symbol() + c.Rank().String() }
