package kernels

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
