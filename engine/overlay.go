package engine

import (
	"fmt"
	"sort"
)

// An overlay is a system file that starts from an embedded system
// (`@include "magic-dlight"`) and edits it: its lines replace lines of that
// system (`override`), add lines, remove them (`remove CALL`) or name a line
// to edit below (a bare call). Language section 12.

type editKind uint8

const (
	editAnchor editKind = iota // a bare call: edit below the lines it names
	editRemove                 // remove CALL
	editAdd                    // a new line, or one that says override
	editUse                    // use NAME(...): the module's lines are new lines
)

// edit is one line of an overlay, checked. Its lines are compiled where
// the edit applies (applyEdits), in the scope of the included system's
// line there, so that a new line below a module's line may use the
// module's parameters and the variables bound above it ($M, $R, 3M,
// hcp $R, when gf).
type edit struct {
	kind  editKind
	it    *astItem
	mask  wmask
	ctext string
	pol   policyKind
	// kids are the edits below a bare call, or below an `override keep`
	// line (the continuations it keeps are edited as below a bare call).
	kids []edit
}

// checkPlain reports the lines that only an overlay's edits may hold (a
// removal; `override keep`; a line with a call and nothing else, which is
// a missing src outside an overlay) among ordinary lines.
func checkPlain(items []*astItem, d *diags) {
	for _, it := range items {
		switch {
		case it.remove:
			d.add(it.p, "remove %s: a removal edits an embedded system, so it belongs in an overlay (a top file that starts with @include \"magic-dlight\"), at its top level or below a bare call", it.ctext)
		case it.attrs.keep:
			d.add(it.p, "%s: override keep edits an embedded system, so it belongs in an overlay (a top file that starts with @include \"magic-dlight\"), at its top level or below a bare call", it.ctext)
		case it.use == nil && it.bare && !it.call.opp && !it.attrs.hasSrc:
			d.add(it.p, "%s: missing src: every line cites the notes, e.g. {...; src 17.1 line 989}", it.ctext)
		}
		checkPlain(it.kids, d)
	}
}

// compileEdits checks the lines of an overlay at one level (the top level
// of the file, below a bare call or below an `override keep` line).
func (c *compiler) compileEdits(items []*astItem, pol policyKind) []edit {
	var out []edit
	for _, it := range items {
		if it.use != nil {
			out = append(out, edit{kind: editUse, it: it, pol: pol})
			continue
		}
		e := edit{kind: editAdd, it: it, pol: pol}
		switch {
		case it.remove:
			e.kind = editRemove
			if len(it.kids) > 0 {
				c.d.add(it.kids[0].p, "remove %s has no lines below it", it.ctext)
			}
		case it.bare:
			e.kind = editAnchor
		case it.attrs.keep:
			// edits of the continuations it keeps
		default:
			checkPlain(it.kids, c.d)
		}
		mask, ctext := runtimeMask(it)
		if mask.empty() {
			c.d.add(it.p, "%s: the conditions %q can never hold together", it.ctext, it.attrs.whenText)
			continue
		}
		e.mask, e.ctext = mask, ctext
		if e.kind == editAnchor || it.attrs.keep {
			npol := pol
			if it.attrs.policy != policyInherit {
				npol = it.attrs.policy
			}
			e.kids = c.compileEdits(it.kids, npol)
		}
		out = append(out, e)
	}
	return out
}

// scopeBelow is the scope of new lines below n: the scope n was compiled
// in, the parameters of the modules mounted below it (the first mounted
// wins a name two give), and on top ovl, the variables the overlay's own
// calls bind (a bare 1M binds M).
func (c *compiler) scopeBelow(n *cnode, ovl *scope) *scope {
	sc := n.sc
	useSc := c.useSc[n]
	for i := len(useSc) - 1; i >= 0; i-- {
		sc = pushScope(sc, useSc[i], nil)
	}
	return pushScope(sc, ovl, nil)
}

// pushScope puts the bindings of add, down to (not including) stop, on
// top of sc, keeping their order (the innermost stays on top).
func pushScope(sc, add, stop *scope) *scope {
	var chain []*scope
	for s := add; s != nil && s != stop; s = s.parent {
		chain = append(chain, s)
	}
	for i := len(chain) - 1; i >= 0; i-- {
		sc = sc.with(chain[i].name, chain[i].v)
	}
	return sc
}

// compileNode compiles line it (one expansion) as an overlay's line and
// finishes it and the lines below it at once, since the included system
// is finished already.
func (c *compiler) compileNode(it *astItem, ex expansion, pol policyKind, ctext string) *cnode {
	k := len(c.nodes)
	n := c.node(it, ex, pol, ctext)
	c.finishNodes(c.nodes[k:])
	return n
}

// applyEdits applies an overlay's edits to n, a line of the compiled
// included system (the top level, or a copy of a line made for the edits,
// so that a module body shared with other places stays as it is there).
// ovl holds the variables the overlay's own calls above bind; base names
// the included system in messages.
func (c *compiler) applyEdits(n *cnode, ovl *scope, es []edit, base string) {
	at := c.scopeBelow(n, ovl)
	for _, e := range es {
		it := e.it
		switch e.kind {
		case editUse:
			b := c.mount(it, e.pol, at)
			if b == nil {
				continue
			}
			for _, en := range c.mergedTop(b, it.p) {
				a := en.a
				a.rank, a.src = 1, -1
				c.addAlt(n, en.s, a, it, base)
			}
		case editAdd:
			hit := false
			for _, ex := range c.expand(it, at) {
				if !c.compileTimeOK(it, ex.sc) {
					continue
				}
				if it.attrs.keep {
					if c.overrideKeep(n, it, e, ex, pushScope(ovl, ex.sc, at), base) {
						hit = true
					}
					continue
				}
				a := alt{mask: e.mask, n: c.compileNode(it, ex, e.pol, e.ctext), pattern: ex.pattern, override: it.attrs.override, rank: 1, src: -1, ovl: true}
				if it.attrs.override {
					a.rank = 0
					if c.overrideAlt(n, ex.s, a, it) {
						hit = true
					}
					continue
				}
				c.addAlt(n, ex.s, a, it, base)
			}
			if it.attrs.override && !hit {
				c.d.add(it.p, "%s overrides nothing: %s gives no line for %s here%s (a new line does not say override)", it.ctext, base, it.ctext, condsNote(e.ctext))
			}
		case editRemove:
			removed := 0
			for _, ex := range c.expand(it, at) {
				if c.compileTimeOK(it, ex.sc) {
					removed += removeAlts(n, ex.s, e.mask)
				}
			}
			if removed == 0 {
				c.d.add(it.p, "remove %s: %s gives no line for %s here%s", it.ctext, base, it.ctext, condsNote(e.ctext))
			}
		case editAnchor:
			hit := false
			for _, ex := range c.expand(it, at) {
				if !c.compileTimeOK(it, ex.sc) {
					continue
				}
				alts := n.slotAlts(ex.s, false)
				if alts == nil {
					continue
				}
				for i := range *alts {
					a := &(*alts)[i]
					if !a.mask.meets(e.mask) {
						continue
					}
					cp := a.n.clone()
					c.useSc[cp] = c.useSc[a.n]
					a.n = cp
					hit = true
					c.applyEdits(cp, pushScope(ovl, ex.sc, at), e.kids, base)
				}
			}
			if !hit {
				c.d.add(it.p, "%s: %s gives no line for %s here%s to edit below (a new line needs an explanation and {src ...})", it.ctext, base, it.ctext, condsNote(e.ctext))
			}
		}
	}
}

// overrideKeep applies an `override keep` line (one expansion ex) below
// n: the line replaces the included system's line for the call where its
// conditions hold, and keeps that line's continuations, which the edits
// below it change (as below a bare call). The lines it replaces must
// share their continuations: two lines with different ones (1NT in seat
// 1-2 and in seat 3-4) are a load error asking for a when that picks one.
// It reports whether it replaced a line.
func (c *compiler) overrideKeep(n *cnode, it *astItem, e edit, ex expansion, ovl *scope, base string) bool {
	alts := n.slotAlts(ex.s, false)
	if alts == nil {
		return false
	}
	var target *cnode
	for _, a := range *alts {
		if a.pattern != ex.pattern || !a.mask.meets(e.mask) {
			continue
		}
		if target != nil && !sameContinuations(target, a.n) {
			c.d.add(it.p, "%s: override keep replaces %s at %s and %s at %s, whose continuations differ; give a when that picks one (when %s)", it.ctext, target.label, target.p, a.n.label, a.n.p, condsHint(target, a.n))
			return true
		}
		if target == nil {
			target = a.n
		}
	}
	if target == nil {
		return false
	}
	own := *it
	own.kids = nil // the continuations are the replaced line's
	nn := c.compileNode(&own, ex, e.pol, e.ctext)
	kept := target.clone()
	nn.edges, nn.steps, nn.wild = kept.edges, kept.steps, kept.wild
	nn.sc, c.useSc[nn] = target.sc, c.useSc[target]
	c.overrideAlt(n, ex.s, alt{mask: e.mask, n: nn, pattern: ex.pattern, override: true, rank: 0, src: -1, ovl: true}, it)
	c.applyEdits(nn, ovl, e.kids, base)
	return true
}

// sameContinuations reports whether two lines continue with the same
// lines.
func sameContinuations(a, b *cnode) bool {
	if a == b {
		return true
	}
	if len(a.edges) != len(b.edges) || len(a.steps) != len(b.steps) || len(a.wild) != len(b.wild) {
		return false
	}
	same := func(x, y []alt) bool {
		if len(x) != len(y) {
			return false
		}
		for i := range x {
			if x[i].n != y[i].n || x[i].mask != y[i].mask {
				return false
			}
		}
		return true
	}
	for i := range a.edges {
		if a.edges[i].key != b.edges[i].key || !same(a.edges[i].alts, b.edges[i].alts) {
			return false
		}
	}
	for i := range a.steps {
		if a.steps[i].n != b.steps[i].n || a.steps[i].opp != b.steps[i].opp || !same(a.steps[i].alts, b.steps[i].alts) {
			return false
		}
	}
	return same(a.wild, b.wild)
}

// condsHint names the conditions of two lines for a message: "seat 1-2"
// or "seat 3-4".
func condsHint(a, b *cnode) string {
	x, y := a.m.Conditions, b.m.Conditions
	switch {
	case x != "" && y != "":
		return x + " or " + y
	case x != "":
		return x
	case y != "":
		return y
	}
	return "..."
}

func condsNote(ctext string) string {
	if ctext == "" {
		return ""
	}
	return fmt.Sprintf(" when %s", ctext)
}

// addAlt adds a new line of an overlay below n; a line of the included
// system for the same call that can apply together with it is a clash.
func (c *compiler) addAlt(n *cnode, s slot, a alt, it *astItem, base string) {
	alts := n.slotAlts(s, true)
	for _, b := range *alts {
		if b.pattern != a.pattern || !b.mask.meets(a.mask) {
			continue
		}
		msg := fmt.Sprintf("%s at %s clashes with %s at %s", a.n.label, a.n.p, b.n.label, b.n.p)
		if a.n.m.Conditions != "" || b.n.m.Conditions != "" {
			msg += fmt.Sprintf(" (both can apply: %q and %q)", a.n.m.Conditions, b.n.m.Conditions)
		} else {
			msg += " (neither has a when condition that excludes the other)"
		}
		c.d.add(it.p, "%s; a line that changes a line of %s must say override", msg, base)
		return
	}
	i := 0
	for i < len(*alts) && (!(*alts)[i].pattern || a.pattern) {
		i++
	}
	a.ovl = true
	*alts = append((*alts)[:i], append([]alt{a}, (*alts)[i:]...)...)
	*alts = live(*alts)
}

// overrideAlt puts a below n ahead of the lines it replaces (the included
// system's lines for the call still apply where its conditions do not) and
// reports whether it replaces any. A line the overlay gave before for the
// same call under conditions that can hold together with a's is a clash:
// one of the two would never apply.
func (c *compiler) overrideAlt(n *cnode, s slot, a alt, it *astItem) bool {
	alts := n.slotAlts(s, true)
	hit := false
	for _, b := range *alts {
		if !b.mask.meets(a.mask) {
			continue
		}
		if b.ovl && b.pattern == a.pattern {
			c.d.add(it.p, "%s at %s clashes with %s at %s, the overlay's own line for the call (both can apply: %q and %q); say it once", a.n.label, a.n.p, b.n.label, b.n.p, a.n.m.Conditions, b.n.m.Conditions)
			return true
		}
		hit = true
	}
	i := 0
	if a.pattern {
		for i < len(*alts) && !(*alts)[i].pattern {
			i++
		}
	}
	*alts = append((*alts)[:i], append([]alt{a}, (*alts)[i:]...)...)
	*alts = live(*alts)
	return hit
}

// removeAlts drops the lines below n for slot s that can apply under
// mask, and returns how many it dropped.
func removeAlts(n *cnode, s slot, mask wmask) int {
	alts := n.slotAlts(s, false)
	if alts == nil {
		return 0
	}
	k := 0
	out := (*alts)[:0]
	for _, a := range *alts {
		if a.mask.meets(mask) {
			k++
			continue
		}
		out = append(out, a)
	}
	*alts = out
	if len(out) == 0 {
		n.dropSlot(s)
	}
	return k
}

// slotAlts returns the lines below n for slot s, creating the slot when
// create is set (nil when it does not exist and create is not set).
func (n *cnode) slotAlts(s slot, create bool) *[]alt {
	switch s.kind {
	case slotKey:
		i := sort.Search(len(n.edges), func(i int) bool { return n.edges[i].key >= s.key })
		if i < len(n.edges) && n.edges[i].key == s.key {
			return &n.edges[i].alts
		}
		if !create {
			return nil
		}
		n.edges = append(n.edges[:i], append([]edge{{key: s.key}}, n.edges[i:]...)...)
		return &n.edges[i].alts
	case slotStep:
		opp := s.key != 0
		for i := range n.steps {
			if n.steps[i].n == s.step && n.steps[i].opp == opp {
				return &n.steps[i].alts
			}
		}
		if !create {
			return nil
		}
		i := 0
		for i < len(n.steps) && (!n.steps[i].opp && opp || n.steps[i].opp == opp && n.steps[i].n < s.step) {
			i++
		}
		n.steps = append(n.steps[:i], append([]stepEdge{{n: s.step, opp: opp}}, n.steps[i:]...)...)
		return &n.steps[i].alts
	}
	return &n.wild
}

// dropSlot removes the empty slot s below n.
func (n *cnode) dropSlot(s slot) {
	switch s.kind {
	case slotKey:
		for i := range n.edges {
			if n.edges[i].key == s.key {
				n.edges = append(n.edges[:i], n.edges[i+1:]...)
				return
			}
		}
	case slotStep:
		for i := range n.steps {
			if n.steps[i].n == s.step && n.steps[i].opp == (s.key != 0) {
				n.steps = append(n.steps[:i], n.steps[i+1:]...)
				return
			}
		}
	}
}

// clone copies a compiled line with its own lists of continuations (the
// continuations themselves stay shared), so an overlay can edit below it.
func (n *cnode) clone() *cnode {
	cp := *n
	cp.id, cp.parent = 0, nil
	cp.edges = make([]edge, len(n.edges))
	for i, e := range n.edges {
		cp.edges[i] = edge{key: e.key, alts: append([]alt(nil), e.alts...)}
	}
	cp.steps = make([]stepEdge, len(n.steps))
	for i, se := range n.steps {
		cp.steps[i] = stepEdge{n: se.n, opp: se.opp, alts: append([]alt(nil), se.alts...)}
	}
	cp.wild = append([]alt(nil), n.wild...)
	return &cp
}
