package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestFindNearest(t *testing.T) {
	root := t.TempDir()
	sub := filepath.Join(root, "a", "b")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	if got := Find(sub); got != "" && strings.HasPrefix(got, root) {
		t.Fatalf("Find with no file = %q", got)
	}
	top := filepath.Join(root, FileName)
	if err := os.WriteFile(top, []byte("side = \"ns\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := Find(sub); got != top {
		t.Errorf("Find(%s) = %q, want %q", sub, got, top)
	}
	mid := filepath.Join(root, "a", FileName)
	if err := os.WriteFile(mid, []byte("side = \"ew\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := Find(sub); got != mid {
		t.Errorf("Find(%s) = %q, want the nearer %q", sub, got, mid)
	}
}

func TestExclusionMatches(t *testing.T) {
	dir := t.TempDir()
	f, err := parse(filepath.Join(dir, FileName), []byte(`
[[exclude]]
files = "2026-*/club-*.pbn"
boards = ["Board 7"]
rules = ["MD001"]
reason = "we agreed this upgrade"

[[exclude]]
files = "bbo-*.lin"
reason = "robots"
`))
	if err != nil {
		t.Fatal(err)
	}
	in := func(p string) string { return filepath.Join(dir, p) }
	cases := []struct {
		s    Subject
		want int // exclusion index, 0 for none
	}{
		{Subject{File: in("2026-11/club-1.pbn"), Board: "7", RuleID: "MD001", Rule: "hcp"}, 1},
		{Subject{File: in("2026-11/club-1.pbn"), Board: "board 7", RuleID: "MD001", Rule: "hcp"}, 1},
		{Subject{File: in("2026-11/club-1.pbn"), Board: "17", RuleID: "MD001", Rule: "hcp"}, 0},
		{Subject{File: in("2026-11/club-1.pbn"), Board: "7", RuleID: "MD002", Rule: "length"}, 0},
		{Subject{File: in("2025-11/club-1.pbn"), Board: "7", RuleID: "MD001", Rule: "hcp"}, 0},
		{Subject{File: in("deep/er/bbo-3.lin"), Board: "1", RuleID: "MD005", Rule: "missing-alert"}, 2},
	}
	for _, c := range cases {
		got := 0
		if e := f.Excluded(c.s); e != nil {
			got = e.Index
		}
		if got != c.want {
			t.Errorf("%+v: exclusion %d, want %d", c.s, got, c.want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for src, want := range map[string]string{
		"[severity]\nhcp = \"fatal\"\n":                  `[severity] hcp = "fatal": want error, warning, info or off`,
		"[[exclude]]\nrules = [\"hcp\"]\n":               "exclusion 1 has no reason",
		"[[exclude]]\nreason = \"x\"\nboard = [\"1\"]\n": "unknown key exclude.board",
		"side = \"ns\"\nplayers = [x]\n":                 "c.toml:2:",
	} {
		_, err := parse("c.toml", []byte(src))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: err = %v, want %q", src, err, want)
		}
	}
}

// A Finder answers as Find does, and looks a directory up once: a file put
// there later in the run does not change its answer.
func TestFinderLooksEachDirectoryUpOnce(t *testing.T) {
	root := t.TempDir()
	a, b := filepath.Join(root, "a"), filepath.Join(root, "b")
	for _, d := range []string{a, b} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	inA := filepath.Join(a, FileName)
	if err := os.WriteFile(inA, []byte("side = \"ns\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var f Finder
	if got := f.Find(a); got != inA {
		t.Errorf("Find(%s) = %q, want %q", a, got, inA)
	}
	if got, want := f.Find(b), Find(b); got != want {
		t.Errorf("Find(%s) = %q, want Find's %q", b, got, want)
	}
	if err := os.WriteFile(filepath.Join(b, FileName), []byte("side = \"ew\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, want := f.Find(b), Find(filepath.Join(root, "none")); got != want {
		t.Errorf("second Find(%s) = %q, want the first answer %q", b, got, want)
	}
	if len(f.found) != 2 {
		t.Errorf("%d directories looked up, want 2", len(f.found))
	}
}
