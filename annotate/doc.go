// Package annotate is where records and meanings meet (docs/design.md, "The one
// pipeline"): it replays each board of a PBN or LIN file through the system
// engine, turns the meanings of alertable calls into explanation edits for
// the file's writer, and runs the lint rules over the replay to produce
// findings.
//
// Rules are values in the manner of golang.org/x/tools/go/analysis
// analyzers (docs/style.md): each Rule has a stable ID, a name usable as a
// flag value, a doc string, a default severity and a Run function over one
// board's Replay. Rules never print; they Report findings through the Pass.
// The CLI (cmd/mdlint) is the driver.
package annotate
