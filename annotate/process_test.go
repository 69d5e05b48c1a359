package annotate

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/internal/sharedtest"
)

// TestBoardWorkersSameResult: the boards of one file processed by several
// workers give the same result as on one goroutine: the same findings,
// edits and counts, handed over in the file's order (OnFindings and Visit
// see the boards by ordinal), with a reorder window far smaller than the
// file.
func TestBoardWorkersSameResult(t *testing.T) {
	path := sharedtest.Path(t, "corpus", "pbn", "lorserker__ben__Boards__BBA__1C-P-1D-P-1H-P-1S.pbn")
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	require.Greater(t, len(data), reorderBytes, "the file should be larger than the reorder window")
	sys, err := engine.LoadEmbedded(engine.Options{})
	require.NoError(t, err)
	run := func(workers int) (FileResult, []int, []int) {
		var found, visited []int
		job := Job{System: sys, Sides: engine.BothSides, Lint: true, Rules: Rules(), Config: Config{HCPTolerance: 1},
			Annotate: true, BoardWorkers: workers,
			OnFindings: func(fs []Finding) { found = append(found, fs[0].Ordinal) },
			Visit:      func(r *Replay, _ []Finding) { visited = append(visited, r.Board.Ordinal) }}
		res := ProcessReader(bytes.NewReader(data), filepath.Base(path), job)
		require.NoError(t, res.Err)
		return res, found, visited
	}
	one, found1, visited1 := run(1)
	require.Greater(t, one.Boards, 1000)
	require.NotEmpty(t, found1)
	require.NotEmpty(t, one.Edits)
	for _, w := range []int{2, 5} {
		many, found, visited := run(w)
		assert.Equal(t, one, many, "%d workers", w)
		assert.Equal(t, found1, found, "%d workers: findings in file order", w)
		assert.Equal(t, visited1, visited, "%d workers: boards visited in file order", w)
	}
	for i := 1; i < len(visited1); i++ {
		require.Less(t, visited1[i-1], visited1[i], "visits in ordinal order")
	}
}
