package magicdlight_test

import (
	"testing"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine/enginetest"
)

// TestNaturalRaise: where the natural policy gives a call, a bid in the
// suit partner has bid naturally is a raise and promises support (3+
// cards, the least any raise of the notes shows: 18.11.1 line 1365), not
// four cards of its own; a bid of the caller's own suit stays natural 4+.
func TestNaturalRaise(t *testing.T) {
	sys := enginetest.Embedded(t, "brown")
	enginetest.Run(t, sys, []enginetest.Case{
		// 1♦-(1♥)-1♠-(P)-3♠: opener's raise of responder's spades (1365)
		{Auction: "1D 1H 1S P 3S", Explanation: "natural raise: 3+♠", Lengths: map[bridge.Suit][2]int{bridge.Spades: {3, 13}},
			Fits: []string{"KQ4.A2.AKJ52.Q43"}, Breaks: []string{"K4.A2.AKJ52.Q432"}},
		// 1♦-(1♥)-2♣-(P)-2♠-(P)-3♠: responder's raise of opener's spades
		{Auction: "1D 1H 2C P 2S P 3S", Explanation: "natural raise: 3+♠",
			Fits: []string{"J42.32.K4.AQ9876"}, Breaks: []string{"J4.432.K4.AQ9876"}},
		// 1♦-(1♠)-3♥-(P)-4♥-(P)-5♥: responder rebids his own hearts: natural 4+
		{Auction: "1D 1S 3H P 4H P 5H", Explanation: "natural: 4+♥",
			Fits: []string{"2.KQJ987.A32.432"}, Breaks: []string{"2.KQJ.A9832.5432"}},
	})
}
