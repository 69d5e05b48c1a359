package engine

import (
	"fmt"

	"github.com/mdlint/mdlint/bridge"
)

// checkAlertRules returns an error naming the accepted values when rules
// is not one of them.
func checkAlertRules(rules string) error {
	switch rules {
	case "", AlertRulesBBO, AlertRulesWBF:
		return nil
	}
	return fmt.Errorf("unknown alert rules %q (bbo or wbf)", rules)
}

// regulate sets Meaning.Alert of our side's defined calls by the system's
// alert regulation (docs/alert-policy.md). Under "bbo" Alert is the line's
// Conventional; under "wbf" (WBF Alerting Policy, 1997/2002) doubles and
// redoubles are not alerted, nor any call at the four level or higher
// after the first round of the auction, and a natural non-forcing jump
// shift response to an opening or overcall, or a natural non-forcing new
// suit response by an unpassed hand to a one-of-a-suit opening, is.
func (s *System) regulate(a Auction, out []Meaning) {
	if s.alertRules != AlertRulesWBF {
		return
	}
	for i := range out {
		regulateWBF(a.Calls[:i], &out[i])
	}
}

// regulateWBF applies the WBF policy to m, the call made after before
// (the earlier calls of the auction, from the dealer on).
func regulateWBF(before []bridge.Call, m *Meaning) {
	if m.Side != "system" || m.Status != Defined {
		return
	}
	c := m.Call
	switch {
	case c.Kind == bridge.Double || c.Kind == bridge.Redouble:
		m.Alert = false
	case c.IsBid() && c.Level >= 4 && len(before) >= 4:
		m.Alert = false
	case !m.Conventional && wbfNaturalResponse(before, c, m):
		m.Alert = true
	}
}

// wbfNaturalResponse reports whether c, natural and not forcing, is the
// caller's first bid, in a new suit, after partner's only bid (an opening
// or an overcall), and either a jump, or a one-step new suit by an unpassed
// hand over a one-of-a-suit opening (WBF Alerting Policy, "should be
// alerted" 3).
func wbfNaturalResponse(before []bridge.Call, c bridge.Call, m *Meaning) bool {
	if !c.IsBid() || c.Strain == bridge.NoTrump || m.Forcing != ForcingNone || m.Artificial {
		return false
	}
	n := len(before)
	var partnerBids []bridge.Call
	opened := -1 // index of the first bid of the auction
	callerPassed := false
	bid := map[bridge.Strain]bool{}
	last := -1
	for j, b := range before {
		if !b.IsBid() {
			if b.Kind == bridge.Pass && (n-j)%4 == 0 {
				callerPassed = true
			}
			continue
		}
		if opened < 0 {
			opened = j
		}
		if (n-j)%4 == 0 {
			return false // the caller has bid before: not a response
		}
		if (n-j)%4 == 2 {
			partnerBids = append(partnerBids, b)
		}
		bid[b.Strain] = true
		last = b.Rank()
	}
	if len(partnerBids) != 1 || bid[c.Strain] {
		return false
	}
	cheapest := last + 1
	for cheapest%5 != int(c.Strain) {
		cheapest++
	}
	if c.Rank() > cheapest {
		return true // a jump shift
	}
	p := partnerBids[0]
	partnerOpened := (n-opened)%4 == 2
	return partnerOpened && p.Level == 1 && p.Strain != bridge.NoTrump && !callerPassed
}
