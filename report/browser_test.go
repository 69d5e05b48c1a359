package report

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/internal/browsertest"
	"github.com/mdlint/mdlint/internal/sharedtest"
)

// chromiumPath returns the browser (package browsertest: skipped
// without one, except under CI=true).
func chromiumPath(t *testing.T) string { return browsertest.Chromium(t) }

// pageFacts is what the browser reports about a rendered report.
type pageFacts struct {
	Boards    int      `json:"boards"`
	Problems  []string `json:"problems"`
	Findings  int      `json:"findings"`
	Anchored  int      `json:"anchored"`
	Links     []string `json:"links"`
	Hands     int      `json:"hands"`
	ErrBoards int      `json:"errBoards"`
	Shown     int      `json:"shown"`
}

// domCheck walks the report's DOM and lists every problem it finds: a card
// without exactly one diagram, a known hand without 13 cards, a finding
// whose call cell is missing, not outlined, or does not link back to a
// finding of that call. It then applies the errors-only filter and counts
// the boards left visible.
const domCheck = `(() => {
  const problems = [];
  const boards = document.querySelectorAll('section.bd');
  let hands = 0, findings = 0, anchored = 0;
  const links = [];
  boards.forEach(b => {
    const dg = b.querySelectorAll('.dg');
    if (dg.length !== 1) problems.push(b.id + ': ' + dg.length + ' diagrams');
    const hs = b.querySelectorAll('.dg .h');
    if (hs.length !== 4) problems.push(b.id + ': ' + hs.length + ' hands');
    hs.forEach(h => {
      const p = h.querySelector('p:not(.unk)');
      if (!p) return; // the record does not give this hand
      hands++;
      const suits = p.querySelectorAll('i');
      if (suits.length !== 4) problems.push(b.id + ' ' + h.dataset.seat + ': ' + suits.length + ' suits');
      const q = p.cloneNode(true);
      q.querySelectorAll('small, i').forEach(e => e.remove());
      const ranks = q.textContent.replace(/[—\s]/g, '');
      if (!/^[AKQJT2-9]*$/.test(ranks) || ranks.length !== 13) problems.push(b.id + ' ' + h.dataset.seat + ': ' + ranks.length + ' cards "' + ranks + '"');
    });
    const hv = b.querySelectorAll('.lk a');
    if (hv.length !== 1) problems.push(b.id + ': ' + hv.length + ' handviewer links');
    hv.forEach(a => links.push(a.href));
    b.querySelectorAll('li.f').forEach(f => {
      findings++;
      const id = f.dataset.call;
      if (!id) { anchored++; return; } // a board-level finding
      const cell = document.getElementById(id);
      if (!cell || cell.tagName !== 'TD' || cell.closest('section.bd') !== b) { problems.push(f.id + ': no call cell ' + id); return; }
      if (!cell.classList.contains('bad')) problems.push(f.id + ': call ' + id + ' not outlined');
      if (getComputedStyle(cell).outlineStyle === 'none') problems.push(f.id + ': call ' + id + ' has no outline');
      if (!f.querySelector('a[href="#' + id + '"]')) problems.push(f.id + ': no link to its call');
      const back = cell.querySelector('a[href^="#' + b.id + 'f"]');
      const target = back && document.getElementById(back.getAttribute('href').slice(1));
      if (!target || target.dataset.call !== id) { problems.push(f.id + ': call ' + id + ' does not link to its finding'); return; }
      anchored++;
    });
  });
  document.querySelectorAll('li.f').forEach(f => {
    const sev = f.className.replace('f ', '');
    if (f.querySelector('.sv').textContent.indexOf(sev) < 0) problems.push(f.id + ': severity not in words');
  });
  const errBoards = document.querySelectorAll('section.bd[data-sev="error"]').length;
  const box = document.getElementById('f-err');
  box.click();
  let shown = 0;
  boards.forEach(b => { if (b.offsetParent !== null) shown++; });
  box.click();
  return {boards: boards.length, problems, findings, anchored, links, hands, errBoards, shown};
})()`

// printCheck lists what is wrong with the page in print media.
const printCheck = `(() => {
  const problems = [];
  document.querySelectorAll('section.bd').forEach(b => {
    const st = getComputedStyle(b);
    if (st.breakInside !== 'avoid' && st.pageBreakInside !== 'avoid') problems.push(b.id + ': may split across pages');
  });
  ['flt'].forEach(id => { const e = document.getElementById(id); if (e && getComputedStyle(e).display !== 'none') problems.push(id + ' printed'); });
  return problems;
})()`

// TestReportInBrowser opens the report of the bundled examples and of a
// corpus file in chromium and checks the page as a reader gets it.
func TestReportInBrowser(t *testing.T) {
	chromium := chromiumPath(t)
	corpus := sharedtest.Path(t, "corpus", "lin", usbfFile)
	cases := []struct {
		name  string
		paths []string
		sides engine.Sides
		full  bool   // a full-page screenshot (else one screen)
		at    string // the anchor the screen shows
	}{
		{"examples", []string{examples}, engine.SideNS, true, ""},
		{"corpus", []string{corpus}, engine.BothSides, false, "b3"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			html, seen := build(t, c.sides, c.paths...)
			dir := t.TempDir()
			file := filepath.Join(dir, "report.html")
			require.NoError(t, os.WriteFile(file, html, 0o644))
			facts, shot, requests, console := openInBrowser(t, chromium, file, c.full, c.at)
			assert.Empty(t, console, "console errors")
			require.NotEmpty(t, requests, "the page's own request is seen")
			for _, r := range requests {
				assert.True(t, r == "file://"+file || strings.HasPrefix(r, "data:"), "network request %s", r)
			}
			assert.Empty(t, facts.Problems)
			assert.Equal(t, len(seen), facts.Boards)
			nf, known, errBoards := 0, 0, 0
			for _, b := range seen {
				nf += len(b.findings)
				for _, k := range b.rec.Known {
					if k {
						known++
					}
				}
				for _, f := range b.findings {
					if f.Severity.String() == "error" {
						errBoards++
						break
					}
				}
			}
			assert.Equal(t, nf, facts.Findings)
			assert.Equal(t, nf, facts.Anchored)
			assert.Equal(t, known, facts.Hands)
			assert.Equal(t, errBoards, facts.ErrBoards)
			assert.Equal(t, errBoards, facts.Shown, "boards left by the errors-only filter")
			require.Len(t, facts.Links, len(seen))
			for i, l := range facts.Links {
				CheckHandviewer(t, l, &seen[i].rec, seen[i].meanings)
			}
			out := os.Getenv("MDLINT_SCREENSHOT_DIR")
			if out == "" {
				out = dir
			}
			png := filepath.Join(out, "report-"+c.name+".png")
			require.NoError(t, os.WriteFile(png, shot, 0o644))
			t.Logf("screenshot: %s (%d bytes)", png, len(shot))
		})
	}
}

// The browser checks catch what they must: a page that logs an error,
// throws, and loads an image from the network is reported on all three.
func TestBrowserCheckCatchesFaults(t *testing.T) {
	chromium := chromiumPath(t)
	file := filepath.Join(t.TempDir(), "bad.html")
	require.NoError(t, os.WriteFile(file, []byte(`<!DOCTYPE html><html><head><link rel="icon" href="data:,"></head><body>
<form id="f-err"></form><img src="http://127.0.0.1:9/x.png">
<script>console.error("broken"); undefinedFunction();</script></body></html>`), 0o644))
	facts, _, requests, console := openInBrowser(t, chromium, file, false, "")
	assert.Equal(t, 0, facts.Boards)
	assert.Contains(t, requests, "http://127.0.0.1:9/x.png")
	assert.Contains(t, console, "console.error")
	found := false
	for _, c := range console {
		found = found || strings.HasPrefix(c, "exception: ")
	}
	assert.True(t, found, "exception reported: %v", console)
}

// openInBrowser loads file in a fresh headless chromium, scrolls to the
// anchor at (when not ""), and returns the DOM facts, a PNG screenshot,
// every request the page made and its console errors, warnings and
// uncaught exceptions.
func openInBrowser(t *testing.T, chromium, file string, full bool, at string) (facts pageFacts, shot []byte, requests, console []string) {
	t.Helper()
	ctx := browsertest.Context(t, chromium, 1200, 1600, 120*time.Second)

	watch := browsertest.Watch(t, ctx)
	url := "file://" + file
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url)))
	facts, err := chromedp.Run(ctx, chromedp.Evaluate[pageFacts](domCheck))
	require.NoError(t, err)
	// Printed, a card is never split across pages and the controls are
	// gone.
	_, err = chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"})
	require.NoError(t, err)
	printed, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](printCheck))
	require.NoError(t, err)
	facts.Problems = append(facts.Problems, printed...)
	_, err = chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{})
	require.NoError(t, err)
	if at != "" {
		_, err := chromedp.Run(ctx, chromedp.Evaluate[chromedp.Void](`document.getElementById(`+strconv.Quote(at)+`).scrollIntoView()`))
		require.NoError(t, err)
	}
	if full {
		shot, err = chromedp.Run(ctx, chromedp.FullScreenshot(100))
	} else {
		shot, err = chromedp.Run(ctx, chromedp.CaptureScreenshot())
	}
	require.NoError(t, err)
	time.Sleep(200 * time.Millisecond) // late events (a failed image) arrive
	return facts, shot, watch.Requests(), watch.Console()
}
