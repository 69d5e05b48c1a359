package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/hexops/gotextdiff"
	"github.com/hexops/gotextdiff/myers"
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
	files, errs := annotate.Expand(c.Paths)
	if len(errs) > 0 {
		return &exitError{code: 2, err: errs[0]}
	}
	targets, err := c.targets(files)
	if err != nil {
		return &exitError{code: 2, err: err}
	}
	sys, err := loadSystemFromGlobals(g)
	if err != nil {
		return &exitError{code: 2, err: err}
	}
	job := annotate.Job{System: sys, Sides: c.sides(), Players: c.Players, Annotate: true,
		AnnotateOptions: annotate.AnnotateOptions{ExplainAll: c.ExplainAll, Overwrite: c.Overwrite}}
	byPath := map[string]target{}
	for i, f := range files {
		byPath[f] = targets[i]
	}
	failed := false
	explained, changed := 0, 0
	processAll(g, files, job, func(res annotate.FileResult) {
		if res.Err != nil {
			failed = true
			fmt.Fprintf(g.Stderr, "mdlint: %s: %v\n", res.Path, res.Err)
			return
		}
		for _, d := range res.Diagnostics {
			if d.Severity == record.Error {
				fmt.Fprintln(g.Stderr, d.Error())
				failed = true
			}
		}
		for _, d := range res.BoardErrors {
			fmt.Fprintln(g.Stderr, d.Error())
			failed = true
		}
		for _, f := range res.Findings {
			fmt.Fprintf(g.Stderr, "mdlint: %s: %s: %s\n", res.Path, boardName(f.Board, f.Ordinal), f.Message)
		}
		explained += res.Explained
		if len(res.Edits) > 0 {
			changed++
		}
		if err := c.write(g, res, byPath[res.Path]); err != nil {
			failed = true
			fmt.Fprintf(g.Stderr, "mdlint: %s: %v\n", res.Path, err)
		}
	})
	verb := "explained"
	if c.DryRun {
		verb = "would explain"
	}
	fmt.Fprintf(g.Stderr, "mdlint: %s %d calls; %d of %d files changed\n", verb, explained, changed, len(files))
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
	for i, f := range files {
		rel := filepath.Base(f)
		for _, p := range c.Paths {
			if st, err := os.Stat(p); err == nil && st.IsDir() {
				if r, err := filepath.Rel(p, f); err == nil && !startsWithDotDot(r) {
					rel = r
					break
				}
			}
		}
		out[i] = target{path: filepath.Join(c.Output, rel)}
		if err := c.checkTarget(f, out[i].path); err != nil {
			return nil, err
		}
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

// write applies the edits of one file to its target.
func (c *AnnotateCmd) write(g *Globals, res annotate.FileResult, t target) error {
	if c.DryRun {
		if !c.Diff || len(res.Edits) == 0 {
			return nil
		}
		before, err := os.ReadFile(res.Path)
		if err != nil {
			return err
		}
		var after bytes.Buffer
		if err := record.Apply(&after, bytes.NewReader(before), res.Edits); err != nil {
			return err
		}
		edits := myers.ComputeEdits(span.URIFromPath(res.Path), string(before), after.String())
		fmt.Fprint(g.Stdout, gotextdiff.ToUnified(res.Path, res.Path+" (annotated)", string(before), edits))
		return nil
	}
	if t.stdout {
		f, err := os.Open(res.Path)
		if err != nil {
			return err
		}
		defer f.Close()
		return record.Apply(g.Stdout, f, res.Edits)
	}
	if c.InPlace && len(res.Edits) == 0 {
		return nil // nothing to change: leave the file (and its time stamp) alone
	}
	return writeThroughTemp(res.Path, t.path, res.Edits, c.InPlace && c.Backup)
}

// writeThroughTemp writes src with edits applied to dst through a
// temporary file in dst's directory that is renamed into place, so dst is
// never half-written. With backup, src is first copied to src.orig
// (unless src.orig already exists: the first original is kept).
func writeThroughTemp(src, dst string, edits []record.Edit, backup bool) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	mode := os.FileMode(0o644)
	if st, err := in.Stat(); err == nil {
		mode = st.Mode().Perm()
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(dst), "."+filepath.Base(dst)+".mdlint-*")
	if err != nil {
		return err
	}
	ok := false
	defer func() {
		if !ok {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err := record.Apply(tmp, in, edits); err != nil {
		return err
	}
	if err := tmp.Chmod(mode); err != nil {
		return err
	}
	if err := tmp.Sync(); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if backup {
		// An existing FILE.orig is the older original: keep it.
		if err := copyFile(src, src+".orig", mode); err != nil && !errors.Is(err, os.ErrExist) {
			return fmt.Errorf("backup: %w", err)
		}
	}
	if err := os.Rename(tmp.Name(), dst); err != nil {
		return err
	}
	ok = true
	return nil
}

func copyFile(src, dst string, mode os.FileMode) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, mode)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
