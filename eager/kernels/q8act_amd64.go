//go:build amd64 && !purego

package kernels

import (
	"unsafe"

	"golang.org/x/sys/cpu"

	"github.com/skainet/skaic/layout/quant"
)

// SIMD kernels of the fast Linear (q8act_amd64.s): AVX-512 VNNI
// (VPDPBUSD, VPDPWSSD, 256-bit, EVEX-encoded) with AVX-512VL/BW, F16C.
// Each call computes four weight rows against one quantized activation
// row, in the combination order of q8act.go: the eight lanes of a row's
// accumulator are the eight int32 lanes of the integer dot products (lane
// i: elements 4i..4i+3), the weight codes enter as unsigned bytes. Q8_0,
// Q4_0, IQ4_NL and MXFP4 (VPDPBUSD per 32-element block; Q8_0 and the
// code books with 128 added, the offsets taken out through the lane sums
// c, loaded as VPDPBUSD's accumulator; the code books by VPERMB, AVX-512
// VBMI) convert and scale per block (the f16 scales of the four rows
// converted at once); Q4_K,
// Q6_K and IQ4_XS (VPMADDUBSW then VPDPWSSD with the sub-block scales) sum
// a super-block in int32 and convert once. Nothing is fused. A group of four rows further on
// (q8PFBytes) is prefetched (PREFETCHT1) as the current one is read. A
// batch runs every activation row over a group of four weight rows before
// the next group, so the group is read from memory once.
var useQ8VNNI = simdAvailable && cpu.X86.HasAVX512F && cpu.X86.HasAVX512VL && cpu.X86.HasAVX512BW && cpu.X86.HasAVX512VNNI

// q8Ptrs are the arrays of one quantized activation row: q8Row's q, d, s
// and c, or q8KRow's q, d and bs (in s).
type q8Ptrs struct{ q, d, s, c unsafe.Pointer }

// The kernels: y[i] = the dot of the row at base + offs[i] (blocks up to
// byte end) with the activation row a; pf is the first row of the group
// to prefetch; sc is scratch (Q4_K uses 288 bytes, Q6_K 1040).
//
//go:noescape
func q8dot4Q8_0(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs, y *[4]float32, sc *[260]float32, pf unsafe.Pointer)

//go:noescape
func q8dot4Q4_0(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs, y *[4]float32, sc *[260]float32, pf unsafe.Pointer)

//go:noescape
func q8dot4Q4_K(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs, y *[4]float32, sc *[260]float32, pf unsafe.Pointer)

//go:noescape
func q8dot4Q5_0(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs, y *[4]float32, sc *[260]float32, pf unsafe.Pointer)

//go:noescape
func q8dot4Q5_1(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs, y *[4]float32, sc *[260]float32, pf unsafe.Pointer)

//go:noescape
func q8dot4Q4_1(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs, y *[4]float32, sc *[260]float32, pf unsafe.Pointer)

//go:noescape
func q8dot4IQ4_NL(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs, y *[4]float32, sc *[260]float32, pf unsafe.Pointer)

//go:noescape
func q8dot4MXFP4(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs, y *[4]float32, sc *[260]float32, pf unsafe.Pointer)

//go:noescape
func q8dot4IQ4_XS(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs, y *[4]float32, sc *[260]float32, pf unsafe.Pointer)

//go:noescape
func q8dot4Q6_K(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs, y *[4]float32, sc *[260]float32, pf unsafe.Pointer)

// The AVX2 kernels (q8act_avx2_amd64.s): the same calls and results with
// VPMADDUBSW and VPMADDWD, where AVX-512 VNNI is missing (AVX2 and F16C,
// which simdAvailable implies).
//
//go:noescape
func q8dot4Q8_0Y(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs, y *[4]float32, sc *[260]float32, pf unsafe.Pointer)

//go:noescape
func q8dot4Q4_0Y(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs, y *[4]float32, sc *[260]float32, pf unsafe.Pointer)

//go:noescape
func q8dot4Q4_KY(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs, y *[4]float32, sc *[260]float32, pf unsafe.Pointer)

//go:noescape
func q8dot4Q5_0Y(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs, y *[4]float32, sc *[260]float32, pf unsafe.Pointer)

//go:noescape
func q8dot4Q5_1Y(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs, y *[4]float32, sc *[260]float32, pf unsafe.Pointer)

//go:noescape
func q8dot4Q4_1Y(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs, y *[4]float32, sc *[260]float32, pf unsafe.Pointer)

//go:noescape
func q8dot4IQ4_NLY(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs, y *[4]float32, sc *[260]float32, pf unsafe.Pointer)

//go:noescape
func q8dot4MXFP4Y(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs, y *[4]float32, sc *[260]float32, pf unsafe.Pointer)

//go:noescape
func q8dot4IQ4_XSY(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs, y *[4]float32, sc *[260]float32, pf unsafe.Pointer)

//go:noescape
func q8dot4Q6_KY(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs, y *[4]float32, sc *[260]float32, pf unsafe.Pointer)

// useQ8VBMI: the Q4_K and Q5_K kernels spread their scales with VPERMB
// (AVX-512 VBMI), the IQ4_NL and MXFP4 kernels look their code books up
// with it (a 32-entry VPERMB takes the nibbles without a mask).
var useQ8VBMI = cpu.X86.HasAVX512VBMI

// useQ8GFNI: the Q2_K and Q3_K kernels take their 2-bit codes (and Q3_K
// its scales) apart with VGF2P8AFFINEQB (GFNI, EVEX-encoded).
var useQ8GFNI = cpu.X86.HasAVX512GFNI

// q8VNNI reports whether t runs the AVX-512 VNNI kernel here.
func q8VNNI(t quant.Type) bool {
	switch t {
	case quant.Q4_K, quant.Q5_K, quant.IQ4_NL, quant.MXFP4:
		return useQ8VNNI && useQ8VBMI
	case quant.Q2_K, quant.Q3_K:
		return useQ8VNNI && useQ8GFNI
	}
	return useQ8VNNI
}

// q8SIMD reports whether t has a SIMD fast kernel on this machine: AVX-512
// VNNI, else AVX2.
func q8SIMD(t quant.Type) bool {
	return useSIMD && simdAvailable && q8SIMDType(t)
}

// q8SIMDType reports whether t has SIMD fast kernels (AVX-512 VNNI and
// AVX2); the other types LinearQ8Supports runs on the portable kernels
// only, and fast mode runs them exact.
func q8SIMDType(t quant.Type) bool {
	switch t {
	case quant.Q8_0, quant.Q4_0, quant.Q4_1, quant.Q5_0, quant.Q5_1, quant.Q2_K, quant.Q3_K, quant.Q4_K, quant.Q5_K, quant.Q6_K,
		quant.IQ4_NL, quant.IQ4_XS, quant.MXFP4:
		return true
	}
	return false
}

// q8Kernel names the fast kernel of t on this machine.
func q8Kernel(t quant.Type) string {
	switch {
	case !q8SIMD(t):
		return "portable"
	case q8VNNI(t):
		return "avx512-vnni"
	}
	return "avx2"
}

// q8SIMDRange computes rows [o0, o1) (at least one) for every batch row.
func (p *linearPlan) q8SIMDRange(w []byte, act, y []float32, o0, o1 int) {
	var (
		offs [4]int
		out  [4]float32
		sc   [260]float32
		ap   [fastBatchMax]q8Ptrs
	)
	rw := Q8ActWords(p.t, p.cols)
	ptrs := func(b int) q8Ptrs {
		ab := act[b*rw : (b+1)*rw]
		if q8K(p.t) {
			r := q8KRowOf(ab, p.cols)
			return q8Ptrs{q: unsafe.Pointer(&r.q[0]), d: unsafe.Pointer(&r.d[0]), s: unsafe.Pointer(&r.bs[0])}
		}
		r := q8RowOf(ab, p.cols)
		return q8Ptrs{unsafe.Pointer(&r.q[0]), unsafe.Pointer(&r.d[0]), unsafe.Pointer(&r.s[0]), unsafe.Pointer(&r.c[0])}
	}
	for b := range min(p.batch, len(ap)) {
		ap[b] = ptrs(b)
	}
	base := unsafe.Pointer(unsafe.SliceData(w))
	end := p.rowBytes
	pfRows := max(4, (q8PFBytes/p.rowBytes+3)&^3)
	prefetch := softPrefetch(p.t, p.rowBytes, true)
	vnni := q8VNNI(p.t)
	for o := o0; o < o1; o += 4 {
		n := min(4, o1-o)
		for i := range offs {
			offs[i] = min(o+i, o1-1) * p.rowBytes
		}
		// Without prefetch the kernels prefetch their own group (lines
		// already on their way: no extra traffic).
		pf := unsafe.Add(base, o*p.rowBytes)
		if prefetch {
			pf = unsafe.Add(base, min(o+pfRows, o1-1)*p.rowBytes)
		}
		for b := 0; b < p.batch; b++ {
			var a *q8Ptrs
			if b < len(ap) {
				a = &ap[b]
			} else {
				tmp := ptrs(b) // past fastBatchMax: rebuilt per group
				a = &tmp
			}
			dst := &out
			if n == 4 {
				dst = (*[4]float32)(y[b*p.rows+o:])
			}
			switch {
			case !vnni:
				switch p.t {
				case quant.Q8_0:
					q8dot4Q8_0Y(base, &offs, end, a, dst, &sc, pf)
				case quant.Q4_0:
					q8dot4Q4_0Y(base, &offs, end, a, dst, &sc, pf)
				case quant.Q4_K:
					q8dot4Q4_KY(base, &offs, end, a, dst, &sc, pf)
				case quant.Q6_K:
					q8dot4Q6_KY(base, &offs, end, a, dst, &sc, pf)
				case quant.Q4_1:
					q8dot4Q4_1Y(base, &offs, end, a, dst, &sc, pf)
				case quant.Q5_0:
					q8dot4Q5_0Y(base, &offs, end, a, dst, &sc, pf)
				case quant.Q5_1:
					q8dot4Q5_1Y(base, &offs, end, a, dst, &sc, pf)
				case quant.IQ4_NL:
					q8dot4IQ4_NLY(base, &offs, end, a, dst, &sc, pf)
				case quant.MXFP4:
					q8dot4MXFP4Y(base, &offs, end, a, dst, &sc, pf)
				case quant.IQ4_XS:
					q8dot4IQ4_XSY(base, &offs, end, a, dst, &sc, pf)
				case quant.Q5_K:
					q8dot4Q5_KY(base, &offs, end, a, dst, &sc, pf)
				case quant.Q2_K:
					q8dot4Q2_KY(base, &offs, end, a, dst, &sc, pf)
				case quant.Q3_K:
					q8dot4Q3_KY(base, &offs, end, a, dst, &sc, pf)
				}
			case p.t == quant.Q8_0:
				q8dot4Q8_0(base, &offs, end, a, dst, &sc, pf)
			case p.t == quant.Q4_0:
				q8dot4Q4_0(base, &offs, end, a, dst, &sc, pf)
			case p.t == quant.Q4_K:
				q8dot4Q4_K(base, &offs, end, a, dst, &sc, pf)
			case p.t == quant.Q6_K:
				q8dot4Q6_K(base, &offs, end, a, dst, &sc, pf)
			case p.t == quant.Q4_1:
				q8dot4Q4_1(base, &offs, end, a, dst, &sc, pf)
			case p.t == quant.Q5_0:
				q8dot4Q5_0(base, &offs, end, a, dst, &sc, pf)
			case p.t == quant.Q5_1:
				q8dot4Q5_1(base, &offs, end, a, dst, &sc, pf)
			case p.t == quant.IQ4_NL:
				q8dot4IQ4_NL(base, &offs, end, a, dst, &sc, pf)
			case p.t == quant.MXFP4:
				q8dot4MXFP4(base, &offs, end, a, dst, &sc, pf)
			case p.t == quant.IQ4_XS:
				q8dot4IQ4_XS(base, &offs, end, a, dst, &sc, pf)
			case p.t == quant.Q5_K:
				q8dot4Q5_K(base, &offs, end, a, dst, &sc, pf)
			case p.t == quant.Q2_K:
				q8dot4Q2_K(base, &offs, end, a, dst, &sc, pf)
			case p.t == quant.Q3_K:
				q8dot4Q3_K(base, &offs, end, a, dst, &sc, pf)
			}
			if n < 4 {
				copy(y[b*p.rows+o:b*p.rows+o+n], out[:n])
			}
		}
	}
}

// fastBatchMax is the batch rows whose activation pointers q8SIMDRange
// keeps (eager's fast mode takes batches up to 8).
const fastBatchMax = 8

// q8PFBytes is how far ahead the kernels prefetch: the group of four rows
// starting at least this many bytes (and at least four rows) after the
// current one. One group ahead (4.6 KiB for 2048 Q4_K columns) left the
// 1 GB model's decode waiting on memory: 16 KiB took it from 15.8 to 18.4
// tokens/s on one thread (32 KiB: 18.3, 8 KiB: 16.8).
const q8PFBytes = 16 << 10

// q8E8M0 is E8M0Half of every exponent byte: the MXFP4 SIMD kernels' table.
var q8E8M0 = func() (t [256]float32) {
	for e := range t {
		t[e] = quant.E8M0Half(byte(e))
	}
	return t
}()

// q8TypeBatchLimitOn is the largest batch the fast kernels of t beat the
// exact batched path at on a CPU of vendor, with (vnni) or without the
// VNNI kernels of t (ok false where FastBatchLimit holds): they
// unpack the weights (and look the code book up) per activation row, the
// exact path once per tile. Zen 4, one thread, 256×14336, thread CPU
// time, cpu-GB/s exact/fast of two runs on a heavily loaded machine: AVX-512 VNNI batch 2
// IQ4_NL 3.4/5.9, IQ4_XS 2.9/6.0, MXFP4 2.9/8.9; batch 4 IQ4_NL 2.8/2.8
// and 3.2/2.8, IQ4_XS 3.4/2.9 and 2.9/2.8, MXFP4 2.7/2.8 and 3.2/3.0 — so
// 2 with VNNI. AVX2: batch 2 IQ4_NL 2.9/4.5, batch 4 IQ4_NL 2.0/2.0 and
// 2.0/1.7 (so 2); IQ4_XS batch 4 1.8/2.5 and 1.6/2.3, batch 8 1.06/0.99
// and 0.91/0.93; MXFP4 batch 4 1.6/1.8 and 1.5/1.7, batch 8 0.89/0.86 and
// 0.91/0.83 (so 4). Q4_1, two runs: VNNI batch 2 4.5/8.2, batch 4 3.9/3.8
// and 4.3/4.1 (so 2); AVX2 batch 4 2.3/2.6 and 2.2/2.5, batch 8 1.26/1.33
// and 1.15/1.15 (so 4). Q5_0: VNNI batch 2 4.0/6.1, batch 4 4.3/4.4 and
// 3.6/4.1, batch 8 2.9/2.2; AVX2 batch 2 2.5/3.7, batch 4 2.2/2.4 and
// 1.6/1.6, batch 8 1.33/1.16 (so 4 on both). Q5_1: VNNI batch 2 4.2/7.3,
// batch 4 4.0/2.8; AVX2 batch 2 3.4/3.7, batch 4 1.8/1.5 (so 2 on both).
// Q2_K, Q3_K, Q5_K, two runs, VNNI batch 2/4/8: Q2_K 1.7/5.9, 1.5/3.0,
// 1.13/1.49 and 1.15/1.70; Q3_K 2.0/5.4, 1.9/2.8, 1.16/1.37 and
// 1.51/1.47 (a tie at 8: so 4); Q5_K 3.1/9.6, 3.0/4.7, 2.1/2.4 and
// 2.1/2.4; AVX2 batch 8: Q2_K 0.54/0.73 and 0.54/0.77, Q3_K 0.69/0.90 and
// 0.64/0.83, Q5_K 1.05/1.15 and 1.04/1.42 (so FastBatchLimit but Q3_K
// with VNNI).
//
// The exact batched path then got faster (the AVX2 kernel loads each
// weight half once per two activation rows): measured again on Zen 4, one
// thread, 256×14336, thread CPU time, cpu-GB/s exact/fast, with AVX2
// batch 2 Q8_0 7.4/7.9, Q4_0 3.8/3.7, Q4_1 4.0/4.1, Q5_0 3.4/3.6, Q2_K
// 1.8/3.0, Q3_K 2.0/3.5, Q4_K 3.3/4.7, Q5_K 3.2/4.9, Q6_K 4.9/6.3, IQ4_XS
// 3.0/3.8, MXFP4 3.1/3.5; batch 4 Q8_0 5.1/3.6, Q4_0 2.5/1.8, Q4_1
// 2.4/1.8, Q5_0 2.2/1.6, Q2_K 1.49/1.48, Q3_K 1.9/1.7, Q4_K 2.6/2.4, Q5_K
// 2.4/2.4, Q6_K 4.4/3.0, IQ4_XS 3.0/2.3, MXFP4 2.6/1.9 — so 2 for every
// type with AVX2; with VNNI batch 8 Q8_0 4.2/3.3 and 3.5/2.8, Q6_K
// 3.4/3.3 and 3.1/2.7 (batch 4: 6.3/6.6 and 5.4/6.3, 5.5/7.5 and
// 5.4/7.1) — so 4 for Q8_0 and Q6_K with VNNI.
//
// The AVX2 fast kernels then got faster (the K-quants' scales converted
// once per super-block): measured again the same way (an idle machine,
// two runs, exact/fast ratio of cpu-GB/s), batch 4: Q8_0 1.10 and 1.18,
// Q4_0 1.09 and 1.06, Q4_1 1.06 and 1.11, Q5_0 0.93 and 0.94, Q5_1 0.93
// and 0.82, Q2_K 1.60 and 1.83, Q3_K 1.45 and 1.44, Q4_K 1.77 and 1.68,
// Q5_K 1.47 and 1.41, Q6_K 1.38 and 1.32, IQ4_NL 1.06 and 1.02, IQ4_XS
// 1.40 and 1.33, MXFP4 1.30 and 1.19; batch 8: Q2_K 1.61 and 1.45, Q3_K
// 1.10 and 1.06, Q4_K 1.26 and 1.24, Q5_K 1.04 and 1.07, Q6_K 0.98 and
// 0.99, the others 0.68-0.95 — so without VNNI 8 for Q2_K, Q3_K, Q4_K
// and Q5_K, 2 for Q5_0 and Q5_1, 4 for the rest. With VNNI, the same
// runs (three of the four types twice): batch 4 Q5_1 1.10, 1.17 and 1.19,
// IQ4_NL 1.01, 1.27 and 1.13, MXFP4 1.32, 1.33 and 1.31; batch 8 Q3_K
// 1.26, 1.41 and 1.33, MXFP4 1.01, 1.05 and 1.05, Q5_1 and IQ4_NL
// 0.82-0.94 — so 4 for Q5_1, IQ4_NL and MXFP4, and Q3_K up to
// FastBatchLimit. IQ4_XS's large-batch kernel then ran 8-bit products
// for eight activation rows a pass (q8gemm_xs_amd64.go): at batch 4 it
// measured below exact (753 against 676 µs of CPU), the batch-1..4 kernels
// above (474 and 520 against 551 and 578) — so 4 for IQ4_XS with VNNI.
//
// On an AVX2-only CPU (AMD EPYC Zen 3, 2 vCPUs, BenchmarkFastBatchLimitThreadCPU,
// two runs, exact/fast of µs of CPU a call), batch 8: Q6_K 1.20 and 1.16
// (1.08 in a third run; a
// tie on Zen 4 with AVX-512 off, above), Q2_K 1.68 and 1.71, Q3_K 1.24
// and 1.33, Q4_K 1.40 and 1.41, Q5_K 1.22 and 1.18, MXFP4 1.03 and 1.07,
// Q8_0, Q4_0, Q4_1, Q5_0, Q5_1 and IQ4_NL 0.73-0.96; batch 4 Q8_0, Q4_0,
// Q4_1 and IQ4_NL 1.14-1.22 (one Q4_0 run 0.86), Q5_0 0.99 and 0.99, Q5_1
// 1.05 and 1.03 — so without VNNI Q6_K runs fast up to 8 too.
//
// On Zen 4 the VNNI Q4_0 kernel loses beyond batch 4 (µs exact/fast:
// batch 2 543/228, 4 488/472, 8 857/926, five runs of batch 8 all
// 775-815/920-948), so 4 there.
//
// On an Ice Lake Xeon (2 vCPUs, AVX-512 VNNI, whose exact path runs two
// 512-bit FMAs a cycle against one VPDPBUSD; three runs, exact/fast of µs
// of CPU a call): batch 3 Q4_1 (its batch-1..4 kernel) 1.16-1.59, Q5_0
// 1.29-1.71; batch 4 Q4_1 0.93-1.20 (its large-batch kernel 0.61-0.94),
// Q5_0 0.67-1.15 (median 0.84), Q5_1
// 0.82-1.25 (median 1.03), Q4_0 1.16-1.21, Q8_0 1.16-1.36, Q6_K
// 1.45-1.54, IQ4_NL 1.05-1.15, IQ4_XS 1.07-1.17, MXFP4 1.15-1.25; batch 8
// Q6_K 0.84-1.10, Q4_0, Q4_1, Q5_0, Q5_1, Q8_0, IQ4_NL and MXFP4
// 0.48-0.85 — so there Q4_1 runs fast up to 4 and Q5_0 up to 3. The same
// Xeon with AVX-512 off (AVX2 kernels, the exact path's four-row groups,
// three runs): batch 3 Q8_0 1.41-1.50, Q5_0 1.30-1.39, Q5_1 1.19-1.39;
// batch 4 Q8_0 0.93-1.00, Q5_0 and Q5_1 0.95-1.01, the others 1.03-1.69;
// batch 8 Q2_K 1.12-1.43, Q4_K 1.17-1.23, Q5_K 1.04-1.11, Q3_K 0.86-0.92,
// Q6_K 0.92-0.95, the others 0.63-0.93 (IQ4_XS's 8-bit tiles 1.43-1.46) —
// so without VNNI on Intel Q8_0, Q5_0 and Q5_1 run fast up to 3, Q3_K and
// Q6_K up to 4.
func q8TypeBatchLimitOn(vendor string, vnni bool, t quant.Type) (int, bool) {
	intel := vendor == vendorIntel
	if !vnni {
		switch {
		case intel && (t == quant.Q8_0 || t == quant.Q5_0 || t == quant.Q5_1):
			return 3, true
		case intel && (t == quant.Q3_K || t == quant.Q6_K):
			return 4, true
		}
		switch t {
		case quant.Q2_K, quant.Q3_K, quant.Q4_K, quant.Q5_K, quant.Q6_K:
			return 8, true
		case quant.Q5_0, quant.Q5_1:
			return 2, true
		}
		return 4, true
	}
	switch {
	case intel && t == quant.Q5_0:
		return 3, true
	case intel && t == quant.Q4_1:
		return 4, true
	}
	switch t {
	case quant.Q4_0, quant.Q5_0, quant.Q8_0, quant.Q6_K, quant.Q5_1, quant.IQ4_NL, quant.MXFP4, quant.IQ4_XS:
		return 4, true
	case quant.Q4_1:
		return 2, true
	}
	return 0, false
}
