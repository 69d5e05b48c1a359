package magicdlight_test

import (
	"testing"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/enginetest"
)

// TestNTModuleStrength: the line-by-line reading of the 1NT module (chapter
// 6) gave each invitational and game-forcing continuation the strength its
// name promises, in the module's own numbers (the `inv`, `game`, `weak`,
// `upper` and `lower` arguments: 25 HCP together for game). Opposite the
// 12-14 1NT of 1st/2nd hand (opening table line 1447): an invitation is
// 11-12, game values 13+, a weak hand 0-10; opener's maximum 13-14, his
// minimum 12. Each case cites the notes' line of the call, with hands just
// inside and just outside each limit.
func TestNTModuleStrength(t *testing.T) {
	sys := enginetest.Embedded(t, "brown")
	inv, game, weak := enginetest.HCP(11, 12), enginetest.HCP(13, 37), enginetest.HCP(0, 10)
	enginetest.Run(t, sys, []enginetest.Case{
		// 1N-2♣;2♦-2♥/2♠: "invitational values with 54 in the majors" (406)
		{Auction: "1N P 2C P 2D P 2S", Explanation: "invitational, 5♠4♥", HCP: inv, Line: 406,
			Fits:   []string{"KJ987.KJ32.A2.32", "KJ987.KJ32.Q2.J2"},  // 12, 11 HCP
			Breaks: []string{"KJ987.KJ32.J2.32", "KJ987.KJ32.A2.Q2"}}, // 9, 14 HCP
		// 2/3N "natural with at least one 4-card major" (408): after 2♦
		// either major, strength by the level
		{Auction: "1N P 2C P 2D P 2N", Explanation: "invitational", HCP: inv, Line: 408,
			Fits:   []string{"K32.KJ32.Q32.Q32"},                      // 11 HCP, 4♥
			Breaks: []string{"K32.KJ32.J32.Q32", "K32.KJ32.A32.Q32"}}, // 10, 13 HCP
		{Auction: "1N P 2C P 2D P 3N", Explanation: "to play", HCP: game, Line: 408,
			Fits:   []string{"K32.KJ32.A32.Q32"},  // 13 HCP
			Breaks: []string{"K32.KJ32.K32.Q32"}}, // 12 HCP
		// over 2♥ responder raises with four hearts (410), so 2N and 3N
		// show four spades; over 2♠ four hearts
		{Auction: "1N P 2C P 2H P 2N", Explanation: "four spades (no four hearts)", HCP: inv, Line: 408,
			Lengths: map[bridge.Suit][2]int{bridge.Spades: {4, 4}, bridge.Hearts: {0, 3}},
			Fits:    []string{"KJ32.K32.Q32.Q32"},                      // 11 HCP, 4♠ 3♥
			Breaks:  []string{"KJ32.KJ32.Q32.32", "KJ32.K32.J32.Q32"}}, // 4♥ as well; 10 HCP
		{Auction: "1N P 2C P 2S P 2N", Explanation: "four hearts (no four spades)", HCP: inv, Line: 408,
			Fits:   []string{"K32.KJ32.Q32.Q32"},  // 11 HCP, 4♥ 3♠
			Breaks: []string{"KJ32.KJ32.Q32.32"}}, // four spades: raises
		{Auction: "1N P 2C P 2H P 3N", Explanation: "four spades (no four hearts)", HCP: game, Line: 408,
			Fits:   []string{"KJ32.K32.A32.Q32"},                      // 13 HCP
			Breaks: []string{"KJ32.K32.K32.Q32", "KJ32.KJ32.A32.Q2"}}, // 12 HCP; four hearts
		// 3♣/♦ "game-forcing with a 4+card suit" (409)
		{Auction: "1N P 2C P 2D P 3C", Explanation: "game forcing", HCP: game, Line: 409,
			Fits:   []string{"K32.KJ32.32.AQ32"},  // 13 HCP
			Breaks: []string{"K32.KJ32.32.KQ32"}}, // 12 HCP
		// 2♠ over 2♥ "game-forcing with 4+♠" (407)
		{Auction: "1N P 2C P 2H P 2S", Explanation: "game forcing", HCP: game, Line: 407, Forcing: engine.ForcingGame,
			Fits:   []string{"AJ32.32.KQ32.K32"},  // 13 HCP
			Breaks: []string{"AJ32.32.KQ32.Q32"}}, // 12 HCP
		// 3♥/♠ (raise) "invitational" (410)
		{Auction: "1N P 2C P 2H P 3H", Explanation: "raise, invitational", HCP: inv, Line: 410,
			Fits:   []string{"K32.KJ32.Q32.Q32"},                      // 11 HCP
			Breaks: []string{"K32.KJ32.J32.Q32", "K32.KJ32.A32.Q32"}}, // 10, 13 HCP
		// 3♥/♠ (new suit) "game-forcing with 5-card suit" (411)
		{Auction: "1N P 2C P 2D P 3H", Explanation: "game forcing with a 5-card ♥ suit", HCP: game, Line: 411,
			Fits:   []string{"KJ32.AKJ87.J2.32"},  // 13 HCP
			Breaks: []string{"KJ32.AKJ87.32.32"}}, // 12 HCP
		// 6.3.2 (446): 2N invitational, 3N game with five hearts
		{Auction: "1N P 2D P 2H P 2N", Explanation: "invitational, five ♥", HCP: inv, Line: 446,
			Fits:   []string{"K3.KJ987.Q32.Q32"},  // 11 HCP
			Breaks: []string{"K3.KJ987.Q32.J32"}}, // 10 HCP
		{Auction: "1N P 2D P 2H P 3N", Explanation: "five ♥, balanced", HCP: game, Line: 446,
			Fits:   []string{"K3.KJ987.A32.Q32"},  // 13 HCP
			Breaks: []string{"K3.KJ987.K32.Q32"}}, // 12 HCP
		// the one-suited slam invitation (446, 384) is at least game values
		{Auction: "1N P 2D P 2H P 3H", Explanation: "slam invitation", HCP: game, Line: 446,
			Fits:   []string{"K3.AKJ987.K32.32"},  // 14 HCP
			Breaks: []string{"K3.QJ9876.K32.32"}}, // 9 HCP
		// the weak hand passes the completion (337)
		{Auction: "1N P 2D P 2H P P", Explanation: "weak", HCP: weak, Line: 337,
			Fits:   []string{"K3.KJ987.Q32.J32"},  // 10 HCP
			Breaks: []string{"K3.KJ987.Q32.Q32"}}, // 11 HCP: invites
		// opener's maximum over the transfer (442): the upper part, 13-14
		{Auction: "1N P 2D P 3H", Explanation: "maximum, 4-card support", HCP: enginetest.HCP(13, 14), Line: 442,
			Fits:   []string{"AK5.Q842.J7.K942"},  // 13 HCP
			Breaks: []string{"AK5.Q842.J7.Q942"}}, // 12 HCP
		{Auction: "1N P 2D P 3C", Explanation: "positive bid in ♣", HCP: enginetest.HCP(13, 14), Line: 442,
			Fits:   []string{"AK5.Q84.J73.K942"},  // 13 HCP
			Breaks: []string{"AK5.Q84.J73.Q942"}}, // 12 HCP
		// "responder can sign off in 3M" (442): with a weak hand; game with more
		{Auction: "1N P 2D P 3C P 3H", Explanation: "to play", HCP: weak, Line: 442,
			Fits:   []string{"32.KJT95.865.T63"},  // 4 HCP
			Breaks: []string{"32.KJT95.K65.AJ3"}}, // 12 HCP
		{Auction: "1N P 2D P 3H P P", Explanation: "weak", HCP: weak, Line: 442,
			Fits:   []string{"32.KJT95.865.T63"},
			Breaks: []string{"32.KJT95.K65.AJ3"}},
		// game over the maximum raise needs no more than shape: a nine-card
		// fit is known, so 4♥ carries no strength (decision beside the line)
		{Auction: "1N P 2D P 3H P 4H", Explanation: "to play", HCP: enginetest.HCP(0, 37), Line: 442,
			Fits: []string{"32.KJT95.K65.AJ3", "32.KJT95.865.A63"}},
		// 1N-2♠ (458): opener "bids an accepting 2N or a rejecting 3♣"
		{Auction: "1N P 2S P 2N", Explanation: "maximum: accepts", HCP: enginetest.HCP(13, 14), Line: 458,
			Fits:   []string{"AK5.Q84.J73.K942"},  // 13 HCP
			Breaks: []string{"AK5.Q84.J73.Q942"}}, // 12 HCP
		{Auction: "1N P 2S P 3C", Explanation: "minimum: rejects", HCP: enginetest.HCP(12, 12), Line: 458, Forcing: engine.ForcingNone,
			Fits:   []string{"AK5.Q84.J73.Q942"},
			Breaks: []string{"AK5.Q84.J73.K942"}},
		// the weak club hand: 2N-3♣ (341), 3♣-P with weak or invitational (343, 354)
		{Auction: "1N P 2S P 2N P 3C", Explanation: "weak", HCP: weak, Line: 341,
			Fits:   []string{"32.Q32.32.KJ8765"},  // 6 HCP
			Breaks: []string{"32.A32.K2.KQ8765"}}, // 12 HCP
		{Auction: "1N P 2S P 3C P P", Explanation: "weak or invitational", HCP: enginetest.HCP(0, 12), Line: 343,
			Fits:   []string{"32.A32.K2.KQ8765"},  // 12 HCP
			Breaks: []string{"32.A32.A2.KQ8765"}}, // 13 HCP: game values
		// responder's game-forcing rebids (460, 372)
		{Auction: "1N P 2S P 2N P 3D", Explanation: "54+ in the minors", HCP: game, Line: 460,
			Fits:   []string{"3.A2.KQ876.A8765"},  // 13 HCP
			Breaks: []string{"3.A2.KQ876.K8765"}}, // 12 HCP
		{Auction: "1N P 2S P 3C P 3H", Explanation: "shortness in ♥", HCP: game, Line: 460,
			Fits:   []string{"K32.2.AQ2.KJ8765"},  // 13 HCP
			Breaks: []string{"K32.2.Q32.KJ8765"}}, // 9 HCP
		// "3N over 3♣ is non-forcing with diamond shortness" (460): game values
		{Auction: "1N P 2S P 3C P 3N", Explanation: "non-forcing", HCP: game, Line: 460,
			Fits:   []string{"K32.AQ2.2.KJ8765"},  // 13 HCP
			Breaks: []string{"K32.Q32.2.KJ8765"}}, // 9 HCP
		// 1N-3♣;3♦ (466-468)
		{Auction: "1N P 3C P 3D P P", Explanation: "weak", HCP: weak, Line: 347,
			Fits:   []string{"32.32.KJ8765.Q32"},  // 6 HCP
			Breaks: []string{"32.A2.KQJ765.K32"}}, // 13 HCP
		{Auction: "1N P 3C P 3D P 3H", Explanation: "shortness in ♥", HCP: game, Line: 468,
			Fits:   []string{"K32.2.KJ8765.AQ2"},  // 13 HCP
			Breaks: []string{"K32.2.KJ8765.Q32"}}, // 9 HCP
	})
}

// TestNTTwoSpadeContinuations: opener's answers after 1N-2♠-2N/3♣ and
// responder's game-forcing rebid (460), and after 1N-3♣-3♦ and responder's
// shortness (468). The notes give responder's rebids and no answers; the
// system file's decision, beside each line: opener shows a major stopper
// up the line over 3♦ (54+ minors), bids 3N with a stopper in the short
// suit, raises the minor at the four-level with slam interest, and plays
// five of the minor without a stopper.
func TestNTTwoSpadeContinuations(t *testing.T) {
	sys := enginetest.Embedded(t, "brown")
	enginetest.Run(t, sys, []enginetest.Case{
		// over 3♦ (54+ in the minors)
		{Auction: "1N P 2S P 2N P 3D P 3H", Explanation: "a ♥ stopper, no ♠ stopper", Line: 460,
			Artificial: enginetest.True, Forcing: engine.ForcingGame,
			Fits:   []string{"873.AQ4.KJ3.K942"},                      // ♥AQx, ♠xxx
			Breaks: []string{"K73.AQ4.J73.K942", "873.984.AKJ3.K94"}}, // both stopped; no ♥ stopper
		{Auction: "1N P 2S P 3C P 3D P 3S", Explanation: "a ♠ stopper, no ♥ stopper", Line: 460,
			Fits:   []string{"AQ4.873.KJ3.Q942"},
			Breaks: []string{"AQ4.K73.J73.Q942"}},
		{Auction: "1N P 2S P 2N P 3D P 3N", Explanation: "both majors stopped", Line: 460,
			Fits:   []string{"K73.AQ4.J73.K942"},
			Breaks: []string{"873.AQ4.KJ3.K942"}},
		{Auction: "1N P 2S P 2N P 3D P 4C", Explanation: "slam interest", Line: 460, Forcing: engine.ForcingOneRound,
			Fits:   []string{"873.AQ4.K3.KQ942"},
			Breaks: []string{"873.AQ4.KJ73.K94"}}, // three clubs
		{Auction: "1N P 2S P 3C P 3D P 5D", Explanation: "to play", Line: 460, Forcing: engine.ForcingNone,
			Fits:   []string{"873.984.AKJ3.KQ9"},
			Breaks: []string{"8743.984.AK.KQ93"}}, // two diamonds
		// over 3♥/3♠ (6+♣, shortness)
		{Auction: "1N P 2S P 2N P 3H P 3N", Explanation: "a ♥ stopper", Line: 460,
			Fits:   []string{"873.AQ4.KJ3.K942"},
			Breaks: []string{"AK73.984.KJ3.Q94"}},
		{Auction: "1N P 2S P 3C P 3S P 4C", Explanation: "♣ support, slam interest", Line: 460, Forcing: engine.ForcingOneRound,
			Fits:   []string{"873.AQ4.KJ32.K94"},
			Breaks: []string{"8743.AQ4.KJ32.K9"}}, // two clubs
		{Auction: "1N P 2S P 3C P 3S P 5C", Explanation: "no ♠ stopper", Line: 460, Forcing: engine.ForcingNone,
			Fits:   []string{"873.AQ4.KJ3.K942"},
			Breaks: []string{"AQ4.873.KJ3.Q942"}},
		// 3♣-3N non-forcing with diamond shortness: pass with a ♦ stopper
		{Auction: "1N P 2S P 3C P 3N P P", Explanation: "a ♦ stopper", Line: 460,
			Fits:   []string{"873.AQ4.KJ3.K942"},
			Breaks: []string{"AK3.KQ4.873.Q942"}},
		{Auction: "1N P 2S P 3C P 3N P 5C", Explanation: "no ♦ stopper", Line: 460,
			Fits:   []string{"AK3.KQ4.873.Q942"},
			Breaks: []string{"873.AQ4.KJ3.K942"}},
		// 1N-3♣;3♦ and a shortness (468)
		{Auction: "1N P 3C P 3D P 3S P 3N", Explanation: "a ♠ stopper", Line: 468,
			Fits:   []string{"AQ4.873.K93.K942"},
			Breaks: []string{"873.AQ4.K93.K942"}},
		{Auction: "1N P 3C P 3D P 3H P 4D", Explanation: "♦ support, slam interest", Line: 468,
			Fits:   []string{"873.AQ4.K93.KQ42"},
			Breaks: []string{"8732.AQ4.K9.KQ42"}},
		{Auction: "1N P 3C P 3D P 3N P 5D", Explanation: "no ♣ stopper", Line: 468,
			Fits:   []string{"AK3.KQ4.Q932.873"},
			Breaks: []string{"873.AQ4.K93.K942"}},
	})
}
