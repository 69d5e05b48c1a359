package engine

import (
	"slices"
	"testing"
	"testing/fstest"

	"github.com/mdlint/mdlint/bridge"
)

func mustConstraint(t *testing.T, src string, sc *scope) *Constraint {
	t.Helper()
	d := &diags{}
	e := parseConstraint(lineText(src, pos{"t", 1, 1}), d)
	if len(d.list) > 0 {
		t.Fatalf("%q: %v", src, d.list)
	}
	c := compileConstraint(e, sc, d)
	if len(d.list) > 0 {
		t.Fatalf("%q: %v", src, d.list)
	}
	return c
}

func TestEnvelope(t *testing.T) {
	full := Range{0, 13}
	tests := []struct {
		src  string
		hcp  Range
		lens [4]Range // C D H S
	}{
		// Brown 1♣ (notes line 1443): 12-16 unbalanced or 15-17 balanced
		{"hcp 12-16 unbalanced | hcp 15-17 balanced", Range{12, 17}, [4]Range{full, full, full, full}},
		{"hcp 15-17 balanced", Range{15, 17}, [4]Range{{2, 5}, {2, 5}, {2, 5}, {2, 5}}},
		{"5+M", Range{0, 37}, [4]Range{{0, 8}, {0, 8}, full, full}}, // no bound on either major
		{"5+S 5+H", Range{0, 37}, [4]Range{{0, 3}, {0, 3}, {5, 8}, {5, 8}}},
		{"=4S 4441", Range{0, 37}, [4]Range{{1, 4}, {1, 4}, {1, 4}, {4, 4}}},
		{"5M332", Range{0, 37}, [4]Range{{2, 3}, {2, 3}, {2, 5}, {2, 5}}},
		{"not 4+H", Range{0, 37}, [4]Range{full, full, {0, 3}, full}},
		{"not 4+M", Range{0, 37}, [4]Range{full, full, {0, 3}, {0, 3}}},
		{"hcp 8-11 & 6+D or hcp 12+ and 5+C", Range{8, 37}, [4]Range{{0, 13}, {0, 13}, {0, 8}, {0, 8}}},
		{"not hcp 0-7", Range{8, 37}, [4]Range{full, full, full, full}},
		{"void S shortness H", Range{0, 37}, [4]Range{full, full, {0, 1}, {0, 0}}},
		{"text \"a nice hand\"", Range{0, 37}, [4]Range{full, full, full, full}},
	}
	for _, tc := range tests {
		c := mustConstraint(t, tc.src, nil)
		if c.HCP() != tc.hcp || c.Lengths() != tc.lens {
			t.Errorf("%q: envelope HCP %v lengths %v, want %v %v", tc.src, c.HCP(), c.Lengths(), tc.hcp, tc.lens)
		}
	}
}

func hand(t *testing.T, s string) bridge.Hand {
	t.Helper()
	h, err := bridge.ParseHandPBN(s)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// The constraints of the opening pass in 1st/2nd hand and of 1♣ in
// 1st/2nd hand, as openings.mds writes them (Brown table 1442-1457).
const (
	passBrown = "hcp 0-5 | hcp 6-7 not (5+S 5+H losers 6-) not (5+S 5+m losers 6-) not (5+H 5+m losers 6-) not (5+D 5+C losers 6-) | hcp 8-11 balanced 0-4H 0-4S"
	oneClub   = "hcp 12-16 unbalanced | hcp 12-16 5M332 | hcp 15-17 balanced"
)

func TestCheck(t *testing.T) {
	tests := []struct {
		src, hand string
		want      []Violation // nil: satisfied
	}{
		// a count of one is singular: "holds 1 control", "holds 1 ace"
		// (controls: A=2, K=1; the hand holds one king)
		{"controls 3+", "K5.9763.J842.973", []Violation{{"honours", "3+ controls", "holds 1 control", ""}}},
		{"controls 3+", "5.97632.J842.973", []Violation{{"honours", "3+ controls", "holds 0 controls", ""}}},
		{"aces 0,2", "A5.9763.J842.973", []Violation{{"honours", "0 or 2 aces", "holds 1 ace", ""}}},
		// 1♥ opening, 8-11 (Brown table line 1445): a 14-count breaks it
		{"hcp 8-11 4+H", "K5.AQ762.KJ4.973", []Violation{{"hcp", "8-11 HCP", "holds 13 HCP", ""}}},
		{"hcp 8-11 4+H", "K5.AQ762.J84.973", nil},
		{"hcp 8-11 4+H", "K5.AQ7.J842.9763", []Violation{{"length", "4+♥", "holds 3♥", ""}}},
		// OR: the closest alternative's violations
		{"hcp 12-16 unbalanced | hcp 15-17 balanced", "K5.AQ7.J842.9763", []Violation{{"hcp", "15-17 HCP", "holds 10 HCP", "balanced"}}},
		// the opening pass (openings.mds, Brown 1442-1457): the HCP ranges
		// do not overlap, so the hand's 11 HCP pick the 8-11 alternative
		// and the fault is its shape, not "at most 5 HCP"
		{passBrown, "AJ9.9.65432.AQ63", []Violation{{"shape", "balanced", "holds 5-4-3-1", "8-11 HCP, at most 4♥, at most 4♠"}}},
		// outside every range: the nearest one (8-11), not the first (0-5)
		{passBrown, "AJ92.KQ73.Q42.K3", []Violation{{"hcp", "8-11 HCP", "holds 15 HCP", "balanced, at most 4♥, at most 4♠"}}},
		// 1♣ (Brown 1443): the ranges overlap, so the balanced shape picks
		// the 15-17 alternative and the fault is its HCP, not "unbalanced"
		{oneClub, "KQ5.A97.J842.K63", []Violation{{"hcp", "15-17 HCP", "holds 13 HCP", "balanced"}}},
		{oneClub, "KQ5.A97.J842.AK6", []Violation(nil)},
		// 1♣ in 3rd/4th hand (1443): 15 balanced breaks 12-14, not 5+M 5+m
		{"hcp 12-14 balanced | hcp 13-16 5+M 5+m", "KQ5.A97.J842.AJ6", []Violation{{"hcp", "12-14 HCP", "holds 15 HCP", "balanced"}}},
		// a hand inside neither envelope: the fewest violations win
		{"5+H hcp 15+ | 6+D", "K5.AQ7.J842.97632", []Violation{{"length", "6+♦", "holds 4♦", ""}}},
		// lengths alone: every alternative is named, with the suits' lengths
		{"5+H 5+S | 6+D", "K5.AQ7.J842.97632", []Violation{{"length", "5+♥ 5+♠ or 6+♦", "holds 3♥, 2♠, 4♦", ""}}},
		{"balanced", "AK762.Q9843.K4.3", []Violation{{"shape", "balanced", "holds 5-5-2-1", ""}}},
		{"5+M 5+m", "AK762.3.Q9843.K4", nil},
		// 5-5 in the majors: the diamonds (2, three short) are closer to a
		// five-card minor than the clubs (1, four short)
		{"5+M 5+m", "AK762.Q9843.K4.3", []Violation{{"length", "5+♦", "holds 2♦", ""}}},
		{"keycards S 0,3", "AK762.A3.Q984.K4", nil}, // ♠A ♠K ♥A
		{"keycards S 1,4", "AK762.A3.Q984.K4", []Violation{{"honours", "1 or 4 key cards for ♠", "holds 3 key cards", ""}}},
		{"keycards H 0,3", "AK762.A3.Q984.K4", []Violation{{"honours", "0 or 3 key cards for ♥", "holds 2 key cards", ""}}},
		{"top S 2/2", "AJ762.A3.Q984.K4", []Violation{{"honours", "♠AK", "holds ♠AJ762", ""}}},
		{"top S 1/2", "QJ762.A3.Q984.K4", []Violation{{"honours", "the ♠A or K", "holds ♠QJ762", ""}}},
		{"top S 1/3", "J8762.A3.Q984.K4", []Violation{{"honours", "the ♠A, K or Q", "holds ♠J8762", ""}}},
		{"top S 2/3", "AJ762.A3.Q984.K4", []Violation{{"honours", "two of ♠AKQ", "holds ♠AJ762", ""}}},
		{"stopper H", "AJ762.Q3.Q984.K4", []Violation{{"honours", "a ♥ stopper (A, Kx, Qxx or Jxxx)", "holds ♥Q3", ""}}},
		{"stopper H", "AJ76.J632.Q98.K4", nil},
		{"losers 4-", "AKQ62.A3.Q984.K4", nil}, // 0 + 1 + 2 + 1
		{"losers 3-", "AKQ62.A3.Q984.K4", []Violation{{"losers", "at most 3 losers", "holds 4 losers", ""}}},
		{"controls 6+", "AKQ62.A3.Q984.K4", nil},
		{"H>S", "AKQ62.A3.Q984.K4", []Violation{{"length", "♥ longer than ♠", "holds 2♥ and 5♠", ""}}},
		{"not 4+H", "K5.AQ762.J84.973", []Violation{{"length", "not 4+♥", "holds 5♥", ""}}},
		{"text \"a nice hand\"", "K5.AQ762.J84.973", nil},
		// "at least one 4-card major" (408) on 3=3=4=3: both alternatives
		// are named, not the first one alone
		{"4+H | 4+S", "AK2.K32.Q543.K32", []Violation{{"length", "4+♥ or 4+♠", "holds 3♥, 3♠", ""}}},
		{"5+H | 5+S | 6+D", "AK2.K32.Q543.K32", []Violation{{"length", "5+♥ or 5+♠ or 6+♦", "holds 3♥, 3♠, 4♦", ""}}},
		// the two-suited 2NT (1452: both majors or both minors) on a
		// 4=3=4=2 hand: both pairs named, with every suit's length, not
		// "shows 5+♠" as if it promised spades
		{"5+S 5+H | 5+D 5+C", "AK32.K32.Q543.K3", []Violation{{"length", "5+♠ 5+♥ or 5+♦ 5+♣", "holds 4♠, 3♥, 4♦, 2♣", ""}}},
		// an alternative whose words hold a comma is bracketed, as in Words
		// (802: "maximum with 4-card spade support, or a heart one-suiter
		// with spade shortness")
		{"=4S | 0-1S 5+H", "AK2.K432.Q53.K32", []Violation{{"length", "=4♠ or (at most 1♠, 5+♥)", "holds 3♠, 4♥", ""}}},
		// shapes: "4441 or 5m440" (1112), the shape once
		{"4441 | 5m440", "AK2.K32.Q543.K32", []Violation{{"shape", "4441 or 5m440", "holds 4-3-3-3", ""}}},
		// a slam move's strength (trump-support.mds head): HCP or losers,
		// both named, of kind hcp so that the HCP tolerance reads 16+;
		// 15 HCP, 6 losers (♠AQT98 1, ♥KQ4 1, ♦A98 2, ♣T4 2)
		{"hcp 16+ | losers 4-", "AQT98.KQ4.A98.T4", []Violation{{"hcp", "16+ HCP or at most 4 losers", "holds 15 HCP and 6 losers", ""}}},
		{"losers 4- | hcp 16+", "AQT98.KQ4.A98.T4", []Violation{{"hcp", "16+ HCP or at most 4 losers", "holds 15 HCP and 6 losers", ""}}},
		// the player's 7-6 two-void 10-count after 1♠-2♠: 3 losers
		{"hcp 16+ | losers 4-", "AQT9876..AT9843.", nil},
		{"hcp 16+ | losers 4-", "AQT98.KQ4.AK8.K4", nil},
		// HCP alternatives stay apart (the HCP tolerance reads one range)
		{"hcp 11-12 | hcp 15+", "K95.Q97.J842.Q76", []Violation{{"hcp", "11-12 HCP", "holds 8 HCP", ""}}},
	}
	for _, tc := range tests {
		c := mustConstraint(t, tc.src, nil)
		got := c.Check(hand(t, tc.hand))
		if len(got) != len(tc.want) {
			t.Errorf("%q on %s: %v, want %v", tc.src, tc.hand, got, tc.want)
			continue
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("%q on %s: %v, want %v", tc.src, tc.hand, got, tc.want)
			}
		}
	}
}

func TestConstraintString(t *testing.T) {
	for src, want := range map[string]string{
		"hcp 12-16 (unbalanced | 5M332) | hcp 15-17 balanced": "hcp 12-16 (unbalanced or 5M332) or hcp 15-17 balanced",
		"4+♥ =4S 0-1C":              "4+♥ =4♠ 1-♣",
		"not (5+S | 5+H) & hcp 12+": "not (5+♠ or 5+♥) hcp 12+",
		"text \"nice\"":             "text \"nice\"",
	} {
		if got := mustConstraint(t, src, nil).String(); got != want {
			t.Errorf("%q: String %q, want %q", src, got, want)
		}
	}
	c := mustConstraint(t, "hcp 8+ text \"a nice hand\"", nil)
	if u := c.Unchecked(); len(u) != 1 || u[0] != "a nice hand" {
		t.Errorf("Unchecked %v", u)
	}
}

func BenchmarkInterpret(b *testing.B) {
	sys, err := LoadEmbedded(Options{})
	if err != nil {
		b.Fatalf("the embedded system does not load:\n%v", err)
	}
	var auctions []Auction
	for _, s := range []string{
		"1C P 1D P 1H P 2H P 4N P 5C P 6H P P P",
		"P P 1C P 1N P 2C P 2D P 3N P P P",
		"1N P 2C P 2D P 2N P 3N P P P",
		"1H 2C 2H P P P",
		"1D P 1H P 1S P 2C P 2D P 3N P P P",
	} {
		calls, err := ParseCalls(s)
		if err != nil {
			b.Fatal(err)
		}
		auctions = append(auctions, Auction{Calls: calls})
	}
	n := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		a := auctions[i%len(auctions)]
		sys.Interpret(a, BothSides)
		n += len(a.Calls)
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "calls/s")
}

func FuzzLoad(f *testing.F) {
	f.Add("1C  x {hcp 12-16 (unbalanced | 5M332) | hcp 15-17 balanced; artificial; when seat 1-2; src 17.1 line 1}\n  1M  y {4+M; src 1}\n    use m(T=M)\n@module m(T: suit)\n  4N  z $T {keycards T 0,3; src 9}\n")
	f.Add("(1x=O) a {src 1}\n  2O b {stopper O; src 2}\n  +1 c {src 3}\n  (_) d\n")
	f.Add("\t1C\n{\n\"\n@module (\nuse (\n")
	// the lines of an overlay (language section 12), errors outside one
	f.Add("1C  x {src 1}\n  remove 1D {when seat 3}\n  1H\n  (X)\nremove\n@include \"magic-dark\"\n")
	f.Fuzz(func(t *testing.T, src string) {
		fsys := fstest.MapFS{"main.mds": &fstest.MapFile{Data: []byte(src)}}
		sys, err := LoadFS(fsys, "main.mds", Options{})
		if err != nil {
			if _, ok := err.(*LoadError); !ok {
				t.Fatalf("error is %T", err)
			}
			return
		}
		calls, _ := ParseCalls("1C 1H X P 2C P 4N P 5C")
		sys.Interpret(Auction{Calls: calls}, BothSides)
		sys.Walk(func([]string, NodeInfo) bool { return true })
	})
}

// TestCheckClosestLetters: for a choice of free letters that the hand
// breaks, Check reports the suit that comes closest (cards short or over,
// HCP outside the range), not the first suit the language lists.
func TestCheckClosestLetters(t *testing.T) {
	const thirdClub = "hcp 12-14 balanced | hcp 13-16 5+M 5+m" // 1♣ in 3rd/4th hand (openings.mds, Brown 1443)
	tests := []struct {
		src, hand string
		want      []Violation
	}{
		// 4♠ 2♥ 5♦ 2♣: the minor is there, the spades are one short
		// (the hearts three short)
		{"5+M 5+m", "A742.Q6.AQ863.Q6", []Violation{{"length", "5+♠", "holds 4♠", ""}}},
		// 4♦ 1♣: the diamonds are one short, the clubs four
		{"5+m", "AK76.Q984.J842.3", []Violation{{"length", "5+♦", "holds 4♦", ""}}},
		// x in ♣ ♦ ♥ ♠ order; the longest suit is the closest to 6+
		{"6+x", "AK762.Q98.J84.32", []Violation{{"length", "6+♠", "holds 5♠", ""}}},
		// an equal shortfall keeps the first suit: 4♥ 4♠ for 5+M
		{"5+M", "AK76.Q984.J84.32", []Violation{{"length", "5+♥", "holds 4♥", ""}}},
		// the smallest shortfall beats fewer violations: ♠ (5+♠ one short,
		// ♠Q missing) over ♥ (5+♥ three short, ♥Q held)
		{"5+M queen M", "AK76.Q9.J842.932", []Violation{{"length", "5+♠", "holds 4♠", ""}, {"honours", "the ♠Q", "holds ♠AK76", ""}}},
		// on an equal shortfall the fewest violations win
		{"5+M queen M", "AK76.Q984.J84.32", []Violation{{"length", "5+♥", "holds 4♥", ""}}},
		{"5+M queen M", "AQ76.J984.K84.32", []Violation{{"length", "5+♠", "holds 4♠", ""}}},
		// a comparison counts cards: ♠ (4) is one short of being longer
		// than ♦ (4), ♥ (2) three short
		{"M>D", "AK76.Q9.J842.932", []Violation{{"length", "♠ longer than ♦", "holds 4♠ and 4♦", ""}}},
		// the 3rd/4th-hand 1♣ with 18 HCP and 4♠ 2♥ 2♦ 5♣: the two-suiter
		// alternative (HCP 2 over rather than 4); its major is the spades
		{thirdClub, "A742.Q6.AQ.AQ863", []Violation{{"hcp", "13-16 HCP", "holds 18 HCP", ""}, {"length", "5+♠", "holds 4♠", ""}}},
		// the same shape with 15 HCP: only the major is missing
		{thirdClub, "A742.K6.AQ.Q8632", []Violation{{"length", "5+♠", "holds 4♠", ""}}},
		// 4♠ 2♥ 5♦ 2♣ with 15 HCP: the minor is the diamonds, the major ♠
		{thirdClub, "A742.K6.AQ863.Q6", []Violation{{"length", "5+♠", "holds 4♠", ""}}},
	}
	for _, tc := range tests {
		c := mustConstraint(t, tc.src, nil)
		got := c.Check(hand(t, tc.hand))
		if !slices.Equal(got, tc.want) {
			t.Errorf("%q on %s: %v, want %v", tc.src, tc.hand, got, tc.want)
		}
		if c.Satisfied(hand(t, tc.hand)) {
			t.Errorf("%q on %s: Satisfied, but Check reports %v", tc.src, tc.hand, got)
		}
	}
}

// TestFitWords: the hand type a hand fits, in the words of the promises
// (bid's "[fits: …]"): the opening pass of a 1-HCP hand is its "at most 5
// HCP" alternative (Brown 1442-1457), a balanced 16-count's 1♣ the
// balanced one (1443), a letter named by the hand's suit.
func TestFitWords(t *testing.T) {
	for _, c := range []struct{ src, hand, want string }{
		{passBrown, "J2.98765.T974.32", "at most 5 HCP"},
		{oneClub, "KQ5.A97.J842.AK6", "15-17 HCP, balanced"},
		{"hcp 12-14 balanced", "K873.A92.K54.A84", "12-14 HCP, balanced"},
		{"5+M 5+m", "AK762.3.Q9843.K4", "5+♠, 5+♦"},
		{"=4S 0-3H", "AK76.32.Q984.K43", "=4♠, at most 3♥"},
		{"hcp 12-14 balanced", "AK762.3.Q9843.K4", ""}, // does not fit
	} {
		if got := mustConstraint(t, c.src, nil).FitWords(hand(t, c.hand)); got != c.want {
			t.Errorf("%q on %s: %q, want %q", c.src, c.hand, got, c.want)
		}
	}
}

// TestConstraintStringKept: String returns the text written when the
// constraint was compiled, and it is the formula's own text still (no
// later step changes a compiled formula): over every line of both
// variants of the embedded system; and the first-seat 1NT opening's is
// the opening table's "12-14 hcp, balanced" (notes line 1447).
func TestConstraintStringKept(t *testing.T) {
	for _, variant := range []string{"brown", "red"} {
		sys, err := LoadEmbedded(Options{Variant: variant})
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		sys.Walk(func(path []string, info NodeInfo) bool {
			if c := info.Constraint; c != nil {
				if got, want := c.String(), c.e.str(0); got != want {
					t.Fatalf("%s %v: String %q, the formula now %q", variant, path, got, want)
				}
				n++
			}
			return true
		})
		if n < 1000 {
			t.Fatalf("%s: only %d constraints", variant, n)
		}
	}
	sys, err := LoadEmbedded(Options{})
	if err != nil {
		t.Fatal(err)
	}
	m := sys.Interpret(Auction{Calls: []bridge.Call{{Kind: bridge.Bid, Level: 1, Strain: bridge.NoTrump}}}, BothSides)
	if len(m) != 1 || m[0].Constraint.String() != "hcp 12-14 balanced" {
		t.Fatalf("1NT: %+v", m)
	}
}
