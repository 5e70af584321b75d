//go:build amd64 && !purego

package kernels

import "unsafe"

// AVX2 + FMA matvec kernels (linear_kq_avx2_amd64.s), bitwise those of
// the portable kernels, in the mv4*Y conventions (runFused): Q2_K and
// Q3_K look each group's weights up by their codes in a register of the
// group's values, built with the decoder's float operations; Q5_0, Q5_1
// and Q5_K assemble a block's or sub-block's codes as bytes before
// widening them; Q4_1 and Q5_1 compute float32(q·d) + m, and Q4_K and
// Q5_K float32(dc·q) − mc, as one fused multiply-add (the products are
// exact, so the one rounding is the decoder's); MXFP4 reads its block
// scales from a table.

// mv4Q2_KL's scratch is two buffers of 512 bytes, each the dl_g and ml_g
// of a block's four rows: one for the block being summed, one for the
// next block.
//
//go:noescape
func mv4Q2_KL(base unsafe.Pointer, offs *[4]int, stride, end int, x unsafe.Pointer, acc *[4]lanes16, pf unsafe.Pointer, sc *[256]float32)

// mv4Q3_KL's scratch is two buffers of 640 bytes, each the 64 scales of a
// block's four rows, then their permuted code and hmask bytes: one for
// the block being summed, one for the next block.
//
//go:noescape
func mv4Q3_KL(base unsafe.Pointer, offs *[4]int, stride, end int, x unsafe.Pointer, acc *[4]lanes16, pf unsafe.Pointer, sc *[320]float32)

// mv4Q5_KL's scratch is two buffers of 1280 bytes, each the 64 scales of
// a block's four rows, then their assembled code bytes: one for the
// block being summed, one for the next block.
//
//go:noescape
func mv4Q5_KL(base unsafe.Pointer, offs *[4]int, stride, end int, x unsafe.Pointer, acc *[4]lanes16, pf unsafe.Pointer, sc *[640]float32)

// mv4MXFP4L is the AVX2 MXFP4 kernel with the block scales read from sc,
// E8M0Half of every exponent byte (q8E8M0).
//
//go:noescape
func mv4MXFP4L(base unsafe.Pointer, offs *[4]int, stride, end int, x unsafe.Pointer, acc *[4]lanes16, pf unsafe.Pointer, sc *[256]float32)

//go:noescape
func mv4Q5_0L(base unsafe.Pointer, offs *[4]int, stride, end int, x unsafe.Pointer, acc *[4]lanes16, pf unsafe.Pointer)

//go:noescape
func mv4Q5_1L(base unsafe.Pointer, offs *[4]int, stride, end int, x unsafe.Pointer, acc *[4]lanes16, pf unsafe.Pointer)

//go:noescape
func mv4Q4_1L(base unsafe.Pointer, offs *[4]int, stride, end int, x unsafe.Pointer, acc *[4]lanes16, pf unsafe.Pointer)

//go:noescape
func mv4Q4_KL(base unsafe.Pointer, offs *[4]int, stride, end int, x unsafe.Pointer, acc *[4]lanes16, pf unsafe.Pointer, sc *[128]float32)
