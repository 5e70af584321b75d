package mlirgen

import (
	"fmt"
	"github.com/skainet/skaic/layout"
	"slices"
)

// Contractions: one linalg.generic each, float32 accumulation from zero,
// the reduction loop last. IREE recognizes these generics as contractions
// (matmul-like) and tiles them as such; its summation order is its own,
// so results differ from the eager kernels' fixed order in the last bits.

// batchOperand maps operand v whose trailing len(tail) dimensions map to
// the loop expressions tail and whose leading dimensions broadcast (numpy,
// right-aligned) against batch, the leading loops d0…. Stretched unit
// dimensions are collapsed away.
func (f *FuncWriter) batchOperand(v Value, batch []int64, tail []string) (Value, []string, error) {
	nt := len(tail)
	k := v.Rank() - nt
	if k < 0 || k > len(batch) {
		return Value{}, nil, fmt.Errorf("operand %s does not fit batch %v", v.Type, batch)
	}
	keep := make([]bool, v.Rank())
	var res []string
	all := true
	for i := 0; i < k; i++ {
		d, o := v.Type.Shape[i], batch[len(batch)-k+i]
		switch {
		case d == o:
			keep[i] = true
			res = append(res, fmt.Sprintf("d%d", len(batch)-k+i))
		case d == 1:
			all = false
		default:
			return Value{}, nil, fmt.Errorf("operand %s does not broadcast to batch %v", v.Type, batch)
		}
	}
	for i := k; i < v.Rank(); i++ {
		keep[i] = true
	}
	res = append(res, tail...)
	if all {
		return v, res, nil
	}
	return f.collapse(v, unitDropReassoc(v.Rank(), keep)), res, nil
}

func (f *FuncWriter) contraction(op string, a, b Value, batch []int64, aTail, bTail []string, outTail []int64, nOut int) Value {
	nb := len(batch)
	loops := nb + nOut + 1
	ai, am, err := f.batchOperand(a, batch, aTail)
	if err != nil {
		f.fail(op, err)
		return Value{}
	}
	bi, bm, err := f.batchOperand(b, batch, bTail)
	if err != nil {
		f.fail(op, err)
		return Value{}
	}
	t := TensorType{Shape: append(slices.Clone(batch), outTail...), Elem: F32}
	iters := make([]string, loops)
	for i := range iters {
		iters[i] = "parallel"
	}
	iters[loops-1] = "reduction"
	return f.generic(generic{
		loops: loops, ins: []Value{ai, bi}, inMaps: [][]string{am, bm},
		outs: []Value{f.Full(t, 0)}, outMaps: [][]string{dims(loops - 1)},
		iters: iters,
		body: func(r *region, v []string) []string {
			return []string{r.bin("arith.addf", v[2], r.bin("arith.mulf", v[0], v[1], F32), F32)}
		},
	})[0]
}

// Matmul is numpy's matmul for f32 operands of rank ≥ 2: a [..., M, K] ·
// b [..., K, N] → [..., M, N], the batch dimensions broadcast.
func (f *FuncWriter) Matmul(a, b Value) Value {
	if !f.ok("matmul", a, b) {
		return Value{}
	}
	if a.Type.Elem != F32 || b.Type.Elem != F32 || a.Rank() < 2 || b.Rank() < 2 {
		f.failf("matmul", "operands %s and %s are not f32 matrices", a.Type, b.Type)
		return Value{}
	}
	ra, rb := a.Rank(), b.Rank()
	m, ka := a.Type.Shape[ra-2], a.Type.Shape[ra-1]
	kb, n := b.Type.Shape[rb-2], b.Type.Shape[rb-1]
	if ka != kb {
		f.failf("matmul", "inner dimensions differ: %s · %s", a.Type, b.Type)
		return Value{}
	}
	batch, err := layout.BroadcastShapes(a.Type.Shape[:ra-2], b.Type.Shape[:rb-2])
	if err != nil {
		f.fail("matmul", err)
		return Value{}
	}
	nb := len(batch)
	dm, dn, dk := fmt.Sprintf("d%d", nb), fmt.Sprintf("d%d", nb+1), fmt.Sprintf("d%d", nb+2)
	return f.contraction("matmul", a, b, batch, []string{dm, dk}, []string{dk, dn}, []int64{m, n}, 2)
}

// Linear is x [..., K] · w [N, K]ᵀ → [..., N], reading w through the
// transposed indexing map (no physical transpose).
func (f *FuncWriter) Linear(x, w Value) Value {
	if !f.ok("linear", x, w) {
		return Value{}
	}
	if x.Type.Elem != F32 || w.Type.Elem != F32 || x.Rank() < 1 || w.Rank() != 2 {
		f.failf("linear", "operands %s and %s: want f32 x [..., K] and w [N, K]", x.Type, w.Type)
		return Value{}
	}
	rx := x.Rank()
	k := x.Type.Shape[rx-1]
	n := w.Type.Shape[0]
	if w.Type.Shape[1] != k {
		f.failf("linear", "x %s and w %s disagree on K", x.Type, w.Type)
		return Value{}
	}
	batch := x.Type.Shape[:rx-1]
	nb := len(batch)
	dn, dk := fmt.Sprintf("d%d", nb), fmt.Sprintf("d%d", nb+1)
	// w has no batch dimensions: batchOperand with k = 0.
	return f.contraction("linear", x, w, slices.Clone(batch), []string{dk}, []string{dn, dk}, []int64{n}, 1)
}
