package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/skainet/skaic/export"
	"github.com/skainet/skaic/passes"
	"github.com/skainet/skaic/target"
)

const exportLong = `Export a model as an MLIR module for IREE, with its weights in an IREE
parameter archive, sample inputs, and (with --reference) the eager engine's
outputs for them.

MODEL.gguf is a decoder GGUF of a family the engine implements (skaic
inspect says); TAPE.pb is a tape written by skaic record (its weights come
from --model, or from its source GGUF next to it).
Without either, skaic exports its built-in demo model.

For a model, the module generates text: it holds the KV cache as module
state and has two entry functions,
  prefill(tokens: tensor<1x?xi32>) -> tensor<1x?xVxf32>
      a prompt of any length 1..CTX at positions 0.., from one compile (RoPE
      positions and the causal mask are computed in-graph from the length);
      it fills cache rows [0, S) and returns the logits of every position
  decode(token: tensor<1x1xi32>, position: tensor<1xi32>) -> tensor<1x1xVxf32>
      one token at position (0 <= position < CTX): writes cache row position
      and attends over rows [0, position]
The cache (keys and values of every layer, f32, CTX positions) is one
zero-initialised mutable util.global updated in place. CTX is --ctx; by
default the model's context length, at most 4096 positions and at most a
1 GiB cache, which the runtime allocates up front whatever the prompt
(2·layers·kv_heads·head_dim·4 bytes per position). The caller keeps
positions below CTX; a step past it fails the call (FAILED_PRECONDITION,
"KV cache: a step past its capacity"), never wraps. There is no
forward entry: prefill is forward with a dynamic length (and the cache
write), and the conformity suite calls it like forward.

The engine traces the prefill and one decode step, each at two lengths: it
records them without computing them (no kernel runs, no weight is read,
whatever --seq is), and the dimensions that differ between the two
recordings become the dynamic length. The recordings become the graph
IR; the passes (` + "`layout-assignment`" + ` first, then canonicalize, cse,
dce) decide each tensor's physical form; the module is written in upstream
dialects (func, arith, math, tensor, linalg) with parameters loaded through
util.global #flow.parameter.named<"model"::"KEY">, KEY being the tensor's
GGUF name.

Packed weights stay at their stored precision. --weights as-stored keeps
their stored bytes in the archive and the module dequantizes them in-graph;
--weights planar splits the blocks at export into separate code and scale
tensors (Q4_0, Q4_1, Q8_0, Q4_K, Q6_K; other encodings stay as stored),
which the module dequantizes inside the contraction that reads them;
--weights dense dequantizes them at export instead (the summary states the
size). --weights default (the default) follows the measurements in
docs/performance.md: on llvm-cpu planar for every packed weight with a planar
form (the small ones too: decoded once at load into f32 they measured slower),
as stored for the others; as stored on the GPU targets and with --params gguf. The
module attribute
skainet.tensor_layouts records every parameter's identity, shape, dtype,
encoding, block geometry, block order, strides, offset, residency and the
form chosen, with the reason.

Written to DIR (default ./out), atomically (a failed or interrupted export
leaves nothing; every file is fsynced before the directory appears). DIR is
replaced only when it is empty or holds a skaic export and nothing else
(--force replaces it whatever it holds):
  model.mlir               the module: prefill and decode (a tape: func.func @forward of its inputs)
  model.irpa               the parameters (with --params gguf: none; the GGUF itself is the parameter file)
  manifest.json            entry functions with their signatures (-1: dynamic), the cache (capacity,
                           tensors), parameter file, layout table, source hash, reference_outputs
  inputs/tokens.npy        the sample prompt for prefill (--seq S tokens, or --tokens)
  expected/logits.npy      with --reference: the eager engine's prefill logits for them

--reference runs the prefill of the sample prompt eagerly too, while the
archive is written. It is the default for the built-in demo;
for a model file it costs a full prefill over every weight (seconds for a
model of a few GB), so it is off unless asked for. An export of a model
file without it takes about the time of copying its weights to disk.

The weights are loaded as skaic plan prints it for the same --profile,
--weight-form and --weight-form-for, and the module consumes the loaded
forms: a weight planned dense is a dense f32 (or f16, bf16) parameter, a
prepacked one keeps the kernels' block order, the others stay packed and are
decoded in-graph. Each such parameter's reason in skainet.tensor_layouts
quotes the plan's.

` + weightFormHelp + `

--target decides what the module is laid out and compiled for; it is
recorded in skainet.target, in every parameter's skainet.tensor_layouts
entry and in manifest.json (target: name, backend, arch, the runtime device
and the iree-compile flags), which skaic conform and skaic run --engine
iree compile with.
` + target.Syntax + `

Compile and run it with IREE (the flags of the default target, llvm-cpu:host;
manifest.json's target.compile_flags are the export's own):
  iree-compile --iree-hal-target-device=local --iree-hal-local-target-device-backends=llvm-cpu \
      --iree-llvmcpu-target-cpu=host DIR/model.mlir -o model.vmfb
  iree-run-module --device=local-task --module=model.vmfb --function=prefill \
      --parameters=model=DIR/model.irpa --input=@DIR/inputs/tokens.npy --output=@logits.npy
or let skaic conform DIR do both and compare with DIR/expected (an export
without it: skaic conform DIR --model MODEL.gguf computes the reference).

--backend llvm writes the same computation as LLVM IR instead (model.ll,
github.com/llir/llvm; LLVM 14 or later) with its C header model.h: one
function per entry point (prefill and decode, or forward), weights read
from the mapped model.irpa or GGUF at offsets baked into the module, the KV
cache and the scratch in memory the caller provides (model.h states the
sizes), nothing allocated inside. It keeps f16/bf16 weights as stored and
the GGML encodings its decoders support; any other encoding needs
--weights dense. Build a shared library with llc and the C compiler:
  opt -O3 -mtriple=x86_64-pc-linux-gnu -mcpu=native DIR/model.ll -o model.bc
  llc -O3 -mcpu=native -filetype=obj -relocation-model=pic model.bc -o model.o
  cc -shared model.o -o libmodel.so -lm
(the target's triple, for opt's vectorizers: llc --version names the host's)
and check it against the eager engine with skaic conform DIR.
--embed-weights puts the weights into model.ll as read-only constants
instead (a small model on a target with no file system, such as a
microcontroller, where they land in flash): the functions then take a
NULL params, and model.ll grows by about four bytes of text per weight
byte. The same model.ll cross-compiles with llc -mtriple=... (aarch64,
wasm32, thumbv7em for a Cortex-M4F).

With --params gguf, a GGUF whose tensor data are not aligned to their
element size (general.alignment 1) gets a warning naming the tensor: IREE
reads such a file without checking, and its llvm-cpu modules compute
correctly from it, but other backends may need aligned data.

SIGINT or SIGTERM during an export removes its partial output and exits 130
or 143; a temporary directory left by a killed export is removed by the
next export to the same DIR.

Exit codes: 0 success; 1 usage error, bad input, or an op or encoding
without a lowering (named in the message); 2 refused by the profile.`

func newExportCmd(g *globals) *cobra.Command {
	var (
		out, tokens, params, weights, model, targetName string
		backend                                         string
		seq, ctx                                        int
		wf                                              weightFormFlags
		printAfter                                      []string
		printAll, verify, reference, asJSON, force      bool
		embedWeights                                    bool
	)
	cmd := &cobra.Command{
		Use:   "export [MODEL.gguf | TAPE.pb]",
		Short: "Export a model (the built-in demo by default) as MLIR + .irpa for IREE, with sample inputs (and eager outputs)",
		Long:  exportLong,
		Example: `  skaic export -o out/demo
  skaic export model.gguf --seq 16 -o out/model
  skaic export model.gguf --reference -o out/model && skaic conform out/model
  skaic export model.gguf --params gguf --tokens 1,2,3
  skaic export model.tape.pb --model model.gguf --print-ir-after=layout-assignment`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if cmd.Flags().Changed("seq") && seq < 1 {
				return failed(fmt.Errorf("--seq %d: must be 1 or more (the number of sample tokens)", seq))
			}
			opts := export.Options{
				Out: out, Seq: seq, Ctx: ctx, Params: export.ParamsMode(params), Weights: export.WeightsMode(weights),
				PrintIRAfter: printAfter, PrintIRAfterAll: printAll, VerifyEach: verify, IRDump: cmd.OutOrStdout(),
				Model: model, Force: force, Backend: export.Backend(backend), EmbedWeights: embedWeights,
			}
			if cmd.Flags().Changed("reference") {
				opts.Reference = export.ReferenceOff
				if reference {
					opts.Reference = export.ReferenceOn
				}
			}
			if len(args) == 1 {
				kind, err := checkInput(args[0], "export", formatGGUF, formatTape)
				if err != nil {
					return failed(err)
				}
				switch kind {
				case formatTape:
					opts.Tape = args[0]
				case formatGGUF:
					if model != "" {
						return failed(fmt.Errorf("--model is for a TAPE.pb argument; %s is a GGUF", args[0]))
					}
					opts.Model = args[0]
				}
			}
			if tokens != "" {
				ids, err := parseTokenList(tokens)
				if err != nil {
					return failed(err)
				}
				opts.Tokens = ids
			}
			for _, name := range printAfter {
				if !validPass(name) {
					return failed(fmt.Errorf("--print-ir-after=%s: no such pass (have %s)", name, strings.Join(passes.Names(), ", ")))
				}
			}
			ro, err := wf.options(nil)
			if err != nil {
				return failed(err)
			}
			if ro.Profile.Strict && opts.Weights == export.WeightsDense {
				return refused(fmt.Errorf("profile %s is strict: it refuses to dequantize packed weights (--weights dense)", ro.Profile.Name))
			}
			if opts.Tape != "" && (wf.uniform != "" || len(wf.perTensor) > 0) {
				return failed(fmt.Errorf("--weight-form and --weight-form-for plan a model's loading; a tape's weights are exported as it recorded them"))
			}
			opts.Resolve = &ro
			if opts.Target, err = target.Parse(targetName); err != nil {
				return failed(fmt.Errorf("--target: %w", err))
			}
			if isTerminal(os.Stderr) && !asJSON {
				opts.Log = cmd.ErrOrStderr()
				opts.Progress = progressBar(cmd.ErrOrStderr())
			}
			stop := exitOnInterrupt(cmd.ErrOrStderr(), out)
			res, err := export.Run(opts)
			stop()
			if err != nil {
				return failed(err)
			}
			for _, warn := range res.Warnings {
				fmt.Fprintf(cmd.ErrOrStderr(), "skaic: warning: %s\n", warn)
			}
			w := cmd.OutOrStdout()
			if asJSON {
				return writeJSON(w, exportReport{
					Dir: res.Dir, Summary: res.Manifest.Summary, Parameters: res.Manifest.Parameters,
					Functions: res.Manifest.Functions, ReferenceOutputs: res.Manifest.ReferenceOutputs,
				})
			}
			fmt.Fprintf(w, "exported to %s\n", res.Dir)
			fmt.Fprintf(w, "  %s\n", res.Manifest.Summary)
			fmt.Fprintf(w, "  parameters: %s (scope %q, %s)\n", res.Manifest.Parameters.File, res.Manifest.Parameters.Scope, res.Manifest.Parameters.Mode)
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVarP(&out, "out", "o", "out", "output directory (replaced atomically, when empty or holding a skaic export only)")
	f.BoolVar(&force, "force", false, "replace the output directory even when it holds files skaic did not write")
	f.IntVar(&seq, "seq", 0, fmt.Sprintf("number of sample tokens S (default %d, or the number of --tokens)", export.DefaultSeq))
	f.IntVar(&ctx, "ctx", 0, fmt.Sprintf("KV cache capacity in positions (default: the model's context length, at most %d and at most a 1 GiB cache)", export.MaxDefaultCtx))
	f.StringVar(&tokens, "tokens", "", "sample tokens, comma-separated ids (default: a deterministic spread over the vocabulary)")
	f.StringVar(&params, "params", "irpa", "parameter file: irpa (write model.irpa) or gguf (the model's GGUF; keys are its tensor names)")
	f.StringVar(&weights, "weights", "default", "packed weights: default (the target's measured best), as-stored (decoded in the module), planar (codes and scales split at export) or dense (dequantized at export)")
	wf.register(f)
	f.StringVar(&targetName, "target", target.Host.String(), "compile target BACKEND[:ARCH]: llvm-cpu[:CPU], cuda[:sm_NN], rocm[:gfxNNN] or vulkan-spirv[:ENV] (see above)")
	f.StringVar(&backend, "backend", "mlir", "code generator: mlir (model.mlir for IREE) or llvm (model.ll + model.h, a native library)")
	f.BoolVar(&embedWeights, "embed-weights", false, "with --backend llvm: the weights as constants in model.ll (targets with no file system; params may be NULL)")
	f.StringVar(&model, "model", "", "with a TAPE.pb argument: the GGUF holding its weights")
	f.StringSliceVar(&printAfter, "print-ir-after", nil, "print the IR after the named passes (repeatable): "+strings.Join(passes.Names(), ", "))
	f.BoolVar(&printAll, "print-ir-after-all", false, "print the IR after every pass")
	f.BoolVar(&verify, "verify-each", false, "run the IR verifier after every pass")
	f.BoolVar(&asJSON, "json", false, "print the summary as JSON (the directory, what it holds, the parameters, the entry functions)")
	addThreadsFlag(cmd, "threads of the eager reference run (default 0: all cores)")
	f.BoolVar(&reference, "reference", false, "also run the prefill eagerly and write its outputs to DIR/expected (default: on for the built-in demo, off for a model file or tape)")
	return cmd
}

// exportReport is what skaic export --json prints: the export's place and
// the parts of its manifest a script needs to compile and run it.
type exportReport struct {
	Dir              string                `json:"dir"`
	Summary          export.Summary        `json:"summary"`
	Parameters       export.ParameterSpec  `json:"parameters"`
	Functions        []export.FunctionSpec `json:"functions"`
	ReferenceOutputs bool                  `json:"reference_outputs"`
}

func validPass(name string) bool {
	for _, n := range passes.Names() {
		if n == name {
			return true
		}
	}
	return false
}

// isTerminal reports whether f is a character device (a terminal).
func isTerminal(f *os.File) bool {
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// progressBar draws a one-line bar for long writes.
func progressBar(w io.Writer) func(done, total int64) {
	last := -1
	return func(done, total int64) {
		if total <= 0 {
			return
		}
		pct := int(done * 100 / total)
		if pct == last {
			return
		}
		last = pct
		n := pct / 4
		fmt.Fprintf(w, "\r  archive [%s%s] %3d%%", strings.Repeat("#", n), strings.Repeat(" ", 25-n), pct)
		if done >= total {
			fmt.Fprintln(w)
		}
	}
}
