package lin

import (
	"bytes"
	"testing"

	"github.com/mdlint/mdlint/record"
)

func TestSetDescriptionWritesNoAlert(t *testing.T) {
	src := []byte("pn|a,b,c,d|st||md|3S2345H2345D2345C2,S6789H6789D6789C3,SAKQJTHTJDTJC4567,|rh||ah|Board 1|sv|o|mb|1N|mb|p|mb|2C!|mb|p|pg||\n")
	boards, _, _ := ReadBytes("d.lin", src)
	if len(boards) != 1 {
		t.Fatalf("%d boards", len(boards))
	}
	b := boards[0]
	if err := b.SetDescription(0, "12-14 ♥"); err != nil {
		t.Fatal(err)
	}
	if err := b.SetDescription(2, "Stayman"); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := record.Apply(&out, bytes.NewReader(src), b.Edits()); err != nil {
		t.Fatal(err)
	}
	want := "pn|a,b,c,d|st||md|3S2345H2345D2345C2,S6789H6789D6789C3,SAKQJTHTJDTJC4567,|rh||ah|Board 1|sv|o|mb|1N|an|12-14 !H|mb|p|mb|2C!|an|Stayman|mb|p|pg||\n"
	if out.String() != want {
		t.Fatalf("got  %q\nwant %q", out.String(), want)
	}
	again, _, _ := ReadBytes("d.lin", out.Bytes())
	c := again[0].Record().Calls
	if c[0].Alert || c[0].Explanation != "12-14 ♥" || !c[2].Alert || c[2].Explanation != "Stayman" {
		t.Fatalf("re-read: %+v %+v", c[0], c[2])
	}
	// describing again with the same text changes nothing
	if err := again[0].SetDescription(0, "12-14 ♥"); err != nil {
		t.Fatal(err)
	}
	if e := again[0].Edits(); len(e) != 0 {
		t.Fatalf("second description made edits %v", e)
	}
}
