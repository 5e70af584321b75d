package eager

import (
	"fmt"

	"github.com/skainet/skaic/eager/kernels"
	"github.com/skainet/skaic/internal/robytes"
	"github.com/skainet/skaic/layout"
)

// dense returns t as an f32 strided operand for kernels that take dense f32
// with any strides. Any other format goes through a materialize adapter,
// which is recorded.
func (e *Engine) dense(op string, t Tensor) (kernels.Strided, error) {
	v := &t.View
	if v.Format.Normalize() != layout.DenseFormat(layout.F32) {
		m, err := e.materialize(v, layout.DenseFormat(layout.F32))
		if err != nil {
			return kernels.Strided{}, err
		}
		e.pending = append(e.pending, AdapterEvent{
			Op: op, Tensor: t.label(), Value: t.RecID, Kind: AdaptMaterialize,
			From: Operand{v.Format, ClassOf(v)}.String(), To: Operand{m.Format, Contiguous}.String(),
			Bytes: m.ByteSpan(),
		})
		v = m
	}
	b, err := v.Bytes()
	if err != nil {
		return kernels.Strided{}, err
	}
	return kernels.Strided{
		Data: f32s(robytes.Unwrap(b)), Shape: e.ar.intsOf(v.Layout.Shape),
		Strides: e.ar.intsOf(v.Layout.Strides), Offset: int(v.Layout.Offset),
	}, nil
}

// contiguousF32 is dense, then copied to a contiguous buffer when the
// operand is strided (kernels that need rows contiguous).
func (e *Engine) contiguousF32(op string, t Tensor) ([]float32, error) {
	s, err := e.dense(op, t)
	if err != nil {
		return nil, err
	}
	if e.trace {
		return nil, nil // no kernel will read it
	}
	if s.IsContiguous() {
		n := 1
		for _, d := range s.Shape {
			n *= d
		}
		return s.Data[s.Offset : s.Offset+n], nil
	}
	out, _, err := e.allocF32(op, t.Shape())
	if err != nil {
		return nil, err
	}
	if err := kernels.Copy(s, out); err != nil {
		return nil, err
	}
	return out, nil
}

// allocF32 allocates a contiguous f32 scratch tensor in scope.
func (e *Engine) allocF32(op string, shape []int64) ([]float32, Tensor, error) {
	t, b, err := e.alloc(op, layout.F32, shape)
	if err != nil {
		return nil, Tensor{}, err
	}
	return f32s(b), t, nil
}

// indices returns t's values as int32 (token ids, positions): an i32
// tensor is read in place when contiguous; other integer dtypes decode.
func (e *Engine) indices(op string, t Tensor) ([]int32, error) {
	v := &t.View
	if !v.Format.DType.IsInt() {
		return nil, fmt.Errorf("indices %s must be an integer tensor, got %s", t.label(), v.Format)
	}
	if v.Format.Normalize() == layout.DenseFormat(layout.I32) && v.Layout.IsContiguous() {
		b, err := v.Bytes()
		if err != nil {
			return nil, err
		}
		all := i32s(robytes.Unwrap(b))
		off := int(v.Layout.Offset)
		return all[off : off+int(v.NumElements())], nil
	}
	f := make([]float32, v.NumElements())
	if err := v.DecodeF32(f); err != nil {
		return nil, err
	}
	out := make([]int32, len(f))
	for i, x := range f {
		out[i] = int32(x)
	}
	return out, nil
}

func prod(shape []int64) int64 {
	n := int64(1)
	for _, d := range shape {
		n *= d
	}
	return n
}
