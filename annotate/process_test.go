package annotate

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/internal/sharedtest"
	"github.com/mdlint/mdlint/sniff"
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

// TestParallelBatchesBoards: several workers over one file get its boards
// in batches, one hand-off to a worker (and one back) per batch, not per
// board: the largest corpus file (2,231 boards) on two workers takes at
// least boards/batchBoards batches and no more than one per 16 boards
// (when each board was a hand-off of its own, 2,231).
func TestParallelBatchesBoards(t *testing.T) {
	path := sharedtest.Path(t, "corpus", "pbn", "lorserker__ben__Boards__BBA__1C-P-1D-P-1H-P-1S.pbn")
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	sys, err := engine.LoadEmbedded(engine.Options{})
	require.NoError(t, err)
	name := filepath.Base(path)
	job := Job{System: sys, Sides: engine.BothSides, Lint: true, Rules: Rules(), Config: Config{HCPTolerance: 1}}
	res := FileResult{Path: name}
	c := &committer{r: bytes.NewReader(data), name: name, job: &job, res: &res}
	br, _, _ := openReader(bufio.NewReaderSize(bytes.NewReader(data), sniff.HeadSize), name, nil)
	processParallel(br, c, 2)
	require.NoError(t, res.Err)
	require.Equal(t, 2231, res.Boards)
	t.Logf("%d boards in %d batches", res.Boards, c.batches)
	assert.GreaterOrEqual(t, c.batches, res.Boards/batchBoards)
	assert.LessOrEqual(t, c.batches, res.Boards/16, "boards handed to the workers one by one")
	job.BoardWorkers = 1
	one := ProcessReader(bytes.NewReader(data), name, job)
	assert.Equal(t, one.Findings, res.Findings, "batches keep the file's order")
}

// TestParallelSameAsOneWorker: every file of the corpus linted and
// annotated by two and by three workers gives what one worker gives:
// the same counts, findings, edits and diagnostics, in the same order.
func TestParallelSameAsOneWorker(t *testing.T) {
	sys, err := engine.LoadEmbedded(engine.Options{})
	require.NoError(t, err)
	files := 0
	for _, dir := range []string{"pbn", "lin"} {
		root := sharedtest.Path(t, "corpus", dir)
		entries, err := os.ReadDir(root)
		require.NoError(t, err)
		for _, e := range entries {
			path := filepath.Join(root, e.Name())
			run := func(workers int) FileResult {
				job := Job{System: sys, Sides: engine.BothSides, Lint: true, Rules: Rules(), Config: Config{HCPTolerance: 1},
					Annotate: true, BoardWorkers: workers}
				return ProcessFile(path, job)
			}
			one := run(1)
			require.NoError(t, one.Err, e.Name())
			for _, w := range []int{2, 3} {
				many := run(w)
				if !reflect.DeepEqual(one, many) {
					t.Fatalf("%s: %d workers: %d boards, %d findings, %d edits; one worker: %d boards, %d findings, %d edits",
						e.Name(), w, many.Boards, len(many.Findings), len(many.Edits), one.Boards, len(one.Findings), len(one.Edits))
				}
			}
			files++
		}
	}
	require.Greater(t, files, 50)
}

// TestOnFindingsReusesStorage: a board's findings reach Job.OnFindings in
// the replay's storage, used again by the next boards, not in a slice
// allocated per board: over the largest corpus file (2,231 boards, on one
// worker and on two) the calls see the arrays of the work items' replays
// (2 on one worker, about 220 for the 129 items of two), where a copy per
// board gave one per call. What they hold
// is what FileResult.Findings collects without OnFindings.
func TestOnFindingsReusesStorage(t *testing.T) {
	path := sharedtest.Path(t, "corpus", "pbn", "lorserker__ben__Boards__BBA__1C-P-1D-P-1H-P-1S.pbn")
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	sys, err := engine.LoadEmbedded(engine.Options{})
	require.NoError(t, err)
	name := filepath.Base(path)
	for _, workers := range []int{1, 2} {
		job := Job{System: sys, Sides: engine.BothSides, Lint: true, Rules: Rules(), Config: Config{HCPTolerance: 1}, BoardWorkers: workers}
		want := ProcessReader(bytes.NewReader(data), name, job)
		var got []Finding
		arrays := map[*Finding]bool{}
		calls := 0
		job.OnFindings = func(fs []Finding) {
			calls++
			arrays[&fs[:1][0]] = true
			got = append(got, fs...)
		}
		ProcessReader(bytes.NewReader(data), name, job)
		require.Equal(t, want.Findings, got, "%d workers", workers)
		t.Logf("%d workers: %d calls, %d arrays", workers, calls, len(arrays))
		require.Greater(t, calls, 1000)
		// each work item's replay keeps its array, which may grow once
		// or twice: one item on one worker, the window's on several
		items := 1
		if workers > 1 {
			items += workers * reorderPerWorker
		}
		assert.LessOrEqual(t, len(arrays), 2*items, "%d workers: a new slice for most boards", workers)
	}
}

// TestParallelReaderHelps: while the window of boards in flight is full,
// the goroutine reading the file analyses the batches no worker has taken
// yet instead of waiting idle: with one worker held on its first board
// until 16 other boards are analysed, the file is still read to the end
// (the reader analyses them), in order. Without the reader's help the
// held board would never be released.
func TestParallelReaderHelps(t *testing.T) {
	path := sharedtest.Path(t, "corpus", "pbn", "lorserker__ben__Boards__BBA__1C-P-1D-P-1H-P-1S.pbn")
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	sys, err := engine.LoadEmbedded(engine.Options{})
	require.NoError(t, err)
	name := filepath.Base(path)
	job := Job{System: sys, Sides: engine.BothSides, Lint: true, Rules: Rules(), Config: Config{HCPTolerance: 1}, BoardWorkers: 1}
	want := ProcessReader(bytes.NewReader(data), name, job)

	release := make(chan struct{})
	var mu sync.Mutex
	calls, others := 0, 0
	job.Suggest = func(*Replay, []Finding) {
		mu.Lock()
		calls++
		first := calls == 1
		if !first {
			others++
			if others == 16 {
				close(release)
			}
		}
		mu.Unlock()
		if first {
			select {
			case <-release:
			case <-time.After(time.Minute):
				mu.Lock()
				t.Errorf("the first board was held for a minute: %d others analysed", others)
				mu.Unlock()
			}
		}
	}
	res := FileResult{Path: name}
	c := &committer{r: bytes.NewReader(data), name: name, job: &job, res: &res}
	br, _, _ := openReader(bufio.NewReaderSize(bytes.NewReader(data), sniff.HeadSize), name, nil)
	processParallel(br, c, 1)
	require.NoError(t, res.Err)
	assert.Equal(t, want.Findings, res.Findings)
	assert.Positive(t, c.helped, "batches the reader analysed")
	t.Logf("%d batches, %d analysed by the reader", c.batches, c.helped)
}
