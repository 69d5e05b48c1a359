//go:build linux

package safewrite

import (
	"os"

	"golang.org/x/sys/unix"
)

// syncFS makes every file of f's file system durable (syncfs(2), Linux
// 2.6.39 and later: the data, the inodes and a flush of the disk's cache,
// for all the files written so far, in one call). It reports the file
// system's write errors since f was opened on Linux 5.8 and later; before
// that it returns nil even when a write failed.
func syncFS(f *os.File) error {
	rc, err := f.SyscallConn()
	if err != nil {
		return err
	}
	var serr error
	if err := rc.Control(func(fd uintptr) { serr = unix.Syncfs(int(fd)) }); err != nil {
		return err
	}
	return serr
}
