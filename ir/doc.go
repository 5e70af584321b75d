// Package ir is skaic's graph IR: the compile lane's view of a recorded run.
//
// A [Module] holds module-level [Parameter]s (weights, by identity: their
// GGUF name, stored format and layout, and the source file holding their
// bytes), [Constant]s (small inline tensors), [State]s (mutable tensors
// kept between calls, such as a KV cache, by identity) and entry
// [Func]tions. A
// function has arguments, one straight-line body of ops and results; every
// op produces exactly one SSA [*Value] (as in the Go compiler's SSA, a value
// is the op that defines it), so a body is a list of values in definition
// order and an operand is a pointer to an earlier value or an argument.
//
// Values are logical tensors: a shape and a dtype ([Type]); a dimension
// may be [Dynamic], the function's one dynamic length (a prefill's token
// count, the cache rows a decode step reads), which [Generalize] finds by
// comparing two recordings of the same program at two lengths. How a
// tensor is stored — packed blocks, block order, strides, residency — is a
// separate, per-tensor decision ([LayoutDecision]) that the layout
// assignment pass (package passes) stamps on every parameter, constant,
// argument and op value, and that code generators read. A Q4_K weight is a
// logical f32 tensor whose parameter is stored as Q4_K blocks.
//
// # Ops and attributes
//
// [Op] enumerates the op set: the eager engine's ops (the names a tape
// records, see eager/replay.go) plus four IR-only ops: [OpArg] (a function
// argument), [OpParam] (a reference to a module parameter, like IREE's
// util.global.load), [OpConst] (a reference to a module constant) and
// [OpState] (a reference to a module state). cache_write is the one op
// with a side effect (it updates a state); passes never remove or merge it.
// Attributes are typed: [Attrs] is a closed sum type with one struct per
// attribute shape (ScaleAttrs, ReduceAttrs, RopeAttrs, …); an op without
// attributes has nil Attrs. [InferType] is the single source of truth for
// result types; the builder, [FromTape] and the verifier all use it.
//
// # Weights
//
// A tape's weights become module parameters, referenced from a function by
// an OpParam value placed just before the first op that reads the weight. A
// constant stored by reference in a source file is a parameter too (its
// bytes live in a file); inline constants become module constants,
// referenced by OpConst values.
//
// # Text
//
// [Module.String] / [Print] write a stable, deterministic text form (values
// are renumbered %0, %1, … in body order at print time) and [Parse] reads it
// back; print∘parse is the identity on printed text, which the golden tests
// under testdata/ir and testdata/passes rely on.
//
// # Verification
//
// [Verify] checks a module: op arity and attribute types, result types
// against InferType, dominance (every operand defined earlier in the same
// function), references to parameters and constants that the module holds,
// no value listed twice, defined results, unique names, well-formed stored
// layouts, and, once [Module.LayoutsAssigned] is set, a layout decision on
// every tensor. Every pass must keep it green.
package ir
