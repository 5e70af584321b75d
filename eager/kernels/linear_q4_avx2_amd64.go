//go:build amd64 && !purego

package kernels

import "unsafe"

// mv4Q4_0Y is the AVX2 + FMA Q4_0 matvec kernel (linear_q4_avx2_amd64.s),
// bitwise the portable kernels', in the mv4*Y conventions (runFused).
//
//go:noescape
func mv4Q4_0Y(base unsafe.Pointer, offs *[4]int, stride, end int, x unsafe.Pointer, acc *[4]lanes16, pf unsafe.Pointer)
