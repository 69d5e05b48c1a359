package magicdlight_test

import (
	"testing"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/enginetest"
)

// TestPreemptConstraints checks the constraints of the pre-emptive
// openings (opening table 1453-1456, the same in every seat): a long suit
// (6+ at the three level, 7+ for 3NT and at the four level), at most 11
// HCP (12+ opens 1♣/1♦, 1443-1444), and for 4♣/4♦ the solid suit or the
// semi-solid suit with an outside ace of 1455. Hands just inside and just
// outside each edge (spades first).
func TestPreemptConstraints(t *testing.T) {
	no, yes := enginetest.False, enginetest.True
	none, one := engine.ForcingNone, engine.ForcingOneRound
	hearts := func(lo, hi int) map[bridge.Suit][2]int { return map[bridge.Suit][2]int{bridge.Hearts: {lo, hi}} }
	cases := []enginetest.Case{
		// 1453 3x: 6+ in the suit, 0-11.
		{Auction: "3H", Explanation: "pre-emptive", Line: 1453, HCP: enginetest.HCP(0, 11), Lengths: hearts(6, 13), Alert: no, Forcing: none,
			Fits:   []string{"K2.KQJ543.Q32.32", "32.J985432.432.2"},
			Breaks: []string{"A2.KQJ543.Q32.32", "K32.KQJ54.Q32.32"}},
		// 3rd hand: the same row (〃 in the table).
		{Auction: "P P 3C", Explanation: "pre-emptive", Line: 1453, HCP: enginetest.HCP(0, 11),
			Fits: []string{"32.32.K32.KQJ432"}, Breaks: []string{"32.432.K32.KQJ43"}},
		// 1454 3N: 7+ in a minor, headed by the ace (999, 1430: what 1♣-3N
		// shows, "see 3N opening"); without the ace 3♣/3♦.
		{Auction: "3N", Explanation: "either minor", Line: 1454, HCP: enginetest.HCP(0, 11), Alert: yes, Forcing: none,
			Fits: []string{"32.32.32.AQJ5432", "2.432.AQ96532.32"},
			Breaks: []string{"32.432.32.AQJ543", "A2.K2.32.AQJ5432",
				"2.432.KQ96532.32",   // diamonds without the ace
				"A.Q875.3.KQ98765"}}, // clubs headed by the king (a player's hand: 3♣ or 1♥)
		// 1455 4♣/4♦: 7+ in the major, solid (A K Q) or semi-solid (two of
		// them) with an outside ace; 16 at most (17+ opens 1♦, 1444).
		{Auction: "4C", Explanation: "semi-solid", Line: 1455, HCP: enginetest.HCP(0, 16), Lengths: hearts(7, 13), Alert: yes, Forcing: one,
			Fits: []string{"2.AKQ5432.432.32", "A2.KQJ5432.32.32", "A2.AQJ5432.32.32"},
			Breaks: []string{
				"32.KQJ5432.K32.2", // semi-solid without an ace
				"K2.AQJ5432.32.32", // semi-solid, the only ace the trump ace
				"2.AKQ543.5432.32", // six cards
				"A2.AKQ5432.AK2.2", // 20 HCP: 1♦
			}},
		{Auction: "P 4D", Explanation: "semi-solid", Line: 1455, Lengths: map[bridge.Suit][2]int{bridge.Spades: {7, 13}},
			Fits: []string{"KQJ5432.A2.32.32"}, Breaks: []string{"KQJ5432.K2.32.32"}},
		// 1456 4♥/4♠: 7+, 0-11.
		{Auction: "4H", Explanation: "pre-emptive", Line: 1456, HCP: enginetest.HCP(0, 11), Lengths: hearts(7, 13), Alert: no,
			Fits: []string{"K2.QJ98543.Q32.2"}, Breaks: []string{"K2.QJ9854.Q32.32", "A2.KQ98543.K32.2"}},
		{Auction: "P P P 4S", Explanation: "pre-emptive", Line: 1456, HCP: enginetest.HCP(0, 11),
			Fits: []string{"QJ98543.K2.Q32.2"}, Breaks: []string{"QJ9854.K2.Q32.32"}},
	}
	enginetest.Run(t, enginetest.Embedded(t, "brown"), cases)
}
