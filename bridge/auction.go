package bridge

import (
	"fmt"
	"strconv"
)

// Auction is the sequence of calls of one board, from the dealer on: call i
// is made by Dealer.Add(i). The rules applied are those of the Laws of
// Duplicate Bridge (2017): Law 18 (sufficient bids), Law 19 (doubles and
// redoubles), Law 22 (end of the auction).
type Auction struct {
	Dealer Seat
	Calls  []Call
}

// AuctionError reports the first illegal call of an auction. Index is the
// 0-based index into Auction.Calls; Seat is the seat that made the call.
type AuctionError struct {
	Index int
	Seat  Seat
	Call  Call
	Msg   string
}

// Error returns "bridge: illegal call at index I (CALL by SEAT, suits as ♣♦♥♠): reason".
func (e *AuctionError) Error() string {
	return fmt.Sprintf("bridge: illegal call at index %d (%s by %s): %s", e.Index, e.Call.Symbol(), e.Seat, e.Msg)
}

// Contract is the result of an auction: Level 1-7 in Strain, Doubled 0 (not
// doubled), 1 (doubled) or 2 (redoubled), played by Declarer. The zero
// Level means the deal was passed out.
type Contract struct {
	Level    int
	Strain   Strain
	Doubled  int
	Declarer Seat
}

// PBN returns the contract in PBN [Contract] form: "4HX", "3NT", "2SXX",
// or "Pass" when passed out (PBN 2.1 section 3.4.6).
func (c Contract) PBN() string {
	if c.Level == 0 {
		return "Pass"
	}
	return fmt.Sprintf("%d%s%s", c.Level, c.Strain, [...]string{"", "X", "XX"}[c.Doubled%3])
}

// String returns the contract with its declarer: "4HX by S", "3NT by N";
// "Pass" when passed out.
func (c Contract) String() string {
	if c.Level == 0 {
		return "Pass"
	}
	// one concatenation, the text of PBN's Sprintf and the declarer's
	return strconv.Itoa(c.Level) + c.Strain.String() + [...]string{"", "X", "XX"}[c.Doubled%3] + " by " + c.Declarer.String()
}

// Symbol returns the contract as players read it: "4♥X by S", "3NT by N";
// "Pass" when passed out.
func (c Contract) Symbol() string {
	if c.Level == 0 {
		return "Pass"
	}
	return fmt.Sprintf("%d%s%s by %s", c.Level, c.Strain.Symbol(), [...]string{"", "X", "XX"}[c.Doubled%3], c.Declarer)
}

// Seat returns the seat that makes call i (i >= 0): the dealer makes call 0
// and the turn passes clockwise.
func (a Auction) Seat(i int) Seat { return a.Dealer.Add(i) }

// Next returns the seat whose turn it is to call after the calls so far.
func (a Auction) Next() Seat { return a.Seat(len(a.Calls)) }

// auctionState is the state of an auction after a prefix of its calls.
type auctionState struct {
	lastBid   int  // index of the last bid, -1 if none
	doubled   int  // 0, 1 or 2 for the last bid
	lastCall  int  // index of the last call other than pass, -1 if none
	passesRun int  // passes since the last non-pass call (or from the start)
	ended     bool // the auction is over
}

// step applies call i (made by seat) to st, or returns why it is illegal.
func (st *auctionState) step(a Auction, i int, c Call) string {
	if st.ended {
		return "the auction has already ended"
	}
	seat := a.Seat(i)
	switch c.Kind {
	case Pass:
		st.passesRun++
		if (st.lastBid >= 0 && st.passesRun == 3) || (st.lastBid < 0 && st.passesRun == 4) {
			st.ended = true
		}
		return ""
	case Bid:
		if c.Level < 1 || c.Level > 7 || c.Strain > NoTrump {
			return "not a bid (level 1-7, strain C D H S NT)"
		}
		if st.lastBid >= 0 {
			last := a.Calls[st.lastBid]
			if c.Rank() <= last.Rank() {
				return fmt.Sprintf("insufficient bid: %s is not higher than %s", c.Symbol(), last.Symbol())
			}
		}
		st.lastBid, st.doubled = i, 0
	case Double:
		if st.lastCall < 0 {
			return "double with no bid to double"
		}
		if a.Calls[st.lastCall].Kind != Bid {
			return "double of a bid already doubled or redoubled"
		}
		if sameSide(a.Seat(st.lastCall), seat) {
			return "double of partner's bid"
		}
		st.doubled = 1
	case Redouble:
		if st.lastCall < 0 || a.Calls[st.lastCall].Kind != Double {
			return "redouble of no double (only an opponent's double can be redoubled)"
		}
		if sameSide(a.Seat(st.lastCall), seat) {
			return "redouble of partner's double"
		}
		st.doubled = 2
	default:
		return "unknown kind of call"
	}
	st.lastCall = i
	st.passesRun = 0
	return ""
}

// sameSide reports whether x and y are partners or the same seat.
func sameSide(x, y Seat) bool { return (x^y)&1 == 0 }

// replay runs the calls until the first illegal one. It returns the state
// after the legal prefix and the error for the illegal call, or nil.
func (a Auction) replay() (auctionState, *AuctionError) {
	st := auctionState{lastBid: -1, lastCall: -1}
	for i, c := range a.Calls {
		prev := st
		if msg := st.step(a, i, c); msg != "" {
			return prev, &AuctionError{Index: i, Seat: a.Seat(i), Call: c, Msg: msg}
		}
	}
	return st, nil
}

// Legal checks every call and returns a *AuctionError for the first
// illegal one, or nil. Illegal are: a bid not higher than the last bid
// (insufficient; Law 18), or outside 1♣-7NT; a double other than of the last
// call when that call is an opponent's bid (so not of partner's bid, not of
// a bid already doubled, not with no bid; Law 19A); a redouble other than of
// the last call when that call is an opponent's double (Law 19B); any call
// after the auction has ended (Law 22). Passes do not count as "the last
// call" here: 1♥ P P X is a legal balancing double.
func (a Auction) Legal() error {
	if _, err := a.replay(); err != nil {
		return err
	}
	return nil
}

// Allowed reports whether c would be a legal next call: nil if so, else a
// *AuctionError whose Index is len(a.Calls). The calls so far are assumed
// legal; if they are not, Allowed returns the error of the first illegal
// one.
func (a Auction) Allowed(c Call) error {
	st, err := a.replay()
	if err != nil {
		return err
	}
	i := len(a.Calls)
	// step reads only the calls before i (the last bid and the last
	// call), so the new call needs no copy of the auction
	if msg := st.step(a, i, c); msg != "" {
		return &AuctionError{Index: i, Seat: a.Seat(i), Call: c, Msg: msg}
	}
	return nil
}

// Ended reports whether the calls include the end of the auction: four
// passes at the start (passed out), or three passes in a row after a bid
// (with any doubles and redoubles). Calls after the end make the auction
// illegal but do not un-end it. Law 22A.
func (a Auction) Ended() bool {
	st := auctionState{lastBid: -1, lastCall: -1}
	for i, c := range a.Calls {
		if st.step(a, i, c) != "" {
			return st.ended
		}
	}
	return st.ended
}

// PassedOut reports whether the auction opened with four passes.
func (a Auction) PassedOut() bool {
	if len(a.Calls) < 4 {
		return false
	}
	for _, c := range a.Calls[:4] {
		if c.Kind != Pass {
			return false
		}
	}
	return true
}

// LastBid returns the last bid of the calls and its index in Calls, or
// (PassCall, -1) when no bid has been made. Doubles and redoubles are not
// bids.
func (a Auction) LastBid() (Call, int) {
	for i := len(a.Calls) - 1; i >= 0; i-- {
		if a.Calls[i].Kind == Bid {
			return a.Calls[i], i
		}
	}
	return PassCall, -1
}

// Contract returns the contract the auction has reached: the last bid, with
// the double or redouble standing on it, played by the declarer, the player
// of the side that made the last bid who first named its strain (Law 22 and
// the definition of declarer). Once Ended it is the final contract; before,
// it is the contract so far. Only the legal prefix of the calls is used. ok
// is false when no bid has been made (including a passed-out deal).
func (a Auction) Contract() (c Contract, ok bool) {
	st, _ := a.replay()
	if st.lastBid < 0 {
		return Contract{}, false
	}
	bid := a.Calls[st.lastBid]
	side := a.Seat(st.lastBid)
	decl := side
	for i := 0; i <= st.lastBid; i++ {
		s := a.Seat(i)
		if (s == side || s == side.Partner()) && a.Calls[i].Kind == Bid && a.Calls[i].Strain == bid.Strain {
			decl = s
			break
		}
	}
	return Contract{Level: int(bid.Level), Strain: bid.Strain, Doubled: st.doubled, Declarer: decl}, true
}

// Bidding is an auction followed one call at a time: Add appends a call,
// and Legal, Allowed and Ended answer for the calls so far in constant
// time, where the Auction methods of the same names replay every call from
// the start (a bidder that asks them on every turn of an auction it
// completes would pay for the auction's length squared). Its answers are
// those of the Auction methods for Auction(), the same errors included.
// The zero Bidding is not ready: Reset starts it. Not safe for concurrent
// use.
type Bidding struct {
	a   Auction
	st  auctionState  // the state after the legal prefix of the calls
	err *AuctionError // the first illegal call, nil when every call is legal
}

// Reset starts b over as an auction dealt by dealer with no call yet. It
// keeps b's array of calls (overwriting what it held), so that one Bidding
// reused from auction to auction allocates nothing once the array is large
// enough; no Calls returned by Auction before may be used afterwards.
func (b *Bidding) Reset(dealer Seat) {
	*b = Bidding{a: Auction{Dealer: dealer, Calls: b.a.Calls[:0]}, st: auctionState{lastBid: -1, lastCall: -1}}
}

// Add appends c to the auction. An illegal call is kept, like any other:
// Legal then reports the first one, and the state (Ended, Allowed) stays
// that of the calls before it, as Auction's replay does.
func (b *Bidding) Add(c Call) {
	i := len(b.a.Calls)
	b.a.Calls = append(b.a.Calls, c)
	if b.err != nil {
		return
	}
	prev := b.st
	if msg := b.st.step(b.a, i, c); msg != "" {
		b.st = prev
		b.err = &AuctionError{Index: i, Seat: b.a.Seat(i), Call: c, Msg: msg}
	}
}

// Len returns the number of calls added.
func (b *Bidding) Len() int { return len(b.a.Calls) }

// Auction returns the auction so far; its Calls are b's array, which the
// caller must not change and which the next Add or Reset may overwrite.
func (b *Bidding) Auction() Auction {
	n := len(b.a.Calls)
	return Auction{Dealer: b.a.Dealer, Calls: b.a.Calls[:n:n]}
}

// Legal is Auction().Legal(): nil, or the *AuctionError of the first
// illegal call.
func (b *Bidding) Legal() error {
	if b.err != nil {
		return b.err
	}
	return nil
}

// Allowed is Auction().Allowed(c): nil when c would be a legal next call,
// else a *AuctionError (the first illegal call's when the calls so far are
// not legal).
func (b *Bidding) Allowed(c Call) error {
	if b.err != nil {
		return b.err
	}
	st := b.st
	i := len(b.a.Calls)
	if msg := st.step(b.a, i, c); msg != "" {
		return &AuctionError{Index: i, Seat: b.a.Seat(i), Call: c, Msg: msg}
	}
	return nil
}

// Ended is Auction().Ended(): whether the legal prefix of the calls
// includes the end of the auction (Law 22A).
func (b *Bidding) Ended() bool { return b.st.ended }
