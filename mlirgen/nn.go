package mlirgen

import (
	"fmt"
	"math"
	"slices"

	"github.com/skainet/skaic/layout"
)

// Network ops: embedding gathers, rotary position embedding, causal mask.

// gatherRows emits out[i..., j...] = table[clamp(ids[i...]), j...] with a
// linalg.generic whose body does tensor.extract (the gather idiom IREE
// vectorizes). tablePre are loop dims placed before the id in the table
// index (for input-block-major packed tables: the block index).
func (f *FuncWriter) gatherRows(table, ids Value, idAxis int) Value {
	ni := ids.Rank()
	tr := table.Rank()
	// Output: table's shape with the id axis replaced by the ids' shape.
	shape := slices.Clone(table.Type.Shape[:idAxis])
	shape = append(shape, ids.Type.Shape...)
	shape = append(shape, table.Type.Shape[idAxis+1:]...)
	t := TensorType{Shape: shape, Elem: table.Type.Elem}
	loops := len(shape)
	idMap := make([]string, ni)
	for i := range idMap {
		idMap[i] = fmt.Sprintf("d%d", idAxis+i)
	}
	ie := ids.Type.Elem
	limit := table.Type.Shape[idAxis] - 1
	return f.generic(generic{
		loops: loops, ins: []Value{ids}, inMaps: [][]string{idMap},
		outs: []Value{f.Empty(t)}, outMaps: [][]string{identityMap(loops)},
		body: func(r *region, a []string) []string {
			id := r.op("arith.index_cast " + a[0] + " : " + string(ie) + " to index")
			id = r.bin("arith.maxsi", id, r.op("arith.constant 0 : index"), "index")
			id = r.bin("arith.minsi", id, r.op(fmt.Sprintf("arith.constant %d : index", limit)), "index")
			idx := make([]string, tr)
			for k := 0; k < tr; k++ {
				switch {
				case k < idAxis:
					idx[k] = r.op(fmt.Sprintf("linalg.index %d : index", k))
				case k == idAxis:
					idx[k] = id
				default:
					idx[k] = r.op(fmt.Sprintf("linalg.index %d : index", k-1+ni))
				}
			}
			return []string{r.op(fmt.Sprintf("tensor.extract %s[%s] : %s", table.Name, joinStrings(idx), table.Type))}
		},
	})[0]
}

func joinStrings(v []string) string {
	s := ""
	for i, x := range v {
		if i > 0 {
			s += ", "
		}
		s += x
	}
	return s
}

func (f *FuncWriter) checkIDs(op string, ids Value) bool {
	if ids.Type.Elem != I32 && ids.Type.Elem != I64 {
		f.failf(op, "ids %s are not i32 or i64", ids.Type)
		return false
	}
	return true
}

// Embedding gathers rows of table [V, D] (any element type) by ids (i32 or
// i64, any shape) into [ids..., D]. Ids are clamped into [0, V-1]: the
// module never reads outside the table (range checks belong to the
// caller).
func (f *FuncWriter) Embedding(table, ids Value) Value {
	if !f.ok("embedding", table, ids) || !f.checkIDs("embedding", ids) {
		return Value{}
	}
	if table.Rank() != 2 {
		f.failf("embedding", "table %s is not [V, D]", table.Type)
		return Value{}
	}
	return f.gatherRows(table, ids, 0)
}

// EmbeddingPacked gathers rows of a packed [rows, cols] table by ids and
// decodes only the gathered rows: the bytes of each row are gathered
// (row-major: [n, rowBytes]; input-block-major: [NB, n, BB]) and then
// Dequantize'd, giving [ids..., cols] f32. packed is the table's stored
// bytes (PackedType's shape, or any i8 shape of the same size).
func (f *FuncWriter) EmbeddingPacked(tensor string, packed Value, enc layout.Encoding, order layout.BlockOrder, rows, cols int64, ids Value) Value {
	if !f.ok("embedding", packed, ids) || !f.checkIDs("embedding", ids) {
		return Value{}
	}
	nb, bb, _, _, err := geometry(tensor, enc, rows, cols)
	if err != nil {
		f.Fail(err)
		return Value{}
	}
	if n, k := packed.Type.count(); packed.Type.Elem != I8 || k != 0 || n != rows*nb*bb {
		f.failf("embedding", "tensor %q: %s does not hold %d×%d %s blocks", tensor, packed.Type, rows, nb, enc)
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
	var g Value
	switch order {
	case layout.RowMajor:
		g = f.gatherRows(f.Reshape(packed, rows, nb*bb), flat, 0)
	case layout.InputBlockMajor:
		g = f.gatherRows(f.Reshape(packed, nb, rows, bb), flat, 1)
	default:
		f.failf("embedding", "tensor %q: unknown block order %s", tensor, order)
		return Value{}
	}
	dq := f.Dequantize(tensor, g, enc, order, n, cols)
	return f.Reshape(dq, append(slices.Clone(ids.Type.Shape), cols)...)
}

// RopeMode selects which dimensions RoPE rotates together.
type RopeMode uint8

const (
	// RopeAdjacent rotates pairs (2i, 2i+1) (ggml's GGML_ROPE_TYPE_NORMAL,
	// llama GGUFs).
	RopeAdjacent RopeMode = iota
	// RopeNeoX rotates pairs (i, i + ropeDim/2).
	RopeNeoX
)

func (m RopeMode) String() string {
	switch m {
	case RopeAdjacent:
		return "adjacent"
	case RopeNeoX:
		return "neox"
	}
	return fmt.Sprintf("RopeMode(%d)", uint8(m))
}

// ropeThetaScale is ggml's theta_scale = powf(base, -2/ropeDim), with base
// rounded to float32 and powf as float64 pow rounded to float32 (the eager
// kernel's rule).
func ropeThetaScale(base float64, ropeDim int) float32 {
	return float32(math.Pow(float64(float32(base)), float64(float32(-2.0)/float32(ropeDim))))
}

// RopeTables computes the cos and sin tables [len(positions), ropeDim/2]
// exactly as the eager kernel does (θ_0 = pos, θ_{i+1} = θ_i·theta_scale
// in float32, cos/sin in float64 rounded to float32), for positions known
// at export time; pass them to RopeWithTables through Constant for a rope
// that matches the eager engine bit for bit up to the final products.
func RopeTables(positions []int32, base float64, ropeDim int) (cos, sin []float64) {
	return RopeTablesScaled(positions, base, ropeDim, RopeFreq{})
}

// RopeFreq is a RoPE's frequency scaling, as ggml applies it (rope_yarn
// with ext_factor 0): pair i's angle is Scale·(θ_i/Factors[i]), a float32
// division, then a float32 product, θ_i the running product. Scale 0
// means 1 and Factors nil all ones: the zero RopeFreq is the plain rope,
// and the module it gives is the plain rope's, byte for byte.
type RopeFreq struct {
	Scale   float32
	Factors []float32
}

// angle is pair i's angle from its running product theta.
func (q RopeFreq) angle(theta float32, i int) float32 {
	if q.Factors != nil {
		theta /= q.Factors[i]
	}
	if q.Scale != 0 {
		theta = q.Scale * theta
	}
	return theta
}

// RopeTablesScaled is RopeTables with frequency scaling q.
func RopeTablesScaled(positions []int32, base float64, ropeDim int, q RopeFreq) (cos, sin []float64) {
	ts := ropeThetaScale(base, ropeDim)
	half := ropeDim / 2
	cos = make([]float64, len(positions)*half)
	sin = make([]float64, len(positions)*half)
	for s, p := range positions {
		theta := float32(p)
		for i := 0; i < half; i++ {
			a := q.angle(theta, i)
			cos[s*half+i] = float64(float32(math.Cos(float64(a))))
			sin[s*half+i] = float64(float32(math.Sin(float64(a))))
			theta *= ts
		}
	}
	return cos, sin
}

// checkFreq reports whether q fits ropeDim.
func (f *FuncWriter) checkFreq(op string, q RopeFreq, ropeDim int) bool {
	if q.Factors != nil && len(q.Factors) != ropeDim/2 {
		f.failf(op, "%d frequency factors for %d rotated pairs", len(q.Factors), ropeDim/2)
		return false
	}
	return true
}

func (f *FuncWriter) checkRope(op string, x Value, s int64, ropeDim int, mode RopeMode) bool {
	if x.Type.Elem != F32 || x.Rank() < 3 {
		f.failf(op, "x %s is not f32 [..., S, H, D]", x.Type)
		return false
	}
	if mode != RopeAdjacent && mode != RopeNeoX {
		f.failf(op, "unknown mode %d", mode)
		return false
	}
	d := x.Type.Shape[x.Rank()-1]
	if ropeDim <= 0 || ropeDim%2 != 0 || int64(ropeDim) > d {
		f.failf(op, "rope dims %d must be even, positive and at most head_dim %d", ropeDim, d)
		return false
	}
	if x.Type.Shape[x.Rank()-3] != s {
		f.failf(op, "x %s has not %d positions at axis -3", x.Type, s)
		return false
	}
	return true
}

// Rope applies rotary position embedding to x [..., S, H, D] (f32) with
// positions [S] (i32), like the eager kernel (ggml's rope with
// freq_scale 1, ext_factor 0, attn_factor 1): pair i (i < ropeDim/2) of
// every head is rotated by θ_i, x0' = x0·c − x1·s, x1' = x0·s + x1·c;
// dimensions ≥ ropeDim pass through. θ_0 = float32(pos) and θ_{i+1} =
// θ_i·theta_scale in float32 — ggml's running product, reproduced exactly
// by unrolling it in the table generic (ropeDim/2 multiplies per entry of
// the [S, ropeDim/2] table, nothing per element of x). cos and sin are the
// math dialect's after a 2π reduction (reduce2Pi), a few 1e-7 from the
// float64 cos/sin the eager kernel rounds.
func (f *FuncWriter) Rope(x, positions Value, base float64, ropeDim int, mode RopeMode) Value {
	return f.RopeScaled(x, positions, base, ropeDim, mode, RopeFreq{})
}

// RopeScaled is Rope with frequency scaling q: each entry of the angle
// table divides its running product by its pair's factor and multiplies
// by the scale (constants, unrolled with the product; a factor of 1 and
// a scale of 1 emit nothing).
func (f *FuncWriter) RopeScaled(x, positions Value, base float64, ropeDim int, mode RopeMode, q RopeFreq) Value {
	if !f.ok("rope", x, positions) || !f.checkFreq("rope", q, ropeDim) {
		return Value{}
	}
	if positions.Type.Elem != I32 || positions.Rank() != 1 {
		f.failf("rope", "positions %s are not i32 [S]", positions.Type)
		return Value{}
	}
	s := positions.Type.Shape[0]
	if !f.checkRope("rope", x, s, ropeDim, mode) {
		return Value{}
	}
	half := ropeDim / 2
	ts := float64(ropeThetaScale(base, ropeDim))
	t := Tensor(F32, s, int64(half))
	cs := f.generic(generic{
		loops: 2, ins: []Value{positions}, inMaps: [][]string{{"d0"}},
		outs: []Value{f.Empty(t), f.Empty(t)}, outMaps: [][]string{{"d0", "d1"}, {"d0", "d1"}},
		body: func(r *region, a []string) []string {
			i := r.index(1, I32)
			theta := r.conv("arith.sitofp", a[0], I32, F32)
			angle := func(t string, k int) string {
				if q.Factors != nil && q.Factors[k] != 1 {
					t = r.bin("arith.divf", t, r.c(float64(q.Factors[k]), F32), F32)
				}
				if q.Scale != 0 && q.Scale != 1 {
					t = r.mulf(r.c(float64(q.Scale), F32), t)
				}
				return t
			}
			res := angle(theta, 0)
			scale := r.c(ts, F32)
			for k := 1; k < half; k++ {
				theta = r.mulf(theta, scale)
				res = r.sel(r.cmpi("eq", i, r.c(float64(k), I32), I32), angle(theta, k), res, F32)
			}
			red := r.reduce2Pi(res)
			return []string{r.un("math.cos", red, F32), r.un("math.sin", red, F32)}
		},
	})
	return f.rotate(x, cs[0], cs[1], ropeDim, mode)
}

// 2π split for Cody–Waite reduction: twoPi1 has 8 significant bits and
// twoPi2 10, so k·twoPi1 and k·twoPi2 are exact float32 products for
// |k| < 2^14 (|θ| up to about 10^5); twoPi3 is the rest.
var twoPi1, twoPi2, twoPi3 = func() (float32, float32, float32) {
	c1 := float32(6.28125)
	rest := 2*math.Pi - float64(c1)
	c2 := math.Float32frombits(math.Float32bits(float32(rest)) &^ (1<<14 - 1))
	return c1, c2, float32(rest - float64(c2))
}()

// reduce2Pi returns θ − 2πk for k = roundeven(θ/2π), computed in three
// float32 steps. IREE's math.cos/math.sin reduce their argument with a
// short constant, so their absolute error grows with |θ| (measured with
// iree-compile 3.13: 2.8e-6 at |θ| ≈ 100, 2.8e-5 at 1000, 2.2e-4 at 8000);
// reduced first, they stay within a few 1e-7 of the true cos and sin of
// the float32 θ.
func (r *region) reduce2Pi(theta string) string {
	k := r.un("math.roundeven", r.mulf(theta, r.c(1/(2*math.Pi), F32)), F32)
	x := r.bin("arith.subf", theta, r.mulf(k, r.c(float64(twoPi1), F32)), F32)
	x = r.bin("arith.subf", x, r.mulf(k, r.c(float64(twoPi2), F32)), F32)
	return r.bin("arith.subf", x, r.mulf(k, r.c(float64(twoPi3), F32)), F32)
}

// RopeWithTables is Rope with given cos and sin tables [S, ropeDim/2]
// (see RopeTables).
func (f *FuncWriter) RopeWithTables(x, cos, sin Value, ropeDim int, mode RopeMode) Value {
	if !f.ok("rope", x, cos, sin) {
		return Value{}
	}
	want := []int64{0, int64(ropeDim / 2)}
	if cos.Rank() == 2 {
		want[0] = cos.Type.Shape[0]
	}
	if !cos.Type.Equal(Tensor(F32, want...)) || !sin.Type.Equal(cos.Type) {
		f.failf("rope", "tables %s and %s are not f32 [S, %d]", cos.Type, sin.Type, ropeDim/2)
		return Value{}
	}
	if !f.checkRope("rope", x, want[0], ropeDim, mode) {
		return Value{}
	}
	return f.rotate(x, cos, sin, ropeDim, mode)
}

// rotate does the rotation with tables cos, sin [S, half]: one generic
// over x's rotated part viewed as [..., S, H, half, 2] (adjacent) or
// [..., S, H, 2, half] (neox), reading both members of a pair through
// maps with a constant last (or second-to-last) index.
func (f *FuncWriter) rotate(x, cos, sin Value, ropeDim int, mode RopeMode) Value {
	rank := x.Rank()
	d := x.Type.Shape[rank-1]
	half := int64(ropeDim / 2)
	xr := x
	if int64(ropeDim) < d {
		xr = f.Narrow(x, rank-1, 0, int64(ropeDim))
	}
	lead := slices.Clone(xr.Type.Shape[:rank-1])
	var pairShape []int64
	if mode == RopeAdjacent {
		pairShape = append(slices.Clone(lead), half, 2)
	} else {
		pairShape = append(slices.Clone(lead), 2, half)
	}
	xp := f.Reshape(xr, pairShape...)
	loops := rank + 1
	dd := dims(loops)
	sDim, iDim, tDim := dd[rank-3], dd[rank-1], dd[rank]
	if mode == RopeNeoX {
		iDim, tDim = dd[rank], dd[rank-1]
	}
	x0 := slices.Clone(dd[:rank-1])
	x1 := slices.Clone(dd[:rank-1])
	if mode == RopeAdjacent {
		x0, x1 = append(x0, iDim, "0"), append(x1, iDim, "1")
	} else {
		x0, x1 = append(x0, "0", iDim), append(x1, "1", iDim)
	}
	tIndex := rank
	if mode == RopeNeoX {
		tIndex = rank - 1
	}
	_ = tDim
	t := TensorType{Shape: pairShape, Elem: F32}
	rot := f.generic(generic{
		loops: loops, ins: []Value{xp, xp, cos, sin},
		inMaps: [][]string{x0, x1, {sDim, iDim}, {sDim, iDim}},
		outs:   []Value{f.Empty(t)}, outMaps: [][]string{identityMap(loops)},
		body: func(r *region, a []string) []string {
			v0, v1, c, s := a[0], a[1], a[2], a[3]
			first := r.bin("arith.subf", r.mulf(v0, c), r.mulf(v1, s), F32)
			second := r.bin("arith.addf", r.mulf(v0, s), r.mulf(v1, c), F32)
			ti := r.op(fmt.Sprintf("linalg.index %d : index", tIndex))
			isFirst := r.op("arith.cmpi eq, " + ti + ", " + r.op("arith.constant 0 : index") + " : index")
			return []string{r.sel(isFirst, first, second, F32)}
		},
	})[0]
	out := f.Reshape(rot, xr.Type.Shape...)
	if int64(ropeDim) == d {
		return out
	}
	offs := make([]int64, rank)
	ones := make([]int64, rank)
	for i := range ones {
		ones[i] = 1
	}
	return f.op(x.Type, fmt.Sprintf("tensor.insert_slice %s into %s[%s] [%s] [%s] : %s into %s", out.Name, x.Name, joinInts(offs), f.sizes(out.Type.Shape), joinInts(ones), out.Type, x.Type))
}

// CausalMask sets x[..., r, c] = fill for every column c > r + offset of
// the last two axes (offset: positions a KV cache already holds), keeping
// the other values; fill is usually -Inf.
func (f *FuncWriter) CausalMask(x Value, offset int64, fill float64) Value {
	if !f.ok("causal_mask", x) {
		return Value{}
	}
	if !x.Type.Elem.IsFloat() || x.Rank() < 2 {
		f.failf("causal_mask", "x %s is not a float tensor of rank ≥ 2", x.Type)
		return Value{}
	}
	n := x.Rank()
	e := x.Type.Elem
	return f.generic(generic{
		loops: n, ins: []Value{x}, inMaps: [][]string{identityMap(n)},
		outs: []Value{f.Empty(x.Type)}, outMaps: [][]string{identityMap(n)},
		body: func(r *region, a []string) []string {
			row := r.index(n-2, I64)
			col := r.index(n-1, I64)
			last := r.bin("arith.addi", row, r.c(float64(offset), I64), I64)
			masked := r.cmpi("sgt", col, last, I64)
			return []string{r.sel(masked, r.c(fill, e), a[0], e)}
		},
	})[0]
}
