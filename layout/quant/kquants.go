package quant

import "math"

// Decoders of the 256-element k-quant super-blocks (ggml-common.h layouts;
// the formulas of ggml-quants.c dequantize_row_*). As in legacy.go every
// product and difference is rounded to float32 on its own.

// Q2_K layout: scales[16] (low nibble scale, high nibble min), qs[64] (2-bit),
// f16 d, f16 dmin. x = d·sc·q − dmin·m.
func decodeQ2_K(b []byte, y []float32) {
	b, y = b[:84], y[:QK_K]
	scales, qs := b[0:16], b[16:80]
	d, dmin := halfAt(b[80:]), halfAt(b[82:])
	k, is := 0, 0
	for n := 0; n < QK_K; n += 128 {
		q := qs[n/4 : n/4+32]
		for shift := 0; shift < 8; shift += 2 {
			for half := 0; half < 32; half += 16 {
				sc := scales[is]
				is++
				dl, ml := float32(d*float32(sc&0x0f)), float32(dmin*float32(sc>>4))
				for _, v := range q[half : half+16] {
					y[k] = float32(dl*float32((v>>shift)&3)) - ml
					k++
				}
			}
		}
	}
}

// q3kScales unpacks the sixteen 6-bit Q3_K scales (already minus 32).
func q3kScales(s []byte) (out [16]int32) {
	s = s[:12]
	for j := 0; j < 16; j++ {
		var lo byte
		if j < 8 {
			lo = s[j] & 0x0f
		} else {
			lo = s[j-8] >> 4
		}
		hi := (s[8+j%4] >> (2 * (j / 4))) & 3
		out[j] = int32(lo|hi<<4) - 32
	}
	return out
}

// Q3_K layout: hmask[32] (3rd bit, clear means −4), qs[64] (low 2 bits),
// scales[12] (sixteen 6-bit), f16 d. x = d·(sc−32)·(q − 4·!h).
func decodeQ3_K(b []byte, y []float32) {
	b, y = b[:110], y[:QK_K]
	hm, qs := b[0:32], b[32:96]
	scales := q3kScales(b[96:108])
	d := halfAt(b[108:])
	k, is := 0, 0
	m := byte(1)
	for n := 0; n < QK_K; n += 128 {
		q := qs[n/4 : n/4+32]
		for shift := 0; shift < 8; shift += 2 {
			for half := 0; half < 32; half += 16 {
				dl := float32(d * float32(scales[is]))
				is++
				for l := half; l < half+16; l++ {
					v := int32((q[l] >> shift) & 3)
					if hm[l]&m == 0 {
						v -= 4
					}
					y[k] = dl * float32(v)
					k++
				}
			}
			m <<= 1
		}
	}
}

// scaleMinK4 unpacks scale and min j of the 12-byte Q4_K/Q5_K scale field.
func scaleMinK4(j int, q []byte) (sc, m byte) {
	if j < 4 {
		return q[j] & 63, q[j+4] & 63
	}
	return q[j+4]&0x0f | (q[j-4]>>6)<<4, q[j+4]>>4 | (q[j]>>6)<<4
}

// Q4_K layout: f16 d, f16 dmin, scales[12] (eight 6-bit scale/min pairs),
// qs[128] (nibbles). x = d·sc·q − dmin·m.
func decodeQ4_K(b []byte, y []float32) {
	b, y = b[:144], y[:QK_K]
	d, dmin := halfAt(b), halfAt(b[2:])
	scales, qs := b[4:16], b[16:144]
	for j, is := 0, 0; j < QK_K; j, is = j+64, is+2 {
		q := qs[j/2 : j/2+32]
		sc, m := scaleMinK4(is, scales)
		d1, m1 := float32(d*float32(sc)), float32(dmin*float32(m))
		sc, m = scaleMinK4(is+1, scales)
		d2, m2 := float32(d*float32(sc)), float32(dmin*float32(m))
		out := y[j : j+64]
		for l, v := range q {
			out[l] = float32(d1*float32(v&0x0f)) - m1
			out[l+32] = float32(d2*float32(v>>4)) - m2
		}
	}
}

// Q5_K layout: f16 d, f16 dmin, scales[12], qh[32] (5th bits), qs[128].
func decodeQ5_K(b []byte, y []float32) {
	b, y = b[:176], y[:QK_K]
	d, dmin := halfAt(b), halfAt(b[2:])
	scales, qh, qs := b[4:16], b[16:48], b[48:176]
	u1, u2 := byte(1), byte(2)
	for j, is := 0, 0; j < QK_K; j, is = j+64, is+2 {
		ql := qs[j/2 : j/2+32]
		sc, m := scaleMinK4(is, scales)
		d1, m1 := float32(d*float32(sc)), float32(dmin*float32(m))
		sc, m = scaleMinK4(is+1, scales)
		d2, m2 := float32(d*float32(sc)), float32(dmin*float32(m))
		out := y[j : j+64]
		for l, v := range ql {
			h := qh[l]
			q1, q2 := v&0x0f, v>>4
			if h&u1 != 0 {
				q1 += 16
			}
			if h&u2 != 0 {
				q2 += 16
			}
			out[l] = float32(d1*float32(q1)) - m1
			out[l+32] = float32(d2*float32(q2)) - m2
		}
		u1 <<= 2
		u2 <<= 2
	}
}

// Q6_K layout: ql[128] (low nibbles), qh[64] (high 2 bits), int8 scales[16],
// f16 d. x = d·sc·(q−32).
func decodeQ6_K(b []byte, y []float32) {
	b, y = b[:210], y[:QK_K]
	d := halfAt(b[208:])
	for n := 0; n < QK_K; n += 128 {
		ql := b[n/2 : n/2+64]
		qh := b[128+n/4 : 128+n/4+32]
		sc := b[192+n/16 : 192+n/16+8]
		out := y[n : n+128]
		for l := 0; l < 32; l++ {
			is := l / 16
			h := qh[l]
			q1 := int32(ql[l]&0x0f|(h&3)<<4) - 32
			q2 := int32(ql[l+32]&0x0f|((h>>2)&3)<<4) - 32
			q3 := int32(ql[l]>>4|((h>>4)&3)<<4) - 32
			q4 := int32(ql[l+32]>>4|((h>>6)&3)<<4) - 32
			out[l] = float32(d*float32(int8(sc[is]))) * float32(q1)
			out[l+32] = float32(d*float32(int8(sc[is+2]))) * float32(q2)
			out[l+64] = float32(d*float32(int8(sc[is+4]))) * float32(q3)
			out[l+96] = float32(d*float32(int8(sc[is+6]))) * float32(q4)
		}
	}
}

// Q8_K layout: f32 d, int8 qs[256], int16 bsums[16] (sums of 16 quants,
// unused for decoding). x = d·q.
func decodeQ8_K(b []byte, y []float32) {
	b, y = b[:292], y[:QK_K]
	d := math.Float32frombits(le32(b))
	for j, q := range b[4:260] {
		y[j] = d * float32(int8(q))
	}
}
