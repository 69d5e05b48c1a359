package magicdlight_test

import (
	"testing"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/enginetest"
)

// integRun checks every case, with its Fits and Breaks hands, against the
// embedded Magic D-light system in the variant.
func integRun(t *testing.T, variant string, cases []enginetest.Case) {
	t.Helper()
	enginetest.Run(t, enginetest.Embedded(t, variant), cases)
}

var (
	integAll   = enginetest.HCP(0, 37)
	integTrue  = enginetest.True
	integFalse = enginetest.False
)

// TestIntegOpenThree: the 3x openings pass their suit to open-three (part 2's
// request), so the control-bids of change log 1429 (3♣-4♦, 3♦/♥/♠-4♣) are
// given after the opening, after 1♣-3x (17.1, 998) and after 1♣-1♦;3x
// (17.2.1, 1007).
func TestIntegOpenThree(t *testing.T) {
	integRun(t, "brown", []enginetest.Case{
		{Auction: "3H P 4C", Explanation: "control-bid, ♥ agreed", HCP: integAll, Line: 1429,
			Convention: "control-bid", Artificial: integTrue, Forcing: engine.ForcingOneRound},
		{Auction: "3S P 4C", Explanation: "control-bid, ♠ agreed", HCP: integAll, Line: 1429},
		{Auction: "3C P 4D", Explanation: "control-bid, ♣ agreed", HCP: integAll, Line: 1429},
		{Name: "3D 4C", Auction: "P 3D P 4C", Explanation: "control-bid, ♦ agreed", HCP: integAll, Line: 1429},
		{Name: "1C-3H 4C", Auction: "1C P 3H P 4C", Explanation: "control-bid, ♥ agreed", HCP: integAll, Line: 1429},
		{Name: "1C-1D;3S-4C", Auction: "1C P 1D P 3S P 4C", Explanation: "control-bid, ♠ agreed", HCP: integAll, Line: 1429},
		// 3♣-4♣ is not a control-bid (4♦ is): it is the natural raise (decision
		// beside the line: the raise of a pre-empt is to play, 1453).
		{Name: "3C 4C raise", Auction: "3C P 4C", Explanation: "raise", Artificial: integFalse, Forcing: engine.ForcingNone, Line: 1453},
	})
}

// TestIntegOneClubNT: 1♣-1N mounts nt(R=9-12, under30, fourpoint, top=12,
// low=9-11, oneclub) (part 2's request): 2♣-2N is the upper third (1015,
// 402), the other rebids the lower two-thirds, and 2♠/2N over the transfers
// are natural with two cards (444).
func TestIntegOneClubNT(t *testing.T) {
	integRun(t, "brown", []enginetest.Case{
		{Auction: "1C P 1N P 2C P 2N", Explanation: "top third", HCP: enginetest.HCP(12, 12), Line: 402,
			Fits: []string{"K52.Q52.KJ52.K52"}, Breaks: []string{"K52.Q52.QJ52.K52"}},
		{Auction: "1C P 1N P 2C P 2D", Explanation: "no 4-card major", HCP: enginetest.HCP(9, 11), Line: 398,
			Fits: []string{"K52.Q52.QJ52.K52"}, Breaks: []string{"K52.Q52.KJ52.K52"}},
		{Auction: "1C P 1N P 2C P 2H", Explanation: "4+♥", HCP: enginetest.HCP(9, 11), Line: 398},
		{Auction: "1C P 1N P 2D P 2S", Explanation: "exactly two hearts", HCP: integAll, Line: 444,
			Lengths: map[bridge.Suit][2]int{bridge.Hearts: {2, 2}}, Forcing: engine.ForcingNone},
		{Auction: "1C P 1N P 2H P 2N", Explanation: "exactly two ♠", HCP: integAll, Line: 444},
		// without oneclub (1N opening) 2♠ over 2♦ is the positive bid with 3-card support (442)
		{Name: "1N-2D;2S not oneclub", Auction: "1N P 2D P 2S", Explanation: "3-card ♥ support", HCP: enginetest.HCP(13, 14), Line: 442},
	})
}

// TestIntegStrongNT: the 15-17 and 18-20 no-trumps mount nt with `strong`
// (part 2's request), so 6.3.1 Note 1 (line 400) gives responder's
// 3-level bids after 1N-2♣;2♦; the 12-14 1N keeps the ordinary meanings.
// Each is game forcing, so it shows the mount's game values (25 HCP
// together): 10+ opposite 15-17, 9+ opposite 16-17, 7+ opposite 18-20,
// 13+ opposite 12-14.
func TestIntegStrongNT(t *testing.T) {
	integRun(t, "brown", []enginetest.Case{
		{Name: "3rd-hand 1N", Auction: "P P 1N P 2C P 2D P 3C", Explanation: "5♥3♠", HCP: enginetest.HCP(10, 37), Line: 400,
			Artificial: integTrue, Forcing: engine.ForcingGame},
		{Name: "1C-1D;1N", Auction: "1C P 1D P 1N P 2C P 2D P 3D", Explanation: "5♠3♥", HCP: enginetest.HCP(10, 37), Line: 400},
		{Name: "1C-(P)-1D-(X);1N", Auction: "1C P 1D X 1N P 2C P 2D P 3H", Explanation: "5♥2♠", HCP: enginetest.HCP(9, 37), Line: 400},
		{Name: "1C-(1H)-X;1N", Auction: "1C 1H X P 1N P 2C P 2D P 3C", Explanation: "5♥3♠", HCP: enginetest.HCP(10, 37), Line: 400},
		{Name: "1D-1H;1N", Auction: "1D P 1H P 1N P 2C P 2D P 3H", Explanation: "5♥2♠", HCP: enginetest.HCP(7, 37), Line: 400,
			Forcing: engine.ForcingGame},
		{Name: "1D-(1H)-P-(P);1N", Auction: "1D 1H P P 1N P 2C P 2D P 3S", Explanation: "5♠2♥", HCP: enginetest.HCP(7, 37), Line: 400},
		{Name: "1D-(1S)-X;1N", Auction: "1D 1S X P 1N P 2C P 2D P 3C", Explanation: "5♥3♠", HCP: enginetest.HCP(7, 37), Line: 400},
		// 12-14: not strong, 3♣ is natural and game-forcing (409)
		{Name: "1st-hand 1N not strong", Auction: "1N P 2C P 2D P 3C", Explanation: "game forcing with 4+♣", HCP: enginetest.HCP(13, 37), Line: 409,
			Lengths: map[bridge.Suit][2]int{bridge.Clubs: {4, 13}}},
		// 1♦-1♥;1N keeps <30: 3♣ after 2♥ is invitational (298)
		{Name: "1D-1H;1N <30 after 2H", Auction: "1D P 1H P 1N P 2C P 2H P 3C", Explanation: "invitational", HCP: integAll, Line: 298},
	})
}

// TestIntegTS3m: ts3m is rule a) (shortness) by default; the mounts where
// the notes' examples say the suit bids are natural now pass `natural`
// (part 4's request): 1♦-1♠;2m-3m (282), 1♦-1N/2♣;2m-3m with
// `semisupport` (283) and (1X)-2m-3m after interference over 1♦ (284).
func TestIntegTS3m(t *testing.T) {
	integRun(t, "brown", []enginetest.Case{
		{Name: "1D-1S;2C-3C 3H", Auction: "1D P 1S P 2C P 3C P 3H", Explanation: "natural or showing a stopper", HCP: integAll, Line: 282,
			Artificial: integFalse,
			Fits:       []string{"A5.AJ52.K4.AQJ52", "A5.K52.AJ4.AQJ52"}},
		{Name: "1D-1S;2D-3D 3S", Auction: "1D P 1S P 2D P 3D P 3S", Explanation: "natural or showing a stopper", HCP: integAll, Line: 282},
		{Name: "1D-1N;2C-3C 3H", Auction: "1D P 1N P 2C P 3C P 3H", Explanation: "support or semi-support for ♥", HCP: integAll, Line: 283,
			Lengths: map[bridge.Suit][2]int{bridge.Hearts: {2, 13}},
			Fits:    []string{"AK52.Q5.K4.AQJ52"}, Breaks: []string{"AK52.5.KJ4.AQJ52"}},
		{Name: "1D-1N;2C-3C 3S", Auction: "1D P 1N P 2C P 3C P 3S", Explanation: "natural or showing a stopper", HCP: integAll, Line: 269},
		{Name: "1D-2C;2D-3D 3S", Auction: "1D P 2C P 2D P 3D P 3S", Explanation: "support or semi-support for ♠", HCP: integAll, Line: 283},
		{Name: "1D-2C;2D-3D 3H", Auction: "1D P 2C P 2D P 3D P 3H", Explanation: "natural or showing a stopper", HCP: integAll, Line: 269},
		{Name: "1D-(1H)-2C-3C 3S", Auction: "1D 1H 2C P 3C P 3S", Explanation: "natural or semi-natural try", HCP: integAll, Line: 284},
		{Name: "1D-(X)-2D-3D 3H", Auction: "1D X 2D P 3D P 3H", Explanation: "natural or semi-natural try", HCP: integAll, Line: 284},
		{Name: "1D-(1H)-2C-3C 4N", Auction: "1D 1H 2C P 3C P 4N", Explanation: "RKCB", HCP: integAll, Line: 596},
		// rule a) stays where the notes' examples say shortness: 2m-3m (275), 1♦-2♦;3♣ (278)
		{Name: "2C-3C 3H shortness", Auction: "2C P 3C P 3H", Explanation: "shortness in ♥", HCP: integAll, Line: 267,
			Lengths: map[bridge.Suit][2]int{bridge.Hearts: {0, 1}}},
		{Name: "1D-2D;3C 3H shortness", Auction: "1D P 2D P 3C P 3H", Explanation: "shortness in ♥", HCP: integAll, Line: 267},
	})
}

// TestIntegGeneralRules: after 1♦-1N/2♣;2M part 3 passes `generalrules` to
// ts2M (part 4's request; notes 140, 186, change log 1414): the Romex relay
// and the natural suits stay (1414), 3N/3M/4M follow 18.2 (1095-1097).
func TestIntegGeneralRules(t *testing.T) {
	integRun(t, "brown", []enginetest.Case{
		{Auction: "1D P 1N P 2H P 3N", Explanation: "11-13 HCP with support, no shortness", HCP: enginetest.HCP(11, 13), Line: 186,
			Fits: []string{"K54.Q52.KJ62.Q54"}, Breaks: []string{"K54.Q52.KJ7632.Q"}},
		{Auction: "1D P 1N P 2H P 3H", Explanation: "8-10 or 14+", HCP: enginetest.HCP(8, 37), Line: 1097,
			Fits: []string{"K54.Q5432.J62.Q5"}, Breaks: []string{"K54.Q5432.KJ2.Q5"}},
		{Auction: "1D P 2C P 2S P 4S", Explanation: "bad hand", HCP: integAll, Line: 1097, Forcing: engine.ForcingNone},
		{Auction: "1D P 1N P 2H P 2S", Explanation: "Romex relay", HCP: integAll, Line: 1414, Convention: "Romex"},
		{Auction: "1D P 2C P 2S P 3C", Explanation: "natural: ♣ suit", HCP: integAll, Line: 182},
	})
}

// TestIntegAuditAdditions: calls the undefined-call audit of the corpus
// found undefined where the notes do give a meaning (integration, see
// README.md "Integration decisions").
func TestIntegAuditAdditions(t *testing.T) {
	spades := func(min, max int) map[bridge.Suit][2]int { return map[bridge.Suit][2]int{bridge.Spades: {min, max}} }
	hearts := func(min, max int) map[bridge.Suit][2]int { return map[bridge.Suit][2]int{bridge.Hearts: {min, max}} }
	integRun(t, "brown", []enginetest.Case{
		// 10.3.1 (808): fourth suit forcing after 1♥-1♠;2m
		{Auction: "1H P 1S P 2C P 2D", Explanation: "fourth suit forcing", HCP: integAll, Line: 808,
			Artificial: integTrue, Forcing: engine.ForcingOneRound, Convention: "fourth suit forcing"},
		{Auction: "1C P 1D P 1H P 1S P 2D P 3C", Explanation: "fourth suit forcing", HCP: integAll, Line: 808},
		// 5.1.1 (134): 3N and 4M are signoffs in the TS2M sequences
		{Auction: "1H P 1S P 2S P 2N P 3N", Explanation: "to play", HCP: integAll, Line: 134, Forcing: engine.ForcingNone},
		{Auction: "1H P 1S P 2S P 3S P 4S", Explanation: "to play", HCP: integAll, Line: 134},
		{Auction: "1C P 1D P 1H P 1S P 2S P 3D P 3N", Explanation: "to play", HCP: integAll, Line: 134},
		{Auction: "1H P 2H P 2N P 4H", Explanation: "to play", HCP: integAll, Line: 134},
		// but 1♥-1♠;2♠-3♥ keeps its own answers (174): 3N is 5+♦
		{Auction: "1H P 1S P 2S P 3H P 3N", Explanation: "5+♦", HCP: integAll, Line: 174},
		// 10.4.2.2 (895, 899) over the jump overcalls of 10.4.3
		{Auction: "1S 3H 3S", Explanation: "single raise", HCP: integAll, Line: 895, Lengths: spades(3, 13)},
		{Auction: "1S 3H 4S", Explanation: "jump raise: pre-emptive", HCP: integAll, Line: 895, Lengths: spades(4, 13),
			Fits: []string{"K542.5.Q8742.J52"}, Breaks: []string{"K54.52.Q8742.J52"}},
		{Auction: "1S 3H 4H", Explanation: "cue-bid over 3M", HCP: integAll, Line: 899,
			Artificial: integTrue, Forcing: engine.ForcingGame},
		{Auction: "1H 3S 4H", Explanation: "single raise", HCP: integAll, Line: 895, Lengths: hearts(3, 13)},
		{Auction: "1H 3C 4H", Explanation: "jump raise: pre-emptive", HCP: integAll, Line: 895},
		{Auction: "1H 2S 4H", Explanation: "jump raise over the jump overcall", HCP: integAll, Line: 895},
		// 6.3.1 (410): the raise to game and the acceptance of the invitational raise
		{Auction: "1N P 2C P 2H P 4H", Explanation: "raise to game, to play", HCP: integAll, Line: 410,
			Lengths: hearts(4, 13), Forcing: engine.ForcingNone},
		{Auction: "1N P 2C P 2S P 3S P 4S", Explanation: "accepts the invitation", HCP: enginetest.HCP(13, 14), Line: 410}, // the upper part of 12-14 accepts
		// 6.3.3 (458): 2♠ is a transfer, and opener answers as if it were a club invitation
		{Auction: "1N P 2S P 2N", Explanation: "maximum: accepts, reading 2♠ as a club invitation", HCP: enginetest.HCP(13, 14), Line: 458,
			Artificial: integTrue, Forcing: engine.ForcingOneRound},
		{Auction: "1N P 2S P 3C", Explanation: "minimum: rejects, reading 2♠ as a club invitation", HCP: enginetest.HCP(12, 12), Line: 458, Forcing: engine.ForcingNone},
		{Name: "1N-2C;2H-4S still a control-bid", Auction: "1N P 2C P 2H P 4S", Explanation: "control-bid", HCP: enginetest.HCP(19, 37), Line: 412}, // a slam try opposite 12-14: 33 HCP together with the maximum
		// 18.11 (1349, 1357): the jump shift applies at any level
		{Auction: "1D 3H 4S", Explanation: "jump shift", HCP: enginetest.HCP(3, 5), Line: 1357, Lengths: spades(6, 13),
			Fits: []string{"KT98742.5.Q87.52"}, Breaks: []string{"KJ98742.5.Q87.A2"}},
		{Auction: "1D 3C 4H", Explanation: "jump shift", HCP: enginetest.HCP(3, 5), Line: 1357},
		// the notes are silent: still undefined (10.3.1 lists no 3N rebid; 10.3.1.3 no 3N)
		{Name: "1H-1S;3N undefined", Auction: "1H P 1S P 3N", Status: engine.Undefined},
		{Name: "1H-1S;2N-3N undefined", Auction: "1H P 1S P 2N P 3N", Status: engine.Undefined},
	})
}
