package bboalert

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
)

// table is BBOalert's reading of an alert table, written from its
// documented behaviour (README "Data file format", "Wildcards", "Optional
// code"): lines trimmed, a record is a line of three or more
// comma-separated fields, `+` repeats the previous context, `!` and
// spaces are dropped from context and call, an Option line starts a block
// that is on or off, and of the records that match the last one wins. A
// context is matched whole as a pattern in which `_` and `*` stand for any
// one character, against the auction's context and against it with its
// leading passes (up to three) removed.
type table struct {
	recs  []trec
	index map[string][]int // call + context length -> records, in file order
}

type trec struct {
	option string
	ctx    *regexp.Regexp
	call   string
	text   string
}

func parseTable(t *testing.T, data string) *table {
	t.Helper()
	if !strings.Contains(strings.ToLower(data[:min(80, len(data))]), "bboalert") {
		t.Fatal("no BBOalert in the first 80 characters")
	}
	tb := &table{index: map[string][]int{}}
	option, last := "", ""
	for _, line := range strings.Split(data, "\n") {
		line = strings.TrimSpace(line)
		if strings.HasSuffix(line, "\\") {
			t.Fatalf("continuation line %q", line)
		}
		f := strings.Split(line, ",")
		if strings.TrimSpace(f[0]) == "Option" {
			option = ""
			if len(f) > 1 {
				option = strings.TrimSpace(f[1])
			}
			continue
		}
		if len(f) < 3 {
			continue
		}
		clean := func(s string) string { return strings.Join(strings.Fields(strings.ReplaceAll(s, "!", "")), "") }
		ctx, call := clean(f[0]), clean(f[1])
		if ctx == "+" {
			ctx = last
		}
		last = ctx
		if call == "" {
			continue
		}
		re := regexp.MustCompile("^" + strings.NewReplacer("_", ".", "*", ".").Replace(ctx) + "$")
		tb.index[call+"/"+itoa(len(ctx))] = append(tb.index[call+"/"+itoa(len(ctx))], len(tb.recs))
		tb.recs = append(tb.recs, trec{option: option, ctx: re, call: call, text: f[2]})
	}
	return tb
}

func itoa(n int) string { return strings.Repeat("x", n) }

// env is what turns BBOalert's options on: the variant the pair chose in
// the variant group, the seat of the first non-pass call (1-4) and the
// vulnerability.
type env struct {
	variant  string
	seat     int
	we, they bool
}

// on reports whether option name is on (README "Optional code": tags
// @1-@4, @n/@v, @N/@V after the start of the name; of a group of options
// with the same first word the one the user chose).
func (e env) on(name string) bool {
	if name == "" {
		return true
	}
	if i := strings.Index(name, " "); i > 0 && name[i+1:] != e.variant {
		return false
	}
	has := func(tag string) bool { return strings.Index(name, tag) > 0 }
	if has("@1") || has("@2") || has("@3") || has("@4") {
		if !has("@" + string(rune('0'+e.seat))) {
			return false
		}
	}
	if has("@n") || has("@v") {
		if e.we && !has("@v") || !e.we && !has("@n") {
			return false
		}
	}
	if has("@N") || has("@V") {
		if e.they && !has("@V") || !e.they && !has("@N") {
			return false
		}
	}
	return true
}

// lookup returns the text BBOalert finds for call after context, and
// whether a record matched.
func (tb *table) lookup(e env, context, call string) (string, bool) {
	best := -1
	try := func(ctx string) {
		for _, i := range tb.index[call+"/"+itoa(len(ctx))] {
			r := tb.recs[i]
			if i > best && e.on(r.option) && r.ctx.MatchString(ctx) {
				best = i
			}
		}
	}
	try(context)
	stripped := context
	for _, p := range []string{"------", "----", "--"} {
		if strings.HasPrefix(context, p) {
			stripped = context[len(p):]
			break
		}
	}
	if stripped != context {
		try(stripped)
	}
	if best < 0 {
		return "", false
	}
	return tb.recs[best].text, true
}

// shown is the text BBO shows and sends for a found text: the alert box
// and the chat joined, suits as symbols, entities decoded, commas (which
// BBOalert turns into ";") as ";".
func shown(text string) string {
	box, chat, ok := strings.Cut(text, "#")
	if ok {
		text = box + " " + chat
	}
	text = strings.NewReplacer("!C", "♣", "!D", "♦", "!H", "♥", "!S", "♠", "&amp;", "&", "&lt;", "<").Replace(text)
	return strings.Join(strings.Fields(text), " ")
}

func want(m engine.Meaning) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(annotate.FullAlertText(m), ",", ";")), " ")
}

func loadVariants(t *testing.T) []Variant {
	t.Helper()
	var vs []Variant
	for _, v := range []string{"brown", "red"} {
		sys, err := engine.LoadEmbedded(engine.Options{Variant: v, AlertRules: engine.AlertRulesBBO})
		if err != nil {
			t.Fatal(err)
		}
		vs = append(vs, Variant{Name: strings.ToUpper(v[:1]) + v[1:], System: sys})
	}
	return vs
}

// TestRoundTrip exports the system and replays random auctions of our side
// (the system's calls, chosen at random among those it gives) against
// random, named and passing opponents, in every variant, seat and
// vulnerability: every call of ours within the exported depth must find
// exactly the text annotate writes when the system alerts it, and nothing
// (or an empty text) when it does not. MDLINT_RT="CALLS AUCTIONS" sets the
// depth and the auctions per world for a longer run by hand.
func TestRoundTrip(t *testing.T) {
	maxCalls, perWorld := 8, 400
	if s := os.Getenv("MDLINT_RT"); s != "" {
		fmt.Sscan(s, &maxCalls, &perWorld)
	}
	vs := loadVariants(t)
	var buf bytes.Buffer
	st, err := Write(&buf, Options{Variants: vs, Version: "mdlint test", MaxCalls: maxCalls})
	if err != nil {
		t.Fatal(err)
	}
	tb := parseTable(t, buf.String())
	t.Logf("%d records, %d bytes; %d before merging (%d bytes)", st.Records, st.Bytes, st.Cells, st.CellBytes)
	rng := rand.New(rand.NewPCG(1, 2))
	checked, alerted, wrong, falseHits := 0, 0, 0, 0
	for vi, v := range vs {
		for seat := 1; seat <= 4; seat++ {
			for vul := 0; vul < 4; vul++ {
				for n := 0; n < perWorld; n++ {
					ours := rng.IntN(3) > 0
					first := bridge.North
					if !ours {
						first = bridge.East
					}
					a := engine.Auction{Dealer: first.Add(-(seat - 1)), Vulnerability: vuls[vul].v}
					for i := 0; i < seat-1; i++ {
						a.Calls = append(a.Calls, bridge.Call{Kind: bridge.Pass})
					}
					for len(a.Calls)-(seat-1) < maxCalls {
						k := len(a.Calls)
						caller := a.Dealer.Add(k)
						var c bridge.Call
						if caller == bridge.North || caller == bridge.South {
							ch := v.System.Choices(a, engine.SideNS)
							if len(ch) == 0 || rng.IntN(10) == 0 {
								c = randomCall(rng, a)
							} else {
								c = ch[rng.IntN(len(ch))].Call
							}
						} else {
							c = randomCall(rng, a)
							if k == seat-1 && ours {
								c = bridge.Call{Kind: bridge.Pass}
							}
						}
						if k == seat-1 && !ours && c.Kind == bridge.Pass {
							c = bridge.NewBid(1, bridge.Strain(rng.IntN(5)))
						}
						if k == seat-1 && ours && c.Kind == bridge.Pass {
							break
						}
						if !allowed(a, c) {
							break
						}
						a.Calls = append(a.Calls, c)
						if k >= 3 && ended(a.Calls) {
							break
						}
					}
					ms := v.System.Interpret(a, engine.SideNS)
					e := env{variant: v.Name, seat: seat, we: vuls[vul].we, they: vuls[vul].they}
					for i, m := range ms {
						if m.Side != "system" || i < seat-1 {
							continue
						}
						ctx := tokens(a.Calls[:i], nil)
						got, ok := tb.lookup(e, ctx, tok(m.Call))
						checked++
						exp := ""
						if m.Status == engine.Defined && m.Alert {
							exp = want(m)
							alerted++
						}
						if shown(got) != exp {
							if exp == "" {
								falseHits++
							} else {
								wrong++
							}
							if wrong+falseHits <= 20 {
								t.Logf("variant %s seat %d vul %d: %s,%s: table gives %q (matched %v), the system %q", v.Name, seat, vul, ctx, tok(m.Call), got, ok, exp)
							}
						}
					}
					_ = vi
				}
			}
		}
	}
	t.Logf("%d calls looked up (%d alerted): %d wrong texts, %d not alerted but matched", checked, alerted, wrong, falseHits)
	if wrong+falseHits > 0 {
		t.Errorf("%d calls found a wrong text or none, %d matched though the system alerts nothing", wrong, falseHits)
	}
	if checked < 40000 || alerted < 7000 {
		t.Errorf("only %d calls (%d alerted) looked up", checked, alerted)
	}
}

// randomCall is a pass half the time, else a random legal call.
func randomCall(rng *rand.Rand, a engine.Auction) bridge.Call {
	if rng.IntN(2) == 0 {
		return bridge.Call{Kind: bridge.Pass}
	}
	for try := 0; try < 20; try++ {
		var c bridge.Call
		switch r := rng.IntN(40); {
		case r < 3:
			c = bridge.Call{Kind: bridge.Double}
		case r < 4:
			c = bridge.Call{Kind: bridge.Redouble}
		default:
			c = bridge.BidOfRank(rng.IntN(20))
		}
		if allowed(a, c) {
			return c
		}
	}
	return bridge.Call{Kind: bridge.Pass}
}
