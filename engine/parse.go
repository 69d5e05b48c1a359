package engine

import (
	"path"
	"strings"

	"github.com/mdlint/mdlint/engine/systems"
)

// policyKind is what calls below a node that no line gives mean (language
// section 7). policyInherit means "as the parent".
type policyKind uint8

const (
	policyInherit policyKind = iota
	policyUndefined
	policyNatural
	policyMissing
)

func parsePolicy(s string) (policyKind, bool) {
	switch s {
	case "undefined":
		return policyUndefined, true
	case "natural":
		return policyNatural, true
	case "missing":
		return policyMissing, true
	}
	return policyInherit, false
}

// astFile is one parsed .mds file.
type astFile struct {
	name     string
	system   string
	policy   policyKind
	items    []*astItem
	modules  []*astModule
	includes []astInclude
	// base is the embedded system the file starts from (`@include
	// "magic-dlight"`): the file is then an overlay, its lines edit that
	// system (language section 12). "" for an ordinary file.
	base  string
	baseP pos
}

type astInclude struct {
	p    pos
	path string // resolved against the including file's directory
}

// astItem is a node line or a use line.
type astItem struct {
	p     pos // position of the first token
	file  *astFile
	use   *astUse // non-nil for a use line
	call  callTok
	ctext string // the call token as written
	expl  text
	attrs attrs
	kids  []*astItem
	// remove marks a `remove CALL` line (an overlay's removal).
	remove bool
	// bare marks a line with only a call (and at most a `when` block): in
	// an overlay it names a line of the included system to edit below.
	bare bool
}

type astUse struct {
	name string
	args []useArg
}

type useArg struct {
	p      pos
	name   string
	value  string
	bare   bool // a bare name: a flag set to true
	quoted bool // the value was in double quotes (never a variable)
}

// ptype is the type of a module parameter (language section 5).
type ptype uint8

const (
	tSuit ptype = iota + 1
	tMajor
	tMinor
	tStrain
	tInt
	tRange
	tFlag
	tText
)

var ptypeNames = map[string]ptype{
	"suit": tSuit, "major": tMajor, "minor": tMinor, "strain": tStrain,
	"int": tInt, "range": tRange, "flag": tFlag, "text": tText,
}

func (t ptype) String() string {
	for k, v := range ptypeNames {
		if v == t {
			return k
		}
	}
	return "?"
}

type param struct {
	p      pos
	name   string
	typ    ptype
	def    string
	hasDef bool
}

type astModule struct {
	p      pos
	name   string
	title  string // the title after the signature, "" when none
	params []*param
	body   []*astItem
	file   *astFile
}

func (m *astModule) param(name string) *param {
	for _, p := range m.params {
		if p.name == name {
			return p
		}
	}
	return nil
}

// frame is an open line during the indentation walk.
type frame struct {
	indent   int
	childInd int // indent of the children, -1 until the first child
	item     *astItem
	module   *astModule
	root     bool
}

// parseFile parses one file's bytes. name is the file's path as reported in
// diagnostics (and in Meaning.Rule).
func parseFile(name string, data []byte, d *diags) *astFile {
	f := &astFile{name: name}
	lines := splitLines(name, data, d)
	stack := []*frame{{indent: -1, childInd: 0, root: true}}
	var curModule *astModule
	for i := 0; i < len(lines); i++ {
		ln := lines[i]
		body := ln.body
		if strings.HasPrefix(body.s, "@") {
			if ln.indent != 0 {
				d.add(body.pos(), "directive %s must start in column 1", firstWord(body.s))
			}
			stack = stack[:1]
			curModule = nil
			if m := parseDirective(f, body, d); m != nil {
				curModule = m
				stack = append(stack, &frame{indent: 0, childInd: -1, module: m})
			}
			continue
		}
		// The attribute block may start on the next line: a line that
		// starts with { continues the node line above it.
		if i+1 < len(lines) && strings.HasPrefix(lines[i+1].body.s, "{") && indexOutsideQuotes(body.s, '{') < 0 {
			nx := lines[i+1].body
			body.segs = append(body.segs, seg{len(body.s) + 1, nx.pos()})
			body.s += " " + nx.s
			i++
		}
		// An attribute block may run over several lines: join them.
		if open := indexOutsideQuotes(body.s, '{'); open >= 0 && indexOutsideQuotes(body.s[open:], '}') < 0 {
			joined := body
			closed := false
			for i+1 < len(lines) {
				i++
				nx := lines[i].body
				joined.segs = append(joined.segs, seg{len(joined.s) + 1, nx.pos()})
				joined.s += " " + nx.s
				if indexOutsideQuotes(nx.s, '}') >= 0 {
					closed = true
					break
				}
			}
			if !closed {
				d.add(body.at(open), "attribute block opened here is never closed with }")
			}
			body = joined
		}
		for len(stack) > 1 && stack[len(stack)-1].indent >= ln.indent {
			stack = stack[:len(stack)-1]
		}
		parent := stack[len(stack)-1]
		switch {
		case parent.root && ln.indent != 0:
			d.add(body.pos(), "unexpected indentation: a top-level line starts in column 1 (no open line above is indented less)")
			continue
		case parent.childInd < 0:
			parent.childInd = ln.indent
		case parent.childInd != ln.indent:
			d.add(body.pos(), "indentation to column %d does not line up with an open line (siblings above start in column %d)", ln.indent+1, parent.childInd+1)
			continue
		}
		var params *astModule
		if parent.root {
			curModule = nil
		} else {
			params = curModule
		}
		it := parseItem(f, body, params, d)
		if it == nil {
			continue
		}
		switch {
		case parent.root:
			f.items = append(f.items, it)
		case parent.module != nil:
			parent.module.body = append(parent.module.body, it)
		case parent.item.use != nil:
			d.add(it.p, "a use line has no children: indent this line under a call, not under %q", "use "+parent.item.use.name)
			continue
		default:
			parent.item.kids = append(parent.item.kids, it)
		}
		stack = append(stack, &frame{indent: ln.indent, childInd: -1, item: it})
	}
	return f
}

func firstWord(s string) string {
	if i := strings.IndexAny(s, " ("); i >= 0 {
		return s[:i]
	}
	return s
}

// unquote returns s without surrounding double quotes and whether it had
// them.
func unquote(s string) (string, bool) {
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		return s[1 : len(s)-1], true
	}
	return s, false
}

func parseDirective(f *astFile, body text, d *diags) *astModule {
	word := firstWord(body.s)
	rest := body.sub(len(word), len(body.s)).trim()
	switch word {
	case "@system":
		v, _ := unquote(rest.s)
		if v == "" {
			d.add(body.pos(), "@system needs a name: @system \"Magic D-light\"")
		}
		f.system = v
	case "@include":
		v, q := unquote(rest.s)
		if v == "" || (!q && strings.ContainsAny(v, " \"")) {
			d.add(rest.pos(), "@include needs one file name: @include \"one-club.mds\"")
			return nil
		}
		if !strings.ContainsAny(v, "/.") {
			// a name, not a file: an embedded system this file edits
			if _, ok := systems.Top(v); !ok {
				d.add(rest.pos(), "@include %q: no embedded system %s (embedded: %s; a file name ends in .mds)", v, v, strings.Join(systems.Names(), ", "))
				return nil
			}
			if f.base != "" {
				d.add(rest.pos(), "@include %q: this file already starts from the embedded system %q at %s", v, f.base, f.baseP)
				return nil
			}
			f.base, f.baseP = v, rest.pos()
			return nil
		}
		f.includes = append(f.includes, astInclude{p: rest.pos(), path: path.Join(path.Dir(f.name), v)})
	case "@policy":
		pk, ok := parsePolicy(rest.s)
		if !ok {
			d.add(rest.pos(), "@policy must be undefined, natural or missing, not %q", rest.s)
		}
		f.policy = pk
	case "@module":
		return parseModuleHeader(f, body, rest, d)
	default:
		d.add(body.pos(), "unknown directive %s (known: @system, @include, @policy, @module)", word)
	}
	return nil
}

func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r == '_':
		case i > 0 && (r >= '0' && r <= '9' || r == '-'):
		default:
			return false
		}
	}
	return true
}

func parseModuleHeader(f *astFile, body, rest text, d *diags) *astModule {
	// an optional title in quotes ends the line: @module nt(...) "Answers to 1NT"
	// (the last quoted string of the line, after the parameter list)
	title, hasTitle := "", false
	if r := strings.TrimRight(rest.s, " "); strings.HasSuffix(r, `"`) && len(r) > 1 {
		if q := strings.LastIndexByte(r[:len(r)-1], '"'); q >= 0 && q > strings.IndexByte(r, ')') && strings.TrimSpace(r[strings.IndexByte(r, ')')+1:q]) == "" {
			title, hasTitle = strings.TrimSpace(r[q+1:len(r)-1]), true
			rest = rest.sub(0, q).trim()
		}
	}
	open := strings.IndexByte(rest.s, '(')
	name := rest.s
	var args text
	if open >= 0 {
		name = strings.TrimSpace(rest.s[:open])
		cl := strings.LastIndexByte(rest.s, ')')
		if cl < open {
			d.add(rest.at(open), "@module parameter list is not closed with )")
			cl = len(rest.s)
		} else if strings.TrimSpace(rest.s[cl+1:]) != "" {
			d.add(rest.at(cl+1), "unexpected text after the parameter list of @module %s", name)
		}
		args = rest.sub(open+1, cl)
	}
	if hasTitle && title == "" {
		d.add(rest.pos(), "@module %s: the title is empty", name)
	}
	if !isIdent(name) {
		d.add(rest.pos(), "@module needs a name made of letters, digits, - and _: @module nt(R: range)")
		return nil
	}
	m := &astModule{p: rest.pos(), name: name, title: title, file: f}
	if strings.TrimSpace(args.s) != "" {
		for _, r := range splitOutside(args.s, ',') {
			pt := args.sub(r[0], r[1]).trim()
			p := parseParam(pt, d)
			if p == nil {
				continue
			}
			if m.param(p.name) != nil {
				d.add(p.p, "parameter %s of @module %s is declared twice", p.name, name)
				continue
			}
			m.params = append(m.params, p)
		}
	}
	f.modules = append(f.modules, m)
	return m
}

func parseParam(pt text, d *diags) *param {
	s := pt.s
	colon := strings.IndexByte(s, ':')
	if colon < 0 {
		d.add(pt.pos(), "parameter %q needs a type: NAME: suit|major|minor|strain|int|range|flag|text", s)
		return nil
	}
	p := &param{p: pt.pos(), name: strings.TrimSpace(s[:colon])}
	if !isIdent(p.name) {
		d.add(pt.pos(), "parameter name %q is not a name", p.name)
		return nil
	}
	ty := strings.TrimSpace(s[colon+1:])
	if eq := strings.IndexByte(ty, '='); eq >= 0 {
		p.def, _ = unquote(strings.TrimSpace(ty[eq+1:]))
		p.hasDef = true
		ty = strings.TrimSpace(ty[:eq])
	}
	t, ok := ptypeNames[ty]
	if !ok {
		d.add(pt.at(colon+1), "parameter %s has unknown type %q (suit, major, minor, strain, int, range, flag, text)", p.name, ty)
		return nil
	}
	p.typ = t
	if p.hasDef {
		if _, err := parseValue(t, p.def); err != "" {
			d.add(pt.at(colon+1), "default of parameter %s: %s", p.name, err)
		}
	}
	return p
}

// parseItem parses a node line or a use line. mod is the module whose body
// holds the line (nil at top level): its parameters may appear in `when`.
func parseItem(f *astFile, body text, mod *astModule, d *diags) *astItem {
	tok := body.s
	if i := strings.IndexByte(tok, ' '); i >= 0 {
		tok = tok[:i]
	}
	if tok == "use" || strings.HasPrefix(tok, "use(") {
		return parseUse(f, body, d)
	}
	remove := false
	if tok == "remove" {
		// remove CALL [{when ...}]: an overlay's removal
		body = body.sub(len(tok), len(body.s)).trim()
		remove = true
		tok = body.s
		if i := strings.IndexByte(tok, ' '); i >= 0 {
			tok = tok[:i]
		}
		if tok == "" {
			d.add(body.pos(), "remove needs a call: remove 2N")
			return nil
		}
	}
	// an opponent's call may be written with inner spaces: "( 1H )" is not
	// supported; the token runs to the first space.
	it := &astItem{p: body.pos(), file: f, ctext: tok, remove: remove}
	ct, err := parseCallTok(tok)
	if err != "" {
		d.add(body.pos(), "%s", err)
		return nil
	}
	it.call = ct
	rest := body.sub(len(tok), len(body.s))
	if open := indexOutsideQuotes(rest.s, '{'); open >= 0 {
		it.expl = rest.sub(0, open).trim()
		cl := indexOutsideQuotes(rest.s[open:], '}')
		var blk text
		if cl < 0 {
			blk = rest.sub(open+1, len(rest.s))
		} else {
			blk = rest.sub(open+1, open+cl)
			if after := strings.TrimSpace(rest.s[open+cl+1:]); after != "" {
				d.add(rest.at(open+cl+1), "unexpected text %q after the closing } of the attribute block", after)
			}
		}
		it.attrs = parseAttrs(blk, mod, d)
		it.bare = it.expl.s == "" && onlyWhen(blk.s)
	} else {
		it.expl = rest.trim()
		it.bare = it.expl.s == ""
	}
	if remove {
		if !it.bare {
			d.add(it.p, "remove %s: a removal takes only a call and at most {when ...}, no explanation or attributes", tok)
		}
		return it
	}
	if strings.ContainsRune(it.expl.s, '}') {
		d.add(it.expl.at(strings.IndexByte(it.expl.s, '}')), "} without an opening {")
	}
	if !it.attrs.hasSrc && !ct.opp && !it.bare {
		d.add(it.p, "%s: missing src: every line cites the notes, e.g. {...; src 17.1 line 989}", tok)
	}
	return it
}

// onlyWhen reports whether an attribute block holds nothing but `when`
// clauses (or nothing at all).
func onlyWhen(blk string) bool {
	for _, r := range splitOutside(blk, ';') {
		cl := strings.TrimSpace(blk[r[0]:r[1]])
		if cl != "" && firstWord(cl) != "when" {
			return false
		}
	}
	return true
}

func parseUse(f *astFile, body text, d *diags) *astItem {
	rest := body.sub(3, len(body.s)).trim()
	it := &astItem{p: body.pos(), file: f, use: &astUse{}}
	open := strings.IndexByte(rest.s, '(')
	name := rest.s
	if open >= 0 {
		name = strings.TrimSpace(rest.s[:open])
		cl := strings.LastIndexByte(rest.s, ')')
		if cl < open {
			d.add(rest.at(open), "use %s: argument list is not closed with )", name)
			cl = len(rest.s)
		} else if strings.TrimSpace(rest.s[cl+1:]) != "" {
			d.add(rest.at(cl+1), "unexpected text after use %s(...)", name)
		}
		args := rest.sub(open+1, cl)
		if strings.TrimSpace(args.s) != "" {
			for _, r := range splitOutside(args.s, ',') {
				a := args.sub(r[0], r[1]).trim()
				ua := useArg{p: a.pos()}
				if eq := strings.IndexByte(a.s, '='); eq >= 0 {
					ua.name = strings.TrimSpace(a.s[:eq])
					ua.value, ua.quoted = unquote(strings.TrimSpace(a.s[eq+1:]))
				} else {
					ua.name, ua.bare = a.s, true
				}
				if !isIdent(ua.name) {
					d.add(ua.p, "use %s: %q is not an argument (write NAME=VALUE, or a bare flag name)", name, a.s)
					continue
				}
				it.use.args = append(it.use.args, ua)
			}
		}
	}
	if !isIdent(name) {
		d.add(rest.pos(), "use needs a module name: use nt(R=12-14)")
		return nil
	}
	it.use.name = name
	return it
}
