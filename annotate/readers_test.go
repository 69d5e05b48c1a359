package annotate

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every reader fixture (one per producer quirk, and a saved BBO page) is
// annotated, keeps its boards, and annotating the result again changes
// nothing. The boards that can be annotated are: 1NT-3♣-3♦ gets three
// explanations on each board whose auction has them (the 1NT range,
// self-alerted online, docs/alert-policy.md; a transfer and its completion
// in the tiny system).
func TestAnnotateReaderFixtures(t *testing.T) {
	sys := tinySystem(t)
	files, err := filepath.Glob("../testdata/readers/*")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	explained := map[string]int{
		"crlf-doubled.pbn":             9,
		"empty-lines-between-tags.pbn": 6,
		"unclosed-brace.pbn":           6, // board 1: the auction is inside the unclosed comment
		"ctrl-z.pbn":                   6,
		"stray-8bit-byte.pbn":          6,
		"bba-non-call.pbn":             4, // board 1 has "XS" for East's call: kept after 1NT (explained), board 2 annotated
		"dealer-statistics.pbn":        6,
		"movie-closing-page.lin":       6,
		"ctrl-z.lin":                   3,
		"stray-8bit-byte.lin":          6,
	}
	for _, f := range files {
		name := filepath.Base(f)
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(f)
			require.NoError(t, err)
			out, res := annotateBytes(t, sys, name, data, AnnotateOptions{})
			if want, ok := explained[name]; ok {
				assert.Equal(t, want, res.Explained, "calls explained")
			}
			again, res2 := annotateBytes(t, sys, name, out, AnnotateOptions{})
			assert.Equal(t, res.Boards, res2.Boards, "boards after annotating")
			assert.Empty(t, res2.Edits, "a second run changes nothing")
			assert.Equal(t, string(out), string(again))
		})
	}
}
