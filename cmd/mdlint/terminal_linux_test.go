package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"golang.org/x/sys/unix"
)

// openPTY opens a pseudo-terminal pair (Linux /dev/ptmx) and returns the
// controlling side and the terminal a program writes to; it skips where
// there is none.
func openPTY(t *testing.T) (master, tty *os.File) {
	t.Helper()
	m, err := os.OpenFile("/dev/ptmx", os.O_RDWR, 0)
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	if err := unix.IoctlSetPointerInt(int(m.Fd()), unix.TIOCSPTLCK, 0); err != nil {
		m.Close()
		t.Skipf("unlocking the pseudo-terminal: %v", err)
	}
	n, err := unix.IoctlGetInt(int(m.Fd()), unix.TIOCGPTN)
	if err != nil {
		m.Close()
		t.Skipf("pseudo-terminal number: %v", err)
	}
	s, err := os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		m.Close()
		t.Skipf("opening the pseudo-terminal: %v", err)
	}
	t.Cleanup(func() { s.Close(); m.Close() })
	return m, s
}

// TestTerminalSeenThroughWrappers: run wraps the standard streams in
// writers that check and order writes; the progress bar and --color=auto
// must still see the terminal behind them (they saw none, so a player on a
// terminal had neither colour nor progress bar).
func TestTerminalSeenThroughWrappers(t *testing.T) {
	_, tty := openPTY(t)
	out := &checkedWriter{w: tty}
	errw := &checkedWriter{w: &saidWriter{w: flushFirst{nil, tty}, out: out}}
	if got := terminalOf(errw); got != tty {
		t.Errorf("terminalOf(stderr's wrappers) = %v, want the terminal", got)
	}
	if got := terminalOf(out); got != tty {
		t.Errorf("terminalOf(stdout's wrapper) = %v, want the terminal", got)
	}
	file, err := os.Create(filepath.Join(t.TempDir(), "out"))
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	if got := terminalOf(&checkedWriter{w: file}); got != nil {
		t.Errorf("terminalOf(a regular file) = %v, want nil", got)
	}
	if got := terminalOf(&bytes.Buffer{}); got != nil {
		t.Errorf("terminalOf(a buffer) = %v, want nil", got)
	}
}

// TestColourOnTerminal runs lint with its standard output on a terminal
// and --color=auto: the output is coloured (an escape sequence); the same
// run into a file is not.
func TestColourOnTerminal(t *testing.T) {
	t.Setenv("NO_COLOR", "")
	os.Unsetenv("NO_COLOR")
	master, tty := openPTY(t)
	got := make(chan string)
	go func() {
		var b bytes.Buffer
		io.Copy(&b, master) // until the terminal side is closed
		got <- b.String()
	}()
	example := filepath.Join("..", "..", "testdata", "examples", "bbo-teams.lin")
	run([]string{"lint", "--side", "ns", "--color", "auto", example}, tty, io.Discard)
	tty.Close()
	text := <-got
	if !strings.Contains(text, "\x1b[") {
		t.Errorf("lint on a terminal with --color auto wrote no colour:\n%.300s", text)
	}
	var plain bytes.Buffer
	run([]string{"lint", "--side", "ns", "--color", "auto", example}, &plain, io.Discard)
	if strings.Contains(plain.String(), "\x1b[") || plain.Len() == 0 {
		t.Errorf("lint into a buffer: %d bytes, colour %v", plain.Len(), strings.Contains(plain.String(), "\x1b["))
	}
}
