package main

import (
	"testing"

	"github.com/mdlint/mdlint/annotate"
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
