//go:build linux

package kernels

import (
	"fmt"
	"runtime"
	"testing"
	"time"
)

// BenchmarkFastBatchLimitThreadCPU measures what fast mode's batch limits
// (q8TypeBatchLimit, fastBatchLimitOf) are set from: for every type with
// a fast kernel, exact Linear against the fast batch kernels (LinearQ8,
// the activations' quantization included) at batches 2, 4 and 8, 256×14336
// weights in L3, one thread, thread CPU time, the best of groups of calls.
// A type's limit is the largest batch where fast wins on every machine
// measured; compare the two modes' cpu-µs/op of one run:
//
//	taskset -c 0 go test -run '^$' -bench FastBatchLimit -benchtime 15x ./eager/kernels/
func BenchmarkFastBatchLimitThreadCPU(b *testing.B) {
	const rows, cols, group = 256, 14336, 3
	for _, t := range q8Types {
		if !LinearQ8Supports(t) {
			continue
		}
		w := benchWeights(t, rows, cols)
		for _, batch := range []int{2, 3, 4, 8} {
			x := randNormal(newRand(7), batch*cols, 1)
			y := make([]float32, batch*rows)
			act := make([]float32, batch*Q8ActWords(t, cols))
			for _, mode := range []string{"exact", "fast"} {
				b.Run(fmt.Sprintf("%s/batch%d/%s", t, batch, mode), func(b *testing.B) {
					runtime.LockOSThread()
					defer runtime.UnlockOSThread()
					call := func() error {
						if mode == "exact" {
							return Linear(t, w, rows, cols, x, batch, y, nil)
						}
						if err := QuantizeQ8Act(t, x, batch, cols, act); err != nil {
							return err
						}
						return LinearQ8(t, w, rows, cols, act, batch, y)
					}
					best := time.Duration(1 << 62)
					for n := 0; n < b.N; n += group {
						c0 := threadCPU()
						for range group {
							if err := call(); err != nil {
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
}
