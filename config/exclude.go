package config

import (
	"path"
	"path/filepath"
	"strings"
)

// Subject is what an exclusion is matched against: a finding's file path
// (as given on the command line), its board label and its rule.
type Subject struct {
	File   string
	Board  string
	RuleID string
	Rule   string
}

// boardLabel compares labels without "Board" and case: "Board 7" is "7".
func boardLabel(s string) string {
	s = strings.TrimSpace(s)
	if strings.HasPrefix(strings.ToLower(s), "board") {
		s = strings.TrimSpace(s[len("board"):])
	}
	return strings.ToLower(s)
}

// Matches reports whether the exclusion, from a config file in dir,
// covers s.
func (e Exclusion) Matches(dir string, s Subject) bool {
	if e.Files != "" && !matchFile(e.Files, dir, s.File) {
		return false
	}
	if len(e.Boards) > 0 {
		ok := false
		for _, b := range e.Boards {
			if boardLabel(b) == boardLabel(s.Board) {
				ok = true
			}
		}
		if !ok {
			return false
		}
	}
	if len(e.Rules) > 0 {
		ok := false
		for _, r := range e.Rules {
			if strings.EqualFold(r, s.RuleID) || strings.EqualFold(r, s.Rule) {
				ok = true
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

// matchFile matches glob against file's path relative to dir, or against
// its base name when the glob has no '/'.
func matchFile(glob, dir, file string) bool {
	if !strings.Contains(glob, "/") {
		ok, _ := path.Match(glob, filepath.Base(file))
		return ok
	}
	abs, err := filepath.Abs(file)
	if err != nil {
		return false
	}
	rel, err := filepath.Rel(dir, abs)
	if err != nil {
		return false
	}
	ok, _ := path.Match(glob, filepath.ToSlash(rel))
	return ok
}

// Excluded returns the first of f's exclusions that covers s, or nil.
func (f *File) Excluded(s Subject) *Exclusion {
	for i := range f.Exclude {
		if f.Exclude[i].Matches(f.Dir, s) {
			return &f.Exclude[i]
		}
	}
	return nil
}
