package llvmgen

import (
	"fmt"

	lirtypes "github.com/llir/llvm/ir/types"
	lirvalue "github.com/llir/llvm/ir/value"

	"github.com/skainet/skaic/ir"
	"github.com/skainet/skaic/layout"
)

// elem is how a tensor's elements are stored.
type elem uint8

const (
	eF32 elem = iota + 1
	eF16
	eBF16
	eI32
	eI64
	eF64
)

// elemOf is the storage of a dense dtype.
func elemOf(d layout.DType) (elem, error) {
	switch d {
	case layout.F32:
		return eF32, nil
	case layout.F16:
		return eF16, nil
	case layout.BF16:
		return eBF16, nil
	case layout.I32:
		return eI32, nil
	case layout.I64:
		return eI64, nil
	case layout.F64:
		return eF64, nil
	}
	return 0, fmt.Errorf("dtype %s has no LLVM lowering (f32, f16, bf16, f64, i32, i64)", d)
}

// llvm is the element's LLVM storage type.
func (e elem) llvm() lirtypes.Type {
	switch e {
	case eF16, eBF16:
		return tI16
	case eI32:
		return tI32
	case eI64:
		return tI64
	case eF64:
		return tF64
	}
	return tF32
}

// size is the element's size in bytes.
func (e elem) size() int64 {
	switch e {
	case eF16, eBF16:
		return 2
	case eI64, eF64:
		return 8
	}
	return 4
}

// isFloat says the element is computed as a float (f32: every float
// storage but f64 widens to it).
func (e elem) isFloat() bool { return e == eF32 || e == eF16 || e == eBF16 }

// tensor is a lowered value: typed storage at base, addressed by strides
// (in elements; 0 along a broadcast axis). Views (permute, narrow,
// broadcast, most reshapes, cache reads) are new strides over the same
// storage, never copies.
type tensor struct {
	el      elem
	base    lirvalue.Value // pointer to el.llvm()
	shape   []int64        // static, ir.Dynamic for the dynamic length
	dims    []lirvalue.Value
	strides []lirvalue.Value
	// packed is a weight kept in a GGML encoding (only a Linear or an
	// Embedding reads it, through the decoders).
	packed *packedWeight
}

// packedWeight is a weight whose bytes are blocks of a GGML encoding.
type packedWeight struct {
	enc        layout.Encoding
	order      layout.BlockOrder
	rows, cols int64
	rowBytes   int64
	base       lirvalue.Value // i8*
	// rowStride is the bytes from one row to the next (0: rowBytes; more
	// in a view narrowed along the inputs).
	rowStride int64
}

// stride is the bytes from one packed row to the next.
func (w *packedWeight) stride() int64 {
	if w.rowStride != 0 {
		return w.rowStride
	}
	return w.rowBytes
}

// contiguousStrides are row-major strides of dims.
func (g *fn) contiguousStrides(dims []lirvalue.Value) []lirvalue.Value {
	st := make([]lirvalue.Value, len(dims))
	var s lirvalue.Value = i64c(1)
	for k := len(dims) - 1; k >= 0; k-- {
		st[k] = s
		s = g.mul(s, dims[k])
	}
	return st
}

// numel is the tensor's element count.
func (g *fn) numel(t *tensor) lirvalue.Value { return g.prod(t.dims) }

// load reads element idx, converted to its compute type (float for the
// float storages but f64, i32/i64 for integers).
func (g *fn) load(t *tensor, idx []lirvalue.Value) lirvalue.Value {
	p := g.gep(t.el.llvm(), t.base, g.dot(idx, t.strides))
	x := g.b.NewLoad(t.el.llvm(), p)
	switch t.el {
	case eF16:
		return g.b.NewCall(g.rt.f16ToF32(), x)
	case eBF16:
		return g.b.NewCall(g.rt.bf16ToF32(), x)
	}
	return x
}

// loadFlat reads element i of a contiguous tensor.
func (g *fn) loadAt(t *tensor, off lirvalue.Value) lirvalue.Value {
	x := g.b.NewLoad(t.el.llvm(), g.gep(t.el.llvm(), t.base, off))
	switch t.el {
	case eF16:
		return g.b.NewCall(g.rt.f16ToF32(), x)
	case eBF16:
		return g.b.NewCall(g.rt.bf16ToF32(), x)
	}
	return x
}

// store writes a compute-type value x to element idx, rounding it to the
// storage type.
func (g *fn) store(t *tensor, idx []lirvalue.Value, x lirvalue.Value) {
	g.storeAt(t, g.dot(idx, t.strides), x)
}

func (g *fn) storeAt(t *tensor, off lirvalue.Value, x lirvalue.Value) {
	switch t.el {
	case eF16:
		x = g.b.NewCall(g.rt.f32ToF16(), x)
	case eBF16:
		x = g.b.NewCall(g.rt.f32ToBF16(), x)
	}
	g.b.NewStore(x, g.gep(t.el.llvm(), t.base, off))
}

// convert turns a compute-type value of storage from into one of to (the
// semantics of the IR's cast: float ↔ float rounds, float → int
// truncates toward zero, int → float rounds to nearest).
func (g *fn) convert(x lirvalue.Value, from, to elem) lirvalue.Value {
	switch {
	case from.isFloat() && to.isFloat():
		return x // rounding happens at the store
	case from.isFloat() && to == eF64:
		return g.b.NewFPExt(x, tF64)
	case from == eF64 && to.isFloat():
		return g.b.NewFPTrunc(x, tF32)
	case from.isFloat() || from == eF64:
		return g.b.NewFPToSI(x, to.llvm())
	case to.isFloat():
		return g.b.NewSIToFP(x, tF32)
	case to == eF64:
		return g.b.NewSIToFP(x, tF64)
	case from == eI32 && to == eI64:
		return g.b.NewSExt(x, tI64)
	case from == eI64 && to == eI32:
		return g.b.NewTrunc(x, tI32)
	}
	return x
}

// broadcastTo is t viewed with the shape of out: right-aligned, size-1
// axes repeated (stride 0).
func (g *fn) broadcastTo(t *tensor, shape []int64, dims []lirvalue.Value) (*tensor, error) {
	r := len(shape)
	if len(t.shape) > r {
		return nil, fmt.Errorf("cannot broadcast %v to %v", t.shape, shape)
	}
	v := &tensor{el: t.el, base: t.base, shape: shape, dims: dims, strides: make([]lirvalue.Value, r)}
	lead := r - len(t.shape)
	for k := 0; k < r; k++ {
		if k < lead {
			v.strides[k] = i64c(0)
			continue
		}
		s := t.shape[k-lead]
		switch {
		case s == shape[k]:
			v.strides[k] = t.strides[k-lead]
		case s == 1:
			v.strides[k] = i64c(0)
		default:
			return nil, fmt.Errorf("cannot broadcast %v to %v", t.shape, shape)
		}
	}
	return v, nil
}

// dimsOf are the runtime sizes of a static-or-dynamic shape.
func (g *fn) dimsOf(shape []int64, dyn lirvalue.Value) ([]lirvalue.Value, error) {
	out := make([]lirvalue.Value, len(shape))
	for k, d := range shape {
		if d == ir.Dynamic {
			if dyn == nil {
				return nil, fmt.Errorf("shape %v has a dynamic dimension before the function's dynamic length is known", shape)
			}
			out[k] = dyn
			continue
		}
		out[k] = i64c(d)
	}
	return out, nil
}
