package tape

import (
	"errors"
	"fmt"
	"math/bits"

	"github.com/skainet/skaic/layout"
)

// Problems Validate reports; a *ValidationError wraps exactly one of them,
// so callers can branch with errors.Is.
var (
	ErrDuplicateID   = errors.New("duplicate value id")
	ErrUnknownValue  = errors.New("unknown value id")
	ErrUseBeforeDef  = errors.New("value used before it is defined")
	ErrRedefined     = errors.New("value defined more than once")
	ErrUndefined     = errors.New("intermediate value never defined")
	ErrBadMeta       = errors.New("invalid shape, format or layout")
	ErrMissingName   = errors.New("missing identity name")
	ErrDuplicateName = errors.New("duplicate identity name")
	ErrBadSource     = errors.New("invalid byte source")
	ErrBadConst      = errors.New("constant data does not fit its layout")
	ErrBadKind       = errors.New("invalid kind")
	ErrBadAttr       = errors.New("invalid attribute")
	ErrBadAdapter    = errors.New("invalid adapter")
	ErrEmptyOp       = errors.New("entry without op name")
	ErrNoOutputs     = errors.New("tape has no outputs")
)

// ValidationError is one inconsistency of a tape, with where it is.
type ValidationError struct {
	Where string // "value %3", "entry 4 (linear)", "outputs"
	Err   error  // one of the Err* problems above
	Msg   string // details
}

func (e *ValidationError) Error() string {
	if e.Msg == "" {
		return fmt.Sprintf("tape: %s: %v", e.Where, e.Err)
	}
	return fmt.Sprintf("tape: %s: %v: %s", e.Where, e.Err, e.Msg)
}

func (e *ValidationError) Unwrap() error { return e.Err }

func invalid(where string, err error, format string, args ...any) error {
	return &ValidationError{Where: where, Err: err, Msg: fmt.Sprintf(format, args...)}
}

// Validate checks that the tape is consistent: every referenced value
// exists; intermediates are defined once, by an entry before any use;
// shapes, formats and layouts are valid; weights and inputs carry unique
// names; byte sources and inline data fit; attributes and adapters are
// well-formed; and there are outputs. It returns the first problem found as
// a *ValidationError.
func (t *Tape) Validate() error {
	index := make(map[ValueID]int, len(t.Values))
	weights := map[string]ValueID{}
	inputs := map[string]ValueID{}
	states := map[string]ValueID{}
	for i := range t.Values {
		v := &t.Values[i]
		where := "value " + v.ID.String()
		if j, dup := index[v.ID]; dup {
			return invalid(where, ErrDuplicateID, "table positions %d and %d", j, i)
		}
		index[v.ID] = i
		if err := t.checkValue(v, where); err != nil {
			return err
		}
		var names map[string]ValueID
		switch v.Kind {
		case Weight:
			names = weights
		case Input:
			names = inputs
		case State:
			names = states
		}
		if names != nil {
			if prev, dup := names[v.Name]; dup {
				return invalid(where, ErrDuplicateName, "%s %q is also %s", v.Kind, v.Name, prev)
			}
			names[v.Name] = v.ID
		}
	}

	// definedAt[id] is the entry defining an intermediate.
	definedAt := make(map[ValueID]int, len(t.Values))
	for i := range t.Entries {
		e := &t.Entries[i]
		where := fmt.Sprintf("entry %d (%s)", i, e.Op)
		if e.Op == "" {
			return invalid(where, ErrEmptyOp, "")
		}
		if err := checkAttrs(e.Attrs, where); err != nil {
			return err
		}
		for _, id := range e.Inputs {
			j, ok := index[id]
			if !ok {
				return invalid(where, ErrUnknownValue, "input %s", id)
			}
			if t.Values[j].Kind == Intermediate {
				if _, ok := definedAt[id]; !ok {
					return invalid(where, ErrUseBeforeDef, "input %s is not defined by an earlier entry", id)
				}
			}
		}
		for _, id := range e.Outputs {
			j, ok := index[id]
			if !ok {
				return invalid(where, ErrUnknownValue, "output %s", id)
			}
			if k := t.Values[j].Kind; k != Intermediate {
				return invalid(where, ErrRedefined, "output %s is a %s, defined by the tape itself", id, k)
			}
			if prev, ok := definedAt[id]; ok {
				return invalid(where, ErrRedefined, "output %s is already defined by entry %d", id, prev)
			}
			definedAt[id] = i
		}
		for _, a := range e.Adapters {
			if err := checkAdapter(a, e, where); err != nil {
				return err
			}
		}
	}
	for i := range t.Values {
		v := &t.Values[i]
		if _, ok := definedAt[v.ID]; v.Kind == Intermediate && !ok {
			return invalid("value "+v.ID.String(), ErrUndefined, "no entry lists it as an output")
		}
	}

	if len(t.Outputs) == 0 {
		return invalid("outputs", ErrNoOutputs, "")
	}
	for _, id := range t.Outputs {
		if _, ok := index[id]; !ok {
			return invalid("outputs", ErrUnknownValue, "%s", id)
		}
	}
	return nil
}

func (t *Tape) checkValue(v *Value, where string) error {
	if !v.Kind.valid() {
		return invalid(where, ErrBadKind, "value kind %s", v.Kind)
	}
	where += " " + v.Kind.String()
	if v.Name != "" {
		where += fmt.Sprintf(" %q", v.Name)
	}
	if err := checkMeta(v.Meta); err != nil {
		return invalid(where, ErrBadMeta, "%v", err)
	}
	hasSource := v.Source != NoSource
	if hasSource && (v.Source < 0 || v.Source >= len(t.Sources)) {
		return invalid(where, ErrBadSource, "source %d of %d", v.Source, len(t.Sources))
	}
	switch v.Kind {
	case Input, Intermediate, State:
		if hasSource || v.Data != nil {
			return invalid(where, ErrBadSource, "an %s has no stored bytes", v.Kind)
		}
		if (v.Kind == Input || v.Kind == State) && v.Name == "" {
			return invalid(where, ErrMissingName, "%s values are named", v.Kind)
		}
	case Weight:
		if v.Name == "" {
			return invalid(where, ErrMissingName, "weights carry their identity")
		}
		if !hasSource || v.Data != nil {
			return invalid(where, ErrBadSource, "a weight's bytes live in a source file")
		}
	case Const:
		switch {
		case hasSource && v.Data != nil:
			return invalid(where, ErrBadSource, "a constant is inline or by reference, not both")
		case !hasSource && v.Data == nil:
			return invalid(where, ErrBadSource, "a constant needs inline data or a source")
		case hasSource && v.Name == "":
			return invalid(where, ErrMissingName, "a constant stored by reference names its tensor")
		case v.Data != nil:
			need, ok := spanBytes(v.Meta)
			if !ok || int64(len(v.Data)) < need {
				return invalid(where, ErrBadConst, "%d bytes, layout %s of %s reaches %d", len(v.Data), v.Meta.Layout, v.Meta.Format, need)
			}
		}
	}
	return nil
}

// checkMeta is Meta.check with overflow guards first, so nothing later
// multiplies its way past int64.
func checkMeta(m Meta) error {
	if err := m.check(); err != nil {
		return err
	}
	if _, ok := spanBytes(m); !ok {
		return fmt.Errorf("layout %s of %s addresses more than 2^63 bytes", m.Layout, m.Format)
	}
	return nil
}

// spanBytes is the number of bytes the layout reaches from position 0, with
// overflow detection; the meta must have passed Meta.check.
func spanBytes(m Meta) (int64, bool) {
	l := m.Layout
	n := uint64(1)
	for _, d := range l.Shape {
		hi, lo := bits.Mul64(n, uint64(d))
		if hi != 0 || lo > 1<<62 {
			return 0, false
		}
		n = lo
	}
	if n == 0 {
		return 0, true
	}
	hiPos := uint64(l.Offset)
	for k, d := range l.BlockShape() {
		s := l.Strides[k]
		if s <= 0 || d == 0 {
			continue
		}
		hi, lo := bits.Mul64(uint64(d-1), uint64(s))
		if hi != 0 || lo > 1<<62 {
			return 0, false
		}
		hiPos += lo
		if hiPos > 1<<62 {
			return 0, false
		}
	}
	span := hiPos + 1
	if m.Format.Encoding == layout.Dense && m.Format.DType == layout.I4 {
		return int64((span + 1) / 2), true
	}
	hi, lo := bits.Mul64(span, uint64(m.Format.BlockBytes()))
	if hi != 0 || lo > 1<<62 {
		return 0, false
	}
	return int64(lo), true
}

func checkAttrs(as Attrs, where string) error {
	seen := make(map[string]bool, len(as))
	for _, a := range as {
		if a.Name == "" {
			return invalid(where, ErrBadAttr, "attribute without a name")
		}
		if seen[a.Name] {
			return invalid(where, ErrBadAttr, "attribute %q given twice", a.Name)
		}
		seen[a.Name] = true
		if !a.Kind.valid() {
			return invalid(where, ErrBadKind, "attribute %q has kind %s", a.Name, a.Kind)
		}
	}
	return nil
}

func checkAdapter(a Adapter, e *Entry, where string) error {
	if !a.Kind.valid() {
		return invalid(where, ErrBadKind, "adapter kind %s", a.Kind)
	}
	found := false
	for _, id := range e.Inputs {
		found = found || id == a.Value
	}
	if !found {
		return invalid(where, ErrBadAdapter, "%s adapter applies to %s, which is not an input", a.Kind, a.Value)
	}
	if a.Result != nil {
		if err := checkMeta(*a.Result); err != nil {
			return invalid(where, ErrBadAdapter, "%s adapter result: %v", a.Kind, err)
		}
	}
	return nil
}
