package check

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/mdlint/mdlint/engine"
)

// scenario is one context a line may be used in: the position (1-4) of our
// side's first non-pass call, the vulnerability of our side and theirs, and
// whether the opponents have made a non-pass call (language section 6).
type scenario struct {
	seat      int
	we, they  bool
	competing bool
}

// condHolds evaluates one `when` condition as the engine reports it in
// NodeInfo.Conditions ("seat 1-2", "not competitive", "vul fav"). known is
// false for conditions the scenario does not decide (passed,
// partner-passed, module parameters): those are taken as able to hold.
func condHolds(c string, s scenario) (holds, known bool) {
	c = strings.TrimSpace(c)
	neg := false
	if rest, ok := strings.CutPrefix(c, "not "); ok {
		neg, c = true, strings.TrimSpace(rest)
	}
	name, arg, _ := strings.Cut(c, " ")
	arg = strings.TrimSpace(arg)
	switch name {
	case "seat":
		holds, known = seatIn(arg, s.seat)
	case "vul":
		known = true
		switch arg {
		case "nv":
			holds = !s.we
		case "v":
			holds = s.we
		case "none":
			holds = !s.we && !s.they
		case "we", "unfav":
			holds = s.we && !s.they
		case "they", "fav":
			holds = !s.we && s.they
		case "both":
			holds = s.we && s.they
		default:
			known = false
		}
	case "competitive":
		holds, known = s.competing, true
	default:
		return true, false
	}
	if !known {
		return true, false
	}
	return holds != neg, true
}

// seatIn reads "1-2", "3", "3-4" or "1,3" and reports whether seat is in it.
func seatIn(arg string, seat int) (bool, bool) {
	for _, part := range strings.Split(arg, ",") {
		lo, hi, isRange := strings.Cut(strings.TrimSpace(part), "-")
		a, err := strconv.Atoi(lo)
		if err != nil {
			return true, false
		}
		b := a
		if isRange {
			if b, err = strconv.Atoi(hi); err != nil {
				return true, false
			}
		}
		if seat >= a && seat <= b {
			return true, true
		}
	}
	return false, true
}

// condsHold reports whether every condition of a line's Conditions string
// can hold in s.
func condsHold(conds string, s scenario) bool {
	if conds == "" {
		return true
	}
	for _, c := range strings.Split(conds, ",") {
		if h, _ := condHolds(c, s); !h {
			return false
		}
	}
	return true
}

func allScenarios(seats []int) []scenario {
	var out []scenario
	for _, seat := range seats {
		for _, we := range []bool{false, true} {
			for _, they := range []bool{false, true} {
				for _, comp := range []bool{false, true} {
					out = append(out, scenario{seat, we, they, comp})
				}
			}
		}
	}
	return out
}

// conditionsCompatible reports whether two lines' conditions can hold at
// the same time.
func conditionsCompatible(a, b string) bool {
	if a == "" || b == "" || a == b {
		return true
	}
	for _, s := range allScenarios([]int{1, 2, 3, 4}) {
		if condsHold(a, s) && condsHold(b, s) {
			return true
		}
	}
	return false
}

// feasible reports whether some scenario lets every line of our side in
// stack hold its conditions. Whether the opponents have competed is read
// from the path: a line after an opponent's non-pass call is in a
// competitive auction, one after only their passes (or none) is not; "(_)"
// leaves both open.
func feasible(stack []engine.NodeInfo) bool {
	seats := []int{1, 2, 3, 4}
	if len(stack) > 0 && stack[0].Opponents {
		seats = []int{2, 3, 4}
	}
	for _, s := range allScenarios(seats) {
		if s.competing {
			continue // competing is decided per line below
		}
		ok := true
		comp, maybe := false, false
		for _, m := range stack {
			if m.Opponents {
				switch m.Call {
				case "(P)":
				case "(_)":
					maybe = true
				default:
					comp = true
				}
				continue
			}
			t := s
			t.competing = comp
			h := condsHold(m.Conditions, t)
			if !h && maybe && !comp {
				t.competing = true
				h = condsHold(m.Conditions, t)
			}
			if !h {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// checkConditions records whether the last line of stack can hold its
// conditions where it stands (when its ancestors can); Static reports the
// lines that can hold them nowhere.
func checkConditions(fs *findingSet, stack []engine.NodeInfo, path string) {
	last := stack[len(stack)-1]
	if last.Conditions == "" || !feasible(stack[:len(stack)-1]) {
		return
	}
	ok := feasible(stack)
	fs.maybe("unreachable", last.Rule, ok, func() Finding {
		return Finding{Kind: "unreachable", Severity: SevWarning, Rule: last.Rule, Path: path,
			Message: fmt.Sprintf("%s (when %s) can never be reached: its conditions contradict the auction or the lines above it wherever it is mounted", last.Call, last.Conditions)}
	})
}
