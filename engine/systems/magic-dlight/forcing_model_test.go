package magicdlight_test

import (
	"strings"
	"testing"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/enginetest"
)

// fmCase is one auction ending in a pass of North-South (dealer North,
// North-South play the system) and whether the forcing model
// (docs/forcing-model.md) forbids that pass. Line is the line of the
// notes the verdict rests on; Rule the rule of the model's section 2.
type fmCase struct {
	Auction string
	Forced  bool
	Line    int
	Rule    int
	Why     string // substring of PassBreach.Why when Forced
}

func TestForcingModel(t *testing.T) {
	sys := enginetest.Embedded(t, "brown")
	for _, c := range []fmCase{
		// rule 1: a pass the system gives
		{Auction: "P P 1C P 1D P P", Line: 1587, Rule: 1},
		{Auction: "P P 1C P 1H P P", Line: 1588, Rule: 1},
		{Auction: "1C P 1D P P", Forced: true, Line: 1443, Rule: 4, Why: "forcing one round"}, // 1st hand: 1♦ is forcing
		// rule 2: partner's forcing pass
		{Auction: "1N X XX 2S P P P", Forced: true, Line: 491, Rule: 2, Why: "forcing pass"},
		{Auction: "1N X XX 2S X P P", Line: 490, Rule: 3},
		// rule 3: a double left in is for penalties
		{Auction: "1H 2C X P P", Line: 1353, Rule: 3},
		// rule 4: forcing one round at any level
		{Auction: "1H 2C 4C P P", Forced: true, Line: 901, Rule: 4}, // void splinter
		{Auction: "1H P 2H P 4N P P", Forced: true, Line: 628, Rule: 4},
		{Auction: "1H P 2H P 4N P 5C P P", Forced: true, Line: 604, Rule: 6}, // a key-card answer outside our suits
		{Auction: "1H P 2H P 4N P 5H P P", Line: 606, Rule: 6},               // the answer is in the trump suit
		// rule 5: a game force ends at game reached by a natural call
		{Auction: "1D 1S 3H P 4H P P", Line: 1365, Rule: 5},
		{Auction: "1N X XX 2S 4H P P", Line: 493, Rule: 5},
		{Auction: "1D P 1S P P", Forced: true, Line: 1106, Rule: 5, Why: "game forcing"},
		{Auction: "P P 1C P 1N P 3H P P", Forced: true, Line: 1589, Rule: 5, Why: "game forcing"}, // the 3rd/4th-hand 1♣'s slam try: no pass among responder's answers
		// rule 6: an artificial bid without a forcing word
		{Auction: "1D P 1H P 1S P 3C P P", Forced: true, Line: 1175, Rule: 6, Why: "artificial"},
		// rule 7: natural and quantitative no-trump bids may be passed
		{Auction: "1N P 4N P P", Line: 329, Rule: 7},
		{Auction: "1N P 2D P 2H P 4N P P", Line: 454, Rule: 7},
		{Auction: "1C 2C 2N P 4N P P", Line: 1506, Rule: 7},
		{Auction: "1H P 2H P 4N P 5C P 6N P P", Line: 621, Rule: 7},
		{Auction: "1N P 2C P 2D P P", Line: 398, Rule: 6}, // artificial but nf
		{Auction: "1N P 3C P 3D P P", Line: 325, Rule: 6}, // the completion of our transfer
		// rule 8: the game force of the auction
		{Auction: "1D P 1S P 2H P P", Forced: true, Line: 1106, Rule: 8, Why: "game forcing since 1♠"},
		{Auction: "1D P 1S P 2H P 4H P P", Line: 1106, Rule: 8},
		// an opponent's bid in between ends the obligation
		{Auction: "1C P 1D 1H P", Line: 1443, Rule: 1},
		// the forcing audit: artificial lines the notes let be passed (nf)
		{Auction: "1D P 1H P 1S P 1N P P", Line: 1163, Rule: 6},                    // the weak 1N answer: opener's rebids are non-forcing
		{Auction: "1D P 1H P 2N P 3C P 3H P 4C P P", Line: 1227, Rule: 6},          // pass or correct: opener holds clubs
		{Auction: "1D P 1H P 2N P 3C P 3N P P", Line: 1228, Rule: 6},               // 3N is a contract the weak hand passes
		{Auction: "1D P 1H P 2N P 3D P 3N P P", Line: 1232, Rule: 6},               // 3N reaches game after the game-forcing 3♦
		{Auction: "1D P 1S P 2N P 3C P 3N P P", Line: 1267, Rule: 6},               // the shortness answer 3N reaches game
		{Auction: "1D P 2N P 3C P 3N P P", Line: 1334, Rule: 6},                    // the same after 1♦-2N
		{Auction: "1D P 2S P 2N P 3N P P", Line: 1325, Rule: 6},                    // the minimum answer to the relay, at game
		{Auction: "1D P 1S P 2N P 3C P 3S P P", Forced: true, Line: 1267, Rule: 6}, // a shortness answer below game stays forcing
		{Auction: "1H P 2H P 4N P 5D P P", Forced: true, Line: 605, Rule: 6},       // an RKCB answer outside the trump suit: the asker places the contract
		// opener's pass after their raise is forcing (1373, 1375): responder doubles or bids
		{Auction: "1D 1S X 2S P P P", Forced: true, Line: 1375, Rule: 2, Why: "forcing pass"},
		// 6.4.2: the double of a two-level overcall is forcing to 2N or a
		// penalty double (501); passing it leaves it in for penalties
		{Auction: "1N 2H X P P", Line: 501, Rule: 3},
	} {
		t.Run(c.Auction, func(t *testing.T) {
			calls := enginetest.Calls(t, c.Auction)
			ms := sys.Interpret(engine.Auction{Dealer: bridge.North, Calls: calls}, engine.SideNS)
			i := len(ms) - 1
			b, forced := engine.ForcedPass(ms, i)
			if forced != c.Forced {
				t.Fatalf("notes line %d (model rule %d): forced = %v, want %v (%+v)\n%s", c.Line, c.Rule, forced, c.Forced, b, enginetest.Describe(ms[i-2]))
			}
			if forced && c.Why != "" && !strings.Contains(b.Why, c.Why) {
				t.Errorf("notes line %d: why = %q, want it to say %q", c.Line, b.Why, c.Why)
			}
		})
	}
}

// TestForcingAudit: the forcing status the line-by-line audit gave the
// lines it changed, one case per kind of fix, each with its notes line.
func TestForcingAudit(t *testing.T) {
	sys := enginetest.Embedded(t, "brown")
	enginetest.Run(t, sys, []enginetest.Case{
		// an artificial line the notes let be passed: nf
		{Auction: "1D P 1H P 1S P 1N", Forcing: engine.ForcingNone, Artificial: enginetest.True, Line: 1163},
		{Auction: "1D P 1H P 2N P 3C P 3H P 4C", Explanation: "pass or correct", Forcing: engine.ForcingNone, Line: 1227},
		{Auction: "1D P 2N P 3C P 3N", Explanation: "short ♠", Forcing: engine.ForcingNone, Line: 1334},
		// a shortness answer below game keeps rule 6 (no word: unknown, forcing when passed)
		{Auction: "1D P 2N P 3C P 3S", Explanation: "short ♥", Forcing: engine.ForcingUnknown, Line: 1334},
		// opener's pass after their raise (1373, 1375): forcing
		{Auction: "1D 1S X 2S P", Explanation: "balanced", Forcing: engine.ForcingOneRound, Line: 1375},
		// the 6.4.2 double: forcing to 2N or a penalty double (501)
		{Auction: "1N 2H X", Explanation: "forcing to 2N", Forcing: engine.ForcingOneRound, Line: 501},
	})
}
