package engine

import "testing"

// Words writes every form of the system language (section 9) as a
// player writes it. The constraints are those of real lines of the
// embedded system (the notes' lines in the comments) and one of each
// remaining form.
func TestWords(t *testing.T) {
	sc := (*scope)(nil).with("R", value{t: tRange, r: Range{12, 14}})
	tests := []struct{ src, want string }{
		// the 1NT opening (Opening table, 1447)
		{"hcp 12-14 balanced", "12-14 HCP, balanced"},
		// 1♣-1♦ (17.1): 0-7 unbalanced, 0-8 balanced, or 12+
		{"hcp 7- unbalanced", "at most 7 HCP, unbalanced"},
		{"hcp 0-7 unbalanced | hcp 0-8 balanced | hcp 12+", "(at most 7 HCP, unbalanced) or (at most 8 HCP, balanced) or 12+ HCP"},
		{"hcp =10", "10 HCP"},
		{"hcp $R", "12-14 HCP"},
		{"hcp 0+", ""},
		// Stayman (6.1, 316-320): the HCP alternatives merge
		{"(4+H | 4+S) (hcp 11-12 | hcp 13+) | (balanced | 4441 | 5440 | 6322 | 7222) hcp 13+ | 4+H 4+S 4+D 1-C",
			"(4+♥ or 4+♠; 11+ HCP) or (balanced, 4-4-4-1, 5-4-4-0, 6-3-2-2 or 7-2-2-2; 13+ HCP) or (4+♥ 4+♠ 4+♦, at most 1♣)"},
		{"(4+H | 4+S) (hcp 0+ | hcp 0+)", "4+♥ or 4+♠"},
		// lengths of every kind
		{"=4S", "exactly 4♠"},
		{"0-1C", "at most 1♣"},
		{"4-H", "at most 4♥"},
		{"5-6S 4+H", "5-6♠ 4+♥"},
		{"5+M", "a 5+ card major"},
		{"5+M 5+m", "a 5+ card major, a 5+ card minor"},
		{"5+M 4+OM", "a 5+ card major, 4+ in the other major"},
		{"=5m", "a 5-card minor"},
		{"6+x", "a 6+ card suit"},
		// comparisons
		{"H>S", "♥ longer than ♠"},
		{"C>=D", "♣ at least as long as ♦"},
		{"D<H", "♦ shorter than ♥"},
		{"S<=H", "♠ no longer than ♥"},
		{"M>m", "a major longer than a minor"},
		// patterns
		{"4441", "4-4-4-1"},
		{"5M332", "5-3-3-2 with a 5-card major"},
		{"5H332", "5-3-3-2 with 5♥"},
		{"=4D 4333 text \"minimum\"", "exactly 4♦, 4-3-3-3, minimum"},
		// negations with a plain opposite, and without
		{"not 4+H", "at most 3♥"},
		{"not 1-C", "2+♣"},
		{"not 4+M", "no 4+ card major"},
		{"not balanced", "unbalanced"},
		{"not hcp 0-7", "8+ HCP"},
		{"not (=5H balanced)", "not (exactly 5♥, balanced)"},
		{"6+H not shortness C not shortness D", "6+♥, no ♣ shortness, no ♦ shortness"},
		{"5+S not stopper C", "5+♠, no ♣ stopper"},
		{"keycards H 2 not queen H", "2 key cards for ♥, no ♥Q"},
		{"=6C not top C 1/3", "exactly 6♣, none of ♣AKQ"},
		{"not top S 2/3", "at most 1 of ♠AKQ"},
		{"not void", "no void"},
		// honours, key cards, aces, controls, losers
		{"keycards S 0,3", "0 or 3 key cards for ♠"},
		{"keycards S 1,2,4", "1, 2 or 4 key cards for ♠"},
		{"aces 0", "no ace"},
		{"aces 1", "1 ace"},
		{"aces 1,4", "1 or 4 aces"},
		{"aces 1,2,3,4", "1+ aces"},
		{"keycards C 0,1,2,3,4,5", "0, 1, 2, 3, 4 or 5 key cards for ♣"},
		{"keycards C 2,3,4,5", "2+ key cards for ♣"},
		{"queen S", "the ♠Q"},
		{"top S 2/3", "2 of ♠AKQ"},
		{"top H 3/3", "♥AKQ"},
		{"top D 3/5", "3 of ♦AKQJ10"},
		{"shortness S | top S 1/2", "♠ shortness or 1 of ♠AK"},
		{"hcp 8+ | hcp =7 controls 3+", "8+ HCP or (7 HCP, 3+ controls)"},
		{"controls 4-6", "4-6 controls"},
		{"controls 1", "1 control"},
		{"losers 7-", "at most 7 losers"},
		{"losers 6-8", "6-8 losers"},
		{"stopper C", "a ♣ stopper"},
		{"void", "a void"},
		{"void S", "a ♠ void"},
		{"shortness H", "♥ shortness"},
		// text: its words; with other parts that hold a comma, a ;
		{"text \"minimum\"", "minimum"},
		{"4+C 3-S text \"a nice hand\"", "4+♣, at most 3♠, a nice hand"},
		{"(hcp 8+ | hcp =7 controls 3+) 5+H not (=5H balanced) text \"some flaw: singleton honour, poor suit or a bad hand\"",
			"8+ HCP or (7 HCP, 3+ controls); 5+♥; not (exactly 5♥, balanced); some flaw: singleton honour, poor suit or a bad hand"},
	}
	for _, tc := range tests {
		got := mustConstraint(t, tc.src, sc).Words()
		if got != tc.want {
			t.Errorf("%q:\n got %q\nwant %q", tc.src, got, tc.want)
		}
	}
	if got := (*Constraint)(nil).Words(); got != "" {
		t.Errorf("nil: %q", got)
	}
}
