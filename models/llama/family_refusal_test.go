package llama_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/layout/quant"
	"github.com/skainet/skaic/models/demo"
	"github.com/skainet/skaic/models/llama"
)

// f32Tensor is an F32 tensor of numpy shape whose element i is f(i).
func f32Tensor(name string, f func(i int) float32, shape ...int64) gguf.Tensor {
	n := int64(1)
	for _, s := range shape {
		n *= s
	}
	buf := make([]byte, 4*n)
	for i := range int(n) {
		binary.LittleEndian.PutUint32(buf[4*i:], math.Float32bits(f(i)))
	}
	return gguf.Tensor{Name: name, Type: quant.F32, Dims: gguf.DimsFromShape(shape), Data: bytes.NewReader(buf)}
}

func small(i int) float32 { return float32((i*7919)%13-6) / 97 }
func ones(int) float32    { return 1 }

// familyFile writes the demo as a file of family arch: the metadata under
// arch's prefix, the family's own tensors added (qwen2: q/k/v biases;
// qwen3: q/k norms; phi3: attn_qkv and the fused ffn_up instead of the
// separate ones), then edit applied to the tensors by name (nil: drop).
func familyFile(t *testing.T, arch string, editMD func(md *gguf.Metadata), edit func(ts map[string]*gguf.Tensor)) string {
	t.Helper()
	ts := map[string]*gguf.Tensor{}
	var order []string
	put := func(gt gguf.Tensor) {
		if _, ok := ts[gt.Name]; !ok {
			order = append(order, gt.Name)
		}
		ts[gt.Name] = &gt
	}
	for _, gt := range demoTensors(t) {
		put(gt)
	}
	qDim, kvDim := int64(demo.Heads*demo.HeadDim), int64(demo.KVHeads*demo.HeadDim)
	for l := range demo.Layers {
		p := fmt.Sprintf("blk.%d.", l)
		switch arch {
		case "qwen2":
			put(f32Tensor(p+"attn_q.bias", small, qDim))
			put(f32Tensor(p+"attn_k.bias", small, kvDim))
			put(f32Tensor(p+"attn_v.bias", small, kvDim))
		case "qwen3":
			put(f32Tensor(p+"attn_q_norm.weight", ones, demo.HeadDim))
			put(f32Tensor(p+"attn_k_norm.weight", ones, demo.HeadDim))
		case "phi3":
			for _, n := range []string{"attn_q.weight", "attn_k.weight", "attn_v.weight", "ffn_gate.weight"} {
				ts[p+n] = nil
			}
			put(f32Tensor(p+"attn_qkv.weight", small, qDim+2*kvDim, demo.Dim))
			put(f32Tensor(p+"ffn_up.weight", small, 2*demo.FFN, demo.Dim))
		}
	}
	if edit != nil {
		edit(ts)
	}
	var out []gguf.Tensor
	for _, n := range order {
		if ts[n] != nil {
			out = append(out, *ts[n])
		}
	}
	inOrder := map[string]bool{}
	for _, n := range order {
		inOrder[n] = true
	}
	var added []string
	for n, gt := range ts {
		if gt != nil && !inOrder[n] {
			added = append(added, n)
		}
	}
	slices.Sort(added)
	for _, n := range added {
		out = append(out, *ts[n])
	}
	h := demoHeader(t)
	md := gguf.NewMetadata()
	for _, kv := range h.Metadata.KVs() {
		k := kv.Key
		if strings.HasPrefix(k, "llama.") {
			k = arch + strings.TrimPrefix(k, "llama")
		}
		md.Set(k, kv.Value)
	}
	md.Set("general.architecture", gguf.String(arch))
	if editMD != nil {
		editMD(md)
	}
	path := filepath.Join(t.TempDir(), arch+".gguf")
	if err := gguf.Write(path, md, out); err != nil {
		t.Fatal(err)
	}
	return path
}

// Every family's file built from the demo opens and runs; so a refusal
// below is the edit's doing.
func TestFamilyFilesOpen(t *testing.T) {
	for _, arch := range []string{"llama", "qwen2", "qwen3", "phi3"} {
		m, err := llama.Open(familyFile(t, arch, nil, nil))
		if err != nil {
			t.Fatalf("%s: %v", arch, err)
		}
		if _, err := m.Prefill([]int32{1, 2, 3}); err != nil {
			t.Errorf("%s: prefill: %v", arch, err)
		}
		if got := m.Config().Arch; got != arch {
			t.Errorf("config arch %q, want %q", got, arch)
		}
		m.Close()
	}
}

// A family's tensor of the wrong shape, a tensor a family does not have,
// a fused tensor next to its parts, and what phi3 does not compute are
// refused with a *ConfigError naming the tensor or key.
func TestFamilyRefusals(t *testing.T) {
	qDim, kvDim := int64(demo.Heads*demo.HeadDim), int64(demo.KVHeads*demo.HeadDim)
	set := func(name string, gt gguf.Tensor) func(ts map[string]*gguf.Tensor) {
		return func(ts map[string]*gguf.Tensor) { gt.Name = name; ts[name] = &gt }
	}
	drop := func(name string) func(ts map[string]*gguf.Tensor) {
		return func(ts map[string]*gguf.Tensor) { ts[name] = nil }
	}
	for _, tc := range []struct {
		name, arch string
		md         func(md *gguf.Metadata)
		edit       func(ts map[string]*gguf.Tensor)
		key, says  string
	}{
		{"qwen2 bias of the wrong length", "qwen2", nil, set("blk.1.attn_k.bias", f32Tensor("", small, qDim)),
			"blk.1.attn_k.bias", "[head_count_kv·key_length]"},
		{"qwen2 bias of the wrong rank", "qwen2", nil, set("blk.0.attn_q.bias", f32Tensor("", small, 1, qDim)),
			"blk.0.attn_q.bias", "shape"},
		{"qwen2 without its bias", "qwen2", nil, drop("blk.0.attn_v.bias"), "blk.0.attn_v.bias", "missing"},
		{"qwen3 q norm over the model width", "qwen3", nil, set("blk.0.attn_q_norm.weight", f32Tensor("", ones, demo.Dim)),
			"blk.0.attn_q_norm.weight", "[key_length]"},
		{"qwen3 without its k norm", "qwen3", nil, drop("blk.1.attn_k_norm.weight"), "blk.1.attn_k_norm.weight", "missing"},
		{"phi3 fused qkv with too few rows", "phi3", nil, set("blk.0.attn_qkv.weight", f32Tensor("", small, qDim+kvDim, demo.Dim)),
			"blk.0.attn_qkv.weight", "q, k, v rows"},
		{"phi3 fused gate/up with ffn rows", "phi3", nil, set("blk.1.ffn_up.weight", f32Tensor("", small, demo.FFN, demo.Dim)),
			"blk.1.ffn_up.weight", "gate rows, then up rows"},
		{"phi3 fused qkv and a separate q", "phi3", nil, set("blk.0.attn_q.weight", f32Tensor("", small, qDim, demo.Dim)),
			"blk.0.attn_qkv.weight", "one or the other"},
		{"phi3 with neither", "phi3", nil, drop("blk.1.attn_qkv.weight"), "blk.1.attn_qkv.weight", "missing"},
		{"phi3 separate q, k without v", "phi3", nil, func(ts map[string]*gguf.Tensor) {
			ts["blk.0.attn_qkv.weight"] = nil
			set("blk.0.attn_q.weight", f32Tensor("", small, qDim, demo.Dim))(ts)
			set("blk.0.attn_k.weight", f32Tensor("", small, kvDim, demo.Dim))(ts)
		}, "blk.0.attn_v.weight", "missing"},
		{"phi3 separate ffn_gate", "phi3", nil, set("blk.0.ffn_gate.weight", f32Tensor("", small, demo.FFN, demo.Dim)),
			"blk.0.ffn_gate.weight", "not part of the phi3 decoder"},
		{"phi3 LongRoPE factors", "phi3", nil, set("rope_factors_long.weight", f32Tensor("", ones, demo.HeadDim/2)),
			"rope_factors_long.weight", "LongRoPE"},
		{"phi3 longrope scaling", "phi3", func(md *gguf.Metadata) { md.Set("phi3.rope.scaling.type", gguf.String("longrope")) }, nil,
			"phi3.rope.scaling.type", "longrope"},
		{"phi3 rope_freqs", "phi3", nil, set("rope_freqs.weight", f32Tensor("", ones, demo.HeadDim/2)),
			"rope_freqs.weight", "not part of the phi3 decoder"},
		{"qwen3 norm in a llama file", "llama", nil, set("blk.0.attn_q_norm.weight", f32Tensor("", ones, demo.HeadDim)),
			"blk.0.attn_q_norm.weight", "not part of the llama decoder"},
		{"qwen2 bias in a qwen3 file", "qwen3", nil, set("blk.0.attn_q.bias", f32Tensor("", small, qDim)),
			"blk.0.attn_q.bias", "not part of the qwen3 decoder"},
		{"logit softcapping on qwen2", "qwen2", func(md *gguf.Metadata) { md.Set("qwen2.final_logit_softcapping", gguf.Float32(30)) }, nil,
			"qwen2.final_logit_softcapping", "does not compute"},
		{"sliding window on qwen3", "qwen3", func(md *gguf.Metadata) { md.Set("qwen3.attention.sliding_window", gguf.Uint32(8)) }, nil,
			"qwen3.attention.sliding_window", "does not compute"},
		{"yarn on qwen2", "qwen2", func(md *gguf.Metadata) { md.Set("qwen2.rope.scaling.type", gguf.String("yarn")) }, nil,
			"qwen2.rope.scaling.type", "yarn"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, err := llama.Open(familyFile(t, tc.arch, tc.md, tc.edit))
			if err == nil {
				m.Close()
				t.Fatal("opened")
			}
			var ce *llama.ConfigError
			if !errors.As(err, &ce) || ce.Key != tc.key || !strings.Contains(err.Error(), tc.says) {
				t.Fatalf("%v; want a *ConfigError naming %s and saying %q", err, tc.key, tc.says)
			}
		})
	}
}

// A phi3 sliding window narrower than the context bounds the positions a
// run may use, naming the window's key; one as wide as the context
// changes nothing.
func TestPhi3SlidingWindowBoundsPositions(t *testing.T) {
	path := familyFile(t, "phi3", func(md *gguf.Metadata) { md.Set("phi3.attention.sliding_window", gguf.Uint32(12)) }, nil)
	m, err := llama.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	c, cl := m.Config(), m.CacheLen()
	m.Close()
	if c.Context != 12 || c.ContextKey != "phi3.attention.sliding_window" || cl != 12 {
		t.Fatalf("context %d (key %q), cache %d; want 12 from phi3.attention.sliding_window", c.Context, c.ContextKey, cl)
	}
	_, err = llama.Open(path, llama.WithCacheLen(13))
	var ce *llama.ConfigError
	if !errors.As(err, &ce) || ce.Key != "phi3.attention.sliding_window" {
		t.Fatalf("a cache of 13 positions in a window of 12: %v; want a *ConfigError naming phi3.attention.sliding_window", err)
	}
	wide := familyFile(t, "phi3", func(md *gguf.Metadata) { md.Set("phi3.attention.sliding_window", gguf.Uint32(demo.Context)) }, nil)
	m, err = llama.Open(wide)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	if c := m.Config(); c.Context != demo.Context || c.ContextKey != "" {
		t.Fatalf("window = context: context %d key %q", c.Context, c.ContextKey)
	}
}
