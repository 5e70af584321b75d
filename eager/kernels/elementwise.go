package kernels

import (
	"fmt"
	"math"
)

// UnaryOp names an elementwise function of one operand.
type UnaryOp uint8

// The unary ops. Formulas are float32 unless stated; "f64" marks functions
// evaluated by package math in float64 and rounded to float32.
const (
	Neg     UnaryOp = iota // -x
	Exp                    // f64 exp
	Log                    // f64 log
	Sqrt                   // correctly rounded sqrt
	Rsqrt                  // 1 / sqrt(x), as 1.0f/sqrtf(x)
	Tanh                   // f64 tanh
	Sigmoid                // 1 / (1 + exp(-x))
	Silu                   // x / (1 + exp(-x)), ggml_silu_f32
	Gelu                   // tanh form, ggml_gelu_f32 (see gelu32)
	Cos                    // f64 cos
	Sin                    // f64 sin
	Abs                    // |x| (clears the sign bit)
	Square                 // x·x
	Relu                   // x > 0 ? x : 0 (ggml: NaN gives 0)
	numUnaryOps
)

var unaryNames = [...]string{"neg", "exp", "log", "sqrt", "rsqrt", "tanh", "sigmoid", "silu", "gelu", "cos", "sin", "abs", "square", "relu"}

func (op UnaryOp) String() string {
	if op < numUnaryOps {
		return unaryNames[op]
	}
	return fmt.Sprintf("UnaryOp(%d)", uint8(op))
}

// BinaryOp names an elementwise function of two operands.
type BinaryOp uint8

// The binary ops, all float32. Max and Min propagate NaN (Go's built-in max
// and min, numpy's maximum/minimum); Pow is f64 pow rounded to float32.
const (
	Add BinaryOp = iota
	Sub
	Mul
	Div
	Max
	Min
	Pow
	numBinaryOps
)

var binaryNames = [...]string{"add", "sub", "mul", "div", "max", "min", "pow"}

func (op BinaryOp) String() string {
	if op < numBinaryOps {
		return binaryNames[op]
	}
	return fmt.Sprintf("BinaryOp(%d)", uint8(op))
}

// ggml's GELU constants (ggml-cpu/vec.h).
const (
	geluCoefA   float32 = 0.044715
	sqrt2OverPi float32 = 0.79788456080286535587989211986876
	float32One  float32 = 1
	float32Half float32 = 0.5
)

func exp32(x float32) float32 { return float32(math.Exp(float64(x))) }

// gelu32 is ggml_gelu_f32, 0.5f*x*(1.0f + tanhf(SQRT_2_OVER_PI*x*(1.0f +
// GELU_COEF_A*x*x))), evaluated left to right with every step rounded to
// float32. (ggml's CPU backend by default looks GELU up in an f16 table for
// |x| < 10; that table is an approximation of this formula, so we compute
// the formula itself.)
func gelu32(x float32) float32 {
	inner := float32(float32(sqrt2OverPi*x) * (float32One + float32(float32(geluCoefA*x)*x)))
	return float32(float32Half*x) * (float32One + float32(math.Tanh(float64(inner))))
}

// unaryInPlace applies op to src into dst (same length; may alias).
func unaryInPlace(op UnaryOp, src, dst []float32) {
	dst = dst[:len(src)]
	switch op {
	case Neg:
		for i, v := range src {
			dst[i] = -v
		}
	case Exp:
		for i, v := range src {
			dst[i] = exp32(v)
		}
	case Log:
		for i, v := range src {
			dst[i] = float32(math.Log(float64(v)))
		}
	case Sqrt:
		for i, v := range src {
			dst[i] = float32(math.Sqrt(float64(v)))
		}
	case Rsqrt:
		for i, v := range src {
			dst[i] = float32One / float32(math.Sqrt(float64(v)))
		}
	case Tanh:
		for i, v := range src {
			dst[i] = float32(math.Tanh(float64(v)))
		}
	case Sigmoid:
		for i, v := range src {
			dst[i] = float32One / (float32One + exp32(-v))
		}
	case Silu:
		for i, v := range src {
			dst[i] = v / (float32One + exp32(-v))
		}
	case Gelu:
		for i, v := range src {
			dst[i] = gelu32(v)
		}
	case Cos:
		for i, v := range src {
			dst[i] = float32(math.Cos(float64(v)))
		}
	case Sin:
		for i, v := range src {
			dst[i] = float32(math.Sin(float64(v)))
		}
	case Abs:
		for i, v := range src {
			dst[i] = math.Float32frombits(math.Float32bits(v) &^ (1 << 31))
		}
	case Square:
		for i, v := range src {
			dst[i] = v * v
		}
	case Relu:
		for i, v := range src {
			if v > 0 {
				dst[i] = v
			} else {
				dst[i] = 0
			}
		}
	}
}

// Unary computes out = op(x) elementwise; out is contiguous, row-major of
// x.Shape. x may have any strides.
func Unary(op UnaryOp, x Strided, out []float32) error {
	if op >= numUnaryOps {
		return fmt.Errorf("unary: unknown op %d", uint8(op))
	}
	n, err := x.check("unary", op.String(), "x")
	if err != nil {
		return err
	}
	if len(out) != n {
		return fmt.Errorf("unary %s: out has %d elements, x has %d", op, len(out), n)
	}
	if n == 0 {
		return nil
	}
	w := newWalker(x.Shape, 1, [3][]int{x.Strides}, [3]int{x.Offset})
	for pos := 0; ; pos += w.n {
		dst := out[pos : pos+w.n]
		if w.inner[0] == 1 {
			unaryInPlace(op, x.Data[w.off[0]:w.off[0]+w.n], dst)
		} else {
			gather(dst, x.Data, w.off[0], w.inner[0], w.n)
			unaryInPlace(op, dst, dst)
		}
		if !w.next() {
			return nil
		}
	}
}

// binVV: dst[i] = a[i] op b[i] (all the same length; dst may alias).
func binVV(op BinaryOp, a, b, dst []float32) {
	n := len(dst)
	a, b = a[:n], b[:n]
	switch op {
	case Add:
		for i := range dst {
			dst[i] = a[i] + b[i]
		}
	case Sub:
		for i := range dst {
			dst[i] = a[i] - b[i]
		}
	case Mul:
		for i := range dst {
			dst[i] = a[i] * b[i]
		}
	case Div:
		for i := range dst {
			dst[i] = a[i] / b[i]
		}
	case Max:
		for i := range dst {
			dst[i] = max(a[i], b[i])
		}
	case Min:
		for i := range dst {
			dst[i] = min(a[i], b[i])
		}
	case Pow:
		for i := range dst {
			dst[i] = float32(math.Pow(float64(a[i]), float64(b[i])))
		}
	}
}

// binVS: dst[i] = a[i] op s.
func binVS(op BinaryOp, a []float32, s float32, dst []float32) {
	a = a[:len(dst)]
	switch op {
	case Add:
		for i, v := range a {
			dst[i] = v + s
		}
	case Sub:
		for i, v := range a {
			dst[i] = v - s
		}
	case Mul:
		for i, v := range a {
			dst[i] = v * s
		}
	case Div:
		for i, v := range a {
			dst[i] = v / s
		}
	case Max:
		for i, v := range a {
			dst[i] = max(v, s)
		}
	case Min:
		for i, v := range a {
			dst[i] = min(v, s)
		}
	case Pow:
		for i, v := range a {
			dst[i] = float32(math.Pow(float64(v), float64(s)))
		}
	}
}

// binSV: dst[i] = s op b[i].
func binSV(op BinaryOp, s float32, b []float32, dst []float32) {
	b = b[:len(dst)]
	switch op {
	case Add:
		for i, v := range b {
			dst[i] = s + v
		}
	case Sub:
		for i, v := range b {
			dst[i] = s - v
		}
	case Mul:
		for i, v := range b {
			dst[i] = s * v
		}
	case Div:
		for i, v := range b {
			dst[i] = s / v
		}
	case Max:
		for i, v := range b {
			dst[i] = max(s, v)
		}
	case Min:
		for i, v := range b {
			dst[i] = min(s, v)
		}
	case Pow:
		for i, v := range b {
			dst[i] = float32(math.Pow(float64(s), float64(v)))
		}
	}
}

// chunk is the stack buffer the general strided paths gather through.
const chunk = 256

// Binary computes out = a op b elementwise. a and b already have the
// output's shape (broadcast axes carry stride 0); out is contiguous,
// row-major. The walker's merging makes the common cases single tight
// loops: contiguous·contiguous is one run, contiguous·scalar one run against
// a constant, contiguous·row-broadcast (a bias) one run per row; anything
// else gathers through a stack buffer.
func Binary(op BinaryOp, a, b Strided, out []float32) error {
	if op >= numBinaryOps {
		return fmt.Errorf("binary: unknown op %d", uint8(op))
	}
	n, err := a.check("binary", op.String(), "a")
	if err != nil {
		return err
	}
	if _, err := b.check("binary", op.String(), "b"); err != nil {
		return err
	}
	if !sameShape(a.Shape, b.Shape) {
		return fmt.Errorf("binary %s: shapes %v and %v differ (broadcast them first)", op, a.Shape, b.Shape)
	}
	if len(out) != n {
		return fmt.Errorf("binary %s: out has %d elements, operands have %d", op, len(out), n)
	}
	if n == 0 {
		return nil
	}
	w := newWalker(a.Shape, 2, [3][]int{a.Strides, b.Strides}, [3]int{a.Offset, b.Offset})
	var bufA, bufB [chunk]float32
	for pos := 0; ; pos += w.n {
		dst := out[pos : pos+w.n]
		ao, bo, sa, sb := w.off[0], w.off[1], w.inner[0], w.inner[1]
		switch {
		case sa == 1 && sb == 1:
			binVV(op, a.Data[ao:ao+w.n], b.Data[bo:bo+w.n], dst)
		case sa == 1 && sb == 0:
			binVS(op, a.Data[ao:ao+w.n], b.Data[bo], dst)
		case sa == 0 && sb == 1:
			binSV(op, a.Data[ao], b.Data[bo:bo+w.n], dst)
		default:
			// Gather both operands chunk by chunk before writing, so an
			// out that is the same memory as a contiguous operand is safe.
			for i := 0; i < w.n; i += chunk {
				m := min(chunk, w.n-i)
				gather(bufA[:], a.Data, ao+i*sa, sa, m)
				gather(bufB[:], b.Data, bo+i*sb, sb, m)
				binVV(op, bufA[:m], bufB[:m], dst[i:i+m])
			}
		}
		if !w.next() {
			return nil
		}
	}
}

// Where computes out = mask != 0 ? a : b elementwise (a NaN mask counts as
// nonzero). mask, a and b already have the output's shape.
func Where(mask, a, b Strided, out []float32) error {
	n, err := mask.check("where", "", "mask")
	if err != nil {
		return err
	}
	if _, err := a.check("where", "", "a"); err != nil {
		return err
	}
	if _, err := b.check("where", "", "b"); err != nil {
		return err
	}
	if !sameShape(mask.Shape, a.Shape) || !sameShape(a.Shape, b.Shape) {
		return fmt.Errorf("where: shapes %v, %v and %v differ (broadcast them first)", mask.Shape, a.Shape, b.Shape)
	}
	if len(out) != n {
		return fmt.Errorf("where: out has %d elements, operands have %d", len(out), n)
	}
	if n == 0 {
		return nil
	}
	w := newWalker(a.Shape, 3, [3][]int{mask.Strides, a.Strides, b.Strides}, [3]int{mask.Offset, a.Offset, b.Offset})
	for pos := 0; ; pos += w.n {
		dst := out[pos : pos+w.n]
		mo, ao, bo := w.off[0], w.off[1], w.off[2]
		sm, sa, sb := w.inner[0], w.inner[1], w.inner[2]
		for i := range dst {
			if mask.Data[mo] != 0 {
				dst[i] = a.Data[ao]
			} else {
				dst[i] = b.Data[bo]
			}
			mo += sm
			ao += sa
			bo += sb
		}
		if !w.next() {
			return nil
		}
	}
}
