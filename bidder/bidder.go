package bidder

import (
	"cmp"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/record"
)

// Bidder chooses the system's calls for hands. It caches, per constraint of
// the system, the share of random hands that satisfy it (the specificity
// used to order calls); it is safe for concurrent use.
type Bidder struct {
	sys *engine.System

	mu     sync.Mutex
	sample *sample
	share  map[*engine.Constraint]float64
	// byKey holds the shares by engine.Constraint.Key: the same promise
	// compiled on many lines (a module mounted in many places) is
	// measured once
	byKey map[string]float64

	// scratches holds the buffers of lint suggestions (*scratch), reused
	// from one suggestion to the next
	scratches sync.Pool
}

// maxHCP is the most HCP a hand can hold (four aces, kings, queens and
// the jacks of three suits).
const maxHCP = 37

// sample is the SampleHands random hands the shares are measured over,
// ordered by HCP: the hands with h HCP are hands[at[h]:at[h+1]]. A hand
// outside a constraint's HCP envelope never satisfies it (SatisfiedBy
// itself rejects it first), so a share counts only the hands of the
// envelope's HCP, a quarter of the sample for a range like 8-11.
type sample struct {
	hands []engine.HandFacts
	at    [maxHCP + 2]int
}

// newSample deals SampleHands hands from SampleSeed (the four hands of
// each deal in turn) and orders them by HCP.
func newSample() *sample {
	g := bridge.NewGenerator(SampleSeed)
	var count [maxHCP + 1]int
	hs := make([]bridge.Hand, 0, SampleHands)
	for len(hs) < SampleHands {
		d := g.Deal()
		for _, h := range d {
			hs = append(hs, h)
			count[h.HCP()]++
		}
	}
	s := &sample{hands: make([]engine.HandFacts, len(hs))}
	for h := range count {
		s.at[h+1] = s.at[h] + count[h]
	}
	next := s.at
	for _, h := range hs {
		p := h.HCP()
		s.hands[next[p]] = engine.NewHandFacts(h)
		next[p]++
	}
	return s
}

// count returns the number of hands of the sample that satisfy c.
func (s *sample) count(c *engine.Constraint) int {
	hands := s.hands
	if r := c.HCP(); r.Min <= r.Max {
		hands = s.hands[s.at[max(r.Min, 0)]:s.at[min(r.Max, maxHCP)+1]]
	}
	n := 0
	for i := range hands {
		if c.SatisfiedBy(&hands[i]) {
			n++
		}
	}
	return n
}

// SampleHands is the number of random hands (from seed SampleSeed) over
// which the share of a constraint is measured: 20 000 hands give a share to
// within about 0.3 percentage points.
const (
	SampleHands = 20000
	SampleSeed  = 19
)

// New returns a bidder for sys.
func New(sys *engine.System) *Bidder {
	b := &Bidder{sys: sys, share: map[*engine.Constraint]float64{}, byKey: map[string]float64{}}
	b.scratches.New = func() any { return &scratch{} }
	return b
}

// System returns the system the bidder bids.
func (b *Bidder) System() *engine.System { return b.sys }

// Share returns the fraction (0-1) of random hands that satisfy c: 1 for a
// nil constraint or one made only of text left to judgment, about 0.1 for
// "12-14 HCP balanced". It is measured once per formula
// (engine.Constraint.Key: the same promise compiled on many lines is
// measured once) over SampleHands hands dealt from SampleSeed, so it is
// the same on every run; the formulas of the embedded system were
// measured so when the table shareCounts was written (sharetable.go), and
// are read from it: a run deals the sample only for a formula the table
// does not hold (a --system file's own promise).
func (b *Bidder) Share(c *engine.Constraint) float64 {
	if c == nil {
		return 1
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if s, ok := b.share[c]; ok {
		return s
	}
	key := c.Key()
	s, ok := b.byKey[key]
	if !ok {
		n, ok := shareCounts[key]
		if !ok {
			if b.sample == nil {
				b.sample = newSample()
			}
			n = int32(b.sample.count(c))
		}
		s = float64(n) / float64(SampleHands)
		b.byKey[key] = s
	}
	b.share[c] = s
	return s
}

// Status says what the system gives the player on turn.
type Status string

// The statuses of an Advice.
const (
	// Bid: at least one call fits; Calls[0] is the system's call.
	Bid Status = "bid"
	// Gap: the notes cover the auction, but no call they give fits the
	// hand and a pass is not allowed (partner's call is forcing, or no
	// pass is given); Nearest lists the closest calls.
	Gap Status = "gap"
	// Missing: no call fits and the notes refer to text they do not contain
	// here (the 3rd/4th-hand chapter, Lissabon ...: policy missing).
	Missing Status = "missing"
	// NotCovered: the auction has already left what the notes describe
	// (an opponents' call the notes do not treat, an earlier call of our
	// side that no line gives).
	NotCovered Status = "not-covered"
	// Ended: the auction is over; no one is on turn.
	Ended Status = "ended"
)

// Candidate is one call the system gives at the node, tested against the
// hand.
type Candidate struct {
	// Meaning is the engine's meaning of the call after the auction (its
	// Call, Explanation, Constraint, Forcing, Source, Rule ...).
	Meaning engine.Meaning
	// Fits is true when the hand satisfies the call's constraint
	// (engine.Constraint.Satisfied; `text "..."` parts are left to the
	// player and hold).
	Fits bool
	// Violations is what the hand misses when it does not fit
	// (engine.Constraint.Check), nil when it fits; filled only for the
	// calls of Advice.Nearest.
	Violations []engine.Violation
	// Judgment is true when the constraint has nothing checkable: no
	// constraint, or only text left to judgment (every hand fits it).
	Judgment bool
	// Implicit is true for a pass no line gives: "nothing more to say"
	// (docs/system-language.md section 7).
	Implicit bool
	// Barred is why the call may not be made although the hand fits (the
	// auction-only lint rules' message: "passed partner's forcing 2♦
	// (forcing one round)"), "" when it may.
	Barred string
	// Strength is true when the hand satisfies the line's constraint but
	// not the strength the bidder asks where the line states no HCP
	// (docs/bidder.md, "Strength"); Violations then says what is missing.
	Strength bool
	// Share is the fraction of random hands (0-1) that satisfy the
	// constraint (Bidder.Share): the smaller, the more specific. It is
	// measured for the calls that fit and for those of Advice.Nearest
	// (0 for the other calls that do not fit: sampling every line met
	// would cost lint more than its rules).
	Share float64
}

// Call returns the candidate's call.
func (c Candidate) Call() bridge.Call { return c.Meaning.Call }

// Choice records that the notes give more than one call for the hand.
type Choice struct {
	Calls []bridge.Call // the checkable lines that fit, in preference order
	Rule  string        // the rule that ordered them, in words
	// Line is the system line whose `overlap` clause marks the first two
	// calls as the notes' own choice ("magic-dlight/openings.mds:130"),
	// "" when no clause does.
	Line string
}

// Advice is the system's answer for the player on turn.
type Advice struct {
	Index  int         // index of the call to make in the auction (0-based)
	Seat   bridge.Seat // the player on turn
	Hand   bridge.Hand
	Status Status
	// Reason says, in a player's words, why there is no system call
	// (status gap, missing, not-covered, ended), "" for status bid.
	Reason string
	// Calls are the calls that fit and may be made, preferred first:
	// Calls[0] is the system's call. Empty unless Status is Bid.
	Calls []Candidate
	// Nearest lists, when no line fits, the lines of the node ordered by
	// how close the hand comes (fewest violations, then HCP distance);
	// for status bid with an implicit pass it is the lines the hand
	// missed.
	Nearest []Candidate
	// Choice is set when more than one checkable line fits.
	Choice *Choice
}

// Call returns the system's call, and false when there is none.
func (a Advice) Call() (bridge.Call, bool) {
	if a.Status != Bid || len(a.Calls) == 0 {
		return bridge.Call{}, false
	}
	return a.Calls[0].Meaning.Call, true
}

// ErrOpponents is returned by Advise when the player on turn is not on a
// side that plays the system.
var ErrOpponents = fmt.Errorf("the player on turn does not play the system")

// Advise returns the system's calls for hand, held by the player on turn
// after auction a, whose side is in sides. It returns ErrOpponents when the
// player on turn is not on a side in sides, and an error when a is not a
// legal auction.
func (b *Bidder) Advise(a engine.Auction, hand bridge.Hand, sides engine.Sides) (Advice, error) {
	adv, _, err := b.adviseCursor(a, hand, sides, nil)
	return adv, err
}

// adviseCursor is Advise that also returns the cursor after a, for the
// player's side, when there is a player on turn to advise; sc is
// advise's. With a scratch, sc.bd follows a's calls too (for complete).
func (b *Bidder) adviseCursor(a engine.Auction, hand bridge.Hand, sides engine.Sides, sc *scratch) (Advice, *engine.Cursor, error) {
	var legal error
	var ended bool
	if sc != nil {
		sc.bd.Reset(a.Dealer)
		for _, c := range a.Calls {
			sc.bd.Add(c)
		}
		legal, ended = sc.bd.Legal(), sc.bd.Ended()
	} else {
		ba := bridge.Auction{Dealer: a.Dealer, Calls: a.Calls}
		legal, ended = ba.Legal(), ba.Ended()
	}
	if legal != nil {
		return Advice{}, nil, legal
	}
	i := len(a.Calls)
	seat := a.Dealer.Add(i)
	if ended {
		return Advice{Index: i, Seat: seat, Hand: hand, Status: Ended, Reason: "the auction is over"}, nil, nil
	}
	if !sides.Has(seat) {
		return Advice{Index: i, Seat: seat, Hand: hand}, nil, ErrOpponents
	}
	var cur *engine.Cursor
	if sc != nil {
		// the cursor lives in the scratch, over its arrays
		b.sys.CursorAtInto(&sc.cursor, a, sideOf(seat))
		cur = &sc.cursor
	} else {
		c := b.sys.CursorAt(a, sideOf(seat))
		cur = &c
	}
	return b.advise(cur, hand, sc), cur, nil
}

// advise is Advise for the player on turn after the auction of cur, which
// is legal and not over, interpreted for that player's side (Complete
// steps one cursor along the auction instead of interpreting it again on
// every turn).
//
// With a scratch (sc not nil) the advice is a lean one (adviseLean), for
// the suggestion under a lint finding.
func (b *Bidder) advise(cur *engine.Cursor, hand bridge.Hand, sc *scratch) Advice {
	if sc != nil {
		return b.adviseLean(cur, hand, sc)
	}
	sc = &scratch{}
	i := cur.Len()
	seat := cur.Dealer().Add(i)
	adv := Advice{Index: i, Seat: seat, Hand: hand}
	side := sideOf(seat)
	facts := engine.NewHandFacts(hand)
	hasPassLine := false
	choices := cur.Choices()
	nChoices := len(choices) // the lines the system gives here, fitting or not
	passMeaning := cur.Try(bridge.Call{Kind: bridge.Pass})
	if nChoices == 0 && passMeaning.Status != engine.Defined {
		adv.Status, adv.Reason = NotCovered, notCoveredReason(cur.Meanings(), passMeaning)
		return adv
	}
	tr := trial{cur: cur, side: side, sc: sc}
	// one allocation each: appending Candidates (a Meaning each) one by
	// one was most of lint's allocation under the suggestions
	fit := make([]Candidate, 0, 4)
	miss := make([]Candidate, 0, len(choices)+1)
	passBarred := "" // why a pass is barred, when a pass fits but may not be made
	missed := func(c Candidate) {
		if c.Meaning.Call.Kind == bridge.Pass && c.Barred != "" {
			passBarred = c.Barred
		}
		miss = append(miss, c)
	}
	str := strengthOf(cur.Meanings(), seat, hand.HCP())
	for k := range choices {
		m := &choices[k]
		c := b.candidate(*m, m.Constraint.SatisfiedBy(&facts))
		if c.Fits {
			if v := str.check(m); v != nil {
				c.Fits, c.Violations, c.Strength = false, []engine.Violation{*v}, true
			}
		}
		if m.Call.Kind == bridge.Pass {
			hasPassLine = true
		}
		if c.Fits {
			c.Barred = tr.barredAs(m)
			if c.Barred == "" {
				fit = append(fit, c)
				continue
			}
		}
		missed(c)
	}
	if passMeaning.Status == engine.Defined && !hasPassLine {
		// the language's pass "nothing more to say", or the natural
		// policy's pass: allowed unless a lint rule forbids it (a
		// forcing call, a mandatory completion), and the system's call
		// when no line fits
		c := Candidate{Meaning: passMeaning, Fits: true, Judgment: true, Implicit: true, Share: 1}
		c.Barred = tr.barredAs(&passMeaning)
		if c.Barred == "" {
			fit = append(fit, c)
		} else if nChoices == 0 {
			missed(c)
		}
	}
	if len(fit) > 1 {
		// the preference order, worked out on picks and applied to fit
		ps := make([]pick, len(fit))
		for k := range fit {
			ps[k] = pickOf(&fit[k], k)
		}
		order(ps)
		preferOverlaps(ps, &facts)
		sorted := make([]Candidate, len(fit))
		for k, p := range ps {
			sorted[k] = fit[p.k]
		}
		fit = sorted
	}
	if len(fit) == 0 || fit[0].Implicit {
		// the lines missed are shown: say what the hand misses
		for k := range miss {
			if !miss[k].Fits && !miss[k].Strength {
				miss[k].Violations = miss[k].Meaning.Constraint.CheckFacts(&facts)
				miss[k].Share = b.Share(miss[k].Meaning.Constraint)
			}
		}
	}
	orderNearest(miss, hand)
	adv.Nearest = miss
	if len(fit) == 0 {
		adv.Status = Gap
		if passMeaning.Status == engine.NotCovered {
			adv.Status = Missing
		}
		adv.Reason = gapReason(&tr, nChoices, passMeaning, passBarred)
		return adv
	}
	adv.Status, adv.Calls = Bid, fit
	if !fit[0].Implicit {
		adv.Nearest = nil
	}
	var checkable []bridge.Call
	for _, c := range fit {
		if c.Checked() {
			checkable = append(checkable, c.Meaning.Call)
		}
	}
	if len(checkable) > 1 {
		adv.Choice = &Choice{Calls: checkable, Rule: choiceRule(fit)}
		if o := overlapBetween(&fit[0].Meaning, &fit[1].Meaning); o != nil {
			adv.Choice.Line = o.Line
			_, applied := preferredFirst(o, fit[0].Meaning.Call, fit[1].Meaning.Call, &facts)
			adv.Choice.Rule = overlapRule(*o, applied, adv.Choice.Rule)
		}
	}
	return adv
}

// adviseLean is advise's lean advice, for the suggestion under a lint
// finding, which shows only the system's call or the reason there is
// none: the call, status and reason are those of the full advice, but it
// has no Nearest and no Choice, and its Calls hold the system's call alone
// (Calls[0]), in sc, valid until the next advise with sc. It looks only at
// the lines the hand fits (a line it misses costs no Meaning), orders
// them as picks (no Meaning moved), words no violation, and words why a
// call is barred only when that is the reason there is no call.
func (b *Bidder) adviseLean(cur *engine.Cursor, hand bridge.Hand, sc *scratch) Advice {
	i := cur.Len()
	seat := cur.Dealer().Add(i)
	adv := Advice{Index: i, Seat: seat, Hand: hand}
	facts := sc.factsOf(seat, hand)
	hasPassLine := false
	var nChoices int // the lines the system gives here, fitting or not
	sc.choices, nChoices = cur.AppendChoicesIf(sc.choices[:0], func(call bridge.Call, c *engine.Constraint) bool {
		if call.Kind == bridge.Pass {
			hasPassLine = true
		}
		return c.SatisfiedBy(facts)
	})
	// the meaning of a pass: asked only when there is no line, no pass
	// line, or no call
	passDone := false
	pass := func() *engine.Meaning {
		if !passDone {
			sc.pass, passDone = cur.Try(bridge.Call{Kind: bridge.Pass}), true
			sc.passAsked++
		}
		return &sc.pass
	}
	if nChoices == 0 && pass().Status != engine.Defined {
		adv.Status, adv.Reason = NotCovered, notCoveredReason(cur.Meanings(), *pass())
		return adv
	}
	tr := trial{cur: cur, side: sideOf(seat), sc: sc, bd: &sc.bd}
	ps := sc.picks[:0]
	var passBarred *engine.Meaning // a pass that fits but may not be made
	str := strengthOf(cur.Meanings(), seat, hand.HCP())
	for k := range sc.choices {
		m := &sc.choices[k]
		if str.lacks(m) {
			// fits the line, not the strength the bidder asks
			continue
		}
		if tr.bars(m) {
			if m.Call.Kind == bridge.Pass {
				passBarred = m
			}
			continue
		}
		ps = append(ps, pick{m: m, k: k})
	}
	// the implicit pass (advise) cannot be the system's call when a call
	// checked in full fits and no overlap clause names a pass: its
	// meaning is then not asked, nor whether it is barred
	skipPass := false
	if !hasPassLine && len(ps) > 0 {
		b.measurePicks(ps)
		skipPass = passTrails(ps)
	}
	if !hasPassLine && !skipPass {
		if pm := pass(); pm.Status == engine.Defined {
			if !tr.bars(pm) {
				ps = append(ps, pick{m: pm, judgment: true, implicit: true, share: 1, k: -1})
			} else if nChoices == 0 {
				passBarred = pm
			}
		}
	}
	if len(ps) > 1 {
		// the share orders the calls; with one call there is nothing to
		// order, and a lean advice shows no share
		if hasPassLine {
			b.measurePicks(ps)
		}
		order(ps)
		if !preferOverlaps(ps, facts) && skipPass {
			// overlap clauses that contradict each other stopped
			// preferOverlaps at its bound, which counts the calls: order
			// again with the implicit pass among them, as advise does
			slices.SortFunc(ps, func(x, y pick) int { return cmp.Compare(x.k, y.k) })
			if pm := pass(); pm.Status == engine.Defined && !tr.bars(pm) {
				ps = append(ps, pick{m: pm, judgment: true, implicit: true, share: 1, k: -1})
			}
			order(ps)
			preferOverlaps(ps, facts)
		}
	}
	sc.picks = ps
	if len(ps) == 0 {
		pm := pass()
		adv.Status = Gap
		if pm.Status == engine.NotCovered {
			adv.Status = Missing
		}
		why := ""
		if passBarred != nil {
			why = tr.barredAs(passBarred)
		}
		adv.Reason = gapReason(&tr, nChoices, *pm, why)
		return adv
	}
	p := ps[0]
	sc.fit = append(sc.fit[:0], Candidate{Meaning: *p.m, Fits: true, Judgment: p.judgment, Implicit: p.implicit, Share: p.share})
	adv.Status, adv.Calls = Bid, sc.fit
	return adv
}

// measurePicks sets the share of each pick but the implicit pass, and
// whether it is a judgment call (every sampled hand fits it).
func (b *Bidder) measurePicks(ps []pick) {
	for k := range ps {
		if !ps[k].implicit {
			ps[k].share = b.Share(ps[k].m.Constraint)
			ps[k].judgment = ps[k].share >= 1
		}
	}
}

// passTrails reports whether the implicit pass, added to the measured
// picks ps, could not come first: a pick is checked in full (class 0, which
// order puts before the pass's class 1) and no pick's overlap clause names
// a pass (preferOverlaps could move the pass forward). The implicit pass
// comes from no line, so it carries no clause of its own.
func passTrails(ps []pick) bool {
	checked := false
	for k := range ps {
		if ps[k].class() == 0 {
			checked = true
		}
		for _, o := range ps[k].m.Overlaps {
			if o.Call.Kind == bridge.Pass {
				return false
			}
		}
	}
	return checked
}

// pick is what the preference order (order, preferOverlaps) reads of a
// call that fits: its meaning, share, and whether it is a judgment call or
// the implicit pass; k is where it came from (an index into the list the
// picks were made of); cls is its class, which order sets. Sorting picks
// moves a few words per call, not a Meaning.
type pick struct {
	m        *engine.Meaning
	share    float64
	judgment bool
	implicit bool
	cls      int8
	k        int
}

// pickOf is the pick of candidate c, at index k of its list.
func pickOf(c *Candidate, k int) pick {
	return pick{m: &c.Meaning, share: c.Share, judgment: c.Judgment, implicit: c.Implicit, k: k}
}

// overlapBetween returns the `overlap` clause that marks the calls of a
// and b as the notes' own choice (carried by either line), nil when none
// does. When both lines carry one, a clause whose prefer part decides
// between the two calls (names one and not the other) wins over one that
// leaves the choice to judgment: the raise's line can say "raise first"
// while the transfer's line names the raise among many calls.
func overlapBetween(a, b *engine.Meaning) *engine.Overlap {
	var found *engine.Overlap
	try := func(o *engine.Overlap) bool {
		if found == nil {
			found = o
		}
		if o.Prefer != nil && slices.Contains(o.Prefer, a.Call) != slices.Contains(o.Prefer, b.Call) {
			found = o
			return true
		}
		return false
	}
	for k := range a.Overlaps {
		if o := &a.Overlaps[k]; o.Call == b.Call && try(o) {
			return o
		}
	}
	for k := range b.Overlaps {
		if o := &b.Overlaps[k]; o.Call == a.Call && try(o) {
			return o
		}
	}
	return found
}

// preferredFirst says, by the overlap clause o between the calls of x and
// y, whether x comes before y for the hand f (first), and whether the
// clause decides at all (ok): it does when it has a prefer part that names
// one of the two calls and not the other. The calls it names come first
// for a hand that satisfies its `if` constraint (every hand when it has
// none), last for one that does not.
func preferredFirst(o *engine.Overlap, x, y bridge.Call, f *engine.HandFacts) (first, ok bool) {
	if o == nil || o.Prefer == nil {
		return false, false
	}
	px, py := slices.Contains(o.Prefer, x), slices.Contains(o.Prefer, y)
	if px == py {
		return false, false
	}
	holds := o.If == nil || o.If.SatisfiedBy(f)
	return px == holds, true
}

// preferOverlaps reorders the fitting calls, already in the order of
// order, by the notes' chosen overlaps (docs/bidder.md, "Preference"): a
// call that an `overlap ... prefer` clause puts before another call that
// fits moves in front of it. It reports whether the order settled: false
// when clauses that contradict each other kept moving calls until the
// bound of len(fit)² moves.
func preferOverlaps(fit []pick, f *engine.HandFacts) bool {
	if len(fit) < 2 {
		return true
	}
	marked := false
	for _, c := range fit {
		if len(c.m.Overlaps) > 0 {
			marked = true
			break
		}
	}
	if !marked {
		return true
	}
	// a call moves in front of the first call it must precede; with n
	// calls, n*n moves bound a cycle of clauses that contradict each other
	for guard := len(fit) * len(fit); guard > 0; guard-- {
		change := false
		for i := 0; i < len(fit) && !change; i++ {
			for j := i + 1; j < len(fit); j++ {
				o := overlapBetween(fit[i].m, fit[j].m)
				if first, ok := preferredFirst(o, fit[j].m.Call, fit[i].m.Call, f); ok && first {
					c := fit[j]
					copy(fit[i+1:j+1], fit[i:j])
					fit[i] = c
					change = true
					break
				}
			}
		}
		if !change {
			return true
		}
	}
	return false
}

// overlapRule words the choice between the first two calls when an
// overlap clause marks it as the notes' own: the clause's rule, applied by
// its prefer part, or, when the clause leaves the choice to judgment, the
// rule and that the bidder took the most specific call (fitRule, the rule
// that ordered them).
func overlapRule(o engine.Overlap, applied bool, fitRule string) string {
	if applied {
		return o.Rule
	}
	return o.Rule + "; a choice left to judgment: mdlint takes " + fitRule
}

// candidate is the candidate for meaning m, whose constraint the hand fits
// or not.
func (b *Bidder) candidate(m engine.Meaning, fits bool) Candidate {
	c := Candidate{Meaning: m, Fits: fits}
	if c.Fits {
		// the share orders the calls that fit; a call that does not fit
		// has something checkable, so it is no judgment call, and its
		// share is measured only when it is shown among the nearest
		b.measure(&c)
	}
	return c
}

// measure sets the share of a fitting candidate, and whether it is a
// judgment call (every sampled hand fits it).
func (b *Bidder) measure(c *Candidate) {
	c.Share = b.Share(c.Meaning.Constraint)
	c.Judgment = c.Share >= 1
}

// order sorts the fitting calls by preference (docs/bidder.md): first the
// lines whose constraint is checked in full; then a pass that promises
// nothing checkable (the implicit pass of a non-forcing call, or a `P`
// line without a constraint): with nothing checkable to show, the system
// passes; then the other lines that promise nothing checkable; then lines
// with a requirement left to judgment (`text "maximum"`, which the bidder
// cannot verify). Within a class the smaller share of random hands (the
// more specific constraint) comes first, then the cheaper call.
func order(cs []pick) {
	if len(cs) < 2 {
		return
	}
	// each call's class worked out once, not at every comparison (it
	// reads the line's constraint)
	for k := range cs {
		cs[k].cls = int8(cs[k].class())
	}
	slices.SortStableFunc(cs, func(x, y pick) int {
		if x.cls != y.cls {
			return cmp.Compare(x.cls, y.cls)
		}
		if x.share != y.share {
			return cmp.Compare(x.share, y.share)
		}
		return cmp.Compare(callOrder(x.m.Call), callOrder(y.m.Call))
	})
}

// class is the preference class of a call: 0 checked in full, 1 a pass
// promising nothing checkable, 2 another call promising nothing
// checkable, 3 a requirement left to judgment.
func (p pick) class() int {
	switch {
	case p.m.Constraint.HasUnchecked() && !p.implicit:
		return 3
	case p.judgment && p.m.Call.Kind == bridge.Pass:
		return 1
	case p.judgment:
		return 2
	}
	return 0
}

// Checked reports whether the call's constraint is checkable and the
// bidder verified all of it: no `text` part, and not every hand fits.
func (c Candidate) Checked() bool { return pickOf(&c, 0).class() == 0 }

// orderNearest sorts the calls that do not fit by closeness: fewest
// violations, then the smallest HCP distance from the promised range, then
// call order.
func orderNearest(cs []Candidate, hand bridge.Hand) {
	hcp := hand.HCP()
	dist := func(c Candidate) int {
		r := c.Meaning.HCP
		switch {
		case hcp < r.Min:
			return r.Min - hcp
		case hcp > r.Max:
			return hcp - r.Max
		}
		return 0
	}
	sort.SliceStable(cs, func(i, j int) bool {
		x, y := cs[i], cs[j]
		if (x.Barred == "") != (y.Barred == "") {
			return x.Barred == ""
		}
		if len(x.Violations) != len(y.Violations) {
			return len(x.Violations) < len(y.Violations)
		}
		if dx, dy := dist(x), dist(y); dx != dy {
			return dx < dy
		}
		return callOrder(x.Meaning.Call) < callOrder(y.Meaning.Call)
	})
}

// callOrder ranks calls: pass, then bids by rank, then double, redouble.
func callOrder(c bridge.Call) int {
	switch c.Kind {
	case bridge.Pass:
		return -1
	case bridge.Bid:
		return c.Rank()
	case bridge.Double:
		return 100
	}
	return 101
}

// choiceRule words the rule that ordered the checkable calls of fit.
func choiceRule(fit []Candidate) string {
	var parts []string
	for _, c := range fit {
		if !c.Checked() {
			continue
		}
		parts = append(parts, fmt.Sprintf("%s %s", c.Meaning.Call.Symbol(), sharePercent(c.Share)))
	}
	rule := "the call that tells the most about the hand (the one the fewest random hands fit: " + strings.Join(parts, ", ") + ")"
	var first []Candidate
	for _, c := range fit {
		if c.Checked() {
			first = append(first, c)
		}
	}
	if len(first) > 1 && first[0].Share == first[1].Share {
		rule += "; as telling: the cheaper call"
	}
	return rule
}

func sharePercent(s float64) string {
	switch {
	case s > 0 && s < 0.001:
		return "<0.1%"
	}
	return fmt.Sprintf("%.1f%%", 100*s)
}

// scratch holds the buffers of lean advice (advise), reused from one turn
// to the next of one suggestion: the choices, the fitting candidates, and
// the board, calls and meanings the auction-only rules read (trial). Its
// cursor only moves forward, so the auction stored stays valid up to
// where it was built.
type scratch struct {
	choices []engine.Meaning
	picks   []pick         // the lines that fit, being ordered
	pass    engine.Meaning // the meaning of a pass on turn, once asked
	fit     []Candidate    // the lean advice's Calls: the system's call
	// passAsked counts the turns whose pass meaning was asked (Cursor.Try):
	// a test reads it
	passAsked int
	// the facts of each seat's hand, worked out on the seat's first
	// turn of a suggestion (hands[s] the hand they are of, bit s of
	// factsDone set when they are)
	facts     [4]engine.HandFacts
	hands     [4]bridge.Hand
	factsDone uint8
	cursor    engine.Cursor // a lint suggestion's cursor (adviseCursor), over arrays reused
	// bd follows the cursor's auction (adviseCursor sets it, complete
	// adds each call made): its legality and end, one call at a time
	bd bridge.Bidding

	cur   *engine.Cursor // the cursor the board below was built from
	at    int            // the board holds the cursor's first at calls, then the call tried
	board record.Board
	calls []bridge.Call
	ms    []engine.Meaning
	r     *annotate.Replay // over board, calls and ms: &rv
	rv    annotate.Replay
}

// reset readies a scratch taken from the pool for a new suggestion: its
// arrays are kept, what they held is forgotten (a new cursor may sit at
// the address of the last one).
func (sc *scratch) reset() {
	sc.cur, sc.at, sc.r = nil, 0, nil
	sc.factsDone = 0
}

// factsOf returns the facts of hand, held by seat: computed on the seat's
// first turn of a suggestion, kept for its later turns (a completion
// advises the same two hands in turn).
func (sc *scratch) factsOf(seat bridge.Seat, hand bridge.Hand) *engine.HandFacts {
	s := seat & 3
	if sc.factsDone&(1<<s) == 0 || sc.hands[s] != hand {
		sc.facts[s], sc.hands[s] = engine.NewHandFacts(hand), hand
		sc.factsDone |= 1 << s
	}
	return &sc.facts[s]
}

// trial tries calls after the auction of a cursor against the
// auction-only lint rules that may forbid a call the hand fits (a pass of
// a forcing call, a call other than a mandatory completion: annotate.AuctionBar),
// building the board and meanings of the auction once for every call
// tried (in sc).
//
// bd, when not nil, follows the cursor's auction (the lint suggestion's
// scratch keeps it beside the cursor): whether a call is legal is asked of
// it instead of replaying the auction from the start.
type trial struct {
	cur  *engine.Cursor
	side engine.Sides
	sc   *scratch
	bd   *bridge.Bidding
}

// barred returns the message of the auction-only lint rules
// (forcing-pass, incomplete-transfer) about call made after the cursor's
// auction, or "" when they accept it, or when call is not legal there
// (the rules see only the legal part of an auction).
func (t *trial) barred(call bridge.Call) string {
	m := t.cur.Try(call)
	return t.barredAs(&m)
}

// bars reports whether barredAs(m) is not "", without wording it.
func (t *trial) bars(m *engine.Meaning) bool {
	r, n := t.replayWith(m)
	return r != nil && annotate.AuctionBarred(r, n)
}

// barredAs is barred for the call of m, m being the meaning that call has
// after the cursor's auction (Cursor.Try's, which a line of Choices
// already is): the meaning is not worked out again.
func (t *trial) barredAs(m *engine.Meaning) string {
	r, n := t.replayWith(m)
	if r == nil {
		return ""
	}
	return annotate.AuctionBar(r, n)
}

// replayWith returns the replay of the cursor's auction followed by the
// call of m (with m its meaning), built in the scratch, and the index of
// that call; nil when no auction-only rule can bar the call
// (annotate.MayBar) or the call is not legal there (the rules see only
// the legal part of an auction).
func (t *trial) replayWith(m *engine.Meaning) (*annotate.Replay, int) {
	call := m.Call
	prefix := t.cur.Calls()
	n := len(prefix)
	if !annotate.MayBar(t.cur.Meanings(), prefix, n, call) {
		// most calls: no rule can bar them after this auction, and no
		// replay is built to ask
		return nil, n
	}
	dealer := t.cur.Dealer()
	if t.bd != nil && t.bd.Len() == n {
		if t.bd.Allowed(call) != nil {
			return nil, n
		}
	} else if (bridge.Auction{Dealer: dealer, Calls: prefix}).Allowed(call) != nil {
		return nil, n
	}
	sc := t.sc
	if sc.r == nil || sc.cur != t.cur || sc.at != n {
		from := sc.at
		if sc.cur != t.cur || from > n {
			from = 0
			sc.cur = t.cur
			calls := sc.board.Calls[:0] // the array outlives the board
			sc.board = record.Board{Dealer: dealer, Vulnerability: t.cur.Vulnerability()}
			sc.board.Calls, sc.calls, sc.ms = calls, sc.calls[:0], sc.ms[:0]
		}
		// keep the first calls stored, add the cursor's later ones and
		// a slot for the call tried
		sc.board.Calls, sc.calls, sc.ms = sc.board.Calls[:from], sc.calls[:from], sc.ms[:from]
		ms := t.cur.Meanings()
		for i := from; i < n; i++ {
			sc.board.Calls = append(sc.board.Calls, record.Call{Call: prefix[i], Seat: dealer.Add(i)})
		}
		sc.calls = append(append(sc.calls, prefix[from:]...), bridge.Call{})
		sc.ms = append(append(sc.ms, ms[from:]...), engine.Meaning{})
		sc.board.Calls = append(sc.board.Calls, record.Call{})
		sc.at = n
		// the replay NewReplayOf gives, kept in the scratch
		sc.rv = annotate.Replay{Board: &sc.board, Sides: t.side, Auction: bridge.Auction{Dealer: dealer, Calls: sc.calls}, Meanings: sc.ms}
		sc.r = &sc.rv
	}
	sc.board.Calls[n] = record.Call{Call: call, Seat: dealer.Add(n)}
	sc.calls[n] = call
	sc.ms[n] = *m
	return sc.r, n
}

// gapReason says why no call fits, among the n lines the system gives.
// passBarred is why a pass the hand fits may not be made ("" when no pass
// was tried).
func gapReason(tr *trial, n int, pass engine.Meaning, passBarred string) string {
	if pass.Status == engine.NotCovered {
		what := missingText(pass.Convention, pass.Source)
		if n > 0 {
			return "no call the notes give fits the hand, and " + what
		}
		return what
	}
	forcing := passBarred
	if forcing == "" {
		forcing = tr.barred(bridge.Call{Kind: bridge.Pass})
	}
	switch {
	case n == 0 && forcing != "":
		return "the notes give no continuation here, and a pass is not allowed: " + passBarredWords(forcing)
	case n == 0:
		return "the notes give no continuation here"
	case forcing != "":
		return "no call the notes give fits the hand, and a pass is not allowed: " + passBarredWords(forcing)
	}
	return "no call the notes give fits the hand"
}

// missingText says that the notes refer here to text they do not contain:
// the convention they name, when they name one, and where they refer to
// it (source, a Meaning.Source such as "notes change log" or "notes 6.4"),
// in words (annotate.MissingWhere): "the notes refer to text they do not
// contain (Lissabon; see section 6.4 of the notes)".
func missingText(convention, source string) string {
	return "the notes refer to text they do not contain" + annotate.MissingWhere(convention, source)
}

// passBarredWords turns the finding that bars a pass (barred: lint's
// forcing-pass or incomplete-transfer message) into the reason a pass is
// not allowed: "passed partner's 3♥, which is game forcing" is "partner's
// 3♥ is game forcing"; "partner's 3♣ asks for 3♦, which must be bid; the
// player passed" is "partner's 3♣ asks for 3♦, which must be bid".
func passBarredWords(barred string) string {
	s, _, _ := strings.Cut(barred, "; ")
	if rest, ok := strings.CutPrefix(s, "passed "); ok {
		return strings.Replace(rest, ", which is ", " is ", 1)
	}
	return s
}

// notCoveredReason says where and why the auction left the notes, from the
// meanings of the auction, ms, and of a pass after it.
func notCoveredReason(ms []engine.Meaning, pass engine.Meaning) string {
	for _, m := range ms {
		if m.Side != "system" {
			continue
		}
		switch {
		case m.Status == engine.Undefined:
			return fmt.Sprintf("the auction left the notes at call %d: no line gives %s's %s", m.Index+1, m.Seat, m.Call.Symbol())
		case m.Status == engine.NotCovered && m.Reported:
			return fmt.Sprintf("the auction left the notes at call %d (%s's %s): %s", m.Index+1, m.Seat, m.Call.Symbol(), notCoveredWhy(m, ms))
		}
	}
	if pass.Reported {
		// notCoveredWhy reads only the calls before pass: ms, not a
		// copy of it with pass appended (a few hundred bytes a call)
		return notCoveredWhy(pass, ms)
	}
	return "the auction is outside what the notes describe"
}

// notCoveredWhy words a reported not-covered meaning: missing text (the
// line carries a source) or an opponents' call the notes do not treat.
func notCoveredWhy(m engine.Meaning, ms []engine.Meaning) string {
	if m.Source != "" {
		return missingText(m.Convention, m.Source)
	}
	for j := min(m.Index, len(ms)) - 1; j >= 0; j-- {
		if ms[j].Side == "opponents" && ms[j].Call.Kind != bridge.Pass {
			return fmt.Sprintf("the notes do not treat %s's %s here", ms[j].Seat, ms[j].Call.Symbol())
		}
	}
	return "the opponents' interference is not treated by the notes"
}

func sideOf(s bridge.Seat) engine.Sides {
	if s&1 == 0 {
		return engine.SideNS
	}
	return engine.SideEW
}
