package bidder

import (
	"fmt"
	"testing"

	"github.com/mdlint/mdlint/bridge"
)

// TestStopReasonLikeSprintf: the stop reason, worded by concatenation,
// is the text the Sprintf it replaced gave, for every seat (an unknown one
// included) and call indices of one to three digits.
func TestStopReasonLikeSprintf(t *testing.T) {
	for _, i := range []int{0, 1, 8, 9, 10, 79, 99, 318} {
		for s := bridge.Seat(0); s <= 4; s++ {
			for _, why := range []string{"", "no call the notes give fits the hand", "100% ♠ {x}"} {
				stop := &Advice{Index: i, Seat: s, Reason: why}
				want := fmt.Sprintf("the system's auction stops at call %d, where %s has no system call: %s", stop.Index+1, stop.Seat, stop.Reason)
				if got := stopReason(stop); got != want {
					t.Fatalf("stopReason = %q, want %q", got, want)
				}
			}
		}
	}
}
