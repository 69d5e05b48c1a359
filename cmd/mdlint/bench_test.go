package main

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/internal/sharedtest"
)

// The benchmarks run whole commands (reading, replaying, linting or
// annotating, writing JSON) in-process over the real corpus and over
// generated records, and report MB/s (b.SetBytes) and boards/s. Compare
// them with a byte scan of the same files: scripts/speed.sh prints the
// ratio. They assert nothing about time.

// corpusBytes returns the size in bytes and the number of boards of the
// PBN and LIN files under dir.
func corpusSize(b *testing.B, dir string) (size int64, boards int) {
	b.Helper()
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if ext := strings.ToLower(filepath.Ext(p)); ext == ".pbn" || ext == ".lin" {
			info, err := d.Info()
			if err != nil {
				return err
			}
			size += info.Size()
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
	// dump writes a line per board: counted as it is written, not kept
	// (a buffer of the 20-copy set's dump was 8% of a lint profile)
	var lines lineCounter
	run([]string{"dump", "--format", "json", dir}, &lines, io.Discard)
	return size, int(lines)
}

// lineCounter is a writer that counts the lines written to it.
type lineCounter int

func (c *lineCounter) Write(p []byte) (int, error) {
	*c += lineCounter(bytes.Count(p, []byte{'\n'}))
	return len(p), nil
}

// benchCommand runs mdlint with args (the input last) b.N times.
func benchCommand(b *testing.B, dir string, args ...string) {
	size, boards := corpusSize(b, dir)
	args = append(args, dir)
	b.SetBytes(size)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if code := run(args, io.Discard, io.Discard); code > 2 {
			b.Fatalf("mdlint %s: exit %d", strings.Join(args, " "), code)
		}
	}
	b.ReportMetric(float64(boards)*float64(b.N)/b.Elapsed().Seconds(), "boards/s")
}

// benchCorpus returns the shared corpus directory (PBN and LIN), or skips;
// the environment variable MDLINT_BENCH_DIR names another directory to
// run the corpus benchmarks over instead (the corpus copied 20 times, as
// scripts/speed.sh -x 20 builds it, for a profile where the system's load
// is a small part).
func benchCorpus(b *testing.B) string {
	if d := os.Getenv("MDLINT_BENCH_DIR"); d != "" {
		return d
	}
	return sharedtest.Path(b, "corpus")
}

// benchGenerated writes n generated boards as one PBN file and one LIN
// file into a temporary directory and returns it.
func benchGenerated(b *testing.B, n int) string {
	b.Helper()
	sys, err := engine.LoadEmbedded(engine.Options{})
	if err != nil {
		b.Fatal(err)
	}
	dir := b.TempDir()
	recs := generateRecords(sys, n, 1)
	if err := os.WriteFile(filepath.Join(dir, "gen.pbn"), pbnRecords(recs), 0o644); err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "gen.lin"), linRecords(recs), 0o644); err != nil {
		b.Fatal(err)
	}
	return dir
}

func BenchmarkDumpCorpus(b *testing.B) {
	benchCommand(b, benchCorpus(b), "dump", "--format", "json")
}

func BenchmarkLintCorpus(b *testing.B) {
	benchCommand(b, benchCorpus(b), "lint", "--format", "json", "--fail-on", "never", "--side", "both")
}

// BenchmarkLintOneFile lints one small corpus file (one board): what a
// player feels on every run, nearly all of it the fixed cost of a run
// (the system's load and compile, the bidder's random-hand shares).
func BenchmarkLintOneFile(b *testing.B) {
	f := sharedtest.Path(b, "corpus", "pbn", "lorserker__ben__Boards__BBA__Jordan_Truscott_2NT.pbn")
	b.ReportAllocs()
	for b.Loop() {
		if code := run([]string{"lint", "--format", "json", "--fail-on", "never", "--side", "both", f}, io.Discard, io.Discard); code != 0 {
			b.Fatalf("mdlint lint %s: exit %d", f, code)
		}
	}
}

func BenchmarkAnnotateCorpus(b *testing.B) {
	benchCommand(b, benchCorpus(b), "annotate", "--side", "both", "--dry-run")
}

// BenchmarkAnnotateDiffCorpus is the dry run that prints the diff of the
// explanations annotate would write (--dry-run --diff): the streaming diff
// path, which reads each file once more through its own descriptor.
func BenchmarkAnnotateDiffCorpus(b *testing.B) {
	benchCommand(b, benchCorpus(b), "annotate", "--side", "both", "--dry-run", "--diff")
}

// BenchmarkScanCorpus reads every byte of the same PBN and LIN files and
// counts their lines (what `cat FILES | wc -l` does): the yardstick the
// commands' MB/s are read against.
func BenchmarkScanCorpus(b *testing.B) { benchScan(b, benchCorpus(b)) }

// BenchmarkScanGenerated is the byte scan of the generated files.
func BenchmarkScanGenerated(b *testing.B) { benchScan(b, benchGenerated(b, 4000)) }

// benchScan reads the PBN and LIN files under dir and counts their line
// ends, b.N times.
func benchScan(b *testing.B, dir string) {
	size, _ := corpusSize(b, dir)
	var files []string
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if ext := strings.ToLower(filepath.Ext(p)); err == nil && !d.IsDir() && (ext == ".pbn" || ext == ".lin") {
			files = append(files, p)
		}
		return err
	})
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(size)
	b.ReportAllocs()
	buf := make([]byte, 64<<10)
	b.ResetTimer()
	for b.Loop() {
		lines := 0
		for _, p := range files {
			f, err := os.Open(p)
			if err != nil {
				b.Fatal(err)
			}
			for {
				n, err := f.Read(buf)
				lines += bytes.Count(buf[:n], []byte{'\n'})
				if err == io.EOF {
					break
				}
				if err != nil {
					b.Fatal(err)
				}
			}
			f.Close()
		}
		if lines == 0 {
			b.Fatal("no line read")
		}
	}
}

func BenchmarkDumpGenerated(b *testing.B) {
	benchCommand(b, benchGenerated(b, 4000), "dump", "--format", "json")
}

func BenchmarkLintGenerated(b *testing.B) {
	benchCommand(b, benchGenerated(b, 4000), "lint", "--format", "json", "--fail-on", "never", "--side", "both")
}

func BenchmarkAnnotateGenerated(b *testing.B) {
	benchCommand(b, benchGenerated(b, 4000), "annotate", "--side", "both", "--dry-run")
}

// BenchmarkAnnotateDiffGenerated is --dry-run --diff over the generated
// files (4,000 boards each, PBN and LIN).
func BenchmarkAnnotateDiffGenerated(b *testing.B) {
	benchCommand(b, benchGenerated(b, 4000), "annotate", "--side", "both", "--dry-run", "--diff")
}

// genRecord is one generated board: a random deal and an auction in which
// both sides mostly bid what the system gives their hands.
type genRecord struct {
	board int
	deal  bridge.Deal
	calls []bridge.Call
	alert []bool // the calls alerted in the LIN record
}

// generateRecords deals n boards (seed fixed) and bids each: the player
// on turn makes, with probability 0.85, the lowest call of the system
// whose constraint the hand satisfies, else a random
// call the system gives at that point (so that some calls break their
// promise, as in real records), and passes when the system gives none.
// Every fourth board has the opponents (East-West) overcall now and then
// instead of playing the system.
func generateRecords(sys *engine.System, n int, seed uint64) []genRecord {
	g := bridge.NewGenerator(seed)
	r := rand.New(rand.NewPCG(seed, 7))
	out := make([]genRecord, 0, n)
	for i := 1; i <= n; i++ {
		rec := genRecord{board: i, deal: g.Deal()}
		dealer := bridge.Seat((i - 1) % 4)
		vul := bridge.BoardVulnerability(i)
		sides := engine.BothSides
		if i%4 == 0 {
			sides = engine.SideNS
		}
		a := engine.Auction{Dealer: dealer, Vulnerability: vul}
		for len(a.Calls) < 40 && !(bridge.Auction{Dealer: dealer, Calls: a.Calls}).Ended() {
			seat := dealer.Add(len(a.Calls))
			call := bridge.Call{Kind: bridge.Pass}
			if sides.Has(seat) {
				side := engine.SideNS
				if seat == bridge.East || seat == bridge.West {
					side = engine.SideEW
				}
				var fit, all []bridge.Call
				for _, m := range sys.Choices(a, side) {
					all = append(all, m.Call)
					if m.Constraint.Satisfied(rec.deal[seat]) {
						fit = append(fit, m.Call)
					}
				}
				switch {
				case len(fit) > 0 && r.IntN(100) < 85:
					call = fit[0]
				case len(all) > 0 && r.IntN(100) < 50:
					call = all[r.IntN(len(all))]
				}
			} else if r.IntN(100) < 15 {
				// an overcall one or two steps above the last bid
				last := -1
				for _, c := range a.Calls {
					if c.IsBid() {
						last = c.Rank()
					}
				}
				if rk := last + 1 + r.IntN(2); rk <= 34 {
					call = bridge.BidOfRank(rk)
				}
			}
			if (bridge.Auction{Dealer: dealer, Calls: a.Calls}).Allowed(call) != nil {
				call = bridge.Call{Kind: bridge.Pass}
			}
			a.Calls = append(a.Calls, call)
		}
		rec.calls = a.Calls
		// the alertable calls are alerted, nine times in ten
		for _, m := range sys.Interpret(a, sides) {
			rec.alert = append(rec.alert, m.Alert && r.IntN(10) > 0)
		}
		out = append(out, rec)
	}
	return out
}

// pbnRecords writes the records as PBN games (PBN 2.1 §3: the tags of
// the seven-tag roster that matter here, the auction section).
func pbnRecords(recs []genRecord) []byte {
	var b bytes.Buffer
	b.WriteString("% PBN 2.1\n% generated\n\n")
	for _, rec := range recs {
		dealer := bridge.Seat((rec.board - 1) % 4)
		fmt.Fprintf(&b, "[Event \"generated\"]\n[Board \"%d\"]\n[West \"W%d\"]\n[North \"N%d\"]\n[East \"E%d\"]\n[South \"S%d\"]\n",
			rec.board, rec.board%7, rec.board%5, rec.board%3, rec.board%11)
		fmt.Fprintf(&b, "[Dealer \"%s\"]\n[Vulnerable \"%s\"]\n[Deal \"%s\"]\n[Auction \"%s\"]\n",
			dealer, bridge.BoardVulnerability(rec.board), rec.deal.PBN(dealer, [4]bool{true, true, true, true}), dealer)
		for i, c := range rec.calls {
			b.WriteString(pbnCall(c))
			if i%4 == 3 || i == len(rec.calls)-1 {
				b.WriteByte('\n')
			} else {
				b.WriteByte(' ')
			}
		}
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// pbnCall writes a call as PBN 2.1 §3.5.2 does: Pass, X, XX, 1NT, 2S.
func pbnCall(c bridge.Call) string {
	switch {
	case c.Kind == bridge.Pass:
		return "Pass"
	case c.Kind == bridge.Double:
		return "X"
	case c.Kind == bridge.Redouble:
		return "XX"
	case c.Strain == bridge.NoTrump:
		return fmt.Sprintf("%dNT", c.Level)
	}
	return c.Short()
}

// linRecords writes the records as one BBO LIN line per board
// (lin-format.md: pn, md with the dealer digit, ah, sv, mb, pg).
func linRecords(recs []genRecord) []byte {
	var b bytes.Buffer
	for _, rec := range recs {
		dealer := bridge.Seat((rec.board - 1) % 4)
		vul := map[bridge.Vulnerability]string{bridge.None: "o", bridge.NS: "n", bridge.EW: "e", bridge.Both: "b"}[bridge.BoardVulnerability(rec.board)]
		fmt.Fprintf(&b, "pn|S%d,W%d,N%d,E%d|md|%s|ah|Board %d|sv|%s|", rec.board%11, rec.board%7, rec.board%5, rec.board%3,
			rec.deal.LIN(dealer), rec.board, vul)
		for i, c := range rec.calls {
			b.WriteString("mb|" + c.LIN())
			if rec.alert[i] {
				b.WriteByte('!')
			}
			b.WriteByte('|')
		}
		b.WriteString("pg||\n")
	}
	return b.Bytes()
}

// TestGeneratedRecordsRead checks that the generator writes records the
// readers take without an error and that most of the calls are ones the
// system gives (the benchmarks measure the engine, not the error path).
func TestGeneratedRecordsRead(t *testing.T) {
	sys, err := engine.LoadEmbedded(engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	recs := generateRecords(sys, 40, 1)
	calls := 0
	for _, r := range recs {
		calls += len(r.calls)
	}
	if calls < 40*5 {
		t.Errorf("%d calls on 40 boards: the generator barely bids", calls)
	}
	for name, data := range map[string][]byte{"gen.pbn": pbnRecords(recs), "gen.lin": linRecords(recs)} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		var out, errb bytes.Buffer
		if code := run([]string{"dump", "--format", "json", p}, &out, &errb); code != 0 {
			t.Fatalf("dump %s: exit %d: %s", name, code, errb.String())
		}
		if n := bytes.Count(out.Bytes(), []byte{'\n'}); n != 40 {
			t.Errorf("dump %s: %d boards, want 40", name, n)
		}
		out.Reset()
		errb.Reset()
		run([]string{"lint", "--format", "json", "--fail-on", "never", p}, &out, &errb)
		undefined := bytes.Count(out.Bytes(), []byte(`"rule":"undefined"`))
		if undefined*10 > calls {
			t.Errorf("lint %s: %d undefined calls of %d: the generator leaves the system", name, undefined, calls)
		}
	}
}
