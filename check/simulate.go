package check

import (
	"fmt"
	"regexp"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
)

// Node is a point of an auction where the side that plays the system must
// choose a call: the calls so far (from the dealer, under a vulnerability)
// and the side of the player to call next.
type Node struct {
	// Kind is "opening" (the first call of our side, seat 1-4), "response"
	// (partner's answer to an opening after an opponent's pass) or "at"
	// (an auction asked for with --at).
	Kind    string
	Auction engine.Auction
}

// Caller returns the seat (N, E, S, W) of the player to call at n.
func (n Node) Caller() bridge.Seat { return n.Auction.Dealer.Add(len(n.Auction.Calls)) }

// Sides returns the side of the player to call: the side that plays the
// system at this node.
func (n Node) Sides() engine.Sides {
	if s := n.Caller(); s == bridge.North || s == bridge.South {
		return engine.SideNS
	}
	return engine.SideEW
}

// Position returns the position (1-4 from the dealer) of the first
// non-pass call of the caller's side in the auction, counting the call about
// to be made when the side has not bid yet: the "seat" of `when seat`.
func (n Node) Position() int {
	sides := n.Sides()
	for i, c := range n.Auction.Calls {
		if c.Kind != bridge.Pass && sides.Has(n.Auction.Dealer.Add(i)) {
			return i%4 + 1
		}
	}
	return len(n.Auction.Calls)%4 + 1
}

// String returns the auction as the players say it: "1♣ P" ("—" when
// empty, the opening).
func (n Node) String() string {
	if len(n.Auction.Calls) == 0 {
		return "—"
	}
	parts := make([]string, len(n.Auction.Calls))
	for i, c := range n.Auction.Calls {
		if c.Kind == bridge.Pass {
			parts[i] = "P"
		} else {
			parts[i] = c.Symbol()
		}
	}
	return strings.Join(parts, " ")
}

// SimOptions say how many deals the simulation draws.
type SimOptions struct {
	// Hands is the number of hands classified per node (default 100,000).
	// A node where earlier calls must fit the deal (a response, --at) gets
	// fewer when MaxDeals runs out first.
	Hands int
	// MaxDeals caps the deals drawn (default 10 × Hands). Each deal gives up
	// to four samples per node, one per rotation of its hands.
	MaxDeals int
	// Seed chooses the deals: the same seed gives the same report on any
	// number of cores.
	Seed uint64
	// Workers is the number of goroutines (default runtime.GOMAXPROCS).
	Workers int
	// Examples is the number of example hands kept per gap, overlap and
	// call (default 3).
	Examples int
}

func (o SimOptions) withDefaults() SimOptions {
	if o.Hands <= 0 {
		o.Hands = 100000
	}
	if o.MaxDeals <= 0 {
		o.MaxDeals = 10 * o.Hands
	}
	if o.Workers <= 0 {
		o.Workers = runtime.GOMAXPROCS(0)
	}
	if o.Examples <= 0 {
		o.Examples = 3
	}
	return o
}

// NodeResult is what the simulation found at one node.
type NodeResult struct {
	Kind     string `json:"kind"`
	Auction  string `json:"auction"` // "1♣ P", "—" for the opening
	Dealer   string `json:"dealer"`  // N, E, S, W
	Vul      string `json:"vul"`     // None, NS, EW, Both
	Caller   string `json:"caller"`  // the seat to call
	Position int    `json:"seat"`    // 1-4: position of the side's first non-pass call
	// Samples is the number of hands classified: hands of the caller in
	// deals where every earlier call of the caller's side fits its
	// constraint.
	Samples int `json:"samples"`
	// Deals is the number of deals drawn while this node still needed hands.
	Deals int `json:"deals"`
	// Gap: hands that fit no checkable call. Overlap: hands that fit two or
	// more calls by accident: at least two of the calls do not name each
	// other in an `overlap` attribute (language section 3). Chosen: hands
	// that fit two or more calls, every two of which the notes give for
	// the same hands on purpose. Percent is of Samples (0-100).
	Gap     Share        `json:"gap"`
	Overlap Share        `json:"overlap"`
	Chosen  Share        `json:"chosen_overlap"`
	Calls   []CallResult `json:"calls"`
	// OverlapSets lists which calls the overlapping hands fit, accidental
	// and chosen, most common first (at most 10).
	OverlapSets []OverlapSet `json:"overlap_sets,omitempty"`
	// Aggressiveness (openings only, notes 1.2): the mean over the hands
	// that fit a checkable call of the opening's weight (Pass 0, 1♣ 1 ...
	// 7NT 35); a hand that fits several calls counts the mean of their
	// weights. Nil when not an opening node or no hand fits.
	Aggressiveness *float64 `json:"aggressiveness,omitempty"`
	// Given lists the earlier calls of the caller's side whose constraints
	// every sampled deal satisfies, e.g. "N 1♣" (seat and call).
	Given []string `json:"given,omitempty"`
}

// Share is a count of hands with its percentage (0-100) and examples in
// PBN hand form (spades first, "AKQ2.T94.J3.Q842").
type Share struct {
	Count    int      `json:"count"`
	Percent  float64  `json:"percent"`
	Examples []string `json:"examples,omitempty"`
}

// CallResult is one call the system gives at a node and how often a hand
// fits it. Judgment is true for a call whose constraint has no checkable
// part (nil, or only `text "..."`, e.g. the pre-empts): such a call is
// listed but takes no part in gaps, overlaps, frequencies or aggressiveness.
type CallResult struct {
	Call        string `json:"call"` // ♣♦♥♠ form, "Pass"
	Explanation string `json:"explanation"`
	Constraint  string `json:"constraint,omitempty"`
	Rule        string `json:"rule"`
	Judgment    bool   `json:"judgment,omitempty"`
	Share
}

// OverlapSet is one combination of calls that hands fit at once. Chosen
// is true when the notes give every two of the calls for the same hands on
// purpose; Rules are then the lines' rules for choosing (their `overlap`
// attributes, each once, "1♣: TEXT").
type OverlapSet struct {
	Calls  []string `json:"calls"`
	Chosen bool     `json:"chosen,omitempty"`
	Rules  []string `json:"rules,omitempty"`
	Share
}

// choice is one call at a node, prepared for classification.
type choice struct {
	m        engine.Meaning
	judgment bool
	weight   float64
}

// given is an earlier call of the caller's side whose constraint the deal
// must satisfy: the hand at seat offset off from the caller.
type given struct {
	off  int
	c    *engine.Constraint
	text string
}

type simNode struct {
	node    Node
	choices []choice
	given   []given
	opening bool
	// chosen[i] has bit j set when choices i and j name each other's call
	// in an `overlap` attribute (either way): an overlap the notes chose.
	chosen []uint64
}

// markChosen fills sn.chosen from the choices' Overlaps.
func (sn *simNode) markChosen() {
	sn.chosen = make([]uint64, len(sn.choices))
	for i := range sn.choices {
		for j := range sn.choices {
			if i == j || i >= 64 || j >= 64 {
				continue
			}
			if names(sn.choices[i].m, sn.choices[j].m.Call) || names(sn.choices[j].m, sn.choices[i].m.Call) {
				sn.chosen[i] |= 1 << uint(j)
			}
		}
	}
}

func names(m engine.Meaning, c bridge.Call) bool {
	return rule(m, c) != ""
}

// rule is m's rule for choosing between its call and c, "" when m does
// not name c in an overlap attribute.
func rule(m engine.Meaning, c bridge.Call) string {
	for _, o := range m.Overlaps {
		if o.Call == c {
			return o.Rule
		}
	}
	return ""
}

// rulesIn returns the distinct rules of choice j for the other calls of set.
func rulesIn(choices []choice, set uint64, j int) []string {
	var out []string
	for i, c := range choices {
		if i == j || i >= 64 || set&(1<<uint(i)) == 0 {
			continue
		}
		if r := rule(choices[j].m, c.m.Call); r != "" && !slices.Contains(out, r) {
			out = append(out, r)
		}
	}
	return out
}

// chosenSet reports whether every two calls of set overlap by the notes'
// choice.
func (sn *simNode) chosenSet(set uint64) bool {
	for i := range sn.chosen {
		if set&(1<<uint(i)) == 0 {
			continue
		}
		others := set &^ (1 << uint(i))
		if sn.chosen[i]&others != others {
			return false
		}
	}
	return true
}

// envelope is a constraint's HCP and length ranges (engine.Constraint HCP
// and Lengths), which the static checks intersect along a path.
type envelope struct {
	hmin, hmax int
	lmin, lmax [4]int
}

func envelopeOf(c *engine.Constraint) envelope {
	h, l := c.HCP(), c.Lengths()
	e := envelope{hmin: h.Min, hmax: h.Max}
	for i := range l {
		e.lmin[i], e.lmax[i] = l[i].Min, l[i].Max
	}
	return e
}

var textPart = regexp.MustCompile(`text "(?:[^"\\]|\\.)*"`)

// Judgment reports whether constraint c has no checkable part: it is nil,
// or it is made only of `text "..."` clauses (language section 9), so every
// hand satisfies it as far as Check can tell.
func Judgment(c *engine.Constraint) bool {
	if c == nil {
		return true
	}
	if len(c.Unchecked()) == 0 {
		return false
	}
	rest := textPart.ReplaceAllString(c.String(), "")
	for _, f := range strings.FieldsFunc(rest, func(r rune) bool { return r == ' ' || r == '(' || r == ')' }) {
		if f != "or" && f != "not" {
			return false
		}
	}
	return true
}

// weight is the aggressiveness weight of an opening (notes 1.2): Pass 0,
// 1♣ 1, 1♦ 2 ... 7NT 35; doubles and redoubles 0.
func weight(c bridge.Call) float64 {
	if c.Kind != bridge.Bid {
		return 0
	}
	return float64(c.Rank() + 1)
}

// prepare interprets the node's auction and collects the choices and the
// constraints of the earlier calls of the caller's side. It returns an error
// when the system gives no call at the node.
func prepare(sys *engine.System, n Node) (*simNode, error) {
	sides := n.Sides()
	ch := sys.Choices(n.Auction, sides)
	if len(ch) == 0 {
		return nil, fmt.Errorf("the system gives %s no call after %q (dealer %s, vulnerability %s)",
			n.Caller(), n.String(), n.Auction.Dealer, n.Auction.Vulnerability)
	}
	sn := &simNode{node: n, opening: n.Kind == "opening"}
	for _, m := range ch {
		c := choice{m: m, judgment: Judgment(m.Constraint), weight: weight(m.Call)}
		sn.choices = append(sn.choices, c)
	}
	sn.markChosen()
	caller := n.Caller()
	for _, m := range sys.Interpret(n.Auction, sides) {
		if m.Side != "system" || m.Status != engine.Defined || Judgment(m.Constraint) {
			continue
		}
		off := (int(m.Seat) - int(caller) + 4) & 3
		sn.given = append(sn.given, given{off: off, c: m.Constraint,
			text: m.Seat.String() + " " + callText(m.Call)})
	}
	return sn, nil
}

func callText(c bridge.Call) string {
	if c.Kind == bridge.Pass {
		return "Pass"
	}
	return c.Symbol()
}

// acc accumulates one node's classification over part of the deals.
type acc struct {
	samples, deals int
	gap, overlap   int
	chosen         int
	calls          []int
	gapEx, ovEx    []string
	chEx           []string
	callEx         [][]string
	sets           map[uint64]*setAcc
	weightSum      float64
	covered        int
}

type setAcc struct {
	n  int
	ex []string
}

func newAcc(n int) *acc {
	return &acc{calls: make([]int, n), callEx: make([][]string, n), sets: map[uint64]*setAcc{}}
}

func addEx(ex []string, h bridge.Hand, max int) []string {
	if len(ex) < max {
		ex = append(ex, h.PBN())
	}
	return ex
}

// classify adds the hand with facts f to a: which calls' constraints it
// satisfies (engine.Constraint.SatisfiedBy, the yes/no of Check).
func (sn *simNode) classify(a *acc, f *engine.HandFacts, maxEx int) {
	h := f.Hand()
	var set uint64
	k := 0
	wsum := 0.0
	for i := range sn.choices {
		c := &sn.choices[i]
		if c.judgment || !c.m.Constraint.SatisfiedBy(f) {
			continue
		}
		if i < 64 {
			set |= 1 << uint(i)
		}
		k++
		wsum += c.weight
		a.calls[i]++
		a.callEx[i] = addEx(a.callEx[i], h, maxEx)
	}
	a.samples++
	switch {
	case k == 0:
		a.gap++
		a.gapEx = addEx(a.gapEx, h, maxEx)
	case k >= 2:
		if len(sn.choices) <= 64 && sn.chosenSet(set) {
			a.chosen++
			a.chEx = addEx(a.chEx, h, maxEx)
		} else {
			a.overlap++
			a.ovEx = addEx(a.ovEx, h, maxEx)
		}
		s := a.sets[set]
		if s == nil {
			s = &setAcc{}
			a.sets[set] = s
		}
		s.n++
		s.ex = addEx(s.ex, h, maxEx)
	}
	if k > 0 {
		a.covered++
		a.weightSum += wsum / float64(k)
	}
}

// merge adds b (a later chunk) to a.
func (a *acc) merge(b *acc, maxEx int) {
	a.samples += b.samples
	a.deals += b.deals
	a.gap += b.gap
	a.overlap += b.overlap
	a.chosen += b.chosen
	a.chEx = mergeEx(a.chEx, b.chEx, maxEx)
	a.covered += b.covered
	a.weightSum += b.weightSum
	for i := range a.calls {
		a.calls[i] += b.calls[i]
		a.callEx[i] = mergeEx(a.callEx[i], b.callEx[i], maxEx)
	}
	a.gapEx = mergeEx(a.gapEx, b.gapEx, maxEx)
	a.ovEx = mergeEx(a.ovEx, b.ovEx, maxEx)
	for k, s := range b.sets {
		t := a.sets[k]
		if t == nil {
			t = &setAcc{}
			a.sets[k] = t
		}
		t.n += s.n
		t.ex = mergeEx(t.ex, s.ex, maxEx)
	}
}

func mergeEx(a, b []string, max int) []string {
	for _, e := range b {
		if len(a) >= max {
			break
		}
		a = append(a, e)
	}
	return a
}

// chunkDeals is the number of deals per unit of work. Each chunk has its
// own generator, seeded from (Seed, chunk index), so the result does not
// depend on the number of workers.
const chunkDeals = 512

// chunkSeed mixes the run's seed and a chunk index (SplitMix64 finaliser).
func chunkSeed(seed uint64, chunk int) uint64 {
	z := seed + uint64(chunk+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Simulate classifies random hands at every node (see NodeResult). Nodes
// where the system gives no call are reported as errors in the second
// result, one per node, and left out. The work is spread over
// opts.Workers goroutines; the result depends only on the system, the nodes
// and opts.Seed/Hands/MaxDeals.
func Simulate(sys *engine.System, nodes []Node, opts SimOptions) ([]NodeResult, []error) {
	opts = opts.withDefaults()
	// Nodes with the same calls and the same conditioning (seat 1 and 2,
	// the four vulnerabilities when no line depends on them) draw the same
	// hands: they are simulated once and reported under each.
	var sns []*simNode
	var errs []error
	var which []int // node index -> index in sns
	var prepared []*simNode
	byKey := map[string]int{}
	for _, n := range nodes {
		sn, err := prepare(sys, n)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		prepared = append(prepared, sn)
		k := sn.key()
		i, ok := byKey[k]
		if !ok {
			i = len(sns)
			byKey[k] = i
			sns = append(sns, sn)
		}
		which = append(which, i)
	}
	if len(sns) == 0 {
		return nil, errs
	}
	// done[i] is the first chunk index from which node i needs no more
	// hands (set by the merger, read by workers to skip work; the merger
	// alone decides what counts, in chunk order, so the result is the same
	// whatever the timing).
	done := make([]atomic.Int64, len(sns))
	for i := range done {
		done[i].Store(1 << 62)
	}
	maxChunks := (opts.MaxDeals + chunkDeals - 1) / chunkDeals
	totals := make([]*acc, len(sns))
	for i, sn := range sns {
		totals[i] = newAcc(len(sn.choices))
	}
	remaining := len(sns)

	type result struct {
		chunk int
		accs  []*acc
	}
	results := make(chan result, opts.Workers*2)
	var next atomic.Int64
	var stop atomic.Bool
	var wg sync.WaitGroup
	for w := 0; w < opts.Workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for !stop.Load() {
				k := int(next.Add(1) - 1)
				if k >= maxChunks {
					return
				}
				accs := make([]*acc, len(sns))
				gen := bridge.NewGenerator(chunkSeed(opts.Seed, k))
				for i, sn := range sns {
					if int64(k) < done[i].Load() {
						accs[i] = newAcc(len(sn.choices))
						accs[i].deals = chunkDeals
					}
				}
				var fs [4]engine.HandFacts
				for d := 0; d < chunkDeals; d++ {
					deal := gen.Deal()
					for s := range fs {
						fs[s] = engine.NewHandFacts(deal[s])
					}
					for i, sn := range sns {
						if accs[i] != nil {
							sn.sample(accs[i], &fs, opts.Examples)
						}
					}
				}
				results <- result{k, accs}
			}
		}()
	}
	go func() { wg.Wait(); close(results) }()

	pending := map[int]result{}
	nextChunk := 0
	for r := range results {
		pending[r.chunk] = r
		for {
			r, ok := pending[nextChunk]
			if !ok {
				break
			}
			delete(pending, nextChunk)
			for i := range sns {
				if int64(nextChunk) >= done[i].Load() {
					continue
				}
				totals[i].merge(r.accs[i], opts.Examples)
				if totals[i].samples >= opts.Hands {
					done[i].Store(int64(nextChunk) + 1)
					remaining--
				}
			}
			nextChunk++
			if remaining == 0 {
				stop.Store(true)
			}
		}
	}
	out := make([]NodeResult, len(prepared))
	for i, sn := range prepared {
		out[i] = sn.result(totals[which[i]])
	}
	return out, errs
}

// key identifies what a node's classification depends on: its calls and
// constraints, and the constraints of the earlier calls by seat offset.
func (sn *simNode) key() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%v|", sn.opening)
	for _, c := range sn.choices {
		fmt.Fprintf(&b, "%s %p %s %v;", c.m.Call, c.m.Constraint, c.m.Rule, c.m.Overlaps)
	}
	b.WriteByte('|')
	for _, g := range sn.given {
		fmt.Fprintf(&b, "%d %p;", g.off, g.c)
	}
	return b.String()
}

// sample classifies the caller's hand of each rotation of deal whose hands
// fit the earlier calls of the caller's side. Rotating a uniform deal gives
// a uniform deal, so each rotation is a sample from the same distribution.
func (sn *simNode) sample(a *acc, fs *[4]engine.HandFacts, maxEx int) {
	for r := 0; r < 4; r++ {
		ok := true
		for gi := range sn.given {
			g := &sn.given[gi]
			if !g.c.SatisfiedBy(&fs[(r+g.off)&3]) {
				ok = false
				break
			}
		}
		if ok {
			sn.classify(a, &fs[r], maxEx)
		}
	}
}

func pct(n, of int) float64 {
	if of == 0 {
		return 0
	}
	return float64(n) * 100 / float64(of)
}

func (sn *simNode) result(a *acc) NodeResult {
	n := sn.node
	r := NodeResult{Kind: n.Kind, Auction: n.String(), Dealer: n.Auction.Dealer.String(),
		Vul: n.Auction.Vulnerability.String(), Caller: n.Caller().String(), Position: n.Position(),
		Samples: a.samples, Deals: a.deals,
		Gap:     Share{Count: a.gap, Percent: pct(a.gap, a.samples), Examples: a.gapEx},
		Overlap: Share{Count: a.overlap, Percent: pct(a.overlap, a.samples), Examples: a.ovEx},
		Chosen:  Share{Count: a.chosen, Percent: pct(a.chosen, a.samples), Examples: a.chEx}}
	for _, g := range sn.given {
		r.Given = append(r.Given, g.text)
	}
	for i, c := range sn.choices {
		cr := CallResult{Call: callText(c.m.Call), Explanation: c.m.Explanation, Constraint: c.m.Constraint.String(),
			Rule: c.m.Rule, Judgment: c.judgment}
		if !c.judgment {
			cr.Share = Share{Count: a.calls[i], Percent: pct(a.calls[i], a.samples), Examples: a.callEx[i]}
		}
		r.Calls = append(r.Calls, cr)
	}
	type kv struct {
		set uint64
		s   *setAcc
	}
	var sets []kv
	for k, s := range a.sets {
		sets = append(sets, kv{k, s})
	}
	sort.Slice(sets, func(i, j int) bool {
		if sets[i].s.n != sets[j].s.n {
			return sets[i].s.n > sets[j].s.n
		}
		return sets[i].set < sets[j].set
	})
	for i, kv := range sets {
		if i == 10 {
			break
		}
		os := OverlapSet{Share: Share{Count: kv.s.n, Percent: pct(kv.s.n, a.samples), Examples: kv.s.ex}}
		os.Chosen = len(sn.choices) <= 64 && sn.chosenSet(kv.set)
		for j, c := range sn.choices {
			if kv.set&(1<<uint(j)) != 0 {
				os.Calls = append(os.Calls, callText(c.m.Call))
				if os.Chosen {
					for _, r := range rulesIn(sn.choices, kv.set, j) {
						os.Rules = append(os.Rules, callText(c.m.Call)+": "+r)
					}
				}
			}
		}
		r.OverlapSets = append(r.OverlapSets, os)
	}
	if sn.opening && a.covered > 0 {
		v := a.weightSum / float64(a.covered)
		r.Aggressiveness = &v
	}
	return r
}

// DefaultNodes returns the nodes `mdlint check` simulates by default, for
// North playing the system: the opening in each seat 1-4 (North is dealer,
// or the dealer and those after pass) under each of the four
// vulnerabilities, and South's response to each opening North can make in
// seat 1 and in seat 3 (the 1st/2nd- and 3rd/4th-hand tables), not
// vulnerable, after East's pass. Openings after which the system gives
// partner no call are left out.
func DefaultNodes(sys *engine.System) []Node {
	var nodes []Node
	vuls := []bridge.Vulnerability{bridge.None, bridge.NS, bridge.EW, bridge.Both}
	for pos := 1; pos <= 4; pos++ {
		for _, v := range vuls {
			nodes = append(nodes, openingNode(pos, v))
		}
	}
	for _, pos := range []int{1, 3} {
		o := openingNode(pos, bridge.None)
		for _, m := range sys.Choices(o.Auction, engine.SideNS) {
			if m.Call.Kind == bridge.Pass {
				continue
			}
			calls := append(append([]bridge.Call(nil), o.Auction.Calls...), m.Call, bridge.PassCall)
			a := engine.Auction{Dealer: o.Auction.Dealer, Vulnerability: bridge.None, Calls: calls}
			if len(sys.Choices(a, engine.SideNS)) == 0 {
				continue
			}
			nodes = append(nodes, Node{Kind: "response", Auction: a})
		}
	}
	return nodes
}

// openingNode is North's opening in position pos (1-4) under v: the dealer
// is pos-1 seats before North and everyone before North passed.
func openingNode(pos int, v bridge.Vulnerability) Node {
	calls := make([]bridge.Call, pos-1)
	return Node{Kind: "opening", Auction: engine.Auction{Dealer: bridge.North.Add(1 - pos), Vulnerability: v, Calls: calls}}
}
