// Package quant holds the GGML element types: their ggml type codes, block
// geometry, and the block codecs (dequantizers and reference quantizers).
//
// It is a leaf package: it knows bytes and float32 values, nothing about
// tensors, layouts or files. Package layout builds its Encoding on top of it.
package quant

import "fmt"

// Type is a ggml tensor type code, as stored in GGUF tensor infos.
type Type uint32

// The ggml type codes (ggml.h, enum ggml_type). Codes 4 and 5 (Q4_2, Q4_3)
// were removed upstream and stay unused.
const (
	F32  Type = 0
	F16  Type = 1
	Q4_0 Type = 2
	Q4_1 Type = 3
	Q5_0 Type = 6
	Q5_1 Type = 7
	Q8_0 Type = 8
	Q8_1 Type = 9
	Q2_K Type = 10
	Q3_K Type = 11
	Q4_K Type = 12
	Q5_K Type = 13
	Q6_K Type = 14
	Q8_K Type = 15
	I8   Type = 24
	I16  Type = 25
	I32  Type = 26
	I64  Type = 27
	F64  Type = 28
	BF16 Type = 30
)

// QK_K is the super-block size of the k-quants.
const QK_K = 256

// Geometry describes how a type packs elements into blocks. Dense types have
// one element per block.
type Geometry struct {
	Name       string
	BlockElems int // logical elements per block
	BlockBytes int // bytes per block
	Quantized  bool
}

var geometries = map[Type]Geometry{
	F32:  {"F32", 1, 4, false},
	F16:  {"F16", 1, 2, false},
	BF16: {"BF16", 1, 2, false},
	F64:  {"F64", 1, 8, false},
	I8:   {"I8", 1, 1, false},
	I16:  {"I16", 1, 2, false},
	I32:  {"I32", 1, 4, false},
	I64:  {"I64", 1, 8, false},
	Q4_0: {"Q4_0", 32, 18, true},
	Q4_1: {"Q4_1", 32, 20, true},
	Q5_0: {"Q5_0", 32, 22, true},
	Q5_1: {"Q5_1", 32, 24, true},
	Q8_0: {"Q8_0", 32, 34, true},
	Q8_1: {"Q8_1", 32, 36, true},
	Q2_K: {"Q2_K", QK_K, 84, true},
	Q3_K: {"Q3_K", QK_K, 110, true},
	Q4_K: {"Q4_K", QK_K, 144, true},
	Q5_K: {"Q5_K", QK_K, 176, true},
	Q6_K: {"Q6_K", QK_K, 210, true},
	Q8_K: {"Q8_K", QK_K, 292, true},
}

// UnknownTypeError reports a ggml type code this package does not know.
type UnknownTypeError struct{ Code uint32 }

func (e *UnknownTypeError) Error() string {
	return fmt.Sprintf("quant: unknown ggml type code %d", e.Code)
}

// Lookup returns the geometry of a type code, or an *UnknownTypeError.
func Lookup(code uint32) (Type, Geometry, error) {
	g, ok := geometries[Type(code)]
	if !ok {
		return 0, Geometry{}, &UnknownTypeError{Code: code}
	}
	return Type(code), g, nil
}

// ByName finds a type by its ggml name ("Q4_K"), case-sensitively.
func ByName(name string) (Type, bool) {
	for t, g := range geometries {
		if g.Name == name {
			return t, true
		}
	}
	return 0, false
}

// Known reports whether t is a type code this package knows.
func (t Type) Known() bool { _, ok := geometries[t]; return ok }

// Geometry returns t's geometry; the zero Geometry for an unknown code.
func (t Type) Geometry() Geometry { return geometries[t] }

// BlockElems is the number of logical elements per block (1 for dense types).
func (t Type) BlockElems() int { return geometries[t].BlockElems }

// BlockBytes is the number of bytes per block.
func (t Type) BlockBytes() int { return geometries[t].BlockBytes }

// Quantized reports whether t is a block-quantized type.
func (t Type) Quantized() bool { return geometries[t].Quantized }

func (t Type) String() string {
	if g, ok := geometries[t]; ok {
		return g.Name
	}
	return fmt.Sprintf("ggml_type(%d)", uint32(t))
}

// All returns every known type, ordered by code.
func All() []Type {
	out := make([]Type, 0, len(geometries))
	for c := Type(0); c <= BF16; c++ {
		if _, ok := geometries[c]; ok {
			out = append(out, c)
		}
	}
	return out
}

// RowBytes is the byte size of n elements of type t; n must be a multiple of
// the block size, else an error.
func RowBytes(t Type, n int64) (int64, error) {
	g, ok := geometries[t]
	if !ok {
		return 0, &UnknownTypeError{Code: uint32(t)}
	}
	if n < 0 || n%int64(g.BlockElems) != 0 {
		return 0, fmt.Errorf("quant: %d elements is not a multiple of the %s block size %d", n, g.Name, g.BlockElems)
	}
	return n / int64(g.BlockElems) * int64(g.BlockBytes), nil
}
