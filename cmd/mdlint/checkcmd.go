package main

import (
	"encoding/json"
	"fmt"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/check"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/internal/auctiontext"
)

// CheckCmd is `mdlint check`: is the system itself sound?.
// Static checks of the system files, a simulation of random hands at every
// point where our side must choose a call (gaps, overlaps, the frequency of
// each call) and the notes' aggressiveness yardstick (1.2).
//
// Exit codes: 0 clean, 1 when a node's gaps or overlaps exceed --max-gap or
// --max-overlap or a static check finds an error, 2 when the system does not
// load or an --at auction cannot be read.
type CheckCmd struct {
	Deals      int      `help:"Hands classified per node (deals are drawn until each node has this many)." default:"100000"`
	Seed       uint64   `help:"Seed of the deal generator: the same seed gives the same report." default:"1"`
	At         []string `help:"Also simulate the node after this auction, from dealer North (e.g. \"1C P\"; repeatable)." placeholder:"CALLS"`
	Vul        string   `help:"Vulnerability for --at auctions." enum:"none,ns,ew,both" default:"none"`
	MaxGap     float64  `name:"max-gap" help:"Percentage of hands fitting no call above which a node fails." default:"0.5"`
	MaxOverlap float64  `name:"max-overlap" help:"Percentage of hands fitting two or more calls by accident above which a node fails (overlaps the system marks as the notes' choice are listed apart and never fail)." default:"0.5"`
	Format     string   `help:"Output format: text or json." enum:"text,json" default:"text"`
	All        bool     `help:"List info findings (sibling envelope overlaps) one by one in text output."`
	BidDeals   int      `name:"bid-deals" help:"Deals the bidder bids for North-South (opponents passing) to measure the constructive system: share reaching a contract within the notes, where the notes stop, final contracts of 1st/2nd-hand openings (0: skip)." default:"1000"`
}

// Run loads the system, checks it and prints the report.
func (c *CheckCmd) Run(g *Globals) error {
	sys, err := loadSystem(g)
	if err != nil {
		return &exitError{code: 2, err: err}
	}
	opts := check.Options{
		Sim:    check.SimOptions{Hands: c.Deals, Seed: c.Seed},
		MaxGap: c.MaxGap, MaxOverlap: c.MaxOverlap,
		Constructive: check.ConstructiveOptions{Deals: c.BidDeals, Seed: c.Seed},
	}
	vul, err := bridge.ParseVulnerability(c.Vul)
	if err != nil {
		return &exitError{code: 2, err: err}
	}
	for _, at := range c.At {
		calls, err := auctiontext.Parse(at)
		if err != nil {
			return &exitError{code: 2, err: fmt.Errorf("check: --at %q: %w", at, err)}
		}
		opts.Extra = append(opts.Extra, check.Node{Kind: "at",
			Auction: engine.Auction{Dealer: bridge.North, Vulnerability: vul, Calls: calls}})
	}
	rep := check.Run(sys, opts)
	if c.Format == "json" {
		enc := json.NewEncoder(g.Stdout)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		out := struct {
			check.Report
			Aggressiveness []check.Aggressiveness `json:"aggressiveness"`
		}{rep, rep.AggressivenessTable()}
		if err := enc.Encode(out); err != nil {
			return &exitError{code: 2, err: err}
		}
	} else {
		rep.WriteText(g.Stdout, c.All)
	}
	if len(c.At) > 0 && len(rep.Errors) > 0 {
		for _, e := range rep.Errors {
			fmt.Fprintln(g.Stderr, "mdlint: check:", e)
		}
	}
	if len(rep.Failing) > 0 || rep.StaticErrors() {
		return &exitError{code: 1}
	}
	return nil
}
