package engine

import (
	"fmt"
	"testing"

	"github.com/mdlint/mdlint/bridge"
)

// TestWordTable compares every entry of the word table with the words as
// the evaluator formatted them before the table: "12-14 HCP", "at most 3♠",
// "holds 14 HCP", "holds 3♥", "holds 5-4-3-1".
func TestWordTable(t *testing.T) {
	for lo := range 38 {
		if got, want := holdsHCP(lo), fmt.Sprintf("holds %d HCP", lo); got != want {
			t.Errorf("holdsHCP(%d) = %q, want %q", lo, got, want)
		}
		for hi := lo; hi < 38; hi++ {
			if got, want := hcpWords(Range{lo, hi}), hcpPromise(Range{lo, hi}); got != want {
				t.Errorf("hcpWords(%d-%d) = %q, want %q", lo, hi, got, want)
			}
		}
	}
	if got := hcpWords(Range{12, 14}); got != "12-14 HCP" {
		t.Errorf("hcpWords(12-14) = %q", got)
	}
	for s := range 4 {
		sym := bridge.Suit(s).Symbol()
		for lo := range 14 {
			if got, want := holdsLen(lo, s), fmt.Sprintf("holds %d%s", lo, sym); got != want {
				t.Errorf("holdsLen(%d, %s) = %q, want %q", lo, sym, got, want)
			}
			for hi := lo; hi < 14; hi++ {
				want := lenText(Range{lo, hi}, sym)
				if lo == 0 && hi < 13 && lo != hi {
					want = fmt.Sprintf("at most %d%s", hi, sym)
				}
				if got := lenWords(Range{lo, hi}, s); got != want {
					t.Errorf("lenWords(%d-%d, %s) = %q, want %q", lo, hi, sym, got, want)
				}
			}
		}
	}
	if got := lenWords(Range{0, 3}, 3); got != "at most 3♠" {
		t.Errorf("lenWords(0-3, ♠) = %q", got)
	}
	g := bridge.NewGenerator(7)
	for range 500 {
		for _, h := range g.Deal() {
			f := NewHandFacts(h)
			if got, want := f.holdsShape(), "holds "+f.shapeText(); got != want {
				t.Fatalf("%s: holdsShape %q, want %q", h.PBN(), got, want)
			}
		}
	}
}
