package bidder

import (
	"testing"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
)

// BenchmarkComplete measures `bid --complete` per deal (opponents
// passing), the shares of the constraints met cached as in a long run.
func BenchmarkComplete(b *testing.B) {
	sys, err := engine.LoadEmbedded(engine.Options{})
	if err != nil {
		b.Fatal(err)
	}
	bd := New(sys)
	g := bridge.NewGenerator(7)
	deals := make([]bridge.Deal, 256)
	for i := range deals {
		deals[i] = g.Deal()
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		d := deals[i%len(deals)]
		if _, err := bd.Complete(engine.Auction{Dealer: bridge.Seat(i % 4)}, d, engine.SideNS, nil); err != nil {
			b.Fatal(err)
		}
	}
}
