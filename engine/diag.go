package engine

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Diagnostic is one load error of a system file: File is the path of the
// file as the loader named it (relative to the fs.FS root for LoadFS and
// LoadEmbedded, e.g. "magic-dlight/one-club.mds"), Line and Col are 1-based
// (Col counts runes, not bytes; 0 when the error concerns a whole file),
// Message says what is wrong in a system writer's words.
type Diagnostic struct {
	File      string
	Line, Col int
	Message   string
}

// String returns "file:line:col: message".
func (d Diagnostic) String() string {
	switch {
	case d.Line == 0:
		return fmt.Sprintf("%s: %s", d.File, d.Message)
	case d.Col == 0:
		return fmt.Sprintf("%s:%d: %s", d.File, d.Line, d.Message)
	}
	return fmt.Sprintf("%s:%d:%d: %s", d.File, d.Line, d.Col, d.Message)
}

// LoadError is the error returned by the Load functions when a system does
// not load. It holds every problem found (the loader does not stop at the
// first), sorted by file, line and column.
type LoadError struct {
	Errors []Diagnostic
}

// Error lists the diagnostics, one "file:line:col: message" per line.
func (e *LoadError) Error() string {
	var b strings.Builder
	for i, d := range e.Errors {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(d.String())
	}
	return b.String()
}

// pos is a position in a system file.
type pos struct {
	file      string
	line, col int
}

func (p pos) String() string { return fmt.Sprintf("%s:%d:%d", p.file, p.line, p.col) }

// short is "file:line", the form used in Meaning.Rule.
func (p pos) short() string { return p.file + ":" + strconv.Itoa(p.line) }

// diags collects diagnostics, dropping exact duplicates (a module mounted in
// several places reports its own problems once).
type diags struct {
	list []Diagnostic
	seen map[Diagnostic]bool
}

func (d *diags) add(p pos, format string, args ...any) {
	dg := Diagnostic{File: p.file, Line: p.line, Col: p.col, Message: fmt.Sprintf(format, args...)}
	if d.seen == nil {
		d.seen = map[Diagnostic]bool{}
	}
	if d.seen[dg] {
		return
	}
	d.seen[dg] = true
	d.list = append(d.list, dg)
}

func (d *diags) err() error {
	if len(d.list) == 0 {
		return nil
	}
	l := append([]Diagnostic(nil), d.list...)
	sort.SliceStable(l, func(i, j int) bool {
		a, b := l[i], l[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
	return &LoadError{Errors: l}
}
