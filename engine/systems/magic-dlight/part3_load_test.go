package magicdlight_test

import (
	"errors"
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/mdlint/mdlint/engine"
)

func TestPart3Load(t *testing.T) {
	od, _ := os.ReadFile("one-diamond.mds")
	stub := `@module nt(R: range, under30: flag, fourpoint: flag, top: range = 0-37, low: range = 0-37, strong: flag, oneclub: flag, overcall: flag, upper: range = 0-37, lower: range = 0-37, inv: range = 0-37, game: range = 0-37, slam: range = 0-37, weak: range = 0-37)
@module two-nt(R: range, upper: range = 0-37, lower: range = 0-37)
@module three-nt()
@module ts2M(M: major, situation: int = 5, gf: flag, generalrules: flag, slam: range = 0-37, raiser: range = 0-37)
@module ts2N(M: major, gf: flag, slam: range = 0-37)
@module tscue(M: major, O: suit, slam: range = 0-37)
@module ts3M(M: major, seven: flag, special: flag, slam: range = 0-37, partner: range = 0-37)
@module ts3m(m: minor, natural: flag, semisupport: flag, pm: strain = N, slam: range = 0-37)
@module rkcb(T: suit)
@module control-bids(T: suit, slam: range = 0-37, again: range = 0-37)
@module blackwood()
`
	fs := fstest.MapFS{
		"main.mds":        {Data: []byte("@system \"t\"\n@policy undefined\n@include \"stubs.mds\"\n@include \"one-diamond.mds\"\n1D  17+ unbal or 18+ bal {hcp 17+ unbalanced | hcp 18+ balanced; artificial; forcing; src \"Opening table (Brown)\" line 1444}\n  use one-diamond()\n")},
		"stubs.mds":       {Data: []byte(stub)},
		"one-diamond.mds": {Data: od},
	}
	_, err := engine.LoadFS(fs, "main.mds", engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
}

// TestPart3LoadEmbedded loads the whole embedded system and fails on load errors
// in one-diamond.mds only: the other files are being written by their owners, and
// their errors are theirs.
func TestPart3LoadEmbedded(t *testing.T) {
	_, err := engine.LoadEmbedded(engine.Options{})
	if err == nil {
		return
	}
	var le *engine.LoadError
	if !errors.As(err, &le) {
		t.Fatal(err)
	}
	others := 0
	for _, d := range le.Errors {
		if strings.HasSuffix(d.File, "one-diamond.mds") {
			t.Errorf("%s:%d:%d: %s", d.File, d.Line, d.Col, d.Message)
		} else {
			others++
		}
	}
	if others > 0 {
		t.Logf("%d load errors in other parts' files (not part 3's)", others)
	}
}
