package magicdlight_test

import (
	"testing"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/enginetest"
)

// The two-level and higher openings (higher-openings.mds): the headless
// tables 1480-1489 and 1539-1585 and the change-log rows 1421-1429, after
// the opening lines of openings.mds (embedded system).

func TestTwoMinorOpening(t *testing.T) {
	sys := enginetest.Embedded(t, "brown")
	enginetest.Run(t, sys, []enginetest.Case{
		{Auction: "2C P 2D", Explanation: "relay", Alert: p2yes, Forcing: engine.ForcingOneRound, Line: 1539},
		{Auction: "2D P 2H", Explanation: "relay", Forcing: engine.ForcingOneRound, Line: 1539},
		// 2♣-2♦
		{Auction: "2C P 2D P 2H", Explanation: "side suit in ♦", Lengths: p2lens(p2d, 4, 13), Alert: p2yes, Line: 1540},
		{Auction: "2C P 2D P 3C", Explanation: "minimum one-suiter", Lengths: p2lens(p2c, 6, 13, p2d, 0, 3), Line: 1541},
		{Auction: "2C P 2D P 2N", Explanation: "suitable for no-trump", Line: 1542},
		{Auction: "2C P 2D P 2S", Explanation: "not suitable for no-trump", Alert: p2yes, Line: 1543},
		{Auction: "2C P 2D P 3D", Explanation: "shortness in ♦", Lengths: p2lens(p2d, 0, 1), Line: 1544},
		{Auction: "2C P 2D P 3S", Explanation: "shortness in ♠", Lengths: p2lens(p2s, 0, 1), Line: 1544},
		{Auction: "2C P 2D P 3N", Explanation: "AKQTxx", Lengths: p2lens(p2c, 6, 7), Line: 1545}, // 6+ without shortness: at most 13 - 3×2
		// 2♦-2♥
		{Auction: "2D P 2H P 2S", Explanation: "side suit in ♣", Lengths: p2lens(p2c, 4, 13), Line: 1540},
		{Auction: "2D P 2H P 3D", Explanation: "minimum one-suiter", Line: 1541},
		{Auction: "2D P 2H P 2N", Explanation: "suitable for no-trump", Line: 1542},
		{Auction: "2D P 2H P 3C", Explanation: "not suitable for no-trump", Line: 1543},
		{Auction: "2D P 2H P 3H", Explanation: "shortness in ♥", Line: 1544},
		{Auction: "2D P 2H P 3N", Explanation: "may hold a club singleton", Line: 1545},
		// TS3m (5.5, lines 275-276) and the change-log rows 1422-1423
		{Auction: "2C P 3C", Explanation: "new suits", Line: 275},
		{Auction: "2D P 2H P 2S P 3D", Explanation: "new suits", Line: 276},
		{Auction: "2C P 2H", Explanation: "natural", Line: 1422},
		{Auction: "2C P 2H P 2S", Explanation: "without ♥ support", Lengths: p2lens(p2h, 0, 2), Line: 1422},
		{Auction: "2D P 2S P 3H", Explanation: "without ♠ support", Line: 1422},
		{Auction: "2D P 4S", Explanation: "to play", Line: 1423},
	})
	m := enginetest.Last(t, sys, enginetest.Case{Auction: "2D P 2H P 3N"})
	enginetest.CheckHand(t, m, "Q32.K32.AKQT87.2", true)  // club singleton allowed
	enginetest.CheckHand(t, m, "2.K32.AKQT87.Q32", false) // spade shortness
	enginetest.CheckHand(t, m, "Q32.K32.AKJT87.2", false) // not AKQ
}

func TestTwoMajorOpening(t *testing.T) {
	brown := enginetest.Embedded(t, "brown")
	enginetest.Run(t, brown, []enginetest.Case{
		{Auction: "2H P 2S", Explanation: "pass or correct", Alert: p2yes, Forcing: engine.ForcingNone, Line: 1547},
		{Auction: "2H P 3C", Explanation: "pass or correct", Line: 1547},
		{Auction: "2S P 4H", Explanation: "pass or correct", Line: 1547},
		{Auction: "2H P 2N", Explanation: "asks for the suits and strength", Alert: p2yes, Forcing: engine.ForcingOneRound, Line: 1548},
		// opener ♥+♣ minimum after 2♥-2N
		{Auction: "2H P 2N P 3C", Explanation: "minimum, ♥ and ♣", Lengths: p2lens(p2h, 5, 8, p2c, 5, 8), Forcing: engine.ForcingNone, Line: 1549},
		{Auction: "2H P 2N P 3C P 3H", Explanation: "not forcing", Line: 1550},
		{Auction: "2H P 2N P 3C P 3N", Explanation: "to play", Line: 1551},
		{Auction: "2H P 2N P 3C P 4H", Explanation: "to play", Line: 1552},
		{Auction: "2H P 2N P 3C P 4C", Explanation: "invitational", Line: 1553},
		{Auction: "2H P 2N P 3C P 4D", Explanation: "slam try in ♥", Alert: p2yes, Line: 1554},
		{Auction: "2H P 2N P 3C P 4S", Explanation: "slam try in ♣", Line: 1555},
		// opener ♠+♦ minimum after 2♥-2N
		{Auction: "2H P 2N P 3D", Explanation: "the other major and ♦", Lengths: p2lens(p2s, 5, 8, p2d, 5, 8), Line: 1549},
		{Auction: "2H P 2N P 3D P 3S", Explanation: "not forcing", Line: 1550},
		{Auction: "2H P 2N P 3D P 4S", Explanation: "to play", Line: 1552},
		{Auction: "2H P 2N P 3D P 4D", Explanation: "invitational", Line: 1553},
		{Auction: "2H P 2N P 3D P 4C", Explanation: "slam try in the other major", Line: 1554},
		{Auction: "2H P 2N P 3D P 4H", Explanation: "slam try in ♦", Line: 1555},
		// 2♠: ♠+♣ or ♥+♦
		{Auction: "2S P 2N P 3C", Explanation: "minimum, ♠ and ♣", Line: 1549},
		{Auction: "2S P 2N P 3D P 3H", Explanation: "not forcing", Line: 1550},
		{Auction: "2S P 2N P 3D P 4S", Explanation: "slam try in ♦", Line: 1555},
		// opener's game-forcing maximum
		{Auction: "2H P 2N P 3H", Explanation: "maximum, ♥ and ♣, game forcing", Forcing: engine.ForcingGame, Line: 1556},
		{Auction: "2H P 2N P 3H P 4C", Explanation: "slam try in ♣", Line: 1556},
		{Auction: "2H P 2N P 3S P 4D", Explanation: "slam try in ♦", Line: 1556},
		{Auction: "2H P 2N P 3N", Explanation: "6-6 or 7-6", Forcing: engine.ForcingGame, Line: 1557},
		{Auction: "2H P 2N P 4D", Explanation: "very good 6+card ♦ suit", Lengths: p2lens(p2d, 6, 13), Line: 1558},
		// 3N: forcing one-suiter
		{Auction: "2H P 3N", Explanation: "one-suiter responder wants to play", Forcing: engine.ForcingOneRound, Line: 1559},
		{Auction: "2H P 3N P 4C", Explanation: "maximum with at least one ace", Line: 1560},
		{Auction: "2S P 3N P 4D", Explanation: "maximum without an ace", Line: 1561},
		{Auction: "2H P 3N P 4H", Explanation: "minimum", Alert: p2yes, Line: 1562},
		{Auction: "2H P 3N P 4H P 4N", Explanation: "4-ace Blackwood", Convention: "Blackwood", Line: 1563},
		{Auction: "2H P 3N P 4C P 4N", Explanation: "4-ace Blackwood", Line: 1425},
	})
	m := enginetest.Last(t, brown, enginetest.Case{Auction: "2H P 3N P 4C"})
	enginetest.CheckHand(t, m, "2.AQJ87.3.KJ8765", true)  // one ace
	enginetest.CheckHand(t, m, "2.KQJ87.3.KJ8765", false) // no ace
	m = enginetest.Last(t, brown, enginetest.Case{Auction: "2H P 3N P 4D"})
	enginetest.CheckHand(t, m, "2.KQJ87.3.KJ8765", true)  // no ace
	enginetest.CheckHand(t, m, "2.AQJ87.3.KJ8765", false) // an ace

	red := enginetest.Embedded(t, "red")
	enginetest.Run(t, red, []enginetest.Case{
		{Auction: "2H P 2S", Explanation: "natural, forcing", Lengths: p2lens(p2s, 5, 13), Forcing: engine.ForcingOneRound, Line: 1481},
		{Auction: "2H P 3C", Explanation: "pass or correct", Line: 1480},
		{Auction: "2S P 5D", Explanation: "pass or correct", Line: 1480},
		{Auction: "2H P 3S", Explanation: "natural, invitational", Forcing: engine.ForcingNone, Line: 1482},
		{Auction: "2S P 3H", Explanation: "natural, invitational", Line: 1482},
		// Red: only minor suit bids are P/C (1480); the raise of the major the
		// Red opening shows is natural (decision beside the line, 1461)
		{Auction: "2H P 4H", Explanation: "raise to game", Alert: p2no, Lengths: p2lens(p2h, 3, 13), Line: 1461},
		{Auction: "2S P 3S", Explanation: "raise", Alert: p2no, Forcing: engine.ForcingNone, Line: 1462},
		{Auction: "2H P 2N", Explanation: "asks for the minor", Forcing: engine.ForcingOneRound, Line: 1483},
		{Auction: "2H P 2N P 3C", Explanation: "natural, not forcing", Lengths: p2lens(p2c, 5, 13), Line: 1483},
		{Auction: "2H P 2N P 3D P 4C", Explanation: "slam try in ♥", Line: 1554},
		{Auction: "2S P 2N P 3D P 4H", Explanation: "slam try in ♦", Line: 1555},
		{Auction: "2H P 2N P 3H", Explanation: "Lissabon", Convention: "Lissabon", Forcing: engine.ForcingGame, Line: 1483},
		{Auction: "2H P 2N P 3H P 3N", Status: engine.NotCovered},
		{Auction: "2H P 2N P 3N", Explanation: "6-6 or 7-6", Line: 1483},
		{Auction: "2H P 3N P 4D", Explanation: "maximum without an ace", Line: 1561},
	})
}

func TestTwoNTOpening(t *testing.T) {
	brown := enginetest.Embedded(t, "brown")
	enginetest.Run(t, brown, []enginetest.Case{
		{Auction: "2N P 3D", Explanation: "pass or correct", Alert: p2yes, Line: 1565},
		{Auction: "2N P 4S", Explanation: "pass or correct", Line: 1565},
		{Auction: "2N P 3C", Explanation: "asks for the suits and strength", Forcing: engine.ForcingOneRound, Line: 1566},
		{Auction: "2N P 3C P 3D", Explanation: "minimum with the majors", Lengths: p2lens(p2h, 5, 8, p2s, 5, 8), Line: 1567},
		{Auction: "2N P 3C P 3D P 3S", Explanation: "not forcing", Line: 1567},
		{Auction: "2N P 3C P 3D P 4C", Explanation: "Lissabon", Convention: "Lissabon", Line: 1567},
		{Auction: "2N P 3C P 3H", Explanation: "minimum with the minors", Lengths: p2lens(p2c, 5, 8, p2d, 5, 8), Line: 1568},
		{Auction: "2N P 3C P 3H P 3S", Explanation: "natural", Line: 1426},
		{Auction: "2N P 3C P 3H P 4D", Explanation: "not forcing", Forcing: engine.ForcingNone, Line: 1568},
		{Auction: "2N P 3C P 3H P 4H", Explanation: "slam try in a minor by Lissabon", Line: 1427},
		{Auction: "2N P 3C P 3S", Explanation: "game forcing with the minors", Forcing: engine.ForcingGame, Line: 1569},
		{Auction: "2N P 3C P 3S P 4C", Explanation: "natural slam try", Line: 1569},
		{Auction: "2N P 3C P 3N", Explanation: "game forcing with the majors", Line: 1570},
		{Auction: "2N P 3C P 3N P 4D", Explanation: "Lissabon", Line: 1570},
		{Auction: "2N P 3C P 4H", Explanation: "very good 6+card ♥ suit", Lengths: p2lens(p2h, 6, 13), Line: 1571},
		{Auction: "2N P 3N", Explanation: "one-suiter", Line: 1572},
		{Auction: "2N P 3N P 4H", Explanation: "minimum", Line: 1562},
	})
	red := enginetest.Embedded(t, "red")
	enginetest.Run(t, red, []enginetest.Case{
		{Auction: "2N P 3C", Explanation: "to play", Forcing: engine.ForcingNone, Line: 1574},
		{Auction: "2N P 5D", Explanation: "to play", Line: 1574},
		{Auction: "2N P 3H", Explanation: "asks for strength", Forcing: engine.ForcingOneRound, Line: 1575},
		{Auction: "2N P 3H P 3S", Explanation: "minimum", Line: 1576},
		{Auction: "2N P 3H P 3S P 4C", Explanation: "not forcing", Line: 1576},
		{Auction: "2N P 3H P 3S P 4H", Explanation: "Lissabon", Convention: "Lissabon", Line: 1576},
		{Auction: "2N P 3H P 3N", Explanation: "game forcing", Forcing: engine.ForcingGame, Line: 1577},
		{Auction: "2N P 3H P 3N P 4D", Explanation: "natural slam try", Line: 1577},
		{Auction: "2N P 3H P 4C", Explanation: "very good 6+♣", Line: 1578},
		{Auction: "2N P 3S", Explanation: "natural", Line: 1579},
		{Auction: "2N P 3N", Explanation: "one-suiter", Line: 1580},
		{Auction: "2N P 3D", Explanation: "to play", Line: 1574},
	})
}

func TestThreeAndFourOpenings(t *testing.T) {
	// open-three needs the opening suit (T): the part 2 test system passes it.
	sys := loadPart2(t, "brown")
	enginetest.Run(t, sys, []enginetest.Case{
		{Auction: "3D P 4C", Explanation: "control-bid, ♦ agreed", Convention: "control-bid", Forcing: engine.ForcingOneRound, Line: 1429},
		{Auction: "3S P 4C", Explanation: "control-bid, ♠ agreed", Line: 1429},
		{Auction: "3C P 4D", Explanation: "control-bid, ♣ agreed", Line: 1429},
		{Auction: "3C P 4C", Explanation: "raise", Forcing: engine.ForcingNone, Line: 1453}, // decision: the raise of a pre-empt
		{Auction: "3H P 4D", Status: engine.Undefined},
	})
	emb := enginetest.Embedded(t, "brown")
	enginetest.Run(t, emb, []enginetest.Case{
		{Auction: "4C P 4H", Explanation: "to play", Line: 1455},
		{Auction: "4C P 4D", Explanation: "relay", Alert: p2yes, Forcing: engine.ForcingOneRound, Line: 1582},
		{Auction: "4D P 4H", Explanation: "relay", Line: 1582},
		{Auction: "4C P 4D P 4H", Explanation: "no extras", Line: 1582},
		{Auction: "4C P 4D P 4H P 4S", Explanation: "asks for outside kings", Line: 1582},
		{Auction: "4D P 4H P 4N", Explanation: "solid suit and an outside ace", Line: 1583},
		{Auction: "4C P 4D P 4S", Explanation: "void", Lengths: p2lens(p2s, 0, 0), Line: 1584},
		{Auction: "4D P 4H P 5H", Explanation: "void", Lengths: p2lens(p2h, 0, 0), Line: 1584},
		{Auction: "4C P 4D P 5C", Explanation: "void", Lengths: p2lens(p2c, 0, 0), Line: 1584},
		{Auction: "4C P 4D P 5H", Explanation: "8.5+ playing tricks", Line: 1585},
	})
	m := enginetest.Last(t, emb, enginetest.Case{Auction: "4D P 4H P 4N"})
	enginetest.CheckHand(t, m, "AKQJ876.32.A2.32", true)
	enginetest.CheckHand(t, m, "AKJT876.32.A2.32", false) // not solid
	enginetest.CheckHand(t, m, "AKQJ876.32.K2.32", false) // no outside ace
}

// TestStopperInquiryDoubled covers the table 1486-1489 (answers when the
// opponents double our stopper inquiry, change log 1400) where the 1N module
// mounts it (6.4.7, line 555).
func TestStopperInquiryDoubled(t *testing.T) {
	sys := enginetest.Embedded(t, "brown")
	const ask = "1N P 2D X P P XX P 2H P 3D X "
	enginetest.Run(t, sys, []enginetest.Case{
		{Auction: ask + "3N", Explanation: "good stopper", Line: 1486},
		{Auction: ask + "XX", Explanation: "asks partner to bid 3N", Forcing: engine.ForcingOneRound, Line: 1487},
		{Auction: ask + "XX P 3N", Explanation: "to play", Line: 1487},
		{Auction: ask + "P", Explanation: "half stopper", Line: 1488},
		{Auction: ask + "P P XX", Explanation: "asks for the half stopper", Line: 1488},
		{Auction: ask + "4C", Explanation: "shortness in ♣", Lengths: p2lens(p2c, 0, 1), Line: 1489},
	})
	m := enginetest.Last(t, sys, enginetest.Case{Auction: ask + "3N"})
	enginetest.CheckHand(t, m, "AQ32.K3.KJ2.Q432", true)  // K J x in the asked suit
	enginetest.CheckHand(t, m, "AQ32.K32.32.KQ32", false) // no diamond stopper
}
