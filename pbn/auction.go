package pbn

import (
	"strconv"
	"strings"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/record"
)

// This file reads the auction section (PBN 2.1 §3.5): call tokens and their
// annotations, and the sequence of calls checked for legality.

// lastCall returns the last call item, or nil when the last item is not
// a call.
func (g *game) lastCall() *item {
	if n := len(g.items); n > 0 && g.items[n-1].kind == iCall {
		return &g.items[n-1]
	}
	return nil
}

func (g *game) addItem(it item) *item {
	if len(g.items) >= maxItems {
		g.diag("too-many-items", it.pos, record.Error, "more than %d auction items; the rest are ignored", maxItems)
		return nil
	}
	g.items = append(g.items, it)
	return &g.items[len(g.items)-1]
}

// appendCall appends call.String() to m without making the string.
func appendCall(m []byte, call bridge.Call) []byte {
	if call.Kind != bridge.Bid {
		return append(m, call.String()...) // a constant: nothing made
	}
	return append(strconv.AppendUint(m, uint64(call.Level), 10), call.Strain.String()...)
}

// auctionWord reads one word of the auction section: a call with glued
// annotations, an annotation of the previous call, "-", "AP", "*", "+",
// "^I" or "^S" (§3.5, §3.7, §3.9).
func (g *game) auctionWord(t *token) {
	w := t.text
	g.insPending = true
	g.lastEnd = t.end
	i := 0
	if w[0] == '^' {
		if len(w) >= 2 && (w[1] == 'I' || w[1] == 'i') {
			g.pendI = true
		} else if len(w) >= 2 && (w[1] == 'S' || w[1] == 's') {
			g.addItem(item{kind: iSkip, pos: t.pos, tokEnd: t.end})
		} else {
			g.diag("", t.pos, record.Warning, "unknown irregularity %q in the auction", string(w))
			return
		}
		i = 2
		if i == len(w) {
			return
		}
	}
	switch c := w[i]; {
	case c == '=' || c == '$' || c == '!' || c == '?':
		g.annotate(t, i, g.lastCall())
		return
	case c == '*' && i == len(w)-1:
		g.addItem(item{kind: iEnd, pos: g.posIn(t, i), tokEnd: t.end})
		return
	case c == '+' && i == len(w)-1:
		g.addItem(item{kind: iPlus, pos: g.posIn(t, i), tokEnd: t.end})
		return
	case c == '-':
		j := i
		for j < len(w) && w[j] == '-' {
			j++
		}
		if j-i > 1 || j < len(w) {
			g.diag("", t.pos, record.Warning, "%q read as one placeholder '-'", string(w))
		}
		g.addItem(item{kind: iPlaceholder, pos: t.pos, tokEnd: t.end})
		return
	}
	j := i
	for j < len(w) && isNameChar(w[j]) {
		j++
	}
	if j == i {
		g.diag("", t.pos, record.Error, "%q is not a call", string(w))
		return
	}
	wb := w[i:j]
	pos := g.posIn(t, i)
	if len(wb) == 2 && upper(wb[0]) == 'A' && upper(wb[1]) == 'P' {
		if string(wb) != "AP" && string(wb) != "ap" {
			g.notation("ap-case", pos, "%q read as AP", wb)
		}
		g.addItem(item{kind: iAP, pos: pos, tokEnd: t.end})
		g.pendI = false
		return
	}
	if string(wb) == "AC" {
		// BridgeComposer bidding challenges write AC for a turn whose call
		// is not given (pbn-format.md §11); the seat's turn passes.
		g.diag("ac", pos, record.Warning, "\"AC\": call not given, %s", "the turn is skipped")
		g.addItem(item{kind: iUnknown, pos: pos, tokEnd: t.end})
		g.pendI = false
		return
	}
	call, warn, ok := parseCallToken(wb)
	if !ok {
		g.diag("", pos, record.Error, "%q is not a call", wb)
		return
	}
	if warn != "" && !g.seen[warn] { // said once a game: the arguments are boxed only then
		// the message as fmt's "non-standard call %q read as %s (PBN
		// 2.1 §3.5.2)" words it, made in the reader's text arena: one
		// board in three of some files has such a call
		m := append(g.r.scratch[:0], "non-standard call "...)
		m = strconv.AppendQuote(m, string(wb))
		m = append(appendCall(append(m, " read as "...), call), " (PBN 2.1 §3.5.2)"...)
		g.r.scratch = m
		if string(m) != g.r.lastNote {
			g.r.lastNote = g.r.arena.string(m) // most such boards say the same
		}
		g.notationText(warn, pos, g.r.lastNote)
	}
	it := g.addItem(item{kind: iCall, call: call, pos: pos, tokEnd: t.end, irregular: g.pendI})
	g.pendI = false
	if it != nil && j < len(w) {
		g.annotate(t, j, it)
	}
}

// parseCallToken reads a call token. The spec's forms are Pass, X, XX and
// level + C D H S NT, in either case (§3.5.2, §3.11); P, PASS, D, Dbl, R,
// Rdbl and N for NT are accepted with a warning key.
func parseCallToken(w []byte) (c bridge.Call, warn string, ok bool) {
	switch string(w) {
	case "Pass", "pass":
		return bridge.PassCall, "", true
	case "X", "x":
		return bridge.DoubleCall, "", true
	case "XX", "xx":
		return bridge.RedoubleCall, "", true
	}
	if len(w) >= 2 && w[0] >= '1' && w[0] <= '7' {
		level := int(w[0] - '0')
		rest := w[1:]
		if len(rest) == 1 {
			switch upper(rest[0]) {
			case 'C':
				return bridge.NewBid(level, bridge.StrainClubs), "", true
			case 'D':
				return bridge.NewBid(level, bridge.StrainDiamonds), "", true
			case 'H':
				return bridge.NewBid(level, bridge.StrainHearts), "", true
			case 'S':
				return bridge.NewBid(level, bridge.StrainSpades), "", true
			case 'N':
				return bridge.NewBid(level, bridge.NoTrump), "call-nt", true
			}
		}
		if len(rest) == 2 && upper(rest[0]) == 'N' && upper(rest[1]) == 'T' {
			return bridge.NewBid(level, bridge.NoTrump), "", true
		}
		return c, "", false
	}
	switch {
	case equalUpper(w, "P"), equalUpper(w, "PASS"):
		return bridge.PassCall, "call-pass", true
	case equalUpper(w, "D"), equalUpper(w, "DBL"), equalUpper(w, "X"):
		return bridge.DoubleCall, "call-double", true
	case equalUpper(w, "R"), equalUpper(w, "RDBL"), equalUpper(w, "XX"):
		return bridge.RedoubleCall, "call-redouble", true
	}
	return c, "", false
}

func upper(c byte) byte {
	if c >= 'a' && c <= 'z' {
		return c - 'a' + 'A'
	}
	return c
}

// equalUpper reports whether w equals the upper-case u ignoring case.
func equalUpper(w []byte, u string) bool {
	if len(w) != len(u) {
		return false
	}
	for i := range w {
		if upper(w[i]) != u[i] {
			return false
		}
	}
	return true
}

// annotate reads annotations from byte i of word t for call it (nil when
// there is no call to attach them to): suffixes ! ? (at most two), a note
// reference =n=, NAGs $n (0-255), and the non-spec glued '*' (BEN's alert
// mark) and "=n" without its closing '='.
func (g *game) annotate(t *token, i int, it *item) {
	w := t.text
	if it == nil {
		g.diag("", g.posIn(t, i), record.Warning, "annotation %q without a call", string(w[i:]))
		return
	}
	for i < len(w) {
		c := w[i]
		switch {
		case c == '!' || c == '?':
			j := i
			for j < len(w) && (w[j] == '!' || w[j] == '?') {
				j++
			}
			if j-i > 2 {
				g.diag("", g.posIn(t, i), record.Warning, "suffix %q longer than two characters", string(w[i:j]))
			}
			i = j
		case c == '=':
			j, n := number(w, i+1)
			digits := j - i - 1
			closed := j < len(w) && w[j] == '='
			if digits == 0 {
				g.diag("", g.posIn(t, i), record.Warning, "malformed note reference %q", string(w[i:]))
				return
			}
			end := j
			if closed {
				end++
			}
			if it.ref != 0 {
				g.diag("", g.posIn(t, i), record.Warning, "second note reference %q of one call ignored", string(w[i:end]))
				i = end
				continue
			}
			it.ref = n
			it.refStart = g.offIn(t, i)
			it.refEnd = g.offIn(t, end)
			it.refPos = g.posIn(t, i)
			if !closed {
				it.refGlued = true
				g.diag("ref-open", g.posIn(t, i), record.Warning, "note reference %q without its closing '='", string(w[i:end]))
			}
			// a well-formed reference glued to its call ("2NT?=1=") needs no word
			if n < 1 || n > 32 {
				g.diag("", g.posIn(t, i), record.Warning, "note reference %s outside 1-32", string(w[i:end]))
			}
			i = end
		case c == '$':
			j, n := number(w, i+1)
			if j == i+1 || n > 255 {
				g.diag("", g.posIn(t, i), record.Warning, "malformed NAG %q", string(w[i:j]))
			}
			i = j
		case c == '*':
			it.star = true
			g.notation("star", g.posIn(t, i), "'*' glued to a call read as an alert mark")
			i++
		case c == '+':
			i++
		default:
			g.diag("", g.posIn(t, i), record.Warning, "unexpected %q after a call", string(w[i:]))
			return
		}
	}
}

// buildAuction turns the auction items into calls (§3.5): the first item
// belongs to the seat of the [Auction] tag; "-" fills the seats before the
// dealer; AP stands for the passes that end the auction. It checks the
// sequence: the dealer calls first, bids are sufficient (unless ^I),
// doubles and redoubles are allowed, nothing follows the end of the
// auction; and attaches the note texts.
func (g *game) buildAuction(dealerKnown bool) {
	b := g.b
	if g.auction == nil {
		if len(g.items) > 0 {
			g.diag("", g.items[0].pos, record.Warning, "calls outside an auction")
		}
		return
	}
	seat := b.Dealer
	if v := g.auction.Value; v != "" {
		s, err := bridge.ParseSeat(v)
		if err != nil {
			g.diag("", g.auction.Pos, record.Error, "[Auction %q] is not a seat", v)
			if !dealerKnown {
				return
			}
		} else {
			seat = s
		}
	}
	var st auctionState
	st.lastBid = -1
	if c := b.spare.calls; c != nil && cap(c) >= len(g.items) {
		b.Calls = c[:0]
	} else {
		b.Calls = make([]record.Call, 0, len(g.items))
	}
	if c := b.spare.info; c != nil && cap(c) >= len(g.items) {
		b.calls = c[:0]
	} else {
		b.calls = make([]callInfo, 0, len(g.items))
	}
	started, stopped := false, false
	add := func(it *item, call bridge.Call, fromAP bool) {
		if !started {
			started = true
			if !dealerKnown {
				b.Dealer = seat
				dealerKnown = true
				g.diag("no-dealer", it.pos, record.Info, "no [Dealer]: the first caller %s is taken as dealer", seat)
			} else if seat != b.Dealer {
				g.diag("", it.pos, record.Error, "first call by %s but the dealer is %s", seat, b.Dealer)
			}
		}
		after := st.calls > 0 && st.ended() && !st.unknown
		if msg := st.check(call, seat, it.irregular); msg != "" && !fromAP {
			// a call after the end of the auction leaves the auction as
			// it was: a warning, as the LIN reader gives it
			sev := record.Error
			if after {
				sev = record.Warning
			}
			g.diag("", it.pos, sev, "%s %s: %s", seat, call, msg)
		}
		if !after {
			st.apply(call, seat)
		}
		rc := record.Call{Call: call, Seat: seat, Pos: it.pos}
		ci := callInfo{tokEnd: it.tokEnd, fromAP: fromAP}
		if !fromAP {
			ci.ref, ci.refStart, ci.refEnd, ci.refGlued = it.ref, it.refStart, it.refEnd, it.refGlued
			if it.ref != 0 || it.star {
				rc.Alert = true
			}
		}
		b.Calls = append(b.Calls, rc)
		b.calls = append(b.calls, ci)
		seat = seat.Next()
	}
	for k := range g.items {
		it := &g.items[k]
		if stopped && it.kind != iEnd && it.kind != iPlus {
			g.diag("after-end", it.pos, record.Warning, "call after '*' or '+'")
		}
		switch it.kind {
		case iPlaceholder:
			if started {
				g.diag("", it.pos, record.Error, "'-' after the first call")
			} else if dealerKnown && seat == b.Dealer {
				g.diag("", it.pos, record.Error, "'-' in the dealer's (%s) turn", seat)
			}
			seat = seat.Next()
		case iSkip:
			started = true
			seat = seat.Next()
		case iUnknown:
			if !started {
				started = true
				if !dealerKnown {
					b.Dealer, dealerKnown = seat, true
				} else if seat != b.Dealer {
					g.diag("", it.pos, record.Error, "first call by %s but the dealer is %s", seat, b.Dealer)
				}
			}
			st.unknown = true
			seat = seat.Next()
		case iEnd, iPlus:
			if stopped && it.kind == iPlus {
				g.diag("", it.pos, record.Warning, "'+' after '*' or '+'")
			}
			stopped = true
		case iAP:
			if !started && !dealerKnown {
				b.Dealer, dealerKnown = seat, true
			}
			n := 0
			for !st.ended() && n < 4 {
				add(it, bridge.PassCall, true)
				n++
			}
			stopped = true
		case iCall:
			add(it, it.call, false)
		}
	}
	if started && !stopped && !st.unknown && !st.ended() && len(b.Calls) > 0 {
		// Cut off: no final passes, or fewer than three after a bid, and
		// no '*' or '+' saying the auction goes on (§3.5.4).
		last := b.Calls[len(b.Calls)-1]
		g.diag("", last.Pos, record.Warning, "incomplete auction: it stops after %s %s without the passes that end it", last.Seat, last.Call)
	}
	b.passedOut = st.ended() && st.lastBid < 0 && !st.unknown
	// BridgeComposer may write the auction's notes after the play: a play
	// note that no card refers to, with an index a call refers to and no
	// auction note has, is taken as an auction note.
	for _, n := range b.Notes {
		if n.Section != PlaySection || g.playRef[n.Index] || b.Note(AuctionSection, n.Index) != nil {
			continue
		}
		for _, it := range g.items {
			if it.ref == n.Index {
				n.Section = AuctionSection
				g.diag("", n.Tag.Pos, record.Info, "[Note \"%d:...\"] after the play read as the auction's note", n.Index)
				break
			}
		}
	}
	// Notes and alerts.
	refs, passRefs := 0, 0
	for i, ci := range b.calls {
		if ci.ref != 0 {
			refs++
			if b.Calls[i].Call.Kind == bridge.Pass {
				passRefs++
			}
		}
	}
	desc := g.r.helper || (passRefs > 0 && refs == len(b.Calls) && refs >= 4)
	for _, n := range b.Notes {
		if n.Section == AuctionSection && strings.Contains(n.Text, " -- ") {
			desc = true
		}
	}
	b.Descriptive = desc
	for i, ci := range b.calls {
		rc := &b.Calls[i]
		if desc {
			rc.Alert = false
		}
		if ci.ref == 0 {
			continue
		}
		if n := b.Note(AuctionSection, ci.ref); n != nil {
			rc.Explanation, rc.HasExplanation = n.Text, true
		} else if ci.ref >= 1 && ci.ref <= 32 {
			// (a reference outside 1-32 was reported as written)
			g.diag("missing-"+strconv.Itoa(ci.ref), rc.Pos, record.Warning, "no [Note] for reference =%d=", ci.ref)
		}
	}
}

// auctionState tracks legality (Laws of Duplicate Bridge 18-19, 22).
type auctionState struct {
	lastBid    int
	lastBidder bridge.Seat
	doubled    int // 0, 1 doubled, 2 redoubled
	doubler    bridge.Seat
	passes     int
	calls      int
	unknown    bool // a call is not given: legality is no longer checked
}

func (s *auctionState) ended() bool {
	return (s.lastBid >= 0 && s.passes >= 3) || s.passes >= 4
}

// check returns why call by seat is not allowed now, or "".
func (s *auctionState) check(c bridge.Call, seat bridge.Seat, insufficientOK bool) string {
	if s.unknown {
		return ""
	}
	if s.calls > 0 && s.ended() {
		return "call after the end of the auction"
	}
	switch c.Kind {
	case bridge.Bid:
		if c.Rank() <= s.lastBid && !insufficientOK {
			return "insufficient bid"
		}
	case bridge.Double:
		if s.lastBid < 0 || s.doubled != 0 || s.lastBidder%2 == seat%2 {
			return "double not allowed here"
		}
	case bridge.Redouble:
		if s.doubled != 1 || s.doubler%2 == seat%2 {
			return "redouble not allowed here"
		}
	}
	return ""
}

func (s *auctionState) apply(c bridge.Call, seat bridge.Seat) {
	s.calls++
	switch c.Kind {
	case bridge.Pass:
		s.passes++
	case bridge.Bid:
		s.lastBid = c.Rank()
		s.lastBidder, s.doubled, s.passes = seat, 0, 0
	case bridge.Double:
		s.doubled, s.doubler, s.passes = 1, seat, 0
	case bridge.Redouble:
		s.doubled, s.doubler, s.passes = 2, seat, 0
	}
}

// number reads the decimal digits of w from i: it returns the offset after
// them and their value, which stops growing past 1000 (a note index is
// 1-32, a NAG 0-255: larger values are only reported, never used).
func number(w []byte, i int) (end, n int) {
	for end = i; end < len(w) && w[end] >= '0' && w[end] <= '9'; end++ {
		if n < 1000 {
			n = n*10 + int(w[end]-'0')
		}
	}
	return end, n
}
