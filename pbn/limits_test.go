package pbn

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestPathologicalInputs reads inputs built to be slow or large (a
// quarter megabyte each): each must be read, edited and written back in
// well under the time limit, with the per-game limits holding.
func TestPathologicalInputs(t *testing.T) {
	var uniq, notes strings.Builder
	for i := 0; i < 10000; i++ {
		fmt.Fprintf(&uniq, "[T%d \"a\"]\n", i)
	}
	notes.WriteString("[Auction \"N\"]\n")
	for i := 0; i < 10000; i++ {
		fmt.Fprintf(&notes, "[Note \"%d:x\"]\n", i)
	}
	const n = 1 << 18
	for name, in := range map[string]string{
		"brackets": strings.Repeat("[", n),
		"braces":   strings.Repeat("{", n),
		"quotes":   strings.Repeat("\"", n),
		"calls":    "[Dealer \"N\"][Auction \"N\"]" + strings.Repeat("1C =1= ", n/7),
		"uniq":     uniq.String(),
		"notes":    notes.String(),
		"words":    strings.Repeat("a ", n/2),
		"tags":     strings.Repeat("[Deal \"N:- - - -\"]\n", n/20),
		"string":   "[Event \"" + strings.Repeat("x", n),
	} {
		start := time.Now()
		bs, _, err := ReadBytes("x", []byte(in))
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range bs {
			if len(b.Tags) > maxTags || len(b.Calls) > maxItems+4 || len(b.Diagnostics) > maxDiags {
				t.Errorf("%s: %d tags %d calls %d diagnostics", name, len(b.Tags), len(b.Calls), len(b.Diagnostics))
			}
			for i := range b.Calls {
				b.SetExplanation(i, "x")
			}
			b.Edits()
		}
		if d := time.Since(start); d > 10*time.Second {
			t.Errorf("%s: %v", name, d)
		}
	}
}
