//go:build linux

package kernels

import (
	"fmt"
	"runtime"
	"testing"
	"time"
)

// BenchmarkLinearQ8GemmThreadCPU measures fast mode at prefill batches (8,
// 16, 64) against exact Linear in the same run, timed as
// BenchmarkLinearThreadCPU (thread CPU time, best of groups of calls,
// 256×14336 weights in L3, one thread, the activations' quantization
// included in fast mode):
//
//	go test -run '^$' -bench LinearQ8GemmThreadCPU ./eager/kernels/
func BenchmarkLinearQ8GemmThreadCPU(b *testing.B) {
	const rows, cols, group = 256, 14336, 3
	for _, t := range q8GemmTypes {
		w := benchWeights(t, rows, cols)
		for _, batch := range q8GemmBenchBatches {
			x := randNormal(newRand(7), batch*cols, 1)
			y := make([]float32, batch*rows)
			b.Run(fmt.Sprintf("%s/batch%d/exact-%s", t, batch, LinearKernel(t, batch)), func(b *testing.B) {
				runtime.LockOSThread()
				defer runtime.UnlockOSThread()
				best := time.Duration(1 << 62)
				for n := 0; n < b.N; n += group {
					c0 := threadCPU()
					for range group {
						if err := Linear(t, w, rows, cols, x, batch, y, nil); err != nil {
							b.Fatal(err)
						}
					}
					best = min(best, (threadCPU()-c0)/group)
				}
				reportCPU(b, best, len(w), rows*cols*batch)
			})
			if !LinearQ8Fast(t) {
				continue
			}
			b.Run(fmt.Sprintf("%s/batch%d/fast-%s", t, batch, LinearQ8KernelAt(t, batch)), func(b *testing.B) {
				runtime.LockOSThread()
				defer runtime.UnlockOSThread()
				act := make([]float32, batch*Q8ActWords(t, cols))
				best := time.Duration(1 << 62)
				for n := 0; n < b.N; n += group {
					c0 := threadCPU()
					for range group {
						if err := QuantizeQ8Act(t, x, batch, cols, act); err != nil {
							b.Fatal(err)
						}
						if err := LinearQ8(t, w, rows, cols, act, batch, y); err != nil {
							b.Fatal(err)
						}
					}
					best = min(best, (threadCPU()-c0)/group)
				}
				reportCPU(b, best, len(w), rows*cols*batch)
			})
		}
	}
}

// q8GemmBenchBatches are the batches BenchmarkLinearQ8GemmThreadCPU runs.
var q8GemmBenchBatches = []int{4, 8, 16, 32, 64}
