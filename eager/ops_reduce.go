package eager

import (
	"fmt"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/tape"

	"github.com/skainet/skaic/eager/kernels"
)

// Sum, Mean and ReduceMax reduce over one axis (negative counts from the
// end); keepdims keeps it as size 1.
func (e *Engine) Sum(x Tensor, axis int, keepdims bool) Tensor {
	return e.reduce("sum", kernels.Sum, x, axis, keepdims)
}

func (e *Engine) Mean(x Tensor, axis int, keepdims bool) Tensor {
	return e.reduce("mean", kernels.Mean, x, axis, keepdims)
}

func (e *Engine) ReduceMax(x Tensor, axis int, keepdims bool) Tensor {
	return e.reduce("reduce_max", kernels.ReduceMax, x, axis, keepdims)
}

// ReduceOps names the reductions in the op set.
var ReduceOps = []string{"sum", "mean", "reduce_max"}

func normAxis(axis, rank int) (int, error) {
	if axis < 0 {
		axis += rank
	}
	if axis < 0 || axis >= rank {
		return 0, fmt.Errorf("axis out of range for rank %d", rank)
	}
	return axis, nil
}

func (e *Engine) reduce(op string, k kernels.ReduceOp, x Tensor, axis int, keepdims bool) Tensor {
	defer e.guard(op, layout.CatchFaults())
	if !e.ok(x) {
		return Tensor{}
	}
	ax, err := normAxis(axis, x.Rank())
	if err != nil {
		return e.fail(op, err, x)
	}
	xs, err := e.dense(op, x)
	if err != nil {
		return e.fail(op, err, x)
	}
	shape := e.ar.int64s(x.Rank())[:0]
	for i, d := range x.Shape() {
		if i != ax {
			shape = append(shape, d)
		} else if keepdims {
			shape = append(shape, 1)
		}
	}
	out, t, err := e.allocF32(op, shape)
	if err != nil {
		return e.fail(op, err, x)
	}
	if !e.trace {
		if err := kernels.Reduce(k, xs, ax, out); err != nil {
			return e.fail(op, err, x)
		}
	}
	var attrs tape.Attrs
	if e.rec != nil {
		attrs = tape.Attrs{tape.Int("axis", int64(ax)), tape.Bool("keepdims", keepdims)}
	}
	return e.emit(op, attrs, t, x)
}
