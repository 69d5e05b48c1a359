package pbn

import (
	"github.com/mdlint/mdlint/record"
)

// DealString formats the deal of a record as a PBN Deal value starting at
// the dealer, ranks descending, unknown hands as "-" (PBN 2.1 §3.4.11
// export form), e.g. "N:AK7.QJ2.T98.5432 - - -".
func DealString(b *record.Board) string { return b.Deal.PBN(b.Dealer, b.Known) }
