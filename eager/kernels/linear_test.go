package kernels

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/skainet/skaic/layout/quant"
)

// linearTypes is every type quant can decode.
func linearTypes() []quant.Type {
	var out []quant.Type
	for _, t := range quant.All() {
		if LinearSupports(t) {
			out = append(out, t)
		}
	}
	return out
}

// colsFor gives the column counts a type is tested with: packed types get
// 3 and 7 blocks per row (the block orders differ only from 2 up); dense
// types an odd count (a short last chunk) and a multiple of the chunk.
func colsFor(t quant.Type) []int {
	if be := t.BlockElems(); be > 1 {
		return []int{3 * be, 7 * be}
	}
	return []int{129, 256}
}

// makeWeights returns rows×cols weights of type t: quantized from normal
// values with a few outliers where quant has a quantizer, small random
// integers for the integer types.
func makeWeights(r *rand.Rand, t quant.Type, rows, cols int) []byte {
	n := rows * cols
	rb, err := quant.RowBytes(t, int64(cols))
	if err != nil {
		panic(err)
	}
	out := make([]byte, int(rb)*rows)
	if quant.CanQuantize(t) {
		v := randNormal(r, n, 1)
		for i := 0; i < n; i += 97 {
			v[i] *= 8
		}
		if err := quant.Quantize(t, v, out); err != nil {
			panic(err)
		}
		return out
	}
	if quant.IsIQBlock(t) { // no quantizer: random codes, scales for rms 1
		if err := quant.RandomBlocks(t, out, r, 1); err != nil {
			panic(err)
		}
		return out
	}
	size := t.BlockBytes()
	for i := 0; i < n; i++ {
		q := int64(r.IntN(201) - 100)
		switch size {
		case 1:
			out[i] = byte(int8(q))
		case 2:
			binary.LittleEndian.PutUint16(out[2*i:], uint16(int16(q)))
		case 4:
			binary.LittleEndian.PutUint32(out[4*i:], uint32(int32(q)))
		case 8:
			binary.LittleEndian.PutUint64(out[8*i:], uint64(q))
		}
	}
	return out
}

func dequant(t quant.Type, w []byte, n int) []float32 {
	out := make([]float32, n)
	if err := quant.Dequantize(t, w, out); err != nil {
		panic(err)
	}
	return out
}

// toIBM reorders row-major blocks into input-block-major order: block
// (o, b) moves from o·nb + b to b·rows + o.
func toIBM(t quant.Type, w []byte, rows, cols int) []byte {
	bb, nb := t.BlockBytes(), cols/t.BlockElems()
	out := make([]byte, len(w))
	for o := 0; o < rows; o++ {
		for b := 0; b < nb; b++ {
			copy(out[(b*rows+o)*bb:(b*rows+o+1)*bb], w[(o*nb+b)*bb:(o*nb+b+1)*bb])
		}
	}
	return out
}

func f32Bytes(v []float32) []byte {
	out := make([]byte, 4*len(v))
	for i, f := range v {
		binary.LittleEndian.PutUint32(out[4*i:], math.Float32bits(f))
	}
	return out
}

func TestLinear(t *testing.T) {
	r := newRand(40)
	const rows = 33
	for _, typ := range linearTypes() {
		for _, cols := range colsFor(typ) {
			w := makeWeights(r, typ, rows, cols)
			wf := dequant(typ, w, rows*cols)
			for _, batch := range []int{1, 5} {
				name := fmt.Sprintf("linear/%s/%dx%d/batch%d", typ, rows, cols, batch)
				x := randNormal(r, batch*cols, 1)
				y := make([]float32, batch*rows)
				mustOK(t, name, Linear(typ, w, rows, cols, x, batch, y, nil))

				// Against the float64 reference of the dequantized weights.
				ref := make([]float64, batch*rows)
				top := 1.0
				for b := 0; b < batch; b++ {
					for o := 0; o < rows; o++ {
						var s float64
						for k := 0; k < cols; k++ {
							s += float64(x[b*cols+k]) * float64(wf[o*cols+k])
						}
						ref[b*rows+o] = s
						top = math.Max(top, math.Abs(s))
					}
				}
				// float32 accumulation in 16 lanes: relative error ~1e-7.
				check(t, name, y, ref, 1e-12, 1e-5*top)

				// Exactly Dot over the dequantized rows (the stated order).
				dot := make([]float32, batch*rows)
				for b := 0; b < batch; b++ {
					for o := 0; o < rows; o++ {
						dot[b*rows+o] = Dot(wf[o*cols:(o+1)*cols], x[b*cols:(b+1)*cols])
					}
				}
				requireBitsEqual(t, name+" vs Dot(dequantized)", y, dot)

				// The F32 kernel on the dequantized weights agrees to the bit.
				yf := make([]float32, batch*rows)
				mustOK(t, name, Linear(quant.F32, f32Bytes(wf), rows, cols, x, batch, yf, nil))
				requireBitsEqual(t, name+" vs F32 kernel", y, yf)

				// quant's decoders instead of the specialized ones.
				genericOnly = true
				yg := make([]float32, batch*rows)
				err := Linear(typ, w, rows, cols, x, batch, yg, nil)
				genericOnly = false
				mustOK(t, name, err)
				requireBitsEqual(t, name+" generic decoders", y, yg)

				// The batched path through scratch.
				if n := LinearScratchLen(typ, rows, cols, batch); n > 0 {
					ys := make([]float32, batch*rows)
					mustOK(t, name, Linear(typ, w, rows, cols, x, batch, ys, make([]float32, n)))
					requireBitsEqual(t, name+" scratch path", y, ys)
				}

				// Row ranges.
				yr := make([]float32, batch*rows)
				for o := 0; o < rows; o += 10 {
					mustOK(t, name, LinearRange(typ, w, rows, cols, x, batch, yr, nil, o, min(o+10, rows)))
				}
				requireBitsEqual(t, name+" ranges", y, yr)

				// Determinism.
				y2 := make([]float32, batch*rows)
				mustOK(t, name, Linear(typ, w, rows, cols, x, batch, y2, nil))
				requireBitsEqual(t, name+" repeated", y, y2)

				// Input-block-major order: bitwise the same.
				if LinearIBMSupports(typ) {
					ibm := toIBM(typ, w, rows, cols)
					yi := make([]float32, batch*rows)
					mustOK(t, name, LinearIBM(typ, ibm, rows, cols, x, batch, yi, nil))
					requireBitsEqual(t, name+" IBM", y, yi)
					yir := make([]float32, batch*rows)
					for o := 0; o < rows; o += 8 {
						mustOK(t, name, LinearIBMRange(typ, ibm, rows, cols, x, batch, yir, nil, o, min(o+8, rows)))
					}
					requireBitsEqual(t, name+" IBM ranges", y, yir)
					genericOnly = true
					yig := make([]float32, batch*rows)
					err := LinearIBM(typ, ibm, rows, cols, x, batch, yig, nil)
					genericOnly = false
					mustOK(t, name, err)
					requireBitsEqual(t, name+" IBM generic decoders", y, yig)
				}
			}
		}
	}
}

// TestLinearF32Unaligned feeds F32 weights at an odd address (the decode
// fallback of f32View).
func TestLinearF32Unaligned(t *testing.T) {
	r := newRand(41)
	rows, cols, batch := 7, 129, 5
	wf := randNormal(r, rows*cols, 1)
	buf := make([]byte, 4*rows*cols+1)
	copy(buf[1:], f32Bytes(wf))
	x := randNormal(r, batch*cols, 1)
	want := make([]float32, batch*rows)
	mustOK(t, "aligned", Linear(quant.F32, f32Bytes(wf), rows, cols, x, batch, want, nil))
	for _, scratch := range [][]float32{nil, make([]float32, LinearScratchLen(quant.F16, rows, cols, batch))} {
		got := make([]float32, batch*rows)
		mustOK(t, "unaligned", Linear(quant.F32, buf[1:], rows, cols, x, batch, got, scratch))
		requireBitsEqual(t, "F32 unaligned", want, got)
	}
}

func TestLinearEdges(t *testing.T) {
	// Empty sizes are fine and write zeros (cols = 0) or nothing.
	y := []float32{7, 7}
	mustOK(t, "cols 0", Linear(quant.Q8_0, nil, 2, 0, nil, 1, y, nil))
	if y[0] != 0 || y[1] != 0 {
		t.Errorf("cols 0: y = %v, want zeros", y)
	}
	mustOK(t, "rows 0", Linear(quant.Q4_K, nil, 0, 256, make([]float32, 256), 1, nil, nil))
	mustOK(t, "batch 0", Linear(quant.Q4_0, make([]byte, 18), 1, 32, nil, 0, nil, nil))
	mustOK(t, "ibm cols 0", LinearIBM(quant.Q8_0, nil, 2, 0, nil, 1, y, nil))
}

func TestLinearErrors(t *testing.T) {
	w := make([]byte, 4*3*34) // Q8_0 [4, 96]
	x := make([]float32, 2*96)
	y := make([]float32, 2*4)
	mustOK(t, "ok", Linear(quant.Q8_0, w, 4, 96, x, 2, y, nil))
	for _, f := range []struct {
		name, want string
		call       func() error
	}{
		{"cols not a multiple", "multiple of the block size 32", func() error { return Linear(quant.Q8_0, w, 4, 100, x, 2, y, nil) }},
		{"short weight", "weight has 407 bytes", func() error { return Linear(quant.Q8_0, w[:407], 4, 96, x, 2, y, nil) }},
		{"long weight", "weight has 409 bytes", func() error { return Linear(quant.Q8_0, append(w, 0), 4, 96, x, 2, y, nil) }},
		{"short x", "x has 191", func() error { return Linear(quant.Q8_0, w, 4, 96, x[:191], 2, y, nil) }},
		{"short y", "y has 7", func() error { return Linear(quant.Q8_0, w, 4, 96, x, 2, y[:7], nil) }},
		{"negative rows", "negative", func() error { return Linear(quant.Q8_0, w, -4, 96, x, 2, y, nil) }},
		{"negative batch", "negative", func() error { return Linear(quant.Q8_0, w, 4, 96, x, -2, y, nil) }},
		{"huge rows", "overflows", func() error { return Linear(quant.Q8_0, w, math.MaxInt/8, 96, x, 2, y, nil) }},
		{"huge batch", "overflows", func() error { return Linear(quant.Q8_0, w, 4, 96, x, math.MaxInt/8, y, nil) }},
		{"unknown type", "no kernel", func() error { return Linear(quant.Type(99), w, 4, 96, x, 2, y, nil) }},
		{"range", "output rows [3, 5)", func() error { return LinearRange(quant.Q8_0, w, 4, 96, x, 2, y, nil, 3, 5) }},
		{"range reversed", "output rows [3, 2)", func() error { return LinearRange(quant.Q8_0, w, 4, 96, x, 2, y, nil, 3, 2) }},
		{"ibm short weight", "weight has 407", func() error { return LinearIBM(quant.Q8_0, w[:407], 4, 96, x, 2, y, nil) }},
		{"ibm cols", "multiple", func() error { return LinearIBM(quant.Q4_K, w, 4, 96, x, 2, y, nil) }},
		{"ibm dense", "no kernel", func() error { return LinearIBM(quant.F16, w, 4, 96, x, 2, y, nil) }},
		{"ibm range", "output rows", func() error { return LinearIBMRange(quant.Q8_0, w, 4, 96, x, 2, y, nil, -1, 2) }},
	} {
		wantErr(t, f.name, f.want, f.call)
	}
	err := LinearIBM(quant.F32, w, 4, 96, x, 2, y, nil)
	if !errors.Is(err, ErrNoKernel) {
		t.Errorf("LinearIBM(F32) error %v does not wrap ErrNoKernel", err)
	}
	if err := Linear(quant.Type(99), w, 4, 96, x, 2, y, nil); !errors.Is(err, ErrNoKernel) {
		t.Errorf("Linear(unknown) error %v does not wrap ErrNoKernel", err)
	}
}

// TestFastDecodersBitExact holds the specialized decoders to quant's on
// random bytes (any scale bit pattern: subnormal, huge, Inf, NaN).
func TestFastDecodersBitExact(t *testing.T) {
	r := newRand(42)
	for _, typ := range []quant.Type{quant.Q8_0, quant.Q4_0, quant.Q4_1, quant.Q5_0, quant.Q5_1, quant.Q8_1,
		quant.Q2_K, quant.Q3_K, quant.Q4_K, quant.Q5_K, quant.Q6_K, quant.Q8_K,
		quant.IQ4_NL, quant.IQ4_XS, quant.MXFP4,
		quant.IQ2_XXS, quant.IQ2_XS, quant.IQ2_S, quant.IQ3_XXS, quant.IQ3_S, quant.IQ1_S, quant.IQ1_M,
		quant.TQ1_0, quant.TQ2_0} {
		if !hasFastDecoder(typ) {
			t.Fatalf("%s has no direct decoder", typ)
		}
		dec, err := quant.BlockDecoder(typ)
		mustOK(t, typ.String(), err)
		block := make([]byte, typ.BlockBytes())
		var fast, ref blockBuf
		for i := 0; i < 2000; i++ {
			for j := range block {
				block[j] = byte(r.Uint32())
			}
			decodeFast(typ, block, &fast)
			dec(block, ref[:typ.BlockElems()])
			if ok, why := bitsEqual(fast[:typ.BlockElems()], ref[:typ.BlockElems()]); !ok {
				t.Fatalf("%s block %d: %s", typ, i, why)
			}
		}
		t.Logf("%-44s exact (bitwise) on 2000 random blocks", "decode/"+typ.String())
	}
}

func TestDot(t *testing.T) {
	r := newRand(43)
	for _, n := range []int{0, 1, 7, 31, 32, 33, 100, 4096} {
		const trials = 64
		got := make([]float32, trials)
		ref := make([]float64, trials)
		top := 1.0
		for trial := range got {
			a, b := randNormal(r, n, 1), randNormal(r, n, 1)
			got[trial] = Dot(a, b)
			for i := range a {
				ref[trial] += float64(a[i]) * float64(b[i])
			}
			top = math.Max(top, math.Abs(ref[trial]))
			// Zero padding to a multiple of 32 changes nothing.
			pad := (n + 31) / 32 * 32
			ap, bp := make([]float32, pad), make([]float32, pad)
			copy(ap, a)
			copy(bp, b)
			if g2 := Dot(ap, bp); math.Float32bits(g2) != math.Float32bits(got[trial]) {
				t.Errorf("dot n=%d: padded %v, unpadded %v", n, g2, got[trial])
			}
			// Block-wise accumulation equals the whole-row Dot.
			var l lanes16
			for i := 0; i < n; i += 64 {
				e := min(i+64, n)
				l.add(a[i:e], b[i:e])
			}
			if acc := l.sum(); math.Float32bits(acc) != math.Float32bits(got[trial]) {
				t.Errorf("dot n=%d: blockwise %v, whole %v", n, acc, got[trial])
			}
		}
		check(t, fmt.Sprintf("dot/n%d (64 trials)", n), got, ref, 1e-12, 2e-6*top)
	}
	// The stated lanes and fold, on a case where order matters: lane j
	// takes elements j, j+16, j+32, … with one rounding each (a·b + lane
	// exactly, then rounded), then the halves fold 16 → 8 → 4 → 2 → 1.
	var a, b [48]float32
	for i := range a {
		a[i], b[i] = 1+float32(i)*0x1p-20, float32(math.Ldexp(1, -24+i%16))
	}
	a[3], b[3] = 1<<24, 1
	a[19], b[19] = 3, 0x1p-1
	got := Dot(a[:], b[:])
	var l [16]float64
	for i := range a {
		exact := float64(a[i])*float64(b[i]) + l[i%16] // a float64 holds it exactly here
		l[i%16] = float64(float32(exact))
	}
	f := func(v float64) float32 { return float32(v) }
	var h [8]float32
	for j := range 8 {
		h[j] = f(l[j]) + f(l[j+8])
	}
	for j := range 4 {
		h[j] += h[j+4]
	}
	want := (h[0] + h[2]) + (h[1] + h[3])
	if got != want {
		t.Errorf("dot lane order: %v, want %v", got, want)
	}
}

// TestFMA32 holds the portable fused multiply-add to the exact result
// (math/big) rounded once to float32, on random operands of every
// magnitude and on the halfway cases where a double rounding would show.
func TestFMA32(t *testing.T) {
	r := newRand(44)
	exact := func(a, b, c float32) float32 {
		x := new(big.Float).SetPrec(2000).SetFloat64(float64(a))
		x.Mul(x, new(big.Float).SetFloat64(float64(b)))
		x.Add(x, new(big.Float).SetFloat64(float64(c)))
		v, _ := x.Float32()
		return v
	}
	check1 := func(a, b, c float32) {
		t.Helper()
		if got, want := fma32(a, b, c), exact(a, b, c); math.Float32bits(got) != math.Float32bits(want) && !(got != got && want != want) {
			t.Fatalf("fma32(%g, %g, %g) = %g (%08x), want %g (%08x)", a, b, c, got, math.Float32bits(got), want, math.Float32bits(want))
		}
	}
	for range 200000 {
		a := math.Float32frombits(r.Uint32())
		b := math.Float32frombits(r.Uint32())
		c := math.Float32frombits(r.Uint32())
		if a != a || b != b || c != c || math.IsInf(float64(a), 0) || math.IsInf(float64(b), 0) || math.IsInf(float64(c), 0) {
			continue
		}
		// Bring the product near c so that the sum's rounding matters.
		e := math.Ilogb(float64(c)) - math.Ilogb(float64(a)) - math.Ilogb(float64(b))
		if e > -100 && e < 100 {
			b = float32(math.Ldexp(float64(b), e))
		}
		check1(a, b, c)
	}
	// Halfway cases: c + a·b is a float32 halfway point minus 2⁻⁷⁰ (a =
	// 2⁻²⁴·(1+2⁻²³), b = 1−2⁻²³), which a float64 sum rounds to the
	// halfway point itself — a second rounding would then go to even, one
	// rounding goes down. Both parities of c, both signs.
	a := float32(0x1p-24 * (1 + 0x1p-23))
	b := float32(1 - 0x1p-23)
	for k := range 4096 {
		c := float32(1 + float64(k)*0x1p-23)
		check1(a, b, c)
		check1(-a, b, -c)
		check1(a, -b, -c)
		check1(a, b, -c)
		if got := fma32(a, b, c); got != c {
			t.Fatalf("fma32 halfway-minus-tiny case rounded away from c=%g: %g", c, got)
		}
	}
}

// TestHalfFastExhaustive holds the inline F16/BF16 decoding to quant's on
// every one of the 65536 bit patterns.
func TestHalfFastExhaustive(t *testing.T) {
	src := make([]byte, 2*65536)
	for i := 0; i < 65536; i++ {
		binary.LittleEndian.PutUint16(src[2*i:], uint16(i))
	}
	for _, typ := range []quant.Type{quant.F16, quant.BF16} {
		got := make([]float32, 65536)
		decodeDenseFast(typ, src, got)
		want := dequant(typ, src, 65536)
		for i := range got {
			if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
				t.Fatalf("%s %#04x: %#08x, quant %#08x", typ, i, math.Float32bits(got[i]), math.Float32bits(want[i]))
			}
		}
	}
}

// TestLinearConcurrentRanges splits the output rows over goroutines, as
// the engine does on several cores: bitwise the single call (run under
// -race to check the kernels share nothing mutable).
func TestLinearConcurrentRanges(t *testing.T) {
	r := newRand(44)
	rows, batch := 64, 3
	for _, typ := range []quant.Type{quant.Q8_0, quant.Q5_K, quant.F16, quant.F32} {
		cols := colsFor(typ)[0]
		w := makeWeights(r, typ, rows, cols)
		x := randNormal(r, batch*cols, 1)
		want := make([]float32, batch*rows)
		mustOK(t, "whole", Linear(typ, w, rows, cols, x, batch, want, nil))
		got := make([]float32, batch*rows)
		errs := make(chan error, 4)
		for g := 0; g < 4; g++ {
			go func(o0, o1 int) {
				scratch := make([]float32, LinearScratchLen(typ, rows, cols, batch))
				errs <- LinearRange(typ, w, rows, cols, x, batch, got, scratch, o0, o1)
			}(g*rows/4, (g+1)*rows/4)
		}
		for g := 0; g < 4; g++ {
			mustOK(t, "range", <-errs)
		}
		requireBitsEqual(t, "concurrent ranges "+typ.String(), want, got)
	}
}
