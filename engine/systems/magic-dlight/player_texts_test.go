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

// TestOneClubOpenerTransfersAfterOneMajor: after 1♣-1♥/♠ chapter 10
// applies with the 1♣ opener in responder's seat (715, 937), and 10.5.2
// (951-953) names his 1N/2♣/2♦ "opener's transfer to a new suit". The 1♣
// opener (12-16 unbalanced or 15-17 balanced, 979-983) is never the weak
// hand with a long suit of 740-742: his transfers show the constructive
// 4+ card suit, and his 2NT raise asks for the 1M bidder's hand type (not
// "opener's"). They used to read "a weak hand with a long suit, or a
// constructive+ hand ..." and "asks for opener's hand type", and annotate
// wrote those words into the records. The direct opening keeps 740's text.
func TestOneClubOpenerTransfersAfterOneMajor(t *testing.T) {
	const opener = "the 1♣ opener (12-16 unbalanced or 15-17 balanced) with "
	enginetest.Run(t, enginetest.Embedded(t, "brown"), []enginetest.Case{
		{Auction: "1C P 1S P 1N", Explanation: "transfer to ♣: " + opener + "4+♣, or a balanced 15-17 with 4♥333", Line: 937,
			Fits: []string{"A2.K32.A2.KQ8532", "Q32.AK32.KQ2.J32"}, Breaks: []string{"AK32.K32.AQ32.32", "A2.K32.AQ9832.32"}},
		{Auction: "1C P 1H P 1N", Explanation: "transfer to ♣: " + opener + "4+♣", Line: 937,
			Fits: []string{"A2.K32.A2.KQ8532"}, Breaks: []string{"Q32.AK32.KQ2.J32"}},
		{Auction: "1C P 1S P 2C", Explanation: "transfer to ♦: " + opener + "4+♦, or a balanced 15-17 with 4♥333", Line: 937,
			Fits: []string{"A2.K32.AQ9832.32"}, Breaks: []string{"A2.K32.A2.KQ8532"}},
		{Auction: "1C P 1H P 2C", Explanation: "transfer to ♦: " + opener + "4+♦", Line: 937,
			Fits: []string{"A2.K32.AQ9832.32"}, Breaks: []string{"Q32.AK32.KQ2.J32"}},
		{Auction: "1C P 1S P 2D", Explanation: "transfer to ♥: " + opener + "4+♥", Line: 937,
			Fits: []string{"A2.KJ32.AQ983.32"}, Breaks: []string{"A2.K32.AQ9832.32"}},
		{Auction: "1C P 1S P 2N", Explanation: "4+ card ♠ support, invitational or better; asks for the 1♠ bidder's hand type", Line: 730},
		{Auction: "1C P 1H P 2N", Explanation: "asks for the 1♥ bidder's hand type", Line: 730},
		// the direct opening: 740's weak-or-constructive responder
		{Auction: "1S P 1N", Explanation: "transfer to ♣: a weak hand with a long suit, or a constructive+ hand with 4+♣", Line: 740},
		{Auction: "1S P 2D", Explanation: "transfer to ♥: a weak hand with a long suit, or a constructive+ hand with 4+♥", Line: 740},
		{Auction: "1S P 2N", Explanation: "asks for the 1♠ bidder's hand type", Line: 730},
	})
	sys := enginetest.Embedded(t, "brown")
	for _, a := range []string{"1C P 1S P 1N", "1C P 1H P 2C", "1C P 1S P 2D"} {
		if m := enginetest.Last(t, sys, enginetest.Case{Auction: a}); strings.Contains(m.Explanation, "weak") || strings.Contains(m.Constraint.String(), "6+") {
			t.Errorf("%s: the 1♣ opener is never weak: %q [%s]", a, m.Explanation, m.Constraint)
		}
	}
}

// TestTransferOverOneHeartHasNoFourHeartClause: 744's strong 4♥333 that
// may transfer to a minor is a note on 1♠; over 1♥ that hand raises
// hearts. The transfers over 1♥ used to carry the clause with M = ♥:
// "exactly 4♥, 4-3-3-3, ♥ longer than ♥", a hand that cannot exist.
func TestTransferOverOneHeartHasNoFourHeartClause(t *testing.T) {
	sys := enginetest.Embedded(t, "brown")
	for _, tc := range []struct{ auction, want string }{
		{"1H P 1N", "6+♣ or hcp 8+ 4+♣"},
		{"1H P 2C", "6+♦ or hcp 8+ 4+♦"},
		{"1S P 1N", "6+♣ or hcp 8+ 4+♣ or hcp 12+ =4♥ 4333 ♥>♠"},
		{"1S P 2C", "6+♦ or hcp 8+ 4+♦ or hcp 12+ =4♥ 4333 ♥>♠"},
	} {
		m := enginetest.Last(t, sys, enginetest.Case{Auction: tc.auction})
		if got := m.Constraint.String(); got != tc.want {
			t.Errorf("%s: constraint %q, want %q (notes 10.2 line 740-744)", tc.auction, got, tc.want)
		}
	}
}

// TestNoTransferIntoTheirSuitAfterOurOneNT: 6.4.2 (507) makes 4♣/♦
// transfers to ♥/♠ over a two-level overcall of our 1NT, and 6.4.3 (529)
// plays the 3N module (1533-1537) over a three-level one. The notes treat
// the overcall as natural ("their ♠", 521-525) and do not say what a
// transfer into their suit, or a natural call in it, would mean: those
// calls are undiscussed. They used to read "1NT (2♠) 4♦: transfer to ♠"
// and "1NT (3♥) 4♦: unconditional transfer to 4♥". The transfers to the
// other suit keep their lines; 1NT (3♠) 4♦ stays the 3N module's
// unconditional transfer to 4♥ (529 says so), so opener may not pass it.
func TestNoTransferIntoTheirSuitAfterOurOneNT(t *testing.T) {
	enginetest.Run(t, enginetest.Embedded(t, "brown"), []enginetest.Case{
		{Auction: "1N 2S 4D", Status: engine.Undefined},
		{Auction: "1N 2H 4C", Status: engine.Undefined},
		{Auction: "1N 3H 4D", Status: engine.Undefined},
		{Auction: "1N 3H 4H", Status: engine.Undefined},
		{Auction: "1N 3S 4S", Status: engine.Undefined},
		{Auction: "1N 3C 5C", Status: engine.Undefined},
		{Auction: "1N 3D 5D", Status: engine.Undefined},
		{Auction: "P P 1N 3H 4D", Status: engine.Undefined}, // the 3rd/4th-hand 1NT mounts the same module
		{Auction: "1N 2S 4C", Explanation: "transfer to ♥", Line: 507},
		{Auction: "1N 2H 4D", Explanation: "transfer to ♠", Line: 507},
		{Auction: "1N 3S 4D", Explanation: "unconditional transfer to 4♥", Mandatory: enginetest.True, Completion: "4H", Line: 1534},
		{Auction: "1N 3H 4S", Explanation: "natural slam try, forcing", Line: 1535},
		{Auction: "1N 3C 5D", Explanation: "natural slam try, not forcing", Line: 1537},
	})
}
