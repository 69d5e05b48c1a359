// Package input opens each input of a command exactly once, whatever it is:
// a regular file, standard input ("-"), a pipe, a FIFO, /dev/stdin or a
// process substitution (/dev/fd/N). A Source hands the readers the bytes in
// order (Read) and the writers the bytes already read by offset (ReadAt),
// so that annotate can splice its edits into the original without opening
// it a second time: a regular file is read back through the same
// descriptor, anything else is kept in an unlinked spool file as it is read.
// Every byte read is hashed, so that an in-place write can check the file
// still holds what was read, unless the caller never writes in place
// (DropHash). The package knows nothing of PBN or LIN.
package input

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"hash"
	"io"
	"os"
)

// StdinName is the argument that names standard input.
const StdinName = "-"

// StdinDisplay is how standard input is named in messages.
const StdinDisplay = "<stdin>"

// Source is one opened input.
type Source struct {
	// Name is the input as messages name it: the path given, or
	// StdinDisplay for "-".
	Name string
	// Info is the stat of a regular file when it was opened; nil for
	// standard input, pipes and other non-regular files.
	Info os.FileInfo

	file  *os.File // the descriptor read; nil when reading stdin given as an io.Reader
	r     io.Reader
	spool *os.File // non-regular inputs: the bytes read so far
	hash  hash.Hash
	read  int64
	owned bool // file is closed by Close
}

// Open opens arg once: "-" is stdin (the given reader, typically os.Stdin),
// anything else a path. With keep, the bytes of an input that is not a
// regular file are kept in a spool so that ReadAt works; without it ReadAt
// works only on regular files. It returns the open or stat error, or an
// error for a directory.
func Open(arg string, stdin io.Reader, keep bool) (*Source, error) {
	s := &Source{Name: arg, hash: sha256.New()}
	if arg == StdinName {
		s.Name = StdinDisplay
		if f, ok := stdin.(*os.File); ok {
			s.file = f
		}
		s.r = stdin
	} else {
		f, err := os.Open(arg)
		if err != nil {
			return nil, err
		}
		s.file, s.r, s.owned = f, f, true
	}
	if s.file != nil {
		st, err := s.file.Stat()
		if err != nil {
			s.Close()
			return nil, err
		}
		if st.IsDir() {
			s.Close()
			return nil, fmt.Errorf("%s is a directory", arg)
		}
		if st.Mode().IsRegular() {
			if _, err := s.file.Seek(0, io.SeekCurrent); err == nil {
				s.Info = st
			}
		}
	}
	if s.Info == nil && keep {
		spool, err := os.CreateTemp("", "mdlint-spool-*")
		if err != nil {
			s.Close()
			return nil, fmt.Errorf("%s: a spool file for the input: %w", s.Name, err)
		}
		os.Remove(spool.Name()) // unlinked: it goes when closed, even after a crash
		s.spool = spool
	} else if arg == StdinName {
		// stdin redirected from a regular file: read it from where it stands
		if off, err := s.file.Seek(0, io.SeekCurrent); err == nil && off != 0 {
			s.Info = nil
			if keep {
				return s.spoolInstead()
			}
		}
	}
	return s, nil
}

func (s *Source) spoolInstead() (*Source, error) {
	spool, err := os.CreateTemp("", "mdlint-spool-*")
	if err != nil {
		return nil, err
	}
	os.Remove(spool.Name())
	s.spool = spool
	return s, nil
}

// Regular reports whether the input is a regular file read from its start
// (one that can be replaced in place).
func (s *Source) Regular() bool { return s.Info != nil }

// File returns the descriptor of a regular file (nil otherwise).
func (s *Source) File() *os.File {
	if s.Info == nil {
		return nil
	}
	return s.file
}

// Read reads the next bytes of the input, hashing them and, for a
// non-regular input, keeping them in the spool.
func (s *Source) Read(p []byte) (int, error) {
	n, err := s.r.Read(p)
	if n > 0 {
		if s.hash != nil {
			s.hash.Write(p[:n])
		}
		if s.spool != nil {
			if _, werr := s.spool.Write(p[:n]); werr != nil {
				return n, fmt.Errorf("keeping the input in a spool file: %w", werr)
			}
		}
		s.read += int64(n)
	}
	return n, err
}

// ReadAt reads bytes already read through Read, by offset. Asking for
// bytes not yet read returns io.EOF (short read) for a non-regular input.
func (s *Source) ReadAt(p []byte, off int64) (int, error) {
	if s.spool != nil {
		if off >= s.read {
			return 0, io.EOF
		}
		if max := s.read - off; int64(len(p)) > max {
			n, err := s.spool.ReadAt(p[:max], off)
			if err == nil {
				err = io.EOF
			}
			return n, err
		}
		return s.spool.ReadAt(p, off)
	}
	if s.file == nil {
		return 0, errors.New("input: no descriptor to read back")
	}
	return s.file.ReadAt(p, off)
}

// Drain reads the rest of the input (so that the hash and the spool cover
// all of it) and returns the number of bytes read in all.
func (s *Source) Drain() (int64, error) {
	_, err := io.Copy(io.Discard, s)
	return s.read, err
}

// Size returns the number of bytes read so far.
func (s *Source) Size() int64 { return s.read }

// Sum returns the SHA-256 of the bytes read so far (32 bytes), or nil after
// DropHash.
func (s *Source) Sum() []byte {
	if s.hash == nil {
		return nil
	}
	return s.hash.Sum(nil)
}

// DropHash stops hashing the bytes read: for a reader that never replaces
// the file in place (lint, stats, annotate -o or --dry-run), which has no
// use for Sum. Hashing cost about 2% of lint's CPU. Call it before the first
// Read; Sum then returns nil.
func (s *Source) DropHash() { s.hash = nil }

// Close closes the file (not standard input) and the spool.
func (s *Source) Close() error {
	var err error
	if s.owned && s.file != nil {
		err = s.file.Close()
	}
	if s.spool != nil {
		s.spool.Close()
	}
	return err
}
