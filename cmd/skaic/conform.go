package main

import (
	"fmt"
	"os"
	"regexp"
	"strings"

	"github.com/spf13/cobra"

	"github.com/skainet/skaic/conformity"
	"github.com/skainet/skaic/export"
	"github.com/skainet/skaic/target"
)

const conformLong = `Check that IREE computes what the eager engine computes: compile an exported
module with the real iree-compile (for --target, by default llvm-cpu for the
host CPU), run it with the real iree-run-module on the sample inputs (on
--device, by default the target's: local-task, cuda, hip, vulkan), and
compare the outputs in Go.

  skaic conform DIR            a directory written by 'skaic export' (either
                               backend): compile, run, compare with DIR/expected (relative L2 and
                               argmax per row, as its manifest states)
  skaic conform MODEL.gguf     export the model first (to a temporary
                               directory; --seq, --params, --weights,
                               --backend), then
                               check it, also against the numpy reference
                               (testdata/models/llama_ref.py) when the source
                               tree and its .venv are at hand
  skaic conform --suite S      run the corpus: ops (every lowered op on
                               several shapes, Linear/Embedding in every
                               in-graph-decoded encoding, views and prepacked
                               weights feeding ops), models (the demo and
                               generated GGUFs of every family: GQA/MHA,
                               tied/untied, each packed type as the dominant
                               format, two sequence lengths), generation (each of those
                               models on IREE's runtime: one compile, prefill
                               of two prompt lengths and 16 decode steps each,
                               the greedy tokens and every step's logits
                               against eager), gpu (the demo, mha_untied and
                               kquants_mixed, between them every encoding,
                               compiled for cuda, rocm and vulkan-spirv:
                               compile only, no GPU needed), llvm (all of the
                               ops, models and generation cases exported with
                               --backend llvm, built with opt, llc and cc and
                               run by a C harness), or all; in every variant of
                               --params irpa|gguf and --weights as-stored|planar|dense
                               that applies. Packed cases are also checked
                               against the gguf package's dequantization and
                               model cases against the numpy reference.

Each case gets one line: status, name, max-abs and relative L2 error against
eager, the compile and run time of its module (op cases share modules; a
module identical to one compiled before says "cached"). A failure says which
output, which element had the largest error, the values on both sides and the
tolerance. The summary counts the cases run, passed, failed and skipped, and
the ops and encodings the passing cases cover. --suite needs the source tree
(testdata/) and the project's .venv (make bootstrap).

Progress goes to stderr: a line as each module starts (iree-compile may take
minutes) and one per case as it ends, with its verdict and time.

For an export DIR made without --reference, conform computes the eager
reference: it exports the model again (--model, else the GGUF a --params
gguf export reads, else the built-in demo when DIR is the demo's, else the
file of the manifest's source name and SHA-256 next to DIR or in the
working directory) with DIR's sample tokens, checks that the module comes
out byte for byte the same, and compares with that reference; without a
model it refuses.

--target BACKEND[:ARCH] exports and compiles the suite's (or MODEL.gguf's)
modules for that target, and --device picks the IREE runtime device they run
on (DRIVER or DRIVER:N); a DIR is compiled for the target its manifest
names. On a machine with an NVIDIA GPU:
  skaic conform --suite all --target cuda --device cuda
A device the runtime cannot open (iree-run-module --list_devices=DRIVER
lists none) fails the cases that need it.
` + target.Syntax + `

Missing IREE tools skip the cases (under CI=true they fail them). A run
passes only when it compared at least one case and no case failed or was
skipped; --allow-skip accepts skipped cases.

Exit codes: 0 the run passed; 1 a case failed or was skipped, nothing was
compared, or a usage error.`

func newConformCmd(g *globals) *cobra.Command {
	var (
		suite, runRe, reportPath, work string
		refModel                       string
		params, weights, backend       string
		asJSON, keep, allowSkip        bool
		jobs, seq                      int
		irf                            ireeRunFlags
	)
	cmd := &cobra.Command{
		Use:   "conform [DIR | MODEL.gguf] [--suite ops|models|generation|gpu|llvm|all]",
		Short: "Compile and run exported modules with IREE and compare them with the eager engine",
		Long:  conformLong,
		Example: `  skaic export -o out && skaic conform out
  skaic conform model.gguf --seq 16
  skaic conform --suite all --report conformity.md
  skaic conform --suite ops --run 'packed/.*/Q4_K'`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if (len(args) == 1) == (suite != "") {
				g.started = false
				return fmt.Errorf("give one of: an export DIR, a MODEL.gguf, or --suite ops|models|generation|gpu|llvm|all")
			}
			var filter *regexp.Regexp
			if runRe != "" {
				re, err := regexp.Compile(runRe)
				if err != nil {
					g.started = false
					return fmt.Errorf("--run: %w", err)
				}
				filter = re
			}
			if jobs < 0 {
				return failed(fmt.Errorf("--jobs %d: must be 1 or more (0: the number of CPUs)", jobs))
			}
			if cmd.Flags().Changed("seq") && seq < 1 {
				return failed(fmt.Errorf("--seq %d: must be 1 or more (the number of sample tokens)", seq))
			}
			if len(args) == 1 && !isDir(args[0]) {
				if _, err := checkInput(args[0], "conform", formatGGUF); err != nil {
					return failed(err)
				}
			}
			tgt, err := irf.parse()
			if err != nil {
				return failed(err)
			}
			if len(args) == 1 && isDir(args[0]) && !tgt.IsZero() {
				if mf, err := export.ReadManifest(args[0]); err == nil {
					if have, err := mf.CompileTarget(); err == nil && have != tgt {
						return failed(fmt.Errorf("%s was exported for target %s, not %s: export it again with --target %s", args[0], have, tgt, tgt))
					}
				}
			}
			d := &conformity.Driver{Jobs: jobs, Work: work, Keep: keep, Progress: cmd.ErrOrStderr(), RefModel: refModel, Target: tgt, Device: irf.device}
			if !asJSON {
				d.Log = cmd.OutOrStdout()
			}
			var rep *conformity.Report
			switch {
			case suite != "":
				rep, err = d.Suite(suite, filter)
			case isDir(args[0]):
				rep, err = d.Dir(args[0])
			default:
				v := conformity.Variant{Params: export.ParamsMode(params), Weights: export.WeightsMode(weights), Backend: export.Backend(backend)}
				rep, err = d.Model(args[0], seq, v)
			}
			if err != nil {
				return failed(err)
			}
			rep.AllowSkip = allowSkip
			w := cmd.OutOrStdout()
			if asJSON {
				if err := rep.WriteJSON(w); err != nil {
					return failed(err)
				}
			} else {
				rep.WriteSummary(w)
			}
			if keep || work != "" {
				fmt.Fprintf(cmd.ErrOrStderr(), "conform: work directory kept: %s\n", d.WorkDir())
			}
			if reportPath != "" {
				var b strings.Builder
				rep.WriteMarkdown(&b)
				if err := os.WriteFile(reportPath, []byte(b.String()), 0o644); err != nil {
					return failed(err)
				}
			}
			if err := rep.Verdict(); err != nil {
				return failed(err)
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&suite, "suite", "", "run the corpus: ops, models, generation, gpu or all")
	irf.register(f)
	f.StringVar(&runRe, "run", "", "only the cases whose name matches this regular expression")
	f.BoolVar(&asJSON, "json", false, "print the report as JSON instead of text")
	f.StringVar(&reportPath, "report", "", "also write the report as a Markdown table to this file")
	f.IntVarP(&jobs, "jobs", "j", 0, "modules exported, compiled and run at once (default: the number of CPUs)")
	f.StringVar(&work, "work", "", "keep export directories, modules and outputs in this directory")
	f.BoolVar(&keep, "keep", false, "keep the temporary work directory")
	addThreadsFlag(cmd, "threads of skaic's own work (export, eager reference; default 0: all cores)")
	f.StringVar(&refModel, "model", "", "with an export DIR made without --reference: the GGUF it was exported from, to compute the eager reference")
	f.BoolVar(&allowSkip, "allow-skip", false, "pass a run with skipped cases (a missing tool), as long as one case was compared")
	f.IntVar(&seq, "seq", export.DefaultSeq, "with MODEL.gguf: the number of sample tokens")
	f.StringVar(&params, "params", string(export.ParamsIRPA), "with MODEL.gguf: where parameters come from, irpa or gguf")
	f.StringVar(&weights, "weights", string(export.WeightsAsStored), "with MODEL.gguf: as-stored (decoded in-graph), planar (codes and scales split at export) or dense")
	f.StringVar(&backend, "backend", string(export.BackendMLIR), "with MODEL.gguf: mlir (IREE) or llvm (opt, llc, cc and the C harness)")
	return cmd
}

func isDir(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.IsDir()
}
