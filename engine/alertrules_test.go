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
		{"1H P 1S", "", ""}, // natural and forcing (790)
		{"P P 1H", "", ""},  // 11-16: an opening bid's strength
		{"1N P 4H", "", ""}, // to play
		{"1N P 2C", "", ""}, // Stayman: conventional, alerted as such
	} {
		calls, err := ParseCalls(c.auction)
		if err != nil {
			t.Fatal(err)
		}
		ms := s.Interpret(Auction{Dealer: bridge.North, Calls: calls}, BothSides)
		m := ms[len(ms)-1]
		before := calls[:len(calls)-1]
		if got := NaturalAlert(AlertRulesBBO, before, &m); got != c.bbo {
			t.Errorf("bbo %s: %q, want %q", c.auction, got, c.bbo)
		}
		if got := NaturalAlert(AlertRulesWBF, before, &m); got != c.wbf {
			t.Errorf("wbf %s: %q, want %q", c.auction, got, c.wbf)
		}
	}
}
