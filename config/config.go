// Package config reads mdlint's configuration file, .mdlint.toml: the
// pair's settings that would otherwise be repeated as flags on every run
// (players, side, variant, disabled rules, HCP tolerance, output format
// and any other flag by its long name), a severity per rule, and
// exclusions of findings by file glob, board and rule, each with a reason.
//
// A file's configuration is the first .mdlint.toml found in its directory
// or a parent directory (Find); `--config FILE` names one for every file.
// Flag values reach the command line through kong's configuration support:
// a File is a kong.Resolver, so a flag given on the command line wins over
// the file, and the file over the flag's default. Keys that are neither a
// flag nor one of the tables below are errors, as are misspelt rule names.
//
// The format (TOML 1.0, read with github.com/BurntSushi/toml):
//
//	players = ["Anna Berg", "Carl Dahl"]   # or side = "ns"
//	variant = "red"
//	disable = ["unexpected-alert"]
//	hcp-tolerance = 2
//
//	[severity]                 # rule ID or name = error, warning, info or off
//	shape = "info"
//
//	[[exclude]]                # every field but reason is optional
//	files = "2026-*/club-*.pbn" # glob, relative to the config file's directory
//	boards = ["7", "12"]       # board labels as the file gives them
//	rules = ["hcp"]            # rule IDs or names
//	reason = "we agreed this upgrade"
package config

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/BurntSushi/toml"
	"github.com/alecthomas/kong"
)

// FileName is the name Find looks for.
const FileName = ".mdlint.toml"

// Exclusion suppresses the findings that match all of its given fields.
// Files is a glob (path.Match syntax) over the finding's path relative to
// the config file's directory, with '/' separators; a glob without '/'
// matches the base name in any directory. Boards are labels, compared
// without a leading "Board" and ignoring case. Rules are rule IDs or names.
// Reason says why (required).
type Exclusion struct {
	Files  string   `toml:"files"`
	Boards []string `toml:"boards"`
	Rules  []string `toml:"rules"`
	Reason string   `toml:"reason"`
	// Index is the exclusion's 1-based position among the file's
	// [[exclude]] tables.
	Index int `toml:"-"`
}

// File is one loaded configuration file.
type File struct {
	Path string // as given or found
	Dir  string // absolute directory of Path: globs and relative paths start here
	// Values holds the top-level keys that name flags, by flag name.
	Values map[string]any
	// Severity maps rule IDs or names to "error", "warning", "info" or "off".
	Severity map[string]string
	Exclude  []Exclusion
}

// tables are the top-level keys that are not flags.
var tables = map[string]bool{"severity": true, "exclude": true}

// notSettable are flags that make no sense in a file.
var notSettable = map[string]bool{"help": true, "version": true, "config": true, "rules": true,
	"install-completions": true, "uninstall-completions": true}

// Load reads and decodes the configuration file at path. It returns an
// error naming the file (and the line, for TOML syntax errors) when the
// file cannot be read or is not valid TOML, or when [severity] or
// [[exclude]] are malformed (a severity other than error, warning, info
// or off; an exclusion without a reason).
func Load(path string) (*File, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return parse(path, data)
}

func parse(path string, data []byte) (*File, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, err
	}
	f := &File{Path: path, Dir: filepath.Dir(abs), Values: map[string]any{}}
	var raw map[string]any
	if _, err := toml.Decode(string(data), &raw); err != nil {
		var pe toml.ParseError
		if errors.As(err, &pe) {
			return nil, fmt.Errorf("%s:%d:%d: %s", path, pe.Position.Line, pe.Position.Col, pe.Message)
		}
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	var structured struct {
		Severity map[string]string `toml:"severity"`
		Exclude  []Exclusion       `toml:"exclude"`
	}
	md, err := toml.Decode(string(data), &structured)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	for _, k := range md.Undecoded() {
		if len(k) > 1 && tables[k[0]] {
			return nil, fmt.Errorf("%s: unknown key %s (an exclusion has files, boards, rules and reason)", path, k)
		}
	}
	for k, v := range raw {
		if !tables[k] {
			f.Values[k] = v
		}
	}
	f.Severity = structured.Severity
	for rule, sev := range f.Severity {
		switch sev {
		case "error", "warning", "info", "off":
		default:
			return nil, fmt.Errorf("%s: [severity] %s = %q: want error, warning, info or off", path, rule, sev)
		}
	}
	for i, e := range structured.Exclude {
		e.Index = i + 1
		if strings.TrimSpace(e.Reason) == "" {
			return nil, fmt.Errorf("%s: exclusion %d has no reason: say why the findings are accepted", path, e.Index)
		}
		if e.Files != "" {
			if _, err := filepath.Match(e.Files, ""); err != nil {
				return nil, fmt.Errorf("%s: exclusion %d: files = %q: %v", path, e.Index, e.Files, err)
			}
		}
		f.Exclude = append(f.Exclude, e)
	}
	return f, nil
}

// Find looks for FileName in dir and its parents and returns the first
// path found, or "" when there is none up to the filesystem's root.
func Find(dir string) string {
	d, err := filepath.Abs(dir)
	if err != nil {
		return ""
	}
	for {
		p := filepath.Join(d, FileName)
		if st, err := os.Stat(p); err == nil && !st.IsDir() {
			return p
		}
		parent := filepath.Dir(d)
		if parent == d {
			return ""
		}
		d = parent
	}
}

// Finder is Find for the many files of one run: each directory is looked
// up once, however many of the run's files it holds (Find stats one path
// per directory up to the root). The zero value is ready; it is not safe
// for concurrent use.
type Finder struct {
	found map[string]string // directory as given -> Find's answer
}

// Find returns what Find(dir) returns, from the first lookup of dir.
func (f *Finder) Find(dir string) string {
	if p, ok := f.found[dir]; ok {
		return p
	}
	if f.found == nil {
		f.found = map[string]string{}
	}
	p := Find(dir)
	f.found[dir] = p
	return p
}

// Loader is a kong.ConfigurationLoader for the file at path: kong opens
// the file and Loader decodes it. (kong's loader signature has no path, and
// the path is needed for globs and relative paths.)
func Loader(path string) kong.ConfigurationLoader {
	return func(r io.Reader) (kong.Resolver, error) {
		data, err := io.ReadAll(r)
		if err != nil {
			return nil, err
		}
		return parse(path, data)
	}
}

// key normalises a key or flag name: "hcp_tolerance" is "hcp-tolerance".
func key(s string) string { return strings.ReplaceAll(s, "_", "-") }

// Validate reports the keys that name no flag of the application (kong
// calls it while parsing): a misspelt key must not be ignored silently.
func (f *File) Validate(app *kong.Application) error {
	flags := map[string]bool{}
	accepted := map[string]bool{} // flag names whose value some command's flag accepts
	xor := map[string]string{}    // xor group -> first key of the file in it
	var clash error
	_ = kong.Visit(app, func(n kong.Visitable, next kong.Next) error {
		if fl, ok := n.(*kong.Flag); ok {
			if _, set := f.value(fl.Name); set {
				for _, g := range fl.Xor {
					if other, ok := xor[g]; ok && other != fl.Name && clash == nil {
						clash = fmt.Errorf("%s: %s and %s exclude each other: keep one", f.Path, other, fl.Name)
					}
					xor[g] = fl.Name
				}
			}
			flags[fl.Name] = true
			if v, set := f.value(fl.Name); set && enumAccepts(fl, v) {
				accepted[fl.Name] = true
			}
		}
		return next(nil)
	})
	if clash != nil {
		return clash
	}
	var unknown []string
	for k := range f.Values {
		if !flags[key(k)] || notSettable[key(k)] {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) > 0 {
		sort.Strings(unknown)
		return fmt.Errorf("%s: unknown key %s (keys are long flag names, e.g. players, side, variant, disable, hcp-tolerance; tables [severity] and [[exclude]])",
			f.Path, strings.Join(unknown, ", "))
	}
	var bad []string
	for k, v := range f.Values {
		if !accepted[key(k)] {
			bad = append(bad, fmt.Sprintf("%s = %v", k, v))
		}
	}
	if len(bad) > 0 {
		sort.Strings(bad)
		return fmt.Errorf("%s: %s: no command accepts this value (see mdlint COMMAND --help)", f.Path, strings.Join(bad, ", "))
	}
	return nil
}

// enumAccepts reports whether flag can take the file's value v: always for
// a flag without a fixed set of values, else when v is one of them. A key
// such as format = "compact" is lint's and report's; explain, whose
// --format is text or json, leaves it alone (Resolve) instead of failing.
func enumAccepts(flag *kong.Flag, v any) bool {
	s, ok := v.(string)
	if !ok || flag.Enum == "" {
		return true
	}
	return flag.EnumMap()[s]
}

// value is the file's value for the flag named name.
func (f *File) value(name string) (any, bool) {
	for k, val := range f.Values {
		if key(k) == name {
			return val, true
		}
	}
	return nil, false
}

// Resolve gives kong the file's value for flag, if any. A relative path
// for a flag of type path or existingfile is taken from the config file's
// directory. A flag that excludes another one given on the command line
// (players and side) is not resolved: the command line wins.
func (f *File) Resolve(ctx *kong.Context, _ *kong.Path, flag *kong.Flag) (any, error) {
	if len(flag.Xor) > 0 && ctx != nil {
		for _, p := range ctx.Path {
			if p.Flag == nil || p.Resolved || p.Flag == flag {
				continue
			}
			for _, x := range p.Flag.Xor {
				for _, y := range flag.Xor {
					if x == y {
						return nil, nil
					}
				}
			}
		}
	}
	v, found := f.value(flag.Name)
	if found && len(flag.Xor) > 0 && ctx != nil {
		if err := f.Validate(ctx.Model); err != nil {
			return nil, err
		}
	}
	if !found || !enumAccepts(flag, v) {
		// a value meant for another command's flag of this name (Validate
		// has checked that one takes it)
		return nil, nil
	}
	switch flag.Tag.Type {
	case "path", "existingfile", "existingdir":
		if s, ok := v.(string); ok && s != "" && !filepath.IsAbs(s) && !strings.HasPrefix(s, "~") {
			v = filepath.Join(f.Dir, s)
		}
	}
	return v, nil
}
