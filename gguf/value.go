package gguf

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
)

// ValueType is the type tag of a metadata value (gguf_type in ggml's gguf.h).
type ValueType uint32

// The metadata value types, with their GGUF codes.
const (
	TypeUint8   ValueType = 0
	TypeInt8    ValueType = 1
	TypeUint16  ValueType = 2
	TypeInt16   ValueType = 3
	TypeUint32  ValueType = 4
	TypeInt32   ValueType = 5
	TypeFloat32 ValueType = 6
	TypeBool    ValueType = 7
	TypeString  ValueType = 8
	TypeArray   ValueType = 9
	TypeUint64  ValueType = 10
	TypeInt64   ValueType = 11
	TypeFloat64 ValueType = 12
)

var valueTypeNames = [...]string{
	TypeUint8: "uint8", TypeInt8: "int8", TypeUint16: "uint16", TypeInt16: "int16",
	TypeUint32: "uint32", TypeInt32: "int32", TypeFloat32: "float32", TypeBool: "bool",
	TypeString: "string", TypeArray: "array", TypeUint64: "uint64", TypeInt64: "int64",
	TypeFloat64: "float64",
}

// Valid reports whether t is one of the thirteen GGUF value types.
func (t ValueType) Valid() bool { return t <= TypeFloat64 }

func (t ValueType) String() string {
	if t.Valid() {
		return valueTypeNames[t]
	}
	return fmt.Sprintf("gguf_type(%d)", uint32(t))
}

// fixedSize is the encoded size of a scalar of type t; 0 for strings and
// arrays, whose size depends on their contents.
func (t ValueType) fixedSize() int64 {
	switch t {
	case TypeUint8, TypeInt8, TypeBool:
		return 1
	case TypeUint16, TypeInt16:
		return 2
	case TypeUint32, TypeInt32, TypeFloat32:
		return 4
	case TypeUint64, TypeInt64, TypeFloat64:
		return 8
	}
	return 0
}

// minSize is the fewest bytes a value of type t can take in a file: a
// string is at least its 8-byte length, an array its 4-byte element type
// and 8-byte count. The parser reserves these before it allocates anything.
func (t ValueType) minSize() int64 {
	switch t {
	case TypeString:
		return 8
	case TypeArray:
		return 12
	}
	return t.fixedSize()
}

func (t ValueType) isInteger() bool {
	switch t {
	case TypeUint8, TypeInt8, TypeUint16, TypeInt16, TypeUint32, TypeInt32, TypeUint64, TypeInt64:
		return true
	}
	return false
}

// Value is one metadata value: a scalar, a string, or an Array. The zero
// Value is invalid (it has no type to write).
type Value struct {
	typ ValueType
	x   any // uint8 … float64, bool, string, or Array; nil for the zero Value
}

// Scalar and string constructors.
func Uint8(v uint8) Value     { return Value{TypeUint8, v} }
func Int8(v int8) Value       { return Value{TypeInt8, v} }
func Uint16(v uint16) Value   { return Value{TypeUint16, v} }
func Int16(v int16) Value     { return Value{TypeInt16, v} }
func Uint32(v uint32) Value   { return Value{TypeUint32, v} }
func Int32(v int32) Value     { return Value{TypeInt32, v} }
func Uint64(v uint64) Value   { return Value{TypeUint64, v} }
func Int64(v int64) Value     { return Value{TypeInt64, v} }
func Float32(v float32) Value { return Value{TypeFloat32, v} }
func Float64(v float64) Value { return Value{TypeFloat64, v} }
func Bool(v bool) Value       { return Value{TypeBool, v} }
func String(v string) Value   { return Value{TypeString, v} }

// ArrayValue wraps an Array as a Value.
func ArrayValue(a Array) Value { return Value{TypeArray, a} }

// ArrayOf is the array value holding a copy of xs; its element type follows
// from T ([]string is an array of strings, []Array an array of arrays).
func ArrayOf[T ArrayElem](xs []T) Value { return ArrayValue(NewArray(xs)) }

// Type is the value's type tag.
func (v Value) Type() ValueType { return v.typ }

// IsValid reports whether v holds a value (the zero Value does not).
func (v Value) IsValid() bool { return v.x != nil }

// Any returns the Go value: uint8 … float64, bool, string or Array.
func (v Value) Any() any { return v.x }

// AsUint returns an integer value of any width as uint64; ok is false for
// other types and for negative values.
func (v Value) AsUint() (uint64, bool) {
	switch x := v.x.(type) {
	case uint8:
		return uint64(x), true
	case uint16:
		return uint64(x), true
	case uint32:
		return uint64(x), true
	case uint64:
		return x, true
	case int8:
		return uint64(x), x >= 0
	case int16:
		return uint64(x), x >= 0
	case int32:
		return uint64(x), x >= 0
	case int64:
		return uint64(x), x >= 0
	}
	return 0, false
}

// AsInt returns an integer value of any width as int64; ok is false for
// other types and for uint64 values above math.MaxInt64.
func (v Value) AsInt() (int64, bool) {
	switch x := v.x.(type) {
	case int8:
		return int64(x), true
	case int16:
		return int64(x), true
	case int32:
		return int64(x), true
	case int64:
		return x, true
	case uint8:
		return int64(x), true
	case uint16:
		return int64(x), true
	case uint32:
		return int64(x), true
	case uint64:
		return int64(x), x <= math.MaxInt64
	}
	return 0, false
}

// AsFloat returns a float32 or float64 value as float64.
func (v Value) AsFloat() (float64, bool) {
	switch x := v.x.(type) {
	case float32:
		return float64(x), true
	case float64:
		return x, true
	}
	return 0, false
}

// AsBool returns a bool value.
func (v Value) AsBool() (bool, bool) { b, ok := v.x.(bool); return b, ok }

// AsString returns a string value.
func (v Value) AsString() (string, bool) { s, ok := v.x.(string); return s, ok }

// AsArray returns an array value.
func (v Value) AsArray() (Array, bool) { a, ok := v.x.(Array); return a, ok }

// String renders the value for humans; arrays longer than 8 elements are
// abbreviated like gguf-dump does.
func (v Value) String() string { return v.Format(8) }

// Format renders the value, showing at most max elements of any array
// (max < 0: all of them) followed by the count of the rest.
func (v Value) Format(max int) string {
	var b strings.Builder
	formatValue(&b, v, max)
	return b.String()
}

func formatValue(b *strings.Builder, v Value, max int) {
	switch x := v.x.(type) {
	case nil:
		b.WriteString("<invalid>")
	case string:
		b.WriteString(strconv.Quote(x))
	case float32:
		b.WriteString(strconv.FormatFloat(float64(x), 'g', -1, 32))
	case float64:
		b.WriteString(strconv.FormatFloat(x, 'g', -1, 64))
	case Array:
		n := x.Len()
		shown := n
		if max >= 0 && n > max {
			shown = max
		}
		b.WriteByte('[')
		for i := range shown {
			if i > 0 {
				b.WriteString(", ")
			}
			formatValue(b, x.Index(i), max)
		}
		if shown < n {
			fmt.Fprintf(b, ", ... (%d more)", n-shown)
		}
		b.WriteByte(']')
	default:
		fmt.Fprint(b, x)
	}
}

// ArrayElem is the set of Go element types an Array can hold.
type ArrayElem interface {
	uint8 | int8 | uint16 | int16 | uint32 | int32 | float32 | bool | string | uint64 | int64 | float64 | Array
}

// Array is a metadata array: a type tag and a typed slice ([]uint32,
// []string, []Array for nested arrays, ...). Arrays read from a file own
// their slices; the slices are shared, not copied, by Data and the typed
// accessors, so callers must not modify them.
type Array struct {
	elem ValueType
	data any
}

// NewArray copies xs into an Array.
func NewArray[T ArrayElem](xs []T) Array {
	var zero T
	return Array{elem: elemTypeOf(any(zero)), data: slices.Clone(xs)}
}

func elemTypeOf(x any) ValueType {
	switch x.(type) {
	case uint8:
		return TypeUint8
	case int8:
		return TypeInt8
	case uint16:
		return TypeUint16
	case int16:
		return TypeInt16
	case uint32:
		return TypeUint32
	case int32:
		return TypeInt32
	case float32:
		return TypeFloat32
	case bool:
		return TypeBool
	case string:
		return TypeString
	case uint64:
		return TypeUint64
	case int64:
		return TypeInt64
	case float64:
		return TypeFloat64
	}
	return TypeArray
}

// Elem is the element type.
func (a Array) Elem() ValueType { return a.elem }

// Data is the typed slice ([]uint8 … []float64, []bool, []string, []Array);
// nil for the zero Array.
func (a Array) Data() any { return a.data }

// Len is the number of elements.
func (a Array) Len() int {
	switch d := a.data.(type) {
	case []uint8:
		return len(d)
	case []int8:
		return len(d)
	case []uint16:
		return len(d)
	case []int16:
		return len(d)
	case []uint32:
		return len(d)
	case []int32:
		return len(d)
	case []float32:
		return len(d)
	case []bool:
		return len(d)
	case []string:
		return len(d)
	case []uint64:
		return len(d)
	case []int64:
		return len(d)
	case []float64:
		return len(d)
	case []Array:
		return len(d)
	}
	return 0
}

// Index returns element i as a Value; it panics when i is out of range,
// like indexing a slice.
func (a Array) Index(i int) Value {
	switch d := a.data.(type) {
	case []uint8:
		return Uint8(d[i])
	case []int8:
		return Int8(d[i])
	case []uint16:
		return Uint16(d[i])
	case []int16:
		return Int16(d[i])
	case []uint32:
		return Uint32(d[i])
	case []int32:
		return Int32(d[i])
	case []float32:
		return Float32(d[i])
	case []bool:
		return Bool(d[i])
	case []string:
		return String(d[i])
	case []uint64:
		return Uint64(d[i])
	case []int64:
		return Int64(d[i])
	case []float64:
		return Float64(d[i])
	case []Array:
		return ArrayValue(d[i])
	}
	panic(fmt.Sprintf("gguf: index %d of an empty Array", i))
}

// Strings returns the elements of an array of strings.
func (a Array) Strings() ([]string, bool) { s, ok := a.data.([]string); return s, ok }

// Uints returns the elements of an integer array of any width as uint64;
// ok is false for other element types or any negative element.
func (a Array) Uints() ([]uint64, bool) {
	if !a.elem.isInteger() {
		return nil, false
	}
	out := make([]uint64, a.Len())
	for i := range out {
		u, ok := a.Index(i).AsUint()
		if !ok {
			return nil, false
		}
		out[i] = u
	}
	return out, true
}

// Ints returns the elements of an integer array of any width as int64; ok
// is false for other element types or a uint64 element above MaxInt64.
func (a Array) Ints() ([]int64, bool) {
	if !a.elem.isInteger() {
		return nil, false
	}
	out := make([]int64, a.Len())
	for i := range out {
		v, ok := a.Index(i).AsInt()
		if !ok {
			return nil, false
		}
		out[i] = v
	}
	return out, true
}

// Floats returns the elements of a float32 or float64 array as float64.
func (a Array) Floats() ([]float64, bool) {
	switch d := a.data.(type) {
	case []float32:
		out := make([]float64, len(d))
		for i, x := range d {
			out[i] = float64(x)
		}
		return out, true
	case []float64:
		return slices.Clone(d), true
	}
	return nil, false
}
