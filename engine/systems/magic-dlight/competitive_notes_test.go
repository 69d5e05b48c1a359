package magicdlight_test

import (
	"testing"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/enginetest"
)

// TestNegativeDoubleOfJumpOvercall checks opener's rebids after a double of
// a jump overcall of our 1♥/1♠ (10.4.3, 907: negative doubles through 3♦,
// the double of 1M-(3OM) balanced): the principles of 887 one level higher.
// Opener shows his longest suit (the major with 5+, another suit with 4+),
// jumps show better hands, and responder's new suits are then forcing (891).
func TestNegativeDoubleOfJumpOvercall(t *testing.T) {
	no := enginetest.False
	none, one := engine.ForcingNone, engine.ForcingOneRound
	atLeast := func(s bridge.Suit, lo int) map[bridge.Suit][2]int { return map[bridge.Suit][2]int{s: {lo, 13}} }
	cases := []enginetest.Case{
		{Auction: "1H 3C X P 3D", Explanation: "the longest suit after the major", Line: 887, Forcing: none, Alert: no, Lengths: atLeast(bridge.Diamonds, 4),
			Fits: []string{"2.KQ432.AJ32.432"}, Breaks: []string{"32.KQ432.AJ2.432"}},
		{Auction: "1H 3C X P 3S", Explanation: "does not promise five", Line: 887, Lengths: atLeast(bridge.Spades, 4)},
		{Auction: "1H 3C X P 3H", Explanation: "rebid of the major", Line: 887, Lengths: atLeast(bridge.Hearts, 5),
			Fits: []string{"32.KQ432.AJ2.432"}, Breaks: []string{"432.KQ43.AJ2.432"}},
		{Auction: "1H 3C X P 4D", Explanation: "better hand", Line: 887, Lengths: atLeast(bridge.Diamonds, 4)},
		{Auction: "1H 3C X P 4H", Explanation: "better hand", Line: 887, Lengths: atLeast(bridge.Hearts, 5)},
		{Auction: "1S 3D X P 4C", Explanation: "the longest suit after the major", Line: 887, Lengths: atLeast(bridge.Clubs, 4)},
		{Auction: "1S 3D X P 4H", Explanation: "better hand", Line: 887, Lengths: atLeast(bridge.Hearts, 4)},
		{Auction: "1H 3D X P 3N", Explanation: "otherwise unbiddable", Line: 889, Forcing: none},
		// 1M-(3OM)-X (907: balanced, no primary support): 3♠ over 1♠-(3♥) is
		// the cheapest rebid of the major, 4♠ the jump; over 1♥-(3♠) 4♥ is
		// the cheapest heart bid.
		{Auction: "1S 3H X P 3S", Explanation: "rebid of the major", Line: 887, Lengths: atLeast(bridge.Spades, 5),
			Fits: []string{"AQ432.2.K432.432"}, Breaks: []string{"AQ43.2.K5432.432"}},
		{Auction: "1S 3H X P 4S", Explanation: "better hand", Line: 887},
		{Auction: "1H 3S X P 4H", Explanation: "cheapest heart bid", Line: 887, Lengths: atLeast(bridge.Hearts, 5)},
		{Auction: "1H 3S X P 4D", Explanation: "the longest suit after the major", Line: 887},
		// 891 after the rebid: responder's new suit is forcing.
		{Auction: "1H 3C X P 3D P 3S", Explanation: "new suit: natural, forcing", Line: 891, Forcing: one},
		// The jump overcall 1♥-(2♠) (907): 3♥ is the cheapest rebid of the
		// major, 4♥ and 4♣/♦ the jumps with a better hand (887).
		{Auction: "1H 2S X P 3H", Explanation: "rebid of the major: 5+ cards (the longest suit)", Line: 887, Lengths: atLeast(bridge.Hearts, 5)},
		{Auction: "1H 2S X P 4H", Explanation: "better hand", Line: 887, Lengths: atLeast(bridge.Hearts, 5)},
		{Auction: "1H 2S X P 4C", Explanation: "better hand", Line: 887, Lengths: atLeast(bridge.Clubs, 4)},
		{Auction: "1H 2S X P 4C P 4D", Explanation: "new suit: natural, forcing", Line: 891, Forcing: one},
		// After a simple overcall the jump rebid of the major is the better hand.
		{Auction: "1H 1S X P 3H", Explanation: "jump rebid of the major: 5+ cards, better hand", Line: 887},
	}
	enginetest.Run(t, enginetest.Embedded(t, "brown"), cases)
}
