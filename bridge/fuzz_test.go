package bridge

import "testing"

// checkDealInfo asserts the invariants every successful parse must keep.
func checkDealInfo(t *testing.T, in string, info DealInfo) {
	t.Helper()
	var union Hand
	for _, s := range Seats {
		h := info.Deal[s]
		if union&h != 0 {
			t.Fatalf("%q: hands overlap", in)
		}
		union |= h
		if !info.Known[s] {
			if h != 0 {
				t.Fatalf("%q: unknown %s hand holds cards", in, s)
			}
			continue
		}
		if h.Count() != info.Cards {
			t.Fatalf("%q: %s holds %d cards, Cards = %d", in, s, h.Count(), info.Cards)
		}
	}
	if info.Cards < 1 || info.Cards > 13 || info.EndPosition != (info.Cards < 13) {
		t.Fatalf("%q: Cards %d, EndPosition %v", in, info.Cards, info.EndPosition)
	}
}

func FuzzParseDealPBN(f *testing.F) {
	for _, s := range []string{catastrophe, verifier, "W:- .63.AKQ987.A9732 - J973.J98742.3.K4",
		"N:SA7.H864.DQJT73.CAKQ - - -", "W:...Q987 8.T..T5 T95.J.. ...AJ62", "W:- - - -", "n:a10.. ..k. - -"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		sameAsSlow(t, in) // the strict path reads as the slow one
		info, err := ParseDealPBNInfo(in)
		if err != nil {
			return
		}
		checkDealInfo(t, in, info)
		out := info.Deal.PBN(info.First, info.Known)
		back, err := ParseDealPBNInfo(out)
		if err != nil || back.Deal != info.Deal || back.Known != info.Known || back.Quirks != 0 {
			t.Fatalf("%q → %q does not read back cleanly: %v (quirks %s)", in, out, err, back.Quirks)
		}
	})
}

func FuzzParseDealLIN(f *testing.F) {
	for _, s := range []string{"3S2TKH248TQD7C259T,S456H56JKD45TC7QA,S389QAH379AD29KC3,",
		"3SJT9H982DQ532CQ83,SQ432HKJ76D64CJT4,S65HA53DJT7CAK762,SAK87HQT4DAK98C95", "4S73,SK6,SAQ,SJT", "1,,,", "2s10h9,,,"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		info, err := ParseDealLINInfo(in)
		if err != nil {
			return
		}
		checkDealInfo(t, in, info)
		if info.Known != allKnown() {
			return // LIN writes all four hands
		}
		out := info.Deal.LIN(info.First)
		back, err := ParseDealLINInfo(out)
		if err != nil || back.Deal != info.Deal || back.First != info.First || back.Quirks != 0 {
			t.Fatalf("%q → %q does not read back cleanly: %v (quirks %s)", in, out, err, back.Quirks)
		}
	})
}

// FuzzAuction maps each byte to one of the 38 calls and checks that the
// auction functions agree with each other and never panic.
func FuzzAuction(f *testing.F) {
	f.Add([]byte{0, 0, 0, 0})
	f.Add([]byte{5, 0, 36, 0, 0, 37, 0, 0, 0})
	f.Fuzz(func(t *testing.T, b []byte) {
		a := Auction{Dealer: Seat(len(b) & 3)}
		for _, x := range b {
			switch k := int(x) % 38; k {
			case 35:
				a.Calls = append(a.Calls, PassCall)
			case 36:
				a.Calls = append(a.Calls, DoubleCall)
			case 37:
				a.Calls = append(a.Calls, RedoubleCall)
			default:
				a.Calls = append(a.Calls, BidOfRank(k))
			}
		}
		err := a.Legal()
		// Allowed of each prefix agrees with Legal.
		for i := range a.Calls {
			p := Auction{Dealer: a.Dealer, Calls: a.Calls[:i]}
			if e := p.Allowed(a.Calls[i]); e != nil {
				if err == nil || err.(*AuctionError).Index != i {
					t.Fatalf("%v: Allowed rejects call %d (%v) but Legal says %v", a.Calls, i, e, err)
				}
				break
			}
		}
		c, ok := a.Contract()
		_, last := a.LastBid()
		if err == nil && ok != (last >= 0) {
			t.Fatalf("%v: Contract ok %v but last bid at %d", a.Calls, ok, last)
		}
		if ok && (c.Level < 1 || c.Level > 7 || c.Doubled < 0 || c.Doubled > 2 || (c.Declarer^a.Seat(last))&1 != 0 && err == nil) {
			t.Fatalf("%v: bad contract %+v", a.Calls, c)
		}
	})
}
