package magicdlight_test

import (
	"errors"
	"io/fs"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/enginetest"
	"github.com/mdlint/mdlint/engine/systems"
)

// part1Files are the system files of part 1.
var part1Files = []string{"openings.mds", "one-club.mds", "one-major.mds"}

// part1OtherModules are the module signatures of the other parts (README.md,
// "Module signatures", with the parameters their owners added), stubbed with empty bodies so that part 1 can be
// tested while the other parts are being written.
const part1OtherModules = `
@module nt(R: range, under30: flag, fourpoint: flag, top: range = 0-37, low: range = 0-37, strong: flag, oneclub: flag, overcall: flag, upper: range = 0-37, lower: range = 0-37, inv: range = 0-37, game: range = 0-37, slam: range = 0-37, weak: range = 0-37)
@module two-nt(R: range, upper: range = 0-37, lower: range = 0-37)
@module three-nt()
@module open-two-minor(m: minor, weak: range = 0-37, values: range = 0-37, slam: range = 0-37, raised: range = 0-37)
@module open-two-major(M: major, slam: range = 0-37)
@module open-two-nt(slam: range = 0-37)
@module open-three(T: strain = N, slam: range = 0-37)
@module open-three-nt()
@module open-four-transfer(M: major)
@module one-diamond()
@module ts2M(M: major, situation: int = 5, gf: flag, generalrules: flag, slam: range = 0-37, raiser: range = 0-37)
@module ts2N(M: major, gf: flag, slam: range = 0-37)
@module tscue(M: major, O: suit, slam: range = 0-37)
@module ts3M(M: major, seven: flag, special: flag, slam: range = 0-37, partner: range = 0-37)
@module ts3m(m: minor, natural: flag, semisupport: flag, pm: strain = N, slam: range = 0-37)
@module rkcb(T: suit)
@module control-bids(T: suit, slam: range = 0-37, again: range = 0-37)
@module blackwood()
@module four-nt-opening()
`

// part1FS is the embedded part 1 files with the other parts replaced by
// the stubs above.
func part1FS(t testing.TB) fs.FS {
	t.Helper()
	m := fstest.MapFS{}
	main := "@system \"Magic D-light (part 1)\"\n@policy undefined\n"
	for _, f := range part1Files {
		b, err := fs.ReadFile(systems.FS(), "magic-dlight/"+f)
		if err != nil {
			t.Fatal(err)
		}
		m["magic-dlight/"+f] = &fstest.MapFile{Data: b}
		main += "@include \"" + f + "\"\n"
	}
	m["magic-dlight/others.mds"] = &fstest.MapFile{Data: []byte(part1OtherModules)}
	main += "@include \"others.mds\"\n"
	m["magic-dlight/main.mds"] = &fstest.MapFile{Data: []byte(main)}
	return m
}

var (
	part1Mu      sync.Mutex
	part1Loaded  = map[string]*engine.System{}
	part1EmbSys  = map[string]*engine.System{}
	part1EmbErr  = map[string]error{}
	part1EmbDone = map[string]bool{}
)

// part1Embedded loads the whole embedded system for a variant once per test
// binary (loading takes about a second) and returns it or its load error.
func part1Embedded(variant string) (*engine.System, error) {
	part1Mu.Lock()
	defer part1Mu.Unlock()
	if !part1EmbDone[variant] {
		part1EmbSys[variant], part1EmbErr[variant] = engine.LoadEmbedded(engine.Options{Variant: variant})
		part1EmbDone[variant] = true
	}
	return part1EmbSys[variant], part1EmbErr[variant]
}

// loadPart1 loads part 1 (with the other parts stubbed) for a variant
// ("brown" or "red"), once per test binary.
func loadPart1(t testing.TB, variant string) *engine.System {
	t.Helper()
	part1Mu.Lock()
	defer part1Mu.Unlock()
	if s, ok := part1Loaded[variant]; ok {
		return s
	}
	s, err := engine.LoadFS(part1FS(t), "magic-dlight/main.mds", engine.Options{Variant: variant})
	if err != nil {
		t.Fatalf("part 1 does not load (%s):\n%v", variant, err)
	}
	part1Loaded[variant] = s
	return s
}

// part1Case is an enginetest case (the meaning of the last call, with the
// notes line it checks in Line) plus hands that must satisfy (In) and break
// (Out) the constraint of that call: hands just inside and just outside
// the stated ranges.
type part1Case struct {
	enginetest.Case
	In, Out []string
}

// runPart1 checks every case against part 1 loaded with the other parts
// stubbed, for the case's variant (brown when not set), and again against
// the whole embedded system when that loads (another part's line that
// shadowed one of ours would show there).
func runPart1(t *testing.T, cases []part1Case) {
	t.Helper()
	check := func(t *testing.T, sys *engine.System, c part1Case) {
		t.Helper()
		m := enginetest.Last(t, sys, c.Case)
		enginetest.Check(t, c.Case, m)
		for _, h := range c.In {
			enginetest.CheckHand(t, m, h, true)
		}
		for _, h := range c.Out {
			enginetest.CheckHand(t, m, h, false)
		}
	}
	for _, c := range cases {
		v := c.Variant
		if v == "" {
			v = "brown"
		}
		name := c.Name
		if name == "" {
			name = v + " " + c.Auction
		}
		t.Run(name, func(t *testing.T) {
			check(t, loadPart1(t, v), c)
		})
	}
	t.Run("embedded", func(t *testing.T) {
		for _, v := range []string{"brown", "red"} {
			if _, err := part1Embedded(v); err != nil {
				t.Fatalf("the embedded system does not load (variant %s):\n%v", v, err)
			}
		}
		for _, c := range cases {
			v := c.Variant
			if v == "" {
				v = "brown"
			}
			sys, _ := part1Embedded(v)
			check(t, sys, c)
		}
	})
}

func TestPart1Loads(t *testing.T) {
	for _, v := range []string{"brown", "red"} {
		loadPart1(t, v)
	}
}

// TestEmbeddedPart1Clean checks that the embedded system reports no load
// error in part 1's files (errors in other parts' files are theirs).
func TestEmbeddedPart1Clean(t *testing.T) {
	for _, v := range []string{"brown", "red"} {
		_, err := part1Embedded(v)
		var le *engine.LoadError
		if err == nil || !errors.As(err, &le) {
			continue
		}
		for _, d := range le.Errors {
			for _, f := range part1Files {
				if strings.HasSuffix(d.File, "/"+f) {
					t.Errorf("%s: %s", v, d)
				}
			}
		}
	}
}

// Shorthands for the case tables.
var (
	p1T, p1F = enginetest.True, enginetest.False
	p1HCP    = enginetest.HCP
)

const (
	p1C, p1D, p1H, p1S = bridge.Clubs, bridge.Diamonds, bridge.Hearts, bridge.Spades
	p1One, p1GF, p1No  = engine.ForcingOneRound, engine.ForcingGame, engine.ForcingNone
)

// TestPart1Openings: the opening tables (Brown 1442-1457, Red 1459-1464)
// in 1st/2nd and 3rd/4th hand, Pass in every seat, and the "Neg dbl.
// through" column. North deals; "P P 1C" is a 3rd-hand opening.
func TestPart1Openings(t *testing.T) {
	runPart1(t, []part1Case{
		// Pass, 1st/2nd hand: 0-7 without a playable 5-5, or 8-11 balanced without a 5-card major.
		{Case: enginetest.Case{Auction: "P", Explanation: "pass", HCP: p1HCP(0, 11), Line: 1443, Alert: p1F, Forcing: p1No},
			In:  []string{"J432.Q32.K32.432", "KJ32.Q32.K32.Q32", "Q2.K32.KJ432.Q32", "KJ432.QJ432.2.32"},
			Out: []string{"KQ32.K32.K32.Q32", "K5432.Q32.K3.Q32", "KQ32.K32.Q5432.2", "AK5432.65432.2.2"}},
		{Case: enginetest.Case{Auction: "P", Variant: "red", Explanation: "pass", HCP: p1HCP(0, 11), Line: 1461},
			In:  []string{"AK5432.65432.2.2", "KJ32.Q32.K32.Q32"},
			Out: []string{"AK5432.2.65432.2", "KQ32.K32.K32.Q32"}},
		// Pass, 3rd/4th hand: up to 10 (no playable 5-5), or 11 balanced without a 5-card major.
		{Case: enginetest.Case{Auction: "P P P", Explanation: "pass", HCP: p1HCP(0, 11), Line: 1445},
			In:  []string{"KQ432.Q32.K432.2", "KJ32.Q32.K32.Q32", "J432.Q32.K32.432", "32.2.KQ432.AJ432"},
			Out: []string{"KQ432.Q32.K32.J2", "KQ32.K32.K32.Q32", "KQ432.2.AJ432.32", "KQ432.AJ432.2.32"}},
		{Case: enginetest.Case{Auction: "P P P", Variant: "red", Explanation: "pass", HCP: p1HCP(0, 11), Line: 1461},
			In:  []string{"KQ432.AJ432.2.32", "32.2.KQ432.AJ432"},
			Out: []string{"KQ432.2.AJ432.32", "KQ432.Q32.K32.J2"}},
		{Case: enginetest.Case{Auction: "P P P P", Explanation: "pass", HCP: p1HCP(0, 11)}},
		// A pass over the opponents' opening is not an opening pass.
		{Case: enginetest.Case{Auction: "P 1H P", Sides: engine.SideNS, Explanation: "pass over their opening", Line: 310}}, // the balancing 1N (310) hangs below it
		// 1♣ (1443).
		{Case: enginetest.Case{Auction: "1C", Explanation: "12-16 hcp unbalanced", HCP: p1HCP(12, 17), Line: 1443, Alert: p1T, Artificial: p1T, Forcing: p1No},
			In:  []string{"AK432.K4.Q32.432", "AQ32.K32.KJ2.Q32", "AK2.KQ32.2.Q5432"},
			Out: []string{"KQ32.K32.K32.Q32", "AKQJ2.AK32.2.432", "2.KQ32.Q32.KJ432"}},
		{Case: enginetest.Case{Auction: "P 1C", Explanation: "12-16 hcp unbalanced", HCP: p1HCP(12, 17)}},
		{Case: enginetest.Case{Auction: "P P 1C", Explanation: "3rd/4th hand", HCP: p1HCP(12, 16), Line: 1443, Alert: p1T},
			In:  []string{"KQ32.K32.K32.Q32", "AKJ32.2.KQ432.32"},
			Out: []string{"AQ32.K32.KJ2.Q32", "AKJ432.K4.Q32.32", "KJ32.Q32.K32.Q32"}},
		{Case: enginetest.Case{Auction: "P P P 1C", Explanation: "3rd/4th hand", HCP: p1HCP(12, 16)}},
		// 1♦ (1444): every seat; the table wins over change log 1411.
		{Case: enginetest.Case{Auction: "1D", Explanation: "17+ hcp unbalanced", HCP: p1HCP(17, 37), Line: 1444, Alert: p1T, Forcing: p1One},
			In:  []string{"AKQJ2.AK32.2.432", "AKQ32.AK2.K32.32"},
			Out: []string{"AKQJ2.AK2.32.432", "AKQ2.AK32.2.5432"}},
		{Case: enginetest.Case{Auction: "P P 1D", Explanation: "17+ hcp unbalanced", HCP: p1HCP(17, 37), Line: 1444}},
		// 1♥/1♠ (1445-1446, 703).
		// Natural, but alerted: a one-level opening that may hold fewer than 11 HCP
		// (docs/alert-policy.md, "Natural calls that are alerted").
		{Case: enginetest.Case{Auction: "1H", Explanation: "8-11 hcp, 4+♥", HCP: p1HCP(8, 11), Lengths: map[bridge.Suit][2]int{p1H: {4, 13}}, Line: 1445, Alert: p1T, Forcing: p1No},
			In:  []string{"2.KQ32.Q32.KJ432", "KJ32.QJ32.Q432.2", "K2.KQ432.Q32.432"},
			Out: []string{"KQ32.KQ32.Q32.32", "2.AKQ32.Q32.K432", "KQ432.QJ32.2.432", "32.K32.Q32.KJ432"}},
		{Case: enginetest.Case{Auction: "1S", Explanation: "8-11 hcp, 4+♠", HCP: p1HCP(8, 11), Lengths: map[bridge.Suit][2]int{p1S: {4, 13}}, Line: 1446},
			In:  []string{"KQ432.J2.Q32.K32", "KQ432.QJ32.2.432"},
			Out: []string{"KJ32.QJ32.Q432.2", "KQ32.J2.Q32.K432"}},
		{Case: enginetest.Case{Auction: "P P 1H", Explanation: "11-16", HCP: p1HCP(11, 16), Line: 1445, Status: engine.Defined},
			In:  []string{"2.AKQ32.Q32.K432", "2.KQ32.Q32.KJ432"},
			Out: []string{"2.KQ32.Q32.QJ432"}},
		{Case: enginetest.Case{Auction: "P P 1S", Explanation: "11-16", HCP: p1HCP(11, 16), Line: 1446}},
		// 3rd/4th-hand 1M: the chapter (page 53) is missing; change log 1439 survives.
		{Case: enginetest.Case{Auction: "P P 1H P 2C", Status: engine.Defined, Line: 1439}},
		{Case: enginetest.Case{Auction: "P P 1H P 2C P 2S", Explanation: "forcing", Forcing: p1One, Lengths: map[bridge.Suit][2]int{p1S: {4, 13}}, Line: 1439}},
		{Case: enginetest.Case{Auction: "P P 1S P 2D P 2H", Explanation: "forcing", Forcing: p1One, Line: 1439}},
		{Case: enginetest.Case{Auction: "P P 1H P 1S", Status: engine.NotCovered}},
		// 1N (1447, change log 1412).
		// alerted online: the 1NT range is self-announced on BBO (docs/alert-policy.md)
		{Case: enginetest.Case{Auction: "1N", Explanation: "12-14", HCP: p1HCP(12, 14), Line: 1447, Alert: p1T},
			In:  []string{"KQ32.K32.K32.Q32"},
			Out: []string{"KJ32.Q32.K32.Q32", "AQ32.K32.KJ2.Q32", "AK2.KQ32.2.Q5432"}},
		{Case: enginetest.Case{Auction: "P P 1N", Explanation: "15-17", HCP: p1HCP(15, 17), Line: 1447},
			In:  []string{"AQ32.K32.KJ2.Q32"},
			Out: []string{"KQ32.K32.K32.Q32"}},
		// 2♣/2♦ (1448-1449) and their negative doubles through 3♣.
		// alerted: a natural 2♣ is not the strong artificial one an opponent expects
		{Case: enginetest.Case{Auction: "2C", Explanation: "6+♣", HCP: p1HCP(8, 11), Lengths: map[bridge.Suit][2]int{p1C: {5, 13}, p1H: {0, 3}, p1S: {0, 3}}, Line: 1448, Alert: p1T},
			In:  []string{"2.K32.Q32.KQ5432", "2.K32.Q432.KQ543"},
			Out: []string{"K432.2.Q32.KQ432", "2.K32.Q32.AKQ543", "32.K32.Q32.KQ543"}},
		{Case: enginetest.Case{Auction: "P P 2C", Explanation: "11-16", HCP: p1HCP(11, 16), Line: 1448}},
		{Case: enginetest.Case{Auction: "2D", Explanation: "6+♦", HCP: p1HCP(8, 11), Lengths: map[bridge.Suit][2]int{p1D: {5, 13}}, Line: 1449},
			In:  []string{"2.K32.KQ5432.Q32"},
			Out: []string{"32.K32.KQ543.Q32", "2.K432.KQ543.Q32"}},
		{Case: enginetest.Case{Auction: "P 2D", Explanation: "6+♦", HCP: p1HCP(8, 11)}},
		{Case: enginetest.Case{Auction: "P P 2D", Explanation: "11-16", HCP: p1HCP(11, 16), Line: 1449}},
		{Case: enginetest.Case{Auction: "2C 2H X", Explanation: "negative double", Alert: p1T, Line: 1448}},
		{Case: enginetest.Case{Auction: "2C 3C X", Explanation: "negative double", Line: 1448}},
		{Case: enginetest.Case{Auction: "2D 2S X", Explanation: "negative double", Line: 1449}},
		{Case: enginetest.Case{Auction: "2C 3D X", Sides: engine.SideNS, Status: engine.NotCovered}},
		// 2♥/2♠ Brown (1450-1451) and Red (1461-1462).
		{Case: enginetest.Case{Auction: "2H", Explanation: "5+♥ and 5+♣, or 5+♠ and 5+♦", HCP: p1HCP(6, 11), Line: 1450, Alert: p1T, Forcing: p1No},
			In:  []string{"KQ432.2.AJ432.32", "2.KQ432.32.AJ432"},
			Out: []string{"2.KQ432.AJ432.32", "KJ432.QJ432.2.32"}},
		{Case: enginetest.Case{Auction: "P P 2H", Explanation: "8-12", HCP: p1HCP(8, 12), Line: 1450}},
		{Case: enginetest.Case{Auction: "2S", Explanation: "5+♠ and 5+♣, or 5+♥ and 5+♦", HCP: p1HCP(6, 11), Line: 1451, Alert: p1T},
			In:  []string{"2.KQ432.AJ432.32"},
			Out: []string{"KQ432.2.AJ432.32"}},
		{Case: enginetest.Case{Auction: "P P 2S", Explanation: "8-12", HCP: p1HCP(8, 12), Line: 1451}},
		{Case: enginetest.Case{Auction: "2H", Variant: "red", Explanation: "5+♥ and a 5+ minor", HCP: p1HCP(6, 11), Lengths: map[bridge.Suit][2]int{p1H: {5, 8}, p1S: {0, 3}}, Line: 1461, Alert: p1T},
			In:  []string{"2.KQ432.AJ432.32", "2.KQ432.32.AJ432"},
			Out: []string{"KQ432.2.AJ432.32", "KQ432.AJ432.2.32"}},
		{Case: enginetest.Case{Auction: "P P 2H", Variant: "red", Explanation: "8-12", HCP: p1HCP(8, 12), Line: 1461}},
		{Case: enginetest.Case{Auction: "2S", Variant: "red", Explanation: "5+♠ and a 5+ minor", HCP: p1HCP(6, 11), Lengths: map[bridge.Suit][2]int{p1S: {5, 8}, p1H: {0, 3}}, Line: 1462},
			In:  []string{"KQ432.2.AJ432.32"},
			Out: []string{"2.KQ432.AJ432.32"}},
		{Case: enginetest.Case{Auction: "P P 2S", Variant: "red", Explanation: "8-12", HCP: p1HCP(8, 12), Line: 1462}},
		// 2N Brown (1452) and Red (1463).
		{Case: enginetest.Case{Auction: "2N", Explanation: "5+♠ and 5+♥, or 5+♦ and 5+♣", HCP: p1HCP(6, 11), Line: 1452, Alert: p1T},
			In:  []string{"KQ432.AJ432.2.32", "32.2.KQ432.AJ432", "AK5432.65432.2.2"},
			Out: []string{"KJ432.QJ432.2.32", "KQ432.AJ432.K2.2"}},
		{Case: enginetest.Case{Auction: "P P 2N", Explanation: "8-12 hcp with 5+♠ and 5+♥, or 11-16", HCP: p1HCP(8, 16), Line: 1452},
			In:  []string{"KQ432.AJ432.2.32", "32.2.KQ432.AKJ43"},
			Out: []string{"32.2.KQ432.AJ432"}},
		{Case: enginetest.Case{Auction: "2N", Variant: "red", Explanation: "5+♦ and 5+♣", HCP: p1HCP(6, 11), Lengths: map[bridge.Suit][2]int{p1D: {5, 8}, p1C: {5, 8}}, Line: 1463},
			In:  []string{"32.2.KQ432.AJ432"},
			Out: []string{"KQ432.AJ432.2.32"}},
		{Case: enginetest.Case{Auction: "P P 2N", Variant: "red", Explanation: "11-16", HCP: p1HCP(11, 16), Line: 1463}},
		// 3x and up (1453-1457): the same in every seat and variant.
		{Case: enginetest.Case{Auction: "3C", Explanation: "pre-emptive in ♣", Line: 1453, Alert: p1F}},
		{Case: enginetest.Case{Auction: "P P 3S", Explanation: "pre-emptive in ♠", Line: 1453}},
		{Case: enginetest.Case{Auction: "3D", Variant: "red", Explanation: "pre-emptive in ♦", Line: 1453}},
		{Case: enginetest.Case{Auction: "3N", Explanation: "pre-emptive in either minor", Line: 1454, Alert: p1T, Forcing: p1No}},
		{Case: enginetest.Case{Auction: "4C", Explanation: "pre-emptive in ♥", Line: 1455, Alert: p1T, Forcing: p1One}},
		{Case: enginetest.Case{Auction: "4D", Explanation: "pre-emptive in ♠", Line: 1455, Alert: p1T}},
		{Case: enginetest.Case{Auction: "4H", Explanation: "pre-emptive", Line: 1456, Alert: p1F}},
		{Case: enginetest.Case{Auction: "P P P 4S", Explanation: "pre-emptive", Line: 1456}},
		{Case: enginetest.Case{Auction: "4N", Explanation: "specific aces", Line: 1457, Alert: p1T, Forcing: p1One}},
	})
}
