package eager

import (
	"fmt"

	"github.com/skainet/skaic/eager/kernels"
	"github.com/skainet/skaic/internal/robytes"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
)

// linearEncodings have packed Linear kernels in canonical (row-major) order.
var linearEncodings = []quant.Type{
	quant.F32, quant.F16, quant.BF16, quant.Q4_0, quant.Q4_1, quant.Q5_0, quant.Q5_1,
	quant.Q8_0, quant.Q2_K, quant.Q3_K, quant.Q4_K, quant.Q5_K, quant.Q6_K,
	quant.IQ4_NL, quant.IQ4_XS, quant.MXFP4,
	quant.IQ2_XXS, quant.IQ2_XS, quant.IQ2_S, quant.IQ3_XXS, quant.IQ3_S, quant.IQ1_S, quant.IQ1_M,
	quant.TQ1_0, quant.TQ2_0,
}

// ibmEncodings also have kernels in input-block-major (prepacked) order.
var ibmEncodings = []quant.Type{quant.Q8_0, quant.Q4_0, quant.Q4_K}

// weightFormat is the format a GGUF weight of type t has.
func weightFormat(t quant.Type) layout.Format {
	f, _ := layout.FormatFromGGML(uint32(t))
	return f
}

func builtinRegistry() registry {
	r := registry{linear: map[KernelKey]linearKernel{}, gat: map[KernelKey]gatherKernel{}}
	setLinearKernels(r, 0)
	for _, t := range linearEncodings {
		t := t
		class := BlockedRowMajor
		if !t.Quantized() {
			class = Contiguous
		}
		r.gat[KernelKey{Op: "embedding", Operand: Operand{weightFormat(t), class}}] = gatherKernel{
			name: "kernels.GatherRows/" + t.String(),
			run: func(table []byte, rows, cols int, ids []int32, out []float32) error {
				return kernels.GatherRows(t, table, rows, cols, ids, out)
			}}
	}
	return r
}

// setLinearKernels (re)registers the Linear kernels, which split their
// output rows over threads workers of the pool (pool.go; 0: GOMAXPROCS).
func setLinearKernels(r registry, threads int) {
	for _, t := range linearEncodings {
		t := t
		class := BlockedRowMajor
		if !t.Quantized() {
			class = Contiguous
		}
		rng := func(w []byte, rows, cols int, x []float32, batch int, y, scratch []float32, o0, o1 int) error {
			return kernels.LinearRange(t, w, rows, cols, x, batch, y, scratch, o0, o1)
		}
		r.linear[KernelKey{Op: "linear", Operand: Operand{weightFormat(t), class}}] = linearKernel{name: "kernels.Linear/" + t.String(),
			run: func(w []byte, rows, cols int, x []float32, batch int, y, scratch []float32) error {
				return parallelLinear(threads, rng, w, rows, cols, x, batch, y, scratch)
			}}
	}
	for _, t := range ibmEncodings {
		t := t
		rng := func(w []byte, rows, cols int, x []float32, batch int, y, scratch []float32, o0, o1 int) error {
			return kernels.LinearIBMRange(t, w, rows, cols, x, batch, y, scratch, o0, o1)
		}
		r.linear[KernelKey{Op: "linear", Operand: Operand{weightFormat(t), BlockedInputBlockMajor}}] = linearKernel{name: "kernels.LinearIBM/" + t.String(),
			run: func(w []byte, rows, cols int, x []float32, batch int, y, scratch []float32) error {
				return parallelLinear(threads, rng, w, rows, cols, x, batch, y, scratch)
			}}
	}
}

// LinearKernelFor reports whether a packed Linear kernel takes weights of
// format f in block order o as they are (no adapter).
func (e *Engine) LinearKernelFor(f layout.Format, o layout.BlockOrder) bool {
	class := Contiguous
	if f.IsBlocked() {
		class = BlockedRowMajor
		if o == layout.InputBlockMajor {
			class = BlockedInputBlockMajor
		}
	}
	_, ok := e.reg.linear[KernelKey{Op: "linear", Operand: Operand{f, class}}]
	return ok
}

// weightBytes returns a 2-D weight's bytes from its first block, for kernels
// that address it from position Offset.
func weightBytes(v *layout.TensorView) ([]byte, error) {
	b, err := v.Bytes()
	if err != nil {
		return nil, err
	}
	raw := robytes.Unwrap(b)
	off := v.Layout.Offset * int64(v.Format.BlockBytes())
	return raw[off:], nil
}

// Linear computes x[..., in] · W[out, in]ᵀ → [..., out]. W may be packed
// and is never transposed as bytes (GGUF stores [out, in] rows). The kernel
// is chosen by W's format and layout class; without one, W goes through a
// visible adapter (prepack back to canonical order, or materialize to f32).
func (e *Engine) Linear(x, w Tensor) Tensor {
	const op = "linear"
	defer e.guard(op, layout.CatchFaults())
	if !e.ok(x, w) {
		return Tensor{}
	}
	xsShape, ws := x.Shape(), w.Shape()
	if len(ws) != 2 || len(xsShape) == 0 || xsShape[len(xsShape)-1] != ws[1] {
		return e.fail(op, fmt.Errorf("x %v and W %v do not fit x[..., in]·W[out, in]", xsShape, ws), x, w)
	}
	rows, cols := int(ws[0]), int(ws[1])
	batch := int(x.NumElements()) / max(cols, 1)
	wv := &w.View
	key := KernelKey{Op: op, Operand: Operand{wv.Format.Normalize(), ClassOf(wv)}}
	k, ok := e.reg.linear[key]
	if !ok {
		var err error
		if wv, k, err = e.adaptLinearWeight(w); err != nil {
			return e.fail(op, err, x, w)
		}
	}
	xs, err := e.contiguousF32(op, x)
	if err != nil {
		return e.fail(op, err, x, w)
	}
	wb, err := weightBytes(wv)
	if err != nil {
		return e.fail(op, err, x, w)
	}
	outShape := e.ar.int64s(len(xsShape))
	copy(outShape, xsShape)
	outShape[len(outShape)-1] = ws[0]
	out, t, err := e.allocF32(op, outShape)
	if err != nil {
		return e.fail(op, err, x, w)
	}
	qt, _ := wv.Format.Encoding.GGML()
	if wv.Format.Encoding == layout.Dense {
		qt = quant.F32
	}
	if e.trace {
		return e.emit(op, nil, t, x, w)
	}
	if err := e.runLinear(k, qt, wv, wb, rows, cols, xs, batch, out); err != nil {
		return e.fail(op, err, x, w)
	}
	return e.emit(op, nil, t, x, w)
}

// adaptLinearWeight makes a weight a kernel can take: a prepacked weight
// whose order has no kernel goes back to canonical order; anything else
// (strided, transposed, an encoding without a kernel) is materialized to
// dense f32. Either way the adapter is recorded.
func (e *Engine) adaptLinearWeight(w Tensor) (*layout.TensorView, linearKernel, error) {
	v := &w.View
	from := Operand{v.Format, ClassOf(v)}.String()
	if v.Format.IsBlocked() && v.Layout.Rank() == 2 && v.Layout.BlockAxis == 1 {
		if k, ok := e.reg.linear[KernelKey{"linear", Operand{v.Format, BlockedRowMajor}}]; ok {
			p, err := e.prepack(v, layout.RowMajor)
			if err != nil {
				return nil, k, err
			}
			e.pending = append(e.pending, AdapterEvent{Op: "linear", Tensor: w.label(), Value: w.RecID, Kind: AdaptPrepack,
				From: from, To: Operand{p.Format, BlockedRowMajor}.String(), Bytes: p.ByteSpan()})
			return p, k, nil
		}
	}
	m, err := e.materialize(v, layout.DenseFormat(layout.F32))
	if err != nil {
		return nil, linearKernel{}, err
	}
	e.pending = append(e.pending, AdapterEvent{Op: "linear", Tensor: w.label(), Value: w.RecID, Kind: AdaptMaterialize,
		From: from, To: Operand{m.Format, Contiguous}.String(), Bytes: m.ByteSpan()})
	return m, e.reg.linear[KernelKey{"linear", Operand{m.Format, Contiguous}}], nil
}

// Embedding gathers rows of table [vocab, dim] (any encoding) for integer
// ids of any shape → [ids..., dim].
func (e *Engine) Embedding(table, ids Tensor) Tensor {
	const op = "embedding"
	defer e.guard(op, layout.CatchFaults())
	if !e.ok(table, ids) {
		return Tensor{}
	}
	ts := table.Shape()
	if len(ts) != 2 {
		return e.fail(op, fmt.Errorf("table must be [vocab, dim], got %v", ts), table, ids)
	}
	idx, err := e.indices(op, ids)
	if err != nil {
		return e.fail(op, err, table, ids)
	}
	tv := &table.View
	k, ok := e.reg.gat[KernelKey{Op: op, Operand: Operand{tv.Format.Normalize(), ClassOf(tv)}}]
	if !ok {
		m, err := e.materialize(tv, layout.DenseFormat(layout.F32))
		if err != nil {
			return e.fail(op, err, table, ids)
		}
		e.pending = append(e.pending, AdapterEvent{Op: op, Tensor: table.label(), Value: table.RecID, Kind: AdaptMaterialize,
			From: Operand{tv.Format, ClassOf(tv)}.String(), To: Operand{m.Format, Contiguous}.String(), Bytes: m.ByteSpan()})
		tv, k = m, e.reg.gat[KernelKey{Op: op, Operand: Operand{m.Format, Contiguous}}]
	}
	tb, err := weightBytes(tv)
	if err != nil {
		return e.fail(op, err, table, ids)
	}
	outShape := e.ar.int64s(ids.Rank() + 1)
	copy(outShape, ids.Shape())
	outShape[ids.Rank()] = ts[1]
	out, t, err := e.allocF32(op, outShape)
	if err != nil {
		return e.fail(op, err, table, ids)
	}
	if e.trace {
		return e.emit(op, nil, t, table, ids)
	}
	if err := k.run(tb, int(ts[0]), int(ts[1]), idx, out); err != nil {
		return e.fail(op, err, table, ids)
	}
	return e.emit(op, nil, t, table, ids)
}

// MatMul is a batched matrix product a[..., M, K] · b[..., K, N] with numpy
// broadcasting of the leading axes.
func (e *Engine) MatMul(a, b Tensor) Tensor {
	const op = "matmul"
	defer e.guard(op, layout.CatchFaults())
	if !e.ok(a, b) {
		return Tensor{}
	}
	as, bs := a.Shape(), b.Shape()
	if len(as) < 2 || len(bs) < 2 || as[len(as)-1] != bs[len(bs)-2] {
		return e.fail(op, fmt.Errorf("shapes %v and %v do not fit [..., M, K]·[..., K, N]", as, bs), a, b)
	}
	lead, err := layout.BroadcastShapesIn(e.ar.scratch(), as[:len(as)-2], bs[:len(bs)-2])
	if err != nil {
		return e.fail(op, err, a, b)
	}
	nl := len(lead)
	ashape, bshape, outShape := e.ar.int64s(nl+2), e.ar.int64s(nl+2), e.ar.int64s(nl+2)
	for _, s := range [][]int64{ashape, bshape, outShape} {
		copy(s, lead)
	}
	ashape[nl], ashape[nl+1] = as[len(as)-2], as[len(as)-1]
	bshape[nl], bshape[nl+1] = bs[len(bs)-2], bs[len(bs)-1]
	outShape[nl], outShape[nl+1] = as[len(as)-2], bs[len(bs)-1]
	ad, err := e.denseBroadcast(op, a, ashape)
	if err != nil {
		return e.fail(op, err, a, b)
	}
	bd, err := e.denseBroadcast(op, b, bshape)
	if err != nil {
		return e.fail(op, err, a, b)
	}
	out, t, err := e.allocF32(op, outShape)
	if err != nil {
		return e.fail(op, err, a, b)
	}
	if e.trace {
		return e.emit(op, nil, t, a, b)
	}
	if err := kernels.MatMul(ad, bd, out); err != nil {
		return e.fail(op, err, a, b)
	}
	return e.emit(op, nil, t, a, b)
}
