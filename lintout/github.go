package lintout

import (
	"strconv"
	"strings"

	"github.com/mdlint/mdlint/annotate"
	"github.com/mdlint/mdlint/internal/safetext"
	"github.com/mdlint/mdlint/record"
)

// githubWriter writes GitHub Actions workflow commands, one per finding:
// "::error file=F,line=L,col=C,title=MD001 hcp::board 3, S 1♥: message".
// Errors and warnings keep their names; info becomes "notice".
type githubWriter struct {
	w   *errWriter
	opt Options
}

// githubData escapes a command's message: %, CR and LF.
var githubData = strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A")

// githubProperty escapes a property value: the message's escapes plus the
// separators ':' and ','.
var githubProperty = strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C")

func (g *githubWriter) Write(f annotate.Finding) {
	// control characters from the records are written visibly (the log
	// shows ANSI escapes); line ends are the command's own %0A
	f.File, f.Board, f.Player = safetext.Lines(f.File), safetext.Lines(f.Board), safetext.Lines(f.Player)
	f.Message = safetext.Lines(f.Message)
	cmd := githubCommand(f.Severity)
	props := "file=" + githubProperty.Replace(f.File)
	if f.Pos.Line > 0 {
		props += ",line=" + strconv.Itoa(f.Pos.Line) + ",col=" + strconv.Itoa(f.Pos.Col)
	}
	props += ",title=" + githubProperty.Replace(f.RuleID+" "+f.Rule)
	g.w.printf("::%s %s::%s\n", cmd, props, githubData.Replace(Text(f, g.opt.ASCII)))
}

// githubCommand is the workflow command of a severity: error, warning,
// or notice for info.
func githubCommand(s record.Severity) string {
	switch s {
	case record.Error:
		return "error"
	case record.Warning:
		return "warning"
	}
	return "notice"
}

// Problem writes "::error file=F,line=L,col=C,title=mdlint::message", so
// that a file that was not read shows in the workflow's annotations.
func (g *githubWriter) Problem(d record.Diagnostic) {
	props := "file=" + githubProperty.Replace(safetext.Lines(d.File))
	if d.Pos.Line > 0 {
		props += ",line=" + strconv.Itoa(d.Pos.Line) + ",col=" + strconv.Itoa(d.Pos.Col)
	}
	g.w.printf("::%s %s,title=mdlint::%s\n", githubCommand(d.Severity), props, githubData.Replace(g.opt.suits(safetext.Lines(d.Message))))
}

// Close writes "::error title=mdlint::FAILURE" when the run failed: an
// annotation of the run, not of a file.
func (g *githubWriter) Close(o Outcome) error {
	if o.Failure != "" {
		g.w.printf("::error title=mdlint::%s\n", githubData.Replace(g.opt.suits(safetext.Lines(o.Failure))))
	}
	return g.w.err
}

// Note writes a file-level notice: "::notice file=F::message".
func (g *githubWriter) Note(file, message string) {
	g.w.printf("::notice file=%s::%s\n", githubProperty.Replace(safetext.Lines(file)), githubData.Replace(safetext.Lines(message)))
}
