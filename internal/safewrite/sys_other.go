//go:build !unix

package safewrite

import "os"

func lock(f *os.File, wait bool) error   { return nil }
func unlock(f *os.File)                  {}
func nlink(st os.FileInfo) uint64        { return 1 }
func (f *File) keepOwner(st os.FileInfo) {}
func linkUnsupported(err error) bool     { return true }
