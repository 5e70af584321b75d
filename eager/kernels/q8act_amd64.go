//go:build amd64 && !purego

package kernels

import (
	"unsafe"

	"golang.org/x/sys/cpu"

	"github.com/skainet/skaic/layout/quant"
)

// SIMD kernels of the fast Linear (q8act_amd64.s): AVX-512 VNNI
// (VPDPBUSD, 256-bit, EVEX-encoded) with AVX-512VL/BW, F16C. Each call
// computes four weight rows against one quantized activation row, in the
// combination order of q8act.go: the eight lanes of a row's accumulator
// are the eight int32 lanes of VPDPBUSD (lane i: elements 4i..4i+3), the
// weight codes enter as unsigned bytes (Q8_0 with 128 added, the offsets
// taken out through the lane sums c, loaded as VPDPBUSD's accumulator),
// and nothing is fused. The next four rows are prefetched (PREFETCHT1) as
// the current ones are read, like the exact matvec8 kernels. A batch runs
// every activation row over a group of four weight rows before the next
// group, so the group is read from memory once.
var useQ8VNNI = simdAvailable && cpu.X86.HasAVX512F && cpu.X86.HasAVX512VL && cpu.X86.HasAVX512BW && cpu.X86.HasAVX512VNNI

// q8Ptrs are the four arrays of one quantized activation row (q8Row).
type q8Ptrs struct{ q, d, s, c unsafe.Pointer }

// The kernels: y[i] = the dot of the row at base + offs[i] (blocks up to
// byte end) with the activation row a; sc is scratch; pf is the next
// group's first row, prefetched.
//
//go:noescape
func q8dot4Q8_0(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs, y *[4]float32, sc *[32]float32, pf unsafe.Pointer)

//go:noescape
func q8dot4Q4_0(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs, y *[4]float32, sc *[32]float32, pf unsafe.Pointer)

//go:noescape
func q8dot4Q4_K(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs, y *[4]float32, sc *[32]float32, pf unsafe.Pointer)

//go:noescape
func q8dot4Q6_K(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs, y *[4]float32, sc *[32]float32, pf unsafe.Pointer)

// q8SIMD reports whether t has a SIMD fast kernel on this machine.
func q8SIMD(t quant.Type) bool {
	return useSIMD && useQ8VNNI && LinearQ8Supports(t)
}

// q8Kernels names the fast kernels' instruction set.
func q8Kernels() string {
	if useSIMD && useQ8VNNI {
		return "avx512-vnni"
	}
	return "portable"
}

// q8SIMDRange computes rows [o0, o1) (at least one) for every batch row.
func (p *linearPlan) q8SIMDRange(w []byte, act, y []float32, o0, o1 int) {
	var (
		offs [4]int
		out  [4]float32
		sc   [32]float32
	)
	rw := Q8ActWords(p.cols)
	base := unsafe.Pointer(unsafe.SliceData(w))
	end := p.rowBytes
	for o := o0; o < o1; o += 4 {
		n := min(4, o1-o)
		for i := range offs {
			offs[i] = min(o+i, o1-1) * p.rowBytes
		}
		pf := unsafe.Add(base, min(o+4, o1-1)*p.rowBytes)
		for b := 0; b < p.batch; b++ {
			r := q8RowOf(act[b*rw:(b+1)*rw], p.cols)
			a := q8Ptrs{unsafe.Pointer(&r.q[0]), unsafe.Pointer(&r.d[0]), unsafe.Pointer(&r.s[0]), unsafe.Pointer(&r.c[0])}
			switch p.t {
			case quant.Q8_0:
				q8dot4Q8_0(base, &offs, end, &a, &out, &sc, pf)
			case quant.Q4_0:
				q8dot4Q4_0(base, &offs, end, &a, &out, &sc, pf)
			case quant.Q4_K:
				q8dot4Q4_K(base, &offs, end, &a, &out, &sc, pf)
			case quant.Q6_K:
				q8dot4Q6_K(base, &offs, end, &a, &out, &sc, pf)
			}
			copy(y[b*p.rows+o:b*p.rows+o+n], out[:n])
		}
	}
}
