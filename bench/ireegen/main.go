// Command ireegen measures generation on IREE's runtime next to the eager
// engine, on the same model, prompt and steps, in one run (run.sh drives
// it; not part of CI):
//
//	ireegen DIR [-models demo,smollm2,synth-1g] [-forms as-stored,planar,dense] [-prompt 16] [-steps 33] [-threads N] [-skaic PATH]
//
// For each model it runs `skaic run` eagerly, then for each weights form
// exports a generation module (DIR/NAME-FORM-export: as stored with the
// weights served from the GGUF, planar and dense from an archive) and
// runs `skaic run --engine iree` twice in their own processes: with a
// fresh compile (its time is the compile time), and again with the
// compiled module reused (the speeds of that run are reported), next to
// the archive's size against the GGUF's. Peak memory is each process tree's largest
// resident set (the skaic process, or for IREE the runtime process it
// starts, whichever is larger). The synthetic model is
// bench.SynthLlama1G (≈ 1.1 GB: Q8_0 attention and embeddings, Q4_K
// feed-forward), written to DIR once.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/skainet/skaic/bench"
	"github.com/skainet/skaic/export"
	"github.com/skainet/skaic/internal/realmodels"
	"github.com/skainet/skaic/models/demo"
)

type timing struct {
	Tokens          int     `json:"tokens"`
	Seconds         float64 `json:"seconds"`
	TokensPerSecond float64 `json:"tokens_per_second"`
}

type report struct {
	Generated []int32 `json:"generated"`
	Prefill   timing  `json:"prefill"`
	Decode    timing  `json:"decode"`
	Compile   struct {
		Reused  bool    `json:"reused"`
		Seconds float64 `json:"seconds"`
	} `json:"compile"`
	Load struct {
		Seconds float64 `json:"seconds"`
	} `json:"load"`
	RuntimePeakRSS int64 `json:"runtime_peak_rss_bytes"`
	peak           int64
}

func main() {
	if len(os.Args) < 2 || strings.HasPrefix(os.Args[1], "-") {
		fmt.Fprintln(os.Stderr, "usage: ireegen DIR [-models demo,synth-1g] [-prompt N] [-steps N] [-skaic PATH]")
		os.Exit(2)
	}
	dir := os.Args[1]
	fs := flag.NewFlagSet("ireegen", flag.ExitOnError)
	models := fs.String("models", "demo,synth-1g", "models to measure (demo, smollm2: the cached real SmolLM2-135M Q4_1, synth-1g, or a GGUF path)")
	forms := fs.String("forms", "as-stored", "weights forms to export (as-stored, planar, dense, default)")
	threads := fs.Int("threads", 0, "threads for both engines (0: each engine's default)")
	promptLen := fs.Int("prompt", 16, "prompt tokens")
	steps := fs.Int("steps", 33, "tokens to generate (the first from the prefill)")
	skaic := fs.String("skaic", "skaic", "the skaic binary")
	fs.Parse(os.Args[2:])
	if err := run(dir, strings.Split(*models, ","), strings.Split(*forms, ","), *promptLen, *steps, *threads, *skaic); err != nil {
		fmt.Fprintln(os.Stderr, "ireegen:", err)
		os.Exit(1)
	}
}

func run(dir string, models, forms []string, promptLen, steps, threads int, skaic string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	fmt.Println("| model | engine | weights | prefill tok/s | decode tok/s | compile | load | peak RSS | archive / GGUF | same tokens |")
	fmt.Println("|---|---|---|---:|---:|---:|---:|---:|---:|---|")
	for _, name := range models {
		var file string
		switch name {
		case "demo":
			file = filepath.Join(dir, demo.Name)
			if err := demo.Write(file); err != nil {
				return err
			}
		case "synth-1g":
			file = filepath.Join(dir, "synth-1g.gguf")
			if _, err := os.Stat(file); err != nil {
				if err := bench.SynthLlama1G.Write(file); err != nil {
					return err
				}
			}
		case "smollm2":
			file = filepath.Join(realmodels.Dir(), "models", realmodels.SmolLM2)
		default:
			if !strings.HasSuffix(name, ".gguf") {
				return fmt.Errorf("unknown model %q (want demo, smollm2, synth-1g or a GGUF path)", name)
			}
			file, name = name, strings.TrimSuffix(filepath.Base(name), ".gguf")
		}
		st, err := os.Stat(file)
		if err != nil {
			return err
		}
		toks := make([]string, promptLen)
		for i := range toks {
			toks[i] = fmt.Sprint(1 + (i*37)%50)
		}
		args := []string{"--tokens", strings.Join(toks, ","), "--steps", fmt.Sprint(steps), "--json"}
		if threads > 0 {
			args = append(args, "--threads", fmt.Sprint(threads))
		}
		eager, err := skaicRun(skaic, append([]string{"run", file}, args...))
		if err != nil {
			return err
		}
		fmt.Printf("| %s | eager | – | %.1f | %.2f | – | – | %s | – | |\n", name, eager.Prefill.TokensPerSecond, eager.Decode.TokensPerSecond, mib(eager.peak))
		for _, form := range forms {
			exp := filepath.Join(dir, name+"-"+form+"-export")
			params := export.ParamsIRPA
			if form == string(export.WeightsAsStored) {
				params = export.ParamsGGUF
			}
			fmt.Fprintf(os.Stderr, "exporting %s to %s\n", file, exp)
			res, err := export.Run(export.Options{Model: file, Out: exp, Params: params, Weights: export.WeightsMode(form), Reference: export.ReferenceOff, Force: true})
			if err != nil {
				return err
			}
			archive := "1.00× (the GGUF)"
			if params == export.ParamsIRPA {
				archive = fmt.Sprintf("%.2f×", float64(res.Manifest.Parameters.Bytes)/float64(st.Size()))
			}
			os.Remove(filepath.Join(exp, "model.vmfb.key")) // a fresh compile
			first, err := skaicRun(skaic, append([]string{"run", exp, "--engine", "iree"}, args...))
			if err != nil {
				return err
			}
			again, err := skaicRun(skaic, append([]string{"run", exp, "--engine", "iree"}, args...))
			if err != nil {
				return err
			}
			if first.Compile.Reused || !again.Compile.Reused {
				return fmt.Errorf("%s: compile reused %v then %v; want a compile, then reuse", name, first.Compile.Reused, again.Compile.Reused)
			}
			same := fmt.Sprint(eager.Generated) == fmt.Sprint(again.Generated)
			fmt.Printf("| %s | iree | %s | %.1f | %.2f | %.1f s | %.2f s | %s | %s | %v |\n", name, res.Manifest.Weights, again.Prefill.TokensPerSecond, again.Decode.TokensPerSecond,
				first.Compile.Seconds, again.Load.Seconds, mib(max(again.peak, again.RuntimePeakRSS)), archive, same)
		}
	}
	fmt.Printf("\nprompt %d tokens, %d generated (%d decode steps); IREE speeds from the run that reused the compiled module\n", promptLen, steps, steps-1)
	return nil
}

// skaicRun runs skaic with args and reads its JSON report and the
// process tree's peak RSS.
func skaicRun(skaic string, args []string) (*report, error) {
	cmd := exec.Command(skaic, args...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("skaic %s: %v: %s", strings.Join(args, " "), err, strings.TrimSpace(errb.String()))
	}
	var r report
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		return nil, fmt.Errorf("skaic %s: %v", strings.Join(args, " "), err)
	}
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		r.peak = ru.Maxrss * 1024
	}
	return &r, nil
}

func mib(b int64) string {
	if b <= 0 {
		return "?"
	}
	return fmt.Sprintf("%.0f MiB", float64(b)/(1<<20))
}
