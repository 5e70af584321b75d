package ir

import "slices"

// Func is an entry function: arguments, one straight-line body of op
// values in definition order, and results.
type Func struct {
	Name    string
	Args    []*Value // OpArg values, in argument order
	Body    []*Value // op values, each defined before its uses
	Results []*Value // values of Args or Body

	module *Module
	nextID int
}

// Module is the module that holds the function.
func (f *Func) Module() *Module { return f.module }

// newValue makes a value with a fresh id; it is not yet in the body.
func (f *Func) newValue(op Op, attrs Attrs, t Type, args []*Value) *Value {
	v := &Value{ID: f.nextID, Op: op, Attrs: attrs, Type: t.Clone(), Args: slices.Clone(args)}
	f.nextID++
	return v
}

// AddArg appends an argument named name of type t.
func (f *Func) AddArg(name string, t Type) *Value {
	v := f.newValue(OpArg, nil, t, nil)
	v.Name = name
	if f.module != nil && f.module.LayoutsAssigned {
		v.Layout = ArgDecision(v)
	}
	f.Args = append(f.Args, v)
	return v
}

// SetResults names the function's results.
func (f *Func) SetResults(vs ...*Value) { f.Results = slices.Clone(vs) }

// Uses counts, for every value, its uses as an operand and as a result.
func (f *Func) Uses() map[*Value]int {
	n := make(map[*Value]int, len(f.Body)+len(f.Args))
	for _, v := range f.Body {
		for _, a := range v.Args {
			n[a]++
		}
	}
	for _, r := range f.Results {
		n[r]++
	}
	return n
}

// ReplaceUses makes every operand and result that is old refer to repl
// instead. The caller keeps types equal.
func (f *Func) ReplaceUses(old, repl *Value) {
	for _, v := range f.Body {
		for i, a := range v.Args {
			if a == old {
				v.Args[i] = repl
			}
		}
	}
	for i, r := range f.Results {
		if r == old {
			f.Results[i] = repl
		}
	}
}

// Remove drops the body values for which dead returns true, keeping the
// order of the rest. The caller makes sure nothing still uses them.
func (f *Func) Remove(dead func(*Value) bool) {
	f.Body = slices.DeleteFunc(f.Body, dead)
}

// Values lists the arguments, then the body.
func (f *Func) Values() []*Value {
	return append(slices.Clone(f.Args), f.Body...)
}
