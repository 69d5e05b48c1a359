package engine_test

import (
	"testing"
	"testing/fstest"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
)

// TestOverlapAttribute checks that a line's `overlap` clauses (language
// section 3) reach Meaning.Overlaps with their calls resolved in the
// line's scope (2M is 2♥ under 1H) and each call carrying its own rule,
// with the rule's prefer part resolved in the same scope (3M is 3♥ and
// 5+M five hearts under 1H) and the line that carries the clause.
func TestOverlapAttribute(t *testing.T) {
	src := `@module resp(M: major)
  2M   raise {3+M; src 1; overlap 3M, P "raise or pass" prefer 3M if 5+M; overlap X "double"}
  3M   jump raise {4+M; src 1}
1H   a {4+H; src 1}
  use resp(M=H)
1S   b {4+S; src 1}
  use resp(M=S)
`
	sys, err := engine.LoadFS(fstest.MapFS{"main.mds": &fstest.MapFile{Data: []byte(src)}}, "main.mds", engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		open bridge.Call
		want []engine.Overlap
	}{
		{bridge.NewBid(1, bridge.StrainHearts), []engine.Overlap{{Call: bridge.NewBid(3, bridge.StrainHearts), Rule: "raise or pass"}, {Call: bridge.PassCall, Rule: "raise or pass"}, {Call: bridge.DoubleCall, Rule: "double"}}},
		{bridge.NewBid(1, bridge.StrainSpades), []engine.Overlap{{Call: bridge.NewBid(3, bridge.StrainSpades), Rule: "raise or pass"}, {Call: bridge.PassCall, Rule: "raise or pass"}, {Call: bridge.DoubleCall, Rule: "double"}}},
	} {
		a := engine.Auction{Dealer: bridge.North, Calls: []bridge.Call{tc.open, bridge.PassCall}}
		var got []engine.Overlap
		for _, m := range sys.Choices(a, engine.SideNS) {
			if m.Call.Kind == bridge.Bid && m.Call.Level == 2 {
				got = m.Overlaps
			}
			if m.Call.Kind == bridge.Bid && m.Call.Level == 3 && m.Overlaps != nil {
				t.Errorf("after %s: the jump raise names no overlap, got %v", tc.open, m.Overlaps)
			}
		}
		if len(got) != len(tc.want) {
			t.Fatalf("after %s: overlaps %v, want %v", tc.open, got, tc.want)
		}
		for i := range got {
			if got[i].Call != tc.want[i].Call || got[i].Rule != tc.want[i].Rule || got[i].Line != "main.mds:2" {
				t.Errorf("after %s: overlap %d = %v, want %v at main.mds:2", tc.open, i, got[i], tc.want[i])
			}
		}
		// the prefer part: 3M (this suit) for a hand with five of it
		jump := tc.want[0].Call
		for i, want := range []bool{true, true, false} {
			o := got[i]
			if (o.Prefer != nil) != want {
				t.Fatalf("after %s: overlap %d prefer %v", tc.open, i, o.Prefer)
			}
			if !want {
				continue
			}
			if len(o.Prefer) != 1 || o.Prefer[0] != jump || o.If == nil {
				t.Fatalf("after %s: prefer %v if %v, want %s if 5+", tc.open, o.Prefer, o.If, jump)
			}
			five, _ := bridge.ParseHandPBN("AKQJ2.AKQJ2.32.2")
			four, _ := bridge.ParseHandPBN("AKQJ.AKQJ.432.32")
			if !o.If.Satisfied(five) || o.If.Satisfied(four) {
				t.Errorf("after %s: prefer's if %s: five cards %v, four %v", tc.open, o.If, o.If.Satisfied(five), o.If.Satisfied(four))
			}
		}
	}
}
