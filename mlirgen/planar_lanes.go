package mlirgen

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/skainet/skaic/internal/cpuid"
	"github.com/skainet/skaic/layout/quant"
	"github.com/skainet/skaic/target"
)

// The one-row planar contraction of 4-bit codes on IREE's llvm-cpu
// backend, for weights whose rows are not interleaved (planar_rows.go).
//
// A single generic reducing a row to a scalar makes IREE (3.13) sum every
// vector step across its lanes. Here the contraction keeps an explicit
// lane dimension instead: the last axis of the codes (the 32 elements of a
// block or Q4_K sub-block) stays parallel, so the first generic
// produces partial[row, lane] with (row, lane) parallel and (block,
// sub-block…) reduced, each step one vertical multiply-add into a vector
// accumulator; a second, small generic sums the lanes once per row. The
// sum is reassociated against ggml's order, within the float tolerance of
// any reordered dot product.
//
// The product x·w is spelled math.fma(x, w, -0.0), which is x·w exactly
// (LLVM folds it to a multiply): as arith.mulf, MLIR's vectorizer folds
// the reduction into a vector.contract whose lowering here goes lane by
// lane, 4 to 5 times slower. Its fastmath<contract> lets LLVM fuse that
// multiply with the accumulation into one fused multiply-add (without it
// the multiply and the add stay two instructions: Q4_1 14336x4096 5.6 ms
// of CPU a call against 6.3 ms, 2-core Xeon, AVX-512, 1 thread).
//
// Measured on a 2-core EPYC (Zen 4), 1 thread (iree-benchmark-module,
// local-sync, loaded machine), 2026-12-02, against the one-generic
// contraction with its whole-block tiles: Q4_K 5632x2048 1.18 ms of CPU a
// call against 1.74 ms; Q4_1 4096x14336 7.2 ms against 9.0 ms.

// linearPlanarLanes is LinearPlanar's one-row contraction for llvm-cpu:
// xv is x as [block, inner…], codes the shape of the codes part.
func (f *FuncWriter) linearPlanarLanes(xv Value, pf quant.PlanarForm, parts []Value, rows int64) Value {
	codes := parts[0].Type.Shape // [rows, NB, inner…, lanes]
	inner := codes[1:]
	lanes := inner[len(inner)-1]
	loops := 1 + len(inner) // (row, lane, block, inner…)
	// loop is the loop of axis k of inner.
	loop := func(k int) string {
		if k == len(inner)-1 {
			return "d1"
		}
		return "d" + strconv.Itoa(2+k)
	}
	xMap := make([]string, len(inner))
	for k := range inner {
		xMap[k] = loop(k)
	}
	maps := [][]string{xMap}
	for _, p := range pf.Parts {
		m := []string{"d0", loop(0)}
		for _, a := range p.CodesAxes() {
			m = append(m, loop(1+a))
		}
		maps = append(maps, m)
	}
	// The loops of the codes' Dims (axis a is loop(1+a)).
	axisLoops := make([]int, len(inner)-1)
	for a := range axisLoops {
		axisLoops[a], _ = strconv.Atoi(loop(1 + a)[1:])
	}
	iters := make([]string, loops)
	for i := range iters {
		iters[i] = "reduction"
	}
	iters[0], iters[1] = "parallel", "parallel"
	partial := f.generic(generic{
		loops: loops, ins: append([]Value{xv}, parts...), inMaps: maps,
		outs: []Value{f.Full(Tensor(F32, rows, lanes), 0)}, outMaps: [][]string{{"d0", "d1"}},
		iters: iters, attrs: []string{cpuPlanarLaneTiles(f.m.cpuRows.lanes, loops, rows, lanes)},
		body: func(r *region, a []string) []string {
			w := planarValue(r, pf, a[1:1+len(parts)], axisLoops)
			p := r.op(fmt.Sprintf("math.fma %s, %s, %s fastmath<contract> : f32", a[0], w, r.c(math.Copysign(0, -1), F32)))
			return []string{r.bin("arith.addf", a[len(a)-1], p, F32)}
		},
	})[0]
	return f.Reduce(ReduceSum, partial, 1, false)
}

// cpuRowSteps are the most rows one vector step of the one-row planar
// contractions reduces on llvm-cpu: lanes in the lane form (4-bit codes),
// blocks in cpuPlanarTiles' whole-block form (8-bit codes).
type cpuRowSteps struct{ lanes, blocks int64 }

// cpuRowStepsFor is cpuRowSteps on the CPUs of the maker vendor (a cpuid
// vendor string; "" for a CPU the target does not name). Rows side by
// side are independent accumulator chains, which a single row's chain of
// one multiply-add a block leaves the core waiting on, but also one more
// stream of codes and scales each, and the cores differ in which
// matters more:
//
//   - Intel (2-core Xeon, AVX-512, 1 thread, IREE 3.13): Q4_1 14336x4096
//     takes 7.7 ms of CPU a call at 4 rows a step against 13.3 ms at one
//     with the machine loaded (7.7 at 8, 9.3 at 16: the accumulators
//     outgrow the registers), and 6.0 to 6.4 ms against 6.1 to 10.8 with
//     it quieter. Other makers get these steps too.
//   - AMD Zen 4 (2-core EPYC, 1 thread, iree-benchmark-module local-sync,
//     loaded machine, 2026-12-02), weights of 30-37 MB read from memory,
//     ms of CPU a call at 4, 2 and 1 rows a step: Q4_1 34560x1536 (the
//     shape of 60 SmolLM2 feed-forward down projections) 8.8, 7.8, 4.8;
//     Q4_1 92160x576 5.9, 5.6, 5.1-5.4; Q4_1 4096x14336 6.0, -, 5.8; Q8_0
//     49152x576 4.8-5.2, 3.5-4.2 (8 rows: 8.6), 3.8; Q6_K 32000x2048 (an
//     output projection) 17.9-18.1, 16.5-17.7, 10.9-11.3.
func cpuRowStepsFor(vendor string) cpuRowSteps {
	if vendor == cpuid.AMD {
		return cpuRowSteps{lanes: 1, blocks: 1}
	}
	return cpuRowSteps{lanes: 4, blocks: 4}
}

// cpuVendorOf is the maker of the CPU a module for tgt (a target.Parse
// string; empty: the host) is compiled for, "" when tgt does not parse.
func cpuVendorOf(tgt string) string {
	if t, ok := cpuTargetOf(tgt); ok {
		return t.CPUVendor()
	}
	return ""
}

// cpuVectorBitsOf is the width of the widest vectors of that CPU
// (target.Target.VectorBits), 0 when tgt does not parse.
func cpuVectorBitsOf(tgt string) int {
	if t, ok := cpuTargetOf(tgt); ok {
		return t.VectorBits()
	}
	return 0
}

// cpuTargetOf is the target tgt (a target.Parse string; empty: the host)
// names, and whether it parses.
func cpuTargetOf(tgt string) (target.Target, bool) {
	if tgt == "" {
		return target.Host, true
	}
	t, err := target.Parse(tgt)
	return t, err == nil
}

// cpuPlanarRowStep is the rows a vector step of a one-row planar
// contraction of rows rows reduces: most, or the largest power of two
// below it that divides rows.
func cpuPlanarRowStep(most, rows int64) int64 {
	n := most
	for n > 1 && rows%n != 0 {
		n /= 2
	}
	return n
}

// cpuPlanarLaneTiles is the compilation_info of the lane contraction of
// rows rows over loops (row, lane, block, inner…): 32 rows per workgroup,
// cpuPlanarRowStep(most, rows) rows and all lanes a vector step, one block
// (or sub-block) reduced a step.
func cpuPlanarLaneTiles(most int64, loops int, rows, lanes int64) string {
	list := func(v ...int64) string {
		s := make([]string, loops)
		for i := range s {
			s[i] = "0"
			if i < len(v) {
				s[i] = strconv.FormatInt(v[i], 10)
			}
		}
		return "[" + strings.Join(s, ", ") + "]"
	}
	red := slices.Repeat([]int64{1}, loops)
	red[0], red[1] = 0, 0
	return cpuTilesAttr(list(32), list(cpuPlanarRowStep(most, rows), lanes), list(red...))
}

// planarLanes reports whether the one-row contraction of pf over (block,
// inner…) = inner with cols columns takes the lane form on llvm-cpu: codes
// of 4 bits (Q4_0, Q4_1, Q4_K, and Q6_K's low bits) and more than one block
// a row. Codes of 8 bits (Q8_0) keep the one-generic contraction with whole-block
// tiles, which IREE runs faster there (Q8_0 2048x2048: 0.45 ms of CPU
// against 0.62 ms in the lane form, same run as above); with one block a
// row the lane partials are as large as the weight and save no step.
func planarLanes(pf quant.PlanarForm, inner []int64, cols int64) bool {
	e := pf.Parts[0].Elem
	return (e == quant.PlanarI4 || e == quant.PlanarU4) && len(inner) > 1 && cols > inner[len(inner)-1]
}
