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

// edit is one line of an overlay, compiled.
type edit struct {
	kind  editKind
	it    *astItem
	mask  wmask
	ctext string
	exps  []editExp
	b     *body // editUse
}

// editExp is one expansion of an edit's call (`1M` gives 1♥ and 1♠).
type editExp struct {
	s       slot
	pattern bool
	label   string
	n       *cnode // editAdd: the compiled line
	kids    []edit // editAnchor: the edits below
}

// checkPlain reports the lines that only an overlay's edits may hold (a
// removal; a line with a call and nothing else, which is a missing src
// outside an overlay) among ordinary lines.
func checkPlain(items []*astItem, d *diags) {
	for _, it := range items {
		switch {
		case it.remove:
			d.add(it.p, "remove %s: a removal edits an embedded system, so it belongs in an overlay (a top file that starts with @include \"magic-dlight\"), at its top level or below a bare call", it.ctext)
		case it.use == nil && it.bare && !it.call.opp && !it.attrs.hasSrc:
			d.add(it.p, "%s: missing src: every line cites the notes, e.g. {...; src 17.1 line 989}", it.ctext)
		}
		checkPlain(it.kids, d)
	}
}

// compileEdits compiles the lines of an overlay at one level (the top level
// of the file, or below a bare call).
func (c *compiler) compileEdits(items []*astItem, sc *scope, pol policyKind) []edit {
	var out []edit
	for _, it := range items {
		if it.use != nil {
			if b := c.mount(it, pol, sc); b != nil {
				out = append(out, edit{kind: editUse, it: it, b: b})
			}
			continue
		}
		e := edit{kind: editAdd, it: it}
		switch {
		case it.remove:
			e.kind = editRemove
			if len(it.kids) > 0 {
				c.d.add(it.kids[0].p, "remove %s has no lines below it", it.ctext)
			}
		case it.bare:
			e.kind = editAnchor
		default:
			checkPlain(it.kids, c.d)
		}
		mask, ctext := runtimeMask(it)
		if mask.empty() {
			c.d.add(it.p, "%s: the conditions %q can never hold together", it.ctext, it.attrs.whenText)
			continue
		}
		e.mask, e.ctext = mask, ctext
		for _, ex := range c.expand(it, sc) {
			if !c.compileTimeOK(it, ex.sc) {
				continue
			}
			x := editExp{s: ex.s, pattern: ex.pattern, label: ex.label}
			switch e.kind {
			case editAdd:
				x.n = c.node(it, ex, pol, ctext)
			case editAnchor:
				x.kids = c.compileEdits(it.kids, ex.sc, pol)
			}
			e.exps = append(e.exps, x)
		}
		if len(e.exps) > 0 {
			out = append(out, e)
		}
	}
	return out
}

// applyEdits applies an overlay's edits to n, a line of the compiled
// included system (the top level, or a copy of a line made for the edits,
// so that a module body shared with other places stays as it is there).
// base names the included system in messages.
func (c *compiler) applyEdits(n *cnode, es []edit, base string) {
	for _, e := range es {
		it := e.it
		switch e.kind {
		case editUse:
			for _, en := range c.mergedTop(e.b, it.p) {
				a := en.a
				a.rank, a.src = 1, -1
				c.addAlt(n, en.s, a, it, base)
			}
		case editAdd:
			hit := false
			for _, x := range e.exps {
				a := alt{mask: e.mask, n: x.n, pattern: x.pattern, override: it.attrs.override, rank: 1, src: -1}
				if it.attrs.override {
					a.rank = 0
					if c.overrideAlt(n, x.s, a) {
						hit = true
					}
					continue
				}
				c.addAlt(n, x.s, a, it, base)
			}
			if it.attrs.override && !hit {
				c.d.add(it.p, "%s overrides nothing: %s gives no line for %s here%s (a new line does not say override)", it.ctext, base, it.ctext, condsNote(e.ctext))
			}
		case editRemove:
			removed := 0
			for _, x := range e.exps {
				removed += removeAlts(n, x.s, e.mask)
			}
			if removed == 0 {
				c.d.add(it.p, "remove %s: %s gives no line for %s here%s", it.ctext, base, it.ctext, condsNote(e.ctext))
			}
		case editAnchor:
			hit := false
			for _, x := range e.exps {
				alts := n.slotAlts(x.s, false)
				if alts == nil {
					continue
				}
				for i := range *alts {
					a := &(*alts)[i]
					if !a.mask.meets(e.mask) {
						continue
					}
					cp := a.n.clone()
					a.n = cp
					hit = true
					c.applyEdits(cp, x.kids, base)
				}
			}
			if !hit {
				c.d.add(it.p, "%s: %s gives no line for %s here%s to edit below (a new line needs an explanation and {src ...})", it.ctext, base, it.ctext, condsNote(e.ctext))
			}
		}
	}
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
	*alts = append((*alts)[:i], append([]alt{a}, (*alts)[i:]...)...)
	*alts = live(*alts)
}

// overrideAlt puts a below n ahead of the lines it replaces (the included
// system's lines for the call still apply where its conditions do not) and
// reports whether it replaces any.
func (c *compiler) overrideAlt(n *cnode, s slot, a alt) bool {
	alts := n.slotAlts(s, true)
	hit := false
	for _, b := range *alts {
		if b.mask.meets(a.mask) {
			hit = true
		}
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
