package main

import "errors"

// StatsCmd is `mdlint stats` (issue 9): being written.
type StatsCmd struct{}

// Run reports that the command is not there yet.
func (c *StatsCmd) Run(g *Globals) error {
	return &exitError{code: 2, err: errors.New("stats: not implemented yet")}
}
