package safetext

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestLine(t *testing.T) {
	for in, want := range map[string]string{
		"Anna Berg":                      "Anna Berg",
		"Anna\x1b[2J":                    `Anna\x1b[2J`,
		"x\nfile.pbn: board 1: error: y": `x\x0afile.pbn: board 1: error: y`,
		"bell\a":                         `bell\x07`,
		"tab\there":                      `tab\x09here`,
		"csi\u009b31m":                   `csi\x9b31m`,
		"evil\u202egnp.exe":              `evil\u202egnp.exe`,
		"bad \xff byte":                  `bad \xff byte`,
		"♠♥♦♣ Öster":                     "♠♥♦♣ Öster",
		`back\slash`:                     `back\slash`,
	} {
		assert.Equal(t, want, Line(in), "%q", in)
	}
}

func TestExplanation(t *testing.T) {
	assert.Equal(t, "tr  to 3♦ 100%7C ok ", Explanation("tr\x1b\x07 to 3♦ 100%7C ok\a"))
	assert.Equal(t, "one two", Explanation("one\r\n\ttwo"))
	assert.Equal(t, "plain", Explanation("plain"))
}

func TestLines(t *testing.T) {
	assert.Equal(t, "one\n\\x1b[2Jtwo", Lines("one\n\x1b[2Jtwo"))
}
