package systemdoc

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The split notes: an index, one page per opening, the modules page. Every
// line is on exactly one page, every link (module links, back links, the
// index, the neighbours) reaches a page and an id on it, and the 1NT
// opening's page (Opening table (Brown), line 1447) holds Stayman (6.1)
// and links to the 1NT module on the modules page.
func TestSplit(t *testing.T) {
	d := embedded(t)
	for _, tc := range []struct {
		ext   string
		pages []Page
		id    *regexp.Regexp
		link  *regexp.Regexp
	}{
		{".html", d.SplitHTML(), regexp.MustCompile(` id="([^"]+)"`), regexp.MustCompile(` href="([^"]*)"`)},
		{".md", d.SplitMarkdown(), regexp.MustCompile(`<a id="([^"]+)"></a>`), regexp.MustCompile(`\]\(([^)]*)\)`)},
	} {
		t.Run(tc.ext, func(t *testing.T) {
			require.Equal(t, 1+len(d.Ours)+len(d.Theirs)+1, len(tc.pages))
			assert.Equal(t, "index"+tc.ext, tc.pages[0].Name)
			assert.Equal(t, "modules"+tc.ext, tc.pages[len(tc.pages)-1].Name)
			body := map[string]string{}
			ids := map[string]map[string]bool{}
			lineIDs := map[string]int{}
			for _, p := range tc.pages {
				assert.Regexp(t, `^[A-Za-z0-9-]+\`+tc.ext+`$`, p.Name)
				_, dup := body[p.Name]
				require.False(t, dup, "two pages named %s", p.Name)
				var b bytes.Buffer
				require.NoError(t, p.Write(&b))
				body[p.Name] = b.String()
				ids[p.Name] = map[string]bool{}
				for _, m := range tc.id.FindAllStringSubmatch(b.String(), -1) {
					assert.False(t, ids[p.Name][m[1]], "%s: id %s twice", p.Name, m[1])
					ids[p.Name][m[1]] = true
					if regexp.MustCompile(`^l\d+$`).MatchString(m[1]) {
						lineIDs[m[1]]++
					}
				}
			}
			if tc.ext == ".html" {
				assert.Equal(t, d.Stats.Lines, len(lineIDs), "every line on a page")
			}
			for id, n := range lineIDs {
				assert.Equal(t, 1, n, "line %s on %d pages", id, n)
			}
			links := 0
			for name, b := range body {
				for _, m := range tc.link.FindAllStringSubmatch(b, -1) {
					if strings.HasPrefix(m[1], "data:") {
						continue // the page's empty icon
					}
					file, frag, _ := strings.Cut(m[1], "#")
					if file == "" {
						file = name
					}
					_, ok := body[file]
					require.True(t, ok, "%s links to %s: no such page", name, m[1])
					if frag != "" {
						assert.True(t, ids[file][frag], "%s links to %s: no such id", name, m[1])
					}
					links++
				}
			}
			// the index links to every opening's page
			for _, p := range tc.pages[1 : len(tc.pages)-1] {
				want := `href="` + p.Name + `"`
				if tc.ext == ".md" {
					want = "](" + p.Name + ")"
				}
				assert.Contains(t, body[tc.pages[0].Name], want, "the index links to %s", p.Name)
			}
			nt := body["1NT-seat-1-2"+tc.ext]
			require.NotEmpty(t, nt)
			assert.True(t, strings.Contains(nt, "12-14 hcp, balanced"), "the 1NT opening")
			assert.True(t, strings.Contains(nt, "asks for the majors"), "Stayman")
			assert.False(t, strings.Contains(nt, `<section class="mod"`) || strings.Contains(nt, `<a id="m-`), "the modules are on their own page")
			// the 15-17 1NT module is shared: the 3rd/4th-hand 1NT links to it
			third := body["1NT-seat-3-4"+tc.ext]
			assert.True(t, strings.Contains(third, "modules"+tc.ext+"#m-nt-"), "the 3rd/4th-hand 1NT links to the 1NT module")
			assert.True(t, strings.Contains(body["modules"+tc.ext], "1NT-seat-3-4"+tc.ext+"#l"), "the module links back to the 3rd/4th-hand 1NT")
			t.Logf("%d pages, %d links, 1NT page %d bytes, modules page %d bytes", len(tc.pages), links, len(nt), len(body["modules"+tc.ext]))
		})
	}
}
