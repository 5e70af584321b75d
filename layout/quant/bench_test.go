package quant

import (
	"math/rand/v2"
	"testing"
)

// go test ./layout/quant -run XXX -bench . reports decode and encode speed
// per type (bytes are the float32 output / input).
func BenchmarkDequantize(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 1))
	for _, typ := range DecodableTypes() {
		n := 4096 / typ.BlockElems() * 4
		raw := randomBlocks(typ, n, r)
		out := make([]float32, n*typ.BlockElems())
		b.Run(typ.String(), func(b *testing.B) {
			b.SetBytes(int64(4 * len(out)))
			for b.Loop() {
				_ = Dequantize(typ, raw, out)
			}
		})
	}
}

func BenchmarkQuantize(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 1))
	for _, typ := range DecodableTypes() {
		if !CanQuantize(typ) {
			continue
		}
		n := 4096 / typ.BlockElems() * 4
		x := randomFloats(n, typ.BlockElems(), r)
		out := make([]byte, n*typ.BlockBytes())
		b.Run(typ.String(), func(b *testing.B) {
			b.SetBytes(int64(4 * len(x)))
			for b.Loop() {
				_ = Quantize(typ, x, out)
			}
		})
	}
}
