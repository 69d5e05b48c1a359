package pbn

import (
	"testing"

	"github.com/mdlint/mdlint/record"
)

// A binary file renamed .pbn gives one diagnostic and no board, however
// much tag-like text comes before its first NUL byte.
func TestBinaryFileIsOneDiagnostic(t *testing.T) {
	data := []byte("\x7fELF\x02\x01[Event \"x\"]\n[Board \"1\"] [Deal \"junk\"]\x00\x00\x01more")
	boards, diags, err := ReadBytes("b.pbn", data)
	if err != nil {
		t.Fatal(err)
	}
	if len(boards) != 0 {
		t.Fatalf("%d boards from a binary file", len(boards))
	}
	if len(diags) != 1 {
		t.Fatalf("diagnostics %v, want exactly one", diags)
	}
	d := diags[0]
	if d.Severity != record.Error || d.Message != "binary file: NUL byte" || d.Pos.Line != 2 || d.Pos.Col != 26 || d.Pos.Offset != 43 {
		t.Fatalf("got %+v", d)
	}
}
