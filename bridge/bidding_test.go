package bridge

import (
	"fmt"
	"math/rand"
	"reflect"
	"testing"

	"github.com/mdlint/mdlint/internal/racebuild"
)

// allCalls is every call: pass, double, redouble and the 35 bids, plus an
// out-of-range bid (level 8), which Legal and Allowed refuse.
func allCalls() []Call {
	cs := []Call{PassCall, DoubleCall, RedoubleCall, {Kind: Bid, Level: 8, Strain: StrainClubs}}
	for r := 0; r < 35; r++ {
		cs = append(cs, BidOfRank(r))
	}
	return cs
}

// TestBiddingLikeAuction checks that Bidding, fed one call at a time,
// answers Legal, Allowed (for every call) and Ended as the Auction methods
// do for the same calls, after every prefix of random auctions made mostly
// of legal calls, with illegal ones (insufficient bids, doubles of
// partner, calls after the end) mixed in.
func TestBiddingLikeAuction(t *testing.T) {
	rng := rand.New(rand.NewSource(18))
	cs := allCalls()
	var b Bidding
	prefixes := 0
	for n := 0; n < 2000; n++ {
		dealer := Seat(rng.Intn(4))
		b.Reset(dealer)
		var a Auction
		a.Dealer = dealer
		length := rng.Intn(20)
		for i := 0; i <= length; i++ {
			prefixes++
			if got, want := b.Auction(), a; got.Dealer != want.Dealer || !reflect.DeepEqual(append([]Call{}, got.Calls...), append([]Call{}, want.Calls...)) {
				t.Fatalf("Auction() = %v, want %v", got, want)
			}
			if got, want := b.Legal(), a.Legal(); !reflect.DeepEqual(got, want) {
				t.Fatalf("%v: Legal = %v, want %v", a.Calls, got, want)
			}
			if got, want := b.Ended(), a.Ended(); got != want {
				t.Fatalf("%v: Ended = %v, want %v", a.Calls, got, want)
			}
			for _, c := range cs {
				if got, want := b.Allowed(c), a.Allowed(c); !reflect.DeepEqual(got, want) {
					t.Fatalf("%v: Allowed(%v) = %v, want %v", a.Calls, c, got, want)
				}
			}
			// the next call: legal four times in five, when there is one
			var c Call
			if rng.Intn(5) > 0 {
				var ok []Call
				for _, x := range cs {
					if a.Allowed(x) == nil {
						ok = append(ok, x)
					}
				}
				if len(ok) == 0 {
					ok = cs
				}
				// passes are likelier, so that auctions end
				if rng.Intn(2) == 0 {
					c = PassCall
					if a.Allowed(c) != nil {
						c = ok[rng.Intn(len(ok))]
					}
				} else {
					c = ok[rng.Intn(len(ok))]
				}
			} else {
				c = cs[rng.Intn(len(cs))]
			}
			a.Calls = append(a.Calls, c)
			b.Add(c)
		}
	}
	if prefixes < 15000 {
		t.Fatalf("only %d prefixes tried", prefixes)
	}
}

// TestBiddingAllocs checks that a reused Bidding allocates nothing for
// legal calls once its array has grown: Reset keeps the array; Add,
// Legal, Allowed and Ended allocate nothing.
func TestBiddingAllocs(t *testing.T) {
	seq := []Call{NewBid(1, StrainClubs), PassCall, NewBid(1, StrainHearts), DoubleCall, RedoubleCall, PassCall, PassCall, PassCall}
	var b Bidding
	play := func() {
		b.Reset(North)
		for _, c := range seq {
			if b.Allowed(c) != nil || b.Ended() {
				t.Fatal("a legal call refused")
			}
			b.Add(c)
		}
		if b.Legal() != nil || !b.Ended() {
			t.Fatal("the auction should be legal and over")
		}
	}
	play()
	racebuild.SkipAllocBound(t)
	n := testing.AllocsPerRun(100, play)
	if n != 0 {
		t.Errorf("%v allocations per auction, want 0", n)
	}
}

// TestContractStringLikeSprintf checks that String, worded by one
// concatenation, gives the text of the PBN form's Sprintf and the
// declarer for every contract, out-of-range fields included, and that it
// makes one allocation.
func TestContractStringLikeSprintf(t *testing.T) {
	n := 0
	for level := -1; level <= 12; level++ {
		for strain := Strain(0); strain <= 6; strain++ {
			for dbl := 0; dbl <= 5; dbl++ {
				for decl := Seat(0); decl <= 5; decl++ {
					c := Contract{Level: level, Strain: strain, Doubled: dbl, Declarer: decl}
					want := "Pass"
					if level != 0 {
						want = fmt.Sprintf("%d%s%s", c.Level, c.Strain, [...]string{"", "X", "XX"}[c.Doubled%3]) + " by " + c.Declarer.String()
					}
					if got := c.String(); got != want {
						t.Fatalf("%+v: String %q, want %q", c, got, want)
					}
					n++
				}
			}
		}
	}
	c := Contract{Level: 4, Strain: StrainHearts, Doubled: 1, Declarer: South}
	if a := testing.AllocsPerRun(100, func() { _ = c.String() }); a != 1 {
		t.Errorf("String: %v allocations, want 1", a)
	}
	if c.String() != "4HX by S" {
		t.Errorf("String = %q, want 4HX by S", c.String())
	}
}
