// Package bridge holds the domain values of contract bridge: seats, suits,
// strains, ranks, cards, hands, deals, calls, auctions and vulnerability,
// with their text forms (PBN, LIN and the ♣♦♥♠ forms players read) and the
// hand evaluation the system engine checks (HCP, lengths, shape, losers,
// controls, key cards).
package bridge

import (
	"fmt"
	"math/bits"
	"strings"
)

// Seat is a compass seat: North=0, East=1, South=2, West=3 (clockwise, so
// Next is +1 mod 4).
type Seat uint8

// The four seats in clockwise order.
const (
	North Seat = iota
	East
	South
	West
)

// Seats lists the seats in clockwise order from North.
var Seats = [4]Seat{North, East, South, West}

// Next returns the seat to the left (the next to call or play).
func (s Seat) Next() Seat { return (s + 1) & 3 }

// Partner returns the seat opposite.
func (s Seat) Partner() Seat { return (s + 2) & 3 }

// Add returns the seat n places clockwise from s (n may be negative).
func (s Seat) Add(n int) Seat { return Seat((int(s) + n%4 + 4) & 3) }

// String returns "N", "E", "S" or "W".
func (s Seat) String() string {
	if s > West {
		return "?"
	}
	return "NESW"[s : s+1] // a slice of a constant: no allocation
}

// ParseSeat reads a seat letter N, E, S or W (either case). It returns an
// error for anything else.
func ParseSeat(t string) (Seat, error) {
	if len(t) == 1 {
		switch t[0] {
		case 'N', 'n':
			return North, nil
		case 'E', 'e':
			return East, nil
		case 'S', 's':
			return South, nil
		case 'W', 'w':
			return West, nil
		}
	}
	return 0, fmt.Errorf("bridge: %q is not a seat (N, E, S or W)", t)
}

// Suit is a suit: Clubs=0, Diamonds=1, Hearts=2, Spades=3 (rank order).
type Suit uint8

// The four suits in rank order.
const (
	Clubs Suit = iota
	Diamonds
	Hearts
	Spades
)

// Suits lists the suits from clubs up.
var Suits = [4]Suit{Clubs, Diamonds, Hearts, Spades}

// String returns the letter "C", "D", "H" or "S".
func (s Suit) String() string {
	if s > Spades {
		return "?"
	}
	return "CDHS"[s : s+1] // a slice of a constant: no allocation
}

// Symbol returns "♣", "♦", "♥" or "♠".
func (s Suit) Symbol() string {
	return [...]string{"♣", "♦", "♥", "♠"}[s&3]
}

// IsMajor reports whether s is hearts or spades.
func (s Suit) IsMajor() bool { return s >= Hearts }

// ParseSuit reads a suit letter (C D H S, either case) or symbol (♣♦♥♠, also
// the outline forms ♧♢♡♤). It returns an error for anything else.
func ParseSuit(t string) (Suit, error) {
	switch t {
	case "C", "c", "♣", "♧":
		return Clubs, nil
	case "D", "d", "♦", "♢":
		return Diamonds, nil
	case "H", "h", "♥", "♡":
		return Hearts, nil
	case "S", "s", "♠", "♤":
		return Spades, nil
	}
	return 0, fmt.Errorf("bridge: %q is not a suit", t)
}

// Strain is a suit or no-trump: Clubs=0 .. Spades=3, NoTrump=4.
type Strain uint8

// The five strains in bidding order.
const (
	StrainClubs Strain = iota
	StrainDiamonds
	StrainHearts
	StrainSpades
	NoTrump
)

// Strains lists the strains in bidding order.
var Strains = [5]Strain{StrainClubs, StrainDiamonds, StrainHearts, StrainSpades, NoTrump}

// IsSuit reports whether the strain is a suit (not no-trump).
func (s Strain) IsSuit() bool { return s < NoTrump }

// Suit returns the suit of a suit strain; it must not be called on NoTrump.
func (s Strain) Suit() Suit { return Suit(s) }

// String returns "C", "D", "H", "S" or "NT".
func (s Strain) String() string {
	if s == NoTrump {
		return "NT"
	}
	return Suit(s).String()
}

// Symbol returns "♣", "♦", "♥", "♠" or "NT".
func (s Strain) Symbol() string {
	if s == NoTrump {
		return "NT"
	}
	return Suit(s).Symbol()
}

// ParseStrain reads a strain: a suit letter or symbol, or N / NT (either
// case). It returns an error for anything else.
func ParseStrain(t string) (Strain, error) {
	switch strings.ToUpper(t) {
	case "N", "NT":
		return NoTrump, nil
	}
	s, err := ParseSuit(t)
	if err != nil {
		return 0, fmt.Errorf("bridge: %q is not a strain", t)
	}
	return Strain(s), nil
}

// Rank is a card rank: Two=0 .. Ace=12.
type Rank uint8

// The thirteen ranks.
const (
	Two Rank = iota
	Three
	Four
	Five
	Six
	Seven
	Eight
	Nine
	Ten
	Jack
	Queen
	King
	Ace
)

const rankChars = "23456789TJQKA"

// String returns "2".."9", "T", "J", "Q", "K" or "A".
func (r Rank) String() string {
	if r > Ace {
		return "?"
	}
	return string(rankChars[r])
}

// ParseRank reads a rank character: 2-9, T (or t, or "10"), J, Q, K, A in
// either case. It returns an error for anything else.
func ParseRank(t string) (Rank, error) {
	if t == "10" {
		return Ten, nil
	}
	if len(t) == 1 {
		i := strings.IndexByte(rankChars, upper(t[0]))
		if i >= 0 {
			return Rank(i), nil
		}
	}
	return 0, fmt.Errorf("bridge: %q is not a rank", t)
}

func upper(c byte) byte {
	if c >= 'a' && c <= 'z' {
		return c - 'a' + 'A'
	}
	return c
}

// Card is one of the 52 cards, numbered suit*13 + rank (0 = ♣2, 51 = ♠A).
type Card uint8

// NewCard returns the card of suit s and rank r.
func NewCard(s Suit, r Rank) Card { return Card(uint8(s)*13 + uint8(r)) }

// Suit returns the card's suit.
func (c Card) Suit() Suit { return Suit(c / 13) }

// Rank returns the card's rank.
func (c Card) Rank() Rank { return Rank(c % 13) }

// String returns suit letter then rank, e.g. "SA", "HT" (the PBN play form).
func (c Card) String() string { return c.Suit().String() + c.Rank().String() }

// ParseCard reads a card as suit then rank ("SA", "h10", "♠A") or rank then
// suit is not accepted. It returns an error for anything else.
func ParseCard(t string) (Card, error) {
	for _, sym := range []string{"♣", "♦", "♥", "♠"} {
		if strings.HasPrefix(t, sym) {
			s, _ := ParseSuit(sym)
			r, err := ParseRank(t[len(sym):])
			if err != nil {
				return 0, fmt.Errorf("bridge: %q is not a card", t)
			}
			return NewCard(s, r), nil
		}
	}
	if len(t) < 2 {
		return 0, fmt.Errorf("bridge: %q is not a card", t)
	}
	s, err := ParseSuit(t[:1])
	if err != nil {
		return 0, fmt.Errorf("bridge: %q is not a card", t)
	}
	r, err := ParseRank(t[1:])
	if err != nil {
		return 0, fmt.Errorf("bridge: %q is not a card", t)
	}
	return NewCard(s, r), nil
}

// Hand is a set of cards as a 52-bit set: bit Card(c) is set when the hand
// holds c. Suit s occupies bits 13*s .. 13*s+12. The zero value is the
// empty hand.
type Hand uint64

// Has reports whether the hand holds c.
func (h Hand) Has(c Card) bool { return h&(1<<c) != 0 }

// With returns h with c added.
func (h Hand) With(c Card) Hand { return h | 1<<c }

// Count returns the number of cards, 0-52.
func (h Hand) Count() int { return bits.OnesCount64(uint64(h)) }

// SuitBits returns the 13-bit rank set of suit s (bit r set when the hand
// holds rank r of s).
func (h Hand) SuitBits(s Suit) uint16 { return uint16(uint64(h)>>(13*uint(s))) & 0x1fff }

// Length returns the number of cards held in suit s, 0-13.
func (h Hand) Length(s Suit) int { return bits.OnesCount16(h.SuitBits(s)) }

// Lengths returns the suit lengths indexed by Suit (clubs first), each 0-13.
func (h Hand) Lengths() [4]int {
	return [4]int{h.Length(Clubs), h.Length(Diamonds), h.Length(Hearts), h.Length(Spades)}
}

// HCP returns the Milton Work high-card points (A=4, K=3, Q=2, J=1), 0-37
// for a 13-card hand.
func (h Hand) HCP() int {
	return 4*h.rankCount(Ace) + 3*h.rankCount(King) + 2*h.rankCount(Queen) + h.rankCount(Jack)
}

// PBN returns the hand in PBN form, spades first, ranks descending:
// "AK7.QJ2.T98.5432"; a void is an empty field.
func (h Hand) PBN() string {
	var buf [17]byte // 13 cards and 3 dots
	return string(h.AppendPBN(buf[:0]))
}

// AppendPBN appends the hand in PBN form (as PBN returns it) to b and
// returns the extended slice.
func (h Hand) AppendPBN(b []byte) []byte {
	for i := 3; i >= 0; i-- {
		bits := h.SuitBits(Suit(i))
		for r := Ace; ; r-- {
			if bits&(1<<r) != 0 {
				b = append(b, rankChars[r])
			}
			if r == Two {
				break
			}
		}
		if i > 0 {
			b = append(b, '.')
		}
	}
	return b
}

// ParseHandPBN reads a hand in PBN form "S.H.D.C" (ranks in any order, either
// case, "10" accepted for ten). It returns an error when there are not
// exactly four suit fields, a rank is unknown or a card is repeated.
func ParseHandPBN(t string) (Hand, error) {
	parts := strings.Split(t, ".")
	if len(parts) != 4 {
		return 0, fmt.Errorf("bridge: hand %q has %d suit fields, want 4", t, len(parts))
	}
	var h Hand
	for i, p := range parts {
		s := Suit(3 - i)
		p = strings.ReplaceAll(p, "10", "T")
		for j := 0; j < len(p); j++ {
			r, err := ParseRank(p[j : j+1])
			if err != nil {
				return 0, fmt.Errorf("bridge: hand %q: %q is not a rank", t, p[j:j+1])
			}
			c := NewCard(s, r)
			if h.Has(c) {
				return 0, fmt.Errorf("bridge: hand %q holds %s twice", t, c)
			}
			h = h.With(c)
		}
	}
	return h, nil
}

// Deal is the four hands indexed by Seat (N, E, S, W).
type Deal [4]Hand

// Vulnerability says which sides are vulnerable.
type Vulnerability uint8

// The four vulnerability states.
const (
	None Vulnerability = iota
	NS
	EW
	Both
)

// String returns "None", "NS", "EW" or "Both".
func (v Vulnerability) String() string {
	return [...]string{"None", "NS", "EW", "Both"}[v&3]
}

// IsVulnerable reports whether the side of seat s is vulnerable.
func (v Vulnerability) IsVulnerable(s Seat) bool {
	switch v {
	case Both:
		return true
	case NS:
		return s == North || s == South
	case EW:
		return s == East || s == West
	}
	return false
}

// ParseVulnerability reads PBN (None, Love, -, NS, EW, All, Both), LIN sv
// (o, 0, n, e, b, either case) and CLI forms (none, ns, ew, both). It
// returns an error for anything else.
func ParseVulnerability(t string) (Vulnerability, error) {
	switch strings.ToLower(strings.TrimSpace(t)) {
	case "none", "love", "-", "o", "0", "":
		return None, nil
	case "ns", "n":
		return NS, nil
	case "ew", "e":
		return EW, nil
	case "all", "both", "b":
		return Both, nil
	}
	return 0, fmt.Errorf("bridge: %q is not a vulnerability", t)
}

// BoardDealer returns the dealer of board n (n >= 1) under the standard
// duplicate rotation (board 1 N, 2 E, 3 S, 4 W, ...).
func BoardDealer(n int) Seat { return Seat((n - 1) & 3) }

// BoardVulnerability returns the vulnerability of board n (n >= 1) under the
// standard 16-board duplicate cycle.
func BoardVulnerability(n int) Vulnerability {
	return [16]Vulnerability{None, NS, EW, Both, NS, EW, Both, None, EW, Both, None, NS, Both, None, NS, EW}[(n-1)&15]
}
