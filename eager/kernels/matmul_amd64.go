//go:build amd64 && !purego

package kernels

//go:noescape
func axpyF32(dst *float32, a float32, b *float32, n int)

// axpy adds float32(a·b[j]) to dst[j] for every j (len(b) ≥ len(dst)),
// bitwise as the portable loop (AVX, where SIMD kernels run).
func axpy(dst []float32, a float32, b []float32) {
	if len(dst) == 0 {
		return
	}
	if useSIMD && simdAvailable {
		axpyF32(&dst[0], a, &b[0], len(dst))
		return
	}
	axpyGo(dst, a, b)
}

// matmulPack reports whether MatMul copies a strided b (columns not
// contiguous) into rows first, so that its rows run axpy.
func matmulPack() bool { return useSIMD && simdAvailable }
