package engine

import (
	"cmp"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/mdlint/mdlint/bridge"
)

// scope binds variable and parameter names to values (lexical: a module
// body sees its own parameters and the variables bound inside it only).
type scope struct {
	parent *scope
	name   string
	v      value
}

func (s *scope) lookup(n string) (value, bool) {
	for ; s != nil; s = s.parent {
		if s.name == n {
			return s.v, true
		}
	}
	return value{}, false
}

func (s *scope) with(n string, v value) *scope { return &scope{parent: s, name: n, v: v} }

// lookupRel is lookup that also derives OM and om from a bound M or m.
func (s *scope) lookupRel(n string) (value, bool) {
	if v, ok := s.lookup(n); ok {
		return v, true
	}
	if n == "OM" || n == "om" {
		v, ok := s.lookup(n[1:])
		if ok && isSuitType(v.t) {
			if n == "OM" {
				v.strain = 5 - v.strain
			} else {
				v.strain = 1 - v.strain
			}
			return v, true
		}
	}
	return value{}, false
}

// The runtime context of a line is one of 128 "worlds": bits 0-1 the
// position (1-4) minus one, bit 2 the caller passed before, bit 3 the
// caller's partner passed before, bit 4 our side vulnerable, bit 5 their
// side vulnerable, bit 6 competitive. A line's runtime conditions are the
// set of worlds where they hold; two lines clash when their sets meet.
type wmask [2]uint64

const nWorlds = 128

func (m wmask) has(w int) bool     { return m[w>>6]&(1<<(w&63)) != 0 }
func (m wmask) meets(o wmask) bool { return m[0]&o[0] != 0 || m[1]&o[1] != 0 }
func (m *wmask) set(w int)         { m[w>>6] |= 1 << (w & 63) }
func (m wmask) empty() bool        { return m[0] == 0 && m[1] == 0 }
func worldOf(posn int, passed, pp, weVul, theyVul, comp bool) int {
	w := (posn - 1) & 3
	if passed {
		w |= 4
	}
	if pp {
		w |= 8
	}
	if weVul {
		w |= 16
	}
	if theyVul {
		w |= 32
	}
	if comp {
		w |= 64
	}
	return w
}

func (c *cond) holdsIn(w int) bool {
	var r bool
	switch c.kind {
	case cdSeat:
		r = c.seats&(1<<(w&3)) != 0
	case cdPassed:
		r = w&4 != 0
	case cdPartnerPassed:
		r = w&8 != 0
	case cdVul:
		st := (w >> 4) & 3
		r = c.vul&(1<<st) != 0
	case cdCompetitive:
		r = w&64 != 0
	}
	return r != c.neg
}

// slot is where a line hangs below its parent: a concrete call (key), a
// step (+n) or the opponents' wildcard (_).
type slotKind uint8

const (
	slotKey slotKind = iota
	slotStep
	slotWild
)

type slot struct {
	kind slotKind
	key  uint8 // call index (0 P, 1 X, 2 XX, 3+rank bids) + 38 for an opponent's call
	step int
}

func callIndex(c bridge.Call) int {
	switch c.Kind {
	case bridge.Pass:
		return 0
	case bridge.Double:
		return 1
	case bridge.Redouble:
		return 2
	}
	return 3 + c.Rank()
}

func indexCall(i int) bridge.Call {
	switch i {
	case 0:
		return bridge.PassCall
	case 1:
		return bridge.DoubleCall
	case 2:
		return bridge.RedoubleCall
	}
	return bridge.BidOfRank(i - 3)
}

func keyOf(c bridge.Call, opp bool) uint8 {
	k := callIndex(c)
	if opp {
		k += 38
	}
	return uint8(k)
}

// alt is one line that can give the call of a slot, under its conditions.
//
// Its fields are packed into 32 bytes (one pointer): the compiled tree
// keeps every alternative of every line for the life of the system, and
// the collector scans them in each cycle.
type alt struct {
	mask     wmask
	n        *cnode
	src      int32 // -1 own line, else index of the use line it came through
	rank     int8  // 0 own override line, 1 own line, 2 from a mounted module
	pattern  bool
	override bool
	ovl      bool // a line an overlay adds or overrides with (language section 12)
}

type entry struct {
	s slot
	a alt
}

type edge struct {
	key  uint8
	alts []alt
}

type stepEdge struct {
	n    int
	opp  bool
	alts []alt
}

// cnode is a line of the compiled tree.
type cnode struct {
	label   string // "1C", "(1H)", "(_)", "+1"
	opp     bool
	pattern bool
	p       pos
	// m is the line's meaning template (Index, Seat, Call and Side filled
	// by the matcher), shared with the other lines compiled from the same
	// system line to the same meaning (compiler.meaning): never changed
	// once compiled
	m      *Meaning
	policy policyKind
	xfer   bool
	edges  []edge
	steps  []stepEdge
	wild   []alt

	// pend holds the line's continuations as compiled, until
	// finishNodes merges them into edges, steps and wild (nil for a line
	// without continuations, and once finished)
	pend *pending

	// sc is the scope the line was compiled in (its module's parameters
	// and the variables bound above it); an overlay's new lines below the
	// line are compiled in it and in the parameters of the modules
	// mounted below it (compiler.useSc; language section 12). Dropped
	// once the system is loaded.
	sc *scope

	// provenance, for Nodes and NodeInfo
	module string // the module whose body holds the line, "" outside modules
	id     int    // 1-based, in the order Nodes first reaches the line; 0 for the top level and for lines no walk reaches
	parent *cnode // the line (the root for a top-level line) below which Nodes first reaches it
}

// pending is what a line's continuations compile to: its own lines, the
// module bodies its use lines mount and where those lines are.
type pending struct {
	raw  []entry
	uses []*body
	usep []pos
}

// pend returns p as a line's pending continuations: nil when there are
// none (a leaf line, about half of them, allocates nothing).
func pend(raw []entry, uses []*body, usep []pos) *pending {
	if len(raw) == 0 && len(uses) == 0 {
		return nil
	}
	return &pending{raw: raw, uses: uses, usep: usep}
}

// body is a module mounted with one set of arguments (shared by every
// mount with the same arguments and inherited policy).
type body struct {
	key    string
	mod    *astModule
	sc     *scope // the module's parameters, bound
	raw    []entry
	uses   []*body
	usep   []pos
	merged []entry
	state  int // 0 new, 1 merging, 2 merged
	// slots are the lookup tables of the lines that mount the body and
	// have no continuations of their own (finishNodes), built once
	slots *slots
}

type compiler struct {
	d       *diags
	opts    Options
	modules map[string]*astModule
	bodies  map[string]*body
	nodes   []*cnode
	depth   int
	mergeD  int
	curMod  string           // the module whose body is being compiled ("" outside modules)
	mounts  map[string][]pos // module name -> the use lines compiled into the system that mount it

	// what a line compiles to the same way wherever a module mounts it,
	// worked out once per line (a module's lines are compiled once per
	// mount and argument set)
	items   map[*astItem]*itemOnce
	symbols map[string]string // callSymbols of each explanation met

	// cons holds the compiled constraints by parsed formula and by the
	// binding of the names it reads (constraint); sig is the buffer the
	// bindings are written into
	cons map[cexpr]map[string]*Constraint
	sig  []byte
	// meanings holds the meaning templates by line, explanation and
	// constraint (meaning)
	meanings map[meaningKey]*Meaning
	// key and vals are mount's buffers for a body's key and its
	// arguments' values
	key  []byte
	vals []value
	// overlay is set when the system is an overlay: its edits compile
	// lines in the scopes of the lines they edit (cnode.sc) and of the
	// modules mounted below them: useSc holds, for each line that mounts
	// modules, their parameters (useScopes)
	overlay bool
	useSc   map[*cnode][]*scope
}

// itemOnce is what compiling a line computes the same way for every
// expansion and mount of it: its rule ("file:line") and its runtime
// conditions (runtimeMask).
type itemOnce struct {
	rule  string
	mask  wmask
	ctext string
}

// once returns the line's itemOnce, computing it on first use.
func (c *compiler) once(it *astItem) *itemOnce {
	if o, ok := c.items[it]; ok {
		return o
	}
	if c.items == nil {
		c.items = map[*astItem]*itemOnce{}
	}
	o := &itemOnce{rule: it.p.short()}
	o.mask, o.ctext = runtimeMask(it)
	c.items[it] = o
	return o
}

// callSymbols is the package's callSymbols, remembered per explanation.
func (c *compiler) callSymbols(s string) string {
	if out, ok := c.symbols[s]; ok {
		return out
	}
	if c.symbols == nil {
		c.symbols = map[string]string{}
	}
	out := callSymbols(s)
	c.symbols[s] = out
	return out
}

var callWord = regexp.MustCompile(`\b([1-7])([CDHS])\b`)

func (c *compiler) explain(it *astItem, sc *scope) string {
	s := it.expl.s
	if strings.Contains(s, "$") {
		var b strings.Builder
		for i := 0; i < len(s); i++ {
			if s[i] != '$' {
				b.WriteByte(s[i])
				continue
			}
			if i+1 < len(s) && s[i+1] == '$' {
				b.WriteByte('$')
				i++
				continue
			}
			j := i + 1
			for j < len(s) && (s[j] == '_' || s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z' || s[j] >= '0' && s[j] <= '9') {
				j++
			}
			name := s[i+1 : j]
			v, ok := sc.lookupRel(name)
			if !ok {
				c.d.add(it.expl.at(i), "$%s in the explanation: no variable or parameter %s here (write $$ for a dollar sign)", name, name)
			} else {
				b.WriteString(v.text())
			}
			i = j - 1
		}
		s = b.String()
	}
	s = c.callSymbols(s)
	if s == "" {
		s = it.attrs.conv
	}
	if s == "" && !it.call.opp {
		s = "natural"
	}
	return s
}

// expansion is one concrete (or pattern) reading of a call token.
type expansion struct {
	s       slot
	call    bridge.Call
	sc      *scope
	pattern bool
	label   string
}

func (c *compiler) strainOf(r strainRef, sc *scope, it *astItem) (bridge.Strain, bool) {
	if r.name == "" {
		return r.strain, true
	}
	switch r.name {
	case "OM", "om":
		base := r.name[1:]
		v, ok := sc.lookup(base)
		if !ok {
			c.d.add(it.p, "%s: %s needs %s bound by an enclosing line or parameter (write 1%s or a parameter %s: %s)", it.ctext, r.name, base, base, base, map[string]string{"M": "major", "m": "minor"}[base])
			return 0, false
		}
		if base == "M" {
			return 5 - v.strain, true
		}
		return 1 - v.strain, true
	}
	v, ok := sc.lookup(r.name)
	if !ok || !isSuitType(v.t) {
		c.d.add(it.p, "%s: unknown strain %q (not C D H S N, a relative letter, or a bound variable or suit parameter)", it.ctext, r.name)
		return 0, false
	}
	return v.strain, true
}

func (c *compiler) expand(it *astItem, sc *scope) []expansion {
	t := it.call
	one := func(call bridge.Call, sc *scope, pattern bool) expansion {
		lbl := call.Short()
		if t.opp {
			lbl = "(" + lbl + ")"
		}
		if t.bind != "" {
			sc = sc.with(t.bind, value{t: tStrain, strain: call.Strain})
		}
		return expansion{s: slot{kind: slotKey, key: keyOf(call, t.opp)}, call: call, sc: sc, pattern: pattern, label: lbl}
	}
	switch t.kind {
	case ckPass:
		return []expansion{one(bridge.PassCall, sc, false)}
	case ckDouble:
		return []expansion{one(bridge.DoubleCall, sc, false)}
	case ckRedouble:
		return []expansion{one(bridge.RedoubleCall, sc, false)}
	case ckStep:
		lbl := fmt.Sprintf("+%d", t.step)
		var k uint8
		if t.opp {
			lbl, k = "("+lbl+")", 38
		}
		return []expansion{{s: slot{kind: slotStep, key: k, step: t.step}, sc: sc, pattern: true, label: lbl}}
	case ckAny:
		return []expansion{{s: slot{kind: slotWild}, sc: sc, pattern: true, label: "(_)"}}
	case ckRange:
		lo, ok1 := c.strainOf(t.strain, sc, it)
		hi, ok2 := c.strainOf(t.hi, sc, it)
		if !ok1 || !ok2 {
			return nil
		}
		a, b := bridge.NewBid(t.level, lo).Rank(), bridge.NewBid(t.hiLev, hi).Rank()
		if a > b {
			c.d.add(it.p, "%s: the range runs downwards here", it.ctext)
			return nil
		}
		var out []expansion
		for r := a; r <= b; r++ {
			out = append(out, one(bridge.BidOfRank(r), sc, true))
		}
		return out
	}
	// a bid
	switch n := t.strain.name; n {
	case "":
		return []expansion{one(bridge.NewBid(t.level, t.strain.strain), sc, false)}
	case "x":
		var out []expansion
		for _, st := range bridge.Strains {
			out = append(out, one(bridge.NewBid(t.level, st), sc, true))
		}
		return out
	case "M", "m":
		if v, ok := sc.lookup(n); ok && isSuitType(v.t) {
			return []expansion{one(bridge.NewBid(t.level, v.strain), sc, false)}
		}
		ss := []bridge.Strain{bridge.StrainHearts, bridge.StrainSpades}
		ty := tMajor
		if n == "m" {
			ss, ty = []bridge.Strain{bridge.StrainClubs, bridge.StrainDiamonds}, tMinor
		}
		var out []expansion
		for _, st := range ss {
			out = append(out, one(bridge.NewBid(t.level, st), sc.with(n, value{t: ty, strain: st}), false))
		}
		return out
	}
	st, ok := c.strainOf(t.strain, sc, it)
	if !ok {
		return nil
	}
	return []expansion{one(bridge.NewBid(t.level, st), sc, false)}
}

// compileTimeOK evaluates the conditions that depend only on load-time
// facts (variant, module parameters).
func (c *compiler) compileTimeOK(it *astItem, sc *scope) bool {
	ok := true
	for i := range it.attrs.when {
		cd := &it.attrs.when[i]
		var r bool
		switch cd.kind {
		case cdVariant:
			for _, v := range cd.vals {
				if v == c.opts.variant() {
					r = true
				}
			}
		case cdParam:
			v, found := sc.lookup(cd.name)
			if !found {
				c.d.add(cd.p, "condition %s: no parameter %s here", cd.name, cd.name)
				return false
			}
			if v.t == tFlag {
				if len(cd.vals) > 0 {
					c.d.add(cd.p, "condition %s: %s is a flag, written without values (when %s / when not %s)", cd.text, cd.name, cd.name, cd.name)
				}
				r = v.flag
			} else {
				if len(cd.vals) == 0 {
					c.d.add(cd.p, "condition %s: %s is a %s parameter; give the values it must have (when %s 1,2)", cd.text, cd.name, v.t, cd.name)
				}
				for _, s := range cd.vals {
					w, err := parseValue(v.t, s)
					if err != "" {
						c.d.add(cd.p, "condition %s: %s", cd.text, err)
						continue
					}
					if w == v {
						r = true
					}
				}
			}
		default:
			continue
		}
		if r == cd.neg {
			ok = false
		}
	}
	return ok
}

func runtimeMask(it *astItem) (wmask, string) {
	var m wmask
	var txt []string
	var conds []*cond
	for i := range it.attrs.when {
		cd := &it.attrs.when[i]
		switch cd.kind {
		case cdVariant, cdParam:
			continue
		}
		conds = append(conds, cd)
		txt = append(txt, cd.text)
	}
	for w := range nWorlds {
		ok := true
		for _, cd := range conds {
			if !cd.holdsIn(w) {
				ok = false
				break
			}
		}
		if ok {
			m.set(w)
		}
	}
	return m, strings.Join(txt, ", ")
}

// compileItems compiles sibling lines under a parent into entries and
// mounted bodies.
func (c *compiler) compileItems(items []*astItem, sc *scope, pol policyKind) (raw []entry, uses []*body, usep []pos) {
	for _, it := range items {
		if it.use != nil {
			if b := c.mount(it, pol, sc); b != nil {
				uses = append(uses, b)
				usep = append(usep, it.p)
			}
			continue
		}
		for _, ex := range c.expand(it, sc) {
			if !c.compileTimeOK(it, ex.sc) {
				continue
			}
			o := c.once(it)
			mask, ctext := o.mask, o.ctext
			if mask.empty() {
				c.d.add(it.p, "%s: the conditions %q can never hold together", it.ctext, it.attrs.whenText)
				continue
			}
			n := c.node(it, ex, pol, ctext)
			rank := int8(1)
			if it.attrs.override {
				rank = 0
			}
			raw = append(raw, entry{s: ex.s, a: alt{mask: mask, n: n, pattern: ex.pattern, override: it.attrs.override, rank: rank, src: -1}})
		}
	}
	return
}

func (c *compiler) node(it *astItem, ex expansion, pol policyKind, ctext string) *cnode {
	a := &it.attrs
	n := &cnode{label: ex.label, opp: it.call.opp, pattern: ex.pattern, p: it.p, policy: pol, xfer: a.transfer, module: c.curMod, sc: ex.sc}
	if a.policy != policyInherit {
		n.policy = a.policy
	}
	n.m = c.meaning(it, ex, ctext)
	c.nodes = append(c.nodes, n)
	n.pend = pend(c.compileItems(it.kids, ex.sc, n.policy))
	return n
}

// meaningKey identifies a line's meaning template: the line and what its
// explanation and constraint come to in the scope of an expansion (the
// rest of the template depends on the line alone).
type meaningKey struct {
	it   *astItem
	expl string
	cons *Constraint
}

// meaning returns the meaning template of the line it in the expansion
// ex (ctext its runtime conditions as written). The expansions and mounts
// of a line whose explanation and constraint come out the same share one
// template (a line with an `overlap` attribute, whose calls depend on the
// expansion, gets its own): the embedded system's 39,000 lines have about
// 9,000 different meanings.
func (c *compiler) meaning(it *astItem, ex expansion, ctext string) *Meaning {
	a := &it.attrs
	expl := c.explain(it, ex.sc)
	cons := c.constraint(a.cons, ex.sc)
	share := len(a.overlaps) == 0 && !c.opts.fresh
	key := meaningKey{it, expl, cons}
	if share {
		if m, ok := c.meanings[key]; ok {
			return m
		}
	}
	m := &Meaning{Explanation: expl, Constraint: cons}
	m.HCP, m.Lengths = m.Constraint.HCP(), m.Constraint.Lengths()
	m.Artificial = a.artificial
	m.Alert = a.artificial
	if a.alert {
		m.Alert = true
	}
	if a.noalert {
		m.Alert = false
	}
	m.Conventional = m.Alert
	switch {
	case a.forcing != "":
		m.Forcing = a.forcing
	case a.relay, a.transfer:
		m.Forcing = ForcingOneRound
	case a.artificial:
		m.Forcing = ForcingUnknown
	default:
		m.Forcing = ForcingNone
	}
	m.Mandatory = a.mandatory
	m.Transfer = a.transfer
	m.Strength = a.strength
	m.Convention = a.conv
	if a.hasSrc {
		m.Source = "notes " + a.src
		m.NotesRefs = a.srcLines
		if len(a.srcLines) > 0 {
			m.NotesLines = a.srcLines[0]
		}
	}
	m.Rule = c.once(it).rule
	m.Conditions = ctext
	m.Overlaps = c.overlaps(it, ex)
	m.Status = Defined
	m.Side = "system"
	if share {
		if c.meanings == nil {
			c.meanings = map[meaningKey]*Meaning{}
		}
		c.meanings[key] = m
	}
	return m
}

// overlaps resolves the calls of a line's `overlap` attribute in the scope
// of its expansion ex (relative strains such as 2M take the suit bound
// there), with the clause's prefer part: its calls must be the line's own
// call or calls of the clause, and its constraint reads the hand of the
// player making the call.
func (c *compiler) overlaps(it *astItem, ex expansion) []Overlap {
	var out []Overlap
	for _, o := range it.attrs.overlaps {
		var prefer []bridge.Call
		var cond *Constraint
		if o.prefer != nil {
			own := []bridge.Call{ex.call}
			for _, ct := range o.calls {
				if call, ok := c.overlapCall(ct, ex.sc, it); ok {
					own = append(own, call)
				}
			}
			for _, ct := range o.prefer {
				call, ok := c.overlapCall(ct, ex.sc, it)
				if !ok {
					continue
				}
				if !slices.Contains(own, call) {
					c.d.add(o.p, "overlap: prefer %s: not the line's call or one of the overlap's calls", call.Short())
					continue
				}
				prefer = append(prefer, call)
			}
			if o.cond != nil {
				cond = c.constraint(o.cond, ex.sc)
			}
		}
		for _, ct := range o.calls {
			call, ok := c.overlapCall(ct, ex.sc, it)
			if !ok {
				continue
			}
			out = append(out, Overlap{Call: call, Rule: o.why, Prefer: prefer, If: cond, Line: it.p.short()})
		}
	}
	return out
}

// overlapCall resolves one call of an overlap clause in scope sc.
func (c *compiler) overlapCall(ct callTok, sc *scope, it *astItem) (bridge.Call, bool) {
	switch ct.kind {
	case ckPass:
		return bridge.PassCall, true
	case ckDouble:
		return bridge.DoubleCall, true
	case ckRedouble:
		return bridge.RedoubleCall, true
	case ckBid:
		st, ok := c.strainOf(ct.strain, sc, it)
		if !ok {
			return bridge.Call{}, false
		}
		return bridge.NewBid(ct.level, st), true
	}
	return bridge.Call{}, false
}

// mount compiles (or finds) the body of a `use` line.
func (c *compiler) mount(it *astItem, pol policyKind, outer *scope) *body {
	u := it.use
	mod, ok := c.modules[u.name]
	if !ok {
		var names []string
		for k := range c.modules {
			names = append(names, k)
		}
		sort.Strings(names)
		c.d.add(it.p, "use %s: no module %s (modules: %s)", u.name, u.name, strings.Join(names, ", "))
		return nil
	}
	c.recordMount(u.name, it.p)
	given := map[string]bool{}
	bad := false
	vals := map[string]value{}
	for _, a := range u.args {
		p := mod.param(a.name)
		if p == nil {
			c.d.add(a.p, "use %s: module %s has no parameter %s (%s)", u.name, u.name, a.name, signature(mod))
			bad = true
			continue
		}
		if given[a.name] {
			c.d.add(a.p, "use %s: argument %s given twice", u.name, a.name)
			bad = true
			continue
		}
		given[a.name] = true
		if a.bare && p.typ != tFlag {
			c.d.add(a.p, "use %s: %s is a %s parameter and needs a value (%s=...)", u.name, a.name, p.typ, a.name)
			bad = true
			continue
		}
		var v value
		var err string
		if bv, ok := outer.lookupRel(strings.TrimPrefix(a.value, "$")); ok && !a.quoted && !a.bare {
			// an argument may name a variable or parameter bound here:
			// use ts2M(M=M), use rkcb(T=O), use nt(R=$R)
			v = bv
			if !fits(p.typ, bv) {
				err = fmt.Sprintf("%s is a %s here, not a %s", a.value, bv.t, p.typ)
			}
			v.t = p.typ
		} else {
			v, err = parseValue(p.typ, a.value)
		}
		if a.bare {
			v = value{t: tFlag, flag: true}
		} else if err != "" {
			c.d.add(a.p, "use %s: argument %s: %s", u.name, a.name, err)
			bad = true
			continue
		}
		vals[p.name] = v
	}
	// the body's key, written into a buffer the compiler keeps: a body
	// mounted before is found without allocating (c.bodies[string(key)])
	key := append(c.key[:0], mod.name...)
	vs := c.vals[:0]
	for _, p := range mod.params {
		v, ok := vals[p.name]
		if !ok {
			switch {
			case p.hasDef:
				v, _ = parseValue(p.typ, p.def)
			case p.typ == tFlag:
				v = value{t: tFlag}
			default:
				c.d.add(it.p, "use %s: missing argument %s (%s)", u.name, p.name, signature(mod))
				bad = true
				continue
			}
		}
		vs = append(vs, v)
		key = v.appendKey(append(append(append(key, '|'), p.name...), '='))
	}
	key = strconv.AppendUint(append(key, "|policy="...), uint64(pol), 10)
	c.key, c.vals = key, vs
	if bad {
		return nil
	}
	if b, ok := c.bodies[string(key)]; ok {
		return b
	}
	if c.depth >= 40 {
		c.d.add(it.p, "use %s: modules nested more than 40 deep (a module that uses itself with ever-changing arguments?)", u.name)
		return nil
	}
	var sc *scope
	for i, p := range mod.params {
		sc = sc.with(p.name, vs[i])
	}
	b := &body{key: string(key), mod: mod, sc: sc}
	c.bodies[b.key] = b
	c.depth++
	outerMod := c.curMod
	c.curMod = mod.name
	b.raw, b.uses, b.usep = c.compileItems(mod.body, sc, pol)
	c.curMod = outerMod
	c.depth--
	return b
}

// recordMount notes that the use line at p mounts module name (once per
// line, however many module instances compile it).
func (c *compiler) recordMount(name string, p pos) {
	if c.mounts == nil {
		c.mounts = map[string][]pos{}
	}
	for _, q := range c.mounts[name] {
		if q == p {
			return
		}
	}
	c.mounts[name] = append(c.mounts[name], p)
}

// fits reports whether value v may be passed to a parameter of type t.
func fits(t ptype, v value) bool {
	switch t {
	case tSuit:
		return isSuitType(v.t) && v.strain != bridge.NoTrump
	case tStrain:
		return isSuitType(v.t)
	case tMajor:
		return isSuitType(v.t) && v.strain != bridge.NoTrump && bridge.Suit(v.strain).IsMajor()
	case tMinor:
		return isSuitType(v.t) && v.strain < bridge.StrainHearts
	}
	return v.t == t
}

func signature(m *astModule) string {
	var p []string
	for _, x := range m.params {
		s := x.name + ": " + x.typ.String()
		if x.hasDef {
			s += " = " + x.def
		}
		p = append(p, s)
	}
	return m.name + "(" + strings.Join(p, ", ") + ")"
}

// mergedTop returns the resolved lines a body gives at the node where it
// is mounted.
func (c *compiler) mergedTop(b *body, at pos) []entry {
	switch b.state {
	case 2:
		return b.merged
	case 1:
		c.d.add(at, "module %s mounts itself at the same node (a cycle of use lines with no call between)", b.mod.name)
		return nil
	}
	b.state = 1
	b.merged = c.merge(b.raw, b.uses, b.usep, b.mod.p)
	b.state = 2
	return b.merged
}

// merge combines a node's own lines with the lines of its mounted modules,
// orders each slot's lines by precedence and reports clashes.
func (c *compiler) merge(own []entry, uses []*body, usep []pos, at pos) []entry {
	// the modules' lines first, so that all is allocated once at its
	// size (growing it entry by entry was most of merge's time)
	var tops [][]entry
	size := len(own)
	for i, b := range uses {
		tops = append(tops, c.mergedTop(b, usep[i]))
		size += len(tops[i])
	}
	var all []entry
	if size > 0 {
		all = make([]entry, 0, size)
	}
	all = append(all, own...)
	for i, t := range tops {
		for _, e := range t {
			e.a.rank, e.a.src = 2, int32(i)
			all = append(all, e)
		}
	}
	slices.SortStableFunc(all, func(a, b entry) int {
		if a.s != b.s {
			if a.s.kind != b.s.kind {
				return cmp.Compare(a.s.kind, b.s.kind)
			}
			if a.s.key != b.s.key {
				return cmp.Compare(a.s.key, b.s.key)
			}
			return cmp.Compare(a.s.step, b.s.step)
		}
		if a.a.pattern != b.a.pattern {
			if !a.a.pattern {
				return -1
			}
			return 1
		}
		return cmp.Compare(a.a.rank, b.a.rank)
	})
	for i := 0; i < len(all); i++ {
		for j := i + 1; j < len(all) && all[j].s == all[i].s; j++ {
			a, b := all[i].a, all[j].a
			if a.pattern != b.pattern || !a.mask.meets(b.mask) {
				continue
			}
			if a.src >= 0 && a.src == b.src {
				continue // checked inside the module
			}
			if a.rank == 0 && b.rank == 2 {
				continue // override
			}
			where := b.n.p
			if b.src >= 0 && a.src < 0 {
				where = a.n.p
			}
			msg := fmt.Sprintf("%s at %s clashes with %s at %s", a.n.label, a.n.p, b.n.label, b.n.p)
			if a.n.m.Conditions != "" || b.n.m.Conditions != "" {
				msg += fmt.Sprintf(" (both can apply: %q and %q)", a.n.m.Conditions, b.n.m.Conditions)
			} else {
				msg += " (neither has a when condition that excludes the other)"
			}
			if a.src >= 0 || b.src >= 0 {
				if a.src < 0 || b.src < 0 {
					msg += "; a line that replaces a module's line must say override"
				} else {
					msg += "; two mounted modules give the same call"
				}
				if a.src >= 0 && b.src >= 0 {
					where = at
				}
			}
			c.d.add(where, "%s", msg)
		}
	}
	return all
}

// finish merges every node and builds its lookup tables.
func (c *compiler) finish(root *cnode) {
	c.finishNodes(append([]*cnode{root}, c.nodes...))
}

// finishNodes merges the nodes given and builds their lookup tables. A
// line with no continuations of its own and one mounted module (a third of
// the system's lines with continuations, two thirds of all continuations)
// shares the tables of the module's body with every other such line that
// mounts the same body: they are the same (the body's lines, merged and
// checked once) and never changed once built (an overlay edits a copy).
func (c *compiler) finishNodes(nodes []*cnode) {
	for _, n := range nodes {
		p := n.pend
		if p == nil {
			continue
		}
		if len(p.uses) > 0 && c.overlay {
			c.useSc[n] = useScopes(p.uses, c.useSc[n], map[*body]bool{})
		}
		if len(p.raw) == 0 && len(p.uses) == 1 && !c.opts.fresh {
			b := p.uses[0]
			if b.slots == nil {
				b.slots = &slots{}
				b.slots.build(c.merge(nil, p.uses, p.usep, n.p))
			}
			n.edges, n.steps, n.wild = b.slots.edges, b.slots.steps, b.slots.wild
		} else {
			var t slots
			t.build(c.merge(p.raw, p.uses, p.usep, n.p))
			n.edges, n.steps, n.wild = t.edges, t.steps, t.wild
		}
		n.pend = nil
	}
}

// slots are a line's lookup tables: its continuations by concrete call,
// by step and the opponents' wildcard.
type slots struct {
	edges []edge
	steps []stepEdge
	wild  []alt
}

// build fills t from the merged lines all (merge), leaving out the lines
// that can never be reached (live).
func (t *slots) build(all []entry) {
	// the edges' alternatives share one array per node: an edge's
	// lines come one after another in all, so each edge's alts is
	// the run of keys appended since the edge began (clipped below,
	// so that a later append never writes into the next edge's)
	keys := make([]alt, 0, len(all))
	nk := 0 // the number of edges
	for i, e := range all {
		if e.s.kind == slotKey && (i == 0 || all[i-1].s.kind != slotKey || all[i-1].s.key != e.s.key) {
			nk++
		}
	}
	if nk > 0 {
		t.edges = make([]edge, 0, nk)
	}
	for _, e := range all {
		switch e.s.kind {
		case slotKey:
			keys = append(keys, e.a)
			if k := len(t.edges); k > 0 && t.edges[k-1].key == e.s.key {
				a := t.edges[k-1].alts
				t.edges[k-1].alts = a[:len(a)+1]
			} else {
				t.edges = append(t.edges, edge{key: e.s.key, alts: keys[len(keys)-1:]})
			}
		case slotStep:
			if k := len(t.steps); k > 0 && t.steps[k-1].n == e.s.step && t.steps[k-1].opp == (e.s.key != 0) {
				t.steps[k-1].alts = append(t.steps[k-1].alts, e.a)
			} else {
				t.steps = append(t.steps, stepEdge{n: e.s.step, opp: e.s.key != 0, alts: []alt{e.a}})
			}
		case slotWild:
			t.wild = append(t.wild, e.a)
		}
	}
	for i := range t.edges {
		t.edges[i].alts = slices.Clip(live(t.edges[i].alts))
	}
	for i := range t.steps {
		t.steps[i].alts = live(t.steps[i].alts)
	}
	t.wild = live(t.wild)
}

// useScopes appends to out the parameter scopes of the bodies mounted at
// a node, and of the bodies they mount at the same node, first mounted
// first.
func useScopes(uses []*body, out []*scope, seen map[*body]bool) []*scope {
	for _, b := range uses {
		if seen[b] {
			continue
		}
		seen[b] = true
		if b.sc != nil {
			out = append(out, b.sc)
		}
		out = useScopes(b.uses, out, seen)
	}
	return out
}

// live drops the lines that can never be reached because lines before them
// in precedence order (an override, a concrete line) cover all their
// conditions.
func live(alts []alt) []alt {
	var covered wmask
	out := alts[:0]
	for _, a := range alts {
		if a.mask[0]&^covered[0] == 0 && a.mask[1]&^covered[1] == 0 {
			continue
		}
		covered[0] |= a.mask[0]
		covered[1] |= a.mask[1]
		out = append(out, a)
	}
	return out
}

// completion sets Meaning.Completion of a mandatory line reached by call:
// for a transfer the cheapest bid of the next strain, otherwise the cheapest
// bid among the line's continuations.
func (n *cnode) completion(call bridge.Call) bridge.Call {
	if n.xfer && call.IsBid() {
		return bridge.BidOfRank(call.Rank() + 1)
	}
	for _, e := range n.edges {
		if e.key >= 3 && e.key < 38 {
			return indexCall(int(e.key))
		}
	}
	if call.IsBid() && call.Rank() < 34 {
		return bridge.BidOfRank(call.Rank() + 1)
	}
	return bridge.PassCall
}

// callSymbols writes the calls an explanation names ("transfer to 3D") with
// suit symbols (3♦). A "%" before the level marks a percent-encoding
// ("%7C" is '|'), which is left as it is.
func callSymbols(s string) string {
	idx := callWord.FindAllStringIndex(s, -1)
	if idx == nil {
		return s
	}
	var b strings.Builder
	last := 0
	for _, m := range idx {
		if m[0] > 0 && s[m[0]-1] == '%' {
			continue
		}
		st, _ := bridge.ParseSuit(s[m[0]+1 : m[1]])
		b.WriteString(s[last:m[0]])
		b.WriteString(s[m[0]:m[0]+1] + st.Symbol())
		last = m[1]
	}
	b.WriteString(s[last:])
	return b.String()
}
