package engine

import (
	"errors"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
)

// FuzzOverlay loads whole overlays (language section 12) of a small
// stand-in for the embedded system (testdata/overlay-base: the forms an
// overlay edits, loaded in milliseconds, so the fuzzer runs thousands of
// loads where the real system allows one a second). A load either
// succeeds or fails with a *LoadError whose every diagnostic names a file
// of the load, a line of that file and a column (never a panic); and on
// success no line of the overlay is dropped in silence: every line that
// adds or replaces a call, without a `when` that may compile it out, is a
// line of the compiled system.
func FuzzOverlay(f *testing.F) {
	const inc = "@include \"magic-dlight\"\n"
	seeds := []string{
		inc,
		inc + "1N   3rd/4th hand: 14-16 {override; hcp 14-16 balanced; when seat 3-4; src \"pair\"}\n  use nt(R=14-16, strong)\n",
		inc + "1N   3rd/4th hand: 14-16 {override keep; hcp 14-16 balanced; when seat 3-4; src \"pair\"}\n  remove 2D\n  2C\n    2D  no major, $R {override; hcp $R; src \"pair\"}\n",
		inc + "remove 4N\n(1N)  they open 1NT\n  2C   Landy {artificial; 5+H 4+S | 4+H 5+S; conv \"Landy\"; src \"pair\"}\n",
		inc + "1M {when seat 1-2}\n  5M  to play in 5$M {5+M; src \"pair\"}\n  +1\n    +1  relay again {relay; src \"pair\"}\n",
		inc + "1N\n  2C\n    2S  4+♠ {4+S; src \"pair\"}\n  5C  opposite $R {hcp $R; src \"pair\"}\n",
		inc + "@module ours(T: suit) \"Ours\"\n  4N  asks in $T {artificial; src \"pair\"}\n1C {when seat 1-2}\n  1D\n    2H  hearts {5+H; src \"pair\"}\n      use ours(T=H)\n",
		inc + "1N  clash {hcp 10-12; src \"pair\"}\n5C  x {override; src 1}\nremove 6N\n7N\n  7S x {src 1}\n",
		inc + "1C  x {override keep; when seat 1-2; src 1}\n  1D x {override keep; src 2}\n    remove 1H\n",
		"@include \"magic-dark\"\n1C\n",
	}
	for _, s := range seeds {
		f.Add(s)
	}
	base := os.DirFS("testdata/overlay-base")
	// the seeds that are valid overlays load (the fuzzer starts from real ones)
	for i, s := range seeds[:7] {
		fsys := fstest.MapFS{"main.mds": &fstest.MapFile{Data: []byte(s)}}
		if _, err := LoadFS(fsys, "main.mds", Options{embedded: base}); err != nil {
			f.Fatalf("seed %d does not load:\n%v", i, err)
		}
	}
	callLine := regexp.MustCompile(`^\s*\(?[1-7PXp+_]`)
	f.Fuzz(func(t *testing.T, src string) {
		fsys := fstest.MapFS{"main.mds": &fstest.MapFile{Data: []byte(src)}}
		sys, err := LoadFS(fsys, "main.mds", Options{embedded: base})
		if err != nil {
			var le *LoadError
			if !errors.As(err, &le) {
				t.Fatalf("error is %T, not *LoadError: %v", err, err)
			}
			if len(le.Errors) == 0 {
				t.Fatal("a LoadError without a diagnostic")
			}
			lines := map[string]int{"main.mds": strings.Count(src, "\n") + 1, "magic-dlight/main.mds": 1 << 30}
			for _, d := range le.Errors {
				n, ok := lines[d.File]
				if !ok {
					t.Fatalf("%s: names no file of the load", d)
				}
				if d.Line < 1 || d.Line > n || d.Col < 1 {
					t.Fatalf("%s: no line and column of %s (%d lines)", d, d.File, n)
				}
			}
			return
		}
		rules := map[string]bool{}
		sys.Nodes(func(n NodeInfo, _ []NodeInfo) bool {
			rules[n.Rule] = true
			return true
		})
		calls, _ := ParseCalls("1N P 2C P 2D P 5C")
		sys.Interpret(Auction{Calls: calls}, BothSides)
		// the lines of the overlay's top level that add or replace a call
		for i, l := range strings.Split(src, "\n") {
			if !callLine.MatchString(l) || strings.HasPrefix(strings.TrimSpace(l), "remove") || strings.Contains(l, "when") || strings.Contains(l, "//") ||
				!strings.Contains(l, "{") || !strings.Contains(l, "src") || strings.HasPrefix(l, " ") {
				continue
			}
			if r := "main.mds:" + strconv.Itoa(i+1); !rules[r] {
				t.Fatalf("line %d %q is in no line of the compiled system", i+1, l)
			}
		}
	})
}
