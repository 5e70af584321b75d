package quant

import (
	"encoding/binary"
	"math"
)

// Decoders of the lattice ("grid") i-quants and the ternary types, all
// 256-element super-blocks (ggml-common.h block_iq2_xxs … block_tq2_0; the
// formulas of ggml-quants.c dequantize_row_*, and of gguf.quants, which the
// tests hold these to bit for bit). The grids and the sign table are
// iqgrids_table.go. As elsewhere in this package every float32 product and
// sum is rounded on its own, in the reference's order:
//
//	IQ2_XXS, IQ2_XS, IQ2_S  x = ((d·(0.5 + s))·0.25)·grid · ±1
//	IQ3_XXS                 x = ((d·(0.5 + s))·0.5)·grid · ±1
//	IQ3_S                   x = (d·(1 + 2s))·grid · ±1
//	IQ1_S, IQ1_M            x = (d·(2s + 1))·(grid + δ), δ = ±0.125
//	TQ1_0, TQ2_0            x = d·q, q ∈ {−1, 0, 1}

// gridSigned8 writes the eight elements of grid word g (byte j = element
// j, unsigned), each times db, negated where bit j of signs is set.
//
// The sign is applied by flipping the sign bit (what negation does),
// without a branch: the signs are as good as random.
func gridSigned8(y []float32, db float32, g uint64, signs uint8) {
	y = y[:8]
	s := uint32(signs)
	for j := range y {
		v := float32(db * float32(uint8(g>>(8*j))))
		y[j] = math.Float32frombits(math.Float32bits(v) ^ (s>>j&1)<<31)
	}
}

// gridDelta8 writes the eight elements of the IQ1 grid word g (byte j =
// element j as int8: −1, 0 or 1) as dl·(grid + delta).
func gridDelta8(y []float32, dl, delta float32, g uint64) {
	y = y[:8]
	// grid + delta for the grid values −1, 0, 1 (exact sums): a lookup,
	// not a conversion and an add per element.
	sums := [4]float32{delta - 1, delta, delta + 1}
	for j := range y {
		y[j] = float32(dl * sums[(uint8(g>>(8*j))+1)&3])
	}
}

// halfScale is ((d·(0.5 + s))·k): the sub-block scale of IQ2_* (k = 0.25)
// and IQ3_XXS (k = 0.5).
func halfScale(d float32, s uint32, k float32) float32 {
	return float32(float32(d*float32(0.5+float32(s))) * k)
}

// IQ2_XXS: f16 d, then eight 8-byte groups of 32 elements: four grid
// indices (bytes 0..3) and a u32 whose bits 7l..7l+6 are the sign index of
// grid entry l and whose top nibble is the 4-bit scale.
func decodeIQ2_XXS(b []byte, y []float32) {
	b, y = b[:66], y[:QK_K]
	d := halfAt(b)
	for ib := 0; ib < 8; ib++ {
		q := b[2+8*ib : 10+8*ib]
		aux := binary.LittleEndian.Uint32(q[4:])
		db := halfScale(d, aux>>28, 0.25)
		for l := 0; l < 4; l++ {
			gridSigned8(y[32*ib+8*l:], db, iq2xxsGrid[q[l]], ksigns[aux>>(7*l)&127])
		}
	}
}

// IQ2_XS: f16 d, u16 qs[32] (9-bit grid index, 7-bit sign index), scales[8]
// (two 4-bit scales a byte, one per 16 elements).
func decodeIQ2_XS(b []byte, y []float32) {
	b, y = b[:74], y[:QK_K]
	d := halfAt(b)
	for i := 0; i < 32; i++ {
		q := binary.LittleEndian.Uint16(b[2+2*i:])
		s := uint32(b[66+i/4]>>(4*(i/2%2))) & 15
		gridSigned8(y[8*i:], halfScale(d, s, 0.25), iq2xsGrid[q&511], ksigns[q>>9])
	}
}

// IQ2_S: f16 d, qs[32] (low 8 bits of the grid indices), signs[32] (one
// bit per element), qh[8] (the indices' top 2 bits, four a byte),
// scales[8] (as IQ2_XS).
func decodeIQ2_S(b []byte, y []float32) {
	b, y = b[:82], y[:QK_K]
	d := halfAt(b)
	qs, signs, qh, scales := b[2:34], b[34:66], b[66:74], b[74:82]
	for i := 0; i < 32; i++ {
		idx := int(qs[i]) | int(qh[i/4]>>(2*(i%4))&3)<<8
		s := uint32(scales[i/4]>>(4*(i/2%2))) & 15
		gridSigned8(y[8*i:], halfScale(d, s, 0.25), iq2sGrid[idx], signs[i])
	}
}

// IQ3_XXS: f16 d, qs[64] (grid indices, four elements each), then eight
// u32 (per 32 elements: four 7-bit sign indices, a 4-bit scale on top).
func decodeIQ3_XXS(b []byte, y []float32) {
	b, y = b[:98], y[:QK_K]
	d := halfAt(b)
	qs := b[2:66]
	for ib := 0; ib < 8; ib++ {
		aux := binary.LittleEndian.Uint32(b[66+4*ib:])
		db := halfScale(d, aux>>28, 0.5)
		for l := 0; l < 4; l++ {
			i := 8*ib + 2*l
			g := uint64(iq3xxsGrid[qs[i]]) | uint64(iq3xxsGrid[qs[i+1]])<<32
			gridSigned8(y[32*ib+8*l:], db, g, ksigns[aux>>(7*l)&127])
		}
	}
}

// IQ3_S: f16 d, qs[64] (low 8 bits of the grid indices), qh[8] (their 9th
// bits), signs[32] (one bit per element), scales[4] (two 4-bit scales a
// byte, one per 32 elements).
func decodeIQ3_S(b []byte, y []float32) {
	b, y = b[:110], y[:QK_K]
	d := halfAt(b)
	qs, qh, signs, scales := b[2:66], b[66:74], b[74:106], b[106:110]
	for ib := 0; ib < 8; ib++ {
		s := int32(scales[ib/2]>>(4*(ib%2))) & 15
		db := float32(d * float32(1+2*s))
		for l := 0; l < 4; l++ {
			i := 8*ib + 2*l
			i1 := int(qs[i]) | int(qh[ib]>>(2*l)&1)<<8
			i2 := int(qs[i+1]) | int(qh[ib]>>(2*l+1)&1)<<8
			g := uint64(iq3sGrid[i1]) | uint64(iq3sGrid[i2])<<32
			gridSigned8(y[32*ib+8*l:], db, g, signs[4*ib+l])
		}
	}
}

// iq1Delta is the IQ1 grid offset, negative where its bit is set.
func iq1Delta(neg bool) float32 {
	if neg {
		return -0.125
	}
	return 0.125
}

// IQ1_S: f16 d, qs[32] (low 8 bits of the 11-bit grid indices), u16 qh[8]
// (per 32 elements: four 3-bit index tops, a 3-bit scale, the delta sign).
func decodeIQ1_S(b []byte, y []float32) {
	b, y = b[:50], y[:QK_K]
	d := halfAt(b)
	qs := b[2:34]
	for ib := 0; ib < 8; ib++ {
		qh := binary.LittleEndian.Uint16(b[34+2*ib:])
		dl := float32(d * float32(2*(qh>>12&7)+1))
		delta := iq1Delta(qh&0x8000 != 0)
		for l := 0; l < 4; l++ {
			idx := int(qs[4*ib+l]) | int(qh>>(3*l)&7)<<8
			gridDelta8(y[32*ib+8*l:], dl, delta, iq1sGrid[idx])
		}
	}
}

// iq1mScale is the f16 d of an IQ1_M block: the top nibbles of its four
// u16 scale words, lowest word first.
func iq1mScale(sc []byte) uint16 {
	var h uint16
	for k := 0; k < 4; k++ {
		h |= (binary.LittleEndian.Uint16(sc[2*k:]) >> 12) << (4 * k)
	}
	return h
}

// IQ1_M: qs[32] (low 8 bits of the grid indices), qh[16] (a nibble per
// grid entry: 3 index bits and the delta sign), four u16 scale words
// (twelve bits of 3-bit scales, one per 16 elements, under a nibble of the
// f16 d).
func decodeIQ1_M(b []byte, y []float32) {
	b, y = b[:56], y[:QK_K]
	qs, qh, sc := b[0:32], b[32:48], b[48:56]
	d := HalfToFloat32(iq1mScale(sc))
	for i := 0; i < 32; i++ {
		k := i / 2 // the scale of entries 2k and 2k+1
		s := binary.LittleEndian.Uint16(sc[2*(k/4):]) >> (3 * (k % 4)) & 7
		dl := float32(d * float32(2*s+1))
		h := qh[i/2] >> (4 * (i % 2))
		idx := int(qs[i]) | int(h&7)<<8
		gridDelta8(y[8*i:], dl, iq1Delta(h&8 != 0), iq1sGrid[idx])
	}
}

// ternary is d·(q − 1) for a trit q in 0..2.
func ternary(d float32, q uint8) float32 { return d * float32(int32(q)-1) }

// trit is the leading base-3 digit of the fixed-point fraction in q
// (TQ1_0 stores five trits a byte as ⌈t·256/243⌉, t = Σ 3^(4−n)·trit_n).
func trit(q uint8) uint8 { return uint8(uint16(q) * 3 >> 8) }

// TQ1_0: qs[48] (five trits a byte: bytes 0..31 give elements n·32 + m,
// bytes 32..47 elements 160 + n·16 + m), qh[4] (four trits a byte:
// elements 240 + n·4 + m), f16 d. Trit n of byte v is the leading digit
// of v·3^n (mod 256).
func decodeTQ1_0(b []byte, y []float32) {
	b, y = b[:54], y[:QK_K]
	d := halfAt(b[52:])
	k := decodeTrits(y, d, b[0:32], 5)
	k += decodeTrits(y[k:], d, b[32:48], 5)
	decodeTrits(y[k:], d, b[48:52], 4)
}

// decodeTrits writes trits 0..pows−1 of every byte of b, trit-major
// (element n·len(b) + m is trit n of b[m]), as d·(trit − 1); it returns
// how many it wrote.
func decodeTrits(y []float32, d float32, b []byte, pows int) int {
	k := 0
	pow3 := uint8(1)
	for n := 0; n < pows; n++ {
		for _, v := range b {
			y[k] = ternary(d, trit(v*pow3))
			k++
		}
		pow3 *= 3
	}
	return k
}

// TQ2_0: qs[64] (four 2-bit trits a byte: byte 32c + m, bits 2s, is
// element c·128 + s·32 + m), f16 d.
func decodeTQ2_0(b []byte, y []float32) {
	b, y = b[:66], y[:QK_K]
	d := halfAt(b[64:])
	k := 0
	for c := 0; c < 2; c++ {
		for s := 0; s < 8; s += 2 {
			for _, v := range b[32*c : 32*c+32] {
				y[k] = ternary(d, v>>s&3)
				k++
			}
		}
	}
}

// DecodeIQBlock decodes one block of a grid i-quant or ternary type (the
// types IsIQBlock accepts) into dst[:256] and reports true; false for any
// other type. It is a direct call (no function value), so that a caller's
// buffer can stay on its stack.
func DecodeIQBlock(t Type, block []byte, dst []float32) bool {
	switch t {
	case IQ2_XXS:
		decodeIQ2_XXS(block, dst)
	case IQ2_XS:
		decodeIQ2_XS(block, dst)
	case IQ2_S:
		decodeIQ2_S(block, dst)
	case IQ3_XXS:
		decodeIQ3_XXS(block, dst)
	case IQ3_S:
		decodeIQ3_S(block, dst)
	case IQ1_S:
		decodeIQ1_S(block, dst)
	case IQ1_M:
		decodeIQ1_M(block, dst)
	case TQ1_0:
		decodeTQ1_0(block, dst)
	case TQ2_0:
		decodeTQ2_0(block, dst)
	default:
		return false
	}
	return true
}

// IsIQBlock reports whether DecodeIQBlock decodes t.
func IsIQBlock(t Type) bool {
	switch t {
	case IQ2_XXS, IQ2_XS, IQ2_S, IQ3_XXS, IQ3_S, IQ1_S, IQ1_M, TQ1_0, TQ2_0:
		return true
	}
	return false
}

func init() {
	codecs[IQ2_XXS] = codec{decode: decodeIQ2_XXS}
	codecs[IQ2_XS] = codec{decode: decodeIQ2_XS}
	codecs[IQ2_S] = codec{decode: decodeIQ2_S}
	codecs[IQ3_XXS] = codec{decode: decodeIQ3_XXS}
	codecs[IQ3_S] = codec{decode: decodeIQ3_S}
	codecs[IQ1_S] = codec{decode: decodeIQ1_S}
	codecs[IQ1_M] = codec{decode: decodeIQ1_M}
	codecs[TQ1_0] = codec{decode: decodeTQ1_0, encode: encodeTQ1_0}
	codecs[TQ2_0] = codec{decode: decodeTQ2_0, encode: encodeTQ2_0}
}

// GridTable returns the lattice grid of t (IQ2_XXS, IQ2_XS, IQ2_S,
// IQ3_XXS, IQ3_S; IQ1_S and IQ1_M share one): entry i's width elements at
// values[i·width:], as int8; ok is false for the types without a grid.
func GridTable(t Type) (values []int8, width int, ok bool) {
	unpack := func(words []uint64, width int) []int8 {
		out := make([]int8, len(words)*width)
		for i, w := range words {
			for j := 0; j < width; j++ {
				out[i*width+j] = int8(w >> (8 * j))
			}
		}
		return out
	}
	widen := func(words []uint32) []uint64 {
		out := make([]uint64, len(words))
		for i, w := range words {
			out[i] = uint64(w)
		}
		return out
	}
	switch t {
	case IQ2_XXS:
		return unpack(iq2xxsGrid[:], 8), 8, true
	case IQ2_XS:
		return unpack(iq2xsGrid[:], 8), 8, true
	case IQ2_S:
		return unpack(iq2sGrid[:], 8), 8, true
	case IQ3_XXS:
		return unpack(widen(iq3xxsGrid[:]), 4), 4, true
	case IQ3_S:
		return unpack(widen(iq3sGrid[:]), 4), 4, true
	case IQ1_S, IQ1_M:
		return unpack(iq1sGrid[:], 8), 8, true
	}
	return nil, 0, false
}

// SignTable is the i-quants' table of 7-bit sign indices: bit j of entry
// i set means element j of the group is negated (bit 7 makes the count of
// negations even).
func SignTable() [128]uint8 { return ksigns }
