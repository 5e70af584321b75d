package bench

import (
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/skainet/skaic/eager/kernels"
)

func gemmKernelName() string { return kernels.GemmKernelName() }

// GEMMSizes are the square sizes of a run: 512 and 1024 (quick: 64).
func GEMMSizes(quick bool) []int {
	if quick {
		return []int{64}
	}
	return []int{512, 1024}
}

// GEMMName names the n³ product.
func GEMMName(n, threads int) string { return fmt.Sprintf("gemm f32 %d^3", n) }

// GEMMOperands returns pseudo-random n×n A and B and a C.
func GEMMOperands(n int) (a, b, c []float32) {
	r := rand.New(rand.NewPCG(uint64(n), 3))
	a, b, c = make([]float32, n*n), make([]float32, n*n), make([]float32, n*n)
	for i := range a {
		a[i], b[i] = float32(r.NormFloat64()), float32(r.NormFloat64())
	}
	return a, b, c
}

// RunGEMM measures kernels.Gemm at n³ on threads goroutines.
func RunGEMM(n, threads, reps int) Result {
	a, b, c := GEMMOperands(n)
	args := kernels.GemmArgs{M: n, N: n, K: n, A: a, B: b, C: c, Threads: threads}
	t0 := time.Now()
	_ = kernels.Gemm(args)
	ops := opsFor(time.Since(t0), repTarget)
	t := measure(reps, ops, func() {
		for range ops {
			_ = kernels.Gemm(args)
		}
	})
	r := t.result(GEMMName(n, threads), threads, reps)
	r.Flops = 2 * float64(n) * float64(n) * float64(n)
	r.Note = "kernel " + kernels.GemmKernelName()
	return r
}
