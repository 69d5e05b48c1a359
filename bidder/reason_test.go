package bidder

import (
	"strings"
	"testing"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/internal/sharedtest"
)

// The notes' sources in a player's words.
func TestMissingTextInWords(t *testing.T) {
	for _, tc := range []struct{ conv, src, want string }{
		{"", "notes change log", "the notes refer to text they do not contain (see the notes' change log)"},
		{"Lissabon", "notes 6.4", "the notes refer to text they do not contain (Lissabon; see section 6.4 of the notes)"},
		{"", "notes 6, 6.4.1", "the notes refer to text they do not contain (see sections 6, 6.4.1 of the notes)"},
		{"", "notes Opening table (Brown)", "the notes refer to text they do not contain (see the notes' Opening table (Brown))"},
		{"", "", "the notes refer to text they do not contain"},
	} {
		if got := missingText(tc.conv, tc.src); got != tc.want {
			t.Errorf("%q %q: %q, want %q", tc.conv, tc.src, got, tc.want)
		}
	}
}

// What lint says under a finding about where the system's auction stops
// is in a player's words: no status codes "(gap)", "(not-covered)",
// "(missing)", no bare "notes change log". The corpus file is a BBO
// session whose suggestions stop in every way (a gap after a forcing
// call, missing text, an opponents' call the notes do not treat).
func TestSuggestionReasonsInWords(t *testing.T) {
	path := sharedtest.Path(t, "corpus", "lin", "sihengz02__bridge-lin2json-parser__raw_file__74803.lin")
	sys := embedded(t)
	b := New(sys)
	var reasons []string
	job := annotate.Job{System: sys, Sides: engine.SideNS, Lint: true, Rules: annotate.Rules(),
		Config: annotate.Config{HCPTolerance: 1}, Suggest: b.Suggest,
		OnFindings: func(fs []annotate.Finding) {
			for _, f := range fs {
				if f.System != nil && f.System.Reason != "" {
					reasons = append(reasons, f.System.Reason)
				}
			}
		}}
	if res := annotate.ProcessFile(path, job); res.Err != nil {
		t.Fatal(res.Err)
	}
	kinds := map[string]int{}
	for _, r := range reasons {
		for _, bad := range []string{"(gap)", "(not-covered)", "(missing)", ", notes ", " to call "} {
			if strings.Contains(r, bad) {
				t.Errorf("jargon %q in %q", bad, r)
			}
		}
		switch {
		case strings.Contains(r, "a pass is not allowed"):
			kinds["forcing"]++
		case strings.Contains(r, "the notes refer to text they do not contain (see the notes' change log)"):
			kinds["missing"]++
		case strings.Contains(r, "the notes do not treat"):
			kinds["opponents"]++
		}
	}
	for _, k := range []string{"forcing", "missing", "opponents"} {
		if kinds[k] == 0 {
			t.Errorf("no reason of kind %s among %q", k, reasons)
		}
	}
}
