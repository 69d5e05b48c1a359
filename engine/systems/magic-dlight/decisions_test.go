package magicdlight_test

import (
	"testing"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/enginetest"
)

// TestUndecidedLinesDecided: the lines the chapter audits left undecided,
// each with the decision written beside its line in the system file, and
// hands just inside and just outside where a constraint was added.
func TestUndecidedLinesDecided(t *testing.T) {
	sys := enginetest.Embedded(t, "brown")
	enginetest.Run(t, sys, []enginetest.Case{
		// 1587: after the 3rd/4th-hand 1♣-1♦, opener's 1♥/1♠ with the weak
		// balanced hand is a natural four-card major (a 4-4 fit; responder
		// bids a five-card major at once, 1588), 1♥ first with both majors;
		// natural, so not alerted.
		{Auction: "P P 1C P 1D P 1H", Explanation: "four hearts", Line: 1587, HCP: enginetest.HCP(12, 14),
			Alert: enginetest.False, Forcing: engine.ForcingNone,
			Fits:   []string{"K32.AJ32.Q32.K32", "AJ32.KJ32.Q2.K32"},
			Breaks: []string{"AJ32.K32.Q32.K32", "K32.AJ32.Q32.KQ2"}},
		{Auction: "P P 1C P 1D P 1S", Explanation: "four spades", Line: 1587, HCP: enginetest.HCP(12, 14),
			Alert:  enginetest.False,
			Fits:   []string{"AJ32.K32.Q32.K32"},
			Breaks: []string{"AJ32.KJ32.Q2.K32", "K32.AJ32.Q32.K32"}},
		// 1164: responder's 2♦ "all other hands (or pass)" after
		// 1♦-1♥-1♠-1N-2♣ shows nothing in diamonds: forcing one round (the
		// hand that wants to stop passes 2♣).
		{Auction: "1D P 1H P 1S P 1N P 2C P 2D", Explanation: "all other hands", Line: 1164,
			Artificial: enginetest.True, Forcing: engine.ForcingOneRound},
		// 1342: opener's completion of 1♦-3x (a solid six-card suit, 9+ hcp
		// opposite 17+) sets trumps: forcing to game.
		{Auction: "1D P 3C P 3D", Explanation: "♦ are trumps", Line: 1342, Forcing: engine.ForcingGame},
		{Auction: "1D P 3D P 3H", Explanation: "♥ are trumps", Line: 1342, Forcing: engine.ForcingGame},
		{Auction: "1D P 3H P 3S", Explanation: "♠ are trumps", Line: 1342, Forcing: engine.ForcingGame},
		{Auction: "1D P 3S P 4C", Explanation: "♣ are trumps", Line: 1342, Forcing: engine.ForcingGame},
		// 766: 2♥ over 1♠-TRA2m "denies minimum", which the notes define by
		// shape (5♠5♥, 6♠4♥, a good 5♠4♥), not by HCP: a 6-count 5-5 fits.
		{Auction: "1S P 1N P 2H", Explanation: "not minimum", Line: 766, HCP: enginetest.HCP(0, 37),
			Fits:   []string{"KJ432.Q8765.2.32", "AK5432.Q876.2.32"},
			Breaks: []string{"KJ432.Q87.652.32"}},
	})
}
