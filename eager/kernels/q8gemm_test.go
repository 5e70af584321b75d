package kernels

import (
	"fmt"
	"math"
	"testing"

	"github.com/skainet/skaic/layout/quant"
)

// q8GemmTypes are the types with large-batch fast kernels.
var q8GemmTypes = []quant.Type{quant.Q4_1, quant.IQ4_XS, quant.Q4_0, quant.Q4_K, quant.Q5_K, quant.Q6_K}

// TestLinearQ8GemmBitwise holds the large-batch fast kernels (prefill
// batches) to the portable integer kernels bit for bit: quantized weights
// and random bytes (every scale bit pattern: NaN, Inf, subnormal), 1, 3
// and 5 blocks and a row longer than a chunk with a partial last chunk,
// row counts that are not multiples of the four rows a kernel computes at
// once nor of a super-group, odd batches, and row ranges.
func TestLinearQ8GemmBitwise(t *testing.T) {
	q8Variants(t, func(t *testing.T) { vendorVariants(t, testLinearQ8GemmBitwise) })
}

func testLinearQ8GemmBitwise(t *testing.T) {
	r := newRand(91)
	for _, typ := range q8GemmTypes {
		be := typ.BlockElems()
		for _, cols := range []int{be, 3 * be, 5 * be, q8GemmChunkCols() + 3*256} {
			for _, rows := range []int{1, 7, 21} {
				if cols > 2048 && rows != 21 {
					continue // the long rows once, past a super-group
				}
				for _, random := range []bool{false, true} {
					w := makeWeights(r, typ, rows, cols)
					if random {
						for i := range w {
							w[i] = byte(r.Uint32())
						}
						// Subnormal, Inf and NaN f16 scales in the first blocks.
						bb := typ.BlockBytes()
						for i, h := range []uint16{0x0001, 0x7c00, 0xfc00, 0x7e01, 0x03ff} {
							if (i+1)*bb <= len(w) {
								w[i*bb], w[i*bb+1] = byte(h), byte(h>>8)
							}
						}
					}
					for _, batch := range []int{5, 8, 13, 64, 70} {
						if cols > 2048 && batch != 5 && batch != 70 {
							continue
						}
						name := fmt.Sprintf("%s/%dx%d/batch%d/random=%v", typ, rows, cols, batch, random)
						x := randNormal(r, batch*cols, 1)
						if random {
							for i := 0; i < len(x); i += 7 {
								x[i] *= 1000
							}
							x[3] = float32(math.Inf(1))
						}
						act := quantizeQ8(t, typ, x, batch, cols)
						want := make([]float32, batch*rows)
						withPortable(func() { mustOK(t, name, LinearQ8(typ, w, rows, cols, act, batch, want)) })
						got := make([]float32, batch*rows)
						mustOK(t, name, LinearQ8(typ, w, rows, cols, act, batch, got))
						requireBitsEqual(t, name+" large-batch vs portable", want, got)
						gr := make([]float32, batch*rows)
						for o := 0; o < rows; o += 6 {
							mustOK(t, name, LinearQ8Range(typ, w, rows, cols, act, batch, gr, o, min(o+6, rows)))
						}
						requireBitsEqual(t, name+" large-batch ranges", want, gr)
					}
				}
			}
		}
	}
}
