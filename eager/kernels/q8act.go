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
// # Activation format (Q8Act)
//
// Each activation row of cols elements (cols a multiple of 32) is cut into
// blocks of 32 consecutive elements. Block b has
//
//	d_b    = float32(max|x|) / 127                     (0 when the block is all zero)
//	q_b[l] = round-half-away(x[l] · (1/d_b)), in [−127, 127]   (0 when d_b = 0)
//	c_b[i] = −(q_b[4i] + q_b[4i+1] + q_b[4i+2] + q_b[4i+3])    (i < 8: lane sums, negated)
//	s_b    = float32(d_b · float32(Σ_l q_b[l]))
//
// stored as one run of 32-bit words per row (Q8ActWords): the int8 codes of
// the row (cols/4 words), then d (one word per block), s (one per block)
// and c (eight per block). The lane sums carry the offsets of Q4_0 (−8),
// Q8_0 (the SIMD kernels read its codes as unsigned, +128) and Q6_K (−32);
// s carries Q4_K's mins.
//
// # Combination order
//
// Integer dot products are exact, so only the float combination needs an
// order, and it is fixed here so that the SIMD kernels give bitwise the
// portable kernels' result. Each output element is the dot of one weight
// row with one activation row, accumulated in eight float32 lanes a_0…a_7
// (all zero at first); lane i sees elements 4i…4i+3 of every 32-element
// block. Per weight block, in order along the row, with p_i the exact
// integer Σ over lane i's four elements of (weight code − offset)·q:
//
//	Q8_0, Q4_0: s = float32(dw · d_b);  a_i += float32(float32(p_i) · s)
//	Q4_K:       for each sub-block j = 0…7 (activation block b = 8k+j):
//	              s_j = float32(float32(d·sc_j) · d_b);  a_i += float32(float32(p_i) · s_j)
//	            then for j = 0…7: a_j −= float32(float32(dmin·m_j) · s_b)
//	Q6_K:       for each 32-element group g = 0…7 (block b = 8k+g), lanes
//	            i < 4 use scale sc_{2g}, lanes i ≥ 4 sc_{2g+1}:
//	              s = float32(float32(d·sc) · d_b);  a_i += float32(float32(p_i) · s)
//
// (weight scales decoded exactly as layout/quant does: d·sc and dmin·m are
// the decoder's per-sub-block scale and min), and finally
//
//	y = ((a_0+a_4) + (a_2+a_6)) + ((a_1+a_5) + (a_3+a_7)).
//
// No product is fused into an add. The result does not depend on how rows
// are split over goroutines, nor on the batch.
//
// # Error
//
// Against exact mode, relative L2 error ≈ 1/(127·√3)·(a block's max/rms
// ratio) of the activations, measured in q8act_test.go and stated in `skaic
// run --help`: about 0.5–1% on Gaussian activations.

// Q8ActBlock is the activation block size.
const Q8ActBlock = 32

// q8LaneSums is the lane sums stored per block.
const q8LaneSums = 8

// Q8ActWords is the number of 32-bit words of one quantized activation row
// of cols elements.
func Q8ActWords(cols int) int {
	nb := cols / Q8ActBlock
	return cols/4 + nb*(2+q8LaneSums)
}

// LinearQ8Supports reports whether LinearQ8 has a kernel for weights of
// type t in row-major block order.
func LinearQ8Supports(t quant.Type) bool {
	switch t {
	case quant.Q8_0, quant.Q4_0, quant.Q4_K, quant.Q6_K:
		return true
	}
	return false
}

// LinearQ8Fast reports whether LinearQ8 on t is faster than Linear on this
// machine: only where it has a SIMD kernel (AVX-512 VNNI). The portable
// kernels are the reference of the SIMD ones, not a fast path: in Go they
// run at about half the portable exact kernels' speed. Callers that want
// speed use exact Linear where this is false.
func LinearQ8Fast(t quant.Type) bool {
	return q8SIMD(t)
}

// q8Row is one quantized activation row.
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

// QuantizeQ8Act quantizes x [batch, cols] into act [batch, Q8ActWords(cols)]
// (see the format above). cols must be a positive multiple of 32.
func QuantizeQ8Act(x []float32, batch, cols int, act []float32) error {
	if cols <= 0 || cols%Q8ActBlock != 0 || batch < 0 {
		return fmt.Errorf("quantize q8 activations: %d columns is not a positive multiple of %d", cols, Q8ActBlock)
	}
	rw := Q8ActWords(cols)
	if len(x) != batch*cols || len(act) != batch*rw {
		return fmt.Errorf("quantize q8 activations: x has %d elements and act %d words, [%d, %d] needs %d and %d",
			len(x), len(act), batch, cols, batch*cols, batch*rw)
	}
	for b := 0; b < batch; b++ {
		quantizeQ8Row(x[b*cols:(b+1)*cols], q8RowOf(act[b*rw:(b+1)*rw], cols))
	}
	return nil
}

func quantizeQ8Row(x []float32, r q8Row) {
	for b := range r.d {
		xb := (*[Q8ActBlock]float32)(x[b*Q8ActBlock:])
		qb := (*[Q8ActBlock]int8)(r.q[b*Q8ActBlock:])
		var amax float32
		for _, v := range xb {
			amax = max(amax, float32(math.Abs(float64(v))))
		}
		d := amax / 127
		var id float32
		if d != 0 {
			id = 1 / d
		}
		var sum int32
		for l, v := range xb {
			// Round half away from zero, exactly: float64(v·id) + ±0.5 is
			// exact for |v·id| < 128 (see TestQuantizeQ8ActRounding).
			f := float64(float32(v * id))
			f += math.Copysign(0.5, f)
			q := int32(max(-127, min(127, f)))
			qb[l] = int8(q)
			sum += q
		}
		lanes := (*[q8LaneSums]int32)(r.c[b*q8LaneSums:])
		for i := range lanes {
			lanes[i] = -(int32(qb[4*i]) + int32(qb[4*i+1]) + int32(qb[4*i+2]) + int32(qb[4*i+3]))
		}
		r.d[b] = d
		r.s[b] = float32(d * float32(sum))
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
	if cols%Q8ActBlock != 0 || cols <= 0 {
		return fmt.Errorf("linear q8 %s: %d columns is not a positive multiple of %d", t, cols, Q8ActBlock)
	}
	// The weight and row range are checked by planLinear (with no
	// activations: act and y are checked below).
	p, err := planLinear("linear q8", t, w, rows, cols, nil, 0, y[:0], o0, o1)
	if err != nil {
		return err
	}
	rw := Q8ActWords(cols)
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
		p.q8SIMDRange(w, act, y, o0, o1)
		return nil
	}
	for o := o0; o < o1; o++ {
		wrow := w[o*p.rowBytes : (o+1)*p.rowBytes]
		for b := 0; b < batch; b++ {
			y[b*rows+o] = q8DotRow(t, wrow, q8RowOf(act[b*rw:(b+1)*rw], cols))
		}
	}
	return nil
}

// q8DotRow is the portable kernel: one weight row against one activation
// row, in the combination order above.
func q8DotRow(t quant.Type, w []byte, a q8Row) float32 {
	var acc [8]float32
	switch t {
	case quant.Q8_0, quant.Q4_0:
		bb := t.BlockBytes()
		for b := range a.d {
			blk := w[bb*b : bb*(b+1)]
			s := float32(half(blk[0:2]) * a.d[b])
			q := a.q[32*b : 32*b+32]
			for i := range acc {
				var p int32
				for k := 4 * i; k < 4*i+4; k++ {
					p += q8Code(t, blk, k) * int32(q[k])
				}
				acc[i] += float32(float32(p) * s)
			}
		}
	case quant.Q4_K:
		for k := 0; k < len(a.d)/8; k++ {
			blk := (*[144]byte)(w[144*k:])
			d, dmin := half(blk[0:2]), half(blk[2:4])
			scales := (*[12]byte)(blk[4:16])
			for j := 0; j < 8; j++ {
				b := 8*k + j
				sc, _ := scaleMinK4(j, scales)
				s := float32(float32(d*float32(sc)) * a.d[b])
				nibs := blk[16+32*(j/2) : 16+32*(j/2)+32]
				q := a.q[32*b : 32*b+32]
				for i := range acc {
					var p int32
					for l := 4 * i; l < 4*i+4; l++ {
						nib := nibs[l] & 0x0f
						if j%2 == 1 {
							nib = nibs[l] >> 4
						}
						p += int32(nib) * int32(q[l])
					}
					acc[i] += float32(float32(p) * s)
				}
			}
			for j := 0; j < 8; j++ {
				_, m := scaleMinK4(j, scales)
				acc[j] -= float32(float32(dmin*float32(m)) * a.s[8*k+j])
			}
		}
	case quant.Q6_K:
		for k := 0; k < len(a.d)/8; k++ {
			blk := (*[210]byte)(w[210*k:])
			d := half(blk[208:210])
			for g := 0; g < 8; g++ {
				b := 8*k + g
				n, gg := g/4, g%4
				ql := blk[64*n : 64*n+64]
				qh := blk[128+32*n : 128+32*n+32]
				q := a.q[32*b : 32*b+32]
				slo := float32(float32(d*float32(int8(blk[192+2*g]))) * a.d[b])
				shi := float32(float32(d*float32(int8(blk[192+2*g+1]))) * a.d[b])
				for i := range acc {
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
						p += (int32(v) - 32) * int32(q[l])
					}
					s := slo
					if i >= 4 {
						s = shi
					}
					acc[i] += float32(float32(p) * s)
				}
			}
		}
	}
	return hsum8(&acc)
}

// q8Code is element k's code of a Q8_0 or Q4_0 block, offset included.
func q8Code(t quant.Type, blk []byte, k int) int32 {
	if t == quant.Q8_0 {
		return int32(int8(blk[2+k]))
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
