package quant

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"
)

// The golden vectors come from testdata/quant/gen_golden.py (gguf 0.19.0
// and a numpy reference for what gguf lacks); the Go codecs must reproduce
// them bit for bit.

func TestGoldenDequantize(t *testing.T) {
	seen := map[Type]bool{}
	for _, path := range goldenFiles(t, "dequant_*.bin") {
		g := readGolden(t, path)
		name := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(path), "dequant_"), ".bin")
		t.Run(name, func(t *testing.T) {
			if g.op != 0 || g.typ.String() != name {
				t.Fatalf("file says op %d type %s", g.op, g.typ)
			}
			if g.typ.Quantized() && g.blocks < 3 {
				t.Fatalf("%d blocks per row: packed fixtures need at least 3", g.blocks)
			}
			seen[g.typ] = true
			got := make([]float32, len(g.values))
			if noDecoderYet[g.typ] {
				var nd *NoDecoderError
				if err := Dequantize(g.typ, g.raw, got); !errors.As(err, &nd) {
					t.Fatalf("%s has no decoder: Dequantize gave %v, want a *NoDecoderError", g.typ, err)
				}
				return
			}
			if err := Dequantize(g.typ, g.raw, got); err != nil {
				t.Fatal(err)
			}
			if bad, first := bitDiff(g.typ, got, g.values); bad > 0 {
				t.Fatalf("%d of %d blocks differ from %s; first: %s", bad, g.rows*g.blocks, g.source, first)
			}
			t.Logf("%s: %d blocks bit-exact with %s (golden)", g.typ, g.rows*g.blocks, g.source)
		})
	}
	for _, typ := range All() {
		if !seen[typ] {
			t.Errorf("no dequantize golden for %s", typ)
		}
	}
}

func TestGoldenQuantize(t *testing.T) {
	for _, path := range goldenFiles(t, "quant_*.bin") {
		g := readGolden(t, path)
		name := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(path), "quant_"), ".bin")
		t.Run(name, func(t *testing.T) {
			if g.op != 1 || g.typ.String() != name {
				t.Fatalf("file says op %d type %s", g.op, g.typ)
			}
			got := make([]byte, len(g.raw))
			if noDecoderYet[g.typ] {
				var nd *NoDecoderError
				if err := Quantize(g.typ, g.values, got); !errors.As(err, &nd) {
					t.Fatalf("%s has no codec: Quantize gave %v, want a *NoDecoderError", g.typ, err)
				}
				return
			}
			if err := Quantize(g.typ, g.values, got); err != nil {
				t.Fatal(err)
			}
			if bad, first := byteDiff(g.typ, got, g.raw); bad > 0 {
				t.Fatalf("%d of %d blocks differ from %s; first: %s", bad, g.rows*g.blocks, g.source, first)
			}
			t.Logf("%s: %d blocks quantized bit-exact with %s (golden)", g.typ, g.rows*g.blocks, g.source)
		})
	}
}
