package quant

import (
	"encoding/binary"
	"math"
)

// Dense types: one element per "block". Widening to float32 follows numpy's
// astype(np.float32): exact where representable, otherwise round to nearest
// even (F64, I32, I64); F32 is copied bit for bit, NaN payloads included.

func decodeF32(src []byte, dst []float32) {
	for i := range dst {
		dst[i] = math.Float32frombits(binary.LittleEndian.Uint32(src[4*i:]))
	}
}

func decodeF16(src []byte, dst []float32) {
	for i := range dst {
		dst[i] = HalfToFloat32(binary.LittleEndian.Uint16(src[2*i:]))
	}
}

func decodeBF16(src []byte, dst []float32) {
	for i := range dst {
		dst[i] = BFloat16ToFloat32(binary.LittleEndian.Uint16(src[2*i:]))
	}
}

func decodeF64(src []byte, dst []float32) {
	for i := range dst {
		dst[i] = float32(math.Float64frombits(binary.LittleEndian.Uint64(src[8*i:])))
	}
}

func decodeI8(src []byte, dst []float32) {
	for i := range dst {
		dst[i] = float32(int8(src[i]))
	}
}

func decodeI16(src []byte, dst []float32) {
	for i := range dst {
		dst[i] = float32(int16(binary.LittleEndian.Uint16(src[2*i:])))
	}
}

func decodeI32(src []byte, dst []float32) {
	for i := range dst {
		dst[i] = float32(int32(binary.LittleEndian.Uint32(src[4*i:])))
	}
}

func decodeI64(src []byte, dst []float32) {
	for i := range dst {
		dst[i] = float32(int64(binary.LittleEndian.Uint64(src[8*i:])))
	}
}

func encodeF32(src []float32, dst []byte) {
	for i, v := range src {
		binary.LittleEndian.PutUint32(dst[4*i:], math.Float32bits(v))
	}
}

func encodeF16(src []float32, dst []byte) {
	for i, v := range src {
		binary.LittleEndian.PutUint16(dst[2*i:], Float32ToHalf(v))
	}
}

func encodeBF16(src []float32, dst []byte) {
	for i, v := range src {
		binary.LittleEndian.PutUint16(dst[2*i:], Float32ToBFloat16(v))
	}
}

func encodeF64(src []float32, dst []byte) {
	for i, v := range src {
		binary.LittleEndian.PutUint64(dst[8*i:], math.Float64bits(float64(v)))
	}
}
