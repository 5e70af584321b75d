package kernels

import (
	"math"
	"testing"
)

// Layouts every elementwise case runs through, for a rank-3 shape.
var layouts3 = []viewSpec{
	{name: "contiguous"},
	{name: "permuted", order: []int{2, 0, 1}},
	{name: "reversed+gap+offset", order: []int{2, 1, 0}, gap: 3, offset: 5},
	{name: "flipped", flip: 2, offset: 1},
	{name: "broadcast-axis1", bcast: []bool{false, true, false}},
}

var shape3 = []int{7, 5, 33}

func refUnary(op UnaryOp, x float64) float64 {
	switch op {
	case Neg:
		return -x
	case Exp:
		return math.Exp(x)
	case Log:
		return math.Log(x)
	case Sqrt:
		return math.Sqrt(x)
	case Rsqrt:
		return 1 / math.Sqrt(x)
	case Tanh:
		return math.Tanh(x)
	case Sigmoid:
		return 1 / (1 + math.Exp(-x))
	case Silu:
		return x / (1 + math.Exp(-x))
	case Gelu:
		return 0.5 * x * (1 + math.Tanh(math.Sqrt(2/math.Pi)*(x+0.044715*x*x*x)))
	case Cos:
		return math.Cos(x)
	case Sin:
		return math.Sin(x)
	case Abs:
		return math.Abs(x)
	case Square:
		return x * x
	case Relu:
		return math.Max(x, 0)
	}
	panic("op")
}

func TestUnary(t *testing.T) {
	r := newRand(1)
	for op := UnaryOp(0); op < numUnaryOps; op++ {
		lo, hi := -6.0, 6.0
		switch op {
		case Log, Sqrt, Rsqrt:
			lo, hi = 1e-3, 50
		case Cos, Sin:
			lo, hi = -20, 20
		}
		// float32 evaluation of a float64-exact function: a few ulps.
		maxNMSE, maxAbs := 1e-13, 1e-5
		if op == Gelu || op == Silu || op == Sigmoid {
			maxNMSE = 1e-12 // several rounded float32 steps
		}
		for _, spec := range layouts3 {
			x := makeView(shape3, spec, func() float32 { return float32(lo + (hi-lo)*r.Float64()) })
			out := make([]float32, prod(shape3))
			mustOK(t, op.String(), Unary(op, x, out))
			var ref []float64
			forEachIndex(shape3, func(idx []int) { ref = append(ref, refUnary(op, float64(at(x, idx)))) })
			scale := 1.0
			if op == Exp || op == Square {
				scale = math.Exp(hi) // relative error on large values
			}
			check(t, "unary/"+op.String()+"/"+spec.name, out, ref, maxNMSE, maxAbs*scale)
		}
	}
}

func refBinary(op BinaryOp, a, b float64) float64 {
	switch op {
	case Add:
		return a + b
	case Sub:
		return a - b
	case Mul:
		return a * b
	case Div:
		return a / b
	case Max:
		return math.Max(a, b)
	case Min:
		return math.Min(a, b)
	case Pow:
		return math.Pow(a, b)
	}
	panic("op")
}

func TestBinary(t *testing.T) {
	r := newRand(2)
	type pair struct {
		name  string
		shape []int
		a, b  viewSpec
	}
	pairs := []pair{
		{"contig·contig", shape3, viewSpec{}, viewSpec{}},
		{"contig·scalar", shape3, viewSpec{}, viewSpec{bcast: []bool{true, true, true}}},
		{"scalar·contig", shape3, viewSpec{bcast: []bool{true, true, true}}, viewSpec{}},
		{"contig·row-bcast", shape3, viewSpec{}, viewSpec{bcast: []bool{true, true, false}}},
		{"contig·column-bcast", shape3, viewSpec{}, viewSpec{bcast: []bool{false, false, true}}},
		{"permuted·bcast-middle", shape3, viewSpec{order: []int{2, 0, 1}}, viewSpec{bcast: []bool{false, true, false}, gap: 2}},
		{"reversed·flipped", shape3, viewSpec{order: []int{2, 1, 0}, offset: 4}, viewSpec{flip: 3}},
		{"size-1 dims", []int{1, 129, 1}, viewSpec{gap: 2}, viewSpec{offset: 3}},
	}
	for op := BinaryOp(0); op < numBinaryOps; op++ {
		for _, p := range pairs {
			genA := func() float32 { return float32(-4 + 8*r.Float64()) }
			genB := genA
			switch op {
			case Div:
				genB = func() float32 { return float32((0.5 + r.Float64()) * float64(1-2*r.IntN(2))) }
			case Pow:
				genA = func() float32 { return float32(0.1 + 3*r.Float64()) }
				genB = func() float32 { return float32(-2 + 4*r.Float64()) }
			}
			a := makeView(p.shape, p.a, genA)
			b := makeView(p.shape, p.b, genB)
			out := make([]float32, prod(p.shape))
			mustOK(t, op.String(), Binary(op, a, b, out))
			var ref []float64
			forEachIndex(p.shape, func(idx []int) {
				ref = append(ref, refBinary(op, float64(at(a, idx)), float64(at(b, idx))))
			})
			maxNMSE, maxAbs := 1e-13, 1e-5
			if op == Pow {
				maxAbs = 1e-4 // values up to ~100
			}
			check(t, "binary/"+op.String()+"/"+p.name, out, ref, maxNMSE, maxAbs)
			if op == Max || op == Min {
				// Exact ops: bitwise equal to the float32 reference.
				exact := make([]float32, len(ref))
				for i, v := range ref {
					exact[i] = float32(v)
				}
				requireBitsEqual(t, "binary/"+op.String()+"/"+p.name, out, exact)
			}
		}
	}
}

func TestBinaryInPlace(t *testing.T) {
	r := newRand(3)
	a := Contig(randF32(r, 7*33, -1, 1), 7, 33)
	bias := Strided{Data: randF32(r, 33, -1, 1), Shape: []int{7, 33}, Strides: []int{0, 1}}
	want := make([]float32, 7*33)
	mustOK(t, "add", Binary(Add, a, bias, want))
	mustOK(t, "add in place", Binary(Add, a, bias, a.Data))
	requireBitsEqual(t, "in-place add", a.Data, want)
	// Strided a, out aliasing the contiguous b.
	a2 := makeView([]int{7, 33}, viewSpec{order: []int{1, 0}}, func() float32 { return float32(r.Float64()) })
	b2 := Contig(randF32(r, 7*33, -1, 1), 7, 33)
	want2 := make([]float32, 7*33)
	mustOK(t, "sub", Binary(Sub, a2, b2, want2))
	mustOK(t, "sub into b", Binary(Sub, a2, b2, b2.Data))
	requireBitsEqual(t, "sub into b", b2.Data, want2)
}

func TestWhere(t *testing.T) {
	r := newRand(4)
	shape := []int{5, 7, 9}
	mask := makeView(shape, viewSpec{bcast: []bool{true, false, false}}, func() float32 {
		return []float32{0, 1, -2, float32(math.NaN()), float32(math.Copysign(0, -1))}[r.IntN(5)]
	})
	a := makeView(shape, viewSpec{order: []int{1, 2, 0}}, func() float32 { return float32(r.Float64()) })
	b := makeView(shape, viewSpec{bcast: []bool{false, false, true}}, func() float32 { return float32(-r.Float64()) })
	out := make([]float32, prod(shape))
	mustOK(t, "where", Where(mask, a, b, out))
	var want []float32
	forEachIndex(shape, func(idx []int) {
		if at(mask, idx) != 0 {
			want = append(want, at(a, idx))
		} else {
			want = append(want, at(b, idx))
		}
	})
	requireBitsEqual(t, "where", out, want)
	t.Logf("%-44s exact (bitwise)", "where/bcast·permuted·bcast")
}

func TestCopy(t *testing.T) {
	r := newRand(5)
	for _, spec := range layouts3 {
		x := makeView(shape3, spec, func() float32 { return float32(r.NormFloat64()) })
		out := make([]float32, prod(shape3))
		mustOK(t, "copy", Copy(x, out))
		var want []float32
		forEachIndex(shape3, func(idx []int) { want = append(want, at(x, idx)) })
		requireBitsEqual(t, "copy/"+spec.name, out, want)
	}
	// Rank 0 (a scalar) and an empty tensor.
	s := Strided{Data: []float32{1, 2, 3}, Offset: 2}
	out := make([]float32, 1)
	mustOK(t, "copy scalar", Copy(s, out))
	if out[0] != 3 {
		t.Errorf("copy scalar: %v", out[0])
	}
	mustOK(t, "copy empty", Copy(Strided{Shape: []int{3, 0}, Strides: []int{0, 1}}, nil))
	f := make([]float32, 5)
	Fill(f, 2.5)
	for _, v := range f {
		if v != 2.5 {
			t.Fatal("fill")
		}
	}
}

func TestElementwiseErrors(t *testing.T) {
	x := Contig(make([]float32, 6), 2, 3)
	out := make([]float32, 6)
	wantErr(t, "unary short out", "out has 5", func() error { return Unary(Exp, x, out[:5]) })
	wantErr(t, "unary bad op", "unknown op", func() error { return Unary(UnaryOp(200), x, out) })
	wantErr(t, "unary stride mismatch", "strides", func() error {
		return Unary(Exp, Strided{Data: x.Data, Shape: []int{2, 3}, Strides: []int{3}}, out)
	})
	wantErr(t, "unary out of bounds", "outside", func() error {
		return Unary(Exp, Strided{Data: x.Data, Shape: []int{2, 3}, Strides: []int{4, 1}}, out)
	})
	wantErr(t, "unary negative offset", "outside", func() error {
		return Unary(Exp, Strided{Data: x.Data, Shape: []int{2, 3}, Strides: []int{3, 1}, Offset: -1}, out)
	})
	wantErr(t, "unary negative dim", "negative", func() error {
		return Unary(Exp, Strided{Data: x.Data, Shape: []int{-2, 3}, Strides: []int{3, 1}}, out)
	})
	wantErr(t, "unary huge stride", "outside", func() error {
		return Unary(Exp, Strided{Data: x.Data, Shape: []int{2, 3}, Strides: []int{math.MaxInt / 2, 1}}, out)
	})
	wantErr(t, "unary rank", "rank", func() error {
		sh := make([]int, MaxRank+1)
		for i := range sh {
			sh[i] = 1
		}
		return Unary(Exp, Strided{Data: x.Data, Shape: sh, Strides: make([]int, MaxRank+1)}, out[:1])
	})
	y := Contig(make([]float32, 6), 3, 2)
	wantErr(t, "binary shapes", "differ", func() error { return Binary(Add, x, y, out) })
	wantErr(t, "binary out", "out has 7", func() error { return Binary(Add, x, x, make([]float32, 7)) })
	wantErr(t, "binary bad op", "unknown op", func() error { return Binary(BinaryOp(99), x, x, out) })
	wantErr(t, "where shapes", "differ", func() error { return Where(x, x, y, out) })
	wantErr(t, "where out", "out has", func() error { return Where(x, x, x, out[:2]) })
	wantErr(t, "copy out", "out has", func() error { return Copy(x, out[:1]) })
}
