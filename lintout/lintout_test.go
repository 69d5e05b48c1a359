package lintout

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/record"
)

func TestGitHubEscapes(t *testing.T) {
	var b bytes.Buffer
	w, err := New("github", &b, Options{})
	if err != nil {
		t.Fatal(err)
	}
	w.Write(annotate.Finding{File: "a,b:c.pbn", Ordinal: 2, Board: "7", Index: -1, Pos: record.Position{Line: 3, Col: 1},
		Rule: "record", RuleID: "MD011", Severity: record.Info, Message: "100% wrong\nsecond line"})
	if err := w.Close(Outcome{}); err != nil {
		t.Fatal(err)
	}
	want := "::notice file=a%2Cb%3Ac.pbn,line=3,col=1,title=MD011 record::board 7: 100%25 wrong%0Asecond line\n"
	if b.String() != want {
		t.Errorf("got  %q\nwant %q", b.String(), want)
	}
}

func TestCompactWithoutPosition(t *testing.T) {
	var b bytes.Buffer
	w, _ := New("compact", &b, Options{ASCII: true})
	w.Write(annotate.Finding{File: "x.lin", Ordinal: 4, Index: 0, HasSeat: true, Seat: bridge.South,
		HasCall: true, Call: bridge.Call{Kind: bridge.Bid, Level: 1, Strain: bridge.Strain(bridge.Hearts)},
		Rule: "hcp", RuleID: "MD001", Severity: record.Error, Message: "holds 2♥"})
	_ = w.Close(Outcome{})
	want := "x.lin: error: board #4, S 1H: holds 2H [MD001 hcp]\n"
	if b.String() != want {
		t.Errorf("got  %q\nwant %q", b.String(), want)
	}
}

func TestFileURI(t *testing.T) {
	for in, want := range map[string]string{
		"club evening.pbn": "club%20evening.pbn",
		"dir/a#1.lin":      "dir/a%231.lin",
		"/abs/path/x.pbn":  "file:///abs/path/x.pbn",
		"rel/../up/y.pbn":  "rel/../up/y.pbn",
	} {
		if got := fileURI(in); got != want {
			t.Errorf("fileURI(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestUnknownFormat(t *testing.T) {
	if _, err := New("xml", &bytes.Buffer{}, Options{}); err == nil || !strings.Contains(err.Error(), "compact, json, sarif, github") {
		t.Errorf("err = %v", err)
	}
}

// failedRun is the outcome and the problems of a run where one file held
// no board and another could not be opened, so nothing was read.
var failedRun = struct {
	problems []record.Diagnostic
	outcome  Outcome
}{
	problems: []record.Diagnostic{
		{File: "empty.pbn", Severity: record.Error, Message: "no boards: the file is empty (only blank lines or comments)"},
		{File: "x.pbn", Pos: record.Position{Line: 1, Col: 1}, Severity: record.Warning, Message: "text outside a tag ignored (\"nothing\")"},
	},
	outcome: Outcome{Files: 2, ExitCode: 2, Failure: "nothing was read: no board in 2 files; nothing was checked"},
}

// writeFailedRun writes failedRun in format and returns the output.
func writeFailedRun(t *testing.T, format string) string {
	t.Helper()
	var b bytes.Buffer
	w, err := New(format, &b, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range failedRun.problems {
		w.Problem(d)
	}
	if err := w.Close(failedRun.outcome); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestFailedRunInEveryFormat: the problems of each file and the run's
// failure are in the output of every format, not only on stderr.
func TestFailedRunInEveryFormat(t *testing.T) {
	for format, want := range map[string]string{
		"compact": "empty.pbn: error: no boards: the file is empty (only blank lines or comments)\n" +
			"x.pbn:1:1: warning: text outside a tag ignored (\"nothing\")\n" +
			"mdlint: error: nothing was read: no board in 2 files; nothing was checked\n",
		"github": "::error file=empty.pbn,title=mdlint::no boards: the file is empty (only blank lines or comments)\n" +
			"::warning file=x.pbn,line=1,col=1,title=mdlint::text outside a tag ignored (\"nothing\")\n" +
			"::error title=mdlint::nothing was read: no board in 2 files; nothing was checked\n",
		"json": `{"type":"diagnostic","file":"empty.pbn","severity":"error","message":"no boards: the file is empty (only blank lines or comments)"}` + "\n" +
			`{"type":"diagnostic","file":"x.pbn","line":1,"col":1,"severity":"warning","message":"text outside a tag ignored (\"nothing\")"}` + "\n" +
			`{"type":"summary","files":2,"boards":0,"findings":0,"errors":0,"warnings":0,"info":0,"exit":2,"failure":"nothing was read: no board in 2 files; nothing was checked"}` + "\n",
	} {
		if got := writeFailedRun(t, format); got != want {
			t.Errorf("%s:\ngot  %q\nwant %q", format, got, want)
		}
	}
}

// TestSARIFFailedRun: SARIF says the run failed in its invocation
// (executionSuccessful false, the exit code) and names each file's
// problem, with its location, and the failure in toolExecutionNotifications.
func TestSARIFFailedRun(t *testing.T) {
	var log struct {
		Runs []struct {
			Invocations []struct {
				ExecutionSuccessful bool `json:"executionSuccessful"`
				ExitCode            int  `json:"exitCode"`
				Notifications       []struct {
					Level   string `json:"level"`
					Message struct {
						Text string `json:"text"`
					} `json:"message"`
					Locations []struct {
						PhysicalLocation struct {
							ArtifactLocation struct {
								URI string `json:"uri"`
							} `json:"artifactLocation"`
							Region *struct {
								StartLine int `json:"startLine"`
							} `json:"region"`
						} `json:"physicalLocation"`
					} `json:"locations"`
				} `json:"toolExecutionNotifications"`
			} `json:"invocations"`
			Results []any `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal([]byte(writeFailedRun(t, "sarif")), &log); err != nil {
		t.Fatal(err)
	}
	if len(log.Runs) != 1 || len(log.Runs[0].Invocations) != 1 {
		t.Fatalf("want one run with one invocation: %+v", log)
	}
	inv := log.Runs[0].Invocations[0]
	if inv.ExecutionSuccessful || inv.ExitCode != 2 {
		t.Errorf("executionSuccessful %v, exitCode %d; want false, 2", inv.ExecutionSuccessful, inv.ExitCode)
	}
	if n := len(inv.Notifications); n != 3 {
		t.Fatalf("%d notifications, want 3", n)
	}
	first, last := inv.Notifications[0], inv.Notifications[2]
	if first.Level != "error" || first.Message.Text != "no boards: the file is empty (only blank lines or comments)" ||
		len(first.Locations) != 1 || first.Locations[0].PhysicalLocation.ArtifactLocation.URI != "empty.pbn" {
		t.Errorf("first notification %+v", first)
	}
	if r := inv.Notifications[1].Locations[0].PhysicalLocation.Region; r == nil || r.StartLine != 1 {
		t.Errorf("second notification has no region at line 1: %+v", inv.Notifications[1])
	}
	if last.Level != "error" || last.Message.Text != "nothing was read: no board in 2 files; nothing was checked" || len(last.Locations) != 0 {
		t.Errorf("last notification %+v", last)
	}
	if len(log.Runs[0].Results) != 0 {
		t.Errorf("results %v, want none", log.Runs[0].Results)
	}
}

// TestSARIFCleanRunSucceeds: a run that did its work says so.
func TestSARIFCleanRunSucceeds(t *testing.T) {
	var b bytes.Buffer
	w, _ := New("sarif", &b, Options{})
	if err := w.Close(Outcome{Files: 1, Boards: 3, ExitCode: 1, Counts: [3]int{0, 0, 2}}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), `"invocations": [
        {
          "executionSuccessful": true,
          "exitCode": 1
        }
      ]`) {
		t.Errorf("no successful invocation with exit code 1:\n%s", b.String())
	}
}
