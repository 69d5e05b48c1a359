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
	case !m.Conventional && c.IsBid() && c.Level < 4 && NaturalAlert(AlertRulesWBF, before, m) != "":
		// the WBF policy alerts no natural call at the four level or
		// higher, not even on the first round
		m.Alert = true
	}
}

// Regulate sets m.Alert, the alert of m, our side's defined call made
// after before (the earlier calls from the dealer on), by regulation rules
// ("", AlertRulesBBO or AlertRulesWBF), as the engine does for every
// meaning it returns (docs/alert-policy.md). It is for a line's meaning
// taken outside a replay (NodeInfo.Meaning, which carries the line's own
// flag): m.Call must be the call; m.Side and m.Status are set to our
// side's defined call.
func Regulate(rules string, before []bridge.Call, m *Meaning) {
	m.Side, m.Status = "system", Defined
	regulateCall(rules, before, m)
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
	// WhyNonForcingJumpShift: a natural jump shift response to partner's
	// only bid that is not forcing (WBF Alerting Policy; ACBL Alert
	// Pamphlet: a weak or invitational new suit must be alerted).
	WhyNonForcingJumpShift = "a natural jump shift that is not forcing"
	// WhyNonForcingNewSuit: a natural new-suit response by an unpassed
	// hand to partner's one-of-a-suit opening that is not forcing (WBF
	// Alerting Policy; ACBL Alert Procedure: a response to a one-level
	// opening that is not forcing).
	WhyNonForcingNewSuit = "a natural new-suit response that is not forcing"
)

// NaturalAlert returns why m, a natural bid of our side (Meaning.Conventional
// false) made after before (the earlier calls from the dealer on), is
// alerted all the same under regulation rules (AlertRulesBBO or
// AlertRulesWBF), as one of the Why constants, or "" when it is not: a
// call whose strength or length an opponent would not expect of its name
// (docs/alert-policy.md, "Natural calls that are alerted"). An opening is
// judged by its level and strain (WhyLightOpening ... WhyNTRange, the 1NT
// range under AlertRulesBBO only); a later bid when it is a response that
// is not forcing (WhyNonForcingJumpShift, WhyNonForcingNewSuit). The strength and lengths are the
// line's envelope (Meaning.HCP, Meaning.Lengths) and its forcing status; a
// bound the line does not state is not judged.
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
		return nonForcingResponse(before, c, m)
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

// nonForcingResponse returns why c, natural and not forcing, is alerted
// as a response: WhyNonForcingJumpShift when it is the caller's first bid,
// in a new suit, a jump, after partner's only bid (an opening or an
// overcall); WhyNonForcingNewSuit when it is such a bid without a jump by
// an unpassed hand over partner's one-of-a-suit opening (WBF Alerting
// Policy, "should be alerted" 3); "" otherwise, and for a bid of game or
// higher (4♥, 4♠, five of a minor), a signoff an opponent expects.
func nonForcingResponse(before []bridge.Call, c bridge.Call, m *Meaning) string {
	switch {
	case c.Level >= 5 || (c.Level == 4 && c.Strain >= bridge.StrainHearts):
		return "" // a natural bid of game is a signoff an opponent expects
	case !wbfNaturalResponse(before, c, m):
		return ""
	case isJump(before, c):
		return WhyNonForcingJumpShift
	}
	return WhyNonForcingNewSuit
}

// isJump reports whether bid c skips a level: it is above the cheapest
// bid in its strain after before.
func isJump(before []bridge.Call, c bridge.Call) bool {
	last := -1
	for _, b := range before {
		if b.IsBid() {
			last = b.Rank()
		}
	}
	cheapest := last + 1
	for cheapest%5 != int(c.Strain) {
		cheapest++
	}
	return c.Rank() > cheapest
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
