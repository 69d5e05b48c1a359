package bridge

import (
	"math/bits"
	"strconv"
	"strings"
)

// This file holds the hand evaluation the system engine's constraints use
// (docs/system-language.md section 9). Every function works on any card set;
// the ranges in the doc comments are those of a 13-card hand.

// FullDeck is the hand holding all 52 cards.
const FullDeck Hand = 1<<52 - 1

// NewHand returns the hand holding the given cards (a repeated card counts
// once).
func NewHand(cards ...Card) Hand {
	var h Hand
	for _, c := range cards {
		h = h.With(c)
	}
	return h
}

// Without returns h with c removed.
func (h Hand) Without(c Card) Hand { return h &^ (1 << c) }

// Cards returns the cards held, in Card order (♣2 first, ♠A last).
func (h Hand) Cards() []Card {
	out := make([]Card, 0, h.Count())
	for x := uint64(h); x != 0; x &= x - 1 {
		out = append(out, Card(bits.TrailingZeros64(x)))
	}
	return out
}

// Pattern returns the four suit lengths sorted in descending order, e.g.
// [5 4 3 1] for any 5-4-3-1 hand whatever the suits. Each entry is 0-13.
func (h Hand) Pattern() [4]int {
	l := h.Lengths()
	// A five-comparator sorting network, descending; min and max compile
	// to conditional moves, so there are no unpredictable branches.
	a, b := max(l[0], l[1]), min(l[0], l[1])
	c, d := max(l[2], l[3]), min(l[2], l[3])
	a, c = max(a, c), min(a, c)
	b, d = max(b, d), min(b, d)
	b, c = max(b, c), min(b, c)
	return [4]int{a, b, c, d}
}

// PatternString returns the pattern as the digits players write, longest
// first: "5431", "4333", "7600". When a suit has 10 or more cards the lengths
// are joined with '-' so the text stays unambiguous: "10-2-1-0".
func (h Hand) PatternString() string {
	return patternString(h.Pattern())
}

func patternString(p [4]int) string {
	if p[0] >= 10 {
		parts := make([]string, 4)
		for i, n := range p {
			parts[i] = strconv.Itoa(n)
		}
		return strings.Join(parts, "-")
	}
	return string([]byte{byte('0' + p[0]), byte('0' + p[1]), byte('0' + p[2]), byte('0' + p[3])})
}

// ShapeString returns the exact shape in the order spades, hearts, diamonds,
// clubs joined by '=', the way players write it: "5=4=3=1" is five spades,
// four hearts, three diamonds and one club.
func (h Hand) ShapeString() string {
	return strconv.Itoa(h.Length(Spades)) + "=" + strconv.Itoa(h.Length(Hearts)) + "=" +
		strconv.Itoa(h.Length(Diamonds)) + "=" + strconv.Itoa(h.Length(Clubs))
}

// IsBalanced reports whether the hand has one of the balanced patterns 4333,
// 4432 or 5332 (docs/system-language.md section 9, `balanced`; the notes,
// section 1.4.1, count 5M332 as balanced). A hand with 4441, 5422 or any
// singleton or void is not balanced.
func (h Hand) IsBalanced() bool {
	p := h.Pattern()
	// With no suit shorter than 2 and none longer than 5, the 13-card
	// patterns are exactly 4333, 4432, 5332 and 5422; 5422 has two
	// doubletons.
	return p[3] >= 2 && p[0] <= 5 && p[2] >= 3
}

// IsSemiBalanced reports whether the hand is balanced (4333, 4432, 5332) or
// has one of the semi-balanced patterns 5422 or 6322: no singleton or void
// and no suit longer than six. Decision: 7222 is not semi-balanced. The
// notes (section 5.2.1, the 3♦ and 3♥ responses) call 5422, 6322 and 7222
// "unbalanced" when they must be told apart from "balanced", yet allow a
// "dull" 5M422 or 6322 in the "balanced" answer; this predicate is that
// wider set, for promises of "balanced or semi-balanced" shape.
func (h Hand) IsSemiBalanced() bool {
	p := h.Pattern()
	return p[3] >= 2 && p[0] <= 6
}

// Longest returns the longest suit; among suits of equal length it returns
// the highest-ranking one (spades before hearts before diamonds before
// clubs), the suit a natural bidder opens with two five-card suits.
func (h Hand) Longest() Suit {
	best, bestLen := Spades, -1
	for s := Spades; ; s-- {
		if n := h.Length(s); n > bestLen {
			best, bestLen = s, n
		}
		if s == Clubs {
			break
		}
	}
	return best
}

// Shortest returns the shortest suit; among suits of equal length it returns
// the lowest-ranking one (clubs first).
func (h Hand) Shortest() Suit {
	best, bestLen := Clubs, 14
	for _, s := range Suits {
		if n := h.Length(s); n < bestLen {
			best, bestLen = s, n
		}
	}
	return best
}

// HasVoid reports whether some suit has no cards (the constraint `void`).
func (h Hand) HasVoid() bool { return h.Pattern()[3] == 0 }

// HasShortness reports whether suit s has at most one card, a singleton or
// a void (the constraint `shortness S`).
func (h Hand) HasShortness(s Suit) bool { return h.Length(s) <= 1 }

// SuitHCP returns the high-card points held in suit s (A=4, K=3, Q=2, J=1),
// 0-10.
func (h Hand) SuitHCP(s Suit) int {
	b := h.SuitBits(s)
	return 4*int(b>>Ace&1) + 3*int(b>>King&1) + 2*int(b>>Queen&1) + int(b>>Jack&1)
}

// Losers returns the losing-trick count (LTC, docs/system-language.md
// section 9, `losers`): in each suit only the top min(length, 3) positions
// count, and each of the top min(length, 3) honours A, K, Q that the hand
// lacks is one loser. So a void is 0 losers; a singleton is 0 with the ace
// and 1 otherwise (a singleton king is a loser); a doubleton is 0 with AK, 1
// with Ax or Kx (KQ too) and 2 with Qx or xx; three or more cards count
// 3 minus the number of A, K, Q held. Whole losers only (no half-loser
// adjustments). Range 0-12.
func (h Hand) Losers() int {
	n := 0
	for _, s := range Suits {
		b := h.SuitBits(s)
		k := bits.OnesCount16(b)
		if k > 3 {
			k = 3
		}
		n += k
		// The top k ranks are Ace, King, Queen in that order.
		for i := 0; i < k; i++ {
			if b&(1<<(Ace-Rank(i))) != 0 {
				n--
			}
		}
	}
	return n
}

// Controls returns the control count, ace = 2 and king = 1 (docs/system-
// language.md section 9, `controls`), 0-12.
func (h Hand) Controls() int {
	return 2*h.Aces() + h.Kings()
}

// Aces returns the number of aces held, 0-4.
func (h Hand) Aces() int { return h.rankCount(Ace) }

// Kings returns the number of kings held, 0-4.
func (h Hand) Kings() int { return h.rankCount(King) }

// rankCount returns how many cards of rank r the hand holds, 0-4.
func (h Hand) rankCount(r Rank) int { return bits.OnesCount64(uint64(h & rankMask(r))) }

// rankMask returns the hand holding the four cards of rank r.
func rankMask(r Rank) Hand { return (1 | 1<<13 | 1<<26 | 1<<39) << r }

// KeyCards returns the Roman Keycard Blackwood count for trump suit trump:
// the four aces and the king of trumps, 0-5 (notes chapter 9.2; the
// constraint `keycards S 0,3`). The trump queen is not a key card; ask it
// with HasQueen.
func (h Hand) KeyCards(trump Suit) int {
	n := h.Aces()
	if h.Has(NewCard(trump, King)) {
		n++
	}
	return n
}

// HasQueen reports whether the hand holds the queen of suit s (the
// constraint `queen S`, the RKCB queen ask of notes chapter 9.2).
func (h Hand) HasQueen(s Suit) bool { return h.Has(NewCard(s, Queen)) }

// TopHonours returns how many of the top n honours of suit s the hand holds:
// n=3 looks at A K Q, n=5 at A K Q J T (the constraint `top S 2/3`). n is
// clamped to 0-5; the result is 0-n.
func (h Hand) TopHonours(s Suit, n int) int {
	if n < 0 {
		n = 0
	}
	if n > 5 {
		n = 5
	}
	// The top n ranks are bits 12 down to 13-n.
	mask := uint16(0x1fff) &^ (1<<(13-n) - 1)
	return bits.OnesCount16(h.SuitBits(s) & mask)
}

// Stopper reports whether the hand holds a stopper in suit s (the
// constraint `stopper S`): the ace; or the king with at least one other card
// (Kx); or the queen with at least two others (Qxx); or the jack with at
// least three others (Jxxx), longer holdings included. Length alone (xxxxx)
// and the ten are not counted; QJ doubleton is not a stopper by this rule.
func (h Hand) Stopper(s Suit) bool {
	b := h.SuitBits(s)
	n := bits.OnesCount16(b)
	switch {
	case b&(1<<Ace) != 0:
		return true
	case b&(1<<King) != 0:
		return n >= 2
	case b&(1<<Queen) != 0:
		return n >= 3
	case b&(1<<Jack) != 0:
		return n >= 4
	}
	return false
}
