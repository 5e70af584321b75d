package kernels

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/skainet/skaic/layout/quant"
)

var q8Types = []quant.Type{quant.Q8_0, quant.Q4_0, quant.Q4_1, quant.Q5_0, quant.Q5_1, quant.Q2_K, quant.Q3_K, quant.Q4_K, quant.Q5_K, quant.Q6_K,
	quant.IQ4_NL, quant.IQ4_XS, quant.MXFP4}

// quantizeQ8 quantizes x [batch, cols] for weights of type typ.
func quantizeQ8(t *testing.T, typ quant.Type, x []float32, batch, cols int) []float32 {
	t.Helper()
	act := make([]float32, batch*Q8ActWords(typ, cols))
	mustOK(t, "quantize", QuantizeQ8Act(typ, x, batch, cols, act))
	return act
}

// dequantQ8 is the activation row the fast kernels multiply by: q·d.
func dequantQ8(typ quant.Type, act []float32, cols int) []float64 {
	out := make([]float64, cols)
	if q8K(typ) {
		r := q8KRowOf(act, cols)
		for i := range out {
			out[i] = float64(r.q[i]) * float64(r.d[i/Q8KBlock])
		}
		return out
	}
	r := q8RowOf(act, cols)
	for i := range out {
		out[i] = float64(r.q[i]) * float64(r.d[i/Q8ActBlock])
	}
	return out
}

// wantQ8Scale is the definition of a block's scale: max|x|/127.
func wantQ8Scale(x []float32) float32 {
	var amax float32
	for _, v := range x {
		amax = max(amax, float32(math.Abs(float64(v))))
	}
	return amax / 127
}

// wantQ8Code is the definition of an activation code: round half away
// from zero of x·(1/d), by math.Round on the float32 product.
func wantQ8Code(x, d float32) int32 {
	if d == 0 {
		return 0
	}
	return int32(math.Round(float64(x * (1 / d))))
}

// TestQuantizeQ8Act checks the activation format against its definition:
// scale, round-half-away codes (ties included), lane sums and s.
func TestQuantizeQ8Act(t *testing.T) {
	r := newRand(81)
	cols := 4 * Q8ActBlock
	x := randNormal(r, cols, 3)
	for i := 32; i < 64; i++ { // an all-zero block
		x[i] = 0
	}
	// Ties: a block whose max is 127, so the codes are x itself (x·1
	// exactly), with halves to round away from zero.
	for i := 64; i < 96; i++ {
		x[i] = float32(i-80) + 0.5
	}
	x[64] = 127
	x[65] = -0.5
	x[66] = 0.49999997 // just below a half: rounds to 0
	act := quantizeQ8(t, quant.Q8_0, x, 1, cols)
	row := q8RowOf(act, cols)
	for b := 0; b < cols/Q8ActBlock; b++ {
		d := wantQ8Scale(x[32*b : 32*b+32])
		if row.d[b] != d {
			t.Errorf("block %d: d = %v, want %v", b, row.d[b], d)
		}
		var sum int32
		for l := 0; l < 32; l++ {
			want := wantQ8Code(x[32*b+l], d)
			if got := int32(row.q[32*b+l]); got != want {
				t.Errorf("block %d element %d: q = %d, want %d (x = %v)", b, l, got, want, x[32*b+l])
			}
			sum += want
		}
		for i := 0; i < 8; i++ {
			var c int32
			for k := 0; k < 4; k++ {
				c -= int32(row.q[32*b+4*i+k])
			}
			if row.c[8*b+i] != c {
				t.Errorf("block %d lane %d: c = %d, want %d", b, i, row.c[8*b+i], c)
			}
		}
		if want := float32(d * float32(sum)); row.s[b] != want {
			t.Errorf("block %d: s = %v, want %v", b, row.s[b], want)
		}
	}
	if row.q[64+1] != -1 || row.q[64+2] != 0 || row.q[64+3] != -13 {
		t.Errorf("ties: got %d %d %d, want -1 0 -13", row.q[65], row.q[66], row.q[67])
	}
	wantErr(t, "cols", "multiple", func() error { return QuantizeQ8Act(quant.Q8_0, make([]float32, 31), 1, 31, make([]float32, 100)) })
	wantErr(t, "act", "words", func() error { return QuantizeQ8Act(quant.Q8_0, x, 1, cols, act[1:]) })
}

// TestQuantizeQ8KAct checks the k-quant activation format (Q8K) against its
// definition: one scale per 256 elements, round-half-away codes (ties
// included), the int16 sums per 16; the Q4_K and Q6_K formats are one.
func TestQuantizeQ8KAct(t *testing.T) {
	r := newRand(86)
	cols := 3 * Q8KBlock
	x := randNormal(r, cols, 3)
	for i := 256; i < 512; i++ { // an all-zero super-block
		x[i] = 0
	}
	// Ties: a super-block whose max is 127, so the codes are x itself.
	for i := 512; i < 768; i++ {
		x[i] = float32((i-512)%200-100) + 0.5
	}
	x[512] = 127
	x[513] = -0.5
	x[514] = 0.49999997 // just below a half: rounds to 0
	x[515] = -127
	act := quantizeQ8(t, quant.Q4_K, x, 1, cols)
	if other := quantizeQ8(t, quant.Q6_K, x, 1, cols); !slices.Equal(other, act) && !bitsSame(other, act) {
		t.Errorf("Q6_K activations differ from Q4_K's")
	}
	if n := Q8ActWords(quant.Q4_K, cols); n != cols/4+9*cols/Q8KBlock {
		t.Errorf("Q8ActWords = %d", n)
	}
	row := q8KRowOf(act, cols)
	for b := 0; b < cols/Q8KBlock; b++ {
		d := wantQ8Scale(x[256*b : 256*b+256])
		if row.d[b] != d {
			t.Errorf("block %d: d = %v, want %v", b, row.d[b], d)
		}
		for l := 0; l < 256; l++ {
			want := max(-127, min(127, wantQ8Code(x[256*b+l], d)))
			if got := int32(row.q[256*b+l]); got != want {
				t.Errorf("block %d element %d: q = %d, want %d (x = %v)", b, l, got, want, x[256*b+l])
			}
		}
		for u := 0; u < 16; u++ {
			var sum int16
			for l := 0; l < 16; l++ {
				sum += int16(row.q[256*b+16*u+l])
			}
			if row.bs[16*b+u] != sum {
				t.Errorf("block %d sum %d = %d, want %d", b, u, row.bs[16*b+u], sum)
			}
		}
	}
	if row.q[512+1] != -1 || row.q[512+2] != 0 || row.q[512+3] != -127 || row.q[512+4] != -96 {
		t.Errorf("ties: got %d %d %d %d, want -1 0 -127 -96", row.q[513], row.q[514], row.q[515], row.q[516])
	}
	wantErr(t, "cols", "multiple", func() error {
		return QuantizeQ8Act(quant.Q4_K, make([]float32, 32), 1, 32, make([]float32, Q8ActWords(quant.Q4_K, 32)))
	})
	wantErr(t, "act", "words", func() error { return QuantizeQ8Act(quant.Q6_K, x, 1, cols, act[1:]) })
}

// TestQuantizeQ8ActSIMD holds the SIMD quantizers to the portable ones
// bit for bit, both formats: magnitudes from subnormal (1/d overflows) to
// 1e30, all-zero blocks, ties, ±Inf.
func TestQuantizeQ8ActSIMD(t *testing.T) {
	if !q8SIMD(quant.Q8_0) {
		t.Skip("no SIMD fast kernels in this build or on this CPU")
	}
	checkQuantizeQ8ActSIMD(t)
}

// checkQuantizeQ8ActSIMD is TestQuantizeQ8ActSIMD's comparison, for the
// quantizers this process runs.
func checkQuantizeQ8ActSIMD(t *testing.T) {
	r := newRand(88)
	for _, typ := range []quant.Type{quant.Q8_0, quant.Q4_K, quant.Q6_K} {
		if !q8SIMD(typ) {
			continue
		}
		cols, batch := 4*Q8KBlock, 3
		for _, scale := range []float64{1e-42, 1e-38, 1e-3, 1, 1e4, 1e30} {
			x := randNormal(r, batch*cols, scale)
			for i := 0; i < 64; i++ { // zero blocks
				x[256+i] = 0
			}
			for i := 512; i < 768; i += 3 { // ties
				x[i] = float32(i%254-127) + 0.5
			}
			x[1024+5] = float32(math.Inf(1))
			x[1024+300] = float32(math.Inf(-1))
			name := fmt.Sprintf("%s/scale %g", typ, scale)
			got := quantizeQ8(t, typ, x, batch, cols)
			want := make([]float32, len(got))
			withPortable(func() { mustOK(t, name, QuantizeQ8Act(typ, x, batch, cols, want)) })
			if !bitsSame(got, want) {
				_, why := bitsEqual(got, want)
				t.Errorf("%s: SIMD and portable quantizers differ: %s", name, why)
			}
		}
	}
}

// bitsSame compares float32 slices bit for bit (the codes and sums are
// stored as float32 words).
func bitsSame(a, b []float32) bool {
	ok, _ := bitsEqual(a, b)
	return ok
}

// TestLinearQ8Reference holds the fast kernels (the ones this machine
// runs, and the portable ones) to float64 math over the dequantized
// weights (layout/quant's decoders) and the dequantized activations: the
// integer parts are exact, so the difference is float32 rounding of the
// combination alone.
func TestLinearQ8Reference(t *testing.T) {
	r := newRand(82)
	for _, typ := range q8Types {
		for _, cols := range []int{typ.BlockElems() * 3, 2048} {
			rows, batch := 13, 3
			w := makeWeights(r, typ, rows, cols)
			wd := dequant(typ, w, rows*cols)
			x := randNormal(r, batch*cols, 1)
			act := quantizeQ8(t, typ, x, batch, cols)
			rw := Q8ActWords(typ, cols)
			for _, portable := range []bool{false, true} {
				name := fmt.Sprintf("%s/%d/portable=%v", typ, cols, portable)
				y := make([]float32, batch*rows)
				run := func() { mustOK(t, name, LinearQ8(typ, w, rows, cols, act, batch, y)) }
				if portable {
					withPortable(run)
				} else {
					run()
				}
				for b := 0; b < batch; b++ {
					xq := dequantQ8(typ, act[b*rw:(b+1)*rw], cols)
					for o := 0; o < rows; o++ {
						var ref, mag float64
						for k := 0; k < cols; k++ {
							p := float64(wd[o*cols+k]) * xq[k]
							ref += p
							mag += math.Abs(p)
						}
						if d := math.Abs(float64(y[b*rows+o]) - ref); d > 1e-5*mag {
							t.Errorf("%s: y[%d][%d] = %v, float64 reference %v (|diff| %.3g > 1e-5·Σ|w·x| = %.3g)",
								name, b, o, y[b*rows+o], ref, d, 1e-5*mag)
						}
					}
				}
			}
		}
	}
}

// TestLinearQ8SIMDBitwise holds the SIMD fast kernels to the portable ones
// bit for bit: quantized weights and random bytes (every scale bit
// pattern), row counts that are not multiples of the four rows a kernel
// computes at once, batches, and row ranges.
func TestLinearQ8SIMDBitwise(t *testing.T) {
	if !q8SIMD(quant.Q8_0) {
		t.Skip("no SIMD fast kernels in this build or on this CPU")
	}
	q8Variants(t, func(t *testing.T) { prefetchVariants(t, testLinearQ8SIMDBitwise) })
}

func testLinearQ8SIMDBitwise(t *testing.T) {
	r := newRand(83)
	for _, typ := range q8Types {
		for _, cols := range []int{typ.BlockElems(), 3 * typ.BlockElems(), 5 * typ.BlockElems(), 4096} {
			for _, rows := range []int{1, 3, 4, 7, 13, 37} {
				for _, random := range []bool{false, true} {
					w := makeWeights(r, typ, rows, cols)
					if random {
						for i := range w {
							w[i] = byte(r.Uint32())
						}
					}
					batches := []int{1, 3}
					if rows == 7 {
						batches = append(batches, 10) // past the batch rows q8SIMDRange keeps
					}
					for _, batch := range batches {
						name := fmt.Sprintf("%s/%dx%d/batch%d/random=%v", typ, rows, cols, batch, random)
						x := randNormal(r, batch*cols, 1)
						if random {
							for i := 0; i < len(x); i += 7 {
								x[i] *= 1000
							}
						}
						act := quantizeQ8(t, typ, x, batch, cols)
						want := make([]float32, batch*rows)
						withPortable(func() { mustOK(t, name, LinearQ8(typ, w, rows, cols, act, batch, want)) })
						got := make([]float32, batch*rows)
						mustOK(t, name, LinearQ8(typ, w, rows, cols, act, batch, got))
						requireBitsEqual(t, name+" SIMD vs portable", want, got)
						gr := make([]float32, batch*rows)
						for o := 0; o < rows; o += 5 {
							mustOK(t, name, LinearQ8Range(typ, w, rows, cols, act, batch, gr, o, min(o+5, rows)))
						}
						requireBitsEqual(t, name+" SIMD ranges", want, gr)
					}
				}
			}
		}
	}
}

// TestLinearQ8Error measures the fast mode's error against exact Linear on
// a 4096×14336 (out × in) matvec per type (1024 rows for Q4_1, Q5_0,
// Q5_1, IQ4_NL, IQ4_XS and MXFP4, to keep the test's time down; Gaussian
// activations, weights quantized from Gaussian values) and logs it; the figures are stated in
// `skaic run --help` and docs/performance.md.
func TestLinearQ8Error(t *testing.T) {
	rows, cols := 4096, 14336
	if testing.Short() {
		rows = 256
	}
	r := newRand(84)
	x := randNormal(r, cols, 1)
	for _, typ := range q8Types {
		rows := rows
		if !slices.Contains([]quant.Type{quant.Q8_0, quant.Q4_0, quant.Q4_K, quant.Q6_K}, typ) {
			rows = min(rows, 1024)
		}
		act := quantizeQ8(t, typ, x, 1, cols)
		w := makeWeights(r, typ, rows, cols)
		exact := make([]float32, rows)
		mustOK(t, "exact", Linear(typ, w, rows, cols, x, 1, exact, nil))
		fast := make([]float32, rows)
		mustOK(t, "fast", LinearQ8(typ, w, rows, cols, act, 1, fast))
		var num, den float64
		for i := range exact {
			d := float64(fast[i]) - float64(exact[i])
			num += d * d
			den += float64(exact[i]) * float64(exact[i])
		}
		rel := math.Sqrt(num / den)
		t.Logf("%s %dx%d: fast vs exact relative L2 error %.2e", typ, rows, cols, rel)
		if rel > 2e-2 {
			t.Errorf("%s: relative L2 error %.3g, want < 2e-2", typ, rel)
		}
	}
}

func TestLinearQ8Errors(t *testing.T) {
	w := make([]byte, 2*34)
	act := make([]float32, Q8ActWords(quant.Q8_0, 32))
	y := make([]float32, 2)
	wantErr(t, "type", "kernel", func() error { return LinearQ8(quant.F32, make([]byte, 256), 2, 32, act, 1, y) })
	wantErr(t, "weight", "bytes", func() error { return LinearQ8(quant.Q8_0, w[1:], 2, 32, act, 1, y) })
	wantErr(t, "act", "words", func() error { return LinearQ8(quant.Q8_0, w, 2, 32, act[1:], 1, y) })
	wantErr(t, "y", "elements", func() error { return LinearQ8(quant.Q8_0, w, 2, 32, act, 1, y[1:]) })
	wantErr(t, "range", "outside", func() error { return LinearQ8Range(quant.Q8_0, w, 2, 32, act, 1, y, 1, 3) })
	wantErr(t, "cols", "multiple", func() error { return LinearQ8(quant.Q8_0, w, 2, 33, act, 1, y) })
	wantErr(t, "k cols", "multiple", func() error { return LinearQ8(quant.Q4_K, make([]byte, 2*144), 2, 224, act, 1, y) })
}

func TestLinearQ8NoAllocs(t *testing.T) {
	r := newRand(85)
	for _, typ := range q8Types {
		cols, rows := 512, 16
		w := makeWeights(r, typ, rows, cols)
		act := quantizeQ8(t, typ, randNormal(r, cols, 1), 1, cols)
		x := randNormal(r, cols, 1)
		y := make([]float32, rows)
		noAllocs(t, typ.String(), func() {
			_ = QuantizeQ8Act(typ, x, 1, cols, act)
			_ = LinearQ8(typ, w, rows, cols, act, 1, y)
		})
	}
}

// BenchmarkLinearQ8Hot measures the fast kernels on one thread with the
// weights in L2 (256×4096): their compute rate, with no memory in the way
// (GB/s of weights), and the activations' quantization (GB/s of float32
// activations).
func BenchmarkLinearQ8Hot(b *testing.B) {
	r := newRand(87)
	rows, cols := 256, 4096
	for _, typ := range q8Types {
		w := makeWeights(r, typ, rows, cols)
		x := randNormal(r, cols, 1)
		act := make([]float32, Q8ActWords(typ, cols))
		y := make([]float32, rows)
		_ = QuantizeQ8Act(typ, x, 1, cols, act)
		b.Run(typ.String(), func(b *testing.B) {
			b.SetBytes(int64(len(w)))
			for b.Loop() {
				_ = LinearQ8(typ, w, rows, cols, act, 1, y)
			}
		})
		if typ == quant.Q8_0 || typ == quant.Q4_K {
			b.Run("quantize-"+typ.String(), func(b *testing.B) {
				b.SetBytes(int64(4 * cols))
				for b.Loop() {
					_ = QuantizeQ8Act(typ, x, 1, cols, act)
				}
			})
		}
	}
}
