package quant

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"
)

// setIQScale writes the f16 super-block scale h into a block of t (a type
// IsIQBlock accepts): the leading d of the i-quants, the trailing d of the
// ternary types, the top nibbles of IQ1_M's four scale words.
func setIQScale(t Type, blk []byte, h uint16) {
	switch t {
	case TQ1_0:
		binary.LittleEndian.PutUint16(blk[52:], h)
	case TQ2_0:
		binary.LittleEndian.PutUint16(blk[64:], h)
	case IQ1_M:
		for k := 0; k < 4; k++ {
			w := binary.LittleEndian.Uint16(blk[48+2*k:])
			binary.LittleEndian.PutUint16(blk[48+2*k:], w&0x0fff|(h>>(4*k))<<12)
		}
	default:
		binary.LittleEndian.PutUint16(blk, h)
	}
}

// RandomBlocks fills dst, whole blocks of t (a type IsIQBlock accepts),
// with random codes and one finite scale per block, chosen so that the
// block's values have a root mean square within a factor 1.5 of rms. They
// are the test and benchmark weights of the grid i-quants, which have no
// quantizer here; r makes them deterministic.
func RandomBlocks(t Type, dst []byte, r *rand.Rand, rms float64) error {
	if !IsIQBlock(t) {
		return fmt.Errorf("quant: RandomBlocks: %s is not a grid i-quant or ternary type", t)
	}
	bb := t.BlockBytes()
	if len(dst)%bb != 0 {
		return &SizeError{Op: "dequantize", Type: t, SrcLen: len(dst), Expected: -1}
	}
	if !(rms > 0 && rms < 1e4) {
		return fmt.Errorf("quant: RandomBlocks %s: rms %g outside (0, 1e4)", t, rms)
	}
	var buf [QK_K]float32
	for b := 0; b < len(dst); b += bb {
		blk := dst[b : b+bb]
		for i := range blk {
			blk[i] = byte(r.Uint32())
		}
		setIQScale(t, blk, 0x3c00) // d = 1
		DecodeIQBlock(t, blk, buf[:])
		var ss float64
		for _, v := range buf {
			ss += float64(v) * float64(v)
		}
		d := 1.0
		if m := math.Sqrt(ss / QK_K); m > 0 {
			d = rms / m
		}
		setIQScale(t, blk, Float32ToHalf(float32(d*(0.75+0.5*r.Float64()))))
	}
	return nil
}
