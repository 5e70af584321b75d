package main

import (
	"fmt"
	"io"
	"regexp"
	"strings"

	"github.com/spf13/cobra"

	"github.com/skainet/skaic/bench"
	"github.com/skainet/skaic/models/llama"
)

const benchLong = `Measure the eager engine against this machine, in one process and one run:

  read bandwidth   a SIMD sum over a 1 GiB buffer, four parts of each
                   thread's share read side by side (as the matrix-vector
                   kernels read four rows or more), on 1 and N threads:
                   the physical limit of a matrix-vector product;
  linear           the packed Linear kernels (F32, F16, BF16, Q8_0, Q4_0,
                   Q4_1, Q5_0, Q5_1, Q2_K, Q3_K, Q4_K, Q5_K, Q6_K, IQ4_NL,
                   IQ4_XS, MXFP4, and IQ2_XXS, IQ2_XS, IQ2_S, IQ3_XXS,
                   IQ3_S, IQ1_S, IQ1_M, TQ1_0, TQ2_0 on random codes) at
                   4096x4096 and 4096x14336 (out x in), batch 1 (decode) and
                   8 (prefill), with the weights cold in RAM: consecutive
                   calls read distinct copies spanning 512 MiB; the kernel
                   column names the kernel that ran (avx512, avx2: fused;
                   avx2-fused: batches whose blocks are decoded in
                   registers and used by eight activation rows at once;
                   avx512-tile, avx2-tile: SIMD-decoded tiles;
                   avx512-gotile, avx2-gotile: Go-decoded tiles dotted by
                   SIMD; avx512-vnni, avx2 for --fast rows,
                   avx512-vnni-tile where they run integer tiles, "exact
                   ..." where --fast has no kernel for the type; portable);
  gemm             the F32 GEMM at 512^3 and 1024^3;
  demo             the built-in demo model's prefill and decode tokens/s.

--fast adds rows for the fast Linear mode (activations requantized to 8
bits; see skaic run --help) next to the exact ones: "linear fast TYPE ..."
for every quantized type, each running what fast mode runs there: the fast
kernel of Q8_0, Q4_0, Q4_1, Q5_0, Q5_1, Q2_K, Q3_K, Q4_K, Q5_K, Q6_K,
IQ4_NL, IQ4_XS and MXFP4 (the
quantization of the activations
is inside each timed call) on CPUs with AVX2, exact Linear otherwise
(kernel "exact ..."); and "demo prefill fast", "demo decode fast".

Each row is the median of --reps repetitions (5 or more) with min and max,
per operation; GB/s counts weight bytes; x read-bw is that bandwidth over the
read bandwidth just measured with the same thread count. Memory stays under
about 1.1 GB. A full run takes a minute or two; --quick uses small sizes and
takes seconds (for tests: its figures say nothing about the machine).
--filter REGEX keeps the cases whose name matches (the read bandwidth always
runs); a filter that matches no case is an error. --json prints the
report as one JSON object.

The same figures are Go benchmarks: go test -bench . ./bench/ (with gonum's
Sgemm as the GEMM baseline).`

func newBenchCmd(g *globals) *cobra.Command {
	var (
		asJSON, quick, fast bool
		reps                int
		filter              string
		wf                  weightFormFlags
	)
	cmd := &cobra.Command{
		Use:   "bench",
		Short: "Measure read bandwidth, Linear kernels (cold weights), GEMM and the demo model's tokens/s",
		Long:  benchLong,
		Example: `  skaic bench
  skaic bench --filter 'Q4_K|gemm' --threads 2
  skaic bench --quick --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if reps < minReps {
				return failed(fmt.Errorf("--reps %d: must be %d or more (each row is a median with min and max)", reps, minReps))
			}
			threads, _ := cmd.Flags().GetInt(threadsFlag)
			load, err := wf.loadOption()
			if err != nil {
				return failed(err)
			}
			cfg := bench.Config{Threads: threads, Quick: quick, Reps: reps, Fast: fast, Model: []llama.Option{load}}
			if filter != "" {
				re, err := regexp.Compile(filter)
				if err != nil {
					return failed(fmt.Errorf("--filter: %w", err))
				}
				cfg.Filter = re
			}
			if !asJSON || g.verbose {
				cfg.Log = cmd.ErrOrStderr()
			}
			rep, err := bench.Run(cfg)
			if err != nil {
				return failed(err)
			}
			if cfg.Filter != nil && !benchMatched(rep) {
				return failed(fmt.Errorf("--filter %q matches no case (names as in the table: 'linear Q4_K 4096x4096 batch 1', 'gemm f32 512^3', 'demo decode', ...)", filter))
			}
			return writeBench(cmd.OutOrStdout(), rep, asJSON)
		},
	}
	f := cmd.Flags()
	f.BoolVar(&asJSON, "json", false, "print the report as JSON")
	addThreadsFlag(cmd, "threads of the multi-threaded figures (default 0: all cores)")
	f.StringVar(&filter, "filter", "", "only the cases whose name matches this regular expression")
	f.BoolVar(&quick, "quick", false, "small sizes (seconds; for tests)")
	wf.register(f)
	f.IntVar(&reps, "reps", minReps, fmt.Sprintf("timed repetitions per case (%d or more)", minReps))
	f.BoolVar(&fast, "fast", false, "also measure the fast Linear mode (8-bit activations; see skaic run --help): matvec of every quantized type and the demo model")
	return cmd
}

// minReps is the fewest repetitions a bench row is the median of.
const minReps = 5

// benchMatched reports whether a filtered run measured any case besides
// the read bandwidth, which always runs.
func benchMatched(rep *bench.Report) bool {
	for _, r := range rep.Results {
		if !strings.HasPrefix(r.Name, "read bandwidth") {
			return true
		}
	}
	return false
}

func writeBench(w io.Writer, rep *bench.Report, asJSON bool) error {
	if asJSON {
		return writeJSON(w, rep)
	}
	return rep.WriteTable(w)
}
