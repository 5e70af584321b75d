package ir

import (
	"bytes"
	"fmt"
	"slices"

	"github.com/skainet/skaic/tape"
)

// Generalize makes f, a function recorded at a length n1, dynamic in that
// length: g must be the same program recorded at the length n2 (n1 ≠ n2,
// both ≥ 2) — the same ops on the same operands, parameters, constants and
// states, in the same order. Every dimension and integer attribute that is
// n1 in f where g has n2 becomes Dynamic; everything else must agree
// exactly, or the program's shapes depend on the length in another way
// (a product, an offset) than one dynamic dimension can say, and
// Generalize fails naming the value. f's module is verified after.
//
// This is how a traced program gets a dynamic dimension: the eager engine
// records concrete shapes, so two recordings at two lengths show which of
// them are the length.
func Generalize(f, g *Func, n1, n2 int64) error {
	if n1 == n2 || n1 < 2 || n2 < 2 {
		return fmt.Errorf("ir: generalize %s: lengths %d and %d must differ and be at least 2", f.Name, n1, n2)
	}
	gen := func(a, b int64) (int64, bool) {
		switch {
		case a == b:
			return a, true
		case a == n1 && b == n2:
			return Dynamic, true
		}
		return 0, false
	}
	genShape := func(where string, a, b []int64) ([]int64, error) {
		if len(a) != len(b) {
			return nil, fmt.Errorf("ir: generalize %s: %s: rank %v vs %v", f.Name, where, a, b)
		}
		out := make([]int64, len(a))
		for i := range a {
			d, ok := gen(a[i], b[i])
			if !ok {
				return nil, fmt.Errorf("ir: generalize %s: %s: shape %v at length %d is %v at length %d: axis %d is not the length", f.Name, where, a, n1, b, n2, i)
			}
			out[i] = d
		}
		return out, nil
	}
	if len(f.Args) != len(g.Args) || len(f.Body) != len(g.Body) || len(f.Results) != len(g.Results) {
		return fmt.Errorf("ir: generalize %s: the two recordings differ in arguments, ops or results (%d/%d/%d vs %d/%d/%d)",
			f.Name, len(f.Args), len(f.Body), len(f.Results), len(g.Args), len(g.Body), len(g.Results))
	}
	pair := make(map[*Value]*Value, len(f.Args)+len(f.Body))
	for i, a := range f.Args {
		b := g.Args[i]
		where := fmt.Sprintf("argument %q", a.Name)
		if a.Name != b.Name || a.Type.DType != b.Type.DType {
			return fmt.Errorf("ir: generalize %s: %s vs %q", f.Name, where, b.Name)
		}
		s, err := genShape(where, a.Type.Shape, b.Type.Shape)
		if err != nil {
			return err
		}
		a.Type.Shape = s
		pair[a] = b
	}
	for i, v := range f.Body {
		w := g.Body[i]
		where := fmt.Sprintf("%%%d (%s)", i, v.Op)
		if v.Op != w.Op || len(v.Args) != len(w.Args) || v.Type.DType != w.Type.DType {
			return fmt.Errorf("ir: generalize %s: %s: the other recording has %s here", f.Name, where, w.Op)
		}
		for j, a := range v.Args {
			if pair[a] != w.Args[j] {
				return fmt.Errorf("ir: generalize %s: %s: operand %d differs between the recordings", f.Name, where, j)
			}
		}
		if err := sameSymbol(v, w); err != nil {
			return fmt.Errorf("ir: generalize %s: %s: %w", f.Name, where, err)
		}
		if v.Attrs != nil && v.Param() == nil && v.Const() == nil && v.State() == nil {
			as, bs := EncodeAttrs(v.Attrs), EncodeAttrs(w.Attrs)
			if len(as) != len(bs) {
				return fmt.Errorf("ir: generalize %s: %s: attributes %s vs %s", f.Name, where, AttrsString(v.Attrs), AttrsString(w.Attrs))
			}
			out := make(tape.Attrs, len(as))
			changed := false
			for k := range as {
				x, y := as[k], bs[k]
				if x.Name != y.Name || x.Kind != y.Kind {
					return fmt.Errorf("ir: generalize %s: %s: attributes %s vs %s", f.Name, where, AttrsString(v.Attrs), AttrsString(w.Attrs))
				}
				switch x.Kind {
				case tape.AttrInt:
					d, ok := gen(x.Int, y.Int)
					if !ok {
						return fmt.Errorf("ir: generalize %s: %s: attribute %s is %d at length %d and %d at length %d", f.Name, where, x.Name, x.Int, n1, y.Int, n2)
					}
					changed = changed || d != x.Int
					out[k] = tape.Int(x.Name, d)
				case tape.AttrInts:
					s, err := genShape(where+" attribute "+x.Name, x.Ints, y.Ints)
					if err != nil {
						return err
					}
					changed = changed || !slices.Equal(s, x.Ints)
					out[k] = tape.Ints(x.Name, s...)
				default:
					if x.ValueString() != y.ValueString() {
						return fmt.Errorf("ir: generalize %s: %s: attribute %s is %s at length %d and %s at length %d", f.Name, where, x.Name, x.ValueString(), n1, y.ValueString(), n2)
					}
					out[k] = x
				}
			}
			if changed {
				a, err := DecodeAttrs(v.Op, out)
				if err != nil {
					return fmt.Errorf("ir: generalize %s: %s: %w", f.Name, where, err)
				}
				v.Attrs = a
			}
		}
		s, err := genShape(where, v.Type.Shape, w.Type.Shape)
		if err != nil {
			return err
		}
		v.Type.Shape = s
		pair[v] = w
	}
	for i, r := range f.Results {
		if pair[r] != g.Results[i] {
			return fmt.Errorf("ir: generalize %s: result %d differs between the recordings", f.Name, i)
		}
	}
	if m := f.Module(); m != nil {
		if err := Verify(m); err != nil {
			return fmt.Errorf("ir: generalize %s: %w", f.Name, err)
		}
	}
	return nil
}

func sameSymbol(v, w *Value) error {
	switch {
	case v.Param() != nil:
		if w.Param() == nil || w.Param().Name != v.Param().Name {
			return fmt.Errorf("parameter %q vs %v", v.Param().Name, w)
		}
	case v.State() != nil:
		if w.State() == nil || w.State().Name != v.State().Name || !w.State().Type.Equal(v.State().Type) {
			return fmt.Errorf("state %q vs %v", v.State().Name, w)
		}
	case v.Const() != nil:
		c, d := v.Const(), w.Const()
		if d == nil || !c.Type.Equal(d.Type) || !bytes.Equal(c.Data, d.Data) {
			return fmt.Errorf("constant %q differs between the recordings (a constant may not depend on the length)", c.Name)
		}
	}
	return nil
}

// Merge moves g's functions into m: parameters, constants and states of
// the same name are shared (they must agree in type, and parameters in
// format and layout), the others are added. It is how the functions of a
// module recorded one by one (prefill, decode) become one module over one
// set of weights and one KV cache.
func Merge(m, g *Module) error {
	if m.LayoutsAssigned || g.LayoutsAssigned {
		return fmt.Errorf("ir: merge: merge before layout assignment")
	}
	params := map[*Parameter]*Parameter{}
	for _, p := range g.Params {
		q := m.Param(p.Name)
		if q == nil {
			m.Params = append(m.Params, p)
			continue
		}
		if !q.Type.Equal(p.Type) || q.Format != p.Format || !q.Stored.Equal(p.Stored) {
			return fmt.Errorf("ir: merge: parameter %q: %s %s vs %s %s", p.Name, q.Type, q.Format, p.Type, p.Format)
		}
		params[p] = q
	}
	consts := map[*Constant]*Constant{}
	for _, c := range g.Consts {
		d := m.Const(c.Name)
		if d == nil {
			m.Consts = append(m.Consts, c)
			continue
		}
		if !d.Type.Equal(c.Type) || !bytes.Equal(d.Data, c.Data) {
			return fmt.Errorf("ir: merge: constant %q differs between the modules", c.Name)
		}
		consts[c] = d
	}
	states := map[*State]*State{}
	for _, s := range g.States {
		t := m.State(s.Name)
		if t == nil {
			m.States = append(m.States, s)
			continue
		}
		if !t.Type.Equal(s.Type) {
			return fmt.Errorf("ir: merge: state %q: %s vs %s", s.Name, t.Type, s.Type)
		}
		states[s] = t
	}
	for _, f := range g.Funcs {
		if m.Func(f.Name) != nil {
			return fmt.Errorf("ir: merge: function %q exists", f.Name)
		}
		for _, v := range f.Body {
			if p := params[v.Param()]; p != nil {
				v.Attrs = &ParamRef{Param: p}
			}
			if c := consts[v.Const()]; c != nil {
				v.Attrs = &ConstRef{Const: c}
			}
			if s := states[v.State()]; s != nil {
				v.Attrs = &StateRef{State: s}
			}
		}
		f.module = m
		m.Funcs = append(m.Funcs, f)
	}
	return Verify(m)
}
