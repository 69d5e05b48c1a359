package magicdlight_test

import (
	"testing"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/enginetest"
)

// TestPart1OneClub: chapter 17 (979-1085), the 1♣ opening's responses,
// 1♣-1♦ and opener's rebids (the Brown openings at 12-16, "Partner's
// range" 1469), 1♣-1N, interference (17.3), and the 3rd/4th-hand 1♣
// response table (1587-1591).
func TestPart1OneClub(t *testing.T) {
	runPart1(t, []part1Case{
		// 17.1 responses.
		{Case: enginetest.Case{Auction: "1C P P", Explanation: "weak, dull hand", HCP: p1HCP(0, 8), Line: 991, Alert: p1F},
			In:  []string{"KJ32.Q32.J32.J32", "Q5432.J32.Q32.32", "KJ432.Q32.J432.2"},
			Out: []string{"KJ32.Q32.K32.J32", "KJ432.Q32.Q432.2"}},
		{Case: enginetest.Case{Auction: "1C P 1D", Explanation: "0-7 hcp unbalanced, 0-8 hcp balanced, or 12+", HCP: p1HCP(0, 37), Line: 992, Alert: p1T, Artificial: p1T, Forcing: p1One},
			In:  []string{"Q5432.J32.Q32.32", "KJ32.Q32.J32.J32", "KJ432.Q32.J432.2", "AK2.Q32.K32.5432"},
			Out: []string{"KJ32.Q32.K32.J32", "KJ432.Q32.Q432.2", "KJ32.Q32.Q32.J32"}},
		// alerted: a new-suit response that is not forcing, 8-11 (docs/alert-policy.md)
		{Case: enginetest.Case{Auction: "1C P 1H", Explanation: "8-11 hcp, 4+♥", HCP: p1HCP(8, 11), Lengths: map[bridge.Suit][2]int{p1H: {4, 13}}, Line: 993, Alert: p1T},
			In:  []string{"2.KQ32.Q32.KJ432"},
			Out: []string{"K32.Q32.KJ32.Q32", "2.AKQ32.Q32.K432"}},
		{Case: enginetest.Case{Auction: "1C P 1S", Explanation: "8-11 hcp, 4+♠", HCP: p1HCP(8, 11), Line: 993}},
		{Case: enginetest.Case{Auction: "1C P 1N", Explanation: "9-11(12)", HCP: p1HCP(9, 12), Line: 989, Alert: p1F},
			In:  []string{"K32.Q32.K32.J432", "K32.Q32.KJ32.Q32", "KQ32.K32.Q32.Q32"},
			Out: []string{"KJ32.Q32.J32.J32", "2.K32.Q32.KJ5432", "AK2.Q32.KJ32.432"}},
		{Case: enginetest.Case{Auction: "1C P 2C", Explanation: "6+♣", HCP: p1HCP(8, 11), Line: 995},
			In:  []string{"2.K32.Q32.KQ5432"},
			Out: []string{"2.J32.Q32.KJ5432", "2.KJ32.Q32.KQ543"}},
		{Case: enginetest.Case{Auction: "1C P 2D", Explanation: "6+♦", HCP: p1HCP(8, 11), Line: 995}},
		{Case: enginetest.Case{Auction: "1C P 2H", Explanation: "(Brown)", HCP: p1HCP(6, 11), Line: 996, Alert: p1T},
			In:  []string{"KQ432.2.AJ432.32"},
			Out: []string{"2.KQ432.AJ432.32"}},
		// the Red two-suiter is alerted as the Brown one (the Red openings are alerted too)
		{Case: enginetest.Case{Auction: "1C P 2H", Variant: "red", Explanation: "(Red)", HCP: p1HCP(6, 11), Line: 996, Alert: p1T},
			In:  []string{"2.KQ432.32.AJ432"},
			Out: []string{"KQ432.2.AJ432.32"}},
		{Case: enginetest.Case{Auction: "1C P 2S", Explanation: "(Brown)", Line: 996, Alert: p1T}},
		{Case: enginetest.Case{Auction: "1C P 2S", Variant: "red", Explanation: "(Red)", Line: 996, Alert: p1T}},
		{Case: enginetest.Case{Auction: "1C P 2N", Explanation: "(Brown)", HCP: p1HCP(6, 11), Line: 997, Alert: p1T}},
		{Case: enginetest.Case{Auction: "1C P 2N", Variant: "red", Explanation: "(Red)", Line: 997},
			In:  []string{"32.2.KQ432.AJ432"},
			Out: []string{"KQ432.AJ432.2.32"}},
		{Case: enginetest.Case{Auction: "1C P 3D", Explanation: "sound pre-empt in ♦", Line: 998}},
		{Case: enginetest.Case{Auction: "1C P 3N", Explanation: "headed by the ace", Line: 999, Alert: p1T}},
		{Case: enginetest.Case{Auction: "1C P 4C", Explanation: "pre-emptive in ♥", Line: 1000, Alert: p1T}},
		{Case: enginetest.Case{Auction: "1C P 4D", Explanation: "pre-emptive in ♠", Line: 1000}},
		{Case: enginetest.Case{Auction: "1C P 4S", Explanation: "pre-emptive", Line: 1001}},
		// 17.2.1: after 1♣-1♦ opener's rebids are the Brown openings at 12-16.
		{Case: enginetest.Case{Auction: "1C P 1D P 1H", Explanation: "12-16 hcp, 4+♥", HCP: p1HCP(12, 17), Line: 1007},
			In:  []string{"2.AQ32.KQ32.K432", "AK2.KQ32.2.Q5432"},
			Out: []string{"2.KQ32.Q32.KJ432", "AK2.KQ2.KJ2.Q432"}},
		{Case: enginetest.Case{Auction: "1C P 1D P 1S", Explanation: "12-16 hcp, 4+♠", HCP: p1HCP(12, 17), Line: 1007}},
		{Case: enginetest.Case{Auction: "1C P 1D P 1N", Explanation: "15-17", HCP: p1HCP(15, 17), Line: 1007},
			In:  []string{"AQ32.K32.KJ2.Q32"},
			Out: []string{"AQ32.K32.K32.Q32"}},
		{Case: enginetest.Case{Auction: "1C P 1D P 2C", Explanation: "6+♣", HCP: p1HCP(12, 16), Line: 1007}},
		{Case: enginetest.Case{Auction: "1C P 1D P 2D", Explanation: "6+♦", HCP: p1HCP(12, 16), Line: 1007},
			In:  []string{"2.K32.AKQ432.K32"},
			Out: []string{"2.K32.Q32.KQ5432"}},
		{Case: enginetest.Case{Auction: "1C P 1D P 2H", Explanation: "5+♥ and 5+♣, or 5+♠ and 5+♦", HCP: p1HCP(12, 16), Line: 1007, Alert: p1T},
			In: []string{"AKJ32.2.KQ432.32"}},
		{Case: enginetest.Case{Auction: "1C P 1D P 2H", Variant: "red", Explanation: "5+♥ and a 5+ minor", HCP: p1HCP(12, 16), Alert: p1T}},
		{Case: enginetest.Case{Auction: "1C P 1D P 2S", Explanation: "5+♠ and 5+♣, or 5+♥ and 5+♦", Line: 1007}},
		{Case: enginetest.Case{Auction: "1C P 1D P 2N", Explanation: "12-16 hcp, 5+♠ and 5+♥", Line: 1007, Alert: p1T},
			In: []string{"AKJ32.KQ432.2.32"}},
		{Case: enginetest.Case{Auction: "1C P 1D P 2N", Variant: "red", Explanation: "12-16 hcp, 5+♦ and 5+♣", Line: 1007}},
		{Case: enginetest.Case{Auction: "1C P 1D P 3C", Explanation: "long ♣", HCP: p1HCP(12, 16), Line: 1007}},
		{Case: enginetest.Case{Auction: "1C P 1D P 3N", Explanation: "long minor", Line: 1007, Alert: p1T}},
		{Case: enginetest.Case{Auction: "1C P 1D P 4D", Explanation: "long ♠", Line: 1007, Alert: p1T}},
		{Case: enginetest.Case{Auction: "1C P 1D P 4H", Explanation: "long ♥", Line: 1007}},
		{Case: enginetest.Case{Auction: "1C P 1D P 4N", Explanation: "specific aces", Line: 1007, Alert: p1T}},
		// 17.3.1 1♣-(X).
		{Case: enginetest.Case{Auction: "1C X P", Explanation: "up to 8", HCP: p1HCP(0, 8), Line: 1025},
			In:  []string{"KJ32.Q32.J32.J32"},
			Out: []string{"KJ32.Q32.Q32.J32"}},
		{Case: enginetest.Case{Auction: "1C X 1D", Explanation: "fighting for a part-score", HCP: p1HCP(5, 8), Line: 1025, Alert: p1T, Forcing: p1No},
			In:  []string{"Q432.J32.Q32.Q32", "KJ32.Q32.J32.J32"},
			Out: []string{"J32.J32.Q32.5432", "KJ32.Q32.Q32.J32"}},
		{Case: enginetest.Case{Auction: "1C X XX", Explanation: "game-forcing", HCP: p1HCP(12, 37), Line: 1025, Alert: p1T, Forcing: p1GF},
			In:  []string{"KQ32.K32.Q32.Q32"},
			Out: []string{"KJ32.Q32.K32.J32"}},
		{Case: enginetest.Case{Auction: "1C X 1H", Explanation: "8-11 hcp, 4+♥", HCP: p1HCP(8, 11), Line: 993}},
		{Case: enginetest.Case{Auction: "1C X 1N", Explanation: "9-11(12)", HCP: p1HCP(9, 12)}},
		{Case: enginetest.Case{Auction: "1C X XX P 1S P 2N", Explanation: "asks for opener's hand type", Convention: "2NT raise", Forcing: p1GF, Line: 1035, Lengths: map[bridge.Suit][2]int{p1S: {3, 13}}}},
		{Case: enginetest.Case{Auction: "1C X XX P 2D", Explanation: "natural", Alert: p1F}},
		// 17.3.2 1♣-(overcall).
		{Case: enginetest.Case{Auction: "1C 1H X", Explanation: "takeout (negative) double", Alert: p1T, Line: 1041}},
		{Case: enginetest.Case{Auction: "1C 1H X P 1N", Explanation: "15-17 hcp balanced with a stopper", HCP: p1HCP(15, 17), Line: 1041}},
		{Case: enginetest.Case{Auction: "1C 1S 1N", Explanation: "about 8-11", HCP: p1HCP(8, 11), Line: 1043},
			In:  []string{"KJ32.Q32.J32.J32", "KJ2.Q32.KJ432.32"},
			Out: []string{"Q432.J32.Q32.Q32", "2.K32.Q32.KJ5432"}},
		{Case: enginetest.Case{Auction: "1C 2C 2N", Explanation: "about 10-11", HCP: p1HCP(10, 11), Line: 1045},
			In:  []string{"KJ2.Q32.KJ432.32"},
			Out: []string{"32.Q32.KJ432.K32"}},
		{Case: enginetest.Case{Auction: "1C 2D X P 2N", Explanation: "Lebensohl does not apply", HCP: p1HCP(15, 17), Line: 1041}},
		{Case: enginetest.Case{Auction: "1C 1D 2H", Explanation: "simple jump shift", Forcing: p1GF, Line: 1047, Lengths: map[bridge.Suit][2]int{p1H: {5, 13}}}},
		{Case: enginetest.Case{Auction: "1C 1D 3H", Explanation: "double jump shift: pre-emptive", Line: 1047}},
		{Case: enginetest.Case{Auction: "1C 1H 3C", Explanation: "simple jump shift", Forcing: p1GF}},
		{Case: enginetest.Case{Auction: "1C 1S 3H", Explanation: "simple jump shift", Forcing: p1GF}},
		{Case: enginetest.Case{Auction: "1C 2C 3S", Explanation: "simple jump shift", Forcing: p1GF}},
		{Case: enginetest.Case{Auction: "1C 2H 3S", Explanation: "simple jump shift", Forcing: p1GF}},
		{Case: enginetest.Case{Auction: "1C 3D X", Explanation: "negative double (through 3♦)", Line: 1443}},
		{Case: enginetest.Case{Auction: "1C 1N X", Explanation: "negative", Line: 1443}},
		{Case: enginetest.Case{Auction: "1C 3H X", Explanation: "above the negative-double limit", Line: 1443}},
		{Case: enginetest.Case{Auction: "1C 3H X P 4C", Status: engine.NotCovered}},
		{Case: enginetest.Case{Auction: "1C 2S 2H", Status: engine.NotCovered}},
		// 17.3.3 1♣-(P)-1♦-(X).
		{Case: enginetest.Case{Auction: "1C P 1D X P", Explanation: "low-range balanced", HCP: p1HCP(15, 16), Line: 1027}},
		{Case: enginetest.Case{Auction: "1C P 1D X 1N", Explanation: "maximum balanced", HCP: p1HCP(16, 17), Line: 1051}},
		{Case: enginetest.Case{Auction: "1C P 1D X XX", Explanation: "5+♦ and 4+♣", Alert: p1T, Line: 1027, Lengths: map[bridge.Suit][2]int{p1D: {5, 9}, p1C: {4, 8}}},
			In:  []string{"2.K32.AKQ43.K432"},
			Out: []string{"2.K32.AKQ432.K32"}},
		{Case: enginetest.Case{Auction: "1C P 1D X 2D", Explanation: "6+♦", HCP: p1HCP(12, 16), Line: 1027, Lengths: map[bridge.Suit][2]int{p1D: {6, 13}}}},
		{Case: enginetest.Case{Auction: "1C P 1D X 1H", Explanation: "12-16 hcp, 4+♥", HCP: p1HCP(12, 17)}},
		// 17.3.4 1♣-(P)-1♦-(overcall).
		{Case: enginetest.Case{Auction: "1C P 1D 1H X", Explanation: "double by opener", Line: 1063}},
		{Case: enginetest.Case{Auction: "1C P 1D 1H X P 1N", Explanation: "the weak hand", HCP: p1HCP(0, 8), Line: 1067}},
		{Case: enginetest.Case{Auction: "1C P 1D 1H X P 2C", Explanation: "the weak hand: natural", HCP: p1HCP(0, 8), Line: 1069}},
		{Case: enginetest.Case{Auction: "1C P 1D 2C P P X", Explanation: "takeout double below 2N", Line: 1081}},
		// 3rd/4th-hand 1♣ (1587-1591; change log 1403, 1440).
		{Case: enginetest.Case{Auction: "P P 1C P 1D", Explanation: "0-9 HCP", HCP: p1HCP(0, 9), Line: 1587, Alert: p1T},
			In:  []string{"KJ32.Q32.Q32.J32"},
			Out: []string{"KJ32.Q32.K32.J32"}},
		{Case: enginetest.Case{Auction: "P P P 1C P 1D", Explanation: "0-9 HCP", HCP: p1HCP(0, 9), Line: 1587}},
		{Case: enginetest.Case{Auction: "P P 1C P 1D P P", Explanation: "weak balanced", HCP: p1HCP(12, 14), Line: 1587}},
		{Case: enginetest.Case{Auction: "P P 1C P 1D P 1N", Explanation: "weak balanced", HCP: p1HCP(12, 14), Line: 1587}},
		{Case: enginetest.Case{Auction: "P P 1C P 1D P 2H", Explanation: "the major and a minor", Line: 1587, Lengths: map[bridge.Suit][2]int{p1H: {5, 8}}},
			In:  []string{"2.AKJ32.KQ432.32"},
			Out: []string{"AKJ32.2.KQ432.32"}},
		{Case: enginetest.Case{Auction: "P P 1C P 1D P 2H P 2S", Status: engine.NotCovered}},
		{Case: enginetest.Case{Auction: "P P 1C P 1D P 2C", Explanation: "poor major", Line: 1587}},
		{Case: enginetest.Case{Auction: "P P 1C P 1D P 3D", Explanation: "strong two-suiter", Line: 1587}},
		{Case: enginetest.Case{Auction: "P P 1C P 1H", Explanation: "0-7", HCP: p1HCP(0, 7), Lengths: map[bridge.Suit][2]int{p1H: {5, 13}}, Line: 1588},
			In:  []string{"32.J6543.Q32.K32"},
			Out: []string{"32.J6543.Q32.KQ2", "32.J654.Q32.K432"}},
		{Case: enginetest.Case{Auction: "P P 1C P 1S P P", Explanation: "weak no-trump", HCP: p1HCP(12, 14), Line: 1588}},
		{Case: enginetest.Case{Auction: "P P 1C P 1S P 2H", Explanation: "two-suiter", Line: 1588}},
		{Case: enginetest.Case{Auction: "P P 1C P 1N", Explanation: "10-11", HCP: p1HCP(10, 11), Line: 1589},
			In:  []string{"KJ32.Q32.K32.J32"},
			Out: []string{"KJ32.Q32.Q32.J32"}},
		{Case: enginetest.Case{Auction: "P P 1C P 1N P 2S", Explanation: "14 hcp", HCP: p1HCP(14, 14), Lengths: map[bridge.Suit][2]int{p1S: {4, 4}}, Line: 1589}},
		{Case: enginetest.Case{Auction: "P P 1C P 1N P 3C", Explanation: "game-forcing two-suiter", Forcing: p1GF, Line: 1589}},
		{Case: enginetest.Case{Auction: "P P 1C P 1N P 3C P 3S", Explanation: "looking for opener's major", Line: 1589}},
		{Case: enginetest.Case{Auction: "P P 1C P 1N P 3C P 3S P 4S", Explanation: "signoff", Line: 1589}},
		{Case: enginetest.Case{Auction: "P P 1C P 1N P 3H", Explanation: "6-card major", Lengths: map[bridge.Suit][2]int{p1H: {6, 8}}, Line: 1589}},
		{Case: enginetest.Case{Auction: "P P 1C P 1N P 3H P 3N", Explanation: "asks for opener's minor", Line: 1589}},
		{Case: enginetest.Case{Auction: "P P 1C P 2C", Explanation: "5♣332", HCP: p1HCP(9, 11), Lengths: map[bridge.Suit][2]int{p1C: {5, 5}}, Line: 1590},
			In:  []string{"Q2.Q32.K32.KJ432"},
			Out: []string{"Q2.Q32.KJ432.K32", "2.Q32.K432.KJ432"}},
		{Case: enginetest.Case{Auction: "P P 1C P 2C P 2H", Explanation: "two-suiter", Line: 1590}},
		{Case: enginetest.Case{Auction: "P P 1C P 2D P 2S", Explanation: "two-suiter", Line: 1590}},
		{Case: enginetest.Case{Auction: "P P 1C P 2S", Explanation: "6-7 hcp, 6-card suit", HCP: p1HCP(6, 7), Lengths: map[bridge.Suit][2]int{p1S: {6, 6}}, Line: 1591},
			In:  []string{"J65432.Q32.K2.32"},
			Out: []string{"J6543.Q32.K32.32"}},
	})
}

// TestOneClubAuditConstraints: the constraints the line-by-line audit of
// chapter 17 gave the 1♣ lines that had only a text, each case with hands
// just inside and just outside and citing its line of the notes.
func TestOneClubAuditConstraints(t *testing.T) {
	sys := enginetest.Embedded(t, "brown")
	enginetest.Run(t, sys, []enginetest.Case{
		// 998: "Sound pre-empt. See 3x opening": 6+ cards (1453), at most 11 hcp
		// (12+ responds 1♦, 990).
		{Auction: "1C P 3S", Explanation: "sound pre-empt", Line: 998, HCP: enginetest.HCP(0, 11),
			Fits:   []string{"AQJ974.K2.J32.32", "KQJ9743.32.32.32"},
			Breaks: []string{"AQJ974.K2.Q32.32", "AQJ97.K32.J32.32"}},
		// 999: 3N is a minor pre-empt (1430), 7+ cards as the 3N opening (1454).
		{Auction: "1C P 3N", Explanation: "pre-empt in a minor", Line: 999, HCP: enginetest.HCP(0, 11),
			Fits:   []string{"2.32.A32.AQJ7654"},
			Breaks: []string{"2.32.A32.AKJ7654", "32.32.A32.AQJ765"}},
		// 1000: 4♣ as the 4♣ opening: 7+♥, solid or semi-solid with an outside
		// ace (1455); at most 11 hcp.
		{Auction: "1C P 4C", Explanation: "pre-emptive in ♥", Line: 1000, HCP: enginetest.HCP(0, 11),
			Fits:   []string{"2.AKQ8765.432.32", "2.KQJ8765.A32.32"},
			Breaks: []string{"32.AKQ876.432.32", "2.AKQ8765.K32.32", "2.KQJ8765.Q32.32"}},
		{Auction: "1C P 4D", Explanation: "pre-emptive in ♠", Line: 1000,
			Fits:   []string{"AKQ8765.2.432.32"},
			Breaks: []string{"AKQ876.32.432.32"}},
		// 1001: 4♥/4♠ as the openings: 7+ cards (1456), at most 11 hcp.
		{Auction: "1C P 4H", Explanation: "pre-emptive", Line: 1001, HCP: enginetest.HCP(0, 11),
			Fits:   []string{"2.KQJ8765.Q32.32"},
			Breaks: []string{"32.KQJ876.Q32.32", "2.KQJ8765.AQ2.32"}},
		{Auction: "1C P 4S", Explanation: "pre-emptive", Line: 1001,
			Fits:   []string{"KQJ8765.2.Q32.32"},
			Breaks: []string{"KQJ876.32.Q32.32"}},
		// 1007: after 1♣-1♦ the 3x/4x rebids are the openings with 12-16
		// ("Partner's range" 1469): the openings' lengths.
		{Auction: "1C P 1D P 3S", Explanation: "long ♠", Line: 1007, HCP: enginetest.HCP(12, 16),
			Fits:   []string{"AKQ987.32.A32.32"},
			Breaks: []string{"AKQ98.432.A32.32"}},
		{Auction: "1C P 1D P 3N", Explanation: "long minor", Line: 1007,
			Fits:   []string{"2.32.AK2.AQJ7654"},
			Breaks: []string{"32.32.AK2.AQJ765"}},
		{Auction: "1C P 1D P 4H", Explanation: "long ♥", Line: 1007, HCP: enginetest.HCP(12, 16),
			Fits:   []string{"2.AKQ8765.A32.32"},
			Breaks: []string{"32.AKQ876.A32.32"}},
		{Auction: "1C P 1D P 4C", Explanation: "long ♥", Line: 1007,
			Fits:   []string{"2.AKQ8765.A32.32"},
			Breaks: []string{"32.AKQ876.A32.32"}},
		// 1047: a simple jump shift over their overcall is game-forcing with a
		// good suit (12+, the game-forcing 1♦ and redouble, 990, 1035); a double
		// jump shift is pre-emptive (6+ cards, at most 11, as the 3x opening).
		{Auction: "1C 1H 2S", Explanation: "simple jump shift", Line: 1047, Forcing: engine.ForcingGame, HCP: enginetest.HCP(12, 37),
			Fits:   []string{"AKJ98.32.KJ2.432"},
			Breaks: []string{"AKJ98.32.K32.432"}},
		{Auction: "1C 1D 3H", Explanation: "double jump shift", Line: 1047, HCP: enginetest.HCP(0, 11),
			Fits:   []string{"32.KQJ987.32.432"},
			Breaks: []string{"32.KQJ987.AQ2.32", "32.KQJ98.432.432"}},
		// 1587: "1♣ is not forcing! With the weak balanced hand opener may pass"
		// the 3rd/4th-hand 1♦ answer.
		{Auction: "P P 1C P 1D", Explanation: "0-9", Line: 1587, Forcing: engine.ForcingNone},
		// 1589: opener's 3♣/♦ after P-1♣-1N is the 13-16 5+M5+m two-suiter
		// (1443); his 3♥/♠ a slam try with a 6-card major, with no pass among
		// responder's answers: forcing to game.
		{Auction: "P P 1C P 1N P 3D", Explanation: "game-forcing two-suiter", Line: 1589, Forcing: engine.ForcingGame,
			Fits:   []string{"2.AKJ87.KQ7654.2"},
			Breaks: []string{"2.AKJ8.KQ7654.32", "2.QJ987.Q87654.2"}},
		{Auction: "P P 1C P 1N P 3H", Explanation: "6-card major", Line: 1589, Forcing: engine.ForcingGame,
			Fits:   []string{"2.AKJ876.KQ765.2"},
			Breaks: []string{"2.AKJ87.KQ765.32"}},
	})
	// 1461-1462: the Red 2♥/2♠ are two-suiters with an unknown minor, alerted as
	// the Red openings are (openings.mds), after 1♣ and after 1♣-1♦ alike
	// (TestPart1OneClub has 1♣-2♥/2♠ and 1♣-1♦-2♥).
	red := enginetest.Embedded(t, "red")
	enginetest.Run(t, red, []enginetest.Case{
		{Auction: "1C P 1D P 2S", Variant: "red", Explanation: "5+♠ and a 5+ minor", Line: 1007, Alert: enginetest.True},
	})
}
