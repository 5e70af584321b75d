package kernels

import (
	"fmt"
	"testing"

	"github.com/skainet/skaic/layout/quant"
)

// TestLinearBatchSizesBitwise holds the batched SIMD paths (AVX-512
// gemm4x4Z groups of four activation rows, AVX2 gemm3x2Y pairs) to the
// portable kernels bit for bit at every batch from 2 to 16 — odd ones
// repeat a last activation row into a slot that must never be read — for
// every SIMD type, on random weight bytes (every scale pattern: subnormal,
// Inf, NaN), rows that are not a multiple of the three or four a kernel
// computes at once, rows longer than the AVX2 tile (the lanes carried
// from tile to tile), both block orders, and row ranges that cut groups.
func TestLinearBatchSizesBitwise(t *testing.T) {
	if !simdAvailable {
		t.Skip("no SIMD kernels in this build or on this CPU; the portable kernels are tested everywhere else")
	}
	simdVariants(t, testLinearBatchSizesBitwise)
}

func testLinearBatchSizesBitwise(t *testing.T) {
	r := newRand(72)
	const rows = 7
	for _, typ := range simdTypes {
		// A multiple of every block size past one AVX2 tile (1024); dense
		// rows also get a short last chunk.
		cols := 5 * quant.QK_K
		if !typ.Quantized() {
			cols = 1024 + 160 + 7
		}
		w := makeWeights(r, typ, rows, cols)
		for i := range w {
			if i%3 != 0 {
				w[i] = byte(r.Uint32())
			}
		}
		var ibm []byte
		if typ.Quantized() {
			ibm = toIBM(typ, w, rows, cols)
		}
		for batch := 2; batch <= 16; batch++ {
			name := fmt.Sprintf("%s/%dx%d/batch%d", typ, rows, cols, batch)
			x := randNormal(r, batch*cols, 1)
			want := make([]float32, batch*rows)
			withPortable(func() { mustOK(t, name, Linear(typ, w, rows, cols, x, batch, want, nil)) })
			got := make([]float32, batch*rows)
			mustOK(t, name, Linear(typ, w, rows, cols, x, batch, got, nil))
			requireBitsEqual(t, name+" SIMD vs portable", want, got)
			gr := make([]float32, batch*rows)
			for o := 0; o < rows; o += 5 {
				mustOK(t, name, LinearRange(typ, w, rows, cols, x, batch, gr, nil, o, min(o+5, rows)))
			}
			requireBitsEqual(t, name+" SIMD ranges", want, gr)
			if ibm != nil {
				gi := make([]float32, batch*rows)
				mustOK(t, name, LinearIBM(typ, ibm, rows, cols, x, batch, gi, nil))
				requireBitsEqual(t, name+" SIMD IBM vs portable row-major", want, gi)
			}
		}
	}
}
