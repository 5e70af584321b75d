//go:build amd64 && !purego

package kernels

import (
	"unsafe"

	"golang.org/x/sys/cpu"
)

// The AVX2+FMA micro-kernel (gemm_amd64.s), chosen at run time: the
// binary stays runnable on any amd64 CPU.
var gemmHasAsm = cpu.X86.HasAVX2 && cpu.X86.HasFMA

const gemmAsmName = "avx2-fma-6x16"

// gemmKernel6x16AVX2 is gemmKernelFunc over raw pointers; ldc is in
// elements, accum 0 or 1.
//
//go:noescape
func gemmKernel6x16AVX2(kc int, a, b, c *float32, ldc int, accum int)

func gemmKernelAsm(kc int, a, b, c []float32, ldc int, accum bool) {
	// The checks the assembly cannot make (it reads kc·MR of a, kc·NR of b
	// and writes a whole tile of c).
	_ = a[kc*gemmMR-1]
	_ = b[kc*gemmNR-1]
	_ = c[(gemmMR-1)*ldc+gemmNR-1]
	acc := 0
	if accum {
		acc = 1
	}
	gemmKernel6x16AVX2(kc, unsafe.SliceData(a), unsafe.SliceData(b), unsafe.SliceData(c), ldc, acc)
}
