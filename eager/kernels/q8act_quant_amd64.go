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

// q8quantKY is q8quantK with AVX2 (VEX only), for the AVX2 kernels.
//
//go:noescape
func q8quantKY(x *float32, nb int, q *int8, d *float32, bs *int16)

// q8quant32Y is q8quant32 with AVX2 (VEX only), for the AVX2 kernels.
//
//go:noescape
func q8quant32Y(x *float32, nb int, q *int8, d *float32, s *float32, c *int32)

// quantizeQ8RowSIMD quantizes one activation row for weights of type t
// where the fast kernels run with SIMD; it reports whether it did. With
// AVX-512 VNNI (the quantizers need only AVX-512 F/BW/VL, which that
// implies), else with AVX2 (the portable quantizer took 86 µs of thread
// CPU time for 14336 columns, about 2.5 % of a cold 4096×14336 call).
func quantizeQ8RowSIMD(t quant.Type, x []float32, cols int, a []float32) bool {
	if !q8SIMD(t) {
		return false
	}
	vnni := q8VNNI(t)
	if q8K(t) {
		r := q8KRowOf(a, cols)
		if vnni {
			q8quantK(&x[0], len(r.d), &r.q[0], &r.d[0], &r.bs[0])
		} else {
			q8quantKY(&x[0], len(r.d), &r.q[0], &r.d[0], &r.bs[0])
		}
		return true
	}
	r := q8RowOf(a, cols)
	if vnni {
		q8quant32(&x[0], len(r.d), &r.q[0], &r.d[0], &r.s[0], &r.c[0])
	} else {
		q8quant32Y(&x[0], len(r.d), &r.q[0], &r.d[0], &r.s[0], &r.c[0])
	}
	return true
}
