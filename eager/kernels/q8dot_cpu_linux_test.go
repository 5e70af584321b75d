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

// q8dot4Func is the signature of the fast kernels (q8act_amd64.go).
type q8dot4Func func(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs, y *[4]float32, sc *[260]float32, pf unsafe.Pointer)

// q8dot4Kernel is one fast kernel as the thread-CPU benchmark runs it.
type q8dot4Kernel struct {
	name string
	t    quant.Type
	vnni bool // needs AVX-512 VNNI (and VBMI)
	f    q8dot4Func
}

// q8dot4Kernels are the kernels BenchmarkQ8Dot4ThreadCPU runs, by type.
var q8dot4Kernels = []q8dot4Kernel{
	{"avx512-vnni", quant.Q8_0, true, q8dot4Q8_0}, {"avx2", quant.Q8_0, false, q8dot4Q8_0Y},
	{"avx512-vnni", quant.Q4_0, true, q8dot4Q4_0}, {"avx2", quant.Q4_0, false, q8dot4Q4_0Y},
	{"avx512-vnni", quant.Q4_1, true, q8dot4Q4_1}, {"avx2", quant.Q4_1, false, q8dot4Q4_1Y},
	{"avx512-vnni", quant.Q5_0, true, q8dot4Q5_0}, {"avx2", quant.Q5_0, false, q8dot4Q5_0Y},
	{"avx512-vnni", quant.Q5_1, true, q8dot4Q5_1}, {"avx2", quant.Q5_1, false, q8dot4Q5_1Y},
	{"avx512-vnni", quant.Q2_K, true, q8dot4Q2_K}, {"avx2", quant.Q2_K, false, q8dot4Q2_KY},
	{"avx512-vnni", quant.Q3_K, true, q8dot4Q3_K}, {"avx2", quant.Q3_K, false, q8dot4Q3_KY},
	{"avx512-vnni", quant.Q4_K, true, q8dot4Q4_K}, {"avx2", quant.Q4_K, false, q8dot4Q4_KY},
	{"avx512-vnni", quant.Q5_K, true, q8dot4Q5_K}, {"avx2", quant.Q5_K, false, q8dot4Q5_KY},
	{"avx512-vnni", quant.Q6_K, true, q8dot4Q6_K}, {"avx2", quant.Q6_K, false, q8dot4Q6_KY},
	{"avx512-vnni", quant.IQ4_NL, true, q8dot4IQ4_NL}, {"avx2", quant.IQ4_NL, false, q8dot4IQ4_NLY},
	{"avx512-vnni", quant.IQ4_XS, true, q8dot4IQ4_XS}, {"avx2", quant.IQ4_XS, false, q8dot4IQ4_XSY},
	{"avx512-vnni", quant.MXFP4, true, q8dot4MXFP4}, {"avx2", quant.MXFP4, false, q8dot4MXFP4Y},
}

// q8dot4Pass runs k over every row of w [rows, cols] against one
// quantized activation row, as q8SIMDRange does at batch 1 (the same
// groups of four rows and prefetch distance).
func q8dot4Pass(k q8dot4Func, t quant.Type, w []byte, rows, cols int, act []float32, y []float32) {
	var (
		offs [4]int
		sc   [260]float32
		a    q8Ptrs
	)
	if q8K(t) {
		r := q8KRowOf(act, cols)
		a = q8Ptrs{q: unsafe.Pointer(&r.q[0]), d: unsafe.Pointer(&r.d[0]), s: unsafe.Pointer(&r.bs[0])}
	} else {
		r := q8RowOf(act, cols)
		a = q8Ptrs{unsafe.Pointer(&r.q[0]), unsafe.Pointer(&r.d[0]), unsafe.Pointer(&r.s[0]), unsafe.Pointer(&r.c[0])}
	}
	rowBytes := len(w) / rows
	base := unsafe.Pointer(unsafe.SliceData(w))
	pfRows := max(4, (q8PFBytes/rowBytes+3)&^3)
	for o := 0; o+4 <= rows; o += 4 {
		for i := range offs {
			offs[i] = (o + i) * rowBytes
		}
		pf := unsafe.Add(base, min(o+pfRows, rows-1)*rowBytes)
		k(base, &offs, rowBytes, &a, (*[4]float32)(y[o:]), &sc, pf)
	}
}

// BenchmarkQ8Dot4ThreadCPU times the fast kernels themselves (no
// quantization, no dispatch) by thread CPU time, as
// BenchmarkLinearThreadCPU: 256×14336 weights (in L3), batch 1, one
// thread, the best of groups of ten passes, in cpu-GB/s of weights. The
// kernels of a type run interleaved, a group each in turn, so that they
// see the same load; each sub-benchmark reports every kernel of its type
// (AVX-512 VNNI where the CPU has it):
//
//	go test -run '^$' -bench Q8Dot4ThreadCPU ./eager/kernels/
func BenchmarkQ8Dot4ThreadCPU(b *testing.B) {
	const rows, cols, group = 256, 14336, 10
	seen := map[quant.Type]bool{}
	for _, k := range q8dot4Kernels {
		t := k.t
		if seen[t] {
			continue
		}
		seen[t] = true
		var ks []q8dot4Kernel
		for _, k := range q8dot4Kernels {
			if k.t == t && (!k.vnni || q8VNNI(t) && useQ8VNNI) {
				ks = append(ks, k)
			}
		}
		b.Run(t.String(), func(b *testing.B) {
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			w := benchWeights(t, rows, cols)
			x := randNormal(newRand(7), cols, 1)
			act := make([]float32, Q8ActWords(t, cols))
			if err := QuantizeQ8Act(t, x, 1, cols, act); err != nil {
				b.Fatal(err)
			}
			y := make([]float32, rows)
			best := make([]time.Duration, len(ks))
			for i := range best {
				best[i] = 1 << 62
			}
			for n := 0; n < b.N; n += group {
				for i, k := range ks {
					c0 := threadCPU()
					for range group {
						q8dot4Pass(k.f, t, w, rows, cols, act, y)
					}
					best[i] = min(best[i], (threadCPU()-c0)/group)
				}
			}
			for i, k := range ks {
				b.ReportMetric(float64(len(w))/best[i].Seconds()/1e9, fmt.Sprintf("%s-cpu-GB/s", k.name))
			}
		})
	}
}
