package magicdlight_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/enginetest"
)

// Shared pieces of the part-3 (chapter 18, the strong 1♦) tests. Every name
// starts with p3 so that the other parts' test files in this package cannot
// clash with it.

// p3Hand is a hand checked against the constraint of the last call of an
// auction (dealer North): OK true means the hand must satisfy the call's
// constraint, false that it must break it. Line is the line of the notes
// (magic-dlight-notes.txt) that states the edge being tested.
type p3Hand struct {
	Auction string
	Hand    string // PBN "spades.hearts.diamonds.clubs"
	OK      bool
	Line    int
	Why     string // the edge: "7 HCP: below 8+", "=5♥332 is excluded"
}

// p3System loads the embedded system (Brown) once for one test function.
func p3System(t *testing.T) *engine.System {
	t.Helper()
	return enginetest.Embedded(t, "brown")
}

// p3CheckHands checks every hand of the table against the meaning of its
// auction's last call, which must be defined by a line of the system.
func p3CheckHands(t *testing.T, sys *engine.System, hands []p3Hand) {
	t.Helper()
	for _, h := range hands {
		name := strings.ReplaceAll(h.Auction, " ", "_") + "~" + h.Hand
		t.Run(name, func(t *testing.T) {
			m := enginetest.Last(t, sys, enginetest.Case{Auction: h.Auction})
			if m.Status != engine.Defined {
				t.Fatalf("line %d (%s): %s is %s, want defined", h.Line, h.Why, h.Auction, m.Status)
			}
			if m.Constraint == nil {
				t.Fatalf("line %d (%s): %s has no constraint", h.Line, h.Why, enginetest.Describe(m))
			}
			t.Logf("line %d: %s", h.Line, h.Why)
			enginetest.CheckHand(t, m, h.Hand, h.OK)
		})
	}
}

// p3L returns the Lengths map of a case from (suit, min, max) triples.
func p3L(v ...int) map[bridge.Suit][2]int {
	m := map[bridge.Suit][2]int{}
	for i := 0; i+2 < len(v); i += 3 {
		m[bridge.Suit(v[i])] = [2]int{v[i+1], v[i+2]}
	}
	return m
}

// Suit indexes for p3L (bridge.Suit order: clubs first).
const (
	p3C = int(bridge.Clubs)
	p3D = int(bridge.Diamonds)
	p3H = int(bridge.Hearts)
	p3S = int(bridge.Spades)
)

var (
	p3T = enginetest.True
	p3F = enginetest.False
)

const (
	p3None  = engine.ForcingNone
	p3One   = engine.ForcingOneRound
	p3Game  = engine.ForcingGame
	p3Unk   = engine.ForcingUnknown
	p3NotCv = engine.NotCovered
	p3Undef = engine.Undefined
)

// TestPart3EngineProblems keeps, as regression tests, two engine problems
// the part-3 tests found (fixed in the engine by commit 01bc9a5): an
// unbound letter used both inside and outside a `not`, and the length
// envelope of an `and` over an `or`.
func TestPart3EngineProblems(t *testing.T) {
	src := `@system "engine problems"
1C  some minor   {5m440 hcp 8-10 | =5C not 5m440; src 18.3 line 1106}
1D  envelope     {=5C (=4D | =4S); src 18.3 line 1106}
`
	sys, err := engine.LoadFS(fstest.MapFS{"main.mds": {Data: []byte(src)}}, "main.mds", engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Run("unbound letter under not", func(t *testing.T) {
		// each alternative chooses its own m (language section 11): a
		// 5♣440 hand with 11 HCP fits neither 5m440 with 8-10 HCP nor
		// =5C without a 5m440 pattern (one-diamond.mds 1♠, 1106)
		m := enginetest.Last(t, sys, enginetest.Case{Auction: "1C"})
		enginetest.CheckHand(t, m, "A432.K432..KJ432", false)
		enginetest.CheckHand(t, m, "A432.K43.2.KJ432", true) // 5♣-4♠-3-1
		enginetest.CheckHand(t, m, "A432.Q432..QJ432", true) // 5♣440, 9 HCP
	})
	t.Run("envelope of an and over an or", func(t *testing.T) {
		// =5C and =4♦ or =4♠: at most 4♦ and 4♥ and 4♠, not 0-8
		enginetest.Run(t, sys, []enginetest.Case{{Auction: "1D", Lengths: p3L(p3C, 5, 5, p3D, 0, 4, p3H, 0, 4, p3S, 0, 4)}})
	})
}
