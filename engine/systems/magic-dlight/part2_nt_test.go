package magicdlight_test

import (
	"slices"
	"testing"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/enginetest"
)

// Chapter 6, the 1NT module (notes lines 286-575), encoded in nt-module.mds.
// The auctions start with a 1st-seat 1N (12-14, opening table line 1447)
// from the embedded system unless a case needs one of the module's flags
// that the embedded mounts do not pass (strong, top/low, oneclub, overcall):
// those run on the part 2 test system of part2_harness_test.go.

// p2lens builds the Lengths field of a case: pairs of suit and range.
func p2lens(kv ...any) map[bridge.Suit][2]int {
	m := map[bridge.Suit][2]int{}
	for i := 0; i+2 < len(kv)+1; i += 3 {
		m[kv[i].(bridge.Suit)] = [2]int{kv[i+1].(int), kv[i+2].(int)}
	}
	return m
}

const (
	p2c = bridge.Clubs
	p2d = bridge.Diamonds
	p2h = bridge.Hearts
	p2s = bridge.Spades
)

var (
	p2yes = enginetest.True
	p2no  = enginetest.False
)

// TestNTResponses covers every row of the 6.1 table (lines 316-329).
func TestNTResponses(t *testing.T) {
	sys := enginetest.Embedded(t, "brown")
	enginetest.Run(t, sys, []enginetest.Case{
		{Auction: "1N P 2C", Explanation: "asks for the majors", Alert: p2yes, Artificial: p2yes, Forcing: engine.ForcingOneRound, Convention: "Stayman", Line: 316, Rule: "nt-module.mds"},
		{Auction: "1N P 2D", Explanation: "transfer", Lengths: p2lens(p2h, 5, 13), Alert: p2yes, Artificial: p2yes, Forcing: engine.ForcingOneRound, Line: 321},
		{Auction: "1N P 2H", Explanation: "transfer", Lengths: p2lens(p2s, 5, 13), Alert: p2yes, Forcing: engine.ForcingOneRound, Line: 321},
		{Auction: "1N P 2S", Explanation: "conditional transfer to clubs", Lengths: p2lens(p2c, 4, 13), Alert: p2yes, Forcing: engine.ForcingOneRound, Line: 322},
		{Auction: "1N P 2N", Explanation: "invitational", Alert: p2no, Forcing: engine.ForcingNone, Line: 323},
		{Auction: "1N P 3C", Explanation: "transfer to 3♦", Lengths: p2lens(p2d, 6, 13), Alert: p2yes, Forcing: engine.ForcingOneRound, Mandatory: p2yes, Completion: "3D", Line: 324},
		// alerted: an invitational jump shift, not the forcing one an opponent expects
		{Auction: "1N P 3D", Explanation: "invitational with 6+♦", Lengths: p2lens(p2d, 6, 13), Alert: p2yes, Forcing: engine.ForcingNone, Line: 325},
		{Auction: "1N P 3H", Explanation: "invitational with 6+♥", Lengths: p2lens(p2h, 6, 13), Forcing: engine.ForcingNone, Line: 325},
		{Auction: "1N P 3S", Explanation: "invitational with 6+♠", Lengths: p2lens(p2s, 6, 13), Forcing: engine.ForcingNone, Line: 325},
		{Auction: "1N P 3N", Explanation: "to play", Forcing: engine.ForcingNone, Line: 326},
		{Auction: "1N P 4C", Explanation: "transfer to ♥", Lengths: p2lens(p2h, 6, 13), Alert: p2yes, Line: 327},
		{Auction: "1N P 4D", Explanation: "transfer to ♠", Lengths: p2lens(p2s, 6, 13), Alert: p2yes, Line: 327},
		{Auction: "1N P 4H", Explanation: "to play", Line: 328},
		{Auction: "1N P 4S", Explanation: "to play", Line: 328},
		// 329 beats 662: natural, not 4-ace Blackwood.
		{Auction: "1N P 4N", Explanation: "natural slam try", Alert: p2no, Artificial: p2no, Convention: "", Line: 329},
		{Auction: "1N P 4C P 4H P 4N", Explanation: "RKCB", Convention: "RKCB", Alert: p2yes, Line: 454},
		{Auction: "1N P 4D P 4S", Explanation: "completes the transfer", Line: 327},
		// the same module after a 3rd/4th-hand 15-17 1N (openings.mds)
		{Auction: "P P 1N P 2C", Explanation: "asks for the majors", Line: 316},
		{Auction: "P P 1N P 3C", Mandatory: p2yes, Completion: "3D", Line: 324},
	})
}

// TestNTStayman covers 6.3.1, 6.3.1.1 and 6.3.1.2 (lines 396-438).
func TestNTStayman(t *testing.T) {
	sys := enginetest.Embedded(t, "brown")
	enginetest.Run(t, sys, []enginetest.Case{
		{Auction: "1N P 2C P 2D", Explanation: "no 4-card major", Lengths: p2lens(p2h, 0, 3, p2s, 0, 3), Alert: p2yes, Line: 398},
		{Auction: "1N P 2C P 2H", Explanation: "4+♥", Lengths: p2lens(p2h, 4, 13), Alert: p2no, Line: 398},
		{Auction: "1N P 2C P 2S", Explanation: "denies four hearts", Lengths: p2lens(p2h, 0, 3, p2s, 4, 13), Line: 398},
		{Auction: "1N P 2C P 2N", Status: engine.Undefined}, // only with [4 hcp]
		// responder after 2♦
		{Auction: "1N P 2C P 2D P 2H", Explanation: "invitational, 5♥4♠", Lengths: p2lens(p2h, 5, 5, p2s, 4, 4), Line: 406},
		{Auction: "1N P 2C P 2D P 2S", Explanation: "invitational, 5♠4♥", Lengths: p2lens(p2s, 5, 5, p2h, 4, 4), Line: 406},
		{Auction: "1N P 2C P 2D P 2N", Explanation: "natural, invitational", Line: 408},
		{Auction: "1N P 2C P 2D P 3N", Explanation: "natural, to play", Line: 408},
		{Auction: "1N P 2C P 2D P 3C", Explanation: "game forcing with 4+♣", Lengths: p2lens(p2c, 4, 13), Forcing: engine.ForcingGame, Line: 409},
		{Auction: "1N P 2C P 2D P 3D", Explanation: "game forcing with 4+♦", Lengths: p2lens(p2d, 4, 13), Forcing: engine.ForcingGame, Line: 409},
		{Auction: "1N P 2C P 2D P 3H", Explanation: "game forcing with a 5-card ♥", Lengths: p2lens(p2h, 5, 13), Forcing: engine.ForcingGame, Line: 411},
		{Auction: "1N P 2C P 2D P 3S", Explanation: "game forcing with a 5-card ♠", Lengths: p2lens(p2s, 5, 13), Forcing: engine.ForcingGame, Line: 411},
		// responder after 2♥ / 2♠
		{Auction: "1N P 2C P 2H P 2S", Explanation: "game forcing with 4+♠", Lengths: p2lens(p2s, 4, 13), Forcing: engine.ForcingGame, Line: 407},
		{Auction: "1N P 2C P 2H P 2N", Explanation: "natural, invitational", Line: 408},
		{Auction: "1N P 2C P 2S P 3N", Explanation: "natural, to play", Line: 408},
		{Auction: "1N P 2C P 2H P 3C", Explanation: "game forcing with 4+♣", Forcing: engine.ForcingGame, Line: 409},
		{Auction: "1N P 2C P 2S P 3D", Explanation: "game forcing with 4+♦", Forcing: engine.ForcingGame, Line: 409},
		{Auction: "1N P 2C P 2H P 3H", Explanation: "raise, invitational", Lengths: p2lens(p2h, 4, 13), Forcing: engine.ForcingNone, Line: 410},
		{Auction: "1N P 2C P 2S P 3S", Explanation: "raise, invitational", Lengths: p2lens(p2s, 4, 13), Forcing: engine.ForcingNone, Line: 410},
		{Auction: "1N P 2C P 2S P 3H", Explanation: "game forcing with a 5-card ♥", Lengths: p2lens(p2h, 5, 5), Forcing: engine.ForcingGame, Line: 411},
		{Auction: "1N P 2C P 2H P 3S", Explanation: "not a slam try", Lengths: p2lens(p2s, 5, 5), Forcing: engine.ForcingGame, Line: 411},
		{Auction: "1N P 2C P 2H P 4C", Explanation: "control-bid, ♥ agreed", Convention: "control-bid", Alert: p2yes, Line: 412},
		{Auction: "1N P 2C P 2H P 4D", Explanation: "control-bid, ♥ agreed", Line: 412},
		{Auction: "1N P 2C P 2H P 4S", Explanation: "control-bid, ♥ agreed", Line: 412},
		{Auction: "1N P 2C P 2S P 4H", Explanation: "control-bid, ♠ agreed", Line: 412},
		// 6.3.1.1 1N-2♣;2♥-2♠
		{Auction: "1N P 2C P 2H P 2S P 4S", Explanation: "minimum with ♠ support", Lengths: p2lens(p2s, 4, 13), Line: 416},
		{Auction: "1N P 2C P 2H P 2S P 3S", Explanation: "♠ support, not minimum", Line: 416},
		{Auction: "1N P 2C P 2H P 2S P 3H", Explanation: "exactly five hearts", Lengths: p2lens(p2h, 5, 5, p2s, 0, 3), Line: 418},
		{Auction: "1N P 2C P 2H P 2S P 3C", Explanation: "4+♣, a nice hand", Lengths: p2lens(p2c, 4, 13), Line: 418},
		{Auction: "1N P 2C P 2H P 2S P 3D", Explanation: "4+♦, a nice hand", Line: 418},
		{Auction: "1N P 2C P 2H P 2S P 2N", Explanation: "no ♠ support", Line: 418},
		{Auction: "1N P 2C P 2H P 2S P 3N", Explanation: "dead minimum", Line: 418},
		{Auction: "1N P 2C P 2H P 2S P 2N P 3C", Explanation: "5+♣ and 4♠", Lengths: p2lens(p2c, 5, 9, p2s, 4, 8), Forcing: engine.ForcingGame, Line: 422},
		{Auction: "1N P 2C P 2H P 2S P 2N P 3D", Explanation: "5+♦ and 4♠", Line: 422},
		{Auction: "1N P 2C P 2H P 2S P 2N P 3H", Explanation: "", Status: engine.Defined}, // "continues naturally" (420): policy natural
		{Auction: "1N P 2C P 2H P 2S P 2N P 3C P 3H", Explanation: "maximum with 3-card ♣ support", Line: 435},
		{Auction: "1N P 2C P 2H P 2S P 2N P 3S", Explanation: "five spades, a strong hand", Lengths: p2lens(p2s, 5, 13), Forcing: engine.ForcingGame, Line: 380},
		{Auction: "1N P 2C P 2H P 2S P 3D P 3S", Explanation: "five spades, a strong hand", Line: 380},
		// 6.3.1.2 after responder's 3♣/♦, in both positions
		{Auction: "1N P 2C P 2D P 3C P 3D", Explanation: "natural, 5+♦", Lengths: p2lens(p2d, 5, 13), Line: 434},
		{Auction: "1N P 2C P 2H P 3C P 3D", Explanation: "natural, 4+♦", Lengths: p2lens(p2d, 4, 13), Line: 434},
		{Auction: "1N P 2C P 2D P 3C P 3H", Explanation: "maximum with 3-card ♣ support", Lengths: p2lens(p2c, 3, 3), Alert: p2yes, Forcing: engine.ForcingGame, Line: 435},
		{Auction: "1N P 2C P 2S P 3D P 3H", Explanation: "maximum with 3-card ♦ support", Lengths: p2lens(p2d, 3, 3), Line: 435},
		{Auction: "1N P 2C P 2D P 3D P 3S", Explanation: "minimum with 4-card ♦ support", Lengths: p2lens(p2d, 4, 13), Alert: p2yes, Line: 436},
		{Auction: "1N P 2C P 2D P 3C P 3N", Explanation: "4♦333", Lengths: p2lens(p2d, 4, 4, p2c, 3, 3), Line: 437},
		{Auction: "1N P 2C P 2H P 3D P 3N", Explanation: "minimum", Line: 437},
		{Auction: "1N P 2C P 2D P 3C P 4C", Explanation: "maximum with 4+card ♣ support", Lengths: p2lens(p2c, 4, 13), Line: 438},
		{Auction: "1N P 2C P 2H P 3D P 4H", Explanation: "maximum with 4+card ♦ support", Line: 438},
		// 6.2 sequences that 6.3 does not spell out
		{Auction: "1N P 2C P 2D P 3S P 3N P 4H", Explanation: "5♠5♥ with game values", Lengths: p2lens(p2h, 5, 8, p2s, 5, 8), Line: 369},
		{Auction: "1N P 2C P 2D P 3H P 3N P 4S", Explanation: "5♠5♥, slam invitational", Forcing: engine.ForcingNone, Line: 390},
	})
}

// TestNTTransfers covers 6.3.2 (lines 440-454), 6.3.3 (456-462) and 6.3.4
// (464-470).
func TestNTTransfers(t *testing.T) {
	sys := enginetest.Embedded(t, "brown")
	enginetest.Run(t, sys, []enginetest.Case{
		{Auction: "1N P 2D P 2H", Explanation: "completes the transfer", Line: 442},
		{Auction: "1N P 2D P 3H", Explanation: "maximum, 4-card support", Lengths: p2lens(p2h, 4, 13), Line: 442},
		{Auction: "1N P 2H P 3S", Explanation: "maximum, 4-card support", Lengths: p2lens(p2s, 4, 13), Line: 442},
		{Auction: "1N P 2D P 2S", Explanation: "3-card ♥ support, positive bid in ♠", Lengths: p2lens(p2h, 3, 3, p2s, 4, 10), Line: 442},
		{Auction: "1N P 2D P 3C", Explanation: "3-card ♥ support", Lengths: p2lens(p2h, 3, 3), Line: 442},
		{Auction: "1N P 2H P 3D", Explanation: "3-card ♠ support", Lengths: p2lens(p2s, 3, 3), Line: 442},
		{Auction: "1N P 2H P 3D P 3S", Explanation: "to play", Forcing: engine.ForcingNone, Line: 442},
		{Auction: "1N P 2D P 2N", Status: engine.Undefined}, // natural 2N only after 1♣-1N (444)
		{Auction: "1N P 2D P 2H P P", Explanation: "weak, to play", Line: 337},
		{Auction: "1N P 2D P 2H P 2N", Explanation: "natural, invitational, five ♥", Lengths: p2lens(p2h, 5, 5), Forcing: engine.ForcingNone, Line: 446},
		{Auction: "1N P 2H P 2S P 2N", Explanation: "natural, invitational, five ♠", Line: 446}, // change log 1417
		{Auction: "1N P 2D P 2H P 3N", Explanation: "balanced, to play in 3NT", Lengths: p2lens(p2h, 5, 5), Line: 446},
		{Auction: "1N P 2D P 2H P 2S", Explanation: "natural, game forcing", Lengths: p2lens(p2s, 4, 8), Forcing: engine.ForcingGame, Line: 446}, // change log 1417
		{Auction: "1N P 2D P 2H P 3C", Explanation: "natural, game forcing", Lengths: p2lens(p2h, 5, 9, p2c, 4, 8), Forcing: engine.ForcingGame, Line: 446},
		{Auction: "1N P 2H P 2S P 3D", Explanation: "natural, game forcing", Forcing: engine.ForcingGame, Line: 446},
		{Auction: "1N P 2D P 2H P 3H", Explanation: "slam invitation, 6+♥, no shortness", Lengths: p2lens(p2h, 6, 7), Forcing: engine.ForcingOneRound, Line: 446},
		{Auction: "1N P 2D P 2H P 3S", Explanation: "splinter", Lengths: p2lens(p2s, 0, 1, p2h, 6, 13), Alert: p2yes, Line: 446},
		{Auction: "1N P 2H P 2S P 4D", Explanation: "shortness in ♦", Lengths: p2lens(p2d, 0, 1), Line: 446},
		{Auction: "1N P 2D P 2H P 4H", Explanation: "to play, 6+♥", Line: 365},
		{Auction: "1N P 2D P 2H P 4N", Explanation: "natural slam try, exactly five ♥", Lengths: p2lens(p2h, 5, 5), Artificial: p2no, Line: 454},
		{Auction: "1N P 2H P 2S P 3H", Explanation: "invitational with 5♠5♥", Lengths: p2lens(p2h, 5, 8, p2s, 5, 8), Forcing: engine.ForcingNone, Line: 448},
		{Auction: "1N P 2D P 2H P 3H P 3N", Explanation: "xx in ♥", Lengths: p2lens(p2h, 2, 2), Line: 446},
		{Auction: "1N P 2D P 2H P 3H P 4H", Explanation: "denies key cards", Line: 446},
		{Auction: "1N P 2D P 2H P 3H P 3S", Explanation: "control-bid", Convention: "control-bid", Line: 446},
		{Auction: "1N P 2H P 2S P 3S P 4H", Explanation: "control-bid", Convention: "control-bid", Line: 446},
		// 6.3.3 1N-2♠
		{Auction: "1N P 2S P 2N", Explanation: "accepts", Alert: p2yes, Line: 458},
		{Auction: "1N P 2S P 3C", Explanation: "rejects", Line: 458},
		{Auction: "1N P 2S P 2N P 3C", Explanation: "weak, clubs, to play", Line: 341},
		{Auction: "1N P 2S P 3C P P", Explanation: "to play", Line: 343},
		{Auction: "1N P 2S P 2N P 3D", Explanation: "54+ in the minors", Lengths: p2lens(p2c, 4, 9, p2d, 4, 9), Forcing: engine.ForcingGame, Line: 460},
		{Auction: "1N P 2S P 3C P 3D", Explanation: "54+ in the minors", Line: 460},
		{Auction: "1N P 2S P 2N P 3H", Explanation: "shortness in ♥", Lengths: p2lens(p2c, 6, 13, p2h, 0, 1), Line: 460},
		{Auction: "1N P 2S P 3C P 3S", Explanation: "shortness in ♠", Lengths: p2lens(p2s, 0, 1), Line: 460},
		{Auction: "1N P 2S P 2N P 4C", Explanation: "shortness in ♦", Lengths: p2lens(p2d, 0, 1), Line: 460},
		{Auction: "1N P 2S P 3C P 4H", Explanation: "void in ♥", Lengths: p2lens(p2h, 0, 0), Line: 460},
		{Auction: "1N P 2S P 2N P 4D", Explanation: "void in ♦", Lengths: p2lens(p2d, 0, 0), Line: 460},
		{Auction: "1N P 2S P 3C P 3N", Explanation: "shortness in ♦", Lengths: p2lens(p2d, 0, 1), Forcing: engine.ForcingNone, Line: 460},
		{Auction: "1N P 2S P 2N P 3N", Explanation: "to play", Line: 460},
		// 6.3.4 1N-3♣
		{Auction: "1N P 3C P 3D", Explanation: "completes the transfer", Line: 466},
		{Auction: "1N P 3C P 3D P P", Explanation: "weak, to play", Line: 347},
		{Auction: "1N P 3C P 3D P 3H", Explanation: "shortness in ♥", Lengths: p2lens(p2d, 6, 13, p2h, 0, 1), Forcing: engine.ForcingGame, Line: 468},
		{Auction: "1N P 3C P 3D P 3S", Explanation: "shortness in ♠", Lengths: p2lens(p2s, 0, 1), Line: 468},
		{Auction: "1N P 3C P 3D P 3N", Explanation: "shortness in ♣", Lengths: p2lens(p2c, 0, 1), Forcing: engine.ForcingNone, Line: 468},
		{Auction: "1N P 3C P 3D P 4D", Explanation: "shortness in ♣", Lengths: p2lens(p2c, 0, 1), Forcing: engine.ForcingGame, Line: 468},
		{Auction: "1N P 3C P 3D P 4C", Explanation: "void in ♣", Lengths: p2lens(p2c, 0, 0), Line: 468},
		{Auction: "1N P 3C P 3D P 4S", Explanation: "void in ♠", Lengths: p2lens(p2s, 0, 0), Line: 468},
	})
}

// TestNTVariants covers the <30 hcp and [4 hcp] variants (lines 294-312),
// Note 1 on a strong no-trump (400) and the 1♣-1N note (444).
func TestNTVariants(t *testing.T) {
	// 1♣-1N mounts the module with <30 hcp and [4 hcp] in the embedded system (one-club.mds).
	emb := enginetest.Embedded(t, "brown")
	enginetest.Run(t, emb, []enginetest.Case{
		{Auction: "1C P 1N P 2C P 2D P 3C", Explanation: "invitational with 5+♣ and a 4-card major", Lengths: p2lens(p2c, 5, 9), Forcing: engine.ForcingNone, Line: 409},
		{Auction: "1C P 1N P 2C P 2S P 3D", Explanation: "(<30 hcp)", Forcing: engine.ForcingNone, Line: 409},
		{Auction: "1C P 1N P 2D P 2H P 3C", Explanation: "invitational, 5♥ 4+♣", Forcing: engine.ForcingNone, Line: 452},
		{Auction: "1C P 1N P 2D P 2H P 3H", Explanation: "invitational, 6+♥", Lengths: p2lens(p2h, 6, 13), Forcing: engine.ForcingNone, Line: 452},
		{Auction: "1C P 1N P 2C P 2N", Explanation: "top third of the range", Line: 320},
		{Auction: "1N P 2D P 2H P 3H", Explanation: "slam invitation", Forcing: engine.ForcingOneRound, Line: 446},
	})
	// The flags the embedded mounts do not pass: the part 2 test system.
	sys := loadPart2(t, "brown")
	enginetest.Run(t, sys, []enginetest.Case{
		// [4 hcp] with top=12, low=9-11 (1♣-1N 9-12 in the test system)
		{Auction: "1C P 1N P 2C P 2N", Explanation: "top third", HCP: enginetest.HCP(12, 12), Line: 320},
		{Auction: "1C P 1N P 2C P 2D", Explanation: "no 4-card major", HCP: enginetest.HCP(9, 11), Line: 398},
		{Auction: "1C P 1N P 2C P 2N P 3C", Explanation: "unconditional transfer to 3♦", Rule: "nt-2-3.mds", Line: 1501},
		{Auction: "1C P 1N P 2C P 2N P 3D", Explanation: "asks for the majors", Line: 1502},
		// 444: after 1♣-1N, 2♠/2N over the transfer are natural with two cards
		{Auction: "1C P 1N P 2D P 2S", Explanation: "natural, exactly two hearts", Lengths: p2lens(p2h, 2, 2, p2s, 4, 11), Line: 444},
		{Auction: "1C P 1N P 2H P 2N", Explanation: "natural, exactly two ♠", Lengths: p2lens(p2s, 2, 2), Line: 444},
		// Note 1 (400): strong no-trump (the 3rd/4th hand 15-17 of the test system passes strong)
		{Auction: "P P 1N P 2C P 2D P 3C", Explanation: "5♥3♠", Lengths: p2lens(p2h, 5, 5, p2s, 3, 3), Alert: p2yes, Forcing: engine.ForcingGame, Line: 400},
		{Auction: "P P 1N P 2C P 2D P 3D", Explanation: "5♠3♥", Lengths: p2lens(p2s, 5, 5, p2h, 3, 3), Line: 400},
		{Auction: "P P 1N P 2C P 2D P 3H", Explanation: "5♥2♠", Lengths: p2lens(p2h, 5, 5, p2s, 2, 2), Line: 400},
		{Auction: "P P 1N P 2C P 2D P 3S", Explanation: "5♠2♥", Lengths: p2lens(p2s, 5, 5, p2h, 2, 2), Line: 400},
		{Auction: "P P 1N P 2C P 2H P 3C", Explanation: "game forcing with 4+♣", Line: 409}, // Note 1 only after 2♦
		// our 1N overcall: <30 hcp and RD SOS (483)
		{Auction: "1H 1N P 2C P 2D P 3D", Explanation: "invitational", Forcing: engine.ForcingNone, Line: 409},
		{Auction: "1H 1N X XX", Explanation: "SOS", Convention: "SOS", Line: 483},
		{Auction: "1H 1N X XX P 2C", Status: engine.NotCovered}, // General Rule 3.14 is missing
	})
}

// TestNTInterference covers 6.4 (lines 472-575).
func TestNTInterference(t *testing.T) {
	sys := enginetest.Embedded(t, "brown")
	enginetest.Run(t, sys, []enginetest.Case{
		// 6.4.1 penalty double in 2nd hand
		{Auction: "1N X 2C", Explanation: "two-suiter without clubs", Lengths: p2lens(p2c, 0, 13), Line: 476},
		{Auction: "1N X 2C X P P XX", Explanation: "♦+♥", Lengths: p2lens(p2d, 4, 9, p2h, 4, 9), Alert: p2yes, Line: 477},
		{Auction: "1N X 2C P P X XX", Explanation: "♦+♥", Line: 477},
		{Auction: "1N X 2C X P P 2D", Explanation: "♦+♠", Lengths: p2lens(p2d, 4, 9, p2s, 4, 9), Line: 478},
		{Auction: "1N X 2D X P P XX", Explanation: "♥+♠", Lengths: p2lens(p2h, 4, 9, p2s, 4, 9), Line: 479},
		{Auction: "1N X 2H", Explanation: "natural", Lengths: p2lens(p2h, 4, 13), Line: 476},
		{Auction: "1N X 2N", Explanation: "Mini-minor", Convention: "Mini-minor", Forcing: engine.ForcingOneRound, Line: 480},
		{Auction: "1N X 2N P 3C", Status: engine.NotCovered}, // the continuation is in the missing defensive methods
		{Auction: "1N X 3D", Explanation: "pre-emptive", Lengths: p2lens(p2d, 6, 13), Forcing: engine.ForcingNone, Line: 481},
		{Auction: "1N X 4C", Explanation: "transfer to ♥", Alert: p2yes, Line: 482},
		{Auction: "1N X XX", Explanation: "penalties", Forcing: engine.ForcingOneRound, Line: 483},
		// 6.4.1.1 next action after 1N-(X)-XX: direct and pass-out position
		{Auction: "1N X XX 2C X", Explanation: "penalties", Line: 490},
		{Auction: "1N X XX 2C P", Explanation: "forcing pass", Forcing: engine.ForcingOneRound, Line: 491},
		{Auction: "1N X XX 2C P P X", Explanation: "penalties, 3+♣", Lengths: p2lens(p2c, 3, 13), Line: 490},
		{Auction: "1N X XX 2D 2H", Explanation: "simple suit bid, non-forcing", Lengths: p2lens(p2h, 5, 13), Forcing: engine.ForcingNone, Line: 492},
		{Auction: "1N X XX 2D P P 2H", Explanation: "non-forcing, 4+♥", Lengths: p2lens(p2h, 4, 13), Line: 492},
		{Auction: "1N X XX 2D P P 3C", Explanation: "simple suit bid", Lengths: p2lens(p2c, 5, 13), Line: 492},
		{Auction: "1N X XX 2D 3H", Explanation: "jump suit bid, forcing", Lengths: p2lens(p2h, 5, 13), Forcing: engine.ForcingOneRound, Line: 493},
		{Auction: "1N X XX 2D P P 3S", Explanation: "jump suit bid, forcing", Line: 493},
		{Auction: "1N X XX 2H 2N", Explanation: "game forcing, asks for suits", Forcing: engine.ForcingGame, Line: 494},
		{Auction: "1N X XX 2H P P 2N", Explanation: "natural, non-forcing", Forcing: engine.ForcingNone, Line: 494},
		{Auction: "1N X XX P P 2S 3S", Explanation: "three-suiter short in their ♠", Lengths: p2lens(p2s, 0, 1), Forcing: engine.ForcingGame, Line: 495},
		{Auction: "1N X XX 2S P P 3S", Explanation: "generally game forcing", Line: 495},
		{Auction: "1N X XX 2S 3S", Status: engine.Undefined}, // the cue-bid is only by responder
		// 6.4.2 two-level overcalls
		{Auction: "1N 2D X", Explanation: "penalties", Line: 500},
		{Auction: "1N 2D P P X", Explanation: "balancing double", Line: 499},
		{Auction: "1N 2D 2H", Explanation: "natural, non-forcing", Forcing: engine.ForcingNone, Line: 502},
		{Auction: "1N 2D 2N", Explanation: "asks for suits and non-stoppers", Forcing: engine.ForcingGame, Alert: p2yes, Line: 504},
		{Auction: "1N 2H 3C", Explanation: "non-forcing (below their suit)", Forcing: engine.ForcingNone, Line: 506},
		{Auction: "1N 2D 3S", Explanation: "invitational (above their suit)", Line: 506},
		{Auction: "1N 2H 4D", Explanation: "transfer to ♠", Line: 507},
		{Auction: "1N 2S 4C", Explanation: "transfer to ♥", Line: 507},
		{Auction: "1N 2S 4D", Status: engine.Undefined}, // not a transfer into their suit (decision beside the line)
		// 6.4.2.1 the three-level cue-bid
		{Auction: "1N 2C 3C", Explanation: "any 5+card major", Alert: p2yes, Line: 511},
		{Auction: "1N 2D 3D P 3H", Explanation: "3+♥", Lengths: p2lens(p2h, 3, 13), Line: 512},
		{Auction: "1N 2D 3D P 3H P 3S", Explanation: "5+♠, no ♦ stopper", Lengths: p2lens(p2s, 5, 13), Line: 513},
		{Auction: "1N 2C 3C P 3H P 3N", Explanation: "5+♠, ♣ stopper", Line: 514},
		{Auction: "1N 2D 3D P 3S", Explanation: "3+♠, two hearts, no ♦ stopper", Lengths: p2lens(p2h, 2, 2, p2s, 3, 11), Line: 515},
		{Auction: "1N 2C 3C P 3N", Explanation: "3+♠, two hearts, ♣ stopper", Line: 516},
		{Auction: "1N 2H 3H", Explanation: "5+♠", Lengths: p2lens(p2s, 5, 13), Line: 517},
		{Auction: "1N 2H 3H P 3S", Explanation: "two spades, no ♥ stopper", Lengths: p2lens(p2s, 2, 2), Line: 518},
		{Auction: "1N 2H 3H P 3N", Explanation: "two spades, ♥ stopper", Line: 519},
		{Auction: "1N 2H 3H P 4C", Explanation: "3+♠", Lengths: p2lens(p2s, 3, 13), Line: 520},
		{Auction: "1N 2S 3S", Explanation: "5+♥ with a spade stopper", Lengths: p2lens(p2h, 5, 12), Line: 521},
		{Auction: "1N 2S 3S P 3N", Explanation: "two hearts", Lengths: p2lens(p2h, 2, 2), Line: 522},
		{Auction: "1N 2S 3S P 4H", Explanation: "3+♥", Line: 523},
		// 6.4.3 three-level overcalls: the 3N module
		{Auction: "1N 3D 4C", Explanation: "asks for 4-card suits", Rule: "nt-2-3.mds", Line: 1533},
		{Auction: "1N 3C 4D", Explanation: "unconditional transfer to 4♥", Mandatory: p2yes, Completion: "4H", Line: 1534},
		// 6.4.4 after 1N-P
		{Auction: "1N P P 2H X", Explanation: "takeout", Forcing: engine.ForcingOneRound, Line: 533},
		{Auction: "1N P P 2H P P X", Explanation: "takeout (by responder)", Line: 533},
		{Auction: "1N P P X P P 2C", Explanation: "two-suiter without clubs", Line: 476},
		{Auction: "1N P P X P P XX", Explanation: "penalties", Line: 483},
		// 6.4.5 double after 1N-2♣
		{Auction: "1N P 2C X P", Explanation: "denies a club stopper", Line: 539},
		{Auction: "1N P 2C X XX", Explanation: "strong clubs", Line: 539},
		{Auction: "1N P 2C X 2H", Explanation: "as without the double; promises a club stopper", Lengths: p2lens(p2h, 4, 12), Line: 539},
		{Auction: "1N P 2C X 2D P 2H", Explanation: "invitational, 5♥4♠", Line: 406},
		{Auction: "1N P 2C X P P XX", Explanation: "had not been doubled", Line: 541},
		{Auction: "1N P 2C X P P XX P 2S", Explanation: "denies four hearts", Line: 398},
		{Auction: "1N P 2C X P P 2D", Explanation: "weak, with diamonds", Line: 541},
		{Auction: "1N P 2C X P P 3D", Explanation: "natural, game forcing", Forcing: engine.ForcingGame, Line: 300},
		{Auction: "1C P 1N P 2C X P P 3C", Explanation: "invitational (<30 hcp)", Forcing: engine.ForcingNone, Line: 300},
		{Auction: "1N P 2C X P P 2D P P", Explanation: "no major", Line: 541},
		{Auction: "1N P 2C X P P 2D P 2S", Explanation: "denies four hearts", Lengths: p2lens(p2h, 0, 3), Line: 541},
		// 6.4.6 overcall after 1N-2♣
		{Auction: "1N P 2C 2D X", Explanation: "penalties", Line: 545},
		{Auction: "1N P 2C 2D 2S", Explanation: "not mandatory", Line: 545},
		{Auction: "1N P 2C 2D P P X", Explanation: "penalties", Line: 547},
		{Auction: "1N P 2C 2D P P 2H", Explanation: "natural, invitational", Forcing: engine.ForcingNone, Line: 547},
		{Auction: "1N P 2C 2H P P 2N", Explanation: "natural", Line: 547},
		{Auction: "1N P 2C 2H P P 3C", Explanation: "new suit, game forcing", Forcing: engine.ForcingGame, Line: 547},
		{Auction: "1N P 2C 2S P P 3S", Explanation: "cue-bid, game forcing", Forcing: engine.ForcingGame, Line: 547},
		{Auction: "1C P 1N P 2C 2S P P 3D", Explanation: "invitational (<30 hcp)", Forcing: engine.ForcingNone, Line: 549},
		// 6.4.7 double after 1N-2♦/♥
		{Auction: "1N P 2D X P", Explanation: "denies ♥ support", Lengths: p2lens(p2h, 0, 2), Line: 553},
		{Auction: "1N P 2D X 2H", Explanation: "3+♥", Lengths: p2lens(p2h, 3, 13), Line: 553},
		{Auction: "1N P 2H X XX", Explanation: "3+♠, responder to declare", Line: 553},
		{Auction: "1N P 2D X P P XX", Explanation: "asks opener to complete", Line: 555},
		{Auction: "1N P 2D X P P XX P 2H P 3D", Explanation: "asks for a ♦ stopper", Alert: p2yes, Line: 555},
		{Auction: "1N P 2D X P P XX P 2H P 3D X 3N", Explanation: "good stopper", Rule: "higher-openings.mds", Line: 1486},
		{Auction: "1N P 2D X P P 3C", Explanation: "natural, game forcing", Line: 446}, // SysOn
		{Auction: "1N P 2D X 2H P 2N", Explanation: "natural, invitational", Line: 446},
		// 6.4.8 overcall after 1N-2♦/♥
		{Auction: "1N P 2D 2S X", Explanation: "3-card ♥ support", Lengths: p2lens(p2h, 3, 3), Line: 563},
		{Auction: "1N P 2D 2S P P X", Explanation: "takeout", Line: 559},
		{Auction: "1N P 2D 2S P P 3H", Explanation: "to play", Forcing: engine.ForcingNone, Line: 559},
		{Auction: "1N P 2D 2S P P 3S", Explanation: "one-suited slam try", Line: 559},
		{Auction: "1N P 2H 3C P P 3D", Explanation: "new suit, natural, forcing", Forcing: engine.ForcingOneRound, Line: 559},
		{Auction: "1C P 1N P 2D 3C P P 3D", Explanation: "invitational (<30 hcp)", Forcing: engine.ForcingNone, Line: 561},
		// 6.4.9 double after 1N-2♠
		{Auction: "1N P 2S X P", Explanation: "denies a spade stopper", Line: 569},
		{Auction: "1N P 2S X XX", Explanation: "strong spades", Line: 569},
		{Auction: "1N P 2S X 2N", Explanation: "promises a spade stopper", Line: 569},
		{Auction: "1N P 2S X P P XX", Explanation: "had not been doubled", Line: 571},
		{Auction: "1N P 2S X P P XX P 3C", Explanation: "rejects", Line: 458},
		// 6.4.10 overcall after 1N-2♠
		{Auction: "1N P 2S 3D P P X", Explanation: "optional", Line: 575},
		{Auction: "1N P 2S 3D P P 3H", Explanation: "splinter with clubs", Lengths: p2lens(p2h, 0, 1, p2c, 6, 13), Line: 575},
		{Auction: "1N P 2S 3H P P 3N", Explanation: "weakness or shortness", Line: 575},
	})
}

// p2HandType is one row of the 6.2 tables (lines 331-392) used as a test
// oracle: a responder's hand of the type reaches the auction the table
// names, every call of the auction is defined, and responder's (and, when
// given, opener's) calls accept the hand.
type p2HandType struct {
	name      string
	auction   string
	responder string
	opener    string // "" when opener's hand is not checked
	line      int
}

// opener hands, 12-14 balanced (spades.hearts.diamonds.clubs)
const (
	p2opNoMajor = "K32.Q32.AQ54.K32" // 14, 3-3 majors
	p2opHearts  = "K32.AQ54.Q32.K32" // 14, 4 hearts
	p2opSpades  = "AQ54.K32.Q32.K32" // 14, 4 spades
	p2opBoth    = "AQ54.KJ32.Q3.J32" // 13, 4-4 majors
	p2opMin3C   = "K32.Q32.AJ54.Q32" // 12, 4♦333
	p2opTwoH    = "AK32.Q3.KJ54.J32" // 14, 2 hearts
	p2opThreeH  = "A32.Q32.KJ54.K32" // 13, 3 hearts
	p2opFourH   = "K2.AJ54.QJ54.K32" // 14, 4 hearts
	p2opFiveH   = "K2.AJ954.QJ5.K32" // 14, 5 hearts (418)
	p2opHearts4 = "K2.AQ54.Q32.K432" // 14, 4 hearts, 4 clubs
	p2opTwoS    = "K2.Q32.AQ54.K432" // 14, no major, 2 spades: no spade fit (369)
	p2opTwoH2   = "K32.Q2.AQ54.K432" // 14, no major, 2 hearts: no heart fit (390)
)

var p2HandTypes = []p2HandType{
	// 6.2.1 weak
	{"weak one-suited ♥", "1N P 2D P 2H P P", "32.QJ9876.32.432", "", 337},
	{"weak one-suited ♠", "1N P 2H P 2S P P", "QJ9876.32.32.432", "", 337},
	{"weak one-suited ♣ over 2N", "1N P 2S P 2N P 3C", "32.32.432.QJ9876", "", 341},
	{"weak one-suited ♣ over 3♣", "1N P 2S P 3C P P", "32.32.432.QJ9876", "", 343},
	{"weak one-suited ♦", "1N P 3C P 3D P P", "32.32.QJ9876.432", "", 347},
	// 6.2.2 invitational
	// invitational opposite 12-14: 11-12 HCP (25 together with the maximum: the nt module's inv)
	{"invitational balanced via 2♣", "1N P 2C P 2D P 2N", "KJ32.Q32.K32.Q32", p2opNoMajor, 351},
	{"invitational balanced", "1N P 2N", "KJ3.Q32.K432.Q32", "", 351},
	{"invitational 5-card ♥", "1N P 2D P 2H P 2N", "K3.KJ987.Q32.Q32", "", 352}, // 11 HCP: inv 11-12 opposite 12-14
	{"invitational 6-card ♥", "1N P 3H", "A3.KJ9876.K32.32", "", 353},
	{"invitational one-suited ♣ accepted", "1N P 2S P 2N P 3N", "32.K32.32.KQ9876", "", 354},
	{"invitational one-suited ♣ rejected", "1N P 2S P 3C P P", "32.K32.32.KQ9876", "", 354},
	{"invitational one-suited ♦", "1N P 3D", "32.K32.AKJ876.32", "", 355},
	{"invitational 5♥4♠ via 2♦", "1N P 2C P 2D P 2H", "KJ32.KJ987.K2.32", p2opNoMajor, 356},
	{"invitational 5♥4♠ raise", "1N P 2C P 2H P 3H", "KJ32.KJ987.K2.32", p2opHearts, 356},
	{"invitational 5♠4♥ via 2♦", "1N P 2C P 2D P 2S", "KJ987.KJ32.K2.32", p2opNoMajor, 357},
	{"invitational 5♠4♥ raise", "1N P 2C P 2S P 3S", "KJ987.KJ32.K2.32", p2opSpades, 357},
	{"invitational 55 majors", "1N P 2H P 2S P 3H", "KJ987.Q9876.32.2", "", 358},
	// 6.2.3 game forcing
	{"game forcing 5-card ♥, suit-oriented", "1N P 2C P 2D P 3H", "K3.AKJ87.Q32.J32", p2opNoMajor, 364},
	{"game forcing 5-card ♥, no-trump-oriented", "1N P 2D P 2H P 3N", "K3.AKJ87.Q32.J32", "", 364},
	{"game forcing 6-card ♥", "1N P 2D P 2H P 4H", "K3.AKJ876.Q32.32", "", 365},
	{"game forcing 6-card ♠ by 4♦", "1N P 4D", "AKJ876.K3.Q32.32", "", 365},
	{"game forcing one-suited ♣ without shortness", "1N P 2C P 2D P 3C", "K32.A3.32.AKJ876", p2opNoMajor, 366},
	{"game forcing one-suited ♣ with shortness", "1N P 2S P 2N P 3H", "K32.3.A32.AKJ876", "", 366},
	{"game forcing one-suited ♦ without shortness", "1N P 2C P 2H P 3D", "K3.A32.AKJ876.32", p2opHearts, 367},
	{"game forcing one-suited ♦ with shortness", "1N P 3C P 3D P 3S", "3.A32.AKJ876.K32", "", 367},
	{"game forcing 54 majors", "1N P 2C P 2D P 3H", "KJ32.AKJ87.J2.32", p2opNoMajor, 368}, // 13 HCP: game 13+ opposite 12-14
	{"game forcing 55 majors", "1N P 2C P 2D P 3S P 3N P 4H", "AKJ87.KQ987.32.2", p2opTwoS, 369},
	{"game forcing 5M4m", "1N P 2D P 2H P 3C", "K3.AKJ87.32.QJ32", "", 370},
	{"game forcing 5m4M", "1N P 2C P 2S P 3C", "KJ32.3.A32.AKJ87", p2opSpades, 371},
	{"game forcing 5m4♠ after 2♥", "1N P 2C P 2H P 2S P 2N P 3D", "KJ32.3.AKJ87.A32", p2opHearts, 371},
	{"game forcing 54 minors over 2N", "1N P 2S P 2N P 3D", "3.K32.AKJ87.QJ32", "", 372},
	{"game forcing 54 minors over 3♣", "1N P 2S P 3C P 3D", "3.K32.QJ32.AKJ87", "", 372},
	// 6.2.4 slam invitational
	{"slam invitational 5-card ♠", "1N P 2C P 2H P 2S", "AKJ87.K3.AQ2.Q32", p2opHearts, 380},
	{"slam invitational 6-card ♥ no shortness", "1N P 2D P 2H P 3H", "K3.AKJ876.AQ2.32", "", 384},
	{"slam invitational 6-card ♥ with shortness", "1N P 2D P 2H P 4C", "K32.AKJ876.AQ2.3", "", 386},
	{"slam invitational 55 majors", "1N P 2C P 2D P 3H P 3N P 4S", "AKJ87.KQ987.A2.2", p2opTwoH2, 390},
	// 6.3 continuations, opener's side
	{"opener shows five hearts", "1N P 2C P 2H P 2S P 3H", "AKJ8.32.KQ2.Q432", p2opFiveH, 418},
	{"opener 4♦333 minimum", "1N P 2C P 2D P 3C P 3N", "K32.A3.32.AKJ876", p2opMin3C, 437},
	{"opener maximum, 3-card support", "1N P 2C P 2D P 3C P 3H", "KJ32.A3.K2.AQJ87", "AJ2.K32.QJ54.K32", 435},
	{"opener xx after the slam try", "1N P 2D P 2H P 3H P 3N", "K3.AKJ876.AQ2.32", p2opTwoH, 446},
	{"opener positive with 3-card support", "1N P 2D P 3C", "32.KJ987.32.Q432", "K32.A32.Q2.AJ432", 442},
	{"opener maximum with 4-card support", "1N P 2D P 3H", "32.KJ987.32.Q432", p2opFourH, 442},
	{"opener minimum with ♠ support", "1N P 2C P 2H P 2S P 4S", "AKJ8.32.KQ2.Q432", p2opBoth, 416},
	{"opener nice hand with clubs", "1N P 2C P 2H P 2S P 3C", "AKJ8.32.KQ2.Q432", p2opHearts4, 418},
}

func TestNTHandTypes(t *testing.T) {
	sys := enginetest.Embedded(t, "brown")
	for _, ht := range p2HandTypes {
		t.Run(ht.name, func(t *testing.T) {
			ms := enginetest.Interpret(t, sys, enginetest.Case{Auction: ht.auction})
			// North opened 1N; South is responder.
			for _, m := range ms {
				if m.Side != "system" || m.Seat == bridge.East || m.Seat == bridge.West {
					continue
				}
				if m.Status != engine.Defined {
					t.Fatalf("%s: %s is %s, want defined\n\t%s", ht.auction, m.Call.Symbol(), m.Status, enginetest.Describe(m))
				}
				switch {
				case m.Seat == bridge.South:
					enginetest.CheckHand(t, m, ht.responder, true)
				case m.Seat == bridge.North && ht.opener != "":
					enginetest.CheckHand(t, m, ht.opener, true)
				}
			}
			if !slices.ContainsFunc(ms, func(m engine.Meaning) bool { return p2Cites(m, ht.line) }) {
				t.Errorf("%s: no call of the sequence cites the table row (line %d)", ht.auction, ht.line)
			}
		})
	}
}

func p2Cites(m engine.Meaning, line int) bool {
	for _, r := range m.NotesRefs {
		if line >= r.Min && line <= r.Max {
			return true
		}
	}
	return false
}

// TestNTEdges checks hands just inside and just outside the stated ranges.
func TestNTEdges(t *testing.T) {
	sys := enginetest.Embedded(t, "brown")
	type p2edge struct {
		auction string
		hand    string
		ok      bool
	}
	for _, e := range []p2edge{
		// 2♦ transfer: 5+♥ (321)
		{"1N P 2D", "32.QJ987.432.432", true},
		{"1N P 2D", "432.QJ98.432.432", false},
		// 2♠: 6+♣, or 54+ in the minors (322)
		{"1N P 2S", "32.32.432.QJ9876", true},
		{"1N P 2S", "2.432.KQJ2.AKJ87", true},  // game forcing (322): 14 HCP
		{"1N P 2S", "2.432.QJ32.AKJ87", false}, // 54 in the minors but 11 HCP (322: at least game forcing)
		{"1N P 2S", "32.432.432.QJ987", false},
		// 3♣: 6+♦ (324)
		{"1N P 3C", "32.32.QJ9876.432", true},
		{"1N P 3C", "432.32.QJ987.432", false},
		// 3♥: invitational (11-12 opposite 12-14) with 6+♥ (325, 353)
		{"1N P 3H", "A3.KJ9876.K32.32", true},
		{"1N P 3H", "K32.KJ987.Q32.32", false},
		// 2♣;2♦-2♥: exactly 5♥4♠ (406)
		// 406 "invitational values": 11-12 opposite 12-14 (the module's inv)
		{"1N P 2C P 2D P 2H", "KJ32.KJ987.A2.32", true},  // 12 HCP
		{"1N P 2C P 2D P 2H", "KJ32.KJ987.J2.32", false}, // 9 HCP (below 11)
		{"1N P 2C P 2D P 2H", "KJ32.KJ987.A2.Q2", false}, // 14 HCP (game values)
		{"1N P 2C P 2D P 2H", "KJ932.KJ987.3.32", false},
		// opener's 2♦ denies a 4-card major (398)
		{"1N P 2C P 2D", p2opNoMajor, true},
		{"1N P 2C P 2D", p2opHearts, false},
		// opener's 2♠ denies four hearts (398)
		{"1N P 2C P 2S", p2opSpades, true},
		{"1N P 2C P 2S", p2opBoth, false},
		// 6.3.1.2: 3♥ shows exactly 3-card support
		{"1N P 2C P 2D P 3C P 3H", "AJ2.K32.QJ54.K32", true},
		{"1N P 2C P 2D P 3C P 3H", "AQ.K32.QJ54.K432", false},
		// 6.3.2: xx in the suit
		{"1N P 2D P 2H P 3H P 3N", p2opTwoH, true},
		{"1N P 2D P 2H P 3H P 3N", p2opThreeH, false},
		// 6.3.2 splinter: shortness in the bid suit
		{"1N P 2D P 2H P 3S", "3.AKJ876.AQ2.K32", true},
		{"1N P 2D P 2H P 3S", "32.AKJ876.AQ2.K3", false},
		// 6.3.3: 3♥ with heart shortness
		{"1N P 2S P 2N P 3H", "K32.3.A32.AKJ876", true},
		{"1N P 2S P 2N P 3H", "K32.32.A32.AKJ87", false},
		// 6.4.5: opener's pass denies a club stopper
		{"1N P 2C X P", "AQ2.KJ32.KQ32.32", true},
		{"1N P 2C X P", "AQ2.KJ3.Q432.K32", false},
		// 6.4.2.1: 3♠ 3+♠ with two hearts and no stopper
		{"1N 2D 3D P 3S", "K32.Q3.32.AKJ432", true},
		{"1N 2D 3D P 3S", "K32.Q3.A32.AKJ32", false},
		// 6.4.1: 2♣ natural or ♦+♥ / ♦+♠
		{"1N X 2C", "32.32.432.QJ9876", true},
		{"1N X 2C", "32.QJ98.QJ98.432", true},
		{"1N X 2C", "QJ98.QJ98.432.32", false},
		// 6.4.7: pass denies support
		{"1N P 2D X P", "AK32.Q3.KJ54.J32", true},
		{"1N P 2D X P", "AK2.Q32.KJ54.J32", false},
	} {
		m := enginetest.Last(t, sys, enginetest.Case{Auction: e.auction})
		if m.Status != engine.Defined {
			t.Errorf("%s: %s", e.auction, enginetest.Describe(m))
			continue
		}
		enginetest.CheckHand(t, m, e.hand, e.ok)
	}
	// [4 hcp] ranges, on the test system (top=12, low=9-11)
	p2 := loadPart2(t, "brown")
	for _, e := range []p2edge{
		{"1C P 1N P 2C P 2N", "K32.Q32.AJ54.Q32", true},  // 12
		{"1C P 1N P 2C P 2N", "K32.Q32.AJ54.J32", false}, // 11
		{"1C P 1N P 2C P 2D", "K32.Q32.AJ54.J32", true},  // 11
		{"1C P 1N P 2C P 2D", "K32.Q32.AJ54.Q32", false}, // 12
	} {
		enginetest.CheckHand(t, enginetest.Last(t, p2, enginetest.Case{Auction: e.auction}), e.hand, e.ok)
	}
}
