package magicdlight_test

import (
	"testing"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/enginetest"
)

// TestOneMajorAuditConstraints: the constraints the audit of chapter 10
// (one-major.mds) added, each case citing its line of the notes, with hands
// just inside and just outside. "Maximum" is the upper half of the 1M
// bidder's range (10+ of 8-11, 15+ of the 1♣ opener's 12-17 after 1♣-1♦;
// decision in one-major.mds's head); the competitive single jump shift is
// game-forcing (881) and needs an opening hand, as the jumps of 792.
func TestOneMajorAuditConstraints(t *testing.T) {
	sys := enginetest.Embedded(t, "brown")
	enginetest.Run(t, sys, []enginetest.Case{
		// 772: 1♥-1N(♣);2N, maximum with 3+ club support: 10+
		{Auction: "1H P 1N P 2N", Explanation: "maximum", Line: 772, HCP: enginetest.HCP(10, 37),
			Fits: []string{"2.KQ753.K52.Q532"}, Breaks: []string{"2.KQ753.Q52.Q532"}},
		// the same after 1♣-1♦;1♥: the 1♣ opener's maximum is 15+
		{Auction: "1C P 1D P 1H P 1N P 2N", Explanation: "maximum", Line: 772, HCP: enginetest.HCP(15, 37),
			Fits: []string{"2.AKQ53.Q52.KJ52"}, Breaks: []string{"2.AKQ53.J52.KJ52"}},
		// 774: 1♠-2♣(♦);3♠, typically 7♠3♦, maximum
		{Auction: "1S P 2C P 3S", Explanation: "maximum", Line: 774, HCP: enginetest.HCP(10, 37),
			Fits: []string{"AQJ8532.2.K52.32"}, Breaks: []string{"KQJ8532.2.K52.32"}},
		// 768: 1♥-2♣(♦);3♣, maximum with four hearts and six clubs
		{Auction: "1H P 2C P 3C", Explanation: "maximum", Line: 768, HCP: enginetest.HCP(10, 37),
			Fits: []string{"2.KQ53.2.KQ85432"}, Breaks: []string{"2.KJ53.2.KQ85432"}},
		// 782: 1♠-2♦(♥);2N, a fairly balanced maximum with three hearts
		{Auction: "1S P 2D P 2N", Explanation: "maximum", Line: 782, HCP: enginetest.HCP(10, 37),
			Fits: []string{"KQ853.Q52.Q52.J2"}, Breaks: []string{"KQ853.Q52.J52.J2"}},
		// 802: 1♥-1♠;2N, a maximum with four spades or a heart one-suiter short in spades
		{Auction: "1H P 1S P 2N", Explanation: "maximum", Line: 802, HCP: enginetest.HCP(10, 37),
			Fits: []string{"KQ53.AJ853.532.2", "2.AKQ8532.J52.53"}, Breaks: []string{"KQ53.KJ853.532.2", "2.KQJ8532.J52.53", "KQ5.AJ853.5432.2"}},
		// 804: 1♥-1♠;3♣, maximum with a good 6+ club suit
		{Auction: "1H P 1S P 3C", Explanation: "maximum", Line: 804, HCP: enginetest.HCP(10, 37),
			Fits: []string{"2.AJ53.2.KQ85432"}, Breaks: []string{"2.KJ53.2.KQ85432"}},
		// 877: 1♥-(X)-XX-(P);3♥, six hearts and maximum values
		{Auction: "1H X XX P 3H", Explanation: "maximum", Line: 877, HCP: enginetest.HCP(10, 37),
			Fits: []string{"2.AKJ853.Q52.532"}, Breaks: []string{"2.AQJ853.Q52.532"}},
		// 951 / 953: after 1♣-1♥, the 1♥ bidder's jump to 3♥ and natural 2N over
		// the 1♣ opener's transfer show a maximum
		{Auction: "1C P 1H P 1N P 3H", Explanation: "maximum", Line: 951, HCP: enginetest.HCP(10, 37),
			Fits: []string{"2.AKJ853.Q52.532"}, Breaks: []string{"2.AQJ853.Q52.532"}},
		{Auction: "1C P 1H P 1N P 2N", Explanation: "maximum", Line: 953, HCP: enginetest.HCP(10, 37),
			Fits: []string{"K2.KQ853.Q52.532"}, Breaks: []string{"Q2.KQ853.Q52.532"}},
		// 881: 1♥-(1♠)-3♣, the single jump shift is game-forcing: 12+
		{Auction: "1H 1S 3C", Explanation: "game-forcing", Line: 881, HCP: enginetest.HCP(12, 37), Forcing: engine.ForcingGame,
			Fits: []string{"52.52.AK2.KQ8532"}, Breaks: []string{"52.52.AQ2.KQ8532"}},
		// 748: after 1♠-2♦(♥);2♥ the jump to 3♠ is forcing with three spades,
		// and opener shows a four-card suit with 3NT
		{Auction: "1S P 2D P 2H P 3S", Explanation: "3-card support", Line: 748, Forcing: engine.ForcingOneRound,
			Fits: []string{"K52.KQ853.52.Q52"}, Breaks: []string{"K2.KQ853.852.Q52"}},
		{Auction: "1S P 2D P 2H P 3S P 3N", Explanation: "4-card opening suit", Line: 748,
			Fits: []string{"KQ53.AJ853.532.2"}, Breaks: []string{"KQ853.AJ53.532.2"}},
		// 748: after 1♠-2♦;2♠ (a good six-card suit) the simple raise is invitational
		{Auction: "1S P 2D P 2S P 3S", Explanation: "invitational", Line: 748,
			Fits: []string{"52.KQ853.K52.Q52"}, Breaks: []string{"2.KQ853.K852.Q52"}},
	})
}
