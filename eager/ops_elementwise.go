package eager

import (
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/tape"
	"slices"

	"github.com/skainet/skaic/eager/kernels"
)

// Unary ops. Every one takes any format (non-f32 goes through a visible
// materialize adapter) and any strides.
func (e *Engine) Neg(x Tensor) Tensor     { return e.unary("neg", kernels.Neg, x) }
func (e *Engine) Exp(x Tensor) Tensor     { return e.unary("exp", kernels.Exp, x) }
func (e *Engine) Log(x Tensor) Tensor     { return e.unary("log", kernels.Log, x) }
func (e *Engine) Sqrt(x Tensor) Tensor    { return e.unary("sqrt", kernels.Sqrt, x) }
func (e *Engine) Rsqrt(x Tensor) Tensor   { return e.unary("rsqrt", kernels.Rsqrt, x) }
func (e *Engine) Tanh(x Tensor) Tensor    { return e.unary("tanh", kernels.Tanh, x) }
func (e *Engine) Sigmoid(x Tensor) Tensor { return e.unary("sigmoid", kernels.Sigmoid, x) }
func (e *Engine) Silu(x Tensor) Tensor    { return e.unary("silu", kernels.Silu, x) }
func (e *Engine) Gelu(x Tensor) Tensor    { return e.unary("gelu", kernels.Gelu, x) }
func (e *Engine) Cos(x Tensor) Tensor     { return e.unary("cos", kernels.Cos, x) }
func (e *Engine) Sin(x Tensor) Tensor     { return e.unary("sin", kernels.Sin, x) }

// UnaryOps names the unary ops in the op set.
var UnaryOps = []string{"neg", "exp", "log", "sqrt", "rsqrt", "tanh", "sigmoid", "silu", "gelu", "cos", "sin"}

func (e *Engine) unary(op string, k kernels.UnaryOp, x Tensor) Tensor {
	defer e.guard(op, layout.CatchFaults())
	if !e.ok(x) {
		return Tensor{}
	}
	xs, err := e.dense(op, x)
	if err != nil {
		return e.fail(op, err, x)
	}
	out, t, err := e.allocF32(op, x.Shape())
	if err != nil {
		return e.fail(op, err, x)
	}
	if e.trace {
		return e.emit(op, nil, t, x)
	}
	if err := kernels.Unary(k, xs, out); err != nil {
		return e.fail(op, err, x)
	}
	return e.emit(op, nil, t, x)
}

// Binary ops with numpy broadcasting.
func (e *Engine) Add(a, b Tensor) Tensor     { return e.binary("add", kernels.Add, a, b) }
func (e *Engine) Sub(a, b Tensor) Tensor     { return e.binary("sub", kernels.Sub, a, b) }
func (e *Engine) Mul(a, b Tensor) Tensor     { return e.binary("mul", kernels.Mul, a, b) }
func (e *Engine) Div(a, b Tensor) Tensor     { return e.binary("div", kernels.Div, a, b) }
func (e *Engine) Maximum(a, b Tensor) Tensor { return e.binary("max", kernels.Max, a, b) }
func (e *Engine) Minimum(a, b Tensor) Tensor { return e.binary("min", kernels.Min, a, b) }

// BinaryOps names the binary ops in the op set.
var BinaryOps = []string{"add", "sub", "mul", "div", "max", "min"}

func (e *Engine) binary(op string, k kernels.BinaryOp, a, b Tensor) Tensor {
	defer e.guard(op, layout.CatchFaults())
	if !e.ok(a, b) {
		return Tensor{}
	}
	shape, err := layout.BroadcastShapesIn(e.ar.scratch(), a.Shape(), b.Shape())
	if err != nil {
		return e.fail(op, err, a, b)
	}
	as, err := e.denseBroadcast(op, a, shape)
	if err != nil {
		return e.fail(op, err, a, b)
	}
	bs, err := e.denseBroadcast(op, b, shape)
	if err != nil {
		return e.fail(op, err, a, b)
	}
	out, t, err := e.allocF32(op, shape)
	if err != nil {
		return e.fail(op, err, a, b)
	}
	if e.trace {
		return e.emit(op, nil, t, a, b)
	}
	if err := kernels.Binary(k, as, bs, out); err != nil {
		return e.fail(op, err, a, b)
	}
	return e.emit(op, nil, t, a, b)
}

// denseBroadcast is dense followed by a stride-0 broadcast to shape.
func (e *Engine) denseBroadcast(op string, t Tensor, shape []int64) (kernels.Strided, error) {
	s, err := e.dense(op, t)
	if err != nil {
		return s, err
	}
	if slices.Equal(t.Shape(), shape) {
		return s, nil
	}
	lead := len(shape) - len(s.Shape)
	out := kernels.Strided{Data: s.Data, Offset: s.Offset, Shape: e.ar.intsOf(shape), Strides: e.ar.intSlice(len(shape))}
	for i := range s.Shape {
		if s.Shape[i] == int(shape[i+lead]) {
			out.Strides[i+lead] = s.Strides[i]
		}
	}
	return out, nil
}

// Scale multiplies by a constant factor (an attribute, not a tensor).
func (e *Engine) Scale(x Tensor, s float64) Tensor {
	defer e.guard("scale", layout.CatchFaults())
	if !e.ok(x) {
		return Tensor{}
	}
	const op = "scale"
	xs, err := e.dense(op, x)
	if err != nil {
		return e.fail(op, err, x)
	}
	out, t, err := e.allocF32(op, x.Shape())
	if err != nil {
		return e.fail(op, err, x)
	}
	if !e.trace {
		if err := kernels.Copy(xs, out); err != nil {
			return e.fail(op, err, x)
		}
		f := float32(s)
		for i := range out {
			out[i] *= f
		}
	}
	var attrs tape.Attrs
	if e.rec != nil {
		attrs = tape.Attrs{tape.Float("scale", s)}
	}
	return e.emit(op, attrs, t, x)
}
