package kernels

import (
	"encoding/binary"
	"math"

	"github.com/skainet/skaic/layout/quant"
)

// hasFastDecoder reports whether t has a specialized decoder here.
func hasFastDecoder(t quant.Type) bool {
	switch t {
	case quant.Q8_0, quant.Q4_0, quant.Q4_K, quant.Q6_K:
		return !genericOnly
	}
	return false
}

// hasFastDenseDecoder reports whether dense type t has a direct decoder here.
func hasFastDenseDecoder(t quant.Type) bool {
	return (t == quant.F16 || t == quant.BF16) && !genericOnly
}

// decodeFast decodes one block of a type hasFastDecoder accepts.
func decodeFast(t quant.Type, block []byte, buf *blockBuf) {
	switch t {
	case quant.Q8_0:
		decodeQ8_0((*[34]byte)(block), (*[32]float32)(buf[:32]))
	case quant.Q4_0:
		decodeQ4_0((*[18]byte)(block), (*[32]float32)(buf[:32]))
	case quant.Q4_K:
		decodeQ4_K((*[144]byte)(block), buf)
	case quant.Q6_K:
		decodeQ6_K((*[210]byte)(block), buf)
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
			blk, out := src[i*bb:(i+1)*bb], dst[i*be:(i+1)*be]
			switch t {
			case quant.Q8_0:
				decodeQ8_0((*[34]byte)(blk), (*[32]float32)(out))
			case quant.Q4_0:
				decodeQ4_0((*[18]byte)(blk), (*[32]float32)(out))
			case quant.Q4_K:
				decodeQ4_K((*[144]byte)(blk), (*[quant.QK_K]float32)(out))
			case quant.Q6_K:
				decodeQ6_K((*[210]byte)(blk), (*[quant.QK_K]float32)(out))
			}
		}
	default:
		return false
	}
	return true
}
