package check

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"time"

	"github.com/mdlint/mdlint/engine"
)

// Options say what Run checks.
type Options struct {
	Sim SimOptions
	// Nodes are simulated instead of DefaultNodes when not nil.
	Nodes []Node
	// Extra nodes (--at) are simulated after the default ones.
	Extra []Node
	// MaxGap and MaxOverlap are the percentages (0-100) of hands above
	// which a node's gaps or overlaps fail the check (default 0.5 each;
	// a negative value means 0).
	MaxGap, MaxOverlap float64
	// Constructive measures the constructive system with the bidder
	// (skipped when Deals is 0).
	Constructive ConstructiveOptions
}

// Report is everything `mdlint check` found.
type Report struct {
	System   string       `json:"system"`
	Variant  string       `json:"variant"`
	Seed     uint64       `json:"seed"`
	Hands    int          `json:"hands"` // hands asked for per node
	Static   []Finding    `json:"static"`
	Nodes    []NodeResult `json:"nodes"`
	Errors   []string     `json:"errors,omitempty"` // nodes the system gives no call at
	Seconds  float64      `json:"seconds"`          // wall time of the simulation
	MaxGap   float64      `json:"max_gap"`
	MaxOverl float64      `json:"max_overlap"`
	// Failing lists the nodes whose gap or overlap percentage exceeds the
	// limits ("opening — seat 1 None: gap 0.7%").
	Failing []string `json:"failing,omitempty"`
	// Constructive is the bidder's measure of the constructive system
	// (nil when not run).
	Constructive *Constructive `json:"constructive,omitempty"`
}

// Run performs the static checks and the simulation on sys.
func Run(sys *engine.System, opts Options) Report {
	r := Report{System: sys.Name(), Variant: sys.Variant(), Seed: opts.Sim.Seed, MaxGap: opts.MaxGap, MaxOverl: opts.MaxOverlap}
	r.Hands = opts.Sim.withDefaults().Hands
	r.Static = Static(sys)
	nodes := opts.Nodes
	if nodes == nil {
		nodes = DefaultNodes(sys)
	}
	nodes = append(append([]Node(nil), nodes...), opts.Extra...)
	t0 := time.Now()
	res, errs := Simulate(sys, nodes, opts.Sim)
	r.Seconds = time.Since(t0).Seconds()
	r.Nodes = res
	if opts.Constructive.Deals > 0 {
		c := RunConstructive(sys, opts.Constructive)
		r.Constructive = &c
	}
	for _, e := range errs {
		r.Errors = append(r.Errors, e.Error())
	}
	for _, n := range res {
		if !n.Checkable() {
			continue
		}
		if n.Gap.Percent > opts.MaxGap {
			hint := ""
			if n.JudgmentPass() {
				hint = " (the pass here states no hands: " + passHint + ")"
			}
			r.Failing = append(r.Failing, fmt.Sprintf("%s: gap %.2f%% > %.2f%%%s", n.Label(), n.Gap.Percent, opts.MaxGap, hint))
		}
		if n.Overlap.Percent > opts.MaxOverlap {
			r.Failing = append(r.Failing, fmt.Sprintf("%s: overlap %.2f%% > %.2f%%", n.Label(), n.Overlap.Percent, opts.MaxOverlap))
		}
	}
	return r
}

// Checkable reports whether at least one call at the node has a checkable
// constraint; when none has (every answer is left to judgment), gaps and
// overlaps mean nothing and the node never fails the check.
func (n NodeResult) Checkable() bool {
	for _, c := range n.Calls {
		if !c.Judgment {
			return true
		}
	}
	return false
}

// JudgmentPass reports whether the node's pass is a line with no checkable
// constraint ("to play" with nothing stated): such a pass takes no hands,
// so the hands a player would pass with are counted as a gap until the line
// states them (docs/check.md, "A pass counts by what it states").
func (n NodeResult) JudgmentPass() bool {
	for _, c := range n.Calls {
		if c.Call == "Pass" && c.Judgment {
			return true
		}
	}
	return false
}

// passHint is what the report tells a pair whose gap may be hands that
// pass: the pass line must say which hands pass.
const passHint = "give its line the hands that pass, e.g. {hcp 0-10}"

// Label names a node for a player: "opening seat 3, NS vulnerable" or
// "response 1♣ P (seat 1)".
func (n NodeResult) Label() string {
	vul := "vul " + n.Vul
	switch n.Kind {
	case "opening":
		return fmt.Sprintf("opening, seat %d, %s", n.Position, vul)
	case "response":
		return fmt.Sprintf("response to %s (seat %d)", n.Auction, n.Position)
	}
	return fmt.Sprintf("%s after %s (dealer %s, %s)", n.Caller, n.Auction, n.Dealer, vul)
}

// Choice is an overlap the notes chose: a set of calls given on purpose
// for the same hands, with the rules for choosing, and the nodes where it
// occurs.
type Choice struct {
	Where   []string `json:"where"` // "opening, seat 1", "response to 1♣ P (seat 1)"
	Calls   []string `json:"calls"`
	Rules   []string `json:"rules,omitempty"`
	Percent float64  `json:"percent"` // the largest share (0-100) of a node's hands
}

// Choices lists the chosen overlaps of the report, one per set of calls
// and rules, in report order.
func (r Report) Choices() []Choice {
	var out []Choice
	at := map[string]int{}
	for _, n := range r.Nodes {
		where := n.Label()
		if n.Kind == "opening" {
			where = fmt.Sprintf("opening, seat %d", n.Position)
		}
		for _, s := range n.OverlapSets {
			if !s.Chosen {
				continue
			}
			k := strings.Join(s.Calls, "+") + "|" + strings.Join(s.Rules, "|")
			i, ok := at[k]
			if !ok {
				i = len(out)
				at[k] = i
				out = append(out, Choice{Calls: s.Calls, Rules: s.Rules})
			}
			c := &out[i]
			c.Percent = max(c.Percent, s.Percent)
			if len(c.Where) == 0 || c.Where[len(c.Where)-1] != where {
				c.Where = append(c.Where, where)
			}
		}
	}
	return out
}

// Aggressiveness is one row of the notes' yardstick (1.2): the weighted
// opening level at one seat and vulnerability.
type Aggressiveness struct {
	Seat  int     `json:"seat"` // 1-4
	Vul   string  `json:"vul"`  // None, NS (we), EW (they), Both: North plays the system
	Value float64 `json:"value"`
}

// AggressivenessTable returns the aggressiveness of every opening node of
// the report, by seat then vulnerability.
func (r Report) AggressivenessTable() []Aggressiveness {
	var out []Aggressiveness
	for _, n := range r.Nodes {
		if n.Kind == "opening" && n.Aggressiveness != nil {
			out = append(out, Aggressiveness{Seat: n.Position, Vul: n.Vul, Value: *n.Aggressiveness})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Seat < out[j].Seat })
	return out
}

// StaticErrors reports whether a static finding is an error.
func (r Report) StaticErrors() bool {
	for _, f := range r.Static {
		if f.Severity == SevError {
			return true
		}
	}
	return false
}

// WriteText writes the report for a player: static findings (info
// findings only as counts unless all is set), each node's gap, overlap and
// call frequencies with examples, the aggressiveness table, and the time.
func (r Report) WriteText(w io.Writer, all bool) {
	name := r.System
	if name == "" {
		name = "system"
	}
	fmt.Fprintf(w, "%s (%s): static checks\n", name, r.Variant)
	infos := map[string]int{}
	shown := 0
	for _, f := range r.Static {
		if f.Severity == SevInfo && !all {
			infos[f.Kind]++
			continue
		}
		shown++
		times := ""
		if f.Count > 1 {
			times = fmt.Sprintf(" (%d places)", f.Count)
		}
		path := ""
		if f.Path != "" {
			path = " [" + f.Path + "]"
		}
		fmt.Fprintf(w, "  %s: %s %s: %s%s%s\n", f.Rule, f.Severity, f.Kind, f.Message, path, times)
	}
	if shown == 0 {
		fmt.Fprintln(w, "  no errors or warnings")
	}
	var kinds []string
	for k := range infos {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		fmt.Fprintf(w, "  %d info findings of kind %s (--all lists them)\n", infos[k], k)
	}
	for _, e := range r.Errors {
		fmt.Fprintf(w, "  error: %s\n", e)
	}
	seen := map[string]bool{}
	for _, n := range r.Nodes {
		// Openings that differ only in vulnerability are printed once when
		// their numbers are the same.
		key := fmt.Sprintf("%s|%d|%d|%d|%d|%d", n.Kind, n.Position, n.Samples, n.Gap.Count, n.Overlap.Count, n.Chosen.Count)
		if n.Kind == "opening" && seen[key] {
			continue
		}
		seen[key] = true
		label := n.Label()
		if n.Kind == "opening" {
			label = fmt.Sprintf("opening, seat %d", n.Position)
		}
		fmt.Fprintf(w, "\n%s: %d hands", label, n.Samples)
		if len(n.Given) > 0 {
			fmt.Fprintf(w, " (given %s)", strings.Join(n.Given, ", "))
		}
		fmt.Fprintln(w)
		if !n.Checkable() {
			fmt.Fprintln(w, "  every call here is left to judgment (no checkable constraint)")
			continue
		}
		fmt.Fprintf(w, "  gap     %6.2f%%%s\n", n.Gap.Percent, examples(n.Gap.Examples))
		if n.Gap.Count > 0 && n.JudgmentPass() {
			fmt.Fprintf(w, "          the pass here states no hands, so hands that pass count as a gap: %s\n", passHint)
		}
		fmt.Fprintf(w, "  overlap %6.2f%%%s\n", n.Overlap.Percent, examples(n.Overlap.Examples))
		shown := 0
		for _, s := range n.OverlapSets {
			if s.Chosen || shown == 3 {
				continue
			}
			shown++
			fmt.Fprintf(w, "    %-14s %6.2f%%%s\n", strings.Join(s.Calls, "+"), s.Percent, examples(s.Examples))
		}
		if n.Chosen.Count > 0 {
			fmt.Fprintf(w, "  chosen  %6.2f%%  (two calls the notes give on purpose; not counted above)\n", n.Chosen.Percent)
			for _, s := range n.OverlapSets {
				if !s.Chosen {
					continue
				}
				fmt.Fprintf(w, "    %-14s %6.2f%%%s\n", strings.Join(s.Calls, "+"), s.Percent, examples(s.Examples))
				for _, r := range s.Rules {
					fmt.Fprintf(w, "      %s\n", r)
				}
			}
		}
		for _, c := range n.Calls {
			if c.Judgment {
				fmt.Fprintf(w, "  %-5s   judgment  %s\n", c.Call, c.Explanation)
				continue
			}
			fmt.Fprintf(w, "  %-5s %6.2f%%%s\n", c.Call, c.Percent, examples(c.Examples))
		}
		if n.Aggressiveness != nil {
			fmt.Fprintf(w, "  aggressiveness %.2f\n", *n.Aggressiveness)
		}
	}
	if t := r.AggressivenessTable(); len(t) > 0 {
		fmt.Fprintln(w, "\naggressiveness (notes 1.2: about 1 for a standard system, about 2 for a weak-opening one)")
		fmt.Fprintln(w, "  seat  None    we     they   both")
		for seat := 1; seat <= 4; seat++ {
			fmt.Fprintf(w, "  %d   ", seat)
			for _, v := range []string{"None", "NS", "EW", "Both"} {
				for _, a := range t {
					if a.Seat == seat && a.Vul == v {
						fmt.Fprintf(w, " %6.3f", a.Value)
					}
				}
			}
			fmt.Fprintln(w)
		}
	}
	if ch := r.Choices(); len(ch) > 0 {
		fmt.Fprintln(w, "\nchoices the notes leave to the player (overlaps marked in the system; they do not fail the check):")
		for _, c := range ch {
			fmt.Fprintf(w, "  %s, up to %.2f%% of hands (%s)\n", strings.Join(c.Calls, "+"), c.Percent, strings.Join(c.Where, "; "))
			for _, r := range c.Rules {
				fmt.Fprintf(w, "    %s\n", r)
			}
		}
	}
	if r.Constructive != nil {
		r.Constructive.WriteText(w, 10)
	}
	fmt.Fprintf(w, "\nsimulation: %d nodes, up to %d hands each, seed %d, %.2fs\n", len(r.Nodes), r.Hands, r.Seed, r.Seconds)
	if len(r.Failing) > 0 {
		fmt.Fprintf(w, "%d nodes above the limits (gap %.2f%%, overlap %.2f%%):\n", len(r.Failing), r.MaxGap, r.MaxOverl)
		for _, f := range r.Failing {
			fmt.Fprintf(w, "  %s\n", f)
		}
	}
}

func examples(ex []string) string {
	if len(ex) == 0 {
		return ""
	}
	return "  e.g. " + strings.Join(ex, "  ")
}
