//go:build amd64 && !purego

package kernels

import "unsafe"

// The SIMD fast kernels of Q5_K, Q2_K and Q3_K (q8act_kquant_amd64.s:
// AVX-512 VNNI, q8act_kquant_avx2_amd64.s: AVX2), with the calls of the
// others (q8act_amd64.go).
//
//go:noescape
func q8dot4Q5_K(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs, y *[4]float32, sc *[260]float32, pf unsafe.Pointer)

//go:noescape
func q8dot4Q2_K(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs, y *[4]float32, sc *[260]float32, pf unsafe.Pointer)

//go:noescape
func q8dot4Q5_KY(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs, y *[4]float32, sc *[260]float32, pf unsafe.Pointer)

//go:noescape
func q8dot4Q2_KY(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs, y *[4]float32, sc *[260]float32, pf unsafe.Pointer)

//go:noescape
func q8dot4Q3_K(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs, y *[4]float32, sc *[260]float32, pf unsafe.Pointer)

//go:noescape
func q8dot4Q3_KY(base unsafe.Pointer, offs *[4]int, end int, a *q8Ptrs, y *[4]float32, sc *[260]float32, pf unsafe.Pointer)
