package kernels

import "github.com/skainet/skaic/layout/quant"

// useSIMD selects the SIMD Linear kernels (linear_simd_amd64.go) where
// simdAvailable says this build and CPU have them: amd64 with AVX2 and
// F16C, detected at run time, and not built with the purego tag. The
// portable kernels stay the reference; tests switch useSIMD off to run
// them, and compare the two bit for bit.
var useSIMD = simdAvailable

// SIMDKernels names the instruction set the Linear kernels run with on
// this machine: "avx512" (AVX2 kernels with AVX-512VL table lookups for
// the 4-bit types), "avx2" or "portable".
func SIMDKernels() string {
	switch {
	case useSIMD && useAVX512:
		return "avx512"
	case useSIMD:
		return "avx2"
	}
	return "portable"
}

// LinearKernel names the kernel Linear runs for weights of type t in
// row-major block order at batch on this machine:
//
//	avx512, avx2          fused SIMD kernels: weights decoded in registers
//	                      (batch 1; with AVX-512 the grid i-quants' and
//	                      ternary types' batches too), or F32 weights read
//	                      in place
//	avx2-fused            batches of whole groups of 8 without AVX-512
//	                      (every type but F32; up to a batch that depends
//	                      on the type): each block decoded in registers,
//	                      or its codes assembled once into a small frame
//	                      (the K-quants, IQ4_XS, the grid types), and used
//	                      at once by eight activation rows
//	avx512-tile, avx2-tile  exact SIMD decoders fill an L1-resident tile
//	                      of f32 weights, which the SIMD F32 kernels dot
//	avx512-gotile, avx2-gotile  the same with the direct Go decoders
//	portable              the portable kernels (no SIMD in this build or
//	                      on this CPU, or a type without a SIMD path)
//
// Every kernel gives bitwise the same result.
func LinearKernel(t quant.Type, batch int) string { return linearKernel(t, batch) }

// LinearQ8Kernel names the kernel LinearQ8 runs for t on this machine:
// "avx512-vnni", "avx2" (where LinearQ8Fast) or "portable".
func LinearQ8Kernel(t quant.Type) string { return q8Kernel(t) }

// LinearQ8KernelAt names the fast kernel LinearQ8 runs on t at batch
// rows: LinearQ8Kernel, with "-tile" where the large-batch (prefill)
// kernels run.
func LinearQ8KernelAt(t quant.Type, batch int) string {
	if q8GemmAt(t, batch) {
		return q8Kernel(t) + "-tile"
	}
	return q8Kernel(t)
}
