package kernels

import (
	"fmt"
	"testing"

	"github.com/skainet/skaic/layout/quant"
)

// benchWeights builds a rows×cols weight of type t cheaply: a few quantized
// rows repeated (quantizing 16M values with the k-quant reference
// quantizers would dominate the benchmark's set-up).
func benchWeights(t quant.Type, rows, cols int) []byte {
	const distinct = 8
	seed := makeWeights(newRand(uint64(t)+100), t, distinct, cols)
	rb := len(seed) / distinct
	out := make([]byte, rb*rows)
	for o := 0; o < rows; o++ {
		copy(out[o*rb:(o+1)*rb], seed[(o%distinct)*rb:(o%distinct+1)*rb])
	}
	return out
}

// BenchmarkLinear: y = x·Wᵀ for a 4096×4096 weight, bytes = weight bytes
// (so MB/s is weight bandwidth). Sub-benchmarks: TYPE_ROWSxCOLS with a
// batch suffix when batch > 1, "_generic" for quant's decoders instead of
// the specialized ones, "_ibm" for the input-block-major kernel.
func BenchmarkLinear(b *testing.B) {
	const rows, cols = 4096, 4096
	type bc struct {
		t       quant.Type
		batch   int
		generic bool
		ibm     bool
	}
	cases := []bc{
		{t: quant.F32, batch: 1}, {t: quant.F16, batch: 1}, {t: quant.BF16, batch: 1},
		{t: quant.Q8_0, batch: 1}, {t: quant.Q8_0, batch: 1, generic: true}, {t: quant.Q8_0, batch: 1, ibm: true},
		{t: quant.Q4_0, batch: 1}, {t: quant.Q4_0, batch: 1, generic: true}, {t: quant.Q4_0, batch: 1, ibm: true},
		{t: quant.Q4_K, batch: 1}, {t: quant.Q4_K, batch: 1, generic: true}, {t: quant.Q4_K, batch: 1, ibm: true},
		{t: quant.Q6_K, batch: 1}, {t: quant.Q6_K, batch: 1, generic: true},
		{t: quant.Q5_K, batch: 1}, {t: quant.Q2_K, batch: 1}, {t: quant.Q3_K, batch: 1},
		{t: quant.Q8_0, batch: 8}, {t: quant.Q4_K, batch: 8},
	}
	weights := map[quant.Type][]byte{}
	for _, c := range cases {
		name := fmt.Sprintf("%s_%dx%d", c.t, rows, cols)
		if c.batch > 1 {
			name += fmt.Sprintf("_batch%d", c.batch)
		}
		if c.generic {
			name += "_generic"
		}
		if c.ibm {
			name += "_ibm"
		}
		b.Run(name, func(b *testing.B) {
			w, ok := weights[c.t]
			if !ok {
				w = benchWeights(c.t, rows, cols)
				weights[c.t] = w
			}
			if c.ibm {
				w = toIBM(c.t, w, rows, cols)
			}
			x := randNormal(newRand(7), c.batch*cols, 1)
			y := make([]float32, c.batch*rows)
			scratch := make([]float32, LinearScratchLen(c.t, rows, cols, c.batch))
			genericOnly = c.generic
			defer func() { genericOnly = false }()
			b.SetBytes(int64(len(w)))
			b.ResetTimer()
			for range b.N {
				var err error
				if c.ibm {
					err = LinearIBM(c.t, w, rows, cols, x, c.batch, y, scratch)
				} else {
					err = Linear(c.t, w, rows, cols, x, c.batch, y, scratch)
				}
				if err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkDot4096(b *testing.B) {
	r := newRand(8)
	x, y := randNormal(r, 4096, 1), randNormal(r, 4096, 1)
	b.SetBytes(2 * 4 * 4096)
	for range b.N {
		_ = Dot(x, y)
	}
}

func BenchmarkMatMul(b *testing.B) {
	r := newRand(9)
	// Attention-shaped: [32 heads, 1, 128] · [32, 128, 512].
	a := Contig(randNormal(r, 32*128, 1), 32, 1, 128)
	k := Contig(randNormal(r, 32*128*512, 1), 32, 128, 512)
	out := make([]float32, 32*512)
	b.SetBytes(int64(4 * len(k.Data)))
	for range b.N {
		_ = MatMul(a, k, out)
	}
}
