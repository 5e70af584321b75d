package kernels

import (
	"testing"

	"github.com/skainet/skaic/layout/quant"
)

// TestNoAllocs: the kernels a decode step calls allocate nothing.
func TestNoAllocs(t *testing.T) {
	r := newRand(70)
	a := makeView([]int{5, 7, 33}, viewSpec{order: []int{2, 0, 1}}, func() float32 { return float32(r.Float64()) })
	b := makeView([]int{5, 7, 33}, viewSpec{bcast: []bool{true, false, false}}, func() float32 { return float32(r.Float64()) })
	c := Contig(randF32(r, 5*7*33, -1, 1), 5, 7, 33)
	out := make([]float32, 5*7*33)
	// Each call is checked to succeed first: an error path allocates.
	noAllocs(t, "unary", func() { _ = Unary(Silu, a, out) })
	noAllocs(t, "binary strided", func() { _ = Binary(Mul, a, b, out) })
	noAllocs(t, "binary contiguous", func() { _ = Binary(Add, c, c, out) })
	noAllocs(t, "where", func() { _ = Where(a, b, c, out) })
	noAllocs(t, "copy", func() { _ = Copy(a, out) })
	noAllocs(t, "reduce inner", func() { _ = Reduce(Sum, c, 2, out[:35]) })
	noAllocs(t, "reduce outer", func() { _ = Reduce(ReduceMax, a, 0, out[:7*33]) })
	noAllocs(t, "softmax", func() { _ = Softmax(c.Data, 35, 33, out) })
	noAllocs(t, "softmax causal", func() { _ = SoftmaxCausal(c.Data, 35, 33, 2, out) })
	noAllocs(t, "rms norm", func() { _ = RMSNorm(c.Data, 35, 33, 1e-5, c.Data[:33], out) })
	noAllocs(t, "layer norm", func() { _ = LayerNorm(c.Data, 35, 33, 1e-5, c.Data[:33], c.Data[33:66], out) })
	pos := []int32{3, 4, 5, 6, 7}
	noAllocs(t, "rope", func() { _ = Rope(c.Data[:5*7*32], 5, 7, 32, pos[:5], 1e4, 16, RopeAdjacent, out[:5*7*32]) })
	m1 := Contig(c.Data[:7*33], 7, 33)
	m2 := Strided{Data: c.Data[:33*5], Shape: []int{33, 5}, Strides: []int{1, 33}}
	noAllocs(t, "matmul", func() { _ = MatMul(m1, m2, out[:35]) })
	for _, typ := range []quant.Type{quant.F32, quant.F16, quant.Q8_0, quant.Q4_K, quant.Q5_K} {
		rows, cols := 16, 3*max(typ.BlockElems(), 32)
		w := makeWeights(r, typ, rows, cols)
		x := randF32(r, 4*cols, -1, 1)
		y := make([]float32, 4*rows)
		noAllocs(t, "linear "+typ.String()+" batch 1", func() { _ = Linear(typ, w, rows, cols, x[:cols], 1, y[:rows], nil) })
		noAllocs(t, "linear "+typ.String()+" batch 4", func() { _ = Linear(typ, w, rows, cols, x, 4, y, nil) })
		scratch := make([]float32, LinearScratchLen(typ, rows, cols, 4))
		noAllocs(t, "linear "+typ.String()+" scratch", func() { _ = Linear(typ, w, rows, cols, x, 4, y, scratch) })
		if LinearIBMSupports(typ) {
			noAllocs(t, "linear ibm "+typ.String(), func() { _ = LinearIBM(typ, w, rows, cols, x[:cols], 1, y[:rows], nil) })
		}
		g := make([]float32, 2*cols)
		noAllocs(t, "gather "+typ.String(), func() { _ = GatherRows(typ, w, rows, cols, []int32{3, 9}, g) })
	}
}
