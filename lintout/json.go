package lintout

import (
	"io"

	"github.com/mdlint/mdlint/annotate"
)

// JSONFinding is the JSON Lines form of a finding. Line and Col are
// 1-based (0 when the reader gave no position); Ordinal is the board's
// 1-based position in its file; Index is the 0-based call index, -1 for a
// board finding.
type JSONFinding struct {
	File     string `json:"file"`
	Line     int    `json:"line"`
	Col      int    `json:"col"`
	Ordinal  int    `json:"ordinal"`
	Board    string `json:"board"`
	Index    int    `json:"index"`
	Seat     string `json:"seat,omitempty"`
	Player   string `json:"player,omitempty"`
	Call     string `json:"call,omitempty"`
	Rule     string `json:"rule"`
	RuleID   string `json:"id"`
	Severity string `json:"severity"`
	Message  string `json:"message"`
	Meaning  string `json:"meaning,omitempty"`
	// System is the system's call and auction at the first call of the
	// board where the side left the system (docs/bidder.md), when known.
	System *annotate.Suggestion `json:"system,omitempty"`
}

// ToJSON converts a finding to its JSON form; calls are written in the
// short form of the records ("1H", "P", "X").
func ToJSON(f annotate.Finding, ascii bool) JSONFinding {
	var j JSONFinding
	toJSONInto(&j, new(annotate.Suggestion), &f, Options{ASCII: ascii})
	return j
}

// toJSONInto sets j to the JSON form of f (ToJSON); f's suggestion, when
// it has one, is copied into sys, which j.System then points to.
func toJSONInto(j *JSONFinding, sys *annotate.Suggestion, f *annotate.Finding, o Options) {
	*j = JSONFinding{File: f.File, Line: f.Pos.Line, Col: f.Pos.Col, Ordinal: f.Ordinal, Board: f.Board,
		Index: f.Index, Player: f.Player, Rule: f.Rule, RuleID: f.RuleID, Severity: f.Severity.String(),
		Message: o.suits(f.Message), Meaning: o.suits(f.Meaning)}
	if f.HasSeat {
		j.Seat = f.Seat.String()
	}
	if f.HasCall {
		j.Call = f.Call.Short()
	}
	if f.System != nil {
		*sys = *f.System
		sys.Explanation, sys.Constraint, sys.Reason = o.suits(sys.Explanation), o.suits(sys.Constraint), o.suits(sys.Reason)
		j.System = sys
	}
}

// jsonWriter writes JSON Lines; the finding's JSON form and the line are
// built in storage reused from finding to finding.
type jsonWriter struct {
	w   io.Writer
	opt Options
	jf  JSONFinding
	sys annotate.Suggestion
	buf []byte // one line, reused
	err error
}

func newJSONWriter(w io.Writer, opt Options) *jsonWriter {
	return &jsonWriter{w: w, opt: opt}
}

func (j *jsonWriter) Write(f annotate.Finding) {
	if j.err == nil {
		toJSONInto(&j.jf, &j.sys, &f, j.opt)
		j.buf = appendJSON(j.buf[:0], &j.jf)
		_, j.err = j.w.Write(j.buf)
	}
}

func (j *jsonWriter) Close() error { return j.err }
