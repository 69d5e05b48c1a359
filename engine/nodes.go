package engine

import "sort"

// ModuleInfo describes one @module of a loaded system (language section 5).
type ModuleInfo struct {
	Name string // as written after @module: "nt", "rkcb"
	// Title is the module's title for readers, the quoted text after its
	// signature (`@module nt(...) "1NT: the answers"`, language section
	// 5); "" when the line gives none.
	Title string
	// Rule is the @module line, "file:line" as in Meaning.Rule
	// ("magic-dlight/nt-module.mds:3").
	Rule   string
	Params []ModuleParam // in the order of the signature
	// Mounts are the `use` lines ("file:line") through which the module
	// is mounted in this system: the use lines that the compiled tree
	// contains (their ancestors exist in the loaded variant, and a use
	// line inside a module body counts only when that module is mounted
	// itself), each once, sorted by file and line. Empty when the module
	// is defined and never mounted.
	Mounts []string
	// Uses are every `use` line naming the module in the loaded files,
	// mounted or not: also those below lines of another variant and those
	// inside module bodies that are never mounted; sorted by file and line.
	Uses []ModuleUse
	// Instances is the number of compiled bodies of the module: one per
	// distinct set of arguments (and inherited policy) it is mounted with;
	// every mount with the same arguments shares one. 0 when never
	// mounted.
	Instances int
}

// ModuleUse is one `use` line that names a module.
type ModuleUse struct {
	Rule string // the use line, "file:line"
	// In is the module whose body holds the use line, "" for a line
	// outside modules (reachable from the top level in some variant).
	In string
	// Mounted says whether the line is compiled into this system (it is
	// one of ModuleInfo.Mounts).
	Mounted bool
}

// ModuleParam is one parameter of a module signature.
type ModuleParam struct {
	Name string
	// Type is "suit", "major", "minor", "strain", "int", "range", "flag"
	// or "text" (language section 5).
	Type string
	// Default is the default value as written ("" when none; see
	// HasDefault). A flag without a default is false.
	Default    string
	HasDefault bool
}

// Modules returns every module the loaded files define, in the order of
// the files (the top file first, then its includes as they are read) and
// of the lines. The result is a fresh copy: the caller may change it.
func (s *System) Modules() []ModuleInfo {
	out := make([]ModuleInfo, len(s.modules))
	for i, m := range s.modules {
		m.Params = append([]ModuleParam(nil), m.Params...)
		m.Mounts = append([]string(nil), m.Mounts...)
		m.Uses = append([]ModuleUse(nil), m.Uses...)
		out[i] = m
	}
	return out
}

// moduleInfos builds the Modules list once, at load time.
func (c *compiler) moduleInfos(files []*astFile, mods []*astModule) []ModuleInfo {
	uses := map[string][]pos{}
	in := map[pos]string{} // use line -> the module whose body holds it
	var scan func(items []*astItem, mod string)
	scan = func(items []*astItem, mod string) {
		for _, it := range items {
			if it.use != nil {
				uses[it.use.name] = append(uses[it.use.name], it.p)
				in[it.p] = mod
			}
			scan(it.kids, mod)
		}
	}
	for _, f := range files {
		scan(f.items, "")
	}
	for _, m := range mods {
		scan(m.body, m.name)
	}
	instances := map[*astModule]int{}
	for _, b := range c.bodies {
		instances[b.mod]++
	}
	fileOrder := map[string]int{}
	for i, f := range files {
		fileOrder[f.name] = i
	}
	sorted := func(ps []pos) []pos {
		ps = append([]pos(nil), ps...)
		sort.SliceStable(ps, func(i, j int) bool {
			if ps[i].file != ps[j].file {
				return fileOrder[ps[i].file] < fileOrder[ps[j].file]
			}
			return ps[i].line < ps[j].line
		})
		return ps
	}
	var out []ModuleInfo
	for _, m := range mods {
		if c.modules[m.name] != m {
			continue // defined twice: a load error
		}
		mi := ModuleInfo{Name: m.name, Title: m.title, Rule: m.p.short(), Instances: instances[m]}
		mounted := map[pos]bool{}
		for _, p := range sorted(c.mounts[m.name]) {
			mounted[p] = true
			mi.Mounts = append(mi.Mounts, p.short())
		}
		for _, p := range sorted(uses[m.name]) {
			mi.Uses = append(mi.Uses, ModuleUse{Rule: p.short(), In: in[p], Mounted: mounted[p]})
		}
		for _, p := range m.params {
			mi.Params = append(mi.Params, ModuleParam{Name: p.name, Type: p.typ.String(), Default: p.def, HasDefault: p.hasDef})
		}
		out = append(out, mi)
	}
	return out
}

// eachChild calls fn for every line below n (its continuations: concrete
// calls, then steps, then the opponents' wildcard), in call order: the
// order of Walk and Nodes.
func (n *cnode) eachChild(fn func(c *cnode)) {
	for _, e := range n.edges {
		for _, a := range e.alts {
			fn(a.n)
		}
	}
	for _, se := range n.steps {
		for _, a := range se.alts {
			fn(a.n)
		}
	}
	for _, a := range n.wild {
		fn(a.n)
	}
}

// numberNodes gives every line reachable from root its id (1-based, in
// depth-first call order, a shared line where it is first reached) and the
// parent it is first reached from, and returns the lines in that order.
// size is the number of lines compiled (the capacity the order starts
// with: every reachable line, or nearly).
func numberNodes(root *cnode, size int) []*cnode {
	order := make([]*cnode, 0, size)
	var rec func(n *cnode)
	rec = func(n *cnode) {
		n.eachChild(func(c *cnode) {
			if c.id != 0 || c == root {
				return
			}
			order = append(order, c)
			c.id, c.parent = len(order), n
			rec(c)
		})
	}
	rec(root)
	return order
}

// info describes compiled line n (the top level when n is the root).
func (s *System) info(n *cnode) NodeInfo {
	if n == s.root {
		return NodeInfo{Policy: n.policyName()}
	}
	in := NodeInfo{
		Call: n.label, Opponents: n.opp, Pattern: n.pattern, Conditions: n.m.Conditions,
		Explanation: n.m.Explanation, Constraint: n.m.Constraint, Source: n.m.Source,
		NotesLines: n.m.NotesLines, Rule: n.m.Rule, Policy: n.policyName(), Meaning: *n.m,
		ID: n.id, Module: n.module,
	}
	if n.parent != nil {
		in.Parent = n.parent.id
		d := 0
		for p := n; p != nil && p != s.root; p = p.parent {
			d++
		}
		in.Path = make([]string, d)
		for p := n; p != nil && p != s.root; p = p.parent {
			d--
			in.Path[d] = p.label
		}
	}
	return in
}

// Nodes calls fn once for every line of the compiled tree, and first once
// for the top level (n.ID 0, n.Call ""), each time with the line's
// continuations as children, in call order (concrete calls, then steps,
// then the opponents' wildcard; the opponents' calls included). It is the
// walk for checks of the whole system: linear in the compiled tree, where
// Walk's paths would repeat a module body once per mount.
//
// A line of a module body mounted with the same arguments in several
// places is one compiled line: it is visited once, below the line through
// which it is first reached (its Parent and Path say which), and it
// appears among the children of every line it continues. The walk is
// depth first, a line before the lines first reached through it. fn
// returns whether to go on below n: when it returns false the lines first
// reached through n are not visited (a line reached elsewhere too is not
// visited either: the walk never reaches a line twice).
//
// The ID of a line is the same in every NodeInfo that describes it (in
// Walk too), so children can be matched with their own visit. Lines ids
// run from 1 to the number of reachable lines, which is at most Lines().
func (s *System) Nodes(fn func(n NodeInfo, children []NodeInfo) bool) {
	if s.root == nil {
		return
	}
	queued := make([]bool, len(s.order)+1) // by id: already listed to visit
	var rec func(n *cnode)
	rec = func(n *cnode) {
		k := len(n.wild)
		for _, e := range n.edges {
			k += len(e.alts)
		}
		for _, se := range n.steps {
			k += len(se.alts)
		}
		kids := make([]NodeInfo, 0, k)
		var below []*cnode
		n.eachChild(func(c *cnode) {
			kids = append(kids, s.info(c))
			if c.parent == n && !queued[c.id] {
				queued[c.id] = true
				below = append(below, c)
			}
		})
		if !fn(s.info(n), kids) {
			return
		}
		for _, c := range below {
			rec(c)
		}
	}
	rec(s.root)
}
