package engine

import (
	"reflect"
	"testing"

	"github.com/mdlint/mdlint/internal/racebuild"
)

// TestCheckKeptPromiseAllocatesNothing: a hand that keeps the promise is
// checked on the allocation-free path (lint checks every call of the
// system side); a hand that breaks it gets its explanation.
func TestCheckKeptPromiseAllocatesNothing(t *testing.T) {
	c := mustConstraint(t, "hcp 11-15 5+H | hcp 16+ balanced", nil)
	keeps := hand(t, "AK.KQJ93.843.J72")  // 14 HCP, five hearts
	breaks := hand(t, "AK2.KQJ3.843.J72") // 14 HCP, 3-4-3-3
	if v := c.Check(keeps); v != nil {
		t.Fatalf("Check(%s) = %v, want nil", keeps.PBN(), v)
	}
	v := c.Check(breaks)
	if len(v) == 0 || v[0].Kind != "length" || v[0].Promise != "5+♥" || v[0].Fact != "holds 4♥" {
		t.Errorf("Check(%s) = %v, want 5+♥, holds 4♥ first", breaks.PBN(), v)
	}
	f := NewHandFacts(keeps)
	racebuild.SkipAllocBound(t)
	if n := testing.AllocsPerRun(100, func() { _ = c.CheckFacts(&f) }); n != 0 {
		t.Errorf("CheckFacts on a hand that keeps the promise: %v allocations, want 0", n)
	}
	if n := testing.AllocsPerRun(100, func() { _ = c.Check(keeps) }); n != 0 {
		t.Errorf("Check on a hand that keeps the promise: %v allocations, want 0", n)
	}
}

// TestCheckWordsOnlyTheReport bounds the allocations of CheckFacts on
// hands that break the opening pass and 1♣ (passBrown, oneClub): an `or`
// chooses the alternative it reports from the lean sums and words that one
// only, where wording every alternative cost 88 and 27 allocations.
func TestCheckWordsOnlyTheReport(t *testing.T) {
	for _, c := range []struct {
		src, hand string
		want      []Violation
		max       float64
	}{
		// 14 HCP 3-4-3-3 breaks every alternative of the pass, the 8-11
		// one by its HCP alone
		{passBrown, "AK2.KQJ3.843.J72", []Violation{{Kind: "hcp", Promise: "8-11 HCP", Fact: "holds 14 HCP", Type: "balanced, at most 4♥, at most 4♠"}}, 14},
		// 13 HCP 4-3-3-3 is balanced, so 1♣ needs 15-17
		{oneClub, "AK52.K32.Q54.J32", []Violation{{Kind: "hcp", Promise: "15-17 HCP", Fact: "holds 13 HCP", Type: "balanced"}}, 6},
	} {
		con := mustConstraint(t, c.src, nil)
		f := NewHandFacts(hand(t, c.hand))
		if got := con.CheckFacts(&f); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%q on %s: %#v, want %#v", c.src, c.hand, got, c.want)
		}
		if racebuild.Enabled {
			continue // the race detector allocates: the bound is checked without -race
		}
		n := testing.AllocsPerRun(100, func() { _ = con.CheckFacts(&f) })
		w := testing.AllocsPerRun(100, func() { _ = CheckWordy(con, f.Hand()) })
		t.Logf("%q on %s: %v allocations, %v when every alternative is worded", c.src, c.hand, n, w)
		if n > c.max {
			t.Errorf("%q on %s: %v allocations, want at most %v", c.src, c.hand, n, c.max)
		}
	}
}
