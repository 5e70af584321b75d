package quant

import (
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/skainet/skaic/internal/realmodels"
	"github.com/skainet/skaic/internal/tools/toolstest"
)

// TestGGMLCrossCheck holds IQ4_NL, IQ4_XS and MXFP4 to llama.cpp itself:
// fresh random rows (scales over twelve orders of magnitude) quantized by
// the ggml library node-llama-cpp ships (testdata/quant/ggml_ref.py, with
// ctypes) must decode here bit for bit as ggml's dequantize_row_* decodes
// them, and this package's quantizers must write ggml's bytes exactly.
func TestGGMLCrossCheck(t *testing.T) {
	py := toolstest.Python(t)
	lib := realmodels.GGMLBase(t)
	seed := liveSeed(t)
	t.Logf("seed %d (rerun with SKAIC_QUANT_SEED=%d)", seed, seed)
	r := rand.New(rand.NewPCG(seed, 0x6a6d6c))
	const rows, cols = 64, 4096
	x := make([]float32, rows*cols)
	for b := 0; b < len(x); b += 256 {
		scale := math.Exp(-20 + 28*r.Float64())
		for i := b; i < b+256; i++ {
			x[i] = float32(r.NormFloat64() * scale)
		}
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "x.f32"), floatsToBytes(x), 0o644); err != nil {
		t.Fatal(err)
	}
	script := filepath.Join(testdataDir, "ggml_ref.py")
	if out, err := exec.Command(py, script, lib, filepath.Join(dir, "x.f32"), dir).CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", script, err, out)
	}
	for _, typ := range []Type{IQ4_NL, IQ4_XS, MXFP4} {
		q, err := os.ReadFile(filepath.Join(dir, typ.String()+".q"))
		if err != nil {
			t.Fatal(err)
		}
		deq, err := os.ReadFile(filepath.Join(dir, typ.String()+".deq"))
		if err != nil {
			t.Fatal(err)
		}
		got := make([]float32, len(x))
		if err := Dequantize(typ, q, got); err != nil {
			t.Fatal(err)
		}
		if bad, first := bitDiff(typ, got, bytesToFloats(deq)); bad > 0 {
			t.Errorf("%s: %d of %d blocks decode unlike ggml's dequantize_row; first: %s", typ, bad, len(q)/typ.BlockBytes(), first)
		}
		mine := make([]byte, len(q))
		if err := Quantize(typ, x, mine); err != nil {
			t.Fatal(err)
		}
		if bad, first := byteDiff(typ, mine, q); bad > 0 {
			t.Errorf("%s: %d of %d blocks quantize unlike ggml's; first: %s", typ, bad, len(q)/typ.BlockBytes(), first)
		}
		t.Logf("%s: %d blocks: ggml's bytes decode bit-exact, quantized bit-exact with ggml", typ, len(q)/typ.BlockBytes())
	}
}
