//go:build unix

package main

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/mdlint/mdlint/internal/safewrite"
	"github.com/mdlint/mdlint/internal/sharedtest"
)

// interruptCopies is how many copies of a 1.3 MB corpus file an
// interrupted run gets: enough that the signal comes long before the end.
const interruptCopies = 40

// interruptInput writes interruptCopies copies of lorserker's BBA file
// (2,231 boards) into a new directory and returns it and the file's bytes.
func interruptInput(t *testing.T) (dir string, data []byte) {
	t.Helper()
	data, err := os.ReadFile(sharedtest.Path(t, "corpus", "pbn", "lorserker__ben__Boards__BBA__1C-P-1D-P-1H-P-1S.pbn"))
	if err != nil {
		t.Fatal(err)
	}
	dir = t.TempDir()
	for i := range interruptCopies {
		if err := os.WriteFile(filepath.Join(dir, "club"+strconv.Itoa(i)+".pbn"), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir, data
}

// startAndSignal starts mdlint (the test binary TestMain put in PATH as
// mdlint) with args, waits until a temporary file of safewrite appears in
// watch (a file is being written), sends sig and returns the exit status
// and standard error.
func startAndSignal(t *testing.T, watch string, sig syscall.Signal, args ...string) (int, string) {
	t.Helper()
	return startAndSignalN(t, watch, sig, 1, args...)
}

// startAndSignalN is startAndSignal sending sig n times, 5 ms apart: a
// signal delivered again soon after the first, as timeout(1) does (to the
// process, then to its group), late enough that the first one is handled.
// A run that has ended before a later signal is not an error.
func startAndSignalN(t *testing.T, watch string, sig syscall.Signal, n int, args ...string) (int, string) {
	t.Helper()
	cmd := exec.Command("mdlint", args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	deadline := time.Now().Add(5 * time.Minute)
	for len(tempFiles(t, watch)) == 0 {
		select {
		case err := <-exited:
			t.Fatalf("mdlint ended before any file was being written (%v): %s", err, stderr.String())
		default:
		}
		if time.Now().After(deadline) {
			_ = cmd.Process.Kill()
			t.Fatal("no file was being written after 5 minutes")
		}
		time.Sleep(2 * time.Millisecond)
	}
	for i := range n {
		if i > 0 {
			time.Sleep(5 * time.Millisecond)
		}
		if err := cmd.Process.Signal(sig); err != nil && (i == 0 || !errors.Is(err, os.ErrProcessDone)) {
			t.Fatal(err)
		}
	}
	return exitAfterSignal(t, cmd, exited, &stderr), stderr.String()
}

// exitAfterSignal waits up to 5 minutes for cmd, signalled, to end (exited
// receives its Wait) and returns its exit status: -1 when the signal
// killed it. It fails the test, with stderr, when cmd does not end.
func exitAfterSignal(t *testing.T, cmd *exec.Cmd, exited <-chan error, stderr *bytes.Buffer) int {
	t.Helper()
	var err error
	select {
	case err = <-exited:
	case <-time.After(5 * time.Minute):
		_ = cmd.Process.Kill()
		t.Fatalf("mdlint did not end within 5 minutes of the signal: %s", stderr.String())
	}
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return 0
}

// tempFiles returns the temporary files of safewrite (and its keep links)
// under dir.
func tempFiles(t *testing.T, dir string) []string {
	t.Helper()
	var found []string
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && (strings.Contains(d.Name(), safewrite.TempMarker) || strings.Contains(d.Name(), ".mdlint-old-")) {
			found = append(found, p)
		}
		return nil
	})
	return found
}

// annotatedOnce returns what annotate --side ns writes for data, read
// from a file of its own.
func annotatedOnce(t *testing.T, data []byte) []byte {
	t.Helper()
	dir := t.TempDir()
	in := filepath.Join(dir, "one.pbn")
	if err := os.WriteFile(in, data, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("mdlint", "annotate", "--side", "ns", in).Output()
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(out, data) {
		t.Fatal("annotate changed nothing: the test cannot tell a written file from its input")
	}
	return out
}

// TestInterruptAnnotateOutputDir: Ctrl-C during annotate -o DIR leaves no
// temporary file, every file in DIR is the whole annotated file, the run
// says how many were written (fewer than all: no file is started after the
// signal) and exits 130, as a shell reports a run Ctrl-C ended.
func TestInterruptAnnotateOutputDir(t *testing.T) {
	in, data := interruptInput(t)
	want := annotatedOnce(t, data)
	out := filepath.Join(t.TempDir(), "out")
	code, stderr := startAndSignal(t, out, syscall.SIGINT, "annotate", "--side", "ns", "-o", out, in)
	if code != 130 {
		t.Fatalf("exit status %d, want 130; stderr:\n%s", code, stderr)
	}
	if left := tempFiles(t, out); len(left) > 0 {
		t.Fatalf("temporary files left: %v", left)
	}
	m := regexp.MustCompile(`(?m)^mdlint: annotate: interrupted: (\d+) of 40 files written to .*; the others were not written \(no temporary file is left\): run again with --force to write them all$`).FindStringSubmatch(stderr)
	if m == nil {
		t.Fatalf("no interrupted line in stderr:\n%s", stderr)
	}
	if strings.Contains(stderr, "error") || strings.Contains(stderr, "explained") {
		t.Errorf("stderr has more than the interrupted line:\n%s", stderr)
	}
	entries, err := os.ReadDir(out)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		t.Fatal(err)
	}
	for _, e := range entries {
		got, err := os.ReadFile(filepath.Join(out, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s: %d bytes, not the whole annotated file (%d bytes)", e.Name(), len(got), len(want))
		}
	}
	if n, _ := strconv.Atoi(m[1]); n != len(entries) || n >= interruptCopies {
		t.Errorf("the run says %s files written; %d are there, of %d", m[1], len(entries), interruptCopies)
	}
}

// TestInterruptTwiceAtOnce: the same SIGINT delivered twice at once (as
// timeout -s INT sends it) is one interrupt, not a second Ctrl-C that ends
// the run at once and leaves its temporary files.
func TestInterruptTwiceAtOnce(t *testing.T) {
	in, _ := interruptInput(t)
	out := filepath.Join(t.TempDir(), "out")
	code, stderr := startAndSignalN(t, out, syscall.SIGINT, 2, "annotate", "--side", "ns", "-o", out, in)
	if code != 130 {
		t.Fatalf("exit status %d, want 130; stderr:\n%s", code, stderr)
	}
	if left := tempFiles(t, out); len(left) > 0 {
		t.Fatalf("temporary files left: %v", left)
	}
	if !strings.Contains(stderr, "mdlint: annotate: interrupted: ") {
		t.Fatalf("no interrupted line in stderr:\n%s", stderr)
	}
}

// TestInterruptAnnotateInPlace: SIGTERM during annotate --in-place --backup
// leaves no temporary file among the records; each file is the original or
// the whole annotated file, each annotated one has its .orig, the run says
// how many it rewrote and exits 143 (128 + SIGTERM).
func TestInterruptAnnotateInPlace(t *testing.T) {
	dir, data := interruptInput(t)
	want := annotatedOnce(t, data)
	code, stderr := startAndSignal(t, dir, syscall.SIGTERM, "annotate", "--side", "ns", "--in-place", "--backup", dir)
	if code != 143 {
		t.Fatalf("exit status %d, want 143; stderr:\n%s", code, stderr)
	}
	if left := tempFiles(t, dir); len(left) > 0 {
		t.Fatalf("temporary files left: %v", left)
	}
	m := regexp.MustCompile(`(?m)^mdlint: annotate: terminated: (\d+) of 40 files rewritten in place; the others are as they were \(no temporary file is left\): run again to annotate them$`).FindStringSubmatch(stderr)
	if m == nil {
		t.Fatalf("no terminated line in stderr:\n%s", stderr)
	}
	rewritten := 0
	for i := range interruptCopies {
		p := filepath.Join(dir, "club"+strconv.Itoa(i)+".pbn")
		got, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		orig, err := os.ReadFile(p + ".orig")
		switch {
		case bytes.Equal(got, data):
			if err == nil {
				t.Errorf("%s: unchanged, but has a .orig", p)
			}
		case bytes.Equal(got, want):
			rewritten++
			if !bytes.Equal(orig, data) {
				t.Errorf("%s: annotated, but its .orig is not the original (%v)", p, err)
			}
		default:
			t.Errorf("%s: %d bytes, neither the original nor the whole annotated file", p, len(got))
		}
	}
	if n, _ := strconv.Atoi(m[1]); n != rewritten || n >= interruptCopies {
		t.Errorf("the run says %s files rewritten; %d are, of %d", m[1], rewritten, interruptCopies)
	}
}

// interruptSelf sends SIGINT to the test's own process and waits (a
// minute at most) until seen is closed.
func interruptSelf(t *testing.T, seen <-chan struct{}) {
	t.Helper()
	if err := syscall.Kill(os.Getpid(), syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	select {
	case <-seen:
	case <-time.After(time.Minute):
		t.Fatal("no interrupt seen within a minute")
	}
}

// TestCatchInterrupts: the first SIGINT runs onSignal once and closes
// Done; the exit status is 130 and the run is "interrupted". After stop,
// catching has ended (Done stays open for a catcher that saw no signal).
func TestCatchInterrupts(t *testing.T) {
	calls := 0
	in := catchInterrupts(func() { calls++ })
	defer in.stop()
	interruptSelf(t, in.Done())
	if calls != 1 || !in.interrupted() || in.ExitCode() != 130 || in.name() != "interrupted" {
		t.Fatalf("onSignal ran %d times, interrupted %v, exit %d, %q; want 1, true, 130, interrupted", calls, in.interrupted(), in.ExitCode(), in.name())
	}
	quiet := catchInterrupts(func() { t.Error("onSignal without a signal") })
	quiet.stop()
	quiet.stop() // twice is fine
	if quiet.interrupted() {
		t.Fatal("interrupted without a signal")
	}
}

// TestCatchInterruptsDuplicate: a SIGINT soon after the first (within
// duplicateWindow, as timeout(1) delivers its signal twice) is the same
// interrupt: onSignal does not run again and the process is not ended by
// it (with the signal's default action back at once, this test's own
// process would die here).
func TestCatchInterruptsDuplicate(t *testing.T) {
	calls := 0
	in := catchInterrupts(func() { calls++ })
	defer in.stop()
	interruptSelf(t, in.Done())
	if err := syscall.Kill(os.Getpid(), syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	time.Sleep(duplicateWindow / 5)
	if calls != 1 || in.ExitCode() != 130 {
		t.Fatalf("onSignal ran %d times, exit %d; want 1, 130", calls, in.ExitCode())
	}
}

// TestInterruptedWhileAborting: asked while onSignal is still aborting
// (a write that failed because the abort closed its file asks at once),
// interrupted says yes and answers only once the aborts are done, so the
// run reports the interrupt, not the closed file (report and system
// export said "file already closed" and exited 2).
func TestInterruptedWhileAborting(t *testing.T) {
	started, aborted := make(chan struct{}), false
	in := catchInterrupts(func() {
		close(started)
		time.Sleep(50 * time.Millisecond)
		aborted = true
	})
	defer in.stop()
	interruptSelf(t, started)
	if !in.interrupted() || !aborted {
		t.Fatalf("interrupted while aborting: %v, the aborts done: %v; want true, true", in.interrupted(), aborted)
	}
	err := in.orErr(errors.New("write: file already closed"), "no report was written")
	if ie := (interruptedError{}); !errors.As(err, &ie) || ie.code != 130 {
		t.Fatalf("orErr gave %v, want the interrupted error with exit 130", err)
	}
}

// TestWriteGuard: once aborted, every registered file's abort has run,
// commit refuses (the rename does not happen) and a file registered later
// is aborted at once; before, commit runs the rename.
func TestWriteGuard(t *testing.T) {
	dir := t.TempDir()
	var w writeGuard
	put := func(name string) func() error {
		return func() error { return os.WriteFile(filepath.Join(dir, name), []byte("x"), 0o644) }
	}
	f, err := w.create(filepath.Join(dir, "a.html"), safewrite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := w.commit(put("before")); err != nil {
		t.Fatal(err)
	}
	w.abortAll()
	if err := w.commit(put("after")); !errors.Is(err, errInterrupted) {
		t.Fatalf("commit after abortAll: %v, want errInterrupted", err)
	}
	if err := f.Commit(); err == nil {
		t.Fatal("the aborted file could still be committed")
	}
	if _, err := w.create(filepath.Join(dir, "b.html"), safewrite.Options{}); !errors.Is(err, errInterrupted) {
		t.Fatalf("create after abortAll: %v, want errInterrupted", err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 || entries[0].Name() != "before" {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Fatalf("the directory holds %v, want only before (no temporary file)", names)
	}
}
