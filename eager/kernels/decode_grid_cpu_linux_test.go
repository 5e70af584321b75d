package kernels

import (
	"fmt"
	"runtime"
	"testing"
	"time"

	"github.com/skainet/skaic/layout/quant"
)

// gridTypes are the grid i-quants and ternary types (decode_grid.go).
var gridTypes = []quant.Type{quant.IQ2_XXS, quant.IQ2_XS, quant.IQ2_S, quant.IQ3_XXS, quant.IQ3_S,
	quant.IQ1_S, quant.IQ1_M, quant.TQ1_0, quant.TQ2_0}

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
