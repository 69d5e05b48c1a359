package engine_test

import (
	"testing"
	"testing/fstest"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
)

// TestOverlapAttribute checks that a line's `overlap` clauses (language
// section 3) reach Meaning.Overlaps with their calls resolved in the
// line's scope (2M is 2♥ under 1H) and each call carrying its own rule.
func TestOverlapAttribute(t *testing.T) {
	src := `@module resp(M: major)
  2M   raise {3+M; src 1; overlap 3M, P "raise or pass"; overlap X "double"}
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
		{bridge.NewBid(1, bridge.StrainHearts), []engine.Overlap{{bridge.NewBid(3, bridge.StrainHearts), "raise or pass"}, {bridge.PassCall, "raise or pass"}, {bridge.DoubleCall, "double"}}},
		{bridge.NewBid(1, bridge.StrainSpades), []engine.Overlap{{bridge.NewBid(3, bridge.StrainSpades), "raise or pass"}, {bridge.PassCall, "raise or pass"}, {bridge.DoubleCall, "double"}}},
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
			if got[i] != tc.want[i] {
				t.Errorf("after %s: overlap %d = %v, want %v", tc.open, i, got[i], tc.want[i])
			}
		}
	}
}
