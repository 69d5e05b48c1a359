//go:build unix

package safewrite

import (
	"errors"
	"fmt"
	"os"
	"syscall"
)

// lock takes an exclusive advisory lock (flock) on f; without wait it
// fails at once when another descriptor holds it.
func lock(f *os.File, wait bool) error {
	how := syscall.LOCK_EX
	if !wait {
		how |= syscall.LOCK_NB
	}
	for {
		err := syscall.Flock(int(f.Fd()), how)
		if err != syscall.EINTR {
			return err
		}
	}
}

func unlock(f *os.File) { _ = syscall.Flock(int(f.Fd()), syscall.LOCK_UN) }

// nlink is the number of hard links of the file described by st (1 when
// the system does not say).
func nlink(st os.FileInfo) uint64 {
	if s, ok := st.Sys().(*syscall.Stat_t); ok {
		return uint64(s.Nlink)
	}
	return 1
}

// keepOwner gives the temporary file the original's owner and group, and
// warns when that is not allowed.
func (f *File) keepOwner(st os.FileInfo) {
	s, ok := st.Sys().(*syscall.Stat_t)
	if !ok {
		return
	}
	if now, err := f.tmp.Stat(); err == nil {
		if n, ok := now.Sys().(*syscall.Stat_t); ok && n.Uid == s.Uid && n.Gid == s.Gid {
			return
		}
	}
	if err := f.tmp.Chown(int(s.Uid), int(s.Gid)); err != nil && f.opts.Warn != nil {
		f.opts.Warn(fmt.Sprintf("%s: the new file could not keep owner %d and group %d (%v)", f.target, s.Uid, s.Gid, errors.Unwrap(err)))
	}
}

// linkUnsupported reports whether a link error means the file system has
// no hard links (rather than a real failure).
func linkUnsupported(err error) bool {
	return errors.Is(err, syscall.EPERM) || errors.Is(err, syscall.ENOTSUP) || errors.Is(err, syscall.EOPNOTSUPP) ||
		errors.Is(err, syscall.EXDEV) || errors.Is(err, syscall.EMLINK)
}
