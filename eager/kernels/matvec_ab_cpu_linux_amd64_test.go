//go:build amd64 && !purego && linux

package kernels

import (
	"fmt"
	"math"
	"runtime"
	"testing"
	"time"
	"unsafe"

	"github.com/skainet/skaic/layout/quant"
)

// matvecKernel8 is a fused kernel over eight rows in the mv8*Z conventions
// (runFused); the four-row AVX2 kernels are run as two calls, as runFused
// runs them.
type matvecKernel8 func(base unsafe.Pointer, offs *[8]int, stride, end int, x unsafe.Pointer, acc *[8]lanes16, pf unsafe.Pointer)

type matvecKernel4 func(base unsafe.Pointer, offs *[4]int, stride, end int, x unsafe.Pointer, acc *[4]lanes16, pf unsafe.Pointer)

// pair4 runs a four-row kernel over eight rows as runFused does.
func pair4(k matvecKernel4) matvecKernel8 {
	return func(base unsafe.Pointer, offs *[8]int, stride, end int, x unsafe.Pointer, acc *[8]lanes16, pf unsafe.Pointer) {
		var pf1 unsafe.Pointer
		if pf != nil {
			pf1 = unsafe.Add(base, offs[4])
		}
		k(base, (*[4]int)(offs[0:4]), stride, end, x, (*[4]lanes16)(acc[0:4]), pf1)
		k(base, (*[4]int)(offs[4:8]), stride, end, x, (*[4]lanes16)(acc[4:8]), pf)
	}
}

// matvecVariant is one kernel of a type to time against the others.
type matvecVariant struct {
	name   string
	t      quant.Type
	avx512 bool // needs useAVX512 (otherwise simdAvailable)
	k      matvecKernel8
}

// matvecVariants are the kernels BenchmarkMatvecABThreadCPU times against
// each other, per type: the dispatched kernel and any candidate.
var matvecVariants = []matvecVariant{
	{"mv8Q4_1Z", quant.Q4_1, true, mv8Q4_1Z},
	{"mv8Q5_0Z", quant.Q5_0, true, mv8Q5_0Z},
	{"mv8Q5_1Z", quant.Q5_1, true, mv8Q5_1Z},
	{"mv4Q4_0Y", quant.Q4_0, false, pair4(mv4Q4_0Y)},
	{"mv4Q4_1L", quant.Q4_1, false, pair4(mv4Q4_1L)},
	{"mv4Q5_0L", quant.Q5_0, false, pair4(mv4Q5_0L)},
	{"mv4Q5_1L", quant.Q5_1, false, pair4(mv4Q5_1L)},
}

// matvecWith computes y = W·x (row-major, rows a multiple of eight) with
// kernel k, the next row group prefetched as on AMD cores.
func matvecWith(k matvecKernel8, t quant.Type, w []byte, rows, cols int, x, y []float32) {
	rowBytes := cols / t.BlockElems() * t.BlockBytes()
	base := unsafe.Pointer(unsafe.SliceData(w))
	xp := unsafe.Pointer(unsafe.SliceData(x))
	var offs [8]int
	for o := 0; o < rows; o += 8 {
		var acc [8]lanes16
		for i := range offs {
			offs[i] = (o + i) * rowBytes
		}
		pf := unsafe.Add(base, min(o+8, rows-1)*rowBytes)
		k(base, &offs, t.BlockBytes(), rowBytes, xp, &acc, pf)
		for i := range 8 {
			y[o+i] = acc[i].sum()
		}
	}
}

// BenchmarkMatvecABThreadCPU times the batch-1 kernels of a type against
// each other (matvecVariants) in one run: groups of calls of each kernel
// interleaved, so that the machine's load falls on all alike, the best
// group per kernel reported as NAME-GB/s (weight bytes per thread CPU
// second). 128×14336 weights (in L2, read again every call: the kernels
// are bound by their instructions there) or 4096×14336 cold (a different
// copy each call). The results of every kernel are checked bitwise
// against the first one's.
//
//	go test -run '^$' -bench MatvecAB -benchtime 200x ./eager/kernels/
//	GODEBUG=cpu.avx512f=off go test -run '^$' -bench MatvecAB -benchtime 200x ./eager/kernels/
func BenchmarkMatvecABThreadCPU(b *testing.B) {
	const cols, group = 14336, 4
	for _, t := range []quant.Type{quant.Q4_0, quant.Q4_1, quant.Q5_0, quant.Q5_1} {
		var vs []matvecVariant
		for _, v := range matvecVariants {
			if v.t == t && simdAvailable && v.avx512 == useAVX512 {
				vs = append(vs, v)
			}
		}
		if len(vs) == 0 {
			continue
		}
		for _, res := range []string{"l2", "cold"} {
			rows := 128
			ws := [][]byte{benchWeights(t, rows, cols)}
			if res == "cold" {
				rows = 4096
				ws = coldCopies(t, rows, cols)
			}
			b.Run(fmt.Sprintf("%s_%s", t, res), func(b *testing.B) {
				runtime.LockOSThread()
				defer runtime.UnlockOSThread()
				x := randNormal(newRand(7), cols, 1)
				ys := make([][]float32, len(vs))
				for i := range ys {
					ys[i] = make([]float32, rows)
					matvecWith(vs[i].k, t, ws[0], rows, cols, x, ys[i])
					for r := range rows {
						if math.Float32bits(ys[i][r]) != math.Float32bits(ys[0][r]) {
							b.Fatalf("%s row %d: %g, %s: %g", vs[i].name, r, ys[i][r], vs[0].name, ys[0][r])
						}
					}
				}
				best := make([]time.Duration, len(vs))
				for i := range best {
					best[i] = 1 << 62
				}
				c := 0
				for n := 0; n < b.N; n += group * len(vs) {
					for i, v := range vs {
						c0 := threadCPU()
						for range group {
							matvecWith(v.k, t, ws[c%len(ws)], rows, cols, x, ys[i])
							c++
						}
						best[i] = min(best[i], (threadCPU()-c0)/group)
					}
				}
				for i, v := range vs {
					b.ReportMetric(float64(len(ws[0]))/best[i].Seconds()/1e9, v.name+"-GB/s")
				}
			})
		}
	}
}
