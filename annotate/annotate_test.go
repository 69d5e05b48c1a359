package annotate

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/record"
)

// annotateBytes runs ProcessReader with annotation on data and returns the
// annotated bytes and the result.
func annotateBytes(t *testing.T, sys *engine.System, name string, data []byte, opts AnnotateOptions) ([]byte, FileResult) {
	t.Helper()
	res := ProcessReader(bytes.NewReader(data), name, Job{System: sys, Sides: engine.BothSides, Annotate: true, AnnotateOptions: opts})
	require.NoError(t, res.Err)
	var out bytes.Buffer
	require.NoError(t, record.Apply(&out, bytes.NewReader(data), res.Edits))
	return out.Bytes(), res
}

// A BBO hand record (lin-format.md §1): North deals, 1NT-3♣ is a transfer
// (notes 6.1) and 3♦ completes it.
const linBoard = "pn|Anna,Bo,Cilla,Dag|st||md|3S2345H2345D2345C2,S6789H6789D6789C3,SAKQJTHTJDTJC4567,|rh||ah|Board 1|sv|o|mb|1N|mb|p|mb|3C|mb|p|mb|3D|mb|p|mb|p|mb|p|pg||\n"

func TestAnnotateLIN(t *testing.T) {
	sys := tinySystem(t)
	out, res := annotateBytes(t, sys, "s.lin", []byte(linBoard), AnnotateOptions{})
	assert.Equal(t, 3, res.Explained)
	s := string(out)
	// Online the 1NT opening's range is self-alerted (docs/alert-policy.md,
	// "Natural calls that are alerted"; line 1447: 12-14 in 1st/2nd hand).
	assert.Contains(t, s, "mb|1N!|an|12-14 balanced|")
	assert.Contains(t, s, "mb|3C!|an|transfer to 3!D|")
	assert.Contains(t, s, "mb|3D!|an|completes the transfer|")
	// Everything outside the edits is unchanged.
	assert.Equal(t, strings.NewReplacer("mb|1N|", "mb|1N!|an|12-14 balanced|", "mb|3C|", "mb|3C!|an|transfer to 3!D|",
		"mb|3D|", "mb|3D!|an|completes the transfer|").Replace(linBoard), s)

	// Annotating an annotated file changes nothing.
	again, res2 := annotateBytes(t, sys, "s.lin", out, AnnotateOptions{})
	assert.Equal(t, 0, res2.Explained)
	assert.Empty(t, res2.Edits)
	assert.Equal(t, s, string(again))

	// An explanation already in the record is kept without --overwrite,
	// replaced with it.
	own := strings.Replace(linBoard, "mb|3C|", "mb|3C!|an|diamonds|", 1)
	kept, _ := annotateBytes(t, sys, "s.lin", []byte(own), AnnotateOptions{})
	assert.Contains(t, string(kept), "mb|3C!|an|diamonds|")
	replaced, _ := annotateBytes(t, sys, "s.lin", []byte(own), AnnotateOptions{Overwrite: true})
	assert.Contains(t, string(replaced), "mb|3C!|an|transfer to 3!D|")

	// Under the WBF policy a no-trump bid that suggests a balanced hand is
	// not alerted: 1NT stays as it is.
	wbf, err := engine.LoadFile("testdata/tiny.mds", engine.Options{AlertRules: engine.AlertRulesWBF})
	require.NoError(t, err)
	out, res = annotateBytes(t, wbf, "s.lin", []byte(linBoard), AnnotateOptions{})
	assert.Equal(t, 2, res.Explained)
	assert.Contains(t, string(out), "mb|1N|mb|p|", "WBF: 1NT is natural, balanced: no alert")
}

const pbnBoard = `[Event "Club"]
[Board "1"]
[West "Dag"]
[North "Anna"]
[East "Bo"]
[South "Cilla"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQJT.7.7.A7654 5432.5432.5432.2 - -"]
[Auction "N"]
1NT Pass 3C Pass
3D Pass Pass Pass
[Play "E"]
*
`

func TestAnnotatePBN(t *testing.T) {
	sys := tinySystem(t)
	out, res := annotateBytes(t, sys, "s.pbn", []byte(pbnBoard), AnnotateOptions{})
	assert.Equal(t, 3, res.Explained)
	s := string(out)
	// 1NT's range is self-alerted online (line 1447), then the transfer
	// and its completion.
	assert.Contains(t, s, "1NT =1= Pass 3C =2= Pass\n3D =3= Pass Pass Pass\n")
	assert.Contains(t, s, `[Note "1:12-14 balanced"]`)
	assert.Contains(t, s, `[Note "2:transfer to 3\D"]`)
	assert.Contains(t, s, `[Note "3:completes the transfer"]`)
	assert.Less(t, strings.Index(s, "[Note"), strings.Index(s, "[Play"), "notes go after the auction, before the play")

	again, res2 := annotateBytes(t, sys, "s.pbn", out, AnnotateOptions{})
	assert.Empty(t, res2.Edits)
	assert.Equal(t, s, string(again))
}

func TestExplainAll(t *testing.T) {
	// Under the WBF policy 1NT (balanced) is a natural call that is not
	// alerted; online its range is (TestAnnotateLIN).
	sys, err := engine.LoadFile("testdata/tiny.mds", engine.Options{AlertRules: engine.AlertRulesWBF})
	require.NoError(t, err)
	out, res := annotateBytes(t, sys, "s.lin", []byte(linBoard), AnnotateOptions{ExplainAll: true})
	assert.Equal(t, 3, res.Explained, "1NT, 3♣ and 3♦; the final pass is only \"natural\", which says nothing")
	assert.Contains(t, string(out), "mb|1N|an|12-14 balanced|", "a natural call is explained, not alerted")
	assert.Contains(t, string(out), "mb|3C!|an|transfer to 3!D|")
	again, res2 := annotateBytes(t, sys, "s.lin", out, AnnotateOptions{ExplainAll: true})
	assert.Empty(t, res2.Edits)
	assert.Equal(t, string(out), string(again))
}

func TestAlertText(t *testing.T) {
	m := engine.Meaning{Explanation: "asks for a four-card major", Convention: "Stayman"}
	assert.Equal(t, "Stayman: asks for a four-card major", AlertText(m))
	m = engine.Meaning{Explanation: "Stayman, asks for a major", Convention: "Stayman"}
	assert.Equal(t, "Stayman, asks for a major", AlertText(m))
	m = engine.Meaning{Explanation: "8-11 hcp, 4+♥ (hcp as in the notes)"}
	assert.Equal(t, "8-11 HCP, 4+♥ (HCP as in the notes)", AlertText(m))
	// Notes 10.1 line 728: the whole sentence fits BBO's 100 characters, so
	// the support and the strength are kept.
	m = engine.Meaning{Explanation: "primarily a balanced hand with 3-4-card support and about 13 decent hcp", Convention: "TRA2M"}
	assert.Equal(t, "TRA2M: primarily a balanced hand with 3-4-card support and about 13 decent HCP", AlertText(m))
	// A longer text is first written with the usual abbreviations, until
	// it fits: "game forcing" is GF.
	long := engine.Meaning{Explanation: "game forcing with a good six-card suit, slam interest and a singleton, asks partner to cue-bid; denies a void"}
	got := AlertText(long)
	assert.Equal(t, "GF with a good six-card suit, slam interest and a singleton, asks partner to cue-bid; denies a void", got)
	// The transfer raise of the notes (10.1 line 728, one-major.mds): 107
	// characters. The cut at 100 used to drop the second hand type, "(or
	// invitational with a long suit)"; abbreviated, every hand type stays.
	tra := engine.Meaning{Convention: "Transfer raise", Explanation: "3-4 card ♥ support, about 13 decent HCP, mostly balanced (or invitational with a long suit)"}
	assert.Equal(t, "Transfer raise: 3-4 card ♥ supp, about 13 decent HCP, mostly bal (or invitational with a long suit)", AlertText(tra))
	// A PBN [Note] has no such limit: the whole text.
	assert.Equal(t, "Transfer raise: 3-4 card ♥ support, about 13 decent HCP, mostly balanced (or invitational with a long suit)", fit(FullAlertText(tra), 0))
	// Still too long when abbreviated: cut at a clause end outside the
	// brackets, never leaving one open.
	aside := engine.Meaning{Convention: "Transfer raise", Explanation: "3-4 card ♥ support, about 13 decent HCP, mostly balanced (or invitational with a singleton or void; opener relays)"}
	got = AlertText(aside)
	assert.Equal(t, "Transfer raise: 3-4 card ♥ supp, c. 13 decent HCP, mostly bal...", got)
	// No clause end: cut at a space.
	words := engine.Meaning{Explanation: strings.Repeat("word ", 30)}
	got = AlertText(words)
	assert.LessOrEqual(t, len([]rune(got)), HardAlertLength)
	assert.True(t, strings.HasSuffix(got, "word..."), got)
}

func TestExpandListsAFileOnce(t *testing.T) {
	dir := t.TempDir()
	a := dir + "/a.lin"
	require.NoError(t, os.WriteFile(a, []byte(linBoard), 0o644))
	require.NoError(t, os.WriteFile(dir+"/b.pbn", []byte(pbnBoard), 0o644))
	require.NoError(t, os.Symlink(a, dir+"/link.lin"))
	files, errs := Expand([]string{a, dir + "/./a.lin", dir, dir + "/missing.pbn"})
	assert.Len(t, errs, 1)
	assert.Equal(t, []string{a, dir + "/b.pbn"}, files)
}

// TestExpandSkippedTellsWhy: a walk lists every file it did not take with
// its reason: another extension is skipped by name, unread; a .txt or
// extension-less file is read and skipped when it holds no records.
func TestExpandSkippedTellsWhy(t *testing.T) {
	dir := t.TempDir()
	for name, data := range map[string]string{"a.txt": "hello\n", "b.lin": linBoard, "c.doc": "x", "notes": "no boards here\n", "d.txt": linBoard} {
		require.NoError(t, os.WriteFile(dir+"/"+name, []byte(data), 0o644))
	}
	files, skipped, errs := ExpandSkipped([]string{dir})
	assert.Empty(t, errs)
	assert.Equal(t, []string{dir + "/b.lin", dir + "/d.txt"}, files)
	assert.Equal(t, []Skipped{{Path: dir + "/a.txt", ByContent: true}, {Path: dir + "/c.doc"}, {Path: dir + "/notes", ByContent: true}}, skipped)
}

// TestExpandExceptLeavesOutOwn: a walk leaves out what the run writes (the
// output directory, named here through another path, with the number of
// files in it) and any page mdlint wrote (a report: its handviewer links
// are the boards it was made from), and lists each with its reason; a
// saved BBO page is still read, and a file named on the command line is
// read whatever it is.
func TestExpandExceptLeavesOutOwn(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(dir+"/annotated/sub", 0o755))
	report := "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"generator\" content=\"mdlint v1\">\n" +
		"<title>Club</title></head><body><a href=\"https://www.bridgebase.com/tools/handviewer.html?lin=pn%7Ca%7Cmd%7C3S4%7C\">board 1</a></body></html>\n"
	traveller := "<html><body><a onclick=\"hv_popuplin('pn|A,B,C,D|md|3S4,,,|mb|p|')\">1</a></body></html>\n"
	for name, data := range map[string]string{"a.pbn": pbnBoard, "annotated/a.pbn": pbnBoard, "annotated/sub/b.lin": linBoard,
		"annotated/.mdlint-x": "", "report.html": report, "traveller.html": traveller} {
		require.NoError(t, os.WriteFile(dir+"/"+name, []byte(data), 0o644))
	}
	files, skipped, errs := ExpandExcept([]string{dir}, []string{dir + "/./annotated/sub/.."})
	assert.Empty(t, errs)
	assert.Equal(t, []string{dir + "/a.pbn", dir + "/traveller.html"}, files)
	assert.Equal(t, []Skipped{{Path: dir + "/annotated", Own: OwnOutput, Files: 2}, {Path: dir + "/report.html", ByContent: true, Own: OwnPage}}, skipped)
	// without the output, the walk reads it; the report page stays out
	files, skipped, _ = ExpandSkipped([]string{dir})
	assert.Equal(t, []string{dir + "/a.pbn", dir + "/annotated/a.pbn", dir + "/annotated/sub/b.lin", dir + "/traveller.html"}, files)
	assert.Equal(t, []Skipped{{Path: dir + "/report.html", ByContent: true, Own: OwnPage}}, skipped)
	// the report's page as the output: left out as this run's, by name
	_, skipped, _ = ExpandExcept([]string{dir}, []string{dir + "/report.html", dir + "/not-yet-there"})
	assert.Contains(t, skipped, Skipped{Path: dir + "/report.html", Own: OwnOutput})
	// named on the command line, a report page is read
	files, _, _ = ExpandExcept([]string{dir + "/report.html"}, []string{dir + "/report.html"})
	assert.Equal(t, []string{dir + "/report.html"}, files)
}

// The transfer raise (notes 10.1 line 728) in both formats: a PBN [Note]
// holds the whole text; LIN's "an" keeps to BBO's 100 characters with
// every hand type, abbreviated.
func TestLongExplanationPerFormat(t *testing.T) {
	sys, err := engine.LoadEmbedded(engine.Options{})
	require.NoError(t, err)
	pbnIn := strings.Replace(strings.Replace(pbnBoard, "1NT Pass 3C Pass\n3D Pass Pass Pass", "1H Pass 2D Pass\nPass Pass", 1), `[Deal "N:AKQJT.7.7.A7654 5432.5432.5432.2 - -"]`, `[Deal "N:A2.AKJ54.K32.Q32 - - -"]`, 1)
	out, _ := annotateBytes(t, sys, "s.pbn", []byte(pbnIn), AnnotateOptions{})
	assert.Contains(t, string(out), `:Transfer raise: 3-4 card \H support, about 13 decent HCP, mostly balanced (or invitational with a long suit)"]`)
	linIn := strings.Replace(linBoard, "mb|1N|mb|p|mb|3C|mb|p|mb|3D|mb|p|mb|p|mb|p|", "mb|1H|mb|p|mb|2D|mb|p|mb|p|mb|p|", 1)
	out, _ = annotateBytes(t, sys, "s.lin", []byte(linIn), AnnotateOptions{})
	assert.Contains(t, string(out), "mb|2D!|an|Transfer raise: 3-4 card !H supp, about 13 decent HCP, mostly bal (or invitational with a long suit)|")
}
