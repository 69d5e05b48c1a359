package main

import (
	"path/filepath"

	"github.com/mdlint/mdlint/config"
	"github.com/mdlint/mdlint/engine"
)

// perFileCLI resolves the command line again with each file's own
// configuration, as lint does: the .mdlint.toml found from the file's
// directory upward. A file gets nil (the run's own settings) with
// --config, for standard input, when its configuration is the run's, or
// when the command line cannot be resolved again. The same configuration
// is resolved once.
func perFileCLI(g *Globals, files []string) ([]*CLI, error) {
	out := make([]*CLI, len(files))
	if g.Config != "" || g.reparse == nil {
		return out, nil
	}
	byPath := map[string]*CLI{}
	var finder config.Finder
	for i, f := range files {
		if f == "-" {
			continue
		}
		path := finder.Find(filepath.Dir(f))
		if (path == "" && g.config == nil) || (path != "" && g.config != nil && sameFile(path, g.config.Path)) {
			continue
		}
		cli, ok := byPath[path]
		if !ok {
			var err error
			if cli, err = g.reparse(path); err != nil {
				return nil, err
			}
			byPath[path] = cli
		}
		out[i] = cli
	}
	return out, nil
}

// systemCache loads each system (file, variant, alert rules) once.
type systemCache map[string]*engine.System

// get loads the system g names, or returns the one loaded before.
func (sc systemCache) get(g *Globals) (*engine.System, error) {
	key := g.System + "\x00" + g.Variant + "\x00" + g.AlertRules
	if s := sc[key]; s != nil {
		return s, nil
	}
	s, err := loadSystem(g)
	if err != nil {
		return nil, err
	}
	sc[key] = s
	return s, nil
}
