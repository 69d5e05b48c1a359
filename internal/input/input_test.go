package input

import (
	"bytes"
	"crypto/sha256"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// TestSumAndDropHash checks that Sum is the SHA-256 of exactly the bytes
// read (what the in-place writer compares the file with before replacing
// it), and that after DropHash nothing is hashed and Sum is nil, while the
// bytes read and read back by offset are the same.
func TestSumAndDropHash(t *testing.T) {
	data := bytes.Repeat([]byte("[Board \"1\"]\n[Auction \"N\"]\n1C 1D 1S Pass\n"), 3000)
	path := filepath.Join(t.TempDir(), "a.pbn")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, drop := range []bool{false, true} {
		s, err := Open(path, nil, true)
		if err != nil {
			t.Fatal(err)
		}
		if drop {
			s.DropHash()
		}
		got, err := io.ReadAll(s)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, data) {
			t.Fatalf("drop=%v: read %d bytes, want the file's %d", drop, len(got), len(data))
		}
		back := make([]byte, 40)
		if _, err := s.ReadAt(back, 100); err != nil || !bytes.Equal(back, data[100:140]) {
			t.Fatalf("drop=%v: ReadAt(100) = %q, %v", drop, back, err)
		}
		want := sha256.Sum256(data)
		switch sum := s.Sum(); {
		case drop && sum != nil:
			t.Errorf("after DropHash Sum = %x, want nil", sum)
		case !drop && !bytes.Equal(sum, want[:]):
			t.Errorf("Sum = %x, want %x", sum, want)
		}
		s.Close()
	}
}
