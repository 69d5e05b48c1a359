//go:build unix

package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// newFIFO makes a named pipe, 0.pbn, in a new directory (the test is
// skipped where there is none).
func newFIFO(t *testing.T) string {
	t.Helper()
	fifo := filepath.Join(t.TempDir(), "0.pbn")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no named pipe:", err)
	}
	return fifo
}

// interruptRun runs mdlint with args, the pipe first and the copies of
// interruptInput after, sends sig once mdlint reads the pipe
// (signalAtFIFO), and fails the test unless it exits with want; it
// returns stdout and stderr.
func interruptRun(t *testing.T, sig syscall.Signal, want int, args ...string) ([]byte, string) {
	t.Helper()
	in, data := interruptInput(t)
	fifo := newFIFO(t)
	code, out, stderr := signalAtFIFO(t, fifo, data, sig, append(args, fifo, in)...)
	if code != want {
		t.Fatalf("exit status %d, want %d; stderr:\n%s", code, want, stderr)
	}
	return out, stderr
}

// signalAtFIFO runs mdlint (the test binary TestMain put in PATH) with
// args, whose first input is the named pipe fifo: once mdlint
// has opened the pipe (it is reading the files, its signals caught), the
// test sends sig, then writes data into the pipe and closes it, so that
// the files started finish. It returns the exit status, standard output
// and standard error.
func signalAtFIFO(t *testing.T, fifo string, data []byte, sig syscall.Signal, args ...string) (int, []byte, string) {
	t.Helper()
	cmd := exec.Command("mdlint", args...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	opened := make(chan *os.File, 1)
	go func() {
		f, err := os.OpenFile(fifo, os.O_WRONLY, 0) // waits for mdlint to open it
		if err != nil {
			t.Error(err)
		}
		opened <- f
	}()
	var w *os.File
	select {
	case w = <-opened:
	case err := <-exited:
		t.Fatalf("mdlint ended before it read the pipe (%v): %s", err, stderr.String())
	case <-time.After(5 * time.Minute):
		_ = cmd.Process.Kill()
		t.Fatal("mdlint did not open the pipe within 5 minutes")
	}
	if w == nil {
		t.FailNow()
	}
	if err := cmd.Process.Signal(sig); err != nil {
		t.Fatal(err)
	}
	_, _ = w.Write(data) // a run the signal ended reads no more
	_ = w.Close()
	code := exitAfterSignal(t, cmd, exited, &stderr)
	return code, stdout.Bytes(), stderr.String()
}

// interruptedFiles checks failure against "interrupted: N of 41 files
// VERB" (the pipe and the interruptCopies copies) and returns N, which must
// be below 41: the files not started when the signal came are not read.
func interruptedFiles(t *testing.T, failure, how, verb string) int {
	t.Helper()
	m := regexp.MustCompile(`^` + how + `: (\d+) of (\d+) files ` + verb + `$`).FindStringSubmatch(failure)
	if m == nil || m[2] != strconv.Itoa(interruptCopies+1) {
		t.Fatalf("failure %q, want %q", failure, how+": N of "+strconv.Itoa(interruptCopies+1)+" files "+verb)
	}
	n, _ := strconv.Atoi(m[1])
	if n < 1 || n >= interruptCopies+1 {
		t.Fatalf("%d files %s, want the pipe and fewer than all", n, verb)
	}
	return n
}

// TestInterruptLintJSON: Ctrl-C during lint --format json stops the run
// at the files started, whose lines are all written whole; the output ends
// with the summary object of a failed run ("interrupted: N of M files
// checked"), stderr says so and the exit status is 130. (Before, the
// signal killed the run: its output ended inside a line, with no summary.)
func TestInterruptLintJSON(t *testing.T) {
	out, stderr := interruptRun(t, syscall.SIGINT, 130, "lint", "--side", "ns", "--format", "json")
	lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	for i, l := range lines {
		if !json.Valid([]byte(l)) {
			t.Fatalf("line %d of %d is not JSON: %.200q", i+1, len(lines), l)
		}
	}
	var sum struct {
		Type    string `json:"type"`
		Files   int    `json:"files"`
		Exit    int    `json:"exit"`
		Failure string `json:"failure"`
	}
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &sum); err != nil || sum.Type != "summary" {
		t.Fatalf("last line %.300q is not the summary (%v)", lines[len(lines)-1], err)
	}
	n := interruptedFiles(t, sum.Failure, "interrupted", "checked")
	if sum.Files != n || sum.Exit != 130 {
		t.Errorf("summary files %d, exit %d; want %d, 130", sum.Files, sum.Exit, n)
	}
	if want := "mdlint: lint: " + sum.Failure + "\n"; !strings.HasSuffix(stderr, want) {
		t.Errorf("stderr does not end with %q:\n%s", want, stderr)
	}
}

// TestInterruptLintSARIF: SIGTERM during lint --format sarif ends with a
// whole SARIF log whose invocation failed, with the failure as its
// notification, and exit status 143. (Before: an empty output.)
func TestInterruptLintSARIF(t *testing.T) {
	out, _ := interruptRun(t, syscall.SIGTERM, 143, "lint", "--side", "ns", "--format", "sarif")
	var log struct {
		Runs []struct {
			Invocations []struct {
				ExecutionSuccessful bool `json:"executionSuccessful"`
				Notifications       []struct {
					Message struct {
						Text string `json:"text"`
					} `json:"message"`
				} `json:"toolExecutionNotifications"`
			} `json:"invocations"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(out, &log); err != nil {
		t.Fatalf("the SARIF log does not parse: %v (%d bytes)", err, len(out))
	}
	if len(log.Runs) != 1 || len(log.Runs[0].Invocations) != 1 {
		t.Fatalf("want one run with one invocation, got %+v", log.Runs)
	}
	inv := log.Runs[0].Invocations[0]
	if inv.ExecutionSuccessful || len(inv.Notifications) == 0 {
		t.Fatalf("invocation %+v: want executionSuccessful false and the failure", inv)
	}
	interruptedFiles(t, inv.Notifications[len(inv.Notifications)-1].Message.Text, "terminated", "checked")
}

// TestInterruptLintText: the text summary of an interrupted lint counts
// the files checked and ends with the failure; exit status 130.
func TestInterruptLintText(t *testing.T) {
	out, _ := interruptRun(t, syscall.SIGINT, 130, "lint", "--side", "ns")
	lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	last := lines[len(lines)-1]
	m := regexp.MustCompile(` in (\d+) files?;.*; (interrupted: .*)$`).FindStringSubmatch(last)
	if m == nil {
		t.Fatalf("last line %q: want the summary ending with the interruption", last)
	}
	if n := interruptedFiles(t, m[2], "interrupted", "checked"); m[1] != strconv.Itoa(n) {
		t.Errorf("summary %q: the files counted are not those checked", last)
	}
}

// TestInterruptStatsJSON: Ctrl-C during stats --format json writes the
// report of the files read, whole, with the failure; exit status 130.
// (Before: no output at all.)
func TestInterruptStatsJSON(t *testing.T) {
	out, stderr := interruptRun(t, syscall.SIGINT, 130, "stats", "--side", "ns", "--format", "json")
	var rep struct {
		Boards  int    `json:"boards"`
		Failure string `json:"failure"`
	}
	if err := json.Unmarshal(out, &rep); err != nil {
		t.Fatalf("the report does not parse: %v (%d bytes)", err, len(out))
	}
	n := interruptedFiles(t, rep.Failure, "interrupted", "counted")
	// every file is a copy of the same 2,231 boards
	if rep.Boards != 2231*n {
		t.Errorf("report of %d boards, want 2231 for each of the %d files counted", rep.Boards, n)
	}
	if want := "mdlint: stats: " + rep.Failure + "\n"; !strings.HasSuffix(stderr, want) {
		t.Errorf("stderr does not end with %q:\n%s", want, stderr)
	}
}

// TestInterruptDumpJSON: Ctrl-C during dump --format json writes the
// boards of the files started whole, then an error object for every file
// not dumped, and exits 130 saying how many were. (Before: the output
// ended where the signal cut it.)
func TestInterruptDumpJSON(t *testing.T) {
	out, stderr := interruptRun(t, syscall.SIGINT, 130, "dump", "--format", "json")
	m := regexp.MustCompile(`mdlint: dump: (.*)\n$`).FindStringSubmatch(stderr)
	if m == nil {
		t.Fatalf("stderr does not end with the interruption:\n%s", stderr)
	}
	n := interruptedFiles(t, m[1], "interrupted", "dumped")
	boards, notDumped := 0, 0
	for i, l := range strings.Split(strings.TrimSuffix(string(out), "\n"), "\n") {
		var obj struct {
			Type    string `json:"type"`
			Message string `json:"message"`
		}
		if err := json.Unmarshal([]byte(l), &obj); err != nil {
			t.Fatalf("line %d is not JSON (%v): %.200q", i+1, err, l)
		}
		switch {
		case obj.Type == "diagnostic" && obj.Message == "not dumped: interrupted":
			notDumped++
		case obj.Type == "diagnostic":
		default:
			boards++
		}
	}
	if notDumped != interruptCopies+1-n || boards != 2231*n {
		t.Errorf("%d boards and %d files not dumped; want 2231 boards for each of the %d files dumped and %d not dumped", boards, notDumped, n, interruptCopies+1-n)
	}
}

// TestInterruptReportStdout: Ctrl-C while report reads the files writes
// no page (not even to stdout) and exits 130 saying so.
func TestInterruptReportStdout(t *testing.T) {
	out, stderr := interruptRun(t, syscall.SIGINT, 130, "report", "--side", "ns", "-o", "-")
	if len(out) > 0 {
		t.Errorf("%d bytes of a page written", len(out))
	}
	m := regexp.MustCompile(`mdlint: report: (.*); no report was written\n$`).FindStringSubmatch(stderr)
	if m == nil {
		t.Fatalf("stderr does not end with the interruption:\n%s", stderr)
	}
	interruptedFiles(t, m[1], "interrupted", "read")
}
