package magicdlight_test

import (
	"errors"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/systems"
)

// part1Files are the system files of part 1 (issue 4).
var part1Files = []string{"openings.mds", "one-club.mds", "one-major.mds"}

// otherModules are the module signatures of the other parts (README.md,
// "Module signatures"), stubbed with empty bodies so that part 1 can be
// tested while the other parts are being written.
const otherModules = `
@module nt(R: range, under30: flag, fourpoint: flag)
@module two-nt(R: range)
@module three-nt()
@module open-two-minor(m: minor)
@module open-two-major(M: major)
@module open-two-nt()
@module open-three()
@module open-three-nt()
@module open-four-transfer(M: major)
@module one-diamond()
@module ts2M(M: major, situation: int = 5, gf: flag)
@module ts2N(M: major, gf: flag)
@module tscue(M: major, O: suit)
@module ts3M(M: major, seven: flag)
@module ts3m(m: minor)
@module rkcb(T: suit)
@module control-bids(T: suit)
@module blackwood()
@module four-nt-opening()
`

// part1FS is the embedded part 1 files with the other parts replaced by
// the stubs above.
func part1FS(t testing.TB) fs.FS {
	t.Helper()
	m := fstest.MapFS{}
	main := "@system \"Magic D-light (part 1)\"\n@policy undefined\n"
	for _, f := range part1Files {
		b, err := fs.ReadFile(systems.FS(), "magic-dlight/"+f)
		if err != nil {
			t.Fatal(err)
		}
		m["magic-dlight/"+f] = &fstest.MapFile{Data: b}
		main += "@include \"" + f + "\"\n"
	}
	m["magic-dlight/others.mds"] = &fstest.MapFile{Data: []byte(otherModules)}
	main += "@include \"others.mds\"\n"
	m["magic-dlight/main.mds"] = &fstest.MapFile{Data: []byte(main)}
	return m
}

// loadPart1 loads part 1 for a variant ("brown" or "red").
func loadPart1(t testing.TB, variant string) *engine.System {
	t.Helper()
	s, err := engine.LoadFS(part1FS(t), "magic-dlight/main.mds", engine.Options{Variant: variant})
	if err != nil {
		t.Fatalf("part 1 does not load (%s):\n%v", variant, err)
	}
	return s
}

func TestPart1Loads(t *testing.T) {
	for _, v := range []string{"brown", "red"} {
		loadPart1(t, v)
	}
}

// TestEmbeddedPart1Clean checks that the embedded system reports no load
// error in part 1's files (errors in other parts' files are theirs).
func TestEmbeddedPart1Clean(t *testing.T) {
	for _, v := range []string{"brown", "red"} {
		_, err := engine.LoadEmbedded(engine.Options{Variant: v})
		var le *engine.LoadError
		if err == nil || !errors.As(err, &le) {
			continue
		}
		for _, d := range le.Errors {
			for _, f := range part1Files {
				if strings.HasSuffix(d.File, "/"+f) {
					t.Errorf("%s: %s", v, d)
				}
			}
		}
	}
}
