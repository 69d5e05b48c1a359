package safewrite

import (
	"crypto/sha256"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const (
	original  = "pn|a,b,c,d|mb|1C|mb|p|\n"
	annotated = "pn|a,b,c,d|mb|1C!|an|strong|mb|p|\n"
)

// read opens path as a run does before annotating it: stat, then read all
// of it through the descriptor, hashing the bytes.
func read(t *testing.T, path string) *Original {
	t.Helper()
	o, err := NewOriginal(path)
	require.NoError(t, err)
	t.Cleanup(func() { o.File.Close() })
	h := sha256.New()
	_, err = io.Copy(h, io.NewSectionReader(o.File, 0, o.Info.Size()))
	require.NoError(t, err)
	o.Hash = h.Sum(nil)
	return o
}

func write(t *testing.T, path, content string, opts Options) *File {
	t.Helper()
	f, err := Create(path, opts)
	require.NoError(t, err)
	_, err = io.WriteString(f, content)
	require.NoError(t, err)
	return f
}

func setup(t *testing.T) (dir, path string) {
	dir = t.TempDir()
	path = filepath.Join(dir, "s.lin")
	require.NoError(t, os.WriteFile(path, []byte(original), 0o640))
	return dir, path
}

func content(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	return string(b)
}

// names lists dir's entries.
func names(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	require.NoError(t, err)
	var out []string
	for _, e := range es {
		out = append(out, e.Name())
	}
	return out
}

func TestCommitInPlaceWithBackup(t *testing.T) {
	dir, path := setup(t)
	o := read(t, path)
	require.NoError(t, write(t, path, annotated, Options{Original: o, Backup: true}).Commit())
	assert.Equal(t, annotated, content(t, path))
	assert.Equal(t, original, content(t, path+".orig"))
	st, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o640), st.Mode().Perm(), "the mode is kept")
	assert.ElementsMatch(t, []string{"s.lin", "s.lin.orig"}, names(t, dir), "no temporary file or link is left")
}

// An existing FILE.orig holds the first original: a second backup run
// keeps it.
func TestBackupKeepsTheFirstOriginal(t *testing.T) {
	_, path := setup(t)
	require.NoError(t, os.WriteFile(path+".orig", []byte("first"), 0o644))
	o := read(t, path)
	require.NoError(t, write(t, path, annotated, Options{Original: o, Backup: true}).Commit())
	assert.Equal(t, "first", content(t, path+".orig"))
}

// Two in-place runs with --backup over the same file: the second one to
// commit finds the file replaced and fails, and FILE.orig holds the
// original, never the first run's result. The second run is started
// while the first is between its checks and its rename.
func TestConcurrentBackupRunsKeepTheOriginal(t *testing.T) {
	dir, path := setup(t)
	oa, ob := read(t, path), read(t, path)
	waiting := make(chan struct{})
	errB := make(chan error, 1)
	b := write(t, path, annotated, Options{Original: ob, Backup: true, Hook: func(s Step) error {
		if s == BeforeLock {
			close(waiting)
		}
		return nil
	}})
	a := write(t, path, annotated, Options{Original: oa, Backup: true, Hook: func(s Step) error {
		if s == BeforeRename {
			go func() { errB <- b.Commit() }()
			<-waiting
		}
		return nil
	}})
	require.NoError(t, a.Commit())
	err := <-errB
	require.Error(t, err)
	assert.True(t, errors.Is(err, ErrChanged), "%v", err)
	assert.Equal(t, original, content(t, path+".orig"))
	assert.Equal(t, annotated, content(t, path))
	assert.ElementsMatch(t, []string{"s.lin", "s.lin.orig"}, names(t, dir))
}

// A run that read the file before another run replaced it fails, even with
// the other run long finished (the path names another file now).
func TestCommitAfterAnotherRunReplacedTheFile(t *testing.T) {
	_, path := setup(t)
	oa, ob := read(t, path), read(t, path)
	require.NoError(t, write(t, path, annotated, Options{Original: oa, Backup: true}).Commit())
	err := write(t, path, annotated+"x", Options{Original: ob, Backup: true}).Commit()
	assert.ErrorIs(t, err, ErrChanged)
	assert.Equal(t, original, content(t, path+".orig"))
	assert.Equal(t, annotated, content(t, path))
}

// A write to the file after it was read (here: under the lock, before the
// checks) makes the commit fail and the write is kept.
func TestWriteBeforeTheLastCheckIsKept(t *testing.T) {
	dir, path := setup(t)
	o := read(t, path)
	err := write(t, path, annotated, Options{Original: o, Hook: func(s Step) error {
		if s == Locked {
			appendTo(t, path, "mb|p|\n")
		}
		return nil
	}}).Commit()
	assert.ErrorIs(t, err, ErrChanged)
	assert.Equal(t, original+"mb|p|\n", content(t, path))
	assert.Equal(t, []string{"s.lin"}, names(t, dir))
}

// A write that lands between the last check and the rename (the commit
// window) is not lost: the commit fails and names the file keeping it.
func TestWriteDuringTheRenameIsKept(t *testing.T) {
	dir, path := setup(t)
	o := read(t, path)
	err := write(t, path, annotated, Options{Original: o, Backup: true, Hook: func(s Step) error {
		if s == BeforeRename {
			appendTo(t, path, "mb|p|\n")
		}
		return nil
	}}).Commit()
	require.Error(t, err)
	assert.ErrorIs(t, err, ErrChanged)
	kept := ""
	for _, n := range names(t, dir) {
		if strings.Contains(n, ".mdlint-late-") {
			kept = filepath.Join(dir, n)
		}
	}
	require.NotEmpty(t, kept, "files: %v", names(t, dir))
	assert.Contains(t, err.Error(), kept)
	assert.Equal(t, original+"mb|p|\n", content(t, kept))
}

// The same content written with the same size and time stamp is still
// caught by the content hash.
func TestSameSizeSameTimeRewriteIsCaught(t *testing.T) {
	_, path := setup(t)
	o := read(t, path)
	require.NoError(t, os.WriteFile(path, []byte(strings.Replace(original, "1C", "1D", 1)), 0o640))
	require.NoError(t, os.Chtimes(path, o.Info.ModTime(), o.Info.ModTime()))
	err := write(t, path, annotated, Options{Original: o}).Commit()
	assert.ErrorIs(t, err, ErrChanged)
	assert.Contains(t, content(t, path), "1D")
}

// Without Replace, a target that appears before the rename is kept and
// the commit fails.
func TestNoClobberIsAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.lin")
	err := write(t, path, annotated, Options{Hook: func(s Step) error {
		if s == BeforeRename {
			require.NoError(t, os.WriteFile(path, []byte("theirs"), 0o644))
		}
		return nil
	}}).Commit()
	assert.ErrorIs(t, err, ErrExists)
	assert.Equal(t, "theirs", content(t, path))
	assert.Equal(t, []string{"out.lin"}, names(t, dir))
	require.NoError(t, write(t, path, annotated, Options{Replace: true}).Commit())
	assert.Equal(t, annotated, content(t, path))
}

// Replacing a file with other hard links says so.
func TestHardLinksAreReported(t *testing.T) {
	dir, path := setup(t)
	require.NoError(t, os.Link(path, filepath.Join(dir, "other.lin")))
	o := read(t, path)
	var warned []string
	require.NoError(t, write(t, path, annotated, Options{Original: o, Warn: func(m string) { warned = append(warned, m) }}).Commit())
	require.Len(t, warned, 1)
	assert.Contains(t, warned[0], "2 hard links")
}

func TestAbortLeavesNothing(t *testing.T) {
	dir, path := setup(t)
	require.NoError(t, write(t, path, annotated, Options{Original: read(t, path)}).Abort())
	assert.Equal(t, []string{"s.lin"}, names(t, dir))
	assert.Equal(t, original, content(t, path))
}

// Clean removes the stale temporary files of a crashed run, and leaves a
// live run's (locked) and a newer one alone.
func TestCleanRemovesStaleTemporaryFiles(t *testing.T) {
	dir, path := setup(t)
	old := time.Now().Add(-time.Hour)
	stale := filepath.Join(dir, ".s.lin"+TempMarker+"123")
	require.NoError(t, os.WriteFile(stale, []byte("half"), 0o600))
	require.NoError(t, os.Chtimes(stale, old, old))
	live := write(t, path, annotated, Options{}) // locked by this run
	require.NoError(t, os.Chtimes(live.tmp.Name(), old, old))
	other := filepath.Join(dir, "notes.txt")
	require.NoError(t, os.WriteFile(other, nil, 0o644))
	require.NoError(t, os.Chtimes(other, old, old))
	removed, err := Clean(dir, time.Now())
	require.NoError(t, err)
	assert.Equal(t, []string{stale}, removed)
	assert.FileExists(t, live.tmp.Name())
	assert.FileExists(t, other)
	require.NoError(t, live.Abort())
}

func appendTo(t *testing.T, path, s string) {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	require.NoError(t, err)
	_, err = f.WriteString(s)
	require.NoError(t, err)
	require.NoError(t, f.Close())
}

// New outputs given a Dirs leave their directory's sync to Dirs.Sync: one
// per directory however many files went into it, each directory once, and
// the files are complete under their names at once. Replacing in place
// syncs at once and records nothing.
func TestDirsSyncEachDirectoryOnce(t *testing.T) {
	root := t.TempDir()
	var dirs Dirs
	a, b := filepath.Join(root, "a"), filepath.Join(root, "b")
	for _, p := range []string{filepath.Join(a, "1.lin"), filepath.Join(a, "2.lin"), filepath.Join(b, "3.lin"), filepath.Join(a, "4.lin")} {
		require.NoError(t, write(t, p, annotated, Options{Dirs: &dirs}).Commit())
		assert.Equal(t, annotated, content(t, p))
	}
	assert.Equal(t, []string{a, b}, dirs.order)

	_, path := setup(t)
	o := read(t, path)
	require.NoError(t, write(t, path, annotated, Options{Original: o, Dirs: &dirs}).Commit())
	assert.Equal(t, annotated, content(t, path))
	assert.Equal(t, []string{a, b}, dirs.order, "an in-place commit syncs its directory itself")

	assert.Equal(t, 2, dirs.Sync())
	assert.Equal(t, 0, dirs.Sync(), "a Sync forgets what it synced")
	require.NoError(t, write(t, filepath.Join(b, "5.lin"), annotated, Options{Dirs: &dirs}).Commit())
	assert.Equal(t, 1, dirs.Sync())
}

// Resolve replaces a link's target, not the link; a new output and a file
// under a linked directory are written where they are named (one lstat,
// not one per directory of the path).
func TestResolve(t *testing.T) {
	dir, path := setup(t)
	link := filepath.Join(dir, "link.lin")
	require.NoError(t, os.Symlink(path, link))
	real, err := filepath.EvalSymlinks(path)
	require.NoError(t, err)
	assert.Equal(t, real, Resolve(link))
	assert.Equal(t, path, Resolve(path))
	missing := filepath.Join(dir, "new", "out.lin")
	assert.Equal(t, missing, Resolve(missing))
	linkedDir := filepath.Join(t.TempDir(), "d")
	require.NoError(t, os.Symlink(dir, linkedDir))
	assert.Equal(t, filepath.Join(linkedDir, "s.lin"), Resolve(filepath.Join(linkedDir, "s.lin")))

	// a commit through the link replaces the file it points to
	o := read(t, link)
	require.NoError(t, write(t, link, annotated, Options{Original: o}).Commit())
	assert.Equal(t, annotated, content(t, path))
	st, err := os.Lstat(link)
	require.NoError(t, err)
	assert.NotZero(t, st.Mode()&os.ModeSymlink, "the link is kept")
}

// With a Dirs, Create makes each missing directory once in the run, and
// makes it again when it was removed since (a user who cleared the output
// directory while the run wrote into it): the file is still written.
func TestDirsMakeEachDirectoryOnce(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out", "pbn")
	var dirs Dirs
	require.NoError(t, write(t, filepath.Join(out, "1.pbn"), annotated, Options{Dirs: &dirs}).Commit())
	assert.Equal(t, map[string]bool{out: true}, dirs.made)
	require.NoError(t, os.RemoveAll(filepath.Dir(out)))
	require.NoError(t, write(t, filepath.Join(out, "2.pbn"), annotated, Options{Dirs: &dirs}).Commit())
	assert.Equal(t, annotated, content(t, filepath.Join(out, "2.pbn")))
}

// New outputs given a Dirs share file system syncs: the commits that come
// while a sync runs wait for the next one (the running one may have begun
// before their bytes were written) and that one sync serves them all; each
// file is complete under its name when its Commit returns.
func TestDirsShareFileSystemSyncs(t *testing.T) {
	out := t.TempDir()
	release := make(chan struct{})
	var calls []int // the number of files complete (written) at each sync
	written := 0
	var dirs Dirs
	var mu sync.Mutex
	dirs.syncFS = func(*os.File) error {
		mu.Lock()
		calls = append(calls, written)
		first := len(calls) == 1
		mu.Unlock()
		if first {
			<-release
		}
		return nil
	}
	commit := func(name string, done chan<- error) {
		f := write(t, filepath.Join(out, name), annotated, Options{Dirs: &dirs})
		mu.Lock()
		written++
		mu.Unlock()
		done <- f.Commit()
	}
	first := make(chan error, 1)
	go commit("a.lin", first)
	waitFor(t, func() bool { dirs.mu.Lock(); defer dirs.mu.Unlock(); return dirs.syncing })
	later := make(chan error, 3)
	for _, name := range []string{"b.lin", "c.lin", "d.lin"} {
		go commit(name, later)
	}
	waitFor(t, func() bool { dirs.mu.Lock(); defer dirs.mu.Unlock(); return dirs.waiting == 3 })
	select {
	case err := <-later:
		t.Fatalf("a commit returned (%v) before a sync that began after its bytes were written", err)
	default:
	}
	close(release)
	require.NoError(t, <-first)
	for i := 0; i < 3; i++ {
		require.NoError(t, <-later)
	}
	assert.Equal(t, []int{1, 4}, calls, "two syncs: the first for a.lin, the second for the three written meanwhile")
	for _, name := range []string{"a.lin", "b.lin", "c.lin", "d.lin"} {
		assert.Equal(t, annotated, content(t, filepath.Join(out, name)))
	}
}

// A file system sync that fails (not Linux, an old kernel, an I/O error
// somewhere on the file system) is not the file's error: the commit falls
// back to the file's own fsync, and later commits go straight to theirs.
func TestDirsFallBackToFsync(t *testing.T) {
	out := t.TempDir()
	calls := 0
	dirs := Dirs{syncFS: func(*os.File) error { calls++; return errors.New("syncfs: not supported") }}
	for _, name := range []string{"a.lin", "b.lin"} {
		require.NoError(t, write(t, filepath.Join(out, name), annotated, Options{Dirs: &dirs}).Commit())
		assert.Equal(t, annotated, content(t, filepath.Join(out, name)))
	}
	assert.Equal(t, 1, calls, "tried once")
}

// waitFor polls cond for up to a minute.
func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(time.Minute); !cond(); time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("timed out")
		}
	}
}
