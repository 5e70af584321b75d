package layout

import (
	"errors"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/skainet/skaic/layout/quant"
)

// packedFixture builds a rows×(blocksPerRow·blockElems) tensor of encoding
// enc from random block bytes in canonical order, and its reference values
// dequantized row-major by the block codec.
func packedFixture(t *testing.T, enc Encoding, rows, blocksPerRow int, rng *rand.Rand) (*TensorView, []float32) {
	t.Helper()
	qt, _ := enc.GGML()
	be, bb := qt.BlockElems(), qt.BlockBytes()
	cols := blocksPerRow * be
	raw := make([]byte, rows*blocksPerRow*bb)
	for i := range raw {
		raw[i] = byte(rng.UintN(256))
	}
	// Keep f16/f32 scale fields finite so comparisons exercise real values.
	tameScales(qt, raw)
	ref := make([]float32, rows*cols)
	if err := quant.Dequantize(qt, raw, ref); err != nil {
		t.Fatal(err)
	}
	f := Format{DType: F32, Encoding: enc}
	l, err := ForFormat([]int64{int64(rows), int64(cols)}, f)
	if err != nil {
		t.Fatal(err)
	}
	v, err := NewView(TensorID("w."+enc.String()), f, l, HeapFromBytes(raw, Ambient().Lifetime()))
	if err != nil {
		t.Fatal(err)
	}
	return v, ref
}

// tameScales overwrites the leading f16 scale(s) of each block with small
// finite values; the quants stay random.
func tameScales(qt quant.Type, raw []byte) {
	bb := qt.BlockBytes()
	for off := 0; off+bb <= len(raw); off += bb {
		switch qt {
		case quant.Q4_0, quant.Q5_0, quant.Q8_0:
			raw[off], raw[off+1] = 0x00, 0x2c // f16 ≈ 0.0625
		case quant.Q4_1, quant.Q5_1, quant.Q8_1:
			raw[off], raw[off+1], raw[off+2], raw[off+3] = 0x00, 0x2c, 0x00, 0xac
		case quant.Q2_K, quant.Q4_K, quant.Q5_K:
			// d and dmin are the f16s at bytes [bb-4..) for Q2_K and [0..4) for Q4_K/Q5_K.
			p := off
			if qt == quant.Q2_K {
				p = off + bb - 4
			}
			raw[p], raw[p+1], raw[p+2], raw[p+3] = 0x00, 0x2c, 0x00, 0x28
		case quant.Q3_K, quant.Q6_K:
			raw[off+bb-2], raw[off+bb-1] = 0x00, 0x2c
		case quant.Q8_K:
			raw[off], raw[off+1], raw[off+2], raw[off+3] = 0, 0, 0x80, 0x3c // f32 ≈ 0.0156
		}
	}
}

func blockedEncodings() []Encoding {
	var out []Encoding
	for _, e := range Encodings() {
		if e.IsBlocked() && e.Decodable() {
			out = append(out, e)
		}
	}
	return out
}

// TestUndecodableViewRefused: a packed view of a known encoding without a
// decoder keeps its bytes, and every decoding access is refused naming the
// tensor and the type.
func TestUndecodableViewRefused(t *testing.T) {
	var enc Encoding
	for _, e := range Encodings() {
		if e.IsBlocked() && !e.Decodable() {
			enc = e
			break
		}
	}
	if enc == Dense {
		t.Skip("every known encoding decodes")
	}
	f := Format{DType: F32, Encoding: enc}
	l, err := ForFormat([]int64{2, int64(f.BlockElems())}, f)
	if err != nil {
		t.Fatal(err)
	}
	raw := make([]byte, 2*f.BlockBytes())
	v, err := NewView("w.undecodable", f, l, HeapFromBytes(raw, Ambient().Lifetime()))
	if err != nil {
		t.Fatal(err)
	}
	var nd *quant.NoDecoderError
	if _, err := v.At(0, 0); !errors.As(err, &nd) || !strings.Contains(err.Error(), "w.undecodable") || !strings.Contains(err.Error(), enc.String()) {
		t.Errorf("At: %v, want a *quant.NoDecoderError naming tensor and type", err)
	}
	if _, err := v.Materialize(DenseFormat(F32), Ambient()); !errors.As(err, &nd) {
		t.Errorf("Materialize: %v, want a *quant.NoDecoderError", err)
	}
	if err := v.DecodeF32(make([]float32, 2*f.BlockElems())); !errors.As(err, &nd) {
		t.Errorf("DecodeF32: %v, want a *quant.NoDecoderError", err)
	}
}

func sameBits(a, b float32) bool { return math.Float32bits(a) == math.Float32bits(b) }

func TestPackedViewsAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	const rows, nb = 5, 3
	for _, enc := range blockedEncodings() {
		t.Run(enc.String(), func(t *testing.T) {
			v, ref := packedFixture(t, enc, rows, nb, rng)
			be := int64(v.Format.BlockElems())
			cols := int64(nb) * be
			at := func(v *TensorView, c ...int64) float32 {
				t.Helper()
				x, err := v.At(c...)
				if err != nil {
					t.Fatal(err)
				}
				return x
			}
			tr, err := v.Transpose(0, 1)
			if err != nil {
				t.Fatal(err)
			}
			nar, err := v.Narrow(1, be, 2*be) // blocks 1..2 of every row
			if err != nil {
				t.Fatal(err)
			}
			nar, err = nar.Narrow(0, 1, 3)
			if err != nil {
				t.Fatal(err)
			}
			pp, err := v.Prepack(InputBlockMajor, Ambient())
			if err != nil {
				t.Fatal(err)
			}
			if pp.Layout.Order != InputBlockMajor || pp == v {
				t.Fatalf("prepack order %s", pp.Layout.Order)
			}
			if again, _ := pp.Prepack(InputBlockMajor, Ambient()); again != pp {
				t.Fatal("prepack to the order a view already holds must return it")
			}
			back, err := pp.Prepack(RowMajor, Ambient())
			if err != nil {
				t.Fatal(err)
			}
			mat, err := v.Materialize(DenseFormat(F32), Ambient())
			if err != nil {
				t.Fatal(err)
			}
			ppmat, err := pp.Materialize(DenseFormat(F32), Ambient())
			if err != nil {
				t.Fatal(err)
			}
			ppT, _ := pp.Transpose(0, 1)
			for o := int64(0); o < rows; o++ {
				for k := int64(0); k < cols; k++ {
					want := ref[o*cols+k]
					got := map[string]float32{
						"view":              at(v, o, k),
						"transpose":         at(tr, k, o),
						"prepack":           at(pp, o, k),
						"prepack-back":      at(back, o, k),
						"prepack-transpose": at(ppT, k, o),
						"materialize":       at(mat, o, k),
						"prepack-mat":       at(ppmat, o, k),
					}
					if o >= 1 && o < 4 && k >= be && k < 3*be {
						got["narrow"] = at(nar, o-1, k-be)
					}
					for name, g := range got {
						if !sameBits(g, want) {
							t.Fatalf("%s(%d,%d) = %v, reference %v", name, o, k, g, want)
						}
					}
				}
			}
			// The prepacked bytes really moved: with 3 blocks per row the
			// orders differ, so block (1,0) is not where row-major puts it.
			p1, _, _ := pp.Layout.Index(1, 0)
			p2, _, _ := v.Layout.Index(1, 0)
			if p1 == p2 {
				t.Fatal("input-block-major must move block (1,0)")
			}
		})
	}
}

func TestMaterializeDenseTargets(t *testing.T) {
	vals := []float32{1.5, -2.25, 3, 100.7, -0.5, 0}
	raw := make([]byte, 4*len(vals))
	for i, x := range vals {
		putElem(F32, raw, int64(i), x)
	}
	v, err := NewView("x", DenseFormat(F32), Contiguous([]int64{2, 3}), HeapFromBytes(raw, Ambient().Lifetime()))
	if err != nil {
		t.Fatal(err)
	}
	tr, _ := v.Transpose(0, 1)
	for _, d := range []DType{F32, F16, BF16, F64, I32, I8} {
		m, err := tr.Materialize(DenseFormat(d), Ambient())
		if err != nil {
			t.Fatal(err)
		}
		if !m.Layout.IsContiguous() || m.Shape()[0] != 3 {
			t.Fatalf("%s: layout %v", d, m.Layout)
		}
		for i := int64(0); i < 3; i++ {
			for j := int64(0); j < 2; j++ {
				want := vals[j*3+i]
				got, err := m.At(i, j)
				if err != nil {
					t.Fatal(err)
				}
				tol := 0.0
				switch d {
				case F16, BF16:
					tol = 0.01 * math.Abs(float64(want))
				case I32, I8:
					want = float32(math.Trunc(float64(want))) // truncation toward zero, like arith.fptosi
				}
				if math.Abs(float64(got-want)) > tol {
					t.Fatalf("%s (%d,%d) = %v want %v", d, i, j, got, want)
				}
			}
		}
	}
	if _, err := v.Materialize(Format{F32, EncQ8_0}, Ambient()); err == nil {
		t.Fatal("materialize to a packed encoding must fail")
	}
}

func TestViewChecksStorageSpan(t *testing.T) {
	st := NewHeap(10, Ambient().Lifetime())
	if _, err := NewView("small", DenseFormat(F32), Contiguous([]int64{3}), st); err == nil {
		t.Fatal("12 bytes of layout in 10 bytes of storage must fail")
	}
	var ve *ViewError
	_, err := NewView("q", Format{F32, EncQ8_0}, Contiguous([]int64{2, 32}), NewHeap(200, Ambient().Lifetime()))
	if !errors.As(err, &ve) || ve.Tensor != "q" {
		t.Fatalf("format/layout mismatch must be a ViewError naming the tensor, got %v", err)
	}
}

func TestViewAfterScopeClose(t *testing.T) {
	ms := NewModelScope()
	st, err := ms.Alloc(16, "blk.0.w")
	if err != nil {
		t.Fatal(err)
	}
	v, err := NewView("blk.0.w", DenseFormat(F32), Contiguous([]int64{4}), st)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := v.At(1); err != nil {
		t.Fatal(err)
	}
	ms.Close()
	_, err = v.At(1)
	var ce *StorageClosedError
	if !errors.As(err, &ce) || ce.Tensor != "blk.0.w" {
		t.Fatalf("use after close: %v", err)
	}
	if _, err := v.Materialize(DenseFormat(F32), Ambient()); !errors.As(err, &ce) {
		t.Fatalf("materialize after close: %v", err)
	}
}

func TestViewAfterForwardResets(t *testing.T) {
	fs, err := NewForwardScope(1 << 12)
	if err != nil {
		t.Fatal(err)
	}
	defer fs.Close()
	st, _ := fs.Alloc(16, "act")
	v, err := NewView("act", DenseFormat(F32), Contiguous([]int64{4}), st)
	if err != nil {
		t.Fatal(err)
	}
	for step := 0; step < 3; step++ {
		if err := fs.Reset(); err != nil {
			t.Fatal(err)
		}
		fs.Alloc(16, "other") // may recycle the header v holds
		var ce *StorageClosedError
		if _, err := v.At(0); !errors.As(err, &ce) {
			t.Fatalf("after %d resets: view of a recycled storage read %v", step+1, err)
		}
	}
}
