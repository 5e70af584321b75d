// Command llvmgen measures the native library of the LLVM backend next to
// the eager engine: the packed dot products of llvmgen (matrix-vector
// products over a [rows, cols] weight of each encoding, one thread) in
// GB/s of weight bytes. bench/llvmgen/run.sh runs it; not part of CI.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/skainet/skaic/internal/tools"
	"github.com/skainet/skaic/layout"
)

func main() {
	work := flag.String("work", "", "folder for the module, the harness and the data (required)")
	encList := flag.String("encs", "F16,Q8_0,Q4_0,Q4_1,Q5_0,Q4_K,Q5_K,Q6_K,Q3_K,Q2_K", "encodings, comma-separated")
	rows := flag.Int("rows", 4096, "weight rows")
	cols := flag.Int("cols", 4096, "weight columns (a multiple of 256)")
	runs := flag.Int("runs", 5, "timed runs per side (the best is kept)")
	mcpu := flag.String("mcpu", "native", "llc -mcpu (empty: llc's default for the triple)")
	flag.Parse()
	if *work == "" {
		fmt.Fprintln(os.Stderr, "llvmgen: -work is required")
		os.Exit(2)
	}
	if err := mainErr(*work, *encList, *rows, *cols, *runs, *mcpu); err != nil {
		fmt.Fprintln(os.Stderr, "llvmgen:", err)
		os.Exit(1)
	}
}

func mainErr(work, encList string, rows, cols, runs int, mcpu string) error {
	var encs []layout.Encoding
	for _, s := range strings.Split(encList, ",") {
		enc, err := layout.ParseEncoding(strings.TrimSpace(s))
		if err != nil {
			return err
		}
		encs = append(encs, enc)
	}
	llc, err := tools.Find("llc")
	if err != nil {
		return err
	}
	cc, err := tools.Find("cc")
	if err != nil {
		return err
	}
	ks, err := benchKernels(work, encs, rows, cols, runs, llc, cc, mcpu)
	if err != nil {
		return err
	}
	fmt.Printf("packed matrix-vector product [%d, %d], one thread, best of %d runs (llc -O3 -mcpu=%s)\n\n", rows, cols, runs, mcpu)
	fmt.Println("| encoding | weight MiB | eager ms | LLVM ms | eager GB/s | LLVM GB/s | LLVM / eager speed | max rel. diff |")
	fmt.Println("|---|---:|---:|---:|---:|---:|---:|---:|")
	for _, k := range ks {
		gb := float64(k.weightBytes) / 1e9
		fmt.Printf("| %s | %.1f | %.3f | %.3f | %.1f | %.1f | %.2f | %.1e |\n", k.enc, float64(k.weightBytes)/(1<<20),
			k.eagerS*1e3, k.nativeS*1e3, gb/k.eagerS, gb/k.nativeS, k.eagerS/k.nativeS, k.maxRel)
	}
	return nil
}
