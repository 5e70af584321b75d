//go:build amd64 && !purego

package kernels

import (
	"encoding/binary"
	"math"
	"unsafe"

	"golang.org/x/sys/cpu"

	"github.com/skainet/skaic/layout/quant"
)

// SIMD Linear kernels (Go assembly in linear_simd_amd64.s, with the exact
// block decoders of the tile paths), chosen at run time with
// golang.org/x/sys/cpu. They compute exactly what the portable kernels do:
// every weight decoded with the decoder's formula and rounding, then fused
// multiply-added into the lanes of the 16-lane order (dot.go), the lanes
// folded once per row. So for every type, block order and batch the result
// is bitwise the portable kernels' (the tests hold them to it, on
// quantized weights and on random bytes).
//
// Decode step (batch 1): a fused kernel computes eight output rows at once
// (AVX-512: mv8*Z, one 512-bit accumulator per row; AVX2 + FMA: two
// mv4*Y or mv4*L calls, a pair of 256-bit accumulators per row), the
// weights decoded in registers; row-major kernels prefetch the next row
// group.
// The types without a fused kernel here (hasFused) are decoded tile by
// tile (linearTileSIMD elements of eight rows, exact SIMD decoders, or
// the direct Go decoders of decode.go for Q8_1 and Q8_K) into an
// L1-resident buffer that the F32 kernel then reads.
//
// Input-block-major weights are read with the same kernels: the blocks of
// a row are rows·BlockBytes apart.
//
// Batched (prefill): with AVX-512, four weight rows (decoded a tile at a
// time; F32 in place) against four activation rows at once (gemm4x4Z:
// sixteen accumulators, each weight and activation chunk loaded once per
// four uses); with AVX2, three weight rows against two activation rows
// (gemm3x2Y: twelve 256-bit accumulators, each activation chunk loaded
// once per three weight rows, each weight chunk once per two activation
// rows). One kernel call runs a tile against the whole batch. Short
// groups repeat their last row (the repeats are dropped); the lanes of
// every (row, activation row) are carried from tile to tile.
//
// Other types, and CPUs without AVX2/FMA/F16C, take the portable kernels.

var simdAvailable = cpu.X86.HasAVX2 && cpu.X86.HasF16C && cpu.X86.HasFMA

// useAVX512 selects the 512-bit kernels (bitwise the same results).
var useAVX512 = simdAvailable && cpu.X86.HasAVX512F && cpu.X86.HasAVX512VL && cpu.X86.HasAVX512BW

// useAVX512VBMI selects the 512-bit Q6_K kernel (byte permutes).
var useAVX512VBMI = useAVX512 && cpu.X86.HasAVX512VBMI

//go:noescape
func mv8F32Z(base unsafe.Pointer, offs *[8]int, stride, end int, x unsafe.Pointer, acc *[8]lanes16, pf unsafe.Pointer)

//go:noescape
func mv8F16Z(base unsafe.Pointer, offs *[8]int, stride, end int, x unsafe.Pointer, acc *[8]lanes16, pf unsafe.Pointer)

//go:noescape
func mv8BF16Z(base unsafe.Pointer, offs *[8]int, stride, end int, x unsafe.Pointer, acc *[8]lanes16, pf unsafe.Pointer)

//go:noescape
func mv8Q8_0Z(base unsafe.Pointer, offs *[8]int, stride, end int, x unsafe.Pointer, acc *[8]lanes16, pf unsafe.Pointer)

//go:noescape
func mv8Q4_0Z(base unsafe.Pointer, offs *[8]int, stride, end int, x unsafe.Pointer, acc *[8]lanes16, pf unsafe.Pointer)

//go:noescape
func mv8Q4_KZ(base unsafe.Pointer, offs *[8]int, stride, end int, x unsafe.Pointer, acc *[8]lanes16, pf unsafe.Pointer, sc *[128]float32)

//go:noescape
func mv8Q6_KZ(base unsafe.Pointer, offs *[8]int, stride, end int, x unsafe.Pointer, acc *[8]lanes16, pf unsafe.Pointer, sc *[128]float32)

//go:noescape
func mv8Q4_1Z(base unsafe.Pointer, offs *[8]int, stride, end int, x unsafe.Pointer, acc *[8]lanes16, pf unsafe.Pointer)

//go:noescape
func mv8Q5_0Z(base unsafe.Pointer, offs *[8]int, stride, end int, x unsafe.Pointer, acc *[8]lanes16, pf unsafe.Pointer)

//go:noescape
func mv8Q5_1Z(base unsafe.Pointer, offs *[8]int, stride, end int, x unsafe.Pointer, acc *[8]lanes16, pf unsafe.Pointer)

//go:noescape
func mv8Q5_KZ(base unsafe.Pointer, offs *[8]int, stride, end int, x unsafe.Pointer, acc *[8]lanes16, pf unsafe.Pointer, sc *[128]float32)

//go:noescape
func mv8Q2_KZ(base unsafe.Pointer, offs *[8]int, stride, end int, x unsafe.Pointer, acc *[8]lanes16, pf unsafe.Pointer, sc *[256]float32)

//go:noescape
func mv8Q3_KZ(base unsafe.Pointer, offs *[8]int, stride, end int, x unsafe.Pointer, acc *[8]lanes16, pf unsafe.Pointer, sc *[128]float32)

//go:noescape
func gemm4x4Z(w unsafe.Pointer, ws int, x unsafe.Pointer, xoffs *int, ng, end int, acc *lanes16)

//go:noescape
func gemm3x2Y(w *[3]unsafe.Pointer, x unsafe.Pointer, xoffs *int, np, end int, acc *lanes16)

//go:noescape
func gemm3x4Y(w *[3]unsafe.Pointer, x unsafe.Pointer, xoffs *int, ng, end int, acc *lanes16)

//go:noescape
func mv4F32Y(base unsafe.Pointer, offs *[4]int, stride, end int, x unsafe.Pointer, acc *[4]lanes16, pf unsafe.Pointer)

//go:noescape
func mv4F16Y(base unsafe.Pointer, offs *[4]int, stride, end int, x unsafe.Pointer, acc *[4]lanes16, pf unsafe.Pointer)

//go:noescape
func mv4BF16Y(base unsafe.Pointer, offs *[4]int, stride, end int, x unsafe.Pointer, acc *[4]lanes16, pf unsafe.Pointer)

//go:noescape
func mv4Q8_0Y(base unsafe.Pointer, offs *[4]int, stride, end int, x unsafe.Pointer, acc *[4]lanes16, pf unsafe.Pointer)

//go:noescape
func mv4Q6_KY(base unsafe.Pointer, offs *[4]int, stride, end int, x unsafe.Pointer, acc *[4]lanes16, pf unsafe.Pointer, sc *[320]float32)

// Exact block decoders of the batched path: the n blocks at src + k·stride
// into dst (n·BlockElems floats).
//
//go:noescape
func decodeQ8_0SIMD(src unsafe.Pointer, stride, n int, dst *float32)

//go:noescape
func decodeQ4_0SIMD(src unsafe.Pointer, stride, n int, dst *float32)

//go:noescape
func decodeQ4_KSIMD(src unsafe.Pointer, stride, n int, dst *float32)

//go:noescape
func decodeQ6_KSIMD(src unsafe.Pointer, stride, n int, dst *float32)

// Exact AVX2 tile decoders of the other block-quantized types (the same
// bits as decode.go's), used with AVX-512 too.
//
//go:noescape
func decodeQ4_1SIMD(src unsafe.Pointer, stride, n int, dst *float32)

//go:noescape
func decodeQ5_0SIMD(src unsafe.Pointer, stride, n int, dst *float32)

//go:noescape
func decodeQ5_1SIMD(src unsafe.Pointer, stride, n int, dst *float32)

//go:noescape
func decodeQ2_KSIMD(src unsafe.Pointer, stride, n int, dst *float32)

//go:noescape
func decodeQ3_KSIMD(src unsafe.Pointer, stride, n int, dst *float32)

//go:noescape
func decodeQ5_KSIMD(src unsafe.Pointer, stride, n int, dst *float32)

// decodeQ4_1Z, decodeQ5_0Z, decodeQ5_1Z, decodeQ2_KZ, decodeQ3_KZ and
// decodeQ5_KZ are the AVX2 decoders with AVX-512 (the same bits).
//
//go:noescape
func decodeQ4_1Z(src unsafe.Pointer, stride, n int, dst *float32)

//go:noescape
func decodeQ5_0Z(src unsafe.Pointer, stride, n int, dst *float32)

//go:noescape
func decodeQ5_1Z(src unsafe.Pointer, stride, n int, dst *float32)

//
//go:noescape
func decodeQ2_KZ(src unsafe.Pointer, stride, n int, dst *float32)

//go:noescape
func decodeQ3_KZ(src unsafe.Pointer, stride, n int, dst *float32)

//go:noescape
func decodeQ5_KZ(src unsafe.Pointer, stride, n int, dst *float32)

// prefetchLines prefetches the n bytes at p into L1, a line at a time
// (no fault on any address).
//
//go:noescape
func prefetchLines(p unsafe.Pointer, n int)

// prefetchLinesL2 is prefetchLines into L2.
//
//go:noescape
func prefetchLinesL2(p unsafe.Pointer, n int)

// decodeQ8_0Z and decodeQ4_0Z are decodeQ8_0SIMD and decodeQ4_0SIMD with
// AVX-512 (the same bits).
//
//go:noescape
func decodeQ8_0Z(src unsafe.Pointer, stride, n int, dst *float32)

//go:noescape
func decodeQ4_0Z(src unsafe.Pointer, stride, n int, dst *float32)

// decodeQ4_KZ is decodeQ4_KSIMD with AVX-512 (the same bits).
//
//go:noescape
func decodeQ4_KZ(src unsafe.Pointer, stride, n int, dst *float32)

// decodeQ6_KZ is decodeQ6_KSIMD with AVX-512 VBMI (the same bits).
//
//go:noescape
func decodeQ6_KZ(src unsafe.Pointer, stride, n int, dst *float32)

// decodeF16SIMD and decodeBF16SIMD decode n elements (n a multiple of 32).
//
//go:noescape
func decodeF16SIMD(src unsafe.Pointer, n int, dst *float32)

//go:noescape
func decodeBF16SIMD(src unsafe.Pointer, n int, dst *float32)

// sumF32 sums n floats (n a multiple of 64) in some order: a streaming read
// for the bandwidth benchmark.
//
//go:noescape
func sumF32(p *float32, n int) float32

// hasSIMDLinear reports whether t has SIMD kernels: F32, F16, BF16 and
// every block-quantized type with a direct decoder (decode.go). The
// quantized types without a SIMD decoder (hasSIMDDecoder) are decoded a
// tile at a time by the direct Go decoders, and the tile is dotted by the
// SIMD F32 kernel: the multiply-adds stay in hardware.
func hasSIMDLinear(t quant.Type) bool {
	switch t {
	case quant.F32, quant.F16, quant.BF16:
		return true
	}
	return t.Quantized() && hasFastDecoder(t)
}

// hasSIMDDecoder reports whether quantized type t has an exact SIMD tile
// decoder on this machine.
func hasSIMDDecoder(t quant.Type) bool {
	switch t {
	case quant.Q8_0, quant.Q4_0, quant.Q4_1, quant.Q5_0, quant.Q5_1, quant.Q2_K, quant.Q3_K, quant.Q4_K, quant.Q5_K, quant.Q6_K,
		quant.IQ4_NL, quant.IQ4_XS, quant.MXFP4:
		return true
	}
	return quant.IsIQBlock(t) // decodeGridTile
}

// hasFused reports whether t has a fused kernel (weights decoded in
// registers) on this machine: F32, F16, BF16, Q8_0, Q4_0, Q4_1, Q5_0,
// Q5_1, Q2_K, Q3_K, Q4_K, Q5_K, Q6_K (with AVX-512 but no VBMI, the
// AVX2 kernel), IQ4_NL, IQ4_XS and MXFP4. The other quantized types (Q8_1,
// Q8_K) take the decoded-tile path.
func hasFused(t quant.Type) bool {
	switch t {
	case quant.F32, quant.F16, quant.BF16, quant.Q8_0, quant.Q4_0, quant.Q4_1, quant.Q5_0, quant.Q5_1, quant.Q4_K:
		return true
	case quant.Q6_K:
		return true
	case quant.Q5_K:
		return true
	case quant.Q2_K, quant.Q3_K:
		return true
	case quant.IQ4_NL, quant.MXFP4:
		return true
	case quant.IQ4_XS:
		return true
	}
	return false
}

// runFused runs t's fused kernel (hasFused(t)) over eight rows: acc[i]
// continues with row i's blocks at base + offs[i] + k·stride, k·stride <
// end, dotted with x. pf is the next row group, to prefetch (nil: none).
func runFused(t quant.Type, base unsafe.Pointer, offs *[8]int, stride, end int, x unsafe.Pointer, acc *[8]lanes16, pf unsafe.Pointer) {
	if useAVX512 && (t != quant.Q6_K || useAVX512VBMI) {
		var sc [128]float32
		switch t {
		case quant.F32:
			mv8F32Z(base, offs, stride, end, x, acc, pf)
		case quant.F16:
			mv8F16Z(base, offs, stride, end, x, acc, pf)
		case quant.BF16:
			mv8BF16Z(base, offs, stride, end, x, acc, pf)
		case quant.Q8_0:
			mv8Q8_0Z(base, offs, stride, end, x, acc, pf)
		case quant.Q4_0:
			mv8Q4_0Z(base, offs, stride, end, x, acc, pf)
		case quant.Q4_1:
			mv8Q4_1Z(base, offs, stride, end, x, acc, pf)
		case quant.Q5_0:
			mv8Q5_0Z(base, offs, stride, end, x, acc, pf)
		case quant.Q5_1:
			mv8Q5_1Z(base, offs, stride, end, x, acc, pf)
		case quant.Q4_K:
			mv8Q4_KZ(base, offs, stride, end, x, acc, pf, &sc)
		case quant.Q5_K:
			mv8Q5_KZ(base, offs, stride, end, x, acc, pf, &sc)
		case quant.Q3_K:
			mv8Q3_KZ(base, offs, stride, end, x, acc, pf, &sc)
		case quant.Q2_K:
			var sc2 [256]float32
			mv8Q2_KZ(base, offs, stride, end, x, acc, pf, &sc2)
		case quant.Q6_K:
			mv8Q6_KZ(base, offs, stride, end, x, acc, pf, &sc)
		case quant.IQ4_NL:
			mv8IQ4_NLZ(base, offs, stride, end, x, acc, pf)
		case quant.MXFP4:
			mv8MXFP4Z(base, offs, stride, end, x, acc, pf)
		case quant.IQ4_XS:
			var xs [64]float32
			mv8IQ4_XSZ(base, offs, stride, end, x, acc, pf, &xs)
		}
		return
	}
	// Two groups of four rows: the first prefetches this group's rows 4..7,
	// the second the next group (row-major groups are contiguous; a
	// four-row kernel keeps pace at pf + 4·offset).
	o1, a1 := (*[4]int)(offs[0:4]), (*[4]lanes16)(acc[0:4])
	o2, a2 := (*[4]int)(offs[4:8]), (*[4]lanes16)(acc[4:8])
	var pf1 unsafe.Pointer
	if pf != nil {
		pf1 = unsafe.Add(base, offs[4])
	}
	switch t {
	case quant.F32:
		mv4F32Y(base, o1, stride, end, x, a1, pf1)
		mv4F32Y(base, o2, stride, end, x, a2, pf)
	case quant.F16:
		mv4F16Y(base, o1, stride, end, x, a1, pf1)
		mv4F16Y(base, o2, stride, end, x, a2, pf)
	case quant.BF16:
		mv4BF16Y(base, o1, stride, end, x, a1, pf1)
		mv4BF16Y(base, o2, stride, end, x, a2, pf)
	case quant.Q8_0:
		mv4Q8_0Y(base, o1, stride, end, x, a1, pf1)
		mv4Q8_0Y(base, o2, stride, end, x, a2, pf)
	case quant.Q4_0:
		mv4Q4_0Y(base, o1, stride, end, x, a1, pf1)
		mv4Q4_0Y(base, o2, stride, end, x, a2, pf)
	case quant.Q4_1:
		mv4Q4_1L(base, o1, stride, end, x, a1, pf1)
		mv4Q4_1L(base, o2, stride, end, x, a2, pf)
	case quant.Q4_K:
		var sc [128]float32
		mv4Q4_KL(base, o1, stride, end, x, a1, pf1, &sc)
		mv4Q4_KL(base, o2, stride, end, x, a2, pf, &sc)
	case quant.Q5_0:
		mv4Q5_0L(base, o1, stride, end, x, a1, pf1)
		mv4Q5_0L(base, o2, stride, end, x, a2, pf)
	case quant.Q5_1:
		mv4Q5_1L(base, o1, stride, end, x, a1, pf1)
		mv4Q5_1L(base, o2, stride, end, x, a2, pf)
	case quant.Q3_K:
		var sc [320]float32
		mv4Q3_KL(base, o1, stride, end, x, a1, pf1, &sc)
		mv4Q3_KL(base, o2, stride, end, x, a2, pf, &sc)
	case quant.Q2_K:
		var sc [256]float32
		mv4Q2_KL(base, o1, stride, end, x, a1, pf1, &sc)
		mv4Q2_KL(base, o2, stride, end, x, a2, pf, &sc)
	case quant.Q5_K:
		var sc [640]float32
		mv4Q5_KL(base, o1, stride, end, x, a1, pf1, &sc)
		mv4Q5_KL(base, o2, stride, end, x, a2, pf, &sc)
	case quant.Q6_K:
		var sc [320]float32
		mv4Q6_KY(base, o1, stride, end, x, a1, pf1, &sc)
		mv4Q6_KY(base, o2, stride, end, x, a2, pf, &sc)
	case quant.IQ4_NL:
		mv4IQ4_NLY(base, o1, stride, end, x, a1, pf1)
		mv4IQ4_NLY(base, o2, stride, end, x, a2, pf)
	case quant.MXFP4:
		mv4MXFP4L(base, o1, stride, end, x, a1, pf1, &q8E8M0)
		mv4MXFP4L(base, o2, stride, end, x, a2, pf, &q8E8M0)
	case quant.IQ4_XS:
		var xs [64]float32
		mv4IQ4_XSY(base, o1, stride, end, x, a1, pf1, &xs)
		mv4IQ4_XSY(base, o2, stride, end, x, a2, pf, &xs)
	}
}

// dot8F32 continues acc[i] with the f32 rows at base + offs[i] (blocks of
// 32 floats at k·stride, k·stride < end) dotted with x.
func dot8F32(base unsafe.Pointer, offs *[8]int, stride, end int, x unsafe.Pointer, acc *[8]lanes16) {
	runFused(quant.F32, base, offs, stride, end, x, acc, nil)
}

// simdLinear computes rows [o0, o1) of a validated plan (batch ≥ 1, at
// least one row) with the SIMD kernels and reports true, or reports false
// when they do not cover the call (the caller runs the portable kernels).
func (p *linearPlan) simdLinear(w []byte, x, y []float32, o0, o1 int, ibm bool) bool {
	if !useSIMD || genericOnly {
		return false
	}
	if !hasSIMDLinear(p.t) {
		return false
	}
	if p.batch == 1 {
		p.simdMatvec(w, x, y, o0, o1, ibm)
	} else {
		p.simdBatch(w, x, y, o0, o1, ibm)
	}
	return true
}

// linearTileSIMD is how many elements of a weight row the decoded-tile
// paths decode at a time (a multiple of every block size): eight rows'
// tiles, 16 KB, stay in L1.
const linearTileSIMD = 512

func (p *linearPlan) simdMatvec(w []byte, x, y []float32, o0, o1 int, ibm bool) {
	var (
		offs [8]int
		acc  [8]lanes16
	)
	base := unsafe.Pointer(unsafe.SliceData(w))
	xp := unsafe.Pointer(unsafe.SliceData(x))
	// A kernel "block" is 32 elements of a dense type; a short last chunk
	// is added in Go.
	full, stride := p.cols, p.bb
	if !p.t.Quantized() {
		full = p.cols &^ 31
		stride = 32 * p.bb
	}
	rowStep := p.rowBytes
	if ibm {
		stride, rowStep = p.rows*p.bb, p.bb
	}
	end := full / p.be * p.bb
	if ibm {
		end = p.nb * stride
	}
	fused := hasFused(p.t)
	prefetch := !ibm && softPrefetch(p.t, p.rowBytes, false)
	for o := o0; o < o1; o += 8 {
		n := min(8, o1-o)
		acc = [8]lanes16{}
		if fused {
			for i := range offs {
				offs[i] = min(o+i, o1-1) * rowStep
			}
			var pf unsafe.Pointer
			if prefetch {
				// The next group, for the kernel to prefetch (this one's
				// when there is none).
				pf = unsafe.Add(base, min(o+8, o1-1)*p.rowBytes)
			}
			runFused(p.t, base, &offs, stride, end, xp, &acc, pf)
		} else if quant.IsIQBlock(p.t) {
			p.gridMatvec8(w, x, o, o1, ibm, &acc)
		} else {
			p.tileMatvec8(w, x, o, o1, full, ibm, prefetch, &acc)
		}
		if full < p.cols {
			var tail [32]float32
			m := p.cols - full
			for i := range n {
				off := (o+i)*p.rowBytes + full*p.bb
				decodeDenseTail(p.t, w[off:off+m*p.bb], tail[:m])
				acc[i].add(tail[:m], x[full:])
			}
		}
		for i := range n {
			y[o+i] = acc[i].sum()
		}
	}
}

// tileMatvec8 continues acc with rows o..o+7 (the last repeated up to o1)
// over their first full elements, decoded linearTileSIMD elements at a
// time into an L1-resident buffer (kept out of simdMatvec, whose fused
// path would otherwise zero it on every call).
//
// With prefetch, each tile's bytes of the next row group are prefetched
// into L2 as the fused kernels do (row-major only).
func (p *linearPlan) tileMatvec8(w []byte, x []float32, o, o1, full int, ibm, prefetch bool, acc *[8]lanes16) {
	var (
		buf  [8 * linearTileSIMD]float32
		offs [8]int
	)
	for i := range offs {
		offs[i] = 4 * i * linearTileSIMD
	}
	for c := 0; c < full; c += linearTileSIMD {
		m := min(linearTileSIMD, full-c)
		for i := range 8 {
			p.decodeRowTile(w, min(o+i, o1-1), c, buf[i*linearTileSIMD:i*linearTileSIMD+m], ibm)
		}
		if prefetch && o+8 < o1 {
			n := m / p.be * p.bb
			for i := range min(8, o1-o-8) {
				off := (o+8+i)*p.rowBytes + c/p.be*p.bb
				prefetchLinesL2(unsafe.Pointer(&w[off]), n)
			}
		}
		dot8F32(unsafe.Pointer(&buf[0]), &offs, 128, 4*m, unsafe.Pointer(&x[c]), acc)
	}
}

// decodeDenseTail decodes len(dst) elements of a dense type.
func decodeDenseTail(t quant.Type, src []byte, dst []float32) {
	if t == quant.F32 {
		for i := range dst {
			dst[i] = math.Float32frombits(binary.LittleEndian.Uint32(src[4*i:]))
		}
		return
	}
	decodeDenseFast(t, src, dst)
}

func (p *linearPlan) simdBatch(w []byte, x, y []float32, o0, o1 int, ibm bool) {
	if useAVX512 && quant.IsIQBlock(p.t) && p.batch >= gridBatchMin {
		p.gridBatch2x8(w, x, y, o0, o1, ibm)
		return
	}
	if useAVX512 {
		p.simdBatch4x4(w, x, y, o0, o1, ibm)
		return
	}
	if p.useFusedBatch(ibm) {
		p.fusedBatch8(w, x, y, o0, o1)
		return
	}
	var (
		buf   [3 * batchTileY]float32
		tail  [3][16]float32
		wp    [3]unsafe.Pointer
		xoffs [laneBatch]int
		st    [3 * laneBatch]lanes16
		sums  [3 * laneBatch]float32
	)
	rows, cols, batch := p.rows, p.cols, p.batch
	// The lanes of three weight rows × the batch, laid out as the kernels'
	// accumulators (lanes3xY), so each group of four activation rows
	// (gemm3x4Y) and each pair of the rest (gemm3x2Y) hands its kernel
	// its lanes in place.
	ng, np := batch/4, (batch%4+1)/2
	lanes := st[:12*ng+6*np]
	// Group k's activation rows 4k..4k+3, then pair k's rows 4·ng + 2k and
	// + 2k + 1 (the last pair of an odd batch repeats its row into a slot
	// that is never read), as offsets from element c of row 0.
	for b := range 4*ng + 2*np {
		xoffs[b] = 4 * min(b, batch-1) * cols
	}
	// The decoders meet every tile cold: prefetch a later one while
	// gemm3x2Y runs on this one (see prefetchNextTile). Not F32, read in
	// place, whose long rows the hardware streamers follow (batch 8,
	// 1024×14336 cold, thread CPU time, Zen 4 without AVX-512, the machine
	// loaded: F32 23-30 GFLOP/s with the next tile into L1, 37 without;
	// two tiles ahead into L2, in runs of 41 calls each way interleaved,
	// 43.0 and 35.2 with it, 44.1 and 39.0 without).
	prefetch := prefetchMode != prefetchNever && !ibm && p.t != quant.F32
	tile := batchTileY
	if p.be == 1 {
		tile = batchTileYDense
	}
	for o := o0; o < o1; o += 3 {
		nr := min(3, o1-o)
		clear(lanes)
		for c := 0; c < cols; c += tile {
			m := min(tile, cols-c)
			full := m &^ 15
			// The three weight rows' elements [c, c+m) as floats (rows past
			// nr repeat the last): F32 read in place, else decoded; the
			// last m − full of each copied out for the Go tail.
			for r := range 3 {
				ro := min(o+r, o1-1)
				if p.t == quant.F32 {
					off := ro*p.rowBytes + 4*c
					wp[r] = unsafe.Pointer(&w[off])
					decodeDenseTail(quant.F32, w[off+4*full:off+4*m], tail[r][:m-full])
				} else {
					dst := buf[r*tile : r*tile+m]
					p.decodeRowTile(w, ro, c, dst, ibm)
					wp[r] = unsafe.Pointer(&dst[0])
					copy(tail[r][:m-full], dst[full:])
				}
			}
			if prefetch {
				p.prefetchNextTile(w, o, o1, c, tile, 3)
			}
			if full > 0 && ng > 0 {
				gemm3x4Y(&wp, unsafe.Pointer(&x[c]), &xoffs[0], ng, 4*full, &lanes[0])
			}
			if full > 0 && np > 0 {
				gemm3x2Y(&wp, unsafe.Pointer(&x[c]), &xoffs[4*ng], np, 4*full, &lanes[12*ng])
			}
			if full < m {
				for r := range nr {
					for b := range batch {
						lanes[lanes3xY(ng, r, b)].add(tail[r][:m-full], x[b*cols+c+full:b*cols+c+m])
					}
				}
			}
		}
		sumLanes16(&lanes[0], len(lanes), &sums[0])
		for r := range nr {
			for b := range batch {
				y[b*rows+o+r] = sums[lanes3xY(ng, r, b)]
			}
		}
	}
}

// lanes3xY is the index of weight row r (of three) and activation row b in
// simdBatch's lanes: ng groups of four activation rows, twelve lanes each,
// row-major (r, b mod 4) as gemm3x4Y's acc, then pairs of the rest, six
// lanes each, (r, b mod 2) as gemm3x2Y's.
func lanes3xY(ng, r, b int) int {
	if b < 4*ng {
		return 12*(b/4) + 4*r + b%4
	}
	b -= 4 * ng
	return 12*ng + 6*(b/2) + 2*r + b%2
}

// batchTileY is how many elements of a weight row the AVX2 batched path
// decodes at a time: three rows' tiles, 12 KB, stay in L1 while gemm3x4Y
// and gemm3x2Y run every group of activation rows over them (the numbers
// below were measured with pairs alone); batchTileYDense is the
// tile of F32 (read in place), F16 and BF16. Measured batch 8, 1024×14336
// cold, thread CPU time, the variants interleaved call by call, Zen 4
// with AVX-512 off (a loaded machine): quantized types 1024 elements
// 48-58 GFLOP/s, 512 45-56, 2048 36-43; the dense ones 1024 45, 512 47-48.
// On Zen 3 gemm3x2Y's five streams (three tile rows, two activation rows)
// at the same offset within a 4 KB page, 64 KB apart, ran at 30 GFLOP/s
// in L1 against 50 with them 256 bytes or more apart; but tile rows
// padded to 0, 768 and 1536 bytes within a page and the activation pairs
// copied out to 2304 and 3072 measured no faster than these tiles
// (256×14336, batch 8, Q4_0 and Q6_K, within the machine's noise).
const (
	batchTileY      = 1024
	batchTileYDense = 512
)

// batchBlocking is whether Linear runs large batches in chunks that keep
// their activations in L2 (batchChunkRows): on Intel CPUs, where it was
// measured to pay.
var batchBlocking = cpuVendor == vendorIntel

// linearTileBatch is the most elements of four weight rows the AVX-512
// batched path decodes at a time (its buffer: 64 KB of f32 on the stack),
// and batchTile how many it does (batchTileDense for F16 and BF16), with
// the next tile prefetched into L1 while gemm4x4Z runs on this one (see
// prefetchNextTile). Measured batch 8, one thread: on the Intel Xeon (48
// KB L1, skaic bench 4096×14336) 4096 elements 46-55 GFLOP/s, 1024 52-61
// (the four rows' tiles, 16 KB, stay in L1), 512 50-51; on Zen 4
// (1024×14336 cold, thread CPU time, the variants interleaved call by
// call, a loaded machine) 4096 without the prefetch: Q8_0 52, Q5_0 56,
// Q6_K 49, IQ4_NL 61 GFLOP/s; 1024 with it 61, 63, 60, 70 (no type
// slower beyond noise); 512 the same as 1024 for the quantized types,
// 10% faster for F16 and BF16, 10% slower for F32.
const linearTileBatch = 4096

const batchTileDense = 512

var batchTile = 1024

// FastBatchLimit is the largest batch the fast (8-bit activation) Linear
// beats the exact batched path at, on this machine, for the types that do
// best there. The fast kernels unpack a group of weight rows once per
// activation row; the exact path decodes a tile once for the whole batch.
// Q2_K, Q3_K, Q4_K and Q5_K win at 8 on every CPU measured (thread CPU
// time at 256×14336, one thread, exact/fast: Zen 4 and Zen 3, see
// q8TypeBatchLimit; the Intel Xeon with VNNI 1.61-2.39, 1.43-1.59,
// 1.08-1.28 and 1.20-1.29); LinearQ8FastAt narrows it per type.
func FastBatchLimit() int { return 8 }

// fastBatchLimitOf is FastBatchLimit for weights of type t
// (q8TypeBatchLimitOn).
func fastBatchLimitOf(t quant.Type) int {
	if l, ok := q8TypeBatchLimitOn(cpuVendor, q8VNNI(t), t); ok {
		return min(l, FastBatchLimit())
	}
	return FastBatchLimit()
}

// q8ExactRows reports whether the exact kernel beats the fast one for
// rows of cols columns of t at batch: on Intel, the VNNI IQ4_XS, MXFP4 and
// Q8_0 kernels at batch 1 over rows of pfShortRow bytes or more (the fast
// kernels unprefetched there). Measured on a 2-vCPU Xeon by thread CPU
// time, cold, GB/s exact/fast (BenchmarkMatvecResidencyThreadCPU):
// IQ4_XS at 4096×14336 (7616-byte rows) 9.9/9.0, 10.0/9.2, 10.0/9.0,
// 10.4/9.7, 11.0/9.7, 10.0/8.9 (fast with the software prefetch, at 16
// to 64 KiB ahead: 8.0 to 9.8), at 14336×4096 (2176-byte rows,
// prefetched) a tie, 9.5/9.5, 9.0/9.1, 9.4/9.6; Q8_0 at 4096×14336
// (15232-byte rows; the prefetch slows the fast kernel, see pfShortRow)
// 12.7/12.2, 12.7/12.2, 12.3/11.4 (skaic bench, wall clock, ms
// exact/fast: 5.06/5.78, 4.98/5.25), at 14336×4096 (4352-byte rows) the
// fast one wins, 9.6/10.6, 10.1/11.2, 9.4/10.3. The AVX2 kernels win at
// those rows (IQ4_XS exact/fast 5.8/9.0, 6.0/9.0; Q8_0 9.9/11.2,
// 10.3/11.5). MXFP4, whose 4096×14336 rows are IQ4_XS's 7616 bytes, on an
// Ice Lake Xeon: thread CPU time 7.95/7.37 and 10.1/7.2, skaic bench
// 8.20/7.40, 11.00/10.42, 11.09/10.38 GB/s; at 4096×4096 (2176-byte rows)
// 7.76/7.29, 10.54/10.67, 9.25/10.53.
func q8ExactRows(t quant.Type, batch, cols int) bool {
	return q8ExactRowsOn(cpuVendor, q8VNNI(t), t, batch, cols)
}

func q8ExactRowsOn(vendor string, vnni bool, t quant.Type, batch, cols int) bool {
	if vendor != vendorIntel || !vnni || batch != 1 || t != quant.IQ4_XS && t != quant.Q8_0 && t != quant.MXFP4 || cols%t.BlockElems() != 0 {
		return false
	}
	return cols/t.BlockElems()*t.BlockBytes() >= pfShortRow
}

// simdBatch4x4: four weight rows (decoded a tile at a time, or F32 read in
// place) against four activation rows at a time with gemm4x4Z; the lanes
// of every (weight row, activation row) are carried from tile to tile.
// Short groups repeat their last row; the repeats are dropped.
func (p *linearPlan) simdBatch4x4(w []byte, x, y []float32, o0, o1 int, ibm bool) {
	var (
		buf   [4 * linearTileBatch]float32
		tail  [4][16]float32
		xoffs [laneBatch]int
	)
	rows, cols, batch := p.rows, p.cols, p.batch
	// The lanes of four weight rows × the batch, laid out as gemm4x4Z's
	// accumulators (lanes4x4 index), so each group of four activation rows
	// hands the kernel its sixteen in place.
	var (
		st   [4 * laneBatch]lanes16
		sums [4 * laneBatch]float32
	)
	ng := (batch + 3) / 4
	lanes := st[:16*ng]
	// Group k's activation rows 4k..4k+3 (a short last group repeats its
	// last row into slots that are never read), as offsets from element c
	// of row 0.
	for b := range 4 * ng {
		xoffs[b] = 4 * min(b, batch-1) * cols
	}
	for o := o0; o < o1; o += 4 {
		nr := min(4, o1-o)
		clear(lanes)
		tile := batchTile
		if p.be == 1 && p.t != quant.F32 {
			tile = min(tile, batchTileDense)
		}
		for c := 0; c < cols; c += tile {
			m := min(tile, cols-c)
			full := m &^ 15
			var wp unsafe.Pointer
			ws := 4 * tile
			if p.t == quant.F32 {
				// In place; the rows past nr repeat the last one.
				wp, ws = unsafe.Pointer(&w[o*p.rowBytes+4*c]), p.rowBytes
				if nr < 4 {
					ws = 0
					wp = unsafe.Pointer(&w[(o1-1)*p.rowBytes+4*c])
				}
				for r := 0; r < 4 && full < m; r++ {
					off := min(o+r, o1-1)*p.rowBytes + 4*(c+full)
					decodeDenseTail(quant.F32, w[off:off+4*(m-full)], tail[r][:m-full])
				}
			} else {
				for r := range 4 {
					dst := buf[r*tile : r*tile+m]
					p.decodeRowTile(w, min(o+r, o1-1), c, dst, ibm)
					copy(tail[r][:m-full], dst[full:])
				}
				wp = unsafe.Pointer(&buf[0])
				if prefetchMode != prefetchNever && !ibm && tile <= 1024 {
					p.prefetchNextTile(w, o, o1, c, tile, 4)
				}
			}
			if nr < 4 && p.t == quant.F32 {
				// gemm4x4Z reads rows at wp + r·ws: with ws = 0 the four
				// rows are all row o1−1, so compute the group row by row.
				p.batch4x4Short(w, x, lanes, o, o1, c, m, full, tail)
				continue
			}
			if full > 0 {
				gemm4x4Z(wp, ws, unsafe.Pointer(&x[c]), &xoffs[0], ng, 4*full, &lanes[0])
			}
			if full < m {
				for r := range nr {
					for b := range batch {
						lanes[lanes4x4(r, b)].add(tail[r][:m-full], x[b*cols+c+full:b*cols+c+m])
					}
				}
			}
		}
		sumLanes16(&lanes[0], len(lanes), &sums[0])
		for r := range nr {
			for b := range batch {
				y[b*rows+o+r] = sums[lanes4x4(r, b)]
			}
		}
	}
}

// prefetchNextTile prefetches the weight bytes of a later tile than the
// one at (row group o, column c) — tiles run along a row group, then on to
// the next group's first — while the kernel runs on this one: the decoder
// met every tile cold. On Intel the next tile into L1 (batch 8, one
// thread, Xeon: Q8_0 4096x14336 61-63 -> 68-76 GFLOP/s, Q4_K 75-77 ->
// 80-84, Q6_K 63-66 -> 77-78; PREFETCHT1 measured a little slower);
// elsewhere the tile after it into L2 (batchPrefetchL2). simdBatch4x4
// calls it only with the short tiles it was measured with.
func (p *linearPlan) prefetchNextTile(w []byte, o, o1, c, tile, group int) {
	no, nc := o, c
	for range batchPrefetchAhead {
		if nc += tile; nc >= p.cols {
			no, nc = no+group, 0
		}
	}
	if no >= o1 {
		return
	}
	n := min(tile, p.cols-nc) / p.be * p.bb
	for r := range group {
		off := min(no+r, o1-1)*p.rowBytes + nc/p.be*p.bb
		if batchPrefetchL2 {
			prefetchLinesL2(unsafe.Pointer(&w[off]), n)
		} else {
			prefetchLines(unsafe.Pointer(&w[off]), n)
		}
	}
}

// batchPrefetchL2 says the batched paths prefetch their tiles into L2,
// batchPrefetchAhead tiles ahead: on Zen 4 a burst of a tile's lines into
// L1 stalls the kernel's loads behind it, and lines in L2 two tiles ahead
// leave the miss time to the memory. Batch 8, 1024×14336 cold, thread CPU
// time (median of 25 calls, the variants interleaved, a loaded machine),
// GFLOP/s next tile into L1 -> two tiles ahead into L2: AVX2 F16 47.6 ->
// 58.2, BF16 49.8 -> 59.7, Q8_0 59.9 -> 64.4, Q6_K 52.4 -> 55.2, Q5_0
// 57.8 -> 58.5; AVX-512 F16 51.0 -> 63.6, BF16 50.9 -> 61.9, Q8_0 62.3
// -> 67.4, Q6_K 61.3 -> 66.9, Q5_0 63.8 -> 66.1 (one tile ahead into L2
// in between, three or four ahead no better than two). Intel keeps the
// next tile into L1, as measured there.
var (
	batchPrefetchL2    = cpuVendor != vendorIntel
	batchPrefetchAhead = batchAhead(batchPrefetchL2)
)

func batchAhead(l2 bool) int {
	if l2 {
		return 2
	}
	return 1
}

// lanes4x4 is the index of weight row r (of four) and activation row b in
// simdBatch4x4's lanes: groups of four activation rows, sixteen lanes each,
// row-major (r, b mod 4) as gemm4x4Z's acc.
func lanes4x4(r, b int) int { return 16*(b/4) + 4*r + b%4 }

// batch4x4Short is simdBatch4x4's tile for a last F32 group of fewer than
// four rows: each row against four activation rows, the row repeated.
func (p *linearPlan) batch4x4Short(w []byte, x []float32, lanes []lanes16, o, o1, c, m, full int, tail [4][16]float32) {
	var (
		xoffs [4]int
		acc   [16]lanes16
	)
	cols, batch := p.cols, p.batch
	xbase := unsafe.Pointer(unsafe.SliceData(x))
	for r := 0; o+r < o1; r++ {
		wp := unsafe.Pointer(&w[(o+r)*p.rowBytes+4*c])
		for g := 0; g < batch; g += 4 {
			nb := min(4, batch-g)
			for cc := range 4 {
				b := g + min(cc, nb-1)
				xoffs[cc] = 4 * (b*cols + c)
				acc[cc] = lanes[lanes4x4(r, b)]
			}
			if full > 0 {
				gemm4x4Z(wp, 0, xbase, &xoffs[0], 1, 4*full, &acc[0])
			}
			for cc := range nb {
				b := g + cc
				a := acc[cc]
				if full < m {
					a.add(tail[r][:m-full], x[b*cols+c+full:b*cols+c+m])
				}
				lanes[lanes4x4(r, b)] = a
			}
		}
	}
}

// decodeRowTile decodes elements [c, c+len(dst)) of weight row o (c and
// len(dst) multiples of the block size, except a dense row's end).
func (p *linearPlan) decodeRowTile(w []byte, o, c int, dst []float32, ibm bool) {
	if p.be == 1 { // dense (p.t.Quantized() is a map lookup: 5% of a batch-8 Linear)
		off := o*p.rowBytes + c*p.bb
		full := len(dst) &^ 31
		if full > 0 {
			if p.t == quant.F16 {
				decodeF16SIMD(unsafe.Pointer(&w[off]), full, &dst[0])
			} else {
				decodeBF16SIMD(unsafe.Pointer(&w[off]), full, &dst[0])
			}
		}
		if full < len(dst) {
			decodeDenseFast(p.t, w[off+full*p.bb:off+len(dst)*p.bb], dst[full:])
		}
		return
	}
	be, bb := p.be, p.bb
	n, kb := len(dst)/be, c/be
	pos, stride := (o*p.nb+kb)*bb, bb
	if ibm {
		pos, stride = (kb*p.rows+o)*bb, p.rows*bb
	}
	_ = w[pos+(n-1)*stride+bb-1] // the last block is inside w
	src, out := unsafe.Pointer(&w[pos]), &dst[0]
	switch p.t {
	case quant.Q8_0:
		if useAVX512 {
			decodeQ8_0Z(src, stride, n, out)
		} else {
			decodeQ8_0SIMD(src, stride, n, out)
		}
	case quant.Q4_0:
		if useAVX512 {
			decodeQ4_0Z(src, stride, n, out)
		} else {
			decodeQ4_0SIMD(src, stride, n, out)
		}
	case quant.Q4_K:
		if useAVX512 {
			decodeQ4_KZ(src, stride, n, out)
		} else {
			decodeQ4_KSIMD(src, stride, n, out)
		}
	case quant.Q6_K:
		if useAVX512 && useAVX512VBMI {
			decodeQ6_KZ(src, stride, n, out)
		} else {
			decodeQ6_KSIMD(src, stride, n, out)
		}
	case quant.Q4_1:
		if useAVX512 {
			decodeQ4_1Z(src, stride, n, out)
		} else {
			decodeQ4_1SIMD(src, stride, n, out)
		}
	case quant.Q5_0:
		if useAVX512 {
			decodeQ5_0Z(src, stride, n, out)
		} else {
			decodeQ5_0SIMD(src, stride, n, out)
		}
	case quant.Q5_1:
		if useAVX512 {
			decodeQ5_1Z(src, stride, n, out)
		} else {
			decodeQ5_1SIMD(src, stride, n, out)
		}
	case quant.Q2_K:
		if useAVX512 {
			decodeQ2_KZ(src, stride, n, out)
		} else {
			decodeQ2_KSIMD(src, stride, n, out)
		}
	case quant.Q3_K:
		if useAVX512 {
			decodeQ3_KZ(src, stride, n, out)
		} else {
			decodeQ3_KSIMD(src, stride, n, out)
		}
	case quant.Q5_K:
		if useAVX512 {
			decodeQ5_KZ(src, stride, n, out)
		} else {
			decodeQ5_KSIMD(src, stride, n, out)
		}
	case quant.IQ4_NL, quant.IQ4_XS, quant.MXFP4:
		decodeIQ4Tile(p.t, src, stride, n, out)
	case quant.IQ2_XXS, quant.IQ2_XS, quant.IQ2_S, quant.IQ3_XXS, quant.IQ3_S, quant.IQ1_S, quant.IQ1_M, quant.TQ1_0, quant.TQ2_0:
		decodeGridTile(p.t, src, bb, stride, n, out)
	default:
		for i := range n {
			decodeBlockFast(p.t, w[pos+i*stride:pos+i*stride+bb], dst[i*be:(i+1)*be])
		}
	}
}

// linearKernel names the kernel Linear runs for t at batch (see
// LinearKernel).
func linearKernel(t quant.Type, batch int) string {
	if !useSIMD || genericOnly || !hasSIMDLinear(t) {
		return "portable"
	}
	isa := "avx2"
	if useAVX512 {
		isa = "avx512"
	}
	switch {
	case fusedBatchOK(t, batch):
		return "avx2-fused"
	case batch <= 1 && t == quant.Q6_K && !useAVX512VBMI:
		return "avx2"
	case batch <= 1 && gridIndexedY(t):
		return "avx2" // the AVX2 index readers win on every CPU measured
	case t == quant.F32 || batch <= 1 && (hasFused(t) || quant.IsIQBlock(t)):
		return isa
	case useAVX512 && quant.IsIQBlock(t) && batch >= gridBatchMin:
		return isa // gridBatch2x8: the groups expanded in registers
	case !t.Quantized() || hasSIMDDecoder(t):
		return isa + "-tile"
	}
	return isa + "-gotile"
}

// sumF32Any is sumF32 for the benchmarks.
func sumF32Any(p *float32, n int) float32 { return sumF32(p, n) }
