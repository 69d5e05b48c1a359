package engine_test

import (
	"reflect"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/enginetest"
)

// sharedSrc mounts module m with T=S under two lines (one shared body) and
// with T=H under a third; spare is never mounted, inner is used only
// inside spare, and redonly only below a line of the red variant.
const sharedSrc = `@system "shared"
1C   strong        {hcp 16+; src 1}
  1D   negative    {hcp 0-7; src 1}
    use m(T=S)
  1H   positive    {hcp 8+; 4+H; src 1}
    use m(T=S)
1D   natural       {hcp 11-15; 4+D; src 1}
  use m(T=H)
2H   weak          {hcp 5-10; 6+H; when variant red; src 1}
  use redonly()

@module m(T: suit)
  2N   asks for $T {hcp 10+; artificial; src 2}
    3C   minimum   {hcp 0-9; src 2}

@module spare(X: range = 1-2, f: flag)
  2C   spare       {hcp $X; src 3}
    use inner()

@module inner()
  2D   inner       {src 4}

@module redonly()
  2N   feature ask {artificial; src 5}
`

func sharedSystem(t *testing.T, variant string) *engine.System {
	t.Helper()
	fsys := fstest.MapFS{"main.mds": &fstest.MapFile{Data: []byte(sharedSrc)}}
	sys, err := engine.LoadFS(fsys, "main.mds", engine.Options{Variant: variant})
	if err != nil {
		t.Fatal(err)
	}
	return sys
}

type visit struct {
	n    engine.NodeInfo
	kids []engine.NodeInfo
}

func nodes(sys *engine.System) []visit {
	var out []visit
	sys.Nodes(func(n engine.NodeInfo, kids []engine.NodeInfo) bool {
		out = append(out, visit{n, kids})
		return true
	})
	return out
}

func TestNodesSharedBody(t *testing.T) {
	sys := sharedSystem(t, "")
	vs := nodes(sys)
	var got []string
	for _, v := range vs {
		var kids []string
		for _, k := range v.kids {
			kids = append(kids, k.Call)
		}
		got = append(got, strings.Join(v.n.Path, " ")+" -> "+strings.Join(kids, ","))
	}
	// the top level first; the shared 2N (T=S) once, below 1C 1D, where it
	// is first reached; 1C 1H lists it as a child without a visit of its
	// own; T=H is another body, visited below 1D.
	want := []string{
		" -> 1C,1D",
		"1C -> 1D,1H",
		"1C 1D -> 2N",
		"1C 1D 2N -> 3C",
		"1C 1D 2N 3C -> ",
		"1C 1H -> 2N",
		"1D -> 2N",
		"1D 2N -> 3C",
		"1D 2N 3C -> ",
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Nodes visits\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	byID := map[int]engine.NodeInfo{}
	for i, v := range vs {
		if v.n.ID != i {
			t.Errorf("visit %d has ID %d: ids run in visiting order", i, v.n.ID)
		}
		byID[v.n.ID] = v.n
		if v.n.ID > 0 {
			p, ok := byID[v.n.Parent]
			if !ok {
				t.Errorf("%v: parent %d not visited before it", v.n.Path, v.n.Parent)
			}
			if want := append(append([]string(nil), p.Path...), v.n.Call); !reflect.DeepEqual(v.n.Path, want) {
				t.Errorf("path %v, parent's path + call %v", v.n.Path, want)
			}
		}
	}
	if n := len(vs) - 1; n != sys.Lines() {
		t.Errorf("%d lines visited, Lines() %d", n, sys.Lines())
	}
	// the child 2N of 1C 1H is the line visited below 1C 1D
	shared := vs[5].kids[0]
	if shared.ID != vs[3].n.ID || strings.Join(shared.Path, " ") != "1C 1D 2N" || shared.Module != "m" ||
		shared.Explanation != "asks for ♠" || shared.Rule != "main.mds:13" || shared.Constraint.String() != "hcp 10+" {
		t.Errorf("shared child %+v", shared)
	}
	if vs[6].kids[0].Explanation != "asks for ♥" || vs[6].kids[0].ID == shared.ID {
		t.Errorf("1D's 2N %+v: another body (T=H)", vs[6].kids[0])
	}
	if vs[1].n.Module != "" || vs[1].n.Policy != "undefined" || vs[0].n.Call != "" || vs[0].n.Path != nil {
		t.Errorf("1C %+v, top level %+v", vs[1].n, vs[0].n)
	}
	// Walk reaches the shared 2N twice, with the same ID.
	var ids []int
	sys.Walk(func(p []string, n engine.NodeInfo) bool {
		if n.Call == "2N" && n.Module == "m" && strings.Contains(n.Explanation, "♠") {
			ids = append(ids, n.ID)
		}
		return true
	})
	if len(ids) != 2 || ids[0] != shared.ID || ids[1] != shared.ID {
		t.Errorf("Walk ids of the shared 2N: %v, want twice %d", ids, shared.ID)
	}
}

func TestNodesStop(t *testing.T) {
	sys := sharedSystem(t, "")
	var got []string
	sys.Nodes(func(n engine.NodeInfo, _ []engine.NodeInfo) bool {
		got = append(got, strings.Join(n.Path, " "))
		return n.Call != "1C"
	})
	// nothing below 1C; 1D and its own module body still visited
	if want := []string{"", "1C", "1D", "1D 2N", "1D 2N 3C"}; !reflect.DeepEqual(got, want) {
		t.Errorf("visits %q, want %q", got, want)
	}
}

func TestNodesSmallEachLineOnce(t *testing.T) {
	for _, sys := range []*engine.System{small(t, ""), enginetest.Embedded(t, "")} {
		seen := map[int]bool{}
		children := 0
		sys.Nodes(func(n engine.NodeInfo, kids []engine.NodeInfo) bool {
			if seen[n.ID] {
				t.Fatalf("%v visited twice", n.Path)
			}
			seen[n.ID] = true
			children += len(kids)
			return true
		})
		walked := 0
		sys.Walk(func([]string, engine.NodeInfo) bool { walked++; return true })
		// Walk reports a line at every place it continues: as many
		// reports as Nodes lists children; every line a child somewhere.
		if walked != children || len(seen)-1 > sys.Lines() || len(seen) < 2 {
			t.Errorf("%s: %d lines visited (Lines %d), %d children, Walk %d reports", sys.Name(), len(seen)-1, sys.Lines(), children, walked)
		}
	}
}

func TestModules(t *testing.T) {
	brown := sharedSystem(t, "brown")
	ms := map[string]engine.ModuleInfo{}
	var names []string
	for _, m := range brown.Modules() {
		ms[m.Name] = m
		names = append(names, m.Name)
	}
	if strings.Join(names, " ") != "m spare inner redonly" {
		t.Fatalf("modules %v", names)
	}
	m := ms["m"]
	if m.Rule != "main.mds:12" || !reflect.DeepEqual(m.Params, []engine.ModuleParam{{Name: "T", Type: "suit"}}) ||
		!reflect.DeepEqual(m.Mounts, []string{"main.mds:4", "main.mds:6", "main.mds:8"}) ||
		!reflect.DeepEqual(m.Uses, []engine.ModuleUse{{"main.mds:4", "", true}, {"main.mds:6", "", true}, {"main.mds:8", "", true}}) || m.Instances != 2 {
		t.Errorf("m: %+v", m)
	}
	sp := ms["spare"]
	if len(sp.Mounts) != 0 || len(sp.Uses) != 0 || sp.Instances != 0 || sp.Rule != "main.mds:16" ||
		!reflect.DeepEqual(sp.Params, []engine.ModuleParam{{Name: "X", Type: "range", Default: "1-2", HasDefault: true}, {Name: "f", Type: "flag"}}) {
		t.Errorf("spare: %+v", sp)
	}
	if in := ms["inner"]; len(in.Mounts) != 0 || !reflect.DeepEqual(in.Uses, []engine.ModuleUse{{Rule: "main.mds:18", In: "spare"}}) {
		t.Errorf("inner (used only inside spare): %+v", in)
	}
	if r := ms["redonly"]; len(r.Mounts) != 0 || !reflect.DeepEqual(r.Uses, []engine.ModuleUse{{Rule: "main.mds:10"}}) {
		t.Errorf("redonly in brown: %+v", r)
	}
	for _, r := range sharedSystem(t, "red").Modules() {
		if r.Name == "redonly" && (!reflect.DeepEqual(r.Mounts, []string{"main.mds:10"}) || !r.Uses[0].Mounted || r.Instances != 1) {
			t.Errorf("redonly in red: %+v", r)
		}
	}
	// a fresh copy each time
	a := brown.Modules()
	a[0].Mounts[0] = "changed"
	if brown.Modules()[0].Mounts[0] != "main.mds:4" {
		t.Error("Modules shares its slices with the caller")
	}
}

// TestModulesEmbedded: every module of Magic D-light is mounted (the
// engine/systems/magic-dlight/README.md signatures), and the NT module is
// mounted more than once.
func TestModulesEmbedded(t *testing.T) {
	sys := enginetest.Embedded(t, "")
	ms := sys.Modules()
	if len(ms) < 20 {
		t.Fatalf("%d modules", len(ms))
	}
	for _, m := range ms {
		if len(m.Mounts) == 0 {
			t.Errorf("module %s (%s) is never mounted (uses: %v)", m.Name, m.Rule, m.Uses)
		}
		if !strings.HasPrefix(m.Rule, "magic-dlight/") || m.Instances < 1 {
			t.Errorf("module %+v", m)
		}
	}
}

// Every module of the embedded system has a title for readers (the
// quoted text after its signature, language section 5); a title may hold
// brackets, and follows a text parameter's quoted default; an empty title
// is a load error naming its line.
func TestModuleTitles(t *testing.T) {
	s := enginetest.Embedded(t, "brown")
	titles := map[string]string{}
	for _, m := range s.Modules() {
		if m.Title == "" {
			t.Errorf("module %s (%s) has no title", m.Name, m.Rule)
		}
		titles[m.Name] = m.Title
	}
	if got := titles["nt"]; got != "1NT module: the answers to 1NT (chapter 6)" {
		t.Errorf("nt: %q", got)
	}
	if got := titles["rkcb"]; got != "RKCB 0314: the answers to 4NT (9.2)" {
		t.Errorf("rkcb: %q", got)
	}
	fsys := fstest.MapFS{"top.mds": {Data: []byte(`@module a(R: range) "Answers (after 1♣) to the ask"
  2D  no major  {artificial; src 1.1}
@module b(after: text = "opening") "After the \"opening\"? no: plain"
@module c(after: text = "opening")
1C  strong  {hcp 16+; artificial; forcing; src 2.1}
  use a(R=12-14)
  use b()
  use c()
`)}}
	_, err := engine.LoadFS(fsys, "top.mds", engine.Options{})
	if err == nil || !strings.Contains(err.Error(), "top.mds:3:") {
		t.Fatalf("a quote inside a title: %v", err)
	}
	fsys["top.mds"].Data = []byte(strings.Replace(string(fsys["top.mds"].Data), `"After the \"opening\"? no: plain"`, `"After the opening"`, 1))
	s2, err := engine.LoadFS(fsys, "top.mds", engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, m := range s2.Modules() {
		got[m.Name] = m.Title
	}
	want := map[string]string{"a": "Answers (after 1♣) to the ask", "b": "After the opening", "c": ""}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("module %s: title %q, want %q", k, got[k], v)
		}
	}
	fsys["top.mds"].Data = []byte(strings.Replace(string(fsys["top.mds"].Data), `"After the opening"`, `""`, 1))
	_, err = engine.LoadFS(fsys, "top.mds", engine.Options{})
	if err == nil || !strings.Contains(err.Error(), "top.mds:3:9: @module b: the title is empty") {
		t.Errorf("empty title: %v", err)
	}
}

// TestWalkPrunedFirstPath: a shared module body is listed below the first
// path for which the callback returns true. When the callback leaves out
// the first path that reaches it (system dump leaves out illegal
// auctions), the next path lists the body, not "see also" a path that is
// not listed.
func TestWalkPrunedFirstPath(t *testing.T) {
	sys := sharedSystem(t, "")
	walk := func(skip string) map[string]string {
		got := map[string]string{} // path -> SeeAlso
		sys.Walk(func(p []string, n engine.NodeInfo) bool {
			k := strings.Join(p, " ")
			if k == skip {
				return false
			}
			got[k] = n.SeeAlso
			return true
		})
		return got
	}
	all := walk("")
	if see, ok := all["1C 1H 2N"]; !ok || see != "1C 1D 2N" {
		t.Errorf("full walk: 1C 1H 2N see also %q (listed %v), want 1C 1D 2N", see, ok)
	}
	if _, ok := all["1C 1H 2N 3C"]; ok {
		t.Errorf("full walk lists the shared body twice: 1C 1H 2N 3C")
	}
	pruned := walk("1C 1D 2N")
	if see, ok := pruned["1C 1H 2N"]; !ok || see != "" {
		t.Errorf("pruned walk: 1C 1H 2N see also %q (listed %v), want the body below it", see, ok)
	}
	if _, ok := pruned["1C 1H 2N 3C"]; !ok {
		t.Errorf("pruned walk lost 1C 1H 2N 3C, the shared body below the first path listed")
	}
	if _, ok := pruned["1C 1D 2N 3C"]; ok {
		t.Errorf("pruned walk descended below the left-out 1C 1D 2N")
	}
}
