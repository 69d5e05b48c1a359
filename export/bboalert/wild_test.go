package bboalert

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
)

// fromTok reads a BBOalert context token: -- pass, Db, Rd, or a bid.
func fromTok(t string) (bridge.Call, bool) {
	switch t {
	case "--":
		return bridge.PassCall, true
	case "Db":
		return bridge.DoubleCall, true
	case "Rd":
		return bridge.RedoubleCall, true
	}
	c, err := bridge.ParseCall(t)
	return c, err == nil && c.IsBid()
}

// TestWildRecords checks every record with an "any call" token (the one
// kind of record that matches auctions the walk did not write out): each
// "__" in turn is replaced by every call (pass, double, redouble, every
// bid), with the record's other "__" as a double or the cheapest bid, and
// with 0-3 leading passes, in both variants (one vulnerability per auction, in turn); where
// the auction is legal the table must give exactly the system's text for
// our call, and nothing where the system alerts nothing. Before the walk
// kept its "any call" flags beside the leading passes, seat 2-4 records
// put "__" on our own call (4NT RKCB after 1♥-P-4♦-(X) in seat 2).
// MDLINT_WILD=CALLS sets the export's depth for a longer run by hand.
func TestWildRecords(t *testing.T) {
	maxCalls := 6
	if s := os.Getenv("MDLINT_WILD"); s != "" {
		fmt.Sscan(s, &maxCalls)
	}
	vs := loadVariants(t)
	var buf bytes.Buffer
	if _, err := Write(&buf, Options{Variants: vs, Version: "mdlint test", MaxCalls: maxCalls}); err != nil {
		t.Fatal(err)
	}
	tb := parseTable(t, buf.String())
	all := []bridge.Call{bridge.PassCall, bridge.DoubleCall, bridge.RedoubleCall}
	for r := 0; r < 35; r++ {
		all = append(all, bridge.BidOfRank(r))
	}
	type probe struct{ ctx, call string }
	seen := map[probe]bool{}
	records, checked, alerted, bad := 0, 0, 0, 0
	for _, line := range strings.Split(buf.String(), "\n") {
		f := strings.Split(line, ",")
		if len(f) < 3 || f[0] == "Option" || !strings.Contains(f[0], Wild) {
			continue
		}
		records++
		ctx := f[0]
		var toks []string
		for i := 0; i+2 <= len(ctx); i += 2 {
			toks = append(toks, ctx[i:i+2])
		}
		call, ok := fromTok(f[1])
		if !ok {
			t.Fatalf("record %q: call %q", line, f[1])
		}
		for wi, wt := range toks {
			if wt != Wild {
				continue
			}
			for _, alt := range all {
				for lead := 0; lead <= 3; lead++ {
					n := lead + len(toks)
					a := engine.Auction{Dealer: bridge.North.Add(-n)}
					for i := 0; i < lead; i++ {
						a.Calls = append(a.Calls, bridge.PassCall)
					}
					legal := true
					for i, tk := range toks {
						var c bridge.Call
						switch {
						case i == wi:
							c = alt
						case tk == Wild:
							c, ok = representative(a, nil)
							legal = legal && ok
						default:
							c, ok = fromTok(tk)
							legal = legal && ok
						}
						if !legal || !allowed(a, c) {
							legal = false
							break
						}
						a.Calls = append(a.Calls, c)
					}
					if !legal || !allowed(a, call) {
						continue
					}
					a.Calls = append(a.Calls, call)
					p := probe{tokens(a.Calls[:n], nil), tok(call)}
					if seen[p] {
						continue
					}
					seen[p] = true
					seat := 1
					for seat <= 4 && a.Calls[seat-1].Kind == bridge.Pass {
						seat++
					}
					if seat > 4 {
						continue
					}
					for _, v := range vs {
						// one vulnerability per probe, in turn: the
						// records' vulnerability options are checked by
						// TestRoundTrip
						for vul := len(seen) % 4; vul < 4; vul += 4 {
							a.Vulnerability = vuls[vul].v
							m := v.System.Interpret(a, engine.SideNS)[n]
							exp := ""
							if m.Status == engine.Defined && m.Alert {
								exp = want(m)
								alerted++
							}
							e := env{variant: v.Name, seat: seat, we: vuls[vul].we, they: vuls[vul].they}
							got, _ := tb.lookup(e, p.ctx, p.call)
							checked++
							if shown(got) != exp {
								bad++
								if bad <= 20 {
									t.Errorf("%s seat %d vul %d: %s,%s (record %q): table gives %q, the system %q", v.Name, seat, vul, p.ctx, p.call, line, got, exp)
								}
							}
						}
					}
				}
			}
		}
	}
	t.Logf("%d records with an any-call token; %d lookups (%d alerted), %d wrong", records, checked, alerted, bad)
	if records < 100 || checked < 10000 {
		t.Errorf("only %d records, %d lookups", records, checked)
	}
}
