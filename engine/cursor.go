package engine

import (
	"slices"

	"github.com/mdlint/mdlint/bridge"
)

// Cursor interprets an auction one call at a time, for a bidder that tries
// calls after an auction and then goes on bidding: each Step costs one
// lookup in the compiled tree, where Interpret and Choices walk the whole
// auction again on every call.
//
// After the calls c0..cn have been stepped, Meanings equals
// Interpret(Auction{dealer, vul, c0..cn}, sides), Try(c) equals the last
// meaning Interpret gives for the auction extended by c, and Choices
// equals System.Choices of that auction. Copy gives an independent cursor
// that shares the calls and meanings stepped so far, read-only (a plain
// assignment does not: both would append to the same arrays). Not safe
// for concurrent use.
type Cursor struct {
	w     walker
	calls []bridge.Call
	ms    []Meaning
}

// NewCursor returns a cursor at the start of an auction dealt by dealer with
// vulnerability vul, for the sides that play the system.
func (s *System) NewCursor(dealer bridge.Seat, vul bridge.Vulnerability, sides Sides) Cursor {
	return Cursor{w: newWalker(s, dealer, vul, sides)}
}

// CursorAt returns the cursor after every call of a (Interpret's
// meanings are then its Meanings).
func (s *System) CursorAt(a Auction, sides Sides) Cursor {
	w := s.NewCursor(a.Dealer, a.Vulnerability, sides)
	w.calls = make([]bridge.Call, 0, len(a.Calls)+8)
	w.ms = make([]Meaning, 0, len(a.Calls)+8)
	for _, c := range a.Calls {
		w.Step(c)
	}
	return w
}

// CursorAtInto sets *w to CursorAt(a, sides), building it in the arrays
// w already has (their contents are overwritten, their capacity reused), so
// that a caller reading many auctions one after another allocates nothing
// once the arrays are large enough. w may be a zero Cursor. No Copy of w,
// and no slice Calls or Meanings returned before, may be used afterwards.
func (s *System) CursorAtInto(w *Cursor, a Auction, sides Sides) {
	calls, ms := w.calls[:0], w.ms[:0]
	*w = s.NewCursor(a.Dealer, a.Vulnerability, sides)
	w.calls, w.ms = calls, ms
	for _, c := range a.Calls {
		w.Step(c)
	}
}

// Step interprets call c after the calls so far, adds it to the cursor and
// returns its meaning. Like Interpret, it does not check that c is legal.
func (w *Cursor) Step(c bridge.Call) Meaning {
	sh := w.w.shownAt(len(w.calls))
	// the meaning is written in place, in the cursor's array
	w.ms = slices.Grow(w.ms, 1)[:len(w.ms)+1]
	m := &w.ms[len(w.ms)-1]
	w.w.step(m, len(w.calls), c)
	regulateCall(w.w.sys.alertRules, w.calls, sh, m)
	w.calls = append(w.calls, c)
	return *m
}

// Try returns the meaning call c would have after the calls so far,
// without adding it to the cursor.
func (w *Cursor) Try(c bridge.Call) Meaning {
	x := w.w // a copy: the walker holds no pointer into mutable state
	sh := x.shownAt(len(w.calls))
	var m Meaning
	x.step(&m, len(w.calls), c)
	regulateCall(w.w.sys.alertRules, w.calls, sh, &m)
	return m
}

// Choices returns the meanings of every call a line of the system gives
// the next player (System.Choices of the auction so far).
func (w *Cursor) Choices() []Meaning { return w.w.choices(nil, w.calls) }

// AppendChoices appends Choices to dst and returns the extended slice (dst
// itself when there are none), so that a caller can reuse one buffer.
func (w *Cursor) AppendChoices(dst []Meaning) []Meaning { return w.w.choices(dst, w.calls) }

// AppendChoicesIf appends to dst the meanings of Choices whose call and
// constraint (nil when the line promises nothing checkable) keep accepts,
// and returns the extended slice and the number of Choices in all. keep
// is called once for every choice, in Choices' order; a choice it
// rejects costs no Meaning (a few hundred bytes copied), so a bidder that
// wants only the lines a hand fits asks for those alone.
func (w *Cursor) AppendChoicesIf(dst []Meaning, keep func(call bridge.Call, c *Constraint) bool) ([]Meaning, int) {
	return w.w.choicesIf(dst, w.calls, keep)
}

// Len returns the number of calls stepped.
func (w *Cursor) Len() int { return len(w.calls) }

// Calls returns the calls stepped so far; the caller must not change them.
func (w *Cursor) Calls() []bridge.Call { return w.calls[:len(w.calls):len(w.calls)] }

// Meanings returns the meaning of each call stepped so far, as Interpret
// gives them; the caller must not change them.
func (w *Cursor) Meanings() []Meaning { return w.ms[:len(w.ms):len(w.ms)] }

// Copy returns an independent cursor at the same point: stepping either
// never changes what the other has stepped.
func (w *Cursor) Copy() Cursor {
	return Cursor{w: w.w, calls: w.Calls(), ms: w.Meanings()}
}

// Dealer returns the dealer of the auction.
func (w *Cursor) Dealer() bridge.Seat { return w.w.dealer }

// Vulnerability returns the vulnerability of the auction.
func (w *Cursor) Vulnerability() bridge.Vulnerability { return w.w.vul }
