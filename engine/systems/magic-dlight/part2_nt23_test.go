package magicdlight_test

import (
	"testing"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/enginetest"
)

// The 2N module (headless table, notes lines 1501-1531) and the 3N module
// (1533-1537), encoded in nt-2-3.mds. The 2N module runs after
// 1♣-(2♦)-2N (line 1045) in the part 2 test system; the 3N module after
// a three-level overcall of our 1N (6.4.3, line 529) in the embedded system.

// p2TwoNT is the prelude: South's natural 2N after 1♣-(2♦); North answers.
const p2TwoNT = "1C 2D 2N P "

func TestTwoNTModule(t *testing.T) {
	sys := loadPart2(t, "brown")
	enginetest.Run(t, sys, []enginetest.Case{
		// responses 1501-1506
		{Auction: p2TwoNT + "3C", Explanation: "unconditional transfer to 3♦", Alert: p2yes, Forcing: engine.ForcingOneRound, Mandatory: p2yes, Completion: "3D", Line: 1501},
		{Auction: p2TwoNT + "3D", Explanation: "asks for the majors", Alert: p2yes, Forcing: engine.ForcingOneRound, Line: 1502},
		{Auction: p2TwoNT + "3H", Explanation: "game forcing with 5+♥", Lengths: p2lens(p2h, 5, 13), Forcing: engine.ForcingGame, Line: 1503},
		{Auction: p2TwoNT + "3S", Explanation: "game forcing with 5+♠", Lengths: p2lens(p2s, 5, 13), Forcing: engine.ForcingGame, Line: 1503},
		{Auction: p2TwoNT + "4C", Explanation: "transfer to ♥", Alert: p2yes, Line: 1504},
		{Auction: p2TwoNT + "4D", Explanation: "transfer to ♠", Alert: p2yes, Line: 1504},
		{Auction: p2TwoNT + "4H", Explanation: "to play", Forcing: engine.ForcingNone, Line: 1505},
		{Auction: p2TwoNT + "4S", Explanation: "to play", Line: 1505},
		{Auction: p2TwoNT + "4N", Explanation: "natural slam try", Artificial: p2no, Line: 1506},
		// after 3♣-3♦ (1508-1511)
		{Auction: p2TwoNT + "3C P 3D", Explanation: "completes the transfer", Line: 1501},
		{Auction: p2TwoNT + "3C P 3D P 3H", Explanation: "both minors", Lengths: p2lens(p2c, 4, 9, p2d, 4, 9), Forcing: engine.ForcingGame, Line: 1508},
		{Auction: p2TwoNT + "3C P 3D P 3H P 4C", Explanation: "4-card club support", Lengths: p2lens(p2c, 4, 13), Line: 1508},
		{Auction: p2TwoNT + "3C P 3D P 3H P 3N", Explanation: "to play", Line: 1508},
		{Auction: p2TwoNT + "3C P 3D P 3H P 3S", Explanation: "longer minor", Forcing: engine.ForcingOneRound, Line: 1508},
		{Auction: p2TwoNT + "3C P 3D P 3H P 3S P 4D", Explanation: "longer diamonds", Line: 1508},
		{Auction: p2TwoNT + "3C P 3D P 3H P 3S P 4H", Explanation: "lowest major control", Convention: "control-bid", Lengths: p2lens(p2c, 5, 8, p2d, 5, 8), Line: 1508},
		{Auction: p2TwoNT + "3C P 3D P 3S", Explanation: "5+♠ and 4+♥", Lengths: p2lens(p2s, 5, 9, p2h, 4, 8), Line: 1509},
		{Auction: p2TwoNT + "3C P 3D P 3S P 4C", Explanation: "Lissabon", Convention: "Lissabon", Line: 1509},
		{Auction: p2TwoNT + "3C P 3D P 3S P 4C P 4D", Status: engine.NotCovered}, // Lissabon is missing
		{Auction: p2TwoNT + "3C P 3D P 3S P 3N P 4H", Explanation: "mild slam try with 5♠5♥", Forcing: engine.ForcingNone, Line: 1509},
		{Auction: p2TwoNT + "3C P 3D P 3N", Explanation: "4-card suits up the line", Forcing: engine.ForcingOneRound, Line: 1510},
		{Auction: p2TwoNT + "3C P 3D P 3N P 4C", Explanation: "4+♣", Lengths: p2lens(p2c, 4, 13), Line: 1510},
		{Auction: p2TwoNT + "3C P 3D P 3N P 4C P 4N", Explanation: "support for clubs without aces", Line: 1510},
		{Auction: p2TwoNT + "3C P 3D P 3N P 4N", Explanation: "no more suits", Line: 1510},
		{Auction: p2TwoNT + "3C P 3D P 4C", Explanation: "long club suit", Forcing: engine.ForcingOneRound, Line: 1511},
		{Auction: p2TwoNT + "3C P 3D P 4S", Explanation: "not forcing", Forcing: engine.ForcingNone, Line: 1511},
		// after 3♦ (1513-1522)
		{Auction: p2TwoNT + "3D P 3H", Explanation: "4+♥", Lengths: p2lens(p2h, 4, 13), Line: 1513},
		{Auction: p2TwoNT + "3D P 3H P 3S", Explanation: "natural", Lengths: p2lens(p2s, 4, 13), Line: 1514},
		{Auction: p2TwoNT + "3D P 3H P 3N", Explanation: "slam try with heart support", Line: 1515},
		{Auction: p2TwoNT + "3D P 3H P 4D", Explanation: "5+♦ without a major", Lengths: p2lens(p2d, 5, 13, p2h, 0, 3, p2s, 0, 3), Line: 1516},
		{Auction: p2TwoNT + "3D P 3S", Explanation: "denies 4♥", Lengths: p2lens(p2s, 4, 13, p2h, 0, 3), Line: 1517},
		{Auction: p2TwoNT + "3D P 3S P 3N", Explanation: "natural", Line: 1518},
		{Auction: p2TwoNT + "3D P 3S P 4C", Explanation: "without spade support", Lengths: p2lens(p2s, 0, 3), Line: 1519},
		{Auction: p2TwoNT + "3D P 3S P 4H", Explanation: "slam try with spade support", Alert: p2yes, Line: 1520},
		{Auction: p2TwoNT + "3D P 3N", Explanation: "no 4-card major", Lengths: p2lens(p2h, 0, 3, p2s, 0, 3), Line: 1521},
		{Auction: p2TwoNT + "3D P 3N P 4D", Explanation: "5+♦", Line: 1522},
		// after 3♥/3♠ (1524-1531)
		{Auction: p2TwoNT + "3H P 3S", Explanation: "may hold three hearts", Line: 1524},
		{Auction: p2TwoNT + "3H P 3N", Explanation: "no heart support, no spade suit", Lengths: p2lens(p2h, 0, 2, p2s, 0, 3), Line: 1525},
		{Auction: p2TwoNT + "3H P 3N P 4C", Explanation: "natural", Line: 1526},
		{Auction: p2TwoNT + "3H P 3N P 4C P 4H", Explanation: "constructive without a real fit", Line: 1527},
		{Auction: p2TwoNT + "3H P 3N P 4C P 4H P 4N", Explanation: "to play", Line: 1527},
		{Auction: p2TwoNT + "3H P 3N P 4D P 4N", Explanation: "to play", Line: 1528},
		{Auction: p2TwoNT + "3H P 3N P 4D P 5H", Explanation: "suppressed heart support", Line: 1529},
		{Auction: p2TwoNT + "3H P 3N P 4S", Explanation: "not forcing slam try with 5♠5♥", Forcing: engine.ForcingNone, Line: 1531},
		{Auction: p2TwoNT + "3S P 3N", Explanation: "no spade support", Line: 1525},
		{Auction: p2TwoNT + "3S P 3N P 4H", Explanation: "signoff with 5♠5♥", Line: 1530},
		{Auction: p2TwoNT + "3S P 3N P 4C P 4S", Explanation: "constructive", Line: 1527},
		{Auction: p2TwoNT + "3S P 3N P 4C P 5S", Explanation: "suppressed spade support", Line: 1529},
	})
	for _, e := range []struct {
		auction, hand string
		ok            bool
	}{
		{p2TwoNT + "3C P 3D P 3H", "3.32.AKJ8.KQ9876", true},
		{p2TwoNT + "3C P 3D P 3H", "KJ3.32.AKJ87.987", false},
		{p2TwoNT + "3C P 3D P 3N", "KJ32.AQ32.KQ2.K2", true},  // 4432
		{p2TwoNT + "3C P 3D P 3N", "KJ3.AQ3.KQ32.K32", false}, // 4333
		{p2TwoNT + "3C P 3D P 3N P 4C P 4N", "KQ3.KQ3.KQ2.QJ32", true},
		{p2TwoNT + "3C P 3D P 3N P 4C P 4N", "AQ3.KQ3.KQ2.QJ32", false}, // holds an ace
		{p2TwoNT + "3D P 3S", "AKJ2.K32.AQ3.K32", true},
		{p2TwoNT + "3D P 3S", "AKJ2.K432.AQ3.K3", false}, // four hearts
	} {
		enginetest.CheckHand(t, enginetest.Last(t, sys, enginetest.Case{Auction: e.auction}), e.hand, e.ok)
	}
}

func TestThreeNTModule(t *testing.T) {
	sys := enginetest.Embedded(t, "brown")
	enginetest.Run(t, sys, []enginetest.Case{
		{Auction: "1N 3D 4C", Explanation: "asks for 4-card suits up the line", Alert: p2yes, Forcing: engine.ForcingOneRound, Rule: "nt-2-3.mds", Line: 1533},
		{Auction: "1N 3C 4C P 4H", Explanation: "4+♥", Lengths: p2lens(p2h, 4, 13), Line: 1533},
		{Auction: "1N 3C 4C P 4N", Explanation: "no support and no more suits", Line: 1533},
		{Auction: "1N 3D 4D", Explanation: "unconditional transfer to 4♥", Mandatory: p2yes, Completion: "4H", Line: 1534},
		{Auction: "1N 3D 4D P 4H P P", Explanation: "to play", Lengths: p2lens(p2h, 5, 13), Line: 1534},
		{Auction: "1N 3D 4D P 4H P 4S", Explanation: "to play", Line: 1534},
		{Auction: "1N 3S 4D P 4H P 5D", Explanation: "to play", Line: 1534},
		{Auction: "1N 3D 4D P 4H P 4N", Explanation: "both minors with just game values", Lengths: p2lens(p2c, 4, 9, p2d, 4, 9), Line: 1534},
		{Auction: "1N 3D 4H", Explanation: "natural slam try, forcing", Forcing: engine.ForcingOneRound, Line: 1535},
		{Auction: "1N 3D 4H P 4N", Explanation: "to play", Line: 1535},
		{Auction: "1N 3D 4H P 5C", Explanation: "control-bid", Convention: "control-bid", Line: 1535},
		{Auction: "1N 3D 4S P 5H", Explanation: "control-bid", Line: 1535},
		{Auction: "1N 3D 4N", Explanation: "natural slam try", Artificial: p2no, Line: 1536},
		{Auction: "1N 3H 5C", Explanation: "not forcing", Forcing: engine.ForcingNone, Lengths: p2lens(p2c, 5, 13), Line: 1537},
	})
}
