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

// queueBatch is how many events a file's worker gathers before it hands
// them to the writer together: one hand-off (a lock and, when the writer
// waits, a wake-up) per batch instead of one per board.
const queueBatch = 64

// fileQueue carries one file's events from its worker to the writer, in
// order: put gathers queueBatch events and then passes them on, waiting
// only when maxQueuedEvents events are waiting; get waits for the next
// event or the end (close, which passes on the events gathered). Safe for
// one producer and one consumer.
type fileQueue struct {
	mu     sync.Mutex
	more   sync.Cond // events were passed on, or the queue closed
	room   sync.Cond // an event was taken
	evs    []fileEvent
	head   int // evs[head:] are waiting
	closed bool
	// gathered holds the producer's events not yet passed on; only the
	// producer touches it
	gathered []fileEvent
	// handoffs counts the times events were passed on
	handoffs int
}

func newFileQueue() *fileQueue {
	q := &fileQueue{}
	q.more.L, q.room.L = &q.mu, &q.mu
	return q
}

// put adds ev; every queueBatch events it passes them on, waiting while
// maxQueuedEvents events are waiting.
func (q *fileQueue) put(ev fileEvent) {
	q.gathered = append(q.gathered, ev)
	if len(q.gathered) >= queueBatch {
		q.pass(false)
	}
}

// pass hands the gathered events to the consumer, waiting while
// maxQueuedEvents events are waiting; closing says no event follows.
func (q *fileQueue) pass(closing bool) {
	q.mu.Lock()
	for len(q.gathered) > 0 && len(q.evs)-q.head >= maxQueuedEvents {
		q.room.Wait()
	}
	if q.head > 0 && q.head*2 >= len(q.evs) {
		// the taken half goes: the array stays within twice the limit
		n := copy(q.evs, q.evs[q.head:])
		clear(q.evs[n:])
		q.evs, q.head = q.evs[:n], 0
	}
	if len(q.gathered) > 0 {
		q.evs = append(q.evs, q.gathered...)
		q.handoffs++
	}
	q.closed = closing
	q.mu.Unlock()
	q.more.Signal()
	clear(q.gathered)
	q.gathered = q.gathered[:0]
}

// close passes on the events gathered and says no event follows.
func (q *fileQueue) close() { q.pass(true) }

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
