package check

import (
	"fmt"
	"math"
	"math/big"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
)

// hcpDistribution returns the exact probability of each HCP total (0-37)
// of a 13-card hand, by counting: the 16 honours (A4 K3 Q2 J1) chosen one
// by one, the rest of the hand from the 36 spot cards.
func hcpDistribution() [38]float64 {
	type key struct{ n, p int }
	ways := map[key]*big.Int{{0, 0}: big.NewInt(1)}
	for _, v := range []int{4, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1} {
		next := map[key]*big.Int{}
		for k, c := range ways {
			for _, nk := range []key{k, {k.n + 1, k.p + v}} {
				if nk.n > 13 {
					continue
				}
				if next[nk] == nil {
					next[nk] = new(big.Int)
				}
				next[nk].Add(next[nk], c)
			}
		}
		ways = next
	}
	total := new(big.Int).Binomial(52, 13)
	var out [38]float64
	for k, c := range ways {
		n := new(big.Int).Mul(c, new(big.Int).Binomial(36, int64(13-k.n)))
		f, _ := new(big.Rat).SetFrac(n, total).Float64()
		out[k.p] += f
	}
	return out
}

func loadTest(t *testing.T, name string) *engine.System {
	t.Helper()
	sys, err := engine.LoadFile("testdata/"+name, engine.Options{})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return sys
}

// tolerance is 5 standard deviations of a share p estimated from hands
// drawn four to a deal. The four hands of a deal are not independent, so
// the deals, not the hands, are counted as the sample size: the variance
// of the sum of four indicators is at most 16 times that of one.
func tolerance(p float64, hands int) float64 {
	deals := float64(hands) / 4
	return 5 * math.Sqrt(p*(1-p)/deals) * 100
}

func TestHCPDistributionKnownValues(t *testing.T) {
	d := hcpDistribution()
	sum, mean := 0.0, 0.0
	for p, f := range d {
		sum += f
		mean += float64(p) * f
	}
	// Textbook values: P(10 HCP) = 9.41%, P(11) = 8.94%, mean 10.
	if math.Abs(sum-1) > 1e-12 || math.Abs(mean-10) > 1e-9 || math.Abs(d[10]-0.09405) > 1e-5 || math.Abs(d[11]-0.08945) > 1e-5 {
		t.Fatalf("sum %v mean %v P10 %v P11 %v", sum, mean, d[10], d[11])
	}
}

func TestGapOnSystemWithHole(t *testing.T) {
	sys := loadTest(t, "hole.mds")
	const hands = 200000
	res, errs := Simulate(sys, []Node{openingNode(1, bridge.None)}, SimOptions{Hands: hands, Seed: 7})
	if len(errs) > 0 || len(res) != 1 {
		t.Fatalf("errs %v res %d", errs, len(res))
	}
	r := res[0]
	want := hcpDistribution()[10] * 100
	if math.Abs(r.Gap.Percent-want) > tolerance(want/100, r.Samples) {
		t.Errorf("gap %.3f%%, want %.3f%% ± %.3f", r.Gap.Percent, want, tolerance(want/100, r.Samples))
	}
	if r.Overlap.Count != 0 {
		t.Errorf("overlap %d, want none (0-9 and 11+ are disjoint)", r.Overlap.Count)
	}
	if len(r.Gap.Examples) != 3 {
		t.Fatalf("examples %v", r.Gap.Examples)
	}
	for _, ex := range r.Gap.Examples {
		h, err := bridge.ParseHandPBN(ex)
		if err != nil || h.HCP() != 10 {
			t.Errorf("gap example %s: %v, %d HCP", ex, err, h.HCP())
		}
	}
	if r.Samples < hands {
		t.Errorf("samples %d < %d", r.Samples, hands)
	}
}

func TestOverlapOnSystemWithOverlap(t *testing.T) {
	sys := loadTest(t, "overlap.mds")
	res, _ := Simulate(sys, []Node{openingNode(1, bridge.None)}, SimOptions{Hands: 200000, Seed: 3})
	r := res[0]
	want := hcpDistribution()[11] * 100
	if math.Abs(r.Overlap.Percent-want) > tolerance(want/100, r.Samples) {
		t.Errorf("overlap %.3f%%, want %.3f%%", r.Overlap.Percent, want)
	}
	if r.Gap.Count != 0 {
		t.Errorf("gap %d, want none", r.Gap.Count)
	}
	if len(r.OverlapSets) != 1 || strings.Join(r.OverlapSets[0].Calls, "+") != "Pass+1♣" || r.OverlapSets[0].Count != r.Overlap.Count {
		t.Errorf("overlap sets %+v", r.OverlapSets)
	}
	for _, ex := range r.Overlap.Examples {
		if h, _ := bridge.ParseHandPBN(ex); h.HCP() != 11 {
			t.Errorf("overlap example %s has %d HCP", ex, h.HCP())
		}
	}
	// Every hand fits Pass or 1♣: the two frequencies add up to 100% plus
	// the overlap.
	if got := r.Calls[0].Count + r.Calls[1].Count - r.Overlap.Count; got != r.Samples {
		t.Errorf("Pass %d + 1♣ %d - overlap %d = %d, want %d", r.Calls[0].Count, r.Calls[1].Count, r.Overlap.Count, got, r.Samples)
	}
}

func TestAggressivenessByHand(t *testing.T) {
	sys := loadTest(t, "aggressive.mds")
	res, _ := Simulate(sys, []Node{openingNode(1, bridge.None)}, SimOptions{Hands: 200000, Seed: 11})
	r := res[0]
	d := hcpDistribution()
	p13 := 0.0
	for p := 13; p <= 37; p++ {
		p13 += d[p]
	}
	// Pass weighs 0, 1♠ weighs 4 (1♣ 1, 1♦ 2, 1♥ 3, 1♠ 4): 4 × 26.79% = 1.0716.
	want := 4 * p13
	if r.Aggressiveness == nil {
		t.Fatal("no aggressiveness")
	}
	if tol := 4 * tolerance(p13, r.Samples) / 100; math.Abs(*r.Aggressiveness-want) > tol {
		t.Errorf("aggressiveness %.4f, want %.4f ± %.4f", *r.Aggressiveness, want, tol)
	}
	// The count itself must give the same number exactly.
	if got := 4 * float64(r.Calls[1].Count) / float64(r.Samples); math.Abs(got-*r.Aggressiveness) > 1e-12 {
		t.Errorf("aggressiveness %.6f is not 4 × 1♠ share %.6f", *r.Aggressiveness, got)
	}
}

func TestWeights(t *testing.T) {
	for _, c := range []struct {
		call string
		w    float64
	}{{"P", 0}, {"1C", 1}, {"1D", 2}, {"1N", 5}, {"2C", 6}, {"7N", 35}} {
		call, err := bridge.ParseCall(c.call)
		if err != nil || weight(call) != c.w {
			t.Errorf("%s: weight %v, want %v (%v)", c.call, weight(call), c.w, err)
		}
	}
}

func TestSimulationDeterministicAcrossWorkers(t *testing.T) {
	sys := loadTest(t, "overlap.mds")
	nodes := []Node{openingNode(1, bridge.None), openingNode(3, bridge.NS)}
	a, _ := Simulate(sys, nodes, SimOptions{Hands: 20000, Seed: 5, Workers: 1})
	b, _ := Simulate(sys, nodes, SimOptions{Hands: 20000, Seed: 5, Workers: 4})
	for i := range a {
		if a[i].Samples != b[i].Samples || a[i].Overlap.Count != b[i].Overlap.Count ||
			strings.Join(a[i].Overlap.Examples, " ") != strings.Join(b[i].Overlap.Examples, " ") {
			t.Errorf("node %d differs: %+v vs %+v", i, a[i].Overlap, b[i].Overlap)
		}
	}
	c, _ := Simulate(sys, nodes, SimOptions{Hands: 20000, Seed: 6, Workers: 2})
	if c[0].Overlap.Count == a[0].Overlap.Count && strings.Join(c[0].Overlap.Examples, " ") == strings.Join(a[0].Overlap.Examples, " ") {
		t.Error("another seed gave the same deals")
	}
}

func TestResponseNodeConditionsOnOpening(t *testing.T) {
	sys := loadTest(t, "aggressive.mds")
	calls, _ := engine.ParseCalls("1S P")
	res, errs := Simulate(sys, []Node{{Kind: "at", Auction: engine.Auction{Dealer: bridge.North, Calls: calls}}}, SimOptions{Hands: 4000, Seed: 1})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	r := res[0]
	if r.Caller != "S" || len(r.Given) != 1 || r.Given[0] != "N 1♠" || r.Calls[0].Call != "1NT" || r.Calls[0].Count != r.Samples {
		t.Errorf("%+v", r)
	}
	// After 1♠ (13+), responder's HCP average is (40 - opener's) / 3 < 10.
	// Rejection sampling drew more deals than hands/4.
	if r.Deals*4 <= r.Samples {
		t.Errorf("deals %d for %d samples: no rejection?", r.Deals, r.Samples)
	}
	if _, errs := Simulate(sys, []Node{{Kind: "at", Auction: engine.Auction{Dealer: bridge.North, Calls: []bridge.Call{bridge.NewBid(1, bridge.StrainClubs)}}}}, SimOptions{Hands: 10}); len(errs) != 1 {
		t.Errorf("a node without calls should be an error, got %v", errs)
	}
}

func TestStaticFindings(t *testing.T) {
	sys := loadTest(t, "static.mds")
	got := map[string]string{}
	for _, f := range Static(sys) {
		got[f.Kind+" "+f.Rule] = f.Message
	}
	for _, want := range []string{
		"missing-section static.mds:8",
		"unsatisfiable static.mds:6",
		"contradiction static.mds:5",
		"unreachable static.mds:7",
		"unmounted-module static.mds:17",
		"envelope-overlap static.mds:9",
		"envelope-overlap static.mds:7", // 2H and 2S: both 12-14 HCP (2H is also unreachable)
	} {
		if _, ok := got[want]; !ok {
			t.Errorf("missing finding %s; got %v", want, got)
		}
	}
	if len(got) != 7 {
		t.Errorf("got %d findings, want 7: %v", len(got), got)
	}
	if m := got["unmounted-module static.mds:17"]; !strings.Contains(m, "spare") {
		t.Errorf("unmounted module message %q", m)
	}
}

func TestSectionNumber(t *testing.T) {
	for src, want := range map[string]string{"17.1": "17.1", "18.4 1♦-1♥;1♠ (heading restored)": "18.4",
		"2N module": "", "Opening table (Brown)": "", "3rd/4th-hand 1♣ table": "", "9": "9", "change log": ""} {
		if got := sectionNumber(src); got != want {
			t.Errorf("sectionNumber(%q) = %q, want %q", src, got, want)
		}
	}
}

func TestConditions(t *testing.T) {
	s := scenario{seat: 3, we: true, they: false}
	for c, want := range map[string]bool{"seat 3-4": true, "seat 1-2": false, "not seat 1-2": true, "vul unfav": true,
		"vul fav": false, "vul v": true, "competitive": false, "not competitive": true, "passed": true} {
		if got, _ := condHolds(c, s); got != want {
			t.Errorf("%s: %v, want %v", c, got, want)
		}
	}
	if conditionsCompatible("seat 1-2", "seat 3-4") || !conditionsCompatible("seat 1-2", "vul nv") {
		t.Error("conditionsCompatible")
	}
}

// instancesSrc mounts module m under two lines with different arguments.
// Its 2N line has no constraint and the same explanation in both bodies;
// its 3C (16+) contradicts responder's 1D (0-7) in the first body only,
// and its 3D (when competitive) can be reached only in the second, after
// the opponents' (_). Every body is checked, so neither is reported.
// Module spare is never mounted, inner is used only inside spare, self
// only mounts itself; redonly is mounted below a line of the red variant
// only and is not reported when the brown variant is checked. The two 1N
// lines share a path but not their continuations: 2C (0-7) and 2D (0-9)
// are never alternatives; 2D and 2H are.
const instancesSrc = `@system "instances"
@policy undefined
1C   strong        {hcp 16+; src 1}
  1D   negative    {hcp 0-7; src 1}
    use m(T=S)
1D   natural       {hcp 11-15; 4+D; src 1}
  1H   response    {hcp 6+; 4+H; src 1}
    (_)  interference {src 1}
      use m(T=H)
2H   weak          {hcp 5-10; 6+H; when variant red; src 1}
  use redonly()
1N   weak NT       {hcp 12-14 balanced; when seat 1-2; src 1}
  2C   weak        {hcp 0-7; src 1}
1N   strong NT     {hcp 15-17 balanced; when seat 3-4; src 1}
  2D   weak        {hcp 0-9; src 1}
  2H   invitation  {hcp 5-9; src 1}

@module m(T: suit)
  2N   asks        {artificial; src 1}
    3C   maximum   {hcp 16+; src 1}
    3D   competing {hcp 0-15; when competitive; src 1}

@module spare()
  2C   spare       {src 1}
    use inner()

@module inner()
  2D   inner       {src 1}

@module self()
  2S   self        {src 1}
    use self()

@module redonly()
  2N   ask         {artificial; src 1}
`

func TestStaticChecksEveryModuleBody(t *testing.T) {
	sys, err := engine.LoadFS(fstest.MapFS{"i.mds": &fstest.MapFile{Data: []byte(instancesSrc)}}, "i.mds", engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range Static(sys) {
		got = append(got, f.Kind+" "+f.Rule+" "+f.Path)
	}
	want := []string{
		"unmounted-module i.mds:23 ",
		"unmounted-module i.mds:27 ",
		"unmounted-module i.mds:30 ",
		// the openings: 1♣ 16+ with 1N 15-17; 1♦ 11-15 with both 1N
		"envelope-overlap i.mds:3 1C",
		"envelope-overlap i.mds:6 1D",
		"envelope-overlap i.mds:6 1D",
		// below 1N: only the siblings of one line
		"envelope-overlap i.mds:15 1N 2D",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("findings\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestChosenOverlap: an overlap that a line marks with `overlap` (language
// section 3) is counted as the notes' choice, apart from the accidental
// ones, carries the line's rule, and does not fail the check; an overlap no
// line marks still does.
func TestChosenOverlap(t *testing.T) {
	sys := loadTest(t, "chosen.mds")
	rep := Run(sys, Options{Nodes: []Node{openingNode(1, bridge.None)}, Sim: SimOptions{Hands: 200000, Seed: 3}, MaxGap: 0.5, MaxOverlap: 0.5})
	r := rep.Nodes[0]
	want := hcpDistribution()[11] * 100
	if math.Abs(r.Chosen.Percent-want) > tolerance(want/100, r.Samples) {
		t.Errorf("chosen overlap %.3f%%, want P(11 HCP) = %.3f%%", r.Chosen.Percent, want)
	}
	var chosen, accidental *OverlapSet
	for i := range r.OverlapSets {
		s := &r.OverlapSets[i]
		switch strings.Join(s.Calls, "+") {
		case "Pass+1♣":
			chosen = s
		case "1♣+1♦":
			accidental = s
		default:
			t.Errorf("unexpected overlap set %v", s.Calls)
		}
	}
	if chosen == nil || !chosen.Chosen || chosen.Count != r.Chosen.Count ||
		len(chosen.Rules) != 1 || chosen.Rules[0] != "Pass: with 11 HCP open 1♣ with two aces" {
		t.Errorf("Pass+1♣ set %+v, want chosen with the pass line's rule", chosen)
	}
	if accidental == nil || accidental.Chosen || accidental.Count != r.Overlap.Count || r.Overlap.Count == 0 {
		t.Errorf("1♣+1♦ set %+v, overlap %d: want the accidental overlap", accidental, r.Overlap.Count)
	}
	// 15-16 HCP with 5+♦ fits 1♣ and 1♦ by accident: well above 0.5%, so
	// the node fails for that alone.
	if len(rep.Failing) != 1 || !strings.Contains(rep.Failing[0], "overlap") {
		t.Errorf("failing %q, want the accidental overlap only", rep.Failing)
	}
	if strings.Contains(rep.Failing[0], fmt.Sprintf("%.2f%%", r.Chosen.Percent+r.Overlap.Percent)) {
		t.Errorf("failing %q counts the chosen overlap", rep.Failing[0])
	}
	ch := rep.Choices()
	if len(ch) != 1 || strings.Join(ch[0].Calls, "+") != "Pass+1♣" || len(ch[0].Where) != 1 || ch[0].Where[0] != "opening, seat 1" {
		t.Errorf("choices %+v", ch)
	}
	var b strings.Builder
	rep.WriteText(&b, false)
	for _, w := range []string{"chosen ", "choices the notes leave to the player", "Pass: with 11 HCP open 1♣ with two aces"} {
		if !strings.Contains(b.String(), w) {
			t.Errorf("text report lacks %q", w)
		}
	}
	// The static sibling check leaves the chosen pair alone and still
	// reports the accidental one.
	var pairs []string
	for _, f := range rep.Static {
		if f.Kind == "envelope-overlap" {
			pairs = append(pairs, f.Message)
		}
	}
	if len(pairs) != 1 || !strings.Contains(pairs[0], "1C") || !strings.Contains(pairs[0], "1D") {
		t.Errorf("envelope-overlap findings %q, want only 1C/1D", pairs)
	}
}

// TestEmbeddedOpeningsOverlapOnlyByChoice: in the shipped system every
// opening overlap is one the notes chose (1♣ or 1N with 12-14 5M332, 418;
// the two-suited openings, 709; 5♦5♣, 1448-1449; 3rd/4th-hand 1♣ or 1M with
// 12-14 5M332, 1443-1446), and after 1♥ the single raise (0-10, 729) and
// the transfer raise (11+, 728) share no hand.
func TestEmbeddedOpeningsOverlapOnlyByChoice(t *testing.T) {
	sys, err := engine.LoadEmbedded(engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	resp := Node{Kind: "response", Auction: engine.Auction{Dealer: bridge.North,
		Calls: []bridge.Call{bridge.NewBid(1, bridge.StrainHearts), bridge.PassCall}}}
	res, errs := Simulate(sys, []Node{openingNode(1, bridge.None), openingNode(3, bridge.None), resp}, SimOptions{Hands: 20000, Seed: 5})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	for _, r := range res[:2] {
		if r.Overlap.Count != 0 || r.Chosen.Count == 0 {
			t.Errorf("opening seat %d: accidental overlap %d (%v), chosen %d; want 0 and some", r.Position, r.Overlap.Count, r.Overlap.Examples, r.Chosen.Count)
		}
	}
	found := false
	for _, s := range res[0].OverlapSets {
		if strings.Join(s.Calls, "+") == "1♣+1NT" && s.Chosen && len(s.Rules) == 1 && strings.Contains(s.Rules[0], "418") {
			found = true
		}
	}
	if !found {
		t.Errorf("seat 1: no chosen 1♣+1NT set citing 418 in %+v", res[0].OverlapSets)
	}
	for _, s := range res[2].OverlapSets {
		if slices.Contains(s.Calls, "2♦") && slices.Contains(s.Calls, "2♥") {
			t.Errorf("after 1♥: the single raise and the transfer raise share hands: %+v", s)
		}
	}
}

// TestJudgmentPassGap: a pass line with no checkable constraint ("to play",
// like the 1N module's pass before it stated the weak hands) takes no
// hands, so the hands a player passes with are a gap; the report says so
// beside the gap and in the failing line, and the gap is P(0-10 HCP).
func TestJudgmentPassGap(t *testing.T) {
	sys := loadTest(t, "judgment-pass.mds")
	rep := Run(sys, Options{Nodes: []Node{openingNode(1, bridge.None)}, Sim: SimOptions{Hands: 100000, Seed: 11}, MaxGap: 0.5, MaxOverlap: 0.5})
	r := rep.Nodes[0]
	want := 0.0
	for p, f := range hcpDistribution() {
		if p <= 10 {
			want += f * 100
		}
	}
	if math.Abs(r.Gap.Percent-want) > tolerance(want/100, r.Samples) {
		t.Errorf("gap %.3f%%, want P(0-10 HCP) = %.3f%%", r.Gap.Percent, want)
	}
	if !r.JudgmentPass() {
		t.Fatalf("JudgmentPass false; calls %+v", r.Calls)
	}
	if len(rep.Failing) != 1 || !strings.Contains(rep.Failing[0], "the pass here states no hands") {
		t.Errorf("failing %q, want the gap with the pass hint", rep.Failing)
	}
	var b strings.Builder
	rep.WriteText(&b, false)
	if !strings.Contains(b.String(), "hands that pass count as a gap") {
		t.Errorf("text report lacks the pass hint:\n%s", b.String())
	}
	// The shipped 1N module's pass states its hands: no hint there.
	emb, err := engine.LoadEmbedded(engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	n := Node{Kind: "response", Auction: engine.Auction{Dealer: bridge.North,
		Calls: []bridge.Call{bridge.NewBid(1, bridge.NoTrump), bridge.PassCall}}}
	res, _ := Simulate(emb, []Node{n}, SimOptions{Hands: 2000, Seed: 1})
	if res[0].JudgmentPass() {
		t.Errorf("1NT P: the pass is left to judgment: %+v", res[0].Calls[0])
	}
}

// TestEmbeddedResponsesWithinLimits: in the shipped system the responses
// to 1NT (12-14 and the 3rd/4th-hand 15-17), 2♣, 2♦ and the 4NT opening
// leave no hand without a call and overlap only where the notes give two
// calls (Stayman or a transfer with 5M332 and game values, 364; the 4♣/♦
// transfer or 2♦/♥ with six hearts/spades and game values, 365), within
// the default limits (0.5% each).
func TestEmbeddedResponsesWithinLimits(t *testing.T) {
	sys, err := engine.LoadEmbedded(engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var nodes []Node
	for _, at := range []string{"1N P", "P P 1N P", "2C P", "P P 2C P", "2D P", "P P 2D P", "4N P", "P P 4N P"} {
		calls, err := engine.ParseCalls(at)
		if err != nil {
			t.Fatal(err)
		}
		nodes = append(nodes, Node{Kind: "response", Auction: engine.Auction{Dealer: bridge.North, Calls: calls}})
	}
	rep := Run(sys, Options{Nodes: nodes, Sim: SimOptions{Hands: 20000, Seed: 5}, MaxGap: 0.5, MaxOverlap: 0.5})
	if len(rep.Errors) > 0 || len(rep.Nodes) != len(nodes) {
		t.Fatalf("errors %v, %d nodes", rep.Errors, len(rep.Nodes))
	}
	for _, n := range rep.Nodes {
		if n.Samples < 100 { // the 4NT opening is rare: about 0.1% of deals
			t.Errorf("%s: only %d hands", n.Label(), n.Samples)
		}
		if n.Gap.Percent > 0.5 || n.Overlap.Percent > 0.5 {
			t.Errorf("%s: gap %.2f%% (%v), overlap %.2f%% (%+v)", n.Label(), n.Gap.Percent, n.Gap.Examples, n.Overlap.Percent, n.OverlapSets)
		}
	}
	if len(rep.Failing) != 0 {
		t.Errorf("failing %q", rep.Failing)
	}
	want := map[string]string{"2♣+2♦": "364", "2♦+4♣": "365"}
	for _, s := range rep.Nodes[0].OverlapSets {
		if cite, ok := want[strings.Join(s.Calls, "+")]; ok && s.Chosen && len(s.Rules) > 0 && strings.Contains(s.Rules[0], cite) {
			delete(want, strings.Join(s.Calls, "+"))
		}
	}
	if len(want) > 0 {
		t.Errorf("1NT P: no chosen sets %v in %+v", want, rep.Nodes[0].OverlapSets)
	}
}
