package bboalert

import (
	"bytes"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/mdlint/mdlint/engine"
)

// export writes the table of the system in main.mds (both variants, Brown
// first) with auctions of at most maxCalls calls.
func export(t *testing.T, fsys fstest.MapFS, maxCalls int) string {
	t.Helper()
	var vs []Variant
	for _, v := range []string{"brown", "red"} {
		var sys *engine.System
		var err error
		opts := engine.Options{Variant: v, AlertRules: engine.AlertRulesBBO}
		if fsys == nil {
			sys, err = engine.LoadEmbedded(opts)
		} else {
			sys, err = engine.LoadFS(fsys, "main.mds", opts)
		}
		if err != nil {
			t.Fatal(err)
		}
		vs = append(vs, Variant{Name: v, System: sys})
	}
	var buf bytes.Buffer
	if _, err := Write(&buf, Options{Variants: vs, Players: []string{"anna_b", "bo_c"}, Version: "mdlint test", MaxCalls: maxCalls}); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// A pair's overlay changes the export: Landy over their 1NT opening is
// a new alerted call, their own answer to Stayman after the 1st/2nd-hand
// 1NT replaces the notes' 2♦ (6.1: "no 4-card major") in the options of
// those seats only, and the 3rd/4th-hand 1NT keeps the notes' answer.
func TestOverlayChangesExport(t *testing.T) {
	overlay := fstest.MapFS{"main.mds": &fstest.MapFile{Data: []byte(`@include "magic-dlight"
(1N)  the opponents open 1NT
  2C   Landy: both majors {artificial; forcing; 5+H 4+S | 4+H 5+S; hcp 8+; conv "Landy"; src "pair agreement"}
1N {when seat 1-2}
  2C
    2D  our own answer: no major and 12-13 HCP {override; artificial; hcp 12-13; src "pair agreement"}
`)}}
	base, ours := export(t, nil, 5), export(t, overlay, 5)
	// option returns the option the record line is in ("-" when absent)
	option := func(table, line string) string {
		opt := "-"
		cur := ""
		for _, l := range strings.Split(table, "\n") {
			if strings.HasPrefix(l, "Option,") {
				cur = strings.Split(l, ",")[1]
			}
			if l == line {
				opt = cur
			}
		}
		return opt
	}
	for _, c := range []struct{ line, base, our string }{
		{"1N,2C,Landy: both majors", "-", "Magic_D-light"},
		{"1N--2C--,2D,our own answer: no major and 12-13 HCP", "-", "Magic_D-light_@1@2"},
		// the notes' answer: every seat in the embedded system, 3rd/4th
		// hand only with the overlay
		{"1N--2C--,2D,no 4-card major", "Magic_D-light", "Magic_D-light_@3@4"},
	} {
		if b, o := option(base, c.line), option(ours, c.line); b != c.base || o != c.our {
			t.Errorf("%q: in option %q of the embedded system's table (want %q), %q of the overlay's (want %q)", c.line, b, c.base, o, c.our)
		}
	}
	has := func(table, line string) bool { return strings.Contains("\n"+table, "\n"+line+"\n") }
	if !has(ours, "Option,Magic_D-light_@1@2,anna_b+bo_c") {
		t.Error("the seat option does not name the pair")
	}
}
