package bridge

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// sameAsSlow fails t when ParseDealPBNInfo (strict path first) reads s
// otherwise than the slow path: the same DealInfo and the same error.
func sameAsSlow(t testing.TB, s string) {
	t.Helper()
	got, gotErr := ParseDealPBNInfo(s)
	want, wantErr := parseDealPBNInfo(s)
	if !reflect.DeepEqual(got, want) || !reflect.DeepEqual(gotErr, wantErr) {
		t.Fatalf("%q: got %+v, %v; the slow path %+v, %v", s, got, gotErr, want, wantErr)
	}
}

// TestDealStrictAsSlow checks the strict path against the slow one on
// random deals written by Deal.PBN from every first seat, with unknown
// hands and as end positions, and on every one-byte change of them (a
// rank, a dot, a space, a seat letter replaced by a character that makes
// a quirk or an error), deletion and doubling of a byte.
func TestDealStrictAsSlow(t *testing.T) {
	g := NewGenerator(7)
	alphabet := "AKQJT98765432akqjt10.- \t:NESWnesw-SHDCx"
	strict := 0
	for k := 0; k < 60; k++ {
		d := g.Deal()
		known := [4]bool{true, true, true, true}
		switch k % 4 {
		case 1:
			known[k%3] = false
		case 2:
			// an end position: the top cards of each suit removed from
			// every hand the same number of times
			for s := range d {
				h := d[s]
				for n := 0; n < 5; n++ {
					for c := Card(51); ; c-- {
						if h.Has(c) {
							h = h.Without(c)
							break
						}
					}
				}
				d[s] = h
			}
		case 3:
			known = [4]bool{}
			known[k%4] = true
		}
		s := d.PBN(Seat(k%4), known)
		if _, ok := parseDealPBNStrict(s); ok {
			strict++
		} else {
			t.Errorf("%q not taken by the strict path", s)
		}
		sameAsSlow(t, s)
		for i := 0; i < len(s); i++ {
			for j := 0; j < len(alphabet); j++ {
				sameAsSlow(t, s[:i]+alphabet[j:j+1]+s[i+1:])
			}
			sameAsSlow(t, s[:i]+s[i+1:])
			sameAsSlow(t, s[:i+1]+s[i:])
		}
	}
	for _, s := range []string{"", "N", "N:", "N:...", "N:- - - -", "N:... ... ... ...", "X:- - - -",
		"N:AKQJT98765432... - - -", "N:AKQJT98765432A... - - -", " N:- - - AKQ...", "N:- - - AKQ... ",
		"N:A... K... Q... J...", "N:A... K... Q... J... T...", "N:A... K...  Q... J...", "N:A.K.Q.J - - -"} {
		sameAsSlow(t, s)
	}
	if strict != 60 {
		t.Fatalf("%d of 60 strict values taken by the strict path", strict)
	}
}

// TestDealStrictCorpus checks the strict path against the slow one on
// every [Deal] value of the corpus.
func TestDealStrictCorpus(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(corpusDir(t), "pbn", "*.pbn"))
	n := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range pbnDealTag.FindAllSubmatch(data, -1) {
			sameAsSlow(t, string(m[1]))
			n++
		}
	}
	if n < 8000 {
		t.Fatalf("only %d [Deal] values in the corpus", n)
	}
}
