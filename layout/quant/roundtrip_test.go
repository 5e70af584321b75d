package quant

import (
	"math"
	"math/rand/v2"
	"testing"
)

// Round-trip error of the reference quantizers, the way ggml's
// tests/test-quantize-fns.cpp measures it: 4096 values
// 0.1 + 2·cos(i + offset), quantized and dequantized, error
// sqrt(Σ(x−y)²)/n (ggml's "absolute quantization error"; note it divides the
// root by n, not by √n, so it is the RMSE/64 at n = 4096) below
// 0.002 for 4-bit and wider types, 0.0040 for Q3_K and 0.0075 for Q2_K.
//
// That metric is loose, so each type also gets a bound on the plain RMSE
// (√(Σ(x−y)²/n)) of the same data, set ~25% above what ggml's reference
// quantizers reach on it (the comment column). Our quantizers reproduce
// ggml's quantize_row_*_ref bit for bit on this data and on 4000 random
// blocks per k-quant (checked once against ggml's C, built with
// -ffp-contract=off; that harness is not part of this repository).

const quantizeFnsSize = 32 * 128

// quantizeFnsData is test-quantize-fns' generate_data: the float 2·cosf(i+offset)
// is added to the double 0.1, then stored as float.
func quantizeFnsData(offset float32, n int) []float32 {
	out := make([]float32, n)
	for i := range out {
		c := float32(math.Cos(float64(float32(i) + offset)))
		out[i] = float32(0.1 + float64(2*c))
	}
	return out
}

type roundTripCase struct {
	typ       Type
	ggmlLimit float64 // test-quantize-fns threshold on sqrt(Σd²)/n
	rmseLimit float64 // our bound on the plain RMSE
}

var roundTripCases = []roundTripCase{ // RMSE reached by ggml's reference:
	{Q2_K, 0.0075, 0.375}, // 0.2990
	{Q3_K, 0.0040, 0.20},  // 0.1606
	{Q4_0, 0.002, 0.090},  // 0.0718
	{Q4_1, 0.002, 0.092},  // 0.0732
	{Q5_0, 0.002, 0.047},  // 0.0378
	{Q5_1, 0.002, 0.045},  // 0.0356
	{Q4_K, 0.002, 0.079},  // 0.0628
	{Q5_K, 0.002, 0.043},  // 0.0340
	{Q6_K, 0.002, 0.021},  // 0.0167
	{Q8_0, 0.002, 0.006},  // 0.00476
	{Q8_1, 0.002, 0.006},  // 0.00476
	{Q8_K, 0.002, 0.006},  // 0.00481
}

func roundTripErrors(t *testing.T, typ Type, x []float32) (ggmlErr, rmse float64) {
	t.Helper()
	q := make([]byte, len(x)/typ.BlockElems()*typ.BlockBytes())
	if err := Quantize(typ, x, q); err != nil {
		t.Fatal(err)
	}
	y := make([]float32, len(x))
	if err := Dequantize(typ, q, y); err != nil {
		t.Fatal(err)
	}
	var sum float64
	for i := range x {
		d := float64(x[i]) - float64(y[i])
		sum += d * d
	}
	n := float64(len(x))
	return float64(float32(math.Sqrt(sum))) / n, math.Sqrt(sum / n)
}

func TestRoundTripQuantizeFns(t *testing.T) {
	x := quantizeFnsData(0, quantizeFnsSize)
	for _, c := range roundTripCases {
		t.Run(c.typ.String(), func(t *testing.T) {
			ggmlErr, rmse := roundTripErrors(t, c.typ, x)
			t.Logf("%s: test-quantize-fns error %.6f (limit %.4f), RMSE %.5f (limit %.4f)", c.typ, ggmlErr, c.ggmlLimit, rmse, c.rmseLimit)
			if !(ggmlErr < c.ggmlLimit) {
				t.Errorf("test-quantize-fns error %.6f, ggml's limit is %.4f", ggmlErr, c.ggmlLimit)
			}
			if !(rmse < c.rmseLimit) {
				t.Errorf("RMSE %.5f over the bound %.4f", rmse, c.rmseLimit)
			}
		})
	}
}

// TestRoundTripGaussian checks the quantizers on gaussian rows of varied
// scale: the relative RMSE (RMSE over the data's RMS) stays within what the
// bit width allows.
func TestRoundTripGaussian(t *testing.T) {
	limits := map[Type]float64{
		Q2_K: 0.40, Q3_K: 0.22, Q4_0: 0.13, Q4_1: 0.12, Q4_K: 0.10, Q5_0: 0.065, Q5_1: 0.06,
		Q5_K: 0.05, Q6_K: 0.03, Q8_0: 0.008, Q8_1: 0.008, Q8_K: 0.011, // one scale per 256: coarser than Q8_0
		IQ4_NL: 0.10, IQ4_XS: 0.105, MXFP4: 0.16, // IQ4_NL beats Q4_0 (same bytes) by its code book
	}
	r := rand.New(rand.NewPCG(7, 11))
	for _, typ := range DecodableTypes() {
		limit, ok := limits[typ]
		if !ok {
			continue
		}
		t.Run(typ.String(), func(t *testing.T) {
			var worst float64
			defer func() { t.Logf("%s: worst relative RMSE %.4f (limit %.3f)", typ, worst, limit) }()
			x := make([]float32, 16*QK_K)
			var rms float64
			for i := range x {
				scale := math.Pow(10, float64(i/QK_K%5)-3)
				x[i] = float32(r.NormFloat64() * scale)
			}
			for b := 0; b < len(x); b += QK_K {
				var s float64
				for _, v := range x[b : b+QK_K] {
					s += float64(v) * float64(v)
				}
				rms = math.Sqrt(s / QK_K)
				_, rmse := roundTripErrors(t, typ, x[b:b+QK_K])
				rel := rmse / rms
				worst = max(worst, rel)
				if !(rel < limit) {
					t.Errorf("block %d: relative RMSE %.4f over %.3f", b/QK_K, rel, limit)
				}
			}
		})
	}
}
