//go:build linux

package kernels

import (
	"fmt"
	"runtime"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// threadCPU is the calling thread's CPU time.
func threadCPU() time.Duration {
	var ts unix.Timespec
	if err := unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts); err != nil {
		panic(err)
	}
	return time.Duration(ts.Nano())
}

// BenchmarkLinearThreadCPU measures the Linear kernels by the CPU time of
// the thread that runs them, not by the clock: on a machine shared with
// other jobs the time the thread waits for a core does not count, so the
// figures move far less than wall-clock ones (the core's other hardware
// thread and the shared caches still disturb them). 256×14336 weights (in
// L3), batch 1, 2, 4 and 8, one thread, exact and (where it has a SIMD kernel)
// fast, the activations' quantization included; it reports the best of
// groups of ten calls as cpu-µs/op, cpu-GB/s of weights and cpu-GFLOP/s.
//
//	go test -run '^$' -bench LinearThreadCPU ./eager/kernels/
//	GODEBUG=cpu.avx512f=off go test -run '^$' -bench LinearThreadCPU ./eager/kernels/
func BenchmarkLinearThreadCPU(b *testing.B) {
	const rows, cols, group = 256, 14336, 10
	for _, t := range coldTypes {
		w := benchWeights(t, rows, cols)
		for _, batch := range []int{1, 2, 4, 8} {
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
			if !LinearQ8Supports(t) || !LinearQ8Fast(t) {
				continue
			}
			b.Run(fmt.Sprintf("%s/batch%d/fast-%s", t, batch, LinearQ8Kernel(t)), func(b *testing.B) {
				runtime.LockOSThread()
				defer runtime.UnlockOSThread()
				x := randNormal(newRand(7), batch*cols, 1)
				act := make([]float32, batch*Q8ActWords(t, cols))
				y := make([]float32, batch*rows)
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

// BenchmarkGemmThreadCPU is the F32 GEMM at 1024³ on one thread, timed
// as BenchmarkLinearThreadCPU: the reference of the batched Linear's
// GFLOP/s under the same conditions.
func BenchmarkGemmThreadCPU(b *testing.B) {
	const n = 1024
	r := newRand(9)
	a, bm, c := randNormal(r, n*n, 1), randNormal(r, n*n, 1), make([]float32, n*n)
	args := GemmArgs{M: n, N: n, K: n, A: a, B: bm, C: c, Threads: 1}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	best := time.Duration(1 << 62)
	for b.Loop() {
		c0 := threadCPU()
		if err := Gemm(args); err != nil {
			b.Fatal(err)
		}
		best = min(best, threadCPU()-c0)
	}
	b.ReportMetric(2*n*n*n/best.Seconds()/1e9, "cpu-GFLOP/s")
}

func reportCPU(b *testing.B, best time.Duration, bytes, macs int) {
	b.ReportMetric(float64(best.Nanoseconds())/1e3, "cpu-µs/op")
	b.ReportMetric(float64(bytes)/best.Seconds()/1e9, "cpu-GB/s")
	b.ReportMetric(2*float64(macs)/best.Seconds()/1e9, "cpu-GFLOP/s")
}
