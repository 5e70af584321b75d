package ir

import (
	"errors"
	"fmt"
	"slices"

	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/tape"
)

// Problems Verify reports; a *VerifyError wraps exactly one of them, so
// callers and tests branch with errors.Is.
var (
	ErrInvalidOp     = errors.New("invalid op")
	ErrArity         = errors.New("wrong number of operands")
	ErrAttrs         = errors.New("attributes do not fit the op")
	ErrType          = errors.New("result type disagrees with the op's type rule")
	ErrUseBeforeDef  = errors.New("operand used before it is defined")
	ErrDangling      = errors.New("operand not defined in this function")
	ErrUnknownSymbol = errors.New("reference to a parameter or constant the module does not hold")
	ErrDuplicate     = errors.New("defined or declared twice")
	ErrNoResults     = errors.New("function has no results")
	ErrBadArg        = errors.New("malformed function argument")
	ErrBadSymbol     = errors.New("malformed parameter or constant")
	ErrMissingLayout = errors.New("no layout decision")
	ErrBadLayout     = errors.New("layout decision does not fit the tensor")
)

// VerifyError is one problem in a module, with where it is.
type VerifyError struct {
	Where string // `func forward: %5 (linear)`, `param "blk.0.attn_q.weight"`
	Err   error  // one of the Err* problems above
	Msg   string
}

func (e *VerifyError) Error() string {
	if e.Msg == "" {
		return fmt.Sprintf("ir: verify: %s: %v", e.Where, e.Err)
	}
	return fmt.Sprintf("ir: verify: %s: %v: %s", e.Where, e.Err, e.Msg)
}

func (e *VerifyError) Unwrap() error { return e.Err }

func bad(where string, err error, format string, args ...any) error {
	return &VerifyError{Where: where, Err: err, Msg: fmt.Sprintf(format, args...)}
}

// Verify checks a module and returns the first problem as a *VerifyError:
// well-formed parameters and constants with unique names; for every
// function, arguments that are OpArg values with unique names; body values
// that appear once, with a valid op, its arity and attribute type, a result
// type equal to InferType's, operands defined earlier in the same function
// (dominance in a single block) and symbols the module holds; results
// defined in the function; and, once LayoutsAssigned is set, a fitting
// layout decision on every parameter, constant and value.
func Verify(m *Module) error {
	params := map[*Parameter]bool{}
	names := map[string]bool{}
	for _, p := range m.Params {
		where := fmt.Sprintf("param %q", p.Name)
		if err := checkParam(m, p, where); err != nil {
			return err
		}
		if names[p.Name] {
			return bad(where, ErrDuplicate, "parameter name")
		}
		names[p.Name], params[p] = true, true
		if err := checkDecision(m, p.Layout, where, p.Type, p.Name); err != nil {
			return err
		}
		if d := p.Layout; d != nil {
			if d.Form == FormAsStored && d.Format != p.Format {
				return bad(where, ErrBadLayout, "as_stored with format %s, stored as %s", d.Format, p.Format)
			}
			if _, ok := PlanarFormOf(p.Format); d.Form == FormPlanar && (d.Format != p.Format || !ok) {
				return bad(where, ErrBadLayout, "planar with format %s, stored as %s", d.Format, p.Format)
			}
			if g := int64(d.PlanarRows); g != 0 && (d.Form != FormPlanar || g < 2 || len(p.Type.Shape) != 2 || p.Type.Shape[0]%g != 0) {
				return bad(where, ErrBadLayout, "%s %v with planar rows interleaved in groups of %d", d.Form, p.Type.Shape, g)
			}
		}
	}
	consts := map[*Constant]bool{}
	names = map[string]bool{}
	for _, c := range m.Consts {
		where := fmt.Sprintf("const %q", c.Name)
		if c.Name == "" {
			return bad(where, ErrBadSymbol, "constant without a name")
		}
		if err := c.Type.validate(); err != nil {
			return bad(where, ErrBadSymbol, "%v", err)
		}
		if need, err := layout.DenseFormat(c.Type.DType).ByteSize(c.Type.NumElements()); err != nil || int64(len(c.Data)) != need {
			return bad(where, ErrBadSymbol, "%d bytes of data for %s", len(c.Data), c.Type)
		}
		if names[c.Name] {
			return bad(where, ErrDuplicate, "constant name")
		}
		names[c.Name], consts[c] = true, true
		if err := checkDecision(m, c.Layout, where, c.Type, c.Name); err != nil {
			return err
		}
	}
	states := map[*State]bool{}
	names = map[string]bool{}
	for _, st := range m.States {
		where := fmt.Sprintf("state %q", st.Name)
		if st.Name == "" {
			return bad(where, ErrBadSymbol, "state without a name")
		}
		if err := checkCache(OpState, st.Type); err != nil {
			return bad(where, ErrBadSymbol, "%v", err)
		}
		if names[st.Name] {
			return bad(where, ErrDuplicate, "state name")
		}
		names[st.Name], states[st] = true, true
		if err := checkDecision(m, st.Layout, where, st.Type, st.Name); err != nil {
			return err
		}
	}
	names = map[string]bool{}
	for _, f := range m.Funcs {
		if f.Name == "" {
			return bad("func", ErrBadArg, "function without a name")
		}
		if names[f.Name] {
			return bad("func "+f.Name, ErrDuplicate, "function name")
		}
		names[f.Name] = true
		if err := verifyFunc(m, f, params, consts, states); err != nil {
			return err
		}
	}
	return nil
}

func checkParam(m *Module, p *Parameter, where string) error {
	if p.Name == "" {
		return bad(where, ErrBadSymbol, "parameter without an identity")
	}
	if err := p.Type.validate(); err != nil {
		return bad(where, ErrBadSymbol, "%v", err)
	}
	if err := p.Format.Validate(); err != nil {
		return bad(where, ErrBadSymbol, "%v", err)
	}
	if err := p.Stored.Validate(); err != nil {
		return bad(where, ErrBadSymbol, "%v", err)
	}
	switch {
	case p.Format.DType != p.Type.DType:
		return bad(where, ErrBadSymbol, "format %s for a tensor of %s", p.Format, p.Type.DType)
	case !slices.Equal(p.Stored.Shape, p.Type.Shape):
		return bad(where, ErrBadSymbol, "stored shape %v, type %s", p.Stored.Shape, p.Type)
	case p.Format.IsBlocked() != p.Stored.Blocked:
		return bad(where, ErrBadSymbol, "format %s and stored layout blocked=%v disagree", p.Format, p.Stored.Blocked)
	case p.Stored.Blocked && p.Stored.BlockElems != int64(p.Format.BlockElems()):
		return bad(where, ErrBadSymbol, "stored block size %d, format %s has %d", p.Stored.BlockElems, p.Format, p.Format.BlockElems())
	case p.Source != tape.NoSource && (p.Source < 0 || p.Source >= len(m.Sources)):
		return bad(where, ErrBadSymbol, "source %d of %d", p.Source, len(m.Sources))
	}
	return nil
}

// checkDecision checks a decision exists once layouts are assigned and
// fits a tensor of type t named identity (any non-empty identity when
// identity is "": a computed value's is a label, not a name).
func checkDecision(m *Module, d *LayoutDecision, where string, t Type, identity string) error {
	if d == nil {
		if m.LayoutsAssigned {
			return bad(where, ErrMissingLayout, "")
		}
		return nil
	}
	if d.Identity == "" || (identity != "" && d.Identity != identity) {
		return bad(where, ErrBadLayout, "identity %q, want %q", d.Identity, identity)
	}
	if _, err := ParseForm(d.Form.String()); err != nil {
		return bad(where, ErrBadLayout, "form %s", d.Form)
	}
	if _, err := ParseResidency(d.Residency.String()); err != nil {
		return bad(where, ErrBadLayout, "residency %s", d.Residency)
	}
	if err := d.Format.Validate(); err != nil {
		return bad(where, ErrBadLayout, "%v", err)
	}
	if err := d.Physical.Validate(); err != nil && t.IsStatic() {
		return bad(where, ErrBadLayout, "%v", err)
	}
	if !slices.Equal(d.Physical.Shape, t.Shape) {
		return bad(where, ErrBadLayout, "physical shape %v for %s", d.Physical.Shape, t)
	}
	if d.Format.IsBlocked() != d.Physical.Blocked {
		return bad(where, ErrBadLayout, "format %s and physical layout blocked=%v disagree", d.Format, d.Physical.Blocked)
	}
	if d.Form == FormDense && !d.Format.IsDense() {
		return bad(where, ErrBadLayout, "dense form in format %s", d.Format)
	}
	return nil
}

func verifyFunc(m *Module, f *Func, params map[*Parameter]bool, consts map[*Constant]bool, states map[*State]bool) error {
	fw := "func " + f.Name
	defined := map[*Value]bool{}
	ids := map[int]bool{}
	argNames := map[string]bool{}
	for i, a := range f.Args {
		where := fmt.Sprintf("%s: argument %d", fw, i)
		if a == nil {
			return bad(where, ErrBadArg, "nil")
		}
		where += fmt.Sprintf(" %q", a.Name)
		switch {
		case a.Op != OpArg:
			return bad(where, ErrBadArg, "an argument is an arg value, not %s", a.Op)
		case a.Name == "":
			return bad(where, ErrBadArg, "arguments are named")
		case len(a.Args) != 0 || a.Attrs != nil:
			return bad(where, ErrBadArg, "an argument has no operands or attributes")
		case defined[a] || ids[a.ID] || argNames[a.Name]:
			return bad(where, ErrDuplicate, "argument")
		}
		if err := a.Type.validate(); err != nil {
			return bad(where, ErrBadArg, "%v", err)
		}
		if err := checkDecision(m, a.Layout, where, a.Type, a.Name); err != nil {
			return err
		}
		defined[a], ids[a.ID], argNames[a.Name] = true, true, true
	}
	position := make(map[*Value]int, len(f.Body))
	for i, v := range f.Body {
		if v != nil {
			if _, seen := position[v]; !seen {
				position[v] = i
			}
		}
	}
	for i, v := range f.Body {
		if v == nil {
			return bad(fmt.Sprintf("%s: %%%d", fw, i), ErrInvalidOp, "nil value")
		}
		where := fmt.Sprintf("%s: %%%d (%s)", fw, i, v.Op)
		if defined[v] || ids[v.ID] {
			return bad(where, ErrDuplicate, "value listed twice or id %d reused", v.ID)
		}
		if !v.Op.valid() || v.Op == OpArg {
			return bad(where, ErrInvalidOp, "%s in a body", v.Op)
		}
		if lo, hi := v.Op.Arity(); len(v.Args) < lo || (hi >= 0 && len(v.Args) > hi) {
			return bad(where, ErrArity, "%d operands, %s takes %s", len(v.Args), v.Op, arityString(lo, hi))
		}
		if !attrsFit(v.Op, v.Attrs) {
			return bad(where, ErrAttrs, "%T", v.Attrs)
		}
		types := make([]Type, len(v.Args))
		for j, a := range v.Args {
			switch {
			case a == nil:
				return bad(where, ErrDangling, "operand %d is nil", j)
			case defined[a]:
			case position[a] > i || (position[a] == i && a == v):
				return bad(where, ErrUseBeforeDef, "operand %d is %%%d, defined later", j, position[a])
			default:
				return bad(where, ErrDangling, "operand %d (%v) is not a value of func %s", j, a, f.Name)
			}
			types[j] = a.Type
		}
		if p := v.Param(); p != nil && !params[p] {
			return bad(where, ErrUnknownSymbol, "parameter %q", p.Name)
		}
		if c := v.Const(); c != nil && !consts[c] {
			return bad(where, ErrUnknownSymbol, "constant %q", c.Name)
		}
		if st := v.State(); st != nil && !states[st] {
			return bad(where, ErrUnknownSymbol, "state %q", st.Name)
		}
		want, err := InferType(v.Op, types, v.Attrs)
		if err != nil {
			return bad(where, ErrType, "%v", err)
		}
		if !want.Equal(v.Type) {
			return bad(where, ErrType, "has %s, the rule gives %s", v.Type, want)
		}
		if err := checkValueDecision(m, v, where); err != nil {
			return err
		}
		defined[v], ids[v.ID] = true, true
	}
	if len(f.Results) == 0 {
		return bad(fw, ErrNoResults, "")
	}
	for i, r := range f.Results {
		if r == nil || !defined[r] {
			return bad(fmt.Sprintf("%s: result %d", fw, i), ErrDangling, "not a value of the function")
		}
	}
	return nil
}

func checkValueDecision(m *Module, v *Value, where string) error {
	var sym *LayoutDecision
	switch {
	case v.Param() != nil:
		sym = v.Param().Layout
	case v.Const() != nil:
		sym = v.Const().Layout
	case v.State() != nil:
		sym = v.State().Layout
	default:
		return checkDecision(m, v.Layout, where, v.Type, "")
	}
	if v.Layout != sym {
		return bad(where, ErrBadLayout, "a reference shares its symbol's decision")
	}
	return nil
}
