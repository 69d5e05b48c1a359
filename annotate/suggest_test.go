package annotate

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/record"
)

// TestMayBar: where MayBar says a call cannot be barred, AuctionBar says
// "" of it, and AuctionBarred says whether AuctionBar words a bar. Every position of every corpus board (both sides playing the
// system), with the pass, double, redouble and the recorded call tried
// there, and every bid where the earlier calls leave a bar possible (a
// pass by the opponent after partner's defined call); MayBar must also
// rule out most calls, and allow every bar the corpus has.
func TestMayBar(t *testing.T) {
	emb, err := engine.LoadEmbedded(engine.Options{})
	require.NoError(t, err)
	ruled, allowed, bars := 0, 0, 0
	// the auction so far and one slot for the call tried, built once per
	// position
	var ms []engine.Meaning
	var calls []bridge.Call
	tb := &record.Board{}
	try := func(file string, b *record.Board, cur *engine.Cursor, call bridge.Call) {
		i := cur.Len()
		ms[i], calls[i], tb.Calls[i] = cur.Try(call), call, record.Call{Call: call, Seat: b.Dealer.Add(i)}
		r := NewReplayOf(tb, engine.BothSides, calls, ms)
		bar := AuctionBar(r, i)
		if bar != "" {
			bars++
		}
		if AuctionBarred(r, i) != (bar != "") {
			t.Fatalf("%s %s: %v then %s at call %d: AuctionBarred %v, AuctionBar %q", file, b.Label, cur.Calls(), call.Short(), i+1, AuctionBarred(r, i), bar)
		}
		if MayBar(ms, calls, i, call) {
			allowed++
			return
		}
		ruled++
		if bar != "" {
			t.Fatalf("%s %s: %v then %s at call %d: MayBar false, AuctionBar %q", file, b.Label, cur.Calls(), call.Short(), i+1, bar)
		}
	}
	eachCorpusBoard(t, func(file string, _ int, b *record.Board) {
		r := NewReplay(emb, b, engine.BothSides)
		cur := emb.NewCursor(b.Dealer, b.Vulnerability, engine.BothSides)
		for i := range r.Meanings {
			a := bridge.Auction{Dealer: b.Dealer, Calls: cur.Calls()}
			ms = append(append(ms[:0], cur.Meanings()...), engine.Meaning{})
			calls = append(append(calls[:0], cur.Calls()...), bridge.Call{})
			*tb = record.Board{Dealer: b.Dealer, Vulnerability: b.Vulnerability, Calls: append(append(tb.Calls[:0], b.Calls[:i]...), record.Call{})}
			for _, c := range []bridge.Call{{Kind: bridge.Pass}, {Kind: bridge.Double}, {Kind: bridge.Redouble}, r.Auction.Calls[i]} {
				if a.Allowed(c) == nil {
					try(file, b, &cur, c)
				}
			}
			if i >= 2 && r.Auction.Calls[i-1].Kind == bridge.Pass && r.Meanings[i-2].Side == "system" && r.Meanings[i-2].Status == engine.Defined {
				for rank := 0; rank < 35; rank++ {
					if c := bridge.BidOfRank(rank); a.Allowed(c) == nil {
						try(file, b, &cur, c)
					}
				}
			}
			cur.Step(r.Auction.Calls[i])
		}
	})
	t.Logf("%d calls ruled out, %d allowed, %d barred", ruled, allowed, bars)
	assert.Greater(t, bars, 100, "the corpus has forcing passes and missed completions")
	assert.Greater(t, ruled, 4*allowed, "MayBar rules out most calls")
}
