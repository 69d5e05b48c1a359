package annotate

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/record"
)

// TestAuctionBar checks AuctionBar, the bidder's one-call question, against
// what Lint reports with the two auction-only rules: on the notes' own
// sequences (1♥-2♦ is forcing, notes 10.1 line 728; 1NT-3♣ asks for 3♦,
// notes 6.3) and at every call of every board of the real corpus.
func TestAuctionBar(t *testing.T) {
	sys := tinySystem(t)
	r := NewReplay(sys, board(t, "1H P 2D! P P P", "", ""), engine.SideNS)
	assert.Equal(t, "passed partner's 2♦, which is forcing for one round", AuctionBar(r, 4))
	assert.Equal(t, "", AuctionBar(r, 2))
	r = NewReplay(sys, board(t, "1N P 3C! P P P", "", ""), engine.SideNS)
	assert.Equal(t, "partner's 3♣ asks for 3♦, which must be bid; the player passed", AuctionBar(r, 4))
	r = NewReplay(sys, board(t, "1N P 3C! P 3H P P P", "", ""), engine.SideNS)
	assert.Equal(t, "partner's 3♣ asks for 3♦, which must be bid; 3♥ was bid instead", AuctionBar(r, 4))

	emb, err := engine.LoadEmbedded(engine.Options{})
	require.NoError(t, err)
	rules := []*Rule{RuleForcingPass, RuleIncompleteTransfer}
	bars, calls := 0, 0
	eachCorpusBoard(t, func(file string, _ int, b *record.Board) {
		r := NewReplay(emb, b, engine.BothSides)
		want := map[int]string{}
		for _, f := range Lint(r, rules, Config{}) {
			if _, ok := want[f.Index]; !ok {
				want[f.Index] = f.Message
			}
		}
		for i := range r.Meanings {
			calls++
			got := AuctionBar(r, i)
			if got != "" {
				bars++
			}
			if got != want[i] {
				t.Fatalf("%s %s call %d: AuctionBar %q, Lint %q", file, b.Label, i, got, want[i])
			}
		}
	})
	t.Logf("%d calls, %d barred", calls, bars)
	assert.Greater(t, bars, 100, "the corpus has forcing passes and missed completions")
}
