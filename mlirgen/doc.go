// Package mlirgen emits MLIR text for IREE: upstream dialects on tensors
// (func, arith, math, tensor, linalg) plus IREE's util.global /
// util.global.load for parameters, with the module attributes
// skainet.producer, skainet.source and skainet.tensor_layouts (builtin
// attributes only, every dictionary key quoted).
//
// It knows nothing of the graph IR: its emitters take plain Go values —
// SSA Values (name + TensorType), shapes, element types, encodings — so
// lowering a function is a walk over the IR that calls one emitter per op.
// It never imports the eager engine; numerics follow the eager kernels'
// documented formulas, step for step where IREE lets them.
//
// # Building a module
//
//	m := mlirgen.NewModule("skaic")
//	m.SetProducer("skaic " + version)
//	m.SetSource("model.gguf", sha256hex)
//	f, err := m.Func("forward", mlirgen.Tensor(mlirgen.I32, 1, seq)) // declare functions first
//	pt, err := mlirgen.PackedType(key, enc, order, rows, cols)      // tensor<rows x rowbytes x i8>
//	g, err := m.Parameter(mlirgen.DefaultScope, key, pt)            // util.global private @sym = #flow.parameter.named<"model"::"key">
//	m.AddLayout(mlirgen.LayoutOf(key, format, layout, "mapped", "as_stored", reason))
//	w := f.Dequantize(key, f.Load(g), enc, order, rows, cols)       // tensor<rows x cols x f32>
//	y := f.Linear(x, w)                                             // x [..., K] · w [N, K]ᵀ
//	f.Return(y)
//	text, err := m.Emit() // the first error of any emitter, or the text
//
// Errors stick (like bufio.Writer): an emitter that fails records the error
// on its FuncWriter and returns the zero Value; later emitters do nothing.
// Module.Emit returns the first error and no text, so a module with a
// missing op or weight is never written. FuncWriter.Fail lets the glue
// record its own "no lowering for op X of tensor Y" the same way.
//
// # Emitters (methods of *FuncWriter)
//
// Values and parameters: Arg, Args, Load, Return, Empty, Full, Constant.
// Elementwise (numpy broadcasting through indexing maps): Unary (Neg, Exp,
// Log, Sqrt, Rsqrt, Tanh, Sigmoid, Silu, Gelu, Cos, Sin, Abs, Square,
// Relu) and its shorthands; Binary (Add, Sub, Mul, Div, Max, Min, Pow) and
// its shorthands; Scale, AddScalar, Cast, Where.
// Reductions and norms: Reduce (sum, mean, max, min over an axis,
// keepdims), Softmax (last axis), RMSNorm, LayerNorm.
// Contractions: Matmul (batched, broadcast), Linear (transposed weight
// through its indexing map).
// Shapes: Reshape, Permute, Transpose, Slice, Narrow, Broadcast, Concat.
// Network: Embedding, EmbeddingPacked (gathers the packed rows, decodes
// only those), Rope, RopeWithTables (with RopeTables), CausalMask,
// WindowMask (causal sliding window from query positions).
// Packed weights: Dequantize, with PackedType, CanDecode,
// DecodableEncodings and *UnsupportedEncodingError.
//
// # In-graph dequantization
//
// Every GGML block type decodes in-graph, bit-exact with layout/quant (and
// so with ggml and gguf-py): Q4_0, Q4_1, Q5_0, Q5_1, Q8_0, Q8_1, Q2_K,
// Q3_K, Q4_K, Q5_K, Q6_K, Q8_K, and the dense F32, F16, BF16 held as
// bytes; both block orders (row_major, input_block_major). Other types
// (integers, F64) give an *UnsupportedEncodingError that names the tensor
// and suggests --weights dense. See dequant.go for the scheme.
//
// # IREE facts the emitters rely on (iree-compile 3.13)
//
//   - iree-compile demotes every f64 op to f32 by default
//     (--iree-input-demote-f64-to-f32): the emitters never use f64.
//   - math.cos/math.sin reduce their argument with a short 2π, so their
//     error grows with |x| (2.8e-5 at |x| ≈ 1000); Cos, Sin and Rope reduce
//     the argument themselves first.
//   - linalg.generic indexing maps may be any affine expressions of the
//     loop indices (d2 * 32 + d4 + 16, constants): the decoders read block
//     fields through them, and IREE tiles and fuses them fine.
//   - tensor.expand_shape needs output_shape; linalg.matmul_transpose_b is
//     not used (contractions are linalg.generic, which IREE recognizes).
//   - No FMA contraction was observed: a·b − c in a decoder body stays two
//     roundings, also when the decode is fused into a matmul dispatch (the
//     identity-matrix Linear tests check it bit for bit).
package mlirgen
