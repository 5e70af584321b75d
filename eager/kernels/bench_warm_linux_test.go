package kernels

import (
	"syscall"
	"testing"

	"github.com/skainet/skaic/layout/quant"
)

// BenchmarkLinearWarm: the matrix-vector product over a 256×4096 weight,
// small enough to stay in L2: the kernels' instruction cost without the
// memory system's. cpu-ns/op is the process's CPU time per call, which
// time shared with other processes inflates less than ns/op.
func BenchmarkLinearWarm(b *testing.B) {
	const rows, cols = 256, 4096
	for _, t := range []quant.Type{quant.Q2_K, quant.Q3_K, quant.Q4_0, quant.Q5_0, quant.Q5_1, quant.Q4_K} {
		b.Run(t.String(), func(b *testing.B) {
			w := benchWeights(t, rows, cols)
			x := randNormal(newRand(7), cols, 1)
			y := make([]float32, rows)
			scratch := make([]float32, LinearScratchLen(t, rows, cols, 1))
			b.SetBytes(int64(len(w)))
			var r0, r1 syscall.Rusage
			syscall.Getrusage(syscall.RUSAGE_SELF, &r0)
			for range b.N {
				if err := Linear(t, w, rows, cols, x, 1, y, scratch); err != nil {
					b.Fatal(err)
				}
			}
			syscall.Getrusage(syscall.RUSAGE_SELF, &r1)
			cpu := (r1.Utime.Nano() - r0.Utime.Nano()) + (r1.Stime.Nano() - r0.Stime.Nano())
			b.ReportMetric(float64(cpu)/float64(b.N), "cpu-ns/op")
		})
	}
}
