package bidder

import (
	"strings"
	"testing"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
)

// The response overlaps of one-club, one-diamond and one-major state the
// notes' choice as a `prefer` clause, so the bidder follows the notes where
// it used to take the most specific constraint: raise first with support
// (10.1, 728-730), the longer suit first with equal length a major before
// a minor (790, 792, 1107-1111), the row written for the hand (1588-1591),
// a solid suit by its transfer (1113). South is on turn after the auction,
// North dealing (West with dealer South for the third-hand 1♣).
func TestResponseOverlapPreference(t *testing.T) {
	sys := embedded(t)
	b := New(sys)
	for _, tc := range []struct {
		auction string
		dealer  bridge.Seat
		hand    string // South's
		want    string
		also    string // another call the hand fits (the choice)
		line    string // the system file whose clause decides
	}{
		// 1♣-1♦-1♥ with ♥QJ7 and good clubs, 15 HCP: the game-forcing
		// transfer raise, not 3♣, which hid the nine-card fit (967, 728)
		{"1C P 1D P 1H P", bridge.North, "K3.QJ7.Q95.AK632", "2D", "3C", "one-major.mds"},
		// 1♥ with 4♠ and 3♥, 9 HCP: the raise before 1♠ (790)
		{"1H P", bridge.North, "KJ76.Q73.K842.32", "2H", "1S", "one-major.mds"},
		// 1♥ with 4♥ and 11+: TRA2M with a balanced hand, 2NT unbalanced (728, 730)
		{"1H P", bridge.North, "K82.KQ73.A842.32", "2D", "2N", "one-major.mds"},
		{"1H P", bridge.North, "K8.KQ73.A8742.2", "2N", "2D", "one-major.mds"},
		// 1♠ with 4♥ and 4♣: the major before the minor (790's rule)
		{"1S P", bridge.North, "32.KJ76.K84.QJ32", "2D", "1N", "one-major.mds"},
		// 1♣ with 5♠332 9-11: 1♠ with the points in the major, 1NT with them
		// outside (989, 1445-1446)
		{"1C P", bridge.North, "AQ872.K73.954.82", "1S", "1N", "one-club.mds"},
		{"1C P", bridge.North, "K8732.Q73.KJ4.Q2", "1N", "1S", "one-club.mds"},
		// third-hand 1♣ with 10-11 and 5♣332: the minor's row (1590)
		{"P P 1C P", bridge.South, "Q73.K82.54.KQJ87", "2C", "1N", "one-club.mds"},
		// 1♦ with 5♥ and 6♦: the longer suit first (1107-1111)
		{"1D P", bridge.North, "2.KJ976.AQJ876.2", "2H", "1N", "one-diamond.mds"},
		// 1♦ with 6♣5♦: 2♠ (1111), not the six-card club row
		{"1D P", bridge.North, "2.A.KQJ87.AQ9876", "2S", "2D", "one-diamond.mds"},
		// 1♦ with a solid six-card diamond suit: the transfer (1113)
		{"1D P", bridge.North, "AQ.2.AKQJ76.9876", "3C", "", "one-diamond.mds"},
	} {
		h, err := bridge.ParseHandPBN(tc.hand)
		if err != nil {
			t.Fatal(err)
		}
		calls, err := engine.ParseCalls(tc.auction)
		if err != nil {
			t.Fatal(err)
		}
		adv, err := b.Advise(engine.Auction{Dealer: tc.dealer, Calls: calls}, h, engine.SideNS)
		if err != nil {
			t.Fatalf("%s %s: %v", tc.auction, tc.hand, err)
		}
		call, ok := adv.Call()
		if !ok || call.Short() != tc.want {
			t.Errorf("%s, %s: the system's call is %v, want %s", tc.auction, tc.hand, call, tc.want)
			continue
		}
		if tc.also == "" {
			continue
		}
		if adv.Choice == nil {
			t.Errorf("%s, %s: no choice recorded", tc.auction, tc.hand)
			continue
		}
		var cs []string
		for _, c := range adv.Choice.Calls {
			cs = append(cs, c.Short())
		}
		if !strings.Contains(" "+strings.Join(cs, " ")+" ", " "+tc.also+" ") {
			t.Errorf("%s, %s: choice %v, want %s in it", tc.auction, tc.hand, cs, tc.also)
		}
		if !strings.Contains(adv.Choice.Line, tc.line) || strings.Contains(adv.Choice.Rule, "tells the most") {
			t.Errorf("%s, %s: choice marked at %q with %q, want the notes' rule from %s", tc.auction, tc.hand, adv.Choice.Line, adv.Choice.Rule, tc.line)
		}
	}
}

// When both lines of a choice carry an overlap clause, the one whose prefer
// part decides between the two calls is the one applied: the transfer's
// line names the raise among many calls without a prefer, the raise's line
// says "raise first".
func TestOverlapBetweenTakesTheDecidingClause(t *testing.T) {
	c := func(s string) bridge.Call {
		cs, err := engine.ParseCalls(s)
		if err != nil {
			t.Fatal(err)
		}
		return cs[0]
	}
	transfer := Candidate{Meaning: engine.Meaning{Call: c("1N"), Overlaps: []engine.Overlap{{Call: c("2D"), Rule: "judgment"}}}}
	raise := Candidate{Meaning: engine.Meaning{Call: c("2D"), Overlaps: []engine.Overlap{{Call: c("1N"), Rule: "raise first", Prefer: []bridge.Call{c("2D")}}}}}
	for _, pair := range [][2]Candidate{{transfer, raise}, {raise, transfer}} {
		o := overlapBetween(&pair[0].Meaning, &pair[1].Meaning)
		if o == nil || o.Rule != "raise first" {
			t.Errorf("overlapBetween(%s, %s) = %+v, want the raise's clause", pair[0].Meaning.Call, pair[1].Meaning.Call, o)
		}
	}
	// without a deciding clause, the first found
	if o := overlapBetween(&transfer.Meaning, &engine.Meaning{Call: c("2D")}); o == nil || o.Rule != "judgment" {
		t.Errorf("got %+v", o)
	}
}
