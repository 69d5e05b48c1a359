package magicdlight_test

import (
	"testing"

	"github.com/mdlint/mdlint/engine/enginetest"
)

// TestResponsesStateTheirHands: the responses to 1NT, 2♣/2♦ and the 4NT
// opening state the hands they are made with, so that every hand has one
// call (mdlint check) and lint can tell a broken agreement. Each case cites
// its line of the notes and has hands just inside and just outside. The
// strength cut points opposite 1NT are the module's (12-14: invitation
// 11-12, game 13+, slam 19+, weak 0-10; 15-17: weak 0-7), those opposite
// 2♣/2♦ the module open-two-minor's (8-11: values 14+; 11-16: values 9+),
// each a decision written beside its line.
func TestResponsesStateTheirHands(t *testing.T) {
	sys := enginetest.Embedded(t, "brown")
	enginetest.Run(t, sys, []enginetest.Case{
		// Pass of 1NT: the weak hands 6.2.1 does not send elsewhere (333-347)
		{Auction: "1N P P", Explanation: "weak", Line: 333, HCP: enginetest.HCP(0, 10),
			Fits:   []string{"T98.5432.T98.432", "KJ5.QJ4.Q942.J32"},
			Breaks: []string{"KJ5.QJ4.Q942.Q32", "T9852.432.T98.43", "T98.43.T98765.43", "4.T92.J43.QT9432"}},
		// opposite the 3rd/4th-hand 15-17: 0-7
		{Auction: "P P 1N P P", Explanation: "weak", HCP: enginetest.HCP(0, 7),
			Fits: []string{"Q95.J94.Q942.J32"}, Breaks: []string{"K95.Q94.Q942.J32"}},
		// Stayman (316-319): a 4-card major when invitational (5♥4♠ 356),
		// game values; not 5♥332 or 55 invitational (352, 358); garbage
		// Stayman with both majors, diamonds and short clubs
		{Auction: "1N P 2C", Explanation: "majors", Line: 316,
			Fits:   []string{"KJ54.Q32.K42.Q32", "KJ54.QT982.A4.J3", "J543.T982.Q9842."},
			Breaks: []string{"KJ54.Q32.K42.J32", "KJ5.QT982.A43.J3", "KJ543.QT982.A4.J"}},
		// transfers (321): 5♥4♠ invitational uses 2♣ (356); 55 invitational
		// transfers to spades (358)
		{Auction: "1N P 2D", Explanation: "transfer", Line: 321,
			Fits:   []string{"T543.Q9832.J42.3", "K5.QJ982.A43.J32"},
			Breaks: []string{"KJ54.QT982.A4.J3", "KJ543.QT982.A4.J"}},
		{Auction: "1N P 2H", Explanation: "transfer", Line: 358,
			Fits:   []string{"KJ543.QT982.A4.J"},
			Breaks: []string{"QT982.KJ54.A4.J3", "KQ543.KT982.A4.J"}},
		// 2♠ (322): 6+♣ any strength, or game forcing 54 in the minors; game
		// values with 6♣322 go through 2♣ (366)
		{Auction: "1N P 2S", Explanation: "clubs", Line: 322,
			Fits:   []string{"4.T92.J43.QT9432", "A4.K3.KQ432.QJ43"},
			Breaks: []string{"A4.K32.K4.KQJ432"}},
		// 2N (323, 351): invitational, no 4-card major, no six-card minor
		{Auction: "1N P 2N", Explanation: "invitational", Line: 323, HCP: enginetest.HCP(11, 12),
			Fits:   []string{"K54.Q32.KJ4.Q432"},
			Breaks: []string{"K54.Q32.KJ4.J432", "K542.Q32.KJ4.Q32", "K5.Q3.J42.AJ9432"}},
		// 3♣ (324): 6+♦ weak, or game forcing with a shortness (367)
		{Auction: "1N P 3C", Explanation: "transfer", Line: 324,
			Fits:   []string{"43.T92.QT9432.43", "A43.K.KQJ432.J43"},
			Breaks: []string{"A43.2.KQJ432.J32", "A4.K3.KQJ432.J32"}},
		// 3♦/♥/♠ (325): invitational with a six-card suit (353, 355)
		{Auction: "1N P 3D", Explanation: "invitational", Line: 355, HCP: enginetest.HCP(11, 12),
			Fits: []string{"A43.2.KQJ432.J32"}, Breaks: []string{"A.Q432.KQJ432.32", "A43.2.KQT432.432"}},
		{Auction: "1N P 3H", Explanation: "invitational", Line: 353, HCP: enginetest.HCP(11, 12),
			Fits: []string{"K2.KQJ432.Q32.32"}, Breaks: []string{"32.KQJ432.J32.32", "A2.KQJ432.K32.32"}},
		// 4♣/♦ (327, 365): a six-card major and game values
		{Auction: "1N P 4C", Explanation: "transfer", Line: 365,
			Fits: []string{"A2.KQJ432.K32.32"}, Breaks: []string{"K2.KQJ432.Q32.32"}},
		// 4N (329): natural slam try, balanced
		{Auction: "1N P 4N", Explanation: "slam", Line: 329, HCP: enginetest.HCP(19, 37),
			Fits: []string{"AK2.KQ32.KQ3.A32"}, Breaks: []string{"AK2.KQ32.KJ3.Q32", "AK.KQ9432.KQ3.A2"}},

		// 2♣/2♦ (1448-1449): pass without game interest, 0-13 opposite 8-11
		{Auction: "2C P P", Explanation: "no game interest", Line: 1448, HCP: enginetest.HCP(0, 13),
			Fits: []string{"AK5.KQ4.J942.432"}, Breaks: []string{"AK5.KQ4.Q942.432"}},
		// opposite the 3rd/4th-hand 11-16 responder is a passed hand (0-11,
		// 1470): the pass is 0-10 (decision beside the line: 9-10 is judgment,
		// the overlap with the relay is marked); 11 HCP looks for game
		{Auction: "P P 2C P P", Explanation: "no game interest", Line: 1448, HCP: enginetest.HCP(0, 10),
			Fits: []string{"K54.Q32.9432.QJ2", "K54.Q32.J432.KJ2"}, Breaks: []string{"K54.Q32.Q432.KJ2"}},
		{Auction: "P P 2D P P", Explanation: "no game interest", Line: 1449, HCP: enginetest.HCP(0, 10),
			Fits: []string{"KJ54.Q32.J32.K32"}, Breaks: []string{"KJ54.Q32.432.KQ2"}},
		{Auction: "2D P P", Explanation: "no game interest", Line: 1449,
			Fits: []string{"AK5.KQ4.J942.432"}, Breaks: []string{"AK5.KQ4.Q942.432"}},
		// the relay (1539) shows game interest
		{Auction: "2C P 2D", Explanation: "relay", Line: 1539, HCP: enginetest.HCP(14, 37),
			Fits: []string{"AK5.KQ4.Q942.432"}, Breaks: []string{"AK5.KQ4.J942.432"}},
		{Auction: "P P 2D P 2H", Explanation: "relay", Line: 1539, HCP: enginetest.HCP(9, 37),
			Fits: []string{"K54.Q32.9432.KJ2"}, Breaks: []string{"K54.Q32.9432.QJ2"}},
		// the raise (275) is weak: with game interest relay, then 3m (276)
		{Auction: "2C P 3C", Explanation: "raise", Line: 275, HCP: enginetest.HCP(0, 13),
			Fits: []string{"K54.Q32.943.J432"}, Breaks: []string{"AK5.KQ4.Q42.5432", "K542.Q932.943.J2"}},
		// 2M natural (1422) with values
		{Auction: "2C P 2H", Explanation: "natural", Line: 1422, HCP: enginetest.HCP(14, 37),
			Fits: []string{"AK5.KQ42.Q94.432"}, Breaks: []string{"AK5.KQ42.J94.432"}},
		{Auction: "2D P 2S", Explanation: "natural", Line: 1422,
			Fits: []string{"KQ42.AK5.Q94.432"}, Breaks: []string{"KQ42.AK5.J94.432"}},

		// the 4NT opening (676): two or three aces and at most two losers (safe at the five level)
		{Auction: "4N", Explanation: "specific aces", Line: 676,
			Fits:   []string{"AKQJT9876.A.KQ.2"},
			Breaks: []string{"KQJT98765.A.KQ.2", "AKQJT98.A.K32.32"}},
	})
}
