package magicdlight_test

import (
	"testing"

	"github.com/mdlint/mdlint/engine/enginetest"
)

// p3R is the 1♦-1♠;1N-2♣;2♦ relay prelude of 18.5.1 (opener North).
const p3R = "1D P 1S P 1N P 2C P 2D P "

// TestPart3OneSpade checks 1♦-1♠ (18.5, 1249-1269): the 1N relay and its
// answers, opener's natural rebids with the General 1♦ Support Rules (18.2,
// 1093-1101), 2N and the three-level jumps.
func TestPart3OneSpade(t *testing.T) {
	sys := p3System(t)
	s := "1D P 1S P "
	enginetest.Run(t, sys, []enginetest.Case{
		{Auction: s + "1N", Explanation: "relay", Alert: p3T, Forcing: p3Game, Line: 1261},
		{Auction: s + "1N P 2N", Explanation: "balanced 8-10", HCP: enginetest.HCP(7, 10), Alert: p3T, Line: 1262},
		{Auction: s + "1N P 2D", Explanation: "all other balanced hands", Alert: p3T, Line: 1262},
		{Auction: s + "1N P 2H", Explanation: "short ♥", Lengths: p3L(p3H, 0, 1), Alert: p3T, Line: 1263},
		{Auction: s + "1N P 2S", Explanation: "short ♠", Lengths: p3L(p3S, 0, 1), Line: 1263},
		{Auction: s + "1N P 3C", Explanation: "short ♣", Lengths: p3L(p3C, 0, 1), Line: 1263},
		{Auction: s + "1N P 3D", Explanation: "short ♦", Lengths: p3L(p3D, 0, 1), Line: 1263},
		{Auction: s + "1N P 2C", Explanation: "the remaining hands", Alert: p3T, Line: 1264},
		{Auction: s + "1N P 2C P 2D", Explanation: "relay", Alert: p3T, Forcing: p3One, Line: 1264},
		{Name: "natural rebid after 2♣", Auction: s + "1N P 2C P 2H", Alert: p3F},
		{Auction: s + "2C", Explanation: "5+♣", Lengths: p3L(p3C, 5, 13), Alert: p3F, Line: 1266},
		{Auction: s + "2D", Explanation: "5+♦", Lengths: p3L(p3D, 5, 13), Line: 1266},
		{Auction: s + "2H", Explanation: "5+♥", Lengths: p3L(p3H, 5, 13), Line: 1266},
		{Auction: s + "2S", Explanation: "5+♠", Lengths: p3L(p3S, 5, 13), Line: 1266},
		{Auction: s + "2N", Explanation: "17-18 HCP, any 4441", HCP: enginetest.HCP(17, 18), Alert: p3T, Line: 1267},
		{Auction: s + "2N P 3C", Explanation: "asks for the shortness", Alert: p3T, Forcing: p3One, Line: 1267},
		{Auction: s + "2N P 3C P 3D", Explanation: "short ♣", Lengths: p3L(p3C, 0, 1), Line: 1267},
		{Auction: s + "2N P 3C P 3H", Explanation: "short ♦", Lengths: p3L(p3D, 0, 1), Line: 1267},
		{Auction: s + "2N P 3C P 3S", Explanation: "short ♥", Lengths: p3L(p3H, 0, 1), Line: 1267},
		{Auction: s + "2N P 3C P 3N", Explanation: "short ♠", Lengths: p3L(p3S, 0, 1), Line: 1267},
		{Auction: s + "3C", Explanation: "a good 6-card ♣", Lengths: p3L(p3C, 6, 6), Line: 1091},
		{Auction: s + "3D", Explanation: "a good 6-card ♦", Lengths: p3L(p3D, 6, 6), Line: 1091},
		{Auction: s + "3H", Explanation: "General 1♦ Rules", Line: 1268},
		{Auction: s + "3S", Explanation: "General 1♦ Rules", Line: 1268},
		{Name: "after the lost major jump: not covered", Auction: s + "3H P 4C", Status: p3NotCv},
		{Name: "3N has no meaning (1269 ---)", Auction: s + "3N", Status: p3Undef},
		{Auction: s + "4N", Explanation: "4-ace Blackwood", Convention: "Blackwood", Alert: p3T, Line: 664},
		// 18.2 General 1♦ Support Rules after opener's natural suit (1095-1099)
		{Auction: s + "2H P 3H", Explanation: "8-10 or 14+", HCP: enginetest.HCP(8, 37), Lengths: p3L(p3H, 3, 7), Forcing: p3Game, Line: 1097},
		{Auction: s + "2H P 4H", Explanation: "bad hand", Forcing: p3None, Line: 1097},
		{Auction: s + "2H P 3N", Explanation: "11-13 HCP", HCP: enginetest.HCP(11, 13), Line: 1095},
		{Auction: s + "2H P 3S", Explanation: "splinter", Lengths: p3L(p3S, 0, 1), Alert: p3T, Line: 1099},
		{Auction: s + "2H P 4C", Explanation: "splinter", Lengths: p3L(p3C, 0, 1), Line: 1099},
		{Auction: s + "2H P 4D", Explanation: "splinter", Lengths: p3L(p3D, 0, 1), Line: 1099},
		{Auction: s + "2S P 3S", Explanation: "8-10 or 14+", Line: 1097},
		{Auction: s + "2S P 4S", Explanation: "bad hand", Line: 1097},
		{Auction: s + "2S P 3N", Explanation: "11-13 HCP", Line: 1095},
		{Auction: s + "2S P 4H", Explanation: "splinter", Lengths: p3L(p3H, 0, 1), Line: 1099},
		{Auction: s + "2C P 3N", Explanation: "11-13 HCP with ♣ support", HCP: enginetest.HCP(11, 13), Line: 1095},
		{Auction: s + "2C P 3C", Explanation: "new suits", Line: 282},
		{Auction: s + "2D P 3N", Explanation: "11-13 HCP with ♦ support", Line: 1095},
		{Auction: s + "2D P 3D", Explanation: "new suits", Line: 282},
		// 3rd seat: the same structure
		{Name: "3rd seat relay", Auction: "P P 1D P 1S P 1N P 2H", Explanation: "short ♥", Line: 1263},
	})
	p3CheckHands(t, sys, []p3Hand{
		{s + "1N P 2N", "K32.Q32.K432.J32", true, 1262, "9 HCP 3-3-4-3, no 4-card major"},
		{s + "1N P 2N", "K32.Q32.K432.A32", false, 1262, "12 HCP: above 8-10, 2♦"},
		{s + "1N P 2N", "K32.Q432.K43.J32", false, 1262, "a 4-card major: 2♦"},
		{s + "1N P 2N", "A32.K32.5432.432", true, 1105, "7 HCP with an ace and a king counts as 8-10"},
		{s + "1N P 2D", "K32.Q32.K432.A32", true, 1262, "12 HCP balanced"},
		{s + "1N P 2D", "K32.Q432.K43.J32", true, 1262, "9 HCP with 4♥"},
		{s + "1N P 2D", "K32.Q32.K432.J32", false, 1262, "9 HCP 3-3-4-3 without a major: 2N, not 'all other'"},
		{s + "1N P 2H", "AK32.2.Q432.J432", true, 1263, "4-1-4-4: short ♥"},
		{s + "1N P 2H", "AK32.32.Q432.J32", false, 1263, "4-2-4-3: balanced"},
		{s + "1N P 2C", "K2.32.Q432.AJ432", true, 1264, "5♣4♦ 2-2"},
		{s + "1N P 2C", "AK32.2.Q432.J432", false, 1264, "4441: 2♥"},
		{s + "2C", "AK2.AK3.K2.AJ432", true, 1266, "5♣332 with 22 HCP: 2♣ allowed"},
		{s + "2C", "AK2.K32.K2.AJ432", false, 1266, "5♣332 with 18 HCP starts with 1N"},
		{s + "2C", "AK2.K3.K2.AJ5432", true, 1266, "6♣"},
		{s + "2N", "AK32.KQ32.AQ32.2", true, 1267, "4441 with 18"},
		{s + "2N", "AK32.KQ32.AK32.2", false, 1267, "4441 with 21: above 17-18"},
		{s + "2H P 3N", "K32.AQ2.K432.J32", true, 1095, "12 HCP, 3♥, no shortness"},
		{s + "2H P 3N", "K32.AQ32.K5432.2", false, 1095, "a singleton: splinter instead"},
		{s + "2H P 3H", "K32.Q32.K432.J32", true, 1097, "9 HCP (8-10) with 3♥"},
		{s + "2H P 3H", "K32.AQ2.K432.J32", false, 1097, "12 HCP: 3N's 11-13"},
	})
}

// TestPart3Relays checks the 18.5.1 relay scheme (1271-1294): the long suits
// first, then the rest by steps (1 step short in the lowest remaining suit, 2
// steps short in the highest, 3 steps 2-2), at several relay positions.
func TestPart3Relays(t *testing.T) {
	sys := p3System(t)
	enginetest.Run(t, sys, []enginetest.Case{
		// position 1: 2♥ (4♥), relay 2♠
		{Auction: p3R + "2H", Explanation: "4-card ♥", Lengths: p3L(p3H, 4, 4), Alert: p3T, Line: 1281},
		{Auction: p3R + "2H P 2S", Explanation: "relay", Alert: p3T, Forcing: p3One, Line: 1282},
		{Auction: p3R + "2H P 2S P 2N", Explanation: "5-card ♣", Lengths: p3L(p3C, 5, 5), Line: 1283},
		{Auction: p3R + "2H P 2S P 2N P 3C", Explanation: "relay", Forcing: p3One, Line: 1283},
		{Auction: p3R + "2H P 2S P 2N P 3C P 3D", Explanation: "short ♦", Lengths: p3L(p3D, 0, 1), Line: 1275},
		{Auction: p3R + "2H P 2S P 2N P 3C P 3H", Explanation: "short ♠", Lengths: p3L(p3S, 0, 1), Line: 1276},
		{Auction: p3R + "2H P 2S P 2N P 3C P 3S", Explanation: "2-2 in ♦ and ♠", Lengths: p3L(p3D, 2, 2, p3S, 2, 2), Line: 1277},
		{Auction: p3R + "2H P 2S P 3C", Explanation: "5-card ♦, short ♣", Lengths: p3L(p3D, 5, 5, p3C, 0, 1), Line: 1284},
		{Auction: p3R + "2H P 2S P 3D", Explanation: "5-card ♦, short ♠", Lengths: p3L(p3D, 5, 5, p3S, 0, 1), Line: 1284},
		{Auction: p3R + "2H P 2S P 3H", Explanation: "5-card ♦, 2-2 in ♣ and ♠", Lengths: p3L(p3C, 2, 2, p3S, 2, 2), Line: 1284},
		// position 2: 2♠ (4♠), relay 2N: every step one higher
		{Auction: p3R + "2S", Explanation: "4-card ♠", Lengths: p3L(p3S, 4, 4), Line: 1281},
		{Auction: p3R + "2S P 2N", Explanation: "relay", Forcing: p3One, Line: 1282},
		{Auction: p3R + "2S P 2N P 3C", Explanation: "5-card ♣", Lengths: p3L(p3C, 5, 5), Line: 1283},
		{Auction: p3R + "2S P 2N P 3C P 3D", Explanation: "relay", Line: 1283},
		{Auction: p3R + "2S P 2N P 3C P 3D P 3H", Explanation: "short ♦", Lengths: p3L(p3D, 0, 1), Line: 1275},
		{Auction: p3R + "2S P 2N P 3C P 3D P 3S", Explanation: "short ♥", Lengths: p3L(p3H, 0, 1), Line: 1276},
		{Auction: p3R + "2S P 2N P 3C P 3D P 3N", Explanation: "2-2 in ♦ and ♥", Lengths: p3L(p3D, 2, 2, p3H, 2, 2), Line: 1277},
		{Auction: p3R + "2S P 2N P 3D", Explanation: "5-card ♦, short ♣", Line: 1284},
		{Auction: p3R + "2S P 2N P 3H", Explanation: "5-card ♦, short ♥", Lengths: p3L(p3H, 0, 1), Line: 1284},
		{Auction: p3R + "2S P 2N P 3S", Explanation: "5-card ♦, 2-2 in ♣ and ♥", Line: 1284},
		// position 3: 2N (5♣4♦), relay 3♣
		{Auction: p3R + "2N", Explanation: "5♣ and 4♦", Lengths: p3L(p3C, 5, 5, p3D, 4, 4), Alert: p3T, Line: 1285},
		{Auction: p3R + "2N P 3C", Explanation: "relay", Forcing: p3One, Line: 1285},
		{Auction: p3R + "2N P 3C P 3D", Explanation: "short ♥", Lengths: p3L(p3H, 0, 1), Line: 1275},
		{Auction: p3R + "2N P 3C P 3H", Explanation: "short ♠", Lengths: p3L(p3S, 0, 1), Line: 1276},
		{Auction: p3R + "2N P 3C P 3S", Explanation: "2-2 in the majors", Lengths: p3L(p3H, 2, 2, p3S, 2, 2), Line: 1277},
		// 5♦4♣, shown at once (1286): 3♣-3♥
		{Auction: p3R + "3C", Explanation: "5♦ and 4♣, short ♥", Lengths: p3L(p3D, 5, 5, p3C, 4, 4, p3H, 0, 1), Line: 1286},
		{Auction: p3R + "3D", Explanation: "5♦ and 4♣, short ♠", Lengths: p3L(p3S, 0, 1), Line: 1286},
		{Auction: p3R + "3H", Explanation: "5♦ and 4♣, 2-2 in the majors", Lengths: p3L(p3H, 2, 2, p3S, 2, 2), Line: 1286},
		{Name: "above the last step: natural (policy of the 2♣ node)", Auction: p3R + "3S", Alert: p3F},
		// 3rd seat: the same scheme
		{Name: "3rd seat steps", Auction: "P P " + p3R + "2S P 2N P 3H", Explanation: "5-card ♦, short ♥", Line: 1284},
		// after interference (1288-1294)
		{Name: "they double 2♣: redouble", Auction: "1D P 1S P 1N P 2C X XX", Explanation: "good suit", Line: 1290},
		{Name: "they double the 2♦ relay: redouble", Auction: p3R[:len(p3R)-2] + "X XX", Explanation: "good suit", Line: 1290},
		{Name: "they overcall: relays off, a double is for penalties", Auction: "1D P 1S P 1N P 2C 2H X", Explanation: "penalties", Line: 1294},
	})
	p3CheckHands(t, sys, []p3Hand{
		{p3R + "2H P 2S P 2N P 3C P 3D", "K32.AQ32.2.KJ432", true, 1275, "3-4-1-5: short ♦"},
		{p3R + "2H P 2S P 2N P 3C P 3D", "K2.AQ32.32.KJ432", false, 1277, "2-4-2-5: 2-2 is three steps"},
		{p3R + "2H P 2S P 2N P 3C P 3S", "K2.AQ32.32.KJ432", true, 1277, "2-4-2-5: 2-2"},
		{p3R + "2S P 2N P 3D", "AQ32.K32.KJ432.2", true, 1284, "4-3-5-1: 5♦ short ♣"},
		{p3R + "2S P 2N P 3D", "AQ32.K2.KJ432.32", false, 1284, "4-2-5-2: 2-2, not short ♣"},
		{p3R + "3C", "K32.2.AQ432.KJ32", true, 1286, "3-1-5-4: 5♦4♣ short ♥"},
		{p3R + "3C", "K2.32.AQ432.KJ32", false, 1286, "2-2-5-4: that is 3♥"},
		{p3R + "2N", "K2.32.AQ32.KJ432", true, 1285, "5♣4♦"},
		{p3R + "2N", "K2.3.AQ32.KJ5432", false, 1285, "6♣: not =5"},
	})
}
