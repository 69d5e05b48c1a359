package auctiontext

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mdlint/mdlint/bridge"
)

func short(cs []bridge.Call) string {
	var s []string
	for _, c := range cs {
		s = append(s, c.Short())
	}
	return strings.Join(s, " ")
}

// The spellings players type for one auction all read the same.
func TestSpellings(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"1NT-P-2♣", "1N P 2C"},
		{"1N P 2C", "1N P 2C"},
		{"1nt p 2c", "1N P 2C"},
		{"1NT - 2♣", "1N P 2C"},
		{"1NT, Pass, 2C", "1N P 2C"},
		{"1♣;1♦/1NT", "1C 1D 1N"},
		{"1N (X) XX", "1N X XX"},
		{"1N-(2S)-Dbl", "1N 2S X"},
		{"1H X Rdbl", "1H X XX"},
		{"1h dbl redbl", "1H X XX"},
		{"2C! P 2D", "2C P 2D"},
		{"1♧ - 1♢ - 1♡ - 1♤", "1C P 1D P 1H P 1S"},
		{"- - 1♠", "P P 1S"},
		{"1S P 4S AP", "1S P 4S P P P"},
		{"1S P 4S all pass", "1S P 4S P P P"},
		{"P P AP", "P P P P"},
		{"7nt x xx", "7N X XX"},
		{"1NT–P–2♣", "1N P 2C"},
	} {
		got, err := Parse(tc.in)
		require.NoError(t, err, tc.in)
		assert.Equal(t, tc.want, short(got), tc.in)
	}
}

// What is still wrong is named by its column, counted in code points (a ♣
// before it is one column).
func TestErrorColumn(t *testing.T) {
	for _, tc := range []struct {
		in   string
		col  int
		word string
	}{
		{"1N P 2Z", 6, "2Z"},
		{"1♣-P-8♦", 6, "8♦"},
		{"1♣ é 1♦", 4, "é"},
		{"1NT-P-2♣-Stayman", 10, "Stayman"},
		{"1S AP 2S", 4, "AP"},
	} {
		_, err := Parse(tc.in)
		var e *Error
		require.True(t, errors.As(err, &e), tc.in)
		assert.Equal(t, tc.col, e.Col, tc.in)
		assert.Equal(t, tc.word, e.Word, tc.in)
		assert.Contains(t, err.Error(), "column ", tc.in)
	}
}

// Parentheses mark the opponents' calls, as the notes write a defensive
// auction ("(1♠) 2♣"); the passes "AP" adds are nobody's mark.
func TestParseMarked(t *testing.T) {
	calls, theirs, err := ParseMarked("(1S) 2C (P) 2S AP")
	require.NoError(t, err)
	assert.Equal(t, "1S 2C P 2S P P P", short(calls))
	assert.Equal(t, []bool{true, false, true, false, false, false, false}, theirs)
	_, theirs, err = ParseMarked("1NT-P-2♣")
	require.NoError(t, err)
	assert.Equal(t, []bool{false, false, false}, theirs)
	_, _, err = ParseMarked("(1S) 2Z")
	var e *Error
	require.True(t, errors.As(err, &e))
	assert.Equal(t, 6, e.Col)
}
