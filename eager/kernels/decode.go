package kernels

import (
	"encoding/binary"
	"math"

	"github.com/skainet/skaic/layout/quant"
)

// hasFastDecoder reports whether t has a specialized decoder here.
func hasFastDecoder(t quant.Type) bool {
	switch t {
	case quant.Q8_0, quant.Q4_0, quant.Q4_1, quant.Q5_0, quant.Q5_1, quant.Q8_1,
		quant.Q2_K, quant.Q3_K, quant.Q4_K, quant.Q5_K, quant.Q6_K, quant.Q8_K,
		quant.IQ4_NL, quant.IQ4_XS, quant.MXFP4:
		return !genericOnly
	}
	return quant.IsIQBlock(t) && !genericOnly
}

// hasFastDenseDecoder reports whether dense type t has a direct decoder here.
func hasFastDenseDecoder(t quant.Type) bool {
	return (t == quant.F16 || t == quant.BF16) && !genericOnly
}

// decodeFast decodes one block of a type hasFastDecoder accepts.
func decodeFast(t quant.Type, block []byte, buf *blockBuf) {
	decodeBlockFast(t, block, buf[:t.BlockElems()])
}

// decodeBlockFast decodes one block of a type hasFastDecoder accepts into
// out (BlockElems elements).
func decodeBlockFast(t quant.Type, block []byte, out []float32) {
	switch t {
	case quant.Q8_0:
		decodeQ8_0((*[34]byte)(block), (*[32]float32)(out))
	case quant.Q4_0:
		decodeQ4_0((*[18]byte)(block), (*[32]float32)(out))
	case quant.Q4_1:
		decodeQ4_1((*[20]byte)(block), (*[32]float32)(out))
	case quant.Q5_0:
		decodeQ5_0((*[22]byte)(block), (*[32]float32)(out))
	case quant.Q5_1:
		decodeQ5_1((*[24]byte)(block), (*[32]float32)(out))
	case quant.Q8_1:
		decodeQ8_1((*[36]byte)(block), (*[32]float32)(out))
	case quant.Q2_K:
		decodeQ2_K((*[84]byte)(block), (*[quant.QK_K]float32)(out))
	case quant.Q3_K:
		decodeQ3_K((*[110]byte)(block), (*[quant.QK_K]float32)(out))
	case quant.Q4_K:
		decodeQ4_K((*[144]byte)(block), (*[quant.QK_K]float32)(out))
	case quant.Q5_K:
		decodeQ5_K((*[176]byte)(block), (*[quant.QK_K]float32)(out))
	case quant.Q6_K:
		decodeQ6_K((*[210]byte)(block), (*[quant.QK_K]float32)(out))
	case quant.Q8_K:
		decodeQ8_K((*[292]byte)(block), (*[quant.QK_K]float32)(out))
	case quant.IQ4_NL:
		decodeIQ4_NL((*[18]byte)(block), (*[32]float32)(out))
	case quant.IQ4_XS:
		decodeIQ4_XS((*[136]byte)(block), (*[quant.QK_K]float32)(out))
	case quant.MXFP4:
		decodeMXFP4((*[17]byte)(block), (*[32]float32)(out))
	default:
		// The grid i-quants and ternary types: quant's decoders, called
		// directly (out stays on the caller's stack).
		quant.DecodeIQBlock(t, block, out)
	}
}

// genericOnly routes every type through quant's decoders (tests and
// benchmarks compare the two).
var genericOnly = false

// Specialized block decoders of the hot Linear types. They compute exactly
// the formulas of layout/quant's decoders (ggml's dequantize_row_*), step
// for step, every product and difference rounded to float32 on its own;
// TestFastDecodersBitExact holds them to quant's output bit for bit. They
// take array pointers so that the compiler drops the bounds checks.

func half(b []byte) float32 { return quant.HalfToFloat32(binary.LittleEndian.Uint16(b)) }

// decodeQ8_0: f16 d, 32 int8; x = q·d.
func decodeQ8_0(b *[34]byte, y *[32]float32) {
	d := half(b[0:2])
	q := (*[32]byte)(b[2:34])
	for j := range y {
		y[j] = float32(int8(q[j])) * d
	}
}

// decodeQ4_0: f16 d, 16 bytes of nibbles (low: elements 0…15, high:
// 16…31); x = (q−8)·d.
func decodeQ4_0(b *[18]byte, y *[32]float32) {
	d := half(b[0:2])
	q := (*[16]byte)(b[2:18])
	for j := range q {
		y[j] = float32(int32(q[j]&0x0f)-8) * d
		y[j+16] = float32(int32(q[j]>>4)-8) * d
	}
}

// scaleMinK4 unpacks scale and min j of the 12-byte Q4_K/Q5_K scale field.
func scaleMinK4(j int, q *[12]byte) (sc, m byte) {
	if j < 4 {
		return q[j] & 63, q[j+4] & 63
	}
	return q[j+4]&0x0f | (q[j-4]>>6)<<4, q[j+4]>>4 | (q[j]>>6)<<4
}

// decodeQ4_K: f16 d, f16 dmin, 12 bytes of 6-bit scales/mins, 128 bytes of
// nibbles; x = d·sc·q − dmin·m per 32-element sub-block.
func decodeQ4_K(b *[144]byte, y *[quant.QK_K]float32) {
	d, dmin := half(b[0:2]), half(b[2:4])
	scales := (*[12]byte)(b[4:16])
	for j, is := 0, 0; j < quant.QK_K; j, is = j+64, is+2 {
		q := (*[32]byte)(b[16+j/2 : 16+j/2+32])
		sc, m := scaleMinK4(is, scales)
		d1, m1 := float32(d*float32(sc)), float32(dmin*float32(m))
		sc, m = scaleMinK4(is+1, scales)
		d2, m2 := float32(d*float32(sc)), float32(dmin*float32(m))
		lo := (*[32]float32)(y[j : j+32])
		hi := (*[32]float32)(y[j+32 : j+64])
		for l, v := range q {
			lo[l] = float32(d1*float32(v&0x0f)) - m1
			hi[l] = float32(d2*float32(v>>4)) - m2
		}
	}
}

// decodeQ6_K: ql[128] low nibbles, qh[64] high 2 bits, int8 scales[16],
// f16 d; x = (d·sc)·(q−32).
func decodeQ6_K(b *[210]byte, y *[quant.QK_K]float32) {
	d := half(b[208:210])
	for n := 0; n < quant.QK_K; n += 128 {
		ql := (*[64]byte)(b[n/2 : n/2+64])
		qh := (*[32]byte)(b[128+n/4 : 128+n/4+32])
		sc := (*[8]byte)(b[192+n/16 : 192+n/16+8])
		out := (*[128]float32)(y[n : n+128])
		for is := 0; is < 2; is++ { // sixteen elements per scale
			s1 := float32(d * float32(int8(sc[is])))
			s2 := float32(d * float32(int8(sc[is+2])))
			s3 := float32(d * float32(int8(sc[is+4])))
			s4 := float32(d * float32(int8(sc[is+6])))
			for l := is * 16; l < is*16+16; l++ {
				h := qh[l]
				q1 := int32(ql[l]&0x0f|(h&3)<<4) - 32
				q2 := int32(ql[l+32]&0x0f|((h>>2)&3)<<4) - 32
				q3 := int32(ql[l]>>4|((h>>4)&3)<<4) - 32
				q4 := int32(ql[l+32]>>4|((h>>6)&3)<<4) - 32
				out[l] = s1 * float32(q1)
				out[l+32] = s2 * float32(q2)
				out[l+64] = s3 * float32(q3)
				out[l+96] = s4 * float32(q4)
			}
		}
	}
}

// decodeQ4_1: f16 d, f16 m, 16 bytes of nibbles; x = q·d + m.
func decodeQ4_1(b *[20]byte, y *[32]float32) {
	d, m := half(b[0:2]), half(b[2:4])
	q := (*[16]byte)(b[4:20])
	for j := range q {
		y[j] = float32(float32(q[j]&0x0f)*d) + m
		y[j+16] = float32(float32(q[j]>>4)*d) + m
	}
}

// decodeQ5_0: f16 d, u32 qh (bit j: the fifth bit of element j), 16 bytes
// of nibbles; x = (q−16)·d.
func decodeQ5_0(b *[22]byte, y *[32]float32) {
	d := half(b[0:2])
	qh := binary.LittleEndian.Uint32(b[2:6])
	q := (*[16]byte)(b[6:22])
	for j := range q {
		h0 := byte(qh>>j<<4) & 0x10
		h1 := byte(qh>>(j+12)) & 0x10
		y[j] = float32(int32(q[j]&0x0f|h0)-16) * d
		y[j+16] = float32(int32(q[j]>>4|h1)-16) * d
	}
}

// decodeQ5_1: f16 d, f16 m, u32 qh, 16 bytes of nibbles; x = q·d + m.
func decodeQ5_1(b *[24]byte, y *[32]float32) {
	d, m := half(b[0:2]), half(b[2:4])
	qh := binary.LittleEndian.Uint32(b[4:8])
	q := (*[16]byte)(b[8:24])
	for j := range q {
		h0 := byte(qh>>j<<4) & 0x10
		h1 := byte(qh>>(j+12)) & 0x10
		y[j] = float32(float32(q[j]&0x0f|h0)*d) + m
		y[j+16] = float32(float32(q[j]>>4|h1)*d) + m
	}
}

// decodeQ8_1: f16 d, f16 s (unused), 32 int8; x = q·d.
func decodeQ8_1(b *[36]byte, y *[32]float32) {
	d := half(b[0:2])
	q := (*[32]byte)(b[4:36])
	for j := range y {
		y[j] = float32(int8(q[j])) * d
	}
}

// decodeQ2_K: scales[16] (low nibble scale, high nibble min), qs[64]
// (2-bit codes), f16 d, f16 dmin; x = d·sc·q − dmin·m per 16 elements.
func decodeQ2_K(b *[84]byte, y *[quant.QK_K]float32) {
	d, dmin := half(b[80:82]), half(b[82:84])
	for n := 0; n < 2; n++ {
		q := (*[32]byte)(b[16+32*n : 16+32*n+32])
		for s := 0; s < 4; s++ {
			shift := 2 * s
			for h := 0; h < 2; h++ {
				sc := b[8*n+2*s+h]
				dl, ml := float32(d*float32(sc&0x0f)), float32(dmin*float32(sc>>4))
				out := (*[16]float32)(y[128*n+32*s+16*h:])
				qq := (*[16]byte)(q[16*h:])
				for l, v := range qq {
					out[l] = float32(dl*float32((v>>shift)&3)) - ml
				}
			}
		}
	}
}

// decodeQ3_K: hmask[32] (third bit; clear means −4), qs[64] (low 2
// bits), scales[12] (sixteen 6-bit scales, less 32), f16 d;
// x = d·sc·(q − 4·!h) per 16 elements.
func decodeQ3_K(b *[110]byte, y *[quant.QK_K]float32) {
	d := half(b[108:110])
	hm := (*[32]byte)(b[0:32])
	s := (*[12]byte)(b[96:108])
	for n := 0; n < 2; n++ {
		q := (*[32]byte)(b[32+32*n : 32+32*n+32])
		for sh := 0; sh < 4; sh++ {
			m := byte(1) << (4*n + sh)
			for h := 0; h < 2; h++ {
				j := 8*n + 2*sh + h
				var lo byte
				if j < 8 {
					lo = s[j] & 0x0f
				} else {
					lo = s[j-8] >> 4
				}
				hi := (s[8+j%4] >> (2 * (j / 4))) & 3
				dl := float32(d * float32(int32(lo|hi<<4)-32))
				out := (*[16]float32)(y[128*n+32*sh+16*h:])
				for l := range out {
					v := int32((q[16*h+l] >> (2 * sh)) & 3)
					if hm[16*h+l]&m == 0 {
						v -= 4
					}
					out[l] = dl * float32(v)
				}
			}
		}
	}
}

// decodeQ5_K: f16 d, f16 dmin, 12 bytes of 6-bit scales/mins, qh[32]
// (fifth bits), 128 bytes of nibbles; x = d·sc·q − dmin·m per 32 elements.
func decodeQ5_K(b *[176]byte, y *[quant.QK_K]float32) {
	d, dmin := half(b[0:2]), half(b[2:4])
	scales := (*[12]byte)(b[4:16])
	qh := (*[32]byte)(b[16:48])
	u1, u2 := byte(1), byte(2)
	for j, is := 0, 0; j < quant.QK_K; j, is = j+64, is+2 {
		ql := (*[32]byte)(b[48+j/2 : 48+j/2+32])
		sc, m := scaleMinK4(is, scales)
		d1, m1 := float32(d*float32(sc)), float32(dmin*float32(m))
		sc, m = scaleMinK4(is+1, scales)
		d2, m2 := float32(d*float32(sc)), float32(dmin*float32(m))
		lo := (*[32]float32)(y[j : j+32])
		hi := (*[32]float32)(y[j+32 : j+64])
		for l, v := range ql {
			h := qh[l]
			q1, q2 := v&0x0f, v>>4
			if h&u1 != 0 {
				q1 += 16
			}
			if h&u2 != 0 {
				q2 += 16
			}
			lo[l] = float32(d1*float32(q1)) - m1
			hi[l] = float32(d2*float32(q2)) - m2
		}
		u1 <<= 2
		u2 <<= 2
	}
}

// decodeQ8_K: f32 d, 256 int8, sixteen int16 sums (unused); x = d·q.
func decodeQ8_K(b *[292]byte, y *[quant.QK_K]float32) {
	d := math.Float32frombits(binary.LittleEndian.Uint32(b[0:4]))
	q := (*[quant.QK_K]byte)(b[4:260])
	for j := range y {
		y[j] = d * float32(int8(q[j]))
	}
}

// decodeDenseFast decodes len(dst) F16 or BF16 elements from src, like
// quant.HalfToFloat32 / BFloat16ToFloat32: F16 normal numbers inline
// (rebias the exponent: (exp+112)<<23 | mant<<13), zeros, subnormals, Inf
// and NaN through quant.
func decodeDenseFast(t quant.Type, src []byte, dst []float32) {
	src = src[:2*len(dst)]
	if t == quant.BF16 {
		for i := range dst {
			dst[i] = math.Float32frombits(uint32(binary.LittleEndian.Uint16(src[2*i:])) << 16)
		}
		return
	}
	for i := range dst {
		h := uint16(src[2*i]) | uint16(src[2*i+1])<<8
		if (h>>10&0x1f)-1 < 0x1e { // exponent 1…30: a normal number
			dst[i] = math.Float32frombits(uint32(h&0x8000)<<16 | (uint32(h&0x7fff)+0x1c000)<<13)
		} else {
			dst[i] = quant.HalfToFloat32(h)
		}
	}
}

// decodeRowsFast decodes whole rows (src: whole blocks, dst: the matching
// elements) through the direct decoders when t has one, reporting whether
// it did; the caller falls back to quant.Dequantize otherwise.
func decodeRowsFast(t quant.Type, src []byte, dst []float32) bool {
	switch {
	case hasFastDenseDecoder(t):
		decodeDenseFast(t, src, dst)
	case hasFastDecoder(t):
		be, bb := t.BlockElems(), t.BlockBytes()
		for i := 0; i < len(dst)/be; i++ {
			decodeBlockFast(t, src[i*bb:(i+1)*bb], dst[i*be:(i+1)*be])
		}
	default:
		return false
	}
	return true
}
