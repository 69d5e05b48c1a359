package htmlpage

import (
	"html/template"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A page made with Parse gets the shared head: the policy that blocks
// every load, its title escaped, the base style sheet then its own.
func TestHead(t *testing.T) {
	tm := Parse("t", template.FuncMap{"up": strings.ToUpper}, `{{template "head" .}}<body>{{up .Title}}</body>`)
	var b strings.Builder
	require.NoError(t, tm.Execute(&b, struct {
		Title, Version string
		CSS            template.CSS
	}{"Club <night>", "mdlint v1", CSS(".own{color:red}")}))
	page := b.String()
	assert.True(t, strings.HasPrefix(page, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"), page)
	assert.Contains(t, page, `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:; form-action 'none'; base-uri 'none'">`)
	assert.Contains(t, page, `<meta name="generator" content="mdlint v1">`)
	assert.Contains(t, page, "<title>Club &lt;night&gt;</title>")
	assert.Contains(t, page, "<body>CLUB &lt;NIGHT&gt;</body>")
	css := string(CSS(".own{color:red}"))
	assert.True(t, strings.HasPrefix(css, ":root{--err:"), css[:20])
	assert.True(t, strings.HasSuffix(css, "}\n.own{color:red}"), "the page's own rules come last")
}
