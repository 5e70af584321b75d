package kernels

import (
	"fmt"
	"runtime"
	"testing"
	"time"

	"github.com/skainet/skaic/layout/quant"
)

// BenchmarkGridThreadCPU is BenchmarkLinearThreadCPU for the grid
// i-quants and ternary types, with Q4_K (a SIMD decoder and fused kernel)
// as the baseline of the same run: 256×14336, batch 1 and 8, one thread,
// best of groups of ten calls by thread CPU time.
//
//	go test -run '^$' -bench GridThreadCPU ./eager/kernels/
func BenchmarkGridThreadCPU(b *testing.B) {
	const rows, cols, group = 256, 14336, 10
	for _, t := range append([]quant.Type{quant.Q4_K}, gridTypes...) {
		w := benchWeights(t, rows, cols)
		for _, batch := range []int{1, 8} {
			b.Run(fmt.Sprintf("%s/batch%d/%s", t, batch, LinearKernel(t, batch)), func(b *testing.B) {
				runtime.LockOSThread()
				defer runtime.UnlockOSThread()
				x := randNormal(newRand(7), batch*cols, 1)
				y := make([]float32, batch*rows)
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
		}
	}
}
