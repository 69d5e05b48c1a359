package annotate

import (
	"bufio"
	"io"
	"sync"

	"github.com/mdlint/mdlint/sniff"
)

// Buffers lends what reading and linting a file needs, and what stays
// the same size from file to file, to one file after another of a run:
// the read-ahead of OpenReader (sniff.HeadSize, 64 KiB), the window of the
// findings' columns (readBack, 32 KiB) and the boards' work items with
// their replays' arrays. A run over many files then allocates them once
// per file processed at the same time instead of once per file (a run
// over 1,260 files allocated about 150 MB of them). One Buffers belongs to
// one run (Job.Buffers); it is safe for concurrent use by the files of
// the run, and the zero value is ready. Nothing in it outlives the run.
type Buffers struct {
	mu      sync.Mutex
	readers []*bufio.Reader
	windows [][]byte
	work    []*boardWork
	spares  readerSpares // board readers (files.go)
}

// maxLentWork bounds the work items a Buffers keeps between files: the
// boards in flight of the files processed at the same time.
const maxLentWork = 1024

// reader returns a read-ahead buffer of sniff.HeadSize bytes over r: one a
// finished file gave back (putReader), or a new one. A nil b gives a new
// one.
func (b *Buffers) reader(r io.Reader) *bufio.Reader {
	if b != nil {
		b.mu.Lock()
		if n := len(b.readers); n > 0 {
			br := b.readers[n-1]
			b.readers[n-1] = nil
			b.readers = b.readers[:n-1]
			b.mu.Unlock()
			br.Reset(r)
			return br
		}
		b.mu.Unlock()
	}
	return bufio.NewReaderSize(r, sniff.HeadSize)
}

// window returns a readBack window's storage (readBackWindow bytes), or
// nil when b is nil (the readBack then makes its own).
func (b *Buffers) window() []byte {
	if b == nil {
		return nil
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if n := len(b.windows); n > 0 {
		w := b.windows[n-1]
		b.windows[n-1] = nil
		b.windows = b.windows[:n-1]
		return w
	}
	return nil
}

// takeWork moves the work items b keeps (up to max) to dst, for the
// boards of a file about to be read.
func (b *Buffers) takeWork(dst []*boardWork, max int) []*boardWork {
	if b == nil {
		return dst
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	n := min(len(b.work), max)
	dst = append(dst, b.work[len(b.work)-n:]...)
	clear(b.work[len(b.work)-n:])
	b.work = b.work[:len(b.work)-n]
	return dst
}

// giveBack keeps what a finished file no longer uses: its read-ahead
// buffer (no longer read: the file's board reader is dropped), its
// readBack window (nil when it never read one) and its committed work
// items. A nil b drops them.
func (b *Buffers) giveBack(br *bufio.Reader, window []byte, work []*boardWork) {
	if b == nil {
		return
	}
	if br != nil {
		br.Reset(nil) // keeps no reference to the file
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if br != nil {
		b.readers = append(b.readers, br)
	}
	if cap(window) >= readBackWindow {
		b.windows = append(b.windows, window[:readBackWindow])
	}
	for _, w := range work {
		if len(b.work) >= maxLentWork {
			break
		}
		b.work = append(b.work, w)
	}
}
