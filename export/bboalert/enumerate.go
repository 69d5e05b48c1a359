package bboalert

import (
	"strings"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
)

// Wild is the context token written for an opponent's call the system
// gives as `(_)` (any call but a pass): BBOalert's `_` matches any one
// character.
const Wild = "__"

// A world is one combination of the things BBOalert's options tell
// apart: the variant (index into Options.Variants), the seat of the
// auction's first non-pass call (1-4, as BBOalert's @1-@4 tags; 0 when it
// is the opponents' call: the seat is then written in the context) and
// the vulnerability (index into vuls).
type world struct {
	variant, seat, vul int
}

// vuls are the four vulnerabilities from our side's point of view, as
// BBOalert's tags name them: ours @n/@v, theirs @N/@V.
var vuls = [4]struct {
	we, they bool
	v        bridge.Vulnerability
}{
	{false, false, bridge.None},
	{true, false, bridge.NS},
	{false, true, bridge.EW},
	{true, true, bridge.Both},
}

// found is what the walk of one system found: for each context (tokens
// joined) and call, the text per world; and every context reached, per
// world.
type found struct {
	texts   map[key]map[world]string
	order   []key // keys in the order first found
	reached map[string]map[world]bool
	// skipped counts the lines the walk could not export exactly, by
	// reason (written in the comment block).
	skipped map[string]int
}

type key struct {
	ctx  string // context tokens joined, leading passes included
	call string
}

func (f *found) add(k key, w world, text string) {
	m := f.texts[k]
	if m == nil {
		m = map[world]string{}
		f.texts[k] = m
		f.order = append(f.order, k)
	}
	m[w] = text
}

// walker enumerates the auctions of one system in one vulnerability.
type walker struct {
	sys      *engine.System
	kids     map[int][]engine.NodeInfo
	f        *found
	variant  int
	vul      int
	maxCalls int
}

func children(sys *engine.System) map[int][]engine.NodeInfo {
	kids := map[int][]engine.NodeInfo{}
	sys.Nodes(func(n engine.NodeInfo, ch []engine.NodeInfo) bool {
		kids[n.ID] = ch
		return true
	})
	return kids
}

// usesVulnerability reports whether any line of sys has a `vul` condition.
func usesVulnerability(kids map[int][]engine.NodeInfo) bool {
	for _, ch := range kids {
		for _, c := range ch {
			if strings.Contains(c.Conditions, "vul") {
				return true
			}
		}
	}
	return false
}

// run walks every auction that starts with s-1 passes (s = 1..4) and then
// a call of ours or of theirs, up to maxCalls calls.
func (w *walker) run() {
	for s := 1; s <= 4; s++ {
		for _, ours := range []bool{true, false} {
			first := bridge.North
			if !ours {
				first = bridge.East
			}
			dealer := first.Add(-(s - 1))
			calls := make([]bridge.Call, s-1)
			for i := range calls {
				calls[i] = bridge.Call{Kind: bridge.Pass}
			}
			a := engine.Auction{Dealer: dealer, Vulnerability: vuls[w.vul].v, Calls: calls}
			// wild runs beside calls, one flag per call, the leading
			// passes included
			w.step(a, 0, make([]bool, s-1), s, ours)
		}
	}
}

// step explores auction a, whose walk for our side stands at line cur
// (0: the top level). wild marks the calls written as Wild. seat is the
// position (1-4) of the auction's first non-pass call, made by our side
// when oursFirst.
func (w *walker) step(a engine.Auction, cur int, wild []bool, seat int, oursFirst bool) {
	n := len(a.Calls)
	if n-(seat-1) >= w.maxCalls || (n >= 4 && ended(a.Calls)) {
		return
	}
	caller := a.Dealer.Add(n)
	ctx := tokens(a.Calls, wild)
	atFirst := n == seat-1
	wd := world{variant: w.variant, vul: w.vul}
	if oursFirst {
		wd.seat = seat
	}
	if caller == bridge.North || caller == bridge.South {
		if w.f.reached[ctx] == nil {
			w.f.reached[ctx] = map[world]bool{}
		}
		w.f.reached[ctx][wd] = true
		for _, m := range w.sys.Choices(a, engine.SideNS) {
			child, ok := w.child(cur, m)
			if !ok {
				w.f.skipped["a line the walk could not place"]++
				continue
			}
			if strings.HasPrefix(child.Call, "+") && wildSinceLastBid(a.Calls, wild) {
				// a step counts from the last bid, which a Wild call hides
				w.f.skipped["a relay step after an opponent's call the notes give as any call"]++
				continue
			}
			if m.Alert {
				w.f.add(key{ctx, tok(m.Call)}, wd, annotate.FullAlertText(m))
			}
			if atFirst && m.Call.Kind == bridge.Pass {
				continue // the auction then starts later: another root
			}
			next := a
			next.Calls = append(a.Calls[:n:n], m.Call)
			w.step(next, child.ID, append(wild[:len(wild):len(wild)], false), seat, oursFirst)
		}
		return
	}
	// the opponents' turn: a pass, and every call a line of ours names
	var pass, wildNode *engine.NodeInfo
	concrete := map[bridge.Call]bool{}
	type cand struct {
		call bridge.Call
		id   int
	}
	var cands []cand
	for i := range w.kids[cur] {
		c := &w.kids[cur][i]
		if !c.Opponents {
			continue
		}
		label := strings.TrimSuffix(strings.TrimPrefix(c.Call, "("), ")")
		switch label {
		case "_":
			wildNode = c
			continue
		case "P":
			pass = c
			continue
		}
		for _, call := range expand(label) {
			if !concrete[call] && allowed(a, call) {
				concrete[call] = true
				cands = append(cands, cand{call, c.ID})
			}
		}
	}
	next := func(call bridge.Call, id int, isWild bool) {
		b := a
		b.Calls = append(a.Calls[:n:n], call)
		w.step(b, id, append(wild[:len(wild):len(wild)], isWild), seat, oursFirst)
	}
	if !atFirst {
		id := cur
		if pass != nil {
			id = pass.ID
		}
		next(bridge.Call{Kind: bridge.Pass}, id, false)
	}
	for _, c := range cands {
		next(c.call, c.id, false)
	}
	if wildNode != nil {
		if rep, ok := representative(a, concrete); ok {
			next(rep, wildNode.ID, true)
		}
	}
}

// child returns the line below cur that gave meaning m.
func (w *walker) child(cur int, m engine.Meaning) (engine.NodeInfo, bool) {
	for _, c := range w.kids[cur] {
		if !c.Opponents && c.Rule == m.Rule && c.Meaning.Explanation == m.Explanation {
			return c, true
		}
	}
	return engine.NodeInfo{}, false
}

// representative is the call that stands for "any call but a pass" of
// the opponents: a double when it is legal and no line names it, else the
// cheapest legal bid no line names.
func representative(a engine.Auction, named map[bridge.Call]bool) (bridge.Call, bool) {
	x := bridge.Call{Kind: bridge.Double}
	if !named[x] && allowed(a, x) {
		return x, true
	}
	for r := 0; r < 35; r++ {
		c := bridge.BidOfRank(r)
		if !named[c] && allowed(a, c) {
			return c, true
		}
	}
	return bridge.Call{}, false
}

// expand returns the calls a label of the opponents' line stands for:
// "1H", "X", "XX", a level with any strain "1x", a range "2C..3D".
func expand(label string) []bridge.Call {
	if c, err := bridge.ParseCall(label); err == nil {
		return []bridge.Call{c}
	}
	if len(label) == 2 && label[0] >= '1' && label[0] <= '7' && (label[1] == 'x' || label[1] == 'X') {
		var out []bridge.Call
		for s := bridge.StrainClubs; s <= bridge.NoTrump; s++ {
			out = append(out, bridge.NewBid(int(label[0]-'0'), s))
		}
		return out
	}
	if lo, hi, ok := strings.Cut(label, ".."); ok {
		a, err1 := bridge.ParseCall(lo)
		b, err2 := bridge.ParseCall(hi)
		if err1 == nil && err2 == nil && a.IsBid() && b.IsBid() {
			var out []bridge.Call
			for r := a.Rank(); r <= b.Rank(); r++ {
				out = append(out, bridge.BidOfRank(r))
			}
			return out
		}
	}
	return nil
}

// wildSinceLastBid reports whether a call written as Wild comes after the
// last bid that is not: the bid a relay step counts from is then unknown
// (a Wild call before a later bid of ours does not change the step).
func wildSinceLastBid(calls []bridge.Call, wild []bool) bool {
	for i := len(calls) - 1; i >= 0; i-- {
		if i < len(wild) && wild[i] {
			return true
		}
		if calls[i].IsBid() {
			return false
		}
	}
	return false
}

// ended reports whether the last three calls are passes after a bid, or
// the four first calls are passes.
func ended(calls []bridge.Call) bool {
	n := len(calls)
	for _, c := range calls[n-3:] {
		if c.Kind != bridge.Pass {
			return false
		}
	}
	if n == 4 {
		return calls[0].Kind == bridge.Pass
	}
	return true
}

// firstNonPassIsOurs reports whether the first non-pass call of a was
// made by North or South.
func firstNonPassIsOurs(a engine.Auction) bool {
	for i, c := range a.Calls {
		if c.Kind != bridge.Pass {
			s := a.Dealer.Add(i)
			return s == bridge.North || s == bridge.South
		}
	}
	return false
}

// tokens writes calls as a BBOalert context.
func tokens(calls []bridge.Call, wild []bool) string {
	var b strings.Builder
	for i, c := range calls {
		if i < len(wild) && wild[i] {
			b.WriteString(Wild)
			continue
		}
		b.WriteString(tok(c))
	}
	return b.String()
}

// tok is the BBOalert token of a call: 1C..7N, -- (pass), Db, Rd.
func tok(c bridge.Call) string {
	switch c.Kind {
	case bridge.Pass:
		return "--"
	case bridge.Double:
		return "Db"
	case bridge.Redouble:
		return "Rd"
	}
	return c.Short()
}

// allowed reports whether c is a legal next call of a.
func allowed(a engine.Auction, c bridge.Call) bool {
	return bridge.Auction{Dealer: a.Dealer, Calls: a.Calls}.Allowed(c) == nil
}
