package main

import (
	"testing"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/internal/racebuild"
)

// TestFileQueueHoldsAFileAhead: a worker can put maxQueuedEvents events
// with nobody taking them (a file finished while an earlier one is still
// being written) without waiting, and the writer then gets them in order;
// with a consumer, many times the limit pass through in order and the
// queue's array stays within twice the limit.
func TestFileQueueHoldsAFileAhead(t *testing.T) {
	q := newFileQueue()
	for i := 0; i < maxQueuedEvents; i++ {
		q.put(fileEvent{findings: []annotate.Finding{{Index: i}}})
	}
	for i := 0; i < maxQueuedEvents; i++ {
		ev, ok := q.get()
		if !ok || ev.findings[0].Index != i {
			t.Fatalf("event %d: got %v %v", i, ev.findings, ok)
		}
	}

	const n = 10 * maxQueuedEvents
	done := make(chan int)
	go func() {
		for i := 0; i < n; i++ {
			q.put(fileEvent{findings: []annotate.Finding{{Index: i}}})
		}
		q.close()
	}()
	go func() {
		k := 0
		for {
			ev, ok := q.get()
			if !ok {
				break
			}
			if ev.findings[0].Index != k {
				t.Errorf("event %d came as %d", ev.findings[0].Index, k)
			}
			k++
		}
		done <- k
	}()
	if k := <-done; k != n {
		t.Fatalf("%d events taken, want %d", k, n)
	}
	if c := cap(q.evs); c > 2*maxQueuedEvents+maxQueuedEvents/2 {
		t.Errorf("queue array grew to %d events for a limit of %d", c, maxQueuedEvents)
	}
	if _, ok := q.get(); ok {
		t.Error("event after close")
	}
}

// TestFileQueueBatches: the events of a file reach the writer in batches
// of queueBatch, one hand-off each, and close passes on the rest: 1,000
// events (a file's boards with findings) take 16 hand-offs, not 1,000, and
// come out complete and in order.
func TestFileQueueBatches(t *testing.T) {
	q := newFileQueue()
	const n = 1000
	got := make(chan []int)
	go func() {
		var idx []int
		for {
			ev, ok := q.get()
			if !ok {
				break
			}
			idx = append(idx, ev.findings[0].Index)
		}
		got <- idx
	}()
	for i := 0; i < n; i++ {
		q.put(fileEvent{findings: []annotate.Finding{{Index: i}}})
	}
	q.close()
	idx := <-got
	if len(idx) != n {
		t.Fatalf("%d events taken, want %d", len(idx), n)
	}
	for i, k := range idx {
		if k != i {
			t.Fatalf("event %d came as %d", k, i)
		}
	}
	if want := (n + queueBatch - 1) / queueBatch; q.handoffs != want {
		t.Errorf("%d hand-offs for %d events, want %d", q.handoffs, n, want)
	}
}

// TestFindingsPoolReuses: a board's findings copied into the pool's
// storage and given back once written cost no allocation for the next
// board, and the copy holds the findings.
func TestFindingsPoolReuses(t *testing.T) {
	p := &findingsPool{}
	fs := []annotate.Finding{{Index: 1, Message: "a"}, {Index: 2, Message: "b"}, {Index: 3}}
	s := p.copy(fs)
	if len(*s) != 3 || (*s)[1].Message != "b" || &(*s)[0] == &fs[0] {
		t.Fatalf("copy gave %v", *s)
	}
	p.put(s)
	p.put(nil)
	racebuild.SkipAllocBound(t)
	if n := testing.AllocsPerRun(100, func() { p.put(p.copy(fs)) }); n > 0.1 {
		t.Errorf("%.2f allocations per board, want 0", n)
	}
}
