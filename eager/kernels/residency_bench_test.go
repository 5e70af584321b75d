//go:build linux

package kernels

import (
	"fmt"
	"runtime"
	"testing"
	"time"

	"github.com/skainet/skaic/layout/quant"
)

// BenchmarkMatvecResidencyThreadCPU tells instruction-bound from
// memory-bound batch-1 kernels: the exact Linear, the fast one (the
// activation quantization included, as fast mode runs it) and the
// quantization alone ("quant"), over 14336 columns, with the weight resident
// in L2 (128 rows, read again every call) or cold (4096 rows, a different
// copy of coldCopies each call). Where hot and cold run at about the same
// bytes per second the kernel is bound by its instructions; where hot is
// much faster, by memory. Timed by thread CPU time, the best of groups of
// calls (the machine is shared); cpu-GB/s counts weight bytes.
//
//	taskset -c 0 go test -run - -bench MatvecResidency -benchtime 40x ./eager/kernels/
func BenchmarkMatvecResidencyThreadCPU(b *testing.B) {
	const cols = 14336
	for _, t := range []quant.Type{quant.Q8_0, quant.Q4_0, quant.Q4_1, quant.Q5_0, quant.Q5_1, quant.Q2_K, quant.Q3_K,
		quant.Q4_K, quant.Q5_K, quant.Q6_K, quant.IQ4_NL, quant.IQ4_XS, quant.MXFP4} {
		if !LinearQ8Supports(t) {
			continue
		}
		for _, res := range []string{"l2", "cold"} {
			var ws [][]byte
			if res == "l2" {
				ws = [][]byte{benchWeights(t, 128, cols)}
			} else {
				ws = coldCopies(t, 4096, cols)
			}
			rows := 128
			if res == "cold" {
				rows = 4096
			}
			x := randNormal(newRand(7), cols, 1)
			y := make([]float32, rows)
			scratch := make([]float32, LinearScratchLen(t, rows, cols, 1))
			act := make([]float32, Q8ActWords(t, cols))
			for _, mode := range []string{"exact", "fast", "quant"} {
				if mode == "quant" && res == "cold" {
					continue
				}
				b.Run(fmt.Sprintf("%s_%s_%s", t, res, mode), func(b *testing.B) {
					runtime.LockOSThread()
					defer runtime.UnlockOSThread()
					call := func(w []byte) error {
						switch mode {
						case "exact":
							return Linear(t, w, rows, cols, x, 1, y, scratch)
						case "quant":
							return QuantizeQ8Act(t, x, 1, cols, act)
						}
						if err := QuantizeQ8Act(t, x, 1, cols, act); err != nil {
							return err
						}
						return LinearQ8(t, w, rows, cols, act, 1, y)
					}
					const group = 4
					best := time.Duration(1 << 62)
					for n, i := 0, 0; n < b.N; n += group {
						c0 := threadCPU()
						for range group {
							if err := call(ws[i%len(ws)]); err != nil {
								b.Fatal(err)
							}
							i++
						}
						best = min(best, (threadCPU()-c0)/group)
					}
					b.ReportMetric(float64(best.Nanoseconds())/1e3, "cpu-µs")
					if mode != "quant" {
						b.ReportMetric(float64(len(ws[0]))/best.Seconds()/1e9, "cpu-GB/s")
					}
				})
			}
		}
	}
}
