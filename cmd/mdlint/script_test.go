package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

// TestMain lets testscript run the mdlint command in-process.
func TestMain(m *testing.M) {
	os.Exit(testscript.RunMain(m, map[string]func() int{
		"mdlint": func() int { return run(os.Args[1:], os.Stdout, os.Stderr) },
	}))
}

// TestScript runs the command-line scripts in testdata/script: each is a
// readable description of one command's behaviour.
//
// Besides testscript's own commands, scripts may use
//
//	status N mdlint ARGS...
//
// which runs the command and asserts its exit status is exactly N (exec
// only tells zero from non-zero, and mdlint's 1 and 2 mean different
// things),
//
//	sarif FILE N
//
// which checks that FILE (or stdout) is a SARIF 2.1.0 log with the fields
// its schema requires and exactly N results, and the condition [root] (the test runs as root, for whom
// file permissions do not hold).
func TestScript(t *testing.T) {
	testscript.Run(t, testscript.Params{Dir: "testdata/script",
		// MDLINT_UPDATE_SCRIPTS=1 rewrites the golden files that cmp
		// compares with (review the diff before committing it)
		UpdateScripts: os.Getenv("MDLINT_UPDATE_SCRIPTS") != "",
		Condition: func(cond string) (bool, error) {
			if cond == "root" {
				return os.Geteuid() == 0, nil
			}
			return false, fmt.Errorf("unknown condition %q", cond)
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"sarif": func(ts *testscript.TestScript, neg bool, args []string) {
				if neg || len(args) != 2 {
					ts.Fatalf("usage: sarif FILE N")
				}
				want, err := strconv.Atoi(args[1])
				ts.Check(err)
				data := ts.ReadFile(args[0])
				n, err := checkSARIF([]byte(data))
				if err != nil {
					ts.Fatalf("not a valid SARIF 2.1.0 log: %v", err)
				}
				if n != want {
					ts.Fatalf("%d results, want %d", n, want)
				}
			},
			"status": func(ts *testscript.TestScript, neg bool, args []string) {
				if neg || len(args) < 2 {
					ts.Fatalf("usage: status N command args...")
				}
				want, err := strconv.Atoi(args[0])
				ts.Check(err)
				got := 0
				if err := ts.Exec(args[1], args[2:]...); err != nil {
					var ee *exec.ExitError
					if !errors.As(err, &ee) {
						ts.Fatalf("%v", err)
					}
					got = ee.ExitCode()
				}
				if got != want {
					ts.Fatalf("exit status %d, want %d", got, want)
				}
			},
		}})
}
