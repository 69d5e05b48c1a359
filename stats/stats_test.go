package stats

import (
	"bytes"
	"encoding/json"
	"math"
	"sort"
	"strings"
	"testing"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/engine"
)

// collect runs lint over the handmade records in testdata with the tiny
// system and returns the report.
func collect(t *testing.T, players []string) Report {
	t.Helper()
	sys, err := engine.LoadFile("testdata/tiny.mds", engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	files, errs := annotate.Expand([]string{"testdata"})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	c := New()
	job := annotate.Job{System: sys, Sides: engine.SideNS, Players: players, Lint: true, Rules: annotate.Rules(),
		Config: annotate.Config{HCPTolerance: 1}, Visit: c.Visit}
	for _, f := range files {
		if res := annotate.ProcessFile(f, job); res.Err != nil {
			t.Fatal(res.Err)
		}
	}
	return c.Report(10)
}

// The records (testdata/club.pbn, alerts.lin), counted by hand:
//   - 7 boards, North dealer, N-S playing: each board has 2 N-S calls
//     (North's opening or pass and South's pass) = 14 calls, all given by
//     a line of tiny.mds (100% covered).
//   - boards 1 and 2: 1♥ with 14 and 13 HCP against 8-11, beyond the
//     1-point tolerance: 2 hcp findings at "1♥".
//   - boards 5 and 6 (LIN): 1♣ not alerted: 2 missing-alert findings at
//     "1♣"; board 7 alerts it.
//   - Anna (North) made every one of those calls.
func TestReportCounts(t *testing.T) {
	r := collect(t, nil)
	if r.Boards != 7 || r.Calls != 14 || r.Defined != 14 || r.Coverage != 100 {
		t.Errorf("boards %d calls %d defined %d coverage %v", r.Boards, r.Calls, r.Defined, r.Coverage)
	}
	rules := map[string]RuleCount{}
	for _, rc := range r.Rules {
		rules[rc.Name] = rc
	}
	if len(rules) != 2 || rules["hcp"].Count != 2 || rules["missing-alert"].Count != 2 {
		t.Fatalf("rules %+v", r.Rules)
	}
	if got := rules["hcp"].Per100; math.Abs(got-200.0/7) > 1e-9 {
		t.Errorf("hcp per 100 boards %v, want 28.57", got)
	}
	if len(r.Deviations) != 1 || r.Deviations[0].Auction != "1♥" || r.Deviations[0].Count != 2 || r.Deviations[0].TypicalCount != 1 {
		t.Errorf("deviations %+v", r.Deviations)
	}
	// On a tie the typical message is the first in byte order: 13 before 14.
	if r.Deviations[0].Typical != "shows 8-11 HCP; holds 13 HCP" {
		t.Errorf("typical %q", r.Deviations[0].Typical)
	}
	if len(r.MissedAlerts) != 1 || r.MissedAlerts[0].Auction != "1♣" || r.MissedAlerts[0].Count != 2 || r.MissedAlerts[0].TypicalCount != 2 {
		t.Errorf("missed alerts %+v", r.MissedAlerts)
	}
	if len(r.Players) != 2 {
		t.Fatalf("players %+v", r.Players)
	}
	anna, bo := r.Players[0], r.Players[1]
	if anna.Name != "Anna" || anna.Calls != 7 || anna.Deviations != 2 || anna.MissedAlerts != 2 ||
		bo.Name != "Bo" || bo.Calls != 7 || bo.Deviations != 0 || bo.MissedAlerts != 0 {
		t.Errorf("players %+v", r.Players)
	}
}

func TestPlayersFilter(t *testing.T) {
	if r := collect(t, []string{"zed"}); r.Boards != 0 || r.Calls != 0 {
		t.Errorf("nobody called Zed plays, got %+v", r)
	}
	if r := collect(t, []string{"ANNA"}); r.Boards != 7 || r.Calls != 14 {
		t.Errorf("Anna plays every board: %+v", r)
	}
}

func TestDeviation(t *testing.T) {
	for rule, want := range map[string]bool{"hcp": true, "length": true, "forcing-pass": true, "missing-alert": false, "record": false, "undefined": false} {
		if Deviation(rule) != want {
			t.Errorf("Deviation(%q) = %v", rule, !want)
		}
	}
}

// Player names are listed as people read them: numbers by value (BBO's
// anonymised Player1 ... Player100), case and accents ignored.
func TestNameOrder(t *testing.T) {
	names := []string{"Player10", "player2", "Player100", "Player1", "Östen", "anna", "Bo"}
	less := NameOrder()
	sort.SliceStable(names, func(i, j int) bool { return less(names[i], names[j]) })
	want := []string{"anna", "Bo", "Östen", "Player1", "player2", "Player10", "Player100"}
	if strings.Join(names, " ") != strings.Join(want, " ") {
		t.Errorf("got %v, want %v", names, want)
	}
}

// The inputs not counted are listed last in the text, terminal-safe, and
// are part of the JSON report with the run's failure.
func TestProblemsReported(t *testing.T) {
	r := Report{Boards: 8, Problems: []Problem{{File: "empty.pbn", Message: "no boards: the file is empty (only blank lines or comments)"},
		{File: "x\x1b.lin", Message: "no such file or directory"}}, Failure: "2 inputs not checked: unreadable or without boards"}
	var b bytes.Buffer
	r.WriteText(&b)
	want := "\n2 inputs not read, not in these counts:\n" +
		"  empty.pbn: no boards: the file is empty (only blank lines or comments)\n" +
		"  x\\x1b.lin: no such file or directory\n"
	if !strings.HasSuffix(b.String(), want) {
		t.Errorf("text does not end with the problems:\n%s", b.String())
	}
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	wantJSON := `"problems":[{"file":"empty.pbn","message":"no boards: the file is empty (only blank lines or comments)"},{"file":"x\u001b.lin","message":"no such file or directory"}],"failure":"2 inputs not checked: unreadable or without boards"}`
	if !strings.HasSuffix(string(data), wantJSON) {
		t.Errorf("JSON %s\ndoes not end with %s", data, wantJSON)
	}
}
