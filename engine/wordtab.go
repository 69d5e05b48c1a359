package engine

import (
	"fmt"
	"strconv"

	"github.com/mdlint/mdlint/bridge"
)

// wordTable holds the words of the violations that lint writes most
// (HCP and length promises, "holds 14 HCP", "holds 3♥", "holds
// 5-4-3-1"), written once when the package is initialised and only read
// afterwards, so that explaining a broken promise does not format them
// again for every call. Each entry is what the formatting function it
// stands for returns (hcpPromise, lenPromise, the facts of cHCP.eval,
// cLen.eval and HandFacts.shapeText); TestWordTable holds them together.
type wordTable struct {
	hcp      [38][38]string    // hcpPromise(Range{min, max}), min <= max
	length   [4][14][14]string // lenPromise(Range{min, max}, suit s)
	holdsHCP [38]string        // "holds 14 HCP"
	holdsLen [4][14]string     // "holds 3♥"
	holdsSh  [nShapes]string   // "holds 5-4-3-1" by shape index
}

var wordTab = buildWordTable()

func buildWordTable() *wordTable {
	t := &wordTable{}
	for lo := range 38 {
		t.holdsHCP[lo] = "holds " + strconv.Itoa(lo) + " HCP"
		for hi := lo; hi < 38; hi++ {
			t.hcp[lo][hi] = hcpPromise(Range{lo, hi})
		}
	}
	for s := range 4 {
		sym := bridge.Suit(s).Symbol()
		for lo := range 14 {
			t.holdsLen[s][lo] = "holds " + strconv.Itoa(lo) + sym
			for hi := lo; hi < 14; hi++ {
				t.length[s][lo][hi] = lenPromise(Range{lo, hi}, sym)
			}
		}
	}
	for i := range nShapes {
		l := shapeTab.sorted[i]
		t.holdsSh[i] = fmt.Sprintf("holds %d-%d-%d-%d", l[0], l[1], l[2], l[3])
	}
	return t
}

// hcpWords is hcpPromise(r), from the table when r lies within 0-37.
func hcpWords(r Range) string {
	if r.Min >= 0 && r.Min <= r.Max && r.Max <= 37 {
		return wordTab.hcp[r.Min][r.Max]
	}
	return hcpPromise(r)
}

// lenPromise words a length promise of r cards in the suit written sym:
// "4+♥", "=4♠", "4-5♦", "at most 3♠" (a range from 0).
func lenPromise(r Range, sym string) string {
	if r.Min == 0 && r.Max < 13 && r.Min != r.Max {
		return "at most " + strconv.Itoa(r.Max) + sym
	}
	return lenText(r, sym)
}

// lenWords is lenPromise(r, the symbol of suit s), from the table when r
// lies within 0-13.
func lenWords(r Range, s int) string {
	if r.Min >= 0 && r.Min <= r.Max && r.Max <= 13 {
		return wordTab.length[s][r.Min][r.Max]
	}
	return lenPromise(r, bridge.Suit(s).Symbol())
}

// holdsHCP is "holds n HCP".
func holdsHCP(n int) string {
	if n >= 0 && n <= 37 {
		return wordTab.holdsHCP[n]
	}
	return fmt.Sprintf("holds %d HCP", n)
}

// holdsLen is "holds n♠": the hand's length n in suit s.
func holdsLen(n, s int) string {
	if n >= 0 && n <= 13 {
		return wordTab.holdsLen[s][n]
	}
	return fmt.Sprintf("holds %d%s", n, bridge.Suit(s).Symbol())
}

// holdsShape is "holds " and the hand's pattern, longest first:
// "holds 5-4-3-1".
func (f *HandFacts) holdsShape() string {
	if f.shape >= 0 {
		return wordTab.holdsSh[f.shape]
	}
	return "holds " + f.shapeText()
}
