package eager

import (
	"fmt"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/tape"
	"math"

	"github.com/skainet/skaic/eager/kernels"
)

func lastDim(x Tensor) (rows, cols int) {
	s := x.Shape()
	if len(s) == 0 {
		return 1, 1
	}
	cols = int(s[len(s)-1])
	if cols == 0 {
		return 0, 0
	}
	return int(x.NumElements()) / cols, cols
}

// Softmax normalizes over the last axis.
func (e *Engine) Softmax(x Tensor) Tensor {
	const op = "softmax"
	defer e.guard(op, layout.CatchFaults())
	if !e.ok(x) {
		return Tensor{}
	}
	xs, err := e.contiguousF32(op, x)
	if err != nil {
		return e.fail(op, err, x)
	}
	rows, cols := lastDim(x)
	out, t, err := e.allocF32(op, x.Shape())
	if err != nil {
		return e.fail(op, err, x)
	}
	if e.trace {
		return e.emit(op, nil, t, x)
	}
	if err := kernels.Softmax(xs, rows, cols, out); err != nil {
		return e.fail(op, err, x)
	}
	return e.emit(op, nil, t, x)
}

// RMSNorm normalizes the last axis by its root mean square and multiplies
// by weight (shape [cols]; the zero Tensor for none).
func (e *Engine) RMSNorm(x, weight Tensor, eps float64) Tensor {
	const op = "rms_norm"
	defer e.guard(op, layout.CatchFaults())
	var buf [2]Tensor
	ins := append(buf[:0], x)
	if weight.Valid() {
		ins = append(ins, weight)
	}
	if !e.ok(ins...) {
		return Tensor{}
	}
	rows, cols := lastDim(x)
	xs, err := e.contiguousF32(op, x)
	if err != nil {
		return e.fail(op, err, ins...)
	}
	var ws []float32
	if weight.Valid() {
		if weight.NumElements() != int64(cols) {
			return e.fail(op, fmt.Errorf("weight has %d elements for %d columns", weight.NumElements(), cols), ins...)
		}
		if ws, err = e.contiguousF32(op, weight); err != nil {
			return e.fail(op, err, ins...)
		}
	}
	out, t, err := e.allocF32(op, x.Shape())
	if err != nil {
		return e.fail(op, err, ins...)
	}
	if !e.trace {
		if err := kernels.RMSNorm(xs, rows, cols, float32(eps), ws, out); err != nil {
			return e.fail(op, err, ins...)
		}
	}
	var attrs tape.Attrs
	if e.rec != nil {
		attrs = tape.Attrs{tape.Float("eps", eps)}
	}
	return e.emit(op, attrs, t, ins...)
}

// LayerNorm normalizes the last axis to zero mean and unit variance, then
// applies weight and bias (each [cols], or the zero Tensor).
func (e *Engine) LayerNorm(x, weight, bias Tensor, eps float64) Tensor {
	const op = "layer_norm"
	defer e.guard(op, layout.CatchFaults())
	var buf [3]Tensor
	ins := append(buf[:0], x)
	for _, t := range [2]Tensor{weight, bias} {
		if t.Valid() {
			ins = append(ins, t)
		}
	}
	if !e.ok(ins...) {
		return Tensor{}
	}
	rows, cols := lastDim(x)
	xs, err := e.contiguousF32(op, x)
	if err != nil {
		return e.fail(op, err, ins...)
	}
	vec := func(t Tensor) ([]float32, error) {
		if !t.Valid() {
			return nil, nil
		}
		if t.NumElements() != int64(cols) {
			return nil, fmt.Errorf("%s has %d elements for %d columns", t.label(), t.NumElements(), cols)
		}
		return e.contiguousF32(op, t)
	}
	ws, err := vec(weight)
	if err != nil {
		return e.fail(op, err, ins...)
	}
	bs, err := vec(bias)
	if err != nil {
		return e.fail(op, err, ins...)
	}
	out, t, err := e.allocF32(op, x.Shape())
	if err != nil {
		return e.fail(op, err, ins...)
	}
	if !e.trace {
		if err := kernels.LayerNorm(xs, rows, cols, float32(eps), ws, bs, out); err != nil {
			return e.fail(op, err, ins...)
		}
	}
	var attrs tape.Attrs
	if e.rec != nil {
		attrs = tape.Attrs{tape.Float("eps", eps), tape.Bool("has_weight", weight.Valid()), tape.Bool("has_bias", bias.Valid())}
	}
	return e.emit(op, attrs, t, ins...)
}

// RopeMode selects how rotary embedding pairs dimensions.
type RopeMode = kernels.RopeMode

// The RoPE pairings: adjacent (2i, 2i+1), as llama.cpp uses for llama
// GGUFs, and NeoX (i, i+d/2).
const (
	RopeAdjacent = kernels.RopeAdjacent
	RopeNeoX     = kernels.RopeNeoX
)

// RopeScaling is a RoPE's frequency scaling: a linear factor and
// per-pair frequency factors (see kernels.RopeScaling; the zero value
// scales nothing).
type RopeScaling = kernels.RopeScaling

// Rope rotates x [seq, heads, headDim] by positions [seq] (integers) with
// frequency base; the first ropeDim dims of each head are rotated.
func (e *Engine) Rope(x, positions Tensor, base float64, ropeDim int, mode RopeMode) Tensor {
	return e.RopeScaled(x, positions, base, ropeDim, mode, RopeScaling{})
}

// RopeScaled is Rope with frequency scaling sc. The tape records sc's
// attributes (freq_scale, freq_factors) only when it scales something, so
// a plain rope records as Rope does.
func (e *Engine) RopeScaled(x, positions Tensor, base float64, ropeDim int, mode RopeMode, sc RopeScaling) Tensor {
	const op = "rope"
	defer e.guard(op, layout.CatchFaults())
	if !e.ok(x, positions) {
		return Tensor{}
	}
	s := x.Shape()
	if len(s) != 3 {
		return e.fail(op, fmt.Errorf("x must be [seq, heads, head_dim], got %v", s), x, positions)
	}
	if ropeDim <= 0 || ropeDim > int(s[2]) || ropeDim%2 != 0 {
		return e.fail(op, fmt.Errorf("rope dims %d invalid for head_dim %d", ropeDim, s[2]), x, positions)
	}
	if err := sc.Validate(ropeDim); err != nil {
		return e.fail(op, err, x, positions)
	}
	pos, err := e.indices(op, positions)
	if err != nil {
		return e.fail(op, err, x, positions)
	}
	if len(pos) != int(s[0]) {
		return e.fail(op, fmt.Errorf("%d positions for %d rows", len(pos), s[0]), x, positions)
	}
	xs, err := e.contiguousF32(op, x)
	if err != nil {
		return e.fail(op, err, x, positions)
	}
	out, t, err := e.allocF32(op, s)
	if err != nil {
		return e.fail(op, err, x, positions)
	}
	if !e.trace {
		if err := kernels.RopeScaled(xs, int(s[0]), int(s[1]), int(s[2]), pos, base, ropeDim, mode, sc, out); err != nil {
			return e.fail(op, err, x, positions)
		}
	}
	var attrs tape.Attrs
	if e.rec != nil {
		m := "adjacent"
		if mode == RopeNeoX {
			m = "neox"
		}
		attrs = tape.Attrs{tape.Float("base", base), tape.Int("rope_dim", int64(ropeDim)), tape.String("mode", m)}
		if sc.FreqScale != 0 && sc.FreqScale != 1 {
			attrs = append(attrs, tape.Float("freq_scale", float64(sc.FreqScale)))
		}
		if sc.Factors != nil {
			ff := make([]float64, len(sc.Factors))
			for i, f := range sc.Factors {
				ff[i] = float64(f)
			}
			attrs = append(attrs, tape.Floats("freq_factors", ff...))
		}
	}
	return e.emit(op, attrs, t, x, positions)
}

// CausalMask sets scores [..., q, k] to -inf where key k lies after query
// q's position (k > q + offset), for attention over a cache that already
// holds offset earlier positions.
func (e *Engine) CausalMask(scores Tensor, offset int) Tensor {
	const op = "causal_mask"
	defer e.guard(op, layout.CatchFaults())
	if !e.ok(scores) {
		return Tensor{}
	}
	s := scores.Shape()
	if len(s) < 2 {
		return e.fail(op, fmt.Errorf("scores need at least 2 axes, got %v", s), scores)
	}
	xs, err := e.contiguousF32(op, scores)
	if err != nil {
		return e.fail(op, err, scores)
	}
	out, t, err := e.allocF32(op, s)
	if err != nil {
		return e.fail(op, err, scores)
	}
	if !e.trace {
		copy(out, xs)
		q, k := int(s[len(s)-2]), int(s[len(s)-1])
		batches := len(out) / max(q*k, 1)
		for b := 0; b < batches; b++ {
			if err := kernels.CausalMask(out[b*q*k:(b+1)*q*k], q, k, offset, float32(math.Inf(-1))); err != nil {
				return e.fail(op, err, scores)
			}
		}
	}
	var attrs tape.Attrs
	if e.rec != nil {
		attrs = tape.Attrs{tape.Int("offset", int64(offset))}
	}
	return e.emit(op, attrs, t, scores)
}

// Where takes a where mask is nonzero, else b (numpy broadcasting).
func (e *Engine) Where(mask, a, b Tensor) Tensor {
	const op = "where"
	defer e.guard(op, layout.CatchFaults())
	if !e.ok(mask, a, b) {
		return Tensor{}
	}
	shape, err := layout.BroadcastShapesIn(e.ar.scratch(), a.Shape(), b.Shape())
	if err == nil {
		shape, err = layout.BroadcastShapesIn(e.ar.scratch(), mask.Shape(), shape)
	}
	if err != nil {
		return e.fail(op, err, mask, a, b)
	}
	ms, err := e.denseBroadcast(op, mask, shape)
	if err != nil {
		return e.fail(op, err, mask, a, b)
	}
	as, err := e.denseBroadcast(op, a, shape)
	if err != nil {
		return e.fail(op, err, mask, a, b)
	}
	bs, err := e.denseBroadcast(op, b, shape)
	if err != nil {
		return e.fail(op, err, mask, a, b)
	}
	out, t, err := e.allocF32(op, shape)
	if err != nil {
		return e.fail(op, err, mask, a, b)
	}
	if e.trace {
		return e.emit(op, nil, t, mask, a, b)
	}
	if err := kernels.Where(ms, as, bs, out); err != nil {
		return e.fail(op, err, mask, a, b)
	}
	return e.emit(op, nil, t, mask, a, b)
}
