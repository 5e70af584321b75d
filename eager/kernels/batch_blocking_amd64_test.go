//go:build amd64 && !purego

package kernels

import (
	"fmt"
	"testing"

	"github.com/skainet/skaic/layout/quant"
)

// TestBatchChunkRows: with batch blocking a chunk's activations stay
// within batchBlockBytes, in multiples of 8 rows, between 8 and laneBatch;
// without it every chunk is laneBatch.
func TestBatchChunkRows(t *testing.T) {
	saved := batchBlocking
	defer func() { batchBlocking = saved }()
	batchBlocking = true
	for cols, want := range map[int]int{14336: 16, 8192: 32, 5632: 40, 4096: 64, 2048: 64, 1 << 20: 8, 1: 64} {
		if got := batchChunkRows(cols); got != want {
			t.Errorf("batchChunkRows(%d) = %d, want %d", cols, got, want)
		}
	}
	batchBlocking = false
	if got := batchChunkRows(14336); got != laneBatch {
		t.Errorf("batchChunkRows(14336) without blocking = %d, want %d", got, laneBatch)
	}
}

// TestLinearBatchBlockingBitwise: a batch that spans several chunks gives
// bitwise the values of one unchunked call and of the portable kernels,
// for row-major and input-block-major weights.
func TestLinearBatchBlockingBitwise(t *testing.T) {
	saved := batchBlocking
	defer func() { batchBlocking = saved }()
	r := newRand(41)
	const rows, cols, batch = 5, 14336, 21 // chunks of 16 and 5
	for _, typ := range []quant.Type{quant.F32, quant.F16, quant.Q4_0, quant.Q6_K, quant.IQ2_XXS} {
		w := makeWeights(r, typ, rows, cols)
		x := randNormal(r, batch*cols, 1)
		run := func(blocking bool, f func(y []float32) error) []float32 {
			batchBlocking = blocking
			y := make([]float32, batch*rows)
			if err := f(y); err != nil {
				t.Fatal(err)
			}
			return y
		}
		rowMajor := func(y []float32) error { return Linear(typ, w, rows, cols, x, batch, y, nil) }
		name := fmt.Sprintf("%s/%dx%d/batch%d", typ, rows, cols, batch)
		want := run(false, rowMajor)
		requireBitsEqual(t, name+" chunked", want, run(true, rowMajor))
		var portable []float32
		withPortable(func() { portable = run(true, rowMajor) })
		requireBitsEqual(t, name+" portable chunked", want, portable)
		if !typ.Quantized() {
			continue
		}
		ibm := toIBM(typ, w, rows, cols)
		ibmRun := func(y []float32) error { return LinearIBM(typ, ibm, rows, cols, x, batch, y, nil) }
		requireBitsEqual(t, name+" input-block-major chunked", run(false, ibmRun), run(true, ibmRun))
	}
}
