package kernels

import "github.com/skainet/skaic/layout/quant"

// Fused decode-and-dot of one weight block with one activation row, for
// the batch-1 (decode-step) path of the hot types. Each weight is computed
// in a register with exactly the decoder's formula and rounding (see
// decode.go), then multiplied and summed in the 32-chunk order of Dot, so
// blockDot(t, block, x) == accumulate(0, decoded block, x) bit for bit —
// it only skips the round trip through a buffer. Lanes start at +0 rather
// than at the first product, which the 32-chunk order allows (see Dot).

// blockDotFast adds the chunk sums of one block of a hasFastDecoder type,
// dotted with x[:BlockElems], to acc.
func blockDotFast(t quant.Type, acc float32, block []byte, x []float32) float32 {
	switch t {
	case quant.Q8_0:
		return acc + dotQ8_0((*[34]byte)(block), (*[32]float32)(x))
	case quant.Q4_0:
		return acc + dotQ4_0((*[18]byte)(block), (*[32]float32)(x))
	case quant.Q4_K:
		return dotQ4_K(acc, (*[144]byte)(block), (*[quant.QK_K]float32)(x))
	case quant.Q6_K:
		return dotQ6_K(acc, (*[210]byte)(block), (*[quant.QK_K]float32)(x))
	}
	panic("kernels: blockDotFast of a type without a fast decoder")
}

func dotQ8_0(b *[34]byte, x *[32]float32) float32 {
	d := half(b[0:2])
	q := (*[32]byte)(b[2:34])
	var l0, l1, l2, l3, l4, l5, l6, l7 float32
	for m := 0; m < 32; m += 8 {
		qm, xm := (*[8]byte)(q[m:m+8]), (*[8]float32)(x[m:m+8])
		l0 += float32(float32(float32(int8(qm[0]))*d) * xm[0])
		l1 += float32(float32(float32(int8(qm[1]))*d) * xm[1])
		l2 += float32(float32(float32(int8(qm[2]))*d) * xm[2])
		l3 += float32(float32(float32(int8(qm[3]))*d) * xm[3])
		l4 += float32(float32(float32(int8(qm[4]))*d) * xm[4])
		l5 += float32(float32(float32(int8(qm[5]))*d) * xm[5])
		l6 += float32(float32(float32(int8(qm[6]))*d) * xm[6])
		l7 += float32(float32(float32(int8(qm[7]))*d) * xm[7])
	}
	return ((l0 + l4) + (l2 + l6)) + ((l1 + l5) + (l3 + l7))
}

// dotQ4_0: elements 0…15 are the low nibbles of q[0…15], 16…31 the high.
func dotQ4_0(b *[18]byte, x *[32]float32) float32 {
	d := half(b[0:2])
	q := (*[16]byte)(b[2:18])
	var l0, l1, l2, l3, l4, l5, l6, l7 float32
	for m := 0; m < 32; m += 8 {
		qm, xm := (*[8]byte)(q[m&15:m&15+8]), (*[8]float32)(x[m:m+8])
		s := uint(m>>4) * 4
		l0 += float32(float32(float32(int32(qm[0]>>s&0x0f)-8)*d) * xm[0])
		l1 += float32(float32(float32(int32(qm[1]>>s&0x0f)-8)*d) * xm[1])
		l2 += float32(float32(float32(int32(qm[2]>>s&0x0f)-8)*d) * xm[2])
		l3 += float32(float32(float32(int32(qm[3]>>s&0x0f)-8)*d) * xm[3])
		l4 += float32(float32(float32(int32(qm[4]>>s&0x0f)-8)*d) * xm[4])
		l5 += float32(float32(float32(int32(qm[5]>>s&0x0f)-8)*d) * xm[5])
		l6 += float32(float32(float32(int32(qm[6]>>s&0x0f)-8)*d) * xm[6])
		l7 += float32(float32(float32(int32(qm[7]>>s&0x0f)-8)*d) * xm[7])
	}
	return ((l0 + l4) + (l2 + l6)) + ((l1 + l5) + (l3 + l7))
}

// dotQ4_K: chunk c (elements 32c…32c+31) is sub-block c: the low (c even)
// or high (c odd) nibbles of qs[32·(c/2) …], scale/min pair c.
func dotQ4_K(acc float32, b *[144]byte, x *[quant.QK_K]float32) float32 {
	d, dmin := half(b[0:2]), half(b[2:4])
	scales := (*[12]byte)(b[4:16])
	for c := 0; c < 8; c++ {
		sc, m := scaleMinK4(c, scales)
		dc, mc := float32(d*float32(sc)), float32(dmin*float32(m))
		q := (*[32]byte)(b[16+32*(c/2) : 16+32*(c/2)+32])
		acc += dotChunkQ4_K(q, uint(c&1)*4, dc, mc, (*[32]float32)(x[32*c:32*c+32]))
	}
	return acc
}

func dotChunkQ4_K(q *[32]byte, s uint, dc, mc float32, x *[32]float32) float32 {
	var l0, l1, l2, l3, l4, l5, l6, l7 float32
	for m := 0; m < 32; m += 8 {
		qm, xm := (*[8]byte)(q[m:m+8]), (*[8]float32)(x[m:m+8])
		l0 += float32(float32(float32(dc*float32(qm[0]>>s&0x0f))-mc) * xm[0])
		l1 += float32(float32(float32(dc*float32(qm[1]>>s&0x0f))-mc) * xm[1])
		l2 += float32(float32(float32(dc*float32(qm[2]>>s&0x0f))-mc) * xm[2])
		l3 += float32(float32(float32(dc*float32(qm[3]>>s&0x0f))-mc) * xm[3])
		l4 += float32(float32(float32(dc*float32(qm[4]>>s&0x0f))-mc) * xm[4])
		l5 += float32(float32(float32(dc*float32(qm[5]>>s&0x0f))-mc) * xm[5])
		l6 += float32(float32(float32(dc*float32(qm[6]>>s&0x0f))-mc) * xm[6])
		l7 += float32(float32(float32(dc*float32(qm[7]>>s&0x0f))-mc) * xm[7])
	}
	return ((l0 + l4) + (l2 + l6)) + ((l1 + l5) + (l3 + l7))
}

// dotQ6_K: half h (elements 128h…128h+127) has ql = b[64h…], qh =
// b[128+32h…], scales b[192+8h…]; its chunk k takes ql[32·(k&1) + l]
// shifted by 4·(k>>1) as low bits, qh[l] bits 2k…2k+1 as high bits, and
// scales 2k (l < 16) and 2k+1 (l ≥ 16).
func dotQ6_K(acc float32, b *[210]byte, x *[quant.QK_K]float32) float32 {
	d := half(b[208:210])
	for h := 0; h < 2; h++ {
		qh := (*[32]byte)(b[128+32*h : 128+32*h+32])
		for k := 0; k < 4; k++ {
			ql := (*[32]byte)(b[64*h+32*(k&1) : 64*h+32*(k&1)+32])
			s0 := float32(d * float32(int8(b[192+8*h+2*k])))
			s1 := float32(d * float32(int8(b[192+8*h+2*k+1])))
			base := 128*h + 32*k
			acc += dotChunkQ6_K(ql, qh, uint(k>>1)*4, uint(2*k), s0, s1, (*[32]float32)(x[base:base+32]))
		}
	}
	return acc
}

func dotChunkQ6_K(ql, qh *[32]byte, ls, hs uint, s0, s1 float32, x *[32]float32) float32 {
	var l0, l1, l2, l3, l4, l5, l6, l7 float32
	for m := 0; m < 32; m += 8 {
		lm, hm, xm := (*[8]byte)(ql[m:m+8]), (*[8]byte)(qh[m:m+8]), (*[8]float32)(x[m:m+8])
		s := s0
		if m >= 16 {
			s = s1
		}
		l0 += float32(float32(s*float32(int32(lm[0]>>ls&0x0f|(hm[0]>>hs&3)<<4)-32)) * xm[0])
		l1 += float32(float32(s*float32(int32(lm[1]>>ls&0x0f|(hm[1]>>hs&3)<<4)-32)) * xm[1])
		l2 += float32(float32(s*float32(int32(lm[2]>>ls&0x0f|(hm[2]>>hs&3)<<4)-32)) * xm[2])
		l3 += float32(float32(s*float32(int32(lm[3]>>ls&0x0f|(hm[3]>>hs&3)<<4)-32)) * xm[3])
		l4 += float32(float32(s*float32(int32(lm[4]>>ls&0x0f|(hm[4]>>hs&3)<<4)-32)) * xm[4])
		l5 += float32(float32(s*float32(int32(lm[5]>>ls&0x0f|(hm[5]>>hs&3)<<4)-32)) * xm[5])
		l6 += float32(float32(s*float32(int32(lm[6]>>ls&0x0f|(hm[6]>>hs&3)<<4)-32)) * xm[6])
		l7 += float32(float32(s*float32(int32(lm[7]>>ls&0x0f|(hm[7]>>hs&3)<<4)-32)) * xm[7])
	}
	return ((l0 + l4) + (l2 + l6)) + ((l1 + l5) + (l3 + l7))
}
