package mlirgen

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
	"github.com/skainet/skaic/target"
)

// Row-interleaved planar weights on IREE's llvm-cpu backend.
//
// The parts of a weight whose rows are interleaved in groups of G
// (quant.PlanarForm.Rows, quant's InterleaveRows) hold the G rows' codes
// and scales of one element position side by side (groupedTypes). The
// one-row contraction is then one generic with the group's rows parallel
// and (block, inner…) reduced, the G rows the vector of a step and one
// element a step: out[r] += x[b, e] · w[r, b, e], x a broadcast scalar, so
// the step is unpack, convert, the dequantization's multiply (and add),
// and one multiply-add into the row accumulators — no lane partials and
// no sum across lanes. A byte of 4-bit codes holds rows j and j + G/2, so
// the unpack is a widening load, a shift by a constant of each half and a
// mask. Each row's sum runs over its elements in order, reassociated
// against ggml's blocks (within the tolerance of any reordered dot
// product). Several rows of x (a prefill) run the same contraction for
// two rows of x a step, each pair a pass over the weight; an embedding
// gathers a row's group and picks its lane; any other use dequantizes
// through the same maps.
//
// Measured on a 2-core EPYC (Zen 4), 1 thread (iree-benchmark-module,
// local-sync, pinned, ms of CPU a call, best of 3 repetitions, 2 rounds
// interleaved, load 1.5-2.5; 2026-12-02), weights stacked past the L3
// cache, against the lane form (planar_lanes.go) and the whole-block
// form: Q4_1 5632x2048 (eight) 4.9-5.0 against 6.4-6.7 with 64 rows a
// group and a byte two adjacent rows, 7.4-9.6 rows apart; Q4_K
// 5632x2048 (eight) 5.0-5.1 against 7.7; Q6_K 32000x2048 7.0 against
// 8.9-9.3; Q8_0 2048x5632 (six) 3.5-3.7 against 9.4 (4.5 with 64 rows a
// group). 16 rows a group are one accumulator chain (10.3-10.8 on Q4_1
// 4096x14336 against 9.0 with 64); more than one element a step reduces
// across the vector's lanes (49 ms with 4); the min term of Q4_1 as its
// own contraction over the per-block sums of x measured no faster (one
// more dispatch). The prefill contraction beats dequantizing the weight
// for IREE's matrix product at every length measured: Q4_1 5632x2048
// (two) 2.4 against 58 ms at 1 row of x, 9.3 against 59 at 8 (6.9 with
// 128 rows a group), 75 against 120 at 64, 284 against 341 at 256.

// cpuPlanarRowGroup is the most rows a group of the llvm-cpu planar form
// interleaves on a CPU with 512-bit vectors (or one the target does not
// describe): the group's rows are the contraction's accumulators, eight
// 16-lane registers of AVX-512's 32.
const cpuPlanarRowGroup = 128

// cpuPlanarRowGroupAVX2 is that group with 256-bit vectors: eight 8-lane
// registers of AVX2's 16. With 128 rows the sixteen accumulators leave no
// register for the codes and LLVM spills them every step. Measured on a
// 2-core EPYC (Zen 3, AVX2), 1 thread, iree-benchmark-module
// --device=local-sync, pinned, best of 7, two rounds (2026-12-04): the
// partial products of Q4_1 45056x2048 (92 MB) 11.7-12.6 G weights/s
// with groups of 128 against 15.0-16.6 with 64 (13.2-14.4 with 128 rows
// in tiles of 64); the decode of the 1.09 GB synthetic Q4_1 llama
// (local-sync, one thread) 5.3-5.7 tokens/s against 6.6-8.5, that of
// gemma-3-270m Q4_K_M 21.6-22.0 against 26.6-30.9.
const cpuPlanarRowGroupAVX2 = 64

// PlanarRowGroups are the most rows a group of the llvm-cpu planar forms
// for target t interleaves, by encoding (passes.Target.PlanarRows):
// cpuPlanarRowGroupAVX2 for every planar form where the widest vectors of
// t's CPU are 256 bits, cpuPlanarRowGroup otherwise.
func PlanarRowGroups(t target.Target) map[layout.Encoding]int {
	g := cpuPlanarRowGroup
	if t.VectorBits() == 256 {
		g = cpuPlanarRowGroupAVX2
	}
	out := map[layout.Encoding]int{}
	for _, e := range PlanarEncodings() {
		out[e] = g
	}
	return out
}

// PlanarRowGroupsWhy is the measurement behind PlanarRowGroups(t).
func PlanarRowGroupsWhy(t target.Target) string {
	if t.VectorBits() == 256 {
		return "a decode product reads the group's codes as one vector, a row a lane, eight of AVX2's 16 registers accumulating: " +
			"the 1.09 GB Q4_1 llama decodes 6.6-8.5 tok/s against 5.3-5.7 with groups of 128, IREE 3.13, 2-core EPYC Zen 3, 1 thread; docs/performance.md"
	}
	return "a decode product reads the group's codes as one vector, a row a lane: " +
		"Q4_1 5632x2048 x8 4.9-5.0 ms of CPU a call against 7.4-9.6 with each row apart, " +
		"IREE 3.13, 2-core EPYC Zen 4, 1 thread; docs/performance.md"
}

// groupedTypes are the parameter types of the row-interleaved parts of a
// [rows, cols] tensor, rows in groups of G. A form with 4-bit parts
// splits a group in halves: a 4-bit part as the bytes [rows/G, NB, D…,
// G/2] (byte j of an element: rows j and j + G/2), any other as [rows/G,
// NB, D…, 2, G/2] (the same elements as [..., G]); a form without keeps
// [rows/G, NB, D…, G].
func groupedTypes(pf quant.PlanarForm, rows, cols int64) []TensorType {
	split := halves(pf)
	out := make([]TensorType, len(pf.Parts))
	for i, p := range pf.Parts {
		shape := pf.PartShape(i, rows, cols)
		g := shape[len(shape)-1]
		switch {
		case !split:
			out[i] = Tensor(planarElem(p.Elem), shape...)
		case p.Elem.Bits() == 4:
			out[i] = Tensor(I8, append(shape[:len(shape)-1], g/2)...)
		default:
			out[i] = Tensor(planarElem(p.Elem), append(shape[:len(shape)-1], 2, g/2)...)
		}
	}
	return out
}

// halves reports whether the row groups of pf split in halves: whether
// it has 4-bit parts.
func halves(pf quant.PlanarForm) bool {
	for _, p := range pf.Parts {
		if p.Elem.Bits() == 4 {
			return true
		}
	}
	return false
}

// groupLoops are the loops of a generic over row-interleaved parts:
// (lead…, group, half, lane, block, inner…), the row of a weight's group
// half·G/2 + lane, or without the halves (lead…, group, lane, block,
// inner…). IREE merges loops that every operand reads side by side, so
// the halves are loops only where a 4-bit part reads the lane alone (a
// form without 4-bit parts with them measured 21 ms of CPU on Q8_0
// 2048x5632 x6 against 4.1-4.6).
type groupLoops struct {
	lead  int
	split bool
}

func (l groupLoops) d(k int) string { return "d" + strconv.Itoa(l.lead+k) }

// parallel is the number of parallel loops from the group on.
func (l groupLoops) parallel() int {
	if l.split {
		return 3
	}
	return 2
}
func (l groupLoops) group() string  { return l.d(0) }
func (l groupLoops) half() int      { return l.lead + 1 }
func (l groupLoops) lane() string   { return l.d(l.parallel() - 1) }
func (l groupLoops) block() string  { return l.d(l.parallel()) }
func (l groupLoops) axis(a int) int { return l.lead + l.parallel() + 1 + a }
func (l groupLoops) count(pf quant.PlanarForm) int {
	return l.lead + l.parallel() + 1 + len(pf.Codes().Dims)
}

// maps are the parts' indexing map results.
func (l groupLoops) maps(pf quant.PlanarForm) [][]string {
	maps := make([][]string, len(pf.Parts))
	for i, p := range pf.Parts {
		m := []string{l.group(), l.block()}
		for _, a := range p.CodesAxes() {
			m = append(m, "d"+strconv.Itoa(l.axis(a)))
		}
		if l.split && p.Elem.Bits() != 4 {
			m = append(m, "d"+strconv.Itoa(l.half()))
		}
		maps[i] = append(m, l.lane())
	}
	return maps
}

// axisLoops are the loops of the codes' Dims.
func (l groupLoops) axisLoops(pf quant.PlanarForm) []int {
	loops := make([]int, len(pf.Codes().Dims))
	for a := range loops {
		loops[a] = l.axis(a)
	}
	return loops
}

// outShape is the shape of the groups' rows: [rows/G, 2, G/2] or
// [rows/G, G], from the codes' type.
func (l groupLoops) outShape(codes []int64) []int64 {
	if l.split {
		return []int64{codes[0], 2, codes[len(codes)-1]}
	}
	return []int64{codes[0], codes[len(codes)-1]}
}

// value is planarValue of the parts' scalars v, a 4-bit part's code the
// nibble of its byte for the loop's half.
func (l groupLoops) value(r *region, pf quant.PlanarForm, v []string) string {
	return planarValueOf(r, pf, v, l.axisLoops(pf), func(i int) string {
		p := pf.Parts[i]
		if p.Elem.Bits() == 4 {
			return nibble(r, v[i], r.bin("arith.muli", r.index(l.half(), I32), r.c(4, I32), I32), p.Elem.Signed())
		}
		op := "arith.extui"
		if p.Elem.Signed() {
			op = "arith.extsi"
		}
		return r.conv(op, v[i], planarElem(p.Elem), I32)
	})
}

// nibble is the 4-bit value (sign-extended when signed) of byte b (i8)
// shifted right by shift (i32), as an i32: integer operations LLVM keeps
// in the 32-bit lanes (a narrowing to i4 and a widening back measured
// 5.7-5.8 ms of CPU on Q4_1 5632x2048 x8 against 4.9 this way).
func nibble(r *region, b, shift string, signed bool) string {
	q := r.bin("arith.andi", r.bin("arith.shrui", r.conv("arith.extui", b, I8, I32), shift, I32), r.c(15, I32), I32)
	if signed {
		q = r.bin("arith.subi", r.bin("arith.xori", q, r.c(8, I32), I32), r.c(8, I32), I32)
	}
	return q
}

// dequantizeGrouped is DequantizePlanar of row-interleaved parts: one
// generic over (group, half, lane, block, inner…) writing [rows, cols].
func (f *FuncWriter) dequantizeGrouped(pf quant.PlanarForm, parts []Value) Value {
	l := groupLoops{split: halves(pf)}
	n := l.count(pf)
	codes := parts[0].Type.Shape
	shape := append(l.outShape(codes), codes[1])
	for _, d := range pf.Codes().Dims {
		shape = append(shape, int64(d))
	}
	var attrs []string
	if f.m.cpuTiles {
		attrs = append(attrs, cpuPlanarTransposeTiles(shape, l.parallel()))
	}
	v := f.generic(generic{
		loops: n, ins: parts, inMaps: l.maps(pf),
		outs: []Value{f.Empty(Tensor(F32, shape...))}, outMaps: [][]string{identityMap(n)}, attrs: attrs,
		body: func(r *region, a []string) []string {
			return []string{l.value(r, pf, a[:len(parts)])}
		},
	})[0]
	return f.collapse(v, [][]int64{seq(0, l.parallel()), seq(l.parallel(), n)})
}

// linearPlanarGrouped is LinearPlanar with row-interleaved parts: x
// [..., cols] → [..., rows], one contraction over (row of x, group, half,
// lane, block, inner…), each row of x its own pass over the weight.
func (f *FuncWriter) linearPlanarGrouped(x Value, pf quant.PlanarForm, parts []Value, rows int64) Value {
	inner := []int64{parts[0].Type.Shape[1]} // (block, inner…)
	for _, d := range pf.Codes().Dims {
		inner = append(inner, int64(d))
	}
	xShape, lead := slices.Clone(inner), 0
	if !x.Type.IsStatic() || x.Type.NumElements() != x.Type.Shape[x.Rank()-1] {
		m := int64(1)
		for _, d := range x.Type.Shape[:x.Rank()-1] {
			if d == Dyn {
				m = Dyn
				break
			}
			m *= d
		}
		xShape, lead = append([]int64{m}, inner...), 1
	}
	xv := f.Reshape(x, xShape...)
	if lead == 0 && blockSumsForm(pf) {
		y := f.linearPlanarBlockSums(xv, pf, parts)
		shape := slices.Clone(x.Type.Shape)
		shape[len(shape)-1] = rows
		return f.Reshape(y, shape...)
	}
	l := groupLoops{lead: lead, split: halves(pf)}
	n, np := l.count(pf), lead+l.parallel()
	iters := make([]string, n)
	for i := range iters {
		iters[i] = "reduction"
		if i < np {
			iters[i] = "parallel"
		}
	}
	all := dims(n)
	xMap := append(slices.Clone(all[:lead]), all[np:]...)
	rowShape := l.outShape(parts[0].Type.Shape)
	out := append(slices.Clone(xv.Type.Shape[:lead]), rowShape...)
	var attrs []string
	if f.m.cpuTiles {
		attrs = append(attrs, cpuPlanarGroupTiles(lead, n, rowShape[1:], f.m.cpuVectorBits))
	}
	y := f.generic(generic{
		loops: n, ins: append([]Value{xv}, parts...), inMaps: append([][]string{xMap}, l.maps(pf)...),
		outs: []Value{f.Full(Tensor(F32, out...), 0)}, outMaps: [][]string{all[:np]},
		iters: iters, attrs: attrs,
		body: func(r *region, a []string) []string {
			w := l.value(r, pf, a[1:1+len(parts)])
			p := r.op(fmt.Sprintf("math.fma %s, %s, %s fastmath<contract> : f32", a[0], w, r.c(math.Copysign(0, -1), F32)))
			return []string{r.bin("arith.addf", a[len(a)-1], p, F32)}
		},
	})[0]
	shape := slices.Clone(x.Type.Shape)
	shape[len(shape)-1] = rows
	return f.Reshape(y, shape...)
}

// cpuPlanarTransposeTiles is the compilation_info of the dequantization
// of row-interleaved parts into [rows/G, (2,) G/2 or G, NB, inner…]
// (shape, parallel the axes before NB):
// blocks of 16 rows by 16 elements of the last inner axis a vector step,
// a transpose in registers, 8 blocks of a group a workgroup. IREE's own
// tiling writes along the elements and reads the codes G apart: Q4_1
// 5632x2048 against 8 rows of x (two products, the dequantization and
// IREE's matrix product, 64 rows a group) 82 ms of CPU against 60-62
// with these tiles and 60 with the rows apart, 2-core EPYC Zen 4, 1
// thread.
func cpuPlanarTransposeTiles(shape []int64, parallel int) string {
	n := len(shape)
	dist, vec := make([]int64, n), make([]int64, n)
	for i := range vec {
		vec[i] = 1
	}
	dist[0], dist[parallel] = 1, min(8, shape[parallel])
	vec[parallel-1], vec[n-1] = min(16, shape[parallel-1]), min(16, shape[n-1])
	return cpuTilesAttr(intList(dist), intList(vec), "")
}

// cpuTilesAttr is the compilation_info attribute of an llvm-cpu generic
// with these distribution, vector_common_parallel and (nil: none)
// vector_reduction tile sizes, through IREE's DoubleTilingExpert.
func cpuTilesAttr(dist, par, red string) string {
	cfg := "distribution = " + dist + ", vector_common_parallel = " + par
	if red != "" {
		cfg += ", vector_reduction = " + red
	}
	return "compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<" + cfg +
		">, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>"
}

// intList is v as an MLIR integer list.
func intList(v []int64) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = strconv.FormatInt(x, 10)
	}
	return "[" + strings.Join(s, ", ") + "]"
}

// cpuPlanarGroupTiles is the compilation_info of the grouped contraction
// over loops (group, rows…, block, inner…), lead loops (the rows of x)
// before them, rows the extents of a group's row loops (half, lane or
// lane): a group per workgroup, its rows the vector of a step for two
// rows of x at a time, one element reduced a step. Against several rows
// of x on a CPU with 256-bit vectors (vectorBits) a step takes half the
// group's lanes: two rows of x by a whole group of 64 are sixteen
// accumulators, all of AVX2's registers, and LLVM spilled them. Measured
// on a 2-core EPYC (Zen 3), 1 thread, iree-benchmark-module
// --device=local-sync, best of 3 (2026-12-04): Q8_0 262144x640 (the
// output projection of gemma-3-270m) against 8 rows of x of a dynamic
// count, 246 ms of CPU a call with the whole group a step, 133 with half.
func cpuPlanarGroupTiles(lead, loops int, rows []int64, vectorBits int) string {
	dist, par, red := make([]int64, loops), make([]int64, loops), make([]int64, loops)
	for i := 0; i < lead; i++ {
		dist[i], par[i] = 2, 2
	}
	dist[lead], par[lead] = 1, 1
	copy(par[lead+1:], rows)
	if last := lead + len(rows); lead > 0 && vectorBits == 256 && par[last]%16 == 0 {
		par[last] /= 2
	}
	for i := lead + 1 + len(rows); i < loops; i++ {
		red[i] = 1
	}
	return cpuTilesAttr(intList(dist), intList(par), intList(red))
}

// gatherGrouped gathers the rows ids (1-D) of the row-interleaved part i
// of pf (typed as groupedTypes gives it) of a rows-row tensor into the
// plain part [ids, NB, D…]: row r is lane r%(G/2) of half r%G/(G/2) of
// group r/G.
func (f *FuncWriter) gatherGrouped(pf quant.PlanarForm, i int, part, ids Value, rows int64) Value {
	in := part.Type.Shape
	split, four := halves(pf), pf.Parts[i].Elem.Bits() == 4
	g := in[len(in)-1]        // the rows of a group (without halves)
	keep := in[1 : len(in)-1] // NB, D…
	elem := part.Type.Elem
	switch {
	case four:
		elem, g = I4, 2*g
	case split:
		keep, g = in[1:len(in)-2], 2*g
	}
	shape := append([]int64{ids.Type.Shape[0]}, keep...)
	loops := len(shape)
	ie := ids.Type.Elem
	return f.generic(generic{
		loops: loops, ins: []Value{ids}, inMaps: [][]string{{"d0"}},
		outs: []Value{f.Empty(TensorType{Shape: shape, Elem: elem})}, outMaps: [][]string{identityMap(loops)},
		body: func(r *region, a []string) []string {
			id := r.op("arith.index_cast " + a[0] + " : " + string(ie) + " to index")
			id = r.bin("arith.maxsi", id, r.op("arith.constant 0 : index"), "index")
			id = r.bin("arith.minsi", id, r.op(fmt.Sprintf("arith.constant %d : index", rows-1)), "index")
			gk := r.op(fmt.Sprintf("arith.constant %d : index", g))
			rho := r.bin("arith.remui", id, gk, "index")
			idx := []string{r.bin("arith.divui", id, gk, "index")}
			for k := 1; k < loops; k++ {
				idx = append(idx, r.op(fmt.Sprintf("linalg.index %d : index", k)))
			}
			if !split {
				idx = append(idx, rho)
				return []string{r.op(fmt.Sprintf("tensor.extract %s[%s] : %s", part.Name, joinStrings(idx), part.Type))}
			}
			hk := r.op(fmt.Sprintf("arith.constant %d : index", g/2))
			half, lane := r.bin("arith.divui", rho, hk, "index"), r.bin("arith.remui", rho, hk, "index")
			if !four {
				idx = append(idx, half, lane)
				return []string{r.op(fmt.Sprintf("tensor.extract %s[%s] : %s", part.Name, joinStrings(idx), part.Type))}
			}
			v := r.op(fmt.Sprintf("tensor.extract %s[%s] : %s", part.Name, joinStrings(append(idx, lane)), part.Type))
			shift := r.bin("arith.muli", r.op("arith.index_cast "+half+" : index to i32"), r.c(4, I32), I32)
			return []string{r.conv("arith.trunci", nibble(r, v, shift, false), I32, I4)}
		},
	})[0]
}
