package systemdoc

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// WriteMarkdown writes d as one CommonMark document to w, readable as
// GitHub renders it: a heading per opening with its answers as nested
// lists, then a heading per module. A module and each line a module
// continues carry an anchor (<a id="m-nt-1"></a>, <a id="l12"></a>, the
// ids of the HTML page), and every place a module applies links to it.
// Text from the system files is escaped, so no explanation turns into
// markup. It returns the first error of w.
func (d *Doc) WriteMarkdown(w io.Writer) error {
	return d.writeMarkdown(w, mdPart{all: true, link: func(a string) string { return "#" + a }})
}

// mdPart says which part of the document a Markdown file holds: all of
// it, or one page of a split document (the index, one opening, the
// modules); link turns an anchor into the link to it from this file.
type mdPart struct {
	all, index, modules bool
	top, prev, next     *Line
	files               map[string]string
	link                func(anchor string) string
}

func (d *Doc) writeMarkdown(w io.Writer, part mdPart) error {
	bw := bufio.NewWriterSize(w, 64<<10)
	p := func(format string, a ...any) { fmt.Fprintf(bw, format, a...) }
	switch {
	case part.top != nil:
		p("# %s · %s\n\n", mdEscape(d.System), mdEscape(topName(part.top)))
	case part.modules:
		p("# %s · modules\n\n", mdEscape(d.System))
	default:
		p("# %s\n\n", mdEscape(d.Title))
		p("- System: %s", mdEscape(d.System))
		if d.Variant != "" {
			p(", variant %s", mdEscape(d.Variant))
		}
		p("\n")
		if d.AlertRules != "" {
			p("- Alerts: %s regulation\n", mdEscape(d.AlertRules))
		}
		p("- Written by: %s\n", mdEscape(d.Version))
		p("- Contents: %s\n\n", d.Stats)
	}
	if !part.all {
		var nav []string
		if !part.index {
			nav = append(nav, "[All openings](index.md)")
		}
		if part.prev != nil {
			nav = append(nav, fmt.Sprintf("[← %s](%s)", mdEscape(topName(part.prev)), part.files[part.prev.Anchor]))
		}
		if part.next != nil {
			nav = append(nav, fmt.Sprintf("[%s →](%s)", mdEscape(topName(part.next)), part.files[part.next.Anchor]))
		}
		nav = append(nav, "[Modules]("+ModulesFile+".md)")
		p("%s\n\n", strings.Join(nav, " · "))
	}
	if !part.index {
		where := "under Modules"
		if !part.all {
			where = "on the modules page"
		}
		p("Each call: its meaning, what it promises (HCP and suit lengths), **alert** when it is alerted, whether it is forcing, and where the notes give it. The opponents' calls are in brackets. → *module* links to a sequence the system plays in several places, written out once %s.\n", where)
	}

	tree := func(l *Line, head string) {
		p("\n%s %s", head, mdEscape(l.Call))
		if l.When != "" {
			p(" (%s)", mdEscape(l.When))
		}
		p("\n\n%s%s\n", mdAnchor(l), mdFacts(l))
		if len(l.Kids)+len(l.Refs) > 0 {
			p("\n")
			mdList(bw, l, 0, part.link)
		}
	}
	section := func(title string, tops []*Line) {
		if len(tops) == 0 {
			return
		}
		p("\n## %s\n", title)
		if part.index {
			p("\n")
			for _, l := range tops {
				p("- [**%s**", mdEscape(l.Call))
				if l.When != "" {
					p(" *%s*", mdEscape(l.When))
				}
				p("](%s) %s\n", part.files[l.Anchor], mdEscape(l.Text))
			}
			return
		}
		for _, l := range tops {
			tree(l, "###")
		}
	}
	switch {
	case part.top != nil:
		tree(part.top, "##")
	case part.all || part.index:
		section("Our openings", d.Ours)
		section("When they open", d.Theirs)
	}
	switch {
	case part.index:
		p("\n## [Modules](%s.md)\n\n%d sequences the system plays in several places, each written out once.\n", ModulesFile, len(d.Modules))
	case part.all || part.modules:
		p("\n## Modules\n")
		if len(d.Modules) == 0 {
			p("\nNo sequence is shared.\n")
		}
		for _, m := range d.Modules {
			p("\n### %s\n\n<a id=\"%s\"></a>module %s, %s; applies after ", mdEscape(m.Title()), m.Anchor, mdEscape(m.Name), m.CallsText())
			for i, l := range m.At {
				if i > 0 {
					p(", ")
				}
				p("[%s](%s)", mdEscape(l.Path), part.link(l.Anchor))
			}
			p("\n\n")
			for _, l := range m.Lines {
				mdItem(bw, l, 0, part.link)
			}
		}
	}
	p("\n---\nWritten by %s from the system files; the section and line numbers are those of the system notes.\n", mdEscape(d.Version))
	return bw.Flush()
}

// mdList writes the lines below l and its module links as list items at
// depth.
func mdList(w *bufio.Writer, l *Line, depth int, link func(string) string) {
	for _, k := range l.Kids {
		mdItem(w, k, depth, link)
	}
	for _, r := range l.Refs {
		fmt.Fprintf(w, "%s- → [*%s*](%s)", strings.Repeat("  ", depth), mdEscape(r.Module.Title()), link(r.Module.Anchor))
		if len(r.Without) > 0 {
			fmt.Fprintf(w, " (here without %s)", mdEscape(strings.Join(r.Without, ", ")))
		}
		w.WriteString("\n")
	}
}

// mdItem writes line l as a list item at depth, and below it its own
// lines.
func mdItem(w *bufio.Writer, l *Line, depth int, link func(string) string) {
	fmt.Fprintf(w, "%s- %s%s\n", strings.Repeat("  ", depth), mdAnchor(l), mdFacts(l))
	mdList(w, l, depth+1, link)
}

// mdAnchor is the anchor of a line a module continues (the target of the
// module's links), "" for other lines.
func mdAnchor(l *Line) string {
	if l.Path == "" {
		return ""
	}
	return `<a id="` + l.Anchor + `"></a>`
}

// mdFacts words a line on one line: the call in bold, its conditions,
// explanation, promise, alert, forcing and source.
func mdFacts(l *Line) string {
	head := "**" + mdEscape(l.Call) + "**"
	if l.When != "" {
		head += " *" + mdEscape(l.When) + "*"
	}
	parts := []string{strings.TrimSpace(head + " " + mdEscape(l.Text))}
	if l.Promise != "" {
		parts = append(parts, mdEscape(l.Promise))
	}
	if l.Alert {
		parts = append(parts, "**alert**")
	}
	if l.Forcing != "" {
		parts = append(parts, mdEscape(l.Forcing))
	}
	if l.Missing {
		parts = append(parts, "*not in the notes*")
	}
	if l.Source != "" {
		parts = append(parts, "*"+mdEscape(l.Source)+"*")
	}
	return strings.Join(parts, " · ")
}

// mdEscaper escapes the characters that are markup in CommonMark inline
// text (and a table's |), so a text reads as written.
var mdEscaper = strings.NewReplacer(`\`, `\\`, `&`, `&amp;`, "`", "\\`", `*`, `\*`, `_`, `\_`, `[`, `\[`, `]`, `\]`,
	`<`, `&lt;`, `>`, `&gt;`, `|`, `\|`, `#`, `\#`, `~`, `\~`, "\n", " ", "\r", " ")

// mdEscape escapes s for Markdown inline text.
func mdEscape(s string) string { return mdEscaper.Replace(s) }
