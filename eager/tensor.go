package eager

import (
	"fmt"

	"github.com/skainet/skaic/layout"
)

// ValueKind says where a tensor came from, which is what a tape records
// about it beyond its view.
type ValueKind uint8

const (
	// Intermediate tensors are produced by ops.
	Intermediate ValueKind = iota
	// Input tensors are function inputs (tokens, positions).
	Input
	// Weight tensors are model tensors with a stable identity (a GGUF name).
	Weight
	// Const tensors are small constants made by the program itself.
	Const
	// State tensors are mutable state that outlives a step, with a stable
	// identity (a layer's KV cache, "cache.k.0"): an exported module holds
	// them as its own globals, zero at load, updated in place.
	State
)

var valueKindNames = [...]string{Intermediate: "intermediate", Input: "input", Weight: "weight", Const: "const", State: "state"}

func (k ValueKind) String() string {
	if int(k) < len(valueKindNames) {
		return valueKindNames[k]
	}
	return fmt.Sprintf("value_kind(%d)", uint8(k))
}

// Tensor is an engine value: a view of its bytes plus what the engine and a
// recording need to know about it.
//
// Tensors are values, not pointers: the view inside carries the ID of the
// storage it was given, so a copy kept past a forward-scope reset reads as
// closed (StorageClosedError) even after the engine has recycled every
// header and slab byte for the next step. The zero Tensor is "no tensor",
// what an op returns after a failure.
type Tensor struct {
	View layout.TensorView
	Kind ValueKind
	// Name is the identity of inputs, weights and constants ("" for
	// intermediates, which a recording numbers instead).
	Name string
	// RecID is the recorder's id for the value (0 = not recorded).
	RecID int64
}

// Shape is the logical shape.
func (t Tensor) Shape() []int64 { return t.View.Shape() }

// Rank is the number of axes.
func (t Tensor) Rank() int { return t.View.Layout.Rank() }

// Format is the element format.
func (t Tensor) Format() layout.Format { return t.View.Format }

// DType is the logical element type.
func (t Tensor) DType() layout.DType { return t.View.Format.DType }

// NumElements is the product of the shape.
func (t Tensor) NumElements() int64 { return t.View.NumElements() }

// Valid reports whether t holds a tensor (ops return the zero Tensor after
// a failure).
func (t Tensor) Valid() bool { return t.View.Storage != nil }

func (t Tensor) label() string {
	if !t.Valid() {
		return "<none>"
	}
	if t.Name != "" {
		return t.Name
	}
	if t.RecID != 0 {
		return fmt.Sprintf("%%%d", t.RecID)
	}
	return fmt.Sprintf("%s%v", t.View.Format, t.View.Shape())
}

// Float32s decodes the tensor to a new []float32 in row-major logical order
// (for tests, dumps and results; not for inner loops).
func (t Tensor) Float32s() ([]float32, error) {
	out := make([]float32, t.NumElements())
	if err := t.View.DecodeF32(out); err != nil {
		return nil, err
	}
	return out, nil
}
