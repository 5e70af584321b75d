package quant

import "math"

// Decoders of the non-linear 4-bit types (ggml-common.h layouts, the
// formulas of ggml-quants.c dequantize_row_iq4_nl/_iq4_xs/_mxfp4). Each
// value is one float32 product of the block's scale and a table entry, as
// gguf.quants computes it.

// KValuesIQ4NL is the IQ4_NL/IQ4_XS code book (ggml's kvalues_iq4nl):
// nibble q stands for KValuesIQ4NL[q]·d.
var KValuesIQ4NL = [16]int8{-127, -104, -83, -65, -49, -35, -22, -10, 1, 13, 25, 38, 53, 69, 89, 113}

// KValuesMXFP4 is the MXFP4 code book, the e2m1 values doubled (ggml's
// kvalues_mxfp4): nibble q stands for KValuesMXFP4[q]·E8M0Half(e).
var KValuesMXFP4 = [16]int8{0, 1, 2, 3, 4, 6, 8, 12, 0, -1, -2, -3, -4, -6, -8, -12}

// E8M0Half is half the value of the e8m0 exponent byte e, 2^(e−128), as
// ggml_e8m0_to_fp32_half computes it (e < 2 gives the subnormals 2^-128 and
// 2^-127; no byte gives Inf or NaN). Halving compensates the doubled
// code book.
func E8M0Half(e byte) float32 {
	if e < 2 {
		return math.Float32frombits(0x00200000 << e)
	}
	return math.Float32frombits(uint32(e-1) << 23)
}

// IQ4_NL: f16 d, 16 bytes of nibbles (low: elements 0…15, high: 16…31);
// x = d·kvalues[q].
func decodeIQ4_NL(b []byte, y []float32) {
	b, y = b[:18], y[:qk]
	d := halfAt(b)
	for j, q := range b[2:18] {
		y[j] = d * float32(KValuesIQ4NL[q&0x0f])
		y[j+16] = d * float32(KValuesIQ4NL[q>>4])
	}
}

// IQ4XSScale is the 6-bit scale of 32-element sub-block ib of an IQ4_XS
// block: 4 low bits from scales_l, 2 high bits from scales_h, minus 32.
func IQ4XSScale(block []byte, ib int) int32 {
	h := uint32(block[2]) | uint32(block[3])<<8
	lo := uint32(block[4+ib/2]>>(4*(ib%2))) & 0x0f
	hi := (h >> (2 * ib)) & 3
	return int32(lo|hi<<4) - 32
}

// IQ4_XS: f16 d, u16 scales_h, 4 bytes scales_l, 128 bytes of nibbles in
// eight 32-element sub-blocks (each: 16 bytes, low nibbles first);
// x = (d·ls)·kvalues[q].
func decodeIQ4_XS(b []byte, y []float32) {
	b, y = b[:136], y[:QK_K]
	d := halfAt(b)
	for ib := 0; ib < QK_K/32; ib++ {
		dl := d * float32(IQ4XSScale(b, ib))
		qs := b[8+16*ib : 8+16*ib+16]
		out := y[32*ib : 32*ib+32]
		for j, q := range qs {
			out[j] = dl * float32(KValuesIQ4NL[q&0x0f])
			out[j+16] = dl * float32(KValuesIQ4NL[q>>4])
		}
	}
}

// MXFP4: e8m0 exponent e, 16 bytes of nibbles (low: 0…15, high: 16…31);
// x = E8M0Half(e)·kvalues_mxfp4[q].
func decodeMXFP4(b []byte, y []float32) {
	b, y = b[:17], y[:qk]
	d := E8M0Half(b[0])
	for j, q := range b[1:17] {
		y[j] = d * float32(KValuesMXFP4[q&0x0f])
		y[j+16] = d * float32(KValuesMXFP4[q>>4])
	}
}
