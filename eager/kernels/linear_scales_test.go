package kernels

import (
	"fmt"
	"testing"

	"github.com/skainet/skaic/layout/quant"
)

// TestLinearSIMDEveryE8M0 holds the SIMD MXFP4 kernels to the portable
// ones on every exponent byte (0..255, the two with a subnormal scale
// among them), each the scale of blocks of 32 codes: the
// AVX-512 kernel takes the scale from a table of all 256, which random
// weights would cover only in part.
func TestLinearSIMDEveryE8M0(t *testing.T) {
	if !simdAvailable {
		t.Skip("no SIMD kernels in this build or on this CPU; the portable kernels are tested everywhere else")
	}
	simdVariants(t, testLinearSIMDEveryE8M0)
}

func testLinearSIMDEveryE8M0(t *testing.T) {
	const typ = quant.MXFP4
	r := newRand(81)
	bb := typ.BlockBytes()
	// One row per exponent, so no other block's magnitude hides its
	// products; one block per row, then three (exponents o, o+85, o+170).
	const rows = 256
	// Random codes, and codes of magnitude at most 1 (nibbles 0, 1, 9),
	// whose products with the largest scales are finite.
	unit := [3]byte{0, 1, 9}
	for _, c := range []struct {
		nb    int
		small bool
	}{{1, false}, {3, false}, {1, true}} {
		nb := c.nb
		cols := nb * typ.BlockElems()
		w := make([]byte, rows*nb*bb)
		for i := range w {
			w[i] = byte(r.Uint32())
			if c.small {
				w[i] = unit[r.IntN(3)] | unit[r.IntN(3)]<<4
			}
		}
		for o := range rows {
			for k := range nb {
				w[(o*nb+k)*bb] = byte(o + 85*k)
			}
		}
		// Activations of unit size, and of 2^-40 so that the largest
		// scales do not overflow every product.
		for _, xs := range []float32{1, 0x1p-40} {
			for _, batch := range []int{1, 3, 8} {
				name := fmt.Sprintf("%dx%d/small=%v/x%g/batch%d", rows, cols, c.small, xs, batch)
				x := randNormal(r, batch*cols, 1)
				for i := range x {
					x[i] *= xs
				}
				requireSIMDAsPortable(t, name, typ, w, rows, cols, x, batch)
			}
		}
	}
}
