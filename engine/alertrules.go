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
// alert regulation (docs/alert-policy.md).
func (s *System) regulate(a Auction, out []Meaning) {
	for i := range out {
		regulateCall(s.alertRules, a.Calls[:i], &out[i])
	}
}

// regulateCall applies regulation rules to m, the call made after before
// (the earlier calls of the auction, from the dealer on). Under "bbo"
// (BBO self-alerting) a conventional call is alerted, and so is a natural
// opening an opponent would not expect (NaturalAlert). Under "wbf" (WBF
// Alerting Policy, 1997/2002) doubles and redoubles are not alerted, nor
// any call at the four level or higher after the first round of the
// auction; a natural opening NaturalAlert names is, except the no-trump
// openings (the WBF policy alerts no no-trump bid that suggests a
// balanced hand), and so is a natural non-forcing jump shift response,
// or a natural non-forcing new suit by an unpassed hand over a
// one-of-a-suit opening (wbfNaturalResponse).
func regulateCall(rules string, before []bridge.Call, m *Meaning) {
	if m.Side != "system" || m.Status != Defined {
		return
	}
	c := m.Call
	if rules != AlertRulesWBF {
		if !m.Alert && c.IsBid() && NaturalAlert(AlertRulesBBO, before, m) != "" {
			m.Alert = true
		}
		return
	}
	switch {
	case c.Kind == bridge.Double || c.Kind == bridge.Redouble:
		m.Alert = false
	case c.IsBid() && c.Level >= 4 && len(before) >= 4:
		m.Alert = false
	case !m.Conventional && (NaturalAlert(AlertRulesWBF, before, m) != "" || wbfNaturalResponse(before, c, m)):
		m.Alert = true
	}
}

// Why NaturalAlert alerts a natural call.
const (
	// WhyLightOpening: a natural one-level suit opening that may hold
	// fewer than 11 HCP (ACBL Alert Procedure: partnerships that routinely
	// open with fewer than 11 HCP must tell the opponents).
	WhyLightOpening = "a natural one-level opening on fewer than 11 HCP"
	// WhyTwoClubs: a natural 2♣ opening (the 2♣ opening an opponent
	// expects is the strong artificial one).
	WhyTwoClubs = "a natural 2♣ opening, not the strong artificial one"
	// WhyTwoLevel: a natural two-level opening outside a weak two (at most
	// 11 HCP, 5+ cards: ACBL's expected length for a weak two-bid).
	WhyTwoLevel = "a natural two-level opening that is not a weak two"
	// WhyThreeLevel: a natural three-level opening outside a pre-empt (at
	// most 11 HCP, 6+ cards: ACBL's expected length for a weak three-bid).
	WhyThreeLevel = "a natural three-level opening that is not a pre-empt"
	// WhyNTRange: a 1NT opening, whose range ACBL and EBU have announced
	// and BBO players self-alert.
	WhyNTRange = "the 1NT opening's range is announced"
)

// NaturalAlert returns why m, a natural opening (Meaning.Conventional
// false; the first bid of the auction, made after before, the passes
// from the dealer on), is alerted all the same under regulation rules
// (AlertRulesBBO or AlertRulesWBF), as one of the Why constants, or ""
// when it is not: an opening whose strength or length an opponent would
// not expect of its name (docs/alert-policy.md, "Natural calls that are
// alerted"). The
// strength and lengths are the line's envelope (Meaning.HCP,
// Meaning.Lengths); a bound the line does not state is not judged.
func NaturalAlert(rules string, before []bridge.Call, m *Meaning) string {
	c := m.Call
	if m.Conventional || m.Artificial || !c.IsBid() {
		return ""
	}
	opening := true
	for _, b := range before {
		if b.Kind != bridge.Pass {
			opening = false
			break
		}
	}
	if !opening {
		return ""
	}
	if c.Strain == bridge.NoTrump {
		if c.Level == 1 && rules != AlertRulesWBF {
			return WhyNTRange
		}
		return ""
	}
	hcp, length := m.HCP, m.Lengths[c.Strain]
	hcpMin := hcp.Min > 0 && hcp.Min < 11
	hcpMax := func(n int) bool { return hcp.Max < 37 && hcp.Max > n }
	short := func(n int) bool { return (length.Min > 0 || length.Max < 13) && length.Min < n }
	switch c.Level {
	case 1:
		expect := 3 // a minor
		if c.Strain >= bridge.StrainHearts {
			expect = 4
		}
		if hcpMin || short(expect) {
			return WhyLightOpening
		}
	case 2:
		if c.Strain == bridge.StrainClubs {
			return WhyTwoClubs
		}
		if hcpMax(11) || short(5) {
			return WhyTwoLevel
		}
	case 3:
		if hcpMax(11) || short(6) {
			return WhyThreeLevel
		}
	}
	return ""
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
