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
