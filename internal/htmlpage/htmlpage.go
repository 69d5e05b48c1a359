// Package htmlpage holds what mdlint's HTML pages share (`mdlint report`,
// `mdlint system export --format html`): the page head, with a
// Content-Security-Policy that blocks every load so that a page opens
// offline and makes no network request, and the base style sheet (fonts,
// colours, headings, the red suits, tags and source notes, print).
//
// A page's template calls {{template "head" .}} with a value that has
// the fields Title (the page title), Version (mdlint's version line, the
// generator) and CSS (the whole style sheet, from CSS).
package htmlpage

import (
	"bytes"
	_ "embed"
	"html/template"
)

//go:embed head.html.tmpl
var headTemplate string

//go:embed base.css
var baseCSS string

// Parse returns the template name, made of the shared head and body, a
// page template in html/template syntax that may call {{template "head"
// .}}, with funcs available to both. It panics when either does not
// parse: both are embedded in the binary, so that is a programming error
// a test finds.
func Parse(name string, funcs template.FuncMap, body string) *template.Template {
	t := template.Must(template.New(name).Funcs(funcs).Parse(body))
	return template.Must(t.Parse(headTemplate))
}

// CSS returns the base style sheet followed by a page's own rules (which
// may override it).
func CSS(own string) template.CSS {
	return template.CSS(baseCSS + own) // embedded style sheets, not input
}

// generatorMark starts the generator meta tag of every page's head: the
// Version a page gives is "mdlint " and the version.
const generatorMark = `<meta name="generator" content="mdlint `

// ownHead is how far into a file Own looks: the head's meta tags come
// within its first few hundred bytes.
const ownHead = 4 << 10

// Own reports whether head, the first bytes of a file, is a page mdlint
// wrote (a report, the system's notes): its head names mdlint as the
// generator. A directory walk leaves such pages out, since a report holds
// every board of the session as handviewer links that would be read again
// as boards.
func Own(head []byte) bool {
	if len(head) > ownHead {
		head = head[:ownHead]
	}
	i := bytes.Index(head, []byte("<head>"))
	return i >= 0 && bytes.Contains(head[i:], []byte(generatorMark))
}
