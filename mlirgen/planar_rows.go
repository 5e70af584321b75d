package mlirgen

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
)

// Row-interleaved planar weights on IREE's llvm-cpu backend.
//
// The parts of a weight whose rows are interleaved in groups of G
// (quant.PlanarForm.Rows, quant's InterleaveRows) are [rows/G, NB, D…, G]:
// the G rows' codes and scales of one element position side by side. The
// one-row contraction is then one generic with (group, row of the group)
// parallel and (block, inner…) reduced, G rows the vector of a step and
// one element a step: out[r] += x[b, e] · w[r, b, e], x a broadcast
// scalar, so the step is unpack, convert, the dequantization's multiply
// (and add), and one multiply-add into the row accumulators — no lane
// partials and no sum across lanes. Each row's sum runs over its elements
// in order, reassociated against ggml's blocks of the decode (within the
// tolerance of any reordered dot product). A prefill dequantizes the
// weight into [rows, cols] through the same maps, an embedding gathers a
// row's group and picks its lane.
//
// Measured on a 2-core EPYC (Zen 4), 1 thread (iree-benchmark-module,
// local-sync, pinned, ms of CPU a call, best of 3 repetitions, 2 rounds
// interleaved; 2026-12-02), Q4_1, weights stacked past the L3 cache,
// against the lane form (planar_lanes.go): 4096x14336 (two) 7.8-8.3
// against 10.9-11.4; 2048x5632 (eight) 6.5-6.6 against 9.0-9.5;
// 5632x2048 (eight) 6.5-6.7 against 7.9-9.6; Q4_K 5632x2048 (eight) 6.4
// against 7.7; Q6_K 32000x2048 7.8-7.9 against 9.1-9.2 (whole blocks);
// Q8_0 2048x5632 (six) 3.7 against 9.4. 64 rows a group (four AVX-512
// accumulators) measured as fast as 32 and faster than 16 (10.3-10.8: one
// accumulator chain); more than one element a step reduces across the
// vector's lanes (49 ms with 4); the min term of Q4_1 as its own
// contraction over the per-block sums of x measured no faster (7.9-8.4,
// one more dispatch). Several rows of x (a prefill) run the same
// contraction for two rows of x a step, each pair a pass over the weight,
// which beats dequantizing the weight for IREE's matrix product at every
// length measured: Q4_1 5632x2048 (two) 2.4 against 58 ms at 1 row, 9.3
// against 59 at 8, 75 against 120 at 64, 284 against 341 at 256.

// cpuPlanarRowGroup is the rows a group of the llvm-cpu planar form
// interleaves.
const cpuPlanarRowGroup = 64

// PlanarRowGroups are the row groups of the llvm-cpu planar forms, by
// encoding: every planar form interleaves cpuPlanarRowGroup rows; a
// weight whose rows are not whole groups keeps its rows apart.
func PlanarRowGroups() map[layout.Encoding]int {
	out := map[layout.Encoding]int{}
	for _, e := range PlanarEncodings() {
		out[e] = cpuPlanarRowGroup
	}
	return out
}

// PlanarRowGroupsWhy is the measurement behind PlanarRowGroups.
const PlanarRowGroupsWhy = "a decode product reads the group's codes as one vector, a row a lane: " +
	"Q4_1 4096x14336 7.8-8.3 ms of CPU a call against 10.9-11.4 with each row apart, " +
	"IREE 3.13, 2-core EPYC Zen 4, 1 thread; docs/performance.md"

// groupMaps are the indexing map results of the row-interleaved parts for
// loops (group, lane, block, inner…).
func groupMaps(pf quant.PlanarForm) [][]string {
	maps := make([][]string, len(pf.Parts))
	for i, p := range pf.Parts {
		m := []string{"d0", "d2"}
		for _, a := range p.CodesAxes() {
			m = append(m, "d"+strconv.Itoa(3+a))
		}
		maps[i] = append(m, "d1")
	}
	return maps
}

// groupAxisLoops are the loops of the codes' Dims for loops (group, lane,
// block, inner…).
func groupAxisLoops(pf quant.PlanarForm) []int {
	loops := make([]int, len(pf.Codes().Dims))
	for a := range loops {
		loops[a] = 3 + a
	}
	return loops
}

// dequantizeGrouped is DequantizePlanar of row-interleaved parts: one
// generic over (group, lane, block, inner…) writing [rows, cols].
func (f *FuncWriter) dequantizeGrouped(pf quant.PlanarForm, parts []Value) Value {
	codes := parts[0].Type.Shape // [rows/G, NB, D…, G]
	n := len(codes)
	shape := append([]int64{codes[0], codes[n-1]}, codes[1:n-1]...)
	var attrs []string
	if f.m.cpuTiles {
		attrs = append(attrs, cpuPlanarTransposeTiles(shape))
	}
	v := f.generic(generic{
		loops: n, ins: parts, inMaps: groupMaps(pf),
		outs: []Value{f.Empty(Tensor(F32, shape...))}, outMaps: [][]string{identityMap(n)}, attrs: attrs,
		body: func(r *region, a []string) []string {
			return []string{planarValue(r, pf, a[:len(parts)], groupAxisLoops(pf))}
		},
	})[0]
	return f.collapse(v, [][]int64{{0, 1}, seq(2, n)})
}

// linearPlanarGrouped is LinearPlanar with row-interleaved parts: x
// [..., cols] → [..., rows], one contraction over (row of x, group, lane,
// block, inner…), each row of x its own pass over the weight.
func (f *FuncWriter) linearPlanarGrouped(x Value, pf quant.PlanarForm, parts []Value, rows int64) Value {
	codes := parts[0].Type.Shape // [rows/G, NB, D…, G]
	inner := codes[1 : len(codes)-1]
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
	n := lead + len(codes)
	g := codes[len(codes)-1]
	iters := make([]string, n)
	for i := range iters {
		iters[i] = "reduction"
	}
	for i := 0; i < lead+2; i++ {
		iters[i] = "parallel"
	}
	all := dims(n)
	xMap := append(slices.Clone(all[:lead]), all[lead+2:]...)
	maps := groupMaps(pf)
	for i := range maps {
		for k, d := range maps[i] {
			j, _ := strconv.Atoi(d[1:])
			maps[i][k] = all[lead+j]
		}
	}
	out := append(slices.Clone(xv.Type.Shape[:lead]), codes[0], g)
	var attrs []string
	if f.m.cpuTiles {
		attrs = append(attrs, cpuPlanarGroupTiles(lead, n, g))
	}
	y := f.generic(generic{
		loops: n, ins: append([]Value{xv}, parts...), inMaps: append([][]string{xMap}, maps...),
		outs: []Value{f.Full(Tensor(F32, out...), 0)}, outMaps: [][]string{all[:lead+2]},
		iters: iters, attrs: attrs,
		body: func(r *region, a []string) []string {
			loops := groupAxisLoops(pf)
			for i := range loops {
				loops[i] += lead
			}
			w := planarValue(r, pf, a[1:1+len(parts)], loops)
			p := r.op(fmt.Sprintf("math.fma %s, %s, %s fastmath<contract> : f32", a[0], w, r.c(math.Copysign(0, -1), F32)))
			return []string{r.bin("arith.addf", a[len(a)-1], p, F32)}
		},
	})[0]
	shape := slices.Clone(x.Type.Shape)
	shape[len(shape)-1] = rows
	return f.Reshape(y, shape...)
}

// cpuPlanarTransposeTiles is the compilation_info of the dequantization
// of row-interleaved parts into [rows/G, G, NB, inner…] (shape): blocks
// of 16 rows by 16 elements of the last inner axis a vector step, a
// transpose in registers, 8 blocks of a group a workgroup. IREE's own
// tiling writes along the elements and reads the codes 64 apart: Q4_1
// 5632x2048 against 8 rows of x (two products, the dequantization and
// IREE's matrix product) 82 ms of CPU against 60-62 with these tiles
// and 60 with the rows apart, 2-core EPYC Zen 4, 1 thread.
func cpuPlanarTransposeTiles(shape []int64) string {
	n := len(shape)
	dist, vec := make([]int64, n), make([]int64, n)
	for i := range vec {
		vec[i] = 1
	}
	dist[0], dist[2] = 1, min(8, shape[2])
	vec[1], vec[n-1] = min(16, shape[1]), min(16, shape[n-1])
	return "compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<" +
		"distribution = " + intList(dist) + ", vector_common_parallel = " + intList(vec) +
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
// over loops (group, lane, block, inner…), lead loops (the rows of x)
// before them: a group per workgroup, its g rows the vector of a step
// for two rows of x at a time, one element reduced a step.
func cpuPlanarGroupTiles(lead, loops int, g int64) string {
	dist, par, red := make([]int64, loops), make([]int64, loops), make([]int64, loops)
	for i := 0; i < lead; i++ {
		dist[i], par[i] = 2, 2
	}
	dist[lead], par[lead], par[lead+1] = 1, 1, g
	for i := lead + 2; i < loops; i++ {
		red[i] = 1
	}
	return "compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<" +
		"distribution = " + intList(dist) + ", vector_common_parallel = " + intList(par) + ", vector_reduction = " + intList(red) +
		">, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>"
}

// gatherGrouped gathers the rows ids (1-D) of a row-interleaved part
// [rows/G, NB, D…, G] of a rows-row tensor into [ids, NB, D…]: row r is
// lane r%G of group r/G.
func (f *FuncWriter) gatherGrouped(part, ids Value, rows int64) Value {
	in := part.Type.Shape
	g := in[len(in)-1]
	shape := append([]int64{ids.Type.Shape[0]}, in[1:len(in)-1]...)
	loops := len(shape)
	ie := ids.Type.Elem
	return f.generic(generic{
		loops: loops, ins: []Value{ids}, inMaps: [][]string{{"d0"}},
		outs: []Value{f.Empty(TensorType{Shape: shape, Elem: part.Type.Elem})}, outMaps: [][]string{identityMap(loops)},
		body: func(r *region, a []string) []string {
			id := r.op("arith.index_cast " + a[0] + " : " + string(ie) + " to index")
			id = r.bin("arith.maxsi", id, r.op("arith.constant 0 : index"), "index")
			id = r.bin("arith.minsi", id, r.op(fmt.Sprintf("arith.constant %d : index", rows-1)), "index")
			gk := r.op(fmt.Sprintf("arith.constant %d : index", g))
			idx := []string{r.bin("arith.divui", id, gk, "index")}
			for k := 1; k < loops; k++ {
				idx = append(idx, r.op(fmt.Sprintf("linalg.index %d : index", k)))
			}
			idx = append(idx, r.bin("arith.remui", id, gk, "index"))
			return []string{r.op(fmt.Sprintf("tensor.extract %s[%s] : %s", part.Name, joinStrings(idx), part.Type))}
		},
	})[0]
}
