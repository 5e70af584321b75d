// Command skaic is the command line of the skaic toolchain. Each subcommand
// lives in its own file (version.go, doctor.go, ...); root.go assembles the
// tree and errors.go defines how failures become exit codes.
package main

import (
	"fmt"
	"io"
	"os"
	"runtime/debug"

	"github.com/spf13/cobra"

	"github.com/skainet/skaic/layout"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run executes the command line args and returns the process exit code:
// 0 success, 1 usage error or bad input or failure, 2 refused by policy,
// 3 internal error.
func run(args []string, stdout, stderr io.Writer) int {
	g := &globals{}
	root := newRootCmd(g)
	root.SetArgs(args)
	root.SetOut(stdout)
	root.SetErr(stderr)
	cmd, err := execute(root)
	restoreThreads(g)
	return report(stderr, cmd, g, err)
}

// execute runs the command on this goroutine with faults caught: a fault
// reading a mapped file (a model file truncated under the command) is an
// error naming the file (exit 1), and any other panic an internal error
// (exit 3, the stack with --verbose) — never the Go runtime's crash with
// exit 2, which skaic uses for policy refusals.
func execute(root *cobra.Command) (cmd *cobra.Command, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = &exitError{code: exitInternal, err: withDetails(fmt.Errorf("internal error (please report it): %v", r), string(debug.Stack()))}
		}
	}()
	defer layout.RecoverFault(&err, layout.CatchFaults())
	return root.ExecuteC()
}
