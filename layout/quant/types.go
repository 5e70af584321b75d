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

// The i-quants, the ternary types and MXFP4 (ggml.h codes; 31–33, 36–38
// are removed or unused upstream).
const (
	IQ2_XXS Type = 16
	IQ2_XS  Type = 17
	IQ3_XXS Type = 18
	IQ1_S   Type = 19
	IQ4_NL  Type = 20
	IQ3_S   Type = 21
	IQ2_S   Type = 22
	IQ4_XS  Type = 23
	IQ1_M   Type = 29
	TQ1_0   Type = 34
	TQ2_0   Type = 35
	MXFP4   Type = 39
)

// maxCode is the largest type code in the geometry table.
const maxCode = MXFP4

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
	// Sizes as ggml.h's block_* structs and gguf-py's GGML_QUANT_SIZES.
	IQ2_XXS: {"IQ2_XXS", QK_K, 66, true}, // f16 d, u16 qs[32]
	IQ2_XS:  {"IQ2_XS", QK_K, 74, true},  // f16 d, u16 qs[32], scales[8]
	IQ3_XXS: {"IQ3_XXS", QK_K, 98, true}, // f16 d, qs[96]
	IQ1_S:   {"IQ1_S", QK_K, 50, true},   // f16 d, qs[32], u16 qh[8]
	IQ4_NL:  {"IQ4_NL", 32, 18, true},    // f16 d, qs[16]
	IQ3_S:   {"IQ3_S", QK_K, 110, true},  // f16 d, qs[64], qh[8], signs[32], scales[4]
	IQ2_S:   {"IQ2_S", QK_K, 82, true},   // f16 d, qs[64], qh[8], scales[8]
	IQ4_XS:  {"IQ4_XS", QK_K, 136, true}, // f16 d, u16 scales_h, scales_l[4], qs[128]
	IQ1_M:   {"IQ1_M", QK_K, 56, true},   // qs[32], qh[16], scales[8]
	TQ1_0:   {"TQ1_0", QK_K, 54, true},   // qs[48], qh[4], f16 d
	TQ2_0:   {"TQ2_0", QK_K, 66, true},   // qs[64], f16 d
	MXFP4:   {"MXFP4", 32, 17, true},     // e8m0 e, qs[16]
}

// UnknownTypeError reports a ggml type code this package does not know.
// A known type whose block codec is not built is a *NoDecoderError instead.
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

// All returns every known type, ordered by code, whether or not this
// package can decode it (see Decodable).
func All() []Type {
	out := make([]Type, 0, len(geometries))
	for c := Type(0); c <= maxCode; c++ {
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
