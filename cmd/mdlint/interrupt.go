package main

import (
	"errors"
	"fmt"
	"os"
	"os/signal"
	"slices"
	"sync"
	"syscall"
	"time"

	"github.com/mdlint/mdlint/internal/input"
	"github.com/mdlint/mdlint/internal/safewrite"
)

// interrupts catches SIGINT (Ctrl-C) and SIGTERM for a command that writes
// files, so that an interrupted run removes its temporary files instead of
// leaving them beside its outputs: at the first signal it calls onSignal
// (which aborts the files being written and refuses new ones), closes
// Done, and after duplicateWindow gives the signals back to their default
// action (a second Ctrl-C ends the process at once), on which the command stops starting
// new work. The command then finishes what is in progress (a commit under
// way completes; an aborted file's writer stops at its next write), says
// what was written and exits with ExitCode.
type interrupts struct {
	ch       chan os.Signal
	caught   chan struct{} // closed at the first signal, before onSignal runs
	done     chan struct{} // closed once onSignal has returned
	ended    chan struct{} // closed by stop
	stopOnce sync.Once
	sig      os.Signal // the first signal; read only after caught is closed
}

// catchInterrupts starts catching SIGINT and SIGTERM; onSignal is called
// once, on the catching goroutine, at the first of them. The caller calls
// stop when its writing is over.
func catchInterrupts(onSignal func()) *interrupts {
	in := &interrupts{ch: make(chan os.Signal, 1), caught: make(chan struct{}), done: make(chan struct{}), ended: make(chan struct{})}
	signal.Notify(in.ch, os.Interrupt, syscall.SIGTERM)
	go func() {
		select {
		case s := <-in.ch:
			in.sig = s
			close(in.caught)
			onSignal()
			close(in.done)
		case <-in.ended:
			return
		}
		// the same signal delivered twice at once is one interrupt:
		// timeout(1) signals the process and then its process group, and
		// a terminal's Ctrl-C reaches every process of the group; only a
		// signal after duplicateWindow is a second Ctrl-C, which has its
		// default effect (the process ends at once)
		t := time.NewTimer(duplicateWindow)
		defer t.Stop()
		for {
			select {
			case <-in.ch:
			case <-t.C:
				signal.Stop(in.ch)
				return
			case <-in.ended:
				return
			}
		}
	}()
	return in
}

// duplicateWindow is how long after the first signal a signal is taken as
// the same one delivered again rather than a second Ctrl-C: 500 ms, far
// above the microseconds between timeout(1)'s two deliveries and below
// the time a user takes to press Ctrl-C again on purpose.
const duplicateWindow = 500 * time.Millisecond

// Done is closed once a signal has arrived and onSignal has returned; nil
// (never closed) for a nil in.
func (in *interrupts) Done() <-chan struct{} {
	if in == nil {
		return nil
	}
	return in.done
}

// readInterrupts catches SIGINT and SIGTERM for a command that reads the
// files and writes what it found on standard output (lint, stats, dump,
// report before its page is written): nothing is aborted at the signal;
// the command starts no file after it (processUntil with Done), finishes
// the files started, so that no line of its output is cut, ends its output
// as a failed run's with the failure interruptedFailure and exits with
// ExitCode. It returns nil (no signal caught: a run waiting for a
// terminal's input ends at the first Ctrl-C) when one of files is standard
// input.
func readInterrupts(files []string) *interrupts {
	if slices.Contains(files, input.StdinName) {
		return nil
	}
	return catchInterrupts(func() {})
}

// interruptedFailure is the failure of a run a signal ended before every
// file was read: "interrupted: 12 of 400 files checked" (verb "checked",
// "counted", "dumped"); "" when no signal arrived (nor for a nil in).
func (in *interrupts) interruptedFailure(done, files int, verb string) string {
	if !in.interrupted() {
		return ""
	}
	return fmt.Sprintf("%s: %d of %s %s", in.name(), done, plural(files, "file"), verb)
}

// interrupted reports whether a signal has arrived (and onSignal has run);
// false for a nil in.
func (in *interrupts) interrupted() bool {
	if in == nil {
		return false
	}
	select {
	case <-in.caught:
		// onSignal may be running (a write it made fail is what asks):
		// the answer waits for it, so that its aborts are done
		<-in.done
		return true
	default:
		return false
	}
}

// stop ends the catching: signals have their default effect again. It
// may be called more than once, and on a nil in.
func (in *interrupts) stop() {
	if in == nil {
		return
	}
	in.stopOnce.Do(func() {
		signal.Stop(in.ch)
		close(in.ended)
	})
}

// ExitCode is the exit status of a run ended by the signal caught: 128 plus
// the signal's number, as a shell reports a process the signal killed (130
// for SIGINT, 143 for SIGTERM). Only meaningful once Done is closed.
func (in *interrupts) ExitCode() int {
	if s, ok := in.sig.(syscall.Signal); ok {
		return 128 + int(s)
	}
	return 130
}

// name is how the run's last line names the signal: "interrupted"
// (SIGINT) or "terminated" (SIGTERM).
func (in *interrupts) name() string {
	if in.sig == syscall.SIGTERM {
		return "terminated"
	}
	return "interrupted"
}

// writeGuard is the files a command that writes a few files at its end
// (report, system export) has under way, for an interrupt: interrupt runs
// every pending abort (the temporary files removed) and makes commit
// refuse; commit and interrupt exclude each other, so that a file is
// either put in place whole or aborted, never both. Its zero value is
// ready.
type writeGuard struct {
	mu          sync.Mutex
	interrupted bool
	aborts      []func()
}

// add registers the abort of a file being written; it reports false (and
// runs abort) when the run is interrupted already.
func (w *writeGuard) add(abort func()) bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.interrupted {
		abort()
		return false
	}
	w.aborts = append(w.aborts, abort)
	return true
}

// abortAll aborts every file registered (a file committed already is left
// as it is: safewrite's Abort after Commit does nothing) and refuses later
// commits: the onSignal of catchInterrupts, and the command's own way out
// on an error, so that the two never abort a file at once.
func (w *writeGuard) abortAll() {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.interrupted = true
	for _, abort := range w.aborts {
		abort()
	}
	w.aborts = nil
}

// commit runs put (a rename into place) unless the run is interrupted,
// when it returns errInterrupted.
func (w *writeGuard) commit(put func() error) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.interrupted {
		return errInterrupted
	}
	return put()
}

// interruptedError is the error of a command a signal ended: what says
// what was (not) written, code is the exit status (interrupts.ExitCode).
// It wraps errInterrupted.
type interruptedError struct {
	code int
	what string
}

// Error returns what was written.
func (e interruptedError) Error() string { return e.what }

// Unwrap returns errInterrupted.
func (e interruptedError) Unwrap() error { return errInterrupted }

// create starts a safewrite file registered with w (its Abort runs at an
// interrupt); it returns errInterrupted, with nothing left behind, when
// the run is interrupted already.
func (w *writeGuard) create(path string, opts safewrite.Options) (*safewrite.File, error) {
	f, err := safewrite.Create(path, opts)
	if err != nil {
		return nil, err
	}
	if !w.add(func() { _ = f.Abort() }) {
		return nil, errInterrupted
	}
	return f, nil
}

// orErr returns err, or, when a signal has arrived, the interruptedError
// saying what: "interrupted: no file was written".
func (in *interrupts) orErr(err error, what string) error {
	if !in.interrupted() {
		return err
	}
	return interruptedError{code: in.ExitCode(), what: in.name() + ": " + what}
}

// exitFor is the exitError of a command's failure: the interrupted exit
// status (130, 143) for an interruptedError, else 2; prefix begins the
// message ("system export").
func exitFor(prefix string, err error) *exitError {
	if ie := (interruptedError{}); errors.As(err, &ie) {
		return &exitError{code: ie.code, err: fmt.Errorf("%s: %s", prefix, ie.what)}
	}
	return &exitError{code: 2, err: fmt.Errorf("%s: %w", prefix, err)}
}
