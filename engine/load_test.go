package engine

import (
	"errors"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/mdlint/mdlint/engine/systems"
)

// loadErrors loads the files (name -> text, the first name "main.mds" is
// the top file) and returns the diagnostics as "file:line:col: message".
func loadErrors(t *testing.T, files map[string]string) []string {
	t.Helper()
	fsys := fstest.MapFS{}
	for k, v := range files {
		fsys[k] = &fstest.MapFile{Data: []byte(v)}
	}
	_, err := LoadFS(fsys, "main.mds", Options{})
	if err == nil {
		return nil
	}
	var le *LoadError
	if !errors.As(err, &le) {
		t.Fatalf("error is %T, want *LoadError: %v", err, err)
	}
	var out []string
	for _, d := range le.Errors {
		out = append(out, d.String())
	}
	return out
}

func TestLoadErrorPositions(t *testing.T) {
	tests := []struct {
		name, src string
		want      string // prefix "file:line:col: " and a part of the message
	}{
		{"tab", "1C  x {src 1}\n\t1D y {src 1}\n", "main.mds:2:1: TAB character"},
		{"tab in explanation", "1C  a\tb {src 1}\n", "main.mds:1:6: TAB character"},
		{"bad call", "1C  x {src 1}\n  9Z  y {src 1}\n", "main.mds:2:3: \"9Z\" is not a call"},
		{"missing src", "1C  x {artificial}\n", "main.mds:1:1: 1C: missing src"},
		{"bad dedent", "1C  x {src 1}\n    1D  y {src 1}\n  1H  z {src 1}\n", "main.mds:3:3: indentation to column 3 does not line up"},
		{"top-level indent", "  1C  x {src 1}\n", "main.mds:1:3: unexpected indentation"},
		{"unknown directive", "@foo bar\n", "main.mds:1:1: unknown directive @foo"},
		{"bad constraint", "1C  x {hcp 12-16 blah; src 1}\n", "main.mds:1:18: \"blah\" in clause"},
		{"bad hcp", "1C  x {hcp 12-40; src 1}\n", "main.mds:1:12: hcp: \"12-40\" is not a range"},
		{"unclosed block", "1C  x {hcp 12-16\n", "main.mds:1:7: attribute block opened here is never closed"},
		{"unknown module", "1C  x {src 1}\n  use foo(R=1)\n", "main.mds:2:3: use foo: no module foo"},
		{"child of use", "@module m()\n  2C a {src 1}\n1C  x {src 1}\n  use m()\n    2D y {src 1}\n", "main.mds:5:5: a use line has no children"},
		{"unknown condition", "1C  x {when sunny; src 1}\n", "main.mds:1:13: unknown condition \"sunny\""},
		{"bad seat", "1C  x {when seat 5; src 1}\n", "main.mds:1:13: seat: \"5\" is not a position"},
		{"missing include", "@include \"nope.mds\"\n", "main.mds:1:10: @include: no such system file nope.mds"},
		{"OM unbound", "2OM  x {src 1}\n", "main.mds:1:1: 2OM: OM needs M bound"},
		{"unknown suit var", "1C  x {4+T; src 1}\n", "main.mds:1:8: unknown suit \"T\""},
		{"unclosed quote", "1C  x {conv \"Stay; src 1}\n", "main.mds:1:13: unclosed quote"},
		{"clash", "1C  x {src 1}\n1C  y {src 2}\n", "main.mds:2:1: 1C at main.mds:1:1 clashes with 1C at main.mds:2:1"},
		{"seat clash", "1C  x {when seat 1-3; src 1}\n1C  y {when seat 3-4; src 2}\n", "clashes with 1C at main.mds:2:1 (both can apply: \"seat 1-3\" and \"seat 3-4\")"},
		{"module arg type", "@module m(M: major)\n  2C a {src 1}\n1C  x {src 1}\n  use m(M=C)\n", "main.mds:4:9: use m: argument M: \"C\" is not a major"},
		{"missing arg", "@module m(R: range)\n  2C a {src 1}\n1C  x {src 1}\n  use m()\n", "main.mds:4:3: use m: missing argument R (m(R: range))"},
		{"duplicate module", "@module m()\n@module m()\n", "main.mds:2:9: @module m is defined twice"},
		{"dollar var", "1C  $Z points {src 1}\n", "main.mds:1:5: $Z in the explanation"},
		{"overlap without rule", "1C  x {overlap 1D; src 1}\n", "main.mds:1:8: overlap needs the calls and the rule"},
		{"overlap of a pattern", "1C  x {overlap 2C..3D \"r\"; src 1}\n", "main.mds:1:16: overlap: \"2C..3D\" must be one call of our side"},
		{"overlap of a bad call", "1C  x {overlap 9Z \"r\"; src 1}\n", "main.mds:1:16: overlap: \"9Z\" is not a call"},
		{"overlap empty rule", "1C  x {overlap 1D \"\"; src 1}\n", "main.mds:1:19: overlap: the rule for choosing must be one quoted text"},
		{"overlap text after rule", "1C  x {overlap 1D \"r\" first; src 1}\n", "main.mds:1:23: overlap: after the rule only `prefer CALL, ... [if CONSTRAINT]` may follow, not \"first\""},
		{"prefer of another call", "1C  x {overlap 1D \"r\" prefer 1H; src 1}\n1D  y {src 1}\n", "main.mds:1:23: overlap: prefer 1H: not the line's call or one of the overlap's calls"},
		{"prefer without calls", "1C  x {overlap 1D \"r\" prefer if hcp 12+; src 1}\n1D  y {src 1}\n", "overlap: prefer needs the calls preferred"},
		{"prefer bad constraint", "1C  x {overlap 1D \"r\" prefer 1D if hcp twelve; src 1}\n1D  y {src 1}\n", "main.mds:1:40: hcp: \"twelve\" is not a range 0-37"},
		{"override needed", "@module m()\n  2C a {src 1}\n1C  x {src 1}\n  use m()\n  2C b {src 2}\n", "main.mds:5:3: 2C at main.mds:5:3 clashes with 2C at main.mds:2:3 (neither has a when condition that excludes the other); a line that replaces a module's line must say override"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := loadErrors(t, map[string]string{"main.mds": tc.src})
			for _, g := range got {
				if strings.Contains(g, tc.want) {
					return
				}
			}
			t.Errorf("want a diagnostic containing %q, got %q", tc.want, got)
		})
	}
}

func TestLoadCollectsAllErrors(t *testing.T) {
	got := loadErrors(t, map[string]string{"main.mds": "1C  x {src 1}\n\t1D\n  9Z y {src 1}\n1H z {foo; src 1}\n"})
	if len(got) < 3 {
		t.Fatalf("want at least 3 diagnostics, got %q", got)
	}
}

func TestLoadEmbeddedParses(t *testing.T) {
	// The system files are being written; the engine must at least not
	// panic on them, and any error must carry positions.
	_, err := LoadEmbedded(Options{})
	var le *LoadError
	if err != nil && !errors.As(err, &le) {
		t.Fatalf("error is %T: %v", err, err)
	}
	if le != nil {
		for _, d := range le.Errors {
			if d.File == "" || !strings.HasPrefix(d.File, "magic-dlight/") {
				t.Errorf("diagnostic without a system file: %v", d)
			}
		}
	}
	if _, err := systems.FS().Open(systems.MagicDLight); err != nil {
		t.Fatal(err)
	}
}

// BenchmarkLoadEmbedded compiles the embedded Magic D-light system, the
// fixed cost every mdlint run pays before its first board.
func BenchmarkLoadEmbedded(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := LoadEmbedded(Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
