package lintout

import (
	"encoding/json"
	"io"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/record"
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

// JSONDiagnostic is the JSON Lines form of a problem that is not a
// board's finding (Writer.Problem): a file without boards, a binary file,
// text outside any board, an argument that cannot be read. It is an
// object of its own in the stream, told from the findings by "type". Line
// and Col are 1-based, left out when the problem has no place in the
// file.
type JSONDiagnostic struct {
	Type     string `json:"type"` // always "diagnostic"
	File     string `json:"file"`
	Line     int    `json:"line,omitempty"`
	Col      int    `json:"col,omitempty"`
	Severity string `json:"severity"`
	Message  string `json:"message"`
}

// ToJSONDiagnostic converts a diagnostic to its JSON form.
func ToJSONDiagnostic(d record.Diagnostic) JSONDiagnostic {
	return JSONDiagnostic{Type: "diagnostic", File: d.File, Line: d.Pos.Line, Col: d.Pos.Col, Severity: d.Severity.String(), Message: d.Message}
}

// JSONSummary is the object that ends lint's JSON Lines, always the last
// line (Outcome): so that a script tells a run that read nothing, or
// failed on a file, from a clean one without reading stderr or the exit
// status. Findings counts every finding, shown or not; Exit is the exit
// status; Failure says why the run failed and is left out when it did
// not.
type JSONSummary struct {
	Type     string `json:"type"` // always "summary"
	Files    int    `json:"files"`
	Boards   int    `json:"boards"`
	Findings int    `json:"findings"`
	Errors   int    `json:"errors"`
	Warnings int    `json:"warnings"`
	Info     int    `json:"info"`
	Exit     int    `json:"exit"`
	Failure  string `json:"failure,omitempty"`
}

// encode writes v as one JSON line (HTML characters unescaped, as in the
// findings).
func (j *jsonWriter) encode(v any) {
	if j.err != nil {
		return
	}
	enc := json.NewEncoder(j.w)
	enc.SetEscapeHTML(false)
	j.err = enc.Encode(v)
}

// Problem writes a "diagnostic" object (JSONDiagnostic).
func (j *jsonWriter) Problem(d record.Diagnostic) {
	j.encode(ToJSONDiagnostic(d))
}

// Close writes the "summary" object (JSONSummary).
func (j *jsonWriter) Close(o Outcome) error {
	c := o.Counts
	j.encode(JSONSummary{Type: "summary", Files: o.Files, Boards: o.Boards,
		Findings: c[record.Error] + c[record.Warning] + c[record.Info],
		Errors:   c[record.Error], Warnings: c[record.Warning], Info: c[record.Info],
		Exit: o.ExitCode, Failure: o.Failure})
	return j.err
}
