package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/internal/safewrite"
)

// example copies the bundled LIN example into a new directory and returns
// its path and bytes.
func example(t *testing.T) (path string, original []byte) {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("..", "..", "testdata", "examples", "bbo-teams.lin"))
	require.NoError(t, err)
	path = filepath.Join(t.TempDir(), "s.lin")
	require.NoError(t, os.WriteFile(path, src, 0o644))
	return path, src
}

// runCommand runs a command built in the test (so that its commit hook
// can be set: annotate, report) and returns the exit code and stderr.
func runCommand(t *testing.T, c interface{ Run(*Globals) error }) (int, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	g := &Globals{Variant: "brown", Stdout: &stdout, Stderr: &stderr}
	err := c.Run(g)
	if err == nil {
		return 0, stderr.String()
	}
	var e *exitError
	require.True(t, errors.As(err, &e), "%v", err)
	if e.err != nil {
		stderr.WriteString(e.err.Error())
	}
	return e.code, stderr.String()
}

func appendTo(t *testing.T, path, s string) {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	require.NoError(t, err)
	_, err = f.WriteString(s)
	require.NoError(t, err)
	require.NoError(t, f.Close())
}

// An append to the file between annotate's last check and its rename is
// not lost, and the run fails; the summary does not count the file as
// changed.
func TestAnnotateWriteDuringCommitIsAnError(t *testing.T) {
	path, original := example(t)
	c := &AnnotateCmd{SideFlags: SideFlags{Side: "ns"}, InPlace: true, Paths: []string{path},
		hook: func(_ string, s safewrite.Step) error {
			if s == safewrite.BeforeRename {
				appendTo(t, path, "pn|late|\n")
			}
			return nil
		}}
	code, stderr := runCommand(t, c)
	assert.Equal(t, 2, code, stderr)
	assert.Contains(t, stderr, "a write reached it while it was replaced")
	assert.Contains(t, stderr, "0 of 1 file changed")
	var kept string
	entries, _ := os.ReadDir(filepath.Dir(path))
	for _, e := range entries {
		if strings.Contains(e.Name(), ".mdlint-late-") {
			kept = filepath.Join(filepath.Dir(path), e.Name())
		}
	}
	require.NotEmpty(t, kept)
	got, err := os.ReadFile(kept)
	require.NoError(t, err)
	assert.Equal(t, string(original)+"pn|late|\n", string(got))
}

// An append before the last check: the file is not replaced, exit 2.
func TestAnnotateWriteBeforeTheCheckKeepsTheFile(t *testing.T) {
	path, original := example(t)
	c := &AnnotateCmd{SideFlags: SideFlags{Side: "ns"}, InPlace: true, Backup: true, Paths: []string{path},
		hook: func(_ string, s safewrite.Step) error {
			if s == safewrite.Locked {
				appendTo(t, path, "pn|late|\n")
			}
			return nil
		}}
	code, stderr := runCommand(t, c)
	assert.Equal(t, 2, code, stderr)
	assert.Contains(t, stderr, "changed while mdlint read it")
	got, _ := os.ReadFile(path)
	assert.Equal(t, string(original)+"pn|late|\n", string(got))
	assert.NoFileExists(t, path+".orig")
}

// Two annotate --in-place --backup runs over the same file: the one that
// commits second fails (exit 2) and FILE.orig holds the original, never
// annotated text.
func TestAnnotateConcurrentBackupKeepsTheOriginal(t *testing.T) {
	path, original := example(t)
	waiting := make(chan struct{})
	second := make(chan int, 1)
	b := &AnnotateCmd{SideFlags: SideFlags{Side: "ns"}, InPlace: true, Backup: true, Paths: []string{path},
		hook: func(_ string, s safewrite.Step) error {
			if s == safewrite.BeforeLock {
				close(waiting)
			}
			return nil
		}}
	started := false
	a := &AnnotateCmd{SideFlags: SideFlags{Side: "ns"}, InPlace: true, Backup: true, Paths: []string{path},
		hook: func(_ string, s safewrite.Step) error {
			if s == safewrite.Locked && !started {
				// b reads the same original and waits for a's lock
				started = true
				go func() { code, _ := runCommand(t, b); second <- code }()
				<-waiting
			}
			return nil
		}}
	code, stderr := runCommand(t, a)
	require.Equal(t, 0, code, stderr)
	assert.Equal(t, 2, <-second)
	orig, err := os.ReadFile(path + ".orig")
	require.NoError(t, err)
	assert.Equal(t, string(original), string(orig))
	now, _ := os.ReadFile(path)
	assert.NotEqual(t, string(original), string(now))
}

// A folder with a big file first and many small ones after, under a low
// limit of open files: every finished file is committed at once, so the
// run needs a bounded number of descriptors.
func TestAnnotateManyFilesUnderALowDescriptorLimit(t *testing.T) {
	_, original := example(t)
	in := t.TempDir()
	big := bytes.Repeat(original, 40)
	require.NoError(t, os.WriteFile(filepath.Join(in, "a-big.lin"), big, 0o644))
	for i := 0; i < 300; i++ {
		require.NoError(t, os.WriteFile(filepath.Join(in, fmt.Sprintf("f%03d.lin", i)), original, 0o644))
	}
	fds, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		t.Skip("no /proc/self/fd")
	}
	var old syscall.Rlimit
	require.NoError(t, syscall.Getrlimit(syscall.RLIMIT_NOFILE, &old))
	lim := old
	lim.Cur = uint64(len(fds) + 64)
	require.NoError(t, syscall.Setrlimit(syscall.RLIMIT_NOFILE, &lim))
	defer syscall.Setrlimit(syscall.RLIMIT_NOFILE, &old)
	out := filepath.Join(t.TempDir(), "out")
	code, stderr := runCommand(t, &AnnotateCmd{SideFlags: SideFlags{Side: "ns"}, Output: out, Paths: []string{in}})
	require.Equal(t, 0, code, stderr)
	got, err := os.ReadDir(out)
	require.NoError(t, err)
	assert.Len(t, got, 302, "301 files and the output's marker")
}

// A FIFO (what `mdlint annotate <(cat f.lin)` and `/dev/stdin` on a pipe
// are) is read once: the output is the same as from the regular file.
func TestAnnotateReadsAFIFOOnce(t *testing.T) {
	path, original := example(t)
	var want, stderr bytes.Buffer
	require.Equal(t, 0, run([]string{"annotate", "--side", "ns", path}, &want, &stderr), stderr.String())
	require.NotEqual(t, string(original), want.String())
	dir := t.TempDir()
	fifo := filepath.Join(dir, "in.lin")
	require.NoError(t, syscall.Mkfifo(fifo, 0o600))
	go func() {
		f, err := os.OpenFile(fifo, os.O_WRONLY, 0)
		if err != nil {
			return
		}
		f.Write(original)
		f.Close()
	}()
	out := filepath.Join(dir, "out.lin")
	stderr.Reset()
	var stdout bytes.Buffer
	require.Equal(t, 0, run([]string{"annotate", "--side", "ns", "-o", out, fifo}, &stdout, &stderr), stderr.String())
	got, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.Equal(t, want.String(), string(got))
}

// Standard input ("-") is annotated to stdout; it cannot be replaced in
// place.
func TestAnnotateStdin(t *testing.T) {
	path, original := example(t)
	pbnPath := filepath.Join(filepath.Dir(path), "club.pbn")
	src, err := os.ReadFile(filepath.Join("..", "..", "testdata", "examples", "club-evening.pbn"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(pbnPath, src, 0o644))
	var want, stderr bytes.Buffer
	require.Equal(t, 0, run([]string{"annotate", "--side", "ns", pbnPath}, &want, &stderr), stderr.String())
	r, w, err := os.Pipe()
	require.NoError(t, err)
	go func() { w.Write(src); w.Close() }()
	var got bytes.Buffer
	stderr.Reset()
	g := &Globals{Variant: "brown", Stdin: r, Stdout: &got, Stderr: &stderr}
	c := &AnnotateCmd{SideFlags: SideFlags{Side: "ns"}, Paths: []string{"-"}}
	require.NoError(t, c.Run(g), stderr.String())
	assert.Equal(t, want.String(), got.String())
	assert.Contains(t, stderr.String(), "1 of 1 file changed")

	c = &AnnotateCmd{SideFlags: SideFlags{Side: "ns"}, InPlace: true, Paths: []string{"-"}}
	code, msg := runCommand(t, c)
	assert.Equal(t, 2, code)
	assert.Contains(t, msg, "standard input")
	_ = original
}

// The temporary files a crashed run left beside its targets are removed by
// a later run (those older than it and not locked), and nothing else is.
func TestAnnotateCleansStaleTemporaryFiles(t *testing.T) {
	path, _ := example(t)
	dir := filepath.Dir(path)
	old := time.Now().Add(-time.Hour)
	stale := []string{filepath.Join(dir, ".s.lin"+safewrite.TempMarker+"4711"), filepath.Join(dir, ".s.lin.mdlint-123456")}
	for _, s := range stale {
		require.NoError(t, os.WriteFile(s, []byte("half an annotated file"), 0o600))
		require.NoError(t, os.Chtimes(s, old, old))
	}
	mine := filepath.Join(dir, "notes.mdlint-draft")
	require.NoError(t, os.WriteFile(mine, nil, 0o644))
	code, stderr := runCommand(t, &AnnotateCmd{SideFlags: SideFlags{Side: "ns"}, InPlace: true, Paths: []string{path}})
	require.Equal(t, 0, code, stderr)
	for _, s := range stale {
		assert.NoFileExists(t, s)
	}
	assert.FileExists(t, mine)
}

// TestAnnotateOutputsOverlapCommits: annotate -o works on more files at
// once than there are cores, so that one file's commit (the fsyncs of its
// output and directory, which wait for the disk) does not hold up the
// next file: on one core, the first file's commit waits for the second
// file's to begin, which a single file at a time never lets happen.
func TestAnnotateOutputsOverlapCommits(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	a, _ := example(t)
	b := filepath.Join(filepath.Dir(a), "t.lin")
	data, err := os.ReadFile(a)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(b, data, 0o644))
	out := filepath.Join(t.TempDir(), "out")
	second := make(chan struct{})
	c := &AnnotateCmd{SideFlags: SideFlags{Side: "ns"}, Output: out, Paths: []string{a, b},
		hook: func(path string, s safewrite.Step) error {
			if s != safewrite.BeforeRename {
				return nil
			}
			if filepath.Base(path) == "t.lin" {
				close(second)
				return nil
			}
			select {
			case <-second:
				return nil
			case <-time.After(time.Minute):
				return errors.New("the second file was not started while the first was committed")
			}
		}}
	code, stderr := runCommand(t, c)
	require.Equal(t, 0, code, stderr)
	for _, name := range []string{"s.lin", "t.lin"} {
		_, err := os.Stat(filepath.Join(out, name))
		assert.NoError(t, err, name)
	}
}

// TestAnnotateCommitsInTheBackground: a worker hands its finished output
// (-o) to a background commit and goes on with the next file: with the
// commits of the first two files held before their rename (as a slow disk
// holds an fsync) until the third file's commit begins, the run still
// completes, which it cannot when each worker waits for its own commit
// (two workers per core, one core: both would be held). Every file is then
// written, counted and its name made durable.
func TestAnnotateCommitsInTheBackground(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	a, _ := example(t)
	data, err := os.ReadFile(a)
	require.NoError(t, err)
	dir := filepath.Dir(a)
	for _, name := range []string{"t.lin", "u.lin"} {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), data, 0o644))
	}
	out := filepath.Join(t.TempDir(), "out")
	third := make(chan struct{})
	c := &AnnotateCmd{SideFlags: SideFlags{Side: "ns"}, Output: out, Paths: []string{dir},
		hook: func(path string, s safewrite.Step) error {
			if s != safewrite.BeforeRename {
				return nil
			}
			if filepath.Base(path) == "u.lin" {
				close(third)
				return nil
			}
			select {
			case <-third:
				return nil
			case <-time.After(20 * time.Second):
				return errors.New("the third file was not committed while the first two waited")
			}
		}}
	code, stderr := runCommand(t, c)
	require.Equal(t, 0, code, stderr)
	for _, name := range []string{"s.lin", "t.lin", "u.lin"} {
		got, err := os.ReadFile(filepath.Join(out, name))
		require.NoError(t, err, name)
		assert.NotEqual(t, string(data), string(got), "%s is annotated", name)
	}
	assert.Contains(t, stderr, "3 of 3 files changed")
}

// A background commit's error is the file's error, reported when the file
// is: an output that appeared meanwhile is not replaced, the run names it
// and exits 2, and the other file is written.
func TestAnnotateBackgroundCommitErrorIsReported(t *testing.T) {
	a, _ := example(t)
	data, err := os.ReadFile(a)
	require.NoError(t, err)
	dir := filepath.Dir(a)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "t.lin"), data, 0o644))
	out := filepath.Join(t.TempDir(), "out")
	c := &AnnotateCmd{SideFlags: SideFlags{Side: "ns"}, Output: out, Paths: []string{dir},
		hook: func(path string, s safewrite.Step) error {
			if s == safewrite.BeforeRename && filepath.Base(path) == "t.lin" {
				// another program writes the same name first
				return os.WriteFile(path, []byte("theirs"), 0o644)
			}
			return nil
		}}
	code, stderr := runCommand(t, c)
	assert.Equal(t, 2, code, stderr)
	assert.Contains(t, stderr, filepath.Join(out, "t.lin")+" exists; add --force to replace it")
	assert.Contains(t, stderr, "1 of 2 files changed")
	got, err := os.ReadFile(filepath.Join(out, "t.lin"))
	require.NoError(t, err)
	assert.Equal(t, "theirs", string(got), "the other program's file is kept")
	_, err = os.Stat(filepath.Join(out, "s.lin"))
	assert.NoError(t, err)
}

// With --players and -o DIR, a file where none of the players plays is
// not written (the output holds the players' files), and the summary says
// so: it was left out without a word.
func TestAnnotatePlayersCountsFilesWithoutThem(t *testing.T) {
	a, original := example(t)
	dir := filepath.Dir(a)
	others := strings.NewReplacer("Carl Dahl", "Ola Nord", "Gun Holm", "Kim Lund", "Anna Berg", "Eva Ek", "Erik Fors", "Bo Ahl").Replace(string(original))
	require.NotEqual(t, string(original), others)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "others.lin"), []byte(others), 0o644))
	out := filepath.Join(t.TempDir(), "out")
	code, stderr := runCommand(t, &AnnotateCmd{SideFlags: SideFlags{Players: []string{"carl dahl"}}, Output: out, Paths: []string{dir}})
	require.Equal(t, 0, code, stderr)
	assert.NoFileExists(t, filepath.Join(out, "others.lin"))
	got, err := os.ReadFile(filepath.Join(out, "s.lin"))
	require.NoError(t, err)
	assert.NotEqual(t, string(original), string(got), "the player's file is annotated")
	assert.Contains(t, stderr, "1 of 2 files changed")
	assert.Contains(t, stderr, "; 1 file where none of the players plays not written")

	code, stderr = runCommand(t, &AnnotateCmd{SideFlags: SideFlags{Players: []string{"carl dahl"}}, DryRun: true, Paths: []string{dir}})
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, stderr, "; 1 file where none of the players plays unchanged")
}

// Without --side, --players or a configuration's players annotate explains
// both pairs' calls, and says so, as lint says which side it takes: the
// opponents' natural calls get the system's meanings written on them.
func TestAnnotateSaysItTakesBothSides(t *testing.T) {
	a, _ := example(t)
	code, stderr := runCommand(t, &AnnotateCmd{DryRun: true, Paths: []string{a}})
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, stderr, "mdlint: annotate: no --side, --players or players in .mdlint.toml: both pairs' calls are explained by the system")
	code, stderr = runCommand(t, &AnnotateCmd{SideFlags: SideFlags{Side: "both"}, DryRun: true, Paths: []string{a}})
	require.Equal(t, 0, code, stderr)
	assert.NotContains(t, stderr, "no --side")
}

// annotate -o DIR marks DIR (annotate.OutputMarker): a later walk of the
// folder holding it leaves the annotated copies out, so that lint after
// annotate checks each board once; DIR named as an argument is read; a
// folder of the user's named with -o is not marked.
func TestAnnotateOutputIsLeftOutOfLaterWalks(t *testing.T) {
	a, _ := example(t)
	dir := filepath.Dir(a)
	out := filepath.Join(dir, "annotated")
	code, stderr := runCommand(t, &AnnotateCmd{SideFlags: SideFlags{Side: "ns"}, Output: out, Paths: []string{dir}})
	require.Equal(t, 0, code, stderr)
	marker, err := os.ReadFile(filepath.Join(out, annotate.OutputMarker))
	require.NoError(t, err)
	assert.Equal(t, annotate.OutputMarkerText, string(marker))

	var stdout, errs bytes.Buffer
	run([]string{"stats", "--format", "json", dir}, &stdout, &errs)
	assert.Contains(t, errs.String(), out+" skipped, unread: the output of an earlier annotate -o (1 file in it; name it to read it)")
	var alone bytes.Buffer
	run([]string{"stats", "--format", "json", a}, &alone, &bytes.Buffer{})
	assert.Equal(t, alone.String(), strings.ReplaceAll(stdout.String(), dir, a), "the boards of s.lin, once")
	errs.Reset()
	assert.Equal(t, 1, run([]string{"lint", "--side", "ns", out}, &bytes.Buffer{}, &errs), "the output named is read")
	assert.NotContains(t, errs.String(), "skipped")

	mine := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(mine, "notes.txt"), []byte("mine"), 0o644))
	code, stderr = runCommand(t, &AnnotateCmd{SideFlags: SideFlags{Side: "ns"}, Output: mine, Paths: []string{dir}})
	require.Equal(t, 0, code, stderr)
	assert.NoFileExists(t, filepath.Join(mine, annotate.OutputMarker), "a folder that was there is not marked")
}

// With --players, a file without boards is one where none of them plays:
// not written either, so that a run with a misspelt name, which fails,
// leaves no file behind that the corrected run must --force (the
// board-less file was copied and the second run stopped at "exists").
func TestAnnotatePlayersMisspeltLeavesNothingBehind(t *testing.T) {
	a, _ := example(t)
	dir := filepath.Dir(a)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "empty.pbn"), nil, 0o644))
	out := filepath.Join(t.TempDir(), "out")
	code, stderr := runCommand(t, &AnnotateCmd{SideFlags: SideFlags{Players: []string{"Carl Dhal"}}, Output: out, Paths: []string{dir}})
	require.Equal(t, 2, code, stderr)
	assert.Contains(t, stderr, "none of Carl Dhal plays")
	assert.Contains(t, stderr, "empty.pbn: warning: no boards: the file is empty (only blank lines or comments); not written")
	assert.NoFileExists(t, filepath.Join(out, "empty.pbn"))
	assert.NoFileExists(t, filepath.Join(out, "s.lin"))

	code, stderr = runCommand(t, &AnnotateCmd{SideFlags: SideFlags{Players: []string{"Carl Dahl"}}, Output: out, Paths: []string{dir}})
	require.Equal(t, 0, code, stderr)
	assert.FileExists(t, filepath.Join(out, "s.lin"))
	// the empty directory the first run left is marked as the output, so
	// a later walk does not read the annotated copies as well
	assert.FileExists(t, filepath.Join(out, annotate.OutputMarker))
	assert.NoFileExists(t, filepath.Join(out, "empty.pbn"))
	assert.Contains(t, stderr, "1 of 2 files changed")
	assert.Contains(t, stderr, "; 1 file where none of the players plays not written")
}

// A rewrite of the same size that keeps the modification time (an editor
// that restores it, a sync tool) is caught by the content hash of the bytes
// read: the in-place run hashes its input even though lint and annotate -o
// no longer do.
func TestAnnotateInPlaceChecksContent(t *testing.T) {
	path, original := example(t)
	info, err := os.Stat(path)
	require.NoError(t, err)
	c := &AnnotateCmd{SideFlags: SideFlags{Side: "ns"}, InPlace: true, Paths: []string{path},
		hook: func(_ string, s safewrite.Step) error {
			if s == safewrite.Locked {
				f, err := os.OpenFile(path, os.O_WRONLY, 0)
				require.NoError(t, err)
				_, err = f.WriteAt([]byte("%"), 0) // same size, other content
				require.NoError(t, err)
				require.NoError(t, f.Close())
				require.NoError(t, os.Chtimes(path, info.ModTime(), info.ModTime()))
			}
			return nil
		}}
	code, stderr := runCommand(t, c)
	assert.Equal(t, 2, code, stderr)
	assert.Contains(t, stderr, "its content differs")
	got, _ := os.ReadFile(path)
	assert.Equal(t, "%"+string(original[1:]), string(got))
}

// Annotating one file to standard output (no -o, no --in-place) loses no
// byte of a record file without boards: its text reaches stdout unchanged,
// as -o copies it, and the run says so (and, having read no board, still
// exits 2). It wrote nothing to stdout: a pipe into a file emptied it.
// Text that is not records is not copied, and the run says why.
func TestAnnotateStdoutKeepsFileWithoutBoards(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct{ name, text string }{
		{"header.pbn", "% PBN 2.1\r\n% EXPORT\r\n"},
		{"players.lin", "pn|Anna,Bo,Carl,Dora|\n"},
		{"mac.pbn", "% PBN 2.1\r% EXPORT\r{ the games follow next week }\r"},
	} {
		path := filepath.Join(dir, c.name)
		require.NoError(t, os.WriteFile(path, []byte(c.text), 0o644))
		var stdout, stderr bytes.Buffer
		code := run([]string{"annotate", "--side", "ns", path}, &stdout, &stderr)
		assert.Equal(t, 2, code, stderr.String())
		assert.Equal(t, c.text, stdout.String(), "%s: the file's text on stdout", c.name)
		assert.Contains(t, stderr.String(), "; 1 file without boards copied unchanged\n", c.name)
	}
	path := filepath.Join(dir, "letter.txt")
	require.NoError(t, os.WriteFile(path, []byte("Dear partner,\nthe hands follow.\n"), 0o644))
	var stdout, stderr bytes.Buffer
	code := run([]string{"annotate", "--side", "ns", path}, &stdout, &stderr)
	assert.Equal(t, 2, code)
	assert.Empty(t, stdout.String())
	assert.Contains(t, stderr.String(), "letter.txt: error: no boards: the file is not PBN, LIN or a BBO page with handviewer links")
	assert.NotContains(t, stderr.String(), "copied unchanged")
}
