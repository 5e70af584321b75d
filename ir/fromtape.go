package ir

import (
	"fmt"
	"math"

	"github.com/skainet/skaic/tape"
)

// FromTape converts a tape into a module with one entry function named
// fnName:
//
//   - the tape's inputs become the function's arguments, in order;
//   - weights (and constants stored by reference in a source file) become
//     module parameters with their identity, stored format, stored layout
//     and source, referenced by an OpParam value placed right before the
//     first op that reads them;
//   - inline constants become module constants (named by the tape, or cN
//     after their value id), referenced by an OpConst value likewise;
//   - each entry becomes one op with typed attributes, its result type
//     checked against InferType, its tape id and recorded meta kept in
//     Value.Origin;
//   - state values (KV caches) become module states, referenced by an
//     OpState value likewise;
//   - the tape's outputs become the function's results.
//
// An entry with an op outside the op set, attributes that do not decode, a
// result type that disagrees with the op's rule, or other than one output
// fails the conversion with an error naming the entry, op and value. The
// tape is validated first.
func FromTape(t *tape.Tape, fnName string) (*Module, error) {
	if err := t.Validate(); err != nil {
		return nil, fmt.Errorf("ir: from tape: %w", err)
	}
	m := NewModule(t.Producer)
	m.Sources = append(m.Sources, t.Sources...)
	f := m.NewFunc(fnName)
	c := converter{t: t, m: m, f: f, vals: map[tape.ValueID]*Value{}, syms: map[tape.ValueID]Attrs{}}
	for _, id := range t.ValuesOf(tape.Input) {
		tv := t.Value(id)
		if !tv.Meta.Format.IsDense() {
			return nil, fmt.Errorf("ir: from tape: input %s %q is %s; inputs are dense", id, tv.Name, tv.Meta.Format)
		}
		a := f.AddArg(tv.Name, T(tv.Meta.Format.DType, tv.Meta.Shape()...))
		a.Origin = origin(tv)
		c.vals[id] = a
	}
	for i := range t.Values {
		if err := c.declare(&t.Values[i]); err != nil {
			return nil, err
		}
	}
	for i := range t.Entries {
		if err := c.entry(i, &t.Entries[i]); err != nil {
			return nil, err
		}
	}
	results := make([]*Value, len(t.Outputs))
	for i, id := range t.Outputs {
		v, err := c.operand(id)
		if err != nil {
			return nil, fmt.Errorf("ir: from tape: output %d: %w", i, err)
		}
		results[i] = v
	}
	f.SetResults(results...)
	if err := Verify(m); err != nil {
		return nil, fmt.Errorf("ir: from tape: %w", err)
	}
	return m, nil
}

type converter struct {
	t    *tape.Tape
	m    *Module
	f    *Func
	vals map[tape.ValueID]*Value // defined so far
	syms map[tape.ValueID]Attrs  // weights and constants: their symbol reference
}

func origin(tv *tape.Value) *Origin {
	return &Origin{TapeID: tv.ID, Meta: tape.Meta{Format: tv.Meta.Format, Layout: cloneLayout(tv.Meta.Layout)}}
}

// declare makes the module symbol of a weight or constant.
func (c *converter) declare(tv *tape.Value) error {
	switch {
	case tv.Kind == tape.Weight || (tv.Kind == tape.Const && !tv.Inline()):
		if c.m.Param(tv.Name) != nil {
			return fmt.Errorf("ir: from tape: %s %s %q: a parameter of that name exists", tv.Kind, tv.ID, tv.Name)
		}
		p := c.m.AddParam(tv.Name, tv.Meta.Format, tv.Meta.Layout, tv.Source)
		c.syms[tv.ID] = &ParamRef{Param: p}
	case tv.Kind == tape.State:
		if c.m.State(tv.Name) != nil {
			return fmt.Errorf("ir: from tape: state %s %q: a state of that name exists", tv.ID, tv.Name)
		}
		if !tv.Meta.Format.IsDense() {
			return fmt.Errorf("ir: from tape: state %s %q is %s; state is dense", tv.ID, tv.Name, tv.Meta.Format)
		}
		st := c.m.AddState(tv.Name, T(tv.Meta.Format.DType, tv.Meta.Shape()...))
		c.syms[tv.ID] = &StateRef{State: st}
	case tv.Kind == tape.Const:
		name := tv.Name
		if name == "" {
			name = fmt.Sprintf("c%d", tv.ID)
		}
		if c.m.Const(name) != nil {
			return fmt.Errorf("ir: from tape: constant %s %q: a constant of that name exists", tv.ID, name)
		}
		data, err := denseBytes(tv.Meta, tv.Data)
		if err != nil {
			return fmt.Errorf("ir: from tape: constant %s %q: %w", tv.ID, name, err)
		}
		k := c.m.AddConst(name, T(tv.Meta.Format.DType, tv.Meta.Shape()...), data)
		c.syms[tv.ID] = &ConstRef{Const: k}
	}
	return nil
}

// operand returns the IR value of a tape value, emitting the symbol
// reference of a weight or constant on first use.
func (c *converter) operand(id tape.ValueID) (*Value, error) {
	if v, ok := c.vals[id]; ok {
		return v, nil
	}
	ref, ok := c.syms[id]
	if !ok {
		return nil, fmt.Errorf("value %s is not defined", id)
	}
	b := NewBuilder(c.f)
	var v *Value
	switch r := ref.(type) {
	case *ParamRef:
		v = b.Param(r.Param)
	case *StateRef:
		v = b.Op(OpState, r)
	default:
		v = b.Const(ref.(*ConstRef).Const)
	}
	if b.Err() != nil {
		return nil, b.Err()
	}
	v.Origin = origin(c.t.Value(id))
	c.vals[id] = v
	return v, nil
}

func (c *converter) entry(i int, e *tape.Entry) error {
	where := fmt.Sprintf("ir: from tape: entry %d (%s)", i, e.Op)
	if len(e.Outputs) == 1 {
		where += " defining " + e.Outputs[0].String()
	}
	op, ok := LookupOp(e.Op)
	if !ok || op.Class() == ClassSource {
		return fmt.Errorf("%s: unknown op %q", where, e.Op)
	}
	if len(e.Outputs) != 1 {
		return fmt.Errorf("%s: %d outputs; every op of the set has one", where, len(e.Outputs))
	}
	attrs, err := DecodeAttrs(op, e.Attrs)
	if err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	args := make([]*Value, len(e.Inputs))
	for j, id := range e.Inputs {
		if args[j], err = c.operand(id); err != nil {
			return fmt.Errorf("%s: operand %d: %w", where, j, err)
		}
	}
	b := NewBuilder(c.f)
	v := b.Op(op, attrs, args...)
	if b.Err() != nil {
		return fmt.Errorf("%s: %w", where, b.Err())
	}
	out := c.t.Value(e.Outputs[0])
	recorded := T(out.Meta.Format.DType, out.Meta.Shape()...)
	if !recorded.Equal(v.Type) {
		return fmt.Errorf("%s: the tape records %s, the op's rule gives %s", where, recorded, v.Type)
	}
	v.Origin = origin(out)
	c.vals[out.ID] = v
	return nil
}

// denseBytes gathers a dense constant's elements into row-major order (the
// tape stores them as its layout addresses them, possibly strided).
func denseBytes(meta tape.Meta, data []byte) ([]byte, error) {
	f, l := meta.Format, meta.Layout
	if !f.IsDense() {
		return nil, fmt.Errorf("inline constant in format %s: only dense constants are supported", f)
	}
	f = f.Normalize()
	n := l.NumElements()
	size, err := f.ByteSize(n)
	if err != nil {
		return nil, err
	}
	if l.IsContiguous() && l.Offset == 0 {
		if int64(len(data)) < size {
			return nil, fmt.Errorf("%d bytes for %d elements of %s", len(data), n, f)
		}
		return append([]byte{}, data[:size]...), nil
	}
	if f.DType.Bits() < 8 {
		return nil, fmt.Errorf("strided %s constant: sub-byte elements must be contiguous", f.DType)
	}
	es := int64(f.DType.Size())
	out := make([]byte, 0, size)
	idx := make([]int64, l.Rank())
	for k := int64(0); k < n; k++ {
		pos, _, err := l.Index(idx...)
		if err != nil {
			return nil, err
		}
		if pos > (math.MaxInt64-es)/es || (pos+1)*es > int64(len(data)) {
			return nil, fmt.Errorf("element %v at position %d is past the %d bytes", idx, pos, len(data))
		}
		out = append(out, data[pos*es:(pos+1)*es]...)
		for a := l.Rank() - 1; a >= 0; a-- {
			idx[a]++
			if idx[a] < l.Shape[a] {
				break
			}
			idx[a] = 0
		}
	}
	return out, nil
}
