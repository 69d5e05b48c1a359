package engine_test

import (
	"testing"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/enginetest"
)

// BenchmarkCheckFactsSystem checks 40 hands (testHands) against every
// distinct constraint of the embedded Magic D-light (brown), as lint's
// hand rules do for every call of the system side: most hands break most
// lines, so the explanations dominate. Run with -benchmem.
func BenchmarkCheckFactsSystem(b *testing.B) {
	sys := enginetest.Embedded(b, "brown")
	seen := map[string]bool{}
	var cs []*engine.Constraint
	sys.Nodes(func(n engine.NodeInfo, _ []engine.NodeInfo) bool {
		if c := n.Constraint; c != nil && !seen[c.String()] {
			seen[c.String()] = true
			cs = append(cs, c)
		}
		return true
	})
	hands := testHands(5, 40)
	b.ResetTimer()
	for range b.N {
		for _, c := range cs {
			for i := range hands {
				_ = c.CheckFacts(&hands[i])
			}
		}
	}
	b.ReportMetric(float64(len(cs)*len(hands)), "checks/op")
}
