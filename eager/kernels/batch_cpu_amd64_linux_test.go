//go:build linux && amd64 && !purego

package kernels

import (
	"fmt"
	"runtime"
	"testing"
	"time"
	"unsafe"

	"github.com/skainet/skaic/layout/quant"
)

// BenchmarkGemm4x4ZThreadCPU times the batched AVX-512 kernel alone on a
// tile of T elements of four weight rows against two groups of four
// activation rows (batch 8; T=512: 24 KB, in L1), by thread CPU time:
// what the batched path's FMAs cost without the decoders and the driver.
func BenchmarkGemm4x4ZThreadCPU(b *testing.B) {
	if !useAVX512 {
		b.Skip("no AVX-512")
	}
	for _, T := range []int{256, 512, 1024, 4096} {
		b.Run(fmt.Sprintf("T%d", T), func(b *testing.B) {
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			r := newRand(3)
			w := randNormal(r, 4*T, 1)
			x := randNormal(r, 8*T, 1)
			var xoffs [8]int
			for i := range xoffs {
				xoffs[i] = 4 * i * T
			}
			var acc [32]lanes16
			const group = 100
			best := time.Duration(1 << 62)
			for n := 0; n < b.N; n += group {
				c0 := threadCPU()
				for range group {
					gemm4x4Z(unsafe.Pointer(&w[0]), 4*T, unsafe.Pointer(&x[0]), &xoffs[0], 2, 4*T, &acc[0])
				}
				best = min(best, (threadCPU()-c0)/group)
			}
			b.ReportMetric(2*32*float64(T)/best.Seconds()/1e9, "cpu-GFLOP/s")
		})
	}
}

// BenchmarkLinearBatchColdThreadCPU is the batched Linear at batch 8 with
// the weights cold in RAM (1024×14336, copies spanning coldBytes, a
// different copy each call), timed by thread CPU time: stalls on memory
// count, waiting for a core does not. The best of groups of calls.
//
//	go test -run '^$' -bench 'BatchColdThreadCPU' -benchtime 30x ./eager/kernels/
func BenchmarkLinearBatchColdThreadCPU(b *testing.B) {
	const rows, cols, batch = 1024, 14336, 8
	for _, t := range coldTypes {
		b.Run(fmt.Sprintf("%s/%s", t, LinearKernel(t, batch)), func(b *testing.B) {
			ws := coldCopies(t, rows, cols)
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			x := randNormal(newRand(7), batch*cols, 1)
			y := make([]float32, batch*rows)
			best := time.Duration(1 << 62)
			i := 0
			for n := 0; n < b.N; n++ {
				w := ws[i%len(ws)]
				i++
				c0 := threadCPU()
				if err := Linear(t, w, rows, cols, x, batch, y, nil); err != nil {
					b.Fatal(err)
				}
				best = min(best, threadCPU()-c0)
			}
			reportCPU(b, best, len(ws[0]), rows*cols*batch)
		})
	}
}

// BenchmarkGemm3xYThreadCPU is BenchmarkGemm4x4ZThreadCPU for the AVX2
// kernels: three weight rows against eight activation rows over T
// elements, as four pairs (gemm3x2Y) or two groups of four (gemm3x4Y).
func BenchmarkGemm3xYThreadCPU(b *testing.B) {
	if !simdAvailable {
		b.Skip("no AVX2")
	}
	kernels := []struct {
		name string
		run  func(w *[3]unsafe.Pointer, x unsafe.Pointer, xoffs *int, end int, acc *lanes16)
	}{
		{"3x2", func(w *[3]unsafe.Pointer, x unsafe.Pointer, xoffs *int, end int, acc *lanes16) {
			gemm3x2Y(w, x, xoffs, 4, end, acc)
		}},
		{"3x4", func(w *[3]unsafe.Pointer, x unsafe.Pointer, xoffs *int, end int, acc *lanes16) {
			gemm3x4Y(w, x, xoffs, 2, end, acc)
		}},
	}
	for _, k := range kernels {
		for _, T := range []int{256, 512, 1024, 4096} {
			b.Run(fmt.Sprintf("%s/T%d", k.name, T), func(b *testing.B) {
				runtime.LockOSThread()
				defer runtime.UnlockOSThread()
				r := newRand(3)
				w := randNormal(r, 3*T, 1)
				x := randNormal(r, 8*T, 1)
				wp := [3]unsafe.Pointer{unsafe.Pointer(&w[0]), unsafe.Pointer(&w[T]), unsafe.Pointer(&w[2*T])}
				var xoffs [8]int
				for i := range xoffs {
					xoffs[i] = 4 * i * T
				}
				var acc [24]lanes16
				const group = 100
				best := time.Duration(1 << 62)
				for n := 0; n < b.N; n += group {
					c0 := threadCPU()
					for range group {
						k.run(&wp, unsafe.Pointer(&x[0]), &xoffs[0], 4*T, &acc[0])
					}
					best = min(best, (threadCPU()-c0)/group)
				}
				b.ReportMetric(2*24*float64(T)/best.Seconds()/1e9, "cpu-GFLOP/s")
			})
		}
	}
}

// BenchmarkDecodeRowTileThreadCPU times the batched path's tile decoders
// alone: four rows' tiles of 1024 elements of a 4×14336 weight (in L2),
// reported as decoded elements per CPU-ns (the kernel gemm4x4Z dots
// about 7 elements per ns at batch 8: 16 FLOP per element at ~115
// GFLOP/s).
func BenchmarkDecodeRowTileThreadCPU(b *testing.B) {
	const rows, cols, tile = 4, 14336, 1024
	for _, t := range coldTypes {
		if t == quant.F32 {
			continue
		}
		b.Run(t.String(), func(b *testing.B) {
			w := benchWeights(t, rows, cols)
			p, err := planLinear("bench", t, w, rows, cols, make([]float32, cols), 1, make([]float32, rows), 0, rows)
			if err != nil {
				b.Fatal(err)
			}
			var buf [rows * tile]float32
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			const group = 20
			best := time.Duration(1 << 62)
			for n := 0; n < b.N; n += group {
				c0 := threadCPU()
				for range group {
					for c := 0; c+tile <= cols; c += tile {
						for r := range rows {
							p.decodeRowTile(w, r, c, buf[r*tile:(r+1)*tile], false)
						}
					}
				}
				best = min(best, (threadCPU()-c0)/group)
			}
			b.ReportMetric(float64(rows*(cols/tile*tile))/float64(best.Nanoseconds()), "elem/cpu-ns")
		})
	}
}
