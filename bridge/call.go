package bridge

import (
	"fmt"
	"strings"
)

// CallKind says what sort of call a Call is.
type CallKind uint8

// The four kinds of call.
const (
	Pass CallKind = iota
	Double
	Redouble
	Bid
)

// Call is one call: Pass, Double, Redouble, or a Bid of Level 1-7 in a
// Strain. The zero value is Pass.
type Call struct {
	Kind   CallKind
	Level  uint8 // 1-7 for a Bid, 0 otherwise
	Strain Strain
}

// PassCall, DoubleCall and RedoubleCall are the three non-bid calls.
var (
	PassCall     = Call{Kind: Pass}
	DoubleCall   = Call{Kind: Double}
	RedoubleCall = Call{Kind: Redouble}
)

// NewBid returns the bid of level (1-7) in strain.
func NewBid(level int, strain Strain) Call {
	return Call{Kind: Bid, Level: uint8(level), Strain: strain}
}

// IsBid reports whether c is a bid (not pass, double or redouble).
func (c Call) IsBid() bool { return c.Kind == Bid }

// Rank orders bids: 1♣=0 .. 7NT=34; it is -1 for non-bids. The notes' own
// aggressiveness yardstick (section 1.2) counts Pass 0, 1♣ 1, ... 7NT 35,
// which is Rank()+1.
func (c Call) Rank() int {
	if c.Kind != Bid {
		return -1
	}
	return (int(c.Level)-1)*5 + int(c.Strain)
}

// BidOfRank returns the bid of rank r (0 = 1♣ .. 34 = 7NT).
func BidOfRank(r int) Call { return NewBid(r/5+1, Strain(r%5)) }

// String returns the PBN-style token: "Pass", "X", "XX", "1C" .. "7NT".
func (c Call) String() string {
	switch c.Kind {
	case Pass:
		return "Pass"
	case Double:
		return "X"
	case Redouble:
		return "XX"
	}
	return fmt.Sprintf("%d%s", c.Level, c.Strain)
}

// Short returns the compact form used by the CLI and JSON: "P", "X", "XX",
// "1C" .. "7N".
func (c Call) Short() string {
	switch c.Kind {
	case Pass:
		return "P"
	case Double:
		return "X"
	case Redouble:
		return "XX"
	}
	if r := c.Rank(); c.Level >= 1 && c.Level <= 7 && c.Strain <= NoTrump {
		return shortBids[2*r : 2*r+2]
	}
	if c.Strain == NoTrump {
		return fmt.Sprintf("%dN", c.Level)
	}
	return fmt.Sprintf("%d%s", c.Level, c.Strain)
}

// shortBids is Short of every bid, two bytes each, in Rank order (1C at
// 0, 7N at 68): Short slices it instead of formatting a string per call.
const shortBids = "1C1D1H1S1N2C2D2H2S2N3C3D3H3S3N4C4D4H4S4N5C5D5H5S5N6C6D6H6S6N7C7D7H7S7N"

// Symbol returns the form players read: "Pass", "X", "XX", "1♣" .. "7NT".
func (c Call) Symbol() string {
	if c.Kind != Bid {
		return c.String()
	}
	return fmt.Sprintf("%d%s", c.Level, c.Strain.Symbol())
}

// LIN returns the LIN mb form: "p", "d", "r", "1C" .. "7N".
func (c Call) LIN() string {
	switch c.Kind {
	case Pass:
		return "p"
	case Double:
		return "d"
	case Redouble:
		return "r"
	}
	return c.Short()
}

// ParseCall reads one call in any of the common spellings, either case:
// pass as P, Pass, PASS, "-" is not accepted; double as X, D, Dbl; redouble
// as XX, R, Rdbl; bids as level 1-7 then C D H S N NT or ♣♦♥♠. It returns an
// error for anything else.
func ParseCall(t string) (Call, error) {
	u := strings.ToUpper(strings.TrimSpace(t))
	switch u {
	case "P", "PASS", "AP":
		if u != "AP" {
			return PassCall, nil
		}
	case "X", "D", "DBL", "DOUBLE":
		return DoubleCall, nil
	case "XX", "R", "RDBL", "REDOUBLE":
		return RedoubleCall, nil
	}
	if len(u) >= 2 && u[0] >= '1' && u[0] <= '7' {
		s, err := ParseStrain(strings.TrimSpace(t)[1:])
		if err == nil {
			return NewBid(int(u[0]-'0'), s), nil
		}
	}
	return Call{}, fmt.Errorf("bridge: %q is not a call", t)
}
