package mlirgen

import (
	"encoding/binary"
	"fmt"
	"math"
	"slices"

	"github.com/skainet/skaic/ir"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
)

// LowerOptions names what Lower writes around the function bodies.
type LowerOptions struct {
	Module   string // module symbol (default "skaic")
	Scope    string // parameter scope (default "model")
	Producer string
	// SourceFile and SourceSHA256 identify the model the module came from.
	SourceFile, SourceSHA256 string
	// Target, when set, is written as the module attribute skainet.target
	// (the compile target the layouts were assigned for, "cuda:sm_80").
	Target string
}

// LowerError reports an IR op that has no lowering, naming the op, the
// value and (for parameters) the tensor.
type LowerError struct {
	Op     string
	Value  int
	Tensor string
	Err    error
}

func (e *LowerError) Error() string {
	if e.Tensor != "" {
		return fmt.Sprintf("mlirgen: %s (value %%%d, tensor %q): %v", e.Op, e.Value, e.Tensor, e.Err)
	}
	return fmt.Sprintf("mlirgen: %s (value %%%d): %v", e.Op, e.Value, e.Err)
}

func (e *LowerError) Unwrap() error { return e.Err }

// Lower emits a module whose layouts were assigned (passes' layout
// assignment) as MLIR text: one util.global per parameter (its stored
// bytes, or the dense copy the decision asks for), skainet.tensor_layouts
// with every parameter's decision, and each function as a walk calling one
// emitter per op. An op or encoding without a lowering fails the whole
// module with a *LowerError or *UnsupportedEncodingError; no text is
// returned then.
func Lower(m *ir.Module, o LowerOptions) ([]byte, error) {
	if !m.LayoutsAssigned {
		return nil, fmt.Errorf("mlirgen: module has no layout decisions; run the layout assignment pass first")
	}
	if o.Module == "" {
		o.Module = "skaic"
	}
	if o.Scope == "" {
		o.Scope = DefaultScope
	}
	mod := NewModule(o.Module)
	mod.SetProducer(o.Producer)
	if o.SourceFile != "" {
		mod.SetSource(o.SourceFile, o.SourceSHA256)
	}
	if o.Target != "" {
		mod.SetAttr("skainet.target", String(o.Target))
	}
	mod.cpuTiles = isLLVMCPU(o.Target)
	mod.cpuRows = cpuRowStepsFor(cpuVendorOf(o.Target))
	mod.cpuVectorBits = cpuVectorBitsOf(o.Target)
	// Declare every function first (the module emits them in order).
	fws := make([]*FuncWriter, len(m.Funcs))
	for i, f := range m.Funcs {
		args := make([]TensorType, len(f.Args))
		for j, a := range f.Args {
			t, err := typeOf(a.Type)
			if err != nil {
				return nil, &LowerError{Op: "arg", Value: a.ID, Tensor: a.Name, Err: err}
			}
			args[j] = t
		}
		fw, err := mod.Func(f.Name, args...)
		if err != nil {
			return nil, err
		}
		fws[i] = fw
	}
	globals := map[*ir.Parameter]*paramGlobal{}
	for _, p := range m.Params {
		g, err := declareParam(mod, o.Scope, p)
		if err != nil {
			return nil, err
		}
		globals[p] = g
	}
	// Every state lives in one mutable global, stacked along a leading
	// axis: IREE 3.13 lets mutable globals with equal splat initial values
	// share one buffer, so that an in-place update of one cache would show
	// up in the others (measured: a layer's key cache read back its values).
	var stack *stateStack
	if len(m.States) > 0 {
		var err error
		if stack, err = declareStates(mod, m.States); err != nil {
			return nil, err
		}
	}
	for i, f := range m.Funcs {
		l := &lowering{f: fws[i], params: globals, stack: stack, stateOf: map[*ir.Value]int{}, latest: map[int]*ir.Value{},
			vals: map[*ir.Value]Value{}, decoded: map[*ir.Parameter]Value{}}
		for j, a := range f.Args {
			l.vals[a] = fws[i].Arg(j)
			// The first dynamic dimension of an argument is the function's
			// dynamic length.
			if k := slices.Index(a.Type.Shape, ir.Dynamic); k >= 0 && fws[i].Dynamic() == "" {
				fws[i].SetDynamic(fws[i].Dim(fws[i].Arg(j), k))
			}
		}
		for _, v := range f.Body {
			if err := l.lower(v); err != nil {
				return nil, err
			}
			if err := fws[i].Err(); err != nil {
				return nil, &LowerError{Op: v.Op.String(), Value: v.ID, Tensor: tensorOf(v), Err: err}
			}
		}
		res := make([]Value, len(f.Results))
		for j, r := range f.Results {
			res[j] = l.vals[r]
		}
		fws[i].Return(res...)
	}
	return mod.Emit()
}

// paramGlobal is a parameter's global and how to turn what it loads into
// the logical f32 (or integer) tensor.
type paramGlobal struct {
	p      *ir.Parameter
	g      *Global
	packed bool // bytes of a GGML encoding: decode in-graph
	enc    layout.Encoding
	order  layout.BlockOrder
	// planar is set for a planar weight: parts are its globals, codes
	// first, and g is nil.
	planar *quant.PlanarForm
	parts  []*Global
}

func declareParam(mod *Module, scope string, p *ir.Parameter) (*paramGlobal, error) {
	d := p.Layout
	if d == nil {
		return nil, fmt.Errorf("mlirgen: parameter %q has no layout decision", p.Name)
	}
	pg := &paramGlobal{p: p}
	var t TensorType
	f := d.Format.Normalize()
	if d.Form == ir.FormPlanar {
		if err := declarePlanar(mod, scope, p, pg); err != nil {
			return nil, err
		}
		tl := LayoutOf(p.Name, d.Format, d.Physical, d.Residency.String(), d.Form.String(), d.Reason)
		tl.Target = d.Target
		tl.Parts = PlanarPartLayouts(*pg.planar, pg.parts, p.Type.Shape[0], p.Type.Shape[1])
		tl.PlanarRows = pg.planar.Rows
		mod.AddLayout(tl)
		return pg, nil
	}
	if e, ok := storedElem[f.Encoding]; ok {
		// Plain elements of another type (an f16 weight read as f32): a
		// global of the stored type, any rank; the load casts it.
		t = Tensor(e, d.Physical.Shape...)
	} else if f.Encoding == layout.Dense {
		e, err := ElemOf(f.DType)
		if err != nil {
			return nil, fmt.Errorf("mlirgen: parameter %q: %w", p.Name, err)
		}
		t = Tensor(e, d.Physical.Shape...)
	} else {
		shape := p.Type.Shape
		if len(shape) != 2 {
			return nil, fmt.Errorf("mlirgen: parameter %q: encoded (%s) parameters must be 2-D, got %v; export with --weights dense",
				p.Name, f.Encoding, shape)
		}
		order, _ := d.BlockOrder()
		pt, err := PackedType(p.Name, f.Encoding, order, shape[0], shape[1])
		if err != nil {
			return nil, err
		}
		t, pg.packed, pg.enc, pg.order = pt, true, f.Encoding, order
	}
	g, err := mod.Parameter(scope, p.Name, t)
	if err != nil {
		return nil, err
	}
	pg.g = g
	tl := LayoutOf(p.Name, d.Format, d.Physical, d.Residency.String(), d.Form.String(), d.Reason)
	tl.Target = d.Target
	mod.AddLayout(tl)
	return pg, nil
}

// declarePlanar declares the parts of the planar parameter p, one
// parameter each, keyed PlanarKey(p.Name, part).
func declarePlanar(mod *Module, scope string, p *ir.Parameter, pg *paramGlobal) error {
	shape := p.Type.Shape
	if len(shape) != 2 {
		return fmt.Errorf("mlirgen: parameter %q: planar parameters must be 2-D, got %v", p.Name, shape)
	}
	pf, ok := p.Layout.PlanarForm()
	if !ok {
		return fmt.Errorf("mlirgen: parameter %q: %s has no planar form", p.Name, p.Format)
	}
	types, err := planarTypes(p.Name, pf, shape[0], shape[1])
	if err != nil {
		return err
	}
	pg.planar = &pf
	for i, t := range types {
		g, err := mod.Parameter(scope, PlanarKey(p.Name, pf.Parts[i].Name), t)
		if err != nil {
			return err
		}
		pg.parts = append(pg.parts, g)
	}
	return nil
}

// loadParts loads a planar parameter's parts.
func (l *lowering) loadParts(pg *paramGlobal) []Value {
	vs := make([]Value, len(pg.parts))
	for i, g := range pg.parts {
		vs[i] = l.f.Load(g)
	}
	return vs
}

// storedElem is the element type of the GGML encodings that store plain
// elements (no blocks).
var storedElem = map[layout.Encoding]Elem{
	layout.EncF32: F32, layout.EncF16: F16, layout.EncBF16: BF16,
	layout.EncI8: I8, layout.EncI16: I16, layout.EncI32: I32, layout.EncI64: I64,
}

func typeOf(t ir.Type) (TensorType, error) {
	e, err := ElemOf(t.DType)
	if err != nil {
		return TensorType{}, err
	}
	return Tensor(e, t.Shape...), nil
}

func tensorOf(v *ir.Value) string {
	if p := v.Param(); p != nil {
		return p.Name
	}
	return v.Name
}

type lowering struct {
	f       *FuncWriter
	params  map[*ir.Parameter]*paramGlobal
	stack   *stateStack
	stateOf map[*ir.Value]int // a state's value (loaded or written) → its slot in the stack
	latest  map[int]*ir.Value // a slot's latest value
	// readsDyn says the dynamic length is the rows a cache read takes.
	readsDyn bool
	big      Value // the stack's current value in this function (loaded at first use)
	vals     map[*ir.Value]Value
	decoded  map[*ir.Parameter]Value
}

var unaryOps = map[ir.Op]UnaryOp{
	ir.OpNeg: Neg, ir.OpExp: Exp, ir.OpLog: Log, ir.OpSqrt: Sqrt, ir.OpRsqrt: Rsqrt, ir.OpTanh: Tanh,
	ir.OpSigmoid: Sigmoid, ir.OpSilu: Silu, ir.OpGelu: Gelu, ir.OpCos: Cos, ir.OpSin: Sin,
}

var binaryOps = map[ir.Op]BinaryOp{
	ir.OpAdd: Add, ir.OpSub: Sub, ir.OpMul: Mul, ir.OpDiv: Div, ir.OpMax: Max, ir.OpMin: Min,
}

var reduceOps = map[ir.Op]ReduceOp{ir.OpSum: ReduceSum, ir.OpMean: ReduceMean, ir.OpReduceMax: ReduceMax}

// current checks that operand i of v, a state's value, is that state's
// latest (what the stack holds for it).
func (l *lowering) current(v *ir.Value, i int) error {
	a := v.Args[i]
	if slot, ok := l.stateOf[a]; !ok || l.latest[slot] != a {
		return &LowerError{Op: v.Op.String(), Value: v.ID, Err: fmt.Errorf("reads a state's value older than its last write")}
	}
	return nil
}

// arg returns the lowered value of operand i; a packed parameter is
// decoded to its logical f32 form (once per function), a state's value is
// read from the stack.
func (l *lowering) arg(v *ir.Value, i int) Value {
	a := v.Args[i]
	if slot, ok := l.stateOf[a]; ok {
		if l.latest[slot] != a {
			l.f.Fail(&LowerError{Op: v.Op.String(), Value: v.ID, Err: fmt.Errorf("reads a state's value older than its last write")})
			return Value{}
		}
		return l.f.SlotOf(l.big, slot)
	}
	if p := a.Param(); p != nil {
		if pg := l.params[p]; pg != nil && pg.planar != nil {
			if d, ok := l.decoded[p]; ok {
				return d
			}
			shape := p.Type.Shape
			d := l.f.DequantizePlanar(p.Name, *pg.planar, l.loadParts(pg), shape[0], shape[1])
			l.decoded[p] = d
			return d
		}
		if pg := l.params[p]; pg != nil && pg.packed {
			if d, ok := l.decoded[p]; ok {
				return d
			}
			shape := p.Type.Shape
			d := l.f.Dequantize(p.Name, l.f.Load(pg.g), pg.enc, pg.order, shape[0], shape[1])
			l.decoded[p] = d
			return d
		}
	}
	return l.vals[a]
}

func (l *lowering) lower(v *ir.Value) error {
	f := l.f
	var out Value
	switch v.Op {
	case ir.OpArg:
		return nil // bound before the walk
	case ir.OpParam:
		pg := l.params[v.Param()]
		if pg == nil {
			return &LowerError{Op: "param", Value: v.ID, Tensor: tensorOf(v), Err: fmt.Errorf("parameter not declared")}
		}
		if pg.packed || pg.planar != nil {
			return nil // decoded where it is used (or gathered packed by an embedding)
		}
		out = f.Load(pg.g)
		if want, _ := ElemOf(v.Type.DType); out.Type.Elem != want {
			out = f.Cast(out, want) // f16/bf16 stored, f32 logical
		}
	case ir.OpConst:
		c := v.Const()
		t, err := typeOf(c.Type)
		if err != nil {
			return &LowerError{Op: "const", Value: v.ID, Tensor: c.Name, Err: err}
		}
		data, err := constValues(c)
		if err != nil {
			return &LowerError{Op: "const", Value: v.ID, Tensor: c.Name, Err: err}
		}
		out = f.Constant(t, data)
	case ir.OpScale:
		out = f.Scale(l.arg(v, 0), v.Attrs.(*ir.ScaleAttrs).Scale)
	case ir.OpSoftmax:
		out = f.Softmax(l.arg(v, 0))
	case ir.OpRMSNorm:
		var w *Value
		if len(v.Args) > 1 {
			x := l.arg(v, 1)
			w = &x
		}
		out = f.RMSNorm(l.arg(v, 0), w, v.Attrs.(*ir.EpsAttrs).Eps)
	case ir.OpLayerNorm:
		a := v.Attrs.(*ir.LayerNormAttrs)
		var w, b *Value
		i := 1
		if a.HasWeight {
			x := l.arg(v, i)
			w, i = &x, i+1
		}
		if a.HasBias {
			x := l.arg(v, i)
			b = &x
		}
		out = f.LayerNorm(l.arg(v, 0), w, b, a.Eps)
	case ir.OpRope:
		out = l.rope(v)
	case ir.OpCausalMask:
		out = f.CausalMask(l.arg(v, 0), int64(v.Attrs.(*ir.CausalMaskAttrs).Offset), math.Inf(-1))
	case ir.OpWindowMask:
		out = f.WindowMask(l.arg(v, 0), l.arg(v, 1), int64(v.Attrs.(*ir.WindowAttrs).Window), math.Inf(-1))
	case ir.OpWhere:
		out = f.Where(l.arg(v, 0), l.arg(v, 1), l.arg(v, 2))
	case ir.OpLinear:
		if p := v.Args[1].Param(); p != nil && l.params[p] != nil && l.params[p].planar != nil {
			if _, ok := l.decoded[p]; !ok {
				pg := l.params[p]
				out = f.LinearPlanar(p.Name, l.arg(v, 0), *pg.planar, l.loadParts(pg), p.Type.Shape[0], p.Type.Shape[1])
				break
			}
		}
		out = f.Linear(l.arg(v, 0), l.arg(v, 1))
	case ir.OpEmbedding:
		out = l.embedding(v)
	case ir.OpMatMul:
		out = f.Matmul(l.arg(v, 0), l.arg(v, 1))
	case ir.OpReshape:
		out = f.Reshape(l.arg(v, 0), v.Attrs.(*ir.ShapeAttrs).Shape...)
	case ir.OpBroadcast:
		out = f.Broadcast(l.arg(v, 0), v.Attrs.(*ir.ShapeAttrs).Shape...)
	case ir.OpPermute:
		out = f.Permute(l.arg(v, 0), v.Attrs.(*ir.PermuteAttrs).Perm...)
	case ir.OpNarrow:
		a := v.Attrs.(*ir.NarrowAttrs)
		out = f.Narrow(l.arg(v, 0), a.Axis, a.Start, a.Size)
	case ir.OpConcat:
		vs := make([]Value, len(v.Args))
		for i := range vs {
			vs[i] = l.arg(v, i)
		}
		out = f.Concat(v.Attrs.(*ir.AxisAttrs).Axis, vs...)
	case ir.OpCast:
		e, err := ElemOf(v.Attrs.(*ir.CastAttrs).DType)
		if err != nil {
			return &LowerError{Op: "cast", Value: v.ID, Err: err}
		}
		out = f.Cast(l.arg(v, 0), e)
	case ir.OpContiguous:
		out = l.arg(v, 0)
		if out.Type.Elem != F32 {
			out = f.Cast(out, F32)
		}
	case ir.OpState:
		if l.stack == nil {
			return &LowerError{Op: "state", Value: v.ID, Tensor: tensorOf(v), Err: fmt.Errorf("state not declared")}
		}
		slot, ok := l.stack.slot[v.State()]
		if !ok {
			return &LowerError{Op: "state", Value: v.ID, Tensor: tensorOf(v), Err: fmt.Errorf("state not declared")}
		}
		if !l.big.Valid() {
			l.big = f.Load(l.stack.g)
		}
		l.stateOf[v], l.latest[slot] = slot, v
		return nil // read from the stack where it is used (arg)
	case ir.OpCacheWrite:
		slot, ok := l.stateOf[v.Args[0]]
		if !ok {
			return &LowerError{Op: "cache_write", Value: v.ID, Err: fmt.Errorf("the cache operand is not module state")}
		}
		if err := l.current(v, 0); err != nil {
			return err
		}
		off := f.ExtractIndex(l.arg(v, 2), 0, 0)
		l.big = f.WriteRows(l.big, slot, l.arg(v, 1), off)
		f.Store(l.stack.g, l.big)
		l.stateOf[v], l.latest[slot] = slot, v
		return nil
	case ir.OpCacheRead:
		rows := v.Attrs.(*ir.RowsAttrs).Rows
		slot, ok := l.stateOf[v.Args[0]]
		if !ok {
			return &LowerError{Op: "cache_read", Value: v.ID, Err: fmt.Errorf("the cache operand is not module state")}
		}
		if err := l.current(v, 0); err != nil {
			return err
		}
		sizes := slices.Clone(v.Args[0].Type.Shape)
		if rows == ir.Dynamic {
			// Rows [0, last position]: the function's dynamic length.
			pos := l.arg(v, 1)
			if !pos.Type.IsStatic() {
				return &LowerError{Op: "cache_read", Value: v.ID, Err: fmt.Errorf("positions %s: a dynamic read needs a static position count", pos.Type)}
			}
			if f.Dynamic() != "" && !l.readsDyn {
				return &LowerError{Op: "cache_read", Value: v.ID, Err: fmt.Errorf("the function's dynamic length is an argument's; a dynamic cache read would be another")}
			}
			n := f.ExtractIndex(pos, pos.Type.Shape[0]-1, 1)
			if f.Dynamic() == "" {
				f.SetDynamic(n)
				l.readsDyn = true
			}
			sizes[0] = Dyn
		} else {
			sizes[0] = rows
		}
		// Read from the stack's latest value (the other slots' later
		// writes do not touch these rows), so that each in-place update's
		// input has no later reader and IREE updates the cache without
		// copying it.
		out = f.ReadRows(l.big, slot, sizes)
	case ir.OpArange:
		out = f.Arange(l.arg(v, 0), v.Attrs.(*ir.StartAttrs).Start)
	default:
		if u, ok := unaryOps[v.Op]; ok {
			out = f.Unary(u, l.arg(v, 0))
		} else if b, ok := binaryOps[v.Op]; ok {
			out = f.Binary(b, l.arg(v, 0), l.arg(v, 1))
		} else if r, ok := reduceOps[v.Op]; ok {
			a := v.Attrs.(*ir.ReduceAttrs)
			out = f.Reduce(r, l.arg(v, 0), a.Axis, a.KeepDims)
		} else {
			err := &LowerError{Op: v.Op.String(), Value: v.ID, Tensor: tensorOf(v), Err: fmt.Errorf("no MLIR lowering for this op")}
			f.Fail(err)
			return err
		}
	}
	l.vals[v] = out
	return nil
}

// stateStack is the one global holding every module state: slot i of its
// leading axis is state i.
type stateStack struct {
	g    *Global
	slot map[*ir.State]int
}

// declareStates declares the stack of m's states (all of one type) and
// their skainet.tensor_layouts entries (each under its own identity).
func declareStates(mod *Module, states []*ir.State) (*stateStack, error) {
	t, err := typeOf(states[0].Type)
	if err != nil {
		return nil, &LowerError{Op: "state", Tensor: states[0].Name, Err: err}
	}
	st := &stateStack{slot: map[*ir.State]int{}}
	for i, s := range states {
		if !s.Type.Equal(states[0].Type) {
			return nil, &LowerError{Op: "state", Tensor: s.Name, Err: fmt.Errorf("%s differs from %s's %s; states of one module share a type", s.Type, states[0].Name, states[0].Type)}
		}
		st.slot[s] = i
		if d := s.Layout; d != nil {
			reason := fmt.Sprintf("%s; slot %d of the module global @%s", d.Reason, i, StateStackName)
			mod.AddLayout(LayoutOf(s.Name, d.Format, d.Physical, d.Residency.String(), d.Form.String(), reason))
		}
	}
	if st.g, err = mod.State(StateStackName, Tensor(t.Elem, append([]int64{int64(len(states))}, t.Shape...)...)); err != nil {
		return nil, err
	}
	return st, nil
}

// StateStackName is the symbol of the global that holds a module's states.
const StateStackName = "state"

// rope uses eager-exact cos/sin tables when the positions are a constant
// known at export (a prefill), the in-graph angle recurrence otherwise.
func (l *lowering) rope(v *ir.Value) Value {
	a := v.Attrs.(*ir.RopeAttrs)
	mode := RopeAdjacent
	if a.Mode == ir.RopeNeoX {
		mode = RopeNeoX
	}
	x := l.arg(v, 0)
	q := RopeFreq{Scale: float32(a.FreqScale)}
	if a.FreqFactors != nil {
		q.Factors = make([]float32, len(a.FreqFactors))
		for i, f := range a.FreqFactors {
			q.Factors[i] = float32(f)
		}
	}
	if c := v.Args[1].Const(); c != nil && c.Type.DType == layout.I32 {
		pos := make([]int32, len(c.Data)/4)
		for i := range pos {
			pos[i] = int32(binary.LittleEndian.Uint32(c.Data[4*i:]))
		}
		cos, sin := RopeTablesScaled(pos, a.Base, a.RopeDim, q)
		tt := Tensor(F32, int64(len(pos)), int64(a.RopeDim/2))
		return l.f.RopeWithTables(x, l.f.Constant(tt, cos), l.f.Constant(tt, sin), a.RopeDim, mode)
	}
	return l.f.RopeScaled(x, l.arg(v, 1), a.Base, a.RopeDim, mode, q)
}

// embedding gathers packed rows before decoding them, so only the rows
// the ids name are decoded.
func (l *lowering) embedding(v *ir.Value) Value {
	if p := v.Args[0].Param(); p != nil {
		if pg := l.params[p]; pg != nil && pg.planar != nil {
			if _, ok := l.decoded[p]; !ok {
				s := p.Type.Shape
				return l.f.EmbeddingPlanar(p.Name, *pg.planar, l.loadParts(pg), s[0], s[1], l.arg(v, 1))
			}
		}
		if pg := l.params[p]; pg != nil && pg.packed {
			if _, ok := l.decoded[p]; !ok {
				s := p.Type.Shape
				return l.f.EmbeddingPacked(p.Name, l.f.Load(pg.g), pg.enc, pg.order, s[0], s[1], l.arg(v, 1))
			}
		}
	}
	return l.f.Embedding(l.arg(v, 0), l.arg(v, 1))
}

// constValues decodes a constant's little-endian elements.
func constValues(c *ir.Constant) ([]float64, error) {
	n := int(c.Type.NumElements())
	out := make([]float64, n)
	b := c.Data
	size := c.Type.DType.Size()
	if size == 0 || len(b) != n*size {
		return nil, fmt.Errorf("constant %q: %d bytes for %d %s elements", c.Name, len(b), n, c.Type.DType)
	}
	for i := range out {
		e := b[i*size:]
		switch c.Type.DType {
		case layout.F32:
			out[i] = float64(math.Float32frombits(binary.LittleEndian.Uint32(e)))
		case layout.F64:
			out[i] = math.Float64frombits(binary.LittleEndian.Uint64(e))
		case layout.I32:
			out[i] = float64(int32(binary.LittleEndian.Uint32(e)))
		case layout.I64:
			out[i] = float64(int64(binary.LittleEndian.Uint64(e)))
		case layout.I16:
			out[i] = float64(int16(binary.LittleEndian.Uint16(e)))
		case layout.I8:
			out[i] = float64(int8(e[0]))
		case layout.U8, layout.Bool:
			out[i] = float64(e[0])
		default:
			return nil, fmt.Errorf("constant %q: dtype %s has no MLIR literal lowering", c.Name, c.Type.DType)
		}
	}
	return out, nil
}
