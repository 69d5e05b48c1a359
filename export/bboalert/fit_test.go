package bboalert

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestFit: the transfer raise (10.1, one-major.mds) is longer than the
// alert box; the box ends at a clause and the chat keeps the other hand
// type whole ("(or invitational with a long suit)", which a cut at 100
// characters in the middle of the aside used to lose).
func TestFit(t *testing.T) {
	in := "Transfer raise: 3-4 card ♥ support, about 13 decent HCP, mostly balanced (or invitational with a long suit)"
	got := Fit(in)
	want := "Transfer raise: 3-4 card !H support; about 13 decent HCP;#mostly balanced (or invitational with a long suit)"
	if got != want {
		t.Fatalf("Fit = %q\nwant %q", got, want)
	}
	box, chat, _ := strings.Cut(got, "#")
	if n := utf8.RuneCountInString(box); n > BoxLength {
		t.Errorf("box of %d characters", n)
	}
	if shown(got) != strings.ReplaceAll(in, ",", ";") {
		t.Errorf("box and chat %q + %q do not make the text", box, chat)
	}
	for in, want := range map[string]string{
		"RKCB, ♥ agreed":             "RKCB; !H agreed",
		"5 < 6 & 7 # 8 \\":           "5 &lt; 6 &amp; 7 No. 8 /",
		"short text stays one piece": "short text stays one piece",
	} {
		if got := Fit(in); got != want {
			t.Errorf("Fit(%q) = %q, want %q", in, got, want)
		}
	}
}
