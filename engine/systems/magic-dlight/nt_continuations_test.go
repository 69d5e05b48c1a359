package magicdlight_test

import (
	"strings"
	"testing"

	"github.com/mdlint/mdlint/bidder"
	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/enginetest"
)

// Opener's hands for the continuations after 1NT (12-14 in 1st/2nd hand,
// 15-17 in 3rd/4th: opening table line 1447), balanced.
const (
	ntc12    = "AK5.Q84.J73.Q942" // 12 HCP, 3♥ 3♠: the lower part of 12-14
	ntc13    = "AK5.Q84.J73.K942" // 13 HCP, 3♥ 3♠: the upper part
	ntc14    = "AK5.Q84.Q73.K942" // 14 HCP
	ntc13xx  = "AK54.Q8.J73.K942" // 13 HCP, two hearts
	ntc14HS  = "AQ54.K432.Q3.K32" // 14 HCP, 4♠ 4♥ (2♥ over 2♣ may hold spades, 398)
	ntc14H   = "AQ5.K432.Q43.K32" // 14 HCP, 4♥ 3♠
	ntc13H   = "AK5.Q842.J7.K942" // 13 HCP, four hearts
	ntc12H   = "AK5.Q842.J7.Q942" // 12 HCP, four hearts
	ntc15    = "AK5.Q84.QJ3.K942" // 15 HCP: the lower part of 15-17
	ntc16    = "AK5.Q84.KJ3.K942" // 16 HCP: the upper part
	ntc12xxH = "AK54.Q8.J73.Q942" // 12 HCP, two hearts
	ntc13S33 = "AK5.Q84.J73.K942" // 13 HCP, 3♠ 3♥: spades preferred when equal
	ntc12H43 = "AK5.Q842.J73.Q94" // 12 HCP, 4♥ 3♠: hearts preferred
)

// TestNTContinuations: opener's answers to responder's invitations and
// choices of game after 1NT, and the 2NT module's. The notes give each
// invitation (and "opener chooses" after the 3NT of a five-card major) but
// not the answers; the system file's decision, written beside each line, is
// the common practice: accept with the upper part of the range, decline
// with the rest, and choose the 8-card major fit over 3NT. Each case cites
// the line of the invitation and has hands just inside and just outside.
func TestNTContinuations(t *testing.T) {
	sys := enginetest.Embedded(t, "brown")
	enginetest.Run(t, sys, []enginetest.Case{
		// 1N-2N invitational (323): 3N accepts with 13-14, pass with 12
		{Auction: "1N P 2N P 3N", Explanation: "accepts", Line: 323, HCP: enginetest.HCP(13, 14),
			Fits: []string{ntc13, ntc14}, Breaks: []string{ntc12}},
		{Auction: "1N P 2N P P", Explanation: "declines", Line: 323, Fits: []string{ntc12}, Breaks: []string{ntc13}},
		// the 15-17 no-trump of 3rd/4th hand: 16-17 accepts
		{Auction: "P P 1N P 2N P 3N", Explanation: "accepts", Line: 323, HCP: enginetest.HCP(16, 17),
			Fits: []string{ntc16}, Breaks: []string{ntc15}},
		// 1N-2♣;2♦-2N (408): no major to correct to, 3N with the upper part
		{Auction: "1N P 2C P 2D P 2N P 3N", Explanation: "accepts", Line: 408, Fits: []string{ntc13}, Breaks: []string{ntc12}},
		{Auction: "1N P 2C P 2D P 2N P P", Explanation: "declines", Line: 408, Fits: []string{ntc12}, Breaks: []string{ntc13}},
		// 1N-2♣;2♥-2N/3N shows four spades (with hearts responder raises,
		// 410); opener with four spades bids them (2♥ may hold them, 398)
		{Auction: "1N P 2C P 2H P 2N P 4S", Explanation: "four spades", Line: 408, Fits: []string{ntc14HS}, Breaks: []string{ntc14H}},
		{Auction: "1N P 2C P 2H P 2N P 3N", Explanation: "accepts", Line: 408, Fits: []string{ntc14H}, Breaks: []string{ntc14HS}},
		{Auction: "1N P 2C P 2H P 3N P 4S", Explanation: "corrects to the 4-4 fit", Line: 408, Fits: []string{ntc14HS}, Breaks: []string{ntc14H}},
		// the invitational raise (410): 4♥ accepts, pass declines
		{Auction: "1N P 2C P 2H P 3H P 4H", Explanation: "accepts", Line: 410, Fits: []string{ntc13H}, Breaks: []string{ntc12H}},
		{Auction: "1N P 2C P 2H P 3H P P", Explanation: "declines", Line: 410, Fits: []string{ntc12H}, Breaks: []string{ntc13H}},
		// 1N-2♣;2♦-2♥ invitational 5♥4♠ (406)
		{Auction: "1N P 2C P 2D P 2H P 4H", Explanation: "accepts", Line: 406, Fits: []string{ntc13}, Breaks: []string{ntc12, ntc13xx}},
		{Auction: "1N P 2C P 2D P 2H P 3N", Explanation: "accepts", Line: 406, Fits: []string{"AK5.Q8.J873.K942"}, Breaks: []string{ntc13}},
		// 1N-2♣;2♦-3♥ game forcing, suit-oriented (411): 4♥ with three,
		// 3N without a fit (390)
		{Auction: "1N P 2C P 2D P 3H P 4H", Explanation: "support", Line: 411, Fits: []string{ntc13}, Breaks: []string{"AK5.Q8.QJ73.K942"}},
		{Auction: "1N P 2C P 2D P 3H P 3N", Explanation: "no fit", Line: 390, Fits: []string{"AK5.Q8.J873.K942"}, Breaks: []string{ntc13}},
		// 1N-2♦;2♥-2N invitational with five hearts (446, 352): strain by
		// opener's hearts, level by his range
		{Auction: "1N P 2D P 2H P 2N P 3H", Explanation: "declines in hearts", Line: 446, Fits: []string{ntc12}, Breaks: []string{ntc13, ntc12xxH}},
		{Auction: "1N P 2D P 2H P 2N P 4H", Explanation: "accepts in hearts", Line: 446, Fits: []string{ntc13}, Breaks: []string{ntc12, ntc13xx}},
		{Auction: "1N P 2D P 2H P 2N P 3N", Explanation: "accepts", Line: 446, Fits: []string{ntc13xx}, Breaks: []string{ntc13, ntc12xxH}},
		{Auction: "1N P 2D P 2H P 2N P P", Explanation: "declines", Line: 446, Fits: []string{ntc12xxH}, Breaks: []string{ntc12, ntc13xx}},
		// 1N-2♦;2♥-3N: "opener chooses" (364, 446): 4♥ with the 5-3 fit
		{Auction: "1N P 2D P 2H P 3N P 4H", Explanation: "corrects to the heart fit", Line: 364, Fits: []string{ntc13, ntc12}, Breaks: []string{ntc13xx}},
		{Auction: "1N P 2D P 2H P 3N P P", Explanation: "plays 3NT", Line: 364, Fits: []string{ntc13xx}, Breaks: []string{ntc13}},
		{Auction: "1N P 2H P 2S P 3N P 4S", Explanation: "corrects to the spade fit", Line: 364, Fits: []string{ntc13}, Breaks: []string{"AK.Q843.J73.K942"}},
		// 1N-2♥;2♠-3♥ invitational 5♠5♥ (448): the longer major, spades when equal
		{Auction: "1N P 2H P 2S P 3H P 3S", Explanation: "prefers spades", Line: 448, Fits: []string{ntc12}, Breaks: []string{ntc13S33, ntc12H43}},
		{Auction: "1N P 2H P 2S P 3H P P", Explanation: "prefers hearts", Line: 448, Fits: []string{ntc12H43}, Breaks: []string{ntc12}},
		// 1N-2♦;2♥-4N natural slam try with five hearts (454)
		{Auction: "1N P 2D P 2H P 4N P 6H", Explanation: "accepts in hearts", Line: 454, Fits: []string{ntc14}, Breaks: []string{ntc12}},
		{Auction: "1N P 2D P 2H P 4N P P", Explanation: "declines", Line: 454, Fits: []string{ntc12}, Breaks: []string{ntc14}},
		// 1N-4N natural slam try (329): 6N with the upper part
		{Auction: "1N P 4N P 6N", Explanation: "accepts", Line: 329, HCP: enginetest.HCP(13, 14), Fits: []string{ntc14}, Breaks: []string{ntc12}},
		{Auction: "1N P 4N P P", Explanation: "declines", Line: 329, Fits: []string{ntc12}, Breaks: []string{ntc13}},
		// 1N-3♥ invitational with six hearts (325)
		{Auction: "1N P 3H P 4H", Explanation: "accepts", Line: 325, Fits: []string{ntc13}, Breaks: []string{ntc12}},
		// the splinter slam try (386): 4♥ is opener's signoff
		{Auction: "1N P 2D P 2H P 4C P 4H", Explanation: "no slam interest", Line: 386},
		// opener's maximum raise (442): responder may bid game
		{Auction: "1N P 2D P 3H P 4H", Explanation: "to play", Line: 442},
		// strength: Stayman, 2N, the natural 4N and the control-bids carry
		// the HCP of an invitation, a game force or a slam try opposite 12-14
		{Auction: "1N P 2C", Line: 316, Fits: []string{"KJ32.Q32.K32.Q32", "AK32.Q32.K32.Q32", "T842.9753.Q9843."}, Breaks: []string{"KJ32.Q32.K32.J32", "KJ3.Q32.K432.Q32"}},
		{Auction: "1N P 2N", Line: 323, HCP: enginetest.HCP(11, 12), Fits: []string{"KJ3.Q32.K432.Q32"}, Breaks: []string{"KJ3.Q32.K432.J32", "AJ3.Q32.K432.K32", "K3.KJ987.Q32.Q32"}},
		{Auction: "1N P 4N", Line: 329, HCP: enginetest.HCP(19, 37), Fits: []string{"QJ3.AK9.AQ85.QJ3"}, Breaks: []string{"QJ3.AK9.KQ85.QJ3"}},
		{Auction: "1N P 2C P 2H P 4C", Explanation: "control-bid", Line: 412, Fits: []string{"A3.KQJ4.AK32.Q32"}, Breaks: []string{"Q3.KJ54.K432.Q32"}},
		{Auction: "1H P 2S", Explanation: "signoff", Line: 790, HCP: enginetest.HCP(0, 13), Fits: []string{"KJ765.3.Q984.962"}, Breaks: []string{"AKJ76.3.KQ84.Q62"}},
		// the 2N module (1503-1506): raise with support, complete the
		// transfer, accept the natural 4N with the upper part of 10-11
		{Auction: "1C 2C 2N P 3H P 4H", Explanation: "support", Line: 1503, Fits: []string{"K5.Q84.J732.Q942"}, Breaks: []string{"K54.Q8.J732.Q942"}},
		{Auction: "1C 2C 2N P 4C P 4H", Explanation: "completes the transfer", Line: 1504},
		{Auction: "1C 2C 2N P 4N P 6N", Explanation: "accepts", Line: 1506, HCP: enginetest.HCP(11, 11)},
	})
}

// TestNTContinuationsBidder: the bidder follows the notes' choice of game
// after 1NT: with an 8-card major fit opener does not leave responder's
// 3NT (364, 408), and he accepts or declines an invitation by his range.
func TestNTContinuationsBidder(t *testing.T) {
	b := bidder.New(enginetest.Embedded(t, "brown"))
	for _, tc := range []struct {
		name, deal, want string
		line             int
	}{
		// 5♥332 game values: 1N-2♦;2♥-3N, opener with three hearts bids 4♥
		// (a 12-count: with the upper part, 13-14, he would make the
		// positive bid of 442 instead of completing the transfer)
		{"3N corrected to the 5-3 heart fit", "N:AK5.Q84.J73.Q942 - QJ.AJT95.AK6.J53 -", "1N P 2D P 2H P 3N P 4H P P P", 364},
		// the same with two hearts: 3N stands
		{"3N with two hearts", "N:AK54.Q8.J73.K942 - QJ.AJT95.AK6.J53 -", "1N P 2D P 2H P 3N P P P", 364},
		// 5♠ 5-3-3-2 game values after 1N-2♥;2♠: opener with three spades
		{"3N corrected to the 5-3 spade fit", "N:AK5.Q84.J73.Q942 - QJT96.AJ5.AK6.53 -", "1N P 2H P 2S P 3N P 4S P P P", 364},
		// the invitation with five hearts (446): opener with 12 and three
		// hearts declines in hearts, with 13 and three hearts accepts
		{"2N declined in hearts", "N:AK5.Q84.J73.Q942 - 32.KJT95.K65.AJ3 -", "1N P 2D P 2H P 2N P 3H P P P", 446},
		// with 13 (the upper part) and three hearts opener makes the
		// positive bid in his four-card club suit (442); responder, with
		// invitational values opposite a maximum, bids game
		{"maximum with three hearts: the positive bid", "N:AK5.Q84.J73.K942 - 32.KJT95.K65.AJ3 -", "1N P 2D P 3C P 4H P P P", 442},
		// the same with a weak responder: the 3♥ signoff of 442
		{"positive bid, weak responder signs off", "N:AK5.Q84.J73.K942 - 32.KJT95.865.T63 -", "1N P 2D P 3C P 3H P P P", 442},
		// strength (the nt module's inv, game and slam: 25 and 33 HCP
		// together): a balanced 11 without a major invites with 2N, not
		// Stayman (316-319: Stayman's balanced hands are game forcing)
		{"2N accepted", "N:AK5.Q84.J73.K942 - QJ3.K92.Q865.QJ3 -", "1N P 2N P 3N P P P", 323},
		{"2N declined", "N:AK5.Q84.J73.Q942 - QJ3.K92.Q865.KJ3 -", "1N P 2N P P P", 323},
		// a balanced 19 makes the natural slam try, accepted with 13
		{"4N slam try accepted", "N:AK5.Q84.J73.K942 - QJ3.AK9.AQ85.QJ3 -", "1N P 4N P 6N P P P", 329},
		// 1♥ (8-11): a weak hand with spades signs off in 2♠ (790); the
		// forcing 1♠ keeps the hands that may reach game
		{"weak spades sign off", "N:A3.KQ874.J72.T85 - KJ765.3.Q984.962 -", "1H P 2S P P P", 790},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, _, err := bridge.ParseDealPBN(tc.deal)
			if err != nil {
				t.Fatal(err)
			}
			c, err := b.Complete(engine.Auction{}, d, engine.SideNS, nil)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, call := range c.Auction.Calls {
				got = append(got, call.Short())
			}
			if s := strings.Join(got, " "); s != tc.want {
				t.Errorf("notes line %d: the bidder bid %q, want %q", tc.line, s, tc.want)
			}
		})
	}
}

// TestChoiceOfGame: the game bids the notes imply after a game-forcing
// call of another opening: opener's signoff over the cue-bid raise over 3M
// (899) and responder's games after the 2NT opening's answers (1567-1570).
func TestChoiceOfGame(t *testing.T) {
	sys := enginetest.Embedded(t, "brown")
	enginetest.Run(t, sys, []enginetest.Case{
		{Auction: "1H 3C 4C P 4H", Explanation: "signs off in game", Line: 899},
		{Auction: "1S 3H 4H P 4S", Explanation: "signs off in game", Line: 899},
		{Auction: "1H 3S 4S P 5H", Explanation: "signs off in game", Line: 899}, // 4♥ is below the cue-bid
		{Auction: "2N P 3C P 3S P 5D", Explanation: "to play", Line: 1569},
		{Auction: "2N P 3C P 3N P 4S", Explanation: "to play", Line: 1570},
		{Auction: "2N P 3C P 3D P 4H", Explanation: "to play", Line: 1567},
	})
}
