package check

import (
	"testing"
	"testing/fstest"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
)

// TestSimulationCountsAgreeWithCheck replays the deals of a simulation of
// testdata/forms.mds (one line per constraint form: unbound M/m/x, not,
// losers, patterns, honours) and classifies every hand with engine Check:
// the gap, overlap and per-call counts must be the same.
func TestSimulationCountsAgreeWithCheck(t *testing.T) {
	sys := loadTest(t, "forms.mds")
	const seed = 99
	node := openingNode(1, bridge.None)
	res, errs := Simulate(sys, []Node{node}, SimOptions{Hands: 20000, Seed: seed, Workers: 2})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	r := res[0]
	ch := sys.Choices(node.Auction, engine.SideNS)
	if len(ch) != 12 || len(r.Calls) != 12 {
		t.Fatalf("%d choices, %d calls: want the 12 lines of forms.mds", len(ch), len(r.Calls))
	}
	counts := make([]int, len(ch))
	samples, gap, overlap := 0, 0, 0
	for k := 0; samples < r.Samples; k++ {
		g := bridge.NewGenerator(chunkSeed(seed, k))
		for d := 0; d < chunkDeals; d++ {
			for _, h := range g.Deal() {
				n := 0
				for i, m := range ch {
					if m.Constraint.Check(h) == nil {
						counts[i]++
						n++
					}
				}
				samples++
				switch {
				case n == 0:
					gap++
				case n >= 2:
					overlap++
				}
			}
		}
	}
	if samples != r.Samples || gap != r.Gap.Count || overlap != r.Overlap.Count {
		t.Errorf("samples %d gap %d overlap %d by Check; simulation %d %d %d", samples, gap, overlap, r.Samples, r.Gap.Count, r.Overlap.Count)
	}
	for i, c := range r.Calls {
		if c.Count != counts[i] {
			t.Errorf("%s %q: simulation %d hands, Check %d", c.Call, c.Constraint, c.Count, counts[i])
		}
		if counts[i] == 0 {
			t.Errorf("%s %q: no hand fits, the comparison proves little", c.Call, c.Constraint)
		}
	}
}

func TestJudgment(t *testing.T) {
	sys := loadTest(t, "forms.mds")
	for _, m := range sys.Choices(engine.Auction{Dealer: bridge.North}, engine.SideNS) {
		if Judgment(m.Constraint) {
			t.Errorf("%s %q is checkable", m.Call, m.Constraint.String())
		}
	}
	if !Judgment(nil) {
		t.Error("nil constraint is judgment")
	}
	src := "1C a {text \"a good suit\"; src 1}\n1D b {text \"x\" | text \"y\"; src 1}\n1H c {hcp 12+; text \"x\"; src 1}\n"
	sys, err := engine.LoadFS(fstest.MapFS{"t.mds": &fstest.MapFile{Data: []byte(src)}}, "t.mds", engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"1C": true, "1D": true, "1H": false}
	for _, m := range sys.Choices(engine.Auction{Dealer: bridge.North}, engine.SideNS) {
		if got := Judgment(m.Constraint); got != want[m.Call.Short()] {
			t.Errorf("%s %q: Judgment %v", m.Call, m.Constraint.String(), got)
		}
	}
}
