// Command llvmgen measures the native library of the LLVM backend
// (`skaic export --backend llvm`, built with llc -O3 and cc) next to the
// eager engine and IREE, in one run (bench/llvmgen/run.sh drives it; not
// part of CI):
//
//   - generation: prefill and decode tokens/s of each model (the built-in
//     demo, or GGUFs), the native library driven by a small C program
//     against the export's model.h, eager and IREE through `skaic run`;
//     the greedy tokens of each engine are compared with the eager ones;
//   - kernels: the packed dot products of llvmgen (matrix-vector products
//     over a [rows, cols] weight of each encoding, one thread) against the
//     eager engine's Linear, in GB/s of weight bytes.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/skainet/skaic/internal/tools"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/models/demo"
)

func main() {
	work := flag.String("work", "", "folder for the exports, builds and data (required)")
	models := flag.String("models", "demo", "models for the generation table: demo or GGUF paths, comma-separated (empty: none)")
	skaic := flag.String("skaic", "skaic", "the skaic binary")
	promptLen := flag.Int("prompt", 16, "prompt tokens")
	steps := flag.Int("steps", 33, "tokens to generate (the first from the prefill)")
	iree := flag.Bool("iree", true, "also measure IREE (skaic run --engine iree; compiles the MLIR export)")
	encList := flag.String("encs", "F16,Q8_0,Q4_0,Q4_1,Q5_0,Q4_K,Q5_K,Q6_K,Q3_K,Q2_K,IQ4_NL,IQ4_XS,MXFP4", "encodings of the kernel table, comma-separated (empty: none)")
	rows := flag.Int("rows", 4096, "kernel table: weight rows")
	cols := flag.Int("cols", 4096, "kernel table: weight columns (a multiple of 256)")
	runs := flag.Int("runs", 5, "kernel table: timed runs per side (the best is kept)")
	mcpu := flag.String("mcpu", "native", "llc -mcpu (empty: llc's default for the triple)")
	flag.Parse()
	if *work == "" {
		fmt.Fprintln(os.Stderr, "llvmgen: -work is required")
		os.Exit(2)
	}
	if err := mainErr(*work, *models, *skaic, *promptLen, *steps, *iree, *encList, *rows, *cols, *runs, *mcpu); err != nil {
		fmt.Fprintln(os.Stderr, "llvmgen:", err)
		os.Exit(1)
	}
}

func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

func mainErr(work, models, skaic string, promptLen, steps int, iree bool, encList string, rows, cols, runs int, mcpu string) error {
	if err := os.MkdirAll(work, 0o755); err != nil {
		return err
	}
	llc, err := tools.Find("llc")
	if err != nil {
		return err
	}
	cc, err := tools.Find("cc")
	if err != nil {
		return err
	}
	if ms := splitList(models); len(ms) > 0 {
		prompt := make([]int, promptLen)
		for i := range prompt {
			prompt[i] = 1 + (i*37)%50
		}
		fmt.Printf("generation: prompt %d tokens, %d generated (%d decode steps), one process per engine; native: llc -O3 -mcpu=%s\n\n", promptLen, steps, steps-1, mcpu)
		fmt.Println("| model | engine | prefill tok/s | decode tok/s | native build | peak RSS | same tokens as eager |")
		fmt.Println("|---|---|---:|---:|---:|---:|---|")
		for _, m := range ms {
			file, label := m, strings.TrimSuffix(filepath.Base(m), ".gguf")
			if m == "demo" {
				file = filepath.Join(work, demo.Name)
				if err := demo.Write(file); err != nil {
					return err
				}
			}
			rs, err := benchModel(work, skaic, file, label, prompt, steps, llc, cc, mcpu, iree)
			if err != nil {
				return err
			}
			var eager *genReport
			for _, r := range rs {
				if r.engine == "eager" {
					eager = r.r
				}
			}
			for _, r := range rs {
				build, same := "–", ""
				if r.build > 0 {
					build = fmt.Sprintf("%.1f s", r.build.Seconds())
				}
				if r.r != eager {
					same = fmt.Sprint(fmt.Sprint(r.r.Generated) == fmt.Sprint(eager.Generated))
				}
				fmt.Printf("| %s | %s | %.1f | %.2f | %s | %s | %s |\n", r.model, r.engine, r.r.Prefill.TokensPerSecond,
					r.r.Decode.TokensPerSecond, build, mib(r.r.peak), same)
			}
		}
		fmt.Println()
	}

	var encs []layout.Encoding
	for _, s := range splitList(encList) {
		enc, err := layout.ParseEncoding(s)
		if err != nil {
			return err
		}
		encs = append(encs, enc)
	}
	if len(encs) == 0 {
		return nil
	}
	ks, err := benchKernels(work, encs, rows, cols, runs, llc, cc, mcpu)
	if err != nil {
		return err
	}
	fmt.Printf("kernels: packed matrix-vector product [%d, %d], one thread, best of %d runs (llc -O3 -mcpu=%s)\n\n", rows, cols, runs, mcpu)
	fmt.Println("| encoding | weight MiB | eager ms | LLVM ms | eager GB/s | LLVM GB/s | LLVM / eager speed | max rel. diff |")
	fmt.Println("|---|---:|---:|---:|---:|---:|---:|---:|")
	for _, k := range ks {
		gb := float64(k.weightBytes) / 1e9
		fmt.Printf("| %s | %.1f | %.3f | %.3f | %.1f | %.1f | %.2f | %.1e |\n", k.enc, float64(k.weightBytes)/(1<<20),
			k.eagerS*1e3, k.nativeS*1e3, gb/k.eagerS, gb/k.nativeS, k.eagerS/k.nativeS, k.maxRel)
	}
	return nil
}

func mib(b int64) string {
	if b <= 0 {
		return "?"
	}
	return fmt.Sprintf("%.0f MiB", float64(b)/(1<<20))
}
