package bench

import (
	"fmt"
	"runtime"
	"testing"

	"gonum.org/v1/gonum/blas"
	"gonum.org/v1/gonum/blas/gonum"

	"github.com/skainet/skaic/eager/kernels"
	"github.com/skainet/skaic/models/demo"
)

// The figures of `skaic bench` as Go benchmarks, for benchstat:
//
//	go test -run '^$' -bench . -count 6 ./bench/ | tee new.txt
//
// MB/s is weight (or buffer) bytes per second; GFLOP/s and tok/s are
// reported metrics. Linear runs with cold weights (a rotation of distinct
// copies spanning 512 MiB), threads=1 and threads=GOMAXPROCS. Sgemm is
// gonum's pure-Go BLAS — a test-only dependency, never linked into skaic —
// measured in the same run as the GEMM it is the baseline of.

func threadCounts() []int {
	if n := runtime.GOMAXPROCS(0); n > 1 {
		return []int{1, n}
	}
	return []int{1}
}

func BenchmarkReadBandwidth(b *testing.B) {
	buf, err := NewBuffer(1 << 30)
	if err != nil {
		b.Fatal(err)
	}
	defer buf.Free()
	x := f32s(buf.Bytes())
	for i := range x {
		x[i] = 1
	}
	for _, th := range threadCounts() {
		b.Run(fmt.Sprintf("threads=%d", th), func(b *testing.B) {
			pool := NewPool(th)
			defer pool.Close()
			sums := make([]float32, th)
			b.SetBytes(int64(len(buf.Bytes())))
			for range b.N {
				pool.Run(func(part, parts int) {
					lo, hi := split(len(x), 1024, part, parts)
					sums[part] = SumF32(x[lo:hi])
				})
			}
		})
	}
}

func BenchmarkLinearCold(b *testing.B) {
	for _, c := range append(LinearCases(false), FastLinearCases(false)...) {
		name := fmt.Sprintf("%s_%dx%d", c.Type, c.Rows, c.Cols)
		if c.Fast {
			name = "fast_" + name
		}
		b.Run(name, func(b *testing.B) {
			buf, ws, err := c.Weights()
			if err != nil {
				b.Fatal(err)
			}
			defer buf.Free()
			for _, batch := range c.Batches {
				for _, th := range threadCounts() {
					b.Run(fmt.Sprintf("batch=%d/threads=%d", batch, th), func(b *testing.B) {
						r := c.NewRunner(ws, batch, th)
						defer r.Close()
						if err := r.Step(); err != nil {
							b.Fatal(err)
						}
						b.SetBytes(int64(c.WeightBytes()))
						b.ResetTimer()
						for range b.N {
							_ = r.Step()
						}
						b.ReportMetric(2*float64(c.Rows*c.Cols*batch)*float64(b.N)/b.Elapsed().Seconds()/1e9, "GFLOP/s")
					})
				}
			}
		})
	}
}

// BenchmarkGEMM runs kernels.Gemm and gonum's Sgemm on the same operands,
// one after the other; the gonum sub-benchmark is the baseline.
func BenchmarkGEMM(b *testing.B) {
	for _, n := range GEMMSizes(false) {
		a, bm, c := GEMMOperands(n)
		flops := 2 * float64(n) * float64(n) * float64(n)
		for _, th := range threadCounts() {
			b.Run(fmt.Sprintf("skaic/%d/threads=%d", n, th), func(b *testing.B) {
				args := kernels.GemmArgs{M: n, N: n, K: n, A: a, B: bm, C: c, Threads: th}
				_ = kernels.Gemm(args)
				b.ResetTimer()
				for range b.N {
					_ = kernels.Gemm(args)
				}
				b.ReportMetric(flops*float64(b.N)/b.Elapsed().Seconds()/1e9, "GFLOP/s")
			})
		}
		// gonum parallelizes Sgemm over GOMAXPROCS on its own.
		b.Run(fmt.Sprintf("gonum/%d/threads=%d", n, runtime.GOMAXPROCS(0)), func(b *testing.B) {
			var impl gonum.Implementation
			for range b.N {
				impl.Sgemm(blas.NoTrans, blas.NoTrans, n, n, n, 1, a, n, bm, n, 0, c, n)
			}
			b.ReportMetric(flops*float64(b.N)/b.Elapsed().Seconds()/1e9, "GFLOP/s")
		})
	}
}

func BenchmarkDemo(b *testing.B) {
	m, err := demo.Open()
	if err != nil {
		b.Fatal(err)
	}
	defer m.Close()
	b.Run("prefill", func(b *testing.B) {
		for range b.N {
			if _, err := m.Prefill(make([]int32, DemoPrompt)); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(DemoPrompt*b.N)/b.Elapsed().Seconds(), "tok/s")
	})
	b.Run("decode", func(b *testing.B) {
		if _, err := m.Prefill(make([]int32, DemoPrompt)); err != nil {
			b.Fatal(err)
		}
		b.ReportAllocs()
		b.ResetTimer()
		for i := range b.N {
			pos := DemoPrompt + i%(m.CacheLen()-DemoPrompt)
			if _, err := m.Decode(int32(i%demo.Vocab), pos); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "tok/s")
	})
}
