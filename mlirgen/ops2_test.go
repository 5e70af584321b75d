package mlirgen

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
)

func matmulRef(a, b arr) []float64 {
	ra, rb := len(a.shape), len(b.shape)
	m, k, n := a.shape[ra-2], a.shape[ra-1], b.shape[rb-1]
	batch, _ := layout.BroadcastShapes(a.shape[:ra-2], b.shape[:rb-2])
	out := make([]float64, numel(batch)*m*n)
	bsa, bsb := a.shape[:ra-2], b.shape[:rb-2]
	for bi := int64(0); bi < numel(batch); bi++ {
		c := unravel(bi, batch)
		ia, ib := int64(0), int64(0)
		for i, d := range bsa {
			x := c[len(c)-len(bsa)+i]
			if d == 1 {
				x = 0
			}
			ia = ia*d + x
		}
		for i, d := range bsb {
			x := c[len(c)-len(bsb)+i]
			if d == 1 {
				x = 0
			}
			ib = ib*d + x
		}
		for i := int64(0); i < m; i++ {
			for j := int64(0); j < n; j++ {
				var s float64
				for p := int64(0); p < k; p++ {
					s += a.v[ia*m*k+i*k+p] * b.v[ib*k*n+p*n+j]
				}
				out[(bi*m+i)*n+j] = s
			}
		}
	}
	return out
}

func absV(v []float64) []float64 {
	out := make([]float64, len(v))
	for i, x := range v {
		out[i] = math.Abs(x)
	}
	return out
}

func absArr(a arr) arr { return arr{shape: a.shape, v: absV(a.v)} }

func linearRef(x arr, w []float64, n, k int64) []float64 {
	rows := numel(x.shape) / k
	out := make([]float64, rows*n)
	for r := int64(0); r < rows; r++ {
		for j := int64(0); j < n; j++ {
			var s float64
			for p := int64(0); p < k; p++ {
				s += x.v[r*k+p] * w[j*k+p]
			}
			out[r*n+j] = s
		}
	}
	return out
}

// packedArg builds random packed weights for a test: the bytes as int8
// values (the npy input) and their exact dequantization.
func packedArg(seed uint64, enc layout.Encoding, rows, cols int64, order layout.BlockOrder) (bytes []float64, dq []float64) {
	rng := rand.New(rand.NewPCG(seed, 99))
	t, _ := enc.GGML()
	g := t.Geometry()
	nb := int(cols) / g.BlockElems
	raw := randomBlocks(rng, t, int(rows)*nb)
	// Realistic magnitudes: small scales (the random ones reach 65504).
	for k := 0; k < int(rows)*nb; k++ {
		for _, off := range halfFields[t] {
			raw[k*g.BlockBytes+off] = byte(rng.IntN(256))
			raw[k*g.BlockBytes+off+1] = byte(0x14 + rng.IntN(4)) // ≈ 2^-10 … 2^-8
		}
	}
	f := make([]float32, rows*cols)
	if err := quant.Dequantize(t, raw, f); err != nil {
		panic(err)
	}
	if order == layout.InputBlockMajor {
		raw = toInputBlockMajor(raw, int(rows), nb, g.BlockBytes)
	}
	bytes = make([]float64, len(raw))
	for i, b := range raw {
		bytes[i] = float64(int8(b))
	}
	return bytes, f64s(f)
}

func TestContractionOps(t *testing.T) {
	t.Parallel()
	// packedLinear is x · dequantize(W)ᵀ with W [12, 3 blocks]. With
	// identity, x is the identity matrix, so every output is one decoded
	// weight times 1 plus zeros: exact whatever the summation order, and a
	// check that the decode stays bit-exact once IREE fuses it into the
	// matmul's dispatch (no FMA contraction of its d·q − m).
	packedLinear := func(enc layout.Encoding, order layout.BlockOrder, identity bool) opCase {
		cols := dqCols(enc)
		pt, _ := PackedType("w", enc, order, 12, cols)
		name := "linear_" + fnName(enc, order)[3:]
		rows := int64(3)
		if identity {
			name += "_identity"
			rows = cols
		}
		var dq []float64
		c := opCase{name: name, args: []TensorType{Tensor(F32, rows, cols), pt},
			gen: func(rng *rand.Rand, k int, n int64) []float64 {
				if k == 0 {
					if !identity {
						return nil
					}
					v := make([]float64, n)
					for i := int64(0); i < cols; i++ {
						v[i*cols+i] = 1
					}
					return v
				}
				b, d := packedArg(5, enc, 12, cols, order)
				dq = d
				return b
			},
			build: func(f *FuncWriter, a []Value) Value {
				return f.Linear(a[0], f.Dequantize("w", a[1], enc, order, 12, cols))
			},
			ref:  func(in []arr) []float64 { return linearRef(in[0], dq, 12, cols) },
			mag:  func(in []arr) []float64 { return linearRef(absArr(in[0]), absV(dq), 12, cols) },
			rtol: 1e-6}
		if identity {
			c.atol, c.rtol = 0, 0
		}
		return c
	}
	cases := []opCase{
		{name: "matmul", args: []TensorType{Tensor(F32, 5, 16), Tensor(F32, 16, 7)},
			build: func(f *FuncWriter, a []Value) Value { return f.Matmul(a[0], a[1]) },
			ref:   func(in []arr) []float64 { return matmulRef(in[0], in[1]) },
			mag:   func(in []arr) []float64 { return matmulRef(absArr(in[0]), absArr(in[1])) }, rtol: 1e-6},
		{name: "matmul_batched_broadcast", args: []TensorType{Tensor(F32, 3, 1, 5, 16), Tensor(F32, 4, 16, 7)},
			build: func(f *FuncWriter, a []Value) Value { return f.Matmul(a[0], a[1]) },
			ref:   func(in []arr) []float64 { return matmulRef(in[0], in[1]) },
			mag:   func(in []arr) []float64 { return matmulRef(absArr(in[0]), absArr(in[1])) }, rtol: 1e-6},
		{name: "matmul_rhs_2d", args: []TensorType{Tensor(F32, 2, 5, 16), Tensor(F32, 16, 7)},
			build: func(f *FuncWriter, a []Value) Value { return f.Matmul(a[0], a[1]) },
			ref:   func(in []arr) []float64 { return matmulRef(in[0], in[1]) },
			mag:   func(in []arr) []float64 { return matmulRef(absArr(in[0]), absArr(in[1])) }, rtol: 1e-6},
		{name: "linear", args: []TensorType{Tensor(F32, 2, 3, 64), Tensor(F32, 10, 64)},
			build: func(f *FuncWriter, a []Value) Value { return f.Linear(a[0], a[1]) },
			ref:   func(in []arr) []float64 { return linearRef(in[0], in[1].v, 10, 64) },
			mag:   func(in []arr) []float64 { return linearRef(absArr(in[0]), absV(in[1].v), 10, 64) }, rtol: 1e-6},
		packedLinear(layout.EncQ4_K, layout.RowMajor, false),
		packedLinear(layout.EncQ4_K, layout.InputBlockMajor, false),
		packedLinear(layout.EncQ8_0, layout.RowMajor, false),
		packedLinear(layout.EncQ6_K, layout.RowMajor, false),
		packedLinear(layout.EncQ4_K, layout.RowMajor, true),
		packedLinear(layout.EncQ4_K, layout.InputBlockMajor, true),
		packedLinear(layout.EncQ2_K, layout.RowMajor, true),
		packedLinear(layout.EncQ5_1, layout.RowMajor, true),
	}
	runCases(t, "contract", cases)
}

func TestShapeOps(t *testing.T) {
	t.Parallel()
	x := Tensor(F32, 2, 3, 4)
	same := func(in []arr) []float64 { return in[0].v }
	permRef := func(perm []int) func(in []arr) []float64 {
		return func(in []arr) []float64 {
			a := in[0]
			shape := make([]int64, len(perm))
			for i, p := range perm {
				shape[i] = a.shape[p]
			}
			out := make([]float64, len(a.v))
			for i := range out {
				c := unravel(int64(i), shape)
				src := make([]int64, len(c))
				for k, p := range perm {
					src[p] = c[k]
				}
				idx := int64(0)
				for k, d := range a.shape {
					idx = idx*d + src[k]
				}
				out[i] = a.v[idx]
			}
			return out
		}
	}
	cases := []opCase{
		{name: "reshape_collapse", args: []TensorType{x},
			build: func(f *FuncWriter, a []Value) Value { return f.Reshape(a[0], 6, 4) }, ref: same},
		{name: "reshape_expand", args: []TensorType{Tensor(F32, 6, 4)},
			build: func(f *FuncWriter, a []Value) Value { return f.Reshape(a[0], 2, 3, 2, 2) }, ref: same},
		{name: "reshape_mixed", args: []TensorType{Tensor(F32, 2, 6)},
			build: func(f *FuncWriter, a []Value) Value { return f.Reshape(a[0], 3, 4) }, ref: same},
		{name: "reshape_units", args: []TensorType{Tensor(F32, 1, 6, 1)},
			build: func(f *FuncWriter, a []Value) Value { return f.Reshape(a[0], 2, 1, 3) }, ref: same},
		{name: "permute", args: []TensorType{x},
			build: func(f *FuncWriter, a []Value) Value { return f.Permute(a[0], 2, 0, 1) }, ref: permRef([]int{2, 0, 1})},
		{name: "transpose", args: []TensorType{x},
			build: func(f *FuncWriter, a []Value) Value { return f.Transpose(a[0], 1, 2) }, ref: permRef([]int{0, 2, 1})},
		{name: "narrow", args: []TensorType{x},
			build: func(f *FuncWriter, a []Value) Value { return f.Narrow(a[0], 2, 1, 2) },
			ref: func(in []arr) []float64 {
				var out []float64
				for i, v := range in[0].v {
					if c := i % 4; c == 1 || c == 2 {
						out = append(out, v)
					}
				}
				return out
			}},
		{name: "broadcast", args: []TensorType{Tensor(F32, 3, 1)},
			build: func(f *FuncWriter, a []Value) Value { return f.Broadcast(a[0], 2, 3, 5) },
			ref: func(in []arr) []float64 {
				return mapN([]int64{2, 3, 5}, func(v []float64) float64 { return v[0] }, in[0])
			}},
		{name: "concat", args: []TensorType{Tensor(F32, 2, 1, 4), x, Tensor(F32, 2, 2, 4)},
			build: func(f *FuncWriter, a []Value) Value { return f.Concat(1, a...) },
			ref: func(in []arr) []float64 {
				var out []float64
				for b := 0; b < 2; b++ {
					for _, a := range in {
						n := int(a.shape[1] * 4)
						out = append(out, a.v[b*n:(b+1)*n]...)
					}
				}
				return out
			}},
		{name: "const_add", args: []TensorType{Tensor(F32, 2, 3)},
			build: func(f *FuncWriter, a []Value) Value {
				return f.Add(a[0], f.Constant(Tensor(F32, 3), []float64{0.5, -1, 1e-3}))
			},
			ref: func(in []arr) []float64 {
				c := arr{shape: []int64{3}, v: []float64{0.5, -1, float64(float32(1e-3))}}
				return mapN([]int64{2, 3}, func(v []float64) float64 { return v[0] + v[1] }, in[0], c)
			}, atol: 1e-7},
	}
	runCases(t, "shape", cases)
}

// ropeRef rotates x [..., S, H, D] with the angle table theta(s, i) in
// float64.
func ropeRef(x arr, theta func(s int64, i int) float64, ropeDim int, neox bool) []float64 {
	out := slices.Clone(x.v)
	r := len(x.shape)
	s, h, d := x.shape[r-3], x.shape[r-2], x.shape[r-1]
	lead := numel(x.shape[:r-3])
	half := ropeDim / 2
	for l := int64(0); l < lead; l++ {
		for si := int64(0); si < s; si++ {
			for hi := int64(0); hi < h; hi++ {
				base0 := ((l*s+si)*h + hi) * d
				for i := 0; i < half; i++ {
					th := theta(si, i)
					c, sn := math.Cos(th), math.Sin(th)
					j0, j1 := base0+int64(2*i), base0+int64(2*i+1)
					if neox {
						j0, j1 = base0+int64(i), base0+int64(i+half)
					}
					x0, x1 := x.v[j0], x.v[j1]
					out[j0] = x0*c - x1*sn
					out[j1] = x0*sn + x1*c
				}
			}
		}
	}
	return out
}

// ropeTheta32 is the eager kernel's float32 angle: θ_0 = float32(pos),
// θ_{i+1} = θ_i·theta_scale rounded to float32 each step.
func ropeTheta32(pos []float64, base float64, ropeDim int) func(s int64, i int) float64 {
	ts := ropeThetaScale(base, ropeDim)
	return func(s int64, i int) float64 {
		th := float32(pos[s])
		for k := 0; k < i; k++ {
			th *= ts
		}
		return float64(th)
	}
}

func TestNNOps(t *testing.T) {
	t.Parallel()
	positions := func(rng *rand.Rand, k int, n int64) []float64 {
		if k != 1 {
			return nil
		}
		v := make([]float64, n)
		for i := range v {
			v[i] = float64(i*997 + 3) // up to a few thousand
		}
		return v
	}
	rope := func(name string, shape []int64, ropeDim int, mode RopeMode) opCase {
		s := shape[len(shape)-3]
		return opCase{name: name, args: []TensorType{Tensor(F32, shape...), Tensor(I32, s)}, gen: positions,
			build: func(f *FuncWriter, a []Value) Value { return f.Rope(a[0], a[1], 10000, ropeDim, mode) },
			// θ is the eager kernel's float32 running product (at |θ| ≈ 4000
			// its rounding alone moves cos/sin by 1e-4, and the module
			// reproduces it exactly); the rest of the reference is float64.
			ref: func(in []arr) []float64 {
				return ropeRef(in[0], ropeTheta32(in[1].v, 10000, ropeDim), ropeDim, mode == RopeNeoX)
			}, atol: 2e-6, rtol: 1e-5}
	}
	tablePos := []int32{0, 1, 2, 3, 4}
	ids := func(v ...float64) func(rng *rand.Rand, k int, n int64) []float64 {
		return func(rng *rand.Rand, k int, n int64) []float64 {
			if k == 1 {
				return v
			}
			return nil
		}
	}
	packedEmb := func(enc layout.Encoding, order layout.BlockOrder) opCase {
		const rows = 7
		cols := dqCols(enc)
		pt, _ := PackedType("token_embd.weight", enc, order, rows, cols)
		var dq []float64
		name := "embedding_" + fnName(enc, order)[3:]
		idv := []float64{3, 0, 6, 3, 1}
		return opCase{name: name, args: []TensorType{pt, Tensor(I32, 5)},
			gen: func(rng *rand.Rand, k int, n int64) []float64 {
				if k == 1 {
					return idv
				}
				b, d := packedArg(uint64(enc), enc, rows, cols, order)
				dq = d
				return b
			},
			build: func(f *FuncWriter, a []Value) Value {
				return f.EmbeddingPacked("token_embd.weight", a[0], enc, order, rows, cols, a[1])
			},
			ref: func(in []arr) []float64 {
				var out []float64
				for _, id := range idv {
					out = append(out, dq[int64(id)*cols:(int64(id)+1)*cols]...)
				}
				return out
			}} // atol 0: bit-exact
	}
	cases := []opCase{
		{name: "embedding", args: []TensorType{Tensor(F32, 10, 8), Tensor(I32, 2, 3)}, gen: ids(9, 0, 4, 4, 2, 7),
			build: func(f *FuncWriter, a []Value) Value { return f.Embedding(a[0], a[1]) },
			ref: func(in []arr) []float64 {
				var out []float64
				for _, id := range in[1].v {
					out = append(out, in[0].v[int(id)*8:int(id+1)*8]...)
				}
				return out
			}},
		packedEmb(layout.EncQ8_0, layout.RowMajor),
		packedEmb(layout.EncQ4_K, layout.RowMajor),
		packedEmb(layout.EncQ6_K, layout.InputBlockMajor),
		packedEmb(layout.EncQ4_0, layout.InputBlockMajor),
		rope("rope_adjacent", []int64{5, 2, 16}, 16, RopeAdjacent),
		rope("rope_neox", []int64{1, 5, 2, 128}, 128, RopeNeoX),
		rope("rope_neox_partial", []int64{5, 3, 16}, 8, RopeNeoX),
		rope("rope_adjacent_partial", []int64{5, 3, 16}, 12, RopeAdjacent),
		{name: "rope_tables", args: []TensorType{Tensor(F32, 5, 2, 16)},
			build: func(f *FuncWriter, a []Value) Value {
				c, s := RopeTables(tablePos, 10000, 16)
				ct := f.Constant(Tensor(F32, 5, 8), c)
				st := f.Constant(Tensor(F32, 5, 8), s)
				return f.RopeWithTables(a[0], ct, st, 16, RopeAdjacent)
			},
			ref: func(in []arr) []float64 {
				return ropeRef(in[0], func(s int64, i int) float64 {
					return float64(s) * math.Pow(10000, -2*float64(i)/16)
				}, 16, false)
			}, atol: 2e-6, rtol: 1e-5},
		{name: "causal_mask", args: []TensorType{Tensor(F32, 2, 4, 6)},
			build: func(f *FuncWriter, a []Value) Value { return f.CausalMask(a[0], 1, math.Inf(-1)) },
			ref: func(in []arr) []float64 {
				out := slices.Clone(in[0].v)
				for i := range out {
					c := unravel(int64(i), in[0].shape)
					if c[2] > c[1]+1 {
						out[i] = math.Inf(-1)
					}
				}
				return out
			}},
		// Query rows at positions 1, 6, 3, 0 over 7 keys, window 3: row r
		// keeps keys pos-2..pos (a decode-like row late in the cache too).
		{name: "window_mask", args: []TensorType{Tensor(F32, 2, 4, 7), Tensor(I32, 4)}, gen: ids(1, 6, 3, 0),
			build: func(f *FuncWriter, a []Value) Value { return f.WindowMask(a[0], a[1], 3, math.Inf(-1)) },
			ref: func(in []arr) []float64 {
				out := slices.Clone(in[0].v)
				for i := range out {
					c := unravel(int64(i), in[0].shape)
					p := int64(in[1].v[c[1]])
					if c[2] > p || p-c[2] >= 3 {
						out[i] = math.Inf(-1)
					}
				}
				return out
			}},
	}
	runCases(t, "nn", cases)
}
