package engine_test

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/enginetest"
)

// overlayErrors loads main.mds (an overlay of the embedded system) and
// returns its load errors as "file:line:col: message".
func overlayErrors(t *testing.T, src string) []string {
	t.Helper()
	fsys := fstest.MapFS{"main.mds": &fstest.MapFile{Data: []byte(src)}}
	_, err := engine.LoadFS(fsys, "main.mds", engine.Options{})
	if err == nil {
		return nil
	}
	var le *engine.LoadError
	if !errors.As(err, &le) {
		t.Fatalf("error is %T, want *LoadError: %v", err, err)
	}
	var out []string
	for _, d := range le.Errors {
		out = append(out, d.String())
	}
	return out
}

func loadOverlay(t *testing.T, src string) *engine.System {
	t.Helper()
	fsys := fstest.MapFS{"main.mds": &fstest.MapFile{Data: []byte(src)}}
	s, err := engine.LoadFS(fsys, "main.mds", engine.Options{})
	if err != nil {
		t.Fatalf("overlay does not load:\n%v", err)
	}
	return s
}

// The example overlay of the README: 1NT 14-16 in 3rd/4th hand, no 4NT
// opening, Landy over their 1NT.
func TestExampleOverlay(t *testing.T) {
	sys := enginetest.File(t, "../examples/our-pair.mds", "brown")
	if sys.Name() != "Magic D-light (Anna & Bo)" {
		t.Errorf("name %q", sys.Name())
	}
	enginetest.Run(t, sys, []enginetest.Case{
		// the override, in 3rd and 4th hand
		{Auction: "P P 1N", Explanation: "3rd/4th hand: 14-16 hcp, balanced", HCP: enginetest.HCP(14, 16), Rule: "our-pair.mds:13",
			Fits: []string{"AQ2.KJ3.Q982.Q42"}, Breaks: []string{"AQ2.KJ3.Q982.J42"}}, // 14 fits, 13 breaks
		{Auction: "P P P 1N", HCP: enginetest.HCP(14, 16)},
		// the notes' 1st/2nd-hand 1NT is unchanged
		{Auction: "1N", Explanation: "12-14 hcp, balanced", HCP: enginetest.HCP(12, 14), Rule: "magic-dlight/openings.mds:"},
		// continuations of the new 1NT come from the module mounted again
		{Auction: "P P 1N P 2C", Explanation: "asks for the majors", Convention: "Stayman", Rule: "magic-dlight/nt-module.mds"},
		// the removal: the 4NT opening is a call the system does not give
		{Auction: "4N", Status: engine.Undefined},
		// the new line
		{Auction: "1N 2C", Dealer: bridge.East, Sides: engine.SideNS, Explanation: "Landy: both majors", Convention: "Landy",
			Alert: enginetest.True, HCP: enginetest.HCP(8, 37), Rule: "our-pair.mds:22"},
	})
	// and without the overlay, the same calls mean what the notes say
	emb := enginetest.Embedded(t, "brown")
	enginetest.Run(t, emb, []enginetest.Case{
		{Auction: "P P 1N", Explanation: "3rd/4th hand: 15-17 hcp, balanced", HCP: enginetest.HCP(15, 17), Line: 1447},
		{Auction: "4N", Explanation: "asks for specific aces", Line: 1457},
	})
}

// An overlay that edits nothing compiles to the embedded system: every
// path, with the same meaning and the same rule.
func TestEmptyOverlayIsTheEmbeddedSystem(t *testing.T) {
	dump := func(s *engine.System) string {
		var b strings.Builder
		s.Walk(func(path []string, n engine.NodeInfo) bool {
			m := n.Meaning
			fmt.Fprintf(&b, "%s [%s] %s %v %v %t %s %s %s\n", strings.Join(path, " "), n.Conditions, m.Explanation, m.HCP, m.Lengths, m.Alert, m.Forcing, m.Rule, n.SeeAlso)
			return true
		})
		return b.String()
	}
	emb := enginetest.Embedded(t, "brown")
	ov := loadOverlay(t, "@include \"magic-dlight\"\n")
	a, b := dump(emb), dump(ov)
	if a != b {
		t.Errorf("an empty overlay differs from the embedded system")
	}
	if n := strings.Count(a, "\n"); n < 10000 {
		t.Errorf("only %d lines walked", n)
	}
	if ov.Name() != "Magic D-light" {
		t.Errorf("name %q", ov.Name())
	}
}

// An edit below a line of a shared module body changes that place only.
func TestOverlayEditBelowSharedLine(t *testing.T) {
	sys := loadOverlay(t, `@include "magic-dlight"
1N {when seat 1-2}
  remove 2S
  2C
    2D  our own answer {override; hcp 12-14; src "pair"}
`)
	enginetest.Run(t, sys, []enginetest.Case{
		{Auction: "1N P 2S", Status: engine.Undefined},
		{Auction: "1N P 2C P 2D", Explanation: "our own answer", Rule: "main.mds:5"},
		{Auction: "P P 1N P 2S", Explanation: "conditional transfer to clubs"},
		{Auction: "P P 1N P 2C P 2D", Explanation: "no 4-card major"},
	})
}

func TestOverlayLoadErrors(t *testing.T) {
	const inc = "@include \"magic-dlight\"\n"
	tests := []struct{ name, src, want string }{
		{"clash", inc + "1N   our 1NT {hcp 14-16 balanced; when seat 3; src \"pair\"}\n",
			"main.mds:2:1: 1N at main.mds:2:1 clashes with 1N at magic-dlight/openings.mds:* (both can apply: \"seat 3\" and \"seat 3-4\"); a line that changes a line of magic-dlight must say override"},
		{"override of nothing", inc + "5C   our 5♣ {override; src \"pair\"}\n",
			"main.mds:2:1: 5C overrides nothing: magic-dlight gives no line for 5C here"},
		{"override of nothing below a line", inc + "1D\n  1H\n    7N  grand {override; src \"pair\"}\n",
			"main.mds:4:5: 7N overrides nothing: magic-dlight gives no line for 7N here"},
		{"remove nothing", inc + "remove 5C\n", "main.mds:2:8: remove 5C: magic-dlight gives no line for 5C here"},
		{"edit below nothing", inc + "5C\n  5D  x {src 1}\n", "main.mds:2:1: 5C: magic-dlight gives no line for 5C here to edit below"},
		{"unknown embedded system", "@include \"magic-dark\"\n", "main.mds:1:10: @include \"magic-dark\": no embedded system magic-dark (embedded: magic-dlight; a file name ends in .mds)"},
		{"remove outside an overlay", "1C  x {src 1}\n  remove 1D\n", "main.mds:2:10: remove 1D: a removal edits an embedded system"},
		{"bare line outside an overlay", "1C\n", "main.mds:1:1: 1C: missing src"},
		{"bare line below a new line", inc + "(1N) theirs\n  2C\n", "main.mds:3:3: 2C: missing src"},
		{"removal with text", inc + "remove 4N  no more\n", "main.mds:2:8: remove 4N: a removal takes only a call"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := overlayErrors(t, tc.src)
			// "*" stands for a line and column of the embedded files,
			// which move as the system is edited
			parts := strings.Split(tc.want, "*")
		next:
			for _, g := range got {
				rest := g
				for i, p := range parts {
					k := strings.Index(rest, p)
					if k < 0 || i > 0 && !lineCol.MatchString(rest[:k]) {
						continue next
					}
					rest = rest[k+len(p):]
				}
				return
			}
			t.Errorf("want a diagnostic containing %q, got %q", tc.want, got)
		})
	}
}

var lineCol = regexp.MustCompile(`^[0-9]+:[0-9]+$`)

func TestDiff(t *testing.T) {
	emb := enginetest.Embedded(t, "brown")
	if ch := engine.Diff(emb, loadOverlay(t, "@include \"magic-dlight\"\n")); len(ch) != 0 {
		t.Errorf("an empty overlay differs: %d changes, first %v", len(ch), ch[0].Path)
	}
	ours := enginetest.File(t, "../examples/our-pair.mds", "brown")
	got := map[string]engine.Change{}
	for _, c := range engine.Diff(emb, ours) {
		got[string(c.Kind)+" "+strings.Join(c.Path, " ")] = c
	}
	c, ok := got["changed 1N[seat 3-4]"]
	if !ok || strings.Join(c.Fields, ",") != "explanation,constraint,hcp" ||
		c.Old.Meaning.HCP != (engine.Range{Min: 15, Max: 17}) || c.New.Meaning.HCP != (engine.Range{Min: 14, Max: 16}) {
		t.Errorf("1N[seat 3-4]: %+v", c)
	}
	// opener's acceptance of an invitation follows the new upper range
	if c := got["changed 1N[seat 3-4] 2C 2D 2N 3N"]; c.New == nil || c.New.Meaning.HCP != (engine.Range{Min: 15, Max: 16}) {
		t.Errorf("1N 2C 2D 2N 3N: %+v", c)
	}
	if c := got["removed 4N"]; c.Old == nil || !strings.Contains(c.Old.Explanation, "asks for specific aces") || c.Below == 0 {
		t.Errorf("4N: %+v", c)
	}
	if c := got["added (1N)"]; c.New == nil || c.Below != 1 {
		t.Errorf("(1N): %+v", c)
	}
	if c := got["added (1N) 2C"]; c.New == nil || c.New.Meaning.Convention != "Landy" || !c.New.Meaning.Alert {
		t.Errorf("(1N) 2C: %+v", c)
	}
	// the 1st/2nd-hand 1NT and everything else is the same
	for k := range got {
		if strings.HasPrefix(k, "changed 1N[seat 1-2]") || strings.HasPrefix(k, "changed 1C") {
			t.Errorf("unexpected change %s", k)
		}
	}
	// the other way round
	back := engine.Diff(ours, emb)
	if len(back) != len(got) {
		t.Errorf("%d changes one way, %d the other", len(got), len(back))
	}
}

// A new line of an overlay uses the embedded system's variables where it
// stands: the 1NT module's range $R (12-14 after the 1st/2nd-hand 1NT,
// 15-17 after the 3rd/4th-hand one: Opening table (Brown), line 1447),
// in the explanation and in `hcp $R`, below the module's own line (2♣)
// and directly below the line that mounts it (1NT); the one-major
// module's M (hearts below 1♥, spades below 1♠) in a call, a constraint
// and the text; the overlay's own bare 1M binds M too.
func TestOverlayNewLinesUseVariables(t *testing.T) {
	sys := loadOverlay(t, `@include "magic-dlight"
1N
  2C
    2D  no major; opener has $R  {override; hcp $R; not 4+H; not 4+S; artificial; src "pair"}
  5C  to play opposite $R  {hcp $R; src "pair"}
1M {when seat 1-2}
  5M  pre-emptive raise to 5$M  {5+M; hcp 0-10; src "pair"}
  6M  to play in 6 of $OM, my major being $M  {signoff; src "pair"}
`)
	enginetest.Run(t, sys, []enginetest.Case{
		{Auction: "1N P 2C P 2D", Explanation: "no major; opener has 12-14", HCP: enginetest.HCP(12, 14), Rule: "main.mds:4"},
		{Auction: "P P 1N P 2C P 2D", Explanation: "no major; opener has 15-17", HCP: enginetest.HCP(15, 17), Rule: "main.mds:4"},
		{Auction: "1N P 5C", Explanation: "to play opposite 12-14", HCP: enginetest.HCP(12, 14), Rule: "main.mds:5"},
		{Auction: "P P 1N P 5C", Explanation: "to play opposite 15-17", HCP: enginetest.HCP(15, 17)},
		{Auction: "1H P 5H", Explanation: "pre-emptive raise to 5♥", HCP: enginetest.HCP(0, 10), Lengths: map[bridge.Suit][2]int{bridge.Hearts: {5, 13}}, Rule: "main.mds:7"},
		{Auction: "1S P 5S", Explanation: "pre-emptive raise to 5♠", Lengths: map[bridge.Suit][2]int{bridge.Spades: {5, 13}}},
		{Auction: "1S P 6S", Explanation: "to play in 6 of ♥, my major being ♠"},
		{Auction: "P P 1H P 5H", Status: engine.NotCovered}, // seat 3: not edited (the 3rd/4th-hand answers to 1♥ are missing in the notes)
	})
	// a name bound nowhere is still an error naming its place
	errs := overlayErrors(t, "@include \"magic-dlight\"\n1C {when seat 1-2}\n  5C  $Q {src \"pair\"}\n")
	if len(errs) == 0 || !strings.Contains(errs[0], "main.mds:3:7: $Q in the explanation: no variable or parameter Q here") {
		t.Errorf("$Q: %q", errs)
	}
}

// `override keep` replaces a line and keeps the system's continuations
// below it; the lines indented below it edit those continuations as
// below a bare call. Without keep the override drops them.
func TestOverlayOverrideKeep(t *testing.T) {
	sys := loadOverlay(t, `@include "magic-dlight"
1N   3rd/4th hand: 14-16 hcp, balanced {override keep; hcp 14-16 balanced; when seat 3-4; src "pair agreement"}
  remove 2S
  2C
    2D  no major; opener has $R  {override; not 4+H; not 4+S; artificial; src "pair"}
`)
	enginetest.Run(t, sys, []enginetest.Case{
		{Auction: "P P 1N", Explanation: "3rd/4th hand: 14-16 hcp, balanced", HCP: enginetest.HCP(14, 16), Rule: "main.mds:2"},
		{Auction: "P P P 1N", HCP: enginetest.HCP(14, 16)},
		// the kept continuations: Stayman and the transfers as the notes give them after the 3rd/4th-hand 1NT
		{Auction: "P P 1N P 2C", Explanation: "asks for the majors", Convention: "Stayman", Rule: "magic-dlight/nt-module.mds"},
		{Auction: "P P 1N P 2D", Explanation: "transfer", Rule: "magic-dlight/nt-module.mds"},
		{Auction: "P P 1N P 2C P 2H", Explanation: "4+♥", Rule: "magic-dlight/nt-module.mds"},
		// the edits below it: its own 2♦ answer (the module's R is still 15-17: the lines kept are the system's), 2♠ removed
		{Auction: "P P 1N P 2C P 2D", Explanation: "no major; opener has 15-17", Rule: "main.mds:5"},
		{Auction: "P P 1N P 2S", Status: engine.Undefined},
		// the 1st/2nd-hand 1NT and its module are untouched
		{Auction: "1N", Explanation: "12-14 hcp, balanced", HCP: enginetest.HCP(12, 14)},
		{Auction: "1N P 2S", Explanation: "conditional transfer to clubs"},
		{Auction: "1N P 2C P 2D", Explanation: "no 4-card major"},
	})
	// the same override without keep leaves 1NT with no continuation
	plain := loadOverlay(t, "@include \"magic-dlight\"\n1N   3rd/4th hand: 14-16 hcp, balanced {override; hcp 14-16 balanced; when seat 3-4; src \"pair agreement\"}\n")
	enginetest.Run(t, plain, []enginetest.Case{{Auction: "P P 1N P 2C", Status: engine.Undefined}})

	const inc = "@include \"magic-dlight\"\n"
	for _, tc := range []struct{ name, src, want string }{
		{"two lines with different continuations", inc + "1N  our 1NT {override keep; hcp 13-15 balanced; src \"pair\"}\n",
			"main.mds:2:1: 1N: override keep replaces 1N at magic-dlight/openings.mds:"},
		{"keep of nothing", inc + "5C  our 5♣ {override keep; src \"pair\"}\n",
			"main.mds:2:1: 5C overrides nothing: magic-dlight gives no line for 5C here"},
		{"keep outside an overlay", "1C  x {src 1}\n  1D  y {override keep; src 1}\n",
			"main.mds:2:3: 1D: override keep edits an embedded system"},
		{"override with a word", inc + "1N  x {override all; when seat 3-4; src 1}\n",
			"main.mds:2:17: override takes nothing or keep"},
	} {
		errs := overlayErrors(t, tc.src)
		if len(errs) == 0 || !strings.Contains(strings.Join(errs, "\n"), tc.want) {
			t.Errorf("%s: want %q, got %q", tc.name, tc.want, errs)
		}
	}
}

// Two lines of the overlay for one call where both can apply: the second
// would never apply, so it is a load error naming it (not a silent drop).
func TestOverlayOwnClash(t *testing.T) {
	const inc = "@include \"magic-dlight\"\n"
	for _, tc := range []struct{ name, src, want string }{
		{"two overrides", inc + "4N  a {override; src 1}\n4N  b {override; when seat 1-2; src 2}\n",
			"main.mds:3:1: 4N at main.mds:3:1 clashes with 4N at main.mds:2:1, the overlay's own line for the call"},
		{"an override and a keep", inc + "1N  a {override; when seat 3-4; src 1}\n1N  b {override keep; when seat 3; src 2}\n",
			"main.mds:3:1: 1N at main.mds:3:1 clashes with 1N at main.mds:2:1, the overlay's own line for the call"},
		{"two new lines", inc + "(1N) theirs\n  2C  a {src 1}\n(1N)\n  2C  b {src 2}\n",
			"main.mds:5:3: 2C at main.mds:5:3 clashes with 2C at main.mds:3:3"},
	} {
		errs := overlayErrors(t, tc.src)
		if len(errs) == 0 || !strings.Contains(strings.Join(errs, "\n"), tc.want) {
			t.Errorf("%s: want %q, got %q", tc.name, tc.want, errs)
		}
	}
	// seat-separated overrides of one call are two agreements, not a clash
	loadOverlay(t, inc+"1N  a {override; when seat 3; src 1}\n1N  b {override; when seat 4; src 2}\n")
}
