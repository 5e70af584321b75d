package ir

import (
	"fmt"
	"math"
	"slices"

	"github.com/skainet/skaic/layout"
)

// InferType is the result type of op applied to operands of types args
// with attributes attrs: the single statement of every op's shape and
// dtype rules, shared by the builder, FromTape and the verifier. Compute
// ops return f32 (as the eager engine does); reshape, permute, narrow and
// broadcast keep the operand's dtype; cast returns its dtype; OpParam and
// OpConst return their symbol's type. OpArg has no rule.
func InferType(op Op, args []Type, attrs Attrs) (Type, error) {
	if !op.valid() || op == OpArg {
		return Type{}, fmt.Errorf("%s has no type rule", op)
	}
	lo, hi := op.Arity()
	if len(args) < lo || (hi >= 0 && len(args) > hi) {
		return Type{}, fmt.Errorf("%s takes %s operands, got %d", op, arityString(lo, hi), len(args))
	}
	if !attrsFit(op, attrs) {
		return Type{}, fmt.Errorf("%s: attributes %T do not fit the op", op, attrs)
	}
	for i, a := range args {
		if err := a.validate(); err != nil {
			return Type{}, fmt.Errorf("%s: operand %d: %w", op, i, err)
		}
	}
	f32 := func(shape []int64) (Type, error) { return T(layout.F32, shape...), nil }
	switch op.Class() {
	case ClassUnary:
		return f32(args[0].Shape)
	case ClassBinary:
		s, err := layout.BroadcastShapes(args[0].Shape, args[1].Shape)
		if err != nil {
			return Type{}, fmt.Errorf("%s: %w", op, err)
		}
		return f32(s)
	case ClassReduce:
		a := attrs.(*ReduceAttrs)
		x := args[0]
		if a.Axis < 0 || a.Axis >= x.Rank() {
			return Type{}, fmt.Errorf("%s: axis %d out of range for rank %d", op, a.Axis, x.Rank())
		}
		var s []int64
		for i, d := range x.Shape {
			if i != a.Axis {
				s = append(s, d)
			} else if a.KeepDims {
				s = append(s, 1)
			}
		}
		return f32(s)
	}

	switch op {
	case OpParam:
		return attrs.(*ParamRef).Param.Type.Clone(), nil
	case OpConst:
		return attrs.(*ConstRef).Const.Type.Clone(), nil
	case OpScale:
		return f32(args[0].Shape)
	case OpSoftmax:
		if args[0].Rank() == 0 {
			return Type{}, fmt.Errorf("softmax needs at least one axis")
		}
		return f32(args[0].Shape)
	case OpRMSNorm:
		return normType(op, args, len(args)-1)
	case OpLayerNorm:
		a := attrs.(*LayerNormAttrs)
		want := 0
		if a.HasWeight {
			want++
		}
		if a.HasBias {
			want++
		}
		if len(args)-1 != want {
			return Type{}, fmt.Errorf("layer_norm with has_weight=%v, has_bias=%v takes %d operands, got %d",
				a.HasWeight, a.HasBias, want+1, len(args))
		}
		return normType(op, args, want)
	case OpRope:
		a := attrs.(*RopeAttrs)
		x, pos := args[0], args[1]
		if x.Rank() != 3 {
			return Type{}, fmt.Errorf("rope: x must be [seq, heads, head_dim], got %v", x.Shape)
		}
		if a.RopeDim <= 0 || int64(a.RopeDim) > x.Shape[2] || a.RopeDim%2 != 0 {
			return Type{}, fmt.Errorf("rope: rope_dim %d invalid for head_dim %d", a.RopeDim, x.Shape[2])
		}
		if a.Mode != RopeAdjacent && a.Mode != RopeNeoX {
			return Type{}, fmt.Errorf("rope: invalid mode %d", a.Mode)
		}
		if !(a.FreqScale >= 0) || math.IsInf(a.FreqScale, 0) {
			return Type{}, fmt.Errorf("rope: frequency scale %g must be finite and positive", a.FreqScale)
		}
		if a.FreqFactors != nil && len(a.FreqFactors) != a.RopeDim/2 {
			return Type{}, fmt.Errorf("rope: %d frequency factors for %d rotated pairs", len(a.FreqFactors), a.RopeDim/2)
		}
		for i, f := range a.FreqFactors {
			if !(f > 0) || math.IsInf(f, 0) {
				return Type{}, fmt.Errorf("rope: frequency factor %d is %g; it must be finite and positive", i, f)
			}
		}
		if !pos.DType.IsInt() || pos.NumElements() != x.Shape[0] {
			return Type{}, fmt.Errorf("rope: positions %s do not give one integer per row of %v", pos, x.Shape)
		}
		return f32(x.Shape)
	case OpCausalMask:
		if args[0].Rank() < 2 {
			return Type{}, fmt.Errorf("causal_mask: scores need at least 2 axes, got %v", args[0].Shape)
		}
		return f32(args[0].Shape)
	case OpWindowMask:
		scores, pos := args[0], args[1]
		a := attrs.(*WindowAttrs)
		if scores.Rank() < 2 {
			return Type{}, fmt.Errorf("window_mask: scores need at least 2 axes, got %v", scores.Shape)
		}
		if a.Window < 1 {
			return Type{}, fmt.Errorf("window_mask: window %d must be at least 1", a.Window)
		}
		if !pos.DType.IsInt() || pos.Rank() != 1 || pos.Shape[0] != scores.Shape[scores.Rank()-2] {
			return Type{}, fmt.Errorf("window_mask: positions %s do not give one integer per query row of %v", pos, scores.Shape)
		}
		return f32(scores.Shape)
	case OpWhere:
		s, err := layout.BroadcastShapes(args[1].Shape, args[2].Shape)
		if err == nil {
			s, err = layout.BroadcastShapes(args[0].Shape, s)
		}
		if err != nil {
			return Type{}, fmt.Errorf("where: %w", err)
		}
		return f32(s)
	case OpLinear:
		x, w := args[0], args[1]
		if w.Rank() != 2 || x.Rank() == 0 || x.Shape[x.Rank()-1] != w.Shape[1] {
			return Type{}, fmt.Errorf("linear: x %v and W %v do not fit x[..., in]·W[out, in]", x.Shape, w.Shape)
		}
		return f32(append(slices.Clone(x.Shape[:x.Rank()-1]), w.Shape[0]))
	case OpEmbedding:
		table, ids := args[0], args[1]
		if table.Rank() != 2 {
			return Type{}, fmt.Errorf("embedding: table must be [vocab, dim], got %v", table.Shape)
		}
		if !ids.DType.IsInt() {
			return Type{}, fmt.Errorf("embedding: ids must be integers, got %s", ids.DType)
		}
		return f32(append(slices.Clone(ids.Shape), table.Shape[1]))
	case OpMatMul:
		a, b := args[0].Shape, args[1].Shape
		if len(a) < 2 || len(b) < 2 || a[len(a)-1] != b[len(b)-2] {
			return Type{}, fmt.Errorf("matmul: shapes %v and %v do not fit [..., M, K]·[..., K, N]", a, b)
		}
		lead, err := layout.BroadcastShapes(a[:len(a)-2], b[:len(b)-2])
		if err != nil {
			return Type{}, fmt.Errorf("matmul: %w", err)
		}
		return f32(append(lead, a[len(a)-2], b[len(b)-1]))
	case OpReshape:
		s := attrs.(*ShapeAttrs).Shape
		for _, d := range s {
			if d < 0 && d != Dynamic {
				return Type{}, fmt.Errorf("reshape: negative dimension in %v", s)
			}
		}
		n, k := Count(s)
		if m, j := Count(args[0].Shape); n != m || k != j {
			return Type{}, fmt.Errorf("reshape: %v (%s elements) to %v (%s elements)", args[0].Shape, countString(m, j), s, countString(n, k))
		}
		return T(args[0].DType, s...), nil
	case OpPermute:
		p := attrs.(*PermuteAttrs).Perm
		x := args[0]
		if !isPerm(p, x.Rank()) {
			return Type{}, fmt.Errorf("permute: %v is not a permutation of rank %d", p, x.Rank())
		}
		s := make([]int64, len(p))
		for i, a := range p {
			s[i] = x.Shape[a]
		}
		return T(x.DType, s...), nil
	case OpNarrow:
		a := attrs.(*NarrowAttrs)
		x := args[0]
		if a.Axis < 0 || a.Axis >= x.Rank() {
			return Type{}, fmt.Errorf("narrow: axis %d out of range for rank %d", a.Axis, x.Rank())
		}
		if x.Shape[a.Axis] == Dynamic || a.Size == Dynamic {
			if a.Start != 0 || a.Size != x.Shape[a.Axis] {
				return Type{}, fmt.Errorf("narrow: a dynamic axis %d is kept whole or not narrowed", a.Axis)
			}
		} else if a.Start < 0 || a.Size < 0 || a.Start+a.Size > x.Shape[a.Axis] {
			return Type{}, fmt.Errorf("narrow: [%d, %d) out of range [0, %d) on axis %d", a.Start, a.Start+a.Size, x.Shape[a.Axis], a.Axis)
		}
		s := slices.Clone(x.Shape)
		s[a.Axis] = a.Size
		return T(x.DType, s...), nil
	case OpBroadcast:
		s := attrs.(*ShapeAttrs).Shape
		if err := broadcastsTo(args[0].Shape, s); err != nil {
			return Type{}, fmt.Errorf("broadcast: %w", err)
		}
		return T(args[0].DType, s...), nil
	case OpConcat:
		ax := attrs.(*AxisAttrs).Axis
		first := args[0]
		if ax < 0 || ax >= first.Rank() {
			return Type{}, fmt.Errorf("concat: axis %d out of range for rank %d", ax, first.Rank())
		}
		s := slices.Clone(first.Shape)
		s[ax] = 0
		for _, a := range args {
			if a.Rank() != len(s) {
				return Type{}, fmt.Errorf("concat: rank mismatch %v vs %v", a.Shape, first.Shape)
			}
			for i := range s {
				if i != ax && a.Shape[i] != s[i] {
					return Type{}, fmt.Errorf("concat: shape %v differs from %v off axis %d", a.Shape, first.Shape, ax)
				}
			}
			if a.Shape[ax] == Dynamic {
				return Type{}, fmt.Errorf("concat: axis %d is dynamic in %v", ax, a.Shape)
			}
			s[ax] += a.Shape[ax]
		}
		return f32(s)
	case OpCast:
		d := attrs.(*CastAttrs).DType
		if d == layout.InvalidDType || d.Bits() == 0 {
			return Type{}, fmt.Errorf("cast: invalid dtype %s", d)
		}
		return T(d, args[0].Shape...), nil
	case OpContiguous:
		return f32(args[0].Shape)
	case OpState:
		return attrs.(*StateRef).State.Type.Clone(), nil
	case OpArange:
		if args[0].Rank() != 1 {
			return Type{}, fmt.Errorf("arange: like must be 1-D, got %v", args[0].Shape)
		}
		return T(layout.I32, args[0].Shape...), nil
	case OpCacheWrite:
		c, rows, pos := args[0], args[1], args[2]
		if err := checkCache(op, c); err != nil {
			return Type{}, err
		}
		if rows.Rank() != c.Rank() || !slices.Equal(rows.Shape[1:], c.Shape[1:]) {
			return Type{}, fmt.Errorf("cache_write: rows %v do not fit cache %v", rows.Shape, c.Shape)
		}
		if rows.Shape[0] != Dynamic && c.Shape[0] != Dynamic && rows.Shape[0] > c.Shape[0] {
			return Type{}, fmt.Errorf("cache_write: %d rows for a cache of %d", rows.Shape[0], c.Shape[0])
		}
		if !pos.DType.IsInt() || pos.Rank() != 1 || pos.Shape[0] != rows.Shape[0] {
			return Type{}, fmt.Errorf("cache_write: positions %s do not give one integer per row of %v", pos, rows.Shape)
		}
		return c.Clone(), nil
	case OpCacheRead:
		c, pos := args[0], args[1]
		if err := checkCache(op, c); err != nil {
			return Type{}, err
		}
		if !pos.DType.IsInt() || pos.Rank() != 1 {
			return Type{}, fmt.Errorf("cache_read: positions %s are not an integer vector", pos)
		}
		n := attrs.(*RowsAttrs).Rows
		if n != Dynamic && (n < 1 || n > c.Shape[0]) {
			return Type{}, fmt.Errorf("cache_read: %d rows of a cache of %d", n, c.Shape[0])
		}
		return T(c.DType, append([]int64{n}, c.Shape[1:]...)...), nil
	}
	return Type{}, fmt.Errorf("%s has no type rule", op)
}

func checkCache(op Op, c Type) error {
	if c.DType != layout.F32 || c.Rank() < 1 || !c.IsStatic() {
		return fmt.Errorf("%s: cache %s is not a static f32 tensor [capacity, ...]", op, c)
	}
	return nil
}

func countString(static int64, dyn int) string {
	if dyn == 0 {
		return fmt.Sprint(static)
	}
	return fmt.Sprintf("%d·?^%d", static, dyn)
}

// normType checks rms_norm/layer_norm vectors: each of the nvec operands
// after x holds one element per column of x.
func normType(op Op, args []Type, nvec int) (Type, error) {
	x := args[0]
	if x.Rank() == 0 {
		return Type{}, fmt.Errorf("%s needs at least one axis", op)
	}
	cols := x.Shape[x.Rank()-1]
	for _, w := range args[1 : 1+nvec] {
		if w.NumElements() != cols {
			return Type{}, fmt.Errorf("%s: vector %v has %d elements for %d columns", op, w.Shape, w.NumElements(), cols)
		}
	}
	return T(layout.F32, x.Shape...), nil
}

// broadcastsTo checks numpy's rule for expanding from to shape.
func broadcastsTo(from, shape []int64) error {
	if len(shape) < len(from) {
		return fmt.Errorf("cannot broadcast %v to lower rank %v", from, shape)
	}
	lead := len(shape) - len(from)
	for i, d := range from {
		if d != shape[i+lead] && d != 1 {
			return fmt.Errorf("cannot broadcast %v to %v (axis %d: %d vs %d)", from, shape, i, d, shape[i+lead])
		}
	}
	for _, d := range shape {
		if d < 0 && d != Dynamic {
			return fmt.Errorf("negative dimension in %v", shape)
		}
	}
	return nil
}

func isPerm(p []int, rank int) bool {
	if len(p) != rank {
		return false
	}
	seen := make([]bool, rank)
	for _, a := range p {
		if a < 0 || a >= rank || seen[a] {
			return false
		}
		seen[a] = true
	}
	return true
}

func arityString(lo, hi int) string {
	switch {
	case hi < 0:
		return fmt.Sprintf("at least %d", lo)
	case lo == hi:
		return fmt.Sprint(lo)
	}
	return fmt.Sprintf("%d to %d", lo, hi)
}
