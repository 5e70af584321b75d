package eager

import (
	"fmt"
	"github.com/skainet/skaic/tape"
	"slices"

	"github.com/skainet/skaic/eager/kernels"
	"github.com/skainet/skaic/layout"
)

// Reshape gives x a new shape (row-major logical order; one dim may be -1).
// It is a view when the strides allow, else a contiguous copy.
func (e *Engine) Reshape(x Tensor, shape ...int64) Tensor {
	const op = "reshape"
	if !e.ok(x) {
		return Tensor{}
	}
	shape, err := inferShape(e.ar.int64s(len(shape)), shape, x.NumElements())
	if err != nil {
		return e.fail(op, err, x)
	}
	v, err := x.View.ReshapeIn(e.ar.scratch(), shape...)
	if err != nil {
		if x.View.Format.IsBlocked() {
			return e.fail(op, err, x)
		}
		m, merr := e.materialize(&x.View, layout.DenseFormat(x.DType()))
		if merr != nil {
			return e.fail(op, merr, x)
		}
		if v, err = m.ReshapeIn(e.ar.scratch(), shape...); err != nil {
			return e.fail(op, err, x)
		}
	}
	var attrs tape.Attrs
	if e.rec != nil {
		attrs = tape.Attrs{tape.Ints("shape", shape...)}
	}
	return e.emit(op, attrs, e.view(v), x)
}

// inferShape copies target into dst, resolving one -1.
func inferShape(dst, target []int64, n int64) ([]int64, error) {
	shape := dst
	copy(shape, target)
	free := -1
	known := int64(1)
	for i, d := range shape {
		switch {
		case d == -1 && free < 0:
			free = i
		case d < 0:
			return nil, fmt.Errorf("bad reshape target %v", slices.Clone(shape))
		default:
			known *= d
		}
	}
	if free >= 0 {
		if known == 0 || n%known != 0 {
			return nil, fmt.Errorf("cannot infer -1 in %v for %d elements", slices.Clone(shape), n)
		}
		shape[free] = n / known
	}
	return shape, nil
}

// Permute reorders axes (a view).
func (e *Engine) Permute(x Tensor, perm ...int) Tensor {
	const op = "permute"
	if !e.ok(x) {
		return Tensor{}
	}
	v, err := x.View.PermuteIn(e.ar.scratch(), perm...)
	if err != nil {
		return e.fail(op, err, x)
	}
	var attrs tape.Attrs
	if e.rec != nil {
		p := make([]int64, len(perm))
		for i, a := range perm {
			p[i] = int64(a)
		}
		attrs = tape.Attrs{tape.Ints("perm", p...)}
	}
	return e.emit(op, attrs, e.view(v), x)
}

// Transpose swaps two axes (a permute).
func (e *Engine) Transpose(x Tensor, a, b int) Tensor {
	if !e.ok(x) {
		return Tensor{}
	}
	r := x.Rank()
	a, errA := normAxis(a, r)
	b, errB := normAxis(b, r)
	if errA != nil || errB != nil {
		return e.fail("permute", fmt.Errorf("transpose axes (%d, %d) out of range for rank %d", a, b, r), x)
	}
	var buf [8]int
	perm := buf[:0]
	if r > len(buf) {
		perm = make([]int, 0, r)
	}
	perm = perm[:r]
	for i := range perm {
		perm[i] = i
	}
	perm[a], perm[b] = perm[b], perm[a]
	return e.Permute(x, perm...)
}

// Narrow takes [start, start+size) of one axis (a view).
func (e *Engine) Narrow(x Tensor, axis int, start, size int64) Tensor {
	const op = "narrow"
	if !e.ok(x) {
		return Tensor{}
	}
	ax, err := normAxis(axis, x.Rank())
	if err != nil {
		return e.fail(op, err, x)
	}
	v, err := x.View.NarrowIn(e.ar.scratch(), ax, start, size)
	if err != nil {
		return e.fail(op, err, x)
	}
	var attrs tape.Attrs
	if e.rec != nil {
		attrs = tape.Attrs{tape.Int("axis", int64(ax)), tape.Int("start", start), tape.Int("size", size)}
	}
	return e.emit(op, attrs, e.view(v), x)
}

// BroadcastTo expands x to shape with numpy rules (a stride-0 view).
func (e *Engine) BroadcastTo(x Tensor, shape ...int64) Tensor {
	const op = "broadcast"
	if !e.ok(x) {
		return Tensor{}
	}
	v, err := x.View.BroadcastIn(e.ar.scratch(), shape...)
	if err != nil {
		return e.fail(op, err, x)
	}
	var attrs tape.Attrs
	if e.rec != nil {
		attrs = tape.Attrs{tape.Ints("shape", slices.Clone(shape)...)}
	}
	return e.emit(op, attrs, e.view(v), x)
}

// Concat joins tensors along axis (f32 result).
func (e *Engine) Concat(axis int, xs ...Tensor) Tensor {
	const op = "concat"
	defer e.guard(op, layout.CatchFaults())
	if len(xs) == 0 {
		return e.fail(op, fmt.Errorf("nothing to concatenate"))
	}
	if !e.ok(xs...) {
		return Tensor{}
	}
	ax, err := normAxis(axis, xs[0].Rank())
	if err != nil {
		return e.fail(op, err, xs...)
	}
	shape := slices.Clone(xs[0].Shape())
	shape[ax] = 0
	for _, x := range xs {
		s := x.Shape()
		if len(s) != len(shape) {
			return e.fail(op, fmt.Errorf("rank mismatch %v vs %v", s, xs[0].Shape()), xs...)
		}
		for i := range s {
			if i != ax && s[i] != shape[i] {
				return e.fail(op, fmt.Errorf("shape mismatch %v vs %v off axis %d", s, xs[0].Shape(), ax), xs...)
			}
		}
		shape[ax] += s[ax]
	}
	out, t, err := e.allocF32(op, shape)
	if err != nil {
		return e.fail(op, err, xs...)
	}
	// Copy each input into its slab of a strided view of the output.
	outer := prod(shape[:ax])
	inner := prod(shape[ax+1:])
	at := int64(0)
	for _, x := range xs {
		xd, err := e.dense(op, x)
		if err != nil {
			return e.fail(op, err, xs...)
		}
		if !e.trace {
			tmp := make([]float32, x.NumElements())
			if err := kernels.Copy(xd, tmp); err != nil {
				return e.fail(op, err, xs...)
			}
			n := x.Shape()[ax] * inner
			for o := int64(0); o < outer; o++ {
				copy(out[o*shape[ax]*inner+at*inner:], tmp[o*n:(o+1)*n])
			}
		}
		at += x.Shape()[ax]
	}
	var attrs tape.Attrs
	if e.rec != nil {
		attrs = tape.Attrs{tape.Int("axis", int64(ax))}
	}
	return e.emit(op, attrs, t, xs...)
}

// Cast converts to a dense dtype (a copy).
func (e *Engine) Cast(x Tensor, d layout.DType) Tensor {
	const op = "cast"
	defer e.guard(op, layout.CatchFaults())
	if !e.ok(x) {
		return Tensor{}
	}
	m, err := e.materialize(&x.View, layout.DenseFormat(d))
	if err != nil {
		return e.fail(op, err, x)
	}
	var attrs tape.Attrs
	if e.rec != nil {
		attrs = tape.Attrs{tape.String("dtype", d.String())}
	}
	return e.emit(op, attrs, e.view(m), x)
}

// Contiguous copies x into a contiguous dense f32 tensor.
func (e *Engine) Contiguous(x Tensor) Tensor {
	const op = "contiguous"
	defer e.guard(op, layout.CatchFaults())
	if !e.ok(x) {
		return Tensor{}
	}
	xd, err := e.dense(op, x)
	if err != nil {
		return e.fail(op, err, x)
	}
	out, t, err := e.allocF32(op, x.Shape())
	if err != nil {
		return e.fail(op, err, x)
	}
	if e.trace {
		return e.emit(op, nil, t, x)
	}
	if err := kernels.Copy(xd, out); err != nil {
		return e.fail(op, err, x)
	}
	return e.emit(op, nil, t, x)
}
