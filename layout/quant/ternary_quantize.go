package quant

import (
	"encoding/binary"
	"math"
)

// Reference quantizers of the ternary types, bit-exact with gguf.quants
// (TQ1_0.quantize_blocks, TQ2_0.quantize_blocks; the roundtrip and golden
// tests hold them to it): d = max|x| (as f16), each element rounded half
// away from zero to x·(1/d) ∈ {−1, 0, 1}, stored as the trit q + 1.

// ternaryTrits fills q with the trits of the block x and returns the
// f16 bits of its scale.
func ternaryTrits(x []float32, q *[QK_K]uint8) uint16 {
	var d float32
	for _, v := range x {
		if a := float32(math.Abs(float64(v))); a > d || a != a {
			d = a
		}
	}
	var id float32
	if d != 0 {
		id = 1 / d
	}
	for i, v := range x[:QK_K] {
		n := v * id
		a := float32(math.Abs(float64(n)))
		fl := float32(math.Floor(float64(a)))
		b := fl + float32(math.Floor(float64(2*(a-fl))))
		if n < 0 {
			b = -b
		}
		q[i] = uint8(int8(b) + 1)
	}
	return Float32ToHalf(d)
}

// pack3 is ⌈t·256/243⌉ of the base-3 number t whose digits, most
// significant first, are q[0], q[step], …, q[(n−1)·step], times 3^(5−n).
func pack3(q []uint8, n, step int) byte {
	var t uint16
	for k := 0; k < n; k++ {
		t = t*3 + uint16(q[k*step])
	}
	for k := n; k < 5; k++ {
		t *= 3
	}
	return byte((t*256 + 242) / 243)
}

func encodeTQ1_0(x []float32, b []byte) {
	var q [QK_K]uint8
	d := ternaryTrits(x, &q)
	b = b[:54]
	for m := 0; m < 32; m++ {
		b[m] = pack3(q[m:], 5, 32)
	}
	for m := 0; m < 16; m++ {
		b[32+m] = pack3(q[160+m:], 5, 16)
	}
	for m := 0; m < 4; m++ {
		b[48+m] = pack3(q[240+m:], 4, 4)
	}
	binary.LittleEndian.PutUint16(b[52:], d)
}

func encodeTQ2_0(x []float32, b []byte) {
	var q [QK_K]uint8
	d := ternaryTrits(x, &q)
	b = b[:66]
	clear(b[:64])
	for c := 0; c < 2; c++ {
		for s := 0; s < 4; s++ {
			for m := 0; m < 32; m++ {
				b[32*c+m] |= q[128*c+32*s+m] << (2 * s)
			}
		}
	}
	binary.LittleEndian.PutUint16(b[64:], d)
}
