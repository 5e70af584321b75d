// Package kernels holds the numeric kernels of the eager engine: pure
// functions over float32 slices (and packed weight bytes) that the engine's
// dispatcher calls once it has unwrapped its operands.
//
// The package knows nothing of tensors, layouts or storage: operands are
// plain slices, an f32 view with strides (Strided), or packed bytes together
// with their ggml type (quant.Type) and block order. It imports only the
// standard library, golang.org/x/sys/cpu (to pick SIMD kernels at run time)
// and layout/quant, whose block decoders it uses (and mirrors, bit for bit,
// in its fast paths).
//
// # Conventions
//
//   - Outputs are passed in by the caller and are contiguous and row-major;
//     kernels never allocate in their hot paths. An output may be the very
//     same memory as a contiguous input of the same shape (in place), never
//     a partial overlap.
//   - Bad sizes are errors, never panics: every exported kernel validates its
//     lengths, shapes and strides before it touches a byte. Dot is the one
//     exception (a helper of the inner loops; see its documentation).
//   - Compute is float32 and, unless a kernel says otherwise, so is
//     accumulation. Outside Linear and Dot (which use a fused multiply-add
//     of their own, fma32 — see dot.go), every product that feeds a sum is
//     rounded to float32 on its own (an explicit conversion keeps Go from
//     fusing a multiply-add on the architectures where it may), so results
//     do not depend on GOARCH or GOAMD64 except through the float64 math
//     library (below).
//   - Summation orders are fixed and documented per kernel, so a call is
//     deterministic: the same call on the same inputs always gives bitwise
//     the same output, whatever the number of goroutines a caller splits the
//     output rows over (the *Range/*Rows variants compute exactly the
//     elements the whole call would).
//   - Transcendental functions (exp, log, tanh, cos, sin, pow) are evaluated
//     in float64 by package math and rounded to float32. They agree with a
//     correctly rounded float32 function except in rare double-rounding
//     cases, and with glibc's expf/cosf/... to within one ulp.
//
// # Linear numerics
//
// Linear (both block orders), the F32 weight path and Dot share one
// summation order, the "16-lane order" described in dot.go: element i of a
// row is fused multiply-added into lane i mod 16, the lanes are folded
// once at the end. Because every quantized block holds a multiple of 32
// elements, a packed Linear gives bitwise the same result as Dot over the
// exactly dequantized weight row: a packed kernel, the reference path
// (dequantize, then an F32 Linear) and the input-block-major kernel all
// agree to the bit, on every architecture (fma32 is the portable fused
// multiply-add).
package kernels
