package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDumpExitCodes checks the exact exit codes of mdlint dump: 0 when
// every file reads without an error, 2 when one has an error or is
// missing, never 1.
func TestDumpExitCodes(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.pbn")
	bad := filepath.Join(dir, "bad.pbn")
	os.WriteFile(good, []byte("[Board \"1\"]\n[Dealer \"N\"]\n[Auction \"N\"]\n1N Pass\n"), 0o644)
	os.WriteFile(bad, []byte("[Board \"1\"]\n[Dealer \"Q\"]\n"), 0o644)
	for _, c := range []struct {
		args []string
		code int
	}{
		{[]string{"dump", good}, 0},
		{[]string{"dump", "--format", "json", good}, 0},
		{[]string{"dump", bad}, 2},
		{[]string{"dump", good, bad}, 2},
		{[]string{"dump", filepath.Join(dir, "none.pbn")}, 2},
		{[]string{"dump", "--format", "xml", good}, 2},
	} {
		var out, errb bytes.Buffer
		if got := run(c.args, &out, &errb); got != c.code {
			t.Errorf("mdlint %s: exit %d, want %d (stderr %q)", strings.Join(c.args, " "), got, c.code, errb.String())
		}
	}
}

// TestDumpCorpus dumps the whole shared corpus as JSON lines: every line
// is one JSON object of a board, the PBN board count matches the pbn
// package's corpus table total, and the exit code is 2 (the PBN
// verifier's negative test files have errors).
func TestDumpCorpus(t *testing.T) {
	dir := filepath.Join("..", "..", "..", "shared", "corpus")
	if _, err := os.Stat(dir); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("corpus missing under CI=true: %v", err)
		}
		t.Skipf("corpus %s absent", dir)
	}
	var out, errb bytes.Buffer
	if code := run([]string{"dump", "--format", "json", filepath.Join(dir, "pbn")}, &out, &errb); code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
	n, fileDiags := 0, 0
	sc := bufio.NewScanner(&out)
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		if bytes.HasPrefix(sc.Bytes(), []byte(`{"type":"diagnostic"`)) {
			fileDiags++ // file-level: errors_10's two, empty.pbn's "no boards"
			continue
		}
		var b dumpBoard
		if err := json.Unmarshal(sc.Bytes(), &b); err != nil {
			t.Fatalf("line %d: %v", n+1, err)
		}
		if b.Ordinal < 1 || !strings.HasSuffix(b.File, ".pbn") || len(b.Deal) < 9 {
			t.Errorf("line %d: %+v", n+1, b)
		}
		n++
	}
	// Sum of the boards column of the pbn corpus table (pbn/corpus_test.go).
	if n != 8365 || fileDiags != 3 {
		t.Errorf("%d boards dumped, want 8365; %d file diagnostics, want 3", n, fileDiags)
	}
}
