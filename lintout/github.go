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
	cmd := "notice"
	switch f.Severity {
	case record.Error:
		cmd = "error"
	case record.Warning:
		cmd = "warning"
	}
	props := "file=" + githubProperty.Replace(f.File)
	if f.Pos.Line > 0 {
		props += ",line=" + strconv.Itoa(f.Pos.Line) + ",col=" + strconv.Itoa(f.Pos.Col)
	}
	props += ",title=" + githubProperty.Replace(f.RuleID+" "+f.Rule)
	g.w.printf("::%s %s::%s\n", cmd, props, githubData.Replace(Text(f, g.opt.ASCII)))
}

func (g *githubWriter) Close() error { return g.w.err }

// Note writes a file-level notice: "::notice file=F::message".
func (g *githubWriter) Note(file, message string) {
	g.w.printf("::notice file=%s::%s\n", githubProperty.Replace(safetext.Lines(file)), githubData.Replace(safetext.Lines(message)))
}
