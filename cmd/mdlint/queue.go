package main

import "sync"

// maxQueuedEvents is how many events (a board's findings each) one file's
// queue holds before its worker waits for the writer. The writer empties
// the files' queues in input order, so a worker that has finished its
// boards ahead of an earlier, larger file goes on without waiting up to
// this many boards (the 16 a channel held made the second core wait for
// the first file's end); with reorderWindow files in flight the findings
// held stay bounded, however large the files.
const maxQueuedEvents = 1024

// fileQueue carries one file's events from its worker to the writer, in
// order: put waits only when maxQueuedEvents events are waiting, get waits
// for the next event or the end (close). Safe for one producer and one
// consumer.
type fileQueue struct {
	mu     sync.Mutex
	more   sync.Cond // an event was put, or the queue closed
	room   sync.Cond // an event was taken
	evs    []fileEvent
	head   int // evs[head:] are waiting
	closed bool
}

func newFileQueue() *fileQueue {
	q := &fileQueue{}
	q.more.L, q.room.L = &q.mu, &q.mu
	return q
}

// put adds ev, waiting while maxQueuedEvents events are waiting.
func (q *fileQueue) put(ev fileEvent) {
	q.mu.Lock()
	for len(q.evs)-q.head >= maxQueuedEvents {
		q.room.Wait()
	}
	if q.head > 0 && q.head*2 >= len(q.evs) {
		// the taken half goes: the array stays within twice the limit
		n := copy(q.evs, q.evs[q.head:])
		clear(q.evs[n:])
		q.evs, q.head = q.evs[:n], 0
	}
	q.evs = append(q.evs, ev)
	q.mu.Unlock()
	q.more.Signal()
}

// close says no event follows.
func (q *fileQueue) close() {
	q.mu.Lock()
	q.closed = true
	q.mu.Unlock()
	q.more.Signal()
}

// get returns the next event, waiting for it, and false once the queue is
// closed and empty.
func (q *fileQueue) get() (fileEvent, bool) {
	q.mu.Lock()
	for q.head == len(q.evs) && !q.closed {
		q.more.Wait()
	}
	if q.head == len(q.evs) {
		q.mu.Unlock()
		return fileEvent{}, false
	}
	ev := q.evs[q.head]
	q.evs[q.head] = fileEvent{}
	q.head++
	q.mu.Unlock()
	q.room.Signal()
	return ev, true
}
