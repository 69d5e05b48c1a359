package bridge

import (
	"errors"
	"strings"
	"testing"
)

// catastrophe is the deal of corpus lorserker__ben__Boards__Eamon__
// biggest_wbridge_catastrophe.pbn (East has a club void).
const catastrophe = "N:K76.A84.Q53.AKT6 AQT832.K2.AK876. 954.QJT65.J.QJ85 J.973.T942.97432"

// verifier is the correct deal of the PBN verifier's test file (corpus
// ContractBridge__pbnj__src__test__resources__errors_10.pbn, game 26).
const verifier = "W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4"

func allKnown() [4]bool { return [4]bool{true, true, true, true} }

func TestParseDealPBN(t *testing.T) {
	cat := Deal{
		North: mustHand(t, "K76.A84.Q53.AKT6"),
		East:  mustHand(t, "AQT832.K2.AK876."),
		South: mustHand(t, "954.QJT65.J.QJ85"),
		West:  mustHand(t, "J.973.T942.97432"),
	}
	ver := Deal{
		West:  mustHand(t, "KQT2.AT.J6542.85"),
		North: mustHand(t, ".63.AKQ987.A9732"),
		East:  mustHand(t, "A8654.KQ5.T.QJT6"),
		South: mustHand(t, "J973.J98742.3.K4"),
	}
	tests := []struct {
		name   string
		in     string
		deal   Deal
		known  [4]bool
		first  Seat
		cards  int
		quirks DealQuirks
	}{
		{"corpus catastrophe", catastrophe, cat, allKnown(), North, 13, 0},
		{"corpus verifier, first W", verifier, ver, allKnown(), West, 13, 0},
		// The same deal written from each other seat.
		{"first E", "E:AQT832.K2.AK876. 954.QJT65.J.QJ85 J.973.T942.97432 K76.A84.Q53.AKT6", cat, allKnown(), East, 13, 0},
		{"first S lower-case seat", "s:954.QJT65.J.QJ85 J.973.T942.97432 K76.A84.Q53.AKT6 AQT832.K2.AK876.", cat, allKnown(), South, 13, 0},
		{"unknown hands (corpus ben)", "W:- .63.AKQ987.A9732 - J973.J98742.3.K4",
			Deal{North: ver[North], South: ver[South]}, [4]bool{North: true, South: true}, West, 13, 0},
		{"redundant suit letters", "N:SK76.HA84.DQ53.CAKT6 SAQT832.HK2.DAK876.C S954.HQJT65.DJ.CQJ85 SJ.H973.DT942.C97432",
			cat, allKnown(), North, 13, QuirkSuitLetters},
		{"ranks any order, lower case", "N:67k.48a.35q.6atk 823tqa.2k.678ka. 459.56tjq.j.58jq j.379.249t.23479",
			cat, allKnown(), North, 13, QuirkLowerCase},
		{"ten as 10", "N:K76.A84.Q53.AK106 AQ10832.K2.AK876. 954.QJT65.J.QJ85 J.973.T942.97432",
			cat, allKnown(), North, 13, QuirkTen},
		{"double space (corpus errors_10 game 16)", "W:KQT2.AT.J6542.85  - - -",
			Deal{West: ver[West]}, [4]bool{West: true}, West, 13, QuirkSpacing},
		{"tab and trailing space", "W:KQT2.AT.J6542.85\t- - - ", Deal{West: ver[West]}, [4]bool{West: true}, West, 13, QuirkSpacing},
		// Corpus errors_10 game ~37: each hand twelve of one suit and a two.
		{"long suits", "W:AKQJT9876543.2.. .AKQJT9876543.2. ..AKQJT9876543.2 2...AKQJT9876543",
			Deal{
				West:  mustHand(t, "AKQJT9876543.2.."),
				North: mustHand(t, ".AKQJT9876543.2."),
				East:  mustHand(t, "..AKQJT9876543.2"),
				South: mustHand(t, "2...AKQJT9876543"),
			}, allKnown(), West, 13, 0},
		// End position (corpus lorserker__ben__src__alphamju__test.pbn).
		{"end position", "W:...Q987 8.T..T5 T95.J.. ...AJ62",
			Deal{
				West:  mustHand(t, "...Q987"),
				North: mustHand(t, "8.T..T5"),
				East:  mustHand(t, "T95.J.."),
				South: mustHand(t, "...AJ62"),
			}, allKnown(), West, 4, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			info, err := ParseDealPBNInfo(tc.in)
			if err != nil {
				t.Fatalf("ParseDealPBNInfo(%q): %v", tc.in, err)
			}
			if info.Deal != tc.deal {
				t.Errorf("deal = %v, want %v", info.Deal, tc.deal)
			}
			if info.Known != tc.known {
				t.Errorf("known = %v, want %v", info.Known, tc.known)
			}
			if info.First != tc.first {
				t.Errorf("first = %v, want %v", info.First, tc.first)
			}
			if info.Cards != tc.cards || info.EndPosition != (tc.cards < 13) {
				t.Errorf("cards = %d (end position %v), want %d", info.Cards, info.EndPosition, tc.cards)
			}
			if info.Quirks != tc.quirks {
				t.Errorf("quirks = %q, want %q", info.Quirks, tc.quirks)
			}
			d, known, err := ParseDealPBN(tc.in)
			if err != nil || d != tc.deal || known != tc.known {
				t.Errorf("ParseDealPBN = %v, %v, %v", d, known, err)
			}
		})
	}
}

func TestParseDealPBNErrors(t *testing.T) {
	tests := []struct {
		name   string
		in     string
		offset int
		msg    string // a fragment of the message
	}{
		// Corpus errors_10.pbn, games 11-18 (the verifier's negative tests).
		{"bad rank", "W:vKQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4", 2, `"v" in the West hand is not a rank`},
		{"♠K twice across hands", "W:KQT2.AT.J6542.85 K.63.AKQ987.A973 A8654.KQ5.T.QJT6 J973.J98742.3.K4", 19, "♠K is in both the West and the North hand"},
		{"West has 14 cards", "W:KQT2.AT.J6542.852 .63.AKQ987.A973 A8654.KQ5.T.QJT6 J973.J98742.3.K4", 18, "West hand holds more than 13 cards"},
		{"West has 12 cards", "W:QT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4", 68, "North 13, East 13, South 13, West 12"},
		{"West 12, East 13, others unknown", "W:QT2.AT.J6542.85 - A8654.KQ5.T.QJT6 -", 38, "East 13, West 12"},
		{"14 cards, others unknown", "W:KQT2.AT.J6542.852 - - -", 18, "more than 13 cards"},
		{"no cards", "W:- - - -", 9, "no hand is given"},
		// Written for the rules of PBN section 3.4.11.
		{"within a hand", "N:KK6.A84.Q53.AKT6 - - -", 3, "North hand holds ♠K twice"},
		{"extra dot", "N:K76.A84.Q53.AKT6. - - -", 2, "has 4 '.', want 3"},
		{"missing dot", "N:K76.A84.Q53AKT6 - - -", 2, "has 2 '.', want 3"},
		{"LIN-style hand", "N:SK76HA84DQ53CAKT6 - - -", 2, "has 0 '.'"},
		{"no colon", "K76.A84.Q53.AKT6 - - -", 0, "starts with the first seat"},
		{"bad seat", "X:K76.A84.Q53.AKT6 - - -", 0, `"X" is not a seat`},
		{"empty", "", 0, "starts with the first seat"},
		{"three hands", "N:K76.A84.Q53.AKT6 - -", 22, "3 hands given, want 4"},
		{"five hands", "N:K76.A84.Q53.AKT6 - - - -", 25, "more than four hands"},
		{"all voids", "N:... ... ... ...", 17, "the hands hold no cards"},
		{"suit letter out of place", "N:HK76.SA84.DQ53.CAKT6 - - -", 2, `"H" in the North hand is not a rank`},
		{"lone 1", "N:K76.A84.Q53.AK16 - - -", 16, `"1" in the North hand is not a rank`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := ParseDealPBN(tc.in)
			var de *DealError
			if !errors.As(err, &de) {
				t.Fatalf("ParseDealPBN(%q) error = %v, want a *DealError", tc.in, err)
			}
			if de.Offset != tc.offset || !strings.Contains(de.Msg, tc.msg) {
				t.Errorf("error = offset %d %q, want offset %d containing %q", de.Offset, de.Msg, tc.offset, tc.msg)
			}
		})
	}
}

func TestDealPBNOutput(t *testing.T) {
	d, known, err := ParseDealPBN(verifier)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		first Seat
		known [4]bool
		want  string
	}{
		{West, known, verifier},
		{North, known, "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"},
		{East, [4]bool{North: true, South: true}, "E:- J973.J98742.3.K4 - .63.AKQ987.A9732"},
	}
	for _, tc := range tests {
		if got := d.PBN(tc.first, tc.known); got != tc.want {
			t.Errorf("PBN(%s) = %q, want %q", tc.first, got, tc.want)
		}
	}
	// Ranks are written descending whatever order they were read in.
	low, _, err := ParseDealPBN("N:67k.48a.35q.6atk 823tqa.2k.678ka. 459.56tjq.j.58jq j.379.249t.23479")
	if err != nil {
		t.Fatal(err)
	}
	if got := low.String(); got != catastrophe {
		t.Errorf("String() = %q, want %q", got, catastrophe)
	}
}

func TestFillMissing(t *testing.T) {
	d, known, err := ParseDealPBN("N:K76.A84.Q53.AKT6 - 954.QJT65.J.QJ85 J.973.T942.97432")
	if err != nil {
		t.Fatal(err)
	}
	full, fk, ok := d.FillMissing(known)
	if !ok || fk != allKnown() || full[East] != mustHand(t, "AQT832.K2.AK876.") {
		t.Errorf("FillMissing = %s, %v, %v", full[East], fk, ok)
	}
	// Two unknown hands: nothing to deduce.
	d2, k2, _ := ParseDealPBN("N:K76.A84.Q53.AKT6 - - J.973.T942.97432")
	if _, _, ok := d2.FillMissing(k2); ok {
		t.Error("FillMissing with two unknown hands reported ok")
	}
	// End position: the known hands do not hold 13 cards.
	d3, k3, _ := ParseDealPBN("W:...Q987 8.T..T5 T95.J.. -")
	if _, _, ok := d3.FillMissing(k3); ok {
		t.Error("FillMissing on an end position reported ok")
	}
	if r := full.Remaining(); r != 0 {
		t.Errorf("Remaining of a full deal = %s", r)
	}
	if r := (Deal{}).Remaining(); r != FullDeck {
		t.Errorf("Remaining of the empty deal = %d cards", r.Count())
	}
}

func TestDealQuirksString(t *testing.T) {
	if got := (QuirkSuitLetters | QuirkSpacing | QuirkImpliedHand).String(); got != "suit-letters,spacing,implied-hand" {
		t.Errorf("String = %q", got)
	}
	if got := DealQuirks(0).String(); got != "" {
		t.Errorf("zero String = %q", got)
	}
	q := QuirkTen | QuirkLowerCase
	if !q.Has(QuirkTen) || q.Has(QuirkTen|QuirkSpacing) {
		t.Error("Has is wrong")
	}
}

func TestParseDealLIN(t *testing.T) {
	// Corpus pbntools: 3381671193.lin and the PBN the converter wrote for it
	// (history_expected.pbn).
	hist, _, err := ParseDealPBN("N:AQ983.A973.K92.3 J7..AQJ863.KJ864 KT2.QT842.7.T952 654.KJ65.T54.AQ7")
	if err != nil {
		t.Fatal(err)
	}
	hist2, _, err := ParseDealPBN("E:K.KQ973.AT973.K2 QT965.AJT42..AQT 843.6.Q64.J98765 AJ72.85.KJ852.43")
	if err != nil {
		t.Fatal(err)
	}
	// Corpus emkael deal-convert test.lin, board 1.
	emk := Deal{
		South: mustHand(t, "JT9.982.Q532.Q83"),
		West:  mustHand(t, "Q432.KJ76.64.JT4"),
		North: mustHand(t, "65.A53.JT7.AK762"),
		East:  mustHand(t, "AK87.QT4.AK98.95"),
	}
	tests := []struct {
		name   string
		in     string
		dealer Seat
		deal   Deal
		known  [4]bool
		cards  int
		quirks DealQuirks
	}{
		{"BBO three hands, trailing comma", "3S2TKH248TQD7C259T,S456H56JKD45TC7QA,S389QAH379AD29KC3,", North, hist, allKnown(), 13, QuirkImpliedHand},
		{"three hands, no trailing comma", "3S2TKH248TQD7C259T,S456H56JKD45TC7QA,S389QAH379AD29KC3", North, hist, allKnown(), 13, QuirkImpliedHand},
		{"BBO, dealer E", "4S569TQH24TJADCTQA,S348H6D46QC56789J,S27JAH58D258JKC34,", East, hist2, allKnown(), 13, QuirkImpliedHand},
		{"four hands", "3SJT9H982DQ532CQ83,SQ432HKJ76D64CJT4,S65HA53DJT7CAK762,SAK87HQT4DAK98C95", North, emk, allKnown(), 13, 0},
		{"dealer S", "1SJT9H982DQ532CQ83,SQ432HKJ76D64CJT4,S65HA53DJT7CAK762,SAK87HQT4DAK98C95", South, emk, allKnown(), 13, 0},
		{"dealer W", "2SJT9H982DQ532CQ83,SQ432HKJ76D64CJT4,S65HA53DJT7CAK762,SAK87HQT4DAK98C95", West, emk, allKnown(), 13, 0},
		{"four hands and a trailing comma", "3SJT9H982DQ532CQ83,SQ432HKJ76D64CJT4,S65HA53DJT7CAK762,SAK87HQT4DAK98C95,", North, emk, allKnown(), 13, QuirkExtraFields},
		{"lower case, ten as 10", "3sj109h982dq532cq83,SQ432HKJ76D64CJT4,S65HA53DJT7CAK762,", North, emk, allKnown(), 13, QuirkLowerCase | QuirkTen | QuirkImpliedHand},
		{"surrounding space", " 3SJT9H982DQ532CQ83,SQ432HKJ76D64CJT4,S65HA53DJT7CAK762,SAK87HQT4DAK98C95\n", North, emk, allKnown(), 13, QuirkSpacing},
		// docs/lin-format.md section 3: a teaching file's partial deal.
		{"partial deal", "4S73,SK6,SAQ,SJT", East,
			Deal{South: mustHand(t, "73..."), West: mustHand(t, "K6..."), North: mustHand(t, "AQ..."), East: mustHand(t, "JT...")},
			allKnown(), 2, QuirkSuitOrder},
		{"void written with all letters", "3SHDQ7C,SAK,SQJ,ST2", North,
			Deal{South: mustHand(t, "..Q7."), West: mustHand(t, "AK..."), North: mustHand(t, "QJ..."), East: mustHand(t, "T2...")},
			allKnown(), 2, QuirkSuitOrder},
		{"suits out of order", "3CQ83DQ532H982SJT9,SQ432HKJ76D64CJT4,S65HA53DJT7CAK762,", North, emk, allKnown(), 13, QuirkSuitOrder | QuirkImpliedHand},
		{"one hand known", "3,,S65HA53DJT7CAK762,", North, Deal{North: emk[North]}, [4]bool{North: true}, 13, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			info, err := ParseDealLINInfo(tc.in)
			if err != nil {
				t.Fatalf("ParseDealLINInfo(%q): %v", tc.in, err)
			}
			if info.First != tc.dealer {
				t.Errorf("dealer = %s, want %s", info.First, tc.dealer)
			}
			if info.Deal != tc.deal {
				t.Errorf("deal = %v, want %v", info.Deal, tc.deal)
			}
			if info.Known != tc.known {
				t.Errorf("known = %v, want %v", info.Known, tc.known)
			}
			if info.Cards != tc.cards || info.EndPosition != (tc.cards < 13) {
				t.Errorf("cards = %d (end position %v), want %d", info.Cards, info.EndPosition, tc.cards)
			}
			if info.Quirks != tc.quirks {
				t.Errorf("quirks = %q, want %q", info.Quirks, tc.quirks)
			}
			dealer, d, known, err := ParseDealLIN(tc.in)
			if err != nil || dealer != tc.dealer || d != tc.deal || known != tc.known {
				t.Errorf("ParseDealLIN = %s, %v, %v, %v", dealer, d, known, err)
			}
		})
	}
}

func TestParseDealLINErrors(t *testing.T) {
	tests := []struct {
		name   string
		in     string
		offset int
		msg    string
	}{
		{"no dealer digit", "SJT9H982DQ532CQ83,SQ432HKJ76D64CJT4,S65HA53DJT7CAK762,", 0, "dealer digit 1-4"},
		{"dealer 5", "5SJT9H982DQ532CQ83,SQ432HKJ76D64CJT4,S65HA53DJT7CAK762,", 0, "dealer digit 1-4"},
		{"empty", "", 0, "dealer digit 1-4"},
		{"no hands", "3,,,", 4, "no hand is given"},
		{"rank before a suit letter", "3JT9H982DQ532CQ83,SQ432HKJ76D64CJT4,S65HA53DJT7CAK762,", 1, `"J" before any suit letter`},
		{"suit letter twice", "3SJT9H982SQ532CQ83,SQ432HKJ76D64CJT4,S65HA53DJT7CAK762,", 9, "suit letter S twice"},
		{"card in two hands", "3SJT9H982DQ532CQ83,SJ432HKJ76D64CJT4,S65HA53DJT7CAK762,", 20, "♠J is in both the South and the West hand"},
		{"card twice in a hand", "3SJJ9H982DQ532CQ83,,,", 3, "South hand holds ♠J twice"},
		{"fourteen cards", "3SJT9H982DQ532CQ832,,,", 18, "more than 13 cards"},
		{"bad rank", "3SJT9H982DQ532CQ8X,,,", 17, `"X" in the South hand is not a rank`},
		{"different counts", "3SJT9H982DQ532CQ8,SQ432HKJ76D64CJT4,,", 37, "South 12, West 13"},
		{"five hands", "3SJT9H982DQ532CQ83,SQ432HKJ76D64CJT4,S65HA53DJT7CAK762,SAK87HQT4DAK98C95,SA", 73, "more than four hands"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, _, _, err := ParseDealLIN(tc.in)
			var de *DealError
			if !errors.As(err, &de) {
				t.Fatalf("ParseDealLIN(%q) error = %v, want a *DealError", tc.in, err)
			}
			if de.Offset != tc.offset || !strings.Contains(de.Msg, tc.msg) {
				t.Errorf("error = offset %d %q, want offset %d containing %q", de.Offset, de.Msg, tc.offset, tc.msg)
			}
		})
	}
}

func TestDealLINOutput(t *testing.T) {
	const emk = "3SJT9H982DQ532CQ83,SQ432HKJ76D64CJT4,S65HA53DJT7CAK762,SAK87HQT4DAK98C95"
	dealer, d, _, err := ParseDealLIN(emk)
	if err != nil {
		t.Fatal(err)
	}
	if got := d.LIN(dealer); got != emk {
		t.Errorf("LIN = %q, want %q", got, emk)
	}
	// BBO writes ranks low to high; LIN writes them high to low.
	dealer, d, _, err = ParseDealLIN("3S2TKH248TQD7C259T,S456H56JKD45TC7QA,S389QAH379AD29KC3,")
	if err != nil {
		t.Fatal(err)
	}
	want := "3SKT2HQT842D7CT952,S654HKJ65DT54CAQ7,SAQ983HA973DK92C3,SJ7HDAQJ863CKJ864"
	if got := d.LIN(dealer); got != want {
		t.Errorf("LIN = %q, want %q", got, want)
	}
	for _, s := range Seats {
		if got := d.LIN(s)[0]; got != LINDealerDigit(s) || linSeat(got) != s {
			t.Errorf("dealer digit of %s = %c", s, got)
		}
	}
	for s, want := range map[Seat]byte{South: '1', West: '2', North: '3', East: '4'} {
		if got := LINDealerDigit(s); got != want {
			t.Errorf("LINDealerDigit(%s) = %c, want %c", s, got, want)
		}
	}
}

func BenchmarkParseDealPBN(b *testing.B) {
	for b.Loop() {
		if _, _, err := ParseDealPBN(catastrophe); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParseDealLIN(b *testing.B) {
	for b.Loop() {
		if _, _, _, err := ParseDealLIN("3S2TKH248TQD7C259T,S456H56JKD45TC7QA,S389QAH379AD29KC3,"); err != nil {
			b.Fatal(err)
		}
	}
}
