package magicdlight_test

import (
	"testing"

	"github.com/mdlint/mdlint/engine/enginetest"
)

// TestSlamMounts: every mount passes the slam strength of the player who
// makes the slam move (26 minus partner's shown maximum, trump-support.mds's
// head), and with a trump suit agreed the shape exception (at most 4 losers)
// stands beside it. The cases cover the mounts of the 1♦ auctions (18.4),
// the pre-empts and two-level openings (change log 1429, 9.3 line 662), the
// four-level shortness slam-tries of TS3M (253) and TS3m's control-bid
// sequences (267), the later turns of a control-bid sequence (587), and the
// control-bids over the void-showing answers to 2NT (225). Each case has a
// hand just inside and one just outside the floor (with 5 or more losers
// where the shape exception applies); the player test's hands are used
// where they exist.
func TestSlamMounts(t *testing.T) {
	allHCP := enginetest.HCP(0, 37)
	sys := enginetest.Embedded(t, "brown")
	enginetest.Run(t, sys, []enginetest.Case{
		// 1♦-1♥;1♠-2♠ (1172: the 0-4 courtesy raise): the 1♦ opener's RKCB
		// (596) needs 26 - 4 = 22+, or at most 4 losers
		{Auction: "1D P 1H P 1S P 2S P 4N", Explanation: "RKCB", Line: 596, HCP: allHCP,
			Fits:   []string{"AK52.AQ2.AKJ4.J2", "AK752.AQ2.AKJ4.2"},
			Breaks: []string{"AK52.AQ2.AKJ4.32"}},
		// 1♦-1♥;2♣-2♦;2♥-2♠ (1182: responder's 5-7 maximum raise): the 1♦
		// opener's RKCB 19+
		{Auction: "1D P 1H P 2C P 2D P 2H P 2S P 4N", Explanation: "RKCB", Line: 596, HCP: allHCP,
			Fits: []string{"AK2.K52.KQ52.A32"}, Breaks: []string{"AK2.K52.KQ52.K32"}},
		// 1♦-1♥;2♣-2♦;2♠-3♠ (1183: the 5-7 positive raise, TS3M): 19+
		{Auction: "1D P 1H P 2C P 2D P 2S P 3S P 4N", Explanation: "RKCB", Line: 596, HCP: allHCP,
			Fits: []string{"AK2.K52.KQ52.A32"}, Breaks: []string{"AK2.K52.KQ52.K32"}},
		// 1♦-1♥;2♦-3♣ (1212: 5-7 with clubs, TS3m): the opener's RKCB 19+
		{Auction: "1D P 1H P 2D P 3C P 4N", Explanation: "RKCB", Line: 596, HCP: allHCP,
			Fits: []string{"AK2.K52.KQ52.A32"}, Breaks: []string{"AK2.K52.KQ52.K32"}},
		// 1♦-1N;3♥ (1298: 17-18 balanced): the positive responder's RKCB
		// 26 - 18 = 8+, which every positive response has
		{Auction: "1D P 1N P 3H P 4N", Explanation: "RKCB", Line: 596, HCP: allHCP,
			Fits: []string{"K32.Q52.K852.952"}, Breaks: []string{"K32.Q52.Q852.952"}},
		// the 3♥ pre-empt (1453: at most 11): responder's 4-ace Blackwood
		// (662) 15+, HCP only (no suit agreed)
		{Auction: "3H P 4N", Explanation: "Blackwood", Line: 662, HCP: enginetest.HCP(15, 37),
			Fits: []string{"AK2.A52.Q852.Q32"}, Breaks: []string{"AK2.A52.J852.Q32"}},
		// 3♥-4♣, the control-bid of change log 1429: 15+ or 4 losers
		{Auction: "3H P 4C", Explanation: "control-bid", Line: 1429, HCP: allHCP,
			Fits: []string{"AK2.A52.Q852.Q32"}, Breaks: []string{"AK2.A52.J852.Q32"}},
		// ... the pre-emptor's answer carries none (587) ...
		{Auction: "3H P 4C P 4D", Explanation: "control-bid", Line: 587, HCP: allHCP,
			Fits: []string{"432.QJ97532.2.32"}, Breaks: []string{"32.QJ97532.Q2.32"}},
		// ... and responder's RKCB after it is his again: 15+
		{Auction: "3H P 4C P 4D P 4N", Explanation: "RKCB", Line: 596, HCP: allHCP,
			Fits: []string{"AK2.A52.Q852.Q32"}, Breaks: []string{"AK2.A52.J852.Q32"}},
		// the 6-11 Brown 2♥ (1450): Blackwood 15+; the 3rd-hand 8-12 one: 14+
		{Auction: "2H P 4N", Explanation: "Blackwood", Line: 662, HCP: enginetest.HCP(15, 37),
			Fits: []string{"AK2.A52.Q852.Q32"}, Breaks: []string{"AK2.A52.J852.Q32"}},
		{Auction: "P P 2H P 4N", Explanation: "Blackwood", Line: 662, HCP: enginetest.HCP(14, 37),
			Fits: []string{"AK2.A52.J852.Q32"}, Breaks: []string{"AK2.A52.J852.J32"}},
		// 1♣-3♥, the sound pre-empt response (998, at most 11): the 1♣
		// opener's Blackwood 15+
		{Auction: "1C P 3H P 4N", Explanation: "Blackwood", Line: 662, HCP: enginetest.HCP(15, 37),
			Fits: []string{"AK2.A52.Q852.Q32"}, Breaks: []string{"AK2.A52.J852.Q32"}},
		// 1♣-1♦;2♥ (1007: 12-16): the 1♦ responder's Blackwood 10+, so the
		// weak hand (0-8, 989) makes none
		{Auction: "1C P 1D P 2H P 4N", Explanation: "Blackwood", Line: 662, HCP: enginetest.HCP(10, 37),
			Fits: []string{"K32.Q52.K852.Q52"}, Breaks: []string{"K32.Q52.K852.J52"}},
		// 1♥-3♥ (731, 0-10): a shortness bid above 3N is a slam-try (253):
		// 16+ or 4 losers. The player test's 8-count (player5 #19) breaks it.
		{Auction: "1H P 3H P 4D", Explanation: "slam-try", Line: 253, HCP: allHCP,
			Fits:   []string{"AK75.AQ863.7.K93", "A9752.AKQ8632.7."},
			Breaks: []string{"AJ75.T9863.7.K93", "AK75.AQ863.7.Q93"}},
		// ... the raiser's control-bid answers it with no strength (587) ...
		{Auction: "1H P 3H P 4D P 5C", Explanation: "control-bid", Line: 587, HCP: allHCP,
			Fits: []string{"K32.K752.Q852.A2"}, Breaks: []string{"K32.K752.Q852.Q2"}},
		// ... and the slam-trier's next control-bid is his again: 16+
		{Auction: "1H P 3H P 4D P 5C P 5D", Explanation: "control-bid", Line: 587, HCP: allHCP,
			Fits: []string{"AK75.AQ863.7.K93"}, Breaks: []string{"AJ75.T9863.7.K93"}},
		// the player's second example (player5 #19): the 3rd-hand 2♣
		// (1448, 11-16) raised to 3♣ (0-8, 275): opener's shortness (267)
		// carries none (with a minor it looks for the game as often) ...
		{Auction: "P P 2C P 3C P 3H", Explanation: "shortness", Line: 267, HCP: allHCP,
			Fits: []string{"T65.A.Q854.AKJ93"}},
		// ... but his control-bid after responder's answer is a slam move
		// opposite 0-8: 18+
		{Auction: "P P 2C P 3C P 3H P 4D P 4H", Explanation: "control-bid", Line: 587, HCP: allHCP,
			Fits: []string{"T65.A.AQ54.AKJ93"}, Breaks: []string{"T65.A.Q854.AKJ93"}},
		// the void-showing answer to 2NT (225): the 2N bidder's RKCB and
		// control-bids follow (9.2 line 596), with his strength opposite
		// the 8-11 1♥: 15+
		{Auction: "1H P 2N P 4C P 4N", Explanation: "RKCB", Line: 596, HCP: allHCP,
			Fits: []string{"A2.KQ52.KJ54.Q52"}, Breaks: []string{"A2.KQ52.K654.Q52"}},
		{Auction: "1H P 2N P 4C P 4D", Explanation: "control-bid", Line: 587, HCP: allHCP,
			Fits: []string{"A2.KQ52.KJ54.Q52"}, Breaks: []string{"A2.QJ52.K654.Q52"}},
		// the arguable case of the player test (player5 #7): the 8-11 1♠
		// opener's RKCB after the 0-10 raise needs 16+, which he never has;
		// with a sensational hand (729) he may: the 7-6 two-void 10-count
		// holds 3 losers. A 15-count with 6 losers is one short.
		{Auction: "1S P 2S P 4N", Explanation: "RKCB", Line: 596, HCP: allHCP,
			Fits: []string{"AQT9876..AT9843."}, Breaks: []string{"AQT98.KQ4.A98.T4"}},
	})
}
