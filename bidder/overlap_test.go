package bidder

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
)

// The notes' own overlaps (`overlap ... prefer` in the system file) decide
// the bidder's call where a hand fits two openings, and the advice names
// the line that marks the choice. Hands from the opening table (1443-1452)
// and the player's example: ♠A5 ♥AKJ73 ♦954 ♣Q82 fits 1♣ (5M332 included,
// 1443) and 1NT (12-14 balanced, 1447); its points are in the major, so
// it opens 1♣ and rebids hearts, where the specificity rule alone picked
// 1NT.
func TestOverlapPreference(t *testing.T) {
	sys := embedded(t)
	b := New(sys)
	for _, tc := range []struct {
		hand   string
		passes int    // passes before the opening (2: third hand)
		want   string // the system's call
		also   string // the other call of the choice
		line   string // the system file that marks the choice
	}{
		// 12-14 5M332, 1st/2nd hand: 1♣ with the points in the major,
		// 1NT with them in the short suits (openings.mds, the 1N line)
		{"A5.AKJ73.954.Q82", 0, "1C", "1N", "openings.mds"},
		{"KQ.Q8763.K54.Q32", 0, "1N", "1C", "openings.mds"},
		{"K5.AQ873.Q54.Q82", 0, "1C", "1N", "openings.mds"},
		// 3rd/4th hand: 12-14 5M332 fits 1♣ (12-14 balanced) and 1♥
		// (11-16, 5♥332 included); 15-16 fits 1♥ and 1NT (15-17)
		{"AK.Q8763.K54.Q32", 2, "1C", "1H", "openings.mds"},
		{"Q5.AKJ76.K54.Q32", 2, "1H", "1N", "openings.mds"},
		{"AQ.Q8763.K54.KQ2", 2, "1N", "1H", "openings.mds"},
		// 5♠5♥ 8-11 with 7 losers: 1♠, the higher suit (703-709)
		{"Q9876.J9876.A5.K", 0, "1S", "1H", "openings.mds"},
		// with at most 6½ losers the two-suited 2NT (709 Note 1)
		{"KQ976.AJ876.5.32", 0, "2N", "1S", "openings.mds"},
	} {
		h, err := bridge.ParseHandPBN(tc.hand)
		if err != nil {
			t.Fatal(err)
		}
		a := engine.Auction{Dealer: bridge.North}
		for i := 0; i < tc.passes; i++ {
			a.Calls = append(a.Calls, bridge.PassCall)
		}
		a.Dealer = bridge.North.Add(-tc.passes) // the hand on turn is North's
		adv, err := b.Advise(a, h, engine.SideNS)
		if err != nil {
			t.Fatalf("%s: %v", tc.hand, err)
		}
		call, ok := adv.Call()
		if !ok || call.Short() != tc.want {
			t.Errorf("%s after %d passes: the system's call is %v, want %s", tc.hand, tc.passes, call, tc.want)
			continue
		}
		if adv.Choice == nil {
			t.Errorf("%s: no choice recorded", tc.hand)
			continue
		}
		var calls []string
		for _, c := range adv.Choice.Calls {
			calls = append(calls, c.Short())
		}
		if len(calls) < 2 || calls[0] != tc.want || !strings.Contains(strings.Join(calls, " "), tc.also) {
			t.Errorf("%s: choice %v, want %s first and %s in it", tc.hand, calls, tc.want, tc.also)
		}
		if !strings.Contains(adv.Choice.Line, tc.line) {
			t.Errorf("%s: choice marked at %q, want a line of %s", tc.hand, adv.Choice.Line, tc.line)
		}
		if strings.Contains(adv.Choice.Rule, "tells the most") {
			t.Errorf("%s: the rule is the specificity one, not the notes': %s", tc.hand, adv.Choice.Rule)
		}
	}
}

// The lean advice under a lint finding picks the same call as the full one.
func TestOverlapPreferenceLean(t *testing.T) {
	sys := embedded(t)
	b := New(sys)
	h, _ := bridge.ParseHandPBN("A5.AKJ73.954.Q82")
	a := engine.Auction{Dealer: bridge.North}
	cur := sys.CursorAt(a, engine.SideNS)
	adv := b.advise(&cur, h, &scratch{})
	if call, ok := adv.Call(); !ok || call.Short() != "1C" {
		t.Fatalf("lean advice: %v, want 1C", call)
	}
}

// A prefer clause without an `if` always puts its calls first; with an
// `if`, first for the hands that satisfy it and last for the others; a
// clause without prefer decides nothing.
func TestPreferredFirst(t *testing.T) {
	sys, err := engine.LoadFS(fstest.MapFS{
		"t.mds": &fstest.MapFile{Data: []byte(`@system "T"
1C   clubs {hcp 8-16; 5+C; src 1}
1D   diamonds {hcp 8-16; 5+D; src 1; overlap 1C "better minor" prefer 1D if top D 2/3}
1H   hearts {hcp 8-16; 5+H; src 1; overlap 1S "higher" prefer 1S}
1S   spades {hcp 8-16; 5+S; src 1}
2C   judgment {hcp 8-16; 6+C; src 1; overlap 1C "judgment"}
`)}}, "t.mds", engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	b := New(sys)
	for _, tc := range []struct{ hand, want string }{
		{"2.3.AKJ54.Q9876", "1D"},  // top D 2/3: diamonds first
		{"2.3.QJ954.AK876", "1C"},  // not: clubs first
		{"AJ876.KQ987.2.32", "1S"}, // always spades
	} {
		h, err := bridge.ParseHandPBN(tc.hand)
		if err != nil {
			t.Fatal(err)
		}
		adv, err := b.Advise(engine.Auction{Dealer: bridge.North}, h, engine.SideNS)
		if err != nil {
			t.Fatal(err)
		}
		if call, _ := adv.Call(); call.Short() != tc.want {
			t.Errorf("%s: %v, want %s", tc.hand, call, tc.want)
		}
	}
}
