package annotate

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/internal/sharedtest"
)

// TestReplayReused checks that a replay built in the arrays of the
// previous board's (what a file's boards do once the one before is
// written out) is the replay NewReplay gives, and that Lint over it finds
// the same: over every board of the real corpus, one reused replay for
// all, the sides alternating so that the arrays hold another side's
// meanings and checks.
func TestReplayReused(t *testing.T) {
	sys, err := engine.LoadEmbedded(engine.Options{})
	require.NoError(t, err)
	rules := Rules()
	reused := &Replay{}
	boards, findings := 0, 0
	for _, dir := range []string{"pbn", "lin"} {
		root := sharedtest.Path(t, "corpus", dir)
		entries, err := os.ReadDir(root)
		require.NoError(t, err)
		for _, e := range entries {
			data, err := os.ReadFile(filepath.Join(root, e.Name()))
			require.NoError(t, err)
			for k, b := range boardsOf(t, data, e.Name()) {
				sides := []engine.Sides{engine.BothSides, engine.SideNS, engine.SideEW}[k%3]
				fresh := NewReplay(sys, b, sides)
				want := Lint(fresh, rules, Config{HCPTolerance: 1})
				r := replayInto(reused, sys, b, sides)
				if r != reused {
					t.Fatal("replayInto returned another replay")
				}
				if !reflect.DeepEqual(r.Meanings, fresh.Meanings) || !reflect.DeepEqual(r.Auction, fresh.Auction) ||
					!reflect.DeepEqual(r.Illegal, fresh.Illegal) || r.Sides != fresh.Sides || r.Board != fresh.Board {
					t.Fatalf("%s %s: the reused replay differs from NewReplay's", e.Name(), b.Label)
				}
				got := Lint(r, rules, Config{HCPTolerance: 1})
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("%s %s: Lint over the reused replay\n%+v\nwant\n%+v", e.Name(), b.Label, got, want)
				}
				boards++
				findings += len(got)
			}
		}
	}
	// the corpus has thousands of boards and findings of every kind
	if boards < 5000 || findings < boards {
		t.Fatalf("only %d boards, %d findings", boards, findings)
	}
	t.Logf("%d boards, %d findings", boards, findings)
}
