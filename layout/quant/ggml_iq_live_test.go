package quant

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"math/rand/v2"

	"github.com/skainet/skaic/internal/realmodels"
	"github.com/skainet/skaic/internal/tools/toolstest"
)

// TestGGMLCrossCheckIQ holds the grid i-quants and ternary types to
// llama.cpp itself: fresh random blocks (finite scales; and blocks as
// RandomBlocks makes them) must decode here bit for bit as ggml's
// dequantize_row_* decodes them (testdata/quant/ggml_iq_ref.py, ctypes on
// the ggml library node-llama-cpp ships), and the TQ1_0/TQ2_0 quantizers
// must write the bytes of ggml's quantize_row_tq*_ref.
func TestGGMLCrossCheckIQ(t *testing.T) {
	py := toolstest.Python(t)
	lib := realmodels.GGMLBase(t)
	seed := liveSeed(t)
	t.Logf("seed %d (rerun with SKAIC_QUANT_SEED=%d)", seed, seed)
	r := rand.New(rand.NewPCG(seed, 0x1a6d6c))
	dir := t.TempDir()
	const n = 512 // blocks per type
	inputs := map[Type][]byte{}
	for _, typ := range iqTypes {
		raw := randomBlocks(typ, n/2, r)
		synth := make([]byte, n/2*typ.BlockBytes())
		if err := RandomBlocks(typ, synth, r, 0.05); err != nil {
			t.Fatal(err)
		}
		raw = append(raw, synth...)
		inputs[typ] = raw
		if err := os.WriteFile(filepath.Join(dir, typ.String()+".in"), raw, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	x := randomFloats(n, QK_K, r)
	if err := os.WriteFile(filepath.Join(dir, "x.f32"), floatsToBytes(x), 0o644); err != nil {
		t.Fatal(err)
	}
	script := filepath.Join(testdataDir, "ggml_iq_ref.py")
	if out, err := exec.Command(py, script, lib, dir).CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", script, err, out)
	}
	for _, typ := range iqTypes {
		deq, err := os.ReadFile(filepath.Join(dir, typ.String()+".deq"))
		if err != nil {
			t.Fatal(err)
		}
		got := make([]float32, n*QK_K)
		if err := Dequantize(typ, inputs[typ], got); err != nil {
			t.Fatal(err)
		}
		if bad, first := bitDiff(typ, got, bytesToFloats(deq)); bad > 0 {
			t.Errorf("%s: %d of %d blocks decode unlike ggml's dequantize_row; first: %s", typ, bad, n, first)
			continue
		}
		t.Logf("%s: %d blocks decode bit-exact with ggml's dequantize_row", typ, n)
	}
	for _, typ := range []Type{TQ1_0, TQ2_0} {
		want, err := os.ReadFile(filepath.Join(dir, typ.String()+".q"))
		if err != nil {
			t.Fatal(err)
		}
		got := make([]byte, len(want))
		if err := Quantize(typ, x, got); err != nil {
			t.Fatal(err)
		}
		if bad, first := byteDiff(typ, got, want); bad > 0 {
			t.Errorf("%s: %d of %d blocks quantize unlike ggml's; first: %s", typ, bad, n, first)
			continue
		}
		t.Logf("%s: %d blocks quantized bit-exact with ggml's quantize_row_%s_ref", typ, n, typ)
	}
}
