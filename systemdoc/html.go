package systemdoc

import (
	"bufio"
	_ "embed"
	"html/template"
	"io"
	"strings"

	"github.com/mdlint/mdlint/internal/htmlpage"
)

//go:embed assets/systemdoc.html.tmpl
var pageTemplate string

//go:embed assets/systemdoc.css
var pageCSS string

// The funcs href and file are replaced for each page of a split document
// (see render); tmpl is only ever cloned, never executed.
var tmpl = htmlpage.Parse("systemdoc", template.FuncMap{
	"join": strings.Join,
	"href": func(anchor string) string { return "#" + anchor },
	"file": func(*Line) string { return "" },
}, pageTemplate)

// htmlPage is what the template renders: the whole document on one page,
// or one page of a split document (the index, one opening's tree, the
// modules).
type htmlPage struct {
	*Doc
	CSS template.CSS
	// Title is the page's <title>, Heading its <h1>.
	Title, Heading string
	// Split marks a page of a split document; Index its index page; Top
	// the opening a tree page shows, with the openings before and after
	// it (nil at the ends).
	Split, Index    bool
	Top, Prev, Next *Line
	// Ours and Theirs are the trees the page shows (on the index, as
	// links), ShowModules whether it shows the modules.
	Ours, Theirs []*Line
	ShowModules  bool
}

// WriteHTML writes d as one self-contained HTML page to w: the trees as
// nested <details> elements (they open without a script, and print open),
// each line with the id "l" + its ID, each module a section with the id
// Module.Anchor. Every text from the system files is escaped by
// html/template. It returns the first error of w.
func (d *Doc) WriteHTML(w io.Writer) error {
	p := &htmlPage{Doc: d, Title: d.Title, Heading: d.Title, Ours: d.Ours, Theirs: d.Theirs, ShowModules: true}
	return d.render(w, p, nil)
}

// render writes page p to w; files maps each anchor (line or module) to
// the file of a split document that holds it (nil: one page).
func (d *Doc) render(w io.Writer, p *htmlPage, files map[string]string) error {
	p.CSS = htmlpage.CSS(pageCSS)
	// each page executes its own copy: tmpl itself is never executed, so
	// it can always be cloned (html/template forbids a clone after use)
	t, err := tmpl.Clone()
	if err != nil {
		return err
	}
	if files != nil {
		here := ""
		switch {
		case p.Index:
			here = "index.html"
		case p.Top != nil:
			here = files[p.Top.Anchor]
		default:
			here = ModulesFile + ".html"
		}
		t.Funcs(template.FuncMap{
			"href": func(anchor string) string {
				if f := files[anchor]; f != here {
					return f + "#" + anchor
				}
				return "#" + anchor
			},
			"file": func(l *Line) string { return files[l.Anchor] },
		})
	}
	bw := bufio.NewWriterSize(w, 64<<10)
	if err := t.Execute(bw, p); err != nil {
		return err
	}
	return bw.Flush()
}
