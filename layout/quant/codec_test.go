package quant

import (
	"errors"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestEveryTypeHasACodec(t *testing.T) {
	for _, typ := range All() {
		_, err := BlockDecoder(typ)
		if !noDecoderYet[typ] {
			if err != nil || !Decodable(typ) {
				t.Errorf("%s: %v (Decodable %v)", typ, err, Decodable(typ))
			}
			continue
		}
		// Known, without a codec: refused by every entry point, by name.
		var nd *NoDecoderError
		if !errors.As(err, &nd) || nd.Type != typ || Decodable(typ) {
			t.Errorf("%s: BlockDecoder error %v, want a *NoDecoderError", typ, err)
		}
		g := typ.Geometry()
		err = Dequantize(typ, make([]byte, g.BlockBytes), make([]float32, g.BlockElems))
		if !errors.As(err, &nd) || !strings.Contains(err.Error(), typ.String()) {
			t.Errorf("%s: Dequantize error %v, want a *NoDecoderError naming the type", typ, err)
		}
		if err := Quantize(typ, make([]float32, g.BlockElems), make([]byte, g.BlockBytes)); !errors.As(err, &nd) {
			t.Errorf("%s: Quantize error %v, want a *NoDecoderError", typ, err)
		}
		if _, err := BlockEncoder(typ); !errors.As(err, &nd) {
			t.Errorf("%s: BlockEncoder error %v, want a *NoDecoderError", typ, err)
		}
	}
	want := map[Type]bool{I8: false, I16: false, I32: false, I64: false,
		// The grid i-quants: no quantizer (RandomBlocks makes their test weights).
		IQ2_XXS: false, IQ2_XS: false, IQ2_S: false, IQ3_XXS: false, IQ3_S: false, IQ1_S: false, IQ1_M: false}
	for _, typ := range DecodableTypes() {
		can, listed := want[typ]
		if !listed {
			can = true
		}
		if CanQuantize(typ) != can {
			t.Errorf("%s: CanQuantize = %v, want %v", typ, CanQuantize(typ), can)
		}
	}
}

func TestDequantizeErrors(t *testing.T) {
	cases := []struct {
		name    string
		typ     Type
		src     int // bytes
		dst     int // elements
		unknown bool
	}{
		{"ragged src", Q4_0, 17, 32, false},
		{"ragged src k-quant", Q4_K, 145, 256, false},
		{"dst short", Q4_0, 36, 63, false},
		{"dst long", Q6_K, 210, 257, false},
		{"dense ragged", F32, 7, 1, false},
		{"dense dst", F16, 8, 3, false},
		{"unknown type", Type(4), 18, 32, true},
		{"unknown code 99", Type(99), 0, 0, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := Dequantize(c.typ, make([]byte, c.src), make([]float32, c.dst))
			if err == nil {
				t.Fatal("no error")
			}
			var ute *UnknownTypeError
			var se *SizeError
			switch {
			case c.unknown && !errors.As(err, &ute):
				t.Fatalf("got %v (%T), want *UnknownTypeError", err, err)
			case !c.unknown && !errors.As(err, &se):
				t.Fatalf("got %v (%T), want *SizeError", err, err)
			}
			t.Log(err)
		})
	}
	// Zero blocks is not an error.
	if err := Dequantize(Q4_K, nil, nil); err != nil {
		t.Errorf("empty: %v", err)
	}
}

func TestQuantizeErrors(t *testing.T) {
	cases := []struct {
		name string
		typ  Type
		src  int // elements
		dst  int // bytes
		want any
	}{
		{"ragged src", Q8_0, 33, 34, new(*SizeError)},
		{"dst short", Q4_K, 512, 287, new(*SizeError)},
		{"dst long", Q5_1, 32, 25, new(*SizeError)},
		{"dense dst", BF16, 3, 7, new(*SizeError)},
		{"integer type", I32, 4, 16, new(*NoQuantizerError)},
		{"unknown type", Type(5), 32, 18, new(*UnknownTypeError)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := Quantize(c.typ, make([]float32, c.src), make([]byte, c.dst))
			if err == nil {
				t.Fatal("no error")
			}
			if !errors.As(err, c.want) {
				t.Fatalf("got %v (%T), want %T", err, err, c.want)
			}
			t.Log(err)
		})
	}
	_, err := BlockEncoder(I8)
	var nq *NoQuantizerError
	if !errors.As(err, &nq) || nq.Type != I8 || err.Error() != "quant: no quantizer for I8" {
		t.Errorf("BlockEncoder(I8): %v", err)
	}
	if _, err := BlockDecoder(Type(31)); err == nil {
		t.Error("BlockDecoder(31): no error")
	}
	if err := DequantizeBlock(Q8_0, make([]byte, 33), make([]float32, 32)); err == nil {
		t.Error("DequantizeBlock short block: no error")
	}
	if err := DequantizeBlock(Q8_0, make([]byte, 34), make([]float32, 31)); err == nil {
		t.Error("DequantizeBlock short dst: no error")
	}
}

// TestBlockDecoderMatchesDequantize: the per-block decoders kernels will
// call give exactly what the row API gives, on each block of a multi-block
// row.
func TestBlockDecoderMatchesDequantize(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, typ := range DecodableTypes() {
		t.Run(typ.String(), func(t *testing.T) {
			const n = 5
			raw := randomBlocks(typ, n, r)
			row := make([]float32, n*typ.BlockElems())
			if err := Dequantize(typ, raw, row); err != nil {
				t.Fatal(err)
			}
			dec, err := BlockDecoder(typ)
			if err != nil {
				t.Fatal(err)
			}
			be, bb := typ.BlockElems(), typ.BlockBytes()
			one := make([]float32, be)
			for b := 0; b < n; b++ {
				dec(raw[b*bb:(b+1)*bb], one)
				if bad, first := bitDiff(typ, one, row[b*be:(b+1)*be]); bad > 0 {
					t.Fatalf("block %d: %s", b, first)
				}
				if err := DequantizeBlock(typ, raw[b*bb:], one); err != nil {
					t.Fatal(err)
				}
				if bad, first := bitDiff(typ, one, row[b*be:(b+1)*be]); bad > 0 {
					t.Fatalf("DequantizeBlock %d: %s", b, first)
				}
			}
		})
	}
}

func TestCodecsDoNotAllocate(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, typ := range DecodableTypes() {
		raw := randomBlocks(typ, 4, r)
		out := make([]float32, 4*typ.BlockElems())
		if a := testing.AllocsPerRun(20, func() { _ = Dequantize(typ, raw, out) }); a != 0 {
			t.Errorf("Dequantize %s: %v allocations", typ, a)
		}
		if !CanQuantize(typ) {
			continue
		}
		vals := randomFloats(4, typ.BlockElems(), r)
		enc := make([]byte, len(raw))
		if a := testing.AllocsPerRun(20, func() { _ = Quantize(typ, vals, enc) }); a != 0 {
			t.Errorf("Quantize %s: %v allocations", typ, a)
		}
	}
}

// TestQuantizeDegenerateBlocks: zero, constant, extreme and non-finite
// blocks quantize without panicking; zeros decode to zeros and a lone spike
// survives.
func TestQuantizeDegenerateBlocks(t *testing.T) {
	blocks := map[string][]float32{
		"zeros":    make([]float32, QK_K),
		"constant": fill(QK_K, 0.75),
		"negative": fill(QK_K, -3),
		"tiny":     fill(QK_K, 1e-30),
		"huge":     fill(QK_K, 1e30),
		"spike":    spike(QK_K, 17, -2.5),
		"inf":      spike(QK_K, 3, float32(math.Inf(1))),
		"nan":      spike(QK_K, 5, float32(math.NaN())),
	}
	for _, typ := range DecodableTypes() {
		if !CanQuantize(typ) {
			continue
		}
		for name, x := range blocks {
			q := make([]byte, QK_K/typ.BlockElems()*typ.BlockBytes())
			if err := Quantize(typ, x, q); err != nil { // must not panic either
				t.Fatalf("%s %s: %v", typ, name, err)
			}
			y := make([]float32, QK_K)
			if err := Dequantize(typ, q, y); err != nil {
				t.Fatalf("%s %s: %v", typ, name, err)
			}
			if name == "zeros" {
				for i, v := range y {
					if v != 0 {
						t.Fatalf("%s zeros: element %d decodes to %g", typ, i, v)
					}
				}
			}
			if name == "spike" && typ.Quantized() {
				// MXFP4's grid is a power of two times e2m1: 2.5 lies halfway
				// between 2 and 3 there (gguf picks 2).
				tol := 0.01
				if typ == MXFP4 {
					tol = 0.5
				}
				if got := y[17]; math.Abs(float64(got)+2.5) > tol {
					t.Errorf("%s spike: the spike decodes to %g, want about -2.5", typ, got)
				}
			}
		}
	}
}

func fill(n int, v float32) []float32 {
	out := make([]float32, n)
	for i := range out {
		out[i] = v
	}
	return out
}

func spike(n, at int, v float32) []float32 {
	out := make([]float32, n)
	out[at] = v
	return out
}

// TestMinMaxSignedZero pins the one rule numpy leaves to the machine: the
// sign of a zero minimum (or maximum) when a block holds both +0 and -0.
// We take the first one, as ggml's C loop does.
func TestMinMaxSignedZero(t *testing.T) {
	x := fill(32, 1)
	x[3] = float32(math.Copysign(0, -1))
	x[7] = 0
	lo, _ := minMax(x)
	if !math.Signbit(float64(lo)) {
		t.Errorf("min of a block whose first zero is -0: got +0")
	}
	x[3], x[7] = 0, float32(math.Copysign(0, -1))
	lo, _ = minMax(x)
	if math.Signbit(float64(lo)) {
		t.Errorf("min of a block whose first zero is +0: got -0")
	}
	// An all-zero Q4_0 block: gguf takes the scale's sign from x[0].
	q := make([]byte, 18)
	z := make([]float32, 32)
	z[0] = float32(math.Copysign(0, -1))
	encodeQ4_0(z, q)
	if le16(q) != 0x0000 {
		t.Errorf("Q4_0 of [-0, 0, ...]: d bits %#04x, want 0x0000 (gguf: -(-0)/8)", le16(q))
	}
	z[0] = 0
	encodeQ4_0(z, q)
	if le16(q) != 0x8000 {
		t.Errorf("Q4_0 of zeros: d bits %#04x, want 0x8000 (gguf: -(+0)/8)", le16(q))
	}
}

func FuzzDequantize(f *testing.F) {
	f.Add(uint8(Q4_K), []byte{1, 2, 3})
	f.Add(uint8(Q8_0), make([]byte, 34))
	f.Fuzz(func(t *testing.T, code uint8, raw []byte) {
		typ := Type(code)
		n := len(raw)
		if g, ok := geometries[typ]; ok && n%g.BlockBytes == 0 {
			n = n / g.BlockBytes * g.BlockElems
		}
		_ = Dequantize(typ, raw, make([]float32, n)) // must not panic
	})
}

func FuzzQuantize(f *testing.F) {
	f.Add(uint8(Q4_K), []byte{0, 0, 0x80, 0x7f})
	f.Add(uint8(Q4_0), []byte{1, 0, 0xc0, 0x7f, 3})
	f.Fuzz(func(t *testing.T, code uint8, raw []byte) {
		typ := Type(code)
		if !typ.Known() || !CanQuantize(typ) {
			return
		}
		x := make([]float32, typ.BlockElems()*2)
		for i := range x { // arbitrary bits, repeated over the blocks
			if len(raw) >= 4 {
				j := 4 * (i % (len(raw) / 4))
				x[i] = math.Float32frombits(uint32(raw[j]) | uint32(raw[j+1])<<8 | uint32(raw[j+2])<<16 | uint32(raw[j+3])<<24)
			}
		}
		q := make([]byte, 2*typ.BlockBytes())
		if err := Quantize(typ, x, q); err != nil { // must not panic
			t.Fatal(err)
		}
		if err := Dequantize(typ, q, x); err != nil {
			t.Fatal(err)
		}
	})
}
