// Package check answers the question a pair asks before an event: is the
// system itself sound? (`mdlint check`.)
//
// It does three things with a loaded engine.System:
//
//   - Static checks of the compiled tree and its source files (Static):
//     constraints no hand can satisfy (an empty envelope, or a call that
//     contradicts an earlier call of the same player), lines whose `when`
//     conditions can never hold where they stand, pattern lines shadowed by
//     concrete lines beside them, siblings whose envelopes overlap, modules
//     defined and never mounted, and `src` references to sections of the
//     notes that do not exist.
//   - A simulation (Simulate): at every point where the system side must
//     choose a call (the openings per seat 1-4 and vulnerability, the
//     responses to each opening after an opponent's pass, and any auction
//     asked for), uniformly random deals from bridge.Generator are
//     classified by which of the system's calls the player's hand fits: no
//     call (a gap), two or more (an overlap), and the frequency of each call,
//     with example hands in PBN form.
//   - The notes' own yardstick (notes 1.2, line 44): the aggressiveness of
//     the openings, the frequency-weighted opening level with Pass 0, 1♣ 1,
//     1♦ 2, ... 7NT 35 (bridge.Call.Rank()+1), about 1 for a standard system
//     and about 2 for a weak-opening system.
//
// Run puts the three together into a Report, which renders as text or JSON.
package check
