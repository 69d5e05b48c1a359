package annotate

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/record"
)

// tinySystem loads annotate/testdata/tiny.mds, whose values are the
// notes' own (1♥ 8-11 4+♥ line 1445, 1NT 12-14 line 1447, ...).
func tinySystem(t *testing.T) *engine.System {
	t.Helper()
	sys, err := engine.LoadFile("testdata/tiny.mds", engine.Options{})
	require.NoError(t, err)
	return sys
}

// board builds a record.Board with dealer North, nobody vulnerable, the
// given calls (space-separated, "!" suffix = alerted) and North's and
// South's hands in PBN form ("" = unknown).
func board(t *testing.T, calls, north, south string) *record.Board {
	t.Helper()
	b := &record.Board{Format: record.LIN, File: "test.lin", Ordinal: 1, Label: "Board 1", Dealer: bridge.North,
		Players: [4]string{"Anna", "Bo", "Cilla", "Dag"}}
	for i, tok := range strings.Fields(calls) {
		alert := strings.HasSuffix(tok, "!")
		c, err := bridge.ParseCall(strings.TrimSuffix(tok, "!"))
		require.NoError(t, err, tok)
		b.Calls = append(b.Calls, record.Call{Call: c, Seat: bridge.Seat(i % 4), Alert: alert})
	}
	for seat, h := range map[bridge.Seat]string{bridge.North: north, bridge.South: south} {
		if h == "" {
			continue
		}
		hand, err := bridge.ParseHandPBN(h)
		require.NoError(t, err, h)
		b.Deal[seat], b.Known[seat] = hand, true
	}
	return b
}

type want struct {
	rule  string
	index int
	sev   record.Severity
	text  string // substring of the message
}

func lintBoard(t *testing.T, sys *engine.System, b *record.Board, sides engine.Sides) []Finding {
	t.Helper()
	return Lint(NewReplay(sys, b, sides), Rules(), Config{HCPTolerance: 1})
}

func assertFindings(t *testing.T, got []Finding, wants ...want) {
	t.Helper()
	var names []string
	for _, f := range got {
		names = append(names, f.Rule+"@"+string(rune('0'+f.Index))+": "+f.Message)
	}
	require.Len(t, got, len(wants), "findings: %q", names)
	for i, w := range wants {
		assert.Equal(t, w.rule, got[i].Rule, "finding %d", i)
		assert.Equal(t, w.index, got[i].Index, "finding %d", i)
		assert.Equal(t, w.sev, got[i].Severity, "finding %d (%s)", i, got[i].Message)
		assert.Contains(t, got[i].Message, w.text, "finding %d", i)
	}
}

func TestRuleHCPOpening(t *testing.T) {
	sys := tinySystem(t)
	// Notes line 1445: 1♥ in 1st/2nd hand is 8-11 HCP, 4+♥.
	cases := []struct {
		name  string
		north string
		wants []want
	}{
		{"11 HCP, just inside", "K5.AQ762.Q84.973", nil},
		{"8 HCP, just inside", "K5.AJ762.984.973", nil},
		{"12 HCP, one over: warning", "K5.AQ762.K84.973", []want{{"hcp", 0, record.Warning, "shows 8-11 HCP; holds 12 HCP (within the 1 HCP tolerance)"}}},
		{"13 HCP, two over: error", "K5.AQ762.K84.J73", []want{{"hcp", 0, record.Error, "holds 13 HCP"}}},
		{"7 HCP, one under: warning", "85.AJ762.Q84.973", []want{{"hcp", 0, record.Warning, "holds 7 HCP"}}},
		{"6 HCP, two under: error", "85.AJ762.J84.973", []want{{"hcp", 0, record.Error, "holds 6 HCP"}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			// 1♥ on 8-11 is alerted (docs/alert-policy.md), as the record shows
			b := board(t, "1H! P P P", c.north, "")
			assertFindings(t, lintBoard(t, sys, b, engine.SideNS), c.wants...)
		})
	}
}

func TestRuleLengthAndShape(t *testing.T) {
	sys := tinySystem(t)
	// 3 hearts: the 4+♥ of line 1445 is broken.
	b := board(t, "1H! P P P", "K5.AQ7.J842.9732", "") // 10 HCP, 2-3-4-4
	// one finding for the call states both facts
	assertFindings(t, lintBoard(t, sys, b, engine.SideNS),
		want{"length", 0, record.Error, "shows 4+♥ and an unbalanced hand; holds 3♥ and 4-4-3-2"})
	// 4♥ in a 4333 hand: neither unbalanced nor 5♥332.
	b = board(t, "1H! P P P", "K54.AQ72.J84.973", "") // 10 HCP
	got := lintBoard(t, sys, b, engine.SideNS)
	require.NotEmpty(t, got)
	assert.Equal(t, "shape", got[0].Rule)
	assert.Equal(t, record.Warning, got[0].Severity)
}

func TestRulePassInFirstSeat(t *testing.T) {
	sys := tinySystem(t)
	// A 1st/2nd-hand pass denies 12 HCP (inventory §3, "Partner's range" 1466-1470).
	b := board(t, "P P P P", "K5.AQ762.K84.J73", "") // 13 HCP
	assertFindings(t, lintBoard(t, sys, b, engine.SideNS), want{"hcp", 0, record.Error, "holds 13 HCP"})
	b = board(t, "P P P P", "K54.Q762.J84.973", "") // 6 HCP: inside 0-7
	assertFindings(t, lintBoard(t, sys, b, engine.SideNS))
}

func TestRuleAlerts(t *testing.T) {
	sys := tinySystem(t)
	// The 1st/2nd-hand 1♥ on 8-11 HCP (line 1445) is natural but lighter
	// than an opponent expects of an opening: alerted (docs/alert-policy.md).
	b := board(t, "1H P 2D P 2H P P P", "", "")
	assertFindings(t, lintBoard(t, sys, b, engine.SideNS),
		want{"missing-alert", 0, record.Warning, "should have been alerted (a natural one-level opening that may hold fewer than 11 HCP or a short suit): 8-11"},
		want{"missing-alert", 2, record.Warning, "TRA2M"})
	b = board(t, "1H! P 2D! P 2H P P P", "", "")
	assertFindings(t, lintBoard(t, sys, b, engine.SideNS))
	// The range typed without the alert mark (LIN `mb|1H|an|8-11|`,
	// docs/lin-format.md) disclosed the natural 1♥ as an announcement
	// does; the artificial 2♦ explained but not alerted still lacks its alert.
	b = board(t, "1H P 2D P 2H P P P", "", "")
	b.Calls[0].HasExplanation, b.Calls[0].Explanation = true, "8-11"
	b.Calls[2].HasExplanation, b.Calls[2].Explanation = true, "3+ hearts"
	assertFindings(t, lintBoard(t, sys, b, engine.SideNS),
		want{"missing-alert", 2, record.Warning, "TRA2M"})
	b.Calls[0].Explanation = " "
	assertFindings(t, lintBoard(t, sys, b, engine.SideNS),
		want{"missing-alert", 0, record.Warning, "fewer than 11 HCP"},
		want{"missing-alert", 2, record.Warning, "TRA2M"})
	b = board(t, "1H! P 2H! P P P", "", "")
	assertFindings(t, lintBoard(t, sys, b, engine.SideNS), want{"unexpected-alert", 2, record.Info, "alerted, but the system's meaning is natural"})
}

func TestRuleForcingPass(t *testing.T) {
	sys := tinySystem(t)
	// 1♥-2♦ (TRA2M) is forcing (notes 10.1 line 728): opener may not pass.
	b := board(t, "1H! P 2D! P P P", "", "")
	assertFindings(t, lintBoard(t, sys, b, engine.SideNS),
		want{"forcing-pass", 4, record.Error, "passed partner's 2♦, which is forcing for one round"})
	// After an opponent's double the obligation lapses.
	b = board(t, "1H! P 2D! X P P P", "", "")
	for _, f := range lintBoard(t, sys, b, engine.SideNS) {
		assert.NotEqual(t, "forcing-pass", f.Rule)
	}
}

func TestRuleIncompleteTransfer(t *testing.T) {
	sys := tinySystem(t)
	// 1NT-3♣ must be completed with 3♦ (notes 6.3).
	// the 1NT opening's range is self-alerted online (docs/alert-policy.md)
	b := board(t, "1N! P 3C! P 3H P P P", "", "")
	got := lintBoard(t, sys, b, engine.SideNS)
	var rules []string
	for _, f := range got {
		rules = append(rules, f.Rule)
	}
	assert.Contains(t, rules, "incomplete-transfer")
	b = board(t, "1N! P 3C! P 3D! P P P", "", "")
	assertFindings(t, lintBoard(t, sys, b, engine.SideNS))
}

func TestRuleUndefinedAndNotCovered(t *testing.T) {
	sys := tinySystem(t)
	b := board(t, "1H! P 3C P P P", "", "")
	assertFindings(t, lintBoard(t, sys, b, engine.SideNS), want{"undefined", 2, record.Info, "the notes give this call no meaning in this auction"})
	b = board(t, "1H! 2C 2H P P P", "", "")
	assertFindings(t, lintBoard(t, sys, b, engine.SideNS), want{"not-covered", 2, record.Info, "the notes stop here: they do not treat E's 2♣; this call and the later ones are not checked"})
}

func TestRuleHonoursAces(t *testing.T) {
	sys := tinySystem(t)
	// 4NT opening asks for specific aces; 5♣ denies an ace (9.5).
	b := board(t, "4N! P 5C! P P P", "", "K5.Q762.K84.Q73")
	assertFindings(t, lintBoard(t, sys, b, engine.SideNS))
	b = board(t, "4N! P 5C! P P P", "", "A5.Q762.K84.Q73")
	got := lintBoard(t, sys, b, engine.SideNS)
	require.Len(t, got, 1)
	assert.Equal(t, "honours", got[0].Rule)
}

func TestRuleRecord(t *testing.T) {
	sys := tinySystem(t)
	b := board(t, "1H! 1D P P P", "", "") // 1♦ after 1♥ is insufficient
	b.Diagnostics = append(b.Diagnostics, record.Diagnostic{File: "test.lin", Pos: record.Position{Line: 3, Col: 7},
		Severity: record.Warning, Message: "unknown key"})
	got := lintBoard(t, sys, b, engine.SideNS)
	require.Len(t, got, 2)
	assert.Equal(t, "record", got[0].Rule)
	assert.Equal(t, -1, got[0].Index)
	assert.Equal(t, record.Warning, got[0].Severity)
	assert.Equal(t, "unknown key", got[0].Message)
	assert.Equal(t, record.Position{Line: 3, Col: 7}, got[0].Pos, "a reader diagnostic keeps its own position")
	assert.Equal(t, 1, got[1].Index)
	assert.Equal(t, record.Error, got[1].Severity)
	assert.Contains(t, got[1].Message, "illegal auction")
}

func TestMissingAlertOnlyWhereAlertsAreRecorded(t *testing.T) {
	sys := tinySystem(t)
	// A PBN board without a single note records no alerts: nothing to say.
	b := board(t, "1H P 2D P 2H P P P", "", "")
	b.Format = record.PBN
	assertFindings(t, lintBoard(t, sys, b, engine.SideNS))
	// With a note on one call, the producer records alerts: 2♦ lacks one.
	// The note on 1♥ marks it alerted, as a PBN note reference does.
	b.Calls[0].Alert, b.Calls[0].HasExplanation, b.Calls[0].Explanation = true, true, "8-11"
	assertFindings(t, lintBoard(t, sys, b, engine.SideNS), want{"missing-alert", 2, record.Warning, "TRA2M"})
}

func TestRuleRecordSaysAnIllegalCallOnce(t *testing.T) {
	sys := tinySystem(t)
	b := board(t, "1H! 1D P P P", "", "")
	b.Calls[1].Pos = record.Position{Line: 4, Col: 4}
	b.Diagnostics = append(b.Diagnostics, record.Diagnostic{File: "test.pbn", Pos: record.Position{Line: 4, Col: 4},
		Severity: record.Error, Message: "E 1D: insufficient bid"})
	got := lintBoard(t, sys, b, engine.SideNS)
	require.Len(t, got, 1, "the reader's diagnostic, not a second finding of the rule")
	assert.Equal(t, "E 1D: insufficient bid", got[0].Message)
	assert.Equal(t, 4, got[0].Pos.Line)
	assert.Equal(t, 4, got[0].Pos.Col)
}

func TestOneFindingPerCallAndRule(t *testing.T) {
	sys := tinySystem(t)
	// ♠AK965 ♥Q2 ♦K84 ♣973: 2♥ breaks both 4+♥ and the 5♥332 alternative.
	b := board(t, "1H P P P", "AK965.Q2.K84.973", "")
	got := lintBoard(t, sys, b, engine.SideNS)
	// one finding for the call and the hand rules: HCP, length and shape
	var hand int
	for _, f := range got {
		if f.Index == 0 && (f.Rule == "hcp" || f.Rule == "length" || f.Rule == "shape" || f.Rule == "honours") {
			hand++
			// the HCP miss is within the tolerance (a warning), the length
			// miss is an error: the finding is the length rule's
			assert.Equal(t, "length", f.Rule)
			assert.Equal(t, record.Error, f.Severity, "the length error outweighs the HCP tolerance")
			assert.Equal(t, "shows 8-11 HCP, 4+♥ and an unbalanced hand; holds 12 HCP, 2♥ and 5-3-3-2 (within the 1 HCP tolerance)", f.Message)
		}
	}
	assert.Equal(t, 1, hand)
	// with tolerance 0 the HCP miss is an error too: the first rule, hcp, has it
	got = Lint(NewReplay(sys, b, engine.SideNS), Rules(), Config{HCPTolerance: 0})
	require.NotEmpty(t, got)
	assert.Equal(t, "hcp", got[0].Rule)
	// without the hcp rule the finding is the length rule's, without the HCP
	got = Lint(NewReplay(sys, b, engine.SideNS), Rules(), Config{HCPTolerance: 1, Disabled: map[string]bool{"MD001": true}})
	require.NotEmpty(t, got)
	assert.Equal(t, "length", got[0].Rule)
	assert.Equal(t, "shows 4+♥ and an unbalanced hand; holds 2♥ and 5-3-3-2", got[0].Message)
}

func TestDisableRule(t *testing.T) {
	sys := tinySystem(t)
	b := board(t, "1H P 2D P 2H P P P", "", "")
	got := Lint(NewReplay(sys, b, engine.SideNS), Rules(), Config{Disabled: map[string]bool{"MD005": true}})
	assert.Empty(t, got)
}

func TestOpponentsNotChecked(t *testing.T) {
	sys := tinySystem(t)
	// East (not the system side) opens 1♥ with 14 HCP: nothing to report.
	b := board(t, "P 1H P P P", "", "")
	h, _ := bridge.ParseHandPBN("K5.AQ762.KQ4.J73")
	b.Deal[bridge.East], b.Known[bridge.East] = h, true
	assertFindings(t, lintBoard(t, sys, b, engine.SideNS), want{"not-covered", 2, record.Info, "the notes stop here: they do not treat E's 1♥; this call and the later ones are not checked"})
}

func TestSidesForPlayers(t *testing.T) {
	b := board(t, "", "", "")
	s, ok := SidesForPlayers(b, []string{"cilla"})
	assert.True(t, ok)
	assert.Equal(t, engine.SideNS, s)
	s, ok = SidesForPlayers(b, []string{" BO ", "anna"})
	assert.True(t, ok)
	assert.Equal(t, engine.BothSides, s)
	_, ok = SidesForPlayers(b, []string{"Erik"})
	assert.False(t, ok)
}

func TestRulesHaveDocsAndUniqueIDs(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range Rules() {
		assert.NotEmpty(t, r.Doc, r.ID)
		assert.False(t, seen[r.ID] || seen[r.Name], "duplicate %s/%s", r.ID, r.Name)
		seen[r.ID], seen[r.Name] = true, true
	}
	assert.Len(t, seen, 24)
}

func TestMain(m *testing.M) { os.Exit(m.Run()) }

// TestRuleForcingPassModel: the forcing model (docs/forcing-model.md) on
// a system whose transfer completion is marked artificial and has no pass
// line: the sign-off after partner's completion is not a forcing pass
// (notes 6.3), a pass of an artificial bid that answers no transfer is
// (model rule 6), a missed completion that is a pass is one finding.
func TestRuleForcingPassModel(t *testing.T) {
	dir := t.TempDir()
	path := dir + "/s.mds"
	require.NoError(t, os.WriteFile(path, []byte(`@policy undefined
1N   12-14 balanced  {hcp 12-14 balanced; src "Opening table (Brown)" line 1447}
  3C   transfer to 3♦  {transfer; mandatory; src 6.1 line 325}
    3D   completes the transfer  {artificial; src 6.3}
  2C   asks for the majors  {artificial; forcing; src 6.1 line 316}
    2D   no 4-card major  {artificial; src 6.3.1 line 398}
`), 0o644))
	sys, err := engine.LoadFile(path, engine.Options{})
	require.NoError(t, err)
	assertFindings(t, lintBoard(t, sys, board(t, "1N! P 3C! P 3D! P P P", "", ""), engine.SideNS))
	assertFindings(t, lintBoard(t, sys, board(t, "1N! P 2C! P 2D! P P P", "", ""), engine.SideNS),
		want{"forcing-pass", 6, record.Error, "artificial"})
	assertFindings(t, lintBoard(t, sys, board(t, "1N! P 3C! P P P", "", ""), engine.SideNS),
		want{"incomplete-transfer", 4, record.Error, "the player passed"})
}

// Where the notes refer to text they do not contain, the not-covered
// finding says so in words and names where they refer to it: the passed
// hand's 2♣ over a 3rd-hand 1♥ is given by the change log (1439) with
// policy missing, so opener's next call is not covered.
func TestNotCoveredMissingTextInWords(t *testing.T) {
	sys, err := engine.LoadEmbedded(engine.Options{})
	require.NoError(t, err)
	b := board(t, "P P 1H P 2C P P P", "", "")
	got := lintBoard(t, sys, b, engine.SideNS)
	var msgs []string
	for _, f := range got {
		if f.Rule == "not-covered" {
			msgs = append(msgs, f.Message)
		}
	}
	assert.Equal(t, []string{"the notes stop here: they refer to text they do not contain (see the notes' change log); this call and the later ones are not checked"}, msgs)
	assert.Equal(t, " (Lissabon; see section 6.4 of the notes)", MissingWhere("Lissabon", "notes 6.4"))
	assert.Equal(t, " (see sections 6, 6.4.1 of the notes)", MissingWhere("", "notes 6, 6.4.1"))
	assert.Equal(t, "", MissingWhere("", ""))
}
