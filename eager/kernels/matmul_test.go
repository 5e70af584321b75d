package kernels

import (
	"testing"
)

func TestMatMul(t *testing.T) {
	r := newRand(30)
	gen := func() float32 { return float32(r.NormFloat64()) }
	type tc struct {
		name   string
		ashape []int
		bshape []int
		a, b   viewSpec
	}
	cases := []tc{
		{"2d/7x33·33x5", []int{7, 33}, []int{33, 5}, viewSpec{}, viewSpec{}},
		{"2d/b-transposed", []int{7, 129}, []int{129, 9}, viewSpec{}, viewSpec{order: []int{1, 0}}},
		{"2d/a-transposed+gap", []int{5, 33}, []int{33, 7}, viewSpec{order: []int{1, 0}, gap: 2, offset: 3}, viewSpec{offset: 1}},
		{"batched/3x7x33·3x33x5", []int{3, 7, 33}, []int{3, 33, 5}, viewSpec{}, viewSpec{}},
		{"batched/b-broadcast", []int{3, 7, 33}, []int{3, 33, 5}, viewSpec{}, viewSpec{bcast: []bool{true, false, false}}},
		{"batched/a-broadcast+permuted", []int{2, 3, 7, 33}, []int{2, 3, 33, 5},
			viewSpec{bcast: []bool{false, true, false, false}}, viewSpec{order: []int{1, 0, 3, 2}}},
		{"1-row/1x33·33x129", []int{1, 33}, []int{33, 129}, viewSpec{}, viewSpec{flip: 2}},
	}
	for _, c := range cases {
		a := makeView(c.ashape, c.a, gen)
		b := makeView(c.bshape, c.b, gen)
		rk := len(c.ashape)
		m, k, n := c.ashape[rk-2], c.ashape[rk-1], c.bshape[rk-1]
		lead := c.ashape[:rk-2]
		outShape := append(append([]int(nil), lead...), m, n)
		out := make([]float32, prod(outShape))
		mustOK(t, c.name, MatMul(a, b, out))
		var ref []float64
		top := 1.0
		forEachIndex(outShape, func(idx []int) {
			ai := append(append([]int(nil), idx[:rk-1]...), 0)
			bi := append(append([]int(nil), idx[:rk-2]...), 0, idx[rk-1])
			var s float64
			for kk := 0; kk < k; kk++ {
				ai[rk-1], bi[rk-2] = kk, kk
				s += float64(at(a, ai)) * float64(at(b, bi))
			}
			ref = append(ref, s)
			top = max(top, s, -s)
		})
		// Sequential float32 accumulation over K ≤ 129 terms of N(0,1)
		// products: relative error ~1e-7·√K.
		check(t, "matmul/"+c.name, out, ref, 1e-12, 2e-6*top)

		// Row splits give bitwise the whole result.
		rows := len(out) / n
		split := make([]float32, len(out))
		for r0 := 0; r0 < rows; r0 += 4 {
			mustOK(t, "rows", MatMulRows(a, b, split, r0, min(r0+4, rows)))
		}
		requireBitsEqual(t, "matmul rows/"+c.name, split, out)
	}
}

func TestMatMulErrors(t *testing.T) {
	a := Contig(make([]float32, 6), 2, 3)
	b := Contig(make([]float32, 12), 3, 4)
	out := make([]float32, 8)
	mustOK(t, "ok", MatMul(a, b, out))
	wantErr(t, "inner", "inner dimensions", func() error { return MatMul(a, Contig(make([]float32, 8), 2, 4), out) })
	wantErr(t, "out", "out has 7", func() error { return MatMul(a, b, out[:7]) })
	wantErr(t, "rank", "ranks", func() error { return MatMul(Contig(make([]float32, 3), 3), b, out) })
	wantErr(t, "ranks differ", "ranks", func() error { return MatMul(Contig(make([]float32, 6), 1, 2, 3), b, out) })
	wantErr(t, "leading", "leading", func() error {
		return MatMul(Contig(make([]float32, 12), 2, 2, 3), Contig(make([]float32, 36), 3, 3, 4), make([]float32, 16))
	})
	wantErr(t, "rows", "rows [1, 3)", func() error { return MatMulRows(a, b, out, 1, 3) })
	wantErr(t, "bad view", "outside", func() error {
		return MatMul(Strided{Data: make([]float32, 5), Shape: []int{2, 3}, Strides: []int{3, 1}}, b, out)
	})
}
