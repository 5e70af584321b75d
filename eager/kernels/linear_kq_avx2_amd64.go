//go:build amd64 && !purego

package kernels

import "unsafe"

// AVX2 + FMA lookup kernels of Q2_K and Q3_K (linear_kq_avx2_amd64.s):
// each group of sixteen weights sharing a scale is looked up by its codes
// in a register of the group's values, built with the decoder's float
// operations, so the results are bitwise those of the portable kernels.
// They follow the mv4*Y conventions (runFused).

//go:noescape
func mv4Q2_KL(base unsafe.Pointer, offs *[4]int, stride, end int, x unsafe.Pointer, acc *[4]lanes16, pf unsafe.Pointer, sc *[128]float32)

//go:noescape
func mv4Q3_KL(base unsafe.Pointer, offs *[4]int, stride, end int, x unsafe.Pointer, acc *[4]lanes16, pf unsafe.Pointer, sc *[128]float32)

//go:noescape
func mv4Q5_KL(base unsafe.Pointer, offs *[4]int, stride, end int, x unsafe.Pointer, acc *[4]lanes16, pf unsafe.Pointer, sc *[128]float32)

// mv4MXFP4L is the AVX2 MXFP4 kernel with the block scales read from sc,
// E8M0Half of every exponent byte (q8E8M0).
//
//go:noescape
func mv4MXFP4L(base unsafe.Pointer, offs *[4]int, stride, end int, x unsafe.Pointer, acc *[4]lanes16, pf unsafe.Pointer, sc *[256]float32)

//go:noescape
func mv4Q5_0L(base unsafe.Pointer, offs *[4]int, stride, end int, x unsafe.Pointer, acc *[4]lanes16, pf unsafe.Pointer)

//go:noescape
func mv4Q5_1L(base unsafe.Pointer, offs *[4]int, stride, end int, x unsafe.Pointer, acc *[4]lanes16, pf unsafe.Pointer)
