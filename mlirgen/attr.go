package mlirgen

import (
	"slices"
	"strconv"
	"strings"
)

// Attr is an MLIR builtin attribute value, spelled so that any MLIR tool
// parses it without a custom dialect. The implementations are String, Int,
// Float, Bool, Ints, Array and Dict.
type Attr interface {
	mlirAttr() string
}

// String is a string attribute ("..." with MLIR escapes).
type String string

// Int is a 64-bit integer attribute (42 : i64).
type Int int64

// Float is a 64-bit float attribute (0.5 : f64).
type Float float64

// Bool is a boolean attribute (true, false).
type Bool bool

// Ints is an array of integer attributes ([1, 2, 3]: each an i64).
type Ints []int64

// Array is an array of attributes.
type Array []Attr

// Entry is one key of a Dict.
type Entry struct {
	Key   string
	Value Attr
}

// Dict is a dictionary attribute. Keys are always written quoted, so any
// key (a GGUF tensor name with dots, spaces, quotes) is valid MLIR. MLIR
// sorts dictionary keys when it parses; entries are written in the given
// order (use SortedDict for output that round-trips textually).
type Dict []Entry

func (s String) mlirAttr() string { return Quote(string(s)) }
func (i Int) mlirAttr() string    { return strconv.FormatInt(int64(i), 10) + " : i64" }
func (f Float) mlirAttr() string  { return formatFloat(float64(f), F64) + " : f64" }
func (b Bool) mlirAttr() string   { return strconv.FormatBool(bool(b)) }
func (v Ints) mlirAttr() string   { return "[" + joinInts(v) + "]" }

func (a Array) mlirAttr() string {
	parts := make([]string, len(a))
	for i, x := range a {
		parts[i] = x.mlirAttr()
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

func (d Dict) mlirAttr() string {
	var b strings.Builder
	b.WriteByte('{')
	for i, e := range d {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(Quote(e.Key))
		b.WriteString(" = ")
		if e.Value == nil {
			b.WriteString("unit")
		} else {
			b.WriteString(e.Value.mlirAttr())
		}
	}
	b.WriteByte('}')
	return b.String()
}

// SortedDict returns d sorted by key bytes, the order MLIR prints.
func SortedDict(d Dict) Dict {
	out := append(Dict(nil), d...)
	sortEntries(out)
	return out
}

func sortEntries(d Dict) {
	slices.SortStableFunc(d, func(a, b Entry) int { return strings.Compare(a.Key, b.Key) })
}

// AttrString spells any Attr as MLIR text (for tests and dumps).
func AttrString(a Attr) string { return a.mlirAttr() }
