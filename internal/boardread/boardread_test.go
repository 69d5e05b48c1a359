package boardread

import (
	"errors"
	"io"
	"reflect"
	"testing"

	"github.com/mdlint/mdlint/record"
)

// fake yields its boards, then err (io.EOF for a clean end).
type fake struct {
	boards []string
	err    error
	diags  []record.Diagnostic
}

func (f *fake) Next() (string, error) {
	if len(f.boards) == 0 {
		return "", f.err
	}
	b := f.boards[0]
	f.boards = f.boards[1:]
	return b, nil
}

func (f *fake) Diagnostics() []record.Diagnostic { return f.diags }

func TestAll(t *testing.T) {
	d := []record.Diagnostic{{File: "x.lin", Severity: record.Warning, Message: "text outside any board"}}
	got, diags, err := All[string](&fake{boards: []string{"1", "2"}, err: io.EOF, diags: d})
	if err != nil || !reflect.DeepEqual(got, []string{"1", "2"}) || !reflect.DeepEqual(diags, d) {
		t.Errorf("clean end: %v %v %v", got, diags, err)
	}
	broken := errors.New("read error")
	got, diags, err = All[string](&fake{boards: []string{"1"}, err: broken, diags: d})
	if err != broken || !reflect.DeepEqual(got, []string{"1"}) || !reflect.DeepEqual(diags, d) {
		t.Errorf("read error: %v %v %v", got, diags, err)
	}
	got, _, err = All[string](&fake{err: io.EOF})
	if err != nil || got != nil {
		t.Errorf("empty input: %v %v", got, err)
	}
}
