package magicdlight_test

import (
	"testing"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/enginetest"
)

// Hands for the key-card and honour checks (PBN, spades first). Trumps are
// ♥ unless the case says otherwise; key cards are the four aces and the
// trump king.
const (
	kc0   = "432.QJ432.432.32" // 0 key cards
	kc1   = "A32.Q5432.432.32" // 1 (♠A)
	kc2   = "A32.K5432.432.32" // 2 (♠A ♥K), no ♥Q
	kc2q  = "A32.KQ543.432.32" // 2 with the ♥Q
	kc3   = "A32.K5432.A32.32" // 3 (♠A ♥K ♦A)
	kc4   = "A32.K5432.A32.A2" // 4
	kc1v  = "A432.Q5432.5432." // 1 and a ♣ void
	kc2vC = "A432.K5432.5432." // 2 and a ♣ void
	kc2vS = ".K5432.A5432.432" // 2 and a ♠ void
	ace0  = "K32.K432.K432.32" // no ace
	aceD  = "K32.K432.A432.32" // only the ♦ ace
	aceS  = "A32.K432.K432.32" // only the ♠ ace
	aceC  = "K32.K432.K432.A2" // only the ♣ ace
	aces2 = "A32.K432.A432.32" // two aces
	hAQ   = "32.AQ5432.K432.2" // ♥AQ
	hKQ   = "32.KQ5432.A432.2" // ♥KQ
	hAK   = "32.AK5432.Q432.2" // ♥AK
	hAKQ  = "32.AKQ543.J432.2" // ♥AKQ
	hA    = "K2.A65432.Q432.2" // ♥A alone of the top three
	hQ    = "K2.Q65432.A432.2" // ♥Q alone
	hNone = "K2.J65432.A432.A" // none of ♥AKQ
	spK   = "K32.KQ852.A52.Q5" // ♠K
	spQ   = "Q32.KQ852.A52.K5" // ♠Q, no control
	spA   = "A32.KQ852.K52.Q5" // ♠A
	spS   = "2.KQ852.A752.Q54" // ♠ singleton
	spV   = ".KQ852.A7532.Q54" // ♠ void
	sp432 = "432.KQ85.A52.K54" // no ♠ control
)

// TestPart4Slam checks every sequence chapter 9 defines, through the test
// system: control-bids (9.1), RKCB 0314 with its void answers, grand-slam
// procedure, queen relay and specific kings, DOPI and DEPO (9.2), 4A
// Blackwood (9.3), 5N Blackwood (9.4), the 4N opening (9.5), the jump to
// 5♥/♠ (9.6) and 5-over-trump (9.7).
func TestPart4Slam(t *testing.T) {
	sys := part4System(t)
	H, S := bridge.Hearts, bridge.Spades
	enginetest.Run(t, sys, []enginetest.Case{
		// 9.1 control-bids
		{Auction: "1H P 4C P 4S", Explanation: "control in ♠", Line: 579, Convention: "control-bid", Artificial: yes, Forcing: engine.ForcingOneRound,
			Fits: []string{spK, spA, spS, spV}, Breaks: []string{spQ, sp432}},
		{Auction: "1H P 4C P 4S P 5C", Explanation: "control in ♣", Line: 579},
		{Auction: "1H P 4C P 4H", Explanation: "back to the trump suit", Line: 583, Forcing: engine.ForcingNone},
		{Auction: "1H P 4C P 5H", Explanation: "general slam invitation", Line: 686, Forcing: engine.ForcingNone},
		{Auction: "1S P 4D P 5S", Explanation: "general slam invitation", Line: 686},
		{Auction: "1H P 4C P 6H", Explanation: "to play", Forcing: engine.ForcingNone},
		{Auction: "1H P 4C P 4N", Explanation: "RKCB", Line: 596, Convention: "RKCB"},
		{Auction: "1H P 4C P 4S P 5N", Explanation: "5N Blackwood", Line: 672, Convention: "5N Blackwood"},
		{Auction: "1H P 4C P 4S P 5N P 6D", Explanation: "1 or 4 key cards", Line: 672,
			Fits: []string{kc1, kc4}, Breaks: []string{kc0, kc2}},
		{Auction: "1H P 4C P 4S P 5N P 6S", Explanation: "2 key cards with the trump queen", Line: 672,
			Fits: []string{kc2q}, Breaks: []string{kc2, kc3}},
		// 9.1.1 after a double of a control-bid
		{Auction: "1H P 4C P 4S X P", Explanation: "second-round control", Line: 591, Alert: yes,
			Fits: []string{spK, spQ, spS}, Breaks: []string{spA, sp432, spV}},
		{Auction: "1H P 4C P 4S X XX", Explanation: "first-round control", Line: 592,
			Fits: []string{spA, spV}, Breaks: []string{spK, spS}},
		{Auction: "1H P 4C P 4S X 5C", Explanation: "control in ♣", Line: 579},
		// 9.2.1 RKCB 0314
		{Auction: "1H P 4N P 5C", Explanation: "0 or 3 key cards", Line: 604, Convention: "RKCB", Artificial: yes,
			Fits: []string{kc0, kc3}, Breaks: []string{kc1, kc2, kc4}},
		{Auction: "1H P 4N P 5D", Explanation: "1 or 4 key cards", Line: 605,
			Fits: []string{kc1, kc4}, Breaks: []string{kc0, kc2, kc3}},
		{Auction: "1H P 4N P 5H", Explanation: "2 key cards without the trump queen", Line: 606,
			Fits: []string{kc2}, Breaks: []string{kc2q, kc1, kc3}},
		{Auction: "1H P 4N P 5S", Explanation: "2 key cards with the trump queen", Line: 607,
			Fits: []string{kc2q}, Breaks: []string{kc2, kc3}},
		{Name: "RKCB for spades", Auction: "1S P 4N P 5C", Explanation: "0 or 3 key cards for ♠", Line: 604,
			Fits: []string{"K32.A5432.A32.32"}, Breaks: []string{kc2}},
		{Name: "RKCB for clubs", Auction: "2C P 4N P 5D", Explanation: "1 or 4 key cards for ♣", Line: 605,
			Fits: []string{"432.5432.432.K32"}, Breaks: []string{"A32.5432.432.K32"}},
		// 9.2.2 void-showing answers
		{Auction: "1H P 4N P 5N", Explanation: "1 or 3 key cards and a void", Line: 613,
			Fits: []string{kc1v}, Breaks: []string{kc1, kc2vC}},
		{Auction: "1H P 4N P 6C", Explanation: "2 key cards and a ♣ void", Line: 611, Lengths: map[bridge.Suit][2]int{bridge.Clubs: {0, 0}},
			Fits: []string{kc2vC}, Breaks: []string{kc2, kc1v}},
		{Auction: "1H P 4N P 6H", Explanation: "2 key cards and a ♠ void", Line: 611,
			Fits: []string{kc2vS}, Breaks: []string{kc2vC}},
		{Name: "6M void below trumps (spades)", Auction: "1S P 4N P 6H", Explanation: "♥ void", Line: 611},
		{Name: "6T higher void (clubs)", Auction: "2C P 4N P 6C", Explanation: "higher suit than ♣", Line: 611},
		// 9.2.4 continuation
		{Auction: "1H P 4N P 5C P 5H", Explanation: "signoff", Line: 625, Forcing: engine.ForcingNone},
		{Name: "two-way 5C: pass shows 0", Auction: "1H P 4N P 5C P 5H P P", Explanation: "0 key cards", Line: 625,
			Fits: []string{kc0}, Breaks: []string{kc3}},
		{Name: "two-way 5D: pass shows 1", Auction: "1H P 4N P 5D P 5H P P", Explanation: "1 key card", Line: 625,
			Fits: []string{kc1}, Breaks: []string{kc4}},
		{Name: "two-way 5C: with 3 show a king", Auction: "1H P 4N P 5C P 5H P 5S", Explanation: "♠ king", Line: 640,
			Fits: []string{"K32.K5432.A32.A2"}, Breaks: []string{kc3}},
		{Auction: "1H P 4N P 5C P 5D", Explanation: "queen-ask relay", Line: 626, Artificial: yes, Forcing: engine.ForcingOneRound},
		{Auction: "1H P 4N P 5C P 5D P 5H", Explanation: "denies the trump queen", Line: 626,
			Fits: []string{kc3}, Breaks: []string{"A32.KQ543.A32.32"}},
		{Auction: "1H P 4N P 5C P 5D P 6H", Explanation: "the trump queen, no side-suit king", Line: 626,
			Fits: []string{"A32.KQ543.A32.32"}, Breaks: []string{kc3}},
		{Auction: "1H P 4N P 5C P 5D P 5N", Explanation: "extra values on the side", Line: 626},
		{Auction: "1H P 4N P 5C P 5D P 5S", Explanation: "the trump queen and the ♠ king", Line: 626,
			Fits: []string{"K32.KQ543.A32.A2"}, Breaks: []string{"K32.K5432.A32.A2", "Q32.KQ543.A32.A2"}},
		{Name: "relay skips diamond trumps", Auction: "2D P 4N P 5C P 5H", Explanation: "the next suit above", Line: 626},
		{Name: "low: 6 of trumps denies the queen", Auction: "2D P 4N P 5C P 5H P 6D", Explanation: "denies the trump queen", Line: 626,
			Fits: []string{"A32.432.K432.A32"}, Breaks: []string{"A32.432.KQ43.A32"}},
		{Name: "relay over 5D with hearts", Auction: "1H P 4N P 5D P 5S", Explanation: "queen-ask relay", Line: 626},
		{Auction: "1S P 4N P 5D P 5H", Explanation: "queen-ask relay", Line: 626},
		{Auction: "1H P 4N P 5H P 5N", Explanation: "all key cards and trump control", Line: 627, Forcing: engine.ForcingOneRound},
		{Auction: "1H P 4N P 5H P 5N P 6C", Explanation: "♣ king", Line: 640,
			Fits: []string{"32.K5432.A32.K32"}, Breaks: []string{"32.K5432.A32.Q32"}},
		{Auction: "1H P 4N P 5H P 5N P 6H", Explanation: "no (more) king", Line: 638},
		{Auction: "1H P 4N P 5H P 5N P 7C", Explanation: "accepts the grand slam", Line: 619},
		{Auction: "1H P 4N P 5H P 5N P 6C P 6D", Explanation: "asks for the ♦ king", Line: 642},
		{Auction: "1H P 4N P 5H P 5N P 6C P 6D P 7C", Explanation: "holds the ♦ king", Line: 642,
			Fits: []string{"32.K5432.AK2.K32"}, Breaks: []string{"32.K5432.AQ2.K32"}},
		{Auction: "1H P 4N P 5H P 5N P 6C P 6D P 6H", Explanation: "no ♦ king", Line: 642,
			Fits: []string{"32.K5432.AQ2.K32"}, Breaks: []string{"32.K5432.AK2.K32"}},
		{Auction: "1H P 4N P 5H P 6C", Explanation: "asks for the K or Q of ♣", Line: 628},
		{Auction: "1H P 4N P 5H P 6C P 7C", Explanation: "missing honour", Line: 628},
		{Auction: "1H P 4N P 5H P 6H", Explanation: "to play", Line: 617, Forcing: engine.ForcingNone},
		// 9.2.3 grand slam
		{Auction: "1H P 4N P 5H P 6N", Explanation: "last train", Line: 621},
		{Auction: "1H P 4N P 5H P 6N P 7C", Explanation: "accepts", Line: 621},
		{Auction: "1H P 4N P 5S P 7N", Explanation: "places the contract", Line: 617},
		// 9.2.5 DOPI and DEPO
		{Auction: "1H P 4N 5C X", Explanation: "0 or 3 key cards", Line: 649, Convention: "DOPI",
			Fits: []string{kc0, kc3}, Breaks: []string{kc1}},
		{Auction: "1H P 4N 5C P", Explanation: "1 or 4 key cards", Line: 650, Alert: yes,
			Fits: []string{kc1, kc4}, Breaks: []string{kc2}},
		{Auction: "1H P 4N 5C 5D", Explanation: "2 key cards without the trump queen", Line: 651,
			Fits: []string{kc2}, Breaks: []string{kc2q}},
		{Auction: "1H P 4N 5C 5H", Explanation: "2 key cards with the trump queen", Line: 652,
			Fits: []string{kc2q}, Breaks: []string{kc2}},
		{Auction: "1H P 4N 5C P P X", Explanation: "penalty", Line: 653},
		{Auction: "1H P 4N 5H X", Explanation: "key cards", Line: 649},
		{Auction: "1H P 4N 5S X", Explanation: "0, 2 or 4 key cards", Line: 655, Convention: "DEPO",
			Fits: []string{kc0, kc2, kc4}, Breaks: []string{kc1, kc3}},
		{Auction: "1H P 4N 5S P", Explanation: "1, 3 or 5 key cards", Line: 656,
			Fits: []string{kc1, kc3}, Breaks: []string{kc2}},
		{Auction: "1H P 4N 6C X", Explanation: "key cards", Line: 655},
		{Name: "DEPO above 5 of clubs", Auction: "2C P 4N 5D P", Explanation: "key cards", Line: 656},
		// 9.3 4A Blackwood
		{Auction: "2H P 4N P 5C", Explanation: "0 or 3 aces", Line: 668, Convention: "Blackwood",
			Fits: []string{ace0}, Breaks: []string{aces2, aceD}},
		{Auction: "2H P 4N P 5D", Explanation: "1 or 4 aces", Line: 668,
			Fits: []string{aceD}, Breaks: []string{ace0}},
		{Auction: "2H P 4N P 5H", Explanation: "2 aces", Line: 668,
			Fits: []string{aces2}, Breaks: []string{aceS}},
		{Auction: "2H P 4N P 5N", Explanation: "1 or 3 aces and a void", Line: 668,
			Fits: []string{kc1v}, Breaks: []string{aceS}},
		// 9.5 the 4N opening
		{Auction: "4N P 5C", Explanation: "no ace", Line: 676, Convention: "4N opening",
			Fits: []string{ace0}, Breaks: []string{aceD}},
		{Auction: "4N P 5D", Explanation: "the ♦ ace", Line: 676,
			Fits: []string{aceD}, Breaks: []string{aceS, aces2}},
		{Auction: "4N P 5S", Explanation: "the ♠ ace", Line: 676,
			Fits: []string{aceS}, Breaks: []string{aceD}},
		{Auction: "4N P 5N", Explanation: "two aces", Line: 676,
			Fits: []string{aces2}, Breaks: []string{aceD}},
		{Auction: "4N P 6C", Explanation: "the ♣ ace", Line: 676,
			Fits: []string{aceC}, Breaks: []string{aceD}},
		// 9.6 the jump to 5♥/♠ in trumps
		// not forcing (chapter 9 audit): with less than AQ/KQ partner passes (683-685 give no answer)
		{Auction: "1H P 3H P 5H", Explanation: "asks for trump quality", Line: 682, Forcing: engine.ForcingNone},
		{Auction: "1H P 3H P 5H P 6H", Explanation: "AQ or KQ", Line: 683,
			Fits: []string{hAQ, hKQ}, Breaks: []string{hAK, hAKQ, hQ}},
		{Auction: "1H P 3H P 5H P 5N", Explanation: "AK", Line: 684,
			Fits: []string{hAK}, Breaks: []string{hAKQ, hAQ}},
		{Auction: "1H P 3H P 5H P 7H", Explanation: "AKQ", Line: 685, Lengths: map[bridge.Suit][2]int{H: {3, 13}},
			Fits: []string{hAKQ}, Breaks: []string{hAK}},
		{Name: "9.6 meaning 3", Auction: "1H 2C 3H P 5H", Explanation: "control in the opponents' suit", Line: 687},
		{Name: "9.6 from TS2M", Auction: "1S P 2S P 5S", Explanation: "asks for trump quality", Line: 682},
		// 9.7 the jump to 5-over-trump
		{Auction: "1H P 3H P 5S", Explanation: "5-over-trump", Line: 691, Convention: "5-over-trump"},
		{Auction: "1H P 3H P 5S P 5N", Explanation: "A or K of trumps", Line: 697,
			Fits: []string{hA}, Breaks: []string{hAK, hAQ, hNone}},
		{Auction: "1H P 3H P 5S P 5N P 6C", Explanation: "asks for extra length", Line: 697},
		{Auction: "1H P 3H P 5S P 5N P 6C P 7C", Explanation: "extra trump length", Line: 697},
		{Auction: "1H P 3H P 5S P 6C", Explanation: "AQ or KQ", Line: 698,
			Fits: []string{hAQ, hKQ}, Breaks: []string{hAK, hA}},
		{Auction: "1H P 3H P 5S P 6C P 6D P 7C", Explanation: "AQ and extra trump length", Line: 698,
			Fits: []string{hAQ}, Breaks: []string{hKQ}},
		{Auction: "1H P 3H P 5S P 6D", Explanation: "Q of trumps or two extra cards", Line: 699,
			Fits: []string{hQ, hNone}, Breaks: []string{hA}},
		{Auction: "1H P 3H P 5S P 6H", Explanation: "none of the above", Line: 700,
			Fits: []string{hNone}, Breaks: []string{hQ, hA}},
		{Auction: "1H P 3H P 5S P 7C", Explanation: "AK of trumps", Line: 701,
			Fits: []string{hAK, hAKQ}, Breaks: []string{hAQ}},
		{Name: "5-over-trump with spades is 5N", Auction: "1S P 3S P 5N", Explanation: "5-over-trump", Line: 691},
		{Auction: "1S P 3S P 5N P 6C", Explanation: "A or K of trumps", Line: 697, Lengths: map[bridge.Suit][2]int{S: {1, 13}}},
		{Name: "5-over-trump with clubs", Auction: "2C P 3C P 5D", Explanation: "5-over-trump", Line: 691},
		{Auction: "2C P 3C P 5D P 6C", Explanation: "none of the above", Line: 700},
	})
}
