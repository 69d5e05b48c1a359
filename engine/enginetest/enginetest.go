// Package enginetest is the table-driven test harness for system files.
//
// A system writer tests the lines they wrote by listing auctions and what
// the LAST call of each must mean:
//
//	func TestOneClub(t *testing.T) {
//		sys := enginetest.Embedded(t, "brown")
//		enginetest.Run(t, sys, []enginetest.Case{
//			{Auction: "1C", Explanation: "12-16", HCP: enginetest.HCP(12, 17), Line: 1443,
//				Alert: enginetest.True, Forcing: engine.ForcingOneRound},
//			{Auction: "P P 1C", Explanation: "12-14 balanced", HCP: enginetest.HCP(12, 16)},
//			{Auction: "1C P 1D", Explanation: "0-7", Status: engine.Defined},
//			{Auction: "1C (1H) X", Dealer: bridge.South, Vul: bridge.Both},
//		})
//	}
//
// Auctions are space-separated calls from the dealer (default North):
// "1C P 1D", "1♣ p 1♦", "1N X XX"; opponents' calls may be written in
// parentheses for readability ("1C (1H) X"), the parentheses are ignored.
// Sides defaults to both sides playing the system. Every field left at its
// zero value is not checked, except Status, which defaults to "defined".
//
// To test a constraint at its edges, take the meaning and check hands just
// inside and just outside it:
//
//	m := enginetest.Last(t, sys, enginetest.Case{Auction: "1H"})
//	enginetest.CheckHand(t, m, "K5.AQ762.J84.973", true)  // 10 HCP, 5 hearts
//	enginetest.CheckHand(t, m, "K5.AQ762.KJ4.973", false) // 13 HCP: too strong
//
// Hands are PBN "spades.hearts.diamonds.clubs" ("AK7.QJ2.T98.5432").
package enginetest

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
)

// Case is one auction and what its last call must mean.
type Case struct {
	Name    string               // subtest name; the auction when ""
	Auction string               // calls from the dealer: "1C P 1D", "P P 1H", "1N (X) XX"
	Dealer  bridge.Seat          // default North
	Vul     bridge.Vulnerability // default None
	Variant string               // "brown" or "red"; must match the system's variant when set
	Sides   engine.Sides         // default BothSides

	Explanation string                 // substring the explanation must contain ("" = not checked)
	HCP         *[2]int                // envelope HCP min, max (nil = not checked)
	Lengths     map[bridge.Suit][2]int // envelope length min, max per suit listed
	Alert       *bool                  // nil = not checked
	Artificial  *bool                  // nil = not checked
	Forcing     engine.Forcing         // "" = not checked
	Status      engine.Status          // default "defined"
	Convention  string                 // exact convention name ("" = not checked)
	Line        int                    // a line of magic-dlight-notes.txt the src must cite (0 = not checked)
	Rule        string                 // substring of the rule, e.g. "one-club.mds" ("" = not checked)
	Mandatory   *bool                  // nil = not checked
	Completion  string                 // the completion call when mandatory, e.g. "3D" ("" = not checked)

	// Fits and Breaks are PBN hands ("AK7.QJ2.T98.5432", spades first) that
	// must satisfy, and must break, the constraint of the last call: the
	// edges of its ranges (see CheckHand).
	Fits, Breaks []string
}

// True and False are for the *bool fields of Case.
var (
	True  = ptr(true)
	False = ptr(false)
)

func ptr(b bool) *bool { return &b }

// HCP returns the *[2]int for Case.HCP.
func HCP(min, max int) *[2]int { return &[2]int{min, max} }

// Embedded loads the embedded Magic D-light system for the variant
// ("brown" or "red"; "" is brown) and fails the test with every load error
// when it does not load. Load it once per test function and share it
// between cases (a System is immutable and safe for concurrent use).
func Embedded(t testing.TB, variant string) *engine.System {
	t.Helper()
	s, err := engine.LoadEmbedded(engine.Options{Variant: variant})
	if err != nil {
		t.Fatalf("the embedded system does not load (variant %q):\n%v", variant, err)
	}
	return s
}

// File loads a system file from disk (e.g. a testdata system) and fails
// the test with every load error when it does not load.
func File(t testing.TB, path, variant string) *engine.System {
	t.Helper()
	s, err := engine.LoadFile(path, engine.Options{Variant: variant})
	if err != nil {
		t.Fatalf("%s does not load:\n%v", path, err)
	}
	return s
}

// Calls parses an auction string (parentheses around calls are ignored).
func Calls(t testing.TB, auction string) []bridge.Call {
	t.Helper()
	r := strings.NewReplacer("(", " ", ")", " ")
	calls, err := engine.ParseCalls(r.Replace(auction))
	if err != nil {
		t.Fatalf("auction %q: %v", auction, err)
	}
	return calls
}

// Interpret returns the meanings of every call of c's auction.
func Interpret(t testing.TB, sys *engine.System, c Case) []engine.Meaning {
	t.Helper()
	sides := c.Sides
	if sides == 0 {
		sides = engine.BothSides
	}
	if c.Variant != "" && c.Variant != sys.Variant() {
		t.Fatalf("case %q wants variant %s but the system was loaded for %s", c.Auction, c.Variant, sys.Variant())
	}
	return sys.Interpret(engine.Auction{Dealer: c.Dealer, Vulnerability: c.Vul, Calls: Calls(t, c.Auction)}, sides)
}

// Last returns the meaning of the last call of c's auction.
func Last(t testing.TB, sys *engine.System, c Case) engine.Meaning {
	t.Helper()
	ms := Interpret(t, sys, c)
	if len(ms) == 0 {
		t.Fatalf("auction %q has no calls", c.Auction)
	}
	return ms[len(ms)-1]
}

// Describe renders a meaning on one line for failure messages.
func Describe(m engine.Meaning) string {
	var l []string
	for s := bridge.Clubs; s <= bridge.Spades; s++ {
		r := m.Lengths[s]
		if r != (engine.Range{Min: 0, Max: 13}) {
			l = append(l, fmt.Sprintf("%s %d-%d", s.Symbol(), r.Min, r.Max))
		}
	}
	return fmt.Sprintf("%s by %s: %s %q [HCP %d-%d %s] alert=%t artificial=%t forcing=%s conv=%q src=%q lines=%v rule=%s",
		m.Call.Symbol(), m.Seat, m.Status, m.Explanation, m.HCP.Min, m.HCP.Max, strings.Join(l, " "),
		m.Alert, m.Artificial, m.Forcing, m.Convention, m.Source, m.NotesRefs, m.Rule)
}

// Check reports (with t.Errorf) every way m differs from what c expects,
// including the hands of c.Fits and c.Breaks.
func Check(t testing.TB, c Case, m engine.Meaning) {
	t.Helper()
	for _, h := range c.Fits {
		CheckHand(t, m, h, true)
	}
	for _, h := range c.Breaks {
		CheckHand(t, m, h, false)
	}
	fail := func(format string, args ...any) {
		t.Helper()
		t.Errorf("%s: %s\n\tgot %s", c.Auction, fmt.Sprintf(format, args...), Describe(m))
	}
	want := c.Status
	if want == "" {
		want = engine.Defined
	}
	if m.Status != want {
		fail("status %s, want %s", m.Status, want)
	}
	if c.Explanation != "" && !strings.Contains(m.Explanation, c.Explanation) {
		fail("explanation does not contain %q", c.Explanation)
	}
	if c.HCP != nil && (m.HCP.Min != c.HCP[0] || m.HCP.Max != c.HCP[1]) {
		fail("HCP %d-%d, want %d-%d", m.HCP.Min, m.HCP.Max, c.HCP[0], c.HCP[1])
	}
	for s, r := range c.Lengths {
		if g := m.Lengths[s]; g.Min != r[0] || g.Max != r[1] {
			fail("%s length %d-%d, want %d-%d", s.Symbol(), g.Min, g.Max, r[0], r[1])
		}
	}
	if c.Alert != nil && m.Alert != *c.Alert {
		fail("alert %t, want %t", m.Alert, *c.Alert)
	}
	if c.Artificial != nil && m.Artificial != *c.Artificial {
		fail("artificial %t, want %t", m.Artificial, *c.Artificial)
	}
	if c.Forcing != "" && m.Forcing != c.Forcing {
		fail("forcing %s, want %s", m.Forcing, c.Forcing)
	}
	if c.Convention != "" && m.Convention != c.Convention {
		fail("convention %q, want %q", m.Convention, c.Convention)
	}
	if c.Line != 0 && !slices.ContainsFunc(m.NotesRefs, func(r engine.Range) bool { return c.Line >= r.Min && c.Line <= r.Max }) {
		fail("src does not cite notes line %d", c.Line)
	}
	if c.Rule != "" && !strings.Contains(m.Rule, c.Rule) {
		fail("rule does not contain %q", c.Rule)
	}
	if c.Mandatory != nil && m.Mandatory != *c.Mandatory {
		fail("mandatory %t, want %t", m.Mandatory, *c.Mandatory)
	}
	if c.Completion != "" {
		want, err := bridge.ParseCall(c.Completion)
		if err != nil {
			t.Fatalf("%s: Completion %q: %v", c.Auction, c.Completion, err)
		}
		if m.Completion != want {
			fail("completion %s, want %s", m.Completion.Short(), want.Short())
		}
	}
}

// Run checks the meaning of the last call of every case, each as a
// subtest named by Case.Name or the auction.
func Run(t *testing.T, sys *engine.System, cases []Case) {
	t.Helper()
	for _, c := range cases {
		name := c.Name
		if name == "" {
			name = c.Auction
		}
		t.Run(name, func(t *testing.T) {
			t.Helper()
			Check(t, c, Last(t, sys, c))
		})
	}
}

// Hand parses a PBN hand "AK7.QJ2.T98.5432" (spades first) and fails the
// test when it is not 13 cards.
func Hand(t testing.TB, pbn string) bridge.Hand {
	t.Helper()
	h, err := bridge.ParseHandPBN(pbn)
	if err != nil {
		t.Fatalf("hand %q: %v", pbn, err)
	}
	if h.Count() != 13 {
		t.Fatalf("hand %q has %d cards, want 13", pbn, h.Count())
	}
	return h
}

// CheckHand checks the PBN hand against m's constraint: wantOK true means
// the hand must satisfy it, false that it must break it (a meaning with no
// constraint accepts every hand).
func CheckHand(t testing.TB, m engine.Meaning, hand string, wantOK bool) {
	t.Helper()
	v := m.Constraint.Check(Hand(t, hand))
	switch {
	case wantOK && v != nil:
		t.Errorf("%s (%s): hand %s should fit %q, but: %v", m.Call.Symbol(), m.Explanation, hand, m.Constraint.String(), v)
	case !wantOK && v == nil:
		t.Errorf("%s (%s): hand %s should not fit %q, but it does", m.Call.Symbol(), m.Explanation, hand, m.Constraint.String())
	}
}
