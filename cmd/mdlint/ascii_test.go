package main

import (
	"strings"
	"testing"
)

// TestASCIIWriterCutSymbol: a suit symbol cut between two writes (a
// buffered writer flushing in the middle of "1♥") still becomes a letter,
// and a lone E2 byte at the end is written as it is at Flush.
func TestASCIIWriterCutSymbol(t *testing.T) {
	var b strings.Builder
	a := &asciiWriter{w: &b}
	s := "1♥ P 2♦ 3♠ ♣"
	for i := 0; i < len(s); i++ { // one byte a write: every cut
		if n, err := a.Write([]byte{s[i]}); n != 1 || err != nil {
			t.Fatalf("Write = %d, %v", n, err)
		}
	}
	if err := a.Flush(); err != nil {
		t.Fatal(err)
	}
	if got := b.String(); got != "1H P 2D 3S C" {
		t.Errorf("got %q", got)
	}
	b.Reset()
	a.Write([]byte("x\xe2"))
	a.Flush()
	if got := b.String(); got != "x\xe2" {
		t.Errorf("a held byte: got %q", got)
	}
}

// TestASCIIStdout: records and pages keep their bytes.
func TestASCIIStdout(t *testing.T) {
	for cmd, want := range map[string]bool{"explain <auction>": true, "lint <FILE|DIR>": true,
		"annotate <FILE|DIR>": false, "report <FILE|DIR>": false, "system export": false, "system dump": true} {
		if got := asciiStdout(cmd); got != want {
			t.Errorf("%s: %v", cmd, got)
		}
	}
}
