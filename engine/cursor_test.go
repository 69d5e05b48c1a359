package engine_test

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/mdlint/mdlint/bridge"
	"github.com/mdlint/mdlint/engine"
)

// randomAuction deals a legal auction that follows the system most of the
// time: at each turn a call the system gives (Choices) with probability
// 0.8 when there is one, any legal call otherwise (a pass half the time),
// so that the auctions leave the notes in every way (undefined calls,
// interference, passes the notes do not give).
func randomAuction(sys *engine.System, r *rand.Rand, dealer bridge.Seat, vul bridge.Vulnerability) []bridge.Call {
	var calls []bridge.Call
	for len(calls) < 40 {
		a := bridge.Auction{Dealer: dealer, Calls: calls}
		if a.Ended() {
			break
		}
		var c bridge.Call
		ch := sys.Choices(engine.Auction{Dealer: dealer, Vulnerability: vul, Calls: calls}, engine.BothSides)
		switch {
		case len(ch) > 0 && r.IntN(5) > 0:
			c = ch[r.IntN(len(ch))].Call
		case r.IntN(2) == 0:
			c = bridge.Call{Kind: bridge.Pass}
		default:
			k := r.IntN(38)
			switch {
			case k < 35:
				c = bridge.BidOfRank(k)
			case k == 35:
				c = bridge.Call{Kind: bridge.Double}
			default:
				c = bridge.Call{Kind: bridge.Redouble}
			}
		}
		if a.Allowed(c) != nil {
			c = bridge.Call{Kind: bridge.Pass}
		}
		calls = append(calls, c)
	}
	return calls
}

// TestCursorMatchesInterpret checks the incremental interpretation against
// Interpret and Choices of the whole auction, at every prefix of 300
// random auctions, under both alert regulations and for each choice of
// sides: Step and Try give Interpret's meaning of the last call, Meanings
// all of them, Choices and AppendChoices (into a reused buffer)
// System.Choices', and a Copy stepped on leaves the
// original as it was.
func TestCursorMatchesInterpret(t *testing.T) {
	for _, rules := range []string{engine.AlertRulesBBO, engine.AlertRulesWBF} {
		sys, err := engine.LoadEmbedded(engine.Options{AlertRules: rules})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(18, 1)) // the same auctions under both regulations
		defined, steps := 0, 0
		var buf []engine.Meaning  // reused by AppendChoices
		var buf2 []engine.Meaning // reused by AppendChoicesIf
		var into []engine.Meaning // reused by InterpretInto
		var reused engine.Cursor  // CursorAtInto: one cursor's arrays for every auction
		for n := 0; n < 300; n++ {
			dealer := bridge.Seat(r.IntN(4))
			vul := bridge.Vulnerability(r.IntN(4))
			calls := randomAuction(sys, r, dealer, vul)
			for _, sides := range []engine.Sides{engine.SideNS, engine.SideEW, engine.BothSides} {
				cur := sys.NewCursor(dealer, vul, sides)
				for i := 0; i <= len(calls); i++ {
					a := engine.Auction{Dealer: dealer, Vulnerability: vul, Calls: calls[:i:i]}
					choices := sys.Choices(a, sides)
					if got := cur.Choices(); !reflect.DeepEqual(got, choices) {
						t.Fatalf("%s %v %v after %v: Choices %v, want %v", rules, dealer, sides, calls[:i], got, choices)
					}
					// each choice is the meaning its call would have
					// (the bidder tries a fitting line's call with it)
					for _, m := range choices {
						if got := cur.Try(m.Call); !reflect.DeepEqual(got, m) {
							t.Fatalf("%s %v %v after %v: Try(%v) = %+v, the choice %+v", rules, dealer, sides, calls[:i], m.Call, got, m)
						}
					}
					buf = cur.AppendChoices(buf[:0])
					if want := sys.Choices(a, sides); len(buf) != len(want) || (len(want) > 0 && !reflect.DeepEqual(buf, want)) {
						t.Fatalf("%s %v %v after %v: AppendChoices %v, want %v", rules, dealer, sides, calls[:i], buf, want)
					}
					// AppendChoicesIf keeps the choices its test accepts,
					// in Choices' order, and counts them all; here the
					// calls of a rank every other one, and the passes
					var asked []bridge.Call
					kept := 0
					keepSome := func(c bridge.Call, con *engine.Constraint) bool {
						asked = append(asked, c)
						k := len(asked)
						if k-1 < len(choices) && con != choices[k-1].Constraint {
							t.Fatalf("%s %v after %v: AppendChoicesIf's test got %v's constraint %v, choices %v", rules, sides, calls[:i], c, con, choices[k-1].Constraint)
						}
						return k%2 == 1 || c.Kind == bridge.Pass
					}
					some, all := cur.AppendChoicesIf(buf2[:0], keepSome)
					buf2 = some
					for k, m := range choices {
						if k%2 == 0 || m.Call.Kind == bridge.Pass {
							if kept >= len(some) || !reflect.DeepEqual(some[kept], m) {
								t.Fatalf("%s %v %v after %v: AppendChoicesIf kept %v, choices %v", rules, dealer, sides, calls[:i], some, m)
							}
							kept++
						}
					}
					if all != len(choices) || len(asked) != len(choices) || kept != len(some) {
						t.Fatalf("%s %v %v after %v: AppendChoicesIf asked %d, counted %d, kept %d of %d choices", rules, dealer, sides, calls[:i], len(asked), all, len(some), len(choices))
					}
					want := sys.Interpret(a, sides)
					if got := cur.Meanings(); !reflect.DeepEqual(got, want) && !(len(got) == 0 && len(want) == 0) {
						t.Fatalf("%s %v %v %v: Meanings differ from Interpret", rules, dealer, sides, calls[:i])
					}
					// InterpretInto over the array of another auction's
					// meanings gives the same
					into = sys.InterpretInto(into, a, sides)
					if !reflect.DeepEqual(into, want) {
						t.Fatalf("%s %v %v %v: InterpretInto %+v, want %+v", rules, dealer, sides, calls[:i], into, want)
					}
					if i == len(calls) {
						break
					}
					full := sys.Interpret(engine.Auction{Dealer: dealer, Vulnerability: vul, Calls: calls[:i+1]}, sides)
					if got := cur.Try(calls[i]); !reflect.DeepEqual(got, full[i]) {
						t.Fatalf("%s %v after %v: Try(%v) = %+v, want %+v", rules, sides, calls[:i], calls[i], got, full[i])
					}
					// a copy that goes another way leaves cur alone
					other := cur.Copy()
					other.Step(bridge.Call{Kind: bridge.Pass})
					other.Step(bridge.Call{Kind: bridge.Pass})
					if got := cur.Step(calls[i]); !reflect.DeepEqual(got, full[i]) {
						t.Fatalf("%s %v after %v: Step(%v) = %+v, want %+v", rules, sides, calls[:i], calls[i], got, full[i])
					}
					if full[i].Side == "system" {
						steps++
						if full[i].Status == engine.Defined && full[i].Call.Kind != bridge.Pass {
							defined++
						}
					}
				}
				if cur.Len() != len(calls) || !reflect.DeepEqual(cur.Calls(), calls) {
					t.Fatalf("Calls %v, want %v", cur.Calls(), calls)
				}
				whole := engine.Auction{Dealer: dealer, Vulnerability: vul, Calls: calls}
				sys.CursorAtInto(&reused, whole, sides)
				if want := sys.Interpret(whole, sides); reused.Len() != len(calls) || !reflect.DeepEqual(reused.Calls(), cur.Calls()) ||
					(len(want) > 0 && !reflect.DeepEqual(reused.Meanings(), want)) || reused.Dealer() != dealer || reused.Vulnerability() != vul {
					t.Fatalf("%s %v %v %v: CursorAtInto gives %v %+v", rules, dealer, sides, calls, reused.Calls(), reused.Meanings())
				}
				if got, want := reused.Choices(), cur.Choices(); !reflect.DeepEqual(got, want) {
					t.Fatalf("%s %v %v %v: Choices after CursorAtInto %v, want %v", rules, dealer, sides, calls, got, want)
				}
			}
		}
		// the auctions must exercise the tree, not only passes
		if defined < steps/4 {
			t.Fatalf("%s: only %d of %d calls of the system's side are bids or doubles it defines", rules, defined, steps)
		}
		t.Logf("%s: %d calls of the system's side, %d bids or doubles it defines", rules, steps, defined)
	}
}

// TestInterpretIntoOverwritesEveryField: the walker writes each call's
// meaning in place, into the caller's array (InterpretInto) or the
// cursor's (Step), so every way a meaning is made (a line, the natural
// policy, a blank not-covered, undefined or opponents' call) must set every
// field. Over 300 random auctions, for each choice of sides, InterpretInto
// over an array whose every field of every element is set (a line's
// meaning with the report flag, a completion and a custom rule) gives
// Interpret's meanings.
func TestInterpretIntoOverwritesEveryField(t *testing.T) {
	sys, err := engine.LoadEmbedded(engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	poison := engine.Meaning{
		Index: 99, Seat: bridge.West, Call: bridge.Call{Kind: bridge.Redouble}, Side: "poison", Status: engine.NotCovered,
		Reported: true, Explanation: "poison", Constraint: sys.Interpret(engine.Auction{Calls: []bridge.Call{{Kind: bridge.Pass}}}, engine.BothSides)[0].Constraint,
		HCP: engine.Range{Min: 3, Max: 4}, Lengths: [4]engine.Range{{Min: 1, Max: 2}, {Min: 1, Max: 2}, {Min: 1, Max: 2}, {Min: 1, Max: 2}},
		Alert: true, Conventional: true, Artificial: true, Forcing: engine.ForcingGame, Mandatory: true, Transfer: true,
		Completion: bridge.Call{Kind: bridge.Double}, Strength: "poison", Convention: "poison", Source: "poison",
		NotesLines: engine.Range{Min: 1, Max: 1}, NotesRefs: []engine.Range{{Min: 1, Max: 1}}, Rule: "poison", Conditions: "poison",
		Overlaps: []engine.Overlap{{Rule: "poison"}},
	}
	if poison.Constraint == nil {
		t.Fatal("the opening pass has no constraint")
	}
	r := rand.New(rand.NewPCG(7, 18))
	into := make([]engine.Meaning, 0, 48)
	kinds := map[engine.Status]int{}
	for n := 0; n < 300; n++ {
		dealer := bridge.Seat(r.IntN(4))
		vul := bridge.Vulnerability(r.IntN(4))
		calls := randomAuction(sys, r, dealer, vul)
		a := engine.Auction{Dealer: dealer, Vulnerability: vul, Calls: calls}
		for _, sides := range []engine.Sides{engine.SideNS, engine.SideEW, engine.BothSides} {
			into = into[:cap(into)]
			for i := range into {
				into[i] = poison
			}
			got := sys.InterpretInto(into[:0], a, sides)
			want := sys.Interpret(a, sides)
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%v %v %v: InterpretInto over set fields %+v, want %+v", dealer, sides, calls, got, want)
			}
			for _, m := range want {
				kinds[m.Status]++
			}
		}
	}
	// the auctions reach every kind of meaning
	for _, s := range []engine.Status{engine.Defined, engine.Undefined, engine.Opponents, engine.NotCovered} {
		if kinds[s] == 0 {
			t.Errorf("no %s meaning in the auctions: %v", s, kinds)
		}
	}
}
