package report

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/internal/browsertest"
)

// manyFiles writes n one-board PBN files, each with its own event (the
// third a 255-character word, as a test file of the corpus has), date and
// site, North-South Player1 ... in the file's number; it returns the
// directory.
func manyFiles(t *testing.T, n int) string {
	dir := t.TempDir()
	for i := 1; i <= n; i++ {
		event := fmt.Sprintf("Club evening %d", i)
		if i == 3 {
			event = strings.Repeat("x", 255)
		}
		pbn := fmt.Sprintf(`[Event "%s"]
[Site "Room %d"]
[Date "2026.11.%02d"]
[Board "1"]
[North "Player%d"]
[South "Player%d"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AK5.Q84.J73.K942 T876.K6.Q954.Q76 QJ.AJT95.AK6.J53 9432.732.T82.AT8"]
[Auction "N"]
Pass Pass 1H Pass
Pass Pass
`, event, i, i, i*10, i+1)
		require.NoError(t, os.WriteFile(filepath.Join(dir, fmt.Sprintf("f%02d.pbn", i)), []byte(pbn), 0o644))
	}
	return dir
}

// The header of a report over many files folds each long list under its
// count ("5 events"), says how many files, and players are listed as
// people read them: Player2 before Player10.
func TestReportOfManyFiles(t *testing.T) {
	html, seen := build(t, engine.SideNS, manyFiles(t, 5))
	require.Len(t, seen, 5)
	s := string(html)
	assert.Contains(t, s, "<dt>Records</dt><dd>5 files</dd>")
	assert.Contains(t, s, `<dt>Event</dt><dd><details class="fold"><summary>5 events</summary>`)
	assert.Contains(t, s, `<dt>Site</dt><dd><details class="fold"><summary>5 sites</summary>`)
	// the player filter and the table per player: natural order
	sel := regexp.MustCompile(`<option value="player\d+">(Player\d+)</option>`).FindAllStringSubmatch(s, -1)
	var names []string
	for _, m := range sel {
		names = append(names, m[1])
	}
	assert.Equal(t, []string{"Player2", "Player3", "Player4", "Player5", "Player6", "Player10", "Player20", "Player30", "Player40", "Player50"}, names)
	rows := regexp.MustCompile(`<tr><td>(Player\d+)</td>`).FindAllStringSubmatch(s, -1)
	require.NotEmpty(t, rows)
	assert.Equal(t, "Player2", rows[0][1])

	// three values or fewer stay in the line
	html, _ = build(t, engine.SideNS, examples)
	assert.NotContains(t, string(html), `class="fold"`)
}

// In the browser, the page of many files has no horizontal scrollbar: the
// 255-character event wraps (folded, then opened), and the folded lists
// open.
func TestReportOfManyFilesInBrowser(t *testing.T) {
	chromium := chromiumPath(t)
	html, _ := build(t, engine.SideNS, manyFiles(t, 5))
	file := filepath.Join(t.TempDir(), "report.html")
	require.NoError(t, os.WriteFile(file, html, 0o644))
	ctx := browsertest.Context(t, chromium, 1200, 900, 120*time.Second)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate("file://"+file)))
	type facts struct {
		Folded, Opened   int
		ScrollW, ClientW int
	}
	f, err := chromedp.Run(ctx, chromedp.Evaluate[facts](`(() => {
  const ds = document.querySelectorAll('details.fold');
  ds.forEach(d => d.open = true);
  const e = document.documentElement;
  return {Folded: ds.length, Opened: [...ds].filter(d => d.open).length, ScrollW: e.scrollWidth, ClientW: e.clientWidth};
})()`))
	require.NoError(t, err)
	assert.Equal(t, 3, f.Folded, "events, dates and sites folded")
	assert.Equal(t, 3, f.Opened)
	assert.LessOrEqual(t, f.ScrollW, f.ClientW, "no horizontal scrollbar")
}
