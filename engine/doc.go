// Package engine loads bridge bidding systems written in the mdlint system
// language (docs/system-language.md), compiles them into a tree keyed by
// concrete calls, and interprets auctions against it: one Meaning per call,
// with the explanation a player reads, the hand constraint and its envelope
// (HCP 0-37, suit lengths 0-13), alert, forcing, convention, the section and
// lines of the notes, and the system line that gave it.
//
// # Loading
//
// LoadEmbedded, LoadFile and LoadFS read a top file and its includes,
// parse every line (collecting every error, each with file:line:col, as a
// *LoadError), then compile: relative calls (1M, 3m, 2OM) expand into one
// line per suit, patterns (4x, 2C..3D) into one pattern line per call,
// `when variant` and module-parameter conditions are decided, and each
// `use` mounts a module body compiled once per set of arguments (and
// inherited policy) and shared by every mount. Lines that give the same
// call at one node under conditions that can both hold are an error naming
// both lines.
//
// # Matching
//
// Interpret walks the auction once for each side that plays the system.
// A side starts at the top level. Its passes before it has bid match the
// top-level P lines and stay there; its first non-pass call, or an
// opponents' opening matched by a top-level (…) line, enters the tree.
// After that each call of the side is looked up among the children of the
// current line; an opponent's pass is stepped over unless an explicit (P)
// line exists, and any other call of the opponents must match a (…) child.
// Each lookup is a binary search over the node's calls and a scan of at
// most a few alternatives, each a 128-bit set of contexts (seat, passed,
// partner passed, vulnerability of both sides, competitive) tested with
// one bit; so the cost per call is a constant.
//
// For one call at one node, concrete lines beat pattern lines, which beat
// steps (+n), which beat the opponents' wildcard (_); an own `override`
// line beats the mounted module's line where its conditions hold.
//
// # Hands and the whole tree
//
// Constraint.Check says how a hand breaks a constraint, in words; a caller
// that only needs yes or no for many hands (`mdlint check` classifies
// millions) computes NewHandFacts once per hand and calls
// Constraint.SatisfiedBy, the same answer without messages or allocation.
// System.Nodes visits each compiled line once, with its continuations, a
// module body shared by several mounts once; System.Modules lists the
// modules with their signatures and the use lines that mount them.
//
// # Statuses
//
//   - defined: a line gives the call (or the natural policy does);
//   - undefined: no line gives it and the policy is `undefined` (the side
//     has left the tree: its later calls are not-covered, unreported);
//   - opponents: the caller's side does not play the system;
//   - not-covered: the auction has left what the notes describe: the
//     opponents made a call no line gives, the policy is `missing`, or an
//     earlier call of the side was undefined. Reported is true only on the
//     first such call of the branch.
package engine
