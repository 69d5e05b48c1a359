package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"

	"github.com/hexops/gotextdiff"
	"github.com/hexops/gotextdiff/span"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/record"
)

// AnnotateCmd is `mdlint annotate`: write the system's explanation of every
// alertable call of the system side into the records (issue 5).
type AnnotateCmd struct {
	SideFlags
	InPlace    bool     `name:"in-place" help:"Rewrite the files in place (through a temporary file renamed over each)."`
	Backup     bool     `help:"With --in-place, keep the original as FILE.orig."`
	Output     string   `short:"o" name:"output" help:"Write to this file (one input) or mirror the inputs into this directory." placeholder:"OUT"`
	Force      bool     `help:"Allow -o to replace files that already exist."`
	DryRun     bool     `name:"dry-run" help:"Write nothing; report what would change."`
	Diff       bool     `help:"With --dry-run, print a unified diff of the changes."`
	Overwrite  bool     `help:"Replace explanations the records already have (default: keep them)."`
	ExplainAll bool     `name:"explain-all" help:"Explain natural calls too, not only alertable ones."`
	Paths      []string `arg:"" name:"FILE|DIR" help:"PBN and LIN files, or directories walked for *.pbn and *.lin."`
}

// target is where one input's annotated bytes go.
type target struct {
	stdout bool
	path   string
}

// Run annotates the files.
func (c *AnnotateCmd) Run(g *Globals) error {
	if c.Backup && !c.InPlace {
		return &exitError{code: 2, err: errors.New("annotate: --backup needs --in-place")}
	}
	if c.Diff && !c.DryRun {
		return &exitError{code: 2, err: errors.New("annotate: --diff needs --dry-run")}
	}
	if c.InPlace && c.Output != "" {
		return &exitError{code: 2, err: errors.New("annotate: choose --in-place or -o, not both")}
	}
	files, bad, err := expandFiles(g, c.Paths)
	if err != nil {
		return err
	}
	if bad {
		return &exitError{code: 2}
	}
	targets, err := c.targets(files)
	boards, skipped := 0, 0
	if err != nil {
		return &exitError{code: 2, err: err}
	}
	sys, err := loadSystem(g)
	if err != nil {
		return &exitError{code: 2, err: err}
	}
	job := annotate.Job{System: sys, Sides: c.sides(), Players: c.Players, Annotate: true,
		AnnotateOptions: annotate.AnnotateOptions{ExplainAll: c.ExplainAll, Overwrite: c.Overwrite}}
	byPath := map[string]target{}
	for i, f := range files {
		byPath[f] = targets[i]
	}
	outs := &outputs{open: map[string]*pendingOutput{}}
	if !c.DryRun {
		job.Out = func(path string) (io.Writer, error) { return outs.create(g, byPath[path]) }
	}
	failed := false
	explained, changed := 0, 0
	printFindings := func(fs []annotate.Finding) {
		for _, f := range fs {
			fmt.Fprintf(g.Stderr, "mdlint: %s: %s: %s\n", f.File, boardName(f.Board, f.Ordinal), f.Message)
		}
	}
	processAll(g, files, job, printFindings, func(res annotate.FileResult) {
		t := byPath[res.Path]
		if res.Err != nil {
			failed = true
			fmt.Fprintf(g.Stderr, "mdlint: %s: %v\n", res.Path, res.Err)
			outs.discard(t)
			return
		}
		unreadable := false
		for _, d := range res.Diagnostics {
			if d.Severity == record.Error {
				fmt.Fprintln(g.Stderr, d.Error())
				failed, unreadable = true, true
			}
		}
		if unreadable {
			// a binary file or one in an unknown encoding is not copied
			outs.discard(t)
			return
		}
		for _, d := range res.BoardErrors {
			fmt.Fprintln(g.Stderr, d.Error())
			failed = true
		}
		explained += res.Explained
		boards += res.Boards
		skipped += res.Skipped
		if len(c.Players) > 0 && res.Boards > 0 && res.Skipped == res.Boards {
			// none of the players is in this file: nothing of theirs to
			// annotate, so no copy of it is written
			outs.discard(t)
			return
		}
		if res.Changed() {
			changed++
		}
		var err error
		if c.DryRun {
			err = c.diff(g, res)
		} else {
			err = outs.commit(t, res, c.InPlace, c.InPlace && c.Backup)
		}
		if err != nil {
			failed = true
			fmt.Fprintf(g.Stderr, "mdlint: %s: %v\n", res.Path, err)
		}
	})
	verb := "explained"
	if c.DryRun {
		verb = "would explain"
	}
	fmt.Fprintf(g.Stderr, "mdlint: %s %s; %d of %s changed\n", verb, plural(explained, "call"), changed, plural(len(files), "file"))
	if len(c.Players) > 0 && boards > 0 && skipped == boards {
		return allSkipped(c.Players, boards)
	}
	if failed {
		return &exitError{code: 2}
	}
	return nil
}

// targets decides where each file's output goes, before anything is read,
// so that a usage error writes nothing.
func (c *AnnotateCmd) targets(files []string) ([]target, error) {
	out := make([]target, len(files))
	if c.DryRun || c.InPlace {
		for i, f := range files {
			out[i] = target{path: f}
		}
		return out, nil
	}
	single := len(c.Paths) == 1 && len(files) == 1
	if st, err := os.Stat(c.Paths[0]); err == nil && st.IsDir() {
		single = false
	}
	if c.Output == "" {
		if !single {
			return nil, errors.New("annotate: several files: give -o DIR, --in-place or --dry-run")
		}
		out[0] = target{stdout: true}
		return out, nil
	}
	st, err := os.Stat(c.Output)
	outIsDir := err == nil && st.IsDir()
	if single && !outIsDir {
		out[0] = target{path: c.Output}
		return out, c.checkTarget(files[0], c.Output)
	}
	if err == nil && !outIsDir {
		return nil, fmt.Errorf("annotate: -o %s: not a directory (several inputs need a directory)", c.Output)
	}
	// One directory argument is mirrored into OUT; with several arguments
	// each directory keeps its own name under OUT (pbn/..., lin/...), and
	// a file named directly goes to OUT/its name.
	several := len(c.Paths) > 1
	seen := map[string]string{} // output path -> the input written there
	for i, f := range files {
		rel := filepath.Base(f)
		for _, p := range c.Paths {
			if st, err := os.Stat(p); err == nil && st.IsDir() {
				if r, err := filepath.Rel(p, f); err == nil && !startsWithDotDot(r) {
					rel = r
					if several {
						rel = filepath.Join(filepath.Base(filepath.Clean(p)), r)
					}
					break
				}
			}
		}
		out[i] = target{path: filepath.Join(c.Output, rel)}
		if err := c.checkTarget(f, out[i].path); err != nil {
			return nil, err
		}
		if prev, ok := seen[out[i].path]; ok {
			return nil, fmt.Errorf("annotate: %s and %s would both be written to %s; annotate them separately", prev, f, out[i].path)
		}
		seen[out[i].path] = f
	}
	return out, nil
}

func startsWithDotDot(rel string) bool {
	return rel == ".." || len(rel) > 2 && rel[:3] == ".."+string(filepath.Separator)
}

// checkTarget refuses to write over the input itself or, without --force,
// over an existing file.
func (c *AnnotateCmd) checkTarget(in, out string) error {
	ai, _ := filepath.Abs(in)
	ao, _ := filepath.Abs(out)
	if ai == ao {
		return fmt.Errorf("annotate: -o %s is the input itself; use --in-place", out)
	}
	if _, err := os.Stat(out); err == nil && !c.Force {
		return fmt.Errorf("annotate: %s exists; add --force to replace it", out)
	}
	return nil
}

// diff prints the unified diff of one file's edits (--dry-run --diff).
func (c *AnnotateCmd) diff(g *Globals, res annotate.FileResult) error {
	if !c.Diff || len(res.Edits) == 0 {
		return nil
	}
	before, err := os.ReadFile(res.Path)
	if err != nil {
		return err
	}
	// The edits are known exactly: hand them to the diff library as text
	// edits (offsets only; it works out lines) instead of asking it to
	// rediscover them, which takes minutes on a megabyte file.
	uri := span.URIFromPath(res.Path)
	edits := make([]gotextdiff.TextEdit, 0, len(res.Edits))
	for _, e := range res.Edits {
		if e.End > int64(len(before)) {
			return fmt.Errorf("edit [%d,%d) beyond the file's %d bytes: the file changed while mdlint read it", e.Start, e.End, len(before))
		}
		edits = append(edits, gotextdiff.TextEdit{
			Span:    span.New(uri, span.NewPoint(0, 0, int(e.Start)), span.NewPoint(0, 0, int(e.End))),
			NewText: string(e.Text),
		})
	}
	fmt.Fprint(g.Stdout, gotextdiff.ToUnified(res.Path, res.Path+" (annotated)", string(before), edits))
	return nil
}

// pendingOutput is one file's annotated bytes on their way to the target:
// a temporary file in the target's directory (or stdout) and its buffer.
type pendingOutput struct {
	file *os.File // nil for stdout
	buf  *bufio.Writer
	dst  string // the target, links resolved
}

// outputs holds the pending outputs of the files being annotated. create
// is called from the workers, commit and discard from the emitting
// goroutine.
type outputs struct {
	mu   sync.Mutex
	open map[string]*pendingOutput // by target path ("" for stdout)
}

// create opens where target t's bytes go: stdout, or a new temporary file
// beside the target (beside the file a link points to, so that renaming
// replaces the file and keeps the link).
func (o *outputs) create(g *Globals, t target) (io.Writer, error) {
	p := &pendingOutput{}
	if t.stdout {
		p.buf = bufio.NewWriter(g.Stdout)
	} else {
		dst := t.path
		if real, err := filepath.EvalSymlinks(dst); err == nil {
			dst = real
		}
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return nil, err
		}
		f, err := os.CreateTemp(filepath.Dir(dst), "."+filepath.Base(dst)+".mdlint-*")
		if err != nil {
			return nil, err
		}
		p.file, p.buf, p.dst = f, bufio.NewWriter(f), dst
	}
	o.mu.Lock()
	o.open[t.path] = p
	o.mu.Unlock()
	return p.buf, nil
}

func (o *outputs) take(t target) *pendingOutput {
	o.mu.Lock()
	defer o.mu.Unlock()
	p := o.open[t.path]
	delete(o.open, t.path)
	return p
}

// discard drops target t's temporary file, if any.
func (o *outputs) discard(t target) {
	if p := o.take(t); p != nil && p.file != nil {
		p.file.Close()
		os.Remove(p.file.Name())
	}
}

// commit finishes target t: flushes stdout, or renames the temporary file
// over the target. In place, an unchanged file is left alone (and its time
// stamp with it), and a file that changed on disk while it was read is not
// replaced: the edits were computed on the old bytes. With backup, the
// original is first kept as FILE.orig (unless that exists already: the
// first original is kept), itself written through a temporary file.
func (o *outputs) commit(t target, res annotate.FileResult, inPlace, backup bool) (err error) {
	p := o.take(t)
	if p == nil {
		return nil
	}
	if p.file == nil {
		return p.buf.Flush()
	}
	defer func() {
		if err != nil {
			p.file.Close()
			os.Remove(p.file.Name())
		}
	}()
	if inPlace && !res.Changed() {
		// nothing to write: leave the file (and its time stamp) alone
		p.file.Close()
		return os.Remove(p.file.Name())
	}
	if err := p.buf.Flush(); err != nil {
		return err
	}
	st, err := os.Stat(res.Path)
	if err != nil {
		return err
	}
	if st.Size() != res.Size || !st.ModTime().Equal(res.ModTime) {
		return fmt.Errorf("the file changed while mdlint read it; it was not replaced")
	}
	if err := p.file.Chmod(st.Mode().Perm()); err != nil {
		return err
	}
	if err := p.file.Sync(); err != nil {
		return err
	}
	if err := p.file.Close(); err != nil {
		return err
	}
	if backup {
		if err := keepOriginal(p.dst); err != nil {
			return fmt.Errorf("backup: %w", err)
		}
	}
	return os.Rename(p.file.Name(), p.dst)
}

// keepOriginal copies path to path.orig through a temporary file renamed
// into place, unless path.orig exists already.
func keepOriginal(path string) error {
	orig := path + ".orig"
	if _, err := os.Lstat(orig); err == nil {
		return nil
	}
	in, err := os.Open(path)
	if err != nil {
		return err
	}
	defer in.Close()
	st, err := in.Stat()
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(orig)+".mdlint-*")
	if err != nil {
		return err
	}
	if _, err := io.Copy(tmp, in); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Chmod(st.Mode().Perm()); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), orig)
}
