package annotate

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/internal/racebuild"
	"github.com/mdlint/mdlint/internal/sharedtest"
	"github.com/mdlint/mdlint/record"
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
	eachCorpusBoard(t, func(file string, k int, b *record.Board) {
		sides := []engine.Sides{engine.BothSides, engine.SideNS, engine.SideEW}[k%3]
		fresh := NewReplay(sys, b, sides)
		want := Lint(fresh, rules, Config{HCPTolerance: 1})
		r := replayInto(reused, sys, b, sides)
		if r != reused {
			t.Fatal("replayInto returned another replay")
		}
		if !reflect.DeepEqual(r.Meanings, fresh.Meanings) || !reflect.DeepEqual(r.Auction, fresh.Auction) ||
			!reflect.DeepEqual(r.Illegal, fresh.Illegal) || r.Sides != fresh.Sides || r.Board != fresh.Board {
			t.Fatalf("%s %s: the reused replay differs from NewReplay's", file, b.Label)
		}
		got := Lint(r, rules, Config{HCPTolerance: 1})
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("%s %s: Lint over the reused replay\n%+v\nwant\n%+v", file, b.Label, got, want)
		}
		boards++
		findings += len(got)
	})
	// the corpus has thousands of boards and findings of every kind
	if boards < 5000 || findings < boards {
		t.Fatalf("only %d boards, %d findings", boards, findings)
	}
	t.Logf("%d boards, %d findings", boards, findings)
}

// TestLintReusesBoards: lint alone hands each board back to the reader
// once committed, and a board's replay to the next board; with a visitor
// (which may keep them) neither happens. Both give the same findings,
// board for board, over every file of the corpus, on one worker and on
// four (the boards in flight while the next ones are read).
func TestLintReusesBoards(t *testing.T) {
	sys, err := engine.LoadEmbedded(engine.Options{})
	require.NoError(t, err)
	total := 0
	for _, dir := range []string{"pbn", "lin"} {
		root := sharedtest.Path(t, "corpus", dir)
		entries, err := os.ReadDir(root)
		require.NoError(t, err)
		for _, e := range entries {
			path := filepath.Join(root, e.Name())
			for _, workers := range []int{1, 4} {
				job := Job{System: sys, Sides: engine.BothSides, Lint: true, Rules: Rules(), Config: Config{HCPTolerance: 1}, BoardWorkers: workers}
				reused := ProcessFile(path, job)
				visited := 0
				job.Visit = func(*Replay, []Finding) { visited++ }
				kept := ProcessFile(path, job)
				if !reflect.DeepEqual(reused.Findings, kept.Findings) || reused.Boards != kept.Boards || visited != kept.Boards {
					t.Fatalf("%s, %d workers: %d findings of %d boards reusing them, %d of %d (%d visited) keeping them",
						e.Name(), workers, len(reused.Findings), reused.Boards, len(kept.Findings), kept.Boards, visited)
				}
				total += len(kept.Findings)
			}
		}
	}
	if total < 10000 {
		t.Fatalf("only %d findings", total)
	}
}

// TestParallelReusesReplays: with several workers over one file, a
// committed board's work item and replay go to a board read later, as on
// one worker, however many boards are in flight: the largest corpus file
// (1.3 MB, 2,231 boards) linted on four workers allocates about what it
// does on one (bytes counted by the runtime: 23.5 MB; the boards in
// flight, at most 256, are the extra, 5-9 MB). When a worker made its own
// replay whenever the 8 kept ones were in use, four workers allocated 19
// MB more than one (49 MB against 30). The bound is on the extra bytes,
// not a ratio: the bytes of one worker fall as lint allocates less.
func TestParallelReusesReplays(t *testing.T) {
	sys, err := engine.LoadEmbedded(engine.Options{})
	require.NoError(t, err)
	path := sharedtest.Path(t, "corpus", "pbn", "lorserker__ben__Boards__BBA__1C-P-1D-P-1H-P-1S.pbn")
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	alloc := func(workers int) (uint64, FileResult) {
		job := Job{System: sys, Sides: engine.BothSides, Lint: true, Rules: Rules(), Config: Config{HCPTolerance: 1}, BoardWorkers: workers}
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		res := ProcessReader(bytes.NewReader(data), filepath.Base(path), job)
		runtime.ReadMemStats(&after)
		return after.TotalAlloc - before.TotalAlloc, res
	}
	one, res1 := alloc(1)
	four, res4 := alloc(4)
	require.Equal(t, res1.Boards, res4.Boards)
	require.Equal(t, 2231, res1.Boards)
	require.True(t, reflect.DeepEqual(res1.Findings, res4.Findings), "four workers found otherwise than one")
	t.Logf("%d boards: %.1f MB on one worker, %.1f MB on four", res1.Boards, float64(one)/1e6, float64(four)/1e6)
	if four > one+12e6 {
		t.Fatalf("four workers allocate %.1f MB, one %.1f MB: the replays are not reused", float64(four)/1e6, float64(one)/1e6)
	}
}

// TestHandVerdictsOnce: the five hand rules of a Lint share one verdict
// per call (which rule the call's hand finding belongs to), decided once,
// so the words of the call's envelope are built once, not by every rule
// that asks. Over every board of the corpus (about 8,700 hand findings), Lint
// with the hand rules makes 15.0 objects per hand finding it reports (the
// message's words, the finding's own); when each rule decided the owner
// itself, it made 25.1.
func TestHandVerdictsOnce(t *testing.T) {
	racebuild.SkipAllocBound(t) // the test is the bound on objects
	sys, err := engine.LoadEmbedded(engine.Options{})
	require.NoError(t, err)
	rules := []*Rule{RuleHCP, RuleLength, RuleShape, RuleHonours, RuleLosers}
	var objects uint64
	findings := 0
	eachCorpusBoard(t, func(file string, k int, b *record.Board) {
		r := NewReplay(sys, b, engine.BothSides)
		for i := range r.Meanings {
			r.Violations(i) // the checks themselves are not counted
		}
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		fs := Lint(r, rules, Config{HCPTolerance: 1})
		runtime.ReadMemStats(&after)
		objects += after.Mallocs - before.Mallocs
		findings += len(fs)
	})
	per := float64(objects) / float64(findings)
	t.Logf("%d hand findings, %d objects, %.1f per finding", findings, objects, per)
	require.Greater(t, findings, 3000)
	if per > 18 {
		t.Fatalf("Lint's hand rules made %.1f objects per finding", per)
	}
}

// TestBuffersShared: the files of a run processed with one Buffers, on
// four goroutines at once (lint on one worker or several per file,
// annotate with its edits), give each file the result it gets alone; and
// a run over the corpus's files one after another allocates the files'
// buffers once: at least 64 KiB per file less than without (the
// read-ahead alone is 64 KiB).
func TestBuffersShared(t *testing.T) {
	sys, err := engine.LoadEmbedded(engine.Options{})
	require.NoError(t, err)
	var paths []string
	for _, dir := range []string{"pbn", "lin"} {
		root := sharedtest.Path(t, "corpus", dir)
		entries, err := os.ReadDir(root)
		require.NoError(t, err)
		for _, e := range entries {
			paths = append(paths, filepath.Join(root, e.Name()))
		}
	}
	jobs := []Job{
		{System: sys, Sides: engine.BothSides, Lint: true, Rules: Rules(), Config: Config{HCPTolerance: 1}, BoardWorkers: 1},
		{System: sys, Sides: engine.BothSides, Lint: true, Rules: Rules(), Config: Config{HCPTolerance: 1}, BoardWorkers: 3},
		{System: sys, Sides: engine.BothSides, Annotate: true},
	}
	for k, job := range jobs {
		alone := make([]FileResult, len(paths))
		for i, p := range paths {
			alone[i] = ProcessFile(p, job)
		}
		shared := make([]FileResult, len(paths))
		bj := job
		bj.Buffers = &Buffers{}
		next := make(chan int)
		var wg sync.WaitGroup
		for range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := range next {
					shared[i] = ProcessFile(paths[i], bj)
				}
			}()
		}
		for i := range paths {
			next <- i
		}
		close(next)
		wg.Wait()
		for i := range paths {
			a, s := alone[i], shared[i]
			if !reflect.DeepEqual(a.Findings, s.Findings) || !reflect.DeepEqual(a.Edits, s.Edits) ||
				!reflect.DeepEqual(a.Diagnostics, s.Diagnostics) || a.Boards != s.Boards || a.Explained != s.Explained {
				t.Fatalf("job %d, %s: the result with shared buffers differs", k, filepath.Base(paths[i]))
			}
		}
	}
	allocated := func(bufs *Buffers) uint64 {
		job := jobs[0]
		job.Buffers = bufs
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		for _, p := range paths {
			ProcessFile(p, job)
		}
		runtime.ReadMemStats(&after)
		return after.TotalAlloc - before.TotalAlloc
	}
	own, shared := allocated(nil), allocated(&Buffers{})
	t.Logf("%d files: %.1f MB with their own buffers, %.1f MB sharing them", len(paths), float64(own)/1e6, float64(shared)/1e6)
	if own < shared+uint64(len(paths)-1)*(64<<10) {
		t.Fatalf("sharing the buffers saved only %d bytes over %d files", int64(own)-int64(shared), len(paths))
	}
}
