// Package bboalert writes a compiled system as the alert table of the
// BBOalert browser extension (stanmaz/BBOalert): records
// `context,call,explanation` that the extension matches against the
// auction on Bridge Base Online to alert and explain the pair's own calls.
//
// The format, as BBOalert reads it: the first line holds "BBOalert"; a
// record is a line with three or more comma-separated fields; the context
// is every earlier call of the auction, both sides, as two-character
// tokens without separators (1C..7N, -- pass, Db double, Rd redouble).
package bboalert

import (
	"fmt"
	"io"
	"strings"

	"github.com/mdlint/mdlint/engine"
)

// Options say what to export.
type Options struct {
	// System is the compiled system (its alert regulation decides what is
	// alerted: Meaning.Alert).
	System *engine.System
	// Players are the pair's BBO usernames, written on the system's
	// Option line so that BBOalert turns it on for that partnership; nil
	// for none.
	Players []string
	// Version names the program in the header comment ("mdlint 1.2").
	Version string
}

// Stats count what Write wrote.
type Stats struct {
	Records int // record lines
	Bytes   int // bytes written
}

// Write writes the BBOalert table of opts.System to w and returns what it
// wrote, or the first write error.
func Write(w io.Writer, opts Options) (Stats, error) {
	cw := &countWriter{w: w}
	var st Stats
	fmt.Fprintf(cw, "BBOalert,%s\n", strings.ReplaceAll(opts.System.Name(), ",", " "))
	fmt.Fprintf(cw, "// written by %s from the system files; do not edit by hand\n", opts.Version)
	name := "MagicDlight"
	if len(opts.Players) > 0 {
		fmt.Fprintf(cw, "Option,%s,%s\n", name, strings.Join(opts.Players, ","))
	} else {
		fmt.Fprintf(cw, "Option,%s\n", name)
	}
	opts.System.Walk(func(path []string, n engine.NodeInfo) bool {
		if n.Opponents || n.Pattern || n.Conditions != "" || !n.Meaning.Alert {
			return true
		}
		ctx, ok := context(path[:len(path)-1])
		if !ok {
			return true
		}
		call, ok := token(n.Call)
		if !ok {
			return true
		}
		fmt.Fprintf(cw, "%s,%s,%s\n", ctx, call, text(n.Meaning.Explanation))
		st.Records++
		return true
	})
	fmt.Fprintln(cw, "Option")
	st.Bytes = cw.n
	return st, cw.err
}

// context returns the BBOalert context of the calls of path (the calls
// of the tree before the line: ours, and the opponents' in parentheses),
// with the opponents' passes the tree steps over written as "--"; false
// when a call is a pattern.
func context(path []string) (string, bool) {
	var b strings.Builder
	oppNext := false // the opponents call next
	for i, p := range path {
		opp := strings.HasPrefix(p, "(")
		if i == 0 {
			oppNext = opp
		}
		if !opp && oppNext {
			b.WriteString("--")
		}
		t, ok := token(p)
		if !ok {
			return "", false
		}
		b.WriteString(t)
		oppNext = !opp
	}
	if len(path) > 0 && oppNext {
		b.WriteString("--")
	}
	return b.String(), true
}

// token returns the BBOalert token of a call as the tree labels it ("1C",
// "(1H)", "P", "X", "XX"); false for a pattern.
func token(label string) (string, bool) {
	label = strings.TrimSuffix(strings.TrimPrefix(label, "("), ")")
	switch label {
	case "P":
		return "--", true
	case "X":
		return "Db", true
	case "XX":
		return "Rd", true
	}
	if len(label) == 2 && label[0] >= '1' && label[0] <= '7' && strings.ContainsRune("CDHSN", rune(label[1])) {
		return label, true
	}
	return "", false
}

// text writes an explanation as BBOalert needs it: no commas (a comma
// ends the field), suits as !C !D !H !S.
func text(s string) string {
	return strings.NewReplacer(",", ";", "♣", "!C", "♦", "!D", "♥", "!H", "♠", "!S").Replace(s)
}

type countWriter struct {
	w   io.Writer
	n   int
	err error
}

func (c *countWriter) Write(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(p)
	c.n += n
	c.err = err
	return n, err
}
