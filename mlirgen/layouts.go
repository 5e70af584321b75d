package mlirgen

import (
	"fmt"
	"slices"

	"github.com/skainet/skaic/layout"
)

// TensorLayout is one entry of the module attribute skainet.tensor_layouts:
// what a parameter (or an intermediate whose layout is not the default)
// is, how its bytes are arranged, and which physical form the exporter
// chose and why. Key is the dictionary key (the tensor's identity, e.g.
// the GGUF name); ID defaults to Key.
type TensorLayout struct {
	Key        string
	ID         string
	Shape      []int64 // logical shape
	DType      string  // logical dtype ("f32")
	Encoding   string  // "dense", "Q8_0", "Q4_K", …
	BlockElems int64
	BlockBytes int64
	BlockAxis  int64
	BlockOrder string // "row_major", "input_block_major"
	Strides    []int64
	Offset     int64
	Residency  string // "mapped", "heap", …
	Form       string // "as_stored", "dense", …
	Reason     string
	// Target is the compile target the form was chosen for ("cuda:sm_80");
	// the entry has no "target" key when it is empty.
	Target string
}

// LayoutOf fills a TensorLayout from the tensor model's Format and Layout;
// residency, form and reason are the resolver's words.
func LayoutOf(key string, f layout.Format, l layout.Layout, residency, form, reason string) TensorLayout {
	be, bb := int64(f.BlockElems()), int64(f.BlockBytes())
	if be == 0 {
		be = 1
	}
	return TensorLayout{
		Key:        key,
		ID:         key,
		Shape:      slices.Clone(l.Shape),
		DType:      f.DType.String(),
		Encoding:   f.Encoding.String(),
		BlockElems: be,
		BlockBytes: bb,
		BlockAxis:  int64(l.BlockAxis),
		BlockOrder: l.Order.String(),
		Strides:    slices.Clone(l.Strides),
		Offset:     l.Offset,
		Residency:  residency,
		Form:       form,
		Reason:     reason,
	}
}

// Attr is the entry's dictionary, keys in MLIR's sorted order so that the
// text round-trips through mlir-opt unchanged.
func (t TensorLayout) Attr() Dict {
	id := t.ID
	if id == "" {
		id = t.Key
	}
	ints := func(v []int64) Ints {
		if v == nil {
			return Ints{}
		}
		return Ints(v)
	}
	d := Dict{
		{"id", String(id)},
		{"shape", ints(t.Shape)},
		{"dtype", String(t.DType)},
		{"encoding", String(t.Encoding)},
		{"block_elems", Int(t.BlockElems)},
		{"block_bytes", Int(t.BlockBytes)},
		{"block_axis", Int(t.BlockAxis)},
		{"block_order", String(t.BlockOrder)},
		{"strides", ints(t.Strides)},
		{"offset", Int(t.Offset)},
		{"residency", String(t.Residency)},
		{"form", String(t.Form)},
		{"reason", String(t.Reason)},
	}
	if t.Target != "" {
		d = append(d, Entry{"target", String(t.Target)})
	}
	return SortedDict(d)
}

func (t TensorLayout) validate() error {
	if t.Key == "" {
		return fmt.Errorf("tensor layout with an empty key")
	}
	return nil
}
