package annotate

import (
	"strings"
	"testing"

	"github.com/mdlint/mdlint/engine"
)

// TestConventionNamedOnce: the convention's name is put before the
// explanation once. The system's texts that name it themselves used to
// get it twice ("Blackwood: 4-ace Blackwood: asks for aces", slam.mds;
// "5-over-trump: jump to 5-over-trump: …", 9.7 line 691), and "negative:
// 6+ HCP" under the negative double read "negative double: negative: …".
func TestConventionNamedOnce(t *testing.T) {
	for _, c := range []struct{ conv, expl, want string }{
		{"Blackwood", "4-ace Blackwood: asks for aces", "4-ace Blackwood: asks for aces"},
		{"5-over-trump", "jump to 5-over-trump: asks for trump quality", "jump to 5-over-trump: asks for trump quality"},
		{"negative double", "negative: 6+ HCP, no 5-card suit", "negative double: 6+ HCP, no 5-card suit"},
		{"Stayman", "asks for the majors", "Stayman: asks for the majors"},
		{"RKCB", "", "RKCB"},
	} {
		if got := FullAlertText(engine.Meaning{Convention: c.conv, Explanation: c.expl}); got != c.want {
			t.Errorf("%s / %q: %q, want %q", c.conv, c.expl, got, c.want)
		}
	}
	// every line of the embedded system, both variants
	for _, v := range []string{"brown", "red"} {
		sys, err := engine.LoadEmbedded(engine.Options{Variant: v})
		if err != nil {
			t.Fatal(err)
		}
		named := 0
		sys.Nodes(func(n engine.NodeInfo, _ []engine.NodeInfo) bool {
			conv := strings.ToLower(n.Meaning.Convention)
			if conv == "" {
				return true
			}
			named++
			text := strings.ToLower(FullAlertText(n.Meaning))
			if strings.Count(text, conv) > 1 {
				t.Errorf("%s %s: %q names %q twice", n.Rule, n.Call, text, conv)
			}
			if head, rest, ok := strings.Cut(text, ": "); ok && head == conv {
				if w, _, ok := strings.Cut(rest, ": "); ok && !strings.Contains(w, " ") && strings.HasPrefix(conv, w+" ") {
					t.Errorf("%s %s: %q repeats the name's first word", n.Rule, n.Call, text)
				}
			}
			return true
		})
		if named < 100 {
			t.Errorf("%s: only %d lines with a convention name", v, named)
		}
	}
}
