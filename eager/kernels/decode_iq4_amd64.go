//go:build amd64 && !purego

package kernels

import (
	"unsafe"

	"github.com/skainet/skaic/layout/quant"
)

// SIMD tile decoders of IQ4_NL, IQ4_XS and MXFP4 (decode_iq4_amd64.s): n
// blocks stride bytes apart into n·BlockElems float32 at dst. The Z forms
// need AVX-512 (useAVX512), the others AVX2.

//go:noescape
func decodeIQ4_NLZ(src unsafe.Pointer, stride, n int, dst *float32)

//go:noescape
func decodeIQ4_XSZ(src unsafe.Pointer, stride, n int, dst *float32)

//go:noescape
func decodeMXFP4Z(src unsafe.Pointer, stride, n int, dst *float32)

//go:noescape
func decodeIQ4_NLSIMD(src unsafe.Pointer, stride, n int, dst *float32)

//go:noescape
func decodeIQ4_XSSIMD(src unsafe.Pointer, stride, n int, dst *float32)

//go:noescape
func decodeMXFP4SIMD(src unsafe.Pointer, stride, n int, dst *float32)

// decodeIQ4Tile runs the tile decoder of t (IQ4_NL, IQ4_XS or MXFP4) for
// the kernel set in use.
func decodeIQ4Tile(t quant.Type, src unsafe.Pointer, stride, n int, dst *float32) {
	switch {
	case t == quant.IQ4_NL && useAVX512:
		decodeIQ4_NLZ(src, stride, n, dst)
	case t == quant.IQ4_NL:
		decodeIQ4_NLSIMD(src, stride, n, dst)
	case t == quant.IQ4_XS && useAVX512:
		decodeIQ4_XSZ(src, stride, n, dst)
	case t == quant.IQ4_XS:
		decodeIQ4_XSSIMD(src, stride, n, dst)
	case useAVX512:
		decodeMXFP4Z(src, stride, n, dst)
	default:
		decodeMXFP4SIMD(src, stride, n, dst)
	}
}

// Fused matvec kernels of IQ4_NL and MXFP4 (linear_simd_amd64.s, next to
// Q4_0's AVX-512 one, whose layout they share): as mv8Q4_0Z; mv4IQ4_NLY
// picks the code-book values with VPSHUFB, widens and scales them (the
// AVX2 MXFP4 kernel is mv4MXFP4L, linear_kq_avx2_amd64.s).

//go:noescape
func mv8IQ4_NLZ(base unsafe.Pointer, offs *[8]int, stride, end int, x unsafe.Pointer, acc *[8]lanes16, pf unsafe.Pointer)

//go:noescape
func mv8MXFP4Z(base unsafe.Pointer, offs *[8]int, stride, end int, x unsafe.Pointer, acc *[8]lanes16, pf unsafe.Pointer)

//go:noescape
func mv4IQ4_NLY(base unsafe.Pointer, offs *[4]int, stride, end int, x unsafe.Pointer, acc *[4]lanes16, pf unsafe.Pointer)

// mv8IQ4_XSZ and mv4IQ4_XSY are the fused IQ4_XS kernels (sc: scratch for
// the rows' sub-block scales).
//
//go:noescape
func mv8IQ4_XSZ(base unsafe.Pointer, offs *[8]int, stride, end int, x unsafe.Pointer, acc *[8]lanes16, pf unsafe.Pointer, sc *[64]float32)

//go:noescape
func mv4IQ4_XSY(base unsafe.Pointer, offs *[4]int, stride, end int, x unsafe.Pointer, acc *[4]lanes16, pf unsafe.Pointer, sc *[64]float32)
