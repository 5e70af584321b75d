package main

import (
	"fmt"
	"io"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/skainet/skaic/generate"
	"github.com/skainet/skaic/internal/npy"
	"github.com/skainet/skaic/models/demo"
	"github.com/skainet/skaic/models/llama"
	"github.com/skainet/skaic/tape"
)

const runLong = `Run a GGUF model (a family the engine implements: skaic inspect says) on
the eager engine: prefill the prompt (all its positions at once, filling
the KV cache), then decode, one token per step against the cache. The weights are served as they are stored
in the file (packed quantized types included), from its mapped pages.

Without MODEL.gguf, skaic runs its built-in demo model: a small llama-family
model with deterministic pseudo-random weights in mixed encodings (F16
embedding, Q8_0 / Q4_0 / Q4_K / Q6_K projections), whose 96 tokens are the
printable ASCII characters.

--tokens gives the prompt as comma-separated token ids (default: the
model's BOS token, else token 1). -n N generates at most N tokens
(default 256, within the context): the first from the prompt's last
position, each next one by a decode step. The statistics list the prompt
and generated ids (and their text when the file has a vocabulary), why
generation stopped and the speed of prefill and decode in tokens per
second. --logits OUT.npy saves the prompt's logits, float32, shape
(n_tokens, n_vocab), written atomically. --json prints the same report as
one JSON object. --threads N computes on N threads (default: all cores).

` + genLong + `

--fast runs the projections whose weights are Q8_0, Q4_0, Q4_1, Q5_0, Q5_1,
Q2_K, Q3_K, Q4_K, Q5_K, Q6_K, IQ4_NL, IQ4_XS or MXFP4 with 8-bit
activations, as ggml does: the activations are requantized to int8 with one
float32 scale per 32 values for Q8_0, Q4_0, Q4_1, Q5_0, Q5_1, IQ4_NL and
MXFP4 weights and per 256 for the k-quants and IQ4_XS (whose sub-blocks are then summed in integers), and the products are
integer dot products with the packed weights; in decode steps and prefills
of up to 4 tokens with AVX2 (8 for Q2_K, Q3_K, Q4_K, Q5_K and Q6_K; 2 for
Q5_0 and Q5_1; on Intel CPUs 3 for Q8_0, Q5_0 and Q5_1 and 4 for Q3_K and
Q6_K), and with AVX-512 VNNI of up to 8 (4 for Q4_0, Q5_0, Q5_1, Q8_0,
Q6_K, IQ4_NL, IQ4_XS and MXFP4; 2 for Q4_1; on Intel CPUs 3 for Q5_0 and 4
for Q4_1), where the exact batched path is faster beyond that; IQ4_XS and
Q4_K also in longer prefills, and with AVX-512 VNNI on AMD CPUs Q4_0,
Q4_1, Q5_K and Q6_K too (their weights unpacked once into integer tiles
for all the prompt's tokens; on Intel CPUs the exact path is faster). It is an approximation: measured against
the default exact mode, the relative L2 error of a 4096x14336 matrix-vector
product (1024x14336 for Q4_1, Q5_0, Q5_1, Q2_K, Q3_K, Q5_K and the IQ4/MXFP4 types) is
5.1e-3 to 5.5e-3 for Q8_0, Q4_0, Q4_1, Q5_0, Q5_1, IQ4_NL and MXFP4 and
6.5e-3 to 7.0e-3 for Q2_K, Q3_K, Q4_K, Q5_K, Q6_K and IQ4_XS (Gaussian activations), and of the demo model's logits
1.5e-2 to 1.6e-2 (a prefill of as many tokens as fast mode takes) and at most 1.9e-2 (16
decode steps), with the same greedy tokens. It needs a CPU
with AVX2 (AVX-512 VNNI kernels where present; elsewhere, and for the
other weight types, those projections run exact). Exact mode stays the default and the reference; recording and
export are always exact.

` + runIREELong + `

Exit codes: 0 success; 1 usage error, a missing or invalid model file, or a
token id outside the vocabulary.`

func newRunCmd(g *globals) *cobra.Command {
	var (
		tokens, logitsOut string
		steps             int
		asJSON, fast      bool
		gen               genFlags
		engine            string
		wf                weightFormFlags
		irf               ireeRunFlags
	)
	cmd := &cobra.Command{
		Use:   "run [MODEL.gguf | EXPORT_DIR]",
		Short: "Generate text from a prompt with the eager engine (the built-in demo model by default)",
		Long:  runLong,
		Example: `  skaic run
  skaic run model.gguf -p "The capital of France is" -n 16
  skaic run model.gguf --chat -p "What is the capital of France?"
  skaic run model.gguf -p "Once upon a time" --temperature 0.8 --seed 7
  skaic run model.gguf --tokens 1,15043,3186 --steps 16
  skaic run model.gguf --tokens 1,2,3 --logits prefill.npy --json`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if steps < 0 {
				name := "-n/--max-tokens"
				if cmd.Flags().Changed("steps") {
					name = "--steps"
				}
				return failed(fmt.Errorf("%s %d: must be 0 or more", name, steps))
			}
			if err := gen.finish(); err != nil {
				return failed(err)
			}
			switch engine {
			case "eager":
				if len(args) == 1 && isDir(args[0]) {
					return failed(fmt.Errorf("%s is a directory (an export?); the eager engine runs a GGUF file, --engine iree an export directory", args[0]))
				}
			case "iree":
				if fast {
					return failed(fmt.Errorf("--fast is an eager-engine mode; --engine iree runs the exported module as compiled"))
				}
				return runIREE(cmd, args, tokens, steps, logitsOut, asJSON, gen, wf, irf)
			default:
				return failed(fmt.Errorf("--engine %q: want eager or iree", engine))
			}
			if err := irf.eagerOnly(cmd); err != nil {
				return failed(err)
			}
			load, err := wf.loadOption()
			if err != nil {
				return failed(err)
			}
			opts := []llama.Option{load}
			if fast {
				opts = append(opts, llama.WithFastLinear())
			}
			m, name, err := openModel(args, "run", opts...)
			if err != nil {
				return failed(err)
			}
			defer m.Close()
			text := textOf(m.File().Header)
			prompt, err := text.prompt(cmd, tokens, gen, m)
			if err != nil {
				return failed(err)
			}
			if !cmd.Flags().Changed("max-tokens") && !cmd.Flags().Changed("steps") {
				steps = max(0, min(steps, m.Config().Context-len(prompt)+1))
			}
			var stream io.Writer
			if !asJSON {
				stream = cmd.OutOrStdout()
			}
			rep, err := runModel(m, prompt, steps, logitsOut, text, gen, stream)
			if err != nil {
				return failed(err)
			}
			rep.Model = name
			rep.Threads = runtime.GOMAXPROCS(0)
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), rep)
			}
			if t := rep.GeneratedText; t != nil && *t != "" && !strings.HasSuffix(*t, "\n") {
				fmt.Fprintln(cmd.OutOrStdout())
			}
			rep.print(cmd.ErrOrStderr())
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&tokens, "tokens", "", "prompt token ids, comma-separated (default: BOS, else 1)")
	f.IntVarP(&steps, "max-tokens", "n", 256, "tokens to generate at most")
	f.IntVar(&steps, "steps", 256, "the same as -n/--max-tokens")
	gen.register(f)
	f.StringVar(&logitsOut, "logits", "", "write the prompt's logits to this .npy (float32, n_tokens × n_vocab)")
	f.BoolVar(&asJSON, "json", false, "print the report as JSON")
	addThreadsFlag(cmd, "")
	f.StringVar(&engine, "engine", "eager", "eager (Go kernels) or iree (the exported module on IREE's runtime; see above)")
	wf.register(f)
	irf.register(f)
	f.BoolVar(&fast, "fast", false, "8-bit activations for Q8_0/Q4_0/Q4_1/Q5_0/Q5_1/Q2_K/Q3_K/Q4_K/Q5_K/Q6_K/IQ4_NL/IQ4_XS/MXFP4 weights: faster, approximate (rel. L2 error 5e-3 to 7e-3 per matvec, 1.7e-2 on the demo's logits; see above)")
	return cmd
}

// openModel opens args[0], or the demo model when there is none, and
// returns it with the name reports give it.
// what names the command in the message about a file of another format.
func openModel(args []string, what string, opts ...llama.Option) (*llama.Model, string, error) {
	if len(args) == 0 {
		m, err := demo.Open(opts...)
		return m, demo.Name + " (built-in demo)", err
	}
	if _, err := checkInput(args[0], what, formatGGUF); err != nil {
		return nil, "", err
	}
	m, err := llama.Open(args[0], opts...)
	return m, args[0], err
}

// modelSource is the tape source of a model: the demo's GGUF bytes, or the
// model file.
func modelSource(m *llama.Model, args []string) (tape.Source, error) {
	if len(args) == 0 {
		b, err := demo.Bytes()
		if err != nil {
			return tape.Source{}, err
		}
		return tape.SourceOfBytes(demo.Name, b), nil
	}
	return tape.SourceOfFile(m.Path())
}

// promptTokens parses --tokens ("" gives the default prompt).
func promptTokens(m *llama.Model, s string) ([]int32, error) {
	if strings.TrimSpace(s) == "" {
		if bos, ok := llama.BOS(m.File().Header); ok {
			return []int32{bos}, nil
		}
		return []int32{1}, nil
	}
	return parseTokenList(s)
}

// parseTokenList parses --tokens: comma-separated non-negative ids.
func parseTokenList(s string) ([]int32, error) {
	var out []int32
	for i, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		v, err := strconv.ParseInt(f, 10, 32)
		if err != nil || v < 0 {
			return nil, fmt.Errorf("--tokens: item %d (%q) is not a token id (a non-negative integer)", i+1, f)
		}
		out = append(out, int32(v))
	}
	return out, nil
}

// runTiming is one phase's speed.
type runTiming struct {
	Tokens          int     `json:"tokens"`
	Seconds         float64 `json:"seconds"`
	TokensPerSecond float64 `json:"tokens_per_second"`
}

func timing(n int, d time.Duration) runTiming {
	t := runTiming{Tokens: n, Seconds: d.Seconds()}
	if n > 0 && d > 0 {
		t.TokensPerSecond = float64(n) / d.Seconds()
	}
	return t
}

// runReport is what skaic run prints.
type runReport struct {
	Model         string       `json:"model"`
	Config        llama.Config `json:"config"`
	Prompt        []int32      `json:"prompt"`
	PromptText    *string      `json:"prompt_text,omitempty"`
	Generated     []int32      `json:"generated"`
	GeneratedText *string      `json:"generated_text,omitempty"`
	Prefill       runTiming    `json:"prefill"`
	Decode        runTiming    `json:"decode"`
	Logits        string       `json:"logits,omitempty"`
	LogitsShape   []int64      `json:"logits_shape,omitempty"`
	Threads       int          `json:"threads"` // the threads it computed on (--threads)
	Stop          string       `json:"stop"`
	Seed          *uint64      `json:"seed,omitempty"` // when sampling
}

// runModel prefills prompt, saves its logits when asked, and generates up
// to steps tokens, streaming their text to stream (nil: none).
func runModel(m *llama.Model, prompt []int32, steps int, logitsOut string, text textIO, gen genFlags, stream io.Writer) (*runReport, error) {
	cfg := m.Config()
	rep := &runReport{Config: cfg, Prompt: prompt, Generated: []int32{}}
	if err := m.Reserve(len(prompt) + max(steps-1, 0)); err != nil {
		return nil, err
	}
	var all []float32
	var onPrefill func([]float32) // all positions' logits only for --logits
	if logitsOut != "" {
		onPrefill = func(a []float32) { all = a }
	}
	step := eagerStepper(m, onPrefill)
	res, err := generate.Run(step, prompt, text.options(gen, steps, cfg.Context, stream))
	if err != nil {
		return nil, err
	}
	rep.Generated, rep.Stop = res.Tokens, string(res.Stop)
	rep.Prefill, rep.Decode = timing(len(prompt), res.Prefill), timing(res.Steps, res.Decode)
	if gen.sampling.Temperature > 0 {
		rep.Seed = &res.Seed
	}
	if logitsOut != "" {
		a, err := npy.FromFloat32([]int64{int64(len(prompt)), int64(cfg.Vocab)}, all)
		if err != nil {
			return nil, err
		}
		if err := npy.WriteFile(logitsOut, a); err != nil {
			return nil, err
		}
		rep.Logits, rep.LogitsShape = logitsOut, a.Shape
	}
	rep.PromptText = text.text(rep.Prompt)
	if text.piece() != nil {
		rep.GeneratedText = &res.Text
	}
	return rep, nil
}

func argmax(x []float32) int32 {
	best := 0
	for i, v := range x {
		if v > x[best] {
			best = i
		}
	}
	return int32(best)
}

func idList(ids []int32) string {
	s := make([]string, len(ids))
	for i, id := range ids {
		s[i] = strconv.Itoa(int(id))
	}
	return strings.Join(s, " ")
}

func (r *runReport) print(w io.Writer) {
	fmt.Fprintf(w, "model      %s\n", r.Model)
	fmt.Fprintf(w, "           %s\n", r.Config)
	line := func(label string, ids []int32, text *string) {
		fmt.Fprintf(w, "%-10s %s: %s", label, plural(len(ids), "token"), idList(ids))
		if text != nil {
			fmt.Fprintf(w, "  %s", strconv.Quote(*text))
		}
		fmt.Fprintln(w)
	}
	line("prompt", r.Prompt, r.PromptText)
	line("generated", r.Generated, r.GeneratedText)
	fmt.Fprintf(w, "prefill    %s in %s: %.1f tok/s\n", plural(r.Prefill.Tokens, "token"), fmtSeconds(r.Prefill.Seconds), r.Prefill.TokensPerSecond)
	fmt.Fprintf(w, "decode     %s in %s: %.1f tok/s\n", plural(r.Decode.Tokens, "step"), fmtSeconds(r.Decode.Seconds), r.Decode.TokensPerSecond)
	fmt.Fprintf(w, "stop       %s", r.Stop)
	if r.Seed != nil {
		fmt.Fprintf(w, " (sampling seed %d)", *r.Seed)
	}
	fmt.Fprintln(w)
	if r.Logits != "" {
		fmt.Fprintf(w, "logits     %s: float32 %v\n", filepath.Clean(r.Logits), r.LogitsShape)
	}
}

func fmtSeconds(s float64) string {
	return time.Duration(s * float64(time.Second)).Round(time.Microsecond).String()
}
