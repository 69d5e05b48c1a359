package magicdlight_test

import (
	"testing"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/enginetest"
)

// TestSlamAudit: the lines of slam.mds the chapter 9 audit changed, each
// against its line of the notes, with hands just inside and just outside.
func TestSlamAudit(t *testing.T) {
	allHCP := enginetest.HCP(0, 37)
	sys := enginetest.Embedded(t, "brown")
	enginetest.Run(t, sys, []enginetest.Case{
		// 9.6 (682-685): the jump to 5♥ asks for trump quality; the notes
		// answer only AQ/KQ (6♥), AK (5N) and AKQ (7♥), so with less partner
		// passes: not forcing (it was forcing, and the pass an error)
		{Auction: "1H P 2H P 5H", Explanation: "trump quality", Line: 682, Forcing: engine.ForcingNone,
			Artificial: enginetest.True},
		// ... the competitive jump (meaning 3, 687) "demands partner to
		// advance with a control": still forcing
		{Auction: "1H 2C 2H P 5H", Explanation: "control in the opponents' suit", Line: 687, Forcing: engine.ForcingOneRound},
		// 9.2.4 (628): 5♠ after the key-card answer asks for the ♠K or ♠Q;
		// "this implies that the 4N bidder has the other card"
		{Auction: "1H P 2H P 4N P 5C P 5S", Explanation: "asks for the K or Q of ♠", Line: 628, HCP: allHCP,
			Fits: []string{"K32.AKQ75.A2.A32"}, Breaks: []string{"432.AKQ75.A2.AK2"}},
		// ... responder's 7♣ accepts with the missing honour (the K or Q)
		// or a shortness there
		{Auction: "1H P 2H P 4N P 5C P 5S P 7C", Explanation: "holds the missing honour", Line: 628,
			Fits: []string{"Q54.J9643.K52.32", "4.J96432.K52.532"}, Breaks: []string{"J54.J9643.K52.32"}},
		// ... and 6♥ denies it
		{Auction: "1H P 2H P 4N P 5C P 5S P 6H", Explanation: "does not hold it", Line: 628, Forcing: engine.ForcingNone,
			Fits: []string{"J54.J9643.K52.32"}, Breaks: []string{"Q54.J9643.K52.32"}},
		// 9.2.4 (642): asked for the ♦ king, responder without it "bids the
		// remaining specific king or 6 of trumps" (the remaining king was
		// undefined)
		{Auction: "1S P 2S P 4N P 5C P 5N P 6C P 6D P 6H", Explanation: "the remaining specific king", Line: 642,
			Fits: []string{"Q9642.K5.J52.Q32"}, Breaks: []string{"Q9642.52.K52.Q32"}},
		// 9.4 (672): 5N Blackwood inside a control-bid sequence is an ask
		// like 4N: the slam-trier's strength (1♥-3♥, 0-10: 16+ or 4 losers)
		{Auction: "1H P 3H P 4D P 5C P 5N", Explanation: "5N Blackwood", Line: 672, HCP: allHCP,
			Fits: []string{"AK75.AQ863.7.K93"}, Breaks: []string{"AJ75.T9863.7.K93"}},
		// 733-734: after the void-showing jump and opener's accepting
		// control-bid (TS3M with seven trumps, 255) the jumper's RKCB and
		// control-bids carry his strength (15+ opposite 8-11, or 4 losers)
		{Auction: "1S P 4C P 4H P 4N", Explanation: "RKCB", Line: 596, HCP: allHCP,
			Fits: []string{"KQ52.A982..KQJ54"}, Breaks: []string{"KJ52.A982..KQT54"}},
		// ... opener's own control-bid answering the invitation carries none
		{Auction: "1S P 4C P 4H", Explanation: "control-bid", Line: 255, HCP: allHCP,
			Fits: []string{"Q9642.K5.J52.Q32"}},
	})
}
