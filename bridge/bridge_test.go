package bridge

import (
	"fmt"
	"testing"

	"github.com/mdlint/mdlint/internal/racebuild"
)

func TestHandStringForms(t *testing.T) {
	tests := []struct {
		pbn, str, ascii string
	}{
		{"AK7.QJ2.T98.5432", "♠AK7 ♥QJ2 ♦T98 ♣5432", "SAK7 HQJ2 DT98 C5432"},
		// Corpus catastrophe deal, East: a club void.
		{"AQT832.K2.AK876.", "♠AQT832 ♥K2 ♦AK876 ♣-", "SAQT832 HK2 DAK876 C-"},
		{"...", "♠- ♥- ♦- ♣-", "S- H- D- C-"},
	}
	for _, tc := range tests {
		h := mustHand(t, tc.pbn)
		if got := h.String(); got != tc.str {
			t.Errorf("String = %q, want %q", got, tc.str)
		}
		if got := h.ASCII(); got != tc.ascii {
			t.Errorf("ASCII = %q, want %q", got, tc.ascii)
		}
		if got := h.PBN(); got != tc.pbn {
			t.Errorf("PBN = %q, want %q", got, tc.pbn)
		}
	}
	if got := NewCard(Spades, Ace).Symbol(); got != "♠A" {
		t.Errorf("Card.Symbol = %q", got)
	}
}

func TestSeat(t *testing.T) {
	tests := []struct {
		s                  Seat
		next, partner, add Seat // add: Add(-3)
		str                string
	}{
		{North, East, South, East, "N"},
		{East, South, West, South, "E"},
		{South, West, North, West, "S"},
		{West, North, East, North, "W"},
	}
	for _, tc := range tests {
		if tc.s.Next() != tc.next || tc.s.Partner() != tc.partner || tc.s.Add(-3) != tc.add || tc.s.Add(5) != tc.next || tc.s.String() != tc.str {
			t.Errorf("seat %s: Next %s Partner %s Add(-3) %s Add(5) %s", tc.s, tc.s.Next(), tc.s.Partner(), tc.s.Add(-3), tc.s.Add(5))
		}
		for _, in := range []string{tc.str, string(tc.str[0] + 'a' - 'A')} {
			if got, err := ParseSeat(in); err != nil || got != tc.s {
				t.Errorf("ParseSeat(%q) = %v, %v", in, got, err)
			}
		}
	}
	for _, bad := range []string{"", "X", "NE", "north"} {
		if _, err := ParseSeat(bad); err == nil {
			t.Errorf("ParseSeat(%q) accepted", bad)
		}
	}
}

func TestParseSuitStrainRankCard(t *testing.T) {
	suits := map[string]Suit{"C": Clubs, "d": Diamonds, "♥": Hearts, "♤": Spades}
	for in, want := range suits {
		if got, err := ParseSuit(in); err != nil || got != want {
			t.Errorf("ParseSuit(%q) = %v, %v", in, got, err)
		}
	}
	strains := map[string]Strain{"nt": NoTrump, "N": NoTrump, "S": StrainSpades, "♣": StrainClubs}
	for in, want := range strains {
		if got, err := ParseStrain(in); err != nil || got != want {
			t.Errorf("ParseStrain(%q) = %v, %v", in, got, err)
		}
	}
	if _, err := ParseStrain("X"); err == nil {
		t.Error(`ParseStrain("X") accepted`)
	}
	ranks := map[string]Rank{"10": Ten, "t": Ten, "A": Ace, "2": Two, "j": Jack}
	for in, want := range ranks {
		if got, err := ParseRank(in); err != nil || got != want {
			t.Errorf("ParseRank(%q) = %v, %v", in, got, err)
		}
	}
	for _, bad := range []string{"1", "", "AK", "X"} {
		if _, err := ParseRank(bad); err == nil {
			t.Errorf("ParseRank(%q) accepted", bad)
		}
	}
	cards := map[string]Card{"SA": 51, "c2": 0, "h10": NewCard(Hearts, Ten), "♦Q": NewCard(Diamonds, Queen)}
	for in, want := range cards {
		if got, err := ParseCard(in); err != nil || got != want {
			t.Errorf("ParseCard(%q) = %v, %v", in, got, err)
		}
	}
	for _, bad := range []string{"AS", "S", "SX", "♠"} {
		if _, err := ParseCard(bad); err == nil {
			t.Errorf("ParseCard(%q) accepted", bad)
		}
	}
	if c := NewCard(Hearts, Ten); c.Suit() != Hearts || c.Rank() != Ten || c.String() != "HT" {
		t.Errorf("card %d: %s %s %s", c, c.Suit(), c.Rank(), c)
	}
}

func TestParseCallForms(t *testing.T) {
	tests := []struct {
		in                      string
		str, short, symbol, lin string
		rank                    int
	}{
		{"Pass", "Pass", "P", "Pass", "p", -1},
		{"p", "Pass", "P", "Pass", "p", -1},
		{"Dbl", "X", "X", "X", "d", -1},
		{"r", "XX", "XX", "XX", "r", -1},
		{"1c", "1C", "1C", "1♣", "1C", 0},
		{"1NT", "1NT", "1N", "1NT", "1N", 4},
		{"3n", "3NT", "3N", "3NT", "3N", 14},
		{"4♥", "4H", "4H", "4♥", "4H", 17},
		{"7NT", "7NT", "7N", "7NT", "7N", 34},
	}
	for _, tc := range tests {
		c, err := ParseCall(tc.in)
		if err != nil {
			t.Errorf("ParseCall(%q): %v", tc.in, err)
			continue
		}
		if c.String() != tc.str || c.Short() != tc.short || c.Symbol() != tc.symbol || c.LIN() != tc.lin || c.Rank() != tc.rank {
			t.Errorf("%q: %s %s %s %s %d", tc.in, c, c.Short(), c.Symbol(), c.LIN(), c.Rank())
		}
		if c.IsBid() && BidOfRank(c.Rank()) != c {
			t.Errorf("BidOfRank(%d) = %s, want %s", c.Rank(), BidOfRank(c.Rank()), c)
		}
	}
	for _, bad := range []string{"AP", "8C", "0S", "1X", "", "-"} {
		if _, err := ParseCall(bad); err == nil {
			t.Errorf("ParseCall(%q) accepted", bad)
		}
	}
}

func TestVulnerability(t *testing.T) {
	parse := map[string]Vulnerability{"None": None, "Love": None, "-": None, "o": None, "0": None,
		"NS": NS, "n": NS, "EW": EW, "e": EW, "All": Both, "Both": Both, "b": Both}
	for in, want := range parse {
		if got, err := ParseVulnerability(in); err != nil || got != want {
			t.Errorf("ParseVulnerability(%q) = %v, %v", in, got, err)
		}
	}
	if _, err := ParseVulnerability("x"); err == nil {
		t.Error(`ParseVulnerability("x") accepted`)
	}
	if !NS.IsVulnerable(South) || NS.IsVulnerable(East) || !EW.IsVulnerable(West) || None.IsVulnerable(North) || !Both.IsVulnerable(East) {
		t.Error("IsVulnerable is wrong")
	}
	// The standard duplicate cycle (Laws, Law 2): boards 1-16 and 17 = 1.
	want := "None NS EW Both NS EW Both None EW Both None NS Both None NS EW"
	got := ""
	for b := 1; b <= 16; b++ {
		if b > 1 {
			got += " "
		}
		got += BoardVulnerability(b).String()
	}
	if got != want || BoardVulnerability(17) != None || BoardVulnerability(20) != Both {
		t.Errorf("BoardVulnerability 1-16 = %s", got)
	}
	for b, d := range map[int]Seat{1: North, 2: East, 3: South, 4: West, 5: North, 16: West} {
		if BoardDealer(b) != d {
			t.Errorf("BoardDealer(%d) = %s, want %s", b, BoardDealer(b), d)
		}
	}
}

// TestShortEveryBid: Short of each of the 35 bids is its level and the
// strain's letter (N for no-trump), the form the CLI and JSON write, and
// it parses back to the same bid; Seat and Suit strings are the letters.
// Short, Seat.String and Suit.String allocate nothing (they are called per
// call of every board).
func TestShortEveryBid(t *testing.T) {
	for r := 0; r < 35; r++ {
		c := BidOfRank(r)
		want := fmt.Sprintf("%d%c", r/5+1, "CDHSN"[r%5])
		if c.Short() != want {
			t.Errorf("rank %d: Short %q, want %q", r, c.Short(), want)
		}
		if back, err := ParseCall(c.Short()); err != nil || back != c {
			t.Errorf("ParseCall(%q) = %v, %v; want %v", c.Short(), back, err, c)
		}
	}
	if got := (Call{Kind: Bid, Level: 9, Strain: StrainHearts}).Short(); got != "9H" {
		t.Errorf("level 9: Short %q, want 9H", got)
	}
	for s, want := range []string{"N", "E", "S", "W"} {
		if Seat(s).String() != want {
			t.Errorf("seat %d: %q, want %q", s, Seat(s), want)
		}
	}
	for s, want := range []string{"C", "D", "H", "S"} {
		if Suit(s).String() != want {
			t.Errorf("suit %d: %q, want %q", s, Suit(s), want)
		}
	}
	c := NewBid(3, NoTrump)
	racebuild.SkipAllocBound(t)
	if n := testing.AllocsPerRun(100, func() { _ = c.Short() + Seat(2).String() + Suit(1).String() }); n > 1 {
		t.Errorf("Short and the seat and suit strings: %v allocations, want at most the concatenation's", n)
	}
}

// TestAppendPBN: the appending forms write what PBN returns (a deal of
// the generator, a hand with a void, unknown hands as "-").
func TestAppendPBN(t *testing.T) {
	d := NewGenerator(3).Deal()
	known := [4]bool{true, false, true, true}
	for _, first := range Seats {
		if got := string(d.AppendPBN([]byte("x"), first, known)); got != "x"+d.PBN(first, known) {
			t.Errorf("AppendPBN from %s: %q, want x+%q", first, got, d.PBN(first, known))
		}
	}
	h, err := ParseHandPBN("AKQJT98765432...")
	if err != nil {
		t.Fatal(err)
	}
	if got := string(h.AppendPBN(nil)); got != "AKQJT98765432..." || h.PBN() != got {
		t.Errorf("hand: %q, PBN %q", got, h.PBN())
	}
}
