package pbn

import (
	"strings"
	"testing"

	"github.com/mdlint/mdlint/internal/racebuild"
)

// TestSetExplanationLooksOnlyAtNotes: finding an index for a new note
// words the text only against the indices that hold a note, not against
// all 32 (the PBN standard numbers auction notes 1-32). A board with
// no notes and a long explanation: before, each call cost 32 wordings of
// the text (hundreds of allocations); now a handful. The edits written
// are the same either way (the reader tests and the corpus's annotate
// check hold them).
func TestSetExplanationLooksOnlyAtNotes(t *testing.T) {
	const rec = "[Event \"x\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n" +
		"[Deal \"N:AKQ2.KQ2.K32.432 J54.J54.J54.AKQJ 9876.9876.9876.5 T3.AT3.AQT.T9876\"]\n" +
		"[Auction \"N\"]\n1C Pass 1D Pass\n1NT Pass Pass Pass\n"
	text := strings.Repeat("12-16 HCP unbalanced, or 15-17 balanced; ", 3)
	bs, _, _ := ReadBytes("x.pbn", []byte(rec))
	if err := bs[0].SetExplanation(0, text); err != nil {
		t.Fatal(err)
	}
	if !bs[0].Calls[0].Alert || !strings.HasPrefix(bs[0].Calls[0].Explanation, "12-16 HCP") {
		t.Errorf("call 1: alert %v, explanation %q", bs[0].Calls[0].Alert, bs[0].Calls[0].Explanation)
	}
	racebuild.SkipAllocBound(t)
	allocs := testing.AllocsPerRun(20, func() {
		bs, _, err := ReadBytes("x.pbn", []byte(rec))
		if err != nil || len(bs) != 1 {
			t.Fatalf("read: %v, %d boards", err, len(bs))
		}
		if err := bs[0].SetExplanation(0, text); err != nil {
			t.Fatal(err)
		}
	})
	read := testing.AllocsPerRun(20, func() {
		if _, _, err := ReadBytes("x.pbn", []byte(rec)); err != nil {
			t.Fatal(err)
		}
	})
	if extra := allocs - read; extra > 40 {
		t.Errorf("SetExplanation on a board without notes made %.0f allocations; want at most 40", extra)
	}
}
