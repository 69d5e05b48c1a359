package systemdoc

import (
	"fmt"
	"io"
	"strings"
)

// ModulesFile is the name, without extension, of the page of a split
// document that holds the shared modules.
const ModulesFile = "modules"

// Page is one file of a split document.
type Page struct {
	// Name is the file name, without a directory: "index.html",
	// "1C-seat-1-2.html", "their-1NT.md", "modules.html".
	Name string
	// Write writes the page; it returns the first error of w.
	Write func(w io.Writer) error
}

// SplitHTML lays d out as several HTML pages that link to each other
// (`mdlint system export --split DIR`): an index of the openings, one
// page per opening with its whole tree (ours, then the opponents'), and
// one page of the shared modules; every module link and every back link
// points to the page that holds its target. The pages are in that order;
// their names are unique and safe on every file system (letters, digits,
// hyphens).
func (d *Doc) SplitHTML() []Page {
	files, tops := d.splitFiles(".html")
	pages := []Page{{Name: "index.html", Write: func(w io.Writer) error {
		return d.render(w, &htmlPage{Doc: d, Title: d.Title, Heading: d.Title, Split: true, Index: true, Ours: d.Ours, Theirs: d.Theirs}, files)
	}}}
	for i, l := range tops {
		p := &htmlPage{Doc: d, Title: d.System + " · " + topName(l), Heading: d.System + " · " + topName(l), Split: true, Top: l}
		if i > 0 {
			p.Prev = tops[i-1]
		}
		if i+1 < len(tops) {
			p.Next = tops[i+1]
		}
		pages = append(pages, Page{Name: files[l.Anchor], Write: func(w io.Writer) error { return d.render(w, p, files) }})
	}
	pages = append(pages, Page{Name: ModulesFile + ".html", Write: func(w io.Writer) error {
		return d.render(w, &htmlPage{Doc: d, Title: d.System + " · modules", Heading: d.System + " · modules", Split: true, ShowModules: true}, files)
	}})
	return pages
}

// SplitMarkdown is SplitHTML in Markdown: "index.md", one file per
// opening, "modules.md", linked the same way.
func (d *Doc) SplitMarkdown() []Page {
	files, tops := d.splitFiles(".md")
	link := func(here string) func(string) string {
		return func(anchor string) string {
			if f := files[anchor]; f != here {
				return f + "#" + anchor
			}
			return "#" + anchor
		}
	}
	pages := []Page{{Name: "index.md", Write: func(w io.Writer) error {
		return d.writeMarkdown(w, mdPart{index: true, files: files, link: link("index.md")})
	}}}
	for i, l := range tops {
		part := mdPart{top: l, files: files, link: link(files[l.Anchor])}
		if i > 0 {
			part.prev = tops[i-1]
		}
		if i+1 < len(tops) {
			part.next = tops[i+1]
		}
		pages = append(pages, Page{Name: files[l.Anchor], Write: func(w io.Writer) error { return d.writeMarkdown(w, part) }})
	}
	pages = append(pages, Page{Name: ModulesFile + ".md", Write: func(w io.Writer) error {
		return d.writeMarkdown(w, mdPart{modules: true, files: files, link: link(ModulesFile + ".md")})
	}})
	return pages
}

// topName names an opening for a page title: "1♣ (seat 1-2)", "(1NT)".
func topName(l *Line) string {
	if l.When == "" {
		return l.Call
	}
	return l.Call + " (" + l.When + ")"
}

// splitFiles gives each top-level line its file (ext ".html" or ".md")
// and maps every anchor of the document to the file that holds it: the
// lines of a tree to the tree's file, the modules and their lines to the
// modules file. It returns the top-level lines in page order.
func (d *Doc) splitFiles(ext string) (map[string]string, []*Line) {
	files := map[string]string{}
	used := map[string]bool{"index": true, ModulesFile: true}
	var mark func(ls []*Line, f string)
	mark = func(ls []*Line, f string) {
		for _, l := range ls {
			files[l.Anchor] = f
			mark(l.Kids, f)
		}
	}
	tops := append(append([]*Line(nil), d.Ours...), d.Theirs...)
	for _, l := range tops {
		base := fileBase(l)
		name := base
		for n := 2; used[strings.ToLower(name)]; n++ { // case-insensitive file systems
			name = fmt.Sprintf("%s-%d", base, n)
		}
		used[strings.ToLower(name)] = true
		files[l.Anchor] = name + ext
		mark(l.Kids, name+ext)
	}
	for _, m := range d.Modules {
		files[m.Anchor] = ModulesFile + ext
		mark(m.Lines, ModulesFile+ext)
	}
	return files, tops
}

// fileBase names the file of a top-level line: its call in letters and
// its conditions, "1C-seat-1-2", "pass-seat-3-4-not-competitive",
// "their-1NT", "their-any-call".
func fileBase(l *Line) string {
	c := strings.NewReplacer("♣", "C", "♦", "D", "♥", "H", "♠", "S", "(", "", ")", "").Replace(l.Call)
	if c == "Pass" {
		c = "pass"
	}
	s := c
	if l.Opp {
		s = "their-" + c
	}
	if l.When != "" {
		s += "-" + l.When
	}
	var b strings.Builder
	dash := false
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9':
			b.WriteRune(r)
			dash = false
		case !dash && b.Len() > 0:
			b.WriteByte('-')
			dash = true
		}
	}
	return strings.TrimSuffix(b.String(), "-")
}
