package conformity

import (
	"fmt"
	"slices"

	"github.com/skainet/skaic/eager"
	"github.com/skainet/skaic/layout"
	"github.com/skainet/skaic/layout/quant"
)

// The op corpus: every op the compile lane lowers, on several shapes (odd
// sizes, size-1 and broadcast dimensions, rank 1 to 4); Linear and
// Embedding for every encoding mlirgen decodes in-graph (at least 3 blocks
// per row); views (transposed, narrowed, broadcast) feeding ops; weights
// prepacked into input-block-major order. Adding a case is adding a row to
// one of the tables below (or a table of its own to OpCases).
//
// Tolerances are stated per class, with the reason (see tolerances.go).

type unaryRow struct {
	op string
	f  func(*eager.Engine, eager.Tensor) eager.Tensor
	// lo, hi: the input domain (lo == hi: N(0, 1)).
	lo, hi float64
	tol    Tolerance
}

var unaryOps = []unaryRow{
	{"neg", (*eager.Engine).Neg, 0, 0, tolExact},
	{"exp", (*eager.Engine).Exp, -4, 4, tolTranscendental},
	{"log", (*eager.Engine).Log, 0.05, 8, tolTranscendental},
	{"sqrt", (*eager.Engine).Sqrt, 0, 9, tolTranscendental},
	{"rsqrt", (*eager.Engine).Rsqrt, 0.05, 9, tolTranscendental},
	{"tanh", (*eager.Engine).Tanh, -5, 5, tolTranscendental},
	{"sigmoid", (*eager.Engine).Sigmoid, -8, 8, tolTranscendental},
	{"silu", (*eager.Engine).Silu, -8, 8, tolTranscendental},
	{"gelu", (*eager.Engine).Gelu, -5, 5, tolTranscendental},
	{"cos", (*eager.Engine).Cos, -10, 10, tolTranscendental},
	{"sin", (*eager.Engine).Sin, -10, 10, tolTranscendental},
}

// elemShapes are the shapes every unary op runs on.
var elemShapes = []struct {
	name  string
	shape []int64
}{
	{"r1-13", []int64{13}},
	{"r2-1x7", []int64{1, 7}},
	{"r3-2x3x5", []int64{2, 3, 5}},
	{"r4-2x1x3x4", []int64{2, 1, 3, 4}},
}

type binaryRow struct {
	op string
	f  func(*eager.Engine, eager.Tensor, eager.Tensor) eager.Tensor
	// divisor: b is kept away from zero.
	divisor bool
	tol     Tolerance
}

var binaryOps = []binaryRow{
	{"add", (*eager.Engine).Add, false, tolExact},
	{"sub", (*eager.Engine).Sub, false, tolExact},
	{"mul", (*eager.Engine).Mul, false, tolExact},
	{"div", (*eager.Engine).Div, true, tolExact},
	{"max", (*eager.Engine).Maximum, false, tolExact},
	{"min", (*eager.Engine).Minimum, false, tolExact},
}

// broadcastPairs are the operand shapes every binary op runs on.
var broadcastPairs = []struct {
	name string
	a, b []int64
}{
	{"same-3x5,3x5", []int64{3, 5}, []int64{3, 5}},
	{"row-2x3x5,5", []int64{2, 3, 5}, []int64{5}},
	{"outer-4x1,1x6", []int64{4, 1}, []int64{1, 6}},
	{"r4-2x1x3x4,3x1", []int64{2, 1, 3, 4}, []int64{3, 1}},
	{"r1-1,7", []int64{1}, []int64{7}},
}

type reduceRow struct {
	op string
	f  func(*eager.Engine, eager.Tensor, int, bool) eager.Tensor
}

var reduceOps = []reduceRow{
	{"sum", (*eager.Engine).Sum},
	{"mean", (*eager.Engine).Mean},
	{"reduce_max", (*eager.Engine).ReduceMax},
}

var reduceShapes = []struct {
	name  string
	shape []int64
	axis  int
	keep  bool
}{
	{"r1-13-ax0-keep", []int64{13}, 0, true},
	{"r1-13-ax0-scalar", []int64{13}, 0, false},
	{"r2-3x1000-ax1", []int64{3, 1000}, 1, false},
	{"r2-3x5-ax1", []int64{3, 5}, 1, false},
	{"r3-2x3x5-ax0", []int64{2, 3, 5}, 0, false},
	{"r3-2x3x33-ax-1-keep", []int64{2, 3, 33}, -1, true},
	{"r4-2x1x3x4-ax2-keep", []int64{2, 1, 3, 4}, 2, true},
}

// packedTypes are the weight encodings of the Linear/Embedding rows: every
// encoding a GGUF tensor can have that mlirgen decodes in-graph.
var packedTypes = []quant.Type{
	quant.F32, quant.F16, quant.BF16,
	quant.Q4_0, quant.Q4_1, quant.Q5_0, quant.Q5_1, quant.Q8_0, quant.Q8_1,
	quant.Q2_K, quant.Q3_K, quant.Q4_K, quant.Q5_K, quant.Q6_K, quant.Q8_K,
	quant.IQ4_NL, quant.IQ4_XS, quant.MXFP4, // code-book 4-bit types
	quant.IQ2_XXS, quant.IQ2_XS, quant.IQ2_S, quant.IQ3_XXS, quant.IQ3_S, quant.IQ1_S, quant.IQ1_M,
	quant.TQ1_0, quant.TQ2_0, // grid i-quants and ternary types
}

// threeBlocks is a row length of 3 blocks of t (3 elements for the
// one-element-per-block dense types would be too short to mean anything:
// they get 3 × 32).
func threeBlocks(t quant.Type) int64 {
	be := int64(t.Geometry().BlockElems)
	if be == 1 {
		be = 32
	}
	return 3 * be
}

// ggufServable says whether iree-run-module can read a tensor of type t
// straight from a GGUF: IREE sizes ggml types 0–15 only (BF16 is 30).
func ggufServable(t quant.Type) bool { return uint32(t) <= 15 }

func packedVariants(t quant.Type) []Variant {
	vs := []Variant{IRPAStored, IRPADense}
	if ggufServable(t) {
		vs = slices.Clone(AllVariants)
	}
	if _, ok := quant.Planar(t); ok {
		vs = append(vs, IRPAPlanar)
	}
	return vs
}

// prepackedVariants are the exports of a prepacked weight of type t: its
// stored bytes in their recorded order, and planar where t has that form.
func prepackedVariants(t quant.Type) []Variant {
	vs := []Variant{IRPAStored}
	if _, ok := quant.Planar(t); ok {
		vs = append(vs, IRPAPlanar)
	}
	return vs
}

// OpCases is the op corpus.
func OpCases() []*OpCase {
	var cs []*OpCase
	add := func(c *OpCase) {
		c.Name = "ops/" + c.Name
		cs = append(cs, c)
	}

	for _, u := range unaryOps {
		for _, s := range elemShapes {
			u, s := u, s
			add(&OpCase{Name: "unary/" + u.op + "/" + s.name, Module: "unary", Tol: u.tol,
				Build: func(p *Prog) []eager.Tensor {
					var x eager.Tensor
					if u.lo == u.hi {
						x = p.X(s.shape...)
					} else {
						x = p.U(u.lo, u.hi, s.shape...)
					}
					return []eager.Tensor{u.f(p.E, x)}
				}})
		}
	}
	// cos and sin reduce large arguments themselves (IREE's own reduction
	// loses accuracy past |x| ≈ 100): check it at |x| up to 1000.
	for _, u := range unaryOps[9:11] {
		u := u
		add(&OpCase{Name: "unary/" + u.op + "/large-args-r2-4x9", Module: "unary", Tol: tolLargeTrig,
			Build: func(p *Prog) []eager.Tensor { return []eager.Tensor{u.f(p.E, p.U(-1000, 1000, 4, 9))} }})
	}

	for _, b := range binaryOps {
		for _, s := range broadcastPairs {
			b, s := b, s
			add(&OpCase{Name: "binary/" + b.op + "/" + s.name, Module: "binary", Tol: b.tol,
				Build: func(p *Prog) []eager.Tensor {
					x := p.X(s.a...)
					y := p.X(s.b...)
					if b.divisor {
						y = p.Away(0.25, 4, s.b...)
					}
					return []eager.Tensor{b.f(p.E, x, y)}
				}})
		}
	}
	add(&OpCase{Name: "binary/scale/r2-3x5", Module: "binary", Tol: tolExact,
		Build: func(p *Prog) []eager.Tensor { return []eager.Tensor{p.E.Scale(p.X(3, 5), 0.125)} }})
	add(&OpCase{Name: "binary/scale/r4-2x1x3x4", Module: "binary", Tol: tolExact,
		Build: func(p *Prog) []eager.Tensor { return []eager.Tensor{p.E.Scale(p.X(2, 1, 3, 4), -3.3)} }})

	for _, r := range reduceOps {
		for _, s := range reduceShapes {
			r, s := r, s
			tol := tolSum
			if r.op == "reduce_max" {
				tol = tolExact
			}
			add(&OpCase{Name: "reduce/" + r.op + "/" + s.name, Module: "reduce", Tol: tol,
				Build: func(p *Prog) []eager.Tensor { return []eager.Tensor{r.f(p.E, p.X(s.shape...), s.axis, s.keep)} }})
		}
	}

	for _, c := range nnCases() {
		add(c)
	}
	for _, c := range contractionCases() {
		add(c)
	}
	for _, c := range shapeCases() {
		add(c)
	}
	for _, c := range packedCases() {
		add(c)
	}
	for _, c := range layoutCases() {
		add(c)
	}
	for _, c := range cacheCases() {
		add(c)
	}
	return cs
}

// cacheCases write into module state and read it back in one call (a
// fresh module's state is zero, like a fresh eager cache): rows at
// positions given as an input or computed by arange, a read of more rows
// than were written, RoPE at arange positions.
func cacheCases() []*OpCase {
	var cs []*OpCase
	add := func(name string, tol Tolerance, build func(p *Prog) []eager.Tensor) {
		cs = append(cs, &OpCase{Name: "cache/" + name, Module: "cache", Tol: tol, Build: build})
	}
	add("write-read-input-pos-3-of-8x2x4", tolExact, func(p *Prog) []eager.Tensor {
		pos := p.I32([]int32{2, 3, 4}, 3)
		w := p.E.CacheWrite(p.State(8, 2, 4), p.X(3, 2, 4), pos, 2)
		return []eager.Tensor{p.E.CacheRead(w, pos, 5)}
	})
	add("write-twice-read-arange-pos-2-of-8x2x4", tolExact, func(p *Prog) []eager.Tensor {
		ids := p.Ids(50, 2)
		pos := p.E.Arange(ids, 0)
		c := p.State(8, 2, 4)
		w := p.E.CacheWrite(p.E.CacheWrite(c, p.X(2, 2, 4), pos, 0), p.X(1, 2, 4), p.I32([]int32{2}, 1), 2)
		return []eager.Tensor{p.E.CacheRead(w, p.I32([]int32{3}, 1), 4), p.E.Cast(p.E.Arange(ids, 5), layout.F32)}
	})
	add("rope-at-arange-pos-4x2x8", tolRope, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.Rope(p.X(4, 2, 8), p.E.Arange(p.Ids(50, 4), 3), 10000, 8, eager.RopeAdjacent)}
	})
	return cs
}

func nnCases() []*OpCase {
	var cs []*OpCase
	add := func(name string, tol Tolerance, ws []WeightSpec, build func(p *Prog) []eager.Tensor) {
		cs = append(cs, &OpCase{Name: "nn/" + name, Module: "nn", Tol: tol, Weights: ws, Build: build})
	}
	for _, s := range [][]int64{{7}, {3, 5}, {2, 3, 17}, {2, 2, 3, 4}} {
		s := s
		add("softmax/"+shapeName(s), tolNorm, nil, func(p *Prog) []eager.Tensor { return []eager.Tensor{p.E.Softmax(p.X(s...))} })
	}
	add("softmax/large-logits-3x33", tolNorm, nil, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.Softmax(p.U(-60, 60, 3, 33))}
	})

	add("rms_norm/no-weight-3x5", tolNorm, nil, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.RMSNorm(p.X(3, 5), eager.Tensor{}, 1e-5)}
	})
	add("rms_norm/weight-input-2x3x8", tolNorm, nil, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.RMSNorm(p.X(2, 3, 8), p.U(0.5, 1.5, 8), 1e-6)}
	})
	add("rms_norm/weight-param-F32-4x96", tolNorm, []WeightSpec{{Name: "norm", Type: quant.F32, Shape: []int64{96}, Mean: 1, Std: 0.1}},
		func(p *Prog) []eager.Tensor { return []eager.Tensor{p.E.RMSNorm(p.X(4, 96), p.W("norm"), 1e-5)} })

	add("layer_norm/weight-bias-3x10", tolNorm, nil, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.LayerNorm(p.X(3, 10), p.U(0.5, 1.5, 10), p.X(10), 1e-5)}
	})
	add("layer_norm/plain-2x3x7", tolNorm, nil, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.LayerNorm(p.X(2, 3, 7), eager.Tensor{}, eager.Tensor{}, 1e-5)}
	})
	add("layer_norm/weight-param-F32-4x16", tolNorm, []WeightSpec{{Name: "g", Type: quant.F32, Shape: []int64{16}, Mean: 1, Std: 0.1}},
		func(p *Prog) []eager.Tensor {
			return []eager.Tensor{p.E.LayerNorm(p.X(4, 16), p.W("g"), eager.Tensor{}, 1e-6)}
		})

	// RoPE: positions as an input (the in-graph angle recurrence) and as a
	// constant (exact tables); adjacent pairs and NeoX halves; partial
	// rotary dims; far positions.
	add("rope/adjacent-input-pos-5x3x8", tolRope, nil, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.Rope(p.X(5, 3, 8), p.I32([]int32{0, 1, 2, 3, 4}, 5), 10000, 8, eager.RopeAdjacent)}
	})
	add("rope/neox-const-pos-4x2x16", tolRope, nil, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.Rope(p.X(4, 2, 16), p.ConstI32([]int32{0, 1, 2, 3}, 4), 500000, 16, eager.RopeNeoX)}
	})
	add("rope/partial-dims-input-pos-3x4x8", tolRope, nil, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.Rope(p.X(3, 4, 8), p.I32([]int32{7, 100, 2}, 3), 10000, 4, eager.RopeAdjacent)}
	})
	add("rope/far-positions-const-3x1x32", tolRope, nil, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.Rope(p.X(3, 1, 32), p.ConstI32([]int32{1000, 2047, 5}, 3), 10000, 32, eager.RopeNeoX)}
	})
	// Frequency scaling (llama.cpp's linear scale, Llama 3.1's per-pair
	// factors) in both lanes of the angle: the in-graph recurrence and the
	// export-time tables.
	scaled := eager.RopeScaling{FreqScale: 0.25, Factors: []float32{1, 1, 3.568533, 8, 8, 8}}
	add("rope/scaled-input-pos-4x3x16", tolRope, nil, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.RopeScaled(p.X(4, 3, 16), p.I32([]int32{0, 5, 300, 4095}, 4), 500000, 12, eager.RopeAdjacent, scaled)}
	})
	add("rope/scaled-const-pos-3x2x16", tolRope, nil, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.RopeScaled(p.X(3, 2, 16), p.ConstI32([]int32{1, 77, 2000}, 3), 500000, 12, eager.RopeNeoX, scaled)}
	})
	add("rope/factors-only-input-pos-2x2x8", tolRope, nil, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.RopeScaled(p.X(2, 2, 8), p.I32([]int32{3, 9}, 2), 10000, 8, eager.RopeAdjacent, eager.RopeScaling{Factors: []float32{1, 2, 4, 8}})}
	})

	add("causal_mask/square-4x4", tolExact, nil, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.CausalMask(p.X(4, 4), 0)}
	})
	add("causal_mask/offset2-2x3x5x7", tolExact, nil, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.CausalMask(p.X(2, 3, 5, 7), 2)}
	})
	add("causal_mask/then-softmax-2x4x6", tolNorm, nil, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.Softmax(p.E.CausalMask(p.X(2, 4, 6), 2))}
	})

	// Sliding-window masks take the query positions as an operand: a
	// prefill's 0..S-1, and decode-like rows late in a longer key range.
	add("window_mask/prefill-w3-2x6x6", tolExact, nil, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.WindowMask(p.X(2, 6, 6), p.I32([]int32{0, 1, 2, 3, 4, 5}, 6), 3)}
	})
	add("window_mask/decode-rows-w4-3x2x11", tolExact, nil, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.WindowMask(p.X(3, 2, 11), p.I32([]int32{10, 2}, 2), 4)}
	})
	add("window_mask/then-softmax-const-pos-2x3x7", tolNorm, nil, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.Softmax(p.E.WindowMask(p.X(2, 3, 7), p.ConstI32([]int32{4, 5, 6}, 3), 2))}
	})

	add("where/same-3x5", tolExact, nil, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.Where(p.Mask(3, 5), p.X(3, 5), p.X(3, 5))}
	})
	add("where/bcast-3x1-1x5-3x5", tolExact, nil, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.Where(p.Mask(3, 1), p.X(1, 5), p.X(3, 5))}
	})
	add("where/bcast-5-2x3x5-1", tolExact, nil, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.Where(p.Mask(5), p.X(2, 3, 5), p.X(1))}
	})
	return cs
}

func contractionCases() []*OpCase {
	var cs []*OpCase
	add := func(name string, ws []WeightSpec, build func(p *Prog) []eager.Tensor) {
		cs = append(cs, &OpCase{Name: "contraction/" + name, Module: "contraction", Tol: tolContraction, Weights: ws, Build: build})
	}
	for _, s := range []struct{ a, b []int64 }{
		{[]int64{3, 5}, []int64{5, 4}},
		{[]int64{2, 3, 33}, []int64{2, 33, 4}},
		{[]int64{2, 1, 3, 5}, []int64{3, 5, 4}},
		{[]int64{1, 7}, []int64{7, 1}},
	} {
		s := s
		add("matmul/"+shapeName(s.a)+"@"+shapeName(s.b), nil, func(p *Prog) []eager.Tensor {
			return []eager.Tensor{p.E.MatMul(p.X(s.a...), p.X(s.b...))}
		})
	}
	for _, s := range []struct{ x, w []int64 }{
		{[]int64{7}, []int64{5, 7}},
		{[]int64{3, 33}, []int64{9, 33}},
		{[]int64{2, 3, 16}, []int64{1, 16}},
	} {
		s := s
		add("linear/"+shapeName(s.x)+"@"+shapeName(s.w)+"-F32",
			[]WeightSpec{{Name: "w", Type: quant.F32, Shape: s.w}},
			func(p *Prog) []eager.Tensor { return []eager.Tensor{p.E.Linear(p.X(s.x...), p.W("w"))} })
	}
	add("linear/input-weight-3x6@4x6", nil, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.Linear(p.X(3, 6), p.X(4, 6))}
	})
	add("embedding/ids-4-table-11x6-F32", []WeightSpec{{Name: "t", Type: quant.F32, Shape: []int64{11, 6}, Std: 1}},
		func(p *Prog) []eager.Tensor { return []eager.Tensor{p.E.Embedding(p.W("t"), p.Ids(11, 4))} })
	add("embedding/ids-2x3-input-table-5x3", nil, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.Embedding(p.X(5, 3), p.Ids(5, 2, 3))}
	})
	// Attention as the models run it: a composite of permute, reshape,
	// matmul, scale, causal mask and softmax.
	add("attention/gqa-causal-q5x4x8-kv5x2x8", nil, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.Attention(p.X(5, 4, 8), p.X(5, 2, 8), p.X(5, 2, 8), true, 0, 0)}
	})
	add("attention/mha-offset-q1x3x8-kv6x3x8", nil, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.Attention(p.X(1, 3, 8), p.X(6, 3, 8), p.X(6, 3, 8), true, 5, 0)}
	})
	add("attention/window-gqa-q6x4x8-kv6x2x8", nil, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.AttentionWindow(p.X(6, 4, 8), p.X(6, 2, 8), p.X(6, 2, 8), p.I32([]int32{0, 1, 2, 3, 4, 5}, 6), 3, 0.25)}
	})
	add("attention/window-decode-q1x2x8-kv9x1x8", nil, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.AttentionWindow(p.X(1, 2, 8), p.X(9, 1, 8), p.X(9, 1, 8), p.I32([]int32{8}, 1), 4, 0)}
	})
	return cs
}

func shapeCases() []*OpCase {
	var cs []*OpCase
	add := func(name string, tol Tolerance, build func(p *Prog) []eager.Tensor) {
		cs = append(cs, &OpCase{Name: "shape/" + name, Module: "shape", Tol: tol, Build: build})
	}
	add("reshape/2x3x4-to-6x4", tolExact, func(p *Prog) []eager.Tensor { return []eager.Tensor{p.E.Reshape(p.X(2, 3, 4), 6, 4)} })
	add("reshape/24-to-2x-1x3", tolExact, func(p *Prog) []eager.Tensor { return []eager.Tensor{p.E.Reshape(p.X(24), 2, -1, 3)} })
	add("reshape/1x5x1-to-5", tolExact, func(p *Prog) []eager.Tensor { return []eager.Tensor{p.E.Reshape(p.X(1, 5, 1), 5)} })
	add("permute/2x3x4-201", tolExact, func(p *Prog) []eager.Tensor { return []eager.Tensor{p.E.Permute(p.X(2, 3, 4), 2, 0, 1)} })
	add("permute/2x1x3x4-3102", tolExact, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.Permute(p.X(2, 1, 3, 4), 3, 1, 0, 2)}
	})
	add("permute/square-5x5-10", tolExact, func(p *Prog) []eager.Tensor { return []eager.Tensor{p.E.Transpose(p.X(5, 5), 0, 1)} })
	add("narrow/5x7-ax1-2:5", tolExact, func(p *Prog) []eager.Tensor { return []eager.Tensor{p.E.Narrow(p.X(5, 7), 1, 2, 3)} })
	add("narrow/2x6x3-ax0-1:2", tolExact, func(p *Prog) []eager.Tensor { return []eager.Tensor{p.E.Narrow(p.X(2, 6, 3), 0, 1, 1)} })
	add("broadcast/3x1-to-3x4", tolExact, func(p *Prog) []eager.Tensor { return []eager.Tensor{p.E.BroadcastTo(p.X(3, 1), 3, 4)} })
	add("broadcast/5-to-2x3x5", tolExact, func(p *Prog) []eager.Tensor { return []eager.Tensor{p.E.BroadcastTo(p.X(5), 2, 3, 5)} })
	add("concat/ax0-2x3,4x3", tolExact, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.Concat(0, p.X(2, 3), p.X(4, 3))}
	})
	add("concat/ax-1-2x1x3,2x1x5,2x1x1", tolExact, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.Concat(-1, p.X(2, 1, 3), p.X(2, 1, 5), p.X(2, 1, 1))}
	})
	add("cast/f32-f16-f32-3x5", tolExact, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.Cast(p.E.Cast(p.X(3, 5), layout.F16), layout.F32)}
	})
	add("cast/f32-bf16-f32-3x5", tolExact, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.Cast(p.E.Cast(p.X(3, 5), layout.BF16), layout.F32)}
	})
	add("cast/f32-i32-integral-2x7", tolExact, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.Cast(p.Integral(-50, 50, 2, 7), layout.I32)}
	})
	add("cast/f32-i32-fractional-2x7", tolExact, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.Cast(p.U(-50, 50, 2, 7), layout.I32)}
	})
	add("cast/i32-f32-9", tolExact, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.Cast(p.Ids(1000, 9), layout.F32)}
	})
	add("contiguous/after-permute-3x4x2", tolExact, func(p *Prog) []eager.Tensor {
		return []eager.Tensor{p.E.Contiguous(p.E.Permute(p.X(3, 4, 2), 1, 2, 0))}
	})
	return cs
}

// packedCases: Linear and Embedding on a weight of every in-graph-decoded
// encoding, in every variant the encoding allows, with the gguf package's
// dequantization as an independent reference.
func packedCases() []*OpCase {
	var cs []*OpCase
	for _, t := range packedTypes {
		K := threeBlocks(t)
		cs = append(cs, &OpCase{
			Name: fmt.Sprintf("packed/linear/%s/3x%d@5x%d", t, K, K), Module: "packed",
			Weights:  []WeightSpec{{Name: "w", Type: t, Shape: []int64{5, K}}},
			Variants: packedVariants(t), Tol: tolContraction, RefTol: tolRef,
			Build: func(p *Prog) []eager.Tensor { return []eager.Tensor{p.E.Linear(p.X(3, K), p.W("w"))} },
			Ref:   linearRef(0, "w", 0, 5, 0, int(K), false),
		}, &OpCase{
			Name: fmt.Sprintf("packed/embedding/%s/ids2x3@9x%d", t, K), Module: "packed",
			Weights:  []WeightSpec{{Name: "t", Type: t, Shape: []int64{9, K}, Std: 1}},
			Variants: packedVariants(t), Tol: tolExact, RefTol: tolExactRef,
			Build: func(p *Prog) []eager.Tensor { return []eager.Tensor{p.E.Embedding(p.W("t"), p.Ids(9, 2, 3))} },
			Ref:   embeddingRef(0, "t"),
		})
		if _, ok := quant.Planar(t); ok {
			// One input row: the planar form's contraction with the
			// dequantization inside (a decode step's Linear).
			cs = append(cs, &OpCase{
				Name: fmt.Sprintf("packed/linear/%s/1x%d@5x%d", t, K, K), Module: "packed",
				Weights:  []WeightSpec{{Name: "w1", Type: t, Shape: []int64{5, K}}},
				Variants: packedVariants(t), Tol: tolContraction, RefTol: tolRef,
				Build: func(p *Prog) []eager.Tensor { return []eager.Tensor{p.E.Linear(p.X(1, K), p.W("w1"))} },
				Ref:   linearRef(0, "w1", 0, 5, 0, int(K), false),
			})
		}
	}
	return cs
}

// linearRef is the reference of Linear(x, w) with x input xi ([B, nc], or
// its transpose [nc, B] when xT) and w restricted to rows [r0, r0+nr) and
// columns [c0, c0+nc).
func linearRef(xi int, w string, r0, nr, c0, nc int, xT bool) func(r *RefEnv) [][]float64 {
	return func(r *RefEnv) [][]float64 {
		x := r.X(xi)
		if xT {
			x = transpose2(x, nc, len(x)/nc)
		}
		wv, shape := r.W(w)
		return [][]float64{linear(x, nc, rowsOf(wv, int(shape[1]), r0, nr, c0, nc))}
	}
}

// embeddingRef is the reference of Embedding(w, ids) with ids input ii.
func embeddingRef(ii int, w string) func(r *RefEnv) [][]float64 {
	return func(r *RefEnv) [][]float64 {
		wv, shape := r.W(w)
		return [][]float64{gather(wv, int(shape[1]), r.Ids(ii))}
	}
}

// layoutCases: views feeding ops, and prepacked weights.
func layoutCases() []*OpCase {
	var cs []*OpCase
	add := func(c *OpCase) {
		c.Name = "layout/" + c.Name
		if c.Module == "" {
			c.Module = "layout"
		}
		cs = append(cs, c)
	}
	add(&OpCase{Name: "transposed-x-linear-Q8_0", Tol: tolContraction, RefTol: tolRef,
		Weights: []WeightSpec{{Name: "w", Type: quant.Q8_0, Shape: []int64{5, 96}}},
		Build: func(p *Prog) []eager.Tensor {
			return []eager.Tensor{p.E.Linear(p.E.Transpose(p.X(96, 3), 0, 1), p.W("w"))}
		},
		Ref: linearRef(0, "w", 0, 5, 0, 96, true)})
	add(&OpCase{Name: "transposed-a-matmul-5x3", Tol: tolContraction,
		Build: func(p *Prog) []eager.Tensor {
			return []eager.Tensor{p.E.MatMul(p.E.Transpose(p.X(5, 3), 0, 1), p.X(5, 4))}
		}})
	add(&OpCase{Name: "transposed-weight-matmul-F32", Tol: tolContraction,
		Weights: []WeightSpec{{Name: "w", Type: quant.F32, Shape: []int64{6, 7}}},
		Build: func(p *Prog) []eager.Tensor {
			return []eager.Tensor{p.E.MatMul(p.X(3, 7), p.E.Transpose(p.W("w"), 0, 1))}
		}})
	add(&OpCase{Name: "permuted-softmax-4x3x5", Tol: tolNorm,
		Build: func(p *Prog) []eager.Tensor {
			return []eager.Tensor{p.E.Softmax(p.E.Permute(p.X(4, 3, 5), 2, 0, 1))}
		}})
	add(&OpCase{Name: "narrowed-x-add-5x9", Tol: tolExact,
		Build: func(p *Prog) []eager.Tensor {
			return []eager.Tensor{p.E.Add(p.E.Narrow(p.X(5, 9), 1, 3, 4), p.X(5, 4))}
		}})
	add(&OpCase{Name: "narrowed-rows-linear-Q4_K", Tol: tolContraction, RefTol: tolRef,
		Weights: []WeightSpec{{Name: "w", Type: quant.Q4_K, Shape: []int64{7, 768}}},
		Build: func(p *Prog) []eager.Tensor {
			return []eager.Tensor{p.E.Linear(p.X(2, 768), p.E.Narrow(p.W("w"), 0, 2, 4))}
		},
		Ref: linearRef(0, "w", 2, 4, 0, 768, false)})
	add(&OpCase{Name: "narrowed-cols-linear-Q8_0", Tol: tolContraction, RefTol: tolRef,
		Weights: []WeightSpec{{Name: "w", Type: quant.Q8_0, Shape: []int64{5, 128}}},
		Build: func(p *Prog) []eager.Tensor {
			return []eager.Tensor{p.E.Linear(p.X(3, 64), p.E.Narrow(p.W("w"), 1, 32, 64))}
		},
		Ref: linearRef(0, "w", 0, 5, 32, 64, false)})
	add(&OpCase{Name: "narrowed-table-embedding-Q6_K", Tol: tolExact, RefTol: tolExactRef,
		Weights: []WeightSpec{{Name: "t", Type: quant.Q6_K, Shape: []int64{9, 768}, Std: 1}},
		Build: func(p *Prog) []eager.Tensor {
			return []eager.Tensor{p.E.Embedding(p.E.Narrow(p.W("t"), 0, 3, 5), p.Ids(5, 4))}
		},
		Ref: func(r *RefEnv) [][]float64 {
			wv, _ := r.W("t")
			ids := r.Ids(0)
			for i := range ids {
				ids[i] += 3
			}
			return [][]float64{gather(wv, 768, ids)}
		}})
	add(&OpCase{Name: "broadcast-view-mul-1x5-4x5", Tol: tolExact,
		Build: func(p *Prog) []eager.Tensor {
			return []eager.Tensor{p.E.Mul(p.E.BroadcastTo(p.X(1, 5), 4, 5), p.X(4, 5))}
		}})
	add(&OpCase{Name: "broadcast-view-matmul-5x4-3x5x4", Tol: tolContraction,
		Build: func(p *Prog) []eager.Tensor {
			b := p.E.BroadcastTo(p.E.Reshape(p.X(5, 4), 1, 5, 4), 3, 5, 4)
			return []eager.Tensor{p.E.MatMul(p.X(3, 2, 5), b)}
		}})
	add(&OpCase{Name: "broadcast-view-softmax-3x1-3x6", Tol: tolNorm,
		Build: func(p *Prog) []eager.Tensor {
			return []eager.Tensor{p.E.Softmax(p.E.Add(p.E.BroadcastTo(p.X(3, 1), 3, 6), p.X(6)))}
		}})

	// Prepacked weights: the blocks in input_block_major order, recorded
	// so, written so to the archive, decoded so by the module; and planar,
	// split from that order into the parts' row-major one.
	for _, t := range packedTypes {
		if !t.Quantized() {
			continue
		}
		t := t
		K := threeBlocks(t)
		add(&OpCase{Name: fmt.Sprintf("prepacked/linear/%s/3x%d@5x%d", t, K, K), Module: "prepacked",
			Tol: tolContraction, RefTol: tolRef, Variants: prepackedVariants(t),
			Weights: []WeightSpec{{Name: "w", Type: t, Shape: []int64{5, K}, Prepack: true}},
			Build:   func(p *Prog) []eager.Tensor { return []eager.Tensor{p.E.Linear(p.X(3, K), p.W("w"))} },
			Ref:     linearRef(0, "w", 0, 5, 0, int(K), false)})
	}
	for _, t := range []quant.Type{quant.Q8_0, quant.Q4_K, quant.Q6_K} {
		t := t
		K := threeBlocks(t)
		add(&OpCase{Name: fmt.Sprintf("prepacked/embedding/%s/ids4@6x%d", t, K), Module: "prepacked",
			Tol: tolExact, RefTol: tolExactRef, Variants: prepackedVariants(t),
			Weights: []WeightSpec{{Name: "t", Type: t, Shape: []int64{6, K}, Std: 1, Prepack: true}},
			Build:   func(p *Prog) []eager.Tensor { return []eager.Tensor{p.E.Embedding(p.W("t"), p.Ids(6, 4))} },
			Ref:     embeddingRef(0, "t")})
	}
	return cs
}

func shapeName(s []int64) string {
	out := ""
	for i, d := range s {
		if i > 0 {
			out += "x"
		}
		out += fmt.Sprint(d)
	}
	return out
}
