package llvmgen

import (
	"fmt"
	"math"
	"slices"

	lirenum "github.com/llir/llvm/ir/enum"
	lirvalue "github.com/llir/llvm/ir/value"

	"github.com/skainet/skaic/ir"
	"github.com/skainet/skaic/layout"
)

// lower emits one op.
func (g *fgen) lower(v *ir.Value) error {
	var out *tensor
	var err error
	arg := func(i int) (*tensor, error) {
		t := g.vals[v.Args[i]]
		if t == nil {
			return nil, fmt.Errorf("operand %d is not lowered", i)
		}
		if t.packed != nil && v.Op != ir.OpLinear && v.Op != ir.OpEmbedding && v.Op != ir.OpNarrow {
			return nil, fmt.Errorf("operand %d is a %s weight, which only linear and embedding read", i, t.packed.enc)
		}
		return t, nil
	}
	args := func() ([]*tensor, error) {
		ts := make([]*tensor, len(v.Args))
		for i := range ts {
			if ts[i], err = arg(i); err != nil {
				return nil, err
			}
		}
		return ts, nil
	}
	ts, err := args()
	if err != nil {
		return err
	}
	switch v.Op {
	case ir.OpArg:
		return nil
	case ir.OpParam:
		out, err = g.param(v)
	case ir.OpConst:
		out, err = g.constant(v.Const())
	case ir.OpState:
		s := v.State()
		if _, ok := g.slot[s]; !ok {
			return fmt.Errorf("state %q is not declared", s.Name)
		}
		out = g.stateSlot(s)
	case ir.OpReshape, ir.OpPermute, ir.OpNarrow, ir.OpBroadcast, ir.OpContiguous:
		if ts[0].packed != nil {
			out, err = g.narrowPacked(v, ts[0])
			break
		}
		out, err = g.shapeOp(v, ts[0])
	case ir.OpCacheWrite:
		out, err = g.cacheWrite(v, ts)
	case ir.OpCacheRead:
		out, err = g.cacheRead(v, ts)
	default:
		if out, err = g.buffer(v); err != nil {
			return err
		}
		key := fmt.Sprintf("%s %#v", v.Op, v.Attrs)
		if v.Op == ir.OpLinear && ts[1].packed != nil {
			key += fmt.Sprintf(" rowbuf %d", g.rowBufAt)
		}
		err = g.outlined(key, append([]*tensor{out}, ts...), func(t []*tensor) error { return g.compute(v, t[0], t[1:]) })
	}
	if err != nil {
		return err
	}
	g.vals[v] = out
	return nil
}

// compute writes a computed op's result into out, its scratch buffer.
func (g *fgen) compute(v *ir.Value, out *tensor, ts []*tensor) error {
	switch v.Op {
	case ir.OpNeg, ir.OpExp, ir.OpLog, ir.OpSqrt, ir.OpRsqrt, ir.OpTanh, ir.OpSigmoid, ir.OpSilu, ir.OpGelu, ir.OpCos, ir.OpSin:
		if !ts[0].el.isFloat() {
			return fmt.Errorf("operand is %s, not a float tensor", v.Args[0].Type)
		}
		return g.elementwise(out, ts, func(x []lirvalue.Value) lirvalue.Value { return g.unary(v.Op, x[0]) })
	case ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpDiv, ir.OpMax, ir.OpMin:
		if !ts[0].el.isFloat() || !ts[1].el.isFloat() {
			return fmt.Errorf("operands %s and %s: want float tensors", v.Args[0].Type, v.Args[1].Type)
		}
		return g.elementwise(out, ts, func(x []lirvalue.Value) lirvalue.Value { return g.binary(v.Op, x[0], x[1]) })
	case ir.OpScale:
		s := f32c(float32(v.Attrs.(*ir.ScaleAttrs).Scale))
		return g.elementwise(out, ts, func(x []lirvalue.Value) lirvalue.Value { return g.fmul(x[0], s) })
	case ir.OpWhere:
		m := ts[0]
		return g.elementwise(out, ts, func(x []lirvalue.Value) lirvalue.Value {
			var c lirvalue.Value
			if m.el.isFloat() {
				c = g.b.NewFCmp(lirenum.FPredUNE, x[0], f32c(0))
			} else {
				c = g.b.NewICmp(lirenum.IPredNE, x[0], lirconstZero(m.el))
			}
			return g.b.NewSelect(c, x[1], x[2])
		})
	case ir.OpCast:
		from, to := ts[0].el, out.el
		return g.elementwise(out, ts, func(x []lirvalue.Value) lirvalue.Value { return g.convert(x[0], from, to) })
	case ir.OpCausalMask:
		return g.causalMask(v, out, ts[0])
	case ir.OpWindowMask:
		return g.windowMask(v, out, ts[0], ts[1])
	case ir.OpSum, ir.OpMean, ir.OpReduceMax:
		return g.reduceOp(v, out, ts[0])
	case ir.OpSoftmax:
		return g.softmax(out, ts[0])
	case ir.OpRMSNorm:
		return g.rmsNorm(v, out, ts)
	case ir.OpLayerNorm:
		return g.layerNorm(v, out, ts)
	case ir.OpRope:
		return g.rope(v, out, ts[0], ts[1])
	case ir.OpLinear:
		return g.linear(out, ts[0], ts[1])
	case ir.OpMatMul:
		return g.matmul(out, ts[0], ts[1])
	case ir.OpEmbedding:
		return g.embedding(out, ts[0], ts[1])
	case ir.OpConcat:
		return g.concat(v, out, ts)
	case ir.OpArange:
		start := v.Attrs.(*ir.StartAttrs).Start
		g.loop(out.dims[0], func(i lirvalue.Value) {
			g.storeAt(out, i, g.b.NewTrunc(g.add(i, i64c(start)), tI32))
		})
		return nil
	}
	return fmt.Errorf("no LLVM lowering for this op")
}

func lirconstZero(e elem) lirvalue.Value {
	if e == eI64 {
		return i64c(0)
	}
	return i32c(0)
}

// elementwise writes out[idx] = f(ins broadcast to out's shape at idx).
func (g *fgen) elementwise(out *tensor, ins []*tensor, f func([]lirvalue.Value) lirvalue.Value) error {
	bs := make([]*tensor, len(ins))
	for i, t := range ins {
		b, err := g.broadcastTo(t, out.shape, out.dims)
		if err != nil {
			return err
		}
		bs[i] = b
	}
	g.nest(out.dims, func(idx []lirvalue.Value) {
		xs := make([]lirvalue.Value, len(bs))
		for i, b := range bs {
			xs[i] = g.load(b, idx)
		}
		g.store(out, idx, f(xs))
	})
	return nil
}

// copyInto copies src into dst element by element (same shape).
func (g *fgen) copyInto(dst, src *tensor) {
	g.nest(dst.dims, func(idx []lirvalue.Value) {
		g.store(dst, idx, g.convert(g.load(src, idx), src.el, dst.el))
	})
}

// unary is one elementwise op on a float32, in the eager kernels' order.
func (g *fgen) unary(op ir.Op, x lirvalue.Value) lirvalue.Value {
	one := f32c(1)
	switch op {
	case ir.OpNeg:
		return g.b.NewFNeg(x)
	case ir.OpExp:
		return g.exp32(x)
	case ir.OpLog, ir.OpSqrt, ir.OpCos, ir.OpSin, ir.OpTanh:
		return g.call1(g.rt.libm(op.String()), x)
	case ir.OpRsqrt:
		return g.fdiv(one, g.call1(g.rt.libm("sqrt"), x))
	case ir.OpSigmoid:
		return g.fdiv(one, g.fadd(one, g.exp32(g.b.NewFNeg(x))))
	case ir.OpSilu:
		return g.fdiv(x, g.fadd(one, g.exp32(g.b.NewFNeg(x))))
	case ir.OpGelu:
		// 0.5x·(1 + tanh(√(2/π)x·(1 + 0.044715x·x))), ggml_gelu_f32's order.
		const a, s = float32(0.044715), float32(0.79788456080286535587989211986876)
		inner := g.fmul(g.fmul(f32c(s), x), g.fadd(one, g.fmul(g.fmul(f32c(a), x), x)))
		return g.fmul(g.fmul(f32c(0.5), x), g.fadd(one, g.call1(g.rt.libm("tanh"), inner)))
	}
	return x
}

func (g *fgen) binary(op ir.Op, a, b lirvalue.Value) lirvalue.Value {
	switch op {
	case ir.OpAdd:
		return g.fadd(a, b)
	case ir.OpSub:
		return g.fsub(a, b)
	case ir.OpMul:
		return g.fmul(a, b)
	case ir.OpDiv:
		return g.fdiv(a, b)
	case ir.OpMax:
		return g.fmax(a, b)
	}
	return g.fmin(a, b)
}

// shapeOp lowers the view ops: new strides over the operand's storage, or
// a copy where the plan says the operand's strides cannot express it.
func (g *fgen) shapeOp(v *ir.Value, x *tensor) (*tensor, error) {
	if !g.plan.view[v] {
		out, err := g.buffer(v)
		if err != nil {
			return nil, err
		}
		err = g.outlined(v.Op.String(), []*tensor{out, x}, func(t []*tensor) error {
			if v.Op == ir.OpReshape {
				// Row-major order: the i-th element of x is the i-th of out.
				g.reshapeCopy(t[0], t[1])
			} else {
				g.copyInto(t[0], t[1])
			}
			return nil
		})
		return out, err
	}
	dims, err := g.dimsOf(v.Type.Shape, g.dyn)
	if err != nil {
		return nil, err
	}
	t := &tensor{el: x.el, base: x.base, shape: slices.Clone(v.Type.Shape), dims: dims}
	switch v.Op {
	case ir.OpContiguous:
		t.strides = x.strides
	case ir.OpPermute:
		perm := v.Attrs.(*ir.PermuteAttrs).Perm
		t.strides = make([]lirvalue.Value, len(perm))
		for i, p := range perm {
			t.strides[i] = x.strides[p]
		}
	case ir.OpNarrow:
		a := v.Attrs.(*ir.NarrowAttrs)
		t.strides = x.strides
		t.base = g.gep(x.el.llvm(), x.base, g.mul(i64c(a.Start), x.strides[a.Axis]))
	case ir.OpBroadcast:
		b, err := g.broadcastTo(x, v.Type.Shape, dims)
		if err != nil {
			return nil, err
		}
		t = b
	case ir.OpReshape:
		if g.plan.contig[v.Args[0]] {
			t.strides = g.contiguousStrides(dims)
			break
		}
		// Only size-1 axes come or go: the other axes keep their strides.
		t.strides = make([]lirvalue.Value, len(dims))
		j := 0
		for i, d := range v.Type.Shape {
			if d == 1 {
				t.strides[i] = i64c(0)
				continue
			}
			for x.shape[j] == 1 {
				j++
			}
			t.strides[i] = x.strides[j]
			j++
		}
	}
	return t, nil
}

// reshapeCopy copies a strided x into the contiguous out of another shape
// with the same elements in row-major order.
func (g *fgen) reshapeCopy(out, x *tensor) {
	xc := g.contiguousStrides(x.dims)
	total := g.numel(x)
	g.loop(total, func(i lirvalue.Value) {
		// Unravel i over x's dims.
		idx := make([]lirvalue.Value, len(x.dims))
		for k := range x.dims {
			q := g.b.NewSDiv(i, xc[k])
			if k == 0 {
				idx[k] = q
			} else {
				idx[k] = g.b.NewSRem(q, x.dims[k])
			}
		}
		g.storeAt(out, i, g.convert(g.load(x, idx), x.el, out.el))
	})
}

// causalMask sets scores[..., q, k] to -inf where k > q + offset.
func (g *fgen) causalMask(v *ir.Value, out, x *tensor) error {
	r := len(out.dims)
	if r < 2 {
		return fmt.Errorf("scores need at least 2 axes, got %v", out.shape)
	}
	off := int64(v.Attrs.(*ir.CausalMaskAttrs).Offset)
	if off == ir.Dynamic {
		return fmt.Errorf("a dynamic mask offset has no lowering")
	}
	g.nest(out.dims, func(idx []lirvalue.Value) {
		keep := g.b.NewICmp(lirenum.IPredSLE, idx[r-1], g.add(idx[r-2], i64c(off)))
		g.store(out, idx, g.b.NewSelect(keep, g.load(x, idx), f32c(negInf32)))
	})
	return nil
}

// reduceOp reduces one axis: sum in float32 in index order, mean that
// sum over float32(n), reduce_max propagating NaN.
func (g *fgen) reduceOp(v *ir.Value, out, x *tensor) error {
	a := v.Attrs.(*ir.ReduceAttrs)
	axis := a.Axis
	if axis < 0 || axis >= len(x.dims) {
		return fmt.Errorf("axis %d of %v", axis, x.shape)
	}
	// Loop over x's shape without the axis.
	outer := slices.Delete(slices.Clone(x.dims), axis, axis+1)
	n := x.dims[axis]
	ostr := g.contiguousStrides(outer)
	g.nest(outer, func(oidx []lirvalue.Value) {
		at := func(i lirvalue.Value) []lirvalue.Value {
			idx := slices.Insert(slices.Clone(oidx), axis, i)
			return idx
		}
		var r lirvalue.Value
		switch v.Op {
		case ir.OpReduceMax:
			first := g.load(x, at(i64c(0)))
			r = g.reduce(g.sub(n, i64c(1)), first, func(i, acc lirvalue.Value) lirvalue.Value {
				y := g.load(x, at(g.add(i, i64c(1))))
				return g.fmax(acc, y)
			})
		default:
			r = g.reduce(n, f32c(0), func(i, acc lirvalue.Value) lirvalue.Value { return g.fadd(acc, g.load(x, at(i))) })
			if v.Op == ir.OpMean {
				r = g.fdiv(r, g.b.NewSIToFP(n, tF32))
			}
		}
		g.storeAt(out, g.dot(oidx, ostr), r)
	})
	return nil
}

// rows iterates a tensor's leading axes, handing body each row's index
// prefix (the last axis is the row).
func (g *fgen) rows(x *tensor, body func(pre []lirvalue.Value)) {
	g.nest(x.dims[:len(x.dims)-1], func(idx []lirvalue.Value) { body(slices.Clone(idx)) })
}

func with(pre []lirvalue.Value, i lirvalue.Value) []lirvalue.Value {
	return append(slices.Clone(pre), i)
}

// softmax is softmaxRow of the eager kernels: max from -inf, e = exp32(x
// - max), the sum in float64, e·float32(1/sum).
func (g *fgen) softmax(out, x *tensor) error {
	if len(x.dims) == 0 {
		return fmt.Errorf("softmax of a scalar")
	}
	cols := x.dims[len(x.dims)-1]
	g.rows(x, func(pre []lirvalue.Value) {
		m := g.reduce(cols, f32c(negInf32), func(i, acc lirvalue.Value) lirvalue.Value { return g.fmax(acc, g.load(x, with(pre, i))) })
		s := g.reduce(cols, f64c(0), func(i, acc lirvalue.Value) lirvalue.Value {
			e := g.exp32(g.fsub(g.load(x, with(pre, i)), m))
			g.store(out, with(pre, i), e)
			return g.fadd(acc, g.ext(e))
		})
		scale := g.trunc(g.fdiv(f64c(1), s))
		g.loop(cols, func(i lirvalue.Value) {
			idx := with(pre, i)
			g.store(out, idx, g.fmul(g.load(out, idx), scale))
		})
	})
	return nil
}

// rmsNorm: s = Σ float64(float32(x·x)); mean = float32(s/cols); scale =
// 1/float32(sqrt(mean + eps)); out = float32(x·scale)·w.
func (g *fgen) rmsNorm(v *ir.Value, out *tensor, ts []*tensor) error {
	x := ts[0]
	eps := f32c(float32(v.Attrs.(*ir.EpsAttrs).Eps))
	cols := x.dims[len(x.dims)-1]
	g.rows(x, func(pre []lirvalue.Value) {
		s := g.reduce(cols, f64c(0), func(i, acc lirvalue.Value) lirvalue.Value {
			xi := g.load(x, with(pre, i))
			return g.fadd(acc, g.ext(g.fmul(xi, xi)))
		})
		mean := g.trunc(g.fdiv(s, g.b.NewSIToFP(cols, tF64)))
		scale := g.fdiv(f32c(1), g.call1(g.rt.libm("sqrt"), g.fadd(mean, eps)))
		g.loop(cols, func(i lirvalue.Value) {
			y := g.fmul(g.load(x, with(pre, i)), scale)
			if len(ts) > 1 {
				y = g.fmul(y, g.load(ts[1], []lirvalue.Value{i}))
			}
			g.store(out, with(pre, i), y)
		})
	})
	return nil
}

// layerNorm: mean = float32(Σ float64(x))/float32(cols); d = x - mean;
// var = float32(Σ float64(float32(d·d))/cols); out = d·(1/float32(sqrt(var
// + eps)))·w + b.
func (g *fgen) layerNorm(v *ir.Value, out *tensor, ts []*tensor) error {
	a := v.Attrs.(*ir.LayerNormAttrs)
	x := ts[0]
	var w, bias *tensor
	i := 1
	if a.HasWeight {
		w, i = ts[i], i+1
	}
	if a.HasBias {
		bias = ts[i]
	}
	eps := f32c(float32(a.Eps))
	cols := x.dims[len(x.dims)-1]
	g.rows(x, func(pre []lirvalue.Value) {
		s := g.reduce(cols, f64c(0), func(i, acc lirvalue.Value) lirvalue.Value {
			return g.fadd(acc, g.ext(g.load(x, with(pre, i))))
		})
		mean := g.fdiv(g.trunc(s), g.b.NewSIToFP(cols, tF32))
		sq := g.reduce(cols, f64c(0), func(i, acc lirvalue.Value) lirvalue.Value {
			d := g.fsub(g.load(x, with(pre, i)), mean)
			g.store(out, with(pre, i), d)
			return g.fadd(acc, g.ext(g.fmul(d, d)))
		})
		variance := g.trunc(g.fdiv(sq, g.b.NewSIToFP(cols, tF64)))
		scale := g.fdiv(f32c(1), g.call1(g.rt.libm("sqrt"), g.fadd(variance, eps)))
		g.loop(cols, func(i lirvalue.Value) {
			idx := with(pre, i)
			y := g.fmul(g.load(out, idx), scale)
			if w != nil {
				y = g.fmul(y, g.load(w, []lirvalue.Value{i}))
			}
			if bias != nil {
				y = g.fadd(y, g.load(bias, []lirvalue.Value{i}))
			}
			g.store(out, idx, y)
		})
	})
	return nil
}

// rope rotates x [S, H, D] by positions [S] as kernels.RopeScaled: θ
// starts at the position and is multiplied by base^(-2/ropeDim) per pair
// in float32; the angle freqScale·(θ/factor) goes through cos and sin in
// double.
func (g *fgen) rope(v *ir.Value, out, x, pos *tensor) error {
	a := v.Attrs.(*ir.RopeAttrs)
	if len(x.dims) != 3 {
		return fmt.Errorf("x must be [seq, heads, head_dim], got %v", x.shape)
	}
	D := x.shape[2]
	if a.RopeDim <= 0 || a.RopeDim%2 != 0 || int64(a.RopeDim) > D {
		return fmt.Errorf("rope dims %d invalid for head_dim %d", a.RopeDim, D)
	}
	if a.FreqFactors != nil && len(a.FreqFactors) != a.RopeDim/2 {
		return fmt.Errorf("%d frequency factors for %d pairs", len(a.FreqFactors), a.RopeDim/2)
	}
	fs := float32(a.FreqScale)
	if fs == 0 {
		fs = 1
	}
	thetaScale := float32(math.Pow(float64(float32(a.Base)), float64(float32(-2.0)/float32(a.RopeDim))))
	half := int64(a.RopeDim / 2)
	stride, pairOff := int64(2), int64(1)
	if a.Mode == ir.RopeNeoX {
		stride, pairOff = 1, half
	}
	var factors *tensor
	if a.FreqFactors != nil {
		data := make([]byte, 4*len(a.FreqFactors))
		for i, f := range a.FreqFactors {
			u := math.Float32bits(float32(f))
			data[4*i], data[4*i+1], data[4*i+2], data[4*i+3] = byte(u), byte(u>>8), byte(u>>16), byte(u>>24)
		}
		var err error
		if factors, err = g.constant(&ir.Constant{Name: "rope_factors", Type: ir.T(layout.F32, half), Data: data}); err != nil {
			return err
		}
	}
	H := x.dims[1]
	g.loop(x.dims[0], func(s lirvalue.Value) {
		if int64(a.RopeDim) < D {
			g.loop(H, func(h lirvalue.Value) {
				g.loop(i64c(D-int64(a.RopeDim)), func(j lirvalue.Value) {
					idx := []lirvalue.Value{s, h, g.add(j, i64c(int64(a.RopeDim)))}
					g.store(out, idx, g.load(x, idx))
				})
			})
		}
		p := g.load(pos, []lirvalue.Value{s})
		theta0 := g.b.NewSIToFP(p, tF32)
		g.reduce(i64c(half), theta0, func(i, theta lirvalue.Value) lirvalue.Value {
			t := theta
			if factors != nil {
				t = g.fdiv(theta, g.loadAt(factors, i))
			}
			angle := g.fmul(f32c(fs), t)
			c := g.call1(g.rt.libm("cos"), angle)
			sn := g.call1(g.rt.libm("sin"), angle)
			j := g.mul(i, i64c(stride))
			g.loop(H, func(h lirvalue.Value) {
				i0 := []lirvalue.Value{s, h, j}
				i1 := []lirvalue.Value{s, h, g.add(j, i64c(pairOff))}
				x0, x1 := g.load(x, i0), g.load(x, i1)
				g.store(out, i0, g.fsub(g.fmul(x0, c), g.fmul(x1, sn)))
				g.store(out, i1, g.fadd(g.fmul(x0, sn), g.fmul(x1, c)))
			})
			return g.fmul(theta, f32c(thetaScale))
		})
	})
	return nil
}

// dotLoop is Σ_k a(k)·b(k) over [0, K) with a reassociable accumulation.
func (g *fgen) dotLoop(K lirvalue.Value, a, b func(k lirvalue.Value) lirvalue.Value) lirvalue.Value {
	return g.reduce(K, f32c(0), func(k, acc lirvalue.Value) lirvalue.Value {
		return g.fastAdd(acc, g.fastMul(a(k), b(k)))
	})
}

// linear: out[..., o] = Σ_k x[..., k]·W[o, k].
func (g *fgen) linear(out, x, w *tensor) error {
	if w.packed != nil {
		return g.linearPacked(out, x, w.packed)
	}
	if len(w.dims) != 2 {
		return fmt.Errorf("weight must be [out, in], got %v", w.shape)
	}
	K := x.dims[len(x.dims)-1]
	O := w.dims[0]
	g.rows(x, func(pre []lirvalue.Value) {
		g.loop(O, func(o lirvalue.Value) {
			s := g.dotLoop(K, func(k lirvalue.Value) lirvalue.Value { return g.load(x, with(pre, k)) },
				func(k lirvalue.Value) lirvalue.Value { return g.load(w, []lirvalue.Value{o, k}) })
			g.store(out, with(pre, o), s)
		})
	})
	return nil
}

// matmul: a[..., M, K]·b[..., K, N], the leading axes broadcast.
func (g *fgen) matmul(out, a, b *tensor) error {
	r := len(out.dims)
	if len(a.dims) < 2 || len(b.dims) < 2 {
		return fmt.Errorf("shapes %v and %v do not fit [..., M, K]·[..., K, N]", a.shape, b.shape)
	}
	lead, leadDims := out.shape[:r-2], out.dims[:r-2]
	view := func(t *tensor) (*tensor, error) {
		tr := len(t.dims)
		s := append(slices.Clone(lead), t.shape[tr-2:]...)
		d := append(slices.Clone(leadDims), t.dims[tr-2:]...)
		return g.broadcastTo(t, s, d)
	}
	av, err := view(a)
	if err != nil {
		return err
	}
	bv, err := view(b)
	if err != nil {
		return err
	}
	K := a.dims[len(a.dims)-1]
	g.nest(leadDims, func(li []lirvalue.Value) {
		li = slices.Clone(li)
		g.loop(out.dims[r-2], func(m lirvalue.Value) {
			g.loop(out.dims[r-1], func(n lirvalue.Value) {
				s := g.dotLoop(K, func(k lirvalue.Value) lirvalue.Value { return g.load(av, append(slices.Clone(li), m, k)) },
					func(k lirvalue.Value) lirvalue.Value { return g.load(bv, append(slices.Clone(li), k, n)) })
				g.store(out, append(slices.Clone(li), m, n), s)
			})
		})
	})
	return nil
}

// embedding gathers rows of table [V, D] by integer ids; an id outside
// [0, V) fails the call with CodeIndex.
func (g *fgen) embedding(out, table, ids *tensor) error {
	if ids.el.isFloat() || ids.el == eF64 {
		return fmt.Errorf("ids must be an integer tensor")
	}
	V, D := table.shape[0], table.shape[1]
	idStr := g.contiguousStrides(ids.dims)
	g.nest(ids.dims, func(idx []lirvalue.Value) {
		idx = slices.Clone(idx)
		id := g.load(ids, idx)
		if ids.el == eI32 {
			id = g.b.NewSExt(id, tI64)
		}
		bad := g.b.NewICmp(lirenum.IPredUGE, id, i64c(V))
		g.failIf(bad, CodeIndex)
		row := g.mul(g.dot(idx, idStr), i64c(D))
		if table.packed != nil {
			g.gatherPacked(out, row, id, table.packed)
			return
		}
		g.loop(i64c(D), func(j lirvalue.Value) {
			g.storeAt(out, g.add(row, j), g.load(table, []lirvalue.Value{id, j}))
		})
	})
	return nil
}

// concat copies the inputs one after another along the axis.
func (g *fgen) concat(v *ir.Value, out *tensor, ts []*tensor) error {
	axis := v.Attrs.(*ir.AxisAttrs).Axis
	var at lirvalue.Value = i64c(0)
	for _, t := range ts {
		start := at
		g.nest(t.dims, func(idx []lirvalue.Value) {
			o := slices.Clone(idx)
			o[axis] = g.add(o[axis], start)
			g.store(out, o, g.convert(g.load(t, idx), t.el, out.el))
		})
		at = g.add(at, t.dims[axis])
	}
	return nil
}

// cacheWrite stores rows [S, ...] at positions[0].. of a state's slot;
// positions past the capacity fail the call with CodeCapacity.
func (g *fgen) cacheWrite(v *ir.Value, ts []*tensor) (*tensor, error) {
	cache, rows, pos := ts[0], ts[1], ts[2]
	if v.Args[0].State() == nil && v.Args[0].Op != ir.OpCacheWrite {
		return nil, fmt.Errorf("the cache operand is not module state")
	}
	err := g.outlined("cache_write", []*tensor{cache, rows, pos}, func(t []*tensor) error {
		cache, rows, pos := t[0], t[1], t[2]
		p0 := g.b.NewSExt(g.load(pos, []lirvalue.Value{i64c(0)}), tI64)
		end := g.add(p0, rows.dims[0])
		g.failIf(g.b.NewOr(g.b.NewICmp(lirenum.IPredSLT, p0, i64c(0)), g.b.NewICmp(lirenum.IPredSGT, end, cache.dims[0])), CodeCapacity)
		g.nest(rows.dims, func(idx []lirvalue.Value) {
			o := slices.Clone(idx)
			o[0] = g.add(o[0], p0)
			g.store(cache, o, g.load(rows, idx))
		})
		return nil
	})
	return cache, err
}

// cacheRead is rows [0, rows) of a state's slot: a view. Dynamic rows
// are the last position + 1, which becomes the function's dynamic length.
func (g *fgen) cacheRead(v *ir.Value, ts []*tensor) (*tensor, error) {
	cache, pos := ts[0], ts[1]
	rows := v.Attrs.(*ir.RowsAttrs).Rows
	var n lirvalue.Value
	if rows == ir.Dynamic {
		if !pos.dimsStatic() {
			return nil, fmt.Errorf("positions %v: a dynamic read needs a static position count", pos.shape)
		}
		last := pos.shape[0] - 1
		n = g.add(g.b.NewSExt(g.load(pos, []lirvalue.Value{i64c(last)}), tI64), i64c(1))
		g.failIf(g.b.NewOr(g.b.NewICmp(lirenum.IPredSLT, n, i64c(1)), g.b.NewICmp(lirenum.IPredSGT, n, cache.dims[0])), CodeCapacity)
		if g.dyn == nil {
			g.dyn = n
		}
	} else {
		if rows < 1 || rows > cache.shape[0] {
			return nil, fmt.Errorf("%d rows of a cache of %d", rows, cache.shape[0])
		}
		n = i64c(rows)
	}
	shape := slices.Clone(cache.shape)
	shape[0] = rows
	dims := slices.Clone(cache.dims)
	dims[0] = n
	return &tensor{el: cache.el, base: cache.base, shape: shape, dims: dims, strides: cache.strides}, nil
}

func (t *tensor) dimsStatic() bool { return !slices.Contains(t.shape, ir.Dynamic) }
