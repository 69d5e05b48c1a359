package systemdoc

import (
	"bytes"
	"regexp"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mdlint/mdlint/engine"
)

// brown is the embedded system, Brown variant, loaded once for the
// tests that only read it (a load takes about a second).
var brown = sync.OnceValues(func() (*engine.System, error) { return engine.LoadEmbedded(engine.Options{}) })

func embedded(t *testing.T) *Doc {
	t.Helper()
	s, err := brown()
	require.NoError(t, err)
	return Build(s, Options{Version: "mdlint test"})
}

// find returns the line of ls with the call and conditions given.
func find(ls []*Line, call, when string) *Line {
	for _, l := range ls {
		if l.Call == call && l.When == when {
			return l
		}
	}
	return nil
}

// The 1NT opening and its 2♣ answer read as the notes give them
// (Opening table (Brown), line 1447; Stayman, 6.1 lines 316-320).
func TestOneNoTrumpAndStayman(t *testing.T) {
	d := embedded(t)
	nt := find(d.Ours, "1NT", "seat 1-2")
	require.NotNil(t, nt)
	assert.Equal(t, "12-14 hcp, balanced", nt.Text)
	assert.Equal(t, "12-14 HCP, balanced", nt.Promise)
	assert.Equal(t, "notes Opening table (Brown), line 1447", nt.Source)
	assert.False(t, nt.Alert)
	assert.Equal(t, "", nt.Forcing)

	st := find(nt.Kids, "2♣", "")
	require.NotNil(t, st, "1NT-2♣ is shown under the 1NT opening")
	assert.Equal(t, "asks for the majors", st.Text)
	assert.Equal(t, "(exactly 4♥ or exactly 4♠; 11+ HCP) or (5+♥ 5+♠, 13+ HCP) or (balanced, 4-4-4-1 or 5-4-4-0; 13+ HCP) or (6-3-2-2 or 7-2-2-2; 6+♣ or 6+♦; 13+ HCP) or (4+♥ 4+♠ 4+♦, at most 1♣)", st.Promise)
	assert.Equal(t, "Stayman", st.Convention)
	assert.True(t, st.Alert)
	assert.Equal(t, "forcing", st.Forcing)
	assert.Equal(t, "notes 6.1, 6.2.2, 6.2.3, lines 316-320, 356-357, 366-371", st.Source)

	third := find(d.Ours, "1NT", "seat 3-4")
	require.NotNil(t, third)
	assert.Equal(t, "3rd/4th hand: 15-17 hcp, balanced", third.Text)
	assert.Equal(t, "15-17 HCP, balanced", third.Promise)

	// the opponents' openings are apart
	require.NotEmpty(t, d.Theirs)
	for _, l := range d.Theirs {
		assert.True(t, l.Opp, l.Call)
		assert.True(t, strings.HasPrefix(l.Call, "("), l.Call)
	}
}

// Every compiled line is shown exactly once, modules included, and every
// module is linked from at least two places (else it is not shared and
// stays in its tree).
func TestEachLineOnce(t *testing.T) {
	s, err := brown()
	require.NoError(t, err)
	d := Build(s, Options{})
	reachable := 0
	s.Nodes(func(n engine.NodeInfo, _ []engine.NodeInfo) bool {
		if n.ID != 0 {
			reachable++
		}
		return true
	})
	seen := map[int]int{}
	var walk func(ls []*Line)
	walk = func(ls []*Line) {
		for _, l := range ls {
			seen[l.ID]++
			walk(l.Kids)
		}
	}
	walk(d.Ours)
	walk(d.Theirs)
	for _, m := range d.Modules {
		walk(m.Lines)
		assert.GreaterOrEqual(t, len(m.At), 2, m.Title())
		assert.Equal(t, countLines(m.Lines), m.Calls)
	}
	assert.Equal(t, reachable, len(seen))
	assert.Equal(t, reachable, d.Stats.Lines)
	for id, n := range seen {
		if n != 1 {
			t.Errorf("line %d shown %d times", id, n)
		}
	}
	// the NT module after 1♣-1♦-1NT (15-17, notes 17.2.1) and after the
	// 3rd/4th-hand 1NT opening (15-17) is one instance, linked from both
	var nt *Module
	for _, m := range d.Modules {
		if m.Name == "nt" && len(m.At) > 0 && m.At[0].Path == "1♣ (seat 1-2) 1♦ 1NT" {
			nt = m
		}
	}
	require.NotNil(t, nt, "the 15-17 NT module is shared")
	var at []string
	for _, l := range nt.At {
		at = append(at, l.Path)
	}
	assert.Contains(t, at, "1NT (seat 3-4)")
	assert.Greater(t, d.Stats.Expanded, d.Stats.Lines)
}

// Two exports of one system are the same bytes, in both formats.
func TestDeterministic(t *testing.T) {
	var out [2][2]bytes.Buffer
	for i := range out {
		d := embedded(t)
		require.NoError(t, d.WriteHTML(&out[i][0]))
		require.NoError(t, d.WriteMarkdown(&out[i][1]))
	}
	assert.True(t, bytes.Equal(out[0][0].Bytes(), out[1][0].Bytes()), "HTML differs")
	assert.True(t, bytes.Equal(out[0][1].Bytes(), out[1][1].Bytes()), "Markdown differs")
	t.Logf("HTML %d bytes, Markdown %d bytes", out[0][0].Len(), out[0][1].Len())
}

// The HTML page holds every line once by its id, every module link has
// its target, and the 1NT opening and Stayman read as in the notes.
func TestHTML(t *testing.T) {
	d := embedded(t)
	var b bytes.Buffer
	require.NoError(t, d.WriteHTML(&b))
	page := b.String()
	ids := map[string]int{}
	for _, m := range regexp.MustCompile(` id="([^"]+)"`).FindAllStringSubmatch(page, -1) {
		ids[m[1]]++
	}
	for id, n := range ids {
		if n != 1 {
			t.Errorf("id %s used %d times", id, n)
		}
	}
	lines := 0
	for id := range ids {
		if regexp.MustCompile(`^l\d+$`).MatchString(id) {
			lines++
		}
	}
	assert.Equal(t, d.Stats.Lines, lines)
	for _, m := range regexp.MustCompile(` href="#([^"]+)"`).FindAllStringSubmatch(page, -1) {
		if ids[m[1]] != 1 {
			t.Errorf("link to #%s has no target", m[1])
		}
	}
	nt := find(d.Ours, "1NT", "seat 1-2")
	st := find(nt.Kids, "2♣", "")
	assert.Contains(t, page, `<li id="`+nt.Anchor+`"><details><summary><b class="c">1NT</b> <i class="when">seat 1-2</i> 12-14 hcp, balanced <span class="pr">12-14 HCP, balanced</span> <span class="src">notes Opening table (Brown), line 1447</span></summary>`)
	assert.Contains(t, page, `<li id="`+st.Anchor+`"><details><summary><b class="c">2♣</b> asks for the majors <span class="pr">(exactly 4♥ or exactly 4♠; 11&#43; HCP) or (5&#43;♥ 5&#43;♠, 13&#43; HCP) or (balanced, 4-4-4-1 or 5-4-4-0; 13&#43; HCP) or (6-3-2-2 or 7-2-2-2; 6&#43;♣ or 6&#43;♦; 13&#43; HCP) or (4&#43;♥ 4&#43;♠ 4&#43;♦, at most 1♣)</span> <span class="tag">alert</span> <span class="fg">forcing</span> <span class="src">notes 6.1, 6.2.2, 6.2.3, lines 316-320, 356-357, 366-371</span></summary>`)
	assert.Contains(t, page, `<meta http-equiv="Content-Security-Policy" content="default-src 'none';`, "the report's page head")
	assert.NotContains(t, page, "<script")
}

// The Markdown document has the same tree: the 1NT opening as a heading,
// Stayman as an item below it, the modules as headings with anchors.
func TestMarkdown(t *testing.T) {
	d := embedded(t)
	var b bytes.Buffer
	require.NoError(t, d.WriteMarkdown(&b))
	md := b.String()
	assert.Contains(t, md, "\n### 1NT (seat 1-2)\n\n**1NT** *seat 1-2* 12-14 hcp, balanced · 12-14 HCP, balanced · *notes Opening table (Brown), line 1447*\n")
	i := strings.Index(md, "\n### 1NT (seat 1-2)\n")
	j := strings.Index(md[i+1:], "\n### ")
	tree := md[i : i+1+j]
	assert.Regexp(t, `\n- \*\*2♣\*\* asks for the majors · \(exactly 4♥ or exactly 4♠; 11\+ HCP\) or \(5\+♥ 5\+♠, 13\+ HCP\) or \(balanced, 4-4-4-1 or 5-4-4-0; 13\+ HCP\) or \(6-3-2-2 or 7-2-2-2; 6\+♣ or 6\+♦; 13\+ HCP\) or \(4\+♥ 4\+♠ 4\+♦, at most 1♣\) · \*\*alert\*\* · forcing · \*notes 6\.1, 6\.2\.2, 6\.2\.3, lines 316-320, 356-357, 366-371\*\n`, tree)
	// every module link has its anchor, every module heading is linked
	anchors := map[string]bool{}
	for _, m := range regexp.MustCompile(`<a id="([^"]+)"></a>`).FindAllStringSubmatch(md, -1) {
		assert.False(t, anchors[m[1]], "anchor %s twice", m[1])
		anchors[m[1]] = true
	}
	links := regexp.MustCompile(`\]\(#([^)]+)\)`).FindAllStringSubmatch(md, -1)
	assert.Len(t, links, 2*d.Stats.Refs, "each place links to its module and back")
	for _, m := range links {
		assert.True(t, anchors[m[1]], "link to #%s has no anchor", m[1])
	}
	assert.Equal(t, d.Stats.Modules, len(regexp.MustCompile(`\n### [^\n]+\n\n<a id="m-[^"]+"></a>module `).FindAllString(md, -1)))
}

// A small system: a module mounted in two places is shown once; where a
// line overrides one of its calls the link says which; texts with markup
// characters are escaped in both formats.
func TestSharedModuleAndOverride(t *testing.T) {
	fsys := fstest.MapFS{"top.mds": {Data: []byte(`@system "Test <pair>"
@policy undefined

@module ask() "Answers to the *ask* <after 2♣>"
  2D  no major  {artificial; src 1.1}
  2H  four *hearts* & [more]  {4+H; src 1.2}
    2S  <relay>  {relay; src 1.3}

1C  strong  {hcp 16+; artificial; forcing; src 2.1}
  2C  asks  {artificial; src 2.2}
    use ask()
1N  15-17  {hcp 15-17 balanced; src 2.3}
  2C  asks  {artificial; src 2.4}
    use ask()
    2H  five hearts  {5+H; override; src 2.5}
`)}}
	s, err := engine.LoadFS(fsys, "top.mds", engine.Options{})
	require.NoError(t, err)
	d := Build(s, Options{Version: "v"})
	require.Len(t, d.Modules, 1)
	m := d.Modules[0]
	assert.Equal(t, "Answers to the *ask* <after 2♣>", m.Title())
	assert.Equal(t, "m-ask", m.Anchor)
	assert.Equal(t, 3, m.Calls)
	require.Len(t, m.At, 2)
	assert.Equal(t, "1♣ 2♣", m.At[0].Path)
	assert.Equal(t, "1NT 2♣", m.At[1].Path)
	assert.Empty(t, m.At[0].Refs[0].Without)
	assert.Equal(t, []string{"2♥"}, m.At[1].Refs[0].Without)
	own := find(m.At[1].Kids, "2♥", "")
	require.NotNil(t, own, "the overriding line is shown where it applies")
	assert.Equal(t, "five hearts", own.Text)
	assert.Equal(t, Stats{Lines: 8, Expanded: 11, Modules: 1, Refs: 2}, d.Stats)

	var h, md bytes.Buffer
	require.NoError(t, d.WriteHTML(&h))
	require.NoError(t, d.WriteMarkdown(&md))
	assert.Contains(t, h.String(), "<title>Test &lt;pair&gt; · system notes</title>")
	assert.Contains(t, h.String(), "four *hearts* &amp; [more]")
	assert.Contains(t, h.String(), "&lt;relay&gt;")
	assert.Contains(t, h.String(), `<li class="mref">→ <a href="#m-ask">Answers to the *ask* &lt;after 2♣&gt;</a> <span class="src">here without 2♥</span></li>`)
	assert.Contains(t, h.String(), `<h3>Answers to the *ask* &lt;after 2♣&gt;</h3>
<p class="src">module ask, 3 calls; applies after`)
	assert.Contains(t, md.String(), `- **2♥** four \*hearts\* &amp; \[more\] · 4+♥ · *notes 1.2*`)
	assert.Contains(t, md.String(), `- **2♠** &lt;relay&gt; · **alert** · forcing · *notes 1.3*`)
	assert.Contains(t, md.String(), "- → [*Answers to the \\*ask\\* &lt;after 2♣&gt;*](#m-ask) (here without 2♥)\n")
	assert.Contains(t, md.String(), "### Answers to the \\*ask\\* &lt;after 2♣&gt;\n\n<a id=\"m-ask\"></a>module ask, 3 calls; applies after [1♣ 2♣](#l2), [1NT 2♣](#l7)\n")
}

// No line of the embedded system's notes shows the system language's
// syntax: every constraint is in a player's words (engine.Constraint.Words),
// and a line whose only constraint is a judgment shows its words: `text
// "minimum"` reads "minimum".
func TestPromisesInWords(t *testing.T) {
	d := embedded(t)
	raw := regexp.MustCompile(`hcp |text "|=\d|(^|[ (])\d-[♣♦♥♠]|keycards [♣♦♥♠]|top [♣♦♥♠]|losers \d|stopper [♣♦♥♠]|\b\d{4}\b|[♣♦♥♠]>`)
	n, texts := 0, 0
	var walk func(ls []*Line)
	walk = func(ls []*Line) {
		for _, l := range ls {
			if l.Promise != "" {
				n++
				if raw.MatchString(l.Promise) {
					t.Errorf("%s %s (%s): promise %q shows the system language", l.Call, l.Text, l.Rule, l.Promise)
				}
			}
			if l.Constraint == `text "minimum"` {
				texts++
				assert.Equal(t, "minimum", l.Promise)
			}
			walk(l.Kids)
		}
	}
	walk(d.Ours)
	walk(d.Theirs)
	for _, m := range d.Modules {
		walk(m.Lines)
	}
	assert.Greater(t, n, 10000, "lines with a promise")
	assert.Greater(t, texts, 0, "lines whose only constraint is text \"minimum\"")
	t.Logf("%d promises in words, %d of them only \"minimum\"", n, texts)
}
