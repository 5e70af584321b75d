package kernels

import (
	"fmt"

	"github.com/skainet/skaic/layout/quant"
)

// LinearIBM computes y = x·Wᵀ like Linear for a weight in input-block-major
// order: block b of row o at position b·rows + o (byte offset
// (b·rows + o)·BlockBytes). It loops over input blocks b, decodes each
// row's block b and accumulates it into y, which gives bitwise Linear's
// result (the same per-output order). Every block-quantized type has a
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
	if o0 < o1 && batch > 0 && p.simdLinear(w, x, y, o0, o1, true) {
		return nil
	}
	for b := 0; b < batch; b++ {
		Fill(y[b*rows+o0:b*rows+o1], 0)
	}
	if hasFastDecoder(t) {
		p.linearIBMFast(w, x, y, o0, o1)
		return nil
	}
	buf := blockBufs.Get().(*blockBuf)
	p.linearIBMGeneric(buf, w, x, y, o0, o1)
	blockBufs.Put(buf)
	return nil
}

// linearIBMFast and linearIBMGeneric: one loop per decoder kind, as for
// linearBlocks. y[:, o0:o1] is zeroed; every block (o, kb) sits at position
// kb·rows + o.
func (p *linearPlan) linearIBMFast(w []byte, x, y []float32, o0, o1 int) {
	var buf blockBuf
	rows, cols, be, bb := p.rows, p.cols, p.be, p.bb
	for kb := 0; kb < p.nb; kb++ {
		if p.batch == 1 {
			xb := x[kb*be : (kb+1)*be]
			for o := o0; o < o1; o++ {
				pos := (kb*rows + o) * bb
				y[o] = blockDotFast(p.t, y[o], w[pos:pos+bb], xb)
			}
			continue
		}
		for o := o0; o < o1; o++ {
			pos := (kb*rows + o) * bb
			decodeFast(p.t, w[pos:pos+bb], &buf)
			for b := 0; b < p.batch; b++ {
				i, xo := b*rows+o, b*cols+kb*be
				y[i] = accumulate(y[i], buf[:be], x[xo:xo+be])
			}
		}
	}
}

func (p *linearPlan) linearIBMGeneric(buf *blockBuf, w []byte, x, y []float32, o0, o1 int) {
	rows, cols, be, bb := p.rows, p.cols, p.be, p.bb
	for kb := 0; kb < p.nb; kb++ {
		for o := o0; o < o1; o++ {
			pos := (kb*rows + o) * bb
			p.dec(w[pos:pos+bb], buf[:be])
			for b := 0; b < p.batch; b++ {
				i, xo := b*rows+o, b*cols+kb*be
				y[i] = accumulate(y[i], buf[:be], x[xo:xo+be])
			}
		}
	}
}
