package kernels

import (
	"fmt"
	"math"
	"testing"

	"github.com/skainet/skaic/layout/quant"
)

// LinearGEMM against a float64 reference over the exactly dequantized
// weight, with the GEMM tolerance (see gemm_test.go); any split of the
// output rows gives bitwise the whole call's values.
func TestLinearGEMM(t *testing.T) {
	types := []quant.Type{quant.F32, quant.F16, quant.BF16, quant.Q8_0, quant.Q4_0, quant.Q4_K, quant.Q6_K, quant.Q5_K}
	for _, typ := range types {
		for _, sz := range [][3]int{{37, 768, 1}, {70, 768, 8}, {300, 1024, 5}} {
			rows, cols, batch := sz[0], sz[1], sz[2]
			name := fmt.Sprintf("%s_%dx%d_batch%d", typ, rows, cols, batch)
			t.Run(name, func(t *testing.T) {
				wf := gemmRand(uint64(rows+cols), rows*cols)
				for i := range wf {
					wf[i] *= float32(1 / math.Sqrt(float64(cols)))
				}
				rb, _ := quant.RowBytes(typ, int64(cols))
				w := make([]byte, int(rb)*rows)
				if err := quant.Quantize(typ, wf, w); err != nil {
					t.Fatal(err)
				}
				exact := make([]float32, rows*cols)
				if err := quant.Dequantize(typ, w, exact); err != nil {
					t.Fatal(err)
				}
				x := gemmRand(uint64(batch), batch*cols)
				y := make([]float32, batch*rows)
				scratch := make([]float32, LinearGEMMScratchLen(typ, rows, cols, batch))
				if err := LinearGEMM(typ, w, rows, cols, x, batch, y, scratch); err != nil {
					t.Fatal(err)
				}
				ref, mag := gemmRef(batch, rows, cols, x, cols, func(p, j int) float32 { return exact[j*cols+p] })
				gemmCheck(t, name, batch, rows, cols, y, rows, ref, mag, nil)

				split := make([]float32, batch*rows)
				for _, r := range [][2]int{{0, 13}, {13, 14}, {14, rows}} {
					if err := LinearGEMMRange(typ, w, rows, cols, x, batch, split, scratch, r[0], r[1]); err != nil {
						t.Fatal(err)
					}
				}
				for i := range y {
					if math.Float32bits(y[i]) != math.Float32bits(split[i]) {
						t.Fatalf("split rows: y[%d] = %v, whole call %v", i, split[i], y[i])
					}
				}
			})
		}
	}
}

func TestLinearGEMMErrors(t *testing.T) {
	w := make([]byte, 4*64*4)
	x, y := make([]float32, 2*64), make([]float32, 2*4)
	if err := LinearGEMM(quant.F32, w[:10], 4, 64, x, 2, y, nil); err == nil {
		t.Error("short weight accepted")
	}
	if err := LinearGEMM(quant.Q8_0, make([]byte, 4*34), 4, 32, x[:64], 2, y, make([]float32, 10)); err == nil {
		t.Error("missing scratch accepted")
	}
	if err := LinearGEMMRange(quant.F32, w, 4, 64, x, 2, y, nil, 3, 5); err == nil {
		t.Error("rows outside the weight accepted")
	}
	if err := LinearGEMM(quant.Q4_K, make([]byte, 144), 1, 100, x[:100], 1, y[:1], nil); err == nil {
		t.Error("columns off the block size accepted")
	}
}

// BenchmarkLinearGEMM: the prefill-shaped Linear as a GEMM next to Linear
// (bytes = weight bytes), one thread, warm weights.
func BenchmarkLinearGEMM(b *testing.B) {
	const rows, cols = 4096, 4096
	for _, typ := range []quant.Type{quant.F32, quant.Q8_0, quant.Q4_K} {
		rb, _ := quant.RowBytes(typ, cols)
		w := make([]byte, int(rb)*rows)
		seed := make([]byte, int(rb)*8)
		if err := quant.Quantize(typ, gemmRand(1, 8*cols), seed); err != nil {
			b.Fatal(err)
		}
		for o := 0; o < rows; o++ {
			copy(w[o*int(rb):], seed[(o%8)*int(rb):(o%8+1)*int(rb)])
		}
		for _, batch := range []int{8, 32, 128} {
			x, y := gemmRand(2, batch*cols), make([]float32, batch*rows)
			flops := 2 * float64(rows*cols*batch)
			b.Run(fmt.Sprintf("%s_batch%d/gemm", typ, batch), func(b *testing.B) {
				scratch := make([]float32, LinearGEMMScratchLen(typ, rows, cols, batch))
				b.SetBytes(int64(len(w)))
				for range b.N {
					_ = LinearGEMM(typ, w, rows, cols, x, batch, y, scratch)
				}
				b.ReportMetric(flops*float64(b.N)/b.Elapsed().Seconds()/1e9, "GFLOP/s")
			})
			b.Run(fmt.Sprintf("%s_batch%d/linear", typ, batch), func(b *testing.B) {
				scratch := make([]float32, LinearScratchLen(typ, rows, cols, batch))
				b.SetBytes(int64(len(w)))
				for range b.N {
					_ = Linear(typ, w, rows, cols, x, batch, y, scratch)
				}
				b.ReportMetric(flops*float64(b.N)/b.Elapsed().Seconds()/1e9, "GFLOP/s")
			})
		}
	}
}
