package engine

import (
	"fmt"
	"io/fs"

	"github.com/mdlint/mdlint/bridge"
)

// Options choose what a loaded system looks like.
type Options struct {
	// Variant is the variant chosen for the event, matched by
	// `when variant NAME` lines: "brown" (the default when "") or "red"
	// for Magic D-light (notes: opening tables Brown and Red, 1442-1464).
	Variant string
	// AlertRules is the alert regulation the explanations and the
	// missing-alert rule follow (docs/alert-policy.md): "bbo" (the
	// default when "": BBO online self-alerting, every conventional call)
	// or "wbf" (the WBF Alerting Policy at the table: no doubles, no call
	// at the four level or higher after the first round of the auction,
	// plus the non-forcing new-suit responses it names).
	AlertRules string
	// embedded replaces the embedded systems an overlay starts from
	// (systems.FS, same paths), for the overlay fuzz target's small base.
	embedded fs.FS
	// fresh compiles every line's constraint anew instead of sharing one
	// compiled constraint between the lines that compile the same formula
	// with the same bindings (compiler.constraint), for the test that the
	// shared constraints equal fresh ones.
	fresh bool
}

// The alert regulations Options.AlertRules accepts.
const (
	AlertRulesBBO = "bbo"
	AlertRulesWBF = "wbf"
)

func (o Options) alertRules() string {
	if o.AlertRules == "" {
		return AlertRulesBBO
	}
	return o.AlertRules
}

func (o Options) variant() string {
	if o.Variant == "" {
		return "brown"
	}
	return o.Variant
}

// Sides says which sides play the system (a bit set of SideNS and SideEW).
type Sides uint8

// The sides that may play the system.
const (
	SideNS Sides = 1 << iota
	SideEW
	BothSides = SideNS | SideEW
)

// Has reports whether the side of seat s plays the system.
func (s Sides) Has(seat bridge.Seat) bool {
	if seat&1 == 0 {
		return s&SideNS != 0
	}
	return s&SideEW != 0
}

// Auction is an auction to interpret: Calls are made from the Dealer on,
// clockwise, under Vulnerability.
type Auction struct {
	Dealer        bridge.Seat
	Vulnerability bridge.Vulnerability
	Calls         []bridge.Call
}

// Status says where a call's meaning comes from.
type Status string

// The four statuses of a Meaning (docs/system-language.md section 7 and
// "How an auction walks the tree").
const (
	// Defined: a line of the system (or the natural policy) gives the call.
	Defined Status = "defined"
	// Undefined: no line gives the call and the policy is undefined.
	Undefined Status = "undefined"
	// Opponents: the call was made by a side that does not play the system.
	Opponents Status = "opponents"
	// NotCovered: the auction has left what the notes describe (the
	// opponents interfered in a way no line gives, the notes point to
	// missing text, or an earlier call of our side was undefined).
	NotCovered Status = "not-covered"
)

// Forcing is the forcing status of a call.
type Forcing string

// The forcing statuses (language section 3).
const (
	ForcingNone     Forcing = "none"
	ForcingOneRound Forcing = "one-round"
	ForcingGame     Forcing = "game"
	ForcingUnknown  Forcing = "unknown"
)

// Range is an inclusive range of whole numbers: HCP 0-37, suit length 0-13,
// notes line numbers 1-1600.
type Range struct{ Min, Max int }

// String returns "12-16", "12" (Min == Max) or "12+" (Max 37 for HCP is
// not known here; see hcpString).
func (r Range) String() string {
	if r.Min == r.Max {
		return fmt.Sprint(r.Min)
	}
	return fmt.Sprintf("%d-%d", r.Min, r.Max)
}

func (r Range) contains(n int) bool { return n >= r.Min && n <= r.Max }

// Meaning is what one call of an auction means (engine-api.md).
type Meaning struct {
	Index        int         // position in Auction.Calls, 0-based
	Seat         bridge.Seat // who made the call
	Call         bridge.Call
	Side         string // "system" (the caller's side plays the system) or "opponents"
	Status       Status
	Reported     bool        // not-covered: true only on the first call of the branch that left the notes
	Explanation  string      // player-facing, with ♣♦♥♠, variables substituted
	Constraint   *Constraint // nil when the call promises nothing checkable
	HCP          Range       // envelope, 0-37 when unlimited
	Lengths      [4]Range    // envelope per suit, indexed by bridge.Suit (clubs first), 0-13 when unlimited
	Alert        bool        // the call is alerted under the loaded alert regulation (Options.AlertRules)
	Conventional bool        // the line's meaning is conventional (docs/alert-policy.md): alerted under "bbo"
	Artificial   bool
	Forcing      Forcing
	Mandatory    bool        // partner must complete (incomplete-transfer rule)
	Transfer     bool        // the line says transfer: it shows the next strain, and partner's completion may be passed
	Completion   bridge.Call // the call partner must make when Mandatory (e.g. 3♦ after 1N-3♣)
	// Strength is "invitational" or "signoff" when the line says so
	// (language section 3; both are forcing none), "" otherwise.
	Strength   string
	Convention string
	Source     string  // "notes 17.1" style: section of the notes; "" when no line gave the call
	NotesLines Range   // the first range of lines of magic-dlight-notes.txt the line's src cites, {0,0} when none
	NotesRefs  []Range // every range of lines the src cites, in order (nil when none)
	Rule       string  // "magic-dlight/one-club.mds:12": the system line that gave the meaning
	Conditions string  // the line's runtime `when` conditions as written ("seat 1-2"), "" when none
	// Overlaps are the other calls at the same point of the auction that
	// the notes deliberately give for some of the same hands (the line's
	// `overlap` attributes, language section 3), one per call, nil when none.
	Overlaps []Overlap
}

// Overlap is one call that the notes give on purpose for some of the same
// hands as a line (its `overlap` attribute), with the line's rule for
// choosing between the two ("12-14 with 5M332: open 1N with ...").
type Overlap struct {
	Call bridge.Call
	Rule string
	// Prefer is the rule in the form the bidder applies (the clause's
	// `prefer CALL, ... [if CONSTRAINT]`, language section 3): the calls,
	// among the line's own call and Call, that come first when a hand
	// fits both and satisfies If (always when If is nil); for a hand that
	// does not satisfy If the other call comes first. Nil when the clause
	// leaves the choice to judgment.
	Prefer []bridge.Call
	If     *Constraint
	// Line is the system line that carries the clause
	// ("magic-dlight/openings.mds:130").
	Line string
}

// Violation is one way a hand breaks a constraint.
type Violation struct {
	Kind    string // "hcp", "length", "shape", "honours", "losers" (losing-trick count)
	Promise string // what was promised, e.g. "8-11 HCP", "4+♥"
	Fact    string // what the hand has, e.g. "holds 14 HCP", "holds 3♥"
	// Type names the hand type the hand was measured against when the
	// promise came from one alternative of an `or` (a call with several
	// hand types, language section 2): the parts of that alternative the
	// hand keeps, in the words of Promise, joined by ", " ("balanced" for
	// `hcp 12-16 unbalanced | hcp 15-17 balanced` on a 13-HCP balanced
	// hand; "8-11 HCP" for the pass's `hcp 0-7 | hcp 8-11 balanced`).
	// Empty when the constraint has one hand type or the hand keeps
	// none of the closest alternative's parts.
	Type string
}

func (v Violation) String() string { return v.Promise + ", " + v.Fact }

// NodeInfo describes one line of the compiled tree, for Walk (`mdlint
// system dump`, `check`).
type NodeInfo struct {
	Call        string // the call as written in the path: "1C", "(1H)", "(_)", "+1"
	Opponents   bool   // an opponent's call
	Pattern     bool   // came from a pattern (4x, 2C..3D, (_), +n): concrete lines beside it win
	Conditions  string // runtime `when` conditions as written, "" when none
	Explanation string
	Constraint  *Constraint
	Source      string // "notes 17.1"
	NotesLines  Range
	Rule        string  // "magic-dlight/one-club.mds:12"
	Policy      string  // "undefined", "natural" or "missing": what unlisted calls below mean
	Meaning     Meaning // the meaning this line gives (Index, Seat and Call are zero)
	// SeeAlso is set when the line heads a shared subtree (a module
	// mounted with the same arguments elsewhere) already listed below this
	// path (calls separated by spaces); Walk does not descend again.
	SeeAlso string

	// ID numbers the compiled line: 1 to the number of reachable lines,
	// in depth-first call order, the same in every NodeInfo of the line
	// (Walk and Nodes); 0 for the top level (Nodes' first call).
	ID int
	// Parent is the ID of the line below which the line is first reached
	// (0: a top-level line); a line of a shared module body may continue
	// other lines too (Nodes lists it among their children).
	Parent int
	// Path is the first path of calls that reaches the line, ending with
	// Call ("1C", "1D", "(1H)"); nil for the top level. Walk's path
	// argument is where the walk stands, which differs for a shared line
	// reached again. A fresh slice: the caller may keep or change it.
	Path []string
	// Module is the module whose body holds the line ("nt"), "" for a
	// line outside modules.
	Module string
}
