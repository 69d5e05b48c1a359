package engine

import "testing"

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
	f := NewHandFacts(keeps)
	if n := testing.AllocsPerRun(100, func() { _ = c.CheckFacts(&f) }); n != 0 {
		t.Errorf("CheckFacts on a hand that keeps the promise: %v allocations, want 0", n)
	}
	if n := testing.AllocsPerRun(100, func() { _ = c.Check(keeps) }); n != 0 {
		t.Errorf("Check on a hand that keeps the promise: %v allocations, want 0", n)
	}
	v := c.Check(breaks)
	if len(v) == 0 || v[0].Kind != "length" || v[0].Promise != "5+♥" || v[0].Fact != "holds 4♥" {
		t.Errorf("Check(%s) = %v, want 5+♥, holds 4♥ first", breaks.PBN(), v)
	}
}
