package magicdlight_test

import (
	"testing"

	"github.com/mdlint/mdlint/engine/enginetest"
)

// p3OH is the 1♦-1♥ prelude (dealer North, opener North, responder South).
const p3OH = "1D P 1H P "

// TestPart3OneHeartRebids checks opener's rebids after 1♦-1♥, 18.4.2 "by bid"
// (1141-1154) merged with 18.4.1 "by hand type" (1122-1139), and the hands at
// the edges of each range.
func TestPart3OneHeartRebids(t *testing.T) {
	sys := p3System(t)
	enginetest.Run(t, sys, []enginetest.Case{
		// a new major on three cards: an opponent expects four
		// (docs/alert-policy.md, short new suits)
		{Auction: p3OH + "1S", Explanation: "3+♠", Lengths: p3L(p3S, 3, 13), Alert: p3T, Forcing: p3None, Line: 1143},
		{Auction: p3OH + "1N", Explanation: "18-20", HCP: enginetest.HCP(18, 20), Alert: p3F, Forcing: p3None, Line: 1144},
		{Auction: p3OH + "2C", Explanation: "game-forcing", Alert: p3T, Forcing: p3Game, Line: 1145},
		{Auction: p3OH + "2D", Explanation: "21-23 balanced", Alert: p3T, Forcing: p3One, Line: 1146},
		{Auction: p3OH + "2H", Explanation: "5+♥, 0-3♠", Lengths: p3L(p3H, 5, 13, p3S, 0, 3), Alert: p3F, Forcing: p3None, Line: 1147},
		{Auction: p3OH + "2S", Explanation: "3-4♥", Lengths: p3L(p3H, 3, 4), Alert: p3T, Forcing: p3None, Line: 1148},
		{Auction: p3OH + "2N", Explanation: "(19)20+", HCP: enginetest.HCP(19, 37), Alert: p3T, Forcing: p3One, Line: 1149},
		{Auction: p3OH + "3C", Explanation: "17-18(19)", HCP: enginetest.HCP(17, 19), Lengths: p3L(p3C, 6, 13), Forcing: p3None, Line: 1150},
		{Auction: p3OH + "3D", Explanation: "17-18(19)", HCP: enginetest.HCP(17, 19), Lengths: p3L(p3D, 6, 13), Forcing: p3None, Line: 1150},
		{Auction: p3OH + "3H", Explanation: "asks for control-bids", Lengths: p3L(p3H, 6, 13), Forcing: p3Game, Line: 1151},
		{Auction: p3OH + "3S", Explanation: "asks for control-bids", Lengths: p3L(p3S, 6, 13), Forcing: p3Game, Line: 1151},
		{Auction: p3OH + "3N", Explanation: "gambling", Alert: p3T, Convention: "Gambling", Line: 1152},
		{Auction: p3OH + "4C", Explanation: "asks for control-bids", Lengths: p3L(p3C, 6, 13), Forcing: p3Game, Line: 1153},
		{Auction: p3OH + "4D", Explanation: "asks for control-bids", Lengths: p3L(p3D, 6, 13), Forcing: p3Game, Line: 1153},
		{Auction: p3OH + "4H", Explanation: "gambling", Lengths: p3L(p3H, 6, 13), Forcing: p3None, Line: 1154},
		{Auction: p3OH + "4S", Explanation: "gambling", Lengths: p3L(p3S, 6, 13), Forcing: p3None, Line: 1154},
		{Auction: p3OH + "4H P 5C", Explanation: "maximum with shortness", HCP: enginetest.HCP(5, 7), Line: 1154},
		{Auction: p3OH + "4S P 5D", Explanation: "maximum with shortness", HCP: enginetest.HCP(5, 7), Line: 1154},
		{Auction: p3OH + "5C", Explanation: "one-suited ♣", Lengths: p3L(p3C, 6, 13), Forcing: p3None, Line: 1128},
		{Auction: p3OH + "5D", Explanation: "one-suited ♦", Lengths: p3L(p3D, 6, 13), Line: 1128},
		// 1N: the 1N module applies (1144)
		{Name: "1N module mounted", Auction: p3OH + "1N P 2C", Rule: "nt-module.mds"},
		// the game-forcing trump-setting rebids mount the control-bids (1151, 1153)
		{Name: "control-bids after 3H", Auction: p3OH + "3H P 4C", Rule: "slam.mds"},
		{Name: "control-bids after 4D", Auction: p3OH + "4D P 4H", Rule: "slam.mds"},
		// 3rd seat: the same rebids
		{Name: "3rd seat 2C", Auction: "P P " + p3OH + "2C", Forcing: p3Game, Line: 1145},
		// 3♣/♦ continuations (1150, restated 1235)
		{Auction: p3OH + "3C P 3H", Explanation: "natural 5+♥, or a stopper", Line: 1150},
		{Auction: p3OH + "3D P 3S", Explanation: "natural 5+♠, or a stopper", Line: 1150},
		{Auction: p3OH + "3C P 4D", Explanation: "splinter", Lengths: p3L(p3C, 3, 13, p3D, 0, 1), Alert: p3T, Line: 1150},
		{Auction: p3OH + "3C P 4S", Explanation: "splinter", Lengths: p3L(p3S, 0, 1), Line: 1150},
		{Auction: p3OH + "3D P 4H", Explanation: "splinter", Lengths: p3L(p3D, 3, 13, p3H, 0, 1), Alert: p3T, Line: 1150},
		// 2♥ (1147, 1219, change log 1435): natural, new suits forcing
		{Auction: p3OH + "2H P 2S", Explanation: "natural, forcing", Lengths: p3L(p3S, 4, 13), Forcing: p3One, Line: 1219},
		{Auction: p3OH + "2H P 2N", Explanation: "natural", Alert: p3F, Line: 1219},
		{Auction: p3OH + "2H P 3C", Explanation: "natural, forcing", Forcing: p3One, Line: 1219},
		{Auction: p3OH + "2H P 3D", Explanation: "natural, forcing", Forcing: p3One, Line: 1219},
		// 2♠ (1148, 1221)
		{Auction: p3OH + "2S P 2N", Explanation: "5-7 HCP, no ♥ support", HCP: enginetest.HCP(5, 7), Lengths: p3L(p3H, 0, 2), Line: 1221},
		{Auction: p3OH + "2S P 3C", Explanation: "pass or correct", Alert: p3T, Forcing: p3None, Line: 1221},
	})
	p3CheckHands(t, sys, []p3Hand{
		{p3OH + "1S", "AK2.AKJ32.AQ32.2", true, 1135, "=3♠ unbalanced (d)"},
		{p3OH + "1S", "K2.AKJ32.AQ32.A2", false, 1143, "2♠: no 1♠"},
		{p3OH + "1N", "AKJ3.AK3.Q32.J32", true, 1126, "18 balanced: the bottom of 18-20"},
		{p3OH + "1N", "AKJ3.AKQ.Q32.J32", true, 1126, "20 balanced: the top of 18-20"},
		{p3OH + "1N", "AKJ3.AK3.QJ3.A32", false, 1126, "22 balanced: 2♦"},
		{p3OH + "2D", "AKJ3.AK3.QJ3.A32", true, 1126, "22 balanced: inside 21-23"},
		{p3OH + "2D", "AKJ3.AKQ.Q32.J32", false, 1126, "20 balanced: 1N"},
		{p3OH + "2D", "2.A2.AKQ32.AKJ32", true, 1137, "10 cards in the minors (f)"},
		{p3OH + "2C", "AK2.AK3.KQ3.AJ32", true, 1126, "24 balanced: the bottom of 24+"},
		{p3OH + "2C", "AKJ3.AK3.QJ3.A32", false, 1126, "22 balanced: 2♦"},
		{p3OH + "2C", "2.AKJ32.AKQ.A432", true, 1129, "unbalanced with a 4+ major"},
		{p3OH + "2C", "A2.AK.KQJ32.AK32", false, 1129, "unbalanced without a 4-card major: 2♦"},
		{p3OH + "2H", "2.AKJ32.AKQ.A432", true, 1147, "5♥ with 1♠"},
		{p3OH + "2H", "AKJ2.AKJ32.A2.32", false, 1147, "5♥ with 4♠: 1♠ (a)"},
		{p3OH + "2S", "2.AK3.KQ3.AKJ432", true, 1148, "=3♥ and 6♣"},
		{p3OH + "2S", "32.A2.AKQ.AKJ432", false, 1148, "2♥: not 3-4♥"},
		{p3OH + "2N", "2.AK3.KQ3.AKJ432", true, 1149, "20 with 6♣"},
		{p3OH + "2N", "2.AK3.K32.AKJ432", false, 1149, "18 with 6♣: 3♣"},
		{p3OH + "3C", "2.AK3.K32.AKJ432", true, 1150, "18 with 6♣"},
		{p3OH + "3C", "2.AK3.KQ3.AKJ432", false, 1150, "20 with 6♣: above 17-18(19), 2N"},
	})
}

// TestPart3OneHeartOneSpade checks the 1♦-1♥;1♠ table (1156-1175, heading
// restored) with the non-forcing 1N continuations (1163-1169, change log 1402).
func TestPart3OneHeartOneSpade(t *testing.T) {
	sys := p3System(t)
	s := p3OH + "1S P "
	enginetest.Run(t, sys, []enginetest.Case{
		{Name: "pass 0-2 with 3+♠", Auction: s + "P", Explanation: "0-2 HCP, 3+♠", HCP: enginetest.HCP(0, 2), Lengths: p3L(p3S, 3, 13), Line: 1162},
		{Auction: s + "1N", Explanation: "3-5 HCP, any shape", HCP: enginetest.HCP(0, 5), Alert: p3T, Line: 1163},
		{Auction: s + "1N P 2C", Explanation: "5+♠", Lengths: p3L(p3S, 5, 13), Alert: p3T, Forcing: p3None, Line: 1164},
		{Auction: s + "1N P 2C P 2S", Explanation: "exactly 3♠", Lengths: p3L(p3S, 3, 3), Line: 1164},
		{Auction: s + "1N P 2C P 2H", Explanation: "5+♥", Lengths: p3L(p3H, 5, 13), Line: 1164},
		{Auction: s + "1N P 2C P 2D", Explanation: "all other hands", Alert: p3T, Line: 1164},
		{Auction: s + "1N P 2C P P", Explanation: "all other hands", Line: 1164},
		{Auction: s + "1N P 2C P 3C", Explanation: "long ♣", HCP: enginetest.HCP(3, 5), Lengths: p3L(p3C, 6, 13), Line: 1164},
		{Auction: s + "1N P 2C P 3D", Explanation: "long ♦", Lengths: p3L(p3D, 6, 13), Line: 1164},
		{Auction: s + "1N P 2D", Explanation: "4+♦, 3-4♠", Lengths: p3L(p3D, 4, 10, p3S, 3, 4), Forcing: p3None, Line: 1165},
		{Auction: s + "1N P 2D P 2S", Explanation: "exactly 3♠", Lengths: p3L(p3S, 3, 3), Line: 1160},
		{Auction: s + "1N P 2H", Explanation: "5+♥ and 4+♠", Lengths: p3L(p3H, 5, 9, p3S, 4, 8), Forcing: p3None, Line: 1166},
		{Auction: s + "1N P 2S", Explanation: "5+♣, 3-4♠", Lengths: p3L(p3C, 5, 10, p3S, 3, 4), Alert: p3T, Forcing: p3None, Line: 1167},
		{Auction: s + "1N P 2N", Explanation: "20+ HCP", HCP: enginetest.HCP(20, 37), Lengths: p3L(p3S, 4, 4), Forcing: p3None, Line: 1168},
		{Auction: s + "1N P 2N P 3C", Explanation: "3-5 HCP", HCP: enginetest.HCP(3, 5), Alert: p3T, Forcing: p3One, Line: 1168},
		{Auction: s + "1N P 2N P 3D", Explanation: "weak preference", HCP: enginetest.HCP(0, 2), Forcing: p3None, Line: 1168},
		{Auction: s + "1N P 2N P 3H", Explanation: "weak preference", Line: 1168},
		{Auction: s + "1N P 2N P 3S", Explanation: "weak preference", Line: 1168},
		{Auction: s + "1N P 3C", Explanation: "invitational", Lengths: p3L(p3C, 5, 10, p3S, 3, 4), Forcing: p3None, Line: 1169},
		{Auction: s + "1N P 3D", Explanation: "invitational", Lengths: p3L(p3D, 5, 10), Line: 1169},
		{Auction: s + "1N P 3H", Explanation: "invitational", Lengths: p3L(p3H, 5, 10), Line: 1169},
		{Auction: s + "2C", Explanation: "6-7 balanced", HCP: enginetest.HCP(5, 7), Alert: p3T, Forcing: p3One, Line: 1170},
		{Auction: s + "2C P 2D", Explanation: "forcing", Forcing: p3One, Line: 1170},
		{Auction: s + "2C P 2D P 2S", Explanation: "exactly 3♠", Line: 1160},
		{Auction: s + "2C P 2H", Explanation: "forcing", Forcing: p3One, Line: 1170},
		{Auction: s + "2C P 2S", Explanation: "5+♠, forcing", Lengths: p3L(p3S, 5, 13), Forcing: p3One, Line: 1170},
		{Auction: s + "2C P 2N", Explanation: "5+♣, not forcing", Forcing: p3None, Line: 1170},
		{Auction: s + "2C P 3S", Explanation: "6+♠, game-forcing", Lengths: p3L(p3S, 6, 13), Forcing: p3Game, Line: 1170},
		{Auction: s + "2C P 3C", Explanation: "5+♣, game-forcing", Forcing: p3Game, Line: 1170},
		{Auction: s + "2C P 3D", Explanation: "5+♦, game-forcing", Forcing: p3Game, Line: 1170},
		{Auction: s + "2C P 3H", Explanation: "5+♥, game-forcing", Forcing: p3Game, Line: 1170},
		{Auction: s + "2D", Explanation: "5-7 HCP, 5+♦", HCP: enginetest.HCP(5, 7), Lengths: p3L(p3D, 5, 13), Line: 1171},
		{Auction: s + "2D P 2N", Explanation: "not forcing", Forcing: p3None, Line: 1171},
		{Auction: s + "2D P 3D", Explanation: "raise", Lengths: p3L(p3D, 3, 13), Forcing: p3None, Line: 1171},
		{Auction: s + "2D P 2H", Explanation: "forcing", Forcing: p3One, Line: 1171},
		{Auction: s + "2D P 2S", Explanation: "5+♠, forcing", Forcing: p3One, Line: 1170},
		{Auction: s + "2D P 3C", Explanation: "game-forcing", Forcing: p3Game, Line: 1170},
		{Auction: s + "2H", Explanation: "5-7 HCP, 5+♥", HCP: enginetest.HCP(5, 7), Lengths: p3L(p3H, 5, 13), Line: 1171},
		{Auction: s + "2H P 2N", Explanation: "not forcing", Forcing: p3None, Line: 1171},
		{Auction: s + "2H P 3H", Explanation: "raise", Forcing: p3None, Line: 1171},
		{Auction: s + "2H P 3S", Explanation: "6+♠, game-forcing", Forcing: p3Game, Line: 1170},
		{Auction: s + "2S", Explanation: "courtesy raise", HCP: enginetest.HCP(0, 4), Lengths: p3L(p3S, 4, 13), Line: 1172},
		{Name: "TS2M after the courtesy raise", Auction: s + "2S P 2N", Rule: "trump-support.mds"},
		{Auction: s + "2N", Explanation: "5-7 HCP, exactly 4♠", HCP: enginetest.HCP(5, 7), Lengths: p3L(p3S, 4, 4), Line: 1173},
		{Auction: s + "2N P 3C", Explanation: "game-forcing", Forcing: p3Game, Line: 1173},
		{Auction: s + "2N P 3D", Explanation: "game-forcing", Forcing: p3Game, Line: 1173},
		{Auction: s + "3S", Explanation: "no shortness", HCP: enginetest.HCP(5, 7), Lengths: p3L(p3S, 5, 7), Line: 1174}, // no shortness: at most 13 - 3×2 spades
		{Auction: s + "3C", Explanation: "shortness in ♣", HCP: enginetest.HCP(3, 7), Lengths: p3L(p3S, 5, 13, p3C, 0, 1), Alert: p3T, Line: 1175},
		{Auction: s + "3D", Explanation: "shortness in ♦", Lengths: p3L(p3D, 0, 1), Line: 1175},
		{Auction: s + "3H", Explanation: "shortness in ♥", Lengths: p3L(p3H, 0, 1), Line: 1175},
	})
	p3CheckHands(t, sys, []p3Hand{
		{s + "P", "Q32.432.5432.432", true, 1162, "2 HCP with 3♠"},
		{s + "P", "K32.432.5432.432", false, 1162, "3 HCP: must bid"},
		{s + "1N", "Q2.432.5432.5432", true, 1163, "2 HCP without 3♠"},
		{s + "1N", "Q32.432.5432.432", false, 1163, "2 HCP with 3♠ passes"},
		{s + "1N", "K32.Q32.5432.432", true, 1163, "5 HCP, any shape"},
		{s + "1N", "Q32.J32.5432.K32", false, 1163, "6 HCP: above 3-5"},
		{s + "2C", "Q32.J32.5432.K32", true, 1170, "6 HCP balanced"},
		{s + "2C", "K32.Q32.5432.432", false, 1170, "5 HCP balanced: below 6-7"},
		{s + "2C", "2.K432.Q432.Q432", true, 1170, "1-4-4-4 with 7"},
		{s + "2C", "2.32.K5432.Q5432", true, 1170, "5 HCP with 5♣"},
		{s + "2D", "32.2.KQ432.Q5432", true, 1171, "7 HCP with 5♦"},
		{s + "2D", "32.2.Q5432.Q5432", false, 1171, "4 HCP: below 5-7"},
		{s + "2S", "Q432.J32.5432.32", true, 1172, "3 HCP with 4♠"},
		{s + "2S", "Q32.J32.5432.K32", false, 1172, "3♠ only"},
		{s + "2S", "KJ32.Q32.5432.32", false, 1172, "6 HCP: above 2-4, bids 2N"},
		{s + "2N", "KJ32.Q32.5432.32", true, 1173, "6 HCP, =4♠"},
		{s + "2N", "K5432.Q32.J432.2", false, 1173, "5♠: not =4"},
		{s + "3S", "Q5432.Q32.J43.32", true, 1174, "5♠, 5 HCP, no shortness"},
		{s + "3S", "Q5432.Q32.J432.2", false, 1174, "a singleton: 3♣ instead"},
		{s + "3C", "Q5432.Q32.J432.2", true, 1175, "5♠ and a singleton ♣"},
		{s + "3C", "Q5432.Q32.J43.32", false, 1175, "no shortness"},
	})
}

// TestPart3OneHeartTwoClubs checks the game-forcing 1♦-1♥;2♣ table (1177-1204,
// heading restored): responder's transfers, opener's rebids, and the
// adjustments to the 2N module (1198-1204).
func TestPart3OneHeartTwoClubs(t *testing.T) {
	sys := p3System(t)
	c := p3OH + "2C P "
	enginetest.Run(t, sys, []enginetest.Case{
		{Auction: c + "2D", Explanation: "4+♥", Lengths: p3L(p3H, 4, 13), Alert: p3T, Forcing: p3Game, Line: 1181},
		{Auction: c + "2D P 3H", Explanation: "slam try", Lengths: p3L(p3H, 4, 13), Forcing: p3Game, Line: 1181},
		{Auction: c + "2D P 3S", Explanation: "splinter", Lengths: p3L(p3S, 0, 1), Alert: p3T, Line: 1181},
		{Auction: c + "2D P 4C", Explanation: "splinter", Lengths: p3L(p3C, 0, 1), Line: 1181},
		{Auction: c + "2D P 4D", Explanation: "splinter", Lengths: p3L(p3D, 0, 1), Line: 1181},
		{Auction: c + "2D P 4H", Explanation: "signoff", Forcing: p3None, Line: 1181},
		{Auction: c + "2D P 2H", Explanation: "exactly 4♠", Lengths: p3L(p3S, 4, 4, p3H, 0, 3), Alert: p3T, Forcing: p3Game, Line: 1182},
		{Auction: c + "2D P 2H P 4S", Explanation: "minimum", HCP: enginetest.HCP(0, 4), Lengths: p3L(p3S, 4, 13), Forcing: p3None, Line: 1182},
		{Auction: c + "2D P 2H P 2S", Explanation: "maximum, no shortness", HCP: enginetest.HCP(5, 7), Line: 1182},
		{Name: "TS2M after 2♠", Auction: c + "2D P 2H P 2S P 2N", Rule: "trump-support.mds"},
		{Auction: c + "2D P 2H P 4C", Explanation: "splinter", HCP: enginetest.HCP(5, 7), Lengths: p3L(p3C, 0, 1), Line: 1182},
		{Auction: c + "2D P 2H P 4D", Explanation: "splinter", Lengths: p3L(p3D, 0, 1), Line: 1182},
		{Auction: c + "2D P 2H P 4H", Explanation: "splinter", Lengths: p3L(p3H, 0, 1), Line: 1182},
		{Auction: c + "2D P 2H P 3C", Explanation: "5+♣", Lengths: p3L(p3C, 5, 13), Line: 1182},
		{Auction: c + "2D P 2H P 3D", Explanation: "5+♦", Lengths: p3L(p3D, 5, 13), Line: 1182},
		{Auction: c + "2D P 2H P 3H", Explanation: "6+♥", Lengths: p3L(p3H, 6, 13), Line: 1182},
		{Auction: c + "2D P 2H P 2N", Explanation: "all other hands", Lengths: p3L(p3S, 0, 3), Line: 1182},
		{Auction: c + "2D P 2S", Explanation: "5+♠", Lengths: p3L(p3S, 5, 13), Forcing: p3Game, Line: 1183},
		{Auction: c + "2D P 2S P 3S", Explanation: "the positive raise", HCP: enginetest.HCP(5, 7), Line: 1183},
		{Name: "TS3M after 3♠", Auction: c + "2D P 2S P 3S P 3N", Rule: "trump-support.mds"},
		{Auction: c + "2D P 2S P 4S", Explanation: "minimum", HCP: enginetest.HCP(0, 4), Forcing: p3None, Line: 1183},
		{Auction: c + "2D P 2S P 4H", Explanation: "splinter", Lengths: p3L(p3H, 0, 1), Line: 1183},
		{Auction: c + "2D P 2S P 3C", Explanation: "5+♣", Line: 1183},
		{Auction: c + "2D P 2S P 3H", Explanation: "6+♥", Line: 1183},
		{Auction: c + "2D P 2S P 2N", Explanation: "all other hands", Line: 1183},
		{Auction: c + "2D P 2N", Explanation: "balanced", Forcing: p3Game, Line: 1184},
		{Auction: c + "2D P 3C", Explanation: "5+♣ with 4+♠", Lengths: p3L(p3C, 5, 9, p3S, 4, 8), Line: 1185},
		{Auction: c + "2D P 3D", Explanation: "5+♦ with 4+♠", Lengths: p3L(p3D, 5, 9, p3S, 4, 8), Line: 1185},
		{Auction: c + "2H", Explanation: "4+♠, denies 4♥", Lengths: p3L(p3S, 4, 13, p3H, 0, 3), Alert: p3T, Forcing: p3Game, Line: 1186},
		{Auction: c + "2H P 3S", Explanation: "slam try", Line: 1186},
		{Auction: c + "2H P 4C", Explanation: "splinter", Lengths: p3L(p3C, 0, 1), Line: 1186},
		{Auction: c + "2H P 4D", Explanation: "splinter", Line: 1186},
		{Auction: c + "2H P 4H", Explanation: "splinter", Lengths: p3L(p3H, 0, 1), Line: 1186},
		{Auction: c + "2H P 4S", Explanation: "signoff", Forcing: p3None, Line: 1186},
		{Auction: c + "2H P 2S", Explanation: "4+♥, unbalanced", Lengths: p3L(p3H, 4, 13), Alert: p3T, Line: 1187},
		{Auction: c + "2H P 2S P 3C", Explanation: "5+♣", Line: 1187},
		{Auction: c + "2H P 2S P 3D", Explanation: "5+♦", Line: 1187},
		{Auction: c + "2H P 2S P 3S", Explanation: "6+♠", Lengths: p3L(p3S, 6, 13), Line: 1187},
		{Auction: c + "2H P 2S P 2N", Explanation: "all other hands", Line: 1187},
		{Auction: c + "2H P 2N", Explanation: "balanced", Forcing: p3Game, Line: 1188},
		{Auction: c + "2H P 3C", Explanation: "5+♣ with 4+♥", Lengths: p3L(p3C, 5, 9, p3H, 4, 8), Line: 1189},
		{Auction: c + "2H P 3D", Explanation: "5+♦ with 4+♥", Line: 1189},
		{Auction: c + "2H P 3H", Explanation: "6+♥", Lengths: p3L(p3H, 6, 13), Line: 1190},
		{Auction: c + "2S", Explanation: "no 4-card major", Lengths: p3L(p3H, 0, 3, p3S, 0, 3), Alert: p3T, Forcing: p3Game, Line: 1191},
		{Auction: c + "2S P 2N", Explanation: "may be 5-5 in the majors", Forcing: p3Game, Line: 1192},
		{Auction: c + "2S P 3C", Explanation: "4+♣, unbalanced", Lengths: p3L(p3C, 4, 13), Line: 1193},
		{Auction: c + "2S P 3C P 3H", Explanation: "3-card ♥", Lengths: p3L(p3H, 3, 3), Line: 1193},
		{Auction: c + "2S P 3D P 3S", Explanation: "3-card ♠", Lengths: p3L(p3S, 3, 3), Line: 1193},
		{Auction: c + "2S P 3H", Explanation: "control-bids", Lengths: p3L(p3H, 6, 13), Line: 1194},
		{Name: "control-bid after 2♠;3♠", Auction: c + "2S P 3S P 4C", Rule: "slam.mds"},
		{Auction: c + "2N", Explanation: "4-7 HCP, 5+♣ and 5+♦", HCP: enginetest.HCP(4, 7), Lengths: p3L(p3C, 5, 8, p3D, 5, 8), Alert: p3T, Line: 1195},
		{Auction: c + "3C", Explanation: "HQxxx", Lengths: p3L(p3C, 5, 13), Forcing: p3Game, Line: 1196},
		{Auction: c + "3D", Explanation: "HQxxx", Lengths: p3L(p3D, 5, 13), Line: 1196},
		{Auction: c + "3H", Explanation: "HQxxx", Lengths: p3L(p3H, 5, 13), Line: 1196},
		{Auction: c + "3S", Explanation: "HQxxx", Lengths: p3L(p3S, 5, 13), Line: 1196},
		// The 2N module's adjustments (1198-1204), in two of the three 2N positions
		{Auction: c + "2D P 2N P 3D", Explanation: "asks for extra major length", Alert: p3T, Forcing: p3One, Line: 1200},
		{Auction: c + "2S P 2N P 3D", Explanation: "asks for extra major length", Line: 1200},
		{Auction: c + "2D P 2N P 3C", Explanation: "transfer to 3♦", Alert: p3T, Line: 1201},
		{Auction: c + "2D P 2N P 3C P 3D", Explanation: "completes", Line: 1201},
		{Auction: c + "2D P 2N P 3C P 3D P 3H", Explanation: "three-suiter", Forcing: p3Game, Line: 1201},
		{Auction: c + "2H P 2N P 3C P 3D P 3S", Explanation: "6♠ and 3♥", Lengths: p3L(p3S, 6, 6, p3H, 3, 3), Line: 1202},
		{Name: "3♣+3♠ only over 2♣-2♥ (1202)", Auction: c + "2D P 2N P 3C P 3D P 3S", Status: p3Undef},
		{Auction: c + "2S P 2N P 3C P 3D P 3N", Explanation: "original meaning", HCP: enginetest.HCP(5, 7), Line: 1203},
		{Auction: c + "2D P 2N P 3C P 3D P 4C", Explanation: "6-card ♣", Lengths: p3L(p3C, 6, 6), Line: 1204},
		{Auction: c + "2H P 2N P 3C P 3D P 4D", Explanation: "6-card ♦", Lengths: p3L(p3D, 6, 6), Line: 1204},
		{Auction: c + "2D P 2N P 3H", Explanation: "Lissabon", HCP: enginetest.HCP(0, 5), Convention: "Lissabon", Alert: p3T, Line: 1204},
		{Auction: c + "2S P 2N P 3S", Explanation: "Lissabon", Convention: "Lissabon", Line: 1204},
		{Name: "after Lissabon: not covered (missing text)", Auction: c + "2D P 2N P 3H P 3S", Status: p3NotCv},
		{Name: "2N module, unadjusted call", Auction: c + "2D P 2N P 4C", Rule: "nt-2-3.mds"},
		// change log 1433: 4M is a signoff once a major is shown
		{Name: "1433 4♠ signoff", Auction: c + "2H P 4S", Forcing: p3None},
	})
	p3CheckHands(t, sys, []p3Hand{
		{c + "3C", "32.432.432.KQ432", true, 1196, "KQxxx: HQxxx"},
		{c + "3C", "32.432.432.K5432", false, 1196, "Kxxxx: not HQxxx"},
		{c + "3C", "32.32.432.K65432", true, 1196, "Kxxxxx: Hxxxxx"},
		{c + "3C", "32.32.32.8765432", true, 1196, "seven small: 7+ cards"},
		{c + "2N", "2.32.Q5432.K5432", true, 1195, "5-5 with 5 HCP"},
		{c + "2N", "2.32.5432.KJ5432", false, 1195, "6-4: not 5-5"},
		{c + "2D P 2H P 4S", "KJ32.Q3.5432.432", false, 1182, "6 HCP: maximum, not 4♠"},
		{c + "2D P 2H P 4S", "J432.Q3.5432.432", true, 1182, "3 HCP: minimum"},
	})
}

// TestPart3OneHeartTwoDiamondsAndTwoNT checks 1♦-1♥;2♦ (1206-1217, change log
// 1434) and 1♦-1♥;2N (1223-1233).
func TestPart3OneHeartTwoDiamondsAndTwoNT(t *testing.T) {
	sys := p3System(t)
	d := p3OH + "2D P "
	n := p3OH + "2N P "
	enginetest.Run(t, sys, []enginetest.Case{
		{Auction: d + "2H", Explanation: "garbage bid", Alert: p3T, Forcing: p3One, Line: 1434},
		{Auction: d + "2H P 2S", Explanation: "equal minors", Alert: p3T, Line: 1214},
		{Auction: d + "2H P 2S P 3D", Explanation: "minimum with 4+♦", HCP: enginetest.HCP(0, 4), Lengths: p3L(p3D, 4, 13), Line: 1214},
		{Auction: d + "2H P 2S P 3D P 3H", Explanation: "invitational, short ♥", Lengths: p3L(p3H, 0, 1), Line: 1214},
		{Auction: d + "2H P 2S P 2N", Explanation: "♦ longer than ♣", Lengths: p3L(p3D, 1, 3), Line: 1214}, // longer than ♣: at least one
		{Auction: d + "2H P 2S P 2N P 3S", Explanation: "invitational, short ♠", Line: 1214},
		{Auction: d + "2H P 2S P 3C", Explanation: "♣ longer or as long", Lengths: p3L(p3D, 0, 3), Line: 1214},
		{Auction: d + "2H P 2S P 3C P 3H", Explanation: "invitational, short ♥", Line: 1214},
		{Auction: d + "2H P 2S P 3N", Explanation: "maximum", HCP: enginetest.HCP(5, 7), Forcing: p3None, Line: 1214},
		{Name: "Lissabon with maximum: missing text", Auction: d + "2H P 2S P 4C", Status: p3NotCv},
		{Auction: d + "2H P 2N", Explanation: "21-23", HCP: enginetest.HCP(21, 23), Line: 1215},
		{Name: "2N module after 2♦-2♥;2N", Auction: d + "2H P 2N P 3C", Rule: "nt-2-3.mds"},
		{Auction: d + "2H P 3C", Explanation: "6+♣, not forcing", Lengths: p3L(p3C, 6, 13), Forcing: p3None, Line: 1216},
		{Auction: d + "2H P 3D", Explanation: "6+♦, not forcing", Lengths: p3L(p3D, 6, 13), Line: 1216},
		{Auction: d + "2H P 3H", Explanation: "short ♥", Lengths: p3L(p3H, 0, 1, p3C, 5, 8, p3D, 5, 8), Alert: p3T, Line: 1217},
		{Auction: d + "2H P 3S", Explanation: "short ♠", Lengths: p3L(p3S, 0, 1), Line: 1217},
		{Auction: d + "3C", Explanation: "5-7 HCP, 4+♣", HCP: enginetest.HCP(5, 7), Lengths: p3L(p3C, 4, 13, p3H, 0, 3, p3S, 0, 3), Line: 1212},
		{Auction: d + "3D", Explanation: "5-7 HCP, 4+♦", HCP: enginetest.HCP(5, 7), Lengths: p3L(p3D, 4, 13), Line: 1212},
		{Auction: d + "3C P 3N", Explanation: "the balanced hand", HCP: enginetest.HCP(21, 23), Line: 1212},
		{Name: "TS3m after 3♦", Auction: d + "3D P 3H", Rule: "trump-support.mds"},
		// 2N (1223-1233)
		{Auction: n + "3C", Explanation: "weak", HCP: enginetest.HCP(0, 4), Alert: p3T, Line: 1225},
		{Auction: n + "3C P 3D", Explanation: "not forcing", Lengths: p3L(p3D, 6, 13), Forcing: p3None, Line: 1226},
		{Auction: n + "3C P 3H", Explanation: "stopper in ♥", Alert: p3T, Line: 1227},
		{Auction: n + "3C P 3H P 3N", Explanation: "stopper in ♠", Line: 1227},
		{Auction: n + "3C P 3H P 4H", Explanation: "5+♥", Lengths: p3L(p3H, 5, 13), Line: 1227},
		{Auction: n + "3C P 3H P 4C", Explanation: "pass or correct", Line: 1227},
		{Auction: n + "3C P 3S P 5C", Explanation: "pass or correct", Line: 1227},
		{Auction: n + "3C P 3S P 3N", Explanation: "stopper in ♥", Line: 1227},
		{Auction: n + "3C P 3N", Explanation: "short in the other minor", Line: 1228},
		{Auction: n + "3C P 4C", Explanation: "invitational", Lengths: p3L(p3C, 6, 13), Line: 1229},
		{Auction: n + "3C P 4D", Explanation: "invitational", Line: 1229},
		{Auction: n + "3D", Explanation: "game-forcing", Forcing: p3Game, Alert: p3T, Line: 1230},
		{Auction: n + "3D P 3H", Explanation: "stopper in ♥", Line: 1231},
		{Auction: n + "3D P 3S", Explanation: "stopper in ♠", Line: 1231},
		{Auction: n + "3D P 3N", Explanation: "any long minor", Line: 1232},
		{Auction: n + "3H", Explanation: "5+♥, game-forcing", Lengths: p3L(p3H, 5, 13), Forcing: p3Game, Line: 1233},
		{Auction: n + "3S", Explanation: "5+♠, game-forcing", Lengths: p3L(p3S, 5, 13), Forcing: p3Game, Line: 1233},
	})
	p3CheckHands(t, sys, []p3Hand{
		{d + "3C", "32.432.J432.KQ32", true, 1212, "6 HCP, 4♣, no 4-card major"},
		{d + "3C", "32.432.5432.KQ32", true, 1212, "5 HCP: the bottom of 5-7"},
		{d + "3C", "432.J32.432.Q432", false, 1212, "3 HCP: below 5-7"},
		{d + "3C", "32.K432.J43.Q432", false, 1212, "a 4-card major"},
		{d + "2H P 2S P 3N", "432.K32.Q32.J432", true, 1214, "6 HCP: maximum"},
		{d + "2H P 2S P 3N", "432.Q32.J32.5432", false, 1214, "3 HCP: minimum"},
	})
}
