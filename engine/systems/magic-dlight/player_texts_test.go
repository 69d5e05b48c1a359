package magicdlight_test

import (
	"strings"
	"testing"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/enginetest"
)

// TestDoubleOfTwoLevelOvercallNamesEachCase: 6.4.2 (500) gives the double
// of a two-level overcall of our 1NT two meanings by the kind of overcall:
// "Double of natural overcalls is for penalties. Double of artificial
// overcalls show points." The text names each case apart; it used to read
// "penalties (shows points over an artificial overcall)", as if a double of
// an artificial overcall were for penalties.
func TestDoubleOfTwoLevelOvercallNamesEachCase(t *testing.T) {
	sys := enginetest.Embedded(t, "brown")
	for _, tc := range []struct{ auction, suit string }{
		{"1N 2C X", "♣"}, {"1N 2D X", "♦"}, {"1N 2H X", "♥"}, {"1N 2S X", "♠"},
		{"P P 1N 2H X", "♥"}, // the 3rd/4th-hand 1NT mounts the same module
	} {
		m := enginetest.Last(t, sys, enginetest.Case{Auction: tc.auction})
		want := "if their 2" + tc.suit + " is natural: penalties; if it is artificial: shows points; forcing to 2NT or a penalty double"
		if m.Explanation != want {
			t.Errorf("%s: %q, want %q", tc.auction, m.Explanation, want)
		}
		if strings.Contains(m.Explanation, "(shows points") || m.Forcing != engine.ForcingOneRound || m.Alert {
			t.Errorf("%s: %+v", tc.auction, m)
		}
	}
}

// TestTS2MOtherMajorSuitOrValues: after 1M-2M or 1M-TRA2M the opener's
// other major shows "OM with suit/values" (5.1.2, 150): four cards, or
// some length with an honour; a singleton is neither (the example board's
// ♠7 ♥AJ953 ♦KQ82 ♣J64 was offered 2♠ after 1♥-2♦).
func TestTS2MOtherMajorSuitOrValues(t *testing.T) {
	enginetest.Run(t, enginetest.Embedded(t, "brown"), []enginetest.Case{
		{Auction: "1H P 2D P 2S", Explanation: "5+♥ with ♠ suit or values", Line: 150,
			Fits:   []string{"K32.AJ953.KQ8.64", "J432.AJ953.KQ8.4", "AJ32.KJ32.Q832.2"},
			Breaks: []string{"7.AJ953.KQ82.J64", "732.AJ953.KQ8.64"}},
		{Auction: "1H P 2H P 2S", Explanation: "5+♥ with ♠ suit or values", Line: 150,
			Fits: []string{"Q2.AJ953.KQ82.64"}, Breaks: []string{"2.AJ953.KQ82.643"}},
		{Auction: "1S P 2H P 3H", Explanation: "5+♠ with ♥ suit or values", Line: 150,
			Fits: []string{"AJ953.K32.KQ8.64"}, Breaks: []string{"AJ953.732.KQ8.64", "AJ953.7.KQ82.J64"}},
	})
}
