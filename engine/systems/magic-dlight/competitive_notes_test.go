package magicdlight_test

import (
	"testing"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/enginetest"
)

// TestNegativeDoubleOfJumpOvercall checks opener's rebids after a double of
// a jump overcall of our 1♥/1♠ (10.4.3, 907: negative doubles through 3♦,
// the double of 1M-(3OM) balanced): the principles of 887 one level higher.
// Opener shows his longest suit (the major with 5+, another suit with 4+),
// jumps show better hands, and responder's new suits are then forcing (891).
func TestNegativeDoubleOfJumpOvercall(t *testing.T) {
	no := enginetest.False
	none, one := engine.ForcingNone, engine.ForcingOneRound
	atLeast := func(s bridge.Suit, lo int) map[bridge.Suit][2]int { return map[bridge.Suit][2]int{s: {lo, 13}} }
	cases := []enginetest.Case{
		{Auction: "1H 3C X P 3D", Explanation: "the longest suit after the major", Line: 887, Forcing: none, Alert: no, Lengths: atLeast(bridge.Diamonds, 4),
			Fits: []string{"2.KQ432.AJ32.432"}, Breaks: []string{"32.KQ432.AJ2.432"}},
		{Auction: "1H 3C X P 3S", Explanation: "does not promise five", Line: 887, Lengths: atLeast(bridge.Spades, 4)},
		{Auction: "1H 3C X P 3H", Explanation: "rebid of the major", Line: 887, Lengths: atLeast(bridge.Hearts, 5),
			Fits: []string{"32.KQ432.AJ2.432"}, Breaks: []string{"432.KQ43.AJ2.432"}},
		{Auction: "1H 3C X P 4D", Explanation: "better hand", Line: 887, Lengths: atLeast(bridge.Diamonds, 4)},
		{Auction: "1H 3C X P 4H", Explanation: "better hand", Line: 887, Lengths: atLeast(bridge.Hearts, 5)},
		{Auction: "1S 3D X P 4C", Explanation: "the longest suit after the major", Line: 887, Lengths: atLeast(bridge.Clubs, 4)},
		{Auction: "1S 3D X P 4H", Explanation: "better hand", Line: 887, Lengths: atLeast(bridge.Hearts, 4)},
		{Auction: "1H 3D X P 3N", Explanation: "otherwise unbiddable", Line: 889, Forcing: none},
		// 1M-(3OM)-X (907: balanced, no primary support): 3♠ over 1♠-(3♥) is
		// the cheapest rebid of the major, 4♠ the jump; over 1♥-(3♠) 4♥ is
		// the cheapest heart bid.
		{Auction: "1S 3H X P 3S", Explanation: "rebid of the major", Line: 887, Lengths: atLeast(bridge.Spades, 5),
			Fits: []string{"AQ432.2.K432.432"}, Breaks: []string{"AQ43.2.K5432.432"}},
		{Auction: "1S 3H X P 4S", Explanation: "better hand", Line: 887},
		{Auction: "1H 3S X P 4H", Explanation: "cheapest heart bid", Line: 887, Lengths: atLeast(bridge.Hearts, 5)},
		{Auction: "1H 3S X P 4D", Explanation: "the longest suit after the major", Line: 887},
		// 891 after the rebid: responder's new suit is forcing.
		{Auction: "1H 3C X P 3D P 3S", Explanation: "new suit: natural, forcing", Line: 891, Forcing: one},
		// The jump overcall 1♥-(2♠) (907): 3♥ is the cheapest rebid of the
		// major, 4♥ and 4♣/♦ the jumps with a better hand (887).
		{Auction: "1H 2S X P 3H", Explanation: "rebid of the major: 5+ cards (the longest suit)", Line: 887, Lengths: atLeast(bridge.Hearts, 5)},
		{Auction: "1H 2S X P 4H", Explanation: "better hand", Line: 887, Lengths: atLeast(bridge.Hearts, 5)},
		{Auction: "1H 2S X P 4C", Explanation: "better hand", Line: 887, Lengths: atLeast(bridge.Clubs, 4)},
		{Auction: "1H 2S X P 4C P 4D", Explanation: "new suit: natural, forcing", Line: 891, Forcing: one},
		// After a simple overcall the jump rebid of the major is the better hand.
		{Auction: "1H 1S X P 3H", Explanation: "jump rebid of the major: 5+ cards, better hand", Line: 887},
		// 887 after the double of their 1NT overcall (885: doubles of overcalls
		// are negative): the longest suit, jumps with a better hand.
		{Auction: "1H 1N X P 2C", Explanation: "the longest suit after the major", Line: 887, Lengths: atLeast(bridge.Clubs, 4)},
		{Auction: "1S 1N X P 3S", Explanation: "better hand", Line: 887, Lengths: atLeast(bridge.Spades, 5)},
		// 887's "2♠ does not promise five hearts" is 1♥'s; a 1♠ opener with
		// four hearts has five spades (703).
		{Auction: "1H 2C X P 2S", Explanation: "does not promise five ♥", Line: 887},
		{Auction: "1S 2C X P 2H", Explanation: "with five or more ♠", Line: 887},
		{Auction: "1S 3C X P 3H", Explanation: "with five or more ♠", Line: 887},
	}
	enginetest.Run(t, enginetest.Embedded(t, "brown"), cases)
}

// TestNTInterferenceCopiesAnswerInvitations checks that the 1NT module's
// copies after a double (6.4.5, 6.4.7: "all other bids are SysOn") carry
// the opener's answers to responder's invitations that the uninterrupted
// sequences have (406-410, 446-454): pass with the lower part of the
// range, accept with the upper part (12-14: 12 declines, 13-14 accepts),
// and only the answers the opener's shown support allows.
func TestNTInterferenceCopiesAnswerInvitations(t *testing.T) {
	hearts := func(lo, hi int) map[bridge.Suit][2]int { return map[bridge.Suit][2]int{bridge.Hearts: {lo, hi}} }
	cases := []enginetest.Case{
		// 1N-2♣-(X)-P-(P)-XX: opener answers Stayman as without the double.
		{Auction: "1N P 2C X P P XX P 2D P 2H P P", Explanation: "minimum: declines", Line: 406, HCP: enginetest.HCP(12, 12),
			Fits: []string{"KQ2.J32.KJ32.Q32"}, Breaks: []string{"KQ2.Q32.KJ32.Q32"}},
		{Auction: "1N P 2C X P P XX P 2D P 2N P 3N", Explanation: "maximum: accepts", Line: 408, HCP: enginetest.HCP(13, 14)},
		// 1N-2♣-(X)-2♦/2♥ (a club stopper, SysOn).
		{Auction: "1N P 2C X 2D P 2N P 3N", Explanation: "maximum: accepts", Line: 408, HCP: enginetest.HCP(13, 14)},
		{Auction: "1N P 2C X 2H P 2N P 4S", Explanation: "maximum with four spades", Line: 408, HCP: enginetest.HCP(13, 14)},
		{Auction: "1N P 2C X 2H P 3H P P", Explanation: "minimum: declines", Line: 410, HCP: enginetest.HCP(12, 12)},
		{Auction: "1N P 2C X 2D P 3H P 3N", Explanation: "no fit", Lengths: hearts(0, 2)},
		// 1N-2♦-(X): pass denies support (0-2♥), so the answers are the
		// no-fit ones; the completion shows 3+♥, so they are the fit ones.
		{Auction: "1N P 2D X P P 2N P 3N", Explanation: "maximum, two hearts: accepts", Line: 446, HCP: enginetest.HCP(13, 14), Lengths: hearts(2, 2)},
		{Auction: "1N P 2D X P P 2N P 3H", Status: engine.Undefined},
		{Auction: "1N P 2D X 2H P 2N P 4H", Explanation: "maximum, 3+♥: accepts in hearts", Line: 446, HCP: enginetest.HCP(13, 14), Lengths: hearts(3, 13)},
		{Auction: "1N P 2D X 2H P 2N P 3N", Status: engine.Undefined},
		{Auction: "1N P 2D X P P 4N P 6N", Explanation: "maximum, two hearts", Line: 454},
		{Auction: "1N P 2H X 2S P 3C P 3S", Explanation: "♠ support", Lengths: map[bridge.Suit][2]int{bridge.Spades: {3, 13}}},
	}
	enginetest.Run(t, enginetest.Embedded(t, "brown"), cases)
}

// TestFourAceBlackwoodPlaces checks 4-ace Blackwood where 9.3 (662-666)
// puts it and the system files had left 4NT undefined: directly over the
// 3NT and 4♣/4♦ openings (662), and after 1♣-1♦ and a suit bid with no
// trump agreed beyond opener's first rebid (666); not after the 1M opening
// and a new suit (the notes give no 4NT there).
func TestFourAceBlackwoodPlaces(t *testing.T) {
	yes := enginetest.True
	one := engine.ForcingOneRound
	bw := func(auction string, line int) enginetest.Case {
		return enginetest.Case{Auction: auction, Explanation: "4-ace Blackwood", Convention: "Blackwood", Line: line, Alert: yes, Forcing: one}
	}
	cases := []enginetest.Case{
		bw("3N P 4N", 662),
		bw("4C P 4N", 662),
		bw("P 4D P 4N", 662),
		bw("1C P 1D P 1H P 1S P 4N", 666),
		bw("1C P 1D P 1H P 1S P 2C P 4N", 666),
		bw("1C P 1D P 1H P 1S P 3H P 4N", 666),
		bw("1C P 1D P 1S P 2C P 4N", 666),
		bw("1C P 1D P 1H P 3D P 4N", 666),
		// the answers are Blackwood's (668)
		{Auction: "1C P 1D P 1H P 1S P 4N P 5D", Explanation: "1 or 4 aces", Line: 668},
		{Auction: "1H P 1S P 4N", Status: engine.Undefined},
	}
	enginetest.Run(t, enginetest.Embedded(t, "brown"), cases)
}

// TestWeakHandAfterClubDiamond checks 10.6.3 (973-975), 17.3.3 (1055) and
// 17.3.4 (1067-1083): after 1♣-1♦;1M and an overcall the weak hand may bid
// 1NT (0-8, the weak 1♦ response, 989); when it passes and opener doubles,
// it bids naturally at any level; after 1♣-(P)-1♦-(X)-P, responder's 2♦ is
// a game-forcing cue-bid if their double showed diamonds (alerted; the
// auction cannot tell, so nothing is checked); after 1♣-(P)-1♦-(overcall)
// the weak hand's suit bids are natural and a cue-bid shows the strong hand.
func TestWeakHandAfterClubDiamond(t *testing.T) {
	yes := enginetest.True
	one := engine.ForcingOneRound
	cases := []enginetest.Case{
		{Auction: "1C P 1D P 1H 1S 1N", Explanation: "the weak hand", Line: 973, HCP: enginetest.HCP(0, 8),
			Fits: []string{"432.432.Q432.J32"}, Breaks: []string{"K32.K32.KJ32.432"}},
		{Auction: "1C P 1D P 1H 2C P P X", Explanation: "takeout", Line: 975, Alert: yes, Forcing: one},
		{Auction: "1C P 1D P 1S 2D P P X P 3C", Explanation: "natural", Lengths: map[bridge.Suit][2]int{bridge.Clubs: {4, 13}}},
		// without 1♣-1♦ the notes give opener's reopening double no meaning
		{Auction: "1H 2C P P X", Status: engine.NotCovered},
		{Auction: "1C P 1D X P P 2D", Explanation: "game-forcing cue-bid", Line: 1055, Alert: yes},
		// 17.3.4.1: after opener's double the weak hand bids a suit or jumps
		// in one (1069); all other actions, a cue-bid among them, show the
		// strong hand (1073).
		{Auction: "1C P 1D 1H X P 1S", Explanation: "the weak hand", Line: 1069, HCP: enginetest.HCP(0, 8),
			Fits: []string{"Q5432.432.J32.32"}, Breaks: []string{"AK432.432.K32.32"}},
		{Auction: "1C P 1D 1H X P 3C", Explanation: "jump in a suit", Line: 1069, HCP: enginetest.HCP(0, 8)},
		{Auction: "1C P 1D 1H X P 2H", Explanation: "the strong hand", Line: 1073, HCP: enginetest.HCP(12, 37), Alert: yes, Forcing: one},
		// 17.3.4.2: after opener's pass, new suits below 2N (1079).
		{Auction: "1C P 1D 1H P P 2C", Explanation: "a new suit below 2N", Line: 1079, HCP: enginetest.HCP(0, 8)},
		// a suit above 2N is one of "all other actions": the strong hand (1083)
		{Auction: "1C P 1D 1H P P 3C", Explanation: "the strong hand", Line: 1083, HCP: enginetest.HCP(12, 37)},
		// 17.3.4.2: opener answers the weak hand's takeout double naturally.
		{Auction: "1C P 1D 1H P P X P 2C", Explanation: "natural", Lengths: map[bridge.Suit][2]int{bridge.Clubs: {4, 13}}},
		// 17.3.2 (1041): after 1♣-(overcall)-X the lowest no-trump is 15-17
		// with a stopper; without one opener bids a suit with a minimum or
		// cue-bids (not minimum).
		{Auction: "1C 1H X P 1N", Explanation: "with a stopper", Line: 1041, HCP: enginetest.HCP(15, 17),
			Fits: []string{"K32.K32.AQ32.KJ2"}, Breaks: []string{"K32.432.AQ32.AKJ"}},
		{Auction: "1C 1H X P 2H", Explanation: "no stopper", Line: 1041, HCP: enginetest.HCP(15, 37), Alert: yes, Forcing: one,
			Fits: []string{"K32.432.AQ32.AKJ"}, Breaks: []string{"K32.K32.AQ32.AKJ"}},
		{Auction: "1C 2D X P 3D", Explanation: "no stopper", Line: 1041, HCP: enginetest.HCP(15, 37)},
	}
	enginetest.Run(t, enginetest.Embedded(t, "brown"), cases)
}
