package bridge

import "math/rand/v2"

// Generator deals random deals, uniformly over all 52!/(13!)^4 deals, from
// its own seeded PCG source (math/rand/v2): the same seed gives the same
// sequence of deals on every platform and Go release that keeps PCG's
// output, and no global random state is used. A Generator is not safe for
// concurrent use; give each goroutine its own (seed it, for example, with
// base seed + worker index).
type Generator struct {
	rng  *rand.Rand
	deck [52]Card
}

// NewGenerator returns a Generator seeded with seed (any value; the PCG
// stream is (seed, a fixed constant)).
func NewGenerator(seed uint64) *Generator {
	g := &Generator{rng: rand.New(rand.NewPCG(seed, 0x6d646c696e74))} // "mdlint"
	for i := range g.deck {
		g.deck[i] = Card(i)
	}
	return g
}

// Deal returns the next random deal: a Fisher-Yates shuffle of the 52
// cards (each permutation equally likely), then cards 0-12 to North, 13-25
// to East, 26-38 to South and 39-51 to West. Every hand holds 13 cards.
func (g *Generator) Deal() Deal {
	// Shuffling the previous order is as uniform as shuffling a fresh
	// deck: a uniform permutation composed with any fixed one is uniform.
	for i := len(g.deck) - 1; i > 0; i-- {
		j := g.rng.IntN(i + 1)
		g.deck[i], g.deck[j] = g.deck[j], g.deck[i]
	}
	var d Deal
	for i, c := range g.deck {
		d[i/13] |= 1 << c
	}
	return d
}
