package bench

import (
	"path/filepath"
	"testing"

	"github.com/skainet/skaic/layout/quant"
	"github.com/skainet/skaic/models/llama"
)

// A small synthetic llama loads, runs and has the size it says.
func TestSynthLlamaRuns(t *testing.T) {
	s := SynthLlama{Dim: 256, Layers: 2, Heads: 4, KVHeads: 2, FFN: 512, Vocab: 300, Context: 64,
		Attn: quant.Q8_0, FFNType: quant.IQ4_XS, Embed: quant.Q8_0, Output: quant.Q6_K,
		Override: map[string]quant.Type{"ffn_down": quant.Q5_K}, Name: "tiny"}
	path := filepath.Join(t.TempDir(), "tiny.gguf")
	if err := s.Write(path); err != nil {
		t.Fatal(err)
	}
	m, err := llama.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	var data int64
	for _, v := range m.File().Views() {
		data += v.ByteSpan()
	}
	if data != s.Size() {
		t.Errorf("tensor bytes %d, Size says %d", data, s.Size())
	}
	for name, want := range map[string]quant.Type{"blk.1.ffn_down.weight": quant.Q5_K, "blk.1.ffn_up.weight": quant.IQ4_XS, "blk.0.attn_v.weight": quant.Q8_0} {
		if ti, ok := m.File().Header.Tensor(name); !ok || ti.Type != want {
			t.Errorf("%s: %v, want %s", name, ti.Type, want)
		}
	}
	pre, dec, err := DecodeTimings(m, 5, 3, 5)
	if err != nil {
		t.Fatal(err)
	}
	if pre.median <= 0 || dec.median <= 0 {
		t.Errorf("timings %v %v", pre, dec)
	}
	if SynthLlama1G.Size() < 1e9 || SynthLlama2G.Size() < 2e9 {
		t.Errorf("sizes %d, %d", SynthLlama1G.Size(), SynthLlama2G.Size())
	}
	for _, s := range []SynthLlama{SynthLlamaQ4_1, SynthLlamaQ4KM, SynthLlamaQ5KM, SynthLlamaIQ4XS} {
		if n := s.Size(); n < 1e9 || n > 1.3e9 {
			t.Errorf("%s: %d bytes, want 1.0–1.3 GB", s.Name, n)
		}
	}
}

// A synthetic llama in the grid i-quants and ternary types (random codes:
// there is no quantizer for most of them) loads and runs.
func TestSynthLlamaIQRuns(t *testing.T) {
	s := SynthLlama{Dim: 256, Layers: 2, Heads: 4, KVHeads: 2, FFN: 512, Vocab: 300, Context: 64,
		Attn: quant.IQ2_XXS, FFNType: quant.IQ3_S, Embed: quant.TQ2_0, Output: quant.IQ1_M, Name: "tiny iq"}
	path := filepath.Join(t.TempDir(), "tiny-iq.gguf")
	if err := s.Write(path); err != nil {
		t.Fatal(err)
	}
	m, err := llama.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	if _, _, err := DecodeTimings(m, 5, 3, 5); err != nil {
		t.Fatal(err)
	}
}
