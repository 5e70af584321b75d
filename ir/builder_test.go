package ir_test

import (
	"encoding/binary"
	"math"
	"strings"
	"testing"

	"github.com/skainet/skaic/ir"
	"github.com/skainet/skaic/ir/irtest"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/tape"
)

func f32Bytes(vs ...float32) []byte {
	b := make([]byte, 4*len(vs))
	for i, v := range vs {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(v))
	}
	return b
}

func packedParam(t *testing.T, m *ir.Module, name string, enc layout.Encoding, shape ...int64) *ir.Parameter {
	t.Helper()
	meta, err := irtest.WeightMeta(enc, shape...)
	if err != nil {
		t.Fatal(err)
	}
	return m.AddParam(name, meta.Format, meta.Layout, 0)
}

// allOps builds a module that uses every op of the set once, a constant,
// an argument whose name is not an identifier and packed parameters.
func allOps(t *testing.T) *ir.Module {
	t.Helper()
	m := ir.NewModule("skaic test")
	m.AddSource(tape.SourceOfBytes("all.gguf", []byte("all")))
	w := packedParam(t, m, "w.q8", layout.EncQ8_0, 8, 96)
	table := packedParam(t, m, "table q4_k", layout.EncQ4_K, 5, 768)
	vec := packedParam(t, m, "norm", layout.Dense, 96)
	c := m.AddConst("half", ir.T(layout.F32, 2), f32Bytes(0.5, -2))
	f := m.NewFunc("main")
	x := f.AddArg("x", ir.T(layout.F32, 2, 3, 96))
	ids := f.AddArg("token ids", ir.T(layout.I32, 3))
	pos := f.AddArg("arg7", ir.T(layout.I64, 3))

	b := ir.NewBuilder(f)
	var outs []*ir.Value
	for _, op := range []ir.Op{ir.OpNeg, ir.OpExp, ir.OpLog, ir.OpSqrt, ir.OpRsqrt, ir.OpTanh, ir.OpSigmoid, ir.OpSilu, ir.OpGelu, ir.OpCos, ir.OpSin} {
		outs = append(outs, b.Unary(op, x))
	}
	half := b.Const(c)
	col := b.Reshape(b.Narrow(x, 2, 0, 2), 2, 3, 2)
	for _, op := range []ir.Op{ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpDiv, ir.OpMax, ir.OpMin} {
		outs = append(outs, b.Binary(op, col, half))
	}
	outs = append(outs, b.Scale(x, 0.125), b.Softmax(x))
	for _, op := range []ir.Op{ir.OpSum, ir.OpMean, ir.OpReduceMax} {
		outs = append(outs, b.Reduce(op, x, 1, op == ir.OpMean))
	}
	nv := b.Param(vec)
	outs = append(outs, b.RMSNorm(x, nv, 1e-6), b.RMSNorm(x, nil, 1e-5), b.LayerNorm(x, nv, nv, 1e-5), b.LayerNorm(x, nil, nv, 1e-5))
	heads := b.Reshape(b.Narrow(x, 0, 1, 1), 3, 2, 48)
	outs = append(outs, b.Rope(heads, pos, 10000, 32, ir.RopeNeoX), b.Rope(heads, ids, 500000, 48, ir.RopeAdjacent))
	sq := b.MatMul(x, b.Permute(x, 0, 2, 1))
	outs = append(outs, b.CausalMask(sq, 1), b.WindowMask(sq, pos, 2))
	outs = append(outs, b.Where(b.Cast(sq, layout.Bool), sq, b.Broadcast(b.Narrow(half, 0, 0, 1), 3, 3)))
	outs = append(outs, b.Linear(x, b.Param(w)), b.Embedding(b.Param(table), ids))
	outs = append(outs, b.Concat(2, x, x, col), b.Contiguous(b.Permute(x, 2, 0, 1)), b.Cast(ids, layout.F16))
	kv := m.AddState("cache.k.0", ir.T(layout.F32, 16, 2, 48))
	at := b.Arange(ids, 4)
	written := b.CacheWrite(b.State(kv), heads, at)
	outs = append(outs, b.CacheRead(written, at, 7))
	b.Return(outs...)
	if b.Err() != nil {
		t.Fatal(b.Err())
	}
	return m
}

func TestAllOpsGolden(t *testing.T) {
	m := allOps(t)
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	used := map[ir.Op]bool{}
	for _, v := range m.Funcs[0].Body {
		used[v.Op] = true
	}
	for _, op := range ir.Ops() {
		if op != ir.OpArg && !used[op] {
			t.Errorf("op %s not covered", op)
		}
	}
	checkGolden(t, "allops.ir", m.String())
}

// withLayouts stamps decisions by hand (the pass lives in package passes):
// an as-stored Q8_0 in input_block_major order, a dense copy, and one
// non-default value decision, so the text form of each is covered.
func withLayouts(t *testing.T) *ir.Module {
	t.Helper()
	m := allOps(t)
	decide := func(p *ir.Parameter, form ir.Form, order layout.BlockOrder) {
		d, err := ir.ParamDecision(p, form, order, layout.F32, "by hand: "+form.String())
		if err != nil {
			t.Fatal(err)
		}
		p.Layout = d
	}
	decide(m.Param("w.q8"), ir.FormAsStored, layout.InputBlockMajor)
	decide(m.Param("table q4_k"), ir.FormDense, layout.RowMajor)
	decide(m.Param("norm"), ir.FormAsStored, layout.RowMajor)
	for _, c := range m.Consts {
		c.Layout = ir.ConstDecision(c)
	}
	for _, s := range m.States {
		s.Layout = ir.StateDecision(s)
	}
	f := m.Funcs[0]
	for _, a := range f.Args {
		a.Layout = ir.ArgDecision(a)
	}
	for _, v := range f.Body {
		switch {
		case v.Param() != nil:
			v.Layout = v.Param().Layout
		case v.Const() != nil:
			v.Layout = v.Const().Layout
		case v.State() != nil:
			v.Layout = v.State().Layout
		default:
			v.Layout = ir.DefaultDecision(f, v)
		}
	}
	// A value kept in a strided physical form.
	v := f.Body[0]
	d := ir.DefaultDecision(f, v)
	d.Physical = layout.Layout{Shape: v.Type.Shape, Strides: []int64{1, 2, 6}, BlockElems: 1}
	d.Reason = "by hand: column-major"
	v.Layout = d
	m.LayoutsAssigned = true
	return m
}

func TestLayoutsGolden(t *testing.T) {
	m := withLayouts(t)
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	q := m.Param("w.q8").Layout
	if o, ok := q.BlockOrder(); !ok || o != layout.InputBlockMajor || q.Residency != ir.ResidencyMaterialized {
		t.Errorf("w.q8: order %v %v residency %s, want input_block_major materialized", o, ok, q.Residency)
	}
	if d := m.Param("table q4_k").Layout; d.Bytes != 5*768*4 || d.Format != layout.DenseFormat(layout.F32) {
		t.Errorf("dense table: %d bytes in %s", d.Bytes, d.Format)
	}
	if d := m.Param("norm").Layout; d.Residency != ir.ResidencyMapped || d.Bytes != 96*4 {
		t.Errorf("norm: %s, %d bytes", d.Residency, d.Bytes)
	}
	// Values after assignment get the default decision.
	f := m.Funcs[0]
	b := ir.NewBuilder(f)
	nv := b.Neg(f.Args[0])
	if b.Err() != nil || nv.Layout == nil || !nv.Layout.Default() {
		t.Errorf("a value built after assignment has decision %+v (err %v)", nv.Layout, b.Err())
	}
	f.Remove(func(v *ir.Value) bool { return v == nv })
	checkGolden(t, "layouts.ir", m.String())
}

func TestBuilderKeepsFirstError(t *testing.T) {
	m := ir.NewModule("")
	f := m.NewFunc("f")
	x := f.AddArg("x", ir.T(layout.F32, 2, 3))
	b := ir.NewBuilder(f)
	y := b.MatMul(x, x) // [2, 3]·[2, 3]: K disagrees
	z := b.Neg(y)
	if y != nil || z != nil || b.Err() == nil || !strings.Contains(b.Err().Error(), "matmul") {
		t.Fatalf("got %v, %v, err %v; want nil values and the matmul error", y, z, b.Err())
	}
	if len(f.Body) != 0 {
		t.Errorf("body has %d values after failed builds", len(f.Body))
	}
}

func TestBuilderInsertBefore(t *testing.T) {
	m := ir.NewModule("")
	f := m.NewFunc("f")
	x := f.AddArg("x", ir.T(layout.F32, 4))
	b := ir.NewBuilder(f)
	last := b.Exp(x)
	b.SetInsertBefore(last)
	first := b.Neg(x)
	b.Return(last, first)
	if b.Err() != nil || len(f.Body) != 2 || f.Body[0] != first || f.Body[1] != last {
		t.Fatalf("body %v, err %v", f.Body, b.Err())
	}
}
