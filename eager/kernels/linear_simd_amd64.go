//go:build amd64 && !purego

package kernels

import (
	"encoding/binary"
	"math"
	"unsafe"

	"golang.org/x/sys/cpu"

	"github.com/skainet/skaic/layout/quant"
)

// SIMD Linear kernels (AVX2 + F16C, Go assembly in linear_simd_amd64.s),
// chosen at run time with golang.org/x/sys/cpu. They compute exactly what
// the portable kernels do — every weight decoded with the decoder's formula
// and rounding, every product rounded on its own (no FMA), lanes and chunks
// summed in the 32-chunk order of Dot — so for every type, block order and
// batch the result is bitwise the portable kernels' (the tests hold them
// to it, on quantized weights and on random bytes).
//
// Decode step (batch 1): a matvec8 kernel computes eight output rows at
// once, one 32-element chunk of the eight rows after the other: each row's
// chunk is decoded into four 8-lane vectors (integer unpacking and
// conversion, no scalar code), multiplied by the activation chunk and
// summed per lane; the eight lane vectors are reduced together by a
// transposing tree whose result is the eight chunk sums in one vector,
// added to the eight accumulators. Row pointers and a block stride make
// one kernel read row-major and input-block-major weights (the latter in
// memory order: a range of input blocks over every row group at a time,
// the sums carried in y). Row-major kernels prefetch the next row group.
// F32, F16, BF16, Q8_0, Q4_0, Q4_K and Q6_K have one each; where the CPU
// has AVX-512 (VL; VBMI for Q6_K), the 4-bit types and Q6_K use variants
// that look weights up in per-block tables or widen bytes with one
// permute (fewer instructions, the same bits).
//
// Batched (prefill): each weight row is decoded linearTileSIMD elements at
// a time into a stack buffer (exact SIMD decoders) and dotted with eight
// activation rows at once by matvec8F32 with the roles swapped (the last
// group repeats its last row; the repeats are dropped).
//
// Other types, and CPUs without AVX2/F16C, take the portable kernels.

var simdAvailable = cpu.X86.HasAVX2 && cpu.X86.HasF16C

// useAVX512 selects the AVX-512VL variants of the 4-bit kernels (table
// lookups by VPERMI2PS; bitwise the same results).
var useAVX512 = simdAvailable && cpu.X86.HasAVX512F && cpu.X86.HasAVX512VL

// useAVX512VBMI selects the AVX-512 VBMI variant of Q6_K (byte permutes).
var useAVX512VBMI = useAVX512 && cpu.X86.HasAVX512BW && cpu.X86.HasAVX512VBMI

//go:noescape
func matvec8F32(base unsafe.Pointer, offs *[8]int, stride, end int, x unsafe.Pointer, y *[8]float32, sc *[128]float32, pf unsafe.Pointer)

//go:noescape
func matvec8F16(base unsafe.Pointer, offs *[8]int, stride, end int, x unsafe.Pointer, y *[8]float32, sc *[128]float32, pf unsafe.Pointer)

//go:noescape
func matvec8BF16(base unsafe.Pointer, offs *[8]int, stride, end int, x unsafe.Pointer, y *[8]float32, sc *[128]float32, pf unsafe.Pointer)

//go:noescape
func matvec8Q8_0(base unsafe.Pointer, offs *[8]int, stride, end int, x unsafe.Pointer, y *[8]float32, sc *[128]float32, pf unsafe.Pointer)

//go:noescape
func matvec8Q4_0(base unsafe.Pointer, offs *[8]int, stride, end int, x unsafe.Pointer, y *[8]float32, sc *[128]float32, pf unsafe.Pointer)

//go:noescape
func matvec8Q4_K(base unsafe.Pointer, offs *[8]int, stride, end int, x unsafe.Pointer, y *[8]float32, sc *[128]float32, pf unsafe.Pointer)

//go:noescape
func matvec8Q4_0X(base unsafe.Pointer, offs *[8]int, stride, end int, x unsafe.Pointer, y *[8]float32, sc *[128]float32, pf unsafe.Pointer)

//go:noescape
func matvec8Q4_KX(base unsafe.Pointer, offs *[8]int, stride, end int, x unsafe.Pointer, y *[8]float32, sc *[128]float32, pf unsafe.Pointer)

//go:noescape
func matvec8Q6_KX(base unsafe.Pointer, offs *[8]int, stride, end int, x unsafe.Pointer, y *[8]float32, sc *[128]float32, pf unsafe.Pointer)

//go:noescape
func matvec8Q6_K(base unsafe.Pointer, offs *[8]int, stride, end int, x unsafe.Pointer, y *[8]float32, sc *[128]float32, pf unsafe.Pointer)

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

// hasMatvec8 reports whether t has a matvec8 kernel.
func hasMatvec8(t quant.Type) bool {
	switch t {
	case quant.F32, quant.F16, quant.BF16, quant.Q8_0, quant.Q4_0, quant.Q4_K, quant.Q6_K:
		return true
	}
	return false
}

// matvec8 runs t's kernel: for i < 8, y[i] += Σ over the blocks at
// base + offs[i] + k·stride, k·stride < end, of the block dotted with its
// activations (x advancing 32 floats per chunk), the chunk sums added in
// order. sc is scratch for the per-block scales. The calls are direct (a
// func value would make the arguments escape).
func matvec8(t quant.Type, base unsafe.Pointer, offs *[8]int, stride, end int, x unsafe.Pointer, y *[8]float32, sc *[128]float32, pf unsafe.Pointer) {
	switch t {
	case quant.F32:
		matvec8F32(base, offs, stride, end, x, y, sc, pf)
	case quant.F16:
		matvec8F16(base, offs, stride, end, x, y, sc, pf)
	case quant.BF16:
		matvec8BF16(base, offs, stride, end, x, y, sc, pf)
	case quant.Q8_0:
		matvec8Q8_0(base, offs, stride, end, x, y, sc, pf)
	case quant.Q4_0:
		if useAVX512 {
			matvec8Q4_0X(base, offs, stride, end, x, y, sc, pf)
		} else {
			matvec8Q4_0(base, offs, stride, end, x, y, sc, pf)
		}
	case quant.Q4_K:
		if useAVX512 {
			matvec8Q4_KX(base, offs, stride, end, x, y, sc, pf)
		} else {
			matvec8Q4_K(base, offs, stride, end, x, y, sc, pf)
		}
	case quant.Q6_K:
		if useAVX512VBMI {
			matvec8Q6_KX(base, offs, stride, end, x, y, sc, pf)
		} else {
			matvec8Q6_K(base, offs, stride, end, x, y, sc, pf)
		}
	}
}

// simdLinear computes rows [o0, o1) of a validated plan (batch ≥ 1, at
// least one row) with the SIMD kernels and reports true, or reports false
// when they do not cover the call (the caller runs the portable kernels).
func (p *linearPlan) simdLinear(w []byte, x, y []float32, o0, o1 int, ibm bool) bool {
	if !useSIMD || genericOnly {
		return false
	}
	if !hasMatvec8(p.t) {
		return false
	}
	if p.batch == 1 {
		p.simdMatvec(w, x, y, o0, o1, ibm)
	} else {
		p.simdBatch(w, x, y, o0, o1, ibm)
	}
	return true
}

func (p *linearPlan) simdMatvec(w []byte, x, y []float32, o0, o1 int, ibm bool) {
	var (
		offs [8]int
		out  [8]float32
		sc   [128]float32
	)
	base := unsafe.Pointer(unsafe.SliceData(w))
	if ibm {
		// Input-block-major: walk the weight in its memory order, step
		// input blocks (about 4 KB of each row group) at a time over every
		// row group, the rows' sums carried in y.
		stride := p.rows * p.bb
		Fill(y[o0:o1], 0)
		step := max(8, 4096/(8*p.bb))
		for kb := 0; kb < p.nb; kb += step {
			k := min(step, p.nb-kb)
			xp := unsafe.Pointer(&x[kb*p.be])
			for o := o0; o < o1; o += 8 {
				n := min(8, o1-o)
				for i := range offs {
					offs[i] = kb*stride + min(o+i, o1-1)*p.bb
				}
				dst := &out
				if n == 8 {
					dst = (*[8]float32)(y[o : o+8])
				} else {
					copy(out[:n], y[o:o+n])
				}
				matvec8(p.t, base, &offs, stride, k*stride, xp, dst, &sc, nil)
				if n < 8 {
					copy(y[o:o+n], out[:n])
				}
			}
		}
		return
	}
	stride, end := p.bb, p.nb*p.bb
	full := p.cols
	if !p.t.Quantized() {
		// A "block" of the kernel is one chunk; a short last chunk is
		// added below.
		full = p.cols &^ (dotChunk - 1)
		stride = dotChunk * p.bb
		end = full * p.bb
	}
	xp := unsafe.Pointer(unsafe.SliceData(x))
	for o := o0; o < o1; o += 8 {
		n := min(8, o1-o)
		for i := range offs {
			offs[i] = min(o+i, o1-1) * p.rowBytes
		}
		out = [8]float32{}
		dst := &out
		if n == 8 {
			dst = (*[8]float32)(y[o : o+8])
			*dst = [8]float32{}
		}
		// The next group, for the kernel to prefetch (this one's when
		// there is none).
		pf := unsafe.Add(base, min(o+8, o1-1)*p.rowBytes)
		matvec8(p.t, base, &offs, stride, end, xp, dst, &sc, pf)
		if n < 8 {
			copy(y[o:o+n], out[:n])
		}
	}
	if full < p.cols {
		var tail [dotChunk]float32
		m := p.cols - full
		for o := o0; o < o1; o++ {
			src := w[o*p.rowBytes+full*p.bb : (o+1)*p.rowBytes]
			decodeDenseTail(p.t, src, tail[:m])
			y[o] += dotTail(tail[:m], x[full:])
		}
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

// linearTileSIMD is how many elements of a weight row the batched path
// decodes at a time (a multiple of every block size).
const linearTileSIMD = 2048

func (p *linearPlan) simdBatch(w []byte, x, y []float32, o0, o1 int, ibm bool) {
	var (
		buf  [linearTileSIMD]float32
		offs [8]int
		acc  [8]float32
	)
	rows, cols, batch := p.rows, p.cols, p.batch
	xbase := unsafe.Pointer(unsafe.SliceData(x))
	for o := o0; o < o1; o++ {
		for bi := 0; bi < batch; bi++ {
			y[bi*rows+o] = 0
		}
		for c := 0; c < cols; c += linearTileSIMD {
			m := min(linearTileSIMD, cols-c)
			full := m &^ (dotChunk - 1)
			// The weight row's elements [c, c+m) as floats: read in place
			// for F32 (the kernels load unaligned), else decoded.
			var wrow unsafe.Pointer
			var tail []float32
			if p.t == quant.F32 {
				off := o*p.rowBytes + 4*c
				wrow = unsafe.Pointer(&w[off])
				if full < m {
					tail = buf[:m-full]
					decodeDenseTail(quant.F32, w[off+4*full:off+4*m], tail)
				}
			} else {
				p.decodeRowTile(w, o, c, buf[:m], ibm)
				wrow, tail = unsafe.Pointer(&buf[0]), buf[full:m]
			}
			// Eight activation rows at a time (the last group repeats its
			// last row): a matvec8 kernel with the roles of weight and
			// activation swapped.
			for g := 0; g < batch; g += 8 {
				nb := min(8, batch-g)
				for i := range offs {
					bi := g + min(i, nb-1)
					offs[i] = 4 * (bi*cols + c)
					acc[i] = y[bi*rows+o]
				}
				matvec8F32(xbase, &offs, 4*dotChunk, 4*full, wrow, &acc, nil, nil)
				for i := 0; i < nb; i++ {
					bi := g + i
					v := acc[i]
					if full < m {
						v += dotTail(tail, x[bi*cols+c+full:bi*cols+c+m])
					}
					y[bi*rows+o] = v
				}
			}
		}
	}
}

// decodeRowTile decodes elements [c, c+len(dst)) of weight row o (c and
// len(dst) multiples of the block size, except a dense row's end).
func (p *linearPlan) decodeRowTile(w []byte, o, c int, dst []float32, ibm bool) {
	if !p.t.Quantized() {
		off := o*p.rowBytes + c*p.bb
		full := len(dst) &^ (dotChunk - 1)
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
		decodeQ8_0SIMD(src, stride, n, out)
	case quant.Q4_0:
		decodeQ4_0SIMD(src, stride, n, out)
	case quant.Q4_K:
		decodeQ4_KSIMD(src, stride, n, out)
	case quant.Q6_K:
		decodeQ6_KSIMD(src, stride, n, out)
	}
}

// sumF32Any is sumF32 for the benchmarks.
func sumF32Any(p *float32, n int) float32 { return sumF32(p, n) }
