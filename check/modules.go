package check

import (
	"bufio"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"sort"
	"strings"
)

// ModuleSource is where the static checks read a system's files to find
// its modules: the engine compiles modules away and does not list them.
type ModuleSource struct {
	FS  fs.FS  // the files, e.g. systems.FS() or os.DirFS(dir)
	Top string // the top file in FS, slash-separated
}

var (
	moduleDef = regexp.MustCompile(`^@module\s+([A-Za-z][\w-]*)\s*\(`)
	moduleUse = regexp.MustCompile(`^\s+use\s+([A-Za-z][\w-]*)\s*\(`)
	includeRe = regexp.MustCompile(`^@include\s+"([^"]+)"`)
)

type moduleInfo struct {
	file string
	line int
	uses []string
}

// UnmountedModules reads the system's files (following @include from Top)
// and returns a finding for each module that no `use` reachable from a
// top-level line mounts, directly or through other mounted modules. A module
// that only mounts itself, or is mounted only by unmounted modules, is
// reported. Unreadable files are returned as an error.
func UnmountedModules(src ModuleSource) ([]Finding, error) {
	modules := map[string]*moduleInfo{}
	var rootUses []string
	seenFiles := map[string]bool{}
	var read func(name string) error
	read = func(name string) error {
		if seenFiles[name] {
			return nil
		}
		seenFiles[name] = true
		f, err := src.FS.Open(name)
		if err != nil {
			return err
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		var cur *moduleInfo
		n := 0
		var includes []string
		for sc.Scan() {
			n++
			l := stripComment(sc.Text())
			if strings.TrimSpace(l) == "" {
				continue
			}
			if m := includeRe.FindStringSubmatch(l); m != nil {
				includes = append(includes, path.Join(path.Dir(name), m[1]))
				continue
			}
			if m := moduleDef.FindStringSubmatch(l); m != nil {
				cur = &moduleInfo{file: name, line: n}
				modules[m[1]] = cur
				continue
			}
			if l[0] != ' ' {
				cur = nil // a top-level line ends the module body
			}
			if m := moduleUse.FindStringSubmatch(l); m != nil {
				if cur != nil {
					cur.uses = append(cur.uses, m[1])
				} else {
					rootUses = append(rootUses, m[1])
				}
			}
		}
		if err := sc.Err(); err != nil {
			return err
		}
		for _, inc := range includes {
			if err := read(inc); err != nil {
				return err
			}
		}
		return nil
	}
	if err := read(src.Top); err != nil {
		return nil, err
	}
	mounted := map[string]bool{}
	queue := append([]string(nil), rootUses...)
	for len(queue) > 0 {
		name := queue[0]
		queue = queue[1:]
		if mounted[name] {
			continue
		}
		mounted[name] = true
		if m := modules[name]; m != nil {
			queue = append(queue, m.uses...)
		}
	}
	var names []string
	for name := range modules {
		if !mounted[name] {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	var out []Finding
	for _, name := range names {
		m := modules[name]
		out = append(out, Finding{Kind: "unmounted-module", Severity: SevWarning, Rule: fmt.Sprintf("%s:%d", m.file, m.line),
			Message: fmt.Sprintf("module %s is defined and never mounted (no `use %s(...)` reachable from a top-level line)", name, name), Count: 1})
	}
	return out, nil
}

// stripComment removes a // comment that is not inside a quoted string.
func stripComment(l string) string {
	in := false
	for i := 0; i+1 < len(l); i++ {
		switch {
		case l[i] == '"':
			in = !in
		case !in && l[i] == '/' && l[i+1] == '/':
			return strings.TrimRight(l[:i], " ")
		}
	}
	return strings.TrimRight(l, " ")
}
