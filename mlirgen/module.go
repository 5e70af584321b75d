package mlirgen

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
)

// Module collects what one MLIR module holds: module attributes
// (skainet.producer, skainet.source, skainet.tensor_layouts and any
// other), parameter globals and functions. Build it, then Emit it.
//
// Symbols live in one table: a function name must be free when Func is
// called, and parameter symbols are made unique against every symbol taken
// so far, so declare the functions (Func) before the parameters when a
// tensor might be called like a function.
type Module struct {
	name     string
	producer string
	source   *Source
	attrs    map[string]Attr
	layouts  map[string]TensorLayout
	globals  []*Global
	byKey    map[[2]string]*Global
	funcs    []*FuncWriter
	symbols  map[string]bool
	errs     []error
	// cpuTiles: the module is compiled by IREE's llvm-cpu backend, and the
	// planar matrix-vector products carry their tile sizes (planar.go).
	cpuTiles bool
	// cpuRows are those products' rows per vector step on the target's
	// CPU.
	cpuRows cpuRowSteps
	// cpuVectorBits is the width of the target CPU's widest vectors
	// (target.Target.VectorBits; 0: not known).
	cpuVectorBits int
}

// Source is the identity of the model a module was exported from.
type Source struct {
	File   string // file name as given (no directory needed)
	SHA256 string // lowercase hex
}

// Global is a parameter: an IREE util.global initialized from a named
// parameter, #flow.parameter.named<"SCOPE"::"KEY">.
type Global struct {
	Symbol string // the sanitized, unique symbol, without '@'
	Scope  string // parameter scope ("model")
	Key    string // the key in the parameter archive: the tensor's identity
	Type   TensorType
	// Mutable marks module state (util.global private mutable, zero at
	// load) rather than a parameter; Scope and Key are empty then.
	Mutable bool
}

// DefaultScope is the parameter scope skaic exports with; iree-run-module
// binds it with --parameters=model=FILE.
const DefaultScope = "model"

// NewModule starts a module; name (may be "") becomes module @name.
func NewModule(name string) *Module {
	return &Module{
		name:    name,
		attrs:   map[string]Attr{},
		layouts: map[string]TensorLayout{},
		byKey:   map[[2]string]*Global{},
		symbols: map[string]bool{},
		cpuRows: cpuRowStepsFor(""),
	}
}

// SetProducer sets skainet.producer (e.g. "skaic 0.1.0").
func (m *Module) SetProducer(p string) { m.producer = p }

// SetSource sets skainet.source = {"file" = …, "sha256" = …}.
func (m *Module) SetSource(file, sha256 string) { m.source = &Source{File: file, SHA256: sha256} }

// SetAttr sets another module attribute; name must be a bare identifier
// such as "skainet.weights". The skainet.producer, skainet.source and
// skainet.tensor_layouts names are owned by their setters.
func (m *Module) SetAttr(name string, a Attr) {
	if name == "" || SanitizeSymbol(name) != name || strings.ContainsRune(name, '$') {
		m.errs = append(m.errs, fmt.Errorf("mlirgen: module attribute name %q is not a bare identifier", name))
		return
	}
	switch name {
	case "skainet.producer", "skainet.source", "skainet.tensor_layouts":
		m.errs = append(m.errs, fmt.Errorf("mlirgen: module attribute %s is set by its own setter", name))
		return
	}
	m.attrs[name] = a
}

// AddLayout adds (or replaces) the skainet.tensor_layouts entry of l.Key.
func (m *Module) AddLayout(l TensorLayout) {
	if err := l.validate(); err != nil {
		m.errs = append(m.errs, fmt.Errorf("mlirgen: %w", err))
		return
	}
	m.layouts[l.Key] = l
}

// Layouts returns the skainet.tensor_layouts entries sorted by key.
func (m *Module) Layouts() []TensorLayout {
	out := make([]TensorLayout, 0, len(m.layouts))
	for _, l := range m.layouts {
		out = append(out, l)
	}
	slices.SortFunc(out, func(a, b TensorLayout) int { return strings.Compare(a.Key, b.Key) })
	return out
}

// Parameter declares the parameter scope::key of type t,
//
//	util.global private @SYM = #flow.parameter.named<"scope"::"key"> : t
//
// with SYM the sanitized key made unique. Declaring the same scope::key
// again returns the same Global (an error if the type differs).
func (m *Module) Parameter(scope, key string, t TensorType) (*Global, error) {
	if err := t.validate(); err != nil {
		return nil, fmt.Errorf("mlirgen: parameter %q: %w", key, err)
	}
	if key == "" {
		return nil, errors.New("mlirgen: parameter with an empty key")
	}
	if scope == "" {
		scope = DefaultScope
	}
	if g := m.byKey[[2]string{scope, key}]; g != nil {
		if !g.Type.Equal(t) {
			return nil, fmt.Errorf("mlirgen: parameter %q declared as %s and as %s", key, g.Type, t)
		}
		return g, nil
	}
	g := &Global{Symbol: m.uniqueSymbol(SanitizeSymbol(key)), Scope: scope, Key: key, Type: TensorType{Shape: slices.Clone(t.Shape), Elem: t.Elem}}
	m.globals = append(m.globals, g)
	m.byKey[[2]string{scope, key}] = g
	return g, nil
}

// State declares module state named name, a mutable global of type t
// that is zero when the module loads:
//
//	util.global private mutable @SYM = dense<0.0> : t
//
// Functions read it with Load and replace it with Store.
func (m *Module) State(name string, t TensorType) (*Global, error) {
	if err := t.validate(); err != nil || !t.IsStatic() || !t.Elem.IsFloat() {
		return nil, fmt.Errorf("mlirgen: state %q: %s is not a static float tensor type", name, t)
	}
	if g := m.byKey[[2]string{"", name}]; g != nil {
		return nil, fmt.Errorf("mlirgen: state %q declared twice", name)
	}
	g := &Global{Symbol: m.uniqueSymbol(SanitizeSymbol(name)), Key: name, Type: TensorType{Shape: slices.Clone(t.Shape), Elem: t.Elem}, Mutable: true}
	m.globals = append(m.globals, g)
	m.byKey[[2]string{"", name}] = g
	return g, nil
}

// Globals lists the parameters in declaration order.
func (m *Module) Globals() []*Global { return slices.Clone(m.globals) }

func (m *Module) uniqueSymbol(base string) string {
	s := base
	for i := 1; m.symbols[s]; i++ {
		s = fmt.Sprintf("%s_%d", base, i)
	}
	m.symbols[s] = true
	return s
}

// Func starts the public function @name with arguments of the given types
// (named %arg0, %arg1, …). The function's results are what Return gets.
func (m *Module) Func(name string, args ...TensorType) (*FuncWriter, error) {
	if name == "" || SanitizeSymbol(name) != name {
		return nil, fmt.Errorf("mlirgen: function name %q is not a bare identifier", name)
	}
	if m.symbols[name] {
		return nil, fmt.Errorf("mlirgen: function name %q is already a symbol of the module", name)
	}
	f := &FuncWriter{m: m, name: name}
	for i, t := range args {
		if err := t.validate(); err != nil {
			return nil, fmt.Errorf("mlirgen: func @%s: argument %d: %w", name, i, err)
		}
		f.args = append(f.args, Value{Name: fmt.Sprintf("%%arg%d", i), Type: t.With(t.Elem)})
	}
	m.symbols[name] = true
	m.funcs = append(m.funcs, f)
	return f, nil
}

// Err returns the first error recorded by the module or any of its
// functions.
func (m *Module) Err() error {
	if len(m.errs) > 0 {
		return m.errs[0]
	}
	for _, f := range m.funcs {
		if f.err != nil {
			return f.err
		}
	}
	return nil
}

// Emit returns the module's MLIR text, or the first error any emitter
// recorded (then no text: a module with a missing op is never written).
func (m *Module) Emit() ([]byte, error) {
	if err := m.Err(); err != nil {
		return nil, err
	}
	for _, f := range m.funcs {
		if !f.returned {
			return nil, fmt.Errorf("mlirgen: func @%s has no return", f.name)
		}
	}
	var b bytes.Buffer
	b.WriteString("module")
	if m.name != "" {
		b.WriteString(" @" + SanitizeSymbol(m.name))
	}
	if attrs := m.moduleAttrs(); len(attrs) > 0 {
		b.WriteString(" attributes {")
		for i, e := range attrs {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(e.Key + " = " + e.Value.mlirAttr())
		}
		b.WriteString("}")
	}
	b.WriteString(" {\n")
	for _, g := range m.globals {
		if g.Mutable {
			fmt.Fprintf(&b, "  util.global private mutable @%s = dense<%s> : %s\n", g.Symbol, constLit(0, g.Type.Elem), g.Type)
			continue
		}
		fmt.Fprintf(&b, "  util.global private @%s = #flow.parameter.named<%s::%s> : %s\n", g.Symbol, Quote(g.Scope), Quote(g.Key), g.Type)
	}
	for _, f := range m.funcs {
		f.writeTo(&b)
	}
	b.WriteString("}\n")
	return b.Bytes(), nil
}

// WriteTo writes Emit's text to w.
func (m *Module) WriteTo(w io.Writer) (int64, error) {
	text, err := m.Emit()
	if err != nil {
		return 0, err
	}
	n, err := w.Write(text)
	return int64(n), err
}

// moduleAttrs are the module's attributes sorted by name (MLIR's order).
func (m *Module) moduleAttrs() Dict {
	var d Dict
	if m.producer != "" {
		d = append(d, Entry{"skainet.producer", String(m.producer)})
	}
	if m.source != nil {
		d = append(d, Entry{"skainet.source", SortedDict(Dict{{"file", String(m.source.File)}, {"sha256", String(m.source.SHA256)}})})
	}
	if len(m.layouts) > 0 {
		var tl Dict
		for _, l := range m.Layouts() {
			tl = append(tl, Entry{l.Key, l.Attr()})
		}
		d = append(d, Entry{"skainet.tensor_layouts", tl})
	}
	for k, v := range m.attrs {
		d = append(d, Entry{k, v})
	}
	sortEntries(d)
	return d
}
