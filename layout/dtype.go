// Package layout is skaic's tensor model: what a tensor's elements are
// (Format = DType × Encoding), how a logical index reaches a physical
// position (Layout), who owns the bytes and for how long (Storage, Scope),
// and the TensorView that ties them together for kernels.
//
// Layouts are data: transposes, narrows and block reorders are metadata
// edits, never copies. The only copies are Materialize (to a dense format)
// and Prepack (a visible, once-at-load block reorder).
package layout

import "fmt"

// DType is the logical element type of a tensor: what a kernel computes
// with, independent of how the elements are encoded in memory.
type DType uint8

// The logical element types.
const (
	InvalidDType DType = iota
	F32
	F16
	BF16
	F64
	I8
	I16
	I32
	I64
	U8
	Bool
	I4 // packed sub-byte integers, two per byte (low nibble first)
)

var dtypeInfo = [...]struct {
	name string
	mlir string
	bits int
}{
	InvalidDType: {"invalid", "", 0},
	F32:          {"f32", "f32", 32},
	F16:          {"f16", "f16", 16},
	BF16:         {"bf16", "bf16", 16},
	F64:          {"f64", "f64", 64},
	I8:           {"i8", "i8", 8},
	I16:          {"i16", "i16", 16},
	I32:          {"i32", "i32", 32},
	I64:          {"i64", "i64", 64},
	U8:           {"u8", "ui8", 8},
	Bool:         {"bool", "i1", 8},
	I4:           {"i4", "i4", 4},
}

func (d DType) valid() bool { return d > InvalidDType && int(d) < len(dtypeInfo) }

// String is the short name used in dumps and in skainet.tensor_layouts.
func (d DType) String() string {
	if !d.valid() {
		return fmt.Sprintf("dtype(%d)", uint8(d))
	}
	return dtypeInfo[d].name
}

// MLIR is the element type's spelling in MLIR (booleans are i1; the storage
// of a bool tensor is still one byte per element).
func (d DType) MLIR() string {
	if !d.valid() {
		return ""
	}
	return dtypeInfo[d].mlir
}

// Bits is the element width in memory (bool is stored as one byte).
func (d DType) Bits() int {
	if !d.valid() {
		return 0
	}
	return dtypeInfo[d].bits
}

// Size is the element size in bytes; 0 for sub-byte types (I4).
func (d DType) Size() int { return d.Bits() / 8 }

// IsFloat reports whether d is a floating-point type.
func (d DType) IsFloat() bool { return d == F32 || d == F16 || d == BF16 || d == F64 }

// IsInt reports whether d is an integer type (bool excluded).
func (d DType) IsInt() bool { return d == I8 || d == I16 || d == I32 || d == I64 || d == U8 || d == I4 }

// ParseDType parses a dtype name as String prints it.
func ParseDType(s string) (DType, error) {
	for d := F32; int(d) < len(dtypeInfo); d++ {
		if dtypeInfo[d].name == s {
			return d, nil
		}
	}
	return InvalidDType, fmt.Errorf("layout: unknown dtype %q", s)
}

// DTypes lists every valid dtype.
func DTypes() []DType {
	out := make([]DType, 0, len(dtypeInfo)-1)
	for d := F32; int(d) < len(dtypeInfo); d++ {
		out = append(out, d)
	}
	return out
}
