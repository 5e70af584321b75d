//go:build amd64 && !purego

package kernels

import (
	"fmt"
	"testing"

	"github.com/skainet/skaic/layout/quant"
)

// TestTileDecodersBitExact holds every SIMD tile decoder (decodeRowTile)
// to the direct Go decoder, and that to quant's, bit for bit: random
// bytes (every scale pattern: subnormal, Inf, NaN), runs of blocks in both
// block orders, for each kernel set this machine has.
func TestTileDecodersBitExact(t *testing.T) {
	if !simdAvailable {
		t.Skip("no SIMD kernels on this CPU")
	}
	simdVariants(t, func(t *testing.T) {
		r := newRand(90)
		for _, typ := range simdTypes {
			if !typ.Quantized() {
				continue
			}
			if !hasSIMDDecoder(typ) {
				t.Logf("%s: no SIMD decoder (direct Go decoder)", typ)
			}
			dec, err := quant.BlockDecoder(typ)
			mustOK(t, typ.String(), err)
			be, bb := typ.BlockElems(), typ.BlockBytes()
			for _, ibm := range []bool{false, true} {
				rows, nb := 3, 5
				w := make([]byte, rows*nb*bb)
				for trial := 0; trial < 200; trial++ {
					for i := range w {
						w[i] = byte(r.Uint32())
					}
					p := linearPlan{t: typ, be: be, bb: bb, nb: nb, rowBytes: nb * bb, rows: rows, cols: nb * be}
					o := trial % rows
					got := make([]float32, (nb-1)*be)
					p.decodeRowTile(w, o, be, got, ibm)
					want := make([]float32, len(got))
					for k := 1; k < nb; k++ {
						pos := p.blockPos(o, k, ibm)
						dec(w[pos:pos+bb], want[(k-1)*be:k*be])
					}
					if ok, why := bitsEqual(want, got); !ok {
						t.Fatalf("%s ibm=%v trial %d: %s", typ, ibm, trial, why)
					}
				}
			}
		}
	})
}

// TestLinearQ6KWithoutVBMI: with AVX-512 but no VBMI (the AVX2 Q6_K
// matvec kernel, the AVX2 tile decoder) Q6_K is bitwise the portable
// kernels, in both block orders.
func TestLinearQ6KWithoutVBMI(t *testing.T) {
	if !useAVX512 {
		t.Skip("no AVX-512 on this CPU")
	}
	saved := useAVX512VBMI
	defer func() { useAVX512VBMI = saved }()
	useAVX512VBMI = false
	r := newRand(91)
	rows, cols := 13, 5*quant.QK_K
	w := makeWeights(r, quant.Q6_K, rows, cols)
	for i := range w {
		w[i] = byte(r.Uint32())
	}
	for _, batch := range []int{1, 3} {
		x := randNormal(r, batch*cols, 1)
		want := make([]float32, batch*rows)
		withPortable(func() { mustOK(t, "portable", Linear(quant.Q6_K, w, rows, cols, x, batch, want, nil)) })
		got := make([]float32, batch*rows)
		mustOK(t, "simd", Linear(quant.Q6_K, w, rows, cols, x, batch, got, nil))
		requireBitsEqual(t, fmt.Sprintf("Q6_K no VBMI batch %d", batch), want, got)
		gi := make([]float32, batch*rows)
		mustOK(t, "ibm", LinearIBM(quant.Q6_K, toIBM(quant.Q6_K, w, rows, cols), rows, cols, x, batch, gi, nil))
		requireBitsEqual(t, fmt.Sprintf("Q6_K no VBMI IBM batch %d", batch), want, gi)
	}
	if k := LinearKernel(quant.Q6_K, 1); k != "avx2" {
		t.Errorf("Q6_K without VBMI runs %q, want the AVX2 kernel", k)
	}
}

// TestLinearKernelNames: every type names the kernel that runs it, and
// the name says SIMD exactly where the SIMD path takes the type.
func TestLinearKernelNames(t *testing.T) {
	for _, typ := range simdTypes {
		for _, batch := range []int{1, 8} {
			k := LinearKernel(typ, batch)
			t.Logf("%s batch %d: %s", typ, batch, k)
			if simd := k != "portable"; simd != (useSIMD && hasSIMDLinear(typ)) {
				t.Errorf("%s batch %d: kernel %q, SIMD path %v", typ, batch, k, useSIMD && hasSIMDLinear(typ))
			}
		}
	}
	// The IQ1 and IQ3 matrix-vector products run the AVX2 index readers
	// (gridMatvec8IdxY) on AVX-512 machines too.
	if useSIMD {
		for _, typ := range []quant.Type{quant.IQ1_S, quant.IQ1_M, quant.IQ3_S, quant.IQ3_XXS} {
			if k := LinearKernel(typ, 1); k != "avx2" {
				t.Errorf("%s batch 1 runs gridMatvec8IdxY (AVX2), named %q", typ, k)
			}
		}
	}
	withPortable(func() {
		if k := LinearKernel(quant.Q4_1, 1); k != "portable" {
			t.Errorf("portable kernels named %q", k)
		}
	})
}
