package systemdoc

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mdlint/mdlint/internal/browsertest"
)

// lineFacts is what the browser says about one line of the tree.
type lineFacts struct {
	Visible bool   `json:"visible"`
	Open    bool   `json:"open"`
	Text    string `json:"text"`
}

// factsOf returns the script that reports on the line with element id.
func factsOf(id string) string {
	return `(() => { const li = document.getElementById(` + strconv.Quote(id) + `);
  if (!li) return {visible: false, open: false, text: ''};
  const d = li.querySelector(':scope > details');
  return {visible: li.checkVisibility(), open: !!(d && d.open), text: li.querySelector(':scope > details > summary, :scope > .ln').textContent}; })()`
}

// deepest returns the anchors of the longest chain of lines shown inside
// one tree of ls, from the top down.
func deepest(ls []*Line) []string {
	var best []string
	for _, l := range ls {
		if c := append([]string{l.Anchor}, deepest(l.Kids)...); len(c) > len(best) {
			best = c
		}
	}
	return best
}

// TestNotesInBrowser opens the HTML notes of the embedded system in
// chromium and uses them as a player does: a tree opens on a click, a
// module link jumps to the module, a back link to a line inside closed
// trees shows the line, and at a phone's width nothing runs off the side.
func TestNotesInBrowser(t *testing.T) {
	chromium := browsertest.Chromium(t)
	d := embedded(t)
	dir := t.TempDir()
	file := filepath.Join(dir, "notes.html")
	f, err := os.Create(file)
	require.NoError(t, err)
	require.NoError(t, d.WriteHTML(f))
	require.NoError(t, f.Close())

	ctx := browsertest.Context(t, chromium, 1200, 1400, 600*time.Second)
	watch := browsertest.Watch(t, ctx)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate("file://"+file)))
	line := func(id string) lineFacts {
		t.Helper()
		v, err := chromedp.Run(ctx, chromedp.Evaluate[lineFacts](factsOf(id)))
		require.NoError(t, err)
		return v
	}

	// A tree opens: 1NT (seat 1-2) is closed, Stayman below it hidden;
	// one click on 1NT shows Stayman with its words.
	nt := find(d.Ours, "1NT", "seat 1-2")
	st := find(nt.Kids, "2♣", "")
	require.NotNil(t, st)
	assert.Equal(t, lineFacts{Visible: true, Text: "1NT seat 1-2 12-14 hcp, balanced 12-14 HCP, balanced notes Opening table (Brown), line 1447"}, line(nt.Anchor))
	assert.False(t, line(st.Anchor).Visible, "Stayman hidden while 1NT is closed")
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#"+nt.Anchor+" > details > summary"))))
	assert.True(t, line(nt.Anchor).Open)
	got := line(st.Anchor)
	assert.True(t, got.Visible, "Stayman shown once 1NT is open")
	assert.Equal(t, "2♣ asks for the majors (exactly 4♥ or exactly 4♠; 11+ HCP) or (5+♥ 5+♠, 13+ HCP) or (balanced, 4-4-4-1 or 5-4-4-0; 13+ HCP) or (6-3-2-2 or 7-2-2-2; 6+♣ or 6+♦; 13+ HCP) or (4+♥ 4+♠ 4+♦, at most 1♣) alert forcing notes 6.1, 6.2.2, 6.2.3, lines 316-320, 356-357, 366-371", got.Text)

	// A module link jumps to the module: 1♣ (seat 1-2) 1♦ 1NT continues
	// with the 15-17 NT module.
	one := find(d.Ours, "1♣", "seat 1-2")
	relay := find(one.Kids, "1♦", "")
	rebid := find(relay.Kids, "1NT", "")
	require.NotNil(t, rebid)
	require.Len(t, rebid.Refs, 1)
	mod := rebid.Refs[0].Module
	for _, id := range []string{one.Anchor, relay.Anchor, rebid.Anchor} {
		require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#"+id+" > details > summary"))))
	}
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#"+rebid.Anchor+" > details > ul > li.mref > a"))))
	type jump struct {
		Hash  string  `json:"hash"`
		Top   float64 `json:"top"`
		Inner float64 `json:"inner"`
		Title string  `json:"title"`
	}
	where := func(id string) jump {
		t.Helper()
		var j jump
		require.Eventually(t, func() bool {
			v, err := chromedp.Run(ctx, chromedp.Evaluate[jump](`(() => { const e = document.getElementById(`+strconv.Quote(id)+`); const r = e.getBoundingClientRect();
  return {hash: location.hash, top: r.top, inner: innerHeight, title: (e.querySelector('h3, summary, .ln') || e).textContent}; })()`))
			j = v
			return err == nil && j.Hash == "#"+id
		}, 10*time.Second, 100*time.Millisecond)
		return j
	}
	j := where(mod.Anchor)
	assert.Equal(t, "#"+mod.Anchor, j.Hash)
	assert.Equal(t, mod.Title(), j.Title)
	assert.True(t, j.Top >= 0 && j.Top < j.Inner/2, "the module's heading is at the top of the screen: %+v", j)

	// Its back links: the 3rd/4th-hand 1NT opening, inside a closed tree
	// no more than the module itself, is shown when its link is followed.
	var back *Line
	for _, l := range mod.At {
		if l.Path == "1NT (seat 3-4)" {
			back = l
		}
	}
	require.NotNil(t, back, "the 15-17 NT module applies after the 3rd/4th-hand 1NT: %v", mod.At)
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#`+mod.Anchor+` p.src a[href="#`+back.Anchor+`"]`))))
	j = where(back.Anchor)
	assert.True(t, j.Top >= 0 && j.Top < j.Inner, "the line is on screen: %+v", j)
	assert.True(t, line(back.Anchor).Visible)

	// At a phone's width (a 360-pixel screen) the deepest line of the
	// 1♣ tree, opened all the way down, fits: nothing scrolls sideways.
	_, err = chromedp.Call(ctx, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{Width: 360, Height: 740, DeviceScaleFactor: 2, Mobile: true})
	require.NoError(t, err)
	chain := deepest(one.Kids)
	require.Greater(t, len(chain), 8, "a deep tree")
	ids := make([]string, 0, len(chain)+1)
	for _, id := range append([]string{one.Anchor}, chain...) {
		ids = append(ids, strconv.Quote(id))
	}
	type fit struct {
		Scroll int     `json:"scroll"`
		Client int     `json:"client"`
		Right  float64 `json:"right"`
		Depth  int     `json:"depth"`
	}
	v, err := chromedp.Run(ctx, chromedp.Evaluate[fit](`(() => { const ids = [`+strings.Join(ids, ",")+`];
  ids.forEach(id => { const d = document.querySelector('#' + id + ' > details'); if (d) d.open = true; });
  const last = document.getElementById(ids[ids.length - 1]);
  last.scrollIntoView();
  let right = 0; ids.forEach(id => { right = Math.max(right, document.getElementById(id).getBoundingClientRect().right); });
  return {scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth, right: right, depth: ids.length}; })()`))
	require.NoError(t, err)
	assert.LessOrEqual(t, v.Scroll, v.Client, "the page scrolls sideways at 360 px: %+v", v)
	assert.LessOrEqual(t, v.Right, float64(v.Client), "a line runs off the screen: %+v", v)
	shot, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	require.NoError(t, err)
	out := os.Getenv("MDLINT_SCREENSHOT_DIR")
	if out == "" {
		out = dir
	}
	png := filepath.Join(out, "notes-phone.png")
	require.NoError(t, os.WriteFile(png, shot, 0o644))
	t.Logf("screenshot: %s (%d bytes), %d lines deep", png, len(shot), v.Depth)

	// Printed, the notes show every tree open, without a script: with
	// every tree closed again, under print media, Stayman below the
	// closed 1NT and the deepest line of the 1♣ tree are shown.
	_, err = chromedp.Call(ctx, emulation.ClearDeviceMetricsOverride, cdp.Empty{})
	require.NoError(t, err)
	_, err = chromedp.Run(ctx, chromedp.Evaluate[int](`(() => { const ds = document.querySelectorAll('details[open]'); ds.forEach(d => d.open = false); return ds.length; })()`))
	require.NoError(t, err)
	assert.False(t, line(st.Anchor).Visible, "on screen Stayman is hidden while 1NT is closed")
	_, err = chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"})
	require.NoError(t, err)
	printed := line(st.Anchor)
	assert.True(t, printed.Visible, "printed, Stayman below the closed 1NT is shown")
	assert.False(t, printed.Open, "the tree is still closed: print shows it without opening it")
	assert.True(t, line(chain[len(chain)-1]).Visible, "printed, the deepest line of the 1♣ tree is shown")
	for _, l := range d.Modules[0].Lines {
		assert.True(t, line(l.Anchor).Visible, "printed, module %s line %s is shown", d.Modules[0].Title(), l.Call)
	}
	shot, err = chromedp.Run(ctx, chromedp.CaptureScreenshot())
	require.NoError(t, err)
	png = filepath.Join(out, "notes-print.png")
	require.NoError(t, os.WriteFile(png, shot, 0o644))
	t.Logf("print screenshot: %s", png)

	time.Sleep(200 * time.Millisecond) // late events arrive
	assert.Empty(t, watch.Console(), "console errors")
	for _, r := range watch.Requests() {
		assert.True(t, r == "file://"+file || strings.HasPrefix(r, "data:"), "network request %s", r)
	}
}
