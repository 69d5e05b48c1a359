package engine

import (
	"slices"
	"sort"
	"strings"

	"github.com/mdlint/mdlint/bridge"
)

// offKind says why a side has left the tree.
type offKind uint8

const (
	onTree     offKind = iota
	offNatural         // the natural policy applies to every later call
	offDead            // later calls are not-covered, not reported again
)

type sideState struct {
	plays    bool
	cur      *cnode // nil: at the top level
	started  bool   // our side has made a non-pass call, or an opponent's opening matched a top-level line
	off      offKind
	pending  bool // the opponents interfered in a way no line gives: report on our next call
	firstPos int  // position 1-4 of our side's first non-pass call, 0 before it
	offRule  string
}

type walker struct {
	sys     *System
	dealer  bridge.Seat
	vul     bridge.Vulnerability
	passed  [4]bool
	lastBid int // rank of the last bid so far, -1 before any
	comp    [2]bool
	st      [2]sideState
	// shown holds, per seat, the suits (bit per bridge.Suit) that seat has
	// bid with a natural meaning of the system: a later bid of the suit by
	// its partner is a raise.
	shown [4]uint8
	// held holds, per seat, the least length in each suit that seat's
	// calls of the system promised (Shown, for the alert regulation).
	held   [4][4]int8
	natBid [4]uint8 // per seat, Shown.PartnerBid's suits
}

// shownAt returns what the side of the player making call i showed
// before it (Shown), from the walk so far.
func (w *walker) shownAt(i int) Shown {
	seat := w.dealer.Add(i)
	return Shown{Own: w.held[seat], Partner: w.held[seat.Partner()], OwnBid: w.natBid[seat], PartnerBid: w.natBid[seat.Partner()], Known: true}
}

// newWalker returns a walker at the start of an auction; it holds no
// pointer but to the compiled tree, so a copy of it is an independent walk.
func newWalker(s *System, dealer bridge.Seat, vul bridge.Vulnerability, sides Sides) walker {
	w := walker{sys: s, dealer: dealer, vul: vul, lastBid: -1}
	w.st[0].plays = sides&SideNS != 0
	w.st[1].plays = sides&SideEW != 0
	return w
}

func (w *walker) world(k int, seat bridge.Seat, posn int) int {
	st := &w.st[k]
	p := posn
	if st.firstPos > 0 {
		p = st.firstPos
	}
	ours := bridge.Seat(k)
	return worldOf(p, w.passed[seat], w.passed[seat.Partner()],
		w.vul.IsVulnerable(ours), w.vul.IsVulnerable(ours.Next()), w.comp[k])
}

// find returns the line below n (the top level when n is nil) that gives
// call in world wd, or nil.
func (w *walker) find(n *cnode, call bridge.Call, opp bool, wd int) *cnode {
	if n == nil {
		n = w.sys.root
	}
	key := keyOf(call, opp)
	edges := n.edges
	i := sort.Search(len(edges), func(i int) bool { return edges[i].key >= key })
	if i < len(edges) && edges[i].key == key {
		for _, a := range edges[i].alts {
			if a.mask.has(wd) {
				return a.n
			}
		}
	}
	if call.IsBid() && w.lastBid >= 0 {
		for _, se := range n.steps {
			if se.opp == opp && w.lastBid+se.n == call.Rank() {
				for _, a := range se.alts {
					if a.mask.has(wd) {
						return a.n
					}
				}
			}
		}
	}
	if opp && call.Kind != bridge.Pass {
		// (_) never captures a pass: an opponent's pass is stepped over
		// unless an explicit (P) line exists
		for _, a := range n.wild {
			if a.mask.has(wd) {
				return a.n
			}
		}
	}
	return nil
}

// The functions below write a call's meaning into *m, the element of the
// caller's array that holds it, rather than returning it: a Meaning is a
// few hundred bytes, and each copy of it on its way out is work (and write
// barriers while the collector runs).

// blank sets *m to the meaning of a call no line gives.
func blank(m *Meaning, i int, seat bridge.Seat, call bridge.Call, status Status, side string) {
	*m = Meaning{
		Index: i, Seat: seat, Call: call, Side: side, Status: status,
		HCP: Range{0, 37}, Lengths: fullLengths(), Forcing: ForcingUnknown,
	}
}

// defined sets *m to the meaning line n gives call i.
func (w *walker) defined(m *Meaning, i int, seat bridge.Seat, call bridge.Call, n *cnode) {
	*m = *n.m
	m.Index, m.Seat, m.Call = i, seat, call
	if m.Mandatory {
		m.Completion = n.completion(call)
	}
}

// natural is the meaning the natural policy gives (language section 7).
func (w *walker) natural(m *Meaning, i int, seat bridge.Seat, call bridge.Call, rule string) {
	blank(m, i, seat, call, Defined, "system")
	m.Forcing = ForcingNone
	m.Explanation = "natural"
	m.Rule = rule
	if call.IsBid() && call.Strain != bridge.NoTrump {
		c := w.sys.natural[call.Strain]
		m.Explanation = "natural: 4+" + call.Strain.Symbol()
		if w.shown[seat.Partner()]&(1<<call.Strain) != 0 && w.shown[seat]&(1<<call.Strain) == 0 {
			// a raise of partner's suit promises support, not a suit of
			// its own (docs/system-language.md section 11)
			c = w.sys.raise[call.Strain]
			m.Explanation = "natural raise: 3+" + call.Strain.Symbol()
		}
		m.Constraint, m.HCP, m.Lengths = c, c.HCP(), c.Lengths()
	}
}

// ours interprets call i, made by our side k.
func (w *walker) ours(m *Meaning, k, i int, seat bridge.Seat, call bridge.Call) {
	st := &w.st[k]
	posn := i%4 + 1
	wd := w.world(k, seat, posn)
	if call.Kind != bridge.Pass && st.firstPos == 0 {
		st.firstPos = posn
	}
	if st.pending {
		st.pending, st.off = false, offDead
		blank(m, i, seat, call, NotCovered, "system")
		m.Reported = true
		m.Rule = st.offRule
		return
	}
	switch st.off {
	case offNatural:
		w.natural(m, i, seat, call, st.offRule)
		return
	case offDead:
		blank(m, i, seat, call, NotCovered, "system")
		m.Rule = st.offRule
		return
	}
	if !st.started && call.Kind == bridge.Pass {
		// a pass before our side has bid: a top-level P line, not descended
		if n := w.find(nil, call, false, wd); n != nil {
			w.defined(m, i, seat, call, n)
			return
		}
		w.policy(m, i, seat, call, w.sys.root, false)
		return
	}
	if n := w.find(st.cur, call, false, wd); n != nil {
		st.cur, st.started = n, true
		w.defined(m, i, seat, call, n)
		return
	}
	at := st.cur
	if at == nil {
		at = w.sys.root
	}
	w.policy(m, i, seat, call, at, true)
}

// policy gives the meaning of a call no line below n gives; leave says
// whether the side then leaves the tree.
func (w *walker) policy(m *Meaning, i int, seat bridge.Seat, call bridge.Call, n *cnode, leave bool) {
	st := &w.st[int(seat&1)]
	rule := ""
	if n != w.sys.root {
		rule = n.m.Rule
	}
	switch n.policy {
	case policyNatural:
		w.natural(m, i, seat, call, rule)
		if leave {
			st.off = offNatural
		}
	case policyMissing:
		blank(m, i, seat, call, NotCovered, "system")
		m.Reported = true
		m.Rule, m.Source, m.Convention = rule, n.m.Source, n.m.Convention
		if leave {
			st.off = offDead
		}
	default:
		if call.Kind == bridge.Pass {
			// A pass no line gives is not a call without a meaning: it
			// says the player has nothing more to say (language section
			// 7). Whether partner's call forbade it is the forcing-pass
			// lint rule's business. Later calls of the side are outside
			// the tree but not reported again.
			blank(m, i, seat, call, Defined, "system")
			m.Explanation, m.Forcing, m.Rule = "pass: nothing more to say", ForcingNone, rule
			if leave {
				st.off = offDead
			}
			break
		}
		blank(m, i, seat, call, Undefined, "system")
		m.Rule = rule
		if leave {
			st.off = offDead
		}
	}
	st.offRule = rule
}

// theirs moves side k's walk over an opponent's call. It returns the
// explanation of the opponents' line `(…)` the call matched ("takeout
// double: ..."), "" when it matched none.
func (w *walker) theirs(k, i int, seat bridge.Seat, call bridge.Call) string {
	st := &w.st[k]
	if st.off != onTree || st.pending {
		return ""
	}
	wd := w.world(k, seat, i%4+1)
	if call.Kind == bridge.Pass {
		if st.cur != nil {
			if n := w.find(st.cur, call, true, wd); n != nil {
				st.cur = n
				return n.m.Explanation
			}
		}
		return ""
	}
	if n := w.find(st.cur, call, true, wd); n != nil {
		st.cur, st.started = n, true
		return n.m.Explanation
	}
	st.pending = true
	st.offRule = ""
	if st.cur != nil {
		st.offRule = st.cur.m.Rule
	}
	return ""
}

// step interprets call i into *m and advances the walk.
func (w *walker) step(m *Meaning, i int, call bridge.Call) {
	seat := w.dealer.Add(i)
	side := int(seat & 1)
	their := ""
	for k := 0; k < 2; k++ {
		if !w.st[k].plays {
			continue
		}
		if k == side {
			w.ours(m, k, i, seat, call)
		} else {
			their = w.theirs(k, i, seat, call)
		}
	}
	if !w.st[side].plays {
		blank(m, i, seat, call, Opponents, "opponents")
		// what the system's line for the opponents' call says of it
		// ("takeout double"), when it has one
		m.Explanation = their
	}
	addShown(&w.held[seat], &w.natBid[seat], m)
	switch call.Kind {
	case bridge.Pass:
		w.passed[seat] = true
	default:
		w.comp[1-side] = true
		if call.IsBid() {
			w.lastBid = call.Rank()
			if m.Side == "system" && m.Status == Defined && !m.Artificial && call.Strain != bridge.NoTrump {
				w.shown[seat] |= 1 << call.Strain
			}
		}
	}
}

// Interpret returns one Meaning per call of a, in order. sides says which
// sides play the system; the calls of the other side get status
// "opponents". The walk is described in docs/system-language.md ("How an
// auction walks the tree"): each call costs one lookup in the compiled
// tree. Interpret does not check that the auction is legal; a call after
// the auction has ended is interpreted like any other.
func (s *System) Interpret(a Auction, sides Sides) []Meaning {
	return s.InterpretInto(nil, a, sides)
}

// InterpretInto is Interpret that reuses dst's array when it has room for
// one Meaning per call of a (a fresh array otherwise): what dst held is
// overwritten, and the result is dst[:len(a.Calls)] (never nil). Lint interprets
// board after board into the array of a board already written out, so
// that a few hundred bytes per call are not allocated again per board.
func (s *System) InterpretInto(dst []Meaning, a Auction, sides Sides) []Meaning {
	w := newWalker(s, a.Dealer, a.Vulnerability, sides)
	out := dst[:0]
	if out == nil || cap(out) < len(a.Calls) {
		out = make([]Meaning, len(a.Calls))
	}
	out = out[:len(a.Calls)]
	for i, c := range a.Calls {
		w.step(&out[i], i, c)
	}
	s.regulate(a, out)
	return out
}

// Choices returns the meanings of every call the next player could make
// that a line of the system gives (the continuations of the current line
// for the seat after the last call of a), in call order. It returns nil
// when that seat's side does not play the system or has left the tree.
func (s *System) Choices(a Auction, sides Sides) []Meaning {
	w := newWalker(s, a.Dealer, a.Vulnerability, sides)
	var m Meaning
	for i, c := range a.Calls {
		w.step(&m, i, c)
	}
	return w.choices(nil, a.Calls)
}

// choices appends to dst the meanings System.Choices gives for the walker
// w standing after calls, and returns dst unchanged (nil when dst is nil)
// when there are none.
func (w *walker) choices(dst []Meaning, calls []bridge.Call) []Meaning {
	// two passes over the lines: the first counts, so that the meanings
	// (a few hundred bytes each) are allocated at most once
	_, count := w.choicesIf(nil, calls, func(bridge.Call, *Constraint) bool { return false })
	if count == 0 {
		return dst
	}
	out, _ := w.choicesIf(slices.Grow(dst, count), calls, nil)
	return out
}

// choicesIf appends to dst the meanings of the choices (System.Choices)
// whose call and constraint keep accepts, every one when keep is nil, and
// returns the extended slice and the number of choices in all. keep sees
// every choice, in order; a choice it rejects costs no Meaning.
func (w *walker) choicesIf(dst []Meaning, calls []bridge.Call, keep func(bridge.Call, *Constraint) bool) ([]Meaning, int) {
	s := w.sys
	i := len(calls)
	seat := w.dealer.Add(i)
	k := int(seat & 1)
	st := &w.st[k]
	if !st.plays || st.off != onTree || st.pending {
		return dst, 0
	}
	posn := i%4 + 1
	wd := w.world(k, seat, posn)
	if st.firstPos == 0 {
		wd = worldOf(posn, w.passed[seat], w.passed[seat.Partner()], wd&16 != 0, wd&32 != 0, wd&64 != 0)
	}
	n := st.cur
	if n == nil {
		n = s.root
	}
	out := dst
	count := 0
	for _, e := range n.edges {
		if e.key >= 38 {
			break
		}
		call := indexCall(int(e.key))
		if call.IsBid() && call.Rank() <= w.lastBid {
			continue
		}
		for _, al := range e.alts {
			if al.mask.has(wd) {
				if keep == nil || keep(call, al.n.m.Constraint) {
					out = slices.Grow(out, 1)[:len(out)+1]
					w.defined(&out[len(out)-1], i, seat, call, al.n)
				}
				count++
				break
			}
		}
	}
	for _, se := range n.steps {
		r := w.lastBid + se.n
		if se.opp || w.lastBid < 0 || r > 34 {
			continue
		}
		for _, al := range se.alts {
			if al.mask.has(wd) {
				if call := bridge.BidOfRank(r); keep == nil || keep(call, al.n.m.Constraint) {
					out = slices.Grow(out, 1)[:len(out)+1]
					w.defined(&out[len(out)-1], i, seat, call, al.n)
				}
				count++
				break
			}
		}
	}
	sh := w.shownAt(i)
	for k := len(dst); k < len(out); k++ {
		regulateCall(s.alertRules, calls, sh, &out[k])
	}
	return out, count
}

// Walk calls fn for every line of the compiled tree, depth first in call
// order, with the path of calls that leads to it ("1C", "(1H)", "X"; a
// pattern line shows its pattern: "(_)", "+1"). fn returns whether to
// descend below the line; a caller that lists only some lines (system
// dump lists the lines a legal auction reaches) returns false for a line
// it leaves out.
//
// A module mounted with the same arguments in several places compiles to
// one shared subtree. Walk lists the lines of a shared subtree once, below
// the first path (in this order) that reaches it and for which fn returned
// true; at every later place the line itself is still reported, with
// NodeInfo.SeeAlso naming that path, and Walk does not descend again. A
// path for which fn returned false does not count as the first: the
// subtree is listed below the next path that reaches it, so a caller's
// pruning never hides the lines below another path. So the walk is linear
// in the size of the compiled tree, and a module that mounts itself deeper
// is not followed round the cycle.
func (s *System) Walk(fn func(path []string, m NodeInfo) bool) {
	first := map[*cnode][]string{}
	var rec func(n *cnode, path []string)
	rec = func(n *cnode, path []string) {
		visit := func(a alt) {
			c := a.n
			p := append(path[:len(path):len(path)], c.label)
			info := s.info(c)
			info.Pattern = a.pattern
			if fp, ok := first[c]; ok {
				if len(c.edges)+len(c.steps)+len(c.wild) > 0 {
					info.SeeAlso = strings.Join(fp, " ")
				}
				fn(p, info)
				return
			}
			if fn(p, info) {
				first[c] = p
				rec(c, p)
			}
		}
		for _, e := range n.edges {
			for _, a := range e.alts {
				visit(a)
			}
		}
		for _, se := range n.steps {
			for _, a := range se.alts {
				visit(a)
			}
		}
		for _, a := range n.wild {
			visit(a)
		}
	}
	rec(s.root, nil)
}

func (n *cnode) policyName() string {
	switch n.policy {
	case policyNatural:
		return "natural"
	case policyMissing:
		return "missing"
	}
	return "undefined"
}

// ParseCalls reads an auction written as space-separated calls ("1C P 1D",
// "1♣ p 1♦", "1N X XX"; pass as P or Pass, double X or D, redouble XX or
// R). It returns an error naming the first token that is not a call.
func ParseCalls(s string) ([]bridge.Call, error) {
	var out []bridge.Call
	for _, t := range strings.Fields(s) {
		c, err := bridge.ParseCall(t)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}
