package engine_test

import (
	"testing"

	"github.com/mdlint/mdlint/engine"
)

// TestHasUnchecked: HasUnchecked is len(Unchecked()) > 0 on every line of
// the embedded system (some with `text "..."` parts left to judgment, most
// without), and false for a nil constraint.
func TestHasUnchecked(t *testing.T) {
	sys, err := engine.LoadEmbedded(engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	with, lines := 0, 0
	sys.Walk(func(path []string, info engine.NodeInfo) bool {
		c := info.Constraint
		lines++
		if got, want := c.HasUnchecked(), len(c.Unchecked()) > 0; got != want {
			t.Fatalf("%v %s (%s): HasUnchecked %v, Unchecked %q", path, c, info.Rule, got, c.Unchecked())
		}
		if c.HasUnchecked() {
			with++
		}
		return true
	})
	if with == 0 || with == lines {
		t.Errorf("%d of %d lines have text left to judgment: the test compares nothing", with, lines)
	}
	var nilC *engine.Constraint
	if nilC.HasUnchecked() {
		t.Error("a nil constraint has no text")
	}
}
