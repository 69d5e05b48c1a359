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
