package magicdlight_test

import (
	"testing"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/enginetest"
)

// TestOpeningTablesForcing: the audit of the answers to the two-level
// openings (the 2m relay table 1539-1545, the 2NT tables 1565-1580, the
// 2♥/♠ table 1547-1563). An artificial answer to an ask may not be passed:
// it says nothing about the strain it names (forcing model, rule 4/6); a
// natural stop or a 3NT at game may be. Each case is an auction ending in
// North-South's pass and the line of the notes the verdict rests on.
func TestOpeningTablesForcing(t *testing.T) {
	for _, variant := range []string{"brown", "red"} {
		sys := enginetest.Embedded(t, variant)
		for _, c := range []fmCase{
			// 2m relay answers (1539-1545): both tables
			{Auction: "2C P 2D P 2H P P", Forced: true, Line: 1540, Rule: 4}, // first step: ♦ side suit, not hearts
			{Auction: "2D P 2H P 2S P P", Forced: true, Line: 1540, Rule: 4}, // first step: ♣ side suit, not spades
			{Auction: "2C P 2D P 2S P P", Forced: true, Line: 1543, Rule: 4}, // maximum one-suiter, not spades
			{Auction: "2D P 2H P 3C P P", Forced: true, Line: 1543, Rule: 4}, // maximum one-suiter, not clubs
			{Auction: "2C P 2D P 3C P P", Line: 1541, Rule: 7},               // the minimum one-suiter is natural
			{Auction: "2D P 2H P 3D P P", Line: 1541, Rule: 7},
			{Auction: "2C P 2D P 2N P P", Line: 1542, Rule: 7}, // the natural maximum 2NT
		} {
			runForcingCase(t, sys, variant, c)
		}
	}
	brown := enginetest.Embedded(t, "brown")
	for _, c := range []fmCase{
		// 2NT Brown (1565-1572): 3♦/3♥ are the minimum answers with the majors/minors
		{Auction: "2N P 3C P 3D P P", Forced: true, Line: 1567, Rule: 4},
		{Auction: "2N P 3C P 3D P 3H P P", Line: 1567, Rule: 7}, // "3♥/♠ is non-forcing"
		{Auction: "2N P 3C P 3H P P", Forced: true, Line: 1568, Rule: 4},
		{Auction: "2N P 3C P 3H P 4C P P", Line: 1568, Rule: 7}, // "4♣/♦ is non-forcing"
		{Auction: "2N P 3C P 3N P P", Line: 1570, Rule: 5},      // game forcing with the majors: 3NT is game
		{Auction: "2N P 3C P 3S P P", Forced: true, Line: 1569, Rule: 5},
		// 2♥/♠ Brown (1557): 3NT with 6-6 is game
		{Auction: "2H P 2N P 3N P P", Line: 1557, Rule: 5},
		{Auction: "2H P 2N P 3H P P", Forced: true, Line: 1556, Rule: 5},
	} {
		runForcingCase(t, brown, "brown", c)
	}
	red := enginetest.Embedded(t, "red")
	for _, c := range []fmCase{
		// 2NT Red (1574-1580): 3♠ the minimum answer, 3NT the game-forcing one
		{Auction: "2N P 3H P 3S P P", Forced: true, Line: 1576, Rule: 4},
		{Auction: "2N P 3H P 3S P 4C P P", Line: 1576, Rule: 7},
		{Auction: "2N P 3H P 3N P P", Line: 1577, Rule: 5},
		{Auction: "2H P 2N P 3N P P", Line: 1483, Rule: 5}, // as Brown's (1557)
	} {
		runForcingCase(t, red, "red", c)
	}
}

func runForcingCase(t *testing.T, sys *engine.System, variant string, c fmCase) {
	t.Helper()
	t.Run(variant+"/"+c.Auction, func(t *testing.T) {
		calls := enginetest.Calls(t, c.Auction)
		ms := sys.Interpret(engine.Auction{Dealer: bridge.North, Calls: calls}, engine.SideNS)
		i := len(ms) - 1
		if pm := ms[i-2]; pm.Status != engine.Defined {
			t.Fatalf("notes line %d: partner's call is %s, want defined\n%s", c.Line, pm.Status, enginetest.Describe(pm))
		}
		b, forced := engine.ForcedPass(ms, i)
		if forced != c.Forced {
			t.Fatalf("notes line %d (model rule %d): forced = %v, want %v (%+v)\n%s", c.Line, c.Rule, forced, c.Forced, b, enginetest.Describe(ms[i-2]))
		}
	})
}

// TestOpeningTablesAlerts: answers in no-trump that show a hand type, not
// a wish to play no-trump, are alerted (docs/alert-policy.md: "NT showing
// a suit") but are not artificial: they are a game contract partner may
// pass. Answers to asks that are steps stay artificial and forcing.
func TestOpeningTablesAlerts(t *testing.T) {
	brown := enginetest.Embedded(t, "brown")
	enginetest.Run(t, brown, []enginetest.Case{
		{Auction: "2H P 2N P 3N", Explanation: "6-6 or 7-6", Alert: enginetest.True, Artificial: enginetest.False,
			Forcing: engine.ForcingGame, Line: 1557},
		{Auction: "2N P 3C P 3N", Explanation: "with the majors", Alert: enginetest.True, Artificial: enginetest.False,
			Forcing: engine.ForcingGame, Line: 1570},
		{Auction: "2N P 3C P 3D", Explanation: "minimum with the majors", Alert: enginetest.True, Artificial: enginetest.True,
			Forcing: engine.ForcingOneRound, Line: 1567},
		{Auction: "2C P 2D P 2H", Explanation: "side suit in ♦", Alert: enginetest.True, Forcing: engine.ForcingOneRound, Line: 1540},
		{Auction: "2D P 2H P 3C", Explanation: "not suitable for no-trump", Alert: enginetest.True, Forcing: engine.ForcingOneRound, Line: 1543},
	})
	red := enginetest.Embedded(t, "red")
	enginetest.Run(t, red, []enginetest.Case{
		{Auction: "2N P 3H P 3N", Explanation: "maximum", Alert: enginetest.True, Artificial: enginetest.False,
			Forcing: engine.ForcingGame, Line: 1577},
		{Auction: "2N P 3H P 3S", Explanation: "minimum", Forcing: engine.ForcingOneRound, Line: 1576},
	})
}

// TestOpeningTablesContinuations: the answers a player assumes where the
// tables of the weak openings are silent (the chapters 11-16, pages 31-37,
// are missing), each a decision written beside its line: over a pre-empt
// (1453) the raise and 3NT are to play and a new suit below game is
// natural and forcing; over the 3NT pre-empt (1454) 4♣/5♣ are pass or
// correct; over 2♣/2♦ (1448-1449) 3NT and five of the minor are to play;
// after a pass-or-correct bid (1480, 1547, 1565) opener's correction is
// natural. Hands just inside and just outside each length or HCP limit.
func TestOpeningTablesContinuations(t *testing.T) {
	brown := enginetest.Embedded(t, "brown")
	enginetest.Run(t, brown, []enginetest.Case{
		// 3x (1453)
		{Auction: "3H P 4H", Explanation: "raise to game", Alert: enginetest.False, Forcing: engine.ForcingNone, Line: 1453,
			Fits: []string{"AK5.Q32.AK32.432", "AK54.Q2.AK32.432"}, Breaks: []string{"AK543.2.AK32.432"}},
		{Auction: "3D P 5D", Explanation: "raise to game", Line: 1453,
			Fits: []string{"A5.32.Q32.AK5432"}, Breaks: []string{"A5.432.32.AK5432"}},
		{Auction: "3C P 3N", Explanation: "to play", Alert: enginetest.False, Forcing: engine.ForcingNone, Line: 1453},
		{Auction: "3C P 3H", Explanation: "natural, forcing", Alert: enginetest.False, Forcing: engine.ForcingOneRound, Line: 1453,
			Fits: []string{"A5.AKJ32.K32.432"}, Breaks: []string{"A54.AKJ2.K32.432"}},
		{Auction: "3H P 3S", Explanation: "natural, forcing", Forcing: engine.ForcingOneRound, Line: 1453},
		{Auction: "3D P 4S", Explanation: "a long ♠ suit", Forcing: engine.ForcingNone, Line: 1453,
			Fits: []string{"AKQJ32.A2.32.432"}, Breaks: []string{"AKQJ3.A32.32.432"}},
		{Auction: "3S P 4H", Explanation: "a long ♥ suit", Line: 1453},
		{Auction: "3H P 4C", Explanation: "control-bid", Line: 1429}, // the change log's control-bid stays
		// 3NT (1454)
		{Auction: "3N P 4C", Explanation: "pass or correct", Alert: enginetest.True, Forcing: engine.ForcingNone, Line: 1454},
		{Auction: "3N P 5C", Explanation: "pass or correct", Alert: enginetest.True, Line: 1454},
		{Auction: "3N P 4C P 4D", Explanation: "correction", Alert: enginetest.False, Forcing: engine.ForcingNone, Lengths: map[bridge.Suit][2]int{bridge.Diamonds: {5, 13}}},
		{Auction: "3N P 4S", Explanation: "a long ♠ suit", Line: 1454},
		// 2♣/2♦ (1448-1449): 3NT with the relay's game values (14+ opposite 8-11, 9+ opposite 11-16)
		{Auction: "2D P 3N", Explanation: "to play", Forcing: engine.ForcingNone, HCP: enginetest.HCP(14, 37), Line: 1449,
			Fits: []string{"AK5.KQ4.32.Q5432"}, Breaks: []string{"AK5.KJ4.32.Q5432"}},
		{Auction: "P P 2C P 3N", Explanation: "to play", HCP: enginetest.HCP(9, 37), Line: 1448},
		{Auction: "2C P 5C", Explanation: "to play", Line: 1448,
			Fits: []string{"A5.K432.32.A5432"}, Breaks: []string{"A52.K432.A5432.3"}},
		// pass or correct: the correction is natural (Brown 2♥: ♥+♣ or ♠+♦)
		{Auction: "2H P 3C P 3D", Explanation: "correction", Alert: enginetest.False, Lengths: map[bridge.Suit][2]int{bridge.Diamonds: {5, 13}}, Line: 1547,
			Fits: []string{"KQ532.2.QJ532.32"}, Breaks: []string{"KQ5432.2.QJ53.32"}},
		{Auction: "2H P 2S P 3C", Explanation: "correction", Lengths: map[bridge.Suit][2]int{bridge.Clubs: {5, 13}}, Line: 1547},
		{Auction: "2N P 3H P 4C", Explanation: "correction", Lengths: map[bridge.Suit][2]int{bridge.Clubs: {5, 13}}, Line: 1565},
		// no-trump is not a correction: it stays undefined
		{Auction: "2N P 3D P 3N", Status: engine.Undefined},
	})
	red := enginetest.Embedded(t, "red")
	enginetest.Run(t, red, []enginetest.Case{
		{Auction: "2H P 3C P 3D", Explanation: "correction", Lengths: map[bridge.Suit][2]int{bridge.Diamonds: {5, 13}}, Line: 1480},
		{Auction: "2H P 3H", Explanation: "raise", Alert: enginetest.False, Forcing: engine.ForcingNone, Line: 1461,
			Fits: []string{"K32.Q32.K5432.32"}, Breaks: []string{"K432.Q2.K5432.32"}},
	})
}

// TestOneDiamondInterferenceNewSuits: after our 1♦ and their overcall
// (or double), once responder has bid a new suit, jumped in one or
// doubled, opener's new suits below game are forcing (1364: "New suits
// below game are forcing (NSF). Jump shifts below game are game-forcing
// with a good suit"), and his four-level jumps in a new suit show
// shortness with support for responder's suit (1365). A new suit at game
// is not forcing.
func TestOneDiamondInterferenceNewSuits(t *testing.T) {
	sys := enginetest.Embedded(t, "brown")
	club := map[bridge.Suit][2]int{bridge.Clubs: {4, 13}}
	enginetest.Run(t, sys, []enginetest.Case{
		{Auction: "1D 1H 1S P 2C", Explanation: "new suit", Forcing: engine.ForcingOneRound, Lengths: club, Line: 1364,
			Fits: []string{"AK2.A5.AKJ2.Q432"}, Breaks: []string{"AK32.A5.AKJ2.Q32"}},
		{Auction: "1D 1H 1S P 2D", Explanation: "new suit", Forcing: engine.ForcingOneRound, Line: 1364},
		{Auction: "1D 1H 1S P 3C", Explanation: "jump shift", Forcing: engine.ForcingGame, Line: 1364,
			Fits: []string{"A2.A5.AK2.KQJ432"}, Breaks: []string{"AK2.A5.AK32.KQJ2"}},
		{Auction: "1D 1H 1S P 4C", Explanation: "short ♣", Alert: enginetest.True, Artificial: enginetest.True, Forcing: engine.ForcingGame, Line: 1365,
			Fits: []string{"AK32.A52.AKJ32.2", "KQ2.A5432.AKJ32."}, Breaks: []string{"AK.A5432.AKJ32.2", "AK3.A54.AKJ3.K32"}},
		{Auction: "1D 2C 2H P 4D", Explanation: "short ♦", Forcing: engine.ForcingGame, Line: 1365},
		{Auction: "1D 2C 2H P 3D", Explanation: "new suit", Forcing: engine.ForcingOneRound, Line: 1364},
		// after responder's jump shift (3-5 HCP, 1357) and after the double (1354)
		{Auction: "1D 1H 2S P 3C", Explanation: "new suit", Forcing: engine.ForcingOneRound, Line: 1364},
		{Auction: "1D 1H X P 1S", Explanation: "new suit", Forcing: engine.ForcingOneRound, Line: 1364},
		{Auction: "1D 1H X P 2S", Explanation: "jump shift", Forcing: engine.ForcingGame, Line: 1364},
		{Auction: "1D X 1H P 1S", Explanation: "new suit", Forcing: engine.ForcingOneRound, Line: 1364},
		// the lines that were there stay: the raise (1365) and the cue-bid (1366)
		{Auction: "1D 1H 1S P 2S", Explanation: "raise", Forcing: engine.ForcingGame, Line: 1365},
		{Auction: "1D 1H 1S P 2H", Explanation: "cue-bid", Forcing: engine.ForcingGame, Line: 1366},
		// a new suit at game is not forcing
		{Auction: "1D 1S 2C P 4H", Forcing: engine.ForcingNone},
	})
	for _, c := range []fmCase{
		{Auction: "1D 1H 1S P 2C P P", Forced: true, Line: 1364, Rule: 4},
		{Auction: "1D 1H 1S P 3C P P", Forced: true, Line: 1364, Rule: 5},
		{Auction: "1D 1H X P 1S P P", Forced: true, Line: 1364, Rule: 4},
		{Auction: "1D 1S 2C P 4H P P", Line: 1364, Rule: 7},
	} {
		runForcingCase(t, sys, "brown", c)
	}
}

// TestClubStrongHandAfterInterference: after 1♣-(P)-1♦-(overcall), "all
// other actions show the strong hand with natural continuation" (1073
// after opener's double, 1083 after his pass): the no-trump bids the weak
// hand does not have (1N is the weak hand's after the double, 1067) and,
// after the pass, the suits above 2N (the weak hand bids new suits below
// 2N, 1079) show 12+ (the strong 1♦ response, 989); a natural no-trump
// shows a stopper in their suit (decision beside the lines).
func TestClubStrongHandAfterInterference(t *testing.T) {
	sys := enginetest.Embedded(t, "brown")
	enginetest.Run(t, sys, []enginetest.Case{
		{Auction: "1C P 1D 1H X P 2N", Explanation: "the strong hand", HCP: enginetest.HCP(12, 37), Alert: enginetest.False, Line: 1073,
			Fits: []string{"K32.KJ2.Q432.K32"}, Breaks: []string{"K32.QJ2.Q432.K32", "KQ32.32.KQ32.K32"}},
		{Auction: "1C P 1D 1H X P 3N", Explanation: "to play", HCP: enginetest.HCP(12, 37), Forcing: engine.ForcingNone, Line: 1073},
		{Auction: "1C P 1D 1H X P 1N", Explanation: "the weak hand", Line: 1067}, // 1N stays the weak hand's
		{Auction: "1C P 1D 1S P P 1N", Explanation: "the strong hand", HCP: enginetest.HCP(12, 37), Line: 1083,
			Fits: []string{"KJ2.K32.Q432.K32"}, Breaks: []string{"QJ2.K32.Q432.K32", "32.KQ32.KQ32.K32"}},
		{Auction: "1C P 1D 2H P P 2N", Explanation: "the strong hand", Line: 1083},
		{Auction: "1C P 1D 1S P P 3N", Explanation: "to play", Line: 1083},
		{Auction: "1C P 1D 1S P P 3C", Explanation: "the strong hand", HCP: enginetest.HCP(12, 37), Line: 1083,
			Fits: []string{"K2.K32.Q43.KJ432"}, Breaks: []string{"Q2.K32.Q43.KJ432", "K32.K32.KQ43.K32"}},
		{Auction: "1C P 1D 2H P 3H 3D", Explanation: "the strong hand", Line: 1083}, // fourth hand's raise changes nothing (1077)
		{Auction: "1C P 1D 1S P P 2C", Explanation: "the weak hand", Line: 1079},    // a new suit below 2N stays the weak hand's
		{Auction: "1C P 1D 1N P P 2N", Explanation: "cue-bid", Line: 1083},          // over a no-trump overcall 2N is the cue-bid
	})
}

// TestTwoNTUpTheLine: after 2NT-3♣;3♦-3NT (the slam try with 4432 or
// 4441, 1510) the 4-card suits are bid up the line: each suit bid denies a
// 4-card suit below it, and without support for partner's suit the next
// 4-card suit is bid (decision beside the lines; 4NT denies support and
// more suits). Before, opener's 4♥/4♠ and responder's next suit were
// undefined.
func TestTwoNTUpTheLine(t *testing.T) {
	sys := enginetest.Embedded(t, "brown")
	enginetest.Run(t, sys, []enginetest.Case{
		{Auction: p2TwoNT + "3C P 3D P 3N P 4H", Explanation: "4+♥, the lowest 4-card suit", Line: 1510,
			Fits: []string{"KQ32.AQ32.KQ2.K2"}, Breaks: []string{"KQ2.AQ32.KQ32.K2", "KQ2.AQ32.K2.KQ32"}},
		{Auction: p2TwoNT + "3C P 3D P 3N P 4S", Explanation: "4+♠", Line: 1510,
			Fits: []string{"KQ32.AQ2.KQ2.K32"}, Breaks: []string{"KQ32.AQ32.KQ2.K2"}},
		{Auction: p2TwoNT + "3C P 3D P 3N P 4D", Explanation: "4+♦", Line: 1510,
			Fits: []string{"KQ2.AQ3.KQ32.K32"}, Breaks: []string{"KQ2.AQ3.KQ3.K432"}},
		{Auction: p2TwoNT + "3C P 3D P 3N P 4C P 4H", Explanation: "no ♣ support", Line: 1510,
			Fits: []string{"A432.KJ32.A2.Q32"}, Breaks: []string{"A32.KJ32.A2.Q432", "A32.KJ32.A432.Q2"}},
		{Auction: p2TwoNT + "3C P 3D P 3N P 4D P 4S", Explanation: "no ♦ support", Line: 1510},
	})
}
