package quant

import (
	"encoding/binary"
	"math"
)

// Reference quantizers of the legacy blocks. Q4_0, Q4_1, Q5_0, Q5_1 and
// Q8_0 are bit-exact with gguf.quants (gguf 0.19.0), which mirrors ggml's
// quantize_row_*_ref: scale and inverse scale in float32, the scale stored
// as f16 rounded to nearest even, the quants truncated after adding 8.5
// (16.5, 0.5) for Q4/Q5, rounded half away from zero (roundf) for Q8. The
// float32 products are written as float32(a*b) so that Go cannot fuse them
// into a multiply-add. Non-finite input gives unspecified (but in-range,
// never panicking) quants.

// absMaxSigned returns the element of largest magnitude, with its sign: the
// first one on ties, as numpy's argmax picks it. For an all-zero block that
// is x[0] (gguf: d = -x[0]/8, so +0 when x[0] is -0); ggml's C starts from
// +0 instead and always stores -0 there. gguf is the reference here.
func absMaxSigned(x []float32) float32 {
	signed := x[0]
	amax := abs32(signed)
	for _, v := range x[1:] {
		if a := abs32(v); amax < a {
			amax, signed = a, v
		}
	}
	return signed
}

// minMax is the block's minimum and maximum, the first one on ties (ggml's
// rule). The only ties that show are +0 against -0: numpy's SIMD min/max
// reductions return either sign depending on the lane layout (and so on
// the machine), so for a block whose minimum or maximum is a zero of both
// signs the sign of a zero d or m can differ from gguf; no value does.
func minMax(x []float32) (lo, hi float32) {
	lo, hi = x[0], x[0]
	for _, v := range x[1:] {
		if v < lo {
			lo = v
		}
		if v > hi {
			hi = v
		}
	}
	return lo, hi
}

func abs32(v float32) float32 { return math.Float32frombits(math.Float32bits(v) &^ (1 << 31)) }

func inverse(d float32) float32 {
	if d == 0 {
		return 0
	}
	return 1 / d
}

// truncClamp is numpy's trunc(v).astype(uint8).clip(0, hi) for the values
// these quantizers produce.
func truncClamp(v float32, hi int32) byte {
	q := int32(v) // truncation toward zero
	if q < 0 || v != v {
		q = 0
	}
	if q > hi {
		q = hi
	}
	return byte(q)
}

// roundAway is C's roundf (gguf's np_roundf): half away from zero.
func roundAway(v float32) float32 { return float32(math.Round(float64(v))) }

func encodeQ4_0(x []float32, b []byte) {
	x, b = x[:qk], b[:18]
	d := absMaxSigned(x) / -8
	id := inverse(d)
	putHalf(b, d)
	for j := 0; j < 16; j++ {
		q0 := truncClamp(float32(x[j]*id)+8.5, 15)
		q1 := truncClamp(float32(x[j+16]*id)+8.5, 15)
		b[2+j] = q0 | q1<<4
	}
}

func encodeQ4_1(x []float32, b []byte) {
	x, b = x[:qk], b[:20]
	lo, hi := minMax(x)
	d := (hi - lo) / 15
	id := inverse(d)
	putHalf(b, d)
	putHalf(b[2:], lo)
	for j := 0; j < 16; j++ {
		q0 := truncClamp(float32((x[j]-lo)*id)+0.5, 15)
		q1 := truncClamp(float32((x[j+16]-lo)*id)+0.5, 15)
		b[4+j] = q0 | q1<<4
	}
}

// packQ5 stores 32 five-bit quants: low nibbles in qs, 5th bits in qh.
func packQ5(q *[qk]byte, qh, qs []byte) {
	var h uint32
	for j := 0; j < 16; j++ {
		qs[j] = q[j]&0x0f | q[j+16]<<4
	}
	for j, v := range q {
		h |= uint32(v>>4&1) << j
	}
	binary.LittleEndian.PutUint32(qh, h)
}

func encodeQ5_0(x []float32, b []byte) {
	x, b = x[:qk], b[:22]
	d := absMaxSigned(x) / -16
	id := inverse(d)
	putHalf(b, d)
	var q [qk]byte
	for j, v := range x {
		q[j] = truncClamp(float32(v*id)+16.5, 31)
	}
	packQ5(&q, b[2:6], b[6:22])
}

func encodeQ5_1(x []float32, b []byte) {
	x, b = x[:qk], b[:24]
	lo, hi := minMax(x)
	d := (hi - lo) / 31
	id := inverse(d)
	putHalf(b, d)
	putHalf(b[2:], lo)
	var q [qk]byte
	for j, v := range x {
		q[j] = truncClamp(float32((v-lo)*id)+0.5, 31)
	}
	packQ5(&q, b[4:8], b[8:24])
}

func absMax(x []float32) float32 {
	var amax float32
	for _, v := range x {
		amax = max(amax, abs32(v))
	}
	return amax
}

// q8 converts an already rounded value to int8, saturating (the in-range
// values are the only ones finite input produces).
func q8(v float32) byte {
	switch {
	case v >= 127:
		return 127
	case v <= -128:
		return 0x80
	case v != v:
		return 0
	}
	return byte(int8(v))
}

func encodeQ8_0(x []float32, b []byte) {
	x, b = x[:qk], b[:34]
	d := absMax(x) / 127
	id := inverse(d)
	putHalf(b, d)
	for j, v := range x {
		b[2+j] = q8(roundAway(float32(v * id)))
	}
}

// Q8_1 follows ggml's quantize_row_q8_1_ref (gguf has no Q8_1): Q8_0's
// quants plus s = f16(d·Σq).
func encodeQ8_1(x []float32, b []byte) {
	x, b = x[:qk], b[:36]
	d := absMax(x) / 127
	id := inverse(d)
	putHalf(b, d)
	var sum int32
	for j, v := range x {
		q := q8(roundAway(float32(v * id)))
		b[4+j] = q
		sum += int32(int8(q))
	}
	putHalf(b[2:], float32(sum)*d)
}
