package mlirgen

import (
	"fmt"
	"math"

	"github.com/skainet/skaic/layout/quant"
)

// The one-row contraction of row-interleaved planar weights with the
// scales applied per sub-block instead of per element.
//
// A planar weight's value is affine in its code within a sub-block (the
// codes' last axis): w = a·q + b, a and b the sub-block's scale and
// offset (planarAffine). So one row's product is Σ over sub-blocks of
// a·P + b·S, where P = Σ x·q is the sub-block's dot product with the raw
// codes and S = Σ x the sub-block's sum of x. The contraction is then two
// generics: the partial products P of the group's rows, a step one
// element (a widening load, a mask, a conversion and one multiply-add per
// 16 weights: no dequantization multiply), and their combination with
// the scales, a sub-block a step. The high half of a byte of 4-bit codes
// is taken masked, not shifted: 16 times the code, exact, its scale
// divided by 16, exact too.
//
// Measured on a 2-core EPYC (Zen 4), 1 thread, iree-benchmark-module
// --device=local-sync, Q4_1 5632×2048, eight products stacked past the
// L3 cache, 128 rows a group, ms of CPU a call (median of 5, three rounds
// interleaved, the machine loaded): 3.86-4.00 against 4.85-5.09 with the
// dequantization in the contraction (planar_rows.go), 4.48-4.74 with the
// high half shifted; on the quiet machine 4.96-5.21 against 5.85-6.06.
// The partial products' write and read is about a tenth of the weight
// traffic. The decode of a 1.09 GB Q4_1 llama went from 10.0-10.7 to
// 11.2-12.1 tokens/s (IREE local-sync, one thread), a Q4_K_M-like one
// (its Q6_K unchanged) from 8.2-8.3 to 8.2-8.7. A prefill keeps the one
// contraction: its partial products would be the weight's size times the
// rows of x.

// blockSumsForm reports whether the one-row contraction of pf's
// row-interleaved parts runs per sub-block: Q4_1 and Q4_K, whose codes
// are unsigned. Q4_0's signed codes, shifted up and back, measured no
// faster (Q4_1's shape, eight products: 7.0-7.2 ms against 6.9-7.0 with
// the dequantization in the contraction), so Q4_0 keeps the one
// contraction; so do Q8_0 (memory-bound already) and Q6_K (per 16-element
// sub-block, its two high bits ORed in at 16·16^h: the Q4_K_M-like
// llama's IREE decode 7.8-8.7 tokens/s against 8.6-9.8 with the one
// contraction, its partial products twice Q4_K's).
func blockSumsForm(pf quant.PlanarForm) bool {
	switch pf.Type {
	case quant.Q4_1, quant.Q4_K:
		return halves(pf)
	}
	return false
}

// planarAffine is the scale a and offset b (empty: none) of pf's value
// w = a·q + b in terms of the parts' scalars v (parts past the codes; v[0]
// unused), integer parts widened by int32. Each is computed as
// planarValueOf computes it, so a·q + b rounds as the dequantization.
func planarAffine(r *region, pf quant.PlanarForm, v []string, int32 func(i int) string) (a, b string) {
	num := func(i int) string { return r.i2f(int32(i)) }
	half := func(i int) string { return r.conv("arith.extf", v[i], F16, F32) }
	switch pf.Type {
	case quant.Q4_0: // x = q·d
		return half(1), ""
	case quant.Q4_1: // x = q·d + m
		return half(1), half(2)
	case quant.Q4_K: // x = (d·sc)·q − dmin·m
		return r.mulf(half(1), num(3)), r.un("arith.negf", r.mulf(half(2), num(4)), F32)
	}
	r.f.failf("planar contraction", "no affine planar value for %s", pf.Type)
	return v[0], ""
}

// linearPlanarBlockSums is linearPlanarGrouped for one row of x (xv the
// [NB, D…] view of it, blockSumsForm(pf)): the rows as [rows/G, G], a
// group's row half·G/2 + lane at half·G/2 + lane.
func (f *FuncWriter) linearPlanarBlockSums(xv Value, pf quant.PlanarForm, parts []Value) Value {
	codesDims := pf.Codes().Dims
	nsub := len(codesDims) - 1 // the codes' axes but the last: sub-blocks
	codes := parts[0].Type.Shape
	groups, nb, g2 := codes[0], codes[1], codes[len(codes)-1]

	// The partial products P [groups, NB·sub…, 2, G/2] over loops (group,
	// half, lane, sub-block, element), the sub-blocks of a block one loop
	// with the blocks (IREE would merge them, dropping the tiles).
	nsb := nb
	for _, d := range codesDims[:nsub] {
		nsb *= int64(d)
	}
	k := int64(codesDims[nsub])
	xb := f.Reshape(xv, nsb, k)
	cb := f.Reshape(parts[0], groups, nsb, k, g2)
	l := groupLoops{split: true}
	const n = 5 // group, half, lane, sub-block, element
	iters := []string{"parallel", "parallel", "parallel", "parallel", "reduction"}
	var attrs []string
	if f.m.cpuTiles {
		attrs = append(attrs, cpuPlanarPartialTiles(n, g2))
	}
	partial := f.generic(generic{
		loops: n, ins: []Value{xb, cb}, inMaps: [][]string{{"d3", "d4"}, {"d0", "d3", "d4", "d2"}},
		outs: []Value{f.Full(Tensor(F32, groups, nsb, 2, g2), 0)}, outMaps: [][]string{{"d0", "d3", "d1", "d2"}},
		iters: iters, attrs: attrs,
		body: func(r *region, a []string) []string {
			q := r.i2f(maskedNibble(r, a[1], r.index(l.half(), I32)))
			p := r.op(fmt.Sprintf("math.fma %s, %s, %s fastmath<contract> : f32", a[0], q, r.c(math.Copysign(0, -1), F32)))
			return []string{r.bin("arith.addf", a[len(a)-1], p, F32)}
		},
	})[0]

	// S: x summed over each sub-block, [NB, sub…].
	xs := xv.Type.Shape
	sIters := make([]string, len(xs))
	for i := range sIters {
		sIters[i] = "parallel"
	}
	sIters[len(xs)-1] = "reduction"
	sAll := dims(len(xs))
	sums := f.generic(generic{
		loops: len(xs), ins: []Value{xv}, inMaps: [][]string{sAll},
		outs: []Value{f.Full(Tensor(F32, xs[:len(xs)-1]...), 0)}, outMaps: [][]string{sAll[:len(xs)-1]},
		iters: sIters,
		body: func(r *region, a []string) []string {
			return []string{r.bin("arith.addf", a[1], a[0], F32)}
		},
	})[0]

	// The combination: loops (group, row of the group, block, sub…), the
	// halves folded into the row (each operand's [..., 2, G/2] collapsed
	// to [..., G]) so that IREE keeps the tiles, rows the vector, a
	// sub-block a step.
	m := 3 + nsub
	cAll := dims(m)
	fold := func(v Value) Value {
		k := v.Rank()
		groups := make([][]int64, 0, k-1)
		for i := 0; i < k-2; i++ {
			groups = append(groups, []int64{int64(i)})
		}
		return f.collapse(v, append(groups, []int64{int64(k - 2), int64(k - 1)}))
	}
	pShape := []int64{groups, nb}
	for _, d := range codesDims[:nsub] {
		pShape = append(pShape, int64(d))
	}
	ins := []Value{f.Reshape(partial, append(pShape, 2*g2)...), sums}
	inMaps := [][]string{append(append([]string{"d0", "d2"}, cAll[3:]...), "d1"), cAll[2:]}
	for i, p := range pf.Parts[1:] {
		mp := []string{"d0", "d2"}
		for _, ax := range p.CodesAxes() {
			if ax >= nsub {
				f.failf("planar contraction", "%s part %s runs along the codes' last axis", pf.Type, p.Name)
				return Value{}
			}
			mp = append(mp, cAll[3+ax])
		}
		ins = append(ins, fold(parts[1+i]))
		inMaps = append(inMaps, append(mp, "d1"))
	}
	cIters := []string{"parallel", "parallel"}
	for range m - 2 {
		cIters = append(cIters, "reduction")
	}
	var cAttrs []string
	if f.m.cpuTiles {
		cAttrs = append(cAttrs, cpuPlanarCombineTiles(m, 2*g2))
	}
	y := f.generic(generic{
		loops: m, ins: ins, inMaps: inMaps,
		outs: []Value{f.Full(Tensor(F32, groups, 2*g2), 0)}, outMaps: [][]string{{"d0", "d1"}},
		iters: cIters, attrs: cAttrs,
		body: func(r *region, a []string) []string {
			v := append([]string{""}, a[2:len(a)-1]...)
			sc, off := planarAffine(r, pf, v, func(i int) string {
				op := "arith.extui"
				if pf.Parts[i].Elem.Signed() {
					op = "arith.extsi"
				}
				return r.conv(op, v[i], planarElem(pf.Parts[i].Elem), I32)
			})
			// The high half's codes are 16 times theirs.
			hi := r.cmpi("uge", r.index(1, I32), r.c(float64(g2), I32), I32)
			k := r.op(fmt.Sprintf("arith.select %s, %s, %s : f32", hi, r.c(1.0/16, F32), r.c(1, F32)))
			ak := r.mulf(sc, k)
			var t string
			if off == "" {
				t = r.mulf(a[0], ak)
			} else {
				t = r.op(fmt.Sprintf("math.fma %s, %s, %s fastmath<contract> : f32", a[0], ak, r.mulf(off, a[1])))
			}
			return []string{r.bin("arith.addf", a[len(a)-1], t, F32)}
		},
	})[0]
	return y
}

// maskedNibble is the unsigned 4-bit code of byte b (i8) in half h (i32:
// 0 the low nibble, 1 the high) as an i32, masked in place: q, or 16·q
// for the high half.
func maskedNibble(r *region, b, h string) string {
	e := r.conv("arith.extui", b, I8, I32)
	return r.bin("arith.andi", e, r.shl(r.c(15, I32), r.bin("arith.muli", h, r.c(4, I32), I32)), I32)
}

// cpuPlanarPartialTiles is the compilation_info of the partial products
// over loops (group, half, lane, block, sub…, element): a group per
// workgroup, its rows (2 × g2) the vector, one element reduced a step.
func cpuPlanarPartialTiles(loops int, g2 int64) string {
	dist, par, red := make([]int64, loops), make([]int64, loops), make([]int64, loops)
	dist[0] = 1
	for i := range par[:loops-1] {
		par[i] = 1
	}
	par[1], par[2] = 2, g2
	red[loops-1] = 1
	return cpuTilesAttr(intList(dist), intList(par), intList(red))
}

// cpuPlanarCombineTiles is the compilation_info of the combination over
// loops (group, row, block, sub…): a group per workgroup, its g rows the
// vector, one sub-block reduced a step.
func cpuPlanarCombineTiles(loops int, g int64) string {
	dist, par, red := make([]int64, loops), make([]int64, loops), make([]int64, loops)
	dist[0], par[0], par[1] = 1, 1, g
	for i := 2; i < loops; i++ {
		red[i] = 1
	}
	return cpuTilesAttr(intList(dist), intList(par), intList(red))
}
