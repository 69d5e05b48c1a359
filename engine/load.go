package engine

import (
	"errors"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/mdlint/mdlint/engine/systems"
)

// System is a compiled system: a tree of lines keyed by concrete calls, for
// Interpret, Choices and Walk. A System is immutable once loaded and safe
// for concurrent use.
type System struct {
	name       string
	variant    string
	alertRules string // AlertRulesBBO or AlertRulesWBF
	root       *cnode
	nodes      int
	order      []*cnode       // the reachable lines by id - 1 (numberNodes)
	modules    []ModuleInfo   // every @module, for Modules
	natural    [4]*Constraint // 4+ cards in each suit, for the natural policy
	raise      [4]*Constraint // 3+ cards in each suit: the natural policy's raise of partner's suit
}

// Name returns the @system name of the top file ("" when none).
func (s *System) Name() string { return s.name }

// Variant returns the variant the system was loaded for ("brown", "red").
func (s *System) Variant() string { return s.variant }

// Lines returns the number of lines of the compiled tree (every expansion
// of a relative call counts; a module mounted with the same arguments in
// several places counts once).
func (s *System) Lines() int { return s.nodes }

// LoadEmbedded loads the embedded Magic D-light system
// (systems/magic-dlight/main.mds and its includes) for the variant in
// opts. Errors are *LoadError.
func LoadEmbedded(opts Options) (*System, error) {
	return LoadFS(systems.FS(), systems.MagicDLight, opts)
}

// LoadFile loads the system whose top file is at path on disk; includes are
// read relative to each including file. Diagnostics and Meaning.Rule name
// files relative to the top file's directory ("main.mds:12",
// "parts/one-club.mds:40"), so that output does not depend on where the
// files are. Errors are *LoadError.
func LoadFile(p string, opts Options) (*System, error) {
	dir, base := filepath.Split(p)
	if dir == "" {
		dir = "."
	}
	return load(os.DirFS(dir), base, "", opts)
}

// LoadFS loads the system whose top file is name (a slash-separated path)
// in fsys. Errors are *LoadError, naming files by their path in fsys.
func LoadFS(fsys fs.FS, name string, opts Options) (*System, error) {
	return load(fsys, name, "", opts)
}

func load(fsys fs.FS, name, prefix string, opts Options) (*System, error) {
	if err := checkAlertRules(opts.AlertRules); err != nil {
		return nil, err
	}
	d := &diags{}
	// own: the top file and its includes; base: the embedded system an
	// overlay starts from (language section 12) and its includes.
	var own, base []*astFile
	type fileKey struct {
		embedded bool
		name     string
	}
	seen := map[fileKey]bool{}
	var read func(src fs.FS, embedded bool, n string, from pos)
	read = func(src fs.FS, embedded bool, n string, from pos) {
		if seen[fileKey{embedded, n}] {
			return
		}
		seen[fileKey{embedded, n}] = true
		rel := n
		if !embedded {
			rel = strings.TrimPrefix(n, prefix)
		}
		data, err := fs.ReadFile(src, rel)
		if err != nil {
			msg := "cannot read system file"
			if errors.Is(err, fs.ErrNotExist) {
				msg = "no such system file"
			}
			if from.file == "" {
				d.add(pos{file: n}, "%s", msg)
			} else {
				d.add(from, "@include: %s %s", msg, n)
			}
			return
		}
		f := parseFile(n, data, d)
		if embedded {
			base = append(base, f)
		} else {
			own = append(own, f)
		}
		for _, inc := range f.includes {
			read(src, embedded, inc.path, inc.p)
		}
	}
	read(fsys, false, path.Clean(prefix+name), pos{})
	overlay := false
	for i, f := range own {
		switch {
		case f.base == "":
		case i > 0:
			d.add(f.baseP, "@include %q: only the top file may start from an embedded system", f.base)
		default:
			overlay = true
			top, _ := systems.Top(f.base)
			emb := systems.FS()
			if opts.embedded != nil {
				emb = opts.embedded
			}
			read(emb, true, top, f.baseP)
		}
	}
	files := append(append([]*astFile(nil), base...), own...)
	if !overlay {
		files = own
	}
	for _, f := range files {
		for _, m := range f.modules {
			checkPlain(m.body, d)
		}
	}
	c := &compiler{d: d, opts: opts, modules: map[string]*astModule{}, bodies: map[string]*body{}}
	// the compiler's tables sized at once for the lines parsed (the
	// embedded system: 4,900 lines, 8,400 meanings), not grown entry by
	// entry
	lines := 0
	for _, f := range files {
		lines += countItems(f.items)
		for _, m := range f.modules {
			lines += countItems(m.body)
		}
	}
	c.items = make(map[*astItem]*itemOnce, lines)
	c.meanings = make(map[meaningKey]*Meaning, 2*lines)
	c.cons = make(map[cexpr]map[string]*Constraint, lines)
	var mods []*astModule
	for _, f := range files {
		mods = append(mods, f.modules...)
	}
	for _, m := range mods {
		if o, ok := c.modules[m.name]; ok {
			d.add(m.p, "@module %s is defined twice: here and at %s", m.name, o.p)
			continue
		}
		c.modules[m.name] = m
	}
	sys := &System{variant: opts.variant(), alertRules: opts.alertRules()}
	rootPol := policyUndefined
	tree := own // the files whose lines make the tree
	if overlay {
		tree = base
	}
	if len(tree) > 0 {
		sys.name = tree[0].system
		if tree[0].policy != policyInherit {
			rootPol = tree[0].policy
		}
	}
	if overlay && own[0].system != "" {
		sys.name = own[0].system
	}
	root := &cnode{label: "", policy: rootPol, m: &Meaning{}}
	for _, f := range tree {
		checkPlain(f.items, d)
		pol := rootPol
		if f.policy != policyInherit {
			pol = f.policy
		}
		raw, uses, usep := c.compileItems(f.items, nil, pol)
		if root.pend == nil {
			root.pend = &pending{}
		}
		root.pend.raw = append(root.pend.raw, raw...)
		for i := range uses {
			root.pend.uses = append(root.pend.uses, uses[i])
			root.pend.usep = append(root.pend.usep, usep[i])
		}
	}
	var edits [][]edit
	if overlay {
		for _, f := range own {
			pol := rootPol
			if f.policy != policyInherit {
				pol = f.policy
			}
			edits = append(edits, c.compileEdits(f.items, pol))
		}
	}
	if overlay {
		c.overlay, c.useSc = true, map[*cnode][]*scope{}
	}
	c.finish(root)
	for _, es := range edits {
		c.applyEdits(root, nil, es, own[0].base)
	}
	if err := d.err(); err != nil {
		return nil, err
	}
	sys.root = root
	for st := range 4 {
		e := &cLen{s: csuit{fixed: int8(st)}, r: Range{4, 13}, op: "+"}
		sys.natural[st] = newConstraint(e)
		sys.raise[st] = newConstraint(&cLen{s: csuit{fixed: int8(st)}, r: Range{3, 13}, op: "+"})
	}
	sys.nodes = len(c.nodes)
	sys.order = numberNodes(root, len(c.nodes))
	// the scopes served the compile only: dropped, the system keeps
	// less memory for the collector to mark
	for _, n := range sys.order {
		n.sc = nil
	}
	sys.modules = c.moduleInfos(append(append([]*astFile(nil), own...), base...), mods)
	return sys, nil
}

// countItems returns the number of lines in items and below them.
func countItems(items []*astItem) int {
	n := len(items)
	for _, it := range items {
		n += countItems(it.kids)
	}
	return n
}
