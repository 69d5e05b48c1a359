// Package browsertest starts the headless chromium that the browser
// tests of mdlint's HTML pages drive (github.com/chromedp/chromedp):
// Debian's chromium, or $MDLINT_CHROMIUM. Without a browser a test is
// skipped, except under CI=true, where .ci/run installs it and a missing
// browser is a broken set-up.
package browsertest

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// Chromium returns the path of the browser, or skips t (fails it under
// CI=true) when there is none.
func Chromium(t testing.TB) string {
	t.Helper()
	for _, p := range []string{os.Getenv("MDLINT_CHROMIUM"), "/usr/bin/chromium"} {
		if p == "" {
			continue
		}
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	if p, err := exec.LookPath("chromium"); err == nil {
		return p
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("chromium is missing (required under CI=true: apt-get install -y chromium)")
	}
	t.Skip("chromium is not installed; skipping the browser test")
	return ""
}

// Context starts a fresh headless chromium at path with a window of
// width × height CSS pixels, no network services of its own and a
// throw-away profile, and returns its context, cancelled after timeout
// and when t ends.
func Context(t testing.TB, path string, width, height int, timeout time.Duration) context.Context {
	t.Helper()
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(width, height),
	}
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	ctx, cancelT := context.WithTimeout(ctx, timeout)
	t.Cleanup(func() { cancelT(); cancel(); cancelA() })
	return ctx
}

// Log records what a page does that a self-contained page must not: the
// requests it makes and its console errors, warnings and uncaught
// exceptions.
type Log struct {
	mu       sync.Mutex
	requests []string
	console  []string
}

// Watch starts recording the requests and console messages of ctx's
// page; call it before navigating.
func Watch(t testing.TB, ctx context.Context) *Log {
	t.Helper()
	l := &Log{}
	err := chromedp.Listen(ctx, func(ev any) {
		l.mu.Lock()
		defer l.mu.Unlock()
		switch e := ev.(type) {
		case *network.EventRequestWillBeSent:
			l.requests = append(l.requests, e.Request.URL)
		case *runtime.EventConsoleAPICalled:
			if e.Type == runtime.ConsoleAPICalledTypeError || e.Type == runtime.ConsoleAPICalledTypeWarning || e.Type == runtime.ConsoleAPICalledTypeAssert {
				l.console = append(l.console, fmt.Sprintf("console.%s", e.Type))
			}
		case *runtime.EventExceptionThrown:
			l.console = append(l.console, "exception: "+e.ExceptionDetails.Text)
		case *log.EventEntryAdded:
			if e.Entry.Level == log.EntryLevelError || e.Entry.Level == log.EntryLevelWarning {
				l.console = append(l.console, fmt.Sprintf("%s %s: %s", e.Entry.Source, e.Entry.Level, e.Entry.Text))
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// Requests returns the URLs requested so far, in order.
func (l *Log) Requests() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.requests...)
}

// Console returns the console errors, warnings and exceptions so far.
func (l *Log) Console() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.console...)
}
