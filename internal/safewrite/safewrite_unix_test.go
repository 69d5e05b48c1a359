//go:build unix

package safewrite

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stretchr/testify/require"
)

// A new output file gets 0666 less the umask, like any file the user
// creates, not os.CreateTemp's 0600 (annotate -o wrote files only their
// owner could read).
func TestNewFileModeFollowsUmask(t *testing.T) {
	old := syscall.Umask(0o022)
	defer syscall.Umask(old)
	target := filepath.Join(t.TempDir(), "out.pbn")
	f, err := Create(target, Options{})
	require.NoError(t, err)
	_, err = f.Write([]byte("[Board \"1\"]\n"))
	require.NoError(t, err)
	require.NoError(t, f.Commit())
	info, err := os.Stat(target)
	require.NoError(t, err)
	require.Equal(t, os.FileMode(0o644), info.Mode().Perm())
}
