package ir

import (
	"fmt"
	"slices"

	"github.com/skainet/skaic/layout"
)

// Builder appends op values to a function (or inserts them before a given
// value), typing each with InferType. Like bufio.Writer it keeps the first
// error: after one, every call returns nil and Err reports it, so a
// sequence of calls is checked once at the end.
type Builder struct {
	f      *Func
	before *Value
	err    error
}

// NewBuilder returns a builder appending to f's body.
func NewBuilder(f *Func) *Builder { return &Builder{f: f} }

// Func is the function being built.
func (b *Builder) Func() *Func { return b.f }

// Err is the first error.
func (b *Builder) Err() error { return b.err }

// SetInsertBefore makes later ops go right before v (nil: at the end).
func (b *Builder) SetInsertBefore(v *Value) { b.before = v }

// Op adds op with attrs over args and returns its value (nil after an
// error). Once the module's layouts are assigned, the value gets the
// default decision (its symbol's, for param and const).
func (b *Builder) Op(op Op, attrs Attrs, args ...*Value) *Value {
	if b.err != nil {
		return nil
	}
	types := make([]Type, len(args))
	for i, a := range args {
		if a == nil {
			b.err = fmt.Errorf("ir: %s: operand %d is nil", op, i)
			return nil
		}
		types[i] = a.Type
	}
	t, err := InferType(op, types, attrs)
	if err != nil {
		b.err = fmt.Errorf("ir: func %s: %w", b.f.Name, err)
		return nil
	}
	v := b.f.newValue(op, attrs, t, args)
	if m := b.f.module; m != nil && m.LayoutsAssigned {
		StampDecision(b.f, v)
	}
	if b.before != nil {
		if i := slices.Index(b.f.Body, b.before); i >= 0 {
			b.f.Body = slices.Insert(b.f.Body, i, v)
			return v
		}
		b.err = fmt.Errorf("ir: func %s: insertion point %v is not in the body", b.f.Name, b.before)
		return nil
	}
	b.f.Body = append(b.f.Body, v)
	return v
}

// Return sets the function's results.
func (b *Builder) Return(vs ...*Value) {
	if b.err != nil {
		return
	}
	if slices.Contains(vs, nil) {
		b.err = fmt.Errorf("ir: func %s: nil result", b.f.Name)
		return
	}
	b.f.SetResults(vs...)
}

// Param references a module parameter.
func (b *Builder) Param(p *Parameter) *Value { return b.Op(OpParam, &ParamRef{Param: p}) }

// Const references a module constant.
func (b *Builder) Const(c *Constant) *Value { return b.Op(OpConst, &ConstRef{Const: c}) }

// Unary applies an elementwise unary op (neg, exp, …, sin).
func (b *Builder) Unary(op Op, x *Value) *Value { return b.Op(op, nil, x) }

// Binary applies an elementwise binary op (add, sub, mul, div, max, min).
func (b *Builder) Binary(op Op, x, y *Value) *Value { return b.Op(op, nil, x, y) }

// Scale multiplies by s.
func (b *Builder) Scale(x *Value, s float64) *Value { return b.Op(OpScale, &ScaleAttrs{Scale: s}, x) }

// Reduce applies sum, mean or reduce_max over axis.
func (b *Builder) Reduce(op Op, x *Value, axis int, keepdims bool) *Value {
	return b.Op(op, &ReduceAttrs{Axis: axis, KeepDims: keepdims}, x)
}

// Softmax normalizes over the last axis.
func (b *Builder) Softmax(x *Value) *Value { return b.Op(OpSoftmax, nil, x) }

// RMSNorm normalizes by the root mean square, times w when not nil.
func (b *Builder) RMSNorm(x, w *Value, eps float64) *Value {
	if w == nil {
		return b.Op(OpRMSNorm, &EpsAttrs{Eps: eps}, x)
	}
	return b.Op(OpRMSNorm, &EpsAttrs{Eps: eps}, x, w)
}

// LayerNorm normalizes to zero mean and unit variance, then applies w and
// bias (each may be nil).
func (b *Builder) LayerNorm(x, w, bias *Value, eps float64) *Value {
	args := []*Value{x}
	if w != nil {
		args = append(args, w)
	}
	if bias != nil {
		args = append(args, bias)
	}
	return b.Op(OpLayerNorm, &LayerNormAttrs{Eps: eps, HasWeight: w != nil, HasBias: bias != nil}, args...)
}

// Rope rotates x [S, H, D] by positions [S].
func (b *Builder) Rope(x, positions *Value, base float64, ropeDim int, mode RopeMode) *Value {
	return b.Op(OpRope, &RopeAttrs{Base: base, RopeDim: ropeDim, Mode: mode}, x, positions)
}

// WindowMask masks scores [..., q, k] for sliding-window attention with
// query positions [q].
func (b *Builder) WindowMask(x, positions *Value, window int) *Value {
	return b.Op(OpWindowMask, &WindowAttrs{Window: window}, x, positions)
}

// CausalMask masks scores [..., q, k] where k > q + offset.
func (b *Builder) CausalMask(x *Value, offset int) *Value {
	return b.Op(OpCausalMask, &CausalMaskAttrs{Offset: offset}, x)
}

// Where selects x where mask is nonzero, else y.
func (b *Builder) Where(mask, x, y *Value) *Value { return b.Op(OpWhere, nil, mask, x, y) }

// Linear computes x[..., in] · W[out, in]ᵀ.
func (b *Builder) Linear(x, w *Value) *Value { return b.Op(OpLinear, nil, x, w) }

// Embedding gathers rows of table by integer ids.
func (b *Builder) Embedding(table, ids *Value) *Value { return b.Op(OpEmbedding, nil, table, ids) }

// MatMul is the batched matrix product.
func (b *Builder) MatMul(x, y *Value) *Value { return b.Op(OpMatMul, nil, x, y) }

// Reshape gives x a new shape.
func (b *Builder) Reshape(x *Value, shape ...int64) *Value {
	return b.Op(OpReshape, &ShapeAttrs{Shape: slices.Clone(shape)}, x)
}

// Permute reorders axes: result axis i is x's axis perm[i].
func (b *Builder) Permute(x *Value, perm ...int) *Value {
	return b.Op(OpPermute, &PermuteAttrs{Perm: slices.Clone(perm)}, x)
}

// Narrow keeps [start, start+size) of axis.
func (b *Builder) Narrow(x *Value, axis int, start, size int64) *Value {
	return b.Op(OpNarrow, &NarrowAttrs{Axis: axis, Start: start, Size: size}, x)
}

// Broadcast expands x to shape.
func (b *Builder) Broadcast(x *Value, shape ...int64) *Value {
	return b.Op(OpBroadcast, &ShapeAttrs{Shape: slices.Clone(shape)}, x)
}

// Concat joins xs along axis.
func (b *Builder) Concat(axis int, xs ...*Value) *Value {
	return b.Op(OpConcat, &AxisAttrs{Axis: axis}, xs...)
}

// Cast converts to dtype d.
func (b *Builder) Cast(x *Value, d layout.DType) *Value { return b.Op(OpCast, &CastAttrs{DType: d}, x) }

// Contiguous is a logical no-op (an f32 copy in eager).
func (b *Builder) Contiguous(x *Value) *Value { return b.Op(OpContiguous, nil, x) }

// Neg is shorthand for Unary(OpNeg, x).
func (b *Builder) Neg(x *Value) *Value { return b.Unary(OpNeg, x) }

// Exp is shorthand for Unary(OpExp, x).
func (b *Builder) Exp(x *Value) *Value { return b.Unary(OpExp, x) }

// State references a module state.
func (b *Builder) State(s *State) *Value { return b.Op(OpState, &StateRef{State: s}) }

// CacheWrite writes rows [S, ...] into cache at positions [S] and returns
// the cache after the write.
func (b *Builder) CacheWrite(cache, rows, positions *Value) *Value {
	return b.Op(OpCacheWrite, nil, cache, rows, positions)
}

// CacheRead reads rows [0, n) of cache (n Dynamic: last position + 1).
func (b *Builder) CacheRead(cache, positions *Value, n int64) *Value {
	return b.Op(OpCacheRead, &RowsAttrs{Rows: n}, cache, positions)
}

// Arange makes positions start, start+1, … as long as like.
func (b *Builder) Arange(like *Value, start int64) *Value {
	return b.Op(OpArange, &StartAttrs{Start: start}, like)
}
