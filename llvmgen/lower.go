package llvmgen

import (
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	lir "github.com/llir/llvm/ir"
	lirconst "github.com/llir/llvm/ir/constant"
	lirenum "github.com/llir/llvm/ir/enum"
	lirtypes "github.com/llir/llvm/ir/types"
	lirvalue "github.com/llir/llvm/ir/value"

	"github.com/skainet/skaic/ir"
	"github.com/skainet/skaic/layout"
)

// Options says what Lower bakes into the module.
type Options struct {
	// Offsets is each parameter's byte offset in the parameter file the
	// caller maps and passes as params (the export's model.irpa, or the
	// GGUF): the module's parameter table.
	Offsets map[string]int64
	// EmbedWeights puts the weights into the module as constants instead
	// (a target with no file system); params may then be NULL.
	EmbedWeights bool
	// ParamFile is the parameter file EmbedWeights reads every weight's
	// stored bytes from (at its offset in Offsets).
	ParamFile io.ReaderAt
	// ResultNames names each function's results (default out, or outI).
	ResultNames map[string][]string
	// Producer and Source name what made the module (written as comments
	// into the header).
	Producer, Source string
}

// Error codes the entry functions return.
const (
	// CodeOK: the call completed.
	CodeOK = 0
	// CodeCapacity: a cache write or read past the cache's capacity.
	CodeCapacity = 1
	// CodeLength: a dynamic length below 1.
	CodeLength = 2
	// CodeIndex: an embedding id outside the table.
	CodeIndex = 3
)

// LowerError reports an IR value llvmgen cannot lower, naming the op, the
// value and (for a parameter) the tensor.
type LowerError struct {
	Func   string
	Op     string
	Value  int
	Tensor string
	Err    error
}

func (e *LowerError) Error() string {
	where := fmt.Sprintf("%s value %%%d", e.Func, e.Value)
	if e.Tensor != "" {
		where += fmt.Sprintf(", tensor %q", e.Tensor)
	}
	return fmt.Sprintf("llvmgen: %s (%s): %v", e.Op, where, e.Err)
}

func (e *LowerError) Unwrap() error { return e.Err }

// Result is a lowered module: its LLVM IR text and the ABI the header
// describes.
type Result struct {
	IR  []byte
	ABI *ABI
}

// gen is one module being lowered.
type gen struct {
	m      *ir.Module
	o      Options
	mod    *lir.Module
	lrt    *runtime
	consts map[*ir.Constant]*lir.Global
	slot   map[*ir.State]int
	// slotElems is the number of floats of one state.
	slotElems int64
	abi       *ABI
	// embedded is each weight's constant under EmbedWeights.
	embedded map[string]lirvalue.Value
}

// fgen is one entry function being lowered.
type fgen struct {
	*gen
	fn
	ir                     *ir.Func
	params, state, scratch lirvalue.Value
	n                      lirvalue.Value // the n argument
	dyn                    lirvalue.Value // the dynamic length, once known
	alloc                  lirvalue.Value // the n the scratch is laid out for
	base                   [3]lirvalue.Value
	plan                   *plan
	vals                   map[*ir.Value]*tensor
	// rowBufAt is the scratch offset of the row a packed weight in
	// another block order decodes into.
	rowBufAt int64
	// err is the first error of a lowering that runs inside a loop body.
	err error
	// sym and ops name the outlined op functions.
	sym string
	ops int
	// shared are the op functions by what they compute (see outlined).
	shared map[string]*lir.Func
}

// Lower writes m, whose layouts were assigned, as an LLVM IR module. An op,
// dtype or encoding without a lowering fails the whole module with a
// *LowerError (or an *UnsupportedEncodingError); no text is returned then.
func Lower(m *ir.Module, o Options) (*Result, error) {
	if !m.LayoutsAssigned {
		return nil, fmt.Errorf("llvmgen: module has no layout decisions; run the layout assignment pass first")
	}
	g := &gen{m: m, o: o, mod: lir.NewModule(), consts: map[*ir.Constant]*lir.Global{}, slot: map[*ir.State]int{},
		abi: &ABI{Producer: o.Producer, Source: o.Source, Embedded: o.EmbedWeights}}
	g.lrt = newRuntime(g.mod)
	if err := g.paramTable(); err != nil {
		return nil, err
	}
	if err := g.embedParams(); err != nil {
		return nil, err
	}
	if err := g.states(); err != nil {
		return nil, err
	}
	for _, f := range m.Funcs {
		if err := g.function(f); err != nil {
			return nil, err
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "; %s: LLVM IR lowered from the skaic IR by llvmgen", o.Producer)
	if o.Source != "" {
		fmt.Fprintf(&b, " (source %s)", o.Source)
	}
	b.WriteString("\n")
	b.WriteString(g.mod.String())
	return &Result{IR: []byte(b.String()), ABI: g.abi}, nil
}

// paramTable writes the parameter table: every parameter's name, byte
// offset in the parameter file and size, as module constants the header
// declares (skaic_param_names, skaic_param_offsets, skaic_param_bytes).
func (g *gen) paramTable() error {
	var names []lirconst.Constant
	var offs, sizes []lirconst.Constant
	for i, p := range g.m.Params {
		d := p.Layout
		if d == nil {
			return fmt.Errorf("llvmgen: parameter %q has no layout decision", p.Name)
		}
		off, ok := g.o.Offsets[p.Name]
		if !ok && !g.o.EmbedWeights {
			return fmt.Errorf("llvmgen: parameter %q has no offset in the parameter file", p.Name)
		}
		enc := d.Format.Encoding.String()
		if d.Format.Encoding == layout.Dense {
			enc = d.Format.DType.String()
		}
		g.abi.Params = append(g.abi.Params, ParamABI{Name: p.Name, Offset: off, Bytes: d.Bytes, Encoding: enc, Shape: p.Type.Shape})
		s := lirconst.NewCharArrayFromString(p.Name + "\x00")
		gs := g.mod.NewGlobalDef(fmt.Sprintf("skaic_param_name.%d", i), s)
		gs.Immutable, gs.Linkage = true, lirenum.LinkagePrivate
		names = append(names, lirconst.NewGetElementPtr(s.Typ, gs, i64c(0), i64c(0)))
		offs = append(offs, i64c(off))
		sizes = append(sizes, i64c(d.Bytes))
	}
	n := int64(len(g.m.Params))
	table := func(name string, t lirtypes.Type, elems []lirconst.Constant) {
		at := lirtypes.NewArray(uint64(n), t)
		var init lirconst.Constant = lirconst.NewZeroInitializer(at)
		if n > 0 {
			init = lirconst.NewArray(at, elems...)
		}
		gl := g.mod.NewGlobalDef(name, init)
		gl.Immutable = true
	}
	table("skaic_param_names", tPI8, names)
	table("skaic_param_offsets", tI64, offs)
	table("skaic_param_bytes", tI64, sizes)
	gl := g.mod.NewGlobalDef("skaic_param_count", i64c(n))
	gl.Immutable = true
	return nil
}

// states assigns every module state a slot of the caller's state buffer.
func (g *gen) states() error {
	for i, s := range g.m.States {
		if s.Type.DType != layout.F32 || !s.Type.IsStatic() {
			return &LowerError{Op: "state", Tensor: s.Name, Err: fmt.Errorf("state %s: want a static f32 tensor", s.Type)}
		}
		if i > 0 && !s.Type.Equal(g.m.States[0].Type) {
			return &LowerError{Op: "state", Tensor: s.Name, Err: fmt.Errorf("%s differs from %s's %s; states of one module share a type",
				s.Type, g.m.States[0].Name, g.m.States[0].Type)}
		}
		g.slot[s] = i
		g.abi.States = append(g.abi.States, s.Name)
	}
	if len(g.m.States) > 0 {
		g.slotElems = g.m.States[0].Type.NumElements()
		g.abi.StateShape = append([]int64{int64(len(g.m.States))}, g.m.States[0].Type.Shape...)
		g.abi.StateBytes = 4 * g.slotElems * int64(len(g.m.States))
	}
	return nil
}

// symbol is the C name of an entry function.
func symbol(name string) string {
	var b strings.Builder
	b.WriteString("skaic_")
	for _, r := range name {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	return b.String()
}

func ptrTo(d layout.DType) (lirtypes.Type, elem, error) {
	e, err := elemOf(d)
	if err != nil {
		return nil, 0, err
	}
	return lirtypes.NewPointer(e.llvm()), e, nil
}

// function lowers one entry function (and its scratch-size function).
func (g *gen) function(f *ir.Func) error {
	fa := FuncABI{Name: f.Name, Symbol: symbol(f.Name)}
	params := []*lir.Param{lir.NewParam("params", tPI8), lir.NewParam("state", tPF32), lir.NewParam("scratch", tPI8), lir.NewParam("n", tI64)}
	for _, a := range f.Args {
		t, _, err := ptrTo(a.Type.DType)
		if err != nil {
			return &LowerError{Func: f.Name, Op: "arg", Value: a.ID, Tensor: a.Name, Err: err}
		}
		params = append(params, lir.NewParam("in."+identifier(a.Name), t))
		fa.Inputs = append(fa.Inputs, TensorABI{Name: a.Name, DType: a.Type.DType.String(), Shape: a.Type.Shape})
	}
	for i, r := range f.Results {
		t, _, err := ptrTo(r.Type.DType)
		if err != nil {
			return &LowerError{Func: f.Name, Op: "result", Value: r.ID, Err: err}
		}
		params = append(params, lir.NewParam(fmt.Sprintf("out.%d", i), t))
		fa.Outputs = append(fa.Outputs, TensorABI{Name: g.resultName(f, i), DType: r.Type.DType.String(), Shape: r.Type.Shape})
	}
	for _, p := range params[1:3] {
		p.Attrs = append(p.Attrs, lirenum.ParamAttrNoAlias)
	}
	lf := g.mod.NewFunc(fa.Symbol, tI32, params...)
	lf.FuncAttrs = append(lf.FuncAttrs, lirenum.FuncAttrNoUnwind)
	fg := &fgen{gen: g, ir: f, vals: map[*ir.Value]*tensor{}, sym: fa.Symbol,
		shared: map[string]*lir.Func{}}
	fg.f, fg.fn.rt = lf, g.lrt
	fg.b = lf.NewBlock("entry")
	fg.params, fg.state, fg.scratch, fg.n = lf.Params[0], lf.Params[1], lf.Params[2], lf.Params[3]
	if g.o.EmbedWeights {
		fg.params = nil
	}

	// The dynamic length: an argument's (prefill: n), or the rows a cache
	// read takes (decode: position + 1, at most the cache's capacity, for
	// which the scratch is laid out).
	for _, a := range f.Args {
		if !a.Type.IsStatic() {
			fa.Dynamic = "argument"
		}
	}
	if fa.Dynamic == "" {
		for _, v := range f.Body {
			if v.Op == ir.OpCacheRead && v.Attrs.(*ir.RowsAttrs).Rows == ir.Dynamic {
				fa.Dynamic, fa.DynamicMax = "cache", v.Args[0].Type.Shape[0]
				break
			}
		}
	}
	p, err := makePlan(f, func(v *ir.Value) (int64, error) {
		e, err := elemOf(v.Type.DType)
		if err != nil {
			return 0, &LowerError{Func: f.Name, Op: v.Op.String(), Value: v.ID, Err: err}
		}
		s, _ := ir.Count(v.Type.Shape)
		return s * e.size(), nil
	})
	if err != nil {
		var le *LowerError
		if !asLowerError(err, &le) {
			err = &LowerError{Func: f.Name, Op: "plan", Err: err}
		}
		return err
	}
	fg.plan = p
	if rb := rowBufBytes(f); rb > 0 {
		fg.rowBufAt = p.size[0]
		p.size[0] += (rb + scratchAlign - 1) / scratchAlign * scratchAlign
	}
	fa.Scratch = p.size
	switch fa.Dynamic {
	case "argument":
		fg.dyn, fg.alloc = fg.n, fg.n
		fg.failIf(fg.b.NewICmp(lirenum.IPredSLT, fg.n, i64c(1)), CodeLength)
	case "cache":
		fg.alloc = i64c(fa.DynamicMax)
	default:
		fg.alloc = i64c(0)
	}
	fg.base[0] = i64c(0)
	fg.base[1] = i64c(p.size[0])
	fg.base[2] = fg.add(i64c(p.size[0]), fg.mul(i64c(p.size[1]), fg.alloc))

	for j, a := range f.Args {
		_, e, _ := ptrTo(a.Type.DType)
		dims, err := fg.dimsOf(a.Type.Shape, fg.dyn)
		if err != nil {
			return &LowerError{Func: f.Name, Op: "arg", Value: a.ID, Tensor: a.Name, Err: err}
		}
		fg.vals[a] = &tensor{el: e, base: lf.Params[4+j], shape: a.Type.Shape, dims: dims, strides: fg.contiguousStrides(dims)}
	}
	for _, v := range f.Body {
		err := fg.lower(v)
		if err == nil {
			err = fg.err
		}
		if err != nil {
			var le *LowerError
			if !asLowerError(err, &le) {
				err = &LowerError{Op: v.Op.String(), Value: v.ID, Tensor: tensorOf(v), Err: err}
			}
			err.(*LowerError).Func = f.Name
			return err
		}
	}
	for i, r := range f.Results {
		src := fg.vals[r]
		_, e, _ := ptrTo(r.Type.DType)
		out := &tensor{el: e, base: lf.Params[4+len(f.Args)+i], shape: src.shape, dims: src.dims, strides: fg.contiguousStrides(src.dims)}
		if err := fg.outlined("copy", []*tensor{out, src}, func(t []*tensor) error { fg.copyInto(t[0], t[1]); return nil }); err != nil {
			return err
		}
	}
	fg.b.NewRet(i32c(CodeOK))
	g.abi.Functions = append(g.abi.Functions, fa)
	g.scratchFunc(fa)
	return nil
}

// scratchFunc writes int64_t NAME_scratch_bytes(int64_t n).
func (g *gen) scratchFunc(fa FuncABI) {
	lf := g.mod.NewFunc(fa.Symbol+"_scratch_bytes", tI64, lir.NewParam("n", tI64))
	lf.FuncAttrs = append(lf.FuncAttrs, lirenum.FuncAttrNoUnwind)
	g2 := &fn{f: lf, rt: g.lrt}
	g2.b = lf.NewBlock("entry")
	var n lirvalue.Value = lf.Params[0]
	if fa.Dynamic == "cache" {
		n = i64c(fa.DynamicMax)
	}
	s := g2.add(i64c(fa.Scratch[0]), g2.add(g2.mul(i64c(fa.Scratch[1]), n), g2.mul(i64c(fa.Scratch[2]), g2.mul(n, n))))
	g2.b.NewRet(s)
}

func (g *gen) resultName(f *ir.Func, i int) string {
	if names := g.o.ResultNames[f.Name]; len(names) == len(f.Results) {
		return names[i]
	}
	if len(f.Results) == 1 {
		return "out"
	}
	return fmt.Sprintf("out%d", i)
}

func asLowerError(err error, le **LowerError) bool {
	e, ok := err.(*LowerError)
	if ok {
		*le = e
	}
	return ok
}

func tensorOf(v *ir.Value) string {
	if p := v.Param(); p != nil {
		return p.Name
	}
	if s := v.State(); s != nil {
		return s.Name
	}
	return v.Name
}

func identifier(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	return b.String()
}

// buffer is v's bytes in the scratch, as planned.
func (g *fgen) buffer(v *ir.Value) (*tensor, error) {
	e, err := elemOf(v.Type.DType)
	if err != nil {
		return nil, err
	}
	dims, err := g.dimsOf(v.Type.Shape, g.dyn)
	if err != nil {
		return nil, err
	}
	k := g.plan.arena[v]
	off := i64c(g.plan.off[v])
	var scale lirvalue.Value = i64c(1)
	for range k {
		scale = g.mul(scale, g.alloc)
	}
	p := g.gep(tI8, g.scratch, g.add(g.base[k], g.mul(off, scale)))
	base := g.b.NewBitCast(p, lirtypes.NewPointer(e.llvm()))
	return &tensor{el: e, base: base, shape: v.Type.Shape, dims: dims, strides: g.contiguousStrides(dims)}, nil
}

// weightPtr is the address of a parameter's bytes: the parameter file the
// caller mapped plus the offset baked into the module.
func (g *fgen) weightPtr(name string) lirvalue.Value {
	if g.o.EmbedWeights {
		return g.embedded[name]
	}
	return g.gep(tI8, g.params, i64c(g.o.Offsets[name]))
}

// param lowers a parameter reference as its decision says: a dense
// tensor of its stored element type (any strides and offset), or the
// packed blocks a Linear or an Embedding decodes.
func (g *fgen) param(v *ir.Value) (*tensor, error) {
	p := v.Param()
	d := p.Layout
	f := d.Format.Normalize()
	base := g.weightPtr(p.Name)
	if f.IsBlocked() {
		if len(p.Type.Shape) != 2 {
			return nil, fmt.Errorf("encoded (%s) parameters must be 2-D, got %v", f.Encoding, p.Type.Shape)
		}
		order, _ := d.BlockOrder()
		rb := int64(f.BlockBytes()) * (p.Type.Shape[1] / int64(d.Physical.BlockElems))
		return &tensor{el: eF32, shape: p.Type.Shape, packed: &packedWeight{enc: f.Encoding, order: order,
			rows: p.Type.Shape[0], cols: p.Type.Shape[1], rowBytes: rb, base: base}}, nil
	}
	dt := f.DType
	switch f.Encoding {
	case layout.EncF32:
		dt = layout.F32
	case layout.EncF16:
		dt = layout.F16
	case layout.EncBF16:
		dt = layout.BF16
	case layout.EncI32:
		dt = layout.I32
	case layout.EncI64:
		dt = layout.I64
	case layout.Dense:
	default:
		return nil, fmt.Errorf("stored encoding %s has no LLVM lowering", f.Encoding)
	}
	e, err := elemOf(dt)
	if err != nil {
		return nil, err
	}
	dims, _ := g.dimsOf(d.Physical.Shape, nil)
	st := make([]lirvalue.Value, len(d.Physical.Strides))
	for k, s := range d.Physical.Strides {
		st[k] = i64c(s)
	}
	ptr := g.b.NewBitCast(base, lirtypes.NewPointer(e.llvm()))
	return &tensor{el: e, base: g.gep(e.llvm(), ptr, i64c(d.Physical.Offset)), shape: d.Physical.Shape, dims: dims, strides: st}, nil
}

// constant lowers an inline constant as a private global array.
func (g *fgen) constant(c *ir.Constant) (*tensor, error) {
	e, err := elemOf(c.Type.DType)
	if err != nil {
		return nil, err
	}
	gl, ok := g.consts[c]
	n := c.Type.NumElements()
	if int64(len(c.Data)) != n*e.size() {
		return nil, fmt.Errorf("constant %q: %d bytes for %d %s elements", c.Name, len(c.Data), n, c.Type.DType)
	}
	at := lirtypes.NewArray(uint64(n), e.llvm())
	if !ok {
		elems := make([]lirconst.Constant, n)
		for i := range elems {
			b := c.Data[int64(i)*e.size():]
			switch e {
			case eF32:
				elems[i] = f32c(math.Float32frombits(binary.LittleEndian.Uint32(b)))
			case eF64:
				elems[i] = f64c(math.Float64frombits(binary.LittleEndian.Uint64(b)))
			case eF16, eBF16:
				elems[i] = lirconst.NewInt(tI16, int64(binary.LittleEndian.Uint16(b)))
			case eI32:
				elems[i] = i32c(int64(int32(binary.LittleEndian.Uint32(b))))
			case eI64:
				elems[i] = i64c(int64(binary.LittleEndian.Uint64(b)))
			}
		}
		var init lirconst.Constant = lirconst.NewZeroInitializer(at)
		if n > 0 {
			init = lirconst.NewArray(at, elems...)
		}
		gl = g.mod.NewGlobalDef(fmt.Sprintf("const.%d", len(g.consts)), init)
		gl.Immutable, gl.Linkage = true, lirenum.LinkagePrivate
		g.consts[c] = gl
	}
	dims, _ := g.dimsOf(c.Type.Shape, nil)
	base := g.b.NewGetElementPtr(at, gl, i64c(0), i64c(0))
	base.InBounds = true
	return &tensor{el: e, base: base, shape: c.Type.Shape, dims: dims, strides: g.contiguousStrides(dims)}, nil
}

// stateSlot is a state's slot in the caller's state buffer.
func (g *fgen) stateSlot(s *ir.State) *tensor {
	dims, _ := g.dimsOf(s.Type.Shape, nil)
	base := g.gep(tF32, g.state, i64c(int64(g.slot[s])*g.slotElems))
	return &tensor{el: eF32, base: base, shape: slices.Clone(s.Type.Shape), dims: dims, strides: g.contiguousStrides(dims)}
}
