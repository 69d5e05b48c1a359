package magicdlight_test

import (
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/mdlint/mdlint/engine"
)

// alertKind is one kind of call of docs/alert-policy.md, recognised on a
// compiled line by its call and explanation, with the alert it must get.
type alertKind struct {
	name    string
	match   func(n engine.NodeInfo) bool
	alerted bool
}

var (
	penaltyWords  = regexp.MustCompile(`(?i)penalt|business|to play|suggests playing here`)
	takeoutWords  = regexp.MustCompile(`(?i)take-?out|negative|support|optional|reopening|re-raise|values|asks|shows|control|key cards|game-forcing`)
	missingMethod = regexp.MustCompile(`(?i)missing|defensive methods`)
	supportNT     = regexp.MustCompile(`(?i)support|raise`)
	denial        = regexp.MustCompile(`(?i)\bno\b|without|not |denies`)
)

func isDouble(n engine.NodeInfo) bool { return n.Call == "X" || n.Call == "XX" }
func isNT(n engine.NodeInfo) bool     { return len(n.Call) == 2 && n.Call[1] == 'N' }

// alertKinds lists the kinds the policy names, each with the line of the
// notes or the table it comes from in its name.
var alertKinds = []alertKind{
	{"penalty double or business redouble (not alerted)", func(n engine.NodeInfo) bool {
		return isDouble(n) && penaltyWords.MatchString(n.Explanation) && !takeoutWords.MatchString(n.Explanation)
	}, false},
	{"double or redouble not for penalties (alerted)", func(n engine.NodeInfo) bool {
		return isDouble(n) && !penaltyWords.MatchString(n.Explanation) && !missingMethod.MatchString(n.Explanation)
	}, true},
	{"completion of a transfer (not alerted)", func(n engine.NodeInfo) bool {
		return strings.HasPrefix(n.Explanation, "completes the transfer") && !strings.Contains(n.Explanation, "trumps")
	}, false},
	{"pass or correct (alerted)", func(n engine.NodeInfo) bool {
		return strings.HasPrefix(n.Explanation, "pass or correct")
	}, true},
	{"support-showing no-trump bid (alerted)", func(n engine.NodeInfo) bool {
		return isNT(n) && supportNT.MatchString(n.Explanation) && !denial.MatchString(n.Explanation) && !strings.Contains(n.Explanation, "natural")
	}, true},
	{"natural or a stopper (alerted)", func(n engine.NodeInfo) bool {
		return strings.Contains(n.Explanation, "or a stopper") || strings.Contains(n.Explanation, "or showing a stopper")
	}, true},
	{"two-suited opening, second suit unknown (alerted; Brown 1450-1452, Red 1461-1463)", func(n engine.NodeInfo) bool {
		return len(n.Path) == 1 && (n.Call == "2H" || n.Call == "2S" || n.Call == "2N")
	}, true},
	{"answer to a queen or king ask (alerted; 9.2.4 line 626-642)", func(n engine.NodeInfo) bool {
		return strings.Contains(n.Explanation, "trump queen") || strings.Contains(n.Explanation, "king to show") || n.Explanation == "does not hold it"
	}, true},
	{"fourth suit forcing (alerted; 10.3.1 line 808, 837)", func(n engine.NodeInfo) bool {
		return strings.Contains(n.Explanation, "fourth suit forcing")
	}, true},
}

// TestAlertPolicy checks docs/alert-policy.md on every line of both
// variants: each kind of call gets the same alert in every chapter.
func TestAlertPolicy(t *testing.T) {
	for _, v := range []string{"brown", "red"} {
		s, err := engine.LoadEmbedded(engine.Options{Variant: v})
		if err != nil {
			t.Fatal(err)
		}
		count := make([]int, len(alertKinds))
		var bad []string
		s.Nodes(func(n engine.NodeInfo, _ []engine.NodeInfo) bool {
			if n.ID == 0 || n.Opponents || n.Policy == "missing" {
				return true
			}
			for i, k := range alertKinds {
				if !k.match(n) {
					continue
				}
				count[i]++
				if n.Meaning.Conventional != k.alerted {
					bad = append(bad, v+": "+n.Rule+" "+n.Call+" "+n.Explanation+": "+k.name)
				}
			}
			return true
		})
		sort.Strings(bad)
		for _, b := range bad {
			t.Error(b)
		}
		for i, k := range alertKinds {
			if count[i] == 0 {
				t.Errorf("%s: no line of kind %q: the kind's pattern is stale", v, k.name)
			}
			t.Logf("%s: %d lines: %s", v, count[i], k.name)
		}
	}
}
