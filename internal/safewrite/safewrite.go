// Package safewrite is mdlint's one way of writing a file: the new bytes go
// to a temporary file beside the target, and Commit puts them in place with
// a rename, so a reader sees the old file or the whole new one, never half
// of it. Every command that writes a file goes through it.
//
// Replacing a file the program read (annotate --in-place) is the delicate
// case. Commit then takes an advisory lock (flock) on the original, so two
// mdlint runs over the same file commit one after the other; checks, under
// the lock and just before the rename, that the path still names the file
// that was read with the same size, modification time and content hash;
// keeps the original reachable through a hard link while it renames (and as
// FILE.orig with a backup, made by link or exclusive create, so it is never
// a copy of someone else's result); and after the rename checks that no
// write reached the original in between. Whenever one of these checks
// fails, Commit returns an error and nothing is lost: the target keeps the
// other writer's bytes, or the late write is kept beside it under a name the
// error gives. A lost race is always an error.
//
// A new file (no original) is made durable before its name appears: with
// Options.Dirs, by a sync of its whole file system shared by the run's
// other new files (Linux's syncfs: one per batch of files, not one fsync
// per file), else by its own fsync.
//
// Temporary files are named ".NAME.mdlint-tmp-RANDOM" and are locked while
// in use; Clean removes the ones a crashed run left behind.
//
// Options.Hook is a seam for tests: it is called between the steps of
// Commit, so that a test can write to the file, start another commit or
// fail at exactly that point.
package safewrite

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Step names a point between two steps of Commit, for Options.Hook.
type Step int

const (
	// BeforeLock: the temporary file is complete and synced; next Commit
	// waits for the lock on the original (in place only).
	BeforeLock Step = iota
	// Locked: the lock is held (in place only); next come the checks.
	Locked
	// BeforeRename: every check passed and the original is linked
	// (backup, keep link); next is the rename.
	BeforeRename
	// Renamed: the new file is in place; next is the check for a late
	// write to the original (in place only).
	Renamed
)

// String names the step: "before-lock", "locked", "before-rename", "renamed".
func (s Step) String() string {
	return [...]string{"before-lock", "locked", "before-rename", "renamed"}[s]
}

// Original is the file a result was computed from, as it was read: Commit
// replaces it only if it is still exactly this.
type Original struct {
	// File is the descriptor the original was read through. It stays
	// open until Commit or Abort returns; Commit locks it and reads it
	// again for the content check.
	File *os.File
	// Info is File's stat when the reading started.
	Info os.FileInfo
	// Hash is the SHA-256 of the bytes read (nil: no content check).
	Hash []byte
}

// NewOriginal opens path for reading and records its stat: the starting
// point of a read that may end in an in-place Commit. It returns the open
// error, or an error when path is not a regular file.
func NewOriginal(path string) (*Original, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if !st.Mode().IsRegular() {
		f.Close()
		return nil, fmt.Errorf("%s is not a regular file", path)
	}
	return &Original{File: f, Info: st}, nil
}

// Options say how Create's file is committed.
type Options struct {
	// Original, when set, makes the commit a replacement of the file that
	// was read (in place): the target must still be that file.
	Original *Original
	// Backup, with Original, keeps the original as TARGET.orig (a hard
	// link, or an exclusive-create copy where links are not supported).
	// An existing TARGET.orig is kept: it holds the first original.
	Backup bool
	// Replace, without Original, lets Commit replace an existing target;
	// without it the target must not exist when Commit renames (checked
	// atomically with a hard link).
	Replace bool
	// Warn, when set, receives what the replacement loses that is not an
	// error: a hard link broken, an owner that could not be kept.
	Warn func(msg string)
	// Hook, when set, is called between the steps of Commit (tests only).
	// An error from it aborts the commit with that error.
	Hook func(step Step) error
	// Dirs, when set on a write without Original (a new output, -o),
	// takes the fsync of the target's directory that makes the new name
	// durable: Commit records the directory there, and the caller syncs
	// every recorded directory once (Dirs.Sync) before it reports the run
	// as done. The file's own bytes are still synced before its name
	// appears (by a file system sync shared with the run's other new
	// files, Dirs.syncData), so a crash before Dirs.Sync loses at most
	// names that had not reached the disk, never a half-written file.
	// Replacing a file in place always syncs the file and its directory
	// on their own, at once.
	Dirs *Dirs
}

// Dirs is a set of directories whose new entries are made durable
// together: one fsync per directory for a run that writes many files
// into it, instead of one per file. It also remembers the directories
// Create made sure exist, so that a run makes each once, and shares the
// file system syncs that make the new files' bytes durable (syncData).
// Its methods are safe for concurrent use; the zero value is ready.
type Dirs struct {
	mu    sync.Mutex
	order []string
	seen  map[string]bool
	// made holds the directories Create has made sure exist in this run:
	// each is created (MkdirAll) once, not once per file
	made map[string]bool
	// the file system syncs shared by the commits (syncData): started and
	// finished count them, syncing is set while one runs, synced wakes
	// the commits waiting for one; noSyncFS is set once one failed
	synced            *sync.Cond
	started, finished uint64
	syncing, noSyncFS bool
	waiting           int                  // commits waiting for a sync under way (tests)
	syncFS            func(*os.File) error // nil: the system's (tests set their own)
}

// syncData makes the bytes of f, a temporary file whose writing is done,
// durable before its name appears: through a sync of its whole file system
// (syncFS) that begins after this call, shared by every commit that waits
// at the same time, so that a run writing many files makes one sync per
// batch instead of one fsync per file; or, where there is no such sync or
// one failed, with f's own fsync (whose error is then f's). d nil: f's
// own fsync.
func (d *Dirs) syncData(f *os.File) error {
	if d == nil {
		return f.Sync()
	}
	d.mu.Lock()
	if d.synced == nil {
		d.synced = sync.NewCond(&d.mu)
	}
	// a sync under way may have begun before f was complete: the next one
	need := d.started + 1
	for d.finished < need && !d.noSyncFS {
		if d.syncing {
			d.waiting++
			d.synced.Wait()
			d.waiting--
			continue
		}
		d.syncing = true
		d.started++
		gen := d.started
		syncNow := d.syncFS
		if syncNow == nil {
			syncNow = syncFS
		}
		d.mu.Unlock()
		err := syncNow(f)
		d.mu.Lock()
		d.syncing = false
		if err != nil {
			d.noSyncFS = true
		} else {
			d.finished = gen
		}
		d.synced.Broadcast()
	}
	done := d.finished >= need
	d.mu.Unlock()
	if done {
		return nil
	}
	return f.Sync()
}

// ensure makes sure dir exists: MkdirAll once per directory for a Dirs,
// at every call without one (d nil). again forgets that dir was made (it
// was removed during the run) and makes it anew.
func (d *Dirs) ensure(dir string, again bool) error {
	if d == nil {
		return os.MkdirAll(dir, 0o755)
	}
	d.mu.Lock()
	made := d.made[dir] && !again
	d.mu.Unlock()
	if made {
		return nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	d.mu.Lock()
	if d.made == nil {
		d.made = map[string]bool{}
	}
	d.made[dir] = true
	d.mu.Unlock()
	return nil
}

func (d *Dirs) add(dir string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.seen == nil {
		d.seen = map[string]bool{}
	}
	if !d.seen[dir] {
		d.seen[dir] = true
		d.order = append(d.order, dir)
	}
}

// Sync fsyncs each directory recorded since the last Sync once, in the
// order they were first recorded, and forgets them. Like every directory
// sync of this package it ignores the errors of file systems that cannot
// sync a directory; it returns the number of directories synced.
func (d *Dirs) Sync() int {
	d.mu.Lock()
	dirs := d.order
	d.order, d.seen = nil, nil
	d.mu.Unlock()
	for _, dir := range dirs {
		syncDir(dir)
	}
	return len(dirs)
}

// syncNewName makes the new entry for the target durable: at once, or
// through Options.Dirs.
func (f *File) syncNewName() error {
	dir := filepath.Dir(f.target)
	if f.opts.Dirs != nil {
		f.opts.Dirs.add(dir)
		return nil
	}
	return syncDir(dir)
}

// TempMarker is in the name of every temporary file: ".NAME" + TempMarker +
// random letters.
const TempMarker = ".mdlint-tmp-"

// keepMarker is in the name of the link that keeps the original reachable
// during the rename: ".NAME" + keepMarker + random letters.
const keepMarker = ".mdlint-old-"

// ErrChanged is wrapped by the errors of Commit when the target is no
// longer what was read, and when a write reached it during the commit.
var ErrChanged = errors.New("the file changed while mdlint read it")

// ErrExists is wrapped by the error of Commit when the target exists and
// Options.Replace is not set.
var ErrExists = errors.New("file exists")

// File is a pending write: bytes written go to the temporary file; Commit
// puts them in place, Abort drops them.
type File struct {
	target string // links resolved
	opts   Options
	tmp    *os.File
	buf    *bufio.Writer
	done   bool
}

// Create starts a write of target (a link is resolved, so that the file it
// points to is replaced and the link kept: Resolve). The directory is
// created when missing (with Options.Dirs, once per directory in the run).
// It returns the error of creating the directory or the temporary file.
func Create(target string, opts Options) (*File, error) {
	target = Resolve(target)
	dir := filepath.Dir(target)
	if err := opts.Dirs.ensure(dir, false); err != nil {
		return nil, err
	}
	prefix := "." + filepath.Base(target) + TempMarker
	tmp, err := createTemp(dir, prefix)
	if errors.Is(err, fs.ErrNotExist) && opts.Dirs != nil {
		// the directory made earlier in the run was removed since
		if err = opts.Dirs.ensure(dir, true); err == nil {
			tmp, err = createTemp(dir, prefix)
		}
	}
	if err != nil {
		return nil, err
	}
	// locked while in use, so that Clean in another run leaves it alone
	_ = lock(tmp, false)
	return &File{target: target, opts: opts, tmp: tmp, buf: bufio.NewWriterSize(tmp, 64<<10)}, nil
}

// Resolve is the file a write of path replaces: path itself, unless path
// is a symbolic link, whose target it then returns (so that the file the
// link points to is replaced and the link kept). A path that does not
// exist, or whose link cannot be resolved, is returned as it is. It costs
// one lstat for a path that is not a link (a new output of -o), where
// resolving every directory of the path would cost one per component.
func Resolve(path string) string {
	st, err := os.Lstat(path)
	if err != nil || st.Mode()&fs.ModeSymlink == 0 {
		return path
	}
	if real, err := filepath.EvalSymlinks(path); err == nil {
		return real
	}
	return path
}

// Name returns the target, links resolved.
func (f *File) Name() string { return f.target }

// Write appends p to the pending bytes.
func (f *File) Write(p []byte) (int, error) { return f.buf.Write(p) }

// Abort drops the pending bytes and removes the temporary file. It is a
// no-op after Commit or an earlier Abort.
func (f *File) Abort() error {
	if f.done {
		return nil
	}
	f.done = true
	f.tmp.Close()
	return os.Remove(f.tmp.Name())
}

func (f *File) hook(s Step) error {
	if f.opts.Hook == nil {
		return nil
	}
	return f.opts.Hook(s)
}

// Commit puts the pending bytes in place (see the package comment). On any
// error the temporary file is removed and the target is left as it was, or,
// when a write reached the original during the rename, the error names the
// file that keeps that write.
func (f *File) Commit() (err error) {
	if f.done {
		return errors.New("safewrite: commit after commit or abort")
	}
	f.done = true
	renamed := false
	defer func() {
		if !renamed {
			f.tmp.Close()
			os.Remove(f.tmp.Name())
		}
	}()
	if err := f.buf.Flush(); err != nil {
		return err
	}
	o := f.opts.Original
	if o != nil {
		if err := f.tmp.Chmod(o.Info.Mode().Perm()); err != nil {
			return err
		}
		f.keepOwner(o.Info)
		if nlink(o.Info) > 1 && f.opts.Warn != nil {
			f.opts.Warn(fmt.Sprintf("%s had %d hard links; the others keep the old content", f.target, nlink(o.Info)))
		}
	}
	if o == nil {
		// a new output: its bytes synced with the run's other new outputs
		if err := f.opts.Dirs.syncData(f.tmp); err != nil {
			return err
		}
	} else if err := f.tmp.Sync(); err != nil {
		return err
	}
	if o == nil {
		if err := f.hook(BeforeRename); err != nil {
			return err
		}
		if err := f.tmp.Close(); err != nil {
			return err
		}
		if !f.opts.Replace {
			// link fails when the target exists: no check-then-rename window
			if err := os.Link(f.tmp.Name(), f.target); err != nil {
				if errors.Is(err, fs.ErrExist) {
					return fmt.Errorf("%s: %w", f.target, ErrExists)
				}
				if !linkUnsupported(err) {
					return err
				}
				if _, err := os.Lstat(f.target); err == nil {
					return fmt.Errorf("%s: %w", f.target, ErrExists)
				}
				if err := os.Rename(f.tmp.Name(), f.target); err != nil {
					return err
				}
				renamed = true
				return f.syncNewName()
			}
			renamed = true
			os.Remove(f.tmp.Name())
			return f.syncNewName()
		}
		if err := os.Rename(f.tmp.Name(), f.target); err != nil {
			return err
		}
		renamed = true
		return f.syncNewName()
	}
	return f.replace(o, &renamed)
}

// replace is Commit in place: lock, check, link, rename, check again.
func (f *File) replace(o *Original, renamed *bool) error {
	if err := f.hook(BeforeLock); err != nil {
		return err
	}
	if err := lock(o.File, true); err != nil {
		return fmt.Errorf("locking %s: %w", f.target, err)
	}
	defer unlock(o.File)
	if err := f.hook(Locked); err != nil {
		return err
	}
	if err := f.checkSame(o); err != nil {
		return err
	}
	if o.Hash != nil {
		h := sha256.New()
		if _, err := io.Copy(h, io.NewSectionReader(o.File, 0, 1<<62)); err != nil {
			return err
		}
		if !bytes.Equal(h.Sum(nil), o.Hash) {
			return fmt.Errorf("%s: %w (its content differs); it was not replaced", f.target, ErrChanged)
		}
	}
	// keep the original reachable while the rename replaces its name
	keep, err := f.linkOriginal(o, f.tempName(keepMarker))
	if err != nil {
		return err
	}
	dropKeep := func() {
		if keep != "" {
			os.Remove(keep)
		}
	}
	if f.opts.Backup {
		if err := f.backup(o); err != nil {
			dropKeep()
			return fmt.Errorf("backup: %w", err)
		}
	}
	// the last check, just before the rename
	before, err := o.File.Stat()
	if err != nil {
		dropKeep()
		return err
	}
	if err := f.checkSame(o); err != nil {
		dropKeep()
		return err
	}
	if err := f.hook(BeforeRename); err != nil {
		dropKeep()
		return err
	}
	if err := f.tmp.Close(); err != nil {
		dropKeep()
		return err
	}
	if err := os.Rename(f.tmp.Name(), f.target); err != nil {
		dropKeep()
		return err
	}
	*renamed = true
	if err := f.hook(Renamed); err != nil {
		return err
	}
	after, err := o.File.Stat()
	if err != nil {
		return err
	}
	if after.Size() != before.Size() || !after.ModTime().Equal(before.ModTime()) {
		where := keep
		if where == "" && f.opts.Backup {
			where = f.target + ".orig"
		}
		if where != "" && keep != "" {
			// give the kept original a name a user sees
			visible := f.target + ".mdlint-late-" + time.Now().UTC().Format("20060102T150405")
			if os.Link(keep, visible) == nil {
				os.Remove(keep)
				where = visible
			}
		}
		return fmt.Errorf("%s: %w: a write reached it while it was replaced; the original with that write is kept as %s", f.target, ErrChanged, where)
	}
	dropKeep()
	return syncDir(filepath.Dir(f.target))
}

// checkSame reports ErrChanged unless the target path still names o.File
// and o.File has the size and modification time it had when read.
func (f *File) checkSame(o *Original) error {
	now, err := o.File.Stat()
	if err != nil {
		return err
	}
	at, err := os.Stat(f.target)
	if err != nil {
		return fmt.Errorf("%s: %w (%v); it was not replaced", f.target, ErrChanged, err)
	}
	if !os.SameFile(at, now) {
		return fmt.Errorf("%s: %w (another file was put in its place); it was not replaced", f.target, ErrChanged)
	}
	if now.Size() != o.Info.Size() || !now.ModTime().Equal(o.Info.ModTime()) {
		return fmt.Errorf("%s: %w; it was not replaced", f.target, ErrChanged)
	}
	return nil
}

// linkOriginal hard-links the target to name and checks the link is the
// file read. It returns "" (and no error) where links are not supported.
func (f *File) linkOriginal(o *Original, name string) (string, error) {
	if err := os.Link(f.target, name); err != nil {
		if linkUnsupported(err) {
			return "", nil
		}
		return "", err
	}
	st, err := os.Stat(name)
	if err != nil || !os.SameFile(st, o.Info) {
		os.Remove(name)
		return "", fmt.Errorf("%s: %w (another file was put in its place); it was not replaced", f.target, ErrChanged)
	}
	return name, nil
}

// backup makes TARGET.orig the original, unless it exists: a hard link, or
// an exclusive create filled from o.File where links are not supported.
func (f *File) backup(o *Original) error {
	orig := f.target + ".orig"
	err := os.Link(f.target, orig)
	switch {
	case err == nil:
		st, err := os.Stat(orig)
		if err != nil || !os.SameFile(st, o.Info) {
			os.Remove(orig)
			return fmt.Errorf("%s: %w (another file was put in its place)", f.target, ErrChanged)
		}
		return nil
	case errors.Is(err, fs.ErrExist):
		return nil // the first original is kept
	case !linkUnsupported(err):
		return err
	}
	out, err := os.OpenFile(orig, os.O_WRONLY|os.O_CREATE|os.O_EXCL, o.Info.Mode().Perm())
	if errors.Is(err, fs.ErrExist) {
		return nil
	}
	if err != nil {
		return err
	}
	_, err = io.Copy(out, io.NewSectionReader(o.File, 0, o.Info.Size()))
	if err == nil {
		err = out.Sync()
	}
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(orig)
	}
	return err
}

func (f *File) tempName(marker string) string {
	base := filepath.Base(f.tmp.Name())
	random := base[strings.LastIndex(base, TempMarker)+len(TempMarker):]
	return filepath.Join(filepath.Dir(f.target), "."+filepath.Base(f.target)+marker+random)
}

// Clean removes, in dir, the temporary files of earlier runs: names with
// TempMarker, modified before `before` (the start of this run) and not
// locked by a live run. It also removes keep links left by a run that
// stopped before its rename (those still name the same file as their
// target). It returns the paths removed; errors reading dir are returned,
// a file that cannot be removed is skipped.
func Clean(dir string, before time.Time) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var removed []string
	for _, e := range entries {
		name := e.Name()
		if !strings.HasPrefix(name, ".") || e.IsDir() {
			continue
		}
		p := filepath.Join(dir, name)
		if i := strings.LastIndex(name, TempMarker); i > 0 || isOldTemp(name) {
			info, err := e.Info()
			if err != nil || !info.ModTime().Before(before) {
				continue
			}
			f, err := os.Open(p)
			if err != nil {
				continue
			}
			if lock(f, false) == nil {
				if os.Remove(p) == nil {
					removed = append(removed, p)
				}
			}
			f.Close()
			continue
		}
		if i := strings.LastIndex(name, keepMarker); i > 0 {
			target := filepath.Join(dir, name[1:i])
			a, err1 := os.Stat(p)
			b, err2 := os.Stat(target)
			if err1 == nil && err2 == nil && os.SameFile(a, b) && a.ModTime().Before(before) {
				if os.Remove(p) == nil {
					removed = append(removed, p)
				}
			}
		}
	}
	return removed, nil
}

// isOldTemp reports whether name is a temporary file of mdlint before
// TempMarker: ".NAME.mdlint-" and digits.
func isOldTemp(name string) bool {
	i := strings.LastIndex(name, ".mdlint-")
	if i <= 0 || i+len(".mdlint-") == len(name) {
		return false
	}
	for _, c := range name[i+len(".mdlint-"):] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return nil // nothing to sync through
	}
	defer d.Close()
	_ = d.Sync() // not every file system syncs directories
	return nil
}

// CommitReplacing is Commit with Options.Original, Backup and Warn set now:
// a caller that starts writing before it has finished reading the original
// gives them when the reading is done.
func (f *File) CommitReplacing(o *Original, backup bool, warn func(string)) error {
	f.opts.Original, f.opts.Backup, f.opts.Warn = o, backup, warn
	return f.Commit()
}

// createTemp creates a new file named prefix plus a random suffix in dir,
// with mode 0666 less the process's umask: a new output (-o) gets the
// permissions any other new file of the user gets (os.CreateTemp's 0600
// would make it unreadable to everyone else); a replaced file is given the
// original's mode in Commit.
func createTemp(dir, prefix string) (*os.File, error) {
	for try := 0; ; try++ {
		name := filepath.Join(dir, prefix+strconv.FormatUint(rand.Uint64(), 36))
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o666)
		if errors.Is(err, fs.ErrExist) && try < 100 {
			continue
		}
		return f, err
	}
}
