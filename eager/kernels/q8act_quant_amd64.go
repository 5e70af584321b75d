//go:build amd64 && !purego

package kernels

import "github.com/skainet/skaic/layout/quant"

// The SIMD activation quantizers (q8act_quant_amd64.s): nb blocks of x
// into the codes q, scales d and the format's sums.
//
//go:noescape
func q8quantK(x *float32, nb int, q *int8, d *float32, bs *int16)

//go:noescape
func q8quant32(x *float32, nb int, q *int8, d *float32, s *float32, c *int32)

// quantizeQ8RowSIMD quantizes one activation row for weights of type t
// where the fast kernels run with AVX-512 VNNI (the quantizers need only
// AVX-512 F/BW/VL, which that implies); it reports whether it did. With
// the AVX2 kernels the portable quantizer runs (once per call, a small
// part of the call).
func quantizeQ8RowSIMD(t quant.Type, x []float32, cols int, a []float32) bool {
	if !q8SIMD(t) || !q8VNNI(t) {
		return false
	}
	if q8K(t) {
		r := q8KRowOf(a, cols)
		q8quantK(&x[0], len(r.d), &r.q[0], &r.d[0], &r.bs[0])
		return true
	}
	r := q8RowOf(a, cols)
	q8quant32(&x[0], len(r.d), &r.q[0], &r.d[0], &r.s[0], &r.c[0])
	return true
}
