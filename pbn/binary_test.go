package pbn

import (
	"testing"

	"github.com/mdlint/mdlint/record"
)

// A binary file renamed .pbn gives one diagnostic and no board, however
// much tag-like text comes before its first NUL byte.
// The NUL byte's line counts a CR alone (classic Mac OS) as a line end
// too, and CRLF once.
func TestBinaryFileIsOneDiagnostic(t *testing.T) {
	for _, eol := range []string{"\n", "\r", "\r\n"} {
		data := []byte("\x7fELF\x02\x01[Event \"x\"]" + eol + "[Board \"1\"] [Deal \"junk\"]\x00\x00\x01more")
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
		if d.Severity != record.Error || d.Message != "binary file: NUL byte" || d.Pos.Line != 2 || d.Pos.Col != 26 || d.Pos.Offset != int64(42+len(eol)) {
			t.Fatalf("line end %q: got %+v", eol, d)
		}
	}
}
