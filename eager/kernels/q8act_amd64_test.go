//go:build amd64 && !purego

package kernels

import (
	"slices"
	"testing"

	"github.com/skainet/skaic/layout/quant"
)

// q8Variants runs f once per fast kernel set this machine has: AVX2, and
// AVX-512 VNNI where present.
func q8Variants(t *testing.T, f func(t *testing.T)) {
	saved := useQ8VNNI
	defer func() { useQ8VNNI = saved }()
	for _, vnni := range []bool{false, true} {
		if vnni && !saved {
			continue
		}
		useQ8VNNI = vnni
		t.Run(map[bool]string{false: "avx2", true: "avx512-vnni"}[vnni], f)
	}
}

// TestQuantizeQ8ActVariants holds the AVX2 quantizer as well as the
// AVX-512 ones to the portable quantizers, on CPUs with both.
func TestQuantizeQ8ActVariants(t *testing.T) {
	if !q8SIMD(quant.Q8_0) {
		t.Skip("no SIMD fast kernels on this CPU")
	}
	q8Variants(t, checkQuantizeQ8ActSIMD)
}

// TestQ8ExactRows: fast mode runs exact only for the VNNI IQ4_XS, MXFP4 and Q8_0 kernels at
// batch 1 over long rows on Intel, and LinearQ8FastFor follows it.
func TestQ8ExactRows(t *testing.T) {
	for _, c := range []struct {
		vendor      string
		vnni        bool
		t           quant.Type
		batch, cols int
		want        bool
	}{
		{vendorIntel, true, quant.IQ4_XS, 1, 14336, true},
		{vendorIntel, true, quant.IQ4_XS, 1, 4096, false},
		{vendorIntel, true, quant.IQ4_XS, 2, 14336, false},
		{vendorIntel, false, quant.IQ4_XS, 1, 14336, false},
		{"AuthenticAMD", true, quant.IQ4_XS, 1, 14336, false},
		{vendorIntel, true, quant.Q4_0, 1, 14336, false},
		{vendorIntel, true, quant.Q8_0, 1, 14336, true},
		{vendorIntel, true, quant.Q8_0, 1, 4096, false},
		{vendorIntel, false, quant.Q8_0, 1, 14336, false},
		{vendorIntel, true, quant.IQ4_XS, 1, 100, false},
		{vendorIntel, true, quant.MXFP4, 1, 14336, true},
		{vendorIntel, true, quant.MXFP4, 1, 4096, false},
		{"AuthenticAMD", true, quant.MXFP4, 1, 14336, false},
	} {
		if got := q8ExactRowsOn(c.vendor, c.vnni, c.t, c.batch, c.cols); got != c.want {
			t.Errorf("q8ExactRowsOn(%s, vnni=%v, %s, batch %d, %d cols) = %v, want %v", c.vendor, c.vnni, c.t, c.batch, c.cols, got, c.want)
		}
	}
	for _, cols := range []int{4096, 14336} {
		want := LinearQ8FastAt(quant.IQ4_XS, 1) && !q8ExactRows(quant.IQ4_XS, 1, cols)
		if got := LinearQ8FastFor(quant.IQ4_XS, 1, cols); got != want {
			t.Errorf("LinearQ8FastFor(IQ4_XS, 1, %d) = %v, want %v", cols, got, want)
		}
	}
}

// TestLinearQ8FastAt: fast mode's choice per type and batch — never batch
// 0 or past FastBatchLimit; with AVX2 Q2_K, Q3_K, Q4_K, Q5_K and Q6_K up to 8,
// Q5_0 and Q5_1 up to 2, the other types up to 4 (on Intel Q8_0, Q5_0 and
// Q5_1 up to 3, Q3_K and Q6_K up to 4); with VNNI Q4_0, Q5_0,
// Q8_0, Q6_K, Q5_1, IQ4_NL, MXFP4 and IQ4_XS up to 4, Q4_1 up to 2 (on
// Intel Q5_0 up to 3 and Q4_1 up to 4), the other types up to the limit;
// past it the large-batch kernels from their first batch.
func TestLinearQ8FastAt(t *testing.T) {
	q8Variants(t, func(t *testing.T) {
		for _, typ := range q8Types {
			if !q8SIMD(typ) {
				for batch := 0; batch <= 10; batch++ {
					if LinearQ8FastAt(typ, batch) {
						t.Errorf("%s batch %d: LinearQ8FastAt true with no SIMD kernel (fast mode must run it exact)", typ, batch)
					}
				}
				continue
			}
			if !LinearQ8Fast(typ) {
				t.Fatalf("%s has no fast kernel on a SIMD machine", typ)
			}
			limit := FastBatchLimit()
			intel := cpuVendor == vendorIntel
			switch {
			case !q8VNNI(typ) && intel && (typ == quant.Q8_0 || typ == quant.Q5_0 || typ == quant.Q5_1):
				limit = min(3, limit)
			case !q8VNNI(typ) && intel && (typ == quant.Q3_K || typ == quant.Q6_K):
				limit = min(4, limit)
			case !q8VNNI(typ) && (typ == quant.Q2_K || typ == quant.Q3_K || typ == quant.Q4_K || typ == quant.Q5_K || typ == quant.Q6_K):
				limit = min(8, limit)
			case !q8VNNI(typ) && (typ == quant.Q5_0 || typ == quant.Q5_1):
				limit = min(2, limit)
			case !q8VNNI(typ):
				limit = min(4, limit)
			case intel && typ == quant.Q5_0:
				limit = min(3, limit)
			case intel && typ == quant.Q4_1:
				limit = min(4, limit)
			case typ == quant.Q4_0, typ == quant.Q5_0, typ == quant.Q8_0, typ == quant.Q6_K, typ == quant.Q5_1, typ == quant.IQ4_NL, typ == quant.MXFP4, typ == quant.IQ4_XS:
				limit = min(4, limit)
			case typ == quant.Q4_1:
				limit = min(2, limit)
			}
			// Past the limit the large-batch kernels (q8gemm_amd64.go) of
			// Q4_1, IQ4_XS, Q4_0, Q4_K, Q5_K and Q6_K with VNNI (Q6_K past
			// 8), of IQ4_XS and Q4_K with AVX2 (q8gemm_b8_amd64.go).
			gemm := q8VNNI(typ) && slices.Contains(q8GemmTypes, typ) || typ == quant.IQ4_XS || typ == quant.Q4_K
			for batch := 0; batch <= 70; batch++ {
				if got, want := LinearQ8FastAt(typ, batch), batch > 0 && (batch <= limit || gemm && batch > q8GemmMinBatch(typ)); got != want {
					t.Errorf("%s batch %d: LinearQ8FastAt %v, want %v (limit %d)", typ, batch, got, want, limit)
				}
			}
		}
		if LinearQ8FastAt(quant.IQ2_XXS, 1) || LinearQ8Supports(quant.IQ2_XXS) {
			t.Error("IQ2_XXS has no fast kernel")
		}
	})
}

// TestQ8WithoutGFNI: with AVX-512 VNNI but no GFNI (Cascade Lake), Q2_K
// and Q3_K run their AVX2 kernels, bitwise the portable ones.
func TestQ8WithoutGFNI(t *testing.T) {
	if !useQ8VNNI || !q8SIMD(quant.Q2_K) {
		t.Skip("no AVX-512 VNNI fast kernels on this CPU")
	}
	saved := useQ8GFNI
	defer func() { useQ8GFNI = saved }()
	useQ8GFNI = false
	r := newRand(29)
	for _, typ := range []quant.Type{quant.Q2_K, quant.Q3_K} {
		if k := q8Kernel(typ); k != "avx2" {
			t.Errorf("%s without GFNI runs %q, want the AVX2 kernel", typ, k)
		}
		const rows, cols = 7, 3 * Q8KBlock
		w := makeWeights(r, typ, rows, cols)
		act := quantizeQ8(t, typ, randNormal(r, cols, 1), 1, cols)
		want, got := make([]float32, rows), make([]float32, rows)
		withPortable(func() { mustOK(t, "portable", LinearQ8(typ, w, rows, cols, act, 1, want)) })
		mustOK(t, "SIMD", LinearQ8(typ, w, rows, cols, act, 1, got))
		requireBitsEqual(t, typ.String()+" without GFNI", want, got)
	}
}
