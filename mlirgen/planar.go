package mlirgen

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
	"github.com/skainet/skaic/target"
)

// Planar weights.
//
// A planar [rows, cols] weight is several parameters (quant.Planar): the
// codes, tensor<rows x NB x D… x i4|i8> (Q6_K: their high bits in a
// second part, planar_q6.go), and the scales (and mins),
// tensor<rows x NB x D'… x f16|i8> with D' a prefix of D (or the axes of
// D a part's Axes name). Every operand of the decode is then read through
// a projected permutation (row, block, sub-block…) — no byte offsets, and
// the one bit field (Q6_K's high bits) selected by a loop index — which is
// the shape of dequantization IREE fuses with the contraction that
// consumes it.
//
// A Linear whose input is one row (a decode step) reads the parts in one
// linalg.generic: the contraction over (block, inner…) with the
// dequantization inside its body, so no f32 copy of the weight exists at
// any time (on llvm-cpu: with the rows interleaved, the rows of a group
// the vector, planar_rows.go; rows apart and 4-bit codes, a contraction
// to per-lane partial sums and a sum of the lanes, planar_lanes.go). A
// Linear over several rows (a prefill) dequantizes once per call and
// feeds the ordinary contraction, which IREE tiles as a matmul, or with
// the rows interleaved runs the one-row contraction for each row of x.
//
// Numerics are ggml's: each float32 product or difference is its own arith
// op in ggml's order, the f16 fields widen exactly (arith.extf), integer
// codes convert exactly (sitofp of values below 2^8).

// PlanarKey is the parameter key of part part of the planar tensor name.
func PlanarKey(name, part string) string { return name + "#" + part }

// PlanarEncodings lists the encodings with a planar form.
func PlanarEncodings() []layout.Encoding {
	var out []layout.Encoding
	for _, e := range layout.Encodings() {
		if t, ok := e.GGML(); ok {
			if _, ok := quant.Planar(t); ok {
				out = append(out, e)
			}
		}
	}
	return out
}

// planarElem is the MLIR element type of a part (unsigned parts are the
// signless integers of their width, extended with extui).
func planarElem(e quant.PlanarElem) Elem {
	switch e {
	case quant.PlanarI4, quant.PlanarU4:
		return I4
	case quant.PlanarI8, quant.PlanarU8:
		return I8
	}
	return F16
}

func planarTypes(tensor string, pf quant.PlanarForm, rows, cols int64) ([]TensorType, error) {
	be := int64(pf.Type.Geometry().BlockElems)
	if (rows <= 0 && rows != Dyn) || cols <= 0 || cols%be != 0 {
		return nil, fmt.Errorf("mlirgen: tensor %q: [%d, %d] is not whole %s blocks of %d along the last axis", tensor, rows, cols, pf.Type, be)
	}
	if g := int64(pf.Rows); g > 1 && (rows <= 0 || rows%g != 0 || g%2 != 0) {
		return nil, fmt.Errorf("mlirgen: tensor %q: %d rows are not whole groups of %d interleaved rows", tensor, rows, g)
	}
	if pf.Rows > 1 {
		return groupedTypes(pf, rows, cols), nil
	}
	out := make([]TensorType, len(pf.Parts))
	for i, p := range pf.Parts {
		out[i] = Tensor(planarElem(p.Elem), pf.PartShape(i, rows, cols)...)
	}
	return out, nil
}

// planarValue computes the f32 value from the parts' scalars v (in part
// order); axisLoops are the loops of the codes' Dims.
func planarValue(r *region, pf quant.PlanarForm, v []string, axisLoops []int) string {
	return planarValueOf(r, pf, v, axisLoops, func(i int) string {
		p := pf.Parts[i]
		op := "arith.extui"
		if p.Elem.Signed() {
			op = "arith.extsi"
		}
		return r.conv(op, v[i], planarElem(p.Elem), I32)
	})
}

// planarValueOf is planarValue with int32 giving the value of integer
// part i as an i32.
func planarValueOf(r *region, pf quant.PlanarForm, v []string, axisLoops []int, int32 func(i int) string) string {
	num := func(i int) string { return r.i2f(int32(i)) }
	half := func(i int) string { return r.conv("arith.extf", v[i], F16, F32) }
	switch pf.Type {
	case quant.Q8_0, quant.Q4_0: // x = q·d
		return r.mulf(num(0), half(1))
	case quant.Q4_1: // x = q·d + m
		return r.bin("arith.addf", r.mulf(num(0), half(1)), half(2), F32)
	case quant.Q5_0: // x = (c − 16)·d
		return r.mulf(r.i2f(r.bin("arith.subi", q5Code(r, int32(0), v[1], axisLoops), r.c(16, I32), I32)), half(2))
	case quant.Q5_1: // x = c·d + m
		return r.bin("arith.addf", r.mulf(r.i2f(q5Code(r, int32(0), v[1], axisLoops)), half(2)), half(3), F32)
	case quant.Q4_K: // x = (d·sc)·q − dmin·m
		d1 := r.mulf(half(1), num(3))
		m1 := r.mulf(half(2), num(4))
		return r.bin("arith.subf", r.mulf(d1, num(0)), m1, F32)
	case quant.Q5_K: // x = (d·sc)·c − dmin·m
		d1 := r.mulf(half(2), num(4))
		m1 := r.mulf(half(3), num(5))
		return r.bin("arith.subf", r.mulf(d1, r.i2f(q5Code(r, int32(0), v[1], axisLoops))), m1, F32)
	case quant.Q6_K: // x = (d·sc)·q
		return r.mulf(r.mulf(half(3), num(2)), q6Code(r, int32(0), v[1], axisLoops))
	}
	r.f.failf("dequantize planar", "no planar decode for %s", pf.Type)
	return v[0]
}

// checkPlanar checks that parts are pf's parts of a [rows, cols] tensor.
func (f *FuncWriter) checkPlanar(op, tensor string, pf quant.PlanarForm, parts []Value, rows, cols int64) bool {
	want, err := planarTypes(tensor, pf, rows, cols)
	if err != nil {
		f.Fail(err)
		return false
	}
	if len(parts) != len(want) {
		f.failf(op, "tensor %q: %d planar parts, %s has %d", tensor, len(parts), pf.Type, len(want))
		return false
	}
	for i, p := range parts {
		if !p.Type.Equal(want[i]) {
			f.failf(op, "tensor %q: planar part %s is %s, want %s", tensor, pf.Parts[i].Name, p.Type, want[i])
			return false
		}
	}
	return true
}

// partMaps are the indexing map results of the parts for loops
// (lead…, row, block, inner…) where row is loop rowLoop.
func partMaps(pf quant.PlanarForm, rowLoop int) [][]string {
	maps := make([][]string, len(pf.Parts))
	for i, p := range pf.Parts {
		m := []string{fmt.Sprintf("d%d", rowLoop), fmt.Sprintf("d%d", rowLoop+1)}
		for _, a := range p.CodesAxes() {
			m = append(m, fmt.Sprintf("d%d", rowLoop+2+a))
		}
		maps[i] = m
	}
	return maps
}

// codesLoops are the loops of the codes' Dims for loops (lead…, row,
// block, inner…) where row is loop rowLoop.
func codesLoops(pf quant.PlanarForm, rowLoop int) []int {
	loops := make([]int, len(pf.Codes().Dims))
	for a := range loops {
		loops[a] = rowLoop + 2 + a
	}
	return loops
}

// DequantizePlanar decodes the planar parts of the [rows, cols] tensor
// named tensor into tensor<rows x cols x f32> (rows may be Dyn: gathered
// rows).
func (f *FuncWriter) DequantizePlanar(tensor string, pf quant.PlanarForm, parts []Value, rows, cols int64) Value {
	op := "dequantize planar " + pf.Type.String()
	if !f.ok(op, parts...) || !f.checkPlanar(op, tensor, pf, parts, rows, cols) {
		return Value{}
	}
	if pf.Rows > 1 {
		return f.dequantizeGrouped(pf, parts)
	}
	codes := parts[0].Type.Shape
	loops := len(codes)
	out := TensorType{Shape: slices.Clone(codes), Elem: F32}
	v := f.generic(generic{
		loops: loops, ins: parts, inMaps: partMaps(pf, 0),
		outs: []Value{f.Empty(out)}, outMaps: [][]string{identityMap(loops)},
		body: func(r *region, a []string) []string {
			return []string{planarValue(r, pf, a[:len(parts)], codesLoops(pf, 0))}
		},
	})[0]
	return f.collapse(v, [][]int64{{0}, seq(1, loops)})
}

// LinearPlanar is Linear(x, w) for the planar [rows, cols] weight w: x
// [..., cols] → [..., rows]. One input row: the dequantization runs
// inside the contraction (one linalg.generic, no f32 weight); several:
// the weight is dequantized for the call and Linear contracts it, or,
// with the rows interleaved, the contraction runs for every row of x
// (planar_rows.go).
func (f *FuncWriter) LinearPlanar(tensor string, x Value, pf quant.PlanarForm, parts []Value, rows, cols int64) Value {
	op := "linear planar " + pf.Type.String()
	if !f.ok(op, append([]Value{x}, parts...)...) || !f.checkPlanar(op, tensor, pf, parts, rows, cols) {
		return Value{}
	}
	if x.Type.Elem != F32 || x.Rank() < 1 || x.Type.Shape[x.Rank()-1] != cols {
		f.failf(op, "tensor %q: x %s does not end in %d f32 columns", tensor, x.Type, cols)
		return Value{}
	}
	if pf.Rows > 1 {
		return f.linearPlanarGrouped(x, pf, parts, rows)
	}
	if !x.Type.IsStatic() || x.Type.NumElements() != cols {
		return f.Linear(x, f.DequantizePlanar(tensor, pf, parts, rows, cols))
	}
	codes := parts[0].Type.Shape // [rows, NB, inner…]
	inner := codes[1:]           // the reduction: (block, inner…)
	xv := f.Reshape(x, inner...)
	var y Value
	var attrs []string
	if f.m.cpuTiles && !planarLanes(pf, inner, cols) {
		attrs = append(attrs, cpuPlanarTiles(f.m.cpuRows.blocks, rows, inner))
	}
	switch {
	case f.m.cpuTiles && planarLanes(pf, inner, cols):
		y = f.linearPlanarLanes(xv, pf, parts, rows)
	default:
		loops := 1 + len(inner)
		iters := make([]string, loops)
		for i := range iters {
			iters[i] = "reduction"
		}
		iters[0] = "parallel"
		y = f.generic(generic{
			loops: loops, ins: append([]Value{xv}, parts...), inMaps: append([][]string{dims(loops)[1:]}, partMaps(pf, 0)...),
			outs: []Value{f.Full(Tensor(F32, rows), 0)}, outMaps: [][]string{{"d0"}},
			iters: iters, attrs: attrs,
			body: func(r *region, a []string) []string {
				w := planarValue(r, pf, a[1:1+len(parts)], codesLoops(pf, 0))
				return []string{r.bin("arith.addf", a[len(a)-1], r.bin("arith.mulf", a[0], w, F32), F32)}
			},
		})[0]
	}
	shape := slices.Clone(x.Type.Shape)
	shape[len(shape)-1] = rows
	return f.Reshape(y, shape...)
}

// EmbeddingPlanar gathers rows of the planar [rows, cols] table by ids
// and decodes only the gathered rows, giving [ids..., cols] f32.
func (f *FuncWriter) EmbeddingPlanar(tensor string, pf quant.PlanarForm, parts []Value, rows, cols int64, ids Value) Value {
	op := "embedding planar " + pf.Type.String()
	if !f.ok(op, append([]Value{ids}, parts...)...) || !f.checkIDs("embedding", ids) || !f.checkPlanar(op, tensor, pf, parts, rows, cols) {
		return Value{}
	}
	n := ids.Type.NumElements()
	if !ids.Type.IsStatic() {
		if ids.Rank() != 1 {
			f.failf("embedding", "ids %s: a dynamic length needs 1-D ids", ids.Type)
			return Value{}
		}
		n = Dyn
	}
	flat := f.Reshape(ids, n)
	g := make([]Value, len(parts))
	for i, p := range parts {
		if pf.Rows > 1 {
			g[i] = f.gatherGrouped(pf, i, p, flat, rows)
		} else {
			g[i] = f.gatherRows(p, flat, 0)
		}
	}
	gathered := pf
	gathered.Rows = 0
	dq := f.DequantizePlanar(tensor, gathered, g, n, cols)
	return f.Reshape(dq, append(slices.Clone(ids.Type.Shape), cols)...)
}

// isLLVMCPU reports whether tgt (a target.Parse string; empty: the host)
// compiles with IREE's llvm-cpu backend.
func isLLVMCPU(tgt string) bool {
	if tgt == "" {
		return true
	}
	t, err := target.Parse(tgt)
	return err == nil && t.Backend == target.LLVMCPU
}

// cpuPlanarMaxTile is the most weight elements one vector step of a planar
// matrix-vector product reduces (256: 16 AVX-512 registers of f32).
const cpuPlanarMaxTile = 256

// cpuPlanarTiles is the compilation_info attribute of the one-row planar
// contraction over (row, block, inner…) on IREE's llvm-cpu backend. Its
// own heuristic (IREE 3.13) reduces 4 blocks of 64 per vector step, which
// leaves a masked remainder whenever the blocks per row are not a multiple
// of 4 (576 columns: 18 blocks of 32) and is then 5x slower; here a step
// reduces g whole blocks, g the largest divisor of the blocks per row
// with g·(block elements) <= cpuPlanarMaxTile, for
// cpuPlanarRowStep(most, rows) rows at a time, 32 rows per workgroup.
// Measured on a 2-core EPYC (Zen 4), 1 thread, 2026-12-02: Q4_1 1536x576
// 0.25 ms of CPU a call against 1.33 ms with the heuristic; SmolLM2-135M
// Q4_1's decode step 22.5 ms against 102 ms. The rows a step follow the
// CPU (cpuRowStepsFor); four rather than one on Intel: the synthetic 1 GB
// Q4_K_M llama (its Q6_K feed-forward down projections take this form)
// decodes a step in 254-262 ms of CPU against 270-278 ms (2-core Xeon,
// AVX-512, 1 thread, loaded machine); SmolLM2-135M's Q8_0 output
// projection is unchanged.
func cpuPlanarTiles(most, rows int64, inner []int64) string {
	nb, elems := inner[0], int64(1)
	for _, d := range inner[1:] {
		elems *= d
	}
	g := int64(1)
	for d := int64(2); d*elems <= cpuPlanarMaxTile && d <= nb; d++ {
		if nb%d == 0 {
			g = d
		}
	}
	n := 1 + len(inner)
	list := func(first int64, rest ...int64) string {
		v := make([]string, n)
		v[0] = strconv.FormatInt(first, 10)
		for i := 1; i < n; i++ {
			v[i] = "0"
			if i-1 < len(rest) {
				v[i] = strconv.FormatInt(rest[i-1], 10)
			}
		}
		return "[" + strings.Join(v, ", ") + "]"
	}
	red := append([]int64{g}, inner[1:]...)
	return cpuTilesAttr(list(32), list(cpuPlanarRowStep(most, rows)), list(0, red...))
}
