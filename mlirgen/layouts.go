package mlirgen

import (
	"fmt"
	"slices"

	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
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
	// Parts are the parameters of a planar tensor, codes first; the entry
	// has no "parts" key when there are none.
	Parts []PartLayout
	// PlanarRows is the row group of a planar tensor whose parts
	// interleave its rows (quant.PlanarForm.Rows); the entry has no
	// "planar_rows" key when it is 0.
	PlanarRows int
}

// PartLayout is one parameter of a planar tensor (quant.PlanarPart): its
// key, its role, its element type ("u4", "i8", "f16": unsigned and signed
// parts are MLIR's signless integers of that width), its shape [rows,
// blocks, per-block dims…] ([rows/G, blocks, per-block dims…, G] with the
// rows interleaved in groups of G, quant.PlanarForm.InterleaveRows) and
// the axes of the codes' per-block dims its own run along. 4-bit elements
// are packed two a byte, element 2i in the low nibble of byte i.
type PartLayout struct {
	Key, Name, Elem string
	Bits            int
	Shape, Axes     []int64
}

// PlanarPartLayouts describes the parts of a [rows, cols] planar tensor
// of form pf declared as the parameters parts (in pf's order).
func PlanarPartLayouts(pf quant.PlanarForm, parts []*Global, rows, cols int64) []PartLayout {
	out := make([]PartLayout, len(parts))
	for i, g := range parts {
		p := pf.Parts[i]
		var axes []int64
		for _, a := range p.CodesAxes() {
			axes = append(axes, int64(a))
		}
		out[i] = PartLayout{Key: g.Key, Name: p.Name, Elem: p.Elem.String(), Bits: p.Elem.Bits(), Shape: pf.PartShape(i, rows, cols), Axes: axes}
	}
	return out
}

func (p PartLayout) attr() Dict {
	return SortedDict(Dict{
		{"key", String(p.Key)},
		{"name", String(p.Name)},
		{"elem", String(p.Elem)},
		{"bits", Int(p.Bits)},
		{"shape", Ints(p.Shape)},
		{"axes", Ints(p.Axes)},
	})
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
	if t.PlanarRows != 0 {
		d = append(d, Entry{"planar_rows", Int(t.PlanarRows)})
	}
	if len(t.Parts) > 0 {
		parts := make(Array, len(t.Parts))
		for i, p := range t.Parts {
			parts[i] = p.attr()
		}
		d = append(d, Entry{"parts", parts})
	}
	return SortedDict(d)
}

func (t TensorLayout) validate() error {
	if t.Key == "" {
		return fmt.Errorf("tensor layout with an empty key")
	}
	return nil
}
