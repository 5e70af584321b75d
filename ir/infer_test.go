package ir_test

import (
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/skainet/skaic/ir"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/tape"
)

func TestInferType(t *testing.T) {
	f32 := func(s ...int64) ir.Type { return ir.T(layout.F32, s...) }
	i32 := func(s ...int64) ir.Type { return ir.T(layout.I32, s...) }
	ok := []struct {
		op    ir.Op
		args  []ir.Type
		attrs ir.Attrs
		want  ir.Type
	}{
		{ir.OpExp, []ir.Type{i32(2)}, nil, f32(2)},
		{ir.OpAdd, []ir.Type{f32(4, 1, 3), f32(5, 1)}, nil, f32(4, 5, 3)},
		{ir.OpSum, []ir.Type{f32(2, 3, 4)}, &ir.ReduceAttrs{Axis: 2}, f32(2, 3)},
		{ir.OpMean, []ir.Type{f32(2, 3, 4)}, &ir.ReduceAttrs{Axis: 0, KeepDims: true}, f32(1, 3, 4)},
		{ir.OpMatMul, []ir.Type{f32(2, 1, 3, 4), f32(5, 4, 6)}, nil, f32(2, 5, 3, 6)},
		{ir.OpLinear, []ir.Type{f32(1, 3, 96), f32(8, 96)}, nil, f32(1, 3, 8)},
		{ir.OpEmbedding, []ir.Type{f32(10, 4), i32(2, 3)}, nil, f32(2, 3, 4)},
		{ir.OpReshape, []ir.Type{i32(2, 3)}, &ir.ShapeAttrs{Shape: []int64{6}}, i32(6)},
		{ir.OpPermute, []ir.Type{f32(2, 3, 4)}, &ir.PermuteAttrs{Perm: []int{2, 0, 1}}, f32(4, 2, 3)},
		{ir.OpBroadcast, []ir.Type{f32(3, 1)}, &ir.ShapeAttrs{Shape: []int64{2, 3, 5}}, f32(2, 3, 5)},
		{ir.OpConcat, []ir.Type{f32(2, 3), f32(2, 5)}, &ir.AxisAttrs{Axis: 1}, f32(2, 8)},
		{ir.OpCast, []ir.Type{f32(2)}, &ir.CastAttrs{DType: layout.I8}, ir.T(layout.I8, 2)},
		{ir.OpContiguous, []ir.Type{i32(2)}, nil, f32(2)},
		{ir.OpWhere, []ir.Type{ir.T(layout.Bool, 3, 1), f32(1, 4), f32(4)}, nil, f32(3, 4)},
		// The dynamic length: a reshape keeps it, a broadcast and an
		// elementwise op carry it, positions follow it.
		{ir.OpReshape, []ir.Type{f32(ir.Dynamic, 6)}, &ir.ShapeAttrs{Shape: []int64{ir.Dynamic, 2, 3}}, f32(ir.Dynamic, 2, 3)},
		{ir.OpAdd, []ir.Type{f32(ir.Dynamic, 6), f32(6)}, nil, f32(ir.Dynamic, 6)},
		{ir.OpMatMul, []ir.Type{f32(2, ir.Dynamic, 4), f32(2, 4, ir.Dynamic)}, nil, f32(2, ir.Dynamic, ir.Dynamic)},
		{ir.OpArange, []ir.Type{i32(ir.Dynamic)}, &ir.StartAttrs{Start: 3}, i32(ir.Dynamic)},
		{ir.OpCacheWrite, []ir.Type{f32(16, 2, 4), f32(ir.Dynamic, 2, 4), i32(ir.Dynamic)}, nil, f32(16, 2, 4)},
		{ir.OpCacheRead, []ir.Type{f32(16, 2, 4), i32(1)}, &ir.RowsAttrs{Rows: ir.Dynamic}, f32(ir.Dynamic, 2, 4)},
		{ir.OpCacheRead, []ir.Type{f32(16, 2, 4), i32(1)}, &ir.RowsAttrs{Rows: 5}, f32(5, 2, 4)},
	}
	for _, c := range ok {
		got, err := ir.InferType(c.op, c.args, c.attrs)
		if err != nil || !got.Equal(c.want) {
			t.Errorf("%s%v: got %s, %v; want %s", c.op, c.args, got, err, c.want)
		}
	}
	bad := []struct {
		op    ir.Op
		args  []ir.Type
		attrs ir.Attrs
		want  string
	}{
		{ir.OpArg, nil, nil, "no type rule"},
		{ir.OpReshape, []ir.Type{f32(ir.Dynamic, 6)}, &ir.ShapeAttrs{Shape: []int64{6, ir.Dynamic, ir.Dynamic}}, "elements"},
		{ir.OpReshape, []ir.Type{f32(ir.Dynamic, 6)}, &ir.ShapeAttrs{Shape: []int64{12}}, "elements"},
		{ir.OpNarrow, []ir.Type{f32(ir.Dynamic, 6)}, &ir.NarrowAttrs{Axis: 0, Start: 1, Size: 2}, "dynamic axis"},
		{ir.OpConcat, []ir.Type{f32(ir.Dynamic, 2), f32(3, 2)}, &ir.AxisAttrs{Axis: 0}, "is dynamic"},
		{ir.OpArange, []ir.Type{i32(2, 3)}, &ir.StartAttrs{}, "1-D"},
		{ir.OpCacheWrite, []ir.Type{f32(16, 2, 4), f32(3, 2, 5), i32(3)}, nil, "do not fit"},
		{ir.OpCacheWrite, []ir.Type{f32(16, 2, 4), f32(3, 2, 4), i32(2)}, nil, "one integer per row"},
		{ir.OpCacheWrite, []ir.Type{f32(16, 2, 4), f32(17, 2, 4), i32(17)}, nil, "17 rows for a cache of 16"},
		{ir.OpCacheWrite, []ir.Type{f32(ir.Dynamic, 2, 4), f32(3, 2, 4), i32(3)}, nil, "static f32"},
		{ir.OpCacheRead, []ir.Type{f32(16, 2, 4), i32(1)}, &ir.RowsAttrs{Rows: 17}, "17 rows of a cache of 16"},
		{ir.OpCacheRead, []ir.Type{f32(16, 2, 4), f32(1)}, &ir.RowsAttrs{Rows: 2}, "integer vector"},
		{ir.OpNeg, nil, nil, "takes 1 operands"},
		{ir.OpConcat, nil, &ir.AxisAttrs{}, "at least 1"},
		{ir.OpNeg, []ir.Type{{Shape: []int64{2}}}, nil, "invalid dtype"},
		{ir.OpNeg, []ir.Type{f32(-2)}, nil, "negative"},
		{ir.OpAdd, []ir.Type{f32(2), f32(3)}, nil, "do not broadcast"},
		{ir.OpSum, []ir.Type{f32(2)}, &ir.ReduceAttrs{Axis: 1}, "out of range"},
		{ir.OpSoftmax, []ir.Type{f32()}, nil, "at least one axis"},
		{ir.OpRMSNorm, []ir.Type{f32(2, 4), f32(3)}, &ir.EpsAttrs{}, "3 elements for 4 columns"},
		{ir.OpLayerNorm, []ir.Type{f32(2, 4), f32(4)}, &ir.LayerNormAttrs{HasWeight: true, HasBias: true}, "takes 3 operands"},
		{ir.OpRope, []ir.Type{f32(3, 4), i32(3)}, &ir.RopeAttrs{RopeDim: 2}, "[seq, heads, head_dim]"},
		{ir.OpRope, []ir.Type{f32(3, 2, 4), i32(3)}, &ir.RopeAttrs{RopeDim: 3}, "rope_dim 3"},
		{ir.OpRope, []ir.Type{f32(3, 2, 4), f32(3)}, &ir.RopeAttrs{RopeDim: 4}, "positions"},
		{ir.OpRope, []ir.Type{f32(3, 2, 4), i32(2)}, &ir.RopeAttrs{RopeDim: 4}, "positions"},
		{ir.OpRope, []ir.Type{f32(3, 2, 4), i32(3)}, &ir.RopeAttrs{RopeDim: 4, FreqFactors: []float64{1, 2, 3}}, "3 frequency factors for 2"},
		{ir.OpRope, []ir.Type{f32(3, 2, 4), i32(3)}, &ir.RopeAttrs{RopeDim: 4, FreqFactors: []float64{1, -2}}, "frequency factor 1 is -2"},
		{ir.OpRope, []ir.Type{f32(3, 2, 4), i32(3)}, &ir.RopeAttrs{RopeDim: 4, FreqScale: math.Inf(1)}, "frequency scale"},
		{ir.OpCausalMask, []ir.Type{f32(3)}, &ir.CausalMaskAttrs{}, "at least 2 axes"},
		{ir.OpWindowMask, []ir.Type{f32(3), i32(3)}, &ir.WindowAttrs{Window: 2}, "at least 2 axes"},
		{ir.OpWindowMask, []ir.Type{f32(3, 4), i32(3)}, &ir.WindowAttrs{Window: 0}, "window 0"},
		{ir.OpWindowMask, []ir.Type{f32(3, 4), f32(3)}, &ir.WindowAttrs{Window: 2}, "positions"},
		{ir.OpWindowMask, []ir.Type{f32(3, 4), i32(4)}, &ir.WindowAttrs{Window: 2}, "positions"},
		{ir.OpWindowMask, []ir.Type{f32(3, 4), i32(3, 1)}, &ir.WindowAttrs{Window: 2}, "positions"},
		{ir.OpWhere, []ir.Type{f32(2), f32(3), f32(3)}, nil, "do not broadcast"},
		{ir.OpLinear, []ir.Type{f32(2, 3), f32(3, 2)}, nil, "do not fit"},
		{ir.OpLinear, []ir.Type{f32(2, 3), f32(2, 3, 1)}, nil, "do not fit"},
		{ir.OpEmbedding, []ir.Type{f32(4), i32(2)}, nil, "[vocab, dim]"},
		{ir.OpEmbedding, []ir.Type{f32(4, 2), f32(2)}, nil, "integers"},
		{ir.OpMatMul, []ir.Type{f32(3), f32(3, 2)}, nil, "do not fit"},
		{ir.OpMatMul, []ir.Type{f32(2, 1, 3), f32(3, 3, 2)}, nil, "do not broadcast"},
		{ir.OpReshape, []ir.Type{f32(6)}, &ir.ShapeAttrs{Shape: []int64{-2, 2}}, "negative"},
		{ir.OpReshape, []ir.Type{f32(6)}, &ir.ShapeAttrs{Shape: []int64{4, 2}}, "8 elements"},
		{ir.OpPermute, []ir.Type{f32(2, 3)}, &ir.PermuteAttrs{Perm: []int{0, 0}}, "not a permutation"},
		{ir.OpNarrow, []ir.Type{f32(2, 3)}, &ir.NarrowAttrs{Axis: 2}, "out of range"},
		{ir.OpNarrow, []ir.Type{f32(2, 3)}, &ir.NarrowAttrs{Axis: 1, Start: 2, Size: 2}, "out of range"},
		{ir.OpBroadcast, []ir.Type{f32(2, 3)}, &ir.ShapeAttrs{Shape: []int64{3}}, "lower rank"},
		{ir.OpBroadcast, []ir.Type{f32(2, 3)}, &ir.ShapeAttrs{Shape: []int64{2, 4}}, "cannot broadcast"},
		{ir.OpConcat, []ir.Type{f32(2, 3), f32(3, 3)}, &ir.AxisAttrs{Axis: 1}, "off axis"},
		{ir.OpConcat, []ir.Type{f32(2, 3), f32(3)}, &ir.AxisAttrs{Axis: 0}, "rank mismatch"},
		{ir.OpCast, []ir.Type{f32(2)}, &ir.CastAttrs{}, "invalid dtype"},
		{ir.OpScale, []ir.Type{f32(2)}, &ir.EpsAttrs{}, "do not fit"},
	}
	for _, c := range bad {
		_, err := ir.InferType(c.op, c.args, c.attrs)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s%v %+v: error %v, want one mentioning %q", c.op, c.args, c.attrs, err, c.want)
		}
	}
}

// TestDecodeAttrsRoundTrip checks that every attribute shape goes to the
// tape form and back unchanged, so the printer and FromTape agree.
func TestDecodeAttrsRoundTrip(t *testing.T) {
	cases := map[ir.Op]ir.Attrs{
		ir.OpScale:      &ir.ScaleAttrs{Scale: 0.1},
		ir.OpSum:        &ir.ReduceAttrs{Axis: 1, KeepDims: true},
		ir.OpRMSNorm:    &ir.EpsAttrs{Eps: 1e-6},
		ir.OpLayerNorm:  &ir.LayerNormAttrs{Eps: 1e-5, HasBias: true},
		ir.OpRope:       &ir.RopeAttrs{Base: 1e6, RopeDim: 64, Mode: ir.RopeNeoX},
		ir.OpCausalMask: &ir.CausalMaskAttrs{Offset: 7},
		ir.OpWindowMask: &ir.WindowAttrs{Window: 512},
		ir.OpReshape:    &ir.ShapeAttrs{Shape: []int64{}},
		ir.OpPermute:    &ir.PermuteAttrs{Perm: []int{1, 0}},
		ir.OpNarrow:     &ir.NarrowAttrs{Axis: 1, Start: 2, Size: 3},
		ir.OpConcat:     &ir.AxisAttrs{Axis: 2},
		ir.OpCast:       &ir.CastAttrs{DType: layout.BF16},
	}
	for op, a := range cases {
		back, err := ir.DecodeAttrs(op, ir.EncodeAttrs(a))
		if err != nil || !reflect.DeepEqual(back, a) {
			t.Errorf("%s: %s decodes to %+v, %v", op, ir.AttrsString(a), back, err)
		}
	}
	// A scaled rope's frequency attributes go through too (and a plain one
	// records none of them).
	scaled := &ir.RopeAttrs{Base: 5e5, RopeDim: 8, FreqScale: 0.25, FreqFactors: []float64{1, 1, 3.5, 8}}
	if back, err := ir.DecodeAttrs(ir.OpRope, ir.EncodeAttrs(scaled)); err != nil || !reflect.DeepEqual(back, scaled) {
		t.Errorf("scaled rope: %s decodes to %+v, %v", ir.AttrsString(scaled), back, err)
	}
	if n := len(ir.EncodeAttrs(cases[ir.OpRope])); n != 3 {
		t.Errorf("a plain rope encodes %d attributes, want 3", n)
	}
	// Decoding rejects a mistyped attribute and a symbol op.
	if _, err := ir.DecodeAttrs(ir.OpScale, tape.Attrs{tape.Int("scale", 2)}); err == nil {
		t.Error("an int scale decoded")
	}
	if _, err := ir.DecodeAttrs(ir.OpParam, nil); err == nil {
		t.Error("param decoded attributes")
	}
	if _, err := ir.DecodeAttrs(ir.OpCast, tape.Attrs{tape.String("dtype", "f8")}); err == nil {
		t.Error("an unknown dtype decoded")
	}
}
