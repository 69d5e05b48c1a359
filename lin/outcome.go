package lin

import (
	"strconv"
	"strings"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/record"
)

// Contract, declarer and result (the forms of the PBN tags, so that the
// two readers agree): Contract is "Pass" for a passed-out board, else the
// level, the strain (C, D, H, S or NT) and "X"/"XX" ("4H", "3NTX");
// Declarer is "N", "E", "S" or "W"; Result is the number of tricks
// declarer took, "0"-"13". LIN has no contract key; the contract comes
// from the auction when it is complete, else from the board's rs slot
// (lin-format.md §5). The result comes from mc (declarer's total tricks,
// §8), else from a complete play of 52 cards, else from the rs slot.

// auction is the outcome of an auction.
type auction struct {
	complete  bool
	passedOut bool
	level     int
	strain    bridge.Strain
	dbl       int // 0, 1 (doubled) or 2 (redoubled)
	declarer  bridge.Seat
	end       int // index of the call that ended the auction
}

// replay walks the calls (legality is not checked here).
func replay(calls []record.Call) auction {
	var a auction
	var first [2][5]int8 // seat+1 of the first of each side to name a strain
	passes, bids := 0, 0
	for i, c := range calls {
		switch c.Call.Kind {
		case bridge.Bid:
			bids++
			a.level, a.strain, a.dbl = int(c.Call.Level), c.Call.Strain, 0
			side := int(c.Seat) & 1
			if first[side][a.strain] == 0 {
				first[side][a.strain] = int8(c.Seat) + 1
			}
			a.declarer = bridge.Seat(first[side][a.strain] - 1)
			passes = 0
		case bridge.Double:
			a.dbl, passes = 1, 0
		case bridge.Redouble:
			a.dbl, passes = 2, 0
		default:
			passes++
		}
		if bids > 0 && passes == 3 || bids == 0 && passes == 4 {
			a.complete, a.passedOut, a.end = true, bids == 0, i
			return a
		}
	}
	return a
}

func (a auction) contract() string {
	if a.passedOut {
		return "Pass"
	}
	return strconv.Itoa(a.level) + a.strain.String() + [3]string{"", "X", "XX"}[a.dbl]
}

// rsSlot parses one rs result ("4HS=", "7CSx-3", "3NNxx+1", "PASS").
func rsSlot(t string) (contract, declarer string, tricks int, ok bool) {
	t = strings.TrimSpace(t)
	if strings.EqualFold(t, "pass") {
		return "Pass", "", -1, true
	}
	if len(t) < 4 || t[0] < '1' || t[0] > '7' {
		return "", "", 0, false
	}
	level := int(t[0] - '0')
	strain, err := bridge.ParseStrain(t[1:2])
	if err != nil {
		return "", "", 0, false
	}
	seat, err := bridge.ParseSeat(t[2:3])
	if err != nil {
		return "", "", 0, false
	}
	rest := t[3:]
	dbl := ""
	switch {
	case len(rest) >= 2 && strings.EqualFold(rest[:2], "xx"):
		dbl, rest = "XX", rest[2:]
	case len(rest) >= 1 && rest[0]|0x20 == 'x':
		dbl, rest = "X", rest[1:]
	}
	delta := 0
	switch {
	case rest == "=":
	case len(rest) >= 2 && (rest[0] == '+' || rest[0] == '-'):
		d, err := strconv.Atoi(rest[1:])
		if err != nil {
			return "", "", 0, false
		}
		delta = d
		if rest[0] == '-' {
			delta = -d
		}
	default:
		return "", "", 0, false
	}
	tricks = 6 + level + delta
	if tricks < 0 || tricks > 13 {
		return "", "", 0, false
	}
	return strconv.Itoa(level) + strain.String() + dbl, seat.String(), tricks, true
}

// playTricks counts declarer's tricks in a complete play of 52 cards, or
// returns -1 when the cards are not 52 distinct cards.
func playTricks(cards []bridge.Card, a auction) int {
	if len(cards) != 52 {
		return -1
	}
	var seen bridge.Hand
	for _, c := range cards {
		if seen.Has(c) {
			return -1
		}
		seen = seen.With(c)
	}
	leader := a.declarer.Next()
	won := 0
	for t := 0; t < 13; t++ {
		trick := cards[4*t : 4*t+4]
		best := 0
		for k := 1; k < 4; k++ {
			if beats(trick[k], trick[best], a.strain) {
				best = k
			}
		}
		winner := leader.Add(best)
		if winner&1 == a.declarer&1 {
			won++
		}
		leader = winner
	}
	return won
}

// beats reports whether card x beats the card so far best in strain.
func beats(x, best bridge.Card, strain bridge.Strain) bool {
	if x.Suit() == best.Suit() {
		return x.Rank() > best.Rank()
	}
	return strain.IsSuit() && x.Suit() == strain.Suit()
}

// outcome fills Contract, Declarer and Result, and warns about calls after
// the end of the auction.
func (r *Reader) outcome(c *builder) {
	rec := &c.b.rec
	a := replay(rec.Calls)
	if a.complete {
		rec.Contract = a.contract()
		if !a.passedOut {
			rec.Declarer = a.declarer.String()
		}
		if a.end+1 < len(rec.Calls) {
			r.diag(rec.Calls[a.end+1].Pos, record.Warning, "%d call(s) after the end of the auction", len(rec.Calls)-a.end-1)
		}
	} else if n := len(rec.Calls); n > 0 {
		// cut off: no final passes, or fewer than three after a bid
		last := rec.Calls[n-1]
		r.diag(last.Pos, record.Warning, "incomplete auction: it stops after %s %s without the passes that end it", last.Seat, last.Call)
	}
	// The rs slot of this table: o1,c1,o2,c2,... from the segment's first board.
	slotC, slotD, slotT, slotOK := "", "", -1, false
	if c.qxNum > 0 && c.room != 0 && len(r.hdr.rs) > 0 {
		first := r.hdr.first
		if first <= 0 {
			first = 1
		}
		i := 2 * (c.qxNum - first)
		if c.room == 'c' {
			i++
		}
		if i >= 0 && i < len(r.hdr.rs) {
			slotC, slotD, slotT, slotOK = rsSlot(r.hdr.rs[i])
		}
	}
	if rec.Contract == "" && slotOK {
		rec.Contract, rec.Declarer = slotC, slotD
	}
	switch {
	case rec.Contract == "" || rec.Contract == "Pass":
	case c.claim >= 0:
		rec.Result = strconv.Itoa(c.claim)
	case a.complete && !a.passedOut && !c.cardsBad && playTricks(c.cards, a) >= 0:
		rec.Result = strconv.Itoa(playTricks(c.cards, a))
	case slotOK && slotT >= 0 && slotC == rec.Contract && slotD == rec.Declarer:
		rec.Result = strconv.Itoa(slotT)
	}
}
