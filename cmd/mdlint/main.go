// Command mdlint checks bridge records (PBN and LIN files) against the
// Magic D-light system: it explains auctions, writes alert explanations
// back into the files and flags calls that break the agreements.
//
// Exit codes (docs/design.md, "CLI contract"): 0 ok/clean, 1 findings at or above
// --fail-on, 2 usage or input error, 130 (143) a run that writes files
// ended by SIGINT (SIGTERM) once its temporary files are removed.
package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/alecthomas/kong"
	"github.com/posener/complete"
	"github.com/willabides/kongplete"
	"golang.org/x/term"

	"github.com/mdlint/mdlint/config"
	"github.com/mdlint/mdlint/internal/safetext"
)

// Globals are the flags every command accepts.
type Globals struct {
	System     string           `help:"Load this system file instead of the embedded Magic D-light system." type:"path" placeholder:"FILE" predictor:"file"`
	Variant    string           `help:"Variant of the weak openings chosen for the event (notes: opening tables Brown and Red)." enum:"brown,red" default:"brown"`
	AlertRules string           `name:"alert-rules" help:"Alert regulation (docs/alert-policy.md): bbo (BBO online self-alerting: every conventional call) or wbf (WBF Alerting Policy at the table: no doubles, nothing at the four level or higher after the first round)." enum:"bbo,wbf" default:"bbo"`
	ASCII      bool             `name:"ascii" help:"Write suits as C D H S instead of ♣♦♥♠ in text for the console (not in the records annotate writes, nor in report's page)."`
	Color      string           `help:"Colour the output: auto (on a terminal with NO_COLOR unset), always or never." enum:"auto,always,never" default:"auto"`
	Version    kong.VersionFlag `help:"Print the version and exit."`
	Config     string           `help:"Read settings from this file for every input instead of the .mdlint.toml found in each file's directory or above it." type:"existingfile" placeholder:"FILE" predictor:"file"`

	Stdin  io.Reader `kong:"-"`
	Stdout io.Writer `kong:"-"`
	Stderr io.Writer `kong:"-"`

	// config is the configuration file the flags were resolved with (nil
	// when there is none); reparse resolves the same command line with
	// another file (lint reads each file's own .mdlint.toml).
	config  *config.File                    `kong:"-"`
	reparse func(path string) (*CLI, error) `kong:"-"`
}

// exitError carries a process exit code out of a command's Run.
type exitError struct {
	code int
	err  error
}

// Error returns the carried error's text, or "exit N" when there is none.
func (e *exitError) Error() string {
	if e.err == nil {
		return fmt.Sprintf("exit %d", e.code)
	}
	return e.err.Error()
}

// CLI is the whole command line. Each command lives in its own file.
type CLI struct {
	Globals

	Dump     DumpCmd     `cmd:"" help:"Print the boards of PBN and LIN files as text or JSON lines."`
	Explain  ExplainCmd  `cmd:"" help:"Explain every call of an auction by the system."`
	System   SystemCmd   `cmd:"" help:"Inspect the system: dump every path of the compiled tree, or export it (BBOalert)."`
	Annotate AnnotateCmd `cmd:"" help:"Write the system's explanation of every alertable call into the records."`
	Lint     LintCmd     `cmd:"" help:"Flag every call that breaks the system: HCP, lengths, missing alerts, forcing passes..."`
	Check    CheckCmd    `cmd:"" help:"Check the system itself: static checks, gaps and overlaps by simulation, aggressiveness."`
	Stats    StatsCmd    `cmd:"" help:"Discipline report over records: coverage, findings per rule, deviations, missed alerts."`
	Report   ReportCmd   `cmd:"" help:"Write the post-mortem of a session as one HTML file: diagrams, auctions, every finding at its call."`
	Bid      BidCmd      `cmd:"" help:"What the system bids with a hand after an auction, or (--complete) the whole auction as the system bids it."`

	InstallCompletions kongplete.InstallCompletions `cmd:"" help:"Install shell completion for mdlint (bash, zsh, fish): mdlint install-completions, then open a new shell."`
	// Commands are added here as they are built: explain, system, annotate, lint, check, stats.
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// checkedWriter remembers the first error of the writer it wraps and fails
// every write after it, so that a full disk or a closed stream is noticed
// once, at the end of the command, whatever wrote to it.
type checkedWriter struct {
	w   io.Writer
	err error
}

// Write writes p, or returns the first error seen.
func (c *checkedWriter) Write(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(p)
	if err == nil && n < len(p) {
		err = io.ErrShortWrite
	}
	if err != nil {
		c.err = err
	}
	return n, err
}

// Unwrap returns the writer c wraps (terminalOf looks through it).
func (c *checkedWriter) Unwrap() io.Writer { return c.w }

// Flush writes out what the wrapped writer buffers (the 64 KiB buffer of
// a standard output that is not a terminal) and returns the first error
// seen: a command that must know its output arrived before it reports it
// (annotate's summary counts a file written to stdout) calls it.
func (c *checkedWriter) Flush() error {
	if c.err != nil {
		return c.err
	}
	if f, ok := c.w.(interface{ Flush() error }); ok {
		if err := f.Flush(); err != nil {
			c.err = err
		}
	}
	return c.err
}

// flushFirst writes the buffered standard output before each write to w.
type flushFirst struct {
	out *bufio.Writer
	w   io.Writer
}

// Write flushes the standard output (ignoring its error, which the next
// write to it reports), then writes p to w.
func (f flushFirst) Write(p []byte) (int, error) {
	_ = f.out.Flush()
	return f.w.Write(p)
}

// Unwrap returns the writer f writes to after the flush.
func (f flushFirst) Unwrap() io.Writer { return f.w }

// terminalOf returns the terminal w writes to, looking through the writers
// run wraps the standard streams in (checkedWriter, saidWriter,
// flushFirst), or nil when w does not end in a terminal: the progress bar
// and --color=auto ask it. A bufio.Writer (standard output that is not a
// terminal) ends the search.
func terminalOf(w io.Writer) *os.File {
	for {
		switch x := w.(type) {
		case *os.File:
			if term.IsTerminal(int(x.Fd())) {
				return x
			}
			return nil
		case interface{ Unwrap() io.Writer }:
			w = x.Unwrap()
		default:
			return nil
		}
	}
}

// saidWriter passes standard error's writes on to w and notes whether one
// of them already told the standard output's write error (a command that
// reports its own failed write), so that run does not say it twice.
type saidWriter struct {
	w    io.Writer
	out  *checkedWriter
	said bool
}

// Unwrap returns the writer s passes writes on to.
func (s *saidWriter) Unwrap() io.Writer { return s.w }

// Write writes p to w, noting whether p names the standard output's error.
func (s *saidWriter) Write(p []byte) (int, error) {
	if s.out.err != nil && bytes.Contains(p, []byte(s.out.err.Error())) {
		s.said = true
	}
	return s.w.Write(p)
}

// run parses args and runs the chosen command, returning the exit code.
// A failed write on stdout or stderr makes the exit code 2, with a message
// on stderr (when stderr still takes one).
//
// Standard output that is not a terminal (a file, a pipe) is written
// through a 64 KiB buffer: lint writes one JSON line per finding, and a
// write call per line costs more than the line (hundreds of thousands of
// findings on a season's records). What is buffered is written before
// anything goes to standard error, so that the two streams keep their
// order when they go to the same file (2>&1).
func run(args []string, stdout, stderr io.Writer) int {
	var buf *bufio.Writer
	if f, ok := stdout.(*os.File); ok && !term.IsTerminal(int(f.Fd())) {
		buf = bufio.NewWriterSize(f, 64<<10)
		stdout = buf
		stderr = flushFirst{buf, stderr}
	}
	out := &checkedWriter{w: stdout}
	said := &saidWriter{w: stderr, out: out}
	errw := &checkedWriter{w: said}
	code := runChecked(args, out, errw)
	if buf != nil && out.err == nil {
		if err := buf.Flush(); err != nil {
			out.err = err
		}
	}
	if out.err != nil {
		if !said.said {
			fmt.Fprintf(errw, "mdlint: writing the standard output: %v\n", out.err)
		}
		return 2
	}
	if errw.err != nil {
		return 2
	}
	return code
}

// newParser builds the kong parser over cli; opts add a configuration.
func newParser(cli *CLI, stdout, stderr io.Writer, code *int, opts ...kong.Option) (*kong.Kong, error) {
	opts = append([]kong.Option{
		kong.Name("mdlint"),
		kong.Description("Check bridge records against the Magic D-light system."),
		kong.UsageOnError(),
		kong.Vars{"version": "mdlint " + versionString() + " (Magic D-light system files of 2026-11-29)"},
		kong.Writers(stdout, stderr),
		kong.Exit(func(c int) { *code = c; panic(exitSignal{}) }),
	}, opts...)
	return kong.New(cli, opts...)
}

// runChecked parses args and runs the chosen command.
//
// Settings come from the command line, then from a configuration file,
// then from the flags' defaults: the file named by --config, else the
// .mdlint.toml found in the directory of the first FILE|DIR argument (the
// working directory when there is none, or for -) or above it. The command
// line is parsed once to learn those, and again with the file as a kong
// configuration.
func runChecked(args []string, stdout, stderr io.Writer) int {
	code := -1
	newCLI := func() *CLI {
		cli := &CLI{}
		cli.Stdin, cli.Stdout, cli.Stderr = os.Stdin, stdout, stderr
		return cli
	}
	cli := newCLI()
	parser, err := newParser(cli, stdout, stderr, &code)
	if err != nil {
		fmt.Fprintln(stderr, "mdlint:", err)
		return 2
	}
	reparse := func(path string) (*CLI, *kong.Kong, error) {
		c := newCLI()
		var opts []kong.Option
		if path != "" {
			opts = append(opts, kong.Configuration(config.Loader(path), path))
		}
		p, err := newParser(c, stdout, stderr, &code, opts...)
		if err != nil {
			return nil, nil, err
		}
		return c, p, nil
	}
	return runParsed(parser, cli, args, &code, reparse)
}

type exitSignal struct{}

// inputPaths is implemented by the commands that read FILE|DIR arguments.
type inputPaths interface{ inputs() []string }

// configFor finds the configuration for a parsed command line: --config,
// else the .mdlint.toml from the first input's directory upward.
func configFor(cli *CLI, ctx *kong.Context) string {
	if cli.Config != "" {
		return cli.Config
	}
	dir := "."
	if sel := ctx.Selected(); sel != nil && sel.Target.CanAddr() {
		if ip, ok := sel.Target.Addr().Interface().(inputPaths); ok {
			if in := ip.inputs(); len(in) > 0 && in[0] != "-" {
				dir = in[0]
				if st, err := os.Stat(dir); err != nil || !st.IsDir() {
					dir = filepath.Dir(dir)
				}
			}
		}
	}
	return config.Find(dir)
}

func runParsed(parser *kong.Kong, cli *CLI, args []string, code *int, reparse func(string) (*CLI, *kong.Kong, error)) (ret int) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(exitSignal); ok {
				if *code == 0 {
					ret = 0
				} else {
					ret = 2
				}
				return
			}
			panic(r)
		}
	}()
	// A shell asking for completions (COMP_LINE set) gets them and exits.
	kongplete.Complete(parser, kongplete.WithPredictor("file", complete.PredictFiles("*")))
	ctx, err := parser.Parse(args)
	if err != nil {
		fmt.Fprintln(cli.Stderr, "mdlint:", err)
		return 2
	}
	// again with the configuration file, if any ("" is none)
	withConfig := func(path string) (*CLI, *kong.Context, error) {
		c, p, err := reparse(path)
		if err != nil {
			return nil, nil, err
		}
		ctx, err := p.Parse(args)
		if err != nil || path == "" {
			return c, ctx, err
		}
		c.config, err = config.Load(path)
		return c, ctx, err
	}
	if path := configFor(cli, ctx); path != "" {
		c, cctx, err := withConfig(path)
		if err != nil {
			fmt.Fprintln(cli.Stderr, "mdlint:", err)
			return 2
		}
		cli, ctx = c, cctx
	}
	cli.reparse = func(path string) (*CLI, error) {
		c, _, err := withConfig(path)
		return c, err
	}
	if cli.ASCII {
		// suits as letters in everything written for the console
		errA := &asciiWriter{w: cli.Stderr}
		cli.Stderr = errA
		defer errA.Flush()
		if asciiStdout(ctx.Command()) {
			outA := &asciiWriter{w: cli.Stdout}
			cli.Stdout = outA
			defer outA.Flush()
		}
	}
	if err := ctx.Run(&cli.Globals); err != nil {
		var e *exitError
		if errors.As(err, &e) {
			if e.err != nil {
				fmt.Fprintln(cli.Stderr, "mdlint:", safetext.Lines(e.err.Error()))
			}
			return e.code
		}
		fmt.Fprintln(cli.Stderr, "mdlint:", safetext.Lines(err.Error()))
		return 2
	}
	return 0
}
