package lintout

import (
	"bytes"
	"strings"
	"testing"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/record"
)

func TestGitHubEscapes(t *testing.T) {
	var b bytes.Buffer
	w, err := New("github", &b, Options{})
	if err != nil {
		t.Fatal(err)
	}
	w.Write(annotate.Finding{File: "a,b:c.pbn", Ordinal: 2, Board: "7", Index: -1, Pos: record.Position{Line: 3, Col: 1},
		Rule: "record", RuleID: "MD011", Severity: record.Info, Message: "100% wrong\nsecond line"})
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	want := "::notice file=a%2Cb%3Ac.pbn,line=3,col=1,title=MD011 record::board 7: 100%25 wrong%0Asecond line\n"
	if b.String() != want {
		t.Errorf("got  %q\nwant %q", b.String(), want)
	}
}

func TestCompactWithoutPosition(t *testing.T) {
	var b bytes.Buffer
	w, _ := New("compact", &b, Options{ASCII: true})
	w.Write(annotate.Finding{File: "x.lin", Ordinal: 4, Index: 0, HasSeat: true, Seat: bridge.South,
		HasCall: true, Call: bridge.Call{Kind: bridge.Bid, Level: 1, Strain: bridge.Strain(bridge.Hearts)},
		Rule: "hcp", RuleID: "MD001", Severity: record.Error, Message: "holds 2♥"})
	_ = w.Close()
	want := "x.lin: error: board #4, S 1H: holds 2H [MD001 hcp]\n"
	if b.String() != want {
		t.Errorf("got  %q\nwant %q", b.String(), want)
	}
}

func TestFileURI(t *testing.T) {
	for in, want := range map[string]string{
		"club evening.pbn": "club%20evening.pbn",
		"dir/a#1.lin":      "dir/a%231.lin",
		"/abs/path/x.pbn":  "file:///abs/path/x.pbn",
		"rel/../up/y.pbn":  "rel/../up/y.pbn",
	} {
		if got := fileURI(in); got != want {
			t.Errorf("fileURI(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestUnknownFormat(t *testing.T) {
	if _, err := New("xml", &bytes.Buffer{}, Options{}); err == nil || !strings.Contains(err.Error(), "compact, json, sarif, github") {
		t.Errorf("err = %v", err)
	}
}
