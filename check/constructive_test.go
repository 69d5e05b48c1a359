package check

import (
	"strings"
	"testing"

	"github.com/mdlint/mdlint/engine"
)

// TestConstructive: every deal either reaches a contract or stops with a
// status; the table of 1st/2nd-hand contracts adds up to its map; gaps are
// sorted commonest first and carry examples; a fixed seed gives the same
// numbers twice.
func TestConstructive(t *testing.T) {
	sys, err := engine.LoadEmbedded(engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	c := RunConstructive(sys, ConstructiveOptions{Deals: 120, Seed: 5})
	stops := 0
	for _, n := range c.Stops {
		stops += n
	}
	if c.Contract+stops != 120 {
		t.Fatalf("contract %d + stops %d != 120 deals", c.Contract, stops)
	}
	if c.Contract == 0 || c.ContractPercent <= 0 || c.ContractPercent > 100 {
		t.Errorf("contract %d (%.2f%%)", c.Contract, c.ContractPercent)
	}
	table, listed := 0, 0
	for _, row := range c.ByStrainLevel {
		for _, n := range row {
			table += n
		}
	}
	for _, n := range c.Openings {
		listed += n
	}
	others := 0
	for _, n := range c.Contracts {
		others += n
	}
	if table != listed || listed+others+c.PassedOut != c.Contract {
		t.Errorf("table %d, 1st/2nd %d, 3rd/4th %d, passed out %d, contracts %d", table, listed, others, c.PassedOut, c.Contract)
	}
	gapCount := 0
	for i, g := range c.Gaps {
		gapCount += g.Count
		if i > 0 && g.Count > c.Gaps[i-1].Count {
			t.Errorf("gaps not sorted: %d after %d", g.Count, c.Gaps[i-1].Count)
		}
		if len(g.Examples) == 0 || g.Reason == "" {
			t.Errorf("gap %+v without examples or reason", g)
		}
	}
	if gapCount != stops {
		t.Errorf("gaps count %d deals, stops %d", gapCount, stops)
	}
	again := RunConstructive(sys, ConstructiveOptions{Deals: 120, Seed: 5})
	if again.Contract != c.Contract || len(again.Gaps) != len(c.Gaps) {
		t.Errorf("seed 5 twice: %d/%d contracts, %d/%d gaps", c.Contract, again.Contract, len(c.Gaps), len(again.Gaps))
	}
	var b strings.Builder
	c.WriteText(&b, 5)
	if !strings.Contains(b.String(), "reached a final contract within the notes") ||
		!strings.Contains(b.String(), "final contracts after 1st/2nd-hand openings") {
		t.Errorf("text:\n%s", b.String())
	}
}
