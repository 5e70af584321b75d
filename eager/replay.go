package eager

import (
	"fmt"

	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/tape"
)

// Binder supplies the bytes of a tape's inputs and weights: it returns the
// view for a value of kind Input or Weight (constants with inline data are
// built from the tape itself).
type Binder func(v *tape.Value) (*layout.TensorView, error)

// Replay runs a tape's entries on e, binding inputs and weights through
// bind, and returns the tape's outputs. Replaying on the same kernels
// reproduces the recorded run bit for bit.
func Replay(e *Engine, t *tape.Tape, bind Binder) ([]Tensor, error) {
	if err := t.Validate(); err != nil {
		return nil, err
	}
	vals := make(map[tape.ValueID]Tensor, len(t.Values))
	for i := range t.Values {
		v := &t.Values[i]
		switch v.Kind {
		case tape.Input, tape.Weight:
			view, err := bind(v)
			if err != nil {
				return nil, fmt.Errorf("eager: replay: binding %s %q: %w", v.Kind, v.Name, err)
			}
			if !sameShape(view.Shape(), v.Meta.Shape()) {
				return nil, fmt.Errorf("eager: replay: %s %q bound with shape %v, tape says %v", v.Kind, v.Name, view.Shape(), v.Meta.Shape())
			}
			kind := Input
			if v.Kind == tape.Weight {
				kind = Weight
			}
			vals[v.ID] = Tensor{View: *view, Kind: kind, Name: v.Name}
		case tape.State:
			// Module state starts zero, as an exported module's globals do.
			if v.Meta.Format.Normalize() != layout.DenseFormat(layout.F32) {
				return nil, fmt.Errorf("eager: replay: state %q is %s; state is f32", v.Name, v.Meta.Format)
			}
			l := layout.Contiguous(v.Meta.Shape())
			st := layout.NewHeap(4*l.NumElements(), nil)
			view, err := layout.NewView(layout.TensorID(v.Name), v.Meta.Format, l, st)
			if err != nil {
				return nil, fmt.Errorf("eager: replay: state %q: %w", v.Name, err)
			}
			vals[v.ID] = Tensor{View: *view, Kind: State, Name: v.Name}
		case tape.Const:
			if !v.Inline() {
				view, err := bind(v)
				if err != nil {
					return nil, fmt.Errorf("eager: replay: binding constant %q: %w", v.Name, err)
				}
				vals[v.ID] = Tensor{View: *view, Kind: Const, Name: v.Name}
				continue
			}
			st := layout.HeapFromBytes(v.Data, nil)
			view, err := layout.NewView(layout.TensorID(v.Name), v.Meta.Format, v.Meta.Layout, st)
			if err != nil {
				return nil, fmt.Errorf("eager: replay: constant %d: %w", v.ID, err)
			}
			vals[v.ID] = Tensor{View: *view, Kind: Const, Name: v.Name}
		}
	}
	for i, en := range t.Entries {
		ins := make([]Tensor, len(en.Inputs))
		for j, id := range en.Inputs {
			ins[j] = vals[id]
		}
		out, err := replayOp(e, en, ins)
		if err != nil {
			return nil, fmt.Errorf("eager: replay: entry %d (%s): %w", i, en.Op, err)
		}
		if e.Err() != nil {
			return nil, fmt.Errorf("eager: replay: entry %d (%s): %w", i, en.Op, e.Err())
		}
		if len(en.Outputs) != 1 {
			return nil, fmt.Errorf("eager: replay: entry %d (%s) has %d outputs; every op has one", i, en.Op, len(en.Outputs))
		}
		vals[en.Outputs[0]] = out
	}
	outs := make([]Tensor, len(t.Outputs))
	for i, id := range t.Outputs {
		outs[i] = vals[id]
	}
	return outs, nil
}

func sameShape(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// replayOp calls the engine method an entry recorded.
func replayOp(e *Engine, en tape.Entry, in []Tensor) (Tensor, error) {
	a := en.Attrs
	need := func(n int) error {
		if len(in) != n {
			return fmt.Errorf("%d inputs, want %d", len(in), n)
		}
		return nil
	}
	var err error
	geti := func(k string) int64 {
		v, e2 := a.Int(k)
		if e2 != nil && err == nil {
			err = e2
		}
		return v
	}
	getf := func(k string) float64 {
		v, e2 := a.Float(k)
		if e2 != nil && err == nil {
			err = e2
		}
		return v
	}
	getb := func(k string) bool {
		v, e2 := a.Bool(k)
		if e2 != nil && err == nil {
			err = e2
		}
		return v
	}
	getis := func(k string) []int64 {
		v, e2 := a.Ints(k)
		if e2 != nil && err == nil {
			err = e2
		}
		return v
	}
	var out Tensor
	switch en.Op {
	case "neg", "exp", "log", "sqrt", "rsqrt", "tanh", "sigmoid", "silu", "gelu", "cos", "sin":
		if err := need(1); err != nil {
			return Tensor{}, err
		}
		out = unaryByName[en.Op](e, in[0])
	case "add", "sub", "mul", "div", "max", "min":
		if err := need(2); err != nil {
			return Tensor{}, err
		}
		out = binaryByName[en.Op](e, in[0], in[1])
	case "scale":
		out = e.Scale(in[0], getf("scale"))
	case "sum":
		out = e.Sum(in[0], int(geti("axis")), getb("keepdims"))
	case "mean":
		out = e.Mean(in[0], int(geti("axis")), getb("keepdims"))
	case "reduce_max":
		out = e.ReduceMax(in[0], int(geti("axis")), getb("keepdims"))
	case "softmax":
		out = e.Softmax(in[0])
	case "rms_norm":
		var w Tensor
		if len(in) > 1 {
			w = in[1]
		}
		out = e.RMSNorm(in[0], w, getf("eps"))
	case "layer_norm":
		var w, b Tensor
		rest := in[1:]
		if getb("has_weight") && len(rest) > 0 {
			w, rest = rest[0], rest[1:]
		}
		if getb("has_bias") && len(rest) > 0 {
			b = rest[0]
		}
		out = e.LayerNorm(in[0], w, b, getf("eps"))
	case "rope":
		mode := RopeAdjacent
		if m, _ := a.Str("mode"); m == "neox" {
			mode = RopeNeoX
		}
		var sc RopeScaling
		if a.Has("freq_scale") {
			sc.FreqScale = float32(getf("freq_scale"))
		}
		if a.Has("freq_factors") {
			ff, e2 := a.Floats("freq_factors")
			if e2 != nil && err == nil {
				err = e2
			}
			for _, f := range ff {
				sc.Factors = append(sc.Factors, float32(f))
			}
		}
		out = e.RopeScaled(in[0], in[1], getf("base"), int(geti("rope_dim")), mode, sc)
	case "causal_mask":
		out = e.CausalMask(in[0], int(geti("offset")))
	case "window_mask":
		if err := need(2); err != nil {
			return Tensor{}, err
		}
		out = e.WindowMask(in[0], in[1], int(geti("window")))
	case "where":
		out = e.Where(in[0], in[1], in[2])
	case "linear":
		out = e.Linear(in[0], in[1])
	case "embedding":
		out = e.Embedding(in[0], in[1])
	case "matmul":
		out = e.MatMul(in[0], in[1])
	case "reshape":
		out = e.Reshape(in[0], getis("shape")...)
	case "permute":
		p := getis("perm")
		perm := make([]int, len(p))
		for i, x := range p {
			perm[i] = int(x)
		}
		out = e.Permute(in[0], perm...)
	case "narrow":
		out = e.Narrow(in[0], int(geti("axis")), geti("start"), geti("size"))
	case "broadcast":
		out = e.BroadcastTo(in[0], getis("shape")...)
	case "concat":
		out = e.Concat(int(geti("axis")), in...)
	case "cast":
		s, _ := a.Str("dtype")
		d, perr := layout.ParseDType(s)
		if perr != nil {
			return Tensor{}, perr
		}
		out = e.Cast(in[0], d)
	case "contiguous":
		out = e.Contiguous(in[0])
	case "arange":
		out = e.Arange(in[0], geti("start"))
	case "cache_write":
		if err := need(3); err != nil {
			return Tensor{}, err
		}
		out = e.CacheWrite(in[0], in[1], in[2], 0)
	case "cache_read":
		if err := need(2); err != nil {
			return Tensor{}, err
		}
		out = e.CacheRead(in[0], in[1], geti("rows"))
	default:
		return Tensor{}, fmt.Errorf("unknown op %q", en.Op)
	}
	if err != nil {
		return Tensor{}, err
	}
	return out, nil
}

var unaryByName = map[string]func(*Engine, Tensor) Tensor{
	"neg": (*Engine).Neg, "exp": (*Engine).Exp, "log": (*Engine).Log, "sqrt": (*Engine).Sqrt,
	"rsqrt": (*Engine).Rsqrt, "tanh": (*Engine).Tanh, "sigmoid": (*Engine).Sigmoid, "silu": (*Engine).Silu,
	"gelu": (*Engine).Gelu, "cos": (*Engine).Cos, "sin": (*Engine).Sin,
}

var binaryByName = map[string]func(*Engine, Tensor, Tensor) Tensor{
	"add": (*Engine).Add, "sub": (*Engine).Sub, "mul": (*Engine).Mul, "div": (*Engine).Div,
	"max": (*Engine).Maximum, "min": (*Engine).Minimum,
}
