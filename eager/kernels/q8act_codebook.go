package kernels

import "github.com/skainet/skaic/layout/quant"

// The portable fast kernels' parts for the code-book types (see q8act.go
// for the formats and the combination order). IQ4_NL and MXFP4 take Q8Act
// activations and run q8DotRow with the code-book values as codes (no
// offset) and their block scale; IQ4_XS takes Q8K activations:
//
//	IQ4_XS (per super-block, c the code-book value of an element's nibble,
//	        ls_j the 6-bit scale of sub-block j, d the f16 scale, p(j) the
//	        exact Σ over all 32 elements of sub-block j of c·q):
//	              I = Σ_j (ls_j − 32) · p(j)                      (int32)
//	              a_0 += float32(float32(I) · float32(d · d_k))
//
// and a_1…a_7 stay zero: one integer per super-block, so a kernel may
// compute I in any order and with any split over lanes (the large-batch
// tiles run one (row, activation row) pair a lane, 8-bit products and
// one multiply by the scale per sub-block). |p(j)| ≤ 32·127·127 and
// |ls_j − 32| ≤ 32, so I never overflows (nor does any partial sum with
// the activations or the weights offset by 128).

// q8BlockScale is the weight scale of a Q8_0, Q4_0, IQ4_NL or MXFP4 block:
// its f16 d, or MXFP4's 2^(e−128).
func q8BlockScale(t quant.Type, blk []byte) float32 {
	if t == quant.MXFP4 {
		return quant.E8M0Half(blk[0])
	}
	return half(blk[0:2])
}

// q8CodeBook is element k's code-book value in an IQ4_NL or MXFP4 block
// (nibbles after the scale: low = elements 0..15, high = 16..31).
func q8CodeBook(t quant.Type, blk []byte, k int) int32 {
	kv, nibs := &quant.KValuesMXFP4, blk[1:17]
	if t == quant.IQ4_NL {
		kv, nibs = &quant.KValuesIQ4NL, blk[2:18]
	}
	if k < 16 {
		return int32(kv[nibs[k]&0x0f])
	}
	return int32(kv[nibs[k-16]>>4])
}

// q8KDotIQ4XS adds one IQ4_XS super-block against its 256 activation codes
// q (scale dk) to the lane accumulators.
func q8KDotIQ4XS(blk *[136]byte, q []int8, dk float32, acc *[8]float32) {
	kv := &quant.KValuesIQ4NL
	var isum int32
	for j := 0; j < 8; j++ {
		ls := quant.IQ4XSScale(blk[:], j)
		nibs := blk[8+16*j : 24+16*j]
		qj := q[32*j : 32*j+32]
		var p int32
		for l := range 16 {
			p += int32(kv[nibs[l]&0x0f])*int32(qj[l]) + int32(kv[nibs[l]>>4])*int32(qj[l+16])
		}
		isum += ls * p
	}
	s := float32(half(blk[0:2]) * dk)
	acc[0] += float32(float32(isum) * s)
}
