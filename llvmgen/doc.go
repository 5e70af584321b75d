// Package llvmgen lowers the compile lane's IR, after the passes, to an
// LLVM IR module written with github.com/llir/llvm: a native library that
// needs nothing but a linker (and libm) on its target.
//
// Like mlirgen it obeys the decisions in the IR (every tensor's physical
// form, as the layout assignment pass stamped it), runs no pass and never
// imports the eager engine; it shares the IR and the decisions with
// mlirgen and no emitter code.
//
// The module's ABI (model.h, written by Header) has one function per entry
// point of the IR (prefill and decode for a model, forward for an op
// program or a tape):
//
//	int32_t skaic_NAME(const uint8_t *params, float *state, uint8_t *scratch,
//	                   int64_t n, const T *input..., T *output...);
//	int64_t skaic_NAME_scratch_bytes(int64_t n);
//
// params is the mapped parameter file (the export's .irpa, or the GGUF
// itself); every weight is read at an offset baked into the module's
// parameter table. state holds the module's states (the KV cache: every
// cache one slot of a stack, zero before the first call) and scratch the
// intermediate tensors; both are the caller's memory, the module allocates
// nothing. n is the function's dynamic length: the token count of a
// prefill; a decode step attends over its cache rows [0, position] and
// ignores n. The functions return 0, or an error code (see the header).
//
// Every op is a loop nest over its output, innermost over the contiguous
// axis, so LLVM's loop vectorizer applies (opt -O3, or llc after it); dot
// products carry reassoc/contract fast-math flags on their accumulation
// only.
//
// Packed GGML weights stay packed: decode.go writes, per encoding, a block
// decoder (skaic_decode_<enc>, bit-exact with layout/quant) and a dot
// product of a packed row with an f32 vector (skaic_dot_<enc>) as explicit
// 16-lane vector code, SIMD after llc alone on targets that have it. A
// Linear over one row of x dots every packed row in place; over several
// rows (a prefill) it decodes each weight row once into scratch and dots
// it with every row of x. With Options.EmbedWeights every weight's stored
// bytes are a private constant of the module (embed.go) and params may be
// NULL.
package llvmgen
