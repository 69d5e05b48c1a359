package annotate

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/internal/sharedtest"
)

// lineEndInputs returns the reader fixtures, the examples and the corpus
// files, by name (not the UTF-16 fixture, whose line ends are two bytes).
func lineEndInputs(t *testing.T) map[string][]byte {
	t.Helper()
	var paths []string
	for _, pat := range []string{"../testdata/readers/*", "../testdata/examples/*"} {
		m, _ := filepath.Glob(pat)
		paths = append(paths, m...)
	}
	for _, dir := range []string{"pbn", "lin"} {
		m, _ := filepath.Glob(filepath.Join(sharedtest.Path(t, "corpus", dir), "*"))
		paths = append(paths, m...)
	}
	in := map[string][]byte{}
	for _, p := range paths {
		if strings.Contains(p, "utf16") {
			continue
		}
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		in[filepath.Base(p)] = data
	}
	if len(in) < 60 {
		t.Fatalf("only %d inputs", len(in))
	}
	return in
}

// withLineEnds returns data with every line end (LF, CRLF, CR CR LF, a CR
// alone) written as the next of eols in turn (a CR where an LF would
// follow a CR and make one CRLF of two line ends): one byte each, so that
// every offset stays that of the LF version.
func withLineEnds(data []byte, eols ...byte) []byte {
	out := make([]byte, 0, len(data))
	k := 0
	for i := 0; i < len(data); i++ {
		switch {
		case bytes.HasPrefix(data[i:], []byte("\r\r\n")):
			i += 2
		case bytes.HasPrefix(data[i:], []byte("\r\n")):
			i++
		case data[i] != '\r' && data[i] != '\n':
			out = append(out, data[i])
			continue
		}
		eol := eols[k%len(eols)]
		if eol == '\n' && len(out) > 0 && out[len(out)-1] == '\r' {
			eol = '\r' // an LF right after a CR would join it
		}
		out = append(out, eol)
		k++
	}
	return out
}

// TestLineEndsReadAlike reads every reader fixture, example and corpus
// file as every command opens a file (sniff, then the PBN or LIN reader)
// with LF line ends, with a CR alone ending every line (classic Mac OS)
// and with LF and CR in turn: the same boards and diagnostics, at the
// same lines, columns and offsets. A CR-only PBN file was "empty (only
// blank lines or comments)", a CR-only LIN file's '%' comment ran to the
// end of the file, and its positions were all on line 1.
func TestLineEndsReadAlike(t *testing.T) {
	for name, data := range lineEndInputs(t) {
		lf := withLineEnds(data, '\n')
		want := dumpOf(t, name, lf, nil)
		for _, v := range []struct {
			what string
			data []byte
		}{{"CR", withLineEnds(data, '\r')}, {"mixed", withLineEnds(data, '\n', '\r')}, {"mixed from CR", withLineEnds(data, '\r', '\n')}} {
			if got := dumpOf(t, name, v.data, nil); got != want {
				t.Errorf("%s with %s line ends reads otherwise than with LF:\n%s\nwant\n%s", name, v.what, firstDiff(got, want), firstDiff(want, got))
			}
		}
	}
}

// firstDiff returns a's line where a and b first differ.
func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range al {
		if i >= len(bl) || al[i] != bl[i] {
			return al[i]
		}
	}
	return "(the end)"
}

// TestAnnotateKeepsCRLineEnds annotates every input with CR line ends
// (classic Mac OS) and with LF: the output is the LF output with its line
// ends written as CR (the notes added on lines of their own too); no LF
// enters a CR file.
func TestAnnotateKeepsCRLineEnds(t *testing.T) {
	sys, err := engine.LoadEmbedded(engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	changed := 0
	for name, data := range lineEndInputs(t) {
		lfOut, res, ok := annotateFile(t, sys, dir, name, withLineEnds(data, '\n'))
		crOut, _, crOK := annotateFile(t, sys, dir, name, withLineEnds(data, '\r'))
		if ok != crOK {
			t.Errorf("%s: written with LF line ends %v, with CR %v", name, ok, crOK)
			continue
		}
		if !ok {
			continue
		}
		if res.Changed() {
			changed++
		}
		if want := withLineEnds(lfOut, '\r'); !bytes.Equal(crOut, want) {
			t.Errorf("%s: annotated with CR line ends:\n%s\nwant\n%s", name, firstDiff(string(crOut), string(want)), firstDiff(string(want), string(crOut)))
		}
		if bytes.IndexByte(crOut, '\n') >= 0 {
			t.Errorf("%s: an LF written into a file of CR line ends", name)
		}
	}
	if changed < 40 {
		t.Errorf("only %d inputs annotated", changed)
	}
}

// TestBinaryPositionCRLines: the NUL byte that makes an input binary is
// named at its line and column, a CR alone ending a line as LF and CRLF
// do (it was line 1, column 13, with CR line ends).
func TestBinaryPositionCRLines(t *testing.T) {
	for _, text := range []string{"saved\nnotes\n\x00\x01", "saved\r\nnotes\r\n\x00\x01", "saved\rnotes\r\x00\x01", "saved\rnotes\n\x00\x01"} {
		br, _, kind := OpenReader(strings.NewReader(text), "notes.pbn")
		ds := br.Diagnostics()
		if kind.String() != "binary" || len(ds) != 1 {
			t.Fatalf("%q: %v, %v", text, kind, ds)
		}
		if p := ds[0].Pos; p.Line != 3 || p.Col != 1 || p.Offset != int64(strings.IndexByte(text, 0)) {
			t.Errorf("%q: the NUL byte at %d:%d (offset %d), want 3:1", text, p.Line, p.Col, p.Offset)
		}
	}
}
