package magicdlight_test

import (
	"testing"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/enginetest"
)

// TestInterferenceSentences checks the sentences of the notes about
// interference that the system files encode, one group per sentence, each
// with its meaning, forcing status and alert on a concrete auction, and
// hands just inside and just outside where a constraint is checked (spades
// first).
func TestInterferenceSentences(t *testing.T) {
	yes, no := enginetest.True, enginetest.False
	one, none, game := engine.ForcingOneRound, engine.ForcingNone, engine.ForcingGame
	cases := []enginetest.Case{
		// 891: after the negative double and opener's rebid, responder's
		// new suits are forcing (a suit nobody has bid: not the major, not
		// theirs, not opener's rebid suit).
		{Auction: "1H 1S X P 2C P 2D", Explanation: "new suit: natural, forcing", Line: 891, Forcing: one, Alert: no,
			Fits: []string{"32.32.KJ32.AQ432"}, Breaks: []string{"432.32.KJ2.AQ432"}},
		{Auction: "1S 2C X P 2D P 2H", Explanation: "new suit", Line: 891, Forcing: one, Lengths: map[bridge.Suit][2]int{bridge.Hearts: {4, 13}}},
		{Auction: "1H 2D X P 2H P 3C", Explanation: "new suit", Line: 891, Forcing: one},
		{Auction: "1H 2C X P 2N P 3D", Explanation: "new suit", Line: 891, Forcing: one},
		// 881 after a jump overcall (907 changes only the doubles): new suits
		// natural and not forcing, jumps to 4♣/♦ void splinters (901).
		// alerted: a new suit that is not forcing (docs/alert-policy.md)
		{Auction: "1H 2S 3C", Explanation: "new suit: natural, not forcing", Line: 881, Forcing: none, Alert: yes,
			Fits: []string{"32.432.32.AKJ432"}, Breaks: []string{"5432.432.32.AKJ2"}},
		{Auction: "1H 2S 3D", Line: 881, Forcing: none},
		{Auction: "1H 2S 4C", Explanation: "splinter", Line: 901, Alert: yes, Forcing: one,
			Fits: []string{"Q32.KJ432.A5432."}, Breaks: []string{"Q32.KJ432.A432.2"}},
		{Auction: "1S 3C 3D", Explanation: "new suit", Line: 881, Forcing: none},
		{Auction: "1S 3C 3H", Explanation: "new suit", Line: 881, Forcing: none, Lengths: map[bridge.Suit][2]int{bridge.Hearts: {5, 13}}},
		{Auction: "1H 3C 3S", Explanation: "new suit", Line: 881, Forcing: none},
		{Auction: "1H 3D 3S", Explanation: "new suit", Line: 881, Forcing: none},
		// 931 (with 871: the system is on after a double): opener's bid of
		// the transfer suit accepts, or is a splinter when their double
		// showed that suit; the auction cannot tell, so it is alerted and
		// nothing is checked.
		{Auction: "1H P 1N X 2C", Explanation: "splinter", Line: 931, Alert: yes, Forcing: none},
		{Auction: "1S P 2D X 2H", Explanation: "accepts the transfer", Line: 931, Alert: yes},
		// 973-977: after 1♣-1♦;1M and interference, a non-forcing new suit
		// below 2N is the weak hand's (0-8), a forcing jump shift the
		// strong hand's (12+).
		{Auction: "1C P 1D P 1H 2C 2D", Explanation: "the weak hand", Line: 977, Forcing: none, HCP: enginetest.HCP(0, 8),
			Fits: []string{"32.432.KQ5432.J2"}, Breaks: []string{"32.A32.KQ5432.K2"}},
		{Auction: "1C P 1D P 1H 1S 3C", Explanation: "the strong hand", Line: 977, Forcing: game, HCP: enginetest.HCP(12, 37),
			Fits: []string{"K2.A2.432.AQJ432"}, Breaks: []string{"32.A2.432.KQJ432"}},
		// ... without 1♣-1♦ the same call has no strength limit (881).
		{Auction: "1H 2C 2D", Line: 881, HCP: enginetest.HCP(0, 37)},
		// 1029/1085: 1♣-(P)-2♣/2♦ and an overcall: the methods of the 2♣/2♦
		// openings, negative doubles through 3♣.
		{Auction: "1C P 2C 2H X", Explanation: "negative double", Line: 1029, Forcing: one, Alert: yes},
		{Auction: "1C P 2D 3C X", Explanation: "negative double", Line: 1029, Forcing: one},
		// 1053: after 1♣-(P)-1♦-(X)-XX (5+♦4+♣) the weak hand "raises" either suit.
		{Auction: "1C P 1D X XX P 2C", Explanation: "opener's clubs", Line: 1053, Forcing: none, Alert: no,
			Fits: []string{"32.5432.32.Q5432"}, Breaks: []string{"5432.432.5432.Q2", "32.A432.32.KQ432"}},
		{Auction: "1C P 1D X XX P 2D", Line: 1053, Forcing: none, Fits: []string{"5432.5432.Q32.32"}, Breaks: []string{"5432.5432.32.Q32"}},
		// 1101: after 6+ HCP responses 3N is a signoff (and 2N not forcing).
		{Auction: "1D 1H 2C P 3N", Explanation: "to play", Line: 1367, Forcing: none},
		{Auction: "1D 1H 3C P 3N", Explanation: "to play", Line: 1367, Forcing: none},
		{Auction: "1D 1H 2C P 2N", Line: 1367, Forcing: none},
		// 1294: an overcall drops the relay scheme after 1♦-1♠; a double by
		// either player is for penalties.
		{Auction: "1D P 1S P 1N 2H X", Explanation: "penalties", Line: 1294, Alert: no},
		{Auction: "1D P 1S P 1N P 2H 3C P P X", Explanation: "penalties", Line: 1294, Alert: no},
		{Auction: "1D P 1S P 1N 2H 3C", Explanation: "natural", Status: engine.Defined},
		// 1351: a cue-bid followed by another cue-bid by the same player is
		// natural (the branch below a cue-bid is natural).
		{Auction: "1D 1H 2H P 2N P 3H", Explanation: "natural", Alert: no, Lengths: map[bridge.Suit][2]int{bridge.Hearts: {4, 13}}},
		{Auction: "1D 1H X P 2H P 3D P 3H", Explanation: "natural", Alert: no},
		// 1375: in a forcing situation (opener's forcing pass of their new
		// suit, 1371) responder's double in the pass-out seat shows a
		// balanced hand.
		{Auction: "1D 1H 2C 2D P P X", Explanation: "balanced hand", Line: 1375, Alert: yes,
			Fits: []string{"K32.432.Q32.KJ32"}, Breaks: []string{"K.5432.Q432.KJ32"}},
		{Auction: "1D 1S 2D 2H P P X", Explanation: "balanced hand", Line: 1375},
		// 525: over 1N-(2♠) responder without a spade stopper shows four
		// hearts by 2N and then 3♥.
		{Auction: "1N 2S 2N P 3C P 3H", Explanation: "4+♥ without a spade stopper", Line: 525, Forcing: one,
			Fits: []string{"432.KQ32.KQ2.A32"}, Breaks: []string{"A32.KQ32.KQ2.432", "5432.KQ2.KQ2.A32"}},
	}
	enginetest.Run(t, enginetest.Embedded(t, "brown"), cases)
}
