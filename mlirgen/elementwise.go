package mlirgen

import (
	"fmt"
	"github.com/skainet/skaic/layout"
)

// Elementwise emitters: one linalg.generic each, all loops parallel,
// operands broadcast with numpy's rules through their indexing maps.
//
// Numerics follow the eager kernels step for step in the value's float
// type (float32 for f32): every product and sum is its own arith op, in the
// eager order. Transcendentals are the math dialect's, which IREE expands
// into its own polynomial approximations (a few ulps from the correctly
// rounded value; the package tests state the measured error per op).

// UnaryOp names an elementwise function of one operand.
type UnaryOp string

// The unary ops.
const (
	Neg     UnaryOp = "neg"
	Exp     UnaryOp = "exp"
	Log     UnaryOp = "log"
	Sqrt    UnaryOp = "sqrt"
	Rsqrt   UnaryOp = "rsqrt"   // 1 / sqrt(x), a true division
	Tanh    UnaryOp = "tanh"    //
	Sigmoid UnaryOp = "sigmoid" // 1 / (1 + exp(-x))
	Silu    UnaryOp = "silu"    // x / (1 + exp(-x)), as ggml_silu_f32
	Gelu    UnaryOp = "gelu"    // tanh form, ggml_gelu_f32's order
	Cos     UnaryOp = "cos"     // argument reduced by 2π in three steps first
	Sin     UnaryOp = "sin"     // likewise
	Abs     UnaryOp = "abs"
	Square  UnaryOp = "square" // x·x
	Relu    UnaryOp = "relu"   // x > 0 ? x : 0
)

// UnaryOps lists the unary ops.
func UnaryOps() []UnaryOp {
	return []UnaryOp{Neg, Exp, Log, Sqrt, Rsqrt, Tanh, Sigmoid, Silu, Gelu, Cos, Sin, Abs, Square, Relu}
}

// BinaryOp names an elementwise function of two operands.
type BinaryOp string

// The binary ops. Max and Min propagate NaN (arith.maximumf/minimumf, like
// numpy's maximum/minimum and the eager kernels).
const (
	Add BinaryOp = "add"
	Sub BinaryOp = "sub"
	Mul BinaryOp = "mul"
	Div BinaryOp = "div"
	Max BinaryOp = "max"
	Min BinaryOp = "min"
	Pow BinaryOp = "pow"
)

// BinaryOps lists the binary ops.
func BinaryOps() []BinaryOp { return []BinaryOp{Add, Sub, Mul, Div, Max, Min, Pow} }

// ggml's GELU constants (ggml-cpu/vec.h), as float32.
const (
	geluCoefA   float32 = 0.044715
	sqrt2OverPi float32 = 0.79788456080286535587989211986876
)

// elementwise emits out = body(operands…) over the broadcast shape.
func (f *FuncWriter) elementwise(op string, out Elem, body func(r *region, a []string) string, vs ...Value) Value {
	if !f.ok(op, vs...) {
		return Value{}
	}
	shape := vs[0].Type.Shape
	for _, v := range vs[1:] {
		s, err := layout.BroadcastShapes(shape, v.Type.Shape)
		if err != nil {
			f.fail(op, err)
			return Value{}
		}
		shape = s
	}
	ins := make([]Value, len(vs))
	maps := make([][]string, len(vs))
	for i, v := range vs {
		in, m, err := f.bcastOperand(v, shape)
		if err != nil {
			f.fail(op, err)
			return Value{}
		}
		ins[i], maps[i] = in, m
	}
	t := TensorType{Shape: append([]int64(nil), shape...), Elem: out}
	return f.generic(generic{
		loops: len(shape), ins: ins, inMaps: maps,
		outs: []Value{f.Empty(t)}, outMaps: [][]string{identityMap(len(shape))},
		body: func(r *region, a []string) []string { return []string{body(r, a)} },
	})[0]
}

// Unary applies op elementwise to a float tensor.
func (f *FuncWriter) Unary(op UnaryOp, x Value) Value {
	if !f.ok(string(op), x) {
		return Value{}
	}
	e := x.Type.Elem
	if !e.IsFloat() {
		f.failf(string(op), "operand %s is not a float tensor", x.Type)
		return Value{}
	}
	var body func(r *region, v string) string
	switch op {
	case Neg:
		body = func(r *region, v string) string { return r.un("arith.negf", v, e) }
	case Exp, Log, Sqrt, Tanh:
		body = func(r *region, v string) string { return r.un("math."+string(op), v, e) }
	case Cos, Sin:
		// Reduced by 2π first (f32 only): see reduce2Pi.
		body = func(r *region, v string) string {
			if e == F32 {
				v = r.reduce2Pi(v)
			}
			return r.un("math."+string(op), v, e)
		}
	case Abs:
		body = func(r *region, v string) string { return r.un("math.absf", v, e) }
	case Rsqrt:
		body = func(r *region, v string) string {
			return r.bin("arith.divf", r.c(1, e), r.un("math.sqrt", v, e), e)
		}
	case Sigmoid:
		body = func(r *region, v string) string {
			one := r.c(1, e)
			den := r.bin("arith.addf", one, r.un("math.exp", r.un("arith.negf", v, e), e), e)
			return r.bin("arith.divf", one, den, e)
		}
	case Silu:
		body = func(r *region, v string) string {
			den := r.bin("arith.addf", r.c(1, e), r.un("math.exp", r.un("arith.negf", v, e), e), e)
			return r.bin("arith.divf", v, den, e)
		}
	case Gelu:
		body = func(r *region, v string) string {
			// inner = (√(2/π)·x)·(1 + (a·x)·x); y = (0.5·x)·(1 + tanh(inner))
			one := r.c(1, e)
			ax := r.bin("arith.mulf", r.c(float64(geluCoefA), e), v, e)
			axx := r.bin("arith.mulf", ax, v, e)
			sx := r.bin("arith.mulf", r.c(float64(sqrt2OverPi), e), v, e)
			inner := r.bin("arith.mulf", sx, r.bin("arith.addf", one, axx, e), e)
			hx := r.bin("arith.mulf", r.c(0.5, e), v, e)
			return r.bin("arith.mulf", hx, r.bin("arith.addf", one, r.un("math.tanh", inner, e), e), e)
		}
	case Square:
		body = func(r *region, v string) string { return r.bin("arith.mulf", v, v, e) }
	case Relu:
		body = func(r *region, v string) string {
			z := r.c(0, e)
			return r.sel(r.cmpf("ogt", v, z, e), v, z, e)
		}
	default:
		f.failf(string(op), "unknown unary op")
		return Value{}
	}
	return f.elementwise(string(op), e, func(r *region, a []string) string { return body(r, a[0]) }, x)
}

// Binary applies op elementwise with numpy broadcasting. Both operands
// have the same element type (float, or integer for add/sub/mul/div/max/min).
func (f *FuncWriter) Binary(op BinaryOp, a, b Value) Value {
	if !f.ok(string(op), a, b) {
		return Value{}
	}
	e := a.Type.Elem
	if b.Type.Elem != e {
		f.failf(string(op), "element types differ: %s and %s", a.Type, b.Type)
		return Value{}
	}
	var name string
	if e.IsFloat() {
		name = map[BinaryOp]string{Add: "arith.addf", Sub: "arith.subf", Mul: "arith.mulf", Div: "arith.divf",
			Max: "arith.maximumf", Min: "arith.minimumf", Pow: "math.powf"}[op]
	} else if e.IsInt() && e != I1 {
		name = map[BinaryOp]string{Add: "arith.addi", Sub: "arith.subi", Mul: "arith.muli", Div: "arith.divsi",
			Max: "arith.maxsi", Min: "arith.minsi"}[op]
	}
	if name == "" {
		f.failf(string(op), "no %s for %s", op, e)
		return Value{}
	}
	return f.elementwise(string(op), e, func(r *region, v []string) string { return r.bin(name, v[0], v[1], e) }, a, b)
}

// Shorthands of Unary and Binary.
func (f *FuncWriter) Neg(x Value) Value     { return f.Unary(Neg, x) }
func (f *FuncWriter) Exp(x Value) Value     { return f.Unary(Exp, x) }
func (f *FuncWriter) Log(x Value) Value     { return f.Unary(Log, x) }
func (f *FuncWriter) Sqrt(x Value) Value    { return f.Unary(Sqrt, x) }
func (f *FuncWriter) Rsqrt(x Value) Value   { return f.Unary(Rsqrt, x) }
func (f *FuncWriter) Tanh(x Value) Value    { return f.Unary(Tanh, x) }
func (f *FuncWriter) Sigmoid(x Value) Value { return f.Unary(Sigmoid, x) }
func (f *FuncWriter) Silu(x Value) Value    { return f.Unary(Silu, x) }
func (f *FuncWriter) Gelu(x Value) Value    { return f.Unary(Gelu, x) }
func (f *FuncWriter) Cos(x Value) Value     { return f.Unary(Cos, x) }
func (f *FuncWriter) Sin(x Value) Value     { return f.Unary(Sin, x) }
func (f *FuncWriter) Add(a, b Value) Value  { return f.Binary(Add, a, b) }
func (f *FuncWriter) Sub(a, b Value) Value  { return f.Binary(Sub, a, b) }
func (f *FuncWriter) Mul(a, b Value) Value  { return f.Binary(Mul, a, b) }
func (f *FuncWriter) Div(a, b Value) Value  { return f.Binary(Div, a, b) }
func (f *FuncWriter) Max(a, b Value) Value  { return f.Binary(Max, a, b) }
func (f *FuncWriter) Min(a, b Value) Value  { return f.Binary(Min, a, b) }

// Scale multiplies a float tensor by a constant (rounded to its type).
func (f *FuncWriter) Scale(x Value, c float64) Value {
	if !f.ok("scale", x) {
		return Value{}
	}
	e := x.Type.Elem
	if !e.IsFloat() {
		f.failf("scale", "operand %s is not a float tensor", x.Type)
		return Value{}
	}
	return f.elementwise("scale", e, func(r *region, a []string) string {
		return r.bin("arith.mulf", a[0], r.c(c, e), e)
	}, x)
}

// AddScalar adds a constant to a float tensor.
func (f *FuncWriter) AddScalar(x Value, c float64) Value {
	if !f.ok("add_scalar", x) {
		return Value{}
	}
	e := x.Type.Elem
	if !e.IsFloat() {
		f.failf("add_scalar", "operand %s is not a float tensor", x.Type)
		return Value{}
	}
	return f.elementwise("add_scalar", e, func(r *region, a []string) string {
		return r.bin("arith.addf", a[0], r.c(c, e), e)
	}, x)
}

// castOp is the arith op converting from → to ("" when they are equal).
func castOp(from, to Elem) (string, error) {
	switch {
	case from == to:
		return "", nil
	case from.IsFloat() && to.IsFloat():
		switch {
		case from.Bits() == to.Bits():
			return "", fmt.Errorf("no direct cast %s → %s (go through f32)", from, to)
		case to.Bits() > from.Bits():
			return "arith.extf", nil
		}
		return "arith.truncf", nil
	case from.IsInt() && to.IsFloat():
		if from == I1 {
			return "arith.uitofp", nil
		}
		return "arith.sitofp", nil
	case from.IsFloat() && to.IsInt():
		if to == I1 {
			return "", fmt.Errorf("float → i1: compare instead")
		}
		return "arith.fptosi", nil
	case from.IsInt() && to.IsInt():
		if to.Bits() > from.Bits() {
			if from == I1 {
				return "arith.extui", nil
			}
			return "arith.extsi", nil
		}
		return "arith.trunci", nil
	}
	return "", fmt.Errorf("no cast %s → %s", from, to)
}

// Cast converts the element type: extf/truncf between floats, sitofp
// (uitofp for i1) to float, fptosi (truncating toward zero) to integer,
// extsi/trunci between integers.
func (f *FuncWriter) Cast(x Value, to Elem) Value {
	if !f.ok("cast", x) {
		return Value{}
	}
	name, err := castOp(x.Type.Elem, to)
	if err != nil {
		f.fail("cast", err)
		return Value{}
	}
	if name == "" {
		return x
	}
	from := x.Type.Elem
	return f.elementwise("cast", to, func(r *region, a []string) string { return r.conv(name, a[0], from, to) }, x)
}

// Where is cond ? a : b elementwise with broadcasting; cond is i1, or a
// number where nonzero (NaN included) means true.
func (f *FuncWriter) Where(cond, a, b Value) Value {
	if !f.ok("where", cond, a, b) {
		return Value{}
	}
	e := a.Type.Elem
	if b.Type.Elem != e {
		f.failf("where", "branches differ: %s and %s", a.Type, b.Type)
		return Value{}
	}
	ce := cond.Type.Elem
	return f.elementwise("where", e, func(r *region, v []string) string {
		c := v[0]
		switch {
		case ce.IsFloat():
			c = r.cmpf("une", c, r.c(0, ce), ce)
		case ce != I1:
			c = r.cmpi("ne", c, r.c(0, ce), ce)
		}
		return r.sel(c, v[1], v[2], e)
	}, cond, a, b)
}
