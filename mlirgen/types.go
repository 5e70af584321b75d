package mlirgen

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/skainet/skaic/layout"
)

// Elem is an MLIR element type as it is spelled in a tensor type: "f32",
// "f16", "bf16", "f64", "i1", "i8", "i16", "i32", "i64".
type Elem string

// The element types the emitters know.
const (
	F32  Elem = "f32"
	F16  Elem = "f16"
	BF16 Elem = "bf16"
	F64  Elem = "f64"
	I1   Elem = "i1"
	I4   Elem = "i4" // packed two per byte, element 2i in the low nibble
	I8   Elem = "i8"
	I16  Elem = "i16"
	I32  Elem = "i32"
	I64  Elem = "i64"
)

// IsFloat reports whether e is a floating-point type.
func (e Elem) IsFloat() bool { return e == F32 || e == F16 || e == BF16 || e == F64 }

// IsInt reports whether e is an integer type (i1 included).
func (e Elem) IsInt() bool { return e == I1 || e == I4 || e == I8 || e == I16 || e == I32 || e == I64 }

// Bits is the width of e (0 for an unknown type).
func (e Elem) Bits() int {
	switch e {
	case I1:
		return 1
	case I4:
		return 4
	case I8:
		return 8
	case F16, BF16, I16:
		return 16
	case F32, I32:
		return 32
	case F64, I64:
		return 64
	}
	return 0
}

func (e Elem) valid() bool { return e.Bits() != 0 }

// ElemOf maps a layout dtype to its MLIR element type. Unsigned bytes are
// i8 (MLIR's arith works on signless integers) and booleans are i1.
func ElemOf(d layout.DType) (Elem, error) {
	switch d {
	case layout.F32:
		return F32, nil
	case layout.F16:
		return F16, nil
	case layout.BF16:
		return BF16, nil
	case layout.F64:
		return F64, nil
	case layout.I8, layout.U8:
		return I8, nil
	case layout.I16:
		return I16, nil
	case layout.I32:
		return I32, nil
	case layout.I64:
		return I64, nil
	case layout.Bool:
		return I1, nil
	}
	return "", fmt.Errorf("mlirgen: dtype %s has no MLIR element type here", d)
}

// Dyn is a dynamic dimension ("?"): a function's one dynamic length,
// whose index value the function defines once (FuncWriter.SetDynamic), so
// every Dyn of a function has the same size.
const Dyn int64 = -1

// TensorType is a ranked tensor type; a dimension may be Dyn.
type TensorType struct {
	Shape []int64
	Elem  Elem
}

// Tensor is shorthand for TensorType{Shape: shape, Elem: e}.
func Tensor(e Elem, shape ...int64) TensorType {
	return TensorType{Shape: slices.Clone(shape), Elem: e}
}

// Rank is the number of dimensions.
func (t TensorType) Rank() int { return len(t.Shape) }

// IsStatic reports whether no dimension is Dyn.
func (t TensorType) IsStatic() bool { return !slices.Contains(t.Shape, Dyn) }

// count is the element count as (product of the static dimensions, number
// of Dyn ones).
func (t TensorType) count() (int64, int) {
	n, k := int64(1), 0
	for _, d := range t.Shape {
		if d == Dyn {
			k++
		} else {
			n *= d
		}
	}
	return n, k
}

// NumElements is the product of the shape (1 for rank 0); with Dyn
// dimensions, the product of the static ones times Dyn (a negative
// number that only says "dynamic").
func (t TensorType) NumElements() int64 {
	if n, k := t.count(); k > 0 {
		return -n
	}
	n := int64(1)
	for _, d := range t.Shape {
		n *= d
	}
	return n
}

// String spells the type: tensor<2x3xf32>, tensor<f32> for rank 0.
func (t TensorType) String() string {
	var b strings.Builder
	b.WriteString("tensor<")
	for _, d := range t.Shape {
		if d == Dyn {
			b.WriteByte('?')
		} else {
			b.WriteString(strconv.FormatInt(d, 10))
		}
		b.WriteByte('x')
	}
	b.WriteString(string(t.Elem))
	b.WriteByte('>')
	return b.String()
}

// Equal reports whether t and o are the same type.
func (t TensorType) Equal(o TensorType) bool {
	return t.Elem == o.Elem && slices.Equal(t.Shape, o.Shape)
}

// With returns t with another element type.
func (t TensorType) With(e Elem) TensorType { return TensorType{Shape: slices.Clone(t.Shape), Elem: e} }

func (t TensorType) validate() error {
	if !t.Elem.valid() {
		return fmt.Errorf("unknown element type %q", t.Elem)
	}
	for _, d := range t.Shape {
		if d < 0 && d != Dyn {
			return fmt.Errorf("negative dimension in %v", t.Shape)
		}
	}
	return nil
}

// Value is an SSA value of a function: its name ("%7", "%arg0") and its
// tensor type. The zero Value is what emitters return after an error.
type Value struct {
	Name string
	Type TensorType
}

// Valid reports whether v names a value (emitters return the zero Value
// once their FuncWriter holds an error).
func (v Value) Valid() bool { return v.Name != "" }

// Shape is v.Type.Shape.
func (v Value) Shape() []int64 { return v.Type.Shape }

// Rank is v.Type.Rank().
func (v Value) Rank() int { return v.Type.Rank() }

// Elem is v.Type.Elem.
func (v Value) Elem() Elem { return v.Type.Elem }

func (v Value) String() string { return v.Name + " : " + v.Type.String() }
