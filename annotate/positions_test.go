package annotate

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/internal/sharedtest"
	"github.com/mdlint/mdlint/record"
)

// badPosition describes what is wrong with p in an input of size bytes,
// or returns "". A position is either absent (all zero: a diagnostic of
// the whole file) or has a line and a column of at least 1 and an offset
// inside the input.
func badPosition(p record.Position, size int) string {
	if p == (record.Position{}) {
		return ""
	}
	if p.Line < 1 || p.Col < 1 || p.Offset < 0 || p.Offset > int64(size) {
		return fmt.Sprintf("line %d, column %d, offset %d (input of %d bytes)", p.Line, p.Col, p.Offset, size)
	}
	return ""
}

// badPositions runs the lint and annotate path over data saved as name and
// returns every position it reports (findings, file and board
// diagnostics, boards and their calls) that badPosition rejects.
func badPositions(t testing.TB, sys *engine.System, dir, name string, data []byte, lint bool) []string {
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	var bad []string
	add := func(what string, p record.Position) {
		if s := badPosition(p, len(data)); s != "" {
			bad = append(bad, what+": "+s)
		}
	}
	job := Job{System: sys, Sides: engine.BothSides, Lint: lint, Rules: Rules(), Config: Config{HCPTolerance: 1}, Annotate: true}
	res := ProcessFile(path, job)
	for _, f := range res.Findings {
		add("finding "+f.Message, f.Pos)
	}
	for _, d := range append(res.Diagnostics, res.BoardErrors...) {
		add("diagnostic "+d.Message, d.Pos)
	}
	br, _, _ := OpenReader(bytes.NewReader(data), name)
	for {
		eb, err := br.Next()
		if err != nil {
			break
		}
		b := eb.Record()
		add("board "+b.Label, b.Pos)
		for _, d := range b.Diagnostics {
			add("board diagnostic "+d.Message, d.Pos)
		}
		for i, c := range b.Calls {
			add(fmt.Sprintf("call %d of %s", i, b.Label), c.Pos)
		}
	}
	for _, d := range br.Diagnostics() {
		add("diagnostic "+d.Message, d.Pos)
	}
	return bad
}

// hostile returns variants of data that real files and tools produce or
// that break line and column counting: CR-only and doubled-CR line ends,
// a BOM, a leading line end, tabs, invalid UTF-8, NUL, empty lines, a
// huge line, everything on one line.
func hostile(data []byte, r *rand.Rand) map[string][]byte {
	lf := bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))
	at := func(ins string) []byte {
		i := r.IntN(len(data) + 1)
		return append(append(append([]byte{}, data[:i]...), ins...), data[i:]...)
	}
	out := map[string][]byte{
		"as is":           data,
		"CR only":         bytes.ReplaceAll(lf, []byte("\n"), []byte("\r")),
		"CR CR LF":        bytes.ReplaceAll(lf, []byte("\n"), []byte("\r\r\n")),
		"CRLF":            bytes.ReplaceAll(lf, []byte("\n"), []byte("\r\n")),
		"LF CR":           bytes.ReplaceAll(lf, []byte("\n"), []byte("\n\r")),
		"BOM":             append([]byte("\ufeff"), data...),
		"BOM and newline": append([]byte("\ufeff\n"), data...),
		"leading newline": append([]byte("\n"), data...),
		"leading CR":      append([]byte("\r"), data...),
		"tabs":            bytes.ReplaceAll(data, []byte(" "), []byte("\t")),
		"one line":        bytes.ReplaceAll(lf, []byte("\n"), []byte(" ")),
		"huge line":       at(strings.Repeat("x", 70000)),
	}
	for k := range 3 {
		out[fmt.Sprint("invalid UTF-8 ", k)] = at("\xff\xfe\xc3")
		out[fmt.Sprint("empty lines ", k)] = at("\n\n")
		out[fmt.Sprint("CR ", k)] = at("\r")
		out[fmt.Sprint("tab ", k)] = at("\t")
		out[fmt.Sprint("NUL ", k)] = at("\x00")
		out[fmt.Sprint("UTF-8 ", k)] = at("♠é")
	}
	return out
}

// Every position the lint and annotate path reports for the real files
// (the examples, the reader fixtures, the corpus files under 60 KB) and for
// hostile variants of each (line ends, BOM, tabs, invalid UTF-8, NUL,
// huge lines, saved pages of the LIN files, UTF-16 of the PBN files) has a
// line and a column of at least 1 and an offset inside the file.
func TestHostileInputPositions(t *testing.T) {
	sys, err := engine.LoadEmbedded(engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	for _, d := range []string{"../testdata/examples", "../testdata/readers", sharedtest.Path(t, "corpus", "lin"), sharedtest.Path(t, "corpus", "pbn")} {
		m, _ := filepath.Glob(filepath.Join(d, "*"))
		files = append(files, m...)
	}
	dir := t.TempDir()
	r := rand.New(rand.NewPCG(1, 2))
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if len(data) > 60000 {
			continue
		}
		vs := hostile(data, r)
		ext := filepath.Ext(f)
		if ext == ".lin" {
			for name, v := range vs {
				vs["page of "+name] = page(v, false)
				vs["encoded page of "+name] = page(v, true)
			}
		}
		if ext == ".pbn" {
			for name, v := range vs {
				vs["UTF-16LE "+name] = utf16(v, false)
				vs["UTF-16BE "+name] = utf16(v, true)
			}
		}
		for name, v := range vs {
			ext := ext
			if strings.HasPrefix(name, "page") || strings.HasPrefix(name, "encoded page") {
				ext = ".html"
			}
			for _, b := range badPositions(t, sys, dir, "x"+ext, v, len(v) < 20000) {
				t.Errorf("%s, %s: %s", filepath.Base(f), name, b)
			}
		}
	}
}

// page puts each line of a LIN file into a saved BBO page, alternately as
// an hv_popuplin('…') call and a handviewer lin= link, percent-encoded
// when encode is set.
func page(lin []byte, encode bool) []byte {
	var b bytes.Buffer
	b.WriteString("<!DOCTYPE html>\n<html><body>\n")
	for i, l := range bytes.Split(lin, []byte("\n")) {
		v := string(l)
		if encode {
			v = url.PathEscape(v)
		}
		if i%2 == 0 {
			b.WriteString("<a onclick=\"hv_popuplin('" + v + "');\">" + fmt.Sprint(i) + "</a>\n")
		} else {
			b.WriteString("<a href=\"https://www.bridgebase.com/tools/handviewer.html?lin=" + v + "\">x</a>\n")
		}
	}
	b.WriteString("</body></html>\n")
	return b.Bytes()
}

// utf16 encodes data (read as UTF-8, invalid bytes as U+FFFD) as UTF-16
// with a byte order mark.
func utf16(data []byte, big bool) []byte {
	var out []byte
	put := func(u uint16) {
		if big {
			out = append(out, byte(u>>8), byte(u))
		} else {
			out = append(out, byte(u), byte(u>>8))
		}
	}
	put(0xfeff)
	for _, r := range string(data) {
		if r >= 0x10000 {
			r -= 0x10000
			put(uint16(0xd800 + r>>10))
			put(uint16(0xdc00 + r&0x3ff))
			continue
		}
		put(uint16(r))
	}
	return out
}

// FuzzPositions reads arbitrary input as mdlint does (the content decides:
// PBN, LIN, a saved page, UTF-16) and checks that no position of a board,
// a call or a diagnostic has a line or column below 1 or an offset
// outside the input; as a page when page is set.
func FuzzPositions(f *testing.F) {
	for _, seed := range []string{"../testdata/examples/club-evening.pbn", "../testdata/examples/bbo-teams.lin",
		"../testdata/readers/traveller.html", "../testdata/readers/crlf-doubled.pbn", "../testdata/readers/utf16le-bom.pbn",
		"../testdata/readers/ctrl-z.lin", "../testdata/readers/unclosed-brace.pbn"} {
		if b, err := os.ReadFile(seed); err == nil {
			f.Add(b, false)
		}
	}
	f.Add([]byte("\r\r\n[Board \"1\"]\r\r[Deal \"N:AKQ\tJ.T9.876.5432 - - -\"]\r[Auction \"N\"]\r1NT =1= Pass\r"), false)
	f.Add([]byte("\ufeff\npn|a,b,c,d|md|3S2345H2345D2345C2,S6789H6789D6789C3,SAKQJTHTJDTJC4567,|ah|Board 1|mb|1N!|an|x|mb|p|pg||\r\n"), true)
	f.Fuzz(func(t *testing.T, data []byte, asPage bool) {
		name := "f.pbn"
		if asPage {
			data, name = page(data, len(data)%2 == 0), "f.html"
		}
		br, _, _ := OpenReader(bytes.NewReader(data), name)
		check := func(what string, p record.Position) {
			if s := badPosition(p, len(data)); s != "" {
				t.Fatalf("%s: %s", what, s)
			}
		}
		for {
			eb, err := br.Next()
			if err != nil {
				break
			}
			b := eb.Record()
			check("board "+b.Label, b.Pos)
			for _, d := range b.Diagnostics {
				check("board diagnostic "+d.Message, d.Pos)
			}
			for i, c := range b.Calls {
				check(fmt.Sprintf("call %d of %s", i, b.Label), c.Pos)
			}
		}
		for _, d := range br.Diagnostics() {
			check("diagnostic "+d.Message, d.Pos)
		}
	})
}
