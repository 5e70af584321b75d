package kernels

import (
	"fmt"

	"github.com/skainet/skaic/layout/quant"
)

// LinearIBM computes y = x·Wᵀ like Linear for a weight in input-block-major
// order: block b of row o at position b·rows + o (byte offset
// (b·rows + o)·BlockBytes). Each output row reads its blocks rows·BlockBytes
// apart, in input order, which gives bitwise Linear's result (the same
// per-output order). Every block-quantized type has a
// kernel; dense types return an error wrapping ErrNoKernel. scratch is not
// used and may be nil.
func LinearIBM(t quant.Type, w []byte, rows, cols int, x []float32, batch int, y []float32, scratch []float32) error {
	return LinearIBMRange(t, w, rows, cols, x, batch, y, scratch, 0, rows)
}

// LinearIBMRange is LinearIBM restricted to the output rows [o0, o1), with
// bitwise the values LinearIBM writes there.
func LinearIBMRange(t quant.Type, w []byte, rows, cols int, x []float32, batch int, y []float32, scratch []float32, o0, o1 int) error {
	if !LinearIBMSupports(t) {
		return fmt.Errorf("linear (input_block_major) %s: %w: only block-quantized types have an input-block-major kernel", t, ErrNoKernel)
	}
	p, err := planLinear("linear (input_block_major)", t, w, rows, cols, x, batch, y, o0, o1)
	if err != nil {
		return err
	}
	if o0 == o1 || batch == 0 {
		return nil
	}
	chunk := batchChunkRows(cols)
	for b0 := 0; b0 < batch; b0 += chunk {
		q := p.batchChunk(b0, chunk)
		xq, yq := x[b0*cols:(b0+q.batch)*cols], y[b0*rows:(b0+q.batch)*rows]
		if !q.simdLinear(w, xq, yq, o0, o1, true) {
			q.linearBlocks(w, xq, yq, o0, o1, true)
		}
	}
	return nil
}
