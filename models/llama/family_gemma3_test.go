package llama_test

import (
	"errors"
	"fmt"
	"math"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/internal/tools/toolstest"
	"github.com/skainet/skaic/models/demo"
	"github.com/skainet/skaic/models/llama"
	"github.com/skainet/skaic/tape"
)

// gemma3Header is the demo's header relabelled as a gemma3 file (every
// llama.* key moved to gemma3.*), with 8 layers and the keys of edit.
func gemma3Header(t *testing.T, edit func(md *gguf.Metadata)) *gguf.Header {
	t.Helper()
	h := demoHeader(t)
	md := h.Metadata
	for _, kv := range md.KVs() {
		if rest, ok := strings.CutPrefix(kv.Key, "llama."); ok {
			md.Delete(kv.Key)
			md.Set("gemma3."+rest, kv.Value)
		}
	}
	md.Set("general.architecture", gguf.String("gemma3"))
	md.Set("gemma3.block_count", gguf.Uint32(8))
	if edit != nil {
		edit(md)
	}
	return h
}

// locals lists which layers of c attend over a sliding window.
func locals(c llama.Config) []bool {
	out := make([]bool, c.Layers)
	for l := range out {
		out[l] = c.Local(l)
	}
	return out
}

// The gemma3 keys become the forward pass's variant as llama.cpp reads
// them: the layer pattern, the window, the local RoPE base, the scales.
func TestGemma3Config(t *testing.T) {
	c, err := llama.ConfigFromHeader(gemma3Header(t, func(md *gguf.Metadata) {
		md.Set("gemma3.attention.sliding_window", gguf.Uint32(512))
	}))
	if err != nil {
		t.Fatal(err)
	}
	v := c.Variant
	// Default period 6: layers 5 (and 11, …) are global.
	if want := []bool{true, true, true, true, true, false, true, true}; !slices.Equal(locals(c), want) {
		t.Errorf("local layers %v, want %v", locals(c), want)
	}
	if v.Window != 512 || v.LocalRopeBase != 10000 || v.LogitSoftcap != 0 {
		t.Errorf("variant %+v", v)
	}
	if want := float64(float32(math.Sqrt(float64(c.Dim)))); v.EmbedScale != want {
		t.Errorf("embedding scale %v, want sqrtf(%d) = %v", v.EmbedScale, c.Dim, want)
	}
	if want := float64(1 / float32(math.Sqrt(float64(c.HeadDim)))); v.AttnScale != want {
		t.Errorf("attention scale %v, want 1/sqrtf(head_dim %d) = %v", v.AttnScale, c.HeadDim, want)
	}
	if !strings.Contains(c.String(), "sliding window 512 on 5 of every 6 layers") {
		t.Errorf("summary %q does not state the window", c.String())
	}

	c, err = llama.ConfigFromHeader(gemma3Header(t, func(md *gguf.Metadata) {
		md.Set("gemma3.attention.sliding_window", gguf.Uint32(4))
		md.Set("gemma3.attention.sliding_window_pattern", gguf.Uint32(3))
		md.Set("gemma3.rope.freq_base_swa", gguf.Float32(20000))
		md.Set("gemma3.final_logit_softcapping", gguf.Float32(30))
	}))
	if err != nil {
		t.Fatal(err)
	}
	v = c.Variant
	if want := []bool{true, true, false, true, true, false, true, true}; !slices.Equal(locals(c), want) {
		t.Errorf("pattern 3: local layers %v, want %v", locals(c), want)
	}
	if v.Window != 4 || v.LocalRopeBase != 20000 || v.LogitSoftcap != 30 {
		t.Errorf("variant %+v", v)
	}

	// Pattern 0 makes every layer local; no window, every layer global.
	c, err = llama.ConfigFromHeader(gemma3Header(t, func(md *gguf.Metadata) {
		md.Set("gemma3.attention.sliding_window", gguf.Uint32(4))
		md.Set("gemma3.attention.sliding_window_pattern", gguf.Uint32(0))
	}))
	if err != nil || slices.Contains(locals(c), false) {
		t.Errorf("pattern 0: local %v, %v; want every layer local", locals(c), err)
	}
	c, err = llama.ConfigFromHeader(gemma3Header(t, nil))
	if err != nil || c.Window != 0 || slices.Contains(locals(c), true) {
		t.Errorf("no sliding window: %+v, %v", c.Variant, err)
	}

	// The 62-layer model (27B) scales by 1/√(dim/heads).
	c, err = llama.ConfigFromHeader(gemma3Header(t, func(md *gguf.Metadata) { md.Set("gemma3.block_count", gguf.Uint32(62)) }))
	if err != nil {
		t.Fatal(err)
	}
	if want := float64(1 / float32(math.Sqrt(float64(c.Dim/c.Heads)))); c.AttnScale != want {
		t.Errorf("62 layers: attention scale %v, want %v", c.AttnScale, want)
	}
}

// What the gemma3 decoder does not compute is refused naming the key.
func TestGemma3ConfigRefusals(t *testing.T) {
	for _, tc := range []struct {
		name, key string
		edit      func(md *gguf.Metadata)
	}{
		{"per-layer pattern array", "gemma3.attention.sliding_window_pattern", func(md *gguf.Metadata) {
			md.Set("gemma3.attention.sliding_window", gguf.Uint32(4))
			md.Set("gemma3.attention.sliding_window_pattern", gguf.ArrayOf([]bool{true, false}))
		}},
		{"attention scale key", "gemma3.attention.scale", func(md *gguf.Metadata) {
			md.Set("gemma3.attention.scale", gguf.Float32(0.1))
		}},
		{"attention logit softcapping", "gemma3.attn_logit_softcapping", func(md *gguf.Metadata) {
			md.Set("gemma3.attn_logit_softcapping", gguf.Float32(50))
		}},
		{"negative softcap", "gemma3.final_logit_softcapping", func(md *gguf.Metadata) {
			md.Set("gemma3.final_logit_softcapping", gguf.Float32(-1))
		}},
		{"local base", "gemma3.rope.freq_base_swa", func(md *gguf.Metadata) {
			md.Set("gemma3.attention.sliding_window", gguf.Uint32(4))
			md.Set("gemma3.rope.freq_base_swa", gguf.Float32(0))
		}},
	} {
		_, err := llama.ConfigFromHeader(gemma3Header(t, tc.edit))
		var ce *llama.ConfigError
		if !errors.As(err, &ce) || ce.Key != tc.key || !strings.Contains(err.Error(), tc.key) {
			t.Errorf("%s: %v; want a *ConfigError naming %s", tc.name, err, tc.key)
		}
	}
}

// gemma3File writes make_gemma3_gguf.py's spec into a temporary file.
func gemma3File(t *testing.T, spec string) string {
	t.Helper()
	py := toolstest.Python(t)
	path := filepath.Join(t.TempDir(), spec+".gguf")
	python(t, py, filepath.Join(scriptDir, "make_gemma3_gguf.py"), spec, path)
	return path
}

// A gemma3 model's warm decode steps (a window mask over the cache slice
// on its local layers, the post-norms) allocate nothing, and its recorded
// prefill replays bitwise, as llama's.
func TestGemma3DecodeSteadyStateAndReplay(t *testing.T) {
	path := gemma3File(t, "gemma3_swa")
	testDecodeSteadyState(t, "gemma3_swa", func() (*llama.Model, error) { return llama.Open(path) })
	m, err := llama.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	src, err := tape.SourceOfFile(path)
	if err != nil {
		t.Fatal(err)
	}
	testRecordReplay(t, m, src)
}

// gemma3Norms adds the norms a gemma3 block has beyond llama's to the
// demo's tensors (familyFile's edit), then applies more.
func gemma3Norms(more func(ts map[string]*gguf.Tensor)) func(ts map[string]*gguf.Tensor) {
	return func(ts map[string]*gguf.Tensor) {
		for l := range demo.Layers {
			p := fmt.Sprintf("blk.%d.", l)
			for _, n := range []string{"post_attention_norm.weight", "post_ffw_norm.weight"} {
				gt := f32Tensor(p+n, ones, demo.Dim)
				ts[gt.Name] = &gt
			}
			for _, n := range []string{"attn_q_norm.weight", "attn_k_norm.weight"} {
				gt := f32Tensor(p+n, ones, demo.HeadDim)
				ts[gt.Name] = &gt
			}
		}
		if more != nil {
			more(ts)
		}
	}
}

// The demo's tensors with gemma3's norms added open and run as gemma3; a
// gemma3 norm missing or of the wrong shape, and a tensor gemma3 does not
// have, are refused naming the tensor.
func TestGemma3Tensors(t *testing.T) {
	m, err := llama.Open(familyFile(t, "gemma3", nil, gemma3Norms(nil)))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Prefill([]int32{1, 2, 3}); err != nil {
		t.Errorf("prefill: %v", err)
	}
	m.Close()
	for _, tc := range []struct {
		name, key string
		edit      func(ts map[string]*gguf.Tensor)
	}{
		{"missing post-FFN norm", "blk.1.post_ffw_norm.weight", func(ts map[string]*gguf.Tensor) { ts["blk.1.post_ffw_norm.weight"] = nil }},
		{"post-attention norm of the head size", "blk.0.post_attention_norm.weight", func(ts map[string]*gguf.Tensor) {
			gt := f32Tensor("blk.0.post_attention_norm.weight", ones, demo.HeadDim)
			ts[gt.Name] = &gt
		}},
		{"a bias gemma3 has not", "blk.0.attn_q.bias", func(ts map[string]*gguf.Tensor) {
			gt := f32Tensor("blk.0.attn_q.bias", small, int64(demo.Heads*demo.HeadDim))
			ts[gt.Name] = &gt
		}},
	} {
		_, err := llama.Open(familyFile(t, "gemma3", nil, gemma3Norms(tc.edit)))
		var ce *llama.ConfigError
		if !errors.As(err, &ce) || ce.Key != tc.key {
			t.Errorf("%s: %v; want a *ConfigError naming %s", tc.name, err, tc.key)
		}
	}
}
