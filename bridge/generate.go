package bridge

import (
	"math/bits"
	"math/rand/v2"
)

// Generator deals random deals, uniformly over all 52!/(13!)^4 deals, from
// its own seeded PCG source (math/rand/v2's PCG-DXSM): no global random
// state is used, and the same seed gives the same sequence of deals on every
// platform. The bounded draws use Lemire's multiply-and-reject method on the
// PCG output directly, so the sequence does not depend on how a Go release
// implements rand.IntN. A Generator is not safe for concurrent use; give
// each goroutine its own (seeded, for example, with base seed + worker
// index).
type Generator struct {
	src  *rand.PCG
	deck [52]Card
}

// NewGenerator returns a Generator seeded with seed (any value; the PCG
// state is seeded with (seed, a fixed constant)).
func NewGenerator(seed uint64) *Generator {
	g := &Generator{src: rand.NewPCG(seed, 0x6d646c696e74)} // "mdlint"
	for i := range g.deck {
		g.deck[i] = Card(i)
	}
	return g
}

// intn returns a uniform integer in [0, n) for n >= 1 (Lemire 2019, "Fast
// random integer generation in an interval": take the high word of x*n and
// reject the few low words that would bias it).
func (g *Generator) intn(n uint64) uint64 {
	hi, lo := bits.Mul64(g.src.Uint64(), n)
	if lo < n {
		thresh := -n % n
		for lo < thresh {
			hi, lo = bits.Mul64(g.src.Uint64(), n)
		}
	}
	return hi
}

// Deal returns the next random deal: a Fisher-Yates shuffle of the 52
// cards (each permutation equally likely), then cards 0-12 to North, 13-25
// to East, 26-38 to South and 39-51 to West. Every hand holds 13 cards.
func (g *Generator) Deal() Deal {
	// Shuffling the previous order is as uniform as shuffling a fresh
	// deck: a uniform permutation composed with any fixed one is uniform.
	for i := len(g.deck) - 1; i > 0; i-- {
		j := g.intn(uint64(i + 1))
		g.deck[i], g.deck[j] = g.deck[j], g.deck[i]
	}
	var d Deal
	for i, c := range g.deck {
		d[i/13] |= 1 << c
	}
	return d
}
