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
	assert.True(t, Own([]byte(page)), "the page is recognised as mdlint's own")
	assert.Contains(t, page, "<title>Club &lt;night&gt;</title>")
	assert.Contains(t, page, "<body>CLUB &lt;NIGHT&gt;</body>")
	css := string(CSS(".own{color:red}"))
	assert.True(t, strings.HasPrefix(css, ":root{--err:"), css[:20])
	assert.True(t, strings.HasSuffix(css, "}\n.own{color:red}"), "the page's own rules come last")
}

// Own tells mdlint's own pages from others: a saved BBO page, one that
// mentions mdlint in its text, one whose generator is another program.
func TestOwn(t *testing.T) {
	for _, c := range []struct {
		page string
		want bool
	}{
		{"<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"generator\" content=\"mdlint v0.9.0\">\n", true},
		{"<html><head><meta name=\"generator\" content=\"Microsoft Word 15\"></head><body>mdlint</body>", false},
		{"<html><head><title>Traveller</title></head><body><a onclick=\"hv_popuplin('pn|a|')\">", false},
		{"<html><body><p>Made with <code>&lt;meta name=\"generator\" content=\"mdlint v1\"&gt;</code></p>", false},
		{"pn|Ann,Bo|st||md|3S4,,,|", false},
	} {
		assert.Equal(t, c.want, Own([]byte(c.page)), c.page)
	}
}
