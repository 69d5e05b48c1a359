package bridge

import "testing"

func mustHand(t testing.TB, pbn string) Hand {
	t.Helper()
	h, err := ParseHandPBN(pbn)
	if err != nil {
		t.Fatalf("ParseHandPBN(%q): %v", pbn, err)
	}
	return h
}

// The first four hands are the deal of game 14's correct form in the PBN
// verifier's test file (corpus errors_10.pbn):
// W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4.
// Every expected value below is counted by hand from the cards.
func TestHandEvaluation(t *testing.T) {
	tests := []struct {
		hand                  string
		pattern               [4]int
		patStr, shape         string
		hcp, losers, controls int
		aces, kings           int
		balanced, semi, void  bool
		longest, shortest     Suit
		stoppers              [4]bool // by Suit: C D H S
		keyCardsS, keyCardsH  int
		top3S, top5S          int
		queenS, queenH        bool
		suitHCPSpades         int
	}{
		{"KQT2.AT.J6542.85", [4]int{5, 4, 2, 2}, "5422", "4=2=5=2", 10, 7, 3, 1, 1, false, true, false, Diamonds, Clubs,
			[4]bool{false, true, true, true}, 2, 1, 2, 3, true, false, 5},
		{".63.AKQ987.A9732", [4]int{6, 5, 2, 0}, "6520", "0=2=6=5", 13, 4, 5, 2, 1, false, false, true, Diamonds, Spades,
			[4]bool{true, true, false, false}, 2, 2, 0, 0, false, false, 0},
		{"A8654.KQ5.T.QJT6", [4]int{5, 4, 3, 1}, "5431", "5=3=1=4", 12, 6, 3, 1, 1, false, false, false, Spades, Diamonds,
			[4]bool{true, false, true, true}, 1, 2, 1, 1, false, true, 4},
		{"J973.J98742.3.K4", [4]int{6, 4, 2, 1}, "6421", "4=6=1=2", 5, 8, 1, 0, 1, false, false, false, Hearts, Diamonds,
			[4]bool{true, false, true, true}, 0, 0, 0, 1, false, false, 1},
		// Singleton king: a loser and no stopper.
		{"K.AKQJ.AKQJT.AKQ", [4]int{5, 4, 3, 1}, "5431", "1=4=5=3", 32, 1, 10, 3, 4, false, false, false, Diamonds, Spades,
			[4]bool{true, true, true, false}, 4, 4, 1, 1, false, true, 3},
		// Qx is two losers and not a stopper; 4432 is balanced.
		{"Q2.AK2.AK32.AK32", [4]int{4, 4, 3, 2}, "4432", "2=3=4=4", 23, 5, 9, 3, 3, true, true, false, Diamonds, Spades,
			[4]bool{true, true, true, false}, 3, 4, 1, 1, true, false, 2},
		{"AKQJT98765432...", [4]int{13, 0, 0, 0}, "13-0-0-0", "13=0=0=0", 10, 0, 3, 1, 1, false, false, true, Spades, Clubs,
			[4]bool{false, false, false, true}, 2, 1, 3, 5, true, false, 10},
		{"AKQ5432.32.32.32", [4]int{7, 2, 2, 2}, "7222", "7=2=2=2", 9, 6, 3, 1, 1, false, false, false, Spades, Clubs,
			[4]bool{false, false, false, true}, 2, 1, 3, 3, true, false, 9},
		{"T98.T98.T98.T987", [4]int{4, 3, 3, 3}, "4333", "3=3=3=4", 0, 12, 0, 0, 0, true, true, false, Clubs, Diamonds,
			[4]bool{false, false, false, false}, 0, 0, 0, 1, false, false, 0},
		{"AK32.Q32.J54.K32", [4]int{4, 3, 3, 3}, "4333", "4=3=3=3", 13, 8, 4, 1, 2, true, true, false, Spades, Clubs,
			[4]bool{true, false, true, true}, 2, 1, 2, 2, false, true, 7},
		{"AKJ32.Q2.J54.K32", [4]int{5, 3, 3, 2}, "5332", "5=2=3=3", 14, 8, 4, 1, 2, true, true, false, Spades, Hearts,
			[4]bool{true, false, false, true}, 2, 1, 2, 3, false, true, 8},
		{"AKJ2.Q987.J654.K", [4]int{4, 4, 4, 1}, "4441", "4=4=4=1", 14, 7, 4, 1, 2, false, false, false, Spades, Clubs,
			[4]bool{false, true, true, true}, 2, 1, 2, 3, false, true, 8},
		{"AKJ432.Q2.J5.K32", [4]int{6, 3, 2, 2}, "6322", "6=2=2=3", 14, 7, 4, 1, 2, false, true, false, Spades, Diamonds,
			[4]bool{true, false, false, true}, 2, 1, 2, 3, false, true, 8},
	}
	for _, tc := range tests {
		t.Run(tc.hand, func(t *testing.T) {
			h := mustHand(t, tc.hand)
			if h.Count() != 13 {
				t.Fatalf("test hand has %d cards", h.Count())
			}
			check := func(name string, got, want any) {
				t.Helper()
				if got != want {
					t.Errorf("%s = %v, want %v", name, got, want)
				}
			}
			check("Pattern", h.Pattern(), tc.pattern)
			check("PatternString", h.PatternString(), tc.patStr)
			check("ShapeString", h.ShapeString(), tc.shape)
			check("HCP", h.HCP(), tc.hcp)
			check("Losers", h.Losers(), tc.losers)
			check("Controls", h.Controls(), tc.controls)
			check("Aces", h.Aces(), tc.aces)
			check("Kings", h.Kings(), tc.kings)
			check("IsBalanced", h.IsBalanced(), tc.balanced)
			check("IsSemiBalanced", h.IsSemiBalanced(), tc.semi)
			check("HasVoid", h.HasVoid(), tc.void)
			check("Longest", h.Longest(), tc.longest)
			check("Shortest", h.Shortest(), tc.shortest)
			for _, s := range Suits {
				check("Stopper("+s.String()+")", h.Stopper(s), tc.stoppers[s])
				check("HasShortness("+s.String()+")", h.HasShortness(s), h.Length(s) <= 1)
			}
			check("KeyCards(S)", h.KeyCards(Spades), tc.keyCardsS)
			check("KeyCards(H)", h.KeyCards(Hearts), tc.keyCardsH)
			check("TopHonours(S,3)", h.TopHonours(Spades, 3), tc.top3S)
			check("TopHonours(S,5)", h.TopHonours(Spades, 5), tc.top5S)
			check("HasQueen(S)", h.HasQueen(Spades), tc.queenS)
			check("HasQueen(H)", h.HasQueen(Hearts), tc.queenH)
			check("SuitHCP(S)", h.SuitHCP(Spades), tc.suitHCPSpades)
			sum := 0
			for _, s := range Suits {
				sum += h.SuitHCP(s)
			}
			check("sum of SuitHCP", sum, tc.hcp)
		})
	}
}

// Per-suit holdings for the LTC and stopper rules, one suit at a time
// (spades; the other suits are void so they add nothing).
func TestSuitHoldings(t *testing.T) {
	tests := []struct {
		spades  string
		losers  int
		stopper bool
	}{
		{"", 0, false},
		{"A", 0, true},
		{"K", 1, false},
		{"2", 1, false},
		{"AK", 0, true},
		{"A2", 1, true},
		{"K2", 1, true},
		{"KQ", 1, true},
		{"Q2", 2, false},
		{"QJ", 2, false},
		{"32", 2, false},
		{"AKQ", 0, true},
		{"AK2", 1, true},
		{"AQ2", 1, true},
		{"KQ2", 1, true},
		{"A32", 2, true},
		{"K32", 2, true},
		{"Q32", 2, true},
		{"QJ2", 2, true},
		{"J32", 3, false},
		{"J432", 3, true},
		{"T9876", 3, false},
		{"AKQJT98765432", 0, true},
	}
	for _, tc := range tests {
		h := mustHand(t, tc.spades+"...")
		if got := h.Losers(); got != tc.losers {
			t.Errorf("♠%s: Losers = %d, want %d", tc.spades, got, tc.losers)
		}
		if got := h.Stopper(Spades); got != tc.stopper {
			t.Errorf("♠%s: Stopper = %v, want %v", tc.spades, got, tc.stopper)
		}
	}
}

func TestTopHonoursClamp(t *testing.T) {
	h := mustHand(t, "AKQJT98765432...")
	for n, want := range map[int]int{-1: 0, 0: 0, 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 5, 13: 5} {
		if got := h.TopHonours(Spades, n); got != want {
			t.Errorf("TopHonours(S, %d) = %d, want %d", n, got, want)
		}
	}
	x := mustHand(t, "QT2...")
	for n, want := range map[int]int{1: 0, 2: 0, 3: 1, 4: 1, 5: 2} {
		if got := x.TopHonours(Spades, n); got != want {
			t.Errorf("♠QT2: TopHonours(S, %d) = %d, want %d", n, got, want)
		}
	}
}

func TestHandCardsAndWithout(t *testing.T) {
	h := mustHand(t, "A.K..2")
	got := h.Cards()
	want := []Card{NewCard(Clubs, Two), NewCard(Hearts, King), NewCard(Spades, Ace)}
	if len(got) != len(want) {
		t.Fatalf("Cards = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("Cards = %v, want %v", got, want)
		}
	}
	if NewHand(want...) != h {
		t.Errorf("NewHand(Cards) = %s, want %s", NewHand(want...), h)
	}
	if g := h.Without(NewCard(Hearts, King)); g.Has(NewCard(Hearts, King)) || g.Count() != 2 {
		t.Errorf("Without(♥K) = %s", g)
	}
	if FullDeck.Count() != 52 || FullDeck.HCP() != 40 {
		t.Errorf("FullDeck: %d cards, %d HCP", FullDeck.Count(), FullDeck.HCP())
	}
}

// The pattern of every hand equals the sorted lengths, checked over many
// generated hands (Pattern uses a sorting network).
func TestPatternSorted(t *testing.T) {
	g := NewGenerator(7)
	for i := 0; i < 2000; i++ {
		d := g.Deal()
		for _, h := range d {
			p := h.Pattern()
			l := h.Lengths()
			if p[0] < p[1] || p[1] < p[2] || p[2] < p[3] || p[0]+p[1]+p[2]+p[3] != 13 {
				t.Fatalf("%s: Pattern %v not sorted", h, p)
			}
			// Same multiset: compare counts per length.
			var cp, cl [14]int
			for k := 0; k < 4; k++ {
				cp[p[k]]++
				cl[l[k]]++
			}
			if cp != cl {
				t.Fatalf("%s: Pattern %v is not a permutation of %v", h, p, l)
			}
		}
	}
}

var sinkInt int

func BenchmarkHCP(b *testing.B) {
	d := NewGenerator(1).Deal()
	for i := 0; b.Loop(); i++ {
		sinkInt += d[i&3].HCP()
	}
}

func BenchmarkLengths(b *testing.B) {
	d := NewGenerator(1).Deal()
	for i := 0; b.Loop(); i++ {
		sinkInt += d[i&3].Lengths()[1]
	}
}

func BenchmarkPattern(b *testing.B) {
	d := NewGenerator(1).Deal()
	for i := 0; b.Loop(); i++ {
		sinkInt += d[i&3].Pattern()[0]
	}
}

func BenchmarkLosers(b *testing.B) {
	d := NewGenerator(1).Deal()
	for i := 0; b.Loop(); i++ {
		sinkInt += d[i&3].Losers()
	}
}

func BenchmarkIsBalanced(b *testing.B) {
	d := NewGenerator(1).Deal()
	for i := 0; b.Loop(); i++ {
		if d[i&3].IsBalanced() {
			sinkInt++
		}
	}
}
