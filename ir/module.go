package ir

import (
	"slices"

	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/tape"
)

// Module is the unit the compile lane works on: parameters, constants and
// entry functions.
type Module struct {
	// Producer is the tool that recorded the source tape (e.g. "skaic
	// 0.1.0").
	Producer string
	// Sources are the files holding parameter bytes; Sources[0] is the
	// model.
	Sources []tape.Source
	Params  []*Parameter
	Consts  []*Constant
	// States are the module's mutable state (KV caches): zero at load,
	// read and written by its functions, kept between calls.
	States []*State
	Funcs  []*Func
	// LayoutsAssigned is set by the layout assignment pass. From then on
	// the verifier requires a decision on every tensor, and new arguments
	// and values made through Func.AddArg and the Builder get the default
	// decision.
	LayoutsAssigned bool
}

// NewModule starts an empty module.
func NewModule(producer string) *Module { return &Module{Producer: producer} }

// Parameter is a module-level weight: a tensor whose bytes live outside
// the module (in a source file, later a parameter archive), known by its
// identity.
type Parameter struct {
	// Name is the identity: the GGUF tensor name, and the key a generated
	// module loads the parameter by.
	Name string
	// Type is the logical type (f32 for every GGML quantization).
	Type Type
	// Format and Stored are the format and layout of the bytes as the tape
	// recorded them: encoding, strides, offset, block geometry and block
	// order.
	Format layout.Format
	Stored layout.Layout
	// Source indexes Module.Sources; tape.NoSource when unknown.
	Source int
	// Layout is the physical-form decision (nil until layout assignment).
	Layout *LayoutDecision
}

// Packed reports whether the stored bytes are blocks of a quantized
// encoding.
func (p *Parameter) Packed() bool { return p.Format.IsBlocked() }

// StoredBytes is the size of the tensor's bytes in its stored format
// (whole blocks; 0 when the shape does not fit the format).
func (p *Parameter) StoredBytes() int64 {
	n, err := p.Format.ByteSize(p.Type.NumElements())
	if err != nil {
		return 0
	}
	return n
}

// Constant is a small tensor stored inline in the module.
type Constant struct {
	// Name is the symbol: the tape's name for it, or cN.
	Name string
	Type Type
	// Data holds the elements of Type in row-major order, little-endian
	// (i4: two per byte, low nibble first; bool: one byte each).
	Data []byte
	// Layout is the physical-form decision (nil until layout assignment).
	Layout *LayoutDecision
}

// State is module-level mutable state known by its identity (a layer's
// KV cache, "cache.k.0"): a static f32 tensor, zero when the module loads.
type State struct {
	Name string
	Type Type
	// Layout is the physical-form decision (nil until layout assignment).
	Layout *LayoutDecision
}

// AddState declares a module state; the verifier reports a duplicate name.
func (m *Module) AddState(name string, t Type) *State {
	s := &State{Name: name, Type: t.Clone()}
	if m.LayoutsAssigned {
		s.Layout = StateDecision(s)
	}
	m.States = append(m.States, s)
	return s
}

// State returns the state named name, or nil.
func (m *Module) State(name string) *State {
	for _, s := range m.States {
		if s.Name == name {
			return s
		}
	}
	return nil
}

// AddSource appends a source file and returns its index.
func (m *Module) AddSource(s tape.Source) int {
	m.Sources = append(m.Sources, s)
	return len(m.Sources) - 1
}

// AddParam declares a parameter; the verifier reports a duplicate name.
func (m *Module) AddParam(name string, f layout.Format, stored layout.Layout, source int) *Parameter {
	p := &Parameter{Name: name, Type: T(f.DType, stored.Shape...), Format: f, Stored: cloneLayout(stored), Source: source}
	m.Params = append(m.Params, p)
	return p
}

// AddConst declares an inline constant (data is copied); the verifier
// reports a duplicate name or data of the wrong size.
func (m *Module) AddConst(name string, t Type, data []byte) *Constant {
	c := &Constant{Name: name, Type: t.Clone(), Data: append([]byte{}, data...)}
	if m.LayoutsAssigned {
		c.Layout = ConstDecision(c)
	}
	m.Consts = append(m.Consts, c)
	return c
}

// NewFunc appends an empty function.
func (m *Module) NewFunc(name string) *Func {
	f := &Func{Name: name, module: m}
	m.Funcs = append(m.Funcs, f)
	return f
}

// Param returns the parameter named name, or nil.
func (m *Module) Param(name string) *Parameter {
	for _, p := range m.Params {
		if p.Name == name {
			return p
		}
	}
	return nil
}

// Const returns the constant named name, or nil.
func (m *Module) Const(name string) *Constant {
	for _, c := range m.Consts {
		if c.Name == name {
			return c
		}
	}
	return nil
}

// Func returns the function named name, or nil.
func (m *Module) Func(name string) *Func {
	for _, f := range m.Funcs {
		if f.Name == name {
			return f
		}
	}
	return nil
}

// RemoveUnreferenced drops the parameters, constants and states no
// function refers to, and reports how many went.
func (m *Module) RemoveUnreferenced() int {
	usedP := map[*Parameter]bool{}
	usedC := map[*Constant]bool{}
	usedS := map[*State]bool{}
	for _, f := range m.Funcs {
		for _, v := range f.Body {
			if p := v.Param(); p != nil {
				usedP[p] = true
			}
			if c := v.Const(); c != nil {
				usedC[c] = true
			}
			if s := v.State(); s != nil {
				usedS[s] = true
			}
		}
	}
	n := len(m.Params) + len(m.Consts) + len(m.States)
	m.Params = slices.DeleteFunc(m.Params, func(p *Parameter) bool { return !usedP[p] })
	m.Consts = slices.DeleteFunc(m.Consts, func(c *Constant) bool { return !usedC[c] })
	m.States = slices.DeleteFunc(m.States, func(s *State) bool { return !usedS[s] })
	return n - len(m.Params) - len(m.Consts) - len(m.States)
}

func cloneLayout(l layout.Layout) layout.Layout {
	l.Shape = slices.Clone(l.Shape)
	l.Strides = slices.Clone(l.Strides)
	return l
}
