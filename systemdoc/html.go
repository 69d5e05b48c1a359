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

var tmpl = htmlpage.Parse("systemdoc", template.FuncMap{"join": strings.Join}, pageTemplate)

// htmlPage is what the template renders.
type htmlPage struct {
	*Doc
	CSS template.CSS
}

// WriteHTML writes d as one self-contained HTML page to w: the trees as
// nested <details> elements (they open without a script), each line with
// the id "l" + its ID, each module a section with the id Module.Anchor.
// Every text from the system files is escaped by html/template. It
// returns the first error of w.
func (d *Doc) WriteHTML(w io.Writer) error {
	bw := bufio.NewWriterSize(w, 64<<10)
	if err := tmpl.Execute(bw, htmlPage{Doc: d, CSS: htmlpage.CSS(pageCSS)}); err != nil {
		return err
	}
	return bw.Flush()
}
