//go:build !linux

package safewrite

import (
	"errors"
	"os"
)

// syncFS is not available: every file is synced on its own (File.Sync).
func syncFS(f *os.File) error { return errors.ErrUnsupported }
