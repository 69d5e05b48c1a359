package check

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"time"

	"github.com/mdlint/mdlint/bidder"
	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
)

// ConstructiveOptions say how the constructive system is measured: the
// bidder (docs/bidder.md) bids Deals random deals for North-South, the
// opponents passing, the dealer and vulnerability following the board
// numbers (board k+1 of the sequence, so all four dealers and
// vulnerabilities come round).
type ConstructiveOptions struct {
	Deals    int    // deals bid (0: none, the measure is skipped)
	Seed     uint64 // seed of the deal generator
	Examples int    // example hands kept per gap (default 3)
}

// Constructive is what the bidder found over the simulated deals.
type Constructive struct {
	Deals int    `json:"deals"`
	Seed  uint64 `json:"seed"`
	// Contract counts the deals whose auction ended (a contract, or
	// passed out) with every call of our side one the notes give;
	// ContractPercent is its share of Deals.
	Contract        int     `json:"contract"`
	ContractPercent float64 `json:"contract_percent"`
	// ImplicitPass counts the deals where our side passed a non-forcing
	// call because no line fitted (the language's "nothing more to say"),
	// among the Contract deals: possible holes in the notes.
	ImplicitPass int `json:"implicit_pass"`
	// Stops counts the deals where the notes stopped, by status (gap,
	// missing, not-covered).
	Stops map[string]int `json:"stops"`
	// Gaps are the places where the notes stopped, commonest first.
	Gaps []ConstructiveGap `json:"gaps"`
	// Openings is the distribution of final contracts ("3NT": level and
	// strain) of the deals our side opened in 1st or 2nd hand;
	// Contracts the same for 3rd/4th-hand openings; PassedOut counts the
	// deals passed out.
	Openings  map[string]int `json:"openings_1st_2nd"`
	Contracts map[string]int `json:"openings_3rd_4th"`
	PassedOut int            `json:"passed_out"`
	// ByStrainLevel is Openings as a table: [level 1-7][strain ♣♦♥♠NT].
	ByStrainLevel [7][5]int `json:"by_level_strain"`
	Seconds       float64   `json:"seconds"`
	MicrosPerDeal float64   `json:"micros_per_deal"`
}

// ConstructiveGap is one place where the notes stopped: the auction so
// far (our side's calls by the system, the opponents passing), the seat to
// call, the status and reason, how often, and examples (the hand to call,
// the nearest line and what the hand misses).
type ConstructiveGap struct {
	Auction  string   `json:"auction"` // "1♣ P 1♦ P 1♠ P" from the dealer
	Position int      `json:"position"`
	Status   string   `json:"status"`
	Reason   string   `json:"reason"`
	Count    int      `json:"count"`
	Percent  float64  `json:"percent"`
	Examples []string `json:"examples"`
}

// RunConstructive bids opts.Deals random deals with the bidder.
func RunConstructive(sys *engine.System, opts ConstructiveOptions) Constructive {
	if opts.Examples <= 0 {
		opts.Examples = 3
	}
	out := Constructive{Deals: opts.Deals, Seed: opts.Seed, Stops: map[string]int{},
		Openings: map[string]int{}, Contracts: map[string]int{}}
	if opts.Deals <= 0 {
		return out
	}
	b := bidder.New(sys)
	g := bridge.NewGenerator(opts.Seed)
	gaps := map[string]*ConstructiveGap{}
	t0 := time.Now()
	for k := 0; k < opts.Deals; k++ {
		d := g.Deal()
		a := engine.Auction{Dealer: bridge.BoardDealer(k + 1), Vulnerability: bridge.BoardVulnerability(k + 1)}
		c, err := b.Complete(a, d, engine.SideNS, nil)
		if err != nil {
			continue
		}
		if c.Stop != nil {
			out.Stops[string(c.Stop.Status)]++
			key := auctionKey(c.Auction.Calls) + "|" + string(c.Stop.Status) + "|" + c.Stop.Reason
			gp := gaps[key]
			if gp == nil {
				gp = &ConstructiveGap{Auction: auctionKey(c.Auction.Calls), Position: len(c.Auction.Calls)%4 + 1,
					Status: string(c.Stop.Status), Reason: c.Stop.Reason}
				gaps[key] = gp
			}
			gp.Count++
			if len(gp.Examples) < opts.Examples {
				gp.Examples = append(gp.Examples, gapExample(*c.Stop))
			}
			continue
		}
		out.Contract++
		for _, st := range c.Steps {
			if st.Ours && st.Advice.Calls[0].Implicit && len(st.Advice.Nearest) > 0 {
				out.ImplicitPass++
				break
			}
		}
		name := contractName(c.Contract)
		switch pos := openingPosition(c.Auction.Calls); {
		case c.Contract.Level == 0:
			out.PassedOut++
		case pos == 1 || pos == 2:
			out.Openings[name]++
			out.ByStrainLevel[c.Contract.Level-1][c.Contract.Strain]++
		default:
			out.Contracts[name]++
		}
	}
	out.Seconds = time.Since(t0).Seconds()
	out.MicrosPerDeal = out.Seconds * 1e6 / float64(opts.Deals)
	out.ContractPercent = pct(out.Contract, opts.Deals)
	for _, gp := range gaps {
		gp.Percent = pct(gp.Count, opts.Deals)
		out.Gaps = append(out.Gaps, *gp)
	}
	sort.Slice(out.Gaps, func(i, j int) bool {
		if out.Gaps[i].Count != out.Gaps[j].Count {
			return out.Gaps[i].Count > out.Gaps[j].Count
		}
		return out.Gaps[i].Auction < out.Gaps[j].Auction
	})
	return out
}

// openingPosition is the position (1-4 from the dealer) of North-South's
// first non-pass call, 0 when they never bid. Calls alternate N/S and E/W
// from the dealer, and with the opponents passing the first bid is ours.
func openingPosition(calls []bridge.Call) int {
	for i, c := range calls {
		if c.Kind != bridge.Pass {
			return i%4 + 1
		}
	}
	return 0
}

func auctionKey(calls []bridge.Call) string {
	var p []string
	for _, c := range calls {
		p = append(p, c.Symbol())
	}
	if len(p) == 0 {
		return "(start)"
	}
	return strings.Join(p, " ")
}

func contractName(c bridge.Contract) string {
	if c.Level == 0 {
		return "Pass"
	}
	return fmt.Sprintf("%d%s", c.Level, c.Strain.Symbol())
}

// gapExample is "♠AK5 ♥Q84 ♦J73 ♣K942 (13): nearest 3♠, 5+♠: holds 4♠".
func gapExample(a bidder.Advice) string {
	s := fmt.Sprintf("%s (%d)", a.Hand, a.Hand.HCP())
	if len(a.Nearest) > 0 {
		n := a.Nearest[0]
		s += ": nearest " + n.Meaning.Call.Symbol()
		var v []string
		for _, x := range n.Violations {
			v = append(v, x.String())
		}
		if len(v) > 0 {
			s += ", " + strings.Join(v, "; ")
		}
	}
	return s
}

// WriteText writes the constructive measure for a player.
func (c Constructive) WriteText(w io.Writer, maxGaps int) {
	if c.Deals == 0 {
		return
	}
	fmt.Fprintf(w, "\nconstructive bidding: the bidder over %d deals (North-South by the system, East-West passing; seed %d)\n", c.Deals, c.Seed)
	fmt.Fprintf(w, "  reached a final contract within the notes  %6.2f%% (%d)", c.ContractPercent, c.Contract)
	if c.ImplicitPass > 0 {
		fmt.Fprintf(w, "; %d of them with a pass where no line fitted", c.ImplicitPass)
	}
	fmt.Fprintln(w)
	var st []string
	for _, k := range []string{"gap", "missing", "not-covered"} {
		if n := c.Stops[k]; n > 0 {
			st = append(st, fmt.Sprintf("%s %d (%.2f%%)", k, n, pct(n, c.Deals)))
		}
	}
	if len(st) > 0 {
		fmt.Fprintf(w, "  stopped: %s\n", strings.Join(st, ", "))
	}
	for i, gp := range c.Gaps {
		if i == maxGaps {
			fmt.Fprintf(w, "  ... %d more places\n", len(c.Gaps)-maxGaps)
			break
		}
		fmt.Fprintf(w, "  %5.2f%% %-8s after %s: %s\n", gp.Percent, gp.Status, gp.Auction, gp.Reason)
		for _, e := range gp.Examples {
			fmt.Fprintf(w, "           e.g. %s\n", e)
		}
	}
	total := 0
	for _, row := range c.ByStrainLevel {
		for _, n := range row {
			total += n
		}
	}
	if total == 0 {
		return
	}
	fmt.Fprintf(w, "  final contracts after 1st/2nd-hand openings (%d deals; %d other deals passed out):\n", total, c.PassedOut)
	fmt.Fprintln(w, "    level      ♣      ♦      ♥      ♠     NT")
	for l, row := range c.ByStrainLevel {
		fmt.Fprintf(w, "    %d     ", l+1)
		for _, n := range row {
			fmt.Fprintf(w, " %6d", n)
		}
		fmt.Fprintln(w)
	}
}
