package mlirgen

import (
	"github.com/skainet/skaic/layout"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// Per-op cases: each category is one golden module (one function per case)
// compiled once by iree-compile; every case runs through iree-run-module
// and is compared with a float64 reference computed here.

// arr is a float64 reference tensor (row-major).
type arr struct {
	shape []int64
	v     []float64
}

func numel(shape []int64) int64 {
	n := int64(1)
	for _, d := range shape {
		n *= d
	}
	return n
}

func newArr(shape ...int64) arr { return arr{shape: shape, v: make([]float64, numel(shape))} }

// unravel turns a flat index into coordinates.
func unravel(i int64, shape []int64) []int64 {
	c := make([]int64, len(shape))
	for k := len(shape) - 1; k >= 0; k-- {
		c[k] = i % shape[k]
		i /= shape[k]
	}
	return c
}

// at reads a at out-coordinates c with numpy broadcasting (right-aligned).
func (a arr) at(c []int64) float64 {
	off := len(c) - len(a.shape)
	idx := int64(0)
	for k, d := range a.shape {
		x := c[off+k]
		if d == 1 {
			x = 0
		}
		idx = idx*d + x
	}
	return a.v[idx]
}

// mapN evaluates fn over the broadcast shape of the operands.
func mapN(shape []int64, fn func(v []float64) float64, ops ...arr) []float64 {
	out := make([]float64, numel(shape))
	vals := make([]float64, len(ops))
	for i := range out {
		c := unravel(int64(i), shape)
		for k, o := range ops {
			vals[k] = o.at(c)
		}
		out[i] = fn(vals)
	}
	return out
}

type opCase struct {
	name  string
	args  []TensorType
	build func(f *FuncWriter, a []Value) Value
	// gen makes the input values of argument k (nil: standard normal ×2)
	gen func(rng *rand.Rand, k int, n int64) []float64
	ref func(in []arr) []float64
	// mag, when set, is the per-element scale of the rounding error
	// (Σ|terms| of a sum) that rtol applies to.
	mag  func(in []arr) []float64
	atol float64
	rtol float64
}

func normal(rng *rand.Rand, n int64, scale float64) []float64 {
	out := make([]float64, n)
	for i := range out {
		out[i] = float64(float32(rng.NormFloat64() * scale))
	}
	return out
}

func buildCases(t *testing.T, name string, cases []opCase) *Module {
	m := NewModule(name)
	for _, c := range cases {
		f, err := m.Func(c.name, c.args...)
		if err != nil {
			t.Fatal(err)
		}
		f.Return(c.build(f, f.Args()))
	}
	return m
}

// runCases emits, goldens, compiles and runs a category.
func runCases(t *testing.T, name string, cases []opCase) {
	m := buildCases(t, name, cases)
	text := emit(t, m)
	golden(t, name+".mlir", text)
	c := compile(t, name, text)
	rng := rand.New(rand.NewPCG(7, uint64(len(name))))
	for _, oc := range cases {
		ins := make([]arr, len(oc.args))
		var npys [][]byte
		for k, at := range oc.args {
			n := at.NumElements()
			var v []float64
			if oc.gen != nil {
				v = oc.gen(rng, k, n)
			}
			if v == nil {
				v = normal(rng, n, 2)
			}
			ins[k] = arr{shape: at.Shape, v: v}
			switch at.Elem {
			case F32:
				f := make([]float32, n)
				for i, x := range v {
					f[i] = float32(x)
				}
				npys = append(npys, npyF32(at.Shape, f))
			case I32:
				iv := make([]int32, n)
				for i, x := range v {
					iv[i] = int32(x)
				}
				npys = append(npys, npyI32(at.Shape, iv))
			case I8:
				b := make([]byte, n)
				for i, x := range v {
					b[i] = byte(int8(x))
				}
				npys = append(npys, npyI8(at.Shape, b))
			default:
				t.Fatalf("%s: no npy input for %s", oc.name, at)
			}
		}
		got := c.run(t, oc.name, "", 1, npys...)[0]
		var mag []float64
		if oc.mag != nil {
			mag = oc.mag(ins)
		}
		compareMag(t, oc.name, got, oc.ref(ins), mag, oc.atol, oc.rtol)
	}
}

func unaryRef(fn func(float64) float64) func(in []arr) []float64 {
	return func(in []arr) []float64 {
		return mapN(in[0].shape, func(v []float64) float64 { return fn(v[0]) }, in[0])
	}
}

func positive(rng *rand.Rand, k int, n int64) []float64 {
	v := normal(rng, n, 2)
	for i := range v {
		v[i] = math.Abs(v[i]) + 0.05
	}
	return v
}

func TestElementwiseOps(t *testing.T) {
	t.Parallel()
	x := Tensor(F32, 5, 37)
	gelu := func(x float64) float64 {
		return 0.5 * x * (1 + math.Tanh(math.Sqrt(2/math.Pi)*x*(1+0.044715*x*x)))
	}
	unary := map[UnaryOp]func(float64) float64{
		Neg: func(x float64) float64 { return -x }, Exp: math.Exp, Log: math.Log, Sqrt: math.Sqrt,
		Rsqrt: func(x float64) float64 { return 1 / math.Sqrt(x) }, Tanh: math.Tanh,
		Sigmoid: func(x float64) float64 { return 1 / (1 + math.Exp(-x)) },
		Silu:    func(x float64) float64 { return x / (1 + math.Exp(-x)) },
		Gelu:    gelu, Cos: math.Cos, Sin: math.Sin, Abs: math.Abs,
		Square: func(x float64) float64 { return x * x },
		Relu:   func(x float64) float64 { return max(x, 0) },
	}
	var cases []opCase
	for _, op := range UnaryOps() {
		c := opCase{name: string(op), args: []TensorType{x},
			build: func(f *FuncWriter, a []Value) Value { return f.Unary(op, a[0]) },
			ref:   unaryRef(unary[op]), atol: 1e-6, rtol: 2e-6}
		switch op {
		case Log, Sqrt, Rsqrt:
			c.gen = positive
		case Cos, Sin:
			// Small and large arguments (rope angles reach thousands).
			c.gen = func(rng *rand.Rand, k int, n int64) []float64 {
				v := normal(rng, n, 20)
				for i := 0; i < len(v); i += 2 {
					v[i] = float64(float32((rng.Float64()*2 - 1) * 20000))
				}
				return v
			}
		}
		cases = append(cases, c)
	}
	binary := map[BinaryOp]func(a, b float64) float64{
		Add: func(a, b float64) float64 { return a + b }, Sub: func(a, b float64) float64 { return a - b },
		Mul: func(a, b float64) float64 { return a * b }, Div: func(a, b float64) float64 { return a / b },
		Max: math.Max, Min: math.Min, Pow: math.Pow,
	}
	shapes := [][2]TensorType{
		{Tensor(F32, 5, 37), Tensor(F32, 37)},
		{Tensor(F32, 5, 1), Tensor(F32, 1, 37)},
		{Tensor(F32, 2, 1, 37), Tensor(F32, 5, 1)},
	}
	for i, op := range BinaryOps() {
		sh := shapes[i%len(shapes)]
		c := opCase{name: string(op), args: sh[:],
			build: func(f *FuncWriter, a []Value) Value { return f.Binary(op, a[0], a[1]) },
			ref: func(in []arr) []float64 {
				out, _ := layout.BroadcastShapes(in[0].shape, in[1].shape)
				return mapN(out, func(v []float64) float64 { return binary[op](v[0], v[1]) }, in[0], in[1])
			},
			atol: 1e-6, rtol: 2e-6}
		if op == Pow {
			c.gen = func(rng *rand.Rand, k int, n int64) []float64 {
				if k == 0 {
					return positive(rng, k, n)
				}
				return normal(rng, n, 1)
			}
		}
		cases = append(cases, c)
	}
	cases = append(cases,
		opCase{name: "scale", args: []TensorType{x},
			build: func(f *FuncWriter, a []Value) Value { return f.Scale(a[0], 0.125) },
			ref:   unaryRef(func(x float64) float64 { return x * 0.125 })},
		opCase{name: "add_scalar", args: []TensorType{x},
			build: func(f *FuncWriter, a []Value) Value { return f.AddScalar(a[0], 1e-5) },
			ref:   unaryRef(func(x float64) float64 { return x + 1e-5 }), atol: 1e-6},
		opCase{name: "cast_f16_roundtrip", args: []TensorType{x},
			build: func(f *FuncWriter, a []Value) Value { return f.Cast(f.Cast(a[0], F16), F32) },
			ref:   unaryRef(func(x float64) float64 { return x }), atol: 1e-7, rtol: 1.0 / 2048},
		opCase{name: "cast_i32_roundtrip", args: []TensorType{x},
			build: func(f *FuncWriter, a []Value) Value { return f.Cast(f.Cast(f.Scale(a[0], 10), I32), F32) },
			ref:   unaryRef(func(x float64) float64 { return math.Trunc(float64(float32(x * 10))) })},
		opCase{name: "cast_i32_to_f32", args: []TensorType{Tensor(I32, 2, 6)},
			gen: func(rng *rand.Rand, k int, n int64) []float64 {
				v := make([]float64, n)
				for i := range v {
					v[i] = float64(rng.IntN(2000) - 1000)
				}
				return v
			},
			build: func(f *FuncWriter, a []Value) Value { return f.Cast(a[0], F32) },
			ref:   unaryRef(func(x float64) float64 { return x })},
		opCase{name: "where", args: []TensorType{Tensor(F32, 5, 1), x, Tensor(F32, 37)},
			gen: func(rng *rand.Rand, k int, n int64) []float64 {
				if k != 0 {
					return nil
				}
				v := make([]float64, n)
				for i := range v {
					v[i] = float64(i % 2)
				}
				return v
			},
			build: func(f *FuncWriter, a []Value) Value { return f.Where(a[0], a[1], a[2]) },
			ref: func(in []arr) []float64 {
				return mapN([]int64{5, 37}, func(v []float64) float64 {
					if v[0] != 0 {
						return v[1]
					}
					return v[2]
				}, in...)
			}},
	)
	runCases(t, "elementwise", cases)
}

// reduceRef reduces a over axis.
func reduceRef(a arr, axis int, init float64, fn func(acc, x float64) float64) arr {
	shape := slices.Clone(a.shape)
	shape[axis] = 1
	out := newArr(shape...)
	for i := range out.v {
		out.v[i] = init
	}
	for i, x := range a.v {
		c := unravel(int64(i), a.shape)
		c[axis] = 0
		j := int64(0)
		for k, d := range shape {
			j = j*d + c[k]
		}
		out.v[j] = fn(out.v[j], x)
	}
	return out
}

func sumFn(acc, x float64) float64 { return acc + x }

func softmaxRef(a arr) []float64 {
	last := len(a.shape) - 1
	m := reduceRef(a, last, math.Inf(-1), math.Max)
	e := arr{shape: a.shape, v: mapN(a.shape, func(v []float64) float64 { return math.Exp(v[0] - v[1]) }, a, m)}
	s := reduceRef(e, last, 0, sumFn)
	return mapN(a.shape, func(v []float64) float64 { return v[0] / v[1] }, e, s)
}

func rmsRef(a arr, w *arr, eps float64) []float64 {
	last := len(a.shape) - 1
	sq := arr{shape: a.shape, v: mapN(a.shape, func(v []float64) float64 { return v[0] * v[0] }, a)}
	s := reduceRef(sq, last, 0, sumFn)
	c := float64(a.shape[last])
	ops := []arr{a, s}
	if w != nil {
		ops = append(ops, *w)
	}
	return mapN(a.shape, func(v []float64) float64 {
		y := v[0] / math.Sqrt(v[1]/c+eps)
		if len(v) > 2 {
			y *= v[2]
		}
		return y
	}, ops...)
}

func layerNormRef(a arr, w, b *arr, eps float64) []float64 {
	last := len(a.shape) - 1
	c := float64(a.shape[last])
	s := reduceRef(a, last, 0, sumFn)
	d := arr{shape: a.shape, v: mapN(a.shape, func(v []float64) float64 { return v[0] - v[1]/c }, a, s)}
	sq := reduceRef(arr{shape: a.shape, v: mapN(a.shape, func(v []float64) float64 { return v[0] * v[0] }, d)}, last, 0, sumFn)
	ops := []arr{d, sq}
	if w != nil {
		ops = append(ops, *w)
	}
	if b != nil {
		ops = append(ops, *b)
	}
	return mapN(a.shape, func(v []float64) float64 {
		y := v[0] / math.Sqrt(v[1]/c+eps)
		k := 2
		if w != nil {
			y *= v[k]
			k++
		}
		if b != nil {
			y += v[k]
		}
		return y
	}, ops...)
}

func TestReduceOps(t *testing.T) {
	t.Parallel()
	x := Tensor(F32, 3, 4, 50)
	var cases []opCase
	red := func(name string, op ReduceOp, axis int, keep bool, init float64, fn func(acc, x float64) float64, div bool) opCase {
		return opCase{name: name, args: []TensorType{x},
			build: func(f *FuncWriter, a []Value) Value { return f.Reduce(op, a[0], axis, keep) },
			ref: func(in []arr) []float64 {
				ax := axis
				if ax < 0 {
					ax += 3
				}
				r := reduceRef(in[0], ax, init, fn)
				if div {
					for i := range r.v {
						r.v[i] /= float64(x.Shape[ax])
					}
				}
				return r.v
			}, atol: 1e-5, rtol: 1e-5}
	}
	cases = append(cases,
		red("sum_axis0", ReduceSum, 0, false, 0, sumFn, false),
		red("sum_axis1_keep", ReduceSum, 1, true, 0, sumFn, false),
		red("sum_axis2", ReduceSum, 2, false, 0, sumFn, false),
		red("mean_last_keep", ReduceMean, -1, true, 0, sumFn, true),
		red("max_axis1", ReduceMax, 1, false, math.Inf(-1), math.Max, false),
		red("min_axis2_keep", ReduceMin, 2, true, math.Inf(1), math.Min, false),
		opCase{name: "softmax", args: []TensorType{x},
			build: func(f *FuncWriter, a []Value) Value { return f.Softmax(a[0]) },
			ref:   func(in []arr) []float64 { return softmaxRef(in[0]) }, atol: 1e-7, rtol: 1e-5},
		opCase{name: "softmax_causal", args: []TensorType{Tensor(F32, 2, 6, 9)},
			build: func(f *FuncWriter, a []Value) Value { return f.Softmax(f.CausalMask(a[0], 3, math.Inf(-1))) },
			ref: func(in []arr) []float64 {
				m := arr{shape: in[0].shape, v: slices.Clone(in[0].v)}
				for i := range m.v {
					c := unravel(int64(i), m.shape)
					if c[2] > c[1]+3 {
						m.v[i] = math.Inf(-1)
					}
				}
				return softmaxRef(m)
			}, atol: 1e-7, rtol: 1e-5},
		opCase{name: "rms_norm", args: []TensorType{Tensor(F32, 6, 64)},
			build: func(f *FuncWriter, a []Value) Value { return f.RMSNorm(a[0], nil, 1e-5) },
			ref:   func(in []arr) []float64 { return rmsRef(in[0], nil, 1e-5) }, atol: 1e-6, rtol: 1e-5},
		opCase{name: "rms_norm_weight", args: []TensorType{Tensor(F32, 2, 3, 64), Tensor(F32, 64)},
			build: func(f *FuncWriter, a []Value) Value { return f.RMSNorm(a[0], &a[1], 1e-6) },
			ref:   func(in []arr) []float64 { return rmsRef(in[0], &in[1], 1e-6) }, atol: 1e-6, rtol: 1e-5},
		opCase{name: "layer_norm", args: []TensorType{Tensor(F32, 6, 48)},
			build: func(f *FuncWriter, a []Value) Value { return f.LayerNorm(a[0], nil, nil, 1e-5) },
			ref:   func(in []arr) []float64 { return layerNormRef(in[0], nil, nil, 1e-5) }, atol: 1e-6, rtol: 1e-5},
		opCase{name: "layer_norm_affine", args: []TensorType{Tensor(F32, 6, 48), Tensor(F32, 48), Tensor(F32, 48)},
			build: func(f *FuncWriter, a []Value) Value { return f.LayerNorm(a[0], &a[1], &a[2], 1e-5) },
			ref:   func(in []arr) []float64 { return layerNormRef(in[0], &in[1], &in[2], 1e-5) }, atol: 1e-5, rtol: 1e-5},
	)
	runCases(t, "reduce", cases)
}
