package pbn

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mdlint/mdlint/internal/edittest"
	"github.com/mdlint/mdlint/record"
)

// fuzzSeeds adds the corpus files (cut to 16 KiB) and the regression
// inputs as seeds.
func fuzzSeeds(f *testing.F) {
	for _, s := range []string{
		christy,
		"[Board \"1\"]\n{ open\n[Dealer \"S\"]\n",
		"[Event \"Random]\"] [Site \"a \\\"b\\\"\"]\n",
		"[Dealer \"W\"]\n[Auction \"W\"]\n1C 1S =1= 4H* Pass\n5D=1 X Pass Pass\nPass\n[Note \"1:weak\"]\n",
		"\xff\xfe[\x00B\x00o\x00a\x00r\x00d\x00 \x00\"\x001\x00\"\x00]\x00",
		"[Dealer \"N\"]\r[Auction \"N\"]\r- 1D ^S ^I 1C AP\r",
		// CR line ends (classic Mac OS): a comment line, an unclosed '{'
		// before a closed one, mixed and doubled line ends
		"% PBN 2.1\r[Board \"1\"]\r{ open\r[Auction \"N\"]\r1C Pass\r\r[Board \"2\"]\r{closed}\r[Dealer \"E\"]\r",
		"[Board \"1\"]\r\n[Dealer \"N\"]\r[Auction \"N\"]\n1C =1= Pass\r\r\n[Note \"1:x\"]\r",
	} {
		f.Add([]byte(s))
	}
	// the producers' quirks (own fixtures)
	quirks, _ := filepath.Glob(filepath.Join("..", "testdata", "readers", "*.pbn"))
	for _, p := range quirks {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	dir, err := findCorpus()
	if err != nil {
		return
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.pbn"))
	for _, p := range files {
		data, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		if len(data) > 16<<10 {
			data = data[:16<<10]
		}
		f.Add(data)
	}
}

// findCorpus is corpusDir without the testing.TB (seeds are optional).
func findCorpus() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", os.ErrNotExist
		}
		dir = parent
	}
	c := filepath.Join(dir, "..", "shared", "corpus", "pbn")
	_, err = os.Stat(c)
	return c, err
}

// FuzzRead: the reader never panics or hangs, positions stay inside the
// input, every span lies within it, and the fast paths (fastTag) read
// every input as the token path does.
func FuzzRead(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		start := time.Now()
		boards, diags, err := ReadBytes("f.pbn", data)
		if err != nil {
			t.Fatal(err)
		}
		if d := time.Since(start); d > 5*time.Second {
			t.Fatalf("reading %d bytes took %v", len(data), d)
		}
		// the fast paths read as the token path does, in one chunk and
		// in chunks of 7 bytes after the first 64 KiB
		sameFastSlow(t, "fuzz input", data, 0)
		sameFastSlow(t, "fuzz input", data, 7)
		n := int64(len(data))
		for _, d := range diags {
			if d.Pos.Offset < 0 || d.Pos.Offset > n {
				t.Fatalf("file diagnostic offset %d outside [0,%d]", d.Pos.Offset, n)
			}
		}
		for _, b := range boards {
			for _, tag := range b.Tags {
				if tag.Start < 0 || tag.End > n || tag.Start > tag.End {
					t.Fatalf("tag %s span [%d,%d) outside %d", tag.Name, tag.Start, tag.End, n)
				}
			}
			for i, c := range b.Calls {
				if c.Pos.Offset < 0 || b.calls[i].tokEnd > n {
					t.Fatalf("call %d outside the input", i)
				}
			}
		}
	})
}

// FuzzEdit: read, set an explanation on every third call, apply, re-read:
// never panics, the board count is unchanged, and the explanation is
// visible on the re-read call.
func FuzzEdit(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		boards, _, err := ReadBytes("f.pbn", data)
		if err != nil {
			t.Fatal(err)
		}
		var edits []record.Edit
		set := map[[2]int]string{}
		for k, b := range boards {
			for i := 0; i < len(b.Calls); i += 3 {
				if err := b.SetExplanation(i, "fuzz ♣ \"x\""); err != nil {
					// only the refusals SetExplanation documents
					if errors.Is(err, ErrNoFreeNote) || strings.Contains(err.Error(), "written as AP") || strings.Contains(err.Error(), "no place for auction notes") {
						continue
					}
					t.Fatalf("board %d call %d: %v", k+1, i+1, err)
				}
				set[[2]int{k, i}] = b.Calls[i].Explanation
			}
			edits = append(edits, b.Edits()...)
		}
		var out bytes.Buffer
		if err := record.Apply(&out, bytes.NewReader(data), edits); err != nil {
			t.Fatalf("apply: %v", err)
		}
		if err := edittest.OutsideUnchanged(data, out.Bytes(), edits); err != nil {
			t.Fatalf("%v\n%q\n%q", err, data, out.Bytes())
		}
		again, _, err := ReadBytes("f.pbn", out.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		if len(again) != len(boards) {
			t.Fatalf("%d boards after the edit, %d before", len(again), len(boards))
		}
		for k, b := range boards {
			if len(again[k].Calls) != len(b.Calls) || again[k].Deal != b.Deal || again[k].Dealer != b.Dealer {
				t.Fatalf("board %d reads back differently after the edit", k+1)
			}
			for i, c := range b.Calls {
				if again[k].Calls[i].Call != c.Call {
					t.Fatalf("board %d call %d: %v after the edit, %v before", k+1, i+1, again[k].Calls[i].Call, c.Call)
				}
			}
		}
		for key, want := range set {
			b := again[key[0]]
			if key[1] >= len(b.Calls) {
				t.Fatalf("board %d lost call %d", key[0], key[1])
			}
			c := b.Calls[key[1]]
			if !c.HasExplanation || c.Explanation != want || !strings.Contains(want, "fuzz") {
				t.Fatalf("board %d call %d: explanation %q, want %q", key[0], key[1], c.Explanation, want)
			}
		}
	})
}
