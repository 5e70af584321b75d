package ir

import (
	"fmt"

	"github.com/skainet/skaic/tape"
)

// Value is an SSA value: a function argument (Op == OpArg) or the single
// result of an op. A function's body lists its op values in definition
// order; Args point at earlier values of the same function or at its
// arguments.
type Value struct {
	// ID is unique within the function and stable across passes; the text
	// form renumbers values by position instead.
	ID    int
	Op    Op
	Args  []*Value
	Attrs Attrs // nil for ops without attributes; see Attrs
	Type  Type  // logical result type
	// Name is an argument's input name; empty for op values.
	Name string
	// Layout is the physical-form decision (nil until layout assignment).
	// An OpParam or OpConst value shares its symbol's decision.
	Layout *LayoutDecision
	// Origin is where a value came from in a tape (nil for values made
	// otherwise).
	Origin *Origin
}

// Origin records the tape value an IR value was converted from: its id and
// the format and layout the eager run recorded (a permute there is a
// strided view, a view of a packed weight stays packed; the IR keeps only
// the logical value and this note).
type Origin struct {
	TapeID tape.ValueID
	Meta   tape.Meta
}

// Param returns an OpParam value's parameter, or nil.
func (v *Value) Param() *Parameter {
	if r, ok := v.Attrs.(*ParamRef); ok && r != nil {
		return r.Param
	}
	return nil
}

// State returns an OpState value's module state, or nil.
func (v *Value) State() *State {
	if r, ok := v.Attrs.(*StateRef); ok && r != nil {
		return r.State
	}
	return nil
}

// Const returns an OpConst value's constant, or nil.
func (v *Value) Const() *Constant {
	if r, ok := v.Attrs.(*ConstRef); ok && r != nil {
		return r.Const
	}
	return nil
}

// Identity names the tensor in diagnostics and layout tables: the
// parameter's or constant's name, the argument's input name, or
// FUNC/%TAPEID (FUNC/vID when the value has no tape origin) for an op value.
func (v *Value) Identity(f *Func) string {
	switch {
	case v.Op == OpArg:
		return v.Name
	case v.Param() != nil:
		return v.Param().Name
	case v.Const() != nil:
		return v.Const().Name
	case v.State() != nil:
		return v.State().Name
	case v.Origin != nil:
		return fmt.Sprintf("%s/%%%d", f.Name, v.Origin.TapeID)
	}
	return fmt.Sprintf("%s/v%d", f.Name, v.ID)
}

func (v *Value) String() string {
	if v.Op == OpArg {
		return fmt.Sprintf("arg %q : %s", v.Name, v.Type)
	}
	return fmt.Sprintf("v%d = %s : %s", v.ID, v.Op, v.Type)
}
