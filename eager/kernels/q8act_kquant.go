package kernels

import "github.com/skainet/skaic/layout/quant"

// The portable fast kernels' parts for Q2_K, Q3_K and Q5_K (see q8act.go
// for the Q8K format and the combination order; p_i(j) is the exact
// integer Σ over lane i's four elements of 32-element group j of code·q,
// bs the activation super-block's sums of sixteen):
//
//	Q5_K (5-bit codes 0…31: the nibble of qs and bit j of qh[l]; sc_j, m_j
//	      the 6-bit scale and min of group j as Q4_K's):
//	              I_i = Σ_j sc_j · p_i(j)
//	              M_i = m_i · (bs[2i] + bs[2i+1])
//	              a_i += float32(float32(I_i) · float32(d · d_k))
//	              a_i −= float32(float32(M_i) · float32(dmin · d_k))
//	Q2_K (2-bit codes 0…3; sc_t, m_t the low and high nibble of scale byte
//	      t, of elements 16t…16t+15: lanes i < 4 of group g take t = 2g,
//	      lanes i ≥ 4 t = 2g+1):
//	              I_i = Σ_g sc_{2g+[i≥4]} · p_i(g)
//	              M_i = m_{2i} · bs[2i] + m_{2i+1} · bs[2i+1]
//	              then a_i as Q5_K
//	Q3_K (3-bit codes 0…7: the two bits of qs and bit g of hmask[l], value
//	      code − 4; sc_t the 6-bit scale less 32, grouped as Q2_K's):
//	              I_i = Σ_g sc_{2g+[i≥4]} · p_i(g) − 4·(sc_{2i}·bs[2i] + sc_{2i+1}·bs[2i+1])
//	              a_i += float32(float32(I_i) · float32(d · d_k))
//
// All integer: |p| ≤ 4·31·127, so I fits int32 with room to spare.

// q8KDotQ5K adds one Q5_K super-block against its 256 activation codes q
// (sums bs, scale dk) to the lane accumulators.
func q8KDotQ5K(blk *[176]byte, q []int8, bs []int16, dk float32, acc *[8]float32) {
	scales := (*[12]byte)(blk[4:16])
	qh, qs := blk[16:48], blk[48:176]
	var isum, msum [8]int32
	for j := 0; j < 8; j++ {
		sc, m := scaleMinK4(j, scales)
		nibs := qs[32*(j/2) : 32*(j/2)+32]
		for i := range isum {
			var p int32
			for l := 4 * i; l < 4*i+4; l++ {
				c := nibs[l] & 0x0f
				if j%2 == 1 {
					c = nibs[l] >> 4
				}
				c |= (qh[l] >> j & 1) << 4
				p += int32(c) * int32(q[32*j+l])
			}
			isum[i] += int32(sc) * p
		}
		msum[j] = int32(m) * (int32(bs[2*j]) + int32(bs[2*j+1]))
	}
	q8KFinMin(&isum, &msum, half(blk[0:2]), half(blk[2:4]), dk, acc)
}

// q8KDotQ2K adds one Q2_K super-block (see q8KDotQ5K).
func q8KDotQ2K(blk *[84]byte, q []int8, bs []int16, dk float32, acc *[8]float32) {
	scales, qs := blk[0:16], blk[16:80]
	var isum, msum [8]int32
	for g := 0; g < 8; g++ {
		n, shift := g/4, 2*(g%4)
		codes := qs[32*n : 32*n+32]
		for i := range isum {
			var p int32
			for l := 4 * i; l < 4*i+4; l++ {
				p += int32(codes[l]>>shift&3) * int32(q[32*g+l])
			}
			isum[i] += int32(scales[2*g+i/4]&0x0f) * p
		}
	}
	for i := range msum {
		msum[i] = int32(scales[2*i]>>4)*int32(bs[2*i]) + int32(scales[2*i+1]>>4)*int32(bs[2*i+1])
	}
	q8KFinMin(&isum, &msum, half(blk[80:82]), half(blk[82:84]), dk, acc)
}

// q8KDotQ3K adds one Q3_K super-block (see q8KDotQ5K).
func q8KDotQ3K(blk *[110]byte, q []int8, bs []int16, dk float32, acc *[8]float32) {
	hm, qs := blk[0:32], blk[32:96]
	sc := q8Q3KScales((*[12]byte)(blk[96:108]))
	var isum [8]int32
	for g := 0; g < 8; g++ {
		n, shift := g/4, 2*(g%4)
		codes := qs[32*n : 32*n+32]
		for i := range isum {
			var p int32
			for l := 4 * i; l < 4*i+4; l++ {
				c := codes[l]>>shift&3 | (hm[l]>>g&1)<<2
				p += int32(c) * int32(q[32*g+l])
			}
			isum[i] += sc[2*g+i/4] * p
		}
	}
	for i := range isum {
		isum[i] -= 4 * (sc[2*i]*int32(bs[2*i]) + sc[2*i+1]*int32(bs[2*i+1]))
	}
	s := float32(half(blk[108:110]) * dk)
	for i := range acc {
		acc[i] += float32(float32(isum[i]) * s)
	}
}

// q8Q3KScales unpacks the sixteen 6-bit Q3_K scales, less 32.
func q8Q3KScales(s *[12]byte) (out [16]int32) {
	for j := range out {
		lo := s[j%8] & 0x0f
		if j >= 8 {
			lo = s[j-8] >> 4
		}
		hi := s[8+j%4] >> (2 * (j / 4)) & 3
		out[j] = int32(lo|hi<<4) - 32
	}
	return out
}

// q8KFinMin is the float part of the types with mins: a_i +=
// float32(I_i)·float32(d·d_k), a_i −= float32(M_i)·float32(dmin·d_k).
func q8KFinMin(isum, msum *[8]int32, d, dmin, dk float32, acc *[8]float32) {
	s1 := float32(d * dk)
	s2 := float32(dmin * dk)
	for i := range acc {
		acc[i] += float32(float32(isum[i]) * s1)
		acc[i] -= float32(float32(msum[i]) * s2)
	}
}

// q8KDotNew adds super-block k of a Q5_K, Q2_K or Q3_K row to acc (false
// for the other types, which q8KDotRow computes itself).
func q8KDotNew(t quant.Type, w []byte, k int, q []int8, bs []int16, dk float32, acc *[8]float32) bool {
	switch t {
	case quant.Q5_K:
		q8KDotQ5K((*[176]byte)(w[176*k:]), q, bs, dk, acc)
	case quant.Q2_K:
		q8KDotQ2K((*[84]byte)(w[84*k:]), q, bs, dk, acc)
	case quant.Q3_K:
		q8KDotQ3K((*[110]byte)(w[110*k:]), q, bs, dk, acc)
	default:
		return false
	}
	return true
}
