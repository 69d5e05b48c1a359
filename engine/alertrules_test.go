package engine

import (
	"testing"

	"github.com/mdlint/mdlint/bridge"
)

// TestAlertRules checks the two alert regulations of docs/alert-policy.md
// on auctions of the embedded system: the last call's Alert under "bbo"
// (every conventional call, and the natural calls an opponent would not
// expect) and "wbf" (WBF Alerting Policy 1997/2002), and its kind
// (Meaning.Conventional), which the regulation does not change.
func TestAlertRules(t *testing.T) {
	cases := []struct {
		auction        string
		conv, bbo, wbf bool
		why            string
	}{
		{"1N P 2C", true, true, true, "Stayman (6.1 line 316): conventional, first round"},
		{"4C", true, true, true, "4♣ opening showing ♥ (line 1455): conventional on the first round"},
		{"1H 1S X", true, true, false, "negative double (10.4.2.1 line 885): WBF alerts no double"},
		{"1H P 2N P 3C P 4N", true, true, false, "RKCB (9.2 line 596) at the four level after the first round"},
		{"1C 1D 3H", false, true, true, "natural pre-emptive double jump shift (17.3.2 line 1047): a non-forcing jump shift response, alerted online too"},
		{"1C 1D 2H", false, false, false, "natural game-forcing jump shift (17.3.2 line 1047): forcing, not alerted"},
		{"2C P 2H", false, false, false, "natural new suit over a two-level opening (change log line 1422)"},
		{"1H P 1S", false, false, false, "natural forcing new suit (10.3 line 790)"},
		{"1N", false, true, false, "1NT opening 12-14 (line 1447): its range is self-announced online; WBF alerts no no-trump bid that suggests a balanced hand"},
		{"P P 1N", false, true, false, "3rd-hand 1NT opening 15-17 (line 1447): announced online, not at the table"},
		{"1H", false, true, true, "1♥ opening on 8-11 HCP (line 1445): lighter than an opening bid"},
		{"P 1S", false, true, true, "1♠ opening on 8-11 HCP (line 1446) in 2nd hand"},
		{"P P 1H", false, false, false, "3rd-hand 1♥ opening on 11-16 HCP (line 1445): the strength of an opening bid"},
		{"2C", false, true, true, "natural 2♣ opening on 8-11 HCP (line 1448): not the strong artificial 2♣"},
		{"P P 2C", false, true, true, "3rd-hand natural 2♣ opening on 11-16 HCP (line 1448)"},
		{"2D", false, false, false, "2♦ opening on 8-11 HCP with 5+♦ (line 1449): a weak two"},
		{"P P 2D", false, true, true, "3rd-hand 2♦ opening on 11-16 HCP (line 1449): stronger than a weak two"},
		// Responses of a strength an opponent would not expect of their name.
		{"1C P 1H", false, true, true, "1♣-1♥ on 8-11 as the 1♥ opening (17.1 line 993): a new-suit response that is not forcing"},
		{"1H 1S 2C", false, true, true, "1♥-(1♠)-2♣ natural, not forcing (10.4.2): a new suit by an unpassed hand that is not forcing"},
		{"1D 1H 2S", false, true, true, "1♦-(1♥)-2♠ jump shift on 3-5 HCP (17.3.2): a weak jump shift"},
		{"1N P 3H", false, true, true, "1NT-3♥ invitational with 6+♥ (6.2): a jump shift that is not forcing"},
		{"1D 2D 4C", false, true, false, "1♦-(2♦)-4♣ jump shift on 3-5 HCP: WBF alerts no natural call at the four level"},
		{"1N P 4H", false, false, false, "1NT-4♥ to play: a natural bid of game is a signoff an opponent expects"},
		{"1H P 2S", false, true, true, "1♥-2♠ natural signoff, 13- HCP (10.3 line 790): a jump shift that is not forcing"},
		// Raises, rebids and new suits later in the auction
		// (docs/alert-policy.md, "Natural calls that are alerted").
		{"1H P 3H", false, true, true, "pre-emptive jump raise, at most 10 HCP (10.1 line 731), the opponents silent: EBU alerts a pre-emptive jump raise in an uncontested auction"},
		{"1H 1S 3H", false, false, false, "pre-emptive jump raise over their overcall (10.4.2.2 line 895): in competition that is what an opponent expects"},
		{"1C P 1H P 3H", false, false, false, "opener's jump raise, minimal but interesting (10.5.1 line 945): the line states no HCP, so it is not judged"},
		{"1C P 1D P 1H P 2H", false, false, false, "single raise on 3+♥ of a 4+♥ suit (10.1 line 729): a raise on three cards is natural (EBU Blue Book: a suit bid is natural with 3+ cards)"},
		{"1H P 1N P 2C P 2H", false, false, false, "preference on exactly two cards (10.2 line 756): a preference is natural"},
		{"1D P 1H P 1S", false, true, true, "opener's 1♠ on 3+♠ (18.4.2 line 1143): a new major on three cards, where the ACBL's expected length is four"},
		{"1N 2C 3C P 3H", false, true, true, "3+♥ over their 2♣ and our 3♣ (6.6 line 512): a new major on three cards"},
		{"1H P 1S P 3C", false, true, true, "opener's jump shift rebid, maximum with 6+♣, not forcing (10.3 line 804): an opponent expects a jump shift to be forcing"},
		{"1S P 2S P 3H", false, false, false, "game try, ♥ suit or values, after the single raise (5.1 line 150): a fit is agreed, so a new suit is a try, not an offer to play"},
		// A suit shown by a transfer is neither a new suit nor raised
		// by its completion (the false alerts a length rule once gave).
		{"1N P 2D P 2H", false, false, false, "completion of the transfer to ♥ (6.3.2 line 442): the transfer's alert told the opponents"},
		{"1H P 2D P 2H", false, false, false, "opener's negative completion of the transfer raise (5.1.2 line 156): opener's own suit, not a raise"},
		{"1N P 2D P 2H P 3H", false, false, false, "responder's 3♥ after the completion, 6+♥ (6.3.2 line 446): the suit the transfer showed, neither new nor raised"},
	}
	for _, rules := range []string{"", AlertRulesBBO, AlertRulesWBF} {
		s, err := LoadEmbedded(Options{AlertRules: rules})
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range cases {
			calls, err := ParseCalls(c.auction)
			if err != nil {
				t.Fatal(err)
			}
			ms := s.Interpret(Auction{Dealer: bridge.North, Calls: calls}, BothSides)
			m := ms[len(ms)-1]
			if m.Status != Defined {
				t.Fatalf("%s: status %s, want defined", c.auction, m.Status)
			}
			want := c.bbo
			if rules == AlertRulesWBF {
				want = c.wbf
			}
			if m.Alert != want {
				t.Errorf("--alert-rules %q, %s: alert %t, want %t (%s)", rules, c.auction, m.Alert, want, c.why)
			}
			if m.Conventional != c.conv {
				t.Errorf("%s: conventional %t, want %t (%s)", c.auction, m.Conventional, c.conv, c.why)
			}
			// Choices gives the same answer for the same call.
			before := calls[:len(calls)-1]
			found := false
			for _, ch := range s.Choices(Auction{Dealer: bridge.North, Calls: before}, BothSides) {
				if ch.Call == m.Call && ch.Rule == m.Rule {
					found = true
					if ch.Alert != m.Alert {
						t.Errorf("--alert-rules %q, %s: Choices alert %t, Interpret %t", rules, c.auction, ch.Alert, m.Alert)
					}
				}
			}
			if !found && m.Call.IsBid() {
				t.Errorf("%s: Choices does not list %s", c.auction, m.Call)
			}
		}
	}
	if _, err := LoadEmbedded(Options{AlertRules: "acbl"}); err == nil {
		t.Error("alert rules acbl: no error")
	}
}

// TestNaturalAlertWhy: the reason a natural call is alerted, as lint's
// missing-alert names it (docs/alert-policy.md, "Natural calls that are
// alerted").
func TestNaturalAlertWhy(t *testing.T) {
	s, err := LoadEmbedded(Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		auction, bbo, wbf string
	}{
		{"1H", WhyLightOpening, WhyLightOpening},                // 8-11 (1445)
		{"2C", WhyTwoClubs, WhyTwoClubs},                        // natural 2♣ (1448)
		{"P P 2D", WhyTwoLevel, WhyTwoLevel},                    // 11-16 (1449)
		{"1N", WhyNTRange, ""},                                  // 12-14 (1447)
		{"1C P 1H", WhyNonForcingNewSuit, WhyNonForcingNewSuit}, // 8-11, not forcing (993)
		{"1D 1H 2S", WhyNonForcingJumpShift, WhyNonForcingJumpShift},
		{"1H P 1S", "", ""},                                              // natural and forcing (790)
		{"P P 1H", "", ""},                                               // 11-16: an opening bid's strength
		{"1N P 4H", "", ""},                                              // to play
		{"1N P 2C", "", ""},                                              // Stayman: conventional, alerted as such
		{"1H P 3H", WhyPreemptiveRaise, WhyPreemptiveRaise},              // 10- HCP (731)
		{"1D P 1H P 1S", WhyShortSuit, WhyShortSuit},                     // 3+♠ (1143)
		{"1H P 1S P 3C", WhyNonForcingJumpShift, WhyNonForcingJumpShift}, // not forcing (804)
		{"1C P 1D P 1H P 2H", "", ""},                                    // a raise on three cards (729)
		{"1S P 2S P 3H", "", ""},                                         // a try once the fit is agreed (150)
	} {
		calls, err := ParseCalls(c.auction)
		if err != nil {
			t.Fatal(err)
		}
		ms := s.Interpret(Auction{Dealer: bridge.North, Calls: calls}, BothSides)
		m := ms[len(ms)-1]
		before := calls[:len(calls)-1]
		sh := ShownBefore(ms[:len(ms)-1])
		if got := NaturalAlert(AlertRulesBBO, before, sh, &m); got != c.bbo {
			t.Errorf("bbo %s: %q, want %q", c.auction, got, c.bbo)
		}
		if got := NaturalAlert(AlertRulesWBF, before, sh, &m); got != c.wbf {
			t.Errorf("wbf %s: %q, want %q", c.auction, got, c.wbf)
		}
	}
}

// TestLaterBidKinds: the kinds of later natural bid the Magic D-light notes
// do not use, judged on meanings built here from their regulation's own
// examples: a forcing single raise of a natural one-of-a-suit opening
// (CBAI: a forcing raise; inverted minors), a forcing 1NT response (ACBL:
// announced), opener's forcing new-suit rebid after a one-level response
// (an opponent expects it not to be forcing), and what is not alerted
// beside them.
func TestLaterBidKinds(t *testing.T) {
	parse := func(s string) []bridge.Call {
		cs, err := ParseCalls(s)
		if err != nil {
			t.Fatal(err)
		}
		return cs
	}
	diamonds := Shown{Partner: [4]int8{bridge.Diamonds: 4}, PartnerBid: 1 << bridge.Diamonds, Known: true}
	spades := Shown{Partner: [4]int8{bridge.Spades: 5}, PartnerBid: 1 << bridge.Spades, Known: true}
	opener := Shown{Own: [4]int8{bridge.Hearts: 5}, OwnBid: 1 << bridge.Hearts, Known: true}
	for _, c := range []struct {
		name, before, call string
		sh                 Shown
		forcing            Forcing
		want               string
	}{
		{"inverted minor: 1♦-2♦ forcing", "1D P", "2D", diamonds, ForcingOneRound, WhyForcingRaise},
		{"1♦-2♦ not forcing", "1D P", "2D", diamonds, ForcingNone, ""},
		{"a forcing raise later in the auction", "1D P 1S P 2C P", "3D", diamonds, ForcingOneRound, ""},
		{"forcing 1NT response to 1♠", "1S P", "1N", spades, ForcingOneRound, WhyForcingNT},
		{"1NT response to 1♠ not forcing", "1S P", "1N", spades, ForcingNone, ""},
		{"forcing 2♣ rebid after 1♥-1NT", "1H P 1N P", "2C", opener, ForcingOneRound, WhyForcingRebid},
		{"a reverse may be forcing", "1H P 1N P", "2S", opener, ForcingOneRound, ""},
		{"earlier meanings unknown", "1D P", "2D", Shown{}, ForcingOneRound, ""},
	} {
		call := parse(c.call)[0]
		m := Meaning{Call: call, Side: "system", Status: Defined, Forcing: c.forcing, HCP: Range{0, 37}, Lengths: fullLengths()}
		for _, rules := range []string{AlertRulesBBO, AlertRulesWBF} {
			if got := NaturalAlert(rules, parse(c.before), c.sh, &m); got != c.want {
				t.Errorf("%s, %s: %q, want %q", c.name, rules, got, c.want)
			}
		}
	}
}
