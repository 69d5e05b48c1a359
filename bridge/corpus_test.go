package bridge

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/mdlint/mdlint/internal/sharedtest"
)

// corpusDir returns ../shared/corpus (sharedtest.Path: skipped when
// absent, failed under CI=true).
func corpusDir(t *testing.T) string {
	t.Helper()
	return sharedtest.Path(t, "corpus")
}

var (
	pbnDealTag = regexp.MustCompile(`\[Deal "([^"]*)"\]`)
	linMD      = regexp.MustCompile(`(?:^|\|)md\|([^|]*)\|`)
)

// TestCorpusPBNDeals parses every [Deal] value of the corpus PBN files. All
// must parse except in the verifier's negative test files (errors_*.pbn)
// and the "#" value, which is PBN's "same as the previous game" and is for
// the PBN reader to resolve. Every parsed deal must write back (from its
// own first seat) to the same deal.
func TestCorpusPBNDeals(t *testing.T) {
	dir := filepath.Join(corpusDir(t), "pbn")
	files, err := filepath.Glob(filepath.Join(dir, "*.pbn"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no PBN files in %s: %v", dir, err)
	}
	parsed, failed, endPositions := 0, 0, 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		negative := strings.Contains(filepath.Base(f), "errors_")
		for _, m := range pbnDealTag.FindAllStringSubmatch(string(data), -1) {
			v := m[1]
			if v == "#" {
				continue
			}
			info, err := ParseDealPBNInfo(v)
			if err != nil {
				if !negative {
					t.Errorf("%s: %q: %v", filepath.Base(f), v, err)
				}
				failed++
				continue
			}
			parsed++
			if info.EndPosition {
				endPositions++
			}
			back, known, err := ParseDealPBN(info.Deal.PBN(info.First, info.Known))
			if err != nil || back != info.Deal || known != info.Known {
				t.Errorf("%s: %q does not round-trip: %v", filepath.Base(f), v, err)
			}
		}
	}
	// errors_10.pbn has seven bad deals (games 11-15, 17 and 18; game 16's
	// double space is tolerated with QuirkSpacing).
	if failed != 7 {
		t.Errorf("%d deals in the negative test files failed, want 7", failed)
	}
	if parsed < 8000 || endPositions < 30 {
		t.Errorf("parsed %d deals (%d end positions); the corpus has over 8000 (over 30)", parsed, endPositions)
	}
}

// TestCorpusLINDeals parses every md value of the corpus LIN files; all
// must parse, give a full deal (the three-hand BBO form completed), and
// round-trip through Deal.LIN.
func TestCorpusLINDeals(t *testing.T) {
	dir := filepath.Join(corpusDir(t), "lin")
	files, err := filepath.Glob(filepath.Join(dir, "*.lin"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no LIN files in %s: %v", dir, err)
	}
	n := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range linMD.FindAllStringSubmatch(string(data), -1) {
			v := m[1]
			info, err := ParseDealLINInfo(v)
			if err != nil {
				t.Errorf("%s: %q: %v", filepath.Base(f), v, err)
				continue
			}
			n++
			if info.Known != allKnown() || info.Cards != 13 {
				t.Errorf("%s: %q: known %v, %d cards; want a full deal", filepath.Base(f), v, info.Known, info.Cards)
			}
			dealer, back, _, err := ParseDealLIN(info.Deal.LIN(info.First))
			if err != nil || back != info.Deal || dealer != info.First {
				t.Errorf("%s: %q does not round-trip: %v", filepath.Base(f), v, err)
			}
		}
	}
	if n < 200 {
		t.Errorf("parsed %d md values; the corpus has over 200", n)
	}
}
