package engine

import (
	"fmt"

	"github.com/mdlint/mdlint/bridge"
)

// PassBreach is what a pass of our side broke: the call of partner that
// forbade it and why. The zero value (Call.Kind == 0 is a pass) is never
// returned with ok true.
type PassBreach struct {
	Index   int         // index in the auction of partner's call that forbade the pass
	Call    bridge.Call // that call
	Forcing Forcing     // ForcingOneRound or ForcingGame: the obligation that was broken
	// Why says in a player's words why the pass was not allowed, e.g.
	// "forcing one round", "game forcing below game", "artificial: a pass
	// would play in a strain it does not show".
	Why string
}

// ForcedPass reports whether the pass at index i of an interpreted
// auction (ms as Interpret returns it, one Meaning per call) broke an
// obligation of the forcing model (docs/forcing-model.md):
//
//   - only a pass of the side that plays the system, made when the
//     opponent in between passed (after an opponent's call the obligation
//     lapses), can break one;
//   - a pass that a line of the system gives (the notes allow it, e.g. the
//     3rd/4th-hand 1♣-1♦-pass, notes line 1587) breaks none;
//   - a pass of partner's double or redouble leaves it in as a penalty
//     double: it breaks none;
//   - partner's forcing pass (a pass line that says forcing, e.g. notes
//     6.4.1.1 line 491) forbids it;
//   - partner's call with forcing one round, or game forcing, forbids it,
//     except a natural call that reaches game (3NT, 4♥, 4♠, 5♣, 5♦ or
//     higher) with game forcing only: game is reached, the force is
//     kept. A call at or above game that is itself forcing one round (a
//     control-bid, RKCB and its answers, a void splinter, a natural slam
//     try the notes call forcing) still forbids it;
//   - partner's artificial bid whose line gives no forcing word forbids it
//     (passing it would play in a strain the call does not show), unless
//     it answers our transfer (the completion is the strain we showed) or
//     is in a strain our side has bid naturally (a key-card answer in the
//     trump suit may be passed); an
//     artificial bid that may be passed says nf, signoff or invitational;
//   - otherwise, in an auction where our side made a game-forcing call,
//     a pass below game breaks the game force.
//
// It returns false when the pass broke nothing, when i is not a pass of
// the system side or is out of range.
func ForcedPass(ms []Meaning, i int) (PassBreach, bool) {
	if i < 2 || i >= len(ms) {
		return PassBreach{}, false
	}
	m := &ms[i]
	if m.Side != "system" || m.Call.Kind != bridge.Pass || ms[i-1].Call.Kind != bridge.Pass {
		return PassBreach{}, false
	}
	if m.Status == Defined && m.Source != "" {
		return PassBreach{}, false // a line of the notes gives this pass
	}
	pm := &ms[i-2]
	if pm.Side != "system" || pm.Status != Defined {
		return PassBreach{}, false
	}
	if pm.Call.Kind == bridge.Pass {
		if pm.Forcing == ForcingOneRound && pm.Source != "" {
			// a forcing pass (notes 6.4.1.1 line 491): partner left the
			// decision to us, and we may not let the opponents play undoubled
			return PassBreach{Index: i - 2, Call: pm.Call, Forcing: ForcingOneRound, Why: "a forcing pass"}, true
		}
		return PassBreach{}, false
	}
	if pm.Call.Kind == bridge.Double || pm.Call.Kind == bridge.Redouble {
		return PassBreach{}, false // left in: the double is now for penalties
	}
	own := PassBreach{Index: i - 2, Call: pm.Call}
	switch pm.Forcing {
	case ForcingOneRound:
		own.Forcing, own.Why = ForcingOneRound, "forcing one round"
		return own, true
	case ForcingGame:
		if !pm.Artificial && IsGame(pm.Call) {
			return PassBreach{}, false
		}
		own.Forcing, own.Why = ForcingGame, "game forcing"
		return own, true
	case ForcingUnknown:
		if pm.Artificial && pm.Call.IsBid() && !completesOurTransfer(ms, i) && !ourStrain(ms, i-2) {
			own.Forcing, own.Why = ForcingOneRound, "artificial: a pass would play in a strain it does not show"
			return own, true
		}
	}
	side := m.Seat & 1
	for j := i - 2; j >= 0; j-- {
		q := &ms[j]
		if q.Side == "system" && q.Seat&1 == side && q.Status == Defined && q.Forcing == ForcingGame {
			if lb, at := lastBid(ms[:i]); at >= 0 && !IsGame(lb) {
				return PassBreach{Index: j, Call: q.Call, Forcing: ForcingGame,
					Why: fmt.Sprintf("game forcing since %s, and the auction is below game", q.Call.Symbol())}, true
			}
			break
		}
	}
	return PassBreach{}, false
}

// completesOurTransfer reports whether partner's call at i-2 answers our
// transfer at i-4 (the opponent in between passed): the completion is the
// strain we asked for, and passing it is the sign-off the transfer was made
// for.
func completesOurTransfer(ms []Meaning, i int) bool {
	if i < 4 || ms[i-3].Call.Kind != bridge.Pass {
		return false
	}
	our := &ms[i-4]
	return our.Side == "system" && our.Status == Defined && our.Transfer
}

// ourStrain reports whether the strain of bid j was bid before by the
// same side with a natural meaning: an artificial answer in the suit we
// have shown (a key-card answer in the trump suit, 4NT-5♥ with hearts
// agreed) is a contract we can play, and passing it is a sign-off.
func ourStrain(ms []Meaning, j int) bool {
	c := &ms[j]
	for k := j - 2; k >= 0; k -= 2 {
		q := &ms[k]
		if q.Side == "system" && q.Status == Defined && !q.Artificial && q.Call.IsBid() && q.Call.Strain == c.Call.Strain {
			return true
		}
	}
	return false
}

// IsGame reports whether bid c is at or above game in its strain: 3NT,
// 4♥, 4♠, 5♣, 5♦ or higher. A pass, double or redouble is not.
func IsGame(c bridge.Call) bool {
	if !c.IsBid() {
		return false
	}
	switch c.Strain {
	case bridge.NoTrump:
		return c.Level >= 3
	case bridge.StrainHearts, bridge.StrainSpades:
		return c.Level >= 4
	}
	return c.Level >= 5
}

// lastBid returns the last bid among ms and its index, -1 when none.
func lastBid(ms []Meaning) (bridge.Call, int) {
	for j := len(ms) - 1; j >= 0; j-- {
		if ms[j].Call.IsBid() {
			return ms[j].Call, j
		}
	}
	return bridge.Call{}, -1
}
