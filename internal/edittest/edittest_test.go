package edittest

import (
	"testing"

	"github.com/mdlint/mdlint/record"
)

func TestOutsideUnchanged(t *testing.T) {
	data := []byte("mb|1C|mb|p|")
	edits := []record.Edit{{Start: 5, End: 5, Text: []byte("!")}, {Start: 6, End: 6, Text: []byte("an|strong|")}}
	if err := OutsideUnchanged(data, []byte("mb|1C!|an|strong|mb|p|"), edits); err != nil {
		t.Fatalf("a correct splice: %v", err)
	}
	for _, bad := range []string{
		"mb|1C!|an|strong|mb|P|", // a byte after the edits changed
		"mb|1D!|an|strong|mb|p|", // a byte before an edit changed
		"mb|1C|!an|strong|mb|p|", // an edit's text misplaced
		"mb|1C!|an|strong|mb|p",  // a byte lost at the end
	} {
		if OutsideUnchanged(data, []byte(bad), edits) == nil {
			t.Errorf("%q passed as a correct splice", bad)
		}
	}
}
