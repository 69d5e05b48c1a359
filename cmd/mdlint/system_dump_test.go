package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
)

// pathAuction rebuilds the auction a dump line's path stands for, from the
// whole path at once (not incrementally, as legalStack does): an
// opponent's pass between two calls of our side and ours between two of
// theirs, two passes before a "seat 3-4" opening, a step "+n" n bids above
// the last bid. decided is false when the path holds "(_)" (any call),
// which no single auction stands for; legal is false when a step has no
// bid (before any bid, or above 7NT) or the auction breaks the Laws.
func pathAuction(path, conds []string) (a bridge.Auction, legal, decided bool) {
	if len(conds) > 0 && (strings.Contains(conds[0], "seat 3") || strings.Contains(conds[0], "seat 4")) {
		a.Calls = []bridge.Call{bridge.PassCall, bridge.PassCall}
	}
	for i, p := range path {
		opp := strings.HasPrefix(p, "(")
		if i > 0 && opp == strings.HasPrefix(path[i-1], "(") {
			a.Calls = append(a.Calls, bridge.PassCall)
		}
		label := strings.Trim(p, "()")
		var c bridge.Call
		switch {
		case label == "_":
			return a, false, false
		case strings.HasPrefix(label, "+"):
			var n int
			if _, err := fmt.Sscanf(label, "+%d", &n); err != nil {
				panic(fmt.Sprintf("dump path %v: %v", path, err))
			}
			last, j := a.LastBid()
			if j < 0 || last.Rank()+n > 34 {
				return a, false, true
			}
			c = bridge.BidOfRank(last.Rank() + n)
		default:
			var err error
			if c, err = bridge.ParseCall(label); err != nil {
				panic(fmt.Sprintf("dump path %v: %v", path, err))
			}
		}
		a.Calls = append(a.Calls, c)
	}
	return a, a.Legal() == nil, true
}

// lineLegal reports whether the dump line's auction is legal; decided is
// false for a path through "(_)".
func lineLegal(l dumpLine) (legal, decided bool) {
	_, legal, decided = pathAuction(l.Path, l.Conditions)
	return legal, decided
}

// TestSystemDumpLegal: system dump lists only lines a legal auction
// reaches (1♣-1♦-(1♥)-P-X-(1♣) under a 1C..7N range is an insufficient bid
// and is gone), and loses none: every legal line of the full walk is
// still there, and so are the lines of a shared module first reached
// below an illegal path (before, those were listed only below that path,
// and the legal path said "continues as after" it).
func TestSystemDumpLegal(t *testing.T) {
	sys, err := engine.LoadEmbedded(engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	all := dumpLines(sys, "", false)
	pruned := dumpLines(sys, "", true)
	key := func(l dumpLine) string { return l.key }
	got := map[string]dumpLine{}
	for _, l := range pruned {
		got[key(l)] = l
		if legal, decided := lineLegal(l); decided && !legal {
			t.Errorf("dumped line is no legal auction: %s", l.key)
		}
	}
	illegalFirst := map[string]bool{} // paths of the full walk that are not legal
	var legalBefore, illegalBefore, undecided, seeAlsoIllegal int
	legalKeys := map[string]bool{}
	reopened := map[string]bool{} // legal paths that continued as after an illegal one
	for _, l := range all {
		legal, decided := lineLegal(l)
		switch {
		case !decided:
			undecided++
		case legal:
			legalBefore++
			legalKeys[key(l)] = true
			if _, ok := got[key(l)]; !ok {
				t.Errorf("legal line lost: %s", l.key)
			}
		default:
			illegalBefore++
			illegalFirst[strings.Join(l.Path, " ")] = true
		}
	}
	for _, l := range all {
		if l.SeeAlso != "" && illegalFirst[l.SeeAlso] {
			if legal, decided := lineLegal(l); decided && legal {
				seeAlsoIllegal++
				reopened[strings.Join(l.Path, " ")] = true
				// the legal path now carries the shared lines itself
				if g, ok := got[key(l)]; !ok || g.SeeAlso == l.SeeAlso {
					t.Errorf("%s still continues as after the illegal %s", l.key, l.SeeAlso)
				}
			}
		}
	}
	// every line the full walk did not list as legal lies below one of
	// those paths, or passes through "(_)"
	var extra, extraUndecided int
	for _, l := range pruned {
		legal, decided := lineLegal(l)
		if !decided {
			extraUndecided++
			continue
		}
		if _, ok := legalKeys[key(l)]; ok || !legal {
			continue
		}
		extra++
		below := false
		for i := 1; i < len(l.Path); i++ {
			if reopened[strings.Join(l.Path[:i], " ")] {
				below = true
				break
			}
		}
		if !below {
			t.Errorf("new line not below a path that continued as after an illegal one: %s", l.key)
		}
	}
	if illegalBefore == 0 {
		t.Fatalf("the full walk holds no illegal line: the test no longer tests the pruning")
	}
	if seeAlsoIllegal == 0 {
		t.Errorf("no legal line continued as after an illegal one in the full walk: the shared-subtree case is not exercised")
	}
	t.Logf("full walk %d lines: %d legal, %d not legal, %d through (_); dump %d lines: the %d legal, %d through (_), and %d lines below the %d legal paths that continued as after an illegal one",
		len(all), legalBefore, illegalBefore, undecided, len(pruned), legalBefore, extraUndecided, extra, seeAlsoIllegal)
}
