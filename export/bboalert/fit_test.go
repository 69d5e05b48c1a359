package bboalert

import (
	"bytes"
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

// TestFitKeepsBracketsWhole: the control-bid after interference
// (trump-support.mds) lists the holdings in brackets; the cut used to
// fell after "K;" inside them ("(A; K;#singleton or void)"). It now falls
// at the clause end before them, and the list goes to the chat whole.
func TestFitKeepsBracketsWhole(t *testing.T) {
	in := "control-bid (after interference): first- or second-round control in ♠ (A, K, singleton or void)"
	got := Fit(in)
	want := "control-bid (after interference):#first- or second-round control in !S (A; K; singleton or void)"
	if got != want {
		t.Fatalf("Fit = %q\nwant %q", got, want)
	}
	box, _, _ := strings.Cut(got, "#")
	if strings.Count(box, "(") != strings.Count(box, ")") {
		t.Errorf("box %q leaves a bracket open", box)
	}
}

// TestExportBoxesCloseTheirBrackets: in the whole export (both variants,
// six calls deep), no alert box cut from its chat leaves a bracket open,
// and box and chat make annotate's text.
func TestExportBoxesCloseTheirBrackets(t *testing.T) {
	var buf bytes.Buffer
	if _, err := Write(&buf, Options{Variants: loadVariants(t), Version: "mdlint test", MaxCalls: 6}); err != nil {
		t.Fatal(err)
	}
	cut := 0
	for _, line := range strings.Split(buf.String(), "\n") {
		f := strings.SplitN(line, ",", 3)
		if len(f) < 3 || f[0] == "Option" || !strings.Contains(f[2], "#") {
			continue
		}
		cut++
		box, _, _ := strings.Cut(f[2], "#")
		if strings.Count(box, "(") != strings.Count(box, ")") {
			t.Errorf("%s: the box leaves a bracket open", line)
		}
		if n := utf8.RuneCountInString(box); n > BoxLength {
			t.Errorf("%s: a box of %d characters", line, n)
		}
	}
	if cut < 100 {
		t.Errorf("only %d texts cut", cut)
	}
}
