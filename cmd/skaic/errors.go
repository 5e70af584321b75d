package main

import (
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"

	"github.com/spf13/cobra"

	"github.com/skainet/skaic/layout/resolve"
)

// Exit codes of skaic. Scripts may rely on them.
const (
	exitOK      = 0 // success
	exitFailure = 1 // usage error, bad input, or a failed step
	exitRefused = 2 // refused by policy (e.g. a strict profile that will not dequantize)
	// exitInternal: a bug in skaic (a panic caught at the command
	// boundary). The Go runtime's own fatal errors (out of memory) cannot
	// be caught and exit 2 with a "fatal error:" trace.
	exitInternal = 3
)

// exitError carries the exit code a command wants for err. Commands return
// it through RunE; an error without one exits with exitFailure.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }

// failed wraps err to exit with exitFailure, or with exitRefused when a
// strict profile refused the weights' plan (every command that loads a
// model plans it first).
func failed(err error) error {
	var re *resolve.RefusedError
	if errors.As(err, &re) {
		return refused(err)
	}
	return &exitError{code: exitFailure, err: err}
}

// refused wraps err to exit with exitRefused: the input was valid but a
// policy said no. The message should say which policy and how to lift it.
func refused(err error) error { return &exitError{code: exitRefused, err: err} }

// detailedError is an error with more to say than one line. Its details are
// printed under the error when --verbose is set.
type detailedError interface {
	error
	Details() string
}

// withDetails attaches details (e.g. a tool's stderr) to err.
func withDetails(err error, details string) error {
	return &detailsError{err: err, details: details}
}

type detailsError struct {
	err     error
	details string
}

func (e *detailsError) Error() string   { return e.err.Error() }
func (e *detailsError) Unwrap() error   { return e.err }
func (e *detailsError) Details() string { return e.details }

// report prints err as one line to stderr (plus details with --verbose)
// and returns the exit code for it. A usage error (cobra rejected the
// command line before the command ran) also gets the command's usage,
// printed first so the error stays the last thing on the screen.
func report(stderr io.Writer, cmd *cobra.Command, g *globals, err error) int {
	if err == nil {
		return exitOK
	}
	usage := !g.started
	if usage && cmd != nil {
		fmt.Fprintln(stderr, strings.TrimRight(cmd.UsageString(), "\n"))
		fmt.Fprintln(stderr)
	}
	fmt.Fprintf(stderr, "skaic: %s\n", hideTemporaries(oneLine(err.Error())))
	var d detailedError
	if errors.As(err, &d) && strings.TrimSpace(d.Details()) != "" {
		if g.verbose {
			for _, l := range strings.Split(strings.TrimRight(d.Details(), "\n"), "\n") {
				fmt.Fprintf(stderr, "  %s\n", hideTemporaries(l))
			}
		} else {
			fmt.Fprintln(stderr, "skaic: (run with --verbose for details)")
		}
	}
	if usage {
		return exitFailure
	}
	var ee *exitError
	if errors.As(err, &ee) {
		return ee.code
	}
	return exitFailure
}

// oneLine folds a multi-line message so the error stays one line; the rest
// of a long story belongs in Details.
func oneLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i] + " …"
	}
	return s
}

// skaic writes files and directories atomically, through a temporary
// sibling named .NAME.tmp-DIGITS; a message names NAME, the path the user
// gave, never the temporary (which is gone by the time the message shows).
var temporaryName = regexp.MustCompile(`\.([^/\s:"']+)\.tmp-[0-9]+`)

// hideTemporaries rewrites every temporary sibling's name in s to the
// name of what it stands for.
func hideTemporaries(s string) string {
	return temporaryName.ReplaceAllString(s, "$1")
}
