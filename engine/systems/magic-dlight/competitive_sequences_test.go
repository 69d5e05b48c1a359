package magicdlight_test

import (
	"testing"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/check"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/enginetest"
)

// TestNaturalNoTrumpAfterOvercallOfMajor checks responder's natural
// no-trump bids after an overcall of our 1♥/1♠ (10.4.2, 881 gives only
// the new suits; 1043 and 973 read the one-level overcall with a natural
// 1NT; 2NT is the support raise, 897). Decisions written beside the lines:
// 1♥-(1♠)-1NT is 8-13 with a spade stopper and at most three hearts; after
// 1♣-1♥ the 1♣ opener's 1NT is the 15-17 no-trump hand with a stopper (as
// 1041); 3NT is to play with a stopper, 14+ (12+ for the strong hand after
// 1♣-1♦;1M, 977).
func TestNaturalNoTrumpAfterOvercallOfMajor(t *testing.T) {
	none, game := engine.ForcingNone, engine.ForcingGame
	cases := []enginetest.Case{
		{Auction: "1H 1S 1N", Explanation: "a spade stopper, 8-13", Line: 881, HCP: enginetest.HCP(8, 13), Forcing: none, Alert: enginetest.False,
			Lengths: map[bridge.Suit][2]int{bridge.Hearts: {0, 3}},
			// 9 hcp with K-J-x of spades; 12 with no spade stopper; 15; four hearts
			Fits: []string{"KJ2.32.Q5432.K32", "Q32.32.AQ432.K32"}, Breaks: []string{"432.K2.AQ432.K32", "KJ2.32.A5432.AK2", "KJ2.Q432.Q432.K2"}},
		{Auction: "1C P 1H 1S 1N", Explanation: "15-17 balanced with a spade stopper", Line: 881, HCP: enginetest.HCP(15, 17),
			Fits: []string{"KJ2.Q32.AQ32.KJ2"}, Breaks: []string{"KJ2.J32.AQ32.K32", "432.Q32.AQ32.AKJ"}},
		// the weak hand's 1NT after 1♣-1♦;1♥ is unchanged (973)
		{Auction: "1C P 1D P 1H 1S 1N", Explanation: "the weak hand", Line: 973, HCP: enginetest.HCP(0, 8)},
		{Auction: "1H 1S 3N", Explanation: "to play: a stopper in their suit", Line: 881, HCP: enginetest.HCP(14, 37), Forcing: none,
			Fits: []string{"AQ2.32.KQ32.KJ32"}, Breaks: []string{"432.32.AKQ2.AKJ2", "AQ2.32.KJ32.QJ32"}},
		{Auction: "1H 2C 3N", Explanation: "a stopper in their suit", Line: 881, HCP: enginetest.HCP(14, 37),
			Fits: []string{"AQ2.32.KQ32.KJ32"}, Breaks: []string{"AQ2.32.KQ32.5432"}},
		{Auction: "1S 2H 3N", Explanation: "a stopper in their suit", Line: 881, Fits: []string{"32.AJ3.KQ32.AJ32"}, Breaks: []string{"32.543.KQ32.AKQ2"}},
		{Auction: "1H 3D 3N", Explanation: "a stopper in their suit", Line: 881, Fits: []string{"AQ2.32.KQ3.KJ432"}, Breaks: []string{"AQ2.32.432.AKJ32"}},
		{Auction: "1C P 1D P 1H 1S 3N", Explanation: "(the strong hand)", Line: 977, HCP: enginetest.HCP(12, 37),
			Fits: []string{"AQ2.32.Q432.KJ32"}, Breaks: []string{"AQ2.32.Q432.J432"}},
		// 2NT stays the support raise (897)
		{Auction: "1H 1S 2N", Explanation: "support for ♥", Line: 897, Forcing: game},
	}
	enginetest.Run(t, enginetest.Embedded(t, "brown"), cases)
}

// TestDoubleJumpAfterReopeningDouble checks 975: after 1♣-1♦;1M-(overcall),
// the weak hand's pass and opener's takeout double, "the weak hand may bid as
// high as he wants except that double jump below game is game-forcing". The
// double jump is two levels above the cheapest bid in the suit: 4♣/4♦ over an
// overcall of 1♠ or 1NT, 4♦ over 2♣; decision: a 5+ suit and 5+ hcp.
func TestDoubleJumpAfterReopeningDouble(t *testing.T) {
	game := engine.ForcingGame
	clubs := map[bridge.Suit][2]int{bridge.Clubs: {5, 13}}
	cases := []enginetest.Case{
		{Auction: "1C P 1D P 1H 1S P P X P 4C", Explanation: "double jump: game-forcing", Line: 975, Forcing: game, HCP: enginetest.HCP(5, 37), Lengths: clubs,
			Fits: []string{"32.32.432.KQ5432"}, Breaks: []string{"32.32.5432.Q5432", "32.432.K432.KQ32"}},
		{Auction: "1C P 1D P 1H 1S P P X P 4D", Explanation: "double jump: game-forcing", Line: 975, Forcing: game},
		{Auction: "1C P 1D P 1S 1N P P X P 4C", Explanation: "double jump: game-forcing", Line: 975, Forcing: game},
		{Auction: "1C P 1D P 1S 2C P P X P 4D", Explanation: "double jump: game-forcing", Line: 975, Forcing: game},
		// just outside: a single jump is natural, and over 2♦ 4♣ is a single
		// jump (the cheapest club bid is 3♣)
		{Auction: "1C P 1D P 1H 1S P P X P 3C", Explanation: "natural", Forcing: engine.ForcingNone},
		{Auction: "1C P 1D P 1S 2D P P X P 4C", Explanation: "natural", Forcing: engine.ForcingNone},
		{Auction: "1C P 1D P 1S 2C P P X P 4C", Explanation: "natural", Forcing: engine.ForcingNone},
	}
	enginetest.Run(t, enginetest.Embedded(t, "brown"), cases)
}

// TestWeakHandWhenFourthHandBids checks 17.3.4: after 1♣-(P)-1♦-(overcall)
// the weak hand's calls are the same "regardless of pass or bid after the
// double" (1069) and "regardless if next hand bids or not" (1077); after
// its takeout double "the weak hand must pass the next round" (1081), so a
// call by the doubler in the next round shows the strong hand (12+, 1083).
func TestWeakHandWhenFourthHandBids(t *testing.T) {
	yes := enginetest.True
	cases := []enginetest.Case{
		{Auction: "1C P 1D 1H X 1S 2C", Explanation: "the weak hand", Line: 1069, HCP: enginetest.HCP(0, 8),
			Fits: []string{"32.432.432.KJ432"}, Breaks: []string{"32.432.AQ2.KJ432"}},
		{Auction: "1C P 1D 1H X 2H 3C", Explanation: "jump in a suit", Line: 1069, HCP: enginetest.HCP(0, 8)},
		{Auction: "1C P 1D 1H X 1S 1N", Explanation: "the weak hand", Line: 1067, HCP: enginetest.HCP(0, 8)},
		{Auction: "1C P 1D 1H X 2H 3H", Explanation: "the strong hand", Line: 1073, HCP: enginetest.HCP(12, 37), Alert: yes},
		{Auction: "1C P 1D 1H P 2H 2S", Explanation: "a new suit below 2N", Line: 1079, HCP: enginetest.HCP(0, 8)},
		{Auction: "1C P 1D 1H P 2H X", Explanation: "takeout double below 2N", Line: 1081, Alert: yes},
		// 1081: the doubler's next round
		{Auction: "1C P 1D 1H P P X P 2C P 2H", Explanation: "the strong hand", Line: 1081, HCP: enginetest.HCP(12, 37),
			Fits: []string{"AK32.32.AQ32.K32"}, Breaks: []string{"Q432.32.KJ32.432"}},
		{Auction: "1C P 1D 1H P P X P 2C 2H 3C", Explanation: "the strong hand", Line: 1081, HCP: enginetest.HCP(12, 37)},
		{Auction: "1C P 1D 1H P P X P 2C 2H X", Explanation: "extra values", Line: 1081, HCP: enginetest.HCP(12, 37), Alert: yes},
		{Auction: "1C P 1D 1H P 2H X P 3D P 3N", Explanation: "the strong hand", Line: 1081, HCP: enginetest.HCP(12, 37)},
		// the weak hand's pass is what 1081 asks for; opener answers naturally
		{Auction: "1C P 1D 1H P P X P 2C P P"},
		{Auction: "1C P 1D 1H P P X P 2D", Explanation: "natural", Line: 1081, Lengths: map[bridge.Suit][2]int{bridge.Diamonds: {4, 13}}},
	}
	enginetest.Run(t, enginetest.Embedded(t, "brown"), cases)
}

// TestClubPreemptResponses checks the pre-empt responses to 1♣ (17.1,
// 998-1001: "see the 3x/3N/4♣/♦/4♥/♠ opening"): the openings' constraints
// (6+ at the three level, 7+ at the four level and for 3N, at most 11 hcp),
// 998's "sound" as a good suit (two of the top three honours or three of
// the top five) and 999's ace for 3N (decisions beside the lines). After
// 1♣-(X) the same lines apply (1♥+ is SysOn, 1025).
func TestClubPreemptResponses(t *testing.T) {
	cases := []enginetest.Case{
		{Auction: "1C P 3H", Explanation: "sound pre-empt", Line: 998, HCP: enginetest.HCP(0, 11), Lengths: map[bridge.Suit][2]int{bridge.Hearts: {6, 13}},
			// K-Q, or K-J (two of the top five); J-9 only; 12 hcp; five cards
			Fits: []string{"32.KQ8765.432.32", "32.KJ9765.432.32"}, Breaks: []string{"32.J98765.K32.32", "32.KQ8765.AK2.32", "432.KQ876.432.32"}},
		{Auction: "1C X 3S", Explanation: "sound pre-empt", Line: 998, Fits: []string{"JT8765.32.432.A2"}, Breaks: []string{"J98765.32.K32.32"}},
		{Auction: "1C P 3N", Explanation: "headed by the ace", Line: 999, HCP: enginetest.HCP(0, 11),
			Fits: []string{"2.32.432.AJ98765"}, Breaks: []string{"2.32.432.KQJ8765", "2.32.5432.AJ9876"}},
		{Auction: "1C P 4C", Explanation: "solid suit", Line: 1000, HCP: enginetest.HCP(0, 11),
			Fits: []string{"2.AKQ8765.432.32", "2.KQJ8765.432.A2"}, Breaks: []string{"2.KQJ8765.432.32", "2.AKQ8765.AK2.32"}},
		{Auction: "1C P 4S", Explanation: "7+♠", Line: 1001, HCP: enginetest.HCP(0, 11),
			Fits: []string{"KJ98765.2.432.32"}, Breaks: []string{"KJ9876.2.5432.32", "KJ98765.A.AQ2.32"}},
		// the weak hand's pass after 1♣-1♦;1M (decision beside the line: 0-8, 989)
		{Auction: "1C P 1D P 1H P P", Explanation: "nothing to show", Line: 965, HCP: enginetest.HCP(0, 8),
			Fits: []string{"T3.J74.JT43.8542"}, Breaks: []string{"K3.J74.KJT4.Q542"}},
		// opener's jump rebid after 1♣-1♦ (1007: the 3x opening with adjusted strength)
		{Auction: "1C P 1D P 3H", Explanation: "long ♥ (6+)", Line: 1007, HCP: enginetest.HCP(12, 16), Lengths: map[bridge.Suit][2]int{bridge.Hearts: {6, 13}},
			Fits: []string{"2.AKJ876.K32.A32"}, Breaks: []string{"32.AKJ87.K32.A32"}},
	}
	enginetest.Run(t, enginetest.Embedded(t, "brown"), cases)
}

// TestClubResponsesCheck: `mdlint check` finds no accidental overlap and
// no gap above its default limits (0.5%) in the responses to 1♣ now that
// the pre-empt responses have constraints (998-1001), nor after 1♣-(X)
// (17.3.1, 1025-1035: pass or 1♦ weak, redouble 12+, 1♥+ SysOn), where
// before the doubled pass, 1♦ and redouble were unmarked choices (39.6%),
// nor where chapter 10's module answers 1♣-1M and 1♣-1♦;1M (10.5, 10.6):
// there the 1♣ opener's raises (941-945) and the 0-8/12+ hand's raises
// (967-969) carried no marks, and 1♣-1♦;1M had no pass (32-35% accidental
// overlap, 6-13% gap before).
func TestClubResponsesCheck(t *testing.T) {
	sys := enginetest.Embedded(t, "brown")
	club := bridge.NewBid(1, bridge.StrainClubs)
	nodes := []check.Node{
		{Kind: "at", Auction: engine.Auction{Dealer: bridge.North, Calls: []bridge.Call{club, bridge.PassCall}}},
		{Kind: "at", Auction: engine.Auction{Dealer: bridge.North, Calls: []bridge.Call{club, bridge.DoubleCall}}},
	}
	diamond, heart, spade := bridge.NewBid(1, bridge.StrainDiamonds), bridge.NewBid(1, bridge.StrainHearts), bridge.NewBid(1, bridge.StrainSpades)
	for _, m := range []bridge.Call{heart, spade} {
		nodes = append(nodes,
			check.Node{Kind: "at", Auction: engine.Auction{Dealer: bridge.North, Calls: []bridge.Call{club, bridge.PassCall, m, bridge.PassCall}}},
			check.Node{Kind: "at", Auction: engine.Auction{Dealer: bridge.North, Calls: []bridge.Call{club, bridge.PassCall, diamond, bridge.PassCall, m, bridge.PassCall}}})
	}
	res, errs := check.Simulate(sys, nodes, check.SimOptions{Hands: 20000, Seed: 1})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	if len(res) != len(nodes) {
		t.Fatalf("simulated %d nodes, want %d", len(res), len(nodes))
	}
	for _, r := range res {
		if r.Gap.Percent > 0.5 || r.Overlap.Percent > 0.5 {
			t.Errorf("%s: gap %.2f%%, accidental overlap %.2f%% (examples %v), want both at most 0.5%%",
				r.Label(), r.Gap.Percent, r.Overlap.Percent, r.Overlap.Examples)
		}
	}
}
