package kernels

import "github.com/skainet/skaic/layout/quant"

// Specialized block decoders of the code-book 4-bit types: the formulas of
// layout/quant's decoders (one float32 product of scale and code-book value
// per element) on array pointers.

// decodeIQ4_NL: f16 d, 16 bytes of nibbles; x = d·kvalues[q].
func decodeIQ4_NL(b *[18]byte, y *[32]float32) {
	d := half(b[0:2])
	q := (*[16]byte)(b[2:18])
	kv := &quant.KValuesIQ4NL
	for j := range q {
		y[j] = d * float32(kv[q[j]&0x0f])
		y[j+16] = d * float32(kv[q[j]>>4])
	}
}

// decodeIQ4_XS: f16 d, u16 scales_h, scales_l[4], qs[128]; eight
// 32-element sub-blocks, x = (d·ls)·kvalues[q].
func decodeIQ4_XS(b *[136]byte, y *[quant.QK_K]float32) {
	d := half(b[0:2])
	sh := uint32(b[2]) | uint32(b[3])<<8
	kv := &quant.KValuesIQ4NL
	for ib := 0; ib < 8; ib++ {
		ls := int32(uint32(b[4+ib/2]>>(4*(ib%2)))&0x0f|(sh>>(2*ib)&3)<<4) - 32
		dl := d * float32(ls)
		q := (*[16]byte)(b[8+16*ib : 24+16*ib])
		out := (*[32]float32)(y[32*ib : 32*ib+32])
		for j := range q {
			out[j] = dl * float32(kv[q[j]&0x0f])
			out[j+16] = dl * float32(kv[q[j]>>4])
		}
	}
}

// decodeMXFP4: e8m0 exponent, 16 bytes of nibbles;
// x = E8M0Half(e)·kvalues_mxfp4[q].
func decodeMXFP4(b *[17]byte, y *[32]float32) {
	d := quant.E8M0Half(b[0])
	q := (*[16]byte)(b[1:17])
	kv := &quant.KValuesMXFP4
	for j := range q {
		y[j] = d * float32(kv[q[j]&0x0f])
		y[j+16] = d * float32(kv[q[j]>>4])
	}
}
