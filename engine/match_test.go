package engine_test

import (
	"strings"
	"testing"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/enginetest"
)

func small(t testing.TB, variant string) *engine.System {
	t.Helper()
	return enginetest.File(t, "testdata/small.mds", variant)
}

func TestInterpretSmall(t *testing.T) {
	sys := small(t, "")
	et := enginetest.True
	ef := enginetest.False
	enginetest.Run(t, sys, []enginetest.Case{
		// seat: 1st/2nd vs 3rd/4th hand openings
		{Auction: "1C", Explanation: "12-16 unbalanced", HCP: enginetest.HCP(12, 17), Alert: et, Forcing: engine.ForcingOneRound, Line: 100, Rule: "small.mds:11"},
		{Auction: "P 1C", Explanation: "12-16 unbalanced", Dealer: bridge.West},
		{Auction: "P P 1C", Explanation: "13-16 with both minors", HCP: enginetest.HCP(12, 16), Line: 120},
		{Auction: "P P P 1C", Explanation: "13-16 with both minors"},
		// top-level passes: the seat of the pass itself
		{Auction: "P", Explanation: "0-11", HCP: enginetest.HCP(0, 11)},
		{Auction: "P P P", Explanation: "0-10 in 3rd/4th", HCP: enginetest.HCP(0, 10)},
		// responses; relative M expanded, $M substituted
		// natural, but alerted: a new-suit response that is not forcing (docs/alert-policy.md)
		{Auction: "1C P 1H", Explanation: "8-11, 4+♥", HCP: enginetest.HCP(8, 11), Lengths: map[bridge.Suit][2]int{bridge.Hearts: {4, 13}}, Alert: et, Forcing: engine.ForcingNone},
		{Auction: "1C P 1D P 1S P 2S", Explanation: "raise, 3+♠", Lengths: map[bridge.Suit][2]int{bridge.Spades: {3, 13}}},
		// a module mounted in several places, with arguments
		{Auction: "1C P 1N P 2C", Explanation: "Stayman", Convention: "Stayman", Alert: et, Rule: "small-modules.mds:3"},
		{Auction: "1N P 2C", Explanation: "Stayman", Line: 200},
		{Auction: "P P 1N P 2C", Explanation: "Stayman"},
		{Auction: "1N P 2C P 2D", Explanation: "no 4-card major", Lengths: map[bridge.Suit][2]int{bridge.Hearts: {0, 3}, bridge.Spades: {0, 3}}},
		{Auction: "1C P 1N P 2N", Explanation: "under30 only", HCP: enginetest.HCP(7, 8)},
		{Auction: "1N P 2N", Explanation: "invitational", HCP: enginetest.HCP(8, 9)},
		{Auction: "P P 1N P 4N", Explanation: "Blackwood directly over 1NT (R 15-17)", Rule: "small-modules.mds:8"},
		// override: 1N-4N natural (own line), while 1C-1N-4N keeps the module's
		{Auction: "1N P 4N", Explanation: "natural, invites 6N", HCP: enginetest.HCP(18, 19), Rule: "small.mds:35"},
		{Auction: "1C P 1N P 4N", Explanation: "Blackwood directly over 1NT (R 9-12)"},
		// transfer: mandatory, completion
		{Auction: "1N P 3C", Explanation: "transfer to 3♦", Mandatory: et, Completion: "3D", Forcing: engine.ForcingOneRound, Alert: et},
		{Auction: "1N P 3C P 3D", Explanation: "completes", Alert: ef, Artificial: et},
		// RKCB with the agreed suit from the module parameter
		{Auction: "1C P 1D P 1H P 2H P 4N", Explanation: "RKCB for ♥", Convention: "RKCB"},
		{Auction: "1C P 1D P 1H P 2H P 4N P 5C", Explanation: "0 or 3 key cards"},
		// interference: concrete, bound pattern, range pattern, wildcard
		{Auction: "1C X XX", Explanation: "12+, game forcing", Forcing: engine.ForcingGame, HCP: enginetest.HCP(12, 37)},
		{Auction: "1C 1H X", Explanation: "negative double", HCP: enginetest.HCP(6, 37)},
		{Auction: "1C 1S 2S", Explanation: "cue-bid of their ♠", Forcing: engine.ForcingGame},
		{Auction: "1C 2D X", Explanation: "negative double at the two level"},
		{Auction: "1C 3D 3N", Explanation: "to play", Forcing: engine.ForcingNone},
		{Auction: "1C 3D 4H", Explanation: "natural: 4+♥", Lengths: map[bridge.Suit][2]int{bridge.Hearts: {4, 13}}},
		// opponents' calls
		{Auction: "1C 1H", Status: engine.Opponents, Sides: engine.SideNS},
		// relay steps, counted from the last bid
		{Auction: "P P 1C P 1D P 1H", Explanation: "minimum", HCP: enginetest.HCP(12, 13)},
		{Auction: "P P 1C P 1D P 1S", Explanation: "maximum"},
		// vulnerability, relative to our side
		{Auction: "2S", Explanation: "weak, non-vulnerable", Vul: bridge.EW},
		{Auction: "2S", Explanation: "sound, vulnerable", Vul: bridge.NS},
		{Auction: "P 2S", Explanation: "sound, vulnerable", Vul: bridge.EW},
		// patterns that bind; unchecked text
		{Auction: "3D", Explanation: "preempt", Lengths: map[bridge.Suit][2]int{bridge.Diamonds: {7, 13}, bridge.Clubs: {0, 6}}, HCP: enginetest.HCP(5, 10)},
		{Auction: "4D", Explanation: "some 7-card suit", Lengths: map[bridge.Suit][2]int{bridge.Diamonds: {0, 13}}},
		{Auction: "3N", Explanation: "gambling"},
		// the opponents open: passed hands
		{Auction: "1H X", Explanation: "takeout", HCP: enginetest.HCP(12, 37), Lengths: map[bridge.Suit][2]int{bridge.Hearts: {0, 3}}},
		{Auction: "P P P 1H X", Explanation: "takeout by a passed hand", Dealer: bridge.East, HCP: enginetest.HCP(8, 11)},
		{Auction: "1S 1N", Explanation: "strong, stopper in ♠"},
		// policy: undefined, missing, not covered
		{Auction: "1C P 2D", Status: engine.Undefined},
		{Auction: "1C P 2D P 3D", Status: engine.NotCovered},
		{Auction: "2S P 2N P 3C", Status: engine.NotCovered, Vul: bridge.NS},
		{Auction: "1C P 1D X XX", Status: engine.NotCovered},
		{Auction: "2C X", Status: engine.NotCovered},
		{Auction: "2C", Status: engine.Undefined},
		{Auction: "2C P 2D", Status: engine.NotCovered},
		// a pass no line gives is "nothing more to say", not undefined;
		// the side then leaves the tree without a report
		{Auction: "1C P 1H P P", Status: engine.Defined, Explanation: "pass: nothing more to say", Forcing: engine.ForcingNone, Alert: ef},
		{Auction: "1C P 1H P P 1S P", Status: engine.NotCovered},
	})
}

func TestVariant(t *testing.T) {
	enginetest.Run(t, small(t, "brown"), []enginetest.Case{{Auction: "2H", Explanation: "weak, 6+♥", Variant: "brown"}})
	enginetest.Run(t, small(t, "red"), []enginetest.Case{{Auction: "2H", Explanation: "Muiderberg", Variant: "red", Alert: enginetest.True}})
}

func TestNotCoveredReportedOnce(t *testing.T) {
	sys := small(t, "")
	ms := enginetest.Interpret(t, sys, enginetest.Case{Auction: "1C P 1D 2C X 3C 4C P 5C"})
	// 2C by E over 1C-1D is not in the tree: S's X is the first not-covered call
	want := []struct {
		st  engine.Status
		rep bool
	}{{engine.Defined, false}, {engine.Opponents, false}, {engine.Defined, false}, {engine.Opponents, false},
		{engine.NotCovered, true}, {engine.Opponents, false}, {engine.NotCovered, false}, {engine.Opponents, false}, {engine.NotCovered, false}}
	for i, w := range want {
		// with both sides playing, EW's own calls are EW's system: E/W open
		// nothing here, so their calls are interpreted by EW's walk
		if ms[i].Side == "opponents" {
			t.Fatalf("call %d: side %q with both sides playing", i, ms[i].Side)
		}
		if ms[i].Seat.Next()&1 == 0 && i%2 == 1 {
			continue
		}
		if i%2 == 0 && (ms[i].Status != w.st || ms[i].Reported != w.rep) {
			t.Errorf("call %d %s: status %s reported %t, want %s %t", i, ms[i].Call.Short(), ms[i].Status, ms[i].Reported, w.st, w.rep)
		}
	}
}

func TestChoices(t *testing.T) {
	sys := small(t, "")
	ms := sys.Choices(engine.Auction{Calls: enginetest.Calls(t, "1N P")}, engine.BothSides)
	var got []string
	for _, m := range ms {
		got = append(got, m.Call.Short())
	}
	want := []string{"2C", "2N", "3C", "4N"}
	if len(got) != len(want) {
		t.Fatalf("choices after 1N P: %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("choices after 1N P: %v, want %v", got, want)
		}
	}
	if ms[3].Explanation != "natural, invites 6N" {
		t.Errorf("4N after 1N: %q, want the overriding line", ms[3].Explanation)
	}
}

func TestWalk(t *testing.T) {
	sys := small(t, "")
	paths := map[string]engine.NodeInfo{}
	sys.Walk(func(p []string, n engine.NodeInfo) bool {
		key := ""
		for i, c := range p {
			if i > 0 {
				key += " "
			}
			key += c
		}
		if n.Conditions != "" {
			key += " [" + n.Conditions + "]"
		}
		paths[key] = n
		return true
	})
	for _, p := range []string{"1C (1H) 2H", "1N 4N", "1C 1N 3C 3D", "1C 1D 1S 2S 4N 5C"} {
		if _, ok := paths[p]; !ok {
			t.Errorf("walk has no path %q", p)
		}
	}
	if n := paths["1C 1D 1S 2S 4N 5C"]; n.Explanation != "0 or 3 key cards" || !strings.HasSuffix(n.Rule, "small-modules.mds:14") {
		t.Errorf("1C 1D 1S 2S 4N 5C: %+v", n)
	}
}
