package layout

import (
	"encoding/binary"
	"fmt"
	"math"

	"github.com/skainet/skaic/internal/robytes"
	"github.com/skainet/skaic/layout/quant"
)

// maxBlockElems bounds the elements of any block (the k-quants' 256).
const maxBlockElems = quant.QK_K

// decodeBlock decodes one stored block (or one dense element) of format f
// into dst[:f.BlockElems()].
func decodeBlock(f Format, raw ReadOnlyBytes, dst []float32) error {
	b := robytes.Unwrap(raw)
	if t, ok := f.Encoding.GGML(); ok {
		return quant.Dequantize(t, b, dst)
	}
	if f.Encoding != Dense {
		return &UnknownEncodingError{Code: uint32(f.Encoding) - 1}
	}
	switch f.DType {
	case F32:
		dst[0] = math.Float32frombits(binary.LittleEndian.Uint32(b))
	case F64:
		dst[0] = float32(math.Float64frombits(binary.LittleEndian.Uint64(b)))
	case F16:
		return quant.Dequantize(quant.F16, b, dst)
	case BF16:
		return quant.Dequantize(quant.BF16, b, dst)
	case I8:
		dst[0] = float32(int8(b[0]))
	case U8:
		dst[0] = float32(b[0])
	case Bool:
		dst[0] = 0
		if b[0] != 0 {
			dst[0] = 1
		}
	case I16:
		dst[0] = float32(int16(binary.LittleEndian.Uint16(b)))
	case I32:
		dst[0] = float32(int32(binary.LittleEndian.Uint32(b)))
	case I64:
		dst[0] = float32(int64(binary.LittleEndian.Uint64(b)))
	default:
		return fmt.Errorf("cannot decode dtype %s element-wise", f.DType)
	}
	return nil
}

// putElem stores x as element i of a dense buffer of dtype d. Integer
// targets truncate toward zero (as C casts, numpy's astype and MLIR's
// arith.fptosi do, so the eager and compiled lanes agree) and saturate;
// NaN becomes 0.
func putElem(d DType, dst []byte, i int64, x float32) {
	switch d {
	case F32:
		binary.LittleEndian.PutUint32(dst[i*4:], math.Float32bits(x))
	case F64:
		binary.LittleEndian.PutUint64(dst[i*8:], math.Float64bits(float64(x)))
	case F16:
		var one [2]byte
		_ = quant.Quantize(quant.F16, []float32{x}, one[:])
		copy(dst[i*2:], one[:])
	case BF16:
		var one [2]byte
		_ = quant.Quantize(quant.BF16, []float32{x}, one[:])
		copy(dst[i*2:], one[:])
	case I8:
		dst[i] = byte(int8(sat(x, math.MinInt8, math.MaxInt8)))
	case U8:
		dst[i] = byte(sat(x, 0, math.MaxUint8))
	case Bool:
		dst[i] = 0
		if x != 0 {
			dst[i] = 1
		}
	case I16:
		binary.LittleEndian.PutUint16(dst[i*2:], uint16(int16(sat(x, math.MinInt16, math.MaxInt16))))
	case I32:
		binary.LittleEndian.PutUint32(dst[i*4:], uint32(int32(sat(x, math.MinInt32, math.MaxInt32))))
	case I64:
		binary.LittleEndian.PutUint64(dst[i*8:], uint64(int64(sat(x, math.MinInt64, math.MaxInt64))))
	}
}

func sat(x float32, lo, hi float64) float64 {
	r := math.Trunc(float64(x))
	if math.IsNaN(r) {
		return 0
	}
	return math.Max(lo, math.Min(hi, r))
}
