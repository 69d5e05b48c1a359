package report

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mdlint/mdlint/engine"
)

// A record whose event, names and note hold ESC, BEL and the C1 control
// CSI (U+009B) gives a page without one raw control character: each is
// written visibly, as the text outputs write it.
func TestRecordControlsNotRawInHTML(t *testing.T) {
	dir := t.TempDir()
	pbn := "[Event \"Club\x1b[31m night\x07\"]\n" +
		"[Board \"1\"]\n" +
		"[West \"Anna\u009b2JBerg\"]\n" +
		"[North \"Bo\x1b]0;owned\x07Ek\"]\n" +
		"[Dealer \"N\"]\n" +
		"[Vulnerable \"None\"]\n" +
		"[Deal \"N:Q5.KQ862.A7.9842 T6.T95.Q963.JT65 AK4.J73.K852.Q73 J98732.A4.JT4.AK\"]\n" +
		"[Auction \"N\"]\n" +
		"1H =1= Pass 2D Pass\n2H Pass 4H Pass\nPass Pass\n" +
		"[Note \"1:natural\x1b[2J\u0085\"]\n"
	f := filepath.Join(dir, "controls.pbn")
	require.NoError(t, writeFile(f, pbn))
	html, seen := build(t, engine.SideNS, f)
	require.Len(t, seen, 1)
	for i, r := range string(html) {
		if r < 0x20 && r != '\t' && r != '\n' && r != '\r' && r != '\f' || r >= 0x7f && r <= 0x9f {
			t.Fatalf("raw control %U at byte %d: %q", r, i, html[max(0, i-30):min(len(html), i+30)])
		}
	}
	s := string(html)
	for _, want := range []string{`Club\x1b[31m night\x07`, `Anna\x9b2JBerg`, `Bo\x1b]0;owned\x07Ek`} {
		assert.Contains(t, s, want)
	}
}

// The rewrite holds across writes that cut a UTF-8 sequence, keeps valid
// text (♠, é, white space) and writes a byte that is not UTF-8 visibly.
func TestControlWriterSplitWrites(t *testing.T) {
	in := "a\x1bb ♠é\u009b\tc\r\n\x7f\xffend\xc2"
	want := `a\x1bb ♠é\x9b` + "\tc\r\n" + `\x7f\xffend\xc2`
	for cut := 0; cut <= len(in); cut++ {
		var out bytes.Buffer
		cw := &controlWriter{w: &out}
		for _, part := range []string{in[:cut], in[cut:]} {
			n, err := cw.Write([]byte(part))
			require.NoError(t, err)
			require.Equal(t, len(part), n)
		}
		require.NoError(t, cw.Close())
		assert.Equal(t, want, out.String(), "cut at %d", cut)
	}
	assert.False(t, strings.ContainsRune(want, 0x1b))
}
