package annotate

import (
	"math/rand/v2"
	"regexp"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/record"
)

// hcpRangeRE is the definition lastHCPRange implements without a regular
// expression.
var hcpRangeRE = regexp.MustCompile(`(\d+)(?:\s*-\s*(\d+)|(\+))?\s*HCP`)

// lastHCPRangeRE is lastHCPRange through the regular expression.
func lastHCPRangeRE(s string) (lo, hi int, ok bool) {
	all := hcpRangeRE.FindAllStringSubmatch(s, -1)
	if all == nil {
		return 0, 0, false
	}
	m := all[len(all)-1]
	lo, _ = strconv.Atoi(m[1])
	hi = lo
	switch {
	case m[2] != "":
		hi, _ = strconv.Atoi(m[2])
	case m[3] == "+":
		hi = 37
	}
	return lo, hi, true
}

func TestLastHCPRange(t *testing.T) {
	cases := []struct {
		s      string
		lo, hi int
		ok     bool
	}{
		{"8-11 HCP, 4+♥", 8, 11, true},
		{"8-11 HCP, 4+♥; 15-17 HCP", 15, 17, true},
		{"12+ HCP", 12, 37, true},
		{"10 HCP", 10, 10, true},
		{"0-5 HCP; at most 11 HCP", 11, 11, true},
		{"5+♠, 4+♥", 0, 0, false},
		{"", 0, 0, false},
		{"12 - 14HCP", 12, 14, true},
		{"12-x 5 HCP", 5, 5, true},
		{"1-2-3 HCP", 2, 3, true},
		{"4+ 5HCP", 5, 5, true},
	}
	for _, c := range cases {
		lo, hi, ok := lastHCPRange(c.s)
		if lo != c.lo || hi != c.hi || ok != c.ok {
			t.Errorf("lastHCPRange(%q) = %d, %d, %v; want %d, %d, %v", c.s, lo, hi, ok, c.lo, c.hi, c.ok)
		}
		if rlo, rhi, rok := lastHCPRangeRE(c.s); rlo != lo || rhi != hi || rok != ok {
			t.Errorf("%q: scanner %d, %d, %v; regular expression %d, %d, %v", c.s, lo, hi, ok, rlo, rhi, rok)
		}
	}
	// random strings over the characters that matter agree with the
	// regular expression
	r := rand.New(rand.NewPCG(1, 2))
	const alphabet = "0123456789 \t-+HCPx;,"
	for range 200000 {
		b := make([]byte, r.IntN(16))
		for i := range b {
			if r.IntN(4) == 0 {
				copy(b[i:], "HCP")
				continue
			}
			b[i] = alphabet[r.IntN(len(alphabet))]
		}
		s := string(b)
		lo, hi, ok := lastHCPRange(s)
		if rlo, rhi, rok := lastHCPRangeRE(s); rlo != lo || rhi != hi || rok != ok {
			t.Fatalf("%q: scanner %d, %d, %v; regular expression %d, %d, %v", s, lo, hi, ok, rlo, rhi, rok)
		}
	}
}

func TestWithinTolerance(t *testing.T) {
	cases := []struct {
		promise string
		hcp     int
		tol     int
		want    bool
	}{
		{"8-11 HCP, 4+♥", 12, 1, true},
		{"8-11 HCP, 4+♥", 13, 1, false},
		{"8-11 HCP, 4+♥", 7, 1, true},
		{"8-11 HCP, 4+♥", 7, 0, false},
		{"12+ HCP; 15-17 HCP", 14, 1, true},
		{"12+ HCP; 15-17 HCP", 13, 1, false},
		{"4+♥", 3, 5, false},
	}
	for _, c := range cases {
		if got := withinTolerance(c.promise, c.hcp, c.tol); got != c.want {
			t.Errorf("withinTolerance(%q, %d, %d) = %v, want %v", c.promise, c.hcp, c.tol, got, c.want)
		}
	}
}

// TestReplayViolationsShared: the hand rules read one check per call
// (Replay.Violations), the same as Constraint.Check on the caller's hand,
// nil for a hand the record does not give.
func TestReplayViolationsShared(t *testing.T) {
	sys := tinySystem(t)
	// 3 hearts, 10 HCP, 2-3-4-4: 1♥ (notes line 1445, 8-11 HCP, 4+♥)
	// breaks its length and its shape.
	b := board(t, "1H! P P P", "K5.AQ7.J842.9732", "") // 1♥ on 8-11 alerted (docs/alert-policy.md)
	r := NewReplay(sys, b, engine.SideNS)
	v := r.Violations(0)
	require.Equal(t, r.Meanings[0].Constraint.Check(b.Deal[bridge.North]), v)
	require.NotEmpty(t, v)
	assert.Equal(t, "length", v[0].Kind)
	assert.Equal(t, "holds 3♥", v[0].Fact)
	// asked again (by the next rule), the same slice, not a new check
	again := r.Violations(0)
	assert.Same(t, &v[0], &again[0])
	// the findings of the four hand rules come from that one check
	assertFindings(t, Lint(r, Rules(), Config{HCPTolerance: 1}),
		want{"length", 0, record.Error, "shows 4+♥ and an unbalanced hand; holds 3♥ and 4-4-3-2"})

	// South's hand is not in the record: nothing to check
	b = board(t, "P P 1H P", "", "")
	r = NewReplay(sys, b, engine.SideNS)
	assert.Nil(t, r.Violations(2))
	assert.Nil(t, r.Violations(-1))
	assert.Nil(t, r.Violations(99))
}

// TestUpperHCP holds the scan to the regular expression it replaces.
func TestUpperHCP(t *testing.T) {
	re := regexp.MustCompile(`\bhcp\b`)
	cases := []string{"", "hcp", "12-14 hcp", "hcp, 5+♥", "hcps", "xhcp", "hcp_", "8 hcp or 11 hcp", "hcphcp hcp",
		"♥hcp", "(hcp)", "HCP", "3hcp", "hhcp hcp"}
	r := rand.New(rand.NewPCG(3, 4))
	for range 20000 {
		b := make([]byte, r.IntN(12))
		for i := range b {
			if r.IntN(3) == 0 {
				copy(b[i:], "hcp")
				continue
			}
			b[i] = " hcpx_9♥,"[r.IntN(9)]
		}
		cases = append(cases, string(b))
	}
	for _, s := range cases {
		if got, want := upperHCP(s), re.ReplaceAllString(s, "HCP"); got != want {
			t.Fatalf("upperHCP(%q) = %q, want %q", s, got, want)
		}
	}
}

// TestRestatedHCP: one violation, one finding. A 16-count that opened the
// 12-14 1NT (opening table line 1447) has broken its HCP once; accepting
// 1NT-2NT (323) "with the upper part", 13-14, restates that miss and gets no
// second finding. Declining as if a 12-count is a second mistake and keeps
// its own; a hand inside the 1NT's range that breaks the later call alone
// keeps its finding too.
func TestRestatedHCP(t *testing.T) {
	sys, err := engine.LoadEmbedded(engine.Options{})
	require.NoError(t, err)
	const sixteen = "AK5.KQ4.J73.K942" // 16 HCP
	// accepts: the 1NT's finding only
	assertFindings(t, lintBoard(t, sys, board(t, "1N! P 2N P 3N P P P", sixteen, "QJ2.J53.AK62.T73"), engine.SideNS),
		want{"hcp", 0, record.Error, "shows 12-14 HCP; holds 16 HCP"})
	// declines: both (the pass shows 12, another bound)
	assertFindings(t, lintBoard(t, sys, board(t, "1N! P 2N P P P", sixteen, "QJ2.J53.AK62.T73"), engine.SideNS),
		want{"hcp", 0, record.Error, "shows 12-14 HCP; holds 16 HCP"},
		want{"hcp", 4, record.Error, "shows 12 HCP; holds 16 HCP"})
	// a 12-count in range that accepts: the accept's own finding
	assertFindings(t, lintBoard(t, sys, board(t, "1N! P 2N P 3N P P P", "AK5.Q84.J73.Q942", "QJ2.J53.AK62.T73"), engine.SideNS),
		want{"hcp", 4, record.Warning, "shows 13-14 HCP; holds 12 HCP"})
}
