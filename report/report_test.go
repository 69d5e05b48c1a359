package report

import (
	"bytes"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/internal/sharedtest"
	"github.com/mdlint/mdlint/lin"
	"github.com/mdlint/mdlint/record"
)

// examples is the bundled example directory the README's first command
// reports on.
const examples = "../testdata/examples"

// usbfFile is a corpus vugraph file with open and closed rooms.
const usbfFile = "forrestrice__bridge-bots__bridgebots__tests__resources__usbf_sf_14502.lin"

// boardSeen is what a test keeps of each board it reported.
type boardSeen struct {
	rec      record.Board
	meanings []engine.Meaning
	findings []annotate.Finding
}

// lastBuilder is the Builder of the last build (for the benchmark).
var lastBuilder *Builder

// build reports the given files (each a file or directory) for sides and
// returns the HTML and the boards in report order.
func build(t testing.TB, sides engine.Sides, paths ...string) ([]byte, []boardSeen) {
	t.Helper()
	sys, err := engine.LoadEmbedded(engine.Options{})
	require.NoError(t, err)
	files, errs := annotate.Expand(paths)
	require.Empty(t, errs)
	side := map[engine.Sides]string{engine.SideNS: "ns", engine.SideEW: "ew", engine.BothSides: "both"}[sides]
	b := New(Options{Side: side, System: "Magic D-light", Variant: "brown", Version: "mdlint test"})
	var seen []boardSeen
	for _, f := range files {
		job := annotate.Job{System: sys, Sides: sides, Lint: true, Rules: annotate.Rules(),
			Config: annotate.Config{HCPTolerance: 1}, OnFindings: func([]annotate.Finding) {},
			Visit: func(r *annotate.Replay, fs []annotate.Finding) {
				b.Add(r, fs)
				seen = append(seen, boardSeen{rec: *r.Board, meanings: r.Meanings, findings: fs})
			}}
		res := annotate.ProcessFile(f, job)
		require.NoError(t, res.Err)
	}
	lastBuilder = b
	var out bytes.Buffer
	require.NoError(t, b.Write(&out))
	return out.Bytes(), seen
}

// The examples' report has a card per board, every finding lint gives at
// its call, and a link from the call to the finding and back.
func TestExamplesReport(t *testing.T) {
	html, seen := build(t, engine.SideNS, examples)
	s := string(html)
	require.Len(t, seen, 13)
	assert.Equal(t, 13, strings.Count(s, `<section class="bd"`))
	assert.Equal(t, 13, strings.Count(s, `<div class="dg">`))
	total := 0
	for i, b := range seen {
		id := "b" + itoa(i+1)
		for k, f := range b.findings {
			total++
			fid := id + "f" + itoa(k+1)
			assert.True(t, strings.Contains(s, `<li id="`+fid+`" class="f `+f.Severity.String()+`"`), fid)
			if f.Index >= 0 {
				cid := id + "c" + itoa(f.Index+1)
				assert.True(t, strings.Contains(s, `data-call="`+cid+`"`), cid)
				assert.True(t, regexp.MustCompile(`<td id="`+cid+`" class="[^"]*bad`).MatchString(s), cid)
				assert.True(t, strings.Contains(s, `<a href="#`+cid+`">`), cid)
			}
			assert.True(t, strings.Contains(s, htmlText(f.Message)), f.Message)
		}
	}
	assert.Equal(t, 15, total) // lint --side ns on the examples: 15 findings (four natural openings not self-alerted online: 1♠ and 1♥ on 8-11, a 1NT, a natural 2♣; the missed completion of board 4 is one finding, not also undefined; board 10 of the BBO teams uses Stayman on 10 HCP, an invitation opposite 12-14 needs 11; board 13 relays over 2♣ on 13 HCP, game interest opposite 8-11 is 14+)
	// Header from the records; board 3 of the club evening: South's 1♥
	// with 14 HCP (8-11 promised, opening table line 1445).
	assert.Contains(t, s, "<dt>Event</dt><dd>Club evening</dd>")
	assert.Contains(t, s, "<dt>Site</dt><dd>Uppsala</dd>")
	assert.Contains(t, s, "<dt>Date</dt><dd>2026.11.20</dd>")
	assert.Contains(t, s, "<dt>Pair</dt><dd>Anna Berg – Carl Dahl</dd>")
	for _, want := range []string{
		`<a href="#b8c1">S 1♥</a> (Carl Dahl): shows 8-11 HCP; holds 14 HCP`,
		"hand: S 14 HCP, 2=5=3=3",
		"notes Opening table (Brown), line 1445 · system magic-dlight/openings.mds:",
		" · line 61:1</span>",
		`<code>mdlint explain --dealer S --vul ew --side ns 1H</code>`,
	} {
		assert.True(t, strings.Contains(s, want), want)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// htmlText is s as html/template writes it in text.
func htmlText(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;", "'", "&#39;", "+", "&#43;").Replace(s)
}

var hvLink = regexp.MustCompile(`href="(https://www\.bridgebase\.com/tools/handviewer\.html\?lin=[^"]*)"`)

// Every handviewer link decodes to a LIN record that the LIN reader reads
// back as the same board: deal, dealer, vulnerability, players, calls with
// their alert marks, and the system's explanations as an texts.
func TestHandviewerRoundTrip(t *testing.T) {
	corpus := sharedtest.Path(t, "corpus", "lin", usbfFile)
	pbnFile := sharedtest.Path(t, "corpus", "pbn", "jarekczek__pbntools__test__test_1_pary__WB120802__wb120802.pbn")
	for _, p := range []string{examples, corpus, pbnFile} {
		html, seen := build(t, engine.BothSides, p)
		links := hvLink.FindAllSubmatch(html, -1)
		require.Len(t, links, len(seen), p)
		for i, m := range links {
			CheckHandviewer(t, strings.ReplaceAll(string(m[1]), "&amp;", "&"), &seen[i].rec, seen[i].meanings)
		}
	}
}

// CheckHandviewer asserts that link is a handviewer URL whose LIN the LIN
// reader reads as board want with the explanations of meanings.
func CheckHandviewer(t testing.TB, link string, want *record.Board, meanings []engine.Meaning) {
	t.Helper()
	u, err := url.Parse(link)
	require.NoError(t, err)
	assert.Equal(t, "www.bridgebase.com", u.Host)
	l := u.Query().Get("lin")
	require.NotEmpty(t, l, link)
	boards, diags, err := lin.ReadBytes("handviewer", []byte(l))
	require.NoError(t, err)
	for _, d := range diags {
		assert.NotEqual(t, record.Error, d.Severity, d.Error())
	}
	require.Len(t, boards, 1, l)
	got := boards[0].Record()
	name := filepath.Base(want.File) + " " + want.Label
	for _, d := range got.Diagnostics {
		assert.NotEqual(t, record.Error, d.Severity, "%s: %s", name, d.Error())
	}
	assert.Equal(t, label(want), got.Label, name)
	assert.Equal(t, want.Dealer, got.Dealer, name)
	assert.Equal(t, want.Vulnerability, got.Vulnerability, name)
	wd, wk, _ := want.Deal.FillMissing(want.Known)
	gd, gk, _ := got.Deal.FillMissing(got.Known)
	assert.Equal(t, wk, gk, name)
	for _, s := range bridge.Seats {
		if wk[s] {
			assert.Equal(t, wd[s].String(), gd[s].String(), "%s seat %s", name, s)
		}
		assert.Equal(t, linText(strings.TrimSpace(want.Players[s]), true), got.Players[s], name)
	}
	require.Len(t, got.Calls, len(want.Calls), name)
	for i, c := range want.Calls {
		g := got.Calls[i]
		assert.Equal(t, c.Call, g.Call, "%s call %d", name, i+1)
		assert.Equal(t, c.Alert, g.Alert, "%s call %d", name, i+1)
		text := ""
		if i < len(meanings) && meanings[i].Side == "system" && meanings[i].Status == engine.Defined {
			text = meanings[i].Explanation
		}
		if text == "" && c.HasExplanation {
			text = c.Explanation
		}
		text = strings.NewReplacer("|", "/", "\r", " ", "\n", " ").Replace(strings.TrimSpace(text))
		assert.Equal(t, text, strings.TrimSpace(g.Explanation), "%s call %d", name, i+1)
	}
}

// Names and explanations come from files written by strangers: they are
// escaped, never markup.
func TestHostileTextEscaped(t *testing.T) {
	dir := t.TempDir()
	pbn := `[Event "<script>alert(1)</script>"]
[Board "1"]
[West "<img src=x onerror=alert(2)>"]
[North "Anna \"Quote\" Berg"]
[East "E&F"]
[South "</section><b>S</b>"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:Q5.KQ862.A7.9842 T6.T95.Q963.JT65 AK4.J73.K852.Q73 J98732.A4.JT4.AK"]
[Auction "N"]
1H =1= Pass 2D Pass
2H Pass 4H Pass
Pass Pass
[Note "1:<a href=javascript:alert(3)>x</a>"]
`
	f := filepath.Join(dir, "hostile.pbn")
	require.NoError(t, writeFile(f, pbn))
	html, seen := build(t, engine.SideNS, f)
	require.Len(t, seen, 1)
	s := string(html)
	for _, bad := range []string{"<script>alert", "<img src=x", "</section><b>", "<a href=javascript"} {
		assert.False(t, strings.Contains(s, bad), bad)
	}
	for _, good := range []string{"&lt;script&gt;alert(1)&lt;/script&gt;", "&lt;img src=x onerror=alert(2)&gt;", "E&amp;F"} {
		assert.True(t, strings.Contains(s, good), good)
	}
	assert.Equal(t, 1, strings.Count(s, "<script>"), "only the report's own script")
}

func writeFile(name, text string) error { return os.WriteFile(name, []byte(text), 0o644) }

// A board without an auction (a result list) is marked "unchecked" in the
// index and on its card, never "clean": nothing was checked on it.
func TestBoardWithoutAuctionUnchecked(t *testing.T) {
	dir := t.TempDir()
	pbn := `[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AK5.Q84.J73.K942 T876.K6.Q954.Q76 QJ.AJT95.AK6.J53 9432.732.T82.AT8"]
[Contract "4H"]
[Declarer "S"]
[Result "10"]
`
	f := filepath.Join(dir, "results.pbn")
	require.NoError(t, writeFile(f, pbn))
	html, seen := build(t, engine.SideNS, f)
	require.Len(t, seen, 1)
	s := string(html)
	assert.Contains(t, s, `data-sev="unchecked"`)
	assert.Contains(t, s, "– unchecked")
	assert.NotContains(t, s, `class="sv clean"`)
}

// The inputs not read are listed in the summary, escaped, so that the page
// does not pass for the whole session; a report without them has no list.
func TestProblemsListed(t *testing.T) {
	b := New(Options{Side: "ns", System: "Magic D-light", Version: "mdlint test"})
	b.Problem("empty.pbn", "no boards: the file is empty (only blank lines or comments)")
	b.Problem("<b>x</b>.lin", "no such file or directory")
	var out bytes.Buffer
	require.NoError(t, b.Write(&out))
	s := out.String()
	assert.Contains(t, s, `<span class="sv error">✖ 2 inputs not read</span>: the report does not cover them.`)
	assert.Contains(t, s, "<li>empty.pbn: no boards: the file is empty (only blank lines or comments)</li>")
	assert.Contains(t, s, "<li>&lt;b&gt;x&lt;/b&gt;.lin: no such file or directory</li>")

	out.Reset()
	require.NoError(t, New(Options{Side: "ns"}).Write(&out))
	assert.NotContains(t, out.String(), `class="problems"`)
}
