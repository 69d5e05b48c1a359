package magicdlight_test

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/systems"
)

// part2Files are the system files of part 2.
var part2Files = []string{"nt-module.mds", "nt-2-3.mds", "higher-openings.mds"}

// part2Top is a small test system that mounts the part 2 modules the way
// the README's module contract says the other parts mount them, with the
// modules of part 4 stubbed (empty bodies), so that part 2 is tested on its
// own. The opening lines restate the opening table (Brown 1442-1457, Red
// 1459-1464); the real ones live in openings.mds.
const part2Top = `@system "Magic D-light (part 2)"
@policy undefined
@include "nt-module.mds"
@include "nt-2-3.mds"
@include "higher-openings.mds"
@include "stubs.mds"

1N   12-14 balanced  {hcp 12-14 balanced; when seat 1-2; src "Opening table (Brown)" line 1447}
  use nt(R=12-14)
1N   15-17 balanced  {hcp 15-17 balanced; when seat 3-4; src "Opening table (Brown)" line 1447}
  use nt(R=15-17, strong)
2C   2♣ opening  {hcp 8-11; when seat 1-2; src "Opening table (Brown)" line 1448}
  use open-two-minor(m=C)
2D   2♦ opening  {hcp 8-11; when seat 1-2; src "Opening table (Brown)" line 1449}
  use open-two-minor(m=D)
2H   2♥ opening  {hcp 6-11; when seat 1-2; src "Opening table (Brown)" line 1450}
  use open-two-major(M=H)
2S   2♠ opening  {hcp 6-11; when seat 1-2; src "Opening table (Brown)" line 1451}
  use open-two-major(M=S)
2N   2N opening  {hcp 6-11; when seat 1-2; src "Opening table (Brown)" line 1452}
  use open-two-nt()
3x=T   pre-emptive  {src "Opening table (Brown)" line 1453}
  use open-three(T=T)
3N   pre-emptive in a minor  {src "Opening table (Brown)" line 1454}
  use open-three-nt()
4C   transfer pre-empt in ♥  {src "Opening table (Brown)" line 1455}
  use open-four-transfer(M=H)
4D   transfer pre-empt in ♠  {src "Opening table (Brown)" line 1455}
  use open-four-transfer(M=S)
// the balancing 1N of line 310 (12-16, [4 hcp]) and 1♣-1N (1013-1015), as test preludes
1C   strong or unbalanced  {src 17.1 line 981}
  1N   9-12  {hcp 9-12; src 17.2.2 line 1013}
    use nt(R=9-12, under30, fourpoint, top=12, low=9-11, oneclub)
  // 1045: 2N over a two-level overcall is natural, about 10-11; the 2N module applies
  (2x)   their overcall
    2N   natural, 10-11  {hcp 10-11; src 17.3 line 1045}
      use two-nt(R=10-11)
(1H)   their opening  {src "1N module" line 310}
  1N   our 1N overcall  {hcp 15-17; src "1N module" line 296}
    use nt(R=15-17, under30, overcall)
`

// part2Stubs are the part 4 modules part 2 mounts, with empty bodies.
const part2Stubs = `
@module ts3m(m: minor, slam: range = 0-37)
@module rkcb(T: suit)
@module control-bids(T: suit, slam: range = 0-37, again: range = 0-37)
@module blackwood()
`

// part2FS is the embedded part 2 files with the test top file above.
func part2FS(t testing.TB) fs.FS {
	t.Helper()
	m := fstest.MapFS{}
	for _, f := range part2Files {
		b, err := fs.ReadFile(systems.FS(), "magic-dlight/"+f)
		if err != nil {
			t.Fatal(err)
		}
		m["magic-dlight/"+f] = &fstest.MapFile{Data: b}
	}
	m["magic-dlight/stubs.mds"] = &fstest.MapFile{Data: []byte(part2Stubs)}
	m["magic-dlight/main.mds"] = &fstest.MapFile{Data: []byte(part2Top)}
	return m
}

// loadPart2 loads the part 2 test system for a variant ("brown" or "red").
func loadPart2(t testing.TB, variant string) *engine.System {
	t.Helper()
	s, err := engine.LoadFS(part2FS(t), "magic-dlight/main.mds", engine.Options{Variant: variant})
	if err != nil {
		t.Fatalf("part 2 does not load (%s):\n%v", variant, err)
	}
	return s
}

func TestPart2Loads(t *testing.T) {
	for _, v := range []string{"brown", "red"} {
		loadPart2(t, v)
	}
}

// part2Sources are the ranges of notes lines each part 2 file may cite:
// chapter 6 and the change log for the 1NT module; the 2N/3N tables for
// nt-2-3.mds; TS3m examples (5.5), the change log, the opening tables and
// the headless tables for the higher openings.
var part2Sources = map[string][][2]int{
	"nt-module.mds":       {{286, 575}, {1395, 1440}, {1486, 1489}},
	"nt-2-3.mds":          {{1501, 1537}},
	"higher-openings.mds": {{263, 284}, {658, 668}, {1395, 1440}, {1442, 1600}}, // 658-668: 4-ace Blackwood directly over an opening (9.3)
}

// TestPart2Lines walks every line of the part 2 files in the compiled test
// system and checks what every line must have: a citation of a notes line
// inside the part's own text, an explanation, and a known forcing status
// on every artificial call (an artificial call with no forcing attribute is
// reported as "unknown", which the linter cannot use).
func TestPart2Lines(t *testing.T) {
	for _, variant := range []string{"brown", "red"} {
		sys := loadPart2(t, variant)
		seen := map[string]bool{}
		sys.Walk(func(path []string, n engine.NodeInfo) bool {
			file, ok := part2File(n.Rule)
			if !ok || n.Opponents || seen[n.Rule] {
				return true
			}
			seen[n.Rule] = true
			where := n.Rule + " (" + strings.Join(path, " ") + ")"
			if n.NotesLines.Min == 0 {
				t.Errorf("%s: the src cites no line of the notes", where)
			}
			for _, r := range n.Meaning.NotesRefs {
				if !inRanges(r, part2Sources[file]) {
					t.Errorf("%s: cites notes lines %d-%d, outside the part's text %v", where, r.Min, r.Max, part2Sources[file])
				}
			}
			if n.Explanation == "" {
				t.Errorf("%s: no explanation", where)
			}
			if n.Meaning.Artificial && n.Meaning.Forcing == engine.ForcingUnknown {
				t.Errorf("%s: artificial call with unknown forcing status", where)
			}
			return true
		})
		if len(seen) < 400 {
			t.Errorf("%s: only %d part 2 lines reached; the modules are not all mounted", variant, len(seen))
		}
	}
}

func part2File(rule string) (string, bool) {
	for _, f := range part2Files {
		if strings.HasPrefix(rule, "magic-dlight/"+f+":") {
			return f, true
		}
	}
	return "", false
}

func inRanges(r engine.Range, rs [][2]int) bool {
	for _, x := range rs {
		if r.Min >= x[0] && r.Max <= x[1] {
			return true
		}
	}
	return false
}
