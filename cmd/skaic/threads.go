package main

import (
	"fmt"
	"runtime"

	"github.com/spf13/cobra"
)

// threadsFlag is the name of the flag every command that computes has.
const threadsFlag = "threads"

// addThreadsFlag gives a command that computes (runs kernels, records,
// exports with a reference, benchmarks) the --threads flag. The root's
// pre-run applies it (applyThreads), so every such command means the same
// by it.
func addThreadsFlag(cmd *cobra.Command, usage string) {
	if usage == "" {
		usage = "threads skaic computes on (default 0: all cores)"
	}
	cmd.Flags().Int(threadsFlag, 0, usage)
}

// applyThreads validates --threads N and limits the process to N threads
// (GOMAXPROCS): the eager engine's Linear worker pool, its GEMM and every
// other parallel loop size themselves by it. The previous limit is kept in
// g so that run() restores it.
func applyThreads(cmd *cobra.Command, g *globals) error {
	f := cmd.Flags().Lookup(threadsFlag)
	if f == nil {
		return nil
	}
	n, err := cmd.Flags().GetInt(threadsFlag)
	if err != nil {
		return err
	}
	if n < 0 {
		return fmt.Errorf("--threads %d: must be 1 or more (0: all cores)", n)
	}
	if n > 0 {
		g.prevProcs = runtime.GOMAXPROCS(n)
	}
	return nil
}

// restoreThreads undoes applyThreads (run() calls it when the command
// returns; tests run many commands in one process).
func restoreThreads(g *globals) {
	if g.prevProcs > 0 {
		runtime.GOMAXPROCS(g.prevProcs)
		g.prevProcs = 0
	}
}
