package magicdlight_test

import (
	"fmt"
	"os"
	"testing"
	"testing/fstest"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
	"github.com/mdlint/mdlint/engine/enginetest"
)

// part4FS returns a file system with the part-4 system files and a small
// top file that mounts the modules the way the other parts do.
func part4FS(t *testing.T, top string) fstest.MapFS {
	t.Helper()
	fs := fstest.MapFS{"main.mds": {Data: []byte("@system \"part4\"\n@policy undefined\n@include \"trump-support.mds\"\n@include \"slam.mds\"\n" + top)}}
	for _, f := range []string{"trump-support.mds", "slam.mds"} {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		fs[f] = &fstest.MapFile{Data: b}
	}
	return fs
}

// part4Top is a small test system that mounts the part-4 modules the way
// the other parts do. The host lines are placeholders (their meaning is
// not under test); every path ends in a use line of a part-4 module.
const part4Top = `
1C  host {src 17.1 line 981}
  1H  host {src 17.2 line 989}
    2H  host: raise {src 10.5 line 941}
      use ts2M(M=H, situation=1)
    2N  host: TS2N {src 5.2 line 210}
      use ts2N(M=H)
  1S  host {src 17.2 line 989}
    2S  host: raise, all the rest {src 5.1.6 line 200}
      use ts2M(M=S)
  1D  host {src 17.2 line 989}
    1H  host {src 17.2 line 989}
      2D  host: TRA2M, game-forcing {transfer; src 5.1.2 line 146}
        use ts2M(M=H, situation=1, gf)
1D  host {src 18 line 1087}
  1H  host {src 18.3 line 1105}
    1S  host {src 18.4 line 1143}
      2S  host: raise {src 5.1.5 line 190}
        use ts2M(M=S, situation=4)
    2H  host: game-forcing raise {src 5.1.4 line 178}
      use ts2M(M=H, situation=3)
  1N  host {src 18.3 line 1105}
    2H  host {src 5.1.4 line 186}
      use ts2M(M=H, situation=3, generalrules)
    2D  host {src 18 line 1087}
      3D  host {src 5.5 line 283}
        use ts3m(m=D, natural, semisupport)
  1S  host {src 18.3 line 1105}
    2C  host {src 18 line 1087}
      3C  host {src 5.5 line 282}
        use ts3m(m=C, natural)
    2S  host: game-forcing raise {src 5.1.4 line 178}
      use ts2M(M=S, situation=3)
  2D  host {src 18.3 line 1105}
    3C  host {src 5.5 line 278}
      use ts3m(m=C)
1H  host {src 10 line 703}
  2H  host: raise {src 10.1 line 729}
    use ts2M(M=H, situation=1)
  2D  host: TRA2M {transfer; src 10.1 line 728}
    use ts2M(M=H, situation=1)
  1S  host {src 10.3 line 790}
    2S  host: raise {src 5.1.3 line 166}
      use ts2M(M=S, situation=2)
    3S  host {src 5.4 line 257}
      use ts3M(M=S, special)
  2N  host: TS2N {src 10.1 line 730}
    use ts2N(M=H)
  3H  host {src 5.4 line 251}
    use ts3M(M=H)
  2C  host {src 5.4 line 251}
    3H  host: preference {src 5.4 line 251}
      use ts3M(M=H, seven)
  4C  host: control-bid {src 9.1 line 579}
    use control-bids(T=H)
  4N  host: RKCB {src 9.2 line 596}
    use rkcb(T=H)
  (1S)  host {src 10.4 line 895}
    2S  host: cue-bid raise {src 10.4 line 899}
      use tscue(M=H, O=S)
    2N  host: TS2N, game-forcing {src 10.4 line 897}
      use ts2N(M=H, gf)
  (2C)  host {src 10.4 line 895}
    2H  host: raise {src 10.4 line 895}
      use ts2M(M=H, situation=1)
    3H  host {src 5.4.1 line 259}
      use ts3M(M=H)
1S  host {src 10 line 703}
  2S  host: raise {src 10.1 line 729}
    use ts2M(M=S, situation=1)
  2H  host: TRA2M {transfer; src 10.1 line 728}
    use ts2M(M=S, situation=1)
  2N  host: TS2N {src 10.1 line 730}
    use ts2N(M=S)
  3S  host {src 5.4 line 251}
    use ts3M(M=S)
  4N  host: RKCB {src 9.2 line 596}
    use rkcb(T=S)
  4D  host: control-bid {src 9.1 line 579}
    use control-bids(T=S)
  (2D)  host {src 10.4 line 895}
    3D  host: cue-bid raise {src 10.4 line 899}
      use tscue(M=S, O=D)
2C  host {src "Opening table (Brown)" line 1448}
  3C  host {src 5.5 line 275}
    use ts3m(m=C)
  4N  host: RKCB {src 9.2 line 596}
    use rkcb(T=C)
2D  host {src "Opening table (Brown)" line 1449}
  4N  host: RKCB {src 9.2 line 596}
    use rkcb(T=D)
2H  host {src "Opening table (Brown)" line 1450}
  4N  host: 4A Blackwood {src 9.3 line 662}
    use blackwood()
4N  host {src "Opening table (Brown)" line 1457}
  use four-nt-opening()
(1S)  host {src 5.5 line 284}
  2C  host {src 5.5 line 284}
    3C  host {src 5.5 line 284}
      use ts3m(m=C, natural)
`

// part4System loads the test system (Brown).
func part4System(t *testing.T) *engine.System {
	t.Helper()
	s, err := engine.LoadFS(part4FS(t, part4Top), "main.mds", engine.Options{})
	if err != nil {
		t.Fatalf("part-4 test system does not load:\n%v", err)
	}
	return s
}

var (
	yes = enginetest.True
	no  = enginetest.False
)

// L is a length envelope for Case.Lengths.
func L(kv ...any) map[bridge.Suit][2]int {
	m := map[bridge.Suit][2]int{}
	for i := 0; i+2 < len(kv)+1; i += 3 {
		m[kv[i].(bridge.Suit)] = [2]int{kv[i+1].(int), kv[i+2].(int)}
	}
	return m
}

// TestPart4LoadAll mounts every module of part 4 with every value of its
// parameters (both majors, every situation of 5.1, every trump suit for the
// slam modules), in both variants, and requires that each loads: module
// bodies are compiled per binding, so a clash or a bad constraint that only
// one binding produces shows up here.
func TestPart4LoadAll(t *testing.T) {
	var mounts []string
	for _, M := range []string{"H", "S"} {
		for sit := 1; sit <= 5; sit++ {
			for _, gf := range []string{"", ", gf"} {
				mounts = append(mounts, fmt.Sprintf("ts2M(M=%s, situation=%d%s)", M, sit, gf))
			}
		}
		mounts = append(mounts, fmt.Sprintf("ts2M(M=%s, situation=3, generalrules)", M))
		mounts = append(mounts, fmt.Sprintf("ts2N(M=%s)", M), fmt.Sprintf("ts2N(M=%s, gf)", M))
		for _, O := range []string{"C", "D", "H", "S"} {
			mounts = append(mounts, fmt.Sprintf("tscue(M=%s, O=%s)", M, O))
		}
		mounts = append(mounts, fmt.Sprintf("ts3M(M=%s)", M), fmt.Sprintf("ts3M(M=%s, seven)", M), fmt.Sprintf("ts3M(M=%s, special)", M))
	}
	for _, m := range []string{"C", "D"} {
		mounts = append(mounts, fmt.Sprintf("ts3m(m=%s)", m), fmt.Sprintf("ts3m(m=%s, natural)", m), fmt.Sprintf("ts3m(m=%s, natural, semisupport)", m))
	}
	for _, T := range []string{"C", "D", "H", "S"} {
		mounts = append(mounts, fmt.Sprintf("rkcb(T=%s)", T), fmt.Sprintf("control-bids(T=%s)", T))
	}
	mounts = append(mounts, "blackwood()", "four-nt-opening()")
	for _, v := range []string{"brown", "red"} {
		for _, mt := range mounts {
			_, err := engine.LoadFS(part4FS(t, "1H  x {src 10 line 703}\n  2H  raise {src 10.1 line 729}\n    use "+mt+"\n"), "main.mds", engine.Options{Variant: v})
			if err != nil {
				t.Errorf("%s %s: %v", v, mt, err)
			}
		}
	}
}

// TestPart4TrumpSupport checks every sequence chapter 5 defines, through
// the test system: TS2M in its five situations (5.1), TS2N (5.2), TSCue
// (5.3), TS3M (5.4) and TS3m with the notes' examples (5.5).
func TestPart4TrumpSupport(t *testing.T) {
	sys := part4System(t)
	C, D, H, S := bridge.Clubs, bridge.Diamonds, bridge.Hearts, bridge.Spades
	noShort := []string{"A32.KQ85.K52.Q54"}
	enginetest.Run(t, sys, []enginetest.Case{
		// 5.1.2 situation 1: 1M-2M / 1M-TRA2M, the 1M bidder's rebid
		{Auction: "1H P 2H P 2S", Explanation: "4♠4♥41", Line: 152, Forcing: engine.ForcingNone, Alert: yes, // may be values with two spades: alerted (docs/alert-policy.md)
			Fits: []string{"AQ54.KJ52.Q762.5", "K5.AQ762.J84.973"}, Breaks: []string{"AQ54.KJ52.Q76.52"}},
		{Auction: "1H P 2H P 2N", Explanation: "4441 with shortness in the other major", Line: 152, Artificial: yes, Lengths: L(H, 4, 4, S, 1, 1),
			Fits: []string{"5.KJ52.Q762.AJ54"}, Breaks: []string{"A5.KJ52.Q762.J54"}},
		{Auction: "1H P 2H P 3C", Explanation: "5+♣, invitational, not forcing", Line: 152, Forcing: engine.ForcingNone, Lengths: L(H, 4, 4, C, 5, 9),
			Fits: []string{"5.KJ52.Q76.AJ854"}, Breaks: []string{"5.KJ852.Q72.AJ54"}},
		{Auction: "1H P 2H P 3S", Explanation: "♠ void", Line: 150, Artificial: yes, Lengths: L(S, 0, 0, H, 5, 13),
			Fits: []string{".KQJ52.Q762.A854"}, Breaks: []string{"5.KQJ52.Q762.A85"}},
		{Auction: "1S P 2S P 3H", Explanation: "natural: 5+♠ with ♥", Line: 150, Forcing: engine.ForcingNone, Lengths: L(S, 5, 11, H, 2, 8)}, // ♥ suit (4+) or values (2+ with an honour), 150
		{Auction: "1H P 2H P 3H", Explanation: "invitational, confirms eight trumps", Line: 132, Forcing: engine.ForcingNone, Lengths: L(H, 5, 13),
			Fits: []string{"K5.AQ762.J84.973"}, Breaks: []string{"K52.AQ76.J84.973"}},
		{Name: "competitive 3M", Auction: "1H P 2H 3C 3H", Explanation: "competitive", Line: 132, Forcing: engine.ForcingNone},
		{Name: "competitive 3M, 1M-(2C)-2M", Auction: "1H 2C 2H P 3H", Explanation: "competitive", Line: 132, Forcing: engine.ForcingNone},
		{Name: "interference over 3M", Auction: "1H P 3H 3S 4C", Explanation: "control-bid (after interference)", Line: 261},
		{Auction: "1H P 2H P 4C", Explanation: "void in ♣", Line: 1415, Artificial: yes, Lengths: L(C, 0, 0)},
		{Auction: "1S P 2S P 4H", Explanation: "♥ void", Line: 150, Lengths: L(H, 0, 0, S, 5, 13)},
		{Auction: "1H P 2H P 5D", Explanation: "7+♦", Line: 154, Lengths: L(H, 4, 4, D, 7, 9)},
		{Auction: "1H P 2H P 3N", Explanation: "to play", Line: 134, Forcing: engine.ForcingNone},
		{Auction: "1H P 2H P 4H", Explanation: "to play", Line: 134, Forcing: engine.ForcingNone},
		{Auction: "1H P 2D P 2H", Explanation: "negative", Line: 158, Forcing: engine.ForcingNone, Alert: no},
		{Auction: "1H P 2D P 2H P 2S", Explanation: "4♠3♥", Line: 160, Lengths: L(S, 4, 4, H, 3, 3)},
		{Auction: "1H P 2D P 2H P 2N", Explanation: "balanced with 3-card support", Line: 160, Lengths: L(H, 3, 3)},
		{Auction: "1H P 2D P 2H P 3C", Explanation: "5+♣", Line: 160, Forcing: engine.ForcingNone},
		{Auction: "1H P 2D P 2H P 3H", Explanation: "4-card support", Line: 162, Lengths: L(H, 4, 4)},
		{Auction: "1H P 2D P 2H P 3N", Explanation: "choice of games", Line: 164},
		{Auction: "1H P 2D P 2H P 4H", Explanation: "to play", Line: 134},
		{Name: "1C-1H;2H 3H", Auction: "1C P 1H P 2H P 3H", Explanation: "invitational", Line: 150, Forcing: engine.ForcingNone},
		{Name: "GF prelude 3M", Auction: "1C P 1D P 1H P 2D P 3H", Explanation: "slam-invitational", Line: 146, Forcing: engine.ForcingGame},
		{Name: "GF prelude 2N", Auction: "1C P 1D P 1H P 2D P 2N", Explanation: "slam-invitational", Line: 146, Forcing: engine.ForcingGame},
		{Name: "GF prelude responder 3M", Auction: "1C P 1D P 1H P 2D P 2H P 3H", Explanation: "slam-invitational", Line: 146, Forcing: engine.ForcingGame},
		// 5.1.3 situation 2: 1♥-1♠;2♠
		{Auction: "1H P 1S P 2S P 3S", Explanation: "5+♠, invitational", Line: 168, Lengths: L(S, 5, 13)},
		{Auction: "1H P 1S P 2S P 4H", Explanation: "shortness in ♥", Line: 168, Lengths: L(S, 5, 13, H, 0, 1),
			Fits: []string{"KQ532.5.AJ52.K54"}, Breaks: []string{"KQ532.54.AJ52.K5", "KQ53.5.AJ652.K54"}},
		{Auction: "1H P 1S P 2S P 4C", Explanation: "shortness in ♣", Line: 168},
		{Auction: "1H P 1S P 2S P 2N", Explanation: "invitational", Line: 170},
		{Auction: "1H P 1S P 2S P 3D", Explanation: "exactly 4♠", Line: 170, Forcing: engine.ForcingOneRound, Lengths: L(S, 4, 4, D, 4, 9)},
		{Auction: "1H P 1S P 2S P 3D P 3S", Explanation: "signoff", Line: 172, Forcing: engine.ForcingNone},
		{Auction: "1H P 1S P 2S P 3H", Explanation: "4♠3♥", Line: 170, Forcing: engine.ForcingGame, Lengths: L(S, 4, 4, H, 3, 3)},
		{Auction: "1H P 1S P 2S P 3H P 3S", Explanation: "5+♣", Line: 174, Artificial: yes, Lengths: L(C, 5, 13)},
		{Auction: "1H P 1S P 2S P 3H P 3N", Explanation: "5+♦", Line: 174, Artificial: yes, Lengths: L(D, 5, 13)},
		{Auction: "1H P 1S P 2S P 3H P 4D", Explanation: "5+♥ and shortness in ♦", Line: 174,
			Fits: []string{"K52.AQ762.5.K854"}, Breaks: []string{"K52.AQ762.54.K85"}},
		{Auction: "1H P 1S P 2S P 3H P 4S", Explanation: "exactly four ♠", Line: 174, Lengths: L(S, 4, 4)},
		// 5.1.4 situation 3: Romex after a game-forcing 2M raise following 1♦
		{Auction: "1D P 1H P 2H P 2S", Explanation: "Romex relay", Line: 180, Convention: "Romex", Artificial: yes, Forcing: engine.ForcingOneRound,
			Fits: []string{"5.KQ52.A762.J854"}, Breaks: noShort},
		{Auction: "1D P 1H P 2H P 2S P 2N", Explanation: "re-relay", Line: 180},
		{Auction: "1D P 1H P 2H P 2S P 2N P 3C", Explanation: "shortness in ♣", Line: 180, Lengths: L(C, 0, 1)},
		{Auction: "1D P 1H P 2H P 2S P 2N P 3D", Explanation: "shortness in ♦", Line: 180},
		{Auction: "1D P 1H P 2H P 2S P 2N P 3H", Explanation: "shortness in ♠", Line: 180, Lengths: L(S, 0, 1)},
		{Auction: "1D P 1S P 2S P 2N", Explanation: "Romex relay", Line: 180},
		{Auction: "1D P 1S P 2S P 2N P 3C P 3H", Explanation: "shortness in ♥", Line: 180, Lengths: L(H, 0, 1)},
		{Auction: "1D P 1S P 2S P 2N P 3C P 3S", Explanation: "shortness in ♣", Line: 180, Lengths: L(C, 0, 1)},
		{Auction: "1D P 1H P 2H P 2N", Explanation: "♠ suit", Line: 182, Lengths: L(S, 4, 13), Forcing: engine.ForcingGame},
		{Auction: "1D P 1S P 2S P 3H", Explanation: "♥ suit", Line: 182, Lengths: L(H, 4, 13)},
		{Auction: "1D P 1H P 2H P 3C", Explanation: "♣ suit", Line: 182},
		{Auction: "1D P 1H P 2H P 3C P 3S", Explanation: "shortness", Line: 253},
		{Auction: "1D P 1H P 2H P 3H", Explanation: "non-minimum without shortness", Line: 184, Forcing: engine.ForcingGame,
			Fits: noShort, Breaks: []string{"5.KQ52.A762.J854"}},
		{Auction: "1D P 1H P 2H P 4H", Explanation: "bad hand without shortness", Line: 184},
		{Name: "1D-1N;2H general 1D rules 3N", Auction: "1D P 1N P 2H P 3N", Explanation: "11-13", Line: 186, HCP: enginetest.HCP(11, 13),
			Fits: []string{"K54.Q52.KJ62.Q54"}, Breaks: []string{"K54.Q52.QJ62.Q54", "K54.K52.KQ62.K54", "K54.Q52.KJ7632.Q"}},
		{Auction: "1D P 1N P 2H P 3H", Explanation: "8-10 or 14+", Line: 1097,
			Fits: []string{"K54.Q52.J762.Q54"}, Breaks: []string{"K54.Q52.KJ62.Q54"}},
		{Auction: "1D P 1N P 2H P 4H", Explanation: "bad hand", Line: 1097},
		// 5.1.5 situation 4: 1♦-1♥;1♠-2♠, the 1♦ opener
		{Auction: "1D P 1H P 1S P 2S P 2N", Explanation: "31 in the majors and 54 in the minors", Line: 194, Lengths: L(S, 3, 3, H, 1, 1),
			Fits: []string{"AQ5.K.KQJ62.AJ54"}, Breaks: []string{"AQ5.K2.KQJ6.AJ54"}},
		{Auction: "1D P 1H P 1S P 2S P 3C", Explanation: "6+♣", Line: 194, Forcing: engine.ForcingNone, Lengths: L(C, 6, 13)},
		{Auction: "1D P 1H P 1S P 2S P 3S", Explanation: "invitational", Line: 194},
		{Auction: "1D P 1H P 1S P 2S P 3H", Explanation: "game-forcing with 4+♠", Line: 196, Artificial: yes, Forcing: engine.ForcingGame, Lengths: L(S, 4, 13)},
		{Auction: "1D P 1H P 1S P 2S P 3H P 3N", Explanation: "balanced slam-try", Line: 253},
		{Auction: "1D P 1H P 1S P 2S P 4C", Explanation: "void in ♣", Line: 136, Lengths: L(C, 0, 0)},
		// 5.1.6 situation 5: all the rest
		{Auction: "1C P 1S P 2S P 3H", Explanation: "natural, invitational", Line: 202, Lengths: L(H, 4, 13)},
		{Auction: "1C P 1S P 2S P 2N", Explanation: "natural, invitational", Line: 202},
		{Auction: "1C P 1S P 2S P 3S", Explanation: "invitational", Line: 202},
		{Auction: "1C P 1S P 2S P 3S P 4C", Explanation: "shortness", Line: 253},
		{Auction: "1C P 1S P 2S P 4C", Explanation: "void in ♣", Line: 136},
		{Auction: "1C P 1S P 2S P 3N", Explanation: "to play", Line: 134},
		{Auction: "1C P 1S P 2S P 4N", Explanation: "RKCB", Line: 596, Convention: "RKCB"},
		// 5.2 TS2N
		{Auction: "1H P 2N P 3C", Explanation: "minimum", Line: 218, Artificial: yes, Forcing: engine.ForcingOneRound, Convention: "2NT raise"},
		{Auction: "1H P 2N P 3C P 3D", Explanation: "asks", Line: 218, Forcing: engine.ForcingOneRound},
		{Auction: "1H P 2N P 3C P 3H", Explanation: "signoff", Line: 218, Forcing: engine.ForcingNone},
		{Auction: "1S P 2N P 3C P 3H", Explanation: "shortness in the other major", Line: 253},
		{Auction: "1H P 2N P 3C P 3D P 3H", Explanation: "without shortness, or 4441", Line: 219,
			Fits: []string{"A2.KQ852.K52.Q54", "A.KQ85.K852.Q954"}, Breaks: []string{"A.KQ852.K752.Q54"}},
		{Auction: "1H P 2N P 3C P 3D P 3H P 3S", Explanation: "asks", Line: 219},
		{Auction: "1H P 2N P 3C P 3D P 3H P 3S P 3N", Explanation: "no shortness", Line: 219},
		{Auction: "1H P 2N P 3C P 3D P 3H P 3S P 4C", Explanation: "shortness in ♣", Line: 219},
		{Auction: "1H P 2N P 3C P 3D P 3H P 3S P 4H", Explanation: "shortness in the other major", Line: 219, Lengths: L(S, 0, 1)},
		{Auction: "1S P 2N P 3C P 3D P 3H P 3S", Explanation: "asks", Line: 219},
		{Auction: "1H P 2N P 3C P 3D P 3S", Explanation: "5+♣", Line: 223},
		{Auction: "1H P 2N P 3C P 3D P 4C", Explanation: "shortness in ♣", Line: 220,
			Fits: []string{"A2.KQ852.KJ752.3", "A32.KQ852.KJ752."}, Breaks: []string{"A2.KQ852.KJ75.32"}},
		{Auction: "1H P 2N P 3D", Explanation: "balanced", Line: 221, Artificial: yes,
			Fits: []string{"A2.KQ85.K52.Q543", "A.KQ85.K852.Q954"}, Breaks: []string{"A.KQ852.K752.Q54"}},
		{Auction: "1H P 2N P 3D P 3H", Explanation: "asks", Line: 221},
		{Auction: "1H P 2N P 3D P 3H P 3S", Explanation: "shortness in the other major", Line: 221},
		{Auction: "1H P 2N P 3D P 3H P 3N", Explanation: "no shortness", Line: 221},
		{Auction: "1H P 2N P 3D P 3H P 4D", Explanation: "shortness in ♦", Line: 221},
		{Auction: "1H P 2N P 3H", Explanation: "unbalanced", Line: 222, Lengths: L(H, 5, 13),
			Fits: []string{"A.KQ852.K752.Q54", "A2.KQ852.K752.Q5"}, Breaks: []string{"A2.KQ852.K52.Q54"}},
		{Auction: "1H P 2N P 3H P 3S", Explanation: "asks", Line: 222},
		{Auction: "1H P 2N P 3H P 3S P 4H", Explanation: "shortness in the other major", Line: 222},
		{Auction: "1H P 2N P 3S", Explanation: "5+♣", Line: 223, Lengths: L(C, 5, 9)},
		{Auction: "1H P 2N P 3S P 3N", Explanation: "general slam-try", Line: 223},
		{Auction: "1H P 2N P 3S P 4C", Explanation: "side suit", Line: 223},
		{Auction: "1H P 2N P 3S P 4D", Explanation: "shortness in opener's side suit", Line: 223, Lengths: L(C, 0, 1)},
		{Auction: "1H P 2N P 3N", Explanation: "5+♦", Line: 224, Lengths: L(D, 5, 9)},
		{Auction: "1H P 2N P 3N P 4C", Explanation: "general slam-try", Line: 224},
		{Auction: "1H P 2N P 3N P 4H", Explanation: "signoff", Line: 224, Forcing: engine.ForcingNone},
		{Auction: "1S P 2N P 3N P 4H", Explanation: "shortness in opener's side suit", Line: 224, Lengths: L(D, 0, 1)},
		{Auction: "1H P 2N P 4C", Explanation: "void in ♣", Line: 225,
			Fits: []string{"A32.KQ852.KJ752."}, Breaks: []string{"A2.KQ852.KJ752.3", "A32.KQ85.KJ7532."}},
		{Auction: "1H P 2N P 4H", Explanation: "void in the other major", Line: 226, Lengths: L(S, 0, 0)},
		{Auction: "1S P 2N P 4S", Explanation: "5♠5♥", Line: 227, Lengths: L(S, 5, 8, H, 5, 8)},
		{Name: "TS2N free 3M", Auction: "1H P 2N 3C 3H", Explanation: "minimum with shortness in their suit", Line: 233, Lengths: L(C, 0, 1)},
		{Name: "TS2N cue-bid", Auction: "1H P 2N 3C 4C", Explanation: "extra values with shortness", Line: 233, Artificial: yes},
		// 5.3 TSCue
		{Auction: "1H 1S 2S P 3C", Explanation: "natural, invitational", Line: 243, Lengths: L(C, 4, 13)},
		{Auction: "1H 1S 2S P 3H", Explanation: "signoff", Line: 243, Forcing: engine.ForcingNone},
		{Auction: "1H 1S 2S P 4C", Explanation: "control-bid (after interference)", Line: 261},
		{Auction: "1S 2D 3D P 3H", Explanation: "natural, invitational", Line: 243},
		{Auction: "1H 1S 2S 3C P", Explanation: "no forcing passes", Line: 247, Forcing: engine.ForcingNone},
		// 5.4 TS3M
		{Auction: "1H P 3H P 3S", Explanation: "shortness in the other major", Line: 253, Lengths: L(S, 0, 1)},
		{Auction: "1H P 3H P 4D", Explanation: "shortness in ♦", Line: 253,
			Fits: []string{"A532.KQ852.5.K54"}, Breaks: []string{"A532.KQ852.54.K5"}},
		{Auction: "1H P 3H P 3N", Explanation: "balanced slam-try", Line: 253,
			Fits: noShort, Breaks: []string{"5.KQ852.K752.Q54"}},
		{Auction: "1H P 3H P 3N P 4C", Explanation: "control-bid", Line: 579},
		{Auction: "1H P 3H P 4H", Explanation: "to play"},
		{Name: "seven trumps: control-bid", Auction: "1H P 2C P 3H P 3S", Explanation: "control-bid", Line: 255, Convention: "control-bid",
			Fits: []string{"K32.KQ852.A52.Q5", "2.KQ852.A752.Q54"}, Breaks: []string{"Q32.KQ852.A52.K5"}},
		{Name: "seven trumps: 3N natural", Auction: "1H P 2C P 3H P 3N", Explanation: "natural", Line: 255},
		{Name: "after interference", Auction: "1H 2C 3H P 3S", Explanation: "control-bid (after interference)", Line: 261},
		{Auction: "1H P 1S P 3S P 3N", Explanation: "asks for shortness", Line: 257, Forcing: engine.ForcingOneRound},
		{Auction: "1H P 1S P 3S P 4C", Explanation: "control-bid", Line: 257},
		{Auction: "1H P 1S P 3S P 4H", Explanation: "shortness in ♥", Line: 257, Lengths: L(H, 0, 1)},
		// 5.5 TS3m: the notes' examples of shortness (275-278) and natural bids (282-284)
		{Name: "2m-3m: shortness", Auction: "2C P 3C P 3H", Explanation: "shortness in ♥", Line: 275, Lengths: L(H, 0, 1),
			Fits: []string{"K532.5.A52.KQ854"}, Breaks: []string{"K53.52.A52.KQ854"}},
		{Name: "2m-3m: shortness in ♦", Auction: "2C P 3C P 3D", Explanation: "shortness in ♦", Line: 267},
		{Name: "1D-2D;3m: responder's shortness", Auction: "1D P 2D P 3C P 3S", Explanation: "shortness in ♠", Line: 278},
		{Name: "1D-1S;2m-3m: natural", Auction: "1D P 1S P 2C P 3C P 3H", Explanation: "natural or showing a stopper", Line: 282,
			Fits: []string{"A2.KQ52.AK52.K54", "A2.K52.AKJ52.K54"}, Breaks: []string{"A2.652.AKJ52.K54"}},
		{Name: "1D-1N;2m-3m: 3M support", Auction: "1D P 1N P 2D P 3D P 3H", Explanation: "support or semi-support", Line: 283, Lengths: L(H, 2, 13)},
		{Name: "(1X)-2m-3m: tries", Auction: "1S 2C P 3C P 3H", Dealer: bridge.East, Explanation: "try towards 3N/4M/5♣", Line: 284},
		{Name: "TS3m RKCB", Auction: "2C P 3C P 4N", Explanation: "RKCB", Convention: "RKCB", Line: 596},
	})
}

// TestPart4Embedded checks part 4 where the embedded system mounts it (the
// other parts mount the modules). The embedded system must load: a load
// error fails the test.
func TestPart4Embedded(t *testing.T) {
	sys, err := engine.LoadEmbedded(engine.Options{})
	if err != nil {
		t.Fatalf("the embedded system does not load:\n%v", err)
	}
	enginetest.Run(t, sys, []enginetest.Case{
		// 2♣ opening, relay, side suit, 3♣ support: TS3m, rule a) (276)
		{Name: "2m-R;any-3m: opener's shortness", Auction: "2C P 2D P 2H P 3C P 3S", Explanation: "shortness in ♠", Line: 267, Rule: "trump-support.mds",
			Fits: []string{"5.K32.AJ52.KQ854"}, Breaks: []string{"53.K2.AJ52.KQ854"}},
		{Name: "2m-R;any-3m: RKCB", Auction: "2C P 2D P 2H P 3C P 4N", Explanation: "RKCB", Convention: "RKCB", Rule: "slam.mds"},
	})
}
