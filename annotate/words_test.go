package annotate

import "testing"

func TestPlayerWords(t *testing.T) {
	for in, want := range map[string]string{
		"=4♠":                 "exactly 4♠",
		"8-11 HCP, =4♠, 0-3♥": "8-11 HCP, exactly 4♠, at most 3♥",
		"0-11 HCP":            "0-11 HCP",
		"5+♠, 0-0♥":           "5+♠, no ♥",
		"holds 0♥":            "holds no ♥",
		"balanced":            "a balanced hand",
		"unbalanced":          "an unbalanced hand",
		"12-17 HCP":           "12-17 HCP",
	} {
		if got := playerWords(in); got != want {
			t.Errorf("playerWords(%q) = %q, want %q", in, got, want)
		}
	}
	if got := andList("8-11 HCP, at most 3♠, 5+♣"); got != "8-11 HCP, at most 3♠ and 5+♣" {
		t.Errorf("andList = %q", got)
	}
}
