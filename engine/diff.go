package engine

import "fmt"

// ChangeKind says how a line differs between two systems (Diff).
type ChangeKind string

// The kinds of a Change.
const (
	Added   ChangeKind = "added"   // the new system gives the line, the old does not
	Removed ChangeKind = "removed" // the old system gives the line, the new does not
	Changed ChangeKind = "changed" // both give it, with a different meaning
)

// Change is one line of the compiled tree whose meaning differs between
// two systems.
type Change struct {
	Kind ChangeKind
	// Path is the calls that lead to the line, each with its runtime
	// conditions in brackets when it has any, as `mdlint system dump`
	// writes them: ["1N[seat 3-4]", "2C"].
	Path []string
	// Old and New describe the line in the old and the new system; Old is
	// nil for an added line, New for a removed one.
	Old, New *NodeInfo
	// Fields names what differs for a changed line, in this order:
	// "explanation", "constraint", "hcp", "lengths", "alert",
	// "artificial", "forcing", "convention", "mandatory", "policy".
	Fields []string
	// Below is, for an added or removed line whose parent is in both
	// systems, the number of lines below it (each listed as a Change of
	// its own too); 0 otherwise.
	Below int
}

// Diff lists the lines whose meaning differs between the systems old and
// new: lines only new gives, lines only old gives, and lines both give
// (the same calls under the same conditions along the path) with a
// different explanation, constraint, HCP or length envelope, alert,
// forcing status, convention, mandatory completion or policy. The source
// and the file line are not compared. Changes come in the order of Walk
// (depth first, in call order; a module body mounted with the same
// arguments in several places is compared once, below the first path that
// reaches it). Both systems should be loaded with the same Options.
func Diff(old, new *System) []Change {
	d := differ{old: old, new: new, seen: map[[2]*cnode]bool{}}
	d.pair(old.root, new.root, nil)
	return d.out
}

type differ struct {
	old, new *System
	seen     map[[2]*cnode]bool
	counted  map[*cnode]bool
	out      []Change
}

// childKey names a line among its siblings: its call and conditions.
func childKey(n *cnode) string {
	if n.m.Conditions != "" {
		return n.label + "[" + n.m.Conditions + "]"
	}
	return n.label
}

// children lists n's lines with their keys, in call order (a key that
// repeats, which only a pattern line can make, gets a count).
func children(n *cnode) ([]string, map[string]*cnode) {
	var keys []string
	m := map[string]*cnode{}
	n.eachChild(func(c *cnode) {
		k := childKey(c)
		for i := 2; m[k] != nil; i++ {
			k = fmt.Sprintf("%s#%d", childKey(c), i)
		}
		m[k] = c
		keys = append(keys, k)
	})
	return keys, m
}

func (d *differ) pair(a, b *cnode, path []string) {
	if d.seen[[2]*cnode{a, b}] {
		return
	}
	d.seen[[2]*cnode{a, b}] = true
	ka, ma := children(a)
	kb, mb := children(b)
	// old's order, with new's added lines after the old line before them
	done := map[string]bool{}
	emitNew := func(k string) {
		done[k] = true
		p := append(append([]string(nil), path...), k)
		d.subtree(Added, mb[k], p, d.new)
	}
	j := 0
	for _, k := range ka {
		if _, ok := mb[k]; ok {
			for ; j < len(kb) && kb[j] != k; j++ {
				if _, inOld := ma[kb[j]]; !inOld && !done[kb[j]] {
					emitNew(kb[j])
				}
			}
		}
		p := append(append([]string(nil), path...), k)
		cb, ok := mb[k]
		if !ok {
			d.subtree(Removed, ma[k], p, d.old)
			continue
		}
		ca := ma[k]
		if f := meaningDiff(ca, cb); len(f) > 0 {
			oi, ni := d.old.info(ca), d.new.info(cb)
			d.out = append(d.out, Change{Kind: Changed, Path: p, Old: &oi, New: &ni, Fields: f})
		}
		d.pair(ca, cb, p)
	}
	for _, k := range kb {
		if _, inOld := ma[k]; !inOld && !done[k] {
			emitNew(k)
		}
	}
}

// subtree lists line n (added or removed) and every line below it.
func (d *differ) subtree(kind ChangeKind, n *cnode, path []string, sys *System) {
	top := len(d.out)
	in := sys.info(n)
	c := Change{Kind: kind, Path: path}
	if kind == Added {
		c.New = &in
	} else {
		c.Old = &in
	}
	d.out = append(d.out, c)
	seen := map[*cnode]bool{n: true}
	var rec func(n *cnode, path []string)
	rec = func(n *cnode, path []string) {
		keys, m := children(n)
		for _, k := range keys {
			ch := m[k]
			if seen[ch] {
				continue
			}
			seen[ch] = true
			p := append(append([]string(nil), path...), k)
			in := sys.info(ch)
			c := Change{Kind: kind, Path: p}
			if kind == Added {
				c.New = &in
			} else {
				c.Old = &in
			}
			d.out = append(d.out, c)
			rec(ch, p)
		}
	}
	rec(n, path)
	d.out[top].Below = len(d.out) - top - 1
}

// meaningDiff names the parts of the meaning that differ between two lines.
func meaningDiff(a, b *cnode) []string {
	x, y := a.m, b.m
	var f []string
	add := func(differ bool, name string) {
		if differ {
			f = append(f, name)
		}
	}
	add(x.Explanation != y.Explanation, "explanation")
	add(x.Constraint.String() != y.Constraint.String(), "constraint")
	add(x.HCP != y.HCP, "hcp")
	add(x.Lengths != y.Lengths, "lengths")
	add(x.Alert != y.Alert, "alert")
	add(x.Artificial != y.Artificial, "artificial")
	add(x.Forcing != y.Forcing, "forcing")
	add(x.Convention != y.Convention, "convention")
	add(x.Mandatory != y.Mandatory, "mandatory")
	add(a.policy != b.policy, "policy")
	return f
}
