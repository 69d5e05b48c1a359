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
	var held [4][4]int8
	var bid [4]uint8
	for i := range out {
		seat := i & 3 // relative to the dealer: only partnership matters
		sh := Shown{Own: held[seat], Partner: held[seat^2], OwnBid: bid[seat], PartnerBid: bid[seat^2], Known: true}
		regulateCall(s.alertRules, a.Calls[:i], sh, &out[i])
		addShown(&held[seat], &bid[seat], &out[i])
	}
}

// Shown is what the earlier calls of the caller's side showed of the
// suits, as the alert regulation reads a raise or a new suit
// (docs/alert-policy.md): Own[s] and Partner[s] are the least lengths in
// suit s (indexed by bridge.Suit) that the caller's and partner's earlier
// calls of the system promised, 0 when none (a transfer shows the suit it
// transfers to, a balanced 1NT two cards of each suit); OwnBid and
// PartnerBid hold a bit (1 << bridge.Suit) for each suit the caller and
// partner have bid with a natural meaning (a bid of partner's suit raises
// it; a suit in both is an agreed fit). Known is false when the earlier
// meanings were not at hand: raises and new suits are then not judged.
type Shown struct {
	Own, Partner       [4]int8
	OwnBid, PartnerBid uint8
	Known              bool
}

// ShownBefore returns the Shown of the next call after the calls whose
// meanings are earlier (one per call, from the dealer on; the opponents'
// and undefined calls count for nothing).
func ShownBefore(earlier []Meaning) Shown {
	sh := Shown{Known: true}
	n := len(earlier)
	for j := range earlier {
		switch (n - j) % 4 {
		case 0:
			addShown(&sh.Own, &sh.OwnBid, &earlier[j])
		case 2:
			addShown(&sh.Partner, &sh.PartnerBid, &earlier[j])
		}
	}
	return sh
}

// addShown adds what m, a call of one player, shows of the suits to that
// player's least lengths held and natural suit bids bid.
func addShown(held *[4]int8, bid *uint8, m *Meaning) {
	if m.Side != "system" || m.Status != Defined {
		return
	}
	for s, r := range m.Lengths {
		if int8(r.Min) > held[s] {
			held[s] = int8(r.Min)
		}
	}
	if c := m.Call; c.IsBid() && c.Strain != bridge.NoTrump && !m.Artificial && !m.Transfer {
		*bid |= 1 << c.Strain
	}
}

// regulateCall applies regulation rules to m, the call made after before
// (the earlier calls of the auction, from the dealer on), whose side had
// shown sh. Under "bbo" (BBO self-alerting) a conventional call is
// alerted, and so is a natural call an opponent would not expect
// (NaturalAlert: openings, responses, raises, rebids, new suits). Under
// "wbf" (WBF Alerting Policy, 1997/2002) doubles and redoubles are not
// alerted, nor any call at the four level or higher after the first round
// of the auction; a natural call NaturalAlert names is, below the four
// level, except the no-trump openings (the WBF policy alerts no no-trump
// bid that suggests a balanced hand).
func regulateCall(rules string, before []bridge.Call, sh Shown, m *Meaning) {
	if m.Side != "system" || m.Status != Defined {
		return
	}
	c := m.Call
	if rules != AlertRulesWBF {
		if !m.Alert && c.IsBid() && NaturalAlert(AlertRulesBBO, before, sh, m) != "" {
			m.Alert = true
		}
		return
	}
	switch {
	case c.Kind == bridge.Double || c.Kind == bridge.Redouble:
		m.Alert = false
	case c.IsBid() && c.Level >= 4 && len(before) >= 4:
		m.Alert = false
	case !m.Conventional && c.IsBid() && c.Level < 4 && NaturalAlert(AlertRulesWBF, before, sh, m) != "":
		// the WBF policy alerts no natural call at the four level or
		// higher, not even on the first round
		m.Alert = true
	}
}

// Regulate sets m.Alert, the alert of m, our side's defined call made
// after before (the earlier calls from the dealer on), by regulation rules
// ("", AlertRulesBBO or AlertRulesWBF), as the engine does for every
// meaning it returns (docs/alert-policy.md); sh is what the side's
// earlier calls showed (ShownBefore). It is for a line's meaning taken
// outside a replay (NodeInfo.Meaning, which carries the line's own flag):
// m.Call must be the call; m.Side and m.Status are set to our side's
// defined call.
func Regulate(rules string, before []bridge.Call, sh Shown, m *Meaning) {
	m.Side, m.Status = "system", Defined
	regulateCall(rules, before, sh, m)
}

// Why NaturalAlert alerts a natural call.
const (
	// WhyLightOpening: a natural one-level suit opening that may hold
	// fewer than 11 HCP, or fewer than 3 cards in a minor or 4 in a major
	// (ACBL Alert Procedure: partnerships that routinely open with fewer
	// than 11 HCP must tell the opponents). "May": the line's range
	// reaches below 11 (8-11 does), it need not lie wholly below it.
	WhyLightOpening = "a natural one-level opening that may hold fewer than 11 HCP or a short suit"
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
	// WhyForcingRaise: a single raise of a suit partner bid naturally
	// that is forcing (CBAI alerting regulations: a forcing raise of a
	// natural opening of one of a suit; ACBL Alert Pamphlet: a strong bid
	// that sounds weak).
	WhyForcingRaise = "a single raise that is forcing"
	// WhyPreemptiveRaise: a jump raise of a suit partner bid naturally,
	// below game, while the opponents have only passed, that is neither
	// invitational nor forcing (EBU: a pre-emptive jump raise in an
	// uncontested auction; ACBL Alert Pamphlet: a weak bid that sounds
	// strong).
	WhyPreemptiveRaise = "a pre-emptive jump raise in an uncontested auction"
	// WhyForcingNT: a 1NT response to partner's natural one-of-a-suit
	// opening that is forcing (ACBL Alert Procedure: the forcing and
	// semi-forcing 1NT responses are announced).
	WhyForcingNT = "a 1NT response that is forcing"
	// WhyForcingRebid: opener's rebid in a new suit after a one-level
	// response, neither a jump nor a reverse, that is forcing (an opponent
	// expects it not to be; ACBL Alert Pamphlet: a strong bid that sounds
	// weak).
	WhyForcingRebid = "a new-suit rebid that is forcing"
	// WhyShortSuit: a natural bid in a suit no one has named and the side
	// has not shown that may hold fewer than three cards in a minor or
	// four in a major (an overcall: four at the one level, five higher):
	// the ACBL's expected lengths for opening bids, rebids, responses and
	// overcalls; the EBU Blue Book counts a minor bid natural with 3+ cards.
	WhyShortSuit = "a natural new suit that may be shorter than an opponent expects"
)

// NaturalAlert returns why m, a natural bid of our side (Meaning.Conventional
// false) made after before (the earlier calls from the dealer on), is
// alerted all the same under regulation rules (AlertRulesBBO or
// AlertRulesWBF), as one of the Why constants, or "" when it is not: a
// call whose strength or length an opponent would not expect of its name
// (docs/alert-policy.md, "Natural calls that are alerted"). An opening is
// judged by its level and strain (WhyLightOpening ... WhyNTRange, the 1NT
// range under AlertRulesBBO only); a later bid when it is a response that
// is not forcing (WhyNonForcingJumpShift, WhyNonForcingNewSuit), and,
// from sh (what the side's earlier calls showed; ShownBefore), when it is
// a raise, a 1NT response, an opener's rebid or a new suit of unexpected
// strength or length (WhyForcingRaise ... WhyShortSuit). The strength and
// lengths are the line's envelope (Meaning.HCP, Meaning.Lengths) and its
// forcing status; a bound the line does not state is not judged.
func NaturalAlert(rules string, before []bridge.Call, sh Shown, m *Meaning) string {
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
		if why := nonForcingResponse(before, c, m); why != "" {
			return why
		}
		return laterBid(before, sh, c, m)
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
	return c.Rank() > cheapestRank(before, c.Strain)
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

// laterBid returns why c, a natural bid of our side after the opening
// round has begun, is alerted by what the side's earlier calls showed
// (sh): a raise of a suit partner bid naturally that is forcing at the
// cheapest level (WhyForcingRaise) or a pre-emptive jump raise in an
// uncontested auction (WhyPreemptiveRaise); a forcing 1NT response to a
// natural one-of-a-suit opening (WhyForcingNT); opener's rebid in a new
// suit after a one-level response that is a jump and not forcing
// (WhyNonForcingJumpShift) or neither a jump nor a reverse and forcing
// (WhyForcingRebid); a bid in a new suit on fewer cards than an opponent
// expects (WhyShortSuit). "" otherwise, and for a bid of game or higher
// (3NT, 4♥, 4♠, five of a minor). A raise on three cards and a preference
// on two are natural: the expected length of a raise is support, which
// the regulations do not fix (docs/alert-policy.md).
func laterBid(before []bridge.Call, sh Shown, c bridge.Call, m *Meaning) string {
	if !sh.Known || c.Level >= 5 || (c.Level == 4 && c.Strain >= bridge.StrainHearts) || (c.Level == 3 && c.Strain == bridge.NoTrump) {
		return ""
	}
	n := len(before)
	var own, partner []bridge.Call // the caller's and partner's bids
	var named [5]bool
	contested, opened, partnerOpened, callerOpened := false, false, false, false
	for j, b := range before {
		rel := (n - j) % 4 // 0: the caller, 2: partner, 1 and 3: an opponent
		if rel%2 == 1 && b.Kind != bridge.Pass {
			contested = true
		}
		if !b.IsBid() {
			continue
		}
		if !opened {
			opened, partnerOpened, callerOpened = true, rel == 2, rel == 0
		}
		named[b.Strain] = true
		switch rel {
		case 0:
			own = append(own, b)
		case 2:
			partner = append(partner, b)
		}
	}
	forcing := m.Forcing == ForcingOneRound || m.Forcing == ForcingGame
	cheapest := cheapestRank(before, c.Strain)
	if c.Strain == bridge.NoTrump {
		p := bridge.Call{}
		if len(partner) == 1 {
			p = partner[0]
		}
		if c.Level == 1 && len(own) == 0 && partnerOpened && p.Level == 1 && p.Strain != bridge.NoTrump &&
			sh.PartnerBid&(1<<p.Strain) != 0 && forcing {
			return WhyForcingNT
		}
		return ""
	}
	s := c.Strain.Suit()
	if sh.PartnerBid&(1<<s) != 0 && sh.Own[s] == 0 {
		response := len(own) == 0 && partnerOpened && len(partner) == 1 && partner[0].Level == 1
		switch {
		case c.Rank() == cheapest && forcing && response:
			// a forcing raise of a one-level opening: later in the
			// auction a raise is forcing as often as not
			return WhyForcingRaise
		case c.Rank() == cheapest+5 && !contested && m.Forcing == ForcingNone && m.Strength != "invitational" &&
			m.HCP.Max <= 10:
			// at most 10 HCP: too weak for a limit raise, so
			// pre-emptive; a line with no HCP bound is not judged
			return WhyPreemptiveRaise
		}
		return ""
	}
	if named[c.Strain] || sh.Own[s] >= 3 || sh.Partner[s] >= 3 {
		return "" // not a new suit
	}
	if sh.OwnBid&sh.PartnerBid != 0 {
		// a fit is agreed (both have bid a suit naturally): a new suit
		// is a try or a control-bid, not an offer to play there, and the
		// expected lengths do not apply
		return ""
	}
	if callerOpened && len(own) == 1 && len(partner) == 1 && partner[0].Level == 1 {
		first := own[0]
		switch {
		case c.Rank() > cheapest && m.Forcing == ForcingNone:
			return WhyNonForcingJumpShift
		case c.Rank() == cheapest && forcing && first.Strain != bridge.NoTrump && sh.Own[first.Strain.Suit()] >= 3 &&
			(c.Level == 1 || (c.Level == 2 && c.Strain < first.Strain)):
			return WhyForcingRebid
		}
	}
	length := m.Lengths[s]
	expect := 3
	if s.IsMajor() {
		expect = 4
	}
	if opened && !partnerOpened && !callerOpened && len(own) == 0 && len(partner) == 0 {
		// an overcall: ACBL's expected length is four at the one level,
		// five higher
		expect = 4
		if c.Level > 1 {
			expect = 5
		}
	}
	if (length.Min > 0 || length.Max < 13) && length.Min < expect {
		return WhyShortSuit
	}
	return ""
}

// cheapestRank returns the rank (bridge.Call.Rank) of the cheapest bid in
// strain st after before.
func cheapestRank(before []bridge.Call, st bridge.Strain) int {
	last := -1
	for _, b := range before {
		if b.IsBid() {
			last = b.Rank()
		}
	}
	r := last + 1
	for r%5 != int(st) {
		r++
	}
	return r
}
