package quant

import (
	"encoding/binary"
	"math"
	"math/bits"
)

// Half and bfloat16 conversions. The reference is numpy (which gguf uses):
// widening is exact and keeps NaN payloads bit for bit (a signalling NaN stays
// signalling); narrowing to half rounds to nearest, ties to even, through the
// subnormals, overflows to ±Inf and keeps the top ten payload bits of a NaN
// (a payload that would vanish becomes 1, so a NaN stays a NaN). ggml's own
// C conversion agrees on every non-NaN value; for NaN it returns the
// canonical 0x7E00 instead, a difference no finite input can observe.

// HalfToFloat32 widens an IEEE binary16 value to float32, exactly.
func HalfToFloat32(h uint16) float32 {
	sign := uint32(h&0x8000) << 16
	exp := uint32(h>>10) & 0x1f
	mant := uint32(h & 0x3ff)
	switch exp {
	case 0x1f: // Inf or NaN: payload kept
		return math.Float32frombits(sign | 0x7f800000 | mant<<13)
	case 0:
		if mant == 0 {
			return math.Float32frombits(sign)
		}
		// Subnormal: mant·2^-24; normalise around its leading bit p.
		p := uint32(bits.Len32(mant)) - 1
		return math.Float32frombits(sign | (p+103)<<23 | (mant<<(23-p))&0x7fffff)
	default:
		return math.Float32frombits(sign | (exp+112)<<23 | mant<<13)
	}
}

// Float32ToHalf narrows a float32 to binary16, rounding to nearest even.
func Float32ToHalf(f float32) uint16 {
	b := math.Float32bits(f)
	sign := uint16(b>>16) & 0x8000
	exp := int32(b>>23) & 0xff
	mant := b & 0x7fffff
	switch {
	case exp == 0xff:
		if mant == 0 {
			return sign | 0x7c00
		}
		h := uint16(0x7c00 | mant>>13)
		if h == 0x7c00 {
			h++
		}
		return sign | h
	case exp >= 143: // |f| ≥ 2^16
		return sign | 0x7c00
	case exp >= 113: // the result is normal (or rounds up to Inf)
		h := uint32(exp-112)<<10 | mant>>13
		rem := mant & 0x1fff
		if rem > 0x1000 || (rem == 0x1000 && h&1 != 0) {
			h++ // a carry into the exponent is the right answer, up to Inf
		}
		return sign | uint16(h)
	case exp >= 102: // the result is subnormal (or rounds up to the smallest normal)
		m := mant | 0x800000
		shift := uint32(126 - exp) // 14..24
		h := m >> shift
		rem := m & (1<<shift - 1)
		half := uint32(1) << (shift - 1)
		if rem > half || (rem == half && h&1 != 0) {
			h++
		}
		return sign | uint16(h)
	default: // below half the smallest subnormal
		return sign
	}
}

// BFloat16ToFloat32 widens a bfloat16 value to float32, exactly.
func BFloat16ToFloat32(h uint16) float32 { return math.Float32frombits(uint32(h) << 16) }

// Float32ToBFloat16 narrows like ggml_compute_fp32_to_bf16 (and gguf): a NaN
// is made quiet keeping its top payload bits, everything else rounds to
// nearest even (overflowing to ±Inf).
func Float32ToBFloat16(f float32) uint16 {
	n := math.Float32bits(f)
	if n&0x7fffffff > 0x7f800000 {
		return uint16(n>>16) | 0x40
	}
	return uint16((uint64(n) + 0x7fff + uint64((n>>16)&1)) >> 16)
}

func le16(b []byte) uint16 { return binary.LittleEndian.Uint16(b) }
func le32(b []byte) uint32 { return binary.LittleEndian.Uint32(b) }

// halfAt reads the little-endian binary16 at b[0:2] as float32.
func halfAt(b []byte) float32 { return HalfToFloat32(binary.LittleEndian.Uint16(b)) }

func putHalf(b []byte, f float32) { binary.LittleEndian.PutUint16(b, Float32ToHalf(f)) }
