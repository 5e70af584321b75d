//go:build !(arm64 || ppc64 || ppc64le || riscv64 || loong64)

package kernels

import "math"

// fma32 is the float32 a·b + c rounded once (round to nearest even), as a
// hardware fused multiply-add computes it (VFMADD231PS in the SIMD
// kernels). Here, without a float32 fused multiply-add in Go, it is
// computed exactly in float64:
//
// a·b is exact in float64 (24 + 24 significant bits), and so is the error
// e of the float64 sum s = a·b + c (TwoSum). Rounding s to float32 is then
// correct unless that is a second rounding of an inexact s, which
// round-to-odd prevents: when e ≠ 0 and s's last bit is even, s moves one
// float64 ulp towards the exact sum (the odd neighbour), so a float64
// value that lies exactly halfway between two float32 values is never
// produced by rounding. (float64 has 53 ≥ 2·24 + 2 bits, the condition
// under which rounding to odd, then to nearest, equals one rounding.)
func fma32(a, b, c float32) float32 {
	p := float64(a) * float64(b)
	cd := float64(c)
	s := p + cd
	bb := s - p
	e := (p - (s - bb)) + (cd - bb)
	if e != 0 && !math.IsInf(s, 0) && !math.IsNaN(e) {
		bits := math.Float64bits(s)
		if bits&1 == 0 {
			if (e > 0) == (s > 0) {
				bits++
			} else {
				bits--
			}
			s = math.Float64frombits(bits)
		}
	}
	return float32(s)
}
