package annotate

import (
	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
)

// Suggestion is what the system would have bid at the first call of a
// board where a side that plays the system left it (a broken promise, a
// pass of a forcing call, a missed completion, a call the notes do not
// give in a covered sequence), and the auction that call leads to: the
// post-mortem's "so what should I have bid, and where would the system
// have taken us?" (docs/bidder.md). The lint rules do not fill it: a
// Job's Suggest hook does (the bidder lives outside this package).
type Suggestion struct {
	// Call is the system's call for the player's hand ("1N", short
	// form); "" when the notes give no call for it (Reason says why).
	Call        string `json:"call,omitempty"`
	Explanation string `json:"explanation,omitempty"`
	Constraint  string `json:"constraint,omitempty"` // what the hand satisfies, as the system file writes it
	Rule        string `json:"rule,omitempty"`       // the system line, "magic-dlight/openings.mds:120"
	// Auction is the whole auction the system leads to (short forms,
	// from the dealer on): the record's calls before the finding, then
	// the system's calls for the side, the opponents' calls taken from
	// the record. Empty when the partner's hand is not known.
	Auction []string `json:"auction,omitempty"`
	// Contract is where that auction ends ("3NT by N", "Pass" when passed
	// out); "" when it stops before the end.
	Contract string `json:"contract,omitempty"`
	// Reason says why there is no system call, or where and why the
	// system's auction stopped; "" when it reached a contract.
	Reason string `json:"reason,omitempty"`
}

// Deviations are the rules whose findings mean the player left the system
// at that call (the first such call of a side gets a Suggestion).
var Deviations = map[string]bool{
	"hcp": true, "length": true, "shape": true, "honours": true, "losers": true,
	"forcing-pass": true, "incomplete-transfer": true, "undefined": true,
}

// FirstDeviations returns, per side (index seat&1), the index into
// findings of the first finding (lowest call index) of a deviation rule
// made by that side, -1 when there is none.
func FirstDeviations(findings []Finding) [2]int {
	first := [2]int{-1, -1}
	for k, f := range findings {
		if !f.HasSeat || f.Index < 0 || !Deviations[f.Rule] {
			continue
		}
		side := int(f.Seat & 1)
		if first[side] < 0 || f.Index < findings[first[side]].Index {
			first[side] = k
		}
	}
	return first
}

// MayBar reports whether AuctionBar can report call when it is made at
// index i of an auction whose earlier calls are calls[:i], with ms[:i]
// their meanings (a Replay's). Both auction-only rules need the opponent's
// call at i-1 to be a pass and partner's call at i-2 to be a call the
// system defines; forcing-pass then needs call to be a pass,
// incomplete-transfer needs partner's call mandatory and call not its
// completion. False means AuctionBar says "" of call whatever its meaning,
// so the bidder, which asks about every call it tries, builds no replay
// for it; true means it may not. Out-of-range i gives false.
func MayBar(ms []engine.Meaning, calls []bridge.Call, i int, call bridge.Call) bool {
	if i < 2 || i > len(ms) || i > len(calls) || calls[i-1].Kind != bridge.Pass {
		return false
	}
	pm := &ms[i-2]
	if pm.Side != "system" || pm.Status != engine.Defined {
		return false
	}
	return call.Kind == bridge.Pass || (pm.Mandatory && call != pm.Completion)
}

// AuctionBarred reports whether AuctionBar(r, i) is not "", without
// wording the message: forcing-pass reports a pass engine.ForcedPass
// finds broken unless the completion was missed, and incomplete-transfer
// reports every missed completion, so either one is a bar. The bidder asks
// it of every call it tries and words the bar only where it shows it.
func AuctionBarred(r *Replay, i int) bool {
	if _, ok := engine.ForcedPass(r.Meanings, i); ok {
		return true
	}
	return missedCompletion(r, i)
}
