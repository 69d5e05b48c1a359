package magicdlight_test

import (
	"testing"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/enginetest"
)

// TestCompetitiveSequences checks the competitive sequences the notes state
// and the system files once left undefined, each with hands just inside and
// just outside its constraint (spades first).
func TestCompetitiveSequences(t *testing.T) {
	yes, no := enginetest.True, enginetest.False
	// 10.4.2 line 881: responder's new suit over an overcall of 1♥/1♠ is not
	// forcing; the notes give no length, a two-level new suit is read as 5+.
	nf := []enginetest.Case{
		// alerted: a new suit by an unpassed hand that is not forcing
		// (docs/alert-policy.md, "Natural calls that are alerted")
		{Auction: "1H 1S 2C", Explanation: "new suit: natural, not forcing", Line: 881, Forcing: engine.ForcingNone, Alert: yes,
			Fits: []string{"32.2.KJ32.KQ5432"}, Breaks: []string{"432.32.KJ32.KQ43"}},
		{Auction: "1H 1S 2D", Line: 881, Forcing: engine.ForcingNone,
			Fits: []string{"32.2.KQ5432.KJ32"}, Breaks: []string{"432.32.KQ43.KJ32"}},
		{Auction: "1H 2C 2D", Line: 881, Forcing: engine.ForcingNone, Lengths: map[bridge.Suit][2]int{bridge.Diamonds: {5, 13}}},
		{Auction: "1H 2C 2S", Line: 881, Forcing: engine.ForcingNone,
			Fits: []string{"KQ432.2.KJ32.432"}, Breaks: []string{"KQ43.32.KJ32.432"}},
		{Auction: "1S 2C 2H", Line: 881, Forcing: engine.ForcingNone, Lengths: map[bridge.Suit][2]int{bridge.Hearts: {5, 13}}},
		{Auction: "1S 2D 3C", Line: 881, Forcing: engine.ForcingNone, Lengths: map[bridge.Suit][2]int{bridge.Clubs: {5, 13}}},
		{Auction: "1S 2H 3D", Line: 881, Forcing: engine.ForcingNone, Lengths: map[bridge.Suit][2]int{bridge.Diamonds: {5, 13}}},
		// the single jump shift to the three level is game-forcing (881)
		{Auction: "1H 2C 3S", Explanation: "single jump shift", Line: 881, Forcing: engine.ForcingGame},
		{Auction: "1S 2D 3H", Explanation: "single jump shift", Line: 881, Forcing: engine.ForcingGame},
		// a jump to 4♣/♦ is a void-showing splinter (901), alerted
		{Auction: "1S 2H 4C", Explanation: "splinter", Line: 901, Alert: yes,
			Fits: []string{"KQ32.432.AJ5432."}, Breaks: []string{"KQ32.432.AJ432.2"}},
	}
	// 10.4.2.1 line 887: after the negative double opener shows his longest
	// suit; the other major does not promise five in the opened major; jumps
	// are the same with a better hand.
	rebids := []enginetest.Case{
		{Auction: "1H 1S X P 2C", Explanation: "4+♣", Line: 887,
			Fits: []string{"2.KQ32.432.AJ432"}, Breaks: []string{"2.KQ432.5432.A32"}},
		{Auction: "1H 2C X P 2S", Explanation: "does not promise five ♥", Line: 887,
			Fits: []string{"KQ32.AJ32.KJ32.2"}, Breaks: []string{"K32.AJ432.KJ32.2"}},
		{Auction: "1H 2D X P 3C", Explanation: "4+♣", Line: 887, Lengths: map[bridge.Suit][2]int{bridge.Clubs: {4, 13}}},
		{Auction: "1S 2H X P 3D", Explanation: "4+♦", Line: 887, Lengths: map[bridge.Suit][2]int{bridge.Diamonds: {4, 13}}},
		{Auction: "1H 1S X P 3D", Explanation: "jump: 4+♦, a better hand", Line: 887},
		{Auction: "1H 2C X P 3S", Explanation: "jump: 4+♠, a better hand", Line: 887},
		{Auction: "1H 2C X P 2H", Line: 887, Lengths: map[bridge.Suit][2]int{bridge.Hearts: {5, 13}}},
	}
	// 9.3 lines 662-664: 4-ace Blackwood directly over an opening and after
	// 1♣-1♦ and a suit bid with no trump agreed; not over 1NT (329).
	bw := []enginetest.Case{}
	for _, a := range []string{"1C P 4N", "1D P 4N", "1H P 4N", "1S P 4N", "2C P 4N", "2D P 4N", "2H P 4N", "2S P 4N", "2N P 4N", "3C P 4N", "3S P 4N", "4H P 4N", "4S P 4N", "P P 1C P 4N",
		"1C P 1D P 1H P 4N", "1C P 1D P 1S P 4N", "1C P 1D P 2C P 4N", "1C P 1D P 2D P 4N", "1C P 1D P 2H P 4N", "1C P 1D P 3C P 4N", "1C P 1D P 4H P 4N"} {
		bw = append(bw, enginetest.Case{Auction: a, Explanation: "4-ace Blackwood", Convention: "Blackwood", Alert: yes, Forcing: engine.ForcingOneRound})
	}
	bw = append(bw,
		enginetest.Case{Auction: "1H P 4N P 5D", Explanation: "1 or 4 aces", Line: 668, Fits: []string{"A32.KQ32.5432.32"}, Breaks: []string{"A32.AQ32.5432.32"}},
		enginetest.Case{Auction: "1N P 4N", Explanation: "natural slam try", Line: 329},
	)
	// 6 lines 286-310, 483: our 1NT overcall and the balancing 1NT, with the 1NT module.
	nt := []enginetest.Case{
		{Auction: "P 1H 1N", Explanation: "natural 1NT overcall", Line: 296, Alert: no},
		{Auction: "P 1H 1N P 2C", Explanation: "asks for the majors", Convention: "Stayman", Line: 316},
		{Auction: "P 1H 1N X XX", Explanation: "SOS", Line: 483},
		{Auction: "P 1H P P 1N", Explanation: "balancing 1NT", Line: 310, HCP: enginetest.HCP(12, 16),
			Fits: []string{"K32.AQ2.K432.432", "K32.AQ2.K432.A32"}, Breaks: []string{"K32.Q32.K432.K32", "K32.AQ2.K432.AJ2", "K2.AQ32.K5432.A2"}},
		{Auction: "P 1H P P 1N P 2C P 2N", Explanation: "maximum: 15-16 HCP", Line: 402, HCP: enginetest.HCP(15, 16)},
		{Auction: "P 1H P P 1N P 2C P 2D", Explanation: "no 4-card major", HCP: enginetest.HCP(12, 14)},
	}
	sys := enginetest.Embedded(t, "brown")
	for _, cs := range [][]enginetest.Case{nf, rebids, bw, nt} {
		enginetest.Run(t, sys, cs)
	}
	red := enginetest.Embedded(t, "red")
	enginetest.Run(t, red, []enginetest.Case{
		{Auction: "2H P 4N", Variant: "red", Explanation: "4-ace Blackwood", Line: 662},
	})
}
