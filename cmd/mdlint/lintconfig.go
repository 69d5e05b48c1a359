package main

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/bidder"
	"github.com/mdlint/mdlint/config"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/record"
)

// lintSetup is how a group of files is linted: the command line resolved
// with one configuration file (or none).
type lintSetup struct {
	cfg      *config.File // nil when the files have none
	job      annotate.Job
	players  []string
	severity map[string]record.Severity // by rule ID, from [severity]
	assumed  bool                       // no side or players given: North-South assumed
}

// lintPlan holds the setup of every file and what the exclusions did.
type lintPlan struct {
	setups   []*lintSetup
	byFile   map[string]*lintSetup
	used     map[*config.Exclusion]int
	excluded int
}

// ruleByName finds a rule by ID or name, ignoring case.
func ruleByName(rules []*annotate.Rule, name string) *annotate.Rule {
	name = strings.TrimSpace(name)
	for _, r := range rules {
		if strings.EqualFold(name, r.ID) || strings.EqualFold(name, r.Name) {
			return r
		}
	}
	return nil
}

// newLintSetup builds the setup of c and g (as resolved with cfg). The
// side: --side, else --players, else North-South with assumed set, so that
// the opponents' calls are never reported as breaking our system.
func newLintSetup(c *LintCmd, g *Globals, cfg *config.File, rules []*annotate.Rule, systems map[string]*engine.System) (*lintSetup, error) {
	where := "--disable"
	if cfg != nil {
		where = "--disable (or disable in " + cfg.Path + ")"
	}
	disabled := map[string]bool{}
	for _, d := range c.Disable {
		r := ruleByName(rules, d)
		if r == nil {
			return nil, fmt.Errorf("lint: %s: no rule %q (see mdlint lint --rules)", where, strings.TrimSpace(d))
		}
		disabled[r.ID] = true
	}
	s := &lintSetup{cfg: cfg, players: c.Players, severity: map[string]record.Severity{}}
	if cfg != nil {
		for name, sev := range cfg.Severity {
			r := ruleByName(rules, name)
			if r == nil {
				return nil, fmt.Errorf("%s: [severity]: no rule %q (see mdlint lint --rules)", cfg.Path, name)
			}
			switch sev {
			case "off":
				disabled[r.ID] = true
			default:
				s.severity[r.ID], _ = parseFailOn(sev)
			}
		}
		for _, e := range cfg.Exclude {
			for _, name := range e.Rules {
				if ruleByName(rules, name) == nil {
					return nil, fmt.Errorf("%s: exclusion %d: no rule %q (see mdlint lint --rules)", cfg.Path, e.Index, name)
				}
			}
		}
	}
	key := g.System + "\x00" + g.Variant + "\x00" + g.AlertRules
	sys := systems[key]
	if sys == nil {
		var err error
		if sys, err = loadSystem(g); err != nil {
			return nil, err
		}
		systems[key] = sys
	}
	sides := c.sides()
	if c.Side == "" && len(c.Players) == 0 {
		sides, s.assumed = engine.SideNS, true
	}
	s.job = annotate.Job{System: sys, Sides: sides, Players: c.Players, Lint: true, Rules: rules,
		Config: annotate.Config{Disabled: disabled, HCPTolerance: c.HCPTolerance}}
	if c.Format == "text" || c.Format == "json" {
		// the system's call and auction under the first deviation of a
		// board (docs/bidder.md)
		s.job.Suggest = bidder.New(sys).Suggest
	}
	return s, nil
}

// sameFile reports whether two paths name one file.
func sameFile(a, b string) bool {
	aa, err1 := filepath.Abs(a)
	bb, err2 := filepath.Abs(b)
	return err1 == nil && err2 == nil && aa == bb
}

// planLint gives each file its setup. With --config every file has the
// run's; otherwise each file has the one of the .mdlint.toml found in its
// directory or above, which run resolved again with the command line.
func planLint(c *LintCmd, g *Globals, files []string, rules []*annotate.Rule) (*lintPlan, error) {
	systems := map[string]*engine.System{}
	base, err := newLintSetup(c, g, g.config, rules, systems)
	if err != nil {
		return nil, err
	}
	p := &lintPlan{setups: []*lintSetup{base}, byFile: map[string]*lintSetup{}, used: map[*config.Exclusion]int{}}
	byConfig := map[string]*lintSetup{}
	if g.config != nil {
		byConfig[g.config.Dir+"/"+filepath.Base(g.config.Path)] = base
	}
	var finder config.Finder
	for _, f := range files {
		if g.Config != "" || g.reparse == nil || f == "-" {
			p.byFile[f] = base
			continue
		}
		path := finder.Find(filepath.Dir(f))
		if (path == "" && g.config == nil) || (path != "" && g.config != nil && sameFile(path, g.config.Path)) {
			p.byFile[f] = base
			continue
		}
		if s, ok := byConfig[path]; ok {
			p.byFile[f] = s
			continue
		}
		cli, err := g.reparse(path)
		if err != nil {
			return nil, err
		}
		s, err := newLintSetup(&cli.Lint, &cli.Globals, cli.config, rules, systems)
		if err != nil {
			return nil, err
		}
		byConfig[path] = s
		p.setups = append(p.setups, s)
		p.byFile[f] = s
	}
	return p, nil
}

// jobFor returns the job of file i.
func (p *lintPlan) jobFor(files []string) func(i int) annotate.Job {
	return func(i int) annotate.Job { return p.byFile[files[i]].job }
}

// apply gives a finding its configured severity and reports whether an
// exclusion suppresses it (and counts the exclusion as used).
func (p *lintPlan) apply(f *annotate.Finding) (keep bool) {
	s := p.byFile[f.File]
	if s == nil {
		s = p.setups[0]
	}
	if sev, ok := s.severity[f.RuleID]; ok {
		f.Severity = sev
	}
	if s.cfg == nil {
		return true
	}
	if e := s.cfg.Excluded(config.Subject{File: f.File, Board: f.Board, RuleID: f.RuleID, Rule: f.Rule}); e != nil {
		p.used[e]++
		p.excluded++
		return false
	}
	return true
}

// assumedSide reports whether some file was linted with North-South
// assumed for lack of a side.
func (p *lintPlan) assumedSide() bool {
	for _, s := range p.setups {
		if s.assumed {
			return true
		}
	}
	return false
}

// unused lists the exclusions that matched no finding, as
// "FILE: exclusion N (reason) matched no finding".
func (p *lintPlan) unused() []string {
	var out []string
	for _, s := range p.setups {
		if s.cfg == nil {
			continue
		}
		for i := range s.cfg.Exclude {
			e := &s.cfg.Exclude[i]
			if p.used[e] == 0 {
				out = append(out, fmt.Sprintf("%s: exclusion %d (%q) matched no finding: remove it or correct its files, boards or rules", s.cfg.Path, e.Index, e.Reason))
			}
		}
	}
	return out
}

// players is every name of --players (or players in a configuration) in
// the plan, for the summary of skipped boards.
func (p *lintPlan) players() []string {
	seen := map[string]bool{}
	var out []string
	for _, s := range p.setups {
		for _, n := range s.players {
			if !seen[strings.ToLower(n)] {
				seen[strings.ToLower(n)] = true
				out = append(out, n)
			}
		}
	}
	return out
}
