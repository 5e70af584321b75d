package quant

import (
	"bytes"
	"math"
	"math/rand/v2"
	"testing"
)

var iqTypes = []Type{IQ2_XXS, IQ2_XS, IQ2_S, IQ3_XXS, IQ3_S, IQ1_S, IQ1_M, TQ1_0, TQ2_0}

func TestRandomBlocks(t *testing.T) {
	for _, typ := range iqTypes {
		t.Run(typ.String(), func(t *testing.T) {
			const n, rms = 64, 0.05
			raw := make([]byte, n*typ.BlockBytes())
			if err := RandomBlocks(typ, raw, rand.New(rand.NewPCG(7, 8)), rms); err != nil {
				t.Fatal(err)
			}
			again := make([]byte, len(raw))
			if err := RandomBlocks(typ, again, rand.New(rand.NewPCG(7, 8)), rms); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(raw, again) {
				t.Fatal("the same seed gave different blocks")
			}
			vals := make([]float32, n*QK_K)
			if err := Dequantize(typ, raw, vals); err != nil {
				t.Fatal(err)
			}
			for b := 0; b < n; b++ {
				var ss float64
				for _, v := range vals[b*QK_K : (b+1)*QK_K] {
					if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
						t.Fatalf("block %d: value %g", b, v)
					}
					ss += float64(v) * float64(v)
				}
				if m := math.Sqrt(ss / QK_K); m < rms/1.5 || m > rms*1.5 {
					t.Fatalf("block %d: rms %g, want %g within a factor 1.5", b, m, rms)
				}
			}
		})
	}
	if err := RandomBlocks(Q4_K, make([]byte, 144), rand.New(rand.NewPCG(1, 1)), 1); err == nil {
		t.Error("RandomBlocks accepted Q4_K")
	}
	if err := RandomBlocks(IQ2_XXS, make([]byte, 65), rand.New(rand.NewPCG(1, 1)), 1); err == nil {
		t.Error("RandomBlocks accepted a partial block")
	}
}

// TestIQDecoderTypes: DecodeIQBlock decodes exactly the types IsIQBlock
// names, with the codec table's decoders.
func TestIQDecoderTypes(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, typ := range All() {
		raw := randomBlocks(typ, 1, r)
		var got [QK_K]float32
		ok := DecodeIQBlock(typ, raw, got[:])
		if ok != IsIQBlock(typ) {
			t.Fatalf("%s: DecodeIQBlock %v, IsIQBlock %v", typ, ok, IsIQBlock(typ))
		}
		if !ok {
			continue
		}
		want := make([]float32, QK_K)
		if err := Dequantize(typ, raw, want); err != nil {
			t.Fatal(err)
		}
		if bad, first := bitDiff(typ, got[:], want); bad > 0 {
			t.Fatalf("%s: %s", typ, first)
		}
	}
}
