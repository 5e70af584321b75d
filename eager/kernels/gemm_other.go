//go:build !amd64 || purego

package kernels

// No assembly micro-kernel on this platform (or in a purego build): Gemm
// runs the portable kernel.
const (
	gemmHasAsm  = false
	gemmAsmName = "go"
)

func gemmKernelAsm(kc int, a, b, c []float32, ldc int, accum bool) {
	gemmKernelGo(kc, a, b, c, ldc, accum)
}
