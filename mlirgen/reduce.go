package mlirgen

import (
	"fmt"
	"math"
)

// Reductions and the row-wise normalizations, in the eager kernels' order
// of operations. The eager kernels keep some sums in float64 (ggml's
// ggml_float: softmax's Σexp, RMSNorm's Σx², LayerNorm's sums); these
// emitters accumulate in float32, because iree-compile demotes every f64
// op to f32 by default (--iree-input-demote-f64-to-f32), so f64 in the
// module would only pretend. With the summation order also IREE's own
// (tiling and vectorization reassociate), sums differ from the eager ones
// by a few float32 ulps times √n; the package tests state the measured
// error against a float64 reference.

// ReduceOp names a reduction over one axis.
type ReduceOp string

// The reductions. Max and Min propagate NaN.
const (
	ReduceSum  ReduceOp = "sum"
	ReduceMean ReduceOp = "mean"
	ReduceMax  ReduceOp = "max"
	ReduceMin  ReduceOp = "min"
)

func dropAxis(shape []int64, axis int) []int64 {
	out := make([]int64, 0, len(shape))
	for i, d := range shape {
		if i != axis {
			out = append(out, d)
		}
	}
	return out
}

// mapWithout is the identity map of rank n without dimension axis.
func mapWithout(n, axis int) []string {
	var out []string
	for i := 0; i < n; i++ {
		if i != axis {
			out = append(out, fmt.Sprintf("d%d", i))
		}
	}
	return out
}

// reduceLoop folds x over axis into a tensor of x's shape without axis and
// element type acc, starting from init; body(r, x_i, acc) gives the new
// accumulator.
func (f *FuncWriter) reduceLoop(x Value, axis int, acc Elem, init float64, body func(r *region, in, acc string) string) Value {
	n := x.Rank()
	t := TensorType{Shape: dropAxis(x.Type.Shape, axis), Elem: acc}
	iters := make([]string, n)
	for i := range iters {
		iters[i] = "parallel"
	}
	iters[axis] = "reduction"
	return f.generic(generic{
		loops: n, ins: []Value{x}, inMaps: [][]string{identityMap(n)},
		outs: []Value{f.Full(t, init)}, outMaps: [][]string{mapWithout(n, axis)},
		iters: iters,
		body:  func(r *region, a []string) []string { return []string{body(r, a[0], a[1])} },
	})[0]
}

// Reduce reduces x over axis (negative counts from the end); keepdims
// keeps the axis with size 1. Sum accumulates in x's type; Mean is that sum
// divided by the axis length.
func (f *FuncWriter) Reduce(op ReduceOp, x Value, axis int, keepdims bool) Value {
	name := "reduce_" + string(op)
	if !f.ok(name, x) {
		return Value{}
	}
	e := x.Type.Elem
	if !e.IsFloat() {
		f.failf(name, "operand %s is not a float tensor", x.Type)
		return Value{}
	}
	if axis < 0 {
		axis += x.Rank()
	}
	if axis < 0 || axis >= x.Rank() {
		f.failf(name, "axis out of range for %s", x.Type)
		return Value{}
	}
	var out Value
	switch op {
	case ReduceSum, ReduceMean:
		out = f.reduceLoop(x, axis, e, 0, func(r *region, in, acc string) string { return r.bin("arith.addf", in, acc, e) })
		if op == ReduceMean {
			cnt := float64(x.Type.Shape[axis])
			out = f.elementwise(name, e, func(r *region, a []string) string {
				return r.bin("arith.divf", a[0], r.c(cnt, e), e)
			}, out)
		}
	case ReduceMax:
		out = f.reduceLoop(x, axis, e, math.Inf(-1), func(r *region, in, acc string) string { return r.bin("arith.maximumf", in, acc, e) })
	case ReduceMin:
		out = f.reduceLoop(x, axis, e, math.Inf(1), func(r *region, in, acc string) string { return r.bin("arith.minimumf", in, acc, e) })
	default:
		f.failf(name, "unknown reduction")
		return Value{}
	}
	if keepdims {
		shape := append([]int64(nil), x.Type.Shape...)
		shape[axis] = 1
		out = f.Reshape(out, shape...)
	}
	return out
}

// rowwise emits a parallel generic over x's shape whose extra operands are
// either reduced over the last axis (shape without it: map drops it) or
// per-column vectors (shape [C]: map keeps only the last axis).
func (f *FuncWriter) rowwise(x Value, reduced, columns []Value, body func(r *region, x string, red, cols []string) string) Value {
	n := x.Rank()
	ins := []Value{x}
	maps := [][]string{identityMap(n)}
	for _, v := range reduced {
		ins = append(ins, v)
		maps = append(maps, mapWithout(n, n-1))
	}
	for _, v := range columns {
		ins = append(ins, v)
		maps = append(maps, []string{fmt.Sprintf("d%d", n-1)})
	}
	return f.generic(generic{
		loops: n, ins: ins, inMaps: maps,
		outs: []Value{f.Empty(x.Type)}, outMaps: [][]string{identityMap(n)},
		body: func(r *region, a []string) []string {
			return []string{body(r, a[0], a[1:1+len(reduced)], a[1+len(reduced):1+len(reduced)+len(columns)])}
		},
	})[0]
}

func (f *FuncWriter) checkRows(op string, x Value, vecs ...*Value) bool {
	if !f.ok(op, x) {
		return false
	}
	if x.Type.Elem != F32 || x.Rank() < 1 {
		f.failf(op, "operand %s is not an f32 tensor of rank ≥ 1", x.Type)
		return false
	}
	c := x.Type.Shape[x.Rank()-1]
	for _, v := range vecs {
		if v == nil {
			continue
		}
		if !f.ok(op, *v) {
			return false
		}
		if v.Type.Elem != F32 || v.Rank() != 1 || v.Type.Shape[0] != c {
			f.failf(op, "vector %s does not match the rows of %s", v.Type, x.Type)
			return false
		}
	}
	return true
}

// Softmax over the last axis, in the eager kernel's order: m = max(x);
// e_i = exp(x_i − m); s = Σ e_i; y_i = e_i · (1/s).
func (f *FuncWriter) Softmax(x Value) Value {
	if !f.checkRows("softmax", x) {
		return Value{}
	}
	n := x.Rank()
	m := f.reduceLoop(x, n-1, F32, math.Inf(-1), func(r *region, in, acc string) string { return r.bin("arith.maximumf", in, acc, F32) })
	e := f.rowwise(x, []Value{m}, nil, func(r *region, v string, red, _ []string) string {
		return r.un("math.exp", r.bin("arith.subf", v, red[0], F32), F32)
	})
	s := f.reduceLoop(e, n-1, F32, 0, func(r *region, in, acc string) string {
		return r.bin("arith.addf", in, acc, F32)
	})
	return f.rowwise(e, []Value{s}, nil, func(r *region, v string, red, _ []string) string {
		return r.bin("arith.mulf", v, r.bin("arith.divf", r.c(1, F32), red[0], F32), F32)
	})
}

// RMSNorm normalizes the last axis like ggml's rms_norm followed by the
// weight multiply: s = Σ x_i·x_i; mean = s/C;
// scale = 1/sqrt(mean + eps); y_i = (x_i·scale)·w_i (w optional: nil).
func (f *FuncWriter) RMSNorm(x Value, weight *Value, eps float64) Value {
	if !f.checkRows("rms_norm", x, weight) {
		return Value{}
	}
	n := x.Rank()
	cols := float64(x.Type.Shape[n-1])
	s := f.reduceLoop(x, n-1, F32, 0, func(r *region, in, acc string) string {
		return r.bin("arith.addf", r.bin("arith.mulf", in, in, F32), acc, F32)
	})
	var colv []Value
	if weight != nil {
		colv = []Value{*weight}
	}
	return f.rowwise(x, []Value{s}, colv, func(r *region, v string, red, c []string) string {
		mean := r.bin("arith.divf", red[0], r.c(cols, F32), F32)
		sc := r.bin("arith.divf", r.c(1, F32), r.un("math.sqrt", r.bin("arith.addf", mean, r.c(eps, F32), F32), F32), F32)
		y := r.bin("arith.mulf", v, sc, F32)
		if len(c) > 0 {
			y = r.bin("arith.mulf", y, c[0], F32)
		}
		return y
	})
}

// LayerNorm normalizes the last axis like ggml's norm followed by the
// weight multiply and bias add: mean = (Σ x_i) / C; d_i = x_i − mean;
// var = (Σ d_i·d_i) / C; y_i = d_i·(1/sqrt(var + eps)), then ·w_i, then
// +b_i (each optional).
func (f *FuncWriter) LayerNorm(x Value, weight, bias *Value, eps float64) Value {
	if !f.checkRows("layer_norm", x, weight, bias) {
		return Value{}
	}
	n := x.Rank()
	cols := float64(x.Type.Shape[n-1])
	s := f.reduceLoop(x, n-1, F32, 0, func(r *region, in, acc string) string {
		return r.bin("arith.addf", in, acc, F32)
	})
	mean := f.elementwise("layer_norm", F32, func(r *region, a []string) string {
		return r.bin("arith.divf", a[0], r.c(cols, F32), F32)
	}, s)
	d := f.rowwise(x, []Value{mean}, nil, func(r *region, v string, red, _ []string) string {
		return r.bin("arith.subf", v, red[0], F32)
	})
	sq := f.reduceLoop(d, n-1, F32, 0, func(r *region, in, acc string) string {
		return r.bin("arith.addf", r.bin("arith.mulf", in, in, F32), acc, F32)
	})
	var colv []Value
	if weight != nil {
		colv = append(colv, *weight)
	}
	if bias != nil {
		colv = append(colv, *bias)
	}
	return f.rowwise(d, []Value{sq}, colv, func(r *region, v string, red, c []string) string {
		variance := r.bin("arith.divf", red[0], r.c(cols, F32), F32)
		sc := r.bin("arith.divf", r.c(1, F32), r.un("math.sqrt", r.bin("arith.addf", variance, r.c(eps, F32), F32), F32), F32)
		y := r.bin("arith.mulf", v, sc, F32)
		k := 0
		if weight != nil {
			y = r.bin("arith.mulf", y, c[k], F32)
			k++
		}
		if bias != nil {
			y = r.bin("arith.addf", y, c[k], F32)
		}
		return y
	})
}
