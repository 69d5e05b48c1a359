package magicdlight_test

import (
	"testing"

	"github.com/mdlint/mdlint/engine/enginetest"
)

// TestPart3PositiveResponses checks opener's rebids after the unbalanced
// positive responses: 1♦-1N/2♣ (18.6, 1296-1306), 1♦-2♦/♥ (18.7, 1308-1316,
// change log 1436), 1♦-2♠ (18.8, 1318-1328), 1♦-2N (18.9, 1330-1336) and
// 1♦-3x (18.10, 1338-1345).
func TestPart3PositiveResponses(t *testing.T) {
	sys := p3System(t)
	h, s := "1D P 1N P ", "1D P 2C P "
	c, d := "1D P 2D P ", "1D P 2H P "
	m, n := "1D P 2S P ", "1D P 2N P "
	enginetest.Run(t, sys, []enginetest.Case{
		// 18.6 1♦-1N (hearts)
		{Auction: h + "2H", Explanation: "Romex", Forcing: p3Game, Line: 1298},
		{Auction: h + "2H P 3N", Explanation: "11-13 HCP with support, no shortness", HCP: enginetest.HCP(11, 13), Line: 186},
		{Name: "TS2M (Romex) after 2♥", Auction: h + "2H P 2N", Rule: "trump-support.mds"},
		{Auction: h + "3H", Explanation: "17-18 HCP, balanced", HCP: enginetest.HCP(17, 18), Lengths: p3L(p3H, 3, 5), Line: 1298},
		{Name: "TS3M after 3♥", Auction: h + "3H P 3S", Rule: "trump-support.mds"},
		{Auction: h + "4C", Explanation: "void in ♣", Lengths: p3L(p3C, 0, 0), Alert: p3T, Forcing: p3Game, Line: 1298},
		{Auction: h + "4D", Explanation: "void in ♦", Lengths: p3L(p3D, 0, 0), Line: 1298},
		{Auction: h + "3N", Explanation: "4441 short in ♥", HCP: enginetest.HCP(17, 18), Lengths: p3L(p3H, 1, 1), Line: 1304},
		{Auction: h + "2C", Explanation: "natural", Lengths: p3L(p3C, 4, 13), Alert: p3F, Line: 1304},
		{Auction: h + "2D", Explanation: "natural", Line: 1304},
		{Auction: h + "2S", Explanation: "natural", Lengths: p3L(p3S, 4, 13), Line: 1304},
		{Auction: h + "2S P 3S", Explanation: "8-10 or 14+", Line: 1097},
		{Auction: h + "2N", Explanation: "natural", Line: 1304},
		{Auction: h + "3C", Explanation: "a good 6-card ♣", Line: 1091},
		{Auction: h + "3D", Explanation: "a good 6-card ♦", Line: 1091},
		{Auction: h + "3S", Explanation: "General 1♦ Rules", Line: 1306},
		{Auction: h + "4N", Explanation: "4-ace Blackwood", Line: 664},
		// 18.6 1♦-2♣ (spades)
		{Auction: s + "2S", Explanation: "Romex", Line: 1298},
		{Auction: s + "2S P 3N", Explanation: "11-13 HCP", Line: 186},
		{Auction: s + "3S", Explanation: "17-18 HCP, balanced", Line: 1298},
		{Auction: s + "4H", Explanation: "void in ♥", Lengths: p3L(p3H, 0, 0), Line: 1298},
		{Auction: s + "4C", Explanation: "void in ♣", Line: 1298},
		{Auction: s + "3N", Explanation: "4441 short in ♠", Lengths: p3L(p3S, 1, 1), Line: 1304},
		{Auction: s + "2D", Explanation: "natural", Line: 1304},
		{Auction: s + "2H", Explanation: "natural", Line: 1304},
		{Auction: s + "2H P 3H", Explanation: "8-10 or 14+", Line: 1097},
		{Name: "no splinter in responder's own ♠: natural", Auction: s + "2H P 3S", Alert: p3F, Rule: "one-diamond.mds"},
		{Auction: s + "2N", Explanation: "natural", Line: 1304},
		{Auction: s + "3C", Explanation: "natural", Line: 1304},
		{Auction: s + "3D", Explanation: "a good 6-card ♦", Line: 1091},
		{Auction: s + "3H", Explanation: "General 1♦ Rules", Line: 1306},
		{Name: "3rd seat 1♦-2♣;2♠", Auction: "P P " + s + "2S", Explanation: "Romex", Line: 1298},
		// 18.7 1♦-2♦ (clubs)
		{Auction: c + "2H", Explanation: "natural, 5+♥", Lengths: p3L(p3H, 5, 13), Line: 1312},
		{Auction: c + "2H P 3H", Explanation: "8-10 or 14+", Line: 1097},
		{Auction: c + "2H P 2N", Explanation: "a hand for no-trump", Lengths: p3L(p3H, 0, 2), Line: 1312},
		{Auction: c + "2H P 3C", Explanation: "not a hand for no-trump", Line: 1312},
		{Auction: c + "2S", Explanation: "natural, 5+♠", Line: 1312},
		{Auction: c + "2S P 2N", Explanation: "a hand for no-trump", Line: 1312},
		{Auction: c + "2N", Explanation: "natural", Line: 1313},
		{Auction: c + "2N P 3C", Explanation: "extra values", HCP: enginetest.HCP(11, 37), Line: 1313},
		{Auction: c + "2N P 3N", Explanation: "minimum", Forcing: p3None, Line: 1313},
		{Auction: c + "3C", Explanation: "new suits", Line: 1314},
		{Auction: c + "3D", Explanation: "natural, 5+♦", Line: 1315},
		{Auction: c + "3D P 4C", Explanation: "extra values", Line: 1315},
		{Auction: c + "3D P 3N", Explanation: "minimum", Line: 1315},
		{Auction: c + "3H", Explanation: "General 1♦ Rules", Line: 1316},
		{Auction: c + "3S", Explanation: "General 1♦ Rules", Line: 1316},
		// 18.7 1♦-2♥ (diamonds)
		{Auction: d + "2S", Explanation: "natural, 5+♠", Line: 1312},
		{Auction: d + "2S P 3D", Explanation: "not a hand for no-trump", Line: 1312},
		{Auction: d + "2N", Explanation: "natural", Line: 1313},
		{Auction: d + "2N P 3D", Explanation: "extra values", Line: 1313},
		{Auction: d + "3D", Explanation: "new suits", Line: 1314},
		{Auction: d + "3C", Explanation: "natural, 5+♣", Line: 1315},
		{Auction: d + "3C P 3D", Explanation: "extra values", Line: 1315},
		{Auction: d + "3C P 3N", Explanation: "minimum", Line: 1315},
		{Auction: d + "3H", Explanation: "(5)6+♥", Lengths: p3L(p3H, 5, 13), Line: 1316},
		{Auction: d + "3S", Explanation: "General 1♦ Rules", Line: 1316},
		// 18.8 1♦-2♠
		{Auction: m + "2N", Explanation: "relay", Alert: p3T, Forcing: p3Game, Line: 1322},
		{Auction: m + "2N P 3C", Explanation: "extra ♣ length", Lengths: p3L(p3C, 6, 8), Alert: p3T, Artificial: p3F, Line: 1323},
		{Auction: m + "2N P 3C P 3D", Explanation: "sets ♦", Forcing: p3One, Line: 1323},
		{Auction: m + "2N P 3C P 4C", Explanation: "sets ♣", Line: 1323},
		{Auction: m + "2N P 3D", Explanation: "extra ♦ length", Artificial: p3F, Line: 1323},
		{Auction: m + "2N P 3D P 4D", Explanation: "sets ♦", Line: 1323},
		{Auction: m + "2N P 3H", Explanation: "short ♥", Lengths: p3L(p3H, 0, 1), Line: 1324},
		{Auction: m + "2N P 3S", Explanation: "short ♠", Line: 1324},
		{Auction: m + "2N P 3N", Explanation: "minimum", Line: 1325},
		{Auction: m + "3C", Explanation: "new suits", Line: 1326},
		{Auction: m + "3D", Explanation: "new suits", Line: 1326},
		{Auction: m + "3H", Explanation: "natural", Lengths: p3L(p3H, 5, 13), Line: 1327},
		{Auction: m + "3H P 4H", Explanation: "minimum", Forcing: p3None, Line: 1327},
		{Auction: m + "3H P 3S", Explanation: "extra values", Line: 1327},
		{Auction: m + "3H P 3N", Explanation: "no ♥ support, minimum", Line: 1327},
		{Auction: m + "3H P 4C", Explanation: "extra ♣ length", Line: 1327},
		{Auction: m + "3H P 4N", Explanation: "quantitative", Line: 1327},
		{Auction: m + "3S P 5N", Explanation: "quantitative", Line: 1327},
		{Auction: m + "3S P 4H", Explanation: "extra values", Line: 1327},
		{Auction: m + "3N", Explanation: "to play", Forcing: p3None, Line: 1328},
		// 18.9 1♦-2N
		{Auction: n + "3C", Explanation: "asks for the shortness", Forcing: p3One, Line: 1334},
		{Auction: n + "3C P 3D", Explanation: "short ♣", Lengths: p3L(p3C, 0, 1), Line: 1334},
		{Auction: n + "3C P 3H", Explanation: "short ♦", Line: 1334},
		{Auction: n + "3C P 3S", Explanation: "short ♥", Line: 1334},
		{Auction: n + "3C P 3N", Explanation: "short ♠", Lengths: p3L(p3S, 0, 1), Line: 1334},
		{Auction: n + "3D", Explanation: "a good suit", Line: 1336},
		{Auction: n + "3D P 3N", Explanation: "no ♦ support", Lengths: p3L(p3D, 0, 1), Line: 1336},
		{Auction: n + "3D P 3H", Explanation: "short ♥", Line: 1336},
		{Auction: n + "3H P 4C", Explanation: "short ♣", Line: 1336},
		{Auction: n + "3S P 4H", Explanation: "short ♥", Line: 1336},
		{Auction: n + "3S P 3N", Explanation: "no ♠ support", Line: 1336},
		{Name: "3rd seat 1♦-2N", Auction: "P P " + n + "3C P 3S", Explanation: "short ♥", Line: 1334},
		// 18.10 1♦-3x
		{Auction: "1D P 3C P 3D", Explanation: "♦ are trumps", Convention: "", Line: 1342},
		{Auction: "1D P 3C P 4C", Explanation: "control-bid", Line: 1343},
		{Auction: "1D P 3C P 3H", Explanation: "natural", Line: 1344},
		{Auction: "1D P 3C P 4S", Explanation: "natural", Line: 1344},
		{Auction: "1D P 3C P 3N", Explanation: "to play", Forcing: p3None, Line: 1345},
		{Auction: "1D P 3D P 3H", Explanation: "♥ are trumps", Convention: "", Line: 1342},
		{Auction: "1D P 3D P 4D", Explanation: "control-bid", Line: 1343},
		{Auction: "1D P 3D P 3S", Explanation: "control-bid", Line: 1344},
		{Auction: "1D P 3H P 3S", Explanation: "♠ are trumps", Line: 1342},
		{Auction: "1D P 3H P 4H", Explanation: "control-bid", Line: 1344},
		{Auction: "1D P 3H P 3N", Explanation: "to play", Line: 1345},
		{Auction: "1D P 3S P 4C", Explanation: "♣ are trumps", Line: 1342},
		{Auction: "1D P 3S P 4D", Explanation: "control-bid", Line: 1343},
		{Auction: "1D P 3S P 4H", Explanation: "natural", Line: 1344},
	})
	p3CheckHands(t, sys, []p3Hand{
		{h + "2H", "AK2.K32.AQ32.K32", true, 1300, "Kxx: 3-card support with an honour"},
		{h + "2H", "AK2.432.AKQ2.K32", false, 1300, "xxx: poor 3-card support"},
		{h + "2H", "AK.5432.AKQ2.K32", true, 1300, "4-card support"},
		{h + "3H", "AK2.K432.AQ2.Q32", true, 1298, "18 balanced with 4♥"},
		{h + "3H", "AK2.K432.AQ2.K32", false, 1298, "19 balanced: above 17-18"},
		{h + "4C", "AK2.K432.AKQ432.", true, 1298, "void ♣"},
		{h + "4C", "AK2.K432.AKQ32.2", false, 1298, "a singleton is not a void"},
		{m + "2N P 3C", "2.2.KQ432.AJ5432", true, 1323, "6♣5♦"},
		{m + "2N P 3C", "2.32.KQ432.AJ432", false, 1323, "5-5: no extra length"},
		{n + "3D P 3N", "AK32.Q432.A.J432", true, 1336, "a singleton ♦: no support"},
		{n + "3D P 3N", "AK32.Q432.A432.2", false, 1336, "4♦: support"},
	})
}

// TestOneDiamondAuditConstraints: constraints the line-by-line audit of
// chapter 18 changed, with hands just inside and just outside.
func TestOneDiamondAuditConstraints(t *testing.T) {
	sys := enginetest.Embedded(t, "brown")
	enginetest.Run(t, sys, []enginetest.Case{
		// 1214: after 1♦-1♥-2♦-2♥ opener's 2♠ is the weak hand with equal
		// minors or the invitational/game-forcing one looking for more (any of
		// 2♦'s minor hands, 1212: a 6-3 too); a weak 6-4 bids 3♣ (1216).
		{Auction: "1D P 1H P 2D P 2H P 2S", Explanation: "weak with equal minors", Line: 1214,
			Fits:   []string{"A.K2.AQJ32.KJ432", "A2.K2.AKQ.AJ9876"},
			Breaks: []string{"2.A2.KQ32.AKJ876"}},
	})
}
