package conformity

// Tolerances per case class, and why. "Observed" is the worst error of the
// class in the suite on x86-64 (iree-compile 3.13, llvm-cpu, host CPU); the
// bounds leave about 10× headroom over it, so a real regression (a wrong
// element, a lost -inf, a misread block) is orders of magnitude past them.
var (
	// tolExact: the module does per element what the eager kernel does —
	// one IEEE operation (add, sub, mul, div, max, min, neg, sqrt, rsqrt,
	// scale, select, casts between floats) or pure data movement (reshape,
	// permute, narrow, broadcast, concat, gather, the decode of a packed
	// row, which is bit-exact with layout/quant by construction). Anything
	// but bitwise equality is a bug. Observed: bitwise equal.
	tolExact = Tolerance{Exact: true}

	// tolTranscendental: IREE expands math.exp/log/tanh/... into its own
	// polynomial approximations; the eager kernels round Go's float64
	// functions to f32. Both are within a few ulp of the true value.
	// Outputs reach e^4 ≈ 55, whose ulp is 3.8e-6. Observed: max-abs
	// 3.8e-6 (1 ulp of exp at 55), rel-L2 1.8e-7.
	tolTranscendental = Tolerance{MaxAbs: 4e-5, RelL2: 2e-6}

	// tolLargeTrig: cos and sin at |x| ≤ 1000, where an argument reduction
	// with a short 2π loses digits; mlirgen reduces the argument itself.
	// Outputs are ≤ 1. Observed: max-abs 1.6e-7, rel-L2 1.8e-7.
	tolLargeTrig = Tolerance{MaxAbs: 2e-6, RelL2: 2e-6}

	// tolSum: sum and mean over an axis; IREE may split and reorder the
	// accumulation (the eager kernels add in index order), so a result can
	// differ by about √n·ε·Σ|x| (n ≤ 1000, x ~ N(0, 1): Σ|x| ≈ 800).
	// Observed: bitwise equal (IREE keeps the order at these sizes).
	tolSum = Tolerance{MaxAbs: 1e-4, RelL2: 1e-6}

	// tolNorm: softmax, RMSNorm and LayerNorm: a reduction, then exp or
	// rsqrt per element (softmax outputs ≤ 1, norms ~ N(0, 1)). Observed:
	// max-abs 2.4e-7, rel-L2 7.7e-8.
	tolNorm = Tolerance{MaxAbs: 4e-6, RelL2: 1e-6}

	// tolRope: rotations by cos/sin of position·θ_i, from exact tables
	// (constant positions) or the in-graph angle recurrence (positions as
	// an input), at positions up to 2047. Observed: max-abs 3.6e-7, rel-L2
	// 6.7e-8.
	tolRope = Tolerance{MaxAbs: 4e-6, RelL2: 1e-6}

	// tolContraction: matmul, linear and attention: sums of up to 768
	// products in IREE's tiling order (the eager kernels use their own
	// fixed order), error ~ √K·ε·Σ|terms|; packed weights decode exactly
	// first. Observed: max-abs 2.4e-6, rel-L2 7.5e-7.
	tolContraction = Tolerance{MaxAbs: 3e-5, RelL2: 1e-5}

	// tolRef: the compiled and the eager outputs against the float64
	// reference over the gguf package's dequantization (exact values of
	// the same blocks): the f32 accumulation error of a contraction.
	// Observed: max-abs 2.8e-6, rel-L2 7.4e-7.
	tolRef = Tolerance{MaxAbs: 3e-5, RelL2: 1e-5}

	// tolExactRef: gathers of dequantized rows against the gguf package:
	// the same f32 values. Observed: bitwise equal.
	tolExactRef = Tolerance{Exact: true}

	// tolModel: prefill logits of a model against eager, the export
	// issue's bound: relative L2 ≤ 1e-4 and the same argmax at every
	// position. Observed: rel-L2 1.5e-6.
	tolModel = Tolerance{RelL2: 1e-4, Argmax: true}

	// tolGeneration: generation on IREE against the eager engine, the
	// logits of every prefill position and of every decode step: the model
	// bound, per step (decode attends over the cache the same module
	// wrote, so an error does not compound beyond the prefill's), and the
	// same greedy token at every step. Observed: rel-L2 1.2e-5 (kquants_mixed),
	// the same tokens in every case.
	tolGeneration = Tolerance{RelL2: 1e-4, Argmax: true}

	// tolModelRef: the logits against testdata/models/llama_ref.py
	// (float64 numpy over gguf.quants), the bound the llama tests use.
	// Observed: rel-L2 1.6e-6, argmax identical everywhere.
	tolModelRef = Tolerance{RelL2: 1e-4, Argmax: true}
)
