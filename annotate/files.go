package annotate

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/mdlint/mdlint/internal/htmlpage"
	"github.com/mdlint/mdlint/internal/lineend"
	"github.com/mdlint/mdlint/lin"
	"github.com/mdlint/mdlint/pbn"
	"github.com/mdlint/mdlint/record"
	"github.com/mdlint/mdlint/sniff"
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

// release hands a board the caller is done with back to the PBN reader
// (pbn.Reader.Release), whose next games reuse its arrays.
func (p pbnReader) release(b record.EditableBoard) {
	if pb, ok := b.(*pbn.Board); ok {
		p.r.Release(pb)
	}
}

// releaser is a BoardReader that reuses the boards its caller is done
// with: release(b) says that nothing will read b again.
type releaser interface {
	release(b record.EditableBoard)
}

// Release tells br, a reader from OpenReader or NewBoardReader, that the
// caller is done with b, a board it returned: a PBN or LIN reader then
// reuses b's arrays for a later board (pbn.Reader.Release,
// lin.Reader.Release); any other reader ignores it. Neither b nor anything reached through it may be used
// afterwards; strings read from it stay valid.
func Release(br BoardReader, b record.EditableBoard) {
	if rl, ok := br.(releaser); ok {
		rl.release(b)
	}
}

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

// release hands a board the caller is done with back to the LIN reader
// (lin.Reader.Release), whose next boards reuse it and its call arrays.
func (l linReader) release(b record.EditableBoard) {
	if lb, ok := b.(*lin.Board); ok {
		l.r.Release(lb)
	}
}

// readerSpares holds the board readers of a run's finished files
// (Buffers.giveReader) for the files after them: a PBN reader keeps its
// boards released by lint, its tag, token and auction arrays; a LIN
// reader its 64 KiB input window.
type readerSpares struct {
	pbn []*pbn.Reader
	lin []*lin.Reader
}

// maxSpareReaders bounds the readers of each format a Buffers keeps:
// the files processed at the same time.
const maxSpareReaders = 8

// boardReader returns NewBoardReader(r, name, f), made from a reader a
// finished file gave back (Reset to read r) when b has one.
func (b *Buffers) boardReader(r io.Reader, name string, f record.Format) BoardReader {
	if b == nil {
		return NewBoardReader(r, name, f)
	}
	b.mu.Lock()
	if f == record.LIN {
		if n := len(b.spares.lin); n > 0 {
			lr := b.spares.lin[n-1]
			b.spares.lin[n-1] = nil
			b.spares.lin = b.spares.lin[:n-1]
			b.mu.Unlock()
			lr.Reset(r, name)
			return linReader{lr}
		}
	} else if n := len(b.spares.pbn); n > 0 {
		pr := b.spares.pbn[n-1]
		b.spares.pbn[n-1] = nil
		b.spares.pbn = b.spares.pbn[:n-1]
		b.mu.Unlock()
		pr.Reset(r, name)
		return pbnReader{pr}
	}
	b.mu.Unlock()
	return NewBoardReader(r, name, f)
}

// giveReader keeps br, the board reader of a finished file, for a later
// file (boardReader). The caller is done with br: it reads no more, and
// releases none of its boards. A nil b drops it.
func (b *Buffers) giveReader(br BoardReader) {
	if b == nil {
		return
	}
	// the reader is kept holding no file
	switch r := br.(type) {
	case pbnReader:
		r.r.Reset(bytes.NewReader(nil), "")
		b.mu.Lock()
		if len(b.spares.pbn) < maxSpareReaders {
			b.spares.pbn = append(b.spares.pbn, r.r)
		}
		b.mu.Unlock()
	case linReader:
		r.r.Reset(bytes.NewReader(nil), "")
		b.mu.Lock()
		if len(b.spares.lin) < maxSpareReaders {
			b.spares.lin = append(b.spares.lin, r.r)
		}
		b.mu.Unlock()
	}
}

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
// file name used in diagnostics. OpenReader chooses the format by content.
func NewBoardReader(r io.Reader, name string, f record.Format) BoardReader {
	if f == record.LIN {
		return linReader{lin.NewReader(r, name)}
	}
	return pbnReader{pbn.NewReader(r, name)}
}

// OpenReader reads the first 64 KiB of r, decides from them what the
// input holds (sniff.Detect: PBN, LIN, a saved BBO page, binary, UTF-16)
// and returns a streaming reader of the whole of r for it, the format of
// its boards (a page's boards are LIN) and the kind detected. Whatever the
// name's extension says, the content decides; the extension only breaks
// the tie for text that is none of the known forms (.lin is read as LIN,
// anything else as PBN). Binary input, UTF-16 that is not PBN, and text
// that is neither PBN, LIN nor a page give a reader with one Error
// diagnostic and no board. The bytes read to decide are not read again
// from r: r may be a pipe.
func OpenReader(r io.Reader, name string) (BoardReader, record.Format, sniff.Kind) {
	return openReader(bufio.NewReaderSize(r, sniff.HeadSize), name, nil)
}

// Open is OpenReader for one file of the run b belongs to: the read-ahead
// buffer and the board reader are ones a finished file of the run gave
// back, when b has them. done gives them back for the files after this
// one; the caller calls it once it is done with br (no more Next or
// Release), and uses nothing read from br's released boards afterwards.
// A nil b opens as OpenReader does, and its done does nothing.
func (b *Buffers) Open(r io.Reader, name string) (br BoardReader, f record.Format, kind sniff.Kind, done func()) {
	ahead := b.reader(r)
	br, f, kind = openReader(ahead, name, b)
	return br, f, kind, func() {
		b.giveReader(br)
		b.giveBack(ahead, nil, nil)
	}
}

// openReader is OpenReader over br, a read-ahead buffer of at least
// sniff.HeadSize bytes over the input (a lent one: Buffers.reader), with
// a board reader a finished file of the run gave back to bufs
// (Buffers.giveReader) when there is one.
func openReader(br *bufio.Reader, name string, bufs *Buffers) (BoardReader, record.Format, sniff.Kind) {
	head, _ := br.Peek(sniff.HeadSize)
	kind := sniff.Detect(head)
	switch kind {
	case sniff.PBN:
		return bufs.boardReader(br, name, record.PBN), record.PBN, kind
	case sniff.LIN, sniff.Page:
		return bufs.boardReader(br, name, record.LIN), record.LIN, kind
	case sniff.Binary:
		i := bytes.IndexByte(head, 0)
		return failedReader{diag(name, head, i, "binary file (a NUL byte at offset %d): not PBN, LIN or a BBO page", i)}, formatByName(name), kind
	case sniff.UTF16:
		return failedReader{diag(name, head, 0, "UTF-16 text that is not PBN: LIN and BBO pages are read as UTF-8 or Windows-1252 (convert the file to UTF-8)")}, record.LIN, kind
	case sniff.Empty:
		return failedReader{diag(name, head, -1, "no boards: the file is empty (only blank lines or comments)")}, formatByName(name), kind
	}
	f := formatByName(name)
	if _, ok := FormatOf(name); ok {
		return bufs.boardReader(br, name, f), f, kind
	}
	return failedReader{diag(name, head, -1, "no boards: the file is not PBN, LIN or a BBO page with handviewer links")}, f, kind
}

// formatByName is the format a name's extension suggests: LIN for .lin,
// else PBN.
func formatByName(name string) record.Format {
	f, _ := FormatOf(name)
	return f
}

// diag is an Error diagnostic of the file name at byte i of head (no
// position when i < 0).
func diag(name string, head []byte, i int, format string, a ...any) record.Diagnostic {
	d := record.Diagnostic{File: name, Severity: record.Error, Message: fmt.Sprintf(format, a...)}
	if i >= 0 && i <= len(head) {
		line, col := lineend.Position(head, i)
		d.Pos = record.Position{Offset: int64(i), Line: line, Col: col}
	}
	return d
}

// failedReader is the reader of an input that holds no records: no board
// and one diagnostic saying why.
type failedReader struct{ d record.Diagnostic }

// Next returns io.EOF: the input has no board.
func (f failedReader) Next() (record.EditableBoard, error) { return nil, io.EOF }

// Diagnostics returns the one diagnostic saying why the input has no board.
func (f failedReader) Diagnostics() []record.Diagnostic { return []record.Diagnostic{f.d} }

// Walked file names: a directory walk reads *.pbn and *.lin, and the
// *.txt, *.htm, *.html files and files without an extension whose content
// is PBN, LIN or a BBO page with boards (players keep LIN as .txt, and
// pages saved from a browser as .htm or .html). Other files are skipped
// and counted.
var walkExts = map[string]bool{".pbn": true, ".lin": true, ".txt": true, ".htm": true, ".html": true, "": true}

// Expand turns the command-line arguments into the list of files to
// process: a file is taken as it is, whatever its name (its content
// decides how it is read, see OpenReader), and "-" (standard input) is
// kept as it is; a directory is walked in lexical order for record files
// (see walkExts). An argument that does not exist, or a part of a tree
// that cannot be walked, gives an error in errs, and the other arguments
// are still expanded. A file named twice (x.pbn ./x.pbn, or dir and
// dir/x.pbn, or through a link) is listed once, where it first appears:
// processing a file twice would splice the second run's edits at the
// first run's offsets.
func Expand(args []string) (files []string, errs []error) {
	files, _, errs = ExpandCount(args)
	return files, errs
}

// ExpandCount is Expand that also returns how many files the directory
// walks skipped (ExpandSkipped).
func ExpandCount(args []string) (files []string, skipped int, errs []error) {
	files, sk, errs := ExpandSkipped(args)
	return files, len(sk), errs
}

// Skipped is a file a directory walk did not take, and why.
type Skipped struct {
	// Path is the file's path as walked (under the directory argument).
	Path string
	// ByContent is set for a .txt, .htm, .html or extension-less file
	// that was looked into and holds no PBN, LIN or handviewer link;
	// otherwise the file was skipped for its name (another extension),
	// unread.
	ByContent bool
	// Own is set when the walk met something mdlint wrote rather than
	// records: OwnOutput for what this run writes (ExpandExcept: the
	// output directory, the report page), OwnPage for a page mdlint wrote
	// (a report, the system's notes: htmlpage.Own), whose handviewer
	// links would be read again as boards.
	Own OwnKind
	// Files is, for an output directory left out (Own is OwnOutput or
	// OwnEarlierOutput), the files under it, none of which was read.
	Files int
}

// OwnKind says what of mdlint's a walk left out (Skipped.Own).
type OwnKind uint8

const (
	// NotOwn is a file that is not mdlint's.
	NotOwn OwnKind = iota
	// OwnOutput is a directory or file the run writes (ExpandExcept).
	OwnOutput
	// OwnPage is a page an mdlint run wrote: a report or the system's
	// notes.
	OwnPage
	// OwnEarlierOutput is the output directory of an earlier `annotate
	// -o DIR`, known by its OutputMarker: annotated copies of records
	// the walk may also meet as they were, which would be counted twice.
	OwnEarlierOutput
)

// OutputMarker is the hidden file `annotate -o DIR` writes in DIR, with
// OutputMarkerText: a walk that meets DIR inside a folder it reads leaves
// DIR out (Skipped with OwnEarlierOutput), so that `annotate -o annotated
// .` followed by `lint .` checks each board once. DIR named as an argument
// is read: only the walks below an argument look for the marker.
const OutputMarker = ".mdlint-output"

// OutputMarkerText is OutputMarker's content: what the file is for, for
// the user who finds it.
const OutputMarkerText = "This directory holds the output of `mdlint annotate -o`. mdlint's directory walks leave it out\n" +
	"when they meet it inside a folder they read (its files are annotated copies of records there);\n" +
	"name it as an argument to read it. Delete this file to have it read as any other folder.\n"

// ExpandSkipped is Expand that also returns the files the directory walks
// skipped, in walk order: files with another extension (by name), and
// .txt, .htm, .html or extension-less files that hold no PBN, LIN or
// handviewer links (by content). Hidden files and directories, whose
// names start with '.', are not looked at nor listed. A directory below an
// argument that holds OutputMarker (an earlier annotate -o output) is left
// out and listed with Own OwnEarlierOutput.
func ExpandSkipped(args []string) (files []string, skipped []Skipped, errs []error) {
	return ExpandExcept(args, nil)
}

// ExpandExcept is ExpandSkipped for a command that writes into the tree it
// may read: a directory walk leaves out except (the output directory of
// annotate -o, report's page), met as the same file (os.SameFile) under
// whatever name, and lists each as Skipped with Own OwnOutput (and, for a
// directory, the number of files in it), so that a second run does not
// read the first run's output as input. Paths in except that do not exist
// yet are ignored; a file named on the command line is read whatever it
// is.
func ExpandExcept(args, except []string) (files []string, skipped []Skipped, errs []error) {
	defer func() { files = uniqueFiles(files) }()
	var outs []os.FileInfo
	for _, e := range except {
		if st, err := os.Stat(e); err == nil {
			outs = append(outs, st)
		}
	}
	isOut := func(p string) bool {
		if len(outs) == 0 {
			return false
		}
		st, err := os.Stat(p)
		if err != nil {
			return false
		}
		for _, o := range outs {
			if os.SameFile(st, o) {
				return true
			}
		}
		return false
	}
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
			isRoot := p == root
			if root != a {
				if rel, rerr := filepath.Rel(root, p); rerr == nil {
					p = filepath.Join(a, rel)
				}
			}
			if err != nil {
				errs = append(errs, err)
				return nil
			}
			if !isRoot && strings.HasPrefix(d.Name(), ".") {
				if d.IsDir() {
					return filepath.SkipDir
				}
				return nil
			}
			if !isRoot && isOut(p) {
				sk := Skipped{Path: p, Own: OwnOutput}
				if real, err := filepath.EvalSymlinks(p); err == nil {
					if st, err := os.Stat(real); err == nil && st.IsDir() {
						// (also a link to the output directory)
						sk.Files = countFiles(real)
					}
				}
				skipped = append(skipped, sk)
				if d.IsDir() {
					return filepath.SkipDir
				}
				return nil
			}
			if !isRoot && d.IsDir() {
				if _, err := os.Lstat(filepath.Join(p, OutputMarker)); err == nil {
					skipped = append(skipped, Skipped{Path: p, Own: OwnEarlierOutput, Files: countFiles(p)})
					return filepath.SkipDir
				}
			}
			if d.IsDir() || !d.Type().IsRegular() && d.Type()&fs.ModeSymlink == 0 {
				return nil
			}
			ext := strings.ToLower(filepath.Ext(p))
			switch {
			case !walkExts[ext]:
				skipped = append(skipped, Skipped{Path: p})
			case ext == ".pbn" || ext == ".lin":
				found = append(found, p)
			default:
				switch walkedKind(p) {
				case walkRecords:
					found = append(found, p)
				case walkOwnPage:
					skipped = append(skipped, Skipped{Path: p, ByContent: true, Own: OwnPage})
				default:
					skipped = append(skipped, Skipped{Path: p, ByContent: true})
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
	return files, skipped, errs
}

// walkKind is what a walk found a .txt, .htm, .html or extension-less
// file to hold.
type walkKind uint8

const (
	walkNoRecords walkKind = iota
	walkRecords
	walkOwnPage
)

// walkedKind tells whether the file at p (a .txt, .htm, .html or
// extension-less file met in a walk) is PBN or LIN, or a page with a
// handviewer link in its first MiB (walkRecords), a page mdlint wrote
// (walkOwnPage: a report's links are the boards it was made from), or
// neither. A file that cannot be read is taken, so that the error is
// reported when it is processed.
func walkedKind(p string) walkKind {
	f, err := os.Open(p)
	if err != nil {
		return walkRecords
	}
	defer f.Close()
	buf := make([]byte, 1<<20)
	n, _ := io.ReadFull(f, buf)
	buf = buf[:n]
	switch sniff.Detect(buf) {
	case sniff.PBN, sniff.LIN:
		return walkRecords
	case sniff.Page:
		if htmlpage.Own(buf) {
			return walkOwnPage
		}
		low := bytes.ToLower(buf)
		if bytes.Contains(low, []byte("hv_popuplin(")) || bytes.Contains(low, []byte("lin=")) {
			return walkRecords
		}
	}
	return walkNoRecords
}

// countFiles returns the number of regular files under dir, hidden ones
// and those in hidden directories left out, as a walk would meet them.
func countFiles(dir string) int {
	n := 0
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if p != dir && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if !d.IsDir() {
			n++
		}
		return nil
	})
	return n
}

// FileFormat is the format a file's name suggests: LIN for .lin, else
// PBN. The format a file is read as is decided by its content
// (OpenReader).
func FileFormat(path string) record.Format {
	return formatByName(path)
}

// Unique drops the files that are the same file as one earlier in the
// list (os.SameFile), keeping the first.
func Unique(files []string) []string { return uniqueFiles(files) }

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
