package sniff

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/mdlint/mdlint/internal/sharedtest"
)

func le16(s string, bom bool) []byte {
	var out []byte
	if bom {
		out = []byte{0xFF, 0xFE}
	}
	for _, u := range utf16.Encode([]rune(s)) {
		out = append(out, byte(u), byte(u>>8))
	}
	return out
}

func be16(s string) []byte {
	out := []byte{0xFE, 0xFF}
	for _, u := range utf16.Encode([]rune(s)) {
		out = append(out, byte(u>>8), byte(u))
	}
	return out
}

func TestDetect(t *testing.T) {
	const pbn = "[Event \"Club\"]\r\n[Board \"1\"]\r\n"
	const lin = "pn|Ann,Bo,Cy,Di|st||md|1S48H5679D268TC69J,S3JQKH2AD7AC358QA,S79THQD49JQKC47TK,|"
	for _, c := range []struct {
		name string
		in   []byte
		want Kind
	}{
		{"pbn", []byte(pbn), PBN},
		{"pbn after comments", []byte("% PBN 2.1\n% EXPORT\n\n" + pbn), PBN},
		{"pbn with BOM", append([]byte{0xEF, 0xBB, 0xBF}, pbn...), PBN},
		{"pbn brace first", []byte("{ a commentary }\n" + pbn), PBN},
		{"pbn utf-16le", le16(pbn, true), PBN},
		{"pbn utf-16be", be16(pbn), PBN},
		{"pbn utf-16le without mark", le16(pbn, false), PBN},
		{"lin utf-16", le16(lin, true), UTF16},
		{"lin", []byte(lin), LIN},
		{"lin upper-case key", []byte("PN|Ann|MD|1S4,,,|"), LIN},
		{"lin vugraph", []byte("% comment\nvg|Final,Open,I,1,16,A,0,B,0|\n"), LIN},
		{"lin after junk line", []byte("saved by hand\n" + lin), LIN},
		{"html", []byte("\n  <!DOCTYPE html><html><body></body></html>"), Page},
		{"html with popup", []byte("<html><a onclick=\"hv_popuplin('pn|A,B,C,D|md|3S4,,,|')\">"), Page},
		{"url list", []byte("https://www.bridgebase.com/tools/handviewer.html?lin=md|1S4|\n"), Page},
		{"page text without tags", []byte("Results\nBoard 1 hv_popuplin('md|1S4|')"), Page},
		{"pbn after text", []byte("Saved from the club\n[Event \"x\"]\n"), PBN},
		// a CR alone ends a line (classic Mac OS files): the comment
		// line does not run to the end of the file
		{"pbn with CR line ends", []byte("% PBN 2.1\r% EXPORT\r\r[Event \"x\"]\r[Board \"1\"]\r"), PBN},
		{"pbn with CR line ends after text", []byte("Saved from the club\r[Event \"x\"]\r"), PBN},
		{"pbn with doubled line ends", []byte("% PBN 2.1\r\r\n[Event \"x\"]\r\r\n"), PBN},
		{"lin with CR line ends", []byte("% saved by hand\r" + lin + "\r"), LIN},
		{"blank with CR line ends", []byte("% only\r% comments\r\r"), Empty},
		{"prose with CR line ends", []byte("Dear partner,\rhere are the hands.\r"), Unknown},
		{"empty", nil, Empty},
		{"blank", []byte(" \r\n\r\n% only a comment\n\x1a"), Empty},
		{"binary", []byte("\x7fELF\x02\x01\x01\x00\x00\x00"), Binary},
		{"prose", []byte("Dear partner,\nhere are the hands.\n"), Unknown},
	} {
		if got := Detect(c.in); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// Every corpus file is detected as what its directory says it is.
func TestCorpus(t *testing.T) {
	dir := sharedtest.Path(t, "corpus")
	for _, sub := range []struct {
		dir  string
		want Kind
	}{{"pbn", PBN}, {"lin", LIN}} {
		files, _ := filepath.Glob(filepath.Join(dir, sub.dir, "*"))
		if len(files) == 0 {
			t.Fatalf("no corpus files in %s", sub.dir)
		}
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			want := sub.want
			if strings.HasSuffix(f, "empty.pbn") {
				want = Empty
			}
			if got := Detect(data); got != want {
				t.Errorf("%s: %v, want %v", filepath.Base(f), got, want)
			}
		}
	}
}
