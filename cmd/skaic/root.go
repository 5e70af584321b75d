package main

import (
	"github.com/spf13/cobra"

	"github.com/skainet/skaic/internal/version"
)

// globals holds the flags every command sees, and the state report needs.
type globals struct {
	verbose bool
	started bool // a command's own code began to run (errors after that are not usage errors)
	// prevProcs is GOMAXPROCS before --threads changed it (0: unchanged).
	prevProcs int
}

const rootLong = `skaic is a Go toolchain for machine-learning models whose tensors are virtual:
one logical tensor, many physical forms. Operators address a tensor by logical
coordinates; a per-tensor layout (data, not code) maps them to physical bytes,
so a packed quantized weight (Q4_K, Q8_0, ...) stays packed, transposes and
slices are metadata edits, and every copy or relayout is visible.

Two lanes share that tensor model and must agree:
  eager    Go kernels run a model (e.g. a llama-family GGUF) directly on the
           packed quantized weights, served straight from the mapped file;
  export   the same eager run records a tape, which becomes a graph IR, passes
           choose each tensor's physical form, and skaic writes MLIR plus an
           IREE parameter archive (.irpa) that iree-compile and iree-run-module
           consume. Conformity tests check that IREE's results match eager.

skaic finds the IREE tools and the Python gguf package in the project's
virtual environment (.venv, created by 'make bootstrap'), then on PATH;
'skaic doctor' shows what it found.

Exit codes: 0 success, 1 usage error or failure (a model file changed under
a running command included), 2 refused by policy, 3 internal error (a bug:
please report it). A crash of the Go runtime itself (out of memory) also
exits 2, after "fatal error:" and a stack trace on stderr.`

// newRootCmd builds the command tree. A new command goes in its own file as
// newXxxCmd(g *globals) *cobra.Command and is added to the list below.
func newRootCmd(g *globals) *cobra.Command {
	root := &cobra.Command{
		Use:     "skaic",
		Short:   "A Go toolchain for virtual tensors: eager runs on packed GGUF weights, export to MLIR + .irpa for IREE",
		Long:    rootLong,
		Version: version.Version,
		// report() prints errors as one line, and usage only for usage
		// errors; cobra would print usage for every error.
		SilenceErrors: true,
		SilenceUsage:  true,
		PersistentPreRunE: func(cmd *cobra.Command, args []string) error {
			// Cobra checks required flags only after this hook; check them
			// here so that they still count as usage errors.
			if err := cmd.ValidateRequiredFlags(); err != nil {
				return err
			}
			if err := cmd.ValidateFlagGroups(); err != nil {
				return err
			}
			// From here on an error is the command's, not a usage error.
			g.started = true
			if err := checkEmptyValues(cmd); err != nil {
				return err
			}
			return applyThreads(cmd, g)
		},
	}
	root.SetVersionTemplate(version.Current().String())
	root.Flags().Bool("version", false, "print the version (same as 'skaic version')")
	root.PersistentFlags().BoolVarP(&g.verbose, "verbose", "v", false, "print details (tool output, search paths) with errors")

	root.AddCommand(
		newVersionCmd(g),
		newDoctorCmd(g),
		newPlanCmd(g),
		newRunCmd(g),
		newRecordCmd(g),
		newExportCmd(g),
		newConformCmd(g),
		newInspectCmd(g),
		newBenchCmd(g),
		newTokenizeCmd(g),
		newChatCmd(g),
	)
	return root
}
