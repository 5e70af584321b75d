// Command skaic is the command line of the skaic toolchain. Each subcommand
// lives in its own file (version.go, doctor.go, ...); root.go assembles the
// tree and errors.go defines how failures become exit codes.
package main

import (
	"io"
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run executes the command line args and returns the process exit code:
// 0 success, 1 usage error or bad input or failure, 2 refused by policy.
func run(args []string, stdout, stderr io.Writer) int {
	g := &globals{}
	root := newRootCmd(g)
	root.SetArgs(args)
	root.SetOut(stdout)
	root.SetErr(stderr)
	cmd, err := root.ExecuteC()
	restoreThreads(g)
	return report(stderr, cmd, g, err)
}
