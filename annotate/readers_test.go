package annotate

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/internal/sharedtest"
)

// TestBuffersReuseBoardReaders lints the corpus's files one after another
// with one Buffers and checks that a single PBN reader and a single LIN
// reader read them all: each finished file gives its reader back and the
// next file of its format takes it (its boards, arrays and input window
// with it). TestBuffersShared checks that the results are those of each
// file alone; the readers' own tests that a reused reader reads as a new
// one.
func TestBuffersReuseBoardReaders(t *testing.T) {
	sys, err := engine.LoadEmbedded(engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	job := Job{System: sys, Sides: engine.BothSides, Lint: true, Rules: Rules(), Config: Config{HCPTolerance: 1},
		BoardWorkers: 1, Buffers: &Buffers{}}
	seen := map[any]bool{}
	files := 0
	for _, dir := range []string{"pbn", "lin"} {
		root := sharedtest.Path(t, "corpus", dir)
		entries, err := os.ReadDir(root)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			res := ProcessFile(filepath.Join(root, e.Name()), job)
			if res.Err != nil {
				t.Fatal(res.Err)
			}
			files++
			for _, r := range job.Buffers.spares.pbn {
				seen[r] = true
			}
			for _, r := range job.Buffers.spares.lin {
				seen[r] = true
			}
		}
	}
	s := job.Buffers.spares
	if len(s.pbn) != 1 || len(s.lin) != 1 || len(seen) != 2 {
		t.Fatalf("%d files read by %d readers (%d PBN, %d LIN kept), want one of each", files, len(seen), len(s.pbn), len(s.lin))
	}
}
