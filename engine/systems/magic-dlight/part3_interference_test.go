package magicdlight_test

import (
	"testing"

	"github.com/mdlint/mdlint/engine/enginetest"
)

// TestPart3Interference checks 18.11 (1347-1393): responder's table after any
// interference (1353-1360), the continuations of 18.11.1 (1362-1367), fourth
// hand's calls of 18.11.2 (1369-1375) and the exceptions of 18.11.3
// (1377-1393), with change log 1437-1438.
func TestPart3Interference(t *testing.T) {
	sys := p3System(t)
	var cases []enginetest.Case
	// Pass and the negative double after every overcall the file writes (1349:
	// "regardless of level and strain").
	for _, ov := range []string{"X", "1H", "1S", "1N", "2C", "2D", "2H", "2S", "2N", "3C", "3D", "3H", "3S", "3N", "4C", "5D"} {
		cases = append(cases, enginetest.Case{Auction: "1D " + ov + " P", Explanation: "0-5(6/7) HCP", Forcing: p3None, Line: 1353})
		if ov != "X" {
			cases = append(cases, enginetest.Case{Auction: "1D " + ov + " X", Explanation: "6+ HCP", HCP: enginetest.HCP(6, 37),
				Alert: p3T, Convention: "negative double", Line: 1354})
		}
	}
	cases = append(cases, []enginetest.Case{
		{Auction: "1D X XX", Explanation: "8+ HCP", HCP: enginetest.HCP(8, 37), Line: 1355},
		// new suit 6+ with 5+ (1356), jump shift 3-5 with 6+ (1357)
		{Auction: "1D X 1H", Explanation: "6+ HCP, 5+♥", HCP: enginetest.HCP(6, 37), Lengths: p3L(p3H, 5, 13), Forcing: p3One, Line: 1356},
		{Auction: "1D X 2S", Explanation: "jump shift: 3-5 HCP, 6+♠", HCP: enginetest.HCP(3, 5), Lengths: p3L(p3S, 6, 13), Line: 1357},
		{Auction: "1D 1H 1S", Explanation: "6+ HCP, 5+♠", HCP: enginetest.HCP(6, 37), Forcing: p3One, Line: 1356},
		{Auction: "1D 1H 2D", Explanation: "6+ HCP, 5+♦", Line: 1356},
		{Auction: "1D 1H 2S", Explanation: "jump shift", HCP: enginetest.HCP(3, 5), Line: 1357},
		{Auction: "1D 2H 2S", Explanation: "6+ HCP, 5+♠", Line: 1356},
		{Auction: "1D 2H 3C", Explanation: "6+ HCP, 5+♣", Line: 1356},
		{Auction: "1D 1S 3C", Explanation: "jump shift", Line: 1357},
		{Auction: "1D 1N 2H", Explanation: "6+ HCP, 5+♥", Line: 1356},
		{Auction: "1D 3D 3S", Explanation: "6+ HCP, 5+♠", Line: 1356},
		{Name: "four-level new suit is natural (1349)", Auction: "1D 4C 4H", Alert: p3F},
		// lowest no-trump (1358)
		{Auction: "1D X 1N", Explanation: "game-forcing, balanced", HCP: enginetest.HCP(8, 37), Forcing: p3Game, Line: 1358},
		{Auction: "1D 1H 1N", Explanation: "stoppers", Forcing: p3Game, Line: 1358},
		{Auction: "1D 1H 1N P 2H", Explanation: "asks for the majors", Alert: p3T, Forcing: p3One, Line: 1358},
		{Auction: "1D 2D 2N", Explanation: "stoppers", Forcing: p3Game, Line: 1358},
		{Auction: "1D 3H 3N", Explanation: "stoppers", Line: 1358},
		// cue-bids (1359-1360, change log 1437-1438)
		{Auction: "1D 1H 2H", Explanation: "two-level cue-bid", Alert: p3T, Forcing: p3Game, Line: 1359},
		{Auction: "1D 1S 2S", Explanation: "asks for a ♠ stopper", Forcing: p3Game, Line: 1359},
		{Auction: "1D 1H 3H", Explanation: "three-suiter, short ♥", Lengths: p3L(p3H, 0, 1), Alert: p3T, Forcing: p3Game, Line: 1360},
		{Auction: "1D 2C 3C", Explanation: "three-suiter, short ♣", Line: 1360},
		{Auction: "1D 3S 4S", Explanation: "three-suiter, short ♠", Line: 1360},
		{Name: "cue-bid + cue-bid is natural (1351, 1438)", Auction: "1D 1H 2H P 3N P 4H", Alert: p3F},
		// 18.11.1 continuations after a new suit or double by responder
		{Auction: "1D 1H 1S P 2S", Explanation: "raise", Forcing: p3Game, Line: 1365},
		{Auction: "1D 1H 1S P 3H", Explanation: "jump in their suit", Lengths: p3L(p3H, 0, 1), Line: 1365},
		{Auction: "1D 1H 1S P 2H", Explanation: "cue-bid", Alert: p3T, Forcing: p3Game, Line: 1366},
		{Auction: "1D 1H 1S P 1N", Explanation: "natural, balanced", Forcing: p3None, Line: 1367},
		{Auction: "1D 1H 1S P 2N", Explanation: "jump", Forcing: p3Game, Line: 1367},
		{Auction: "1D 1H X P 1N", Explanation: "forcing one round", Forcing: p3One, Line: 1367},
		{Name: "1N module after X and 1N (1367 Note 2)", Auction: "1D 1H X P 1N P 2C", Rule: "nt-module.mds"},
		{Auction: "1D 1H X P 2N", Explanation: "game-forcing", Forcing: p3Game, Line: 1367},
		{Auction: "1D 1H X P 2H", Explanation: "cue-bid", Forcing: p3Game, Line: 1366},
		{Auction: "1D 2C 2H P 3H", Explanation: "raise", Forcing: p3Game, Line: 1365},
		{Auction: "1D 2C 2H P 4C", Explanation: "jump in their suit", Line: 1365},
		{Auction: "1D X 2C P 3C", Explanation: "raise", Forcing: p3Game, Line: 1365},
		// 18.11.2 fourth hand after responder has shown 6+ (1371-1375)
		{Auction: "1D 1H 1S 2C X", Explanation: "penalties", Line: 1371},
		{Auction: "1D 1H 1S 2C P", Explanation: "forcing", Forcing: p3One, Line: 1371},
		{Auction: "1D 1H 1S 2H X", Explanation: "takeout", Alert: p3T, Line: 1373},
		{Auction: "1D 1H 1S 2H P", Explanation: "balanced", Line: 1373},
		{Auction: "1D 1H X 2H X", Explanation: "takeout", Line: 1373},
		// 18.11.3 responder has denied strength (1381-1393)
		{Auction: "1D P 1H X XX", Explanation: "opposite of their double", Alert: p3T, Line: 1385},
		{Name: "they bid over the negative 1♥: defensive methods (missing)", Auction: "1D P 1H 1S X", Status: p3NotCv},
		{Auction: "1D X P P XX", Explanation: "takeout", Alert: p3T, Line: 1387},
		{Auction: "1D 1H P P X", Explanation: "takeout", Alert: p3T, Line: 1389},
		{Auction: "1D 1H P P X P 2H", Explanation: "natural, 6+ HCP", HCP: enginetest.HCP(6, 37), Line: 1353},
		{Auction: "1D 1S P P 1N", Explanation: "lowest no-trump", Line: 1391},
		{Name: "1N module after the balancing 1N (1391)", Auction: "1D 1S P P 1N P 2C", Rule: "nt-module.mds"},
		{Auction: "1D 2C P P 2N", Explanation: "lowest no-trump", Line: 1391},
		{Auction: "1D 1H P P 2N", Explanation: "two-suiter", Alert: p3T, Line: 1393},
		{Name: "other calls after responder's pass: defensive methods (missing)", Auction: "1D 1H P P 2C", Status: p3NotCv},
		{Name: "3rd seat interference", Auction: "P P 1D 1H X", Explanation: "6+ HCP", Line: 1354},
	}...)
	enginetest.Run(t, sys, cases)
	p3CheckHands(t, sys, []p3Hand{
		{"1D 1H P", "K32.432.Q432.J32", true, 1353, "6 HCP may pass"},
		{"1D 1H P", "K32.432.A432.K32", false, 1353, "10 HCP without ♥ length must act"},
		{"1D 1H P", "K2.AQ432.432.K32", true, 1353, "6+ HCP with their suit"},
		{"1D 1H X", "K32.432.Q432.J32", true, 1354, "6 HCP balanced, no 5-card suit"},
		{"1D 1H X", "Q32.432.Q432.J32", false, 1354, "5 HCP: pass"},
		{"1D 1H X", "K32.432.A432.K32", false, 1354, "10 HCP balanced: 8+ balanced bids 1N"},
		{"1D 1H X", "KJ432.43.Q32.J32", false, 1354, "a 5-card suit: bid it"},
		{"1D 1H X", "KJ432.4.Q432.J32", true, 1354, "5431 with a poor suit may double"},
		{"1D X XX", "K32.Q32.J432.Q32", true, 1355, "8 HCP"},
		{"1D X XX", "K32.Q32.J432.J32", false, 1355, "7 HCP"},
		{"1D 1H 1S", "KJ432.43.Q32.J32", true, 1356, "6 HCP, 5♠"},
		{"1D 1H 1S", "QJ432.43.Q32.432", false, 1356, "5 HCP: below 6+"},
		{"1D 1H 2S", "QJ5432.43.Q32.32", true, 1357, "5 HCP, 6♠"},
		{"1D 1H 2S", "KQ5432.43.Q32.32", false, 1357, "7 HCP: a simple 1♠"},
		{"1D 1H 1N", "K32.K32.Q432.J32", true, 1358, "9 balanced with K♥x x"},
		{"1D 1H 1N", "KQ32.32.Q432.KJ3", false, 1358, "no ♥ stopper"},
		{"1D 1H 3H", "KQ32.2.Q432.KJ32", true, 1360, "4-1-4-4"},
		{"1D 1H 3H", "KQ32.32.Q432.KJ3", false, 1360, "two hearts: not short"},
	})
}
