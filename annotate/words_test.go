package annotate

import (
	"testing"

	"github.com/mdlint/mdlint/bridge"
)

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
	// parts with commas of their own stay whole (the key-card answers and
	// the stopper were once cut at their own commas)
	for _, c := range []struct {
		parts []string
		want  string
	}{
		{[]string{"8-11 HCP", "at most 3♠", "5+♣"}, "8-11 HCP, at most 3♠ and 5+♣"},
		{[]string{"1, 3 or 5 key cards for ♥"}, "1, 3 or 5 key cards for ♥"},
		{[]string{"4+♥", "a ♣ stopper (A, Kx, Qxx or Jxxx)"}, "4+♥ and a ♣ stopper (A, Kx, Qxx or Jxxx)"},
	} {
		if got := listWords(c.parts); got != c.want {
			t.Errorf("listWords(%q) = %q, want %q", c.parts, got, c.want)
		}
	}
}

func TestNotWords(t *testing.T) {
	for in, want := range map[string]string{
		"not 5+♣":               "at most 4♣",
		"not shortness ♦":       "no singleton or void in ♦",
		"not (hcp 8+ balanced)": "no balanced hand with 8+ HCP",
		"not hcp 12+":           "at most 11 HCP",
		"not =4♠":               "not exactly 4♠",
		"5+♣":                   "5+♣",
	} {
		if got := notWords(in); got != want {
			t.Errorf("notWords(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCallPhrase(t *testing.T) {
	for _, c := range []struct {
		call, typ, want string
	}{
		{"1C", "", "1♣"},
		{"1C", "balanced", "a balanced 1♣"},
		{"1S", "11-16 HCP, 4+♠, unbalanced", "an unbalanced 1♠ with 11-16 HCP and 4+♠"},
		{"P", "", "a pass"},
		{"P", "8-11 HCP", "a pass with 8-11 HCP"},
		{"X", "at most 0♥", "a double with no ♥"},
		{"2NT", "11 HCP, 5+ major", "2NT with 11 HCP and 5+ major"},
	} {
		call, err := bridge.ParseCall(c.call)
		if err != nil {
			t.Fatal(err)
		}
		if got := callPhrase(call, c.typ); got != c.want {
			t.Errorf("callPhrase(%s, %q) = %q, want %q", c.call, c.typ, got, c.want)
		}
	}
}
