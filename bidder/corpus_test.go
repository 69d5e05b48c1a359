package bidder

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/internal/sharedtest"
	"github.com/mdlint/mdlint/record"
)

// corpusCase is one corpus board as lint sees it (both sides playing the
// system, hcp tolerance 1 as lint's default): its replay and its findings
// before any suggestion, for a board with at least one deviation.
type corpusCase struct {
	r        *annotate.Replay
	findings []annotate.Finding
}

// corpusOnce holds the corpus boards read once per test binary.
type corpusOnce struct {
	once   sync.Once
	boards []*record.Board
	err    error
}

// corpusBoards returns every board of the shared corpus (PBN and LIN
// files) with a deviation finding for a side, linted as `mdlint lint
// --side both` lints them; each case has its own replay and findings.
func corpusBoards(tb testing.TB, sys *engine.System, store *corpusOnce) []corpusCase {
	tb.Helper()
	dir := sharedtest.Path(tb, "corpus")
	store.once.Do(func() {
		var paths []string
		for _, sub := range []string{"pbn", "lin"} {
			es, err := os.ReadDir(filepath.Join(dir, sub))
			if err != nil {
				store.err = err
				return
			}
			for _, e := range es {
				if !e.IsDir() {
					paths = append(paths, filepath.Join(dir, sub, e.Name()))
				}
			}
		}
		var mu sync.Mutex
		for _, p := range paths {
			job := annotate.Job{System: sys, Sides: engine.BothSides, Lint: true, Rules: annotate.Rules(),
				Config: annotate.Config{HCPTolerance: 1}, BoardWorkers: 1,
				OnFindings: func([]annotate.Finding) {},
				Suggest: func(r *annotate.Replay, _ []annotate.Finding) {
					mu.Lock()
					defer mu.Unlock()
					store.boards = append(store.boards, cloneBoard(r.Board))
				}}
			if res := annotate.ProcessFile(p, job); res.Err != nil && !strings.Contains(res.Err.Error(), "nothing") {
				// a corpus file the reader rejects is another test's
				// business: its boards are simply not here
				continue
			}
		}
	})
	if store.err != nil {
		tb.Fatal(store.err)
	}
	var out []corpusCase
	for _, b := range store.boards {
		r := annotate.NewReplay(sys, b, engine.BothSides)
		fs := annotate.Lint(r, annotate.Rules(), annotate.Config{HCPTolerance: 1})
		if d := annotate.FirstDeviations(fs); d[0] < 0 && d[1] < 0 {
			continue
		}
		out = append(out, corpusCase{r: r, findings: fs})
	}
	if len(out) == 0 {
		tb.Fatal("no corpus board with a deviation")
	}
	return out
}

// cloneBoard copies what lint and the bidder read of a board the reader
// may reuse: deal, auction with its alerts, players.
func cloneBoard(b *record.Board) *record.Board {
	c := &record.Board{Format: b.Format, File: strings.Clone(b.File), Ordinal: b.Ordinal, Label: strings.Clone(b.Label),
		Dealer: b.Dealer, Vulnerability: b.Vulnerability, Deal: b.Deal, Known: b.Known, Pos: b.Pos}
	for s := range b.Players {
		c.Players[s] = strings.Clone(b.Players[s])
	}
	c.Calls = make([]record.Call, len(b.Calls))
	for i, x := range b.Calls {
		x.Explanation = strings.Clone(x.Explanation)
		c.Calls[i] = x
	}
	return c
}

// suggestions returns what Suggest gives for every case: for each board
// the suggestion of each side (nil when none), fresh findings each time.
func suggestions(b *Bidder, cases []corpusCase) [][2]*annotate.Suggestion {
	out := make([][2]*annotate.Suggestion, len(cases))
	for k, c := range cases {
		fs := append([]annotate.Finding(nil), c.findings...)
		b.Suggest(c.r, fs)
		for side, i := range annotate.FirstDeviations(fs) {
			if i >= 0 {
				out[k][side] = fs[i].System
			}
		}
	}
	return out
}

// referenceSuggestion is the suggestion for finding f built on the full
// path: Advise and Complete as `mdlint bid` uses them (every line ordered,
// the nearest lines, the steps with their notes), none of the lean
// advice's shortcuts.
func referenceSuggestion(b *Bidder, r *annotate.Replay, f annotate.Finding) *annotate.Suggestion {
	i, seat := f.Index, f.Seat
	hand, ok := r.HandOf(seat)
	if !ok || i > len(r.Meanings) || !r.Sides.Has(seat) {
		return nil
	}
	side := sideOf(seat)
	a := engine.Auction{Dealer: r.Auction.Dealer, Vulnerability: r.Board.Vulnerability, Calls: r.Auction.Calls[:i:i]}
	adv, err := b.Advise(a, hand, side)
	if err != nil {
		return nil
	}
	s := &annotate.Suggestion{}
	call, ok := adv.Call()
	if !ok {
		s.Reason = "the system gives no call for this hand here: " + adv.Reason
		return s
	}
	m := adv.Calls[0].Meaning
	s.Call, s.Explanation, s.Constraint, s.Rule = call.Short(), m.Explanation, m.Constraint.String(), m.Rule
	if !r.Board.Known[seat.Partner()] {
		return s
	}
	c, err := b.Complete(a, r.Board.Deal, side, FromRecord(r.Auction.Dealer, r.Auction.Calls))
	if err != nil {
		return s
	}
	for _, x := range c.Auction.Calls {
		s.Auction = append(s.Auction, x.Short())
	}
	switch {
	case c.Ended:
		s.Contract = c.Contract.String()
	case c.Stop != nil:
		s.Reason = fmt.Sprintf("the system's auction stops at call %d, where %s has no system call: %s", c.Stop.Index+1, c.Stop.Seat, c.Stop.Reason)
	}
	return s
}

// testCorpus holds the corpus boards of the tests.
var testCorpus corpusOnce

// TestSuggestCorpusLikeFull: on every corpus board with a deviation (lint
// --side both), Suggest's lean path gives exactly the suggestion the full
// advice and completion give, for each side; the suggestions reach
// contracts and stop in gaps both.
func TestSuggestCorpusLikeFull(t *testing.T) {
	sys := embedded(t)
	cases := corpusBoards(t, sys, &testCorpus)
	b := New(sys)
	got := suggestions(b, cases)
	n, contracts, stops := 0, 0, 0
	for k, c := range cases {
		for side, i := range annotate.FirstDeviations(c.findings) {
			if i < 0 {
				continue
			}
			want := referenceSuggestion(b, c.r, c.findings[i])
			if !reflect.DeepEqual(got[k][side], want) {
				t.Fatalf("%s board %s, call %d: Suggest %+v, full %+v", c.r.Board.File, c.r.Board.Label, c.findings[i].Index+1, got[k][side], want)
			}
			if want != nil {
				n++
				if want.Contract != "" {
					contracts++
				}
				if want.Reason != "" {
					stops++
				}
			}
		}
	}
	t.Logf("%d boards, %d suggestions: %d reach a contract, %d stop", len(cases), n, contracts, stops)
	if n < 1000 || contracts < n/10 || stops < n/10 {
		t.Fatalf("%d suggestions, %d contracts, %d stops: the corpus should give many of each", n, contracts, stops)
	}
}
