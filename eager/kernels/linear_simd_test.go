package kernels

import (
	"fmt"
	"testing"

	"github.com/skainet/skaic/layout/quant"
)

// simdTypes have SIMD Linear kernels (where the build and CPU allow).
var simdTypes = []quant.Type{quant.F32, quant.F16, quant.BF16, quant.Q8_0, quant.Q4_0, quant.Q4_1, quant.Q5_0, quant.Q5_1, quant.Q8_1,
	quant.Q2_K, quant.Q3_K, quant.Q4_K, quant.Q5_K, quant.Q6_K, quant.Q8_K, quant.IQ4_NL, quant.IQ4_XS, quant.MXFP4,
	quant.IQ2_XXS, quant.IQ2_XS, quant.IQ2_S, quant.IQ3_XXS, quant.IQ3_S, quant.IQ1_S, quant.IQ1_M,
	quant.TQ1_0, quant.TQ2_0}

// simdVariants runs f once per SIMD kernel set this machine has (AVX2, and
// AVX-512 where present), each with software prefetch on and off.
func simdVariants(t *testing.T, f func(t *testing.T)) {
	saved := useAVX512
	defer func() { useAVX512 = saved }()
	for _, avx512 := range []bool{false, true} {
		if avx512 && !saved {
			continue
		}
		useAVX512 = avx512
		t.Run(map[bool]string{false: "avx2", true: "avx512"}[avx512], func(t *testing.T) { prefetchVariants(t, f) })
	}
}

// prefetchVariants runs f with the kernels prefetching the next row group
// and without (the pointer they are given differs; the results must not).
func prefetchVariants(t *testing.T, f func(t *testing.T)) {
	saved := prefetchMode
	defer func() { prefetchMode = saved }()
	for _, m := range []prefetchPolicy{prefetchAlways, prefetchNever} {
		prefetchMode = m
		t.Run(map[prefetchPolicy]string{prefetchAlways: "prefetch", prefetchNever: "noprefetch"}[m], f)
	}
}

// withPortable runs f with the SIMD kernels switched off.
func withPortable(f func()) {
	saved := useSIMD
	useSIMD = false
	defer func() { useSIMD = saved }()
	f()
}

// TestLinearSIMDBitwise holds the SIMD kernels to the portable ones bit for
// bit: every SIMD type, both block orders, batch 1, 3 and 8, row counts
// that are not multiples of the eight rows a kernel computes at once, one
// block per row (where the orders coincide) and three or five, dense rows
// with a short last chunk, row ranges, and weights that are random bytes
// (every scale bit pattern: subnormal, Inf, NaN) as well as quantized
// values.
func TestLinearSIMDBitwise(t *testing.T) {
	if !simdAvailable {
		t.Skip("no SIMD kernels in this build or on this CPU; the portable kernels are tested everywhere else")
	}
	simdVariants(t, testLinearSIMDBitwise)
}

func testLinearSIMDBitwise(t *testing.T) {
	r := newRand(80)
	for _, typ := range simdTypes {
		colsList := []int{typ.BlockElems(), 3 * typ.BlockElems(), 5 * typ.BlockElems()}
		if !typ.Quantized() {
			colsList = []int{7, 32, 96, 133, 1029 + 1024}
		}
		for _, cols := range colsList {
			for _, rows := range []int{1, 7, 8, 13, 37} {
				for _, random := range []bool{false, true} {
					w := makeWeights(r, typ, rows, cols)
					if random {
						for i := range w {
							w[i] = byte(r.Uint32())
						}
					}
					for _, batch := range []int{1, 3, 8} {
						name := fmt.Sprintf("%s/%dx%d/batch%d/random=%v", typ, rows, cols, batch, random)
						x := randNormal(r, batch*cols, 1)
						want := make([]float32, batch*rows)
						withPortable(func() { mustOK(t, name, Linear(typ, w, rows, cols, x, batch, want, nil)) })
						got := make([]float32, batch*rows)
						mustOK(t, name, Linear(typ, w, rows, cols, x, batch, got, nil))
						requireBitsEqual(t, name+" SIMD vs portable", want, got)

						// Ranges that cut eight-row groups.
						gr := make([]float32, batch*rows)
						for o := 0; o < rows; o += 5 {
							mustOK(t, name, LinearRange(typ, w, rows, cols, x, batch, gr, nil, o, min(o+5, rows)))
						}
						requireBitsEqual(t, name+" SIMD ranges", want, gr)

						if typ.Quantized() {
							ibm := toIBM(typ, w, rows, cols)
							gi := make([]float32, batch*rows)
							mustOK(t, name, LinearIBM(typ, ibm, rows, cols, x, batch, gi, nil))
							requireBitsEqual(t, name+" SIMD IBM vs portable row-major", want, gi)
							pi := make([]float32, batch*rows)
							withPortable(func() { mustOK(t, name, LinearIBM(typ, ibm, rows, cols, x, batch, pi, nil)) })
							requireBitsEqual(t, name+" portable IBM", want, pi)
							gir := make([]float32, batch*rows)
							for o := 0; o < rows; o += 6 {
								mustOK(t, name, LinearIBMRange(typ, ibm, rows, cols, x, batch, gir, nil, o, min(o+6, rows)))
							}
							requireBitsEqual(t, name+" SIMD IBM ranges", want, gir)
						}
					}
				}
			}
		}
	}
}

// TestLinearSIMDLongRows: rows longer than every tile the SIMD paths
// decode at a time (512 elements for the matvec, 512 or 1024 for the
// batched paths), so the lanes are carried from tile
// to tile; every SIMD type, both block orders, random bytes, batch 1, 3
// and 5 (odd: the batched kernels repeat a last activation row), against
// the portable kernels.
func TestLinearSIMDLongRows(t *testing.T) {
	if !simdAvailable {
		t.Skip("no SIMD kernels in this build or on this CPU; the portable kernels are tested everywhere else")
	}
	simdVariants(t, func(t *testing.T) {
		r := newRand(84)
		for _, typ := range simdTypes {
			rows, cols := 5, 4096+3*max(32, typ.BlockElems())
			if !typ.Quantized() {
				cols = 4096 + 3*32 + 5
			}
			w := makeWeights(r, typ, rows, cols)
			for i := range w {
				if typ.Quantized() {
					w[i] = byte(r.Uint32())
				}
			}
			for _, batch := range []int{1, 3, 5} {
				name := fmt.Sprintf("%s/%dx%d/batch%d", typ, rows, cols, batch)
				x := randNormal(r, batch*cols, 1)
				want := make([]float32, batch*rows)
				withPortable(func() { mustOK(t, name, Linear(typ, w, rows, cols, x, batch, want, nil)) })
				got := make([]float32, batch*rows)
				mustOK(t, name, Linear(typ, w, rows, cols, x, batch, got, nil))
				requireBitsEqual(t, name+" SIMD vs portable", want, got)
				if typ.Quantized() {
					gi := make([]float32, batch*rows)
					mustOK(t, name, LinearIBM(typ, toIBM(typ, w, rows, cols), rows, cols, x, batch, gi, nil))
					requireBitsEqual(t, name+" SIMD IBM vs portable", want, gi)
				}
			}
		}
	})
}

// TestLinearSIMDUnaligned: F32 and F16 weights at odd addresses.
func TestLinearSIMDUnaligned(t *testing.T) {
	r := newRand(81)
	for _, typ := range []quant.Type{quant.F32, quant.F16, quant.Q8_0} {
		rows, cols := 11, 3*max(32, typ.BlockElems())+typ.BlockElems()*0
		if typ == quant.F32 {
			cols = 133
		}
		w := makeWeights(r, typ, rows, cols)
		buf := make([]byte, len(w)+3)
		odd := buf[3:]
		copy(odd, w)
		for _, batch := range []int{1, 3} {
			x := randNormal(r, batch*cols, 1)
			want := make([]float32, batch*rows)
			withPortable(func() { mustOK(t, "portable", Linear(typ, w, rows, cols, x, batch, want, nil)) })
			got := make([]float32, batch*rows)
			mustOK(t, "unaligned", Linear(typ, odd, rows, cols, x, batch, got, nil))
			requireBitsEqual(t, fmt.Sprintf("%s unaligned batch %d", typ, batch), want, got)
		}
	}
}

// TestSIMDKernelsName documents what runs here.
func TestSIMDKernelsName(t *testing.T) {
	t.Logf("Linear kernels on this machine: %s", SIMDKernels())
	if simdAvailable != (SIMDKernels() != "portable") || useAVX512 != (SIMDKernels() == "avx512") {
		t.Errorf("SIMDKernels %q with simdAvailable %v", SIMDKernels(), simdAvailable)
	}
}

// TestLinearLargeBatch: a batch larger than laneBatch runs in chunks, rows
// longer than a tile in tiles, and
// every output is still bitwise what a batch of one gives for its row (the
// 16-lane order does not depend on the batch), on the SIMD and the
// portable kernels, in both block orders.
func TestLinearLargeBatch(t *testing.T) {
	saved := batchTile
	defer func() { batchTile = saved }()
	for _, tile := range []int{1024, linearTileBatch} {
		batchTile = tile
		t.Run(fmt.Sprintf("tile%d", tile), func(t *testing.T) {
			simdVariants(t, func(t *testing.T) { testLinearLargeBatch(t) })
		})
	}
}

func testLinearLargeBatch(t *testing.T) {
	r := newRand(71)
	const rows, batch = 13, 2*laneBatch + 5
	for _, c := range []struct {
		typ  quant.Type
		cols int
	}{
		{quant.F32, 512}, {quant.F16, 512}, {quant.Q8_0, 512}, {quant.Q4_K, 512}, {quant.Q6_K, 512},
		// Rows longer than the batched path's tile (1024 or 4096
		// elements on AVX-512): the lanes are carried from tile to tile;
		// dense rows with a short last chunk.
		{quant.F32, 4096 + 512 + 7}, {quant.BF16, 4096 + 512 + 7}, {quant.Q4_0, 4096 + 512}, {quant.Q4_K, 4096 + 512},
	} {
		typ, cols := c.typ, c.cols
		w := makeWeights(r, typ, rows, cols)
		x := randF32(r, batch*cols, -1, 1)
		for _, portable := range []bool{false, true} {
			run := func(f func()) {
				if portable {
					withPortable(f)
				} else {
					f()
				}
			}
			name := fmt.Sprintf("%s/portable=%v", typ, portable)
			got := make([]float32, batch*rows)
			one := make([]float32, batch*rows)
			run(func() { mustOK(t, name, Linear(typ, w, rows, cols, x, batch, got, nil)) })
			for b := range batch {
				run(func() {
					mustOK(t, name, Linear(typ, w, rows, cols, x[b*cols:(b+1)*cols], 1, one[b*rows:(b+1)*rows], nil))
				})
			}
			requireBitsEqual(t, name+" batch vs one by one", got, one)
			if typ.Quantized() {
				ibm := toIBM(typ, w, rows, cols)
				gi := make([]float32, batch*rows)
				run(func() { mustOK(t, name, LinearIBM(typ, ibm, rows, cols, x, batch, gi, nil)) })
				requireBitsEqual(t, name+" IBM batch vs row-major one by one", gi, one)
			}
		}
	}
}
