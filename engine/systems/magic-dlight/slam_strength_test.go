package magicdlight_test

import (
	"testing"

	"github.com/mdlint/mdlint/engine/enginetest"
)

// TestSlamStrength: the slam moves of chapters 5, 9 and 10 carry the
// strength of the 33-point rule relative to partner's shown range (the
// argument slam: 26 minus partner's maximum, up to 7 points from shape once
// a fit is agreed; decision in trump-support.mds's head, since the notes give
// no number). Each case cites the notes' line of the call and has hands just
// inside and just outside the new floor; the answers to a slam try, and slam
// moves opposite an unlimited partner, carry none. Once a trump suit is
// agreed a slam move may also rest on shape: at most 4 losers (the shape
// exception, trump-support.mds's head), so the envelope's HCP is open there
// (0-37, `allHCP`) and the floor is asserted by the hands: the Breaks hands
// are below the floor with 5 or more losers.
func TestSlamStrength(t *testing.T) {
	allHCP := enginetest.HCP(0, 37)
	sys := enginetest.Embedded(t, "brown")
	enginetest.Run(t, sys, []enginetest.Case{
		// 1♥-4♣, void, slam invitational (734), opposite the 8-11 1♥ (1445): 15+
		// (13 HCP 5 losers breaks it; 9 HCP with 6-6 and 4 losers is the shape exception)
		{Auction: "1H P 4C", Explanation: "void in ♣, slam invitational", Line: 734, HCP: allHCP,
			Fits: []string{"A982.KQ52.KQJ54.", "A982.KQ52.AKQ54.", "A98732.KQ7542.2."}, Breaks: []string{"A982.KJ52.KQT54.", "A982.QJ52.J8654."}},
		// 1♥-3♠, void in ♠ (733): the same floor
		{Auction: "1H P 3S", Explanation: "void in ♠", Line: 733, HCP: allHCP,
			Fits: []string{".KQ52.KQJ54.A982"}, Breaks: []string{".KJ52.KQT54.A982"}},
		// 1♠-4♦ (734): the same for spades
		{Auction: "1S P 4D", Explanation: "void in ♦", Line: 734, HCP: allHCP,
			Fits: []string{"KQ52.A982..KQJ54"}, Breaks: []string{"KJ52.A982..KQT54"}},
		// 1♣-1♥-4♣: the 1♣ opener opposite the 1♥ bidder's 8-11 (993): 15+
		{Auction: "1C P 1H P 4C", Explanation: "void in ♣", Line: 734, HCP: allHCP,
			Fits: []string{"A982.KQ52.KQJ54."}, Breaks: []string{"A982.KJ52.KQT54."}},
		// 1♣-1♦;1♥-4♣: the 1♦ responder opposite the 1♣ opener's 12-17 (1007):
		// 9+, so the 0-8 weak hand (989) cannot make it
		{Auction: "1C P 1D P 1H P 4C", Explanation: "void in ♣", Line: 734, HCP: allHCP,
			Fits: []string{"A982.K752.Q8654."}, Breaks: []string{"A982.Q752.Q8654."}},
		// 4-ace Blackwood directly over 1♥ (662): 15+ opposite 8-11
		{Auction: "1H P 4N", Explanation: "Blackwood", Line: 662, HCP: enginetest.HCP(15, 37),
			Fits: []string{"AKQ.QJ52.K8543.2"}, Breaks: []string{"AKJ.QJ52.K8543.2"}},
		// TS2N (223): 1♥-2N;3♠-3N, the 2N bidder's general slam-try: 15+
		{Auction: "1H P 2N P 3S P 3N", Explanation: "general slam-try", Line: 223, HCP: allHCP,
			Fits: []string{"A2.KQ52.KJ54.Q52"}, Breaks: []string{"A2.KQ52.K654.Q52"}},
		// 224: 1♠-2N;3N-4♣, general slam-try
		{Auction: "1S P 2N P 3N P 4C", Explanation: "general slam-try", Line: 224, HCP: allHCP,
			Fits: []string{"KQ52.A2.KJ54.Q52"}, Breaks: []string{"KQ52.A2.K654.Q52"}},
		// the 2N bidder's control-bid after opener shows a ♣ shortness
		// (219, 9.1 579-587): 15+ with a ♦ control
		{Auction: "1H P 2N P 3C P 3D P 3H P 3S P 4C P 4D", Explanation: "control-bid", Line: 587, HCP: allHCP,
			Fits: []string{"A2.KQ52.KJ54.Q52"}, Breaks: []string{"A2.KQ52.K654.Q52", "A2.KQ52.J654.AJ2"}},
		// the 1M bidder's answering control-bid is passive (587): no strength
		{Auction: "1H P 2N P 3C P 3D P 3H P 3S P 4C P 4D P 4S", Explanation: "control-bid", Line: 587, HCP: enginetest.HCP(0, 37),
			Fits: []string{"A5.QJ853.J842.52"}, Breaks: []string{"Q5.QJ853.J842.52"}},
		// TS2M (596): 1♥-2♥;4N, opener's RKCB opposite the 0-10 single raise (729): 16+
		{Auction: "1H P 2H P 4N", Explanation: "RKCB", Line: 596, HCP: allHCP,
			Fits: []string{"A2.AKQ75.K9854.2"}, Breaks: []string{"A2.AKJ75.K9854.2"}},
		// 9.6 (682): the jump to 5♥ asking for trump quality, the same floor
		{Auction: "1H P 2H P 5H", Explanation: "trump quality", Line: 682, HCP: allHCP,
			Fits: []string{"A2.AKQ75.K9854.2"}, Breaks: []string{"A2.AKJ75.K9854.2"}},
		// 1♣-1♥;2♥ (941, a dull 12-13): the 1♥ bidder's RKCB needs 13+
		{Auction: "1C P 1H P 2H P 4N", Explanation: "RKCB", Line: 596, HCP: allHCP,
			Fits: []string{"A2.KQJ75.K9854.2"}, Breaks: []string{"A2.KQJ75.Q9854.2"}},
		// 1♣-1♦;1♥-2♥, the weak hand's raise (969, 0-8): the 1♣ opener's RKCB 18+
		{Auction: "1C P 1D P 1H P 2H P 4N", Explanation: "RKCB", Line: 596, HCP: allHCP,
			Fits: []string{"A2.AKQ75.KQ854.2"}, Breaks: []string{"A2.AKQ75.KJ85.32"}},
		// 1♥-3♥ pre-emptive (731, 0-10): 3N is TS3M's balanced slam-try (253): 16+
		{Auction: "1H P 3H P 3N", Explanation: "balanced slam-try", Line: 253, HCP: allHCP,
			Fits: []string{"A2.AKQ75.K98.852"}, Breaks: []string{"A2.AKJ75.K98.852"}},
		// ... but a shortness bid below 3N there may be a game try: no
		// strength, the shortness is checked (above 3N: TestSlamMounts)
		{Auction: "1H P 3H P 3S", Explanation: "shortness", Line: 253, HCP: enginetest.HCP(0, 37),
			Fits: []string{"2.KQ753.K985.J52"}, Breaks: []string{"52.KQ753.K98.J52"}},
		// 1♥-1♠;3♠-4♣ (853 = 257): the 1♠ bidder's control-bid opposite 8-11: 15+
		{Auction: "1H P 1S P 3S P 4C", Explanation: "control-bid", Line: 257, HCP: allHCP,
			Fits: []string{"KQ52.A2.Q654.A32"}, Breaks: []string{"KQ52.A2.J654.A32"}},
		// 1♥-1♠;1N-2♥;2♠-3♥ (831): 6+♠ 3♥ slam invitational: 15+
		{Auction: "1H P 1S P 1N P 2H P 2S P 3H", Explanation: "slam invitational", Line: 831, HCP: allHCP,
			Fits: []string{"AKJ752.K52.A5.52"}, Breaks: []string{"AQJ752.K52.A5.52"}},
		// 1♥-1♠;1N-2♦;2♥-3♥ (833): slam interest with three hearts: 15+
		{Auction: "1H P 1S P 1N P 2D P 2H P 3H", Explanation: "slam interest", Line: 833, HCP: allHCP,
			Fits: []string{"AKJ2.K52.A52.852"}, Breaks: []string{"AQJ2.K52.A52.852"}},
		// the 2N raise is unlimited (730, invitational or better): the 1♥
		// bidder's RKCB over it is not checked for strength
		{Auction: "1H P 2N P 4N", Explanation: "RKCB", Line: 596, HCP: enginetest.HCP(0, 37),
			Fits: []string{"A2.QJ753.Q9854.2"}},
		// after an overcall the 2NT raise is TS2N too (897, 214): the 2N
		// bidder's general slam-try (223) opposite the 8-11 1♥ needs 15+
		{Auction: "1H 1S 2N P 3S P 3N", Explanation: "general slam-try", Line: 223, HCP: allHCP,
			Fits: []string{"A2.KQ52.KJ54.Q52"}, Breaks: []string{"A2.KQ52.K654.Q52"}},
		// Michaels (915): 1♥-(2♥)-2N, the same
		{Auction: "1H 2H 2N P 3S P 3N", Explanation: "general slam-try", Line: 223, HCP: allHCP,
			Fits: []string{"A2.KQ52.KJ54.Q52"}, Breaks: []string{"A2.KQ52.K654.Q52"}},
		// an RKCB answer carries no strength (604)
		{Auction: "1H P 2H P 4N P 5C", Explanation: "0 or 3 key cards", Line: 604, HCP: enginetest.HCP(0, 37),
			Fits: []string{"852.Q52.Q985.J52"}},
	})
}
