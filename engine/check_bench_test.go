package engine_test

import (
	"math/rand/v2"
	"testing"

	"github.com/mdlint/mdlint/bridge"
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

// BenchmarkInterpretInto interprets 300 random auctions (randomAuction,
// both sides playing the system) into one reused array, as lint does
// board after board. Run with -benchmem.
func BenchmarkInterpretInto(b *testing.B) {
	sys := enginetest.Embedded(b, "brown")
	r := rand.New(rand.NewPCG(3, 18))
	var as []engine.Auction
	calls := 0
	for range 300 {
		dealer, vul := bridge.Seat(r.IntN(4)), bridge.Vulnerability(r.IntN(4))
		a := engine.Auction{Dealer: dealer, Vulnerability: vul, Calls: randomAuction(sys, r, dealer, vul)}
		as = append(as, a)
		calls += len(a.Calls)
	}
	var into []engine.Meaning
	b.ResetTimer()
	for range b.N {
		for _, a := range as {
			into = sys.InterpretInto(into, a, engine.BothSides)
		}
	}
	b.ReportMetric(float64(calls), "calls/op")
}
