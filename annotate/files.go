package annotate

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/mdlint/mdlint/lin"
	"github.com/mdlint/mdlint/pbn"
	"github.com/mdlint/mdlint/record"
)

// BoardReader streams the boards of one PBN or LIN file.
type BoardReader interface {
	// Next returns the next board, or io.EOF after the last one.
	Next() (record.EditableBoard, error)
	// Diagnostics returns the file-level diagnostics found so far
	// (those that belong to no board).
	Diagnostics() []record.Diagnostic
}

type pbnReader struct{ r *pbn.Reader }

// Next returns the next PBN game as an editable board, or io.EOF.
func (p pbnReader) Next() (record.EditableBoard, error) {
	b, err := p.r.Next()
	if err != nil {
		return nil, err
	}
	return b, nil
}

// Diagnostics returns the PBN reader's file-level diagnostics.
func (p pbnReader) Diagnostics() []record.Diagnostic { return p.r.Diagnostics() }

type linReader struct{ r *lin.Reader }

// Next returns the next LIN board as an editable board, or io.EOF.
func (l linReader) Next() (record.EditableBoard, error) {
	b, err := l.r.Next()
	if err != nil {
		return nil, err
	}
	return b, nil
}

// Diagnostics returns the LIN reader's file-level diagnostics.
func (l linReader) Diagnostics() []record.Diagnostic { return l.r.Diagnostics() }

// FormatOf returns the format of a file by its extension (.pbn or .lin,
// either case), and false for any other file.
func FormatOf(path string) (record.Format, bool) {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".pbn":
		return record.PBN, true
	case ".lin":
		return record.LIN, true
	}
	return 0, false
}

// NewBoardReader returns a streaming reader of r in format f; name is the
// file name used in diagnostics.
func NewBoardReader(r io.Reader, name string, f record.Format) BoardReader {
	if f == record.LIN {
		return linReader{lin.NewReader(r, name)}
	}
	return pbnReader{pbn.NewReader(r, name)}
}

// Expand turns the command-line arguments into the list of files to
// process: a file is taken as it is (whatever its extension, read as LIN
// when it ends in .lin and as PBN otherwise); a directory is walked for
// *.pbn and *.lin files (extension in either case), in lexical order. An
// argument that does not exist, or a part of a tree that cannot be walked,
// gives an error in errs, and the other arguments are still expanded. A
// file named twice (x.pbn ./x.pbn, or dir and dir/x.pbn, or through a link)
// is listed once, where it first appears; "-" (standard input) is kept as
// it is: processing a file twice would
// splice the second run's edits at the first run's offsets.
func Expand(args []string) (files []string, errs []error) {
	defer func() { files = uniqueFiles(files) }()
	for _, a := range args {
		if a == "-" {
			files = append(files, a) // standard input
			continue
		}
		st, err := os.Stat(a)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if !st.IsDir() {
			files = append(files, a)
			continue
		}
		var found []string
		// a directory named through a link is walked where it points,
		// its files named under the link (WalkDir does not follow a link,
		// not even the root)
		root := a
		if real, err := filepath.EvalSymlinks(a); err == nil && real != filepath.Clean(a) {
			root = real
		}
		err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if root != a {
				if rel, rerr := filepath.Rel(root, p); rerr == nil {
					p = filepath.Join(a, rel)
				}
			}
			if err != nil {
				errs = append(errs, err)
				return nil
			}
			if !d.IsDir() {
				if _, ok := FormatOf(p); ok {
					found = append(found, p)
				}
			}
			return nil
		})
		if err != nil {
			errs = append(errs, fmt.Errorf("walking %s: %w", a, err))
		}
		sort.Strings(found)
		files = append(files, found...)
	}
	return files, errs
}

// FileFormat is the format a file is read as: LIN for .lin, else PBN.
func FileFormat(path string) record.Format {
	if f, ok := FormatOf(path); ok {
		return f
	}
	return record.PBN
}

// uniqueFiles drops the files that are the same file (os.SameFile) as one
// earlier in the list.
func uniqueFiles(files []string) []string {
	var out []string
	var seen []os.FileInfo
next:
	for _, f := range files {
		if f == "-" {
			for _, o := range out {
				if o == "-" {
					continue next
				}
			}
			out = append(out, f)
			continue
		}
		st, err := os.Stat(f)
		if err == nil {
			for _, s := range seen {
				if os.SameFile(s, st) {
					continue next
				}
			}
			seen = append(seen, st)
		}
		out = append(out, f)
	}
	return out
}
