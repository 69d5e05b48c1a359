package main

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/internal/safewrite"
)

// TestInterruptDuringCommit: an interrupt that comes while one file's
// commit is under way (between its last check and its rename) lets that
// commit complete, aborts the file still being written (its temporary
// file removed, nothing under its name), and makes every later create
// fail; the counts say one file written, the other dropped by the
// interrupt.
func TestInterruptDuringCommit(t *testing.T) {
	dir := t.TempDir()
	a, b, c := target{path: filepath.Join(dir, "a.pbn")}, target{path: filepath.Join(dir, "b.pbn")}, target{path: filepath.Join(dir, "c.pbn")}
	o := &outputs{open: map[string]*pendingOutput{}, diffs: map[string]*pendingDiff{}}
	o.hook = func(path string, s safewrite.Step) error {
		if path == a.path && s == safewrite.BeforeRename {
			o.interrupt()
		}
		return nil
	}
	wa, err := o.create(a)
	if err != nil {
		t.Fatal(err)
	}
	wb, err := o.create(b)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := wa.Write([]byte("[Board \"1\"]\n")); err != nil {
		t.Fatal(err)
	}
	if _, err := wb.Write([]byte("[Board \"2\"]\n")); err != nil {
		t.Fatal(err)
	}
	if err := o.finish(a, &annotate.FileResult{Path: "a"}, nil, false); err != nil {
		t.Fatalf("the commit under way: %v", err)
	}
	if err := o.commitResult(a); err != nil {
		t.Fatalf("the commit under way: %v", err)
	}
	if got, err := os.ReadFile(a.path); err != nil || string(got) != "[Board \"1\"]\n" {
		t.Fatalf("a.pbn: %q, %v; want the whole file", got, err)
	}
	if err := o.finish(b, &annotate.FileResult{Path: "b"}, nil, false); err != nil {
		t.Fatalf("finishing the aborted file: %v", err)
	}
	if _, err := os.Stat(b.path); !os.IsNotExist(err) {
		t.Fatalf("b.pbn was written (%v); the interrupt aborted it", err)
	}
	if _, err := o.create(c); !errors.Is(err, errInterrupted) {
		t.Fatalf("create after the interrupt: %v, want errInterrupted", err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 1 || entries[0].Name() != "a.pbn" {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Fatalf("the directory holds %v, want a.pbn only (no temporary file)", names)
	}
	if o.abortedByInterrupt(a) || !o.abortedByInterrupt(b) || !o.abortedByInterrupt(c) {
		t.Errorf("aborted by the interrupt: a %v, b %v, c %v; want false, true, true", o.abortedByInterrupt(a), o.abortedByInterrupt(b), o.abortedByInterrupt(c))
	}
	if n := o.writtenCount(); n != 1 {
		t.Errorf("%d files counted as written, want 1", n)
	}
}

// TestProcessUntilStops: once stop is closed no file is started or
// emitted; with stop open (or nil) every file is emitted, in order.
func TestProcessUntilStops(t *testing.T) {
	// files without boards: read without a system
	dir := t.TempDir()
	files := []string{filepath.Join(dir, "a.pbn"), filepath.Join(dir, "b.lin")}
	for _, f := range files {
		if err := os.WriteFile(f, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	g := &Globals{Stderr: os.Stderr}
	run := func(stop <-chan struct{}) []string {
		var got []string
		processUntil(g, stop, files, oneJob(annotate.Job{}), nil, nil, func(res annotate.FileResult) { got = append(got, res.Path) })
		return got
	}
	if got := run(nil); len(got) != 2 || got[0] != files[0] || got[1] != files[1] {
		t.Fatalf("without a stop: %v, want %v", got, files)
	}
	stopped := make(chan struct{})
	close(stopped)
	if got := run(stopped); len(got) != 0 {
		t.Fatalf("stopped before the start: %v emitted, want none", got)
	}
}
