package magicdlight_test

import (
	"testing"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine/enginetest"
)

// TestPart3OneDiamondRange checks the 1♦ opening's range decision: the opening
// table (1444) and 1087 say 17+ unbalanced or 18+ balanced, in every seat;
// change log 1411 reverses the numbers and loses (decision in one-diamond.mds
// and openings.mds).
func TestPart3OneDiamondRange(t *testing.T) {
	sys := p3System(t)
	enginetest.Run(t, sys, []enginetest.Case{
		{Auction: "1D", Explanation: "17+", HCP: enginetest.HCP(17, 37), Alert: p3T, Forcing: p3One, Line: 1444},
		{Auction: "P 1D", Explanation: "18+ hcp balanced", HCP: enginetest.HCP(17, 37), Line: 1444},
		{Auction: "P P 1D", Explanation: "17+", HCP: enginetest.HCP(17, 37), Alert: p3T, Line: 1444},
		{Auction: "P P P 1D", Explanation: "17+", HCP: enginetest.HCP(17, 37), Alert: p3T, Line: 1444},
		{Name: "dealer West, 1st seat", Auction: "1D", Dealer: bridge.West, HCP: enginetest.HCP(17, 37), Line: 1444},
	})
	p3CheckHands(t, sys, []p3Hand{
		{"1D", "AKJ32.AK32.Q2.32", true, 1087, "17 HCP unbalanced (5422): the minimum"},
		{"1D", "AKJ32.AK32.J2.32", false, 1087, "16 HCP unbalanced: one short"},
		{"1D", "AKJ3.AK3.Q32.J32", true, 1087, "18 HCP balanced: the minimum"},
		{"1D", "AKJ3.AK3.Q32.432", false, 1087, "17 HCP balanced: 1411's reversed range would allow it, 1087/1444 do not"},
		{"P P P 1D", "AKJ3.AK3.Q32.432", false, 1411, "4th seat: the same range in all positions"},
		{"P P 1D", "AKJ32.AK32.Q2.32", true, 1411, "3rd seat: 17 unbalanced opens 1♦ too"},
	})
}

// TestPart3Responses checks every row of the 18.3 response table (1103-1118)
// in 1st/2nd seat, the 3rd/4th-hand note (1118, change log 1432), and the
// hands at the edges of each row.
func TestPart3Responses(t *testing.T) {
	sys := p3System(t)
	enginetest.Run(t, sys, []enginetest.Case{
		// 18.3 table, 1st/2nd seat (1105-1116)
		{Auction: "1D P 1H", Explanation: "0-7", HCP: enginetest.HCP(0, 7), Alert: p3T, Artificial: p3T, Forcing: p3One, Line: 1105},
		{Auction: "1D P 1S", Explanation: "8+ HCP", HCP: enginetest.HCP(7, 37), Alert: p3T, Forcing: p3Game, Line: 1106},
		{Auction: "1D P 1N", Explanation: "5+♥, not 5♥332", HCP: enginetest.HCP(7, 37), Lengths: p3L(p3H, 5, 13), Alert: p3T, Forcing: p3Game, Line: 1107},
		{Auction: "1D P 2C", Explanation: "5+♠, not 5♠332", HCP: enginetest.HCP(7, 37), Lengths: p3L(p3S, 5, 13), Alert: p3T, Forcing: p3Game, Line: 1108},
		{Auction: "1D P 2D", Explanation: "6♣ headed by the queen", HCP: enginetest.HCP(7, 37), Lengths: p3L(p3C, 6, 13), Alert: p3T, Forcing: p3Game, Line: 1109},
		{Auction: "1D P 2H", Explanation: "6♦ headed by the queen", HCP: enginetest.HCP(7, 37), Lengths: p3L(p3D, 6, 13), Alert: p3T, Forcing: p3Game, Line: 1110},
		{Auction: "1D P 2S", Explanation: "5+♣ and 5+♦", HCP: enginetest.HCP(7, 37), Lengths: p3L(p3C, 5, 8, p3D, 5, 8, p3H, 0, 3, p3S, 0, 3), Alert: p3T, Forcing: p3Game, Line: 1111},
		{Auction: "1D P 2N", Explanation: "11-12 HCP, 4441 or 5m440", HCP: enginetest.HCP(11, 12), Alert: p3T, Forcing: p3Game, Line: 1112},
		{Auction: "1D P 3C", Explanation: "solid 6+♦", Lengths: p3L(p3D, 6, 13), Alert: p3T, Artificial: p3T, Forcing: p3One, Line: 1113},
		{Auction: "1D P 3D", Explanation: "solid 6+♥", Lengths: p3L(p3H, 6, 13), Alert: p3T, Forcing: p3One, Line: 1113},
		{Auction: "1D P 3H", Explanation: "solid 6+♠", Lengths: p3L(p3S, 6, 13), Alert: p3T, Forcing: p3One, Line: 1113},
		{Auction: "1D P 3S", Explanation: "solid 6+♣", Lengths: p3L(p3C, 6, 13), Alert: p3T, Forcing: p3One, Line: 1113},
		{Name: "3N has no meaning (1114 ---)", Auction: "1D P 3N", Status: p3Undef},
		{Auction: "1D P 4C", Explanation: "transfer to 4♥: KQJxxxx", Lengths: p3L(p3H, 7, 13), Alert: p3T, Forcing: p3One, Line: 1115},
		{Auction: "1D P 4D", Explanation: "transfer to 4♠: KQJxxxx", Lengths: p3L(p3S, 7, 13), Alert: p3T, Forcing: p3One, Line: 1115},
		{Auction: "1D P 4H", Explanation: "QJxxxxxx", Lengths: p3L(p3H, 7, 13), Alert: p3F, Forcing: p3None, Line: 1116},
		{Auction: "1D P 4S", Explanation: "QJxxxxxx", Lengths: p3L(p3S, 7, 13), Alert: p3F, Forcing: p3None, Line: 1116},
		// 2nd seat: the ordinary responses (the partner of a 2nd-seat opener has not passed)
		{Name: "2nd seat 1N", Auction: "P 1D P 1N", Explanation: "not 5♥332", Lengths: p3L(p3H, 5, 13), Line: 1107},
		{Name: "2nd seat 2S", Auction: "P 1D P 2S", Line: 1111},
		// 3rd/4th seat (1118, change log 1432): the same responses; the unbalanced
		// positive ones come from a passed hand and expect a flaw.
		{Name: "3rd seat 1H", Auction: "P P 1D P 1H", Explanation: "0-7", HCP: enginetest.HCP(0, 7), Line: 1105},
		{Name: "3rd seat 1S", Auction: "P P 1D P 1S", Explanation: "8+ HCP", HCP: enginetest.HCP(7, 37), Line: 1106},
		{Name: "3rd seat 1N", Auction: "P P 1D P 1N", Explanation: "expect a flaw", Lengths: p3L(p3H, 5, 13), Forcing: p3Game, Line: 1118},
		{Name: "3rd seat 2C", Auction: "P P 1D P 2C", Explanation: "expect a flaw", Lengths: p3L(p3S, 5, 13), Line: 1118},
		{Name: "3rd seat 2D", Auction: "P P 1D P 2D", Explanation: "expect a flaw", Lengths: p3L(p3C, 6, 13), Line: 1118},
		{Name: "3rd seat 2H", Auction: "P P 1D P 2H", Explanation: "expect a flaw", Lengths: p3L(p3D, 6, 13), Line: 1118},
		{Name: "3rd seat 2S", Auction: "P P 1D P 2S", Explanation: "expect a flaw", Lengths: p3L(p3C, 5, 8, p3D, 5, 8), Line: 1118},
		{Name: "3rd seat 2N", Auction: "P P 1D P 2N", Explanation: "expect a flaw", HCP: enginetest.HCP(11, 12), Line: 1118},
		{Name: "4th seat 2C", Auction: "P P P 1D P 2C", Explanation: "expect a flaw", Lengths: p3L(p3S, 5, 13), Forcing: p3Game, Line: 1118},
		{Name: "4th seat 3C", Auction: "P P P 1D P 3C", Explanation: "solid 6+♦", Line: 1113},
		{Name: "3rd seat, dealer East", Auction: "P P 1D P 2D", Dealer: bridge.East, Explanation: "expect a flaw", Line: 1118},
		{Name: "3rd seat, both vulnerable", Auction: "P P 1D P 1N", Vul: bridge.Both, Explanation: "expect a flaw", Line: 1118},
	})
	p3CheckHands(t, sys, []p3Hand{
		// 1♥ 0-7 (1105)
		{"1D P 1H", "J32.K32.Q432.J32", true, 1105, "7 HCP: the top of 0-7"},
		{"1D P 1H", "Q32.K32.Q432.J32", false, 1105, "8 HCP: a positive response"},
		// 1♠ (1106, 1251-1259)
		{"1D P 1S", "K32.Q32.J432.Q32", true, 1106, "8 HCP 4333: the minimum"},
		{"1D P 1S", "A32.K32.5432.432", true, 1105, "7 HCP with an ace and a king may respond positively"},
		{"1D P 1S", "K32.Q32.J432.J32", false, 1105, "7 HCP without an ace and a king: 1♥"},
		{"1D P 1S", "AK32.Q432.J432.2", true, 1106, "4441 with 10 HCP: inside 8-10"},
		{"1D P 1S", "AK32.Q432.Q432.2", false, 1106, "4441 with 11 HCP: 2N's range, not 1♠'s"},
		{"1D P 1S", "AK32.KQ32.J432.2", true, 1106, "4441 with 13 HCP: inside 13+"},
		{"1D P 1S", "32.32.KQ32.AJ432", true, 1106, "54xx with a 5-card minor"},
		{"1D P 1S", "A432.K432..KJ432", false, 1112, "5♣440 with 11 HCP bids 2N"},
		{"1D P 1S", "K2.KQ3.J2.T98765", true, 1106, "a poor 6-card minor (no A, K or Q)"},
		{"1D P 1S", "K2.K43.J2.Q98765", false, 1109, "6♣ headed by the queen bids 2♦"},
		{"1D P 1S", "K32.AQ432.Q32.32", true, 1107, "5♥332 is balanced: 1♠, not 1N"},
		// 1N 5+♥ (1107)
		{"1D P 1N", "K432.AQ432.Q3.32", true, 1107, "5♥4♠, 11 HCP"},
		{"1D P 1N", "K32.AQ432.Q32.32", false, 1107, "5♥332 is excluded"},
		{"1D P 1N", "A32.K65432.32.32", true, 1105, "7 HCP with an ace and a king"},
		{"1D P 1N", "Q32.KQ5432.32.32", false, 1107, "7 HCP without an ace and a king"},
		// 2♣ 5+♠ (1108)
		{"1D P 2C", "AQ432.K432.Q3.32", true, 1108, "5♠4♥"},
		{"1D P 2C", "AQ432.K32.Q32.32", false, 1108, "5♠332 is excluded"},
		// 2♦ clubs (1109)
		{"1D P 2D", "32.K32.A2.Q98765", true, 1109, "=6♣ headed by the queen"},
		{"1D P 2D", "32.K32.AQ.J98765", false, 1109, "=6♣ headed by the jack: 1♠"},
		{"1D P 2D", "32.K3.A2.J987654", true, 1109, "7♣ need no honour"},
		// 2♥ diamonds (1110)
		{"1D P 2H", "32.K32.Q98765.A2", true, 1110, "=6♦ headed by the queen"},
		{"1D P 2H", "32.K32.J98765.AQ", false, 1110, "=6♦ headed by the jack"},
		// 2♠ minors (1111)
		{"1D P 2S", "2.32.AQ432.KJ432", true, 1111, "5-5 in the minors"},
		{"1D P 2S", "32.32.AQ43.KJ432", false, 1111, "5-4 in the minors: 1♠"},
		// 2N (1112)
		{"1D P 2N", "AK32.Q432.Q432.2", true, 1112, "4441 with 11 HCP"},
		{"1D P 2N", "AK32.Q432.J432.2", false, 1112, "4441 with 10 HCP: 1♠"},
		{"1D P 2N", "AK32.KQ32.J432.2", false, 1112, "4441 with 13 HCP: 1♠"},
		{"1D P 2N", "A432.K432.KJ432.", true, 1112, "5♦440 with 11 HCP"},
		{"1D P 2N", "AK3.Q43.Q432.432", false, 1112, "4333 with 11 HCP: 1♠"},
		// 3x transfers to a solid suit (1113)
		{"1D P 3C", "32.32.AKQ5432.32", true, 1113, "solid 7♦"},
		{"1D P 3C", "32.32.AKJ5432.Q2", false, 1113, "AKJ: not solid"},
		{"1D P 3S", "32.32.32.AKQ5432", true, 1113, "solid 7♣"},
		// 4♣/♦ (1115) and 4♥/♠ (1116)
		{"1D P 4C", "2.KQJ5432.432.32", true, 1115, "KQJxxxx"},
		{"1D P 4C", "2.K985432.Q32.32", false, 1115, "Kxxxxxx: not KQJ"},
		{"1D P 4C", "32.KQJ543.432.32", false, 1115, "only six hearts"},
		{"1D P 4H", "2.QJ985432.32.32", true, 1116, "QJxxxxxx"},
		{"1D P 4H", "32.QJ9854.432.32", false, 1116, "only six hearts"},
		// 3rd/4th seat: the same constraints (1432)
		{"P P 1D P 1N", "K32.AQ432.Q32.32", false, 1432, "3rd seat: 5♥332 is still excluded"},
		{"P P 1D P 2N", "AK32.Q432.Q432.2", true, 1432, "3rd seat: 4441 with 11 HCP"},
	})
}
