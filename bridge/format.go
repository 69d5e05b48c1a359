package bridge

import "strings"

// suitRanks writes the ranks held in suit s, highest first, or "-" for a
// void.
func (h Hand) suitRanks(b *strings.Builder, s Suit) {
	bits := h.SuitBits(s)
	if bits == 0 {
		b.WriteByte('-')
		return
	}
	for r := int(Ace); r >= int(Two); r-- {
		if bits&(1<<r) != 0 {
			b.WriteByte(rankChars[r])
		}
	}
}

// String returns the hand the way players read it: the four suits spades
// first, each as its symbol then the ranks highest first, separated by
// single spaces; a void is "-". Example: "♠AK7 ♥QJ2 ♦T98 ♣5432",
// "♠AKQJT98 ♥- ♦32 ♣5432".
func (h Hand) String() string {
	var b strings.Builder
	for i := 3; i >= 0; i-- {
		s := Suit(i)
		b.WriteString(s.Symbol())
		h.suitRanks(&b, s)
		if i > 0 {
			b.WriteByte(' ')
		}
	}
	return b.String()
}

// ASCII returns the String form with suit letters instead of symbols, for
// terminals and files that cannot show ♣♦♥♠ (the CLI's --ascii): "SAK7 HQJ2
// DT98 C5432"; a void is "-" ("H-").
func (h Hand) ASCII() string {
	var b strings.Builder
	for i := 3; i >= 0; i-- {
		s := Suit(i)
		b.WriteString(s.String())
		h.suitRanks(&b, s)
		if i > 0 {
			b.WriteByte(' ')
		}
	}
	return b.String()
}

// String returns the deal in PBN [Deal] form from North with all four hands
// given: "N:AK7.QJ2.T98.5432 ...". It is Deal.PBN(North, all known).
func (d Deal) String() string {
	return d.PBN(North, [4]bool{true, true, true, true})
}
