package main

import (
	"fmt"
	"io"
	"runtime"
	"strings"

	"github.com/spf13/cobra"

	"github.com/skainet/skaic/generate"
	"github.com/skainet/skaic/internal/npy"
	"github.com/skainet/skaic/ireehost"
	"github.com/skainet/skaic/models/demo"
	"github.com/skainet/skaic/models/llama"
)

const runIREELong = `--engine iree runs the same generation on IREE's runtime (the pinned
iree-base-runtime's Python bindings in the project's virtual environment):
MODEL is an export directory (skaic export) whose module has prefill and
decode, or a GGUF file (or none: the demo), which is first exported into
the cache directory ($SKAIC_CACHE_DIR, else $XDG_CACHE_HOME/skaic/exports
or ~/.cache/skaic/exports) under a key of its contents and this skaic's
version, weights in an .irpa archive there. The module is compiled once to
model.vmfb beside it, and compiled again only when model.mlir, the compile
flags or the iree-compile version change (model.vmfb.key holds their
SHA-256). The module and its parameters are loaded once; the prompt is
prefilled, then each token is decoded against the KV cache held in the
module's state. The prompt (-p, --chat, --tokens), the sampling and the
stop rules are the eager engine's; the tokenizer comes from the model the
export was made from (the GGUF given, the GGUF its parameters are served
from, or a file of the manifest's source name beside the export directory
with the manifest's SHA-256), and without one only --tokens gives a
prompt. Generation stops at the cache's capacity (skaic export --ctx); an
explicit -n that needs a position past it is an error. --threads N sets
the runtime's worker count. The report adds the engine, the compile time,
the load time and the runtime process's peak memory.`

// ireeReport is run's report for --engine iree: the eager report's fields
// plus the compile and the load.
type ireeReport struct {
	*runReport
	Engine  string        `json:"engine"`
	Export  string        `json:"export"`
	Compile compileReport `json:"compile"`
	Load    struct {
		Seconds float64 `json:"seconds"`
	} `json:"load"`
	// RuntimePeakRSS is the IREE runtime process's peak resident set size.
	RuntimePeakRSS int64 `json:"runtime_peak_rss_bytes,omitempty"`
}

type compileReport struct {
	VMFB    string  `json:"vmfb"`
	Reused  bool    `json:"reused"`
	Seconds float64 `json:"seconds"`
}

// runIREE is skaic run --engine iree: the eager run's prompt, sampling,
// streaming and report, with IREE's runtime stepping.
func runIREE(cmd *cobra.Command, args []string, tokens string, steps int, logitsOut string, asJSON bool, gen genFlags, wf weightFormFlags, irf ireeRunFlags) error {
	src := ""
	if len(args) > 0 {
		src = args[0]
	}
	tgt, err := irf.parse()
	if err != nil {
		return failed(err)
	}
	po := ireehost.PrepareOptions{Target: tgt}
	if wf.changed(cmd) {
		ro, err := wf.options(nil)
		if err != nil {
			return failed(err)
		}
		po.Resolve = &ro
	}
	if src != "" && isDir(src) && (po.Resolve != nil || !tgt.IsZero()) {
		if po.Resolve != nil {
			return failed(fmt.Errorf("%s is an export: its weights were planned when it was exported (skaic export --profile/--weight-form/--weight-form-for)", src))
		}
		if e, err := ireehost.OpenExport(src); err == nil && e.Target != tgt {
			return failed(fmt.Errorf("%s was exported for target %s, not %s: export it again with --target %s", src, e.Target, tgt, tgt))
		}
	}
	p, err := ireehost.PrepareWith(src, po, cmd.ErrOrStderr())
	if err != nil {
		return failed(err)
	}
	// The model file, when known, gives the tokenizer, the default prompt,
	// the config and the text.
	var m *llama.Model
	switch {
	case p.Model != "":
		m, err = llama.Open(p.Model)
	case p.Demo:
		m, err = demo.Open()
	}
	if err != nil {
		return failed(err)
	}
	var text textIO
	var prompt []int32
	if m != nil {
		defer m.Close()
		text = textOf(m.File().Header)
		prompt, err = text.prompt(cmd, tokens, gen, m)
	} else if cmd.Flags().Changed("prompt") || gen.chat {
		err = fmt.Errorf("%s: the model it was exported from is not found (beside it, with the manifest's SHA-256), so there is no tokenizer for -p; give --tokens IDS", p.Export.Dir)
	} else if prompt, err = []int32{1}, nil; strings.TrimSpace(tokens) != "" {
		prompt, err = parseTokenList(tokens)
	}
	if err != nil {
		return failed(err)
	}
	capacity := p.Export.Capacity
	if !cmd.Flags().Changed("max-tokens") && !cmd.Flags().Changed("steps") {
		steps = max(0, min(steps, capacity-len(prompt)+1))
	} else if n := len(prompt) + max(steps-1, 0); n > capacity {
		return failed(&ireehost.CapacityError{Dir: p.Export.Dir, Position: n - 1, Capacity: capacity})
	}
	threads, _ := cmd.Flags().GetInt(threadsFlag)
	h, err := ireehost.LoadOn(p.Export, threads, irf.device)
	if err != nil {
		return failed(err)
	}
	defer h.Close()
	rep := &ireeReport{runReport: &runReport{Prompt: prompt, Generated: []int32{}}, Engine: "iree", Export: p.Export.Dir,
		Compile: compileReport{VMFB: h.Compile.VMFB, Reused: h.Compile.Reused, Seconds: h.Compile.Seconds}}
	rep.Load.Seconds = h.LoadTime().Seconds()
	rep.Model, rep.Threads = p.Export.Dir, threads
	if threads == 0 {
		rep.Threads = runtime.NumCPU()
	}
	if m != nil {
		rep.Model, rep.Config = m.Path(), m.Config()
		if p.Model == "" {
			rep.Model = demo.Name + " (built-in demo)"
		}
	}
	var stream io.Writer
	if !asJSON {
		stream = cmd.OutOrStdout()
	}
	// The prefill's logits of every position, for --logits.
	var all []float32
	step := generate.StepFunc(func(toks []int32, pos int) ([]float32, error) {
		if pos == 0 {
			a, err := h.Prefill(toks)
			if err != nil {
				return nil, err
			}
			all = a
			return a[(len(toks)-1)*h.Vocab():], nil
		}
		return h.Step(toks, pos)
	})
	res, err := generate.Run(step, prompt, text.options(gen, steps, capacity, stream))
	if err != nil {
		return failed(err)
	}
	rep.Generated, rep.Stop = res.Tokens, string(res.Stop)
	rep.Prefill, rep.Decode = timing(len(prompt), res.Prefill), timing(res.Steps, res.Decode)
	if gen.sampling.Temperature > 0 {
		rep.Seed = &res.Seed
	}
	if logitsOut != "" {
		a, err := npy.FromFloat32([]int64{int64(len(prompt)), int64(h.Vocab())}, all)
		if err != nil {
			return failed(err)
		}
		if err := npy.WriteFile(logitsOut, a); err != nil {
			return failed(err)
		}
		rep.Logits, rep.LogitsShape = logitsOut, a.Shape
	}
	rep.PromptText = text.text(rep.Prompt)
	if text.piece() != nil {
		rep.GeneratedText = &res.Text
	}
	if err := h.Close(); err != nil {
		return failed(fmt.Errorf("iree: %s: the runtime process: %w", p.Export.Dir, err))
	}
	rep.RuntimePeakRSS = h.PeakRSS()
	if asJSON {
		return writeJSON(cmd.OutOrStdout(), rep)
	}
	out := cmd.OutOrStdout()
	if t := rep.GeneratedText; t != nil && *t != "" && !strings.HasSuffix(*t, "\n") {
		fmt.Fprintln(out)
	}
	w := cmd.ErrOrStderr()
	rep.print(w)
	fmt.Fprintf(w, "engine     iree, %s\n", p.Export.Dir)
	if h.Compile.Reused {
		fmt.Fprintf(w, "compile    reused %s\n", h.Compile.VMFB)
	} else {
		fmt.Fprintf(w, "compile    %s in %s\n", h.Compile.VMFB, fmtSeconds(h.Compile.Seconds))
	}
	fmt.Fprintf(w, "load       %s\n", fmtSeconds(rep.Load.Seconds))
	if rep.RuntimePeakRSS > 0 {
		fmt.Fprintf(w, "memory     runtime process peak RSS %.1f MiB\n", float64(rep.RuntimePeakRSS)/(1<<20))
	}
	return nil
}
