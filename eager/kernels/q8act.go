package kernels

import (
	"fmt"
	"math"
	"unsafe"

	"github.com/skainet/skaic/layout/quant"
)

// Fast Linear: y = x·Wᵀ with the activations requantized to 8 bits (as
// ggml does), so the inner products are integer dot products of the packed
// weight codes with int8 activations. It is an approximation of Linear
// (exact mode stays the reference and the default) used only where a caller
// asks for it: `skaic run --fast`, `skaic bench --fast`.
//
// The activation format depends on the weight type (Q8ActBlockOf): Q8_0,
// Q4_0, Q4_1, Q5_0, Q5_1, IQ4_NL and MXFP4 weights take 32-element
// activation blocks (Q8Act), the k-quants (Q2_K … Q6_K) and IQ4_XS 256-element ones (Q8K,
// one scale per weight super-block, as ggml's Q8_K), so that a
// super-block's sub-blocks combine in integers. Both quantize a block the
// same way:
//
//	d    = float32(max|x|) / 127                       (0 when the block is all zero)
//	q[l] = round-half-away(float32(x[l] · (1/d))), clamped to [−127, 127]   (0 when d = 0)
//
// (1/d a float32 division; float64(v·(1/d)) ± 0.5 is exact for |v·(1/d)| <
// 128, so the rounding is exact: TestQuantizeQ8Act, TestQuantizeQ8KAct).
// ggml's Q8_K takes −127/max with the signed max and rounds half to even;
// the codes differ from ggml's only in ties and in that sign convention.
// Where the fast kernels run in SIMD, so does the quantizer
// (q8act_quant_amd64.s), bitwise equal to the portable one except in
// blocks holding a NaN (whose scale and codes are unspecified).
//
// # Q8Act (Q8_0, Q4_0, Q4_1, Q5_0, Q5_1, IQ4_NL, MXFP4): 32-element blocks
//
// Block b has d_b, q_b and
//
//	c_b[i] = −(q_b[4i] + q_b[4i+1] + q_b[4i+2] + q_b[4i+3])    (i < 8: lane sums, negated)
//	s_b    = float32(d_b · float32(Σ_l q_b[l]))
//
// stored as one run of 32-bit words per row (Q8ActWords): the int8 codes of
// the row (cols/4 words), then d (one word per block), s (one per block)
// and c (eight per block). s carries the mins of Q4_1 and Q5_1 (as ggml's
// q8_1 does), the lane sums the offsets of Q4_0 (−8), Q5_0 (−16), Q8_0
// and the code books (the SIMD kernels read their codes as unsigned,
// +128).
//
// # Q8K (Q2_K, Q3_K, Q4_K, Q5_K, Q6_K, IQ4_XS): 256-element blocks
//
// Super-block k has d_k, its 256 codes q and sixteen int16 sums
//
//	bs_k[t] = Σ_{l<16} q[16t+l]     (t < 16: one per 16 elements)
//
// stored per row as the int8 codes (cols/4 words), then d (one word per
// super-block), then bs (eight words, sixteen int16, per super-block).
//
// # Combination order
//
// Integer dot products are exact, so only the float combination needs an
// order, and it is fixed here so that the SIMD kernels give bitwise the
// portable kernels' result. Each output element is the dot of one weight
// row with one activation row, accumulated in eight float32 lanes a_0…a_7
// (all zero at first); lane i sees elements 4i…4i+3 of every 32-element
// sub-block. With p_i(j) the exact integer Σ over lane i's four elements of
// sub-block j of (weight code)·q, offsets as stated:
//
//	Q8_0, Q4_0, Q5_0 (per 32-element weight block b, codes less the
//	      offset), Q4_1, Q5_1 (codes without an offset), IQ4_NL, MXFP4
//	      (codes the code-book values; dw the f16 d, or MXFP4's 2^(e−128)):
//	              s = float32(dw · d_b);  a_i += float32(float32(p_i) · s)
//	Q4_1 and Q5_1, the f16 min m, in one more accumulator a_m (zero at first):
//	              a_m += float32(m · s_b)
//	Q4_K (per super-block, nibble codes 0…15, sc_j and m_j the 6-bit scales
//	      and mins of sub-block j, d and dmin the f16 super-block scales,
//	      p(j) the exact Σ over all 32 elements of sub-block j; a_1…a_7
//	      stay zero, as for IQ4_XS):
//	              I = Σ_j sc_j · p(j)                              (int32)
//	              M = Σ_j m_j · (bs[2j] + bs[2j+1])                (int32)
//	              a_0 += float32(float32(I) · float32(d · d_k))
//	              a_0 −= float32(float32(M) · float32(dmin · d_k))
//	Q6_K (per super-block, codes 0…63 before the −32 offset, sc_t the int8
//	      scale of elements 16t…16t+15: lanes i < 4 of 32-element group g
//	      take sc_{2g}, lanes i ≥ 4 sc_{2g+1}):
//	              I_i = Σ_g sc_{2g+[i≥4]} · p_i(g) − 32·(sc_{2i}·bs[2i] + sc_{2i+1}·bs[2i+1])
//	              a_i += float32(float32(I_i) · float32(d · d_k))
//	IQ4_XS: see q8act_codebook.go; Q2_K, Q3_K, Q5_K: q8act_kquant.go.
//
// and finally
//
//	y = ((a_0+a_4) + (a_2+a_6)) + ((a_1+a_5) + (a_3+a_7))    (Q4_1, Q5_1: then + a_m).
//
// So a k-quant super-block costs each row two (Q6_K one) conversions,
// multiplies and adds in float, against eight or more with 32-element
// activation blocks. No product is fused into an add. The result does not
// depend on how rows are split over goroutines, nor on the batch.
//
// # Error
//
// Against exact mode, relative L2 error ≈ 1/(127·√3)·(a block's max/rms
// ratio) of the activations, measured in q8act_test.go and stated in `skaic
// run --help`: on Gaussian activations about 0.5% with 32-element blocks
// and 0.7% with 256-element ones (a longer block has a larger max/rms).

// Q8ActBlock is the activation block size of Q8_0, Q4_0, Q4_1, Q5_0, Q5_1, IQ4_NL and MXFP4
// weights.
const Q8ActBlock = 32

// Q8KBlock is the activation block size of k-quant and IQ4_XS weights.
const Q8KBlock = 256

// q8LaneSums is the lane sums stored per 32-element block.
const q8LaneSums = 8

// q8KSums is the int16 sums stored per 256-element block.
const q8KSums = Q8KBlock / 16

// q8K reports whether weights of type t take Q8K activations.
func q8K(t quant.Type) bool {
	switch t {
	case quant.Q2_K, quant.Q3_K, quant.Q4_K, quant.Q5_K, quant.Q6_K, quant.IQ4_XS:
		return true
	}
	return false
}

// Q8ActBlockOf is the activation block size for weights of type t (cols
// must be a multiple of it).
func Q8ActBlockOf(t quant.Type) int {
	if q8K(t) {
		return Q8KBlock
	}
	return Q8ActBlock
}

// Q8ActWords is the number of 32-bit words of one quantized activation row
// of cols elements for weights of type t.
func Q8ActWords(t quant.Type, cols int) int {
	if q8K(t) {
		return cols/4 + (cols/Q8KBlock)*(1+q8KSums/2)
	}
	nb := cols / Q8ActBlock
	return cols/4 + nb*(2+q8LaneSums)
}

// LinearQ8Supports reports whether LinearQ8 has a kernel for weights of
// type t in row-major block order.
func LinearQ8Supports(t quant.Type) bool {
	switch t {
	case quant.Q8_0, quant.Q4_0, quant.Q4_1, quant.Q5_0, quant.Q5_1, quant.Q2_K, quant.Q3_K, quant.Q4_K, quant.Q5_K, quant.Q6_K,
		quant.IQ4_NL, quant.IQ4_XS, quant.MXFP4:
		return true
	}
	return false
}

// LinearQ8Fast reports whether LinearQ8 on t is faster than Linear on this
// machine: only where it has a SIMD kernel (AVX-512 VNNI or AVX2). The portable
// kernels are the reference of the SIMD ones, not a fast path: in Go they
// run at about half the portable exact kernels' speed. Callers that want
// speed use exact Linear where this is false.
func LinearQ8Fast(t quant.Type) bool {
	return q8SIMD(t)
}

// LinearQ8FastAt reports whether LinearQ8 on t at batch rows is faster
// than Linear on this machine: LinearQ8Fast, up to the batch where the
// exact batched path (which decodes a weight tile once for the whole
// batch) catches up — FastBatchLimit, lower for some types on some CPUs —
// and past it where t has large-batch kernels (q8GemmAt).
func LinearQ8FastAt(t quant.Type, batch int) bool {
	return batch > 0 && LinearQ8Fast(t) && (batch <= fastBatchLimitOf(t) || q8GemmAt(t, batch))
}

// LinearQ8FastFor is LinearQ8FastAt for a weight of cols columns: false
// also where the exact kernel reads rows that long faster (q8ExactRows).
// Callers that know the shape use it.
func LinearQ8FastFor(t quant.Type, batch, cols int) bool {
	return LinearQ8FastAt(t, batch) && !q8ExactRows(t, batch, cols)
}

// q8Row is one quantized activation row (Q8Act).
type q8Row struct {
	q    []int8
	d, s []float32
	c    []int32
}

func q8RowOf(a []float32, cols int) q8Row {
	nb := cols / Q8ActBlock
	p := unsafe.Pointer(unsafe.SliceData(a))
	return q8Row{
		q: unsafe.Slice((*int8)(p), cols),
		d: a[cols/4 : cols/4+nb],
		s: a[cols/4+nb : cols/4+2*nb],
		c: unsafe.Slice((*int32)(unsafe.Pointer(&a[cols/4+2*nb])), q8LaneSums*nb),
	}
}

// q8KRow is one quantized activation row (Q8K).
type q8KRow struct {
	q  []int8
	d  []float32
	bs []int16
}

func q8KRowOf(a []float32, cols int) q8KRow {
	nb := cols / Q8KBlock
	p := unsafe.Pointer(unsafe.SliceData(a))
	return q8KRow{
		q:  unsafe.Slice((*int8)(p), cols),
		d:  a[cols/4 : cols/4+nb],
		bs: unsafe.Slice((*int16)(unsafe.Pointer(&a[cols/4+nb])), q8KSums*nb),
	}
}

// QuantizeQ8Act quantizes x [batch, cols] into act [batch, Q8ActWords(t,
// cols)], the activation format of weights of type t (see above). cols
// must be a positive multiple of Q8ActBlockOf(t).
func QuantizeQ8Act(t quant.Type, x []float32, batch, cols int, act []float32) error {
	bl := Q8ActBlockOf(t)
	if cols <= 0 || cols%bl != 0 || batch < 0 {
		return fmt.Errorf("quantize q8 activations: %d columns is not a positive multiple of %d", cols, bl)
	}
	rw := Q8ActWords(t, cols)
	if len(x) != batch*cols || len(act) != batch*rw {
		return fmt.Errorf("quantize q8 activations: x has %d elements and act %d words, [%d, %d] needs %d and %d",
			len(x), len(act), batch, cols, batch*cols, batch*rw)
	}
	for b := 0; b < batch; b++ {
		xr, ar := x[b*cols:(b+1)*cols], act[b*rw:(b+1)*rw]
		if quantizeQ8RowSIMD(t, xr, cols, ar) {
			continue
		}
		if q8K(t) {
			quantizeQ8KRow(xr, q8KRowOf(ar, cols))
		} else {
			quantizeQ8Row(xr, q8RowOf(ar, cols))
		}
	}
	return nil
}

// quantizeQ8Block quantizes one block (32 or 256 elements) into q and
// returns its scale d.
func quantizeQ8Block(x []float32, q []int8) float32 {
	var amax float32
	for _, v := range x {
		amax = max(amax, float32(math.Abs(float64(v))))
	}
	d := amax / 127
	var id float32
	if d != 0 {
		id = 1 / d
	}
	q = q[:len(x)]
	for l, v := range x {
		// Round half away from zero, exactly: float64(v·id) + ±0.5 is
		// exact for |v·id| < 128 (see TestQuantizeQ8ActRounding).
		f := float64(float32(v * id))
		f += math.Copysign(0.5, f)
		q[l] = int8(int32(max(-127, min(127, f))))
	}
	return d
}

func quantizeQ8Row(x []float32, r q8Row) {
	for b := range r.d {
		qb := (*[Q8ActBlock]int8)(r.q[b*Q8ActBlock:])
		d := quantizeQ8Block(x[b*Q8ActBlock:(b+1)*Q8ActBlock], qb[:])
		var sum int32
		for _, q := range qb {
			sum += int32(q)
		}
		lanes := (*[q8LaneSums]int32)(r.c[b*q8LaneSums:])
		for i := range lanes {
			lanes[i] = -(int32(qb[4*i]) + int32(qb[4*i+1]) + int32(qb[4*i+2]) + int32(qb[4*i+3]))
		}
		r.d[b] = d
		r.s[b] = float32(d * float32(sum))
	}
}

func quantizeQ8KRow(x []float32, r q8KRow) {
	for b := range r.d {
		qb := r.q[b*Q8KBlock : (b+1)*Q8KBlock]
		r.d[b] = quantizeQ8Block(x[b*Q8KBlock:(b+1)*Q8KBlock], qb)
		for t := 0; t < q8KSums; t++ {
			var sum int16
			for _, q := range qb[16*t : 16*t+16] {
				sum += int16(q)
			}
			r.bs[b*q8KSums+t] = sum
		}
	}
}

// LinearQ8 computes y = x·Wᵀ (an approximation: see above) from the
// quantized activations act [batch, Q8ActWords(cols)] of x [batch, cols]
// and a weight W [rows, cols] of type t in row-major block order.
func LinearQ8(t quant.Type, w []byte, rows, cols int, act []float32, batch int, y []float32) error {
	return LinearQ8Range(t, w, rows, cols, act, batch, y, 0, rows)
}

// LinearQ8Range is LinearQ8 restricted to the output rows [o0, o1), with
// bitwise the values LinearQ8 writes there.
func LinearQ8Range(t quant.Type, w []byte, rows, cols int, act []float32, batch int, y []float32, o0, o1 int) error {
	if !LinearQ8Supports(t) {
		return fmt.Errorf("linear q8 %s: %w", t, ErrNoKernel)
	}
	if bl := Q8ActBlockOf(t); cols%bl != 0 || cols <= 0 {
		return fmt.Errorf("linear q8 %s: %d columns is not a positive multiple of %d", t, cols, bl)
	}
	// The weight and row range are checked by planLinear (with no
	// activations: act and y are checked below).
	p, err := planLinear("linear q8", t, w, rows, cols, nil, 0, y[:0], o0, o1)
	if err != nil {
		return err
	}
	rw := Q8ActWords(t, cols)
	if batch < 0 || len(act) != batch*rw {
		return fmt.Errorf("linear q8 %s: act has %d words, batch %d of %d columns needs %d", t, len(act), batch, cols, batch*rw)
	}
	if len(y) != batch*rows {
		return fmt.Errorf("linear q8 %s: y has %d elements, [%d, %d] needs %d", t, len(y), batch, rows, batch*rows)
	}
	p.batch = batch
	if o0 == o1 || batch == 0 {
		return nil
	}
	if q8SIMD(t) && !genericOnly {
		if q8GemmAt(t, batch) {
			p.q8GemmRange(w, act, y, o0, o1)
			return nil
		}
		p.q8SIMDRange(w, act, y, o0, o1)
		return nil
	}
	for o := o0; o < o1; o++ {
		wrow := w[o*p.rowBytes : (o+1)*p.rowBytes]
		for b := 0; b < batch; b++ {
			ab := act[b*rw : (b+1)*rw]
			if q8K(t) {
				y[b*rows+o] = q8KDotRow(t, wrow, q8KRowOf(ab, cols))
			} else {
				y[b*rows+o] = q8DotRow(t, wrow, q8RowOf(ab, cols))
			}
		}
	}
	return nil
}

// q8DotRow is the portable kernel of the 32-element types (Q8Act): one weight row against
// one activation row, in the combination order above.
func q8DotRow(t quant.Type, w []byte, a q8Row) float32 {
	var acc [8]float32
	var accm float32
	bb := t.BlockBytes()
	for b := range a.d {
		blk := w[bb*b : bb*(b+1)]
		if t == quant.Q4_1 || t == quant.Q5_1 {
			accm += float32(half(blk[2:4]) * a.s[b])
		}
		s := float32(q8BlockScale(t, blk) * a.d[b])
		q := a.q[32*b : 32*b+32]
		for i := range acc {
			var p int32
			for k := 4 * i; k < 4*i+4; k++ {
				p += q8Code(t, blk, k) * int32(q[k])
			}
			acc[i] += float32(float32(p) * s)
		}
	}
	return hsum8(&acc) + accm
}

// q8KDotRow is the portable kernel of the k-quants and IQ4_XS: one weight row against
// one Q8K activation row, in the combination order above.
func q8KDotRow(t quant.Type, w []byte, a q8KRow) float32 {
	var acc [8]float32
	for k := range a.d {
		q := a.q[256*k : 256*k+256]
		bs := a.bs[16*k : 16*k+16]
		if q8KDotNew(t, w, k, q, bs, a.d[k], &acc) {
			continue
		}
		var isum [8]int32
		switch t {
		case quant.Q4_K:
			blk := (*[144]byte)(w[144*k:])
			scales := (*[12]byte)(blk[4:16])
			var is, ms int32
			for j := 0; j < 8; j++ {
				sc, m := scaleMinK4(j, scales)
				nibs := blk[16+32*(j/2) : 16+32*(j/2)+32]
				var p int32
				for l, v := range nibs {
					p += int32(v>>(4*(j%2))&0x0f) * int32(q[32*j+l])
				}
				is += int32(sc) * p
				ms += int32(m) * (int32(bs[2*j]) + int32(bs[2*j+1]))
			}
			s1 := float32(half(blk[0:2]) * a.d[k])
			s2 := float32(half(blk[2:4]) * a.d[k])
			acc[0] += float32(float32(is) * s1)
			acc[0] -= float32(float32(ms) * s2)
		case quant.IQ4_XS:
			q8KDotIQ4XS((*[136]byte)(w[136*k:]), q, a.d[k], &acc)
			continue
		case quant.Q6_K:
			blk := (*[210]byte)(w[210*k:])
			sc := func(u int) int32 { return int32(int8(blk[192+u])) }
			for g := 0; g < 8; g++ {
				n, gg := g/4, g%4
				ql := blk[64*n : 64*n+64]
				qh := blk[128+32*n : 128+32*n+32]
				for i := range isum {
					var p int32
					for l := 4 * i; l < 4*i+4; l++ {
						var v byte
						switch gg {
						case 0:
							v = ql[l]&0x0f | (qh[l]&3)<<4
						case 1:
							v = ql[l+32]&0x0f | (qh[l]>>2&3)<<4
						case 2:
							v = ql[l]>>4 | (qh[l]>>4&3)<<4
						case 3:
							v = ql[l+32]>>4 | (qh[l]>>6)<<4
						}
						p += int32(v) * int32(q[32*g+l])
					}
					isum[i] += sc(2*g+i/4) * p
				}
			}
			for i := range isum {
				isum[i] -= 32 * (sc(2*i)*int32(bs[2*i]) + sc(2*i+1)*int32(bs[2*i+1]))
			}
			s := float32(half(blk[208:210]) * a.d[k])
			for i := range acc {
				acc[i] += float32(float32(isum[i]) * s)
			}
		}
	}
	return hsum8(&acc)
}

// q8Code is element k's code of a 32-element block (Q8Act types), offset
// included.
func q8Code(t quant.Type, blk []byte, k int) int32 {
	switch t {
	case quant.Q8_0:
		return int32(int8(blk[2+k]))
	case quant.IQ4_NL, quant.MXFP4:
		return q8CodeBook(t, blk, k)
	case quant.Q4_1:
		if k < 16 {
			return int32(blk[4+k] & 0x0f)
		}
		return int32(blk[4+k-16] >> 4)
	case quant.Q5_0:
		qh := uint32(blk[2]) | uint32(blk[3])<<8 | uint32(blk[4])<<16 | uint32(blk[5])<<24
		hb := int32(qh>>k&1) << 4
		if k < 16 {
			return (int32(blk[6+k]&0x0f) | hb) - 16
		}
		return (int32(blk[6+k-16]>>4) | hb) - 16
	case quant.Q5_1:
		qh := uint32(blk[4]) | uint32(blk[5])<<8 | uint32(blk[6])<<16 | uint32(blk[7])<<24
		hb := int32(qh>>k&1) << 4
		if k < 16 {
			return int32(blk[8+k]&0x0f) | hb
		}
		return int32(blk[8+k-16]>>4) | hb
	}
	if k < 16 {
		return int32(blk[2+k]&0x0f) - 8
	}
	return int32(blk[2+k-16]>>4) - 8
}

// hsum8 is the final lane reduction of the combination order.
func hsum8(a *[8]float32) float32 {
	return ((a[0] + a[4]) + (a[2] + a[6])) + ((a[1] + a[5]) + (a[3] + a[7]))
}
