//go:build !amd64 || purego

package kernels

import "github.com/skainet/skaic/layout/quant"

// q8SIMD: no SIMD fast kernels in this build.
func q8SIMD(t quant.Type) bool { return false }

// q8Kernel names the fast kernel of t: portable in this build.
func q8Kernel(t quant.Type) string { return "portable" }

// q8SIMDRange never runs in this build.
func (p *linearPlan) q8SIMDRange(w []byte, act, y []float32, o0, o1 int) {
	panic("kernels: no SIMD fast kernels in this build")
}

// quantizeQ8RowSIMD: no SIMD quantizers in this build.
func quantizeQ8RowSIMD(t quant.Type, x []float32, cols int, a []float32) bool { return false }
