// Package bidder turns the system engine round: instead of "what does this
// call mean", it answers "what does the system bid with this hand". For the
// player on turn after an auction it lists every call the system allows with
// the hand, preferred first, each with its meaning and the constraint it
// satisfies; where no call fits it says so and names the nearest; and it
// completes an auction for one side, the opponents passing or taking their
// calls from a record, until the auction ends or the notes stop covering it.
//
// The calls come from engine.System.Choices (the lines the system gives at
// the current node) and are tested with engine.Constraint.Satisfied and
// Check. Passes are calls (docs/system-language.md section 7): a top-level
// `P` line is the system's pass with a hand that fits no opening; where no
// line fits and no `P` line is given, the pass the language defines as
// "nothing more to say" is the system's call, unless the auction-only lint
// rules (forcing-pass, incomplete-transfer) would report it: a forcing call
// is never passed, and a mandatory completion is always made. So every call
// the bidder chooses is one that `mdlint lint` accepts.
//
// Preference (docs/bidder.md): the calls that fit are ordered by the rules
// of docs/bidder.md: a line whose constraint is checkable comes before a
// line left to judgment (a `text "..."` or no constraint); among these the
// most specific constraint comes first, measured as the share of random
// hands that satisfy it; ties go to the cheaper call. Where two or more
// checkable lines fit, the advice says the notes leave a choice and names
// the rule that picked.
package bidder
