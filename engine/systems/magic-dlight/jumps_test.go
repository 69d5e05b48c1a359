package magicdlight_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/enginetest"
)

// jumpOf returns how many levels call (level, strain 0-4 for ♣♦♥♠NT) is
// above the cheapest bid in its strain after the bid (lastLevel,
// lastStrain): 0 for the cheapest bid, 1 for a single jump.
func jumpOf(level, strain, lastLevel, lastStrain int) int {
	cheapest := lastLevel
	if strain <= lastStrain {
		cheapest++
	}
	return level - cheapest
}

var (
	concreteBid = regexp.MustCompile(`^\(?([1-7])([CDHSN])\)?$`)
	saysJump    = regexp.MustCompile(`\bjump (raise|cue-bid|to [45][♣♦])`)
	saysSimple  = regexp.MustCompile(`single raise|simple suit bid|cheapest cue-bid`)
)

// TestJumpWording reads every line of the system as a player reads the
// auction: a line whose explanation calls it a jump (a jump raise, a
// jump cue-bid, "jump to 4♣") must be a jump over the cheapest bid in its
// strain, and a line that calls itself a single raise or a simple suit
// bid must not be one (notes 10.4.2.2 lines 895, 899 and 901: over
// 1♥-(3♣) 4♣ is the cheapest cue-bid, over 1♥-(2♣) the jump cue-bid).
func TestJumpWording(t *testing.T) {
	strains := map[string]int{"C": 0, "D": 1, "H": 2, "S": 3, "N": 4}
	for _, variant := range []string{"brown", "red"} {
		sys := enginetest.Embedded(t, variant)
		checked := 0
		sys.Walk(func(path []string, m engine.NodeInfo) bool {
			if m.Opponents || len(path) < 2 {
				return true
			}
			me := concreteBid.FindStringSubmatch(path[len(path)-1])
			if me == nil {
				return true
			}
			lastLevel, lastStrain := -1, -1
			for _, c := range path[:len(path)-1] {
				if b := concreteBid.FindStringSubmatch(c); b != nil {
					lastLevel, lastStrain = int(b[1][0]-'0'), strains[b[2]]
				} else if c != "P" && c != "X" && c != "XX" && c != "(P)" && c != "(X)" && c != "(XX)" {
					lastLevel = -1 // a pattern: the last bid is not known
				}
			}
			if lastLevel < 0 {
				return true
			}
			e := strings.ToLower(m.Explanation)
			j := jumpOf(int(me[1][0]-'0'), strains[me[2]], lastLevel, lastStrain)
			switch {
			case saysJump.MatchString(e):
				checked++
				if j < 1 {
					t.Errorf("%s: %s (%s) says it is a jump, but it is the cheapest bid in its strain", strings.Join(path, " "), m.Explanation, m.Rule)
				}
			case saysSimple.MatchString(e):
				checked++
				if j >= 1 {
					t.Errorf("%s: %s (%s) says it is not a jump, but it is one", strings.Join(path, " "), m.Explanation, m.Rule)
				}
			}
			return true
		})
		if checked < 50 {
			t.Errorf("%s: only %d lines call themselves a jump or a single raise; the walk did not reach the system", variant, checked)
		}
	}
}

func TestJumpOf(t *testing.T) {
	for _, c := range []struct{ level, strain, lastLevel, lastStrain, want int }{
		{4, 0, 3, 0, 0}, // 1♥-(3♣)-4♣: the cheapest club bid (899)
		{4, 0, 2, 0, 1}, // 1♥-(2♣)-4♣: a jump cue-bid (901)
		{4, 1, 3, 0, 1}, // 1♥-(3♣)-4♦: a jump (901)
		{4, 0, 3, 1, 0}, // 1♥-(3♦)-4♣: the cheapest club bid, a new suit (881)
		{3, 0, 2, 3, 0}, // 1♠-(2♣)... 2♠-3♣
	} {
		if got := jumpOf(c.level, c.strain, c.lastLevel, c.lastStrain); got != c.want {
			t.Errorf("jumpOf(%d%d after %d%d) = %d, want %d", c.level, c.strain, c.lastLevel, c.lastStrain, got, c.want)
		}
	}
}
