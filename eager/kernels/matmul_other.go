//go:build !amd64 || purego

package kernels

// axpy adds float32(a·b[j]) to dst[j] for every j (len(b) ≥ len(dst)).
func axpy(dst []float32, a float32, b []float32) { axpyGo(dst, a, b) }

// matmulPack: no SIMD axpy in this build, so strided b is read in place.
func matmulPack() bool { return false }
