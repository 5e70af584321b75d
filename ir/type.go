package ir

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/skainet/skaic/layout"
)

// Dynamic is a dimension known only at run time: the function's dynamic
// length (a prefill's token count, the cache rows a decode step attends
// over). A function has at most one such length, so every Dynamic
// dimension of a function stands for the same number; the text form
// prints it as "?".
const Dynamic int64 = -1

// Type is a value's logical type: a shape and an element dtype. A
// packed weight's logical dtype is the dtype of its format (f32 for every
// GGML quantization); its encoding is a layout decision, not a type.
type Type struct {
	Shape []int64
	DType layout.DType
}

// T is the type of a tensor of shape with element type d.
func T(d layout.DType, shape ...int64) Type {
	return Type{Shape: append([]int64{}, shape...), DType: d}
}

// Rank is the number of axes.
func (t Type) Rank() int { return len(t.Shape) }

// NumElements is the product of the shape; with Dynamic dimensions it is
// -1 times the product of the static ones (see Count).
func (t Type) NumElements() int64 {
	s, k := Count(t.Shape)
	if k > 0 {
		return -s
	}
	return s
}

// IsStatic reports whether no dimension is Dynamic.
func (t Type) IsStatic() bool { return !slices.Contains(t.Shape, Dynamic) }

// Count is the element count of shape as the product of its static
// dimensions times the dynamic length to the power dyn: two shapes of one
// function hold as many elements when both agree.
func Count(shape []int64) (static int64, dyn int) {
	static = 1
	for _, d := range shape {
		if d == Dynamic {
			dyn++
		} else {
			static *= d
		}
	}
	return static, dyn
}

// Equal reports whether two types have the same shape and dtype.
func (t Type) Equal(u Type) bool { return t.DType == u.DType && slices.Equal(t.Shape, u.Shape) }

// Clone returns a copy that shares no slice with t.
func (t Type) Clone() Type { return Type{Shape: append([]int64{}, t.Shape...), DType: t.DType} }

// String prints the type as the IR text shows it: tensor<3x768xf32>, or
// tensor<f32> for a scalar.
func (t Type) String() string {
	var b strings.Builder
	b.WriteString("tensor<")
	for _, d := range t.Shape {
		if d == Dynamic {
			b.WriteByte('?')
		} else {
			b.WriteString(strconv.FormatInt(d, 10))
		}
		b.WriteByte('x')
	}
	b.WriteString(t.DType.String())
	b.WriteByte('>')
	return b.String()
}

// validate checks that the dtype is known and no dimension is negative.
func (t Type) validate() error {
	if t.DType == layout.InvalidDType || t.DType.Bits() == 0 {
		return fmt.Errorf("invalid dtype %s", t.DType)
	}
	for i, d := range t.Shape {
		if d < 0 && d != Dynamic {
			return fmt.Errorf("negative dimension %d at axis %d", d, i)
		}
	}
	return nil
}

// parseType reads "tensor<3x768xf32>".
func parseType(s string) (Type, error) {
	inner, ok := strings.CutPrefix(s, "tensor<")
	if !ok || !strings.HasSuffix(inner, ">") {
		return Type{}, fmt.Errorf("type %q is not tensor<…>", s)
	}
	parts := strings.Split(strings.TrimSuffix(inner, ">"), "x")
	d, err := layout.ParseDType(parts[len(parts)-1])
	if err != nil {
		return Type{}, err
	}
	t := Type{Shape: make([]int64, 0, len(parts)-1), DType: d}
	for _, p := range parts[:len(parts)-1] {
		if p == "?" {
			t.Shape = append(t.Shape, Dynamic)
			continue
		}
		n, err := strconv.ParseInt(p, 10, 64)
		if err != nil || n < 0 {
			return Type{}, fmt.Errorf("type %q: bad dimension %q", s, p)
		}
		t.Shape = append(t.Shape, n)
	}
	// Every size computed from the type (elements, bytes) must fit int64.
	if !slices.Contains(t.Shape, 0) {
		elems := int64(1)
		for _, n := range t.Shape {
			if n == Dynamic {
				continue
			}
			if elems > math.MaxInt64/8/n {
				return Type{}, fmt.Errorf("type %q: its size overflows int64", s)
			}
			elems *= n
		}
	}
	return t, nil
}
