package record

import (
	"bytes"
	"strings"
	"testing"
)

func TestApply(t *testing.T) {
	src := "mb|1C|mb|p|mb|1D|"
	edits := []Edit{
		{Start: 16, End: 16, Text: []byte("!|an|0-7 or 12+")}, // after 1D
		{Start: 5, End: 5, Text: []byte("!")},                 // after 1C
	}
	var out bytes.Buffer
	if err := Apply(&out, strings.NewReader(src), edits); err != nil {
		t.Fatal(err)
	}
	if got, want := out.String(), "mb|1C!|mb|p|mb|1D!|an|0-7 or 12+|"; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
	// a replacement
	out.Reset()
	if err := Apply(&out, strings.NewReader("[Note \"1:old\"]"), []Edit{{Start: 9, End: 12, Text: []byte("new text")}}); err != nil {
		t.Fatal(err)
	}
	if got := out.String(); got != "[Note \"1:new text\"]" {
		t.Fatalf("got %q", got)
	}
}

func TestApplyErrors(t *testing.T) {
	for name, edits := range map[string][]Edit{
		"overlap":  {{Start: 2, End: 6}, {Start: 4, End: 4}},
		"reversed": {{Start: 4, End: 2}},
		"beyond":   {{Start: 40, End: 40}},
		"past end": {{Start: 8, End: 40}},
	} {
		var out bytes.Buffer
		if err := Apply(&out, strings.NewReader("0123456789"), edits); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func TestSplicerInSteps(t *testing.T) {
	var out bytes.Buffer
	s := NewSplicer(&out, strings.NewReader("aaaa|bbbb|cccc"))
	if err := s.Apply([]Edit{{Start: 4, End: 4, Text: []byte("1")}}); err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(nil); err != nil {
		t.Fatal(err)
	}
	if err := s.Apply([]Edit{{Start: 9, End: 9, Text: []byte("2")}}); err != nil {
		t.Fatal(err)
	}
	if err := s.Apply([]Edit{{Start: 3, End: 3, Text: []byte("x")}}); err == nil {
		t.Fatal("an edit before the splicer's position was accepted")
	}
	if err := s.Finish(); err != nil {
		t.Fatal(err)
	}
	if got := out.String(); got != "aaaa1|bbbb2|cccc" {
		t.Fatalf("got %q", got)
	}
}
