package tape

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// AttrKind is the type of an attribute's value.
type AttrKind uint8

// The attribute types.
const (
	AttrInt AttrKind = iota + 1
	AttrFloat
	AttrString
	AttrBool
	AttrInts
	AttrFloats
)

var attrKindNames = [...]string{AttrInt: "int", AttrFloat: "float", AttrString: "string", AttrBool: "bool",
	AttrInts: "ints", AttrFloats: "floats"}

func (k AttrKind) valid() bool { return k >= AttrInt && k <= AttrFloats }

func (k AttrKind) String() string {
	if k.valid() {
		return attrKindNames[k]
	}
	return fmt.Sprintf("attr_kind(%d)", uint8(k))
}

// Attr is one named, typed attribute of an entry. Only the field that
// matches Kind is meaningful; build attributes with Int, Float, String,
// Bool, Ints and Floats.
type Attr struct {
	Name   string
	Kind   AttrKind
	Int    int64
	Float  float64
	Str    string
	Bool   bool
	Ints   []int64
	Floats []float64
}

// Int is an integer attribute.
func Int(name string, v int64) Attr { return Attr{Name: name, Kind: AttrInt, Int: v} }

// Float is a floating-point attribute (float32 values convert exactly).
func Float(name string, v float64) Attr { return Attr{Name: name, Kind: AttrFloat, Float: v} }

// String is a string attribute.
func String(name, v string) Attr { return Attr{Name: name, Kind: AttrString, Str: v} }

// Bool is a boolean attribute.
func Bool(name string, v bool) Attr { return Attr{Name: name, Kind: AttrBool, Bool: v} }

// Ints is an integer-list attribute (copied).
func Ints(name string, v ...int64) Attr {
	return Attr{Name: name, Kind: AttrInts, Ints: append([]int64{}, v...)}
}

// Floats is a float-list attribute (copied).
func Floats(name string, v ...float64) Attr {
	return Attr{Name: name, Kind: AttrFloats, Floats: append([]float64{}, v...)}
}

// ValueString prints the value as the text dump shows it: floats always
// with a decimal point or exponent, strings quoted, lists in brackets.
func (a Attr) ValueString() string {
	switch a.Kind {
	case AttrInt:
		return strconv.FormatInt(a.Int, 10)
	case AttrFloat:
		return formatFloat(a.Float)
	case AttrString:
		return strconv.Quote(a.Str)
	case AttrBool:
		return strconv.FormatBool(a.Bool)
	case AttrInts:
		parts := make([]string, len(a.Ints))
		for i, v := range a.Ints {
			parts[i] = strconv.FormatInt(v, 10)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case AttrFloats:
		parts := make([]string, len(a.Floats))
		for i, v := range a.Floats {
			parts[i] = formatFloat(v)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	return "?"
}

func (a Attr) String() string { return a.Name + "=" + a.ValueString() }

func formatFloat(f float64) string {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return strconv.FormatFloat(f, 'g', -1, 64)
	}
	s := strconv.FormatFloat(f, 'g', -1, 64)
	if !strings.ContainsAny(s, ".e") {
		s += ".0"
	}
	return s
}

// Attrs is an entry's attribute list, in recording order; names are unique.
type Attrs []Attr

// AttrError reports a missing attribute or one of another type than asked.
type AttrError struct {
	Name string
	Want AttrKind
	Got  AttrKind // 0 when the attribute is missing
}

func (e *AttrError) Error() string {
	if e.Got == 0 {
		return fmt.Sprintf("tape: missing %s attribute %q", e.Want, e.Name)
	}
	return fmt.Sprintf("tape: attribute %q is %s, not %s", e.Name, e.Got, e.Want)
}

// Lookup returns the attribute named name.
func (as Attrs) Lookup(name string) (Attr, bool) {
	for _, a := range as {
		if a.Name == name {
			return a, true
		}
	}
	return Attr{}, false
}

// Has reports whether an attribute named name exists.
func (as Attrs) Has(name string) bool {
	_, ok := as.Lookup(name)
	return ok
}

func (as Attrs) typed(name string, want AttrKind) (Attr, error) {
	a, ok := as.Lookup(name)
	if !ok {
		return Attr{}, &AttrError{Name: name, Want: want}
	}
	if a.Kind != want {
		return Attr{}, &AttrError{Name: name, Want: want, Got: a.Kind}
	}
	return a, nil
}

// Int returns an integer attribute.
func (as Attrs) Int(name string) (int64, error) {
	a, err := as.typed(name, AttrInt)
	return a.Int, err
}

// Float returns a floating-point attribute.
func (as Attrs) Float(name string) (float64, error) {
	a, err := as.typed(name, AttrFloat)
	return a.Float, err
}

// Str returns a string attribute.
func (as Attrs) Str(name string) (string, error) {
	a, err := as.typed(name, AttrString)
	return a.Str, err
}

// Bool returns a boolean attribute.
func (as Attrs) Bool(name string) (bool, error) {
	a, err := as.typed(name, AttrBool)
	return a.Bool, err
}

// Ints returns an integer-list attribute (the tape's slice; do not modify).
func (as Attrs) Ints(name string) ([]int64, error) {
	a, err := as.typed(name, AttrInts)
	return a.Ints, err
}

// Floats returns a float-list attribute (the tape's slice; do not modify).
func (as Attrs) Floats(name string) ([]float64, error) {
	a, err := as.typed(name, AttrFloats)
	return a.Floats, err
}

func (as Attrs) clone() Attrs {
	if as == nil {
		return nil
	}
	out := make(Attrs, len(as))
	for i, a := range as {
		out[i] = a
		if a.Ints != nil {
			out[i].Ints = append([]int64{}, a.Ints...)
		}
		if a.Floats != nil {
			out[i].Floats = append([]float64{}, a.Floats...)
		}
	}
	return out
}
