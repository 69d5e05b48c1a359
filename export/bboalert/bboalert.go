// Package bboalert writes a compiled system as the alert table of the
// BBOalert browser extension (stanmaz/BBOalert): records
// `context,call,explanation` that the extension matches against the
// auction on Bridge Base Online to alert and explain the pair's own calls.
//
// The format, as BBOalert reads it: the first line holds "BBOalert"; a
// record is a line with three or more comma-separated fields; the context
// is every earlier call of the auction, both sides, as two-character
// tokens without separators (1C..7N, -- pass, Db double, Rd redouble),
// matched whole as a pattern in which `_` stands for any character, or
// with up to three leading passes removed; of the records that match, the
// last one wins. `Option,NAME[,ids]` starts a block that BBOalert turns
// on or off: by the tags @1-@4 in NAME (the seat of the auction's first
// non-pass call), @n/@v (our vulnerability), @N/@V (theirs), by the
// partner chosen (ids), and by the user within a group (options whose
// names share the first word: one of them is on).
//
// How the system maps onto that: see Write.
package bboalert

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/mdlint/mdlint/engine"
)

// Variant is one variant of the system (the notes' opening tables Brown
// and Red), compiled.
type Variant struct {
	Name   string // "brown", "red"
	System *engine.System
}

// Options say what to export.
type Options struct {
	// Variants are the system compiled in each variant, the one on by
	// default first.
	Variants []Variant
	// Players are the pair's BBO usernames, written on every Option line
	// joined by "+" so that BBOalert turns the system on when one of them
	// plays with the other; nil for none.
	Players []string
	// Version names the program in the header comment ("mdlint 1.2").
	Version string
	// MaxCalls bounds the auctions exported: calls from the first
	// non-pass call on, the call explained included (0: DefaultMaxCalls).
	MaxCalls int
}

// DefaultMaxCalls is the default Options.MaxCalls.
const DefaultMaxCalls = 8

// BoxLength is the number of characters of BBO's alert box: text beyond
// it goes to the table chat after "#".
const BoxLength = 69

// Stats count what Write wrote.
type Stats struct {
	// Cells is the number of records before merging: one per context,
	// call, variant, seat and vulnerability that the walk found.
	Cells int
	// CellBytes is the size those records would take, one line each.
	CellBytes int
	// Records is the number of record lines written.
	Records int
	// Bytes is the size of the table written.
	Bytes int
	// Skipped counts the calls left out, by reason.
	Skipped map[string]int
}

// out is one record to write.
type out struct {
	option string // option name, "" for the common block
	ctx    string
	call   string
	text   string // already in BBOalert's form; "" masks earlier records
	wild   int    // number of Wild tokens in ctx
	seq    int
}

// Write writes the BBOalert table of opts.Variants to w and returns what
// it wrote, or the first write error.
//
// Every alertable call (Meaning.Alert) of every auction the walk reaches
// (our side North-South, every seat, the opponents' calls the system
// names, a call given as `(_)` written as "__") becomes one record per
// world (variant, seat, vulnerability); records that agree are merged:
// the same text in every world is one record in the system's option; a
// text that depends on the seat of our opening goes to options tagged
// @1@2 / @3@4 (and @n/@v/@N/@V for the vulnerability); a text that
// depends on the variant goes to a group of options, one per variant,
// with the seat written as leading passes in the context; a seat of the
// opponents' opening is always written so. Records with "__" come first,
// the exact ones after them, and a record with an empty text masks a
// "__" record where the system alerts nothing, so that BBOalert's "last
// match wins" finds the system's text.
func Write(w io.Writer, opts Options) (Stats, error) {
	max := opts.MaxCalls
	if max <= 0 {
		max = DefaultMaxCalls
	}
	f := &found{texts: map[key]map[world]string{}, reached: map[string]map[world]bool{}, skipped: map[string]int{}}
	nvul := 1
	for i, v := range opts.Variants {
		kids := children(v.System)
		if usesVulnerability(kids) {
			nvul = 4
		}
		_ = i
	}
	for i, v := range opts.Variants {
		kids := children(v.System)
		for vul := 0; vul < nvul; vul++ {
			wk := &walker{sys: v.System, kids: kids, f: f, variant: i, vul: vul, maxCalls: max}
			wk.run()
		}
	}
	st := Stats{Skipped: f.skipped}
	for _, k := range f.order {
		for _, t := range f.texts[k] {
			st.Cells++
			st.CellBytes += len(k.ctx) + len(k.call) + len(encode(t)) + 3
		}
	}
	name := "Magic_D-light"
	if len(opts.Variants) > 0 {
		name = optionWord(opts.Variants[0].System.Name())
	}
	e := &emitter{name: name, variants: opts.Variants, nvul: nvul}
	e.merge(f)
	e.masks(f)
	sort.SliceStable(e.outs, func(i, j int) bool {
		a, b := e.outs[i], e.outs[j]
		if a.wild != b.wild {
			return a.wild > b.wild
		}
		if a.option != b.option {
			return e.optIndex(a.option) < e.optIndex(b.option)
		}
		return a.seq < b.seq
	})
	cw := &countWriter{w: w}
	ids := ""
	if len(opts.Players) > 0 {
		ids = "," + strings.Join(opts.Players, "+")
	}
	fmt.Fprintf(cw, "BBOalert,%s\n", strings.ReplaceAll(opts.Variants[0].System.Name(), ",", " "))
	e.header(cw, opts, f, max)
	// every option once, in a fixed order, so that BBOalert lists its
	// buttons so (the default variant first in its group)
	for _, o := range e.opts {
		fmt.Fprintf(cw, "Option,%s%s\n", o, ids)
	}
	cur := "-"
	for _, o := range e.outs {
		if o.option != cur {
			cur = o.option
			opt := o.option
			if opt == "" {
				opt = name
			}
			fmt.Fprintf(cw, "Option,%s%s\n", opt, ids)
		}
		fmt.Fprintf(cw, "%s,%s,%s\n", o.ctx, o.call, o.text)
		st.Records++
	}
	fmt.Fprintln(cw, "Option")
	st.Bytes = cw.n
	return st, cw.err
}

// optionWord makes a system name an option name: no spaces, commas or @.
func optionWord(s string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case ' ', '\t':
			return '_'
		case ',', '@', '#':
			return -1
		}
		return r
	}, s)
}

type emitter struct {
	name     string
	variants []Variant
	nvul     int
	outs     []out
	opts     []string
	optIdx   map[string]int
}

func (e *emitter) optIndex(o string) int {
	if o == "" {
		return -1
	}
	return e.optIdx[o]
}

func (e *emitter) add(option, ctx, call, text string) {
	if e.optIdx == nil {
		e.optIdx = map[string]int{}
	}
	if _, ok := e.optIdx[option]; !ok && option != "" {
		e.optIdx[option] = len(e.opts)
		e.opts = append(e.opts, option)
	}
	e.outs = append(e.outs, out{option: option, ctx: ctx, call: call, text: text, wild: strings.Count(ctx, Wild) / 1, seq: len(e.outs)})
}

// skey is a record's context without its leading passes, and the call.
type skey struct {
	ctx, call string
}

// merge turns the found texts into records (see Write).
func (e *emitter) merge(f *found) {
	// the variants' option group: created first so that the buttons show
	// the default variant first
	groups := map[skey]map[world]string{}
	var order []skey
	for _, k := range f.order {
		for wd, t := range f.texts[k] {
			passes := leadingPasses(k.ctx)
			sk := skey{k.ctx[2*passes:], k.call}
			if groups[sk] == nil {
				groups[sk] = map[world]string{}
				order = append(order, sk)
			}
			// the seat: our opening's by tag (wd.seat), the opponents'
			// by the passes before it
			wd.seat = passes + 1
			groups[sk][wd] = t
		}
	}
	nv := len(e.variants)
	for _, sk := range order {
		cells := groups[sk]
		ours := len(sk.ctx)/2%2 == 0 // the first non-pass call is ours
		text := func(v, seat, vul int) string { return cells[world{v, seat, vul}] }
		// one text everywhere?
		first := text(0, 1, 0)
		same := first != ""
		variantFree := true
		for v := 0; v < nv; v++ {
			for s := 1; s <= 4; s++ {
				for u := 0; u < e.nvul; u++ {
					if text(v, s, u) != first {
						same = false
					}
					if text(v, s, u) != text(0, s, u) {
						variantFree = false
					}
				}
			}
		}
		if same {
			e.add("", sk.ctx, sk.call, encode(first))
			continue
		}
		if variantFree {
			for _, g := range vulGroups(e.nvul, func(u int) [5]string {
				var t [5]string
				for s := 1; s <= 4; s++ {
					t[s] = text(0, s, u)
				}
				return t
			}) {
				if ours {
					// seats by tag
					bySeat := map[string][]int{}
					var texts []string
					for s := 1; s <= 4; s++ {
						if t := g.texts[s]; t != "" {
							if bySeat[t] == nil {
								texts = append(texts, t)
							}
							bySeat[t] = append(bySeat[t], s)
						}
					}
					for _, t := range texts {
						tags := ""
						if len(bySeat[t]) < 4 {
							for _, s := range bySeat[t] {
								tags += fmt.Sprintf("@%d", s)
							}
						}
						e.add(tagged(e.name, tags+g.tags), sk.ctx, sk.call, encode(t))
					}
					continue
				}
				e.seatContexts(tagged(e.name, g.tags), sk, g.texts)
			}
			continue
		}
		for v := 0; v < nv; v++ {
			for _, g := range vulGroups(e.nvul, func(u int) [5]string {
				var t [5]string
				for s := 1; s <= 4; s++ {
					t[s] = text(v, s, u)
				}
				return t
			}) {
				e.seatContexts(tagged(e.name+"_variant", g.tags)+" "+e.variants[v].Name, sk, g.texts)
			}
		}
	}
}

// tagged appends BBOalert's tags to an option name ("Magic_D-light_@3@4").
func tagged(name, tags string) string {
	if tags == "" {
		return name
	}
	return name + "_" + tags
}

type vulGroup struct {
	tags  string
	texts [5]string // by seat 1-4
}

// vulGroups groups the vulnerabilities whose texts (by seat) agree; tags
// name each group's vulnerabilities (none when one group covers all).
func vulGroups(nvul int, texts func(u int) [5]string) []vulGroup {
	if nvul == 1 {
		return []vulGroup{{texts: texts(0)}}
	}
	var gs []vulGroup
	var us [][]int
	for u := 0; u < nvul; u++ {
		t := texts(u)
		found := false
		for i := range gs {
			if gs[i].texts == t {
				us[i] = append(us[i], u)
				found = true
			}
		}
		if !found {
			gs = append(gs, vulGroup{texts: t})
			us = append(us, []int{u})
		}
	}
	if len(gs) == 1 {
		return gs
	}
	var outGs []vulGroup
	for i, g := range gs {
		// one option per vulnerability of the group: BBOalert's tags
		// combine our and their vulnerability by AND
		for _, u := range us[i] {
			v := vuls[u]
			tag := "@n"
			if v.we {
				tag = "@v"
			}
			if v.they {
				tag += "@V"
			} else {
				tag += "@N"
			}
			outGs = append(outGs, vulGroup{tags: tag, texts: g.texts})
		}
	}
	return outGs
}

// seatContexts writes a record whose text depends on the seat of the
// first non-pass call by that seat's leading passes: the context without
// passes first (BBOalert also matches it after up to three passes), then
// each other seat's context with its passes, with an empty text where
// that seat alerts nothing.
func (e *emitter) seatContexts(option string, sk skey, texts [5]string) {
	if texts[1] != "" && texts[1] == texts[2] && texts[1] == texts[3] && texts[1] == texts[4] {
		e.add(option, sk.ctx, sk.call, encode(texts[1]))
		return
	}
	if texts[1] != "" {
		e.add(option, sk.ctx, sk.call, encode(texts[1]))
	}
	for s := 2; s <= 4; s++ {
		ctx := strings.Repeat("--", s-1) + sk.ctx
		switch {
		case texts[s] != "":
			e.add(option, ctx, sk.call, encode(texts[s]))
		case texts[1] != "":
			e.add(option, ctx, sk.call, "")
		}
	}
}

// masks adds, after the records with Wild tokens, an empty record for
// every context the walk reached that such a record matches where the
// system alerts nothing (a pass or a call the system names is then not
// the "any call" of the record).
func (e *emitter) masks(f *found) {
	type wrec struct {
		ctx, call, option string
	}
	byLen := map[int][]wrec{}
	for _, o := range e.outs {
		if o.wild > 0 && o.text != "" {
			byLen[len(o.ctx)] = append(byLen[len(o.ctx)], wrec{o.ctx, o.call, o.option})
		}
	}
	if len(byLen) == 0 {
		return
	}
	var ctxs []string
	for c := range f.reached {
		if !strings.Contains(c, Wild) {
			ctxs = append(ctxs, c)
		}
	}
	sort.Strings(ctxs)
	done := map[key]bool{}
	for _, c := range ctxs {
		s := c[2*leadingPasses(c):]
		for _, r := range byLen[len(s)] {
			if !wildMatch(r.ctx, s) {
				continue
			}
			k := key{c, r.call}
			if _, ok := f.texts[k]; ok || done[k] {
				continue
			}
			done[k] = true
			e.add(r.option, c, r.call, "")
		}
	}
}

// wildMatch reports whether pattern p (Wild tokens standing for any
// token) matches context c of the same length.
func wildMatch(p, c string) bool {
	if len(p) != len(c) {
		return false
	}
	for i := 0; i < len(p); i++ {
		if p[i] != '_' && p[i] != c[i] {
			return false
		}
	}
	return true
}

// leadingPasses counts the passes at the start of a context (at most 3:
// four passes end the auction).
func leadingPasses(ctx string) int {
	n := 0
	for n < 3 && strings.HasPrefix(ctx[2*n:], "--") {
		n++
	}
	return n
}

// header writes the comment block: where the table comes from and what
// the notes do not cover. BBOalert ignores lines with fewer than three
// comma-separated fields, so the block has no commas.
func (e *emitter) header(w io.Writer, opts Options, f *found, max int) {
	p := func(format string, a ...any) {
		line := fmt.Sprintf(format, a...)
		fmt.Fprintln(w, strings.ReplaceAll(line, ",", ";"))
	}
	var names []string
	for _, v := range opts.Variants {
		names = append(names, v.Name)
	}
	p("// Written by %s from the system files (variants: %s). Do not edit: export again.", opts.Version, strings.Join(names, " and "))
	p("// Options: %s is the system; _@1@2 and _@3@4 hold what depends on the seat of our opening;", e.name)
	p("// %s_variant is a group: turn on the variant chosen for the event.", e.name)
	p("// Each option is first listed once and empty: BBOalert then shows its buttons in this order.")
	p("// What these records do not explain (alert and explain it yourself):")
	p("// - calls the notes leave to missing text (Lissabon; Lebensohl; Rubens; the defensive methods;")
	p("//   the 3rd/4th-hand chapters; Mini-minor) and every call after them;")
	p("// - every call after an opponent's call the notes do not give (the auction has left the notes);")
	p("// - auctions longer than %d calls from the first bid on;", max)
	var rs []string
	for r := range f.skipped {
		rs = append(rs, r)
	}
	sort.Strings(rs)
	for _, r := range rs {
		p("// - %s (%d calls);", r, f.skipped[r])
	}
	p("// - natural calls: they are not alerted (docs/alert-policy.md).")
}

// encode writes an explanation as BBOalert needs it (see Fit).
func encode(s string) string { return Fit(s) }

// Fit writes explanation s for BBOalert: suits as !C !D !H !S, commas
// as ";" (a comma would end the field), "#" and "\" (BBOalert's chat
// separator and line continuation) as words, "<" and "&" as HTML
// entities; and when the text is longer than BoxLength characters, the
// part that fits the alert box before "#" and the rest after it (sent to
// the table chat). The cut falls at a space outside brackets, so that no
// list in brackets ("(A, K, singleton or void)") and no aside is cut in
// two: at the last clause end ("; ", ": ", ". ") or before the last " ("
// aside that leaves at most BoxLength characters, else (or when that
// would fill less than a third of the box) at the last space; only a text
// whose box would be all in brackets is cut at a space inside them. The
// box and the chat joined by a space are the whole text.
func Fit(s string) string {
	s = strings.NewReplacer(",", ";", "♣", "!C", "♦", "!D", "♥", "!H", "♠", "!S",
		"#", "No.", "\\", "/", "&", "&amp;", "<", "&lt;").Replace(s)
	s = strings.Join(strings.Fields(s), " ")
	if len([]rune(s)) <= BoxLength {
		return s
	}
	r := []rune(s)
	head := string(r[:BoxLength+1]) // a cut at the space just after the box is fine
	clause, space, any := -1, -1, -1
	depth := 0
	for i := 0; i < len(head); i++ {
		switch head[i] {
		case '(', '[':
			depth++
		case ')', ']':
			if depth > 0 {
				depth--
			}
		case ' ':
			any = i
			if depth > 0 {
				continue
			}
			space = i
			if i > 0 && (head[i-1] == ';' || head[i-1] == ':' || head[i-1] == '.') || i+1 < len(head) && head[i+1] == '(' {
				clause = i
			}
		}
	}
	cut := clause
	if cut < BoxLength/3 && space > cut {
		cut = space // a clause end this early wastes the box
	}
	if cut <= 0 {
		cut = any
	}
	if cut <= 0 {
		return s
	}
	return s[:cut] + "#" + s[cut+1:]
}

type countWriter struct {
	w   io.Writer
	n   int
	err error
}

func (c *countWriter) Write(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(p)
	c.n += n
	c.err = err
	return n, err
}
