package bridge

import (
	"errors"
	"strings"
	"testing"

	"github.com/mdlint/mdlint/internal/racebuild"
)

// calls parses a space-separated list of calls.
func calls(t testing.TB, s string) []Call {
	t.Helper()
	var out []Call
	for _, f := range strings.Fields(s) {
		c, err := ParseCall(f)
		if err != nil {
			t.Fatalf("ParseCall(%q): %v", f, err)
		}
		out = append(out, c)
	}
	return out
}

func TestAuctionLegalAndContract(t *testing.T) {
	tests := []struct {
		name     string
		dealer   Seat
		calls    string
		ended    bool
		contract string // Contract().String(); "" when ok is false
	}{
		// Corpus lorserker__ben__Boards__Eamon__biggest_wbridge_catastrophe.pbn:
		// [Declarer "W"] [Contract "5CXX"].
		{"corpus 5CXX", North, "1NT X 2D Pass 2H 3D 3H Pass Pass 4S Pass 5C X Pass Pass XX Pass Pass Pass", true, "5CXX by W"},
		{"passed out", East, "P P P P", true, ""},
		{"three passes only", East, "P P P", false, ""},
		{"empty", South, "", false, ""},
		{"opening so far", North, "1C", false, "1C by N"},
		// Declarer is the first of the side to name the strain: S bid hearts
		// first, N raised.
		{"declarer is first to name strain", North, "1C P 1H P 2H P 4H P P P", true, "4H by S"},
		{"opponent named the strain first", North, "1H 2H 3H P P P", true, "3H by N"},
		{"overcaller declares", East, "1D 1S P 2S P P P", true, "2S by S"},
		{"balancing double", North, "1H P P X P P P", true, "1HX by N"},
		{"redouble after passes", North, "1H X P P XX P P P", true, "1HXX by N"},
		{"immediate redouble", West, "1NT X XX P P P", true, "1NTXX by W"},
		{"double then new bid clears it", North, "1H X 2H P P P", true, "2H by N"},
		{"not yet ended after a double", North, "1C P P X P P", false, "1CX by N"},
		{"seven no-trump", South, "7NT X XX P P P", true, "7NTXX by S"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := Auction{Dealer: tc.dealer, Calls: calls(t, tc.calls)}
			if err := a.Legal(); err != nil {
				t.Fatalf("Legal: %v", err)
			}
			if got := a.Ended(); got != tc.ended {
				t.Errorf("Ended = %v, want %v", got, tc.ended)
			}
			c, ok := a.Contract()
			got := ""
			if ok {
				got = c.String()
			}
			if got != tc.contract {
				t.Errorf("Contract = %q (ok %v), want %q", got, ok, tc.contract)
			}
		})
	}
}

func TestAuctionIllegal(t *testing.T) {
	tests := []struct {
		name  string
		calls string
		index int
		msg   string
	}{
		{"insufficient", "1H 1D", 1, "insufficient bid: 1♦ is not higher than 1♥"},
		{"same bid", "1H P 1H", 2, "insufficient bid"},
		{"NT then same-level suit", "1NT 1S", 1, "insufficient bid"},
		{"double at the start", "X", 0, "no bid to double"},
		{"double after passes only", "P P X", 2, "no bid to double"},
		{"double of partner's bid", "1H P X", 2, "partner's bid"},
		{"ends legally", "1H P P P", -1, ""},
		{"double of a doubled bid", "1H X X", 2, "already doubled"},
		{"double of a redoubled bid", "1H X XX X", 3, "already doubled"},
		{"redouble with no double", "1H XX", 1, "redouble of no double"},
		{"redouble of partner's double", "1H X P XX", 3, "partner's double"},
		{"redouble of a redouble", "1H X XX P P XX", 5, "redouble of no double"},
		{"call after pass-out", "P P P P 1C", 4, "already ended"},
		{"call after the end", "1H P P P P", 4, "already ended"},
		{"double after the end", "1H P P P X", 4, "already ended"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := Auction{Dealer: North, Calls: calls(t, tc.calls)}
			err := a.Legal()
			if tc.index < 0 {
				if err != nil {
					t.Fatalf("Legal = %v, want nil", err)
				}
				return
			}
			var ae *AuctionError
			if !errors.As(err, &ae) {
				t.Fatalf("Legal = %v, want an *AuctionError", err)
			}
			if ae.Index != tc.index || ae.Seat != a.Seat(tc.index) || ae.Call != a.Calls[tc.index] || !strings.Contains(ae.Msg, tc.msg) {
				t.Errorf("error = %+v, want index %d with %q", ae, tc.index, tc.msg)
			}
		})
	}
	// A bid outside 1C-7NT.
	a := Auction{Dealer: North, Calls: []Call{{Kind: Bid, Level: 8, Strain: NoTrump}}}
	var ae *AuctionError
	if err := a.Legal(); !errors.As(err, &ae) || ae.Index != 0 {
		t.Errorf("8NT: Legal = %v", err)
	}
	// The contract uses the legal prefix only.
	a = Auction{Dealer: North, Calls: calls(t, "1H 2C 1S P P P")}
	if c, ok := a.Contract(); !ok || c.String() != "2C by E" {
		t.Errorf("Contract of an illegal auction = %v, %v; want 2C by E", c, ok)
	}
	if a.Ended() {
		t.Error("an auction stopped by an illegal call reported Ended")
	}
}

func TestAuctionError(t *testing.T) {
	a := Auction{Dealer: West, Calls: calls(t, "1H 1D")}
	err := a.Legal()
	want := "bridge: illegal call at index 1 (1♦ by N): insufficient bid: 1♦ is not higher than 1♥"
	if err == nil || err.Error() != want {
		t.Errorf("Error() = %v, want %q", err, want)
	}
}

func TestAuctionAllowed(t *testing.T) {
	a := Auction{Dealer: North, Calls: calls(t, "1H P")}
	tests := []struct {
		call string
		ok   bool
	}{
		{"1D", false}, {"1H", false}, {"1S", true}, {"7NT", true}, {"P", true},
		{"X", false}, // South would double partner's bid
		{"XX", false},
	}
	for _, tc := range tests {
		c := calls(t, tc.call)[0]
		err := a.Allowed(c)
		if (err == nil) != tc.ok {
			t.Errorf("Allowed(%s) after 1H P = %v, want ok %v", tc.call, err, tc.ok)
		}
		var ae *AuctionError
		if err != nil && (!errors.As(err, &ae) || ae.Index != 2 || ae.Seat != South) {
			t.Errorf("Allowed(%s) error = %+v, want index 2 by S", tc.call, err)
		}
	}
	// Allowed must not modify the caller's slice.
	backing := make([]Call, 2, 10)
	copy(backing, calls(t, "1H P"))
	b := Auction{Dealer: North, Calls: backing}
	_ = b.Allowed(NewBid(2, StrainHearts))
	if backing[:3][2] != (Call{}) {
		t.Error("Allowed wrote into the caller's backing array")
	}
	// East may double 1H after North opens.
	if err := (Auction{Dealer: North, Calls: calls(t, "1H")}).Allowed(DoubleCall); err != nil {
		t.Errorf("Allowed(X) over 1H = %v", err)
	}
	// a legal call costs no allocation (the bidder asks it of every call
	// it tries and of every opponents' call it takes from the record)
	long := Auction{Dealer: North, Calls: calls(t, "1C 1H X 2H 3C P 3NT P")}
	if err := long.Allowed(NewBid(3, StrainHearts)); err == nil || !strings.Contains(err.Error(), "insufficient bid: 3♥ is not higher than 3NT") {
		t.Errorf("Allowed(3H) after 3NT = %v, want the insufficient bid", err)
	}
	racebuild.SkipAllocBound(t)
	if n := testing.AllocsPerRun(100, func() { _ = long.Allowed(PassCall) }); n != 0 {
		t.Errorf("Allowed(P) after %d calls: %v allocations, want 0", len(long.Calls), n)
	}
}

func TestAuctionSeatsAndLastBid(t *testing.T) {
	a := Auction{Dealer: West, Calls: calls(t, "P 1C X XX 1H P")}
	if err := a.Legal(); err != nil {
		t.Fatal(err)
	}
	wantSeats := []Seat{West, North, East, South, West, North, East}
	for i, w := range wantSeats {
		if got := a.Seat(i); got != w {
			t.Errorf("Seat(%d) = %s, want %s", i, got, w)
		}
	}
	if a.Next() != West.Add(6) {
		t.Errorf("Next = %s", a.Next())
	}
	if c, i := a.LastBid(); c != NewBid(1, StrainHearts) || i != 4 {
		t.Errorf("LastBid = %s, %d; want 1H, 4", c, i)
	}
	if c, i := (Auction{Calls: calls(t, "P P")}).LastBid(); c != PassCall || i != -1 {
		t.Errorf("LastBid with no bid = %s, %d", c, i)
	}
	if !(Auction{Calls: calls(t, "P P P P")}).PassedOut() || (Auction{Calls: calls(t, "P P P 1C")}).PassedOut() {
		t.Error("PassedOut is wrong")
	}
}

func TestContractForms(t *testing.T) {
	tests := []struct {
		c                   Contract
		str, sym, pbnString string
	}{
		{Contract{4, StrainHearts, 1, South}, "4HX by S", "4♥X by S", "4HX"},
		{Contract{3, NoTrump, 0, North}, "3NT by N", "3NT by N", "3NT"},
		{Contract{2, StrainSpades, 2, East}, "2SXX by E", "2♠XX by E", "2SXX"},
		{Contract{1, StrainClubs, 0, West}, "1C by W", "1♣ by W", "1C"},
		{Contract{}, "Pass", "Pass", "Pass"},
	}
	for _, tc := range tests {
		if got := tc.c.String(); got != tc.str {
			t.Errorf("String = %q, want %q", got, tc.str)
		}
		if got := tc.c.Symbol(); got != tc.sym {
			t.Errorf("Symbol = %q, want %q", got, tc.sym)
		}
		if got := tc.c.PBN(); got != tc.pbnString {
			t.Errorf("PBN = %q, want %q", got, tc.pbnString)
		}
	}
}

func BenchmarkAuctionLegal(b *testing.B) {
	a := Auction{Dealer: North, Calls: calls(b, "1NT X 2D Pass 2H 3D 3H Pass Pass 4S Pass 5C X Pass Pass XX Pass Pass Pass")}
	for b.Loop() {
		if a.Legal() != nil {
			b.Fatal("illegal")
		}
	}
}
