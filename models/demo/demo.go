// Package demo builds skaic's built-in demo model: a small llama-family
// GGUF with deterministic pseudo-random weights in mixed encodings (F16
// token embedding, F32 norms, Q8_0 / Q4_0 / Q4_K / Q6_K projections, every
// packed weight with at least 3 blocks per row), grouped-query attention
// and 2 layers. It is built in-process with our GGUF writer and quantizers
// and is the default model of every command that takes one.
//
// Its vocabulary is the 96 printable ASCII characters (id i is the
// character 32+i), so generated ids print as text.
package demo

import (
	"bytes"
	"fmt"
	"github.com/skainet/skaic/internal/atomicfile"
	"math"
	"math/rand/v2"
	"os"
	"sync"

	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/internal/tmpfiles"
	"github.com/skainet/skaic/layout/quant"
	"github.com/skainet/skaic/models/llama"
)

// Name is the demo model's file name: the name its tape source and
// reports carry.
const Name = "skaic-demo.gguf"

// The demo's hyperparameters.
const (
	Vocab    = 96
	Dim      = 256
	Layers   = 2
	Heads    = 8
	KVHeads  = 2
	HeadDim  = Dim / Heads
	FFN      = 768
	Context  = 256
	Eps      = 1e-5
	RopeBase = 10000.0
	seed     = 0x5ca1ab1e
)

// Encodings per projection and layer: each packed weight has ≥ 3 blocks
// per row (Q8_0/Q4_0 rows of 256 are 8 blocks; Q4_K/Q6_K are used only for
// ffn_down, whose rows of 768 are 3 blocks).
var layerTypes = [Layers]map[string]quant.Type{
	{"attn_q": quant.Q8_0, "attn_k": quant.Q4_0, "attn_v": quant.Q8_0, "attn_output": quant.Q4_0,
		"ffn_gate": quant.Q8_0, "ffn_up": quant.Q4_0, "ffn_down": quant.Q4_K},
	{"attn_q": quant.Q4_0, "attn_k": quant.Q8_0, "attn_v": quant.Q4_0, "attn_output": quant.Q8_0,
		"ffn_gate": quant.Q4_0, "ffn_up": quant.Q8_0, "ffn_down": quant.Q6_K},
}

var (
	once    sync.Once
	built   []byte
	buildEr error
)

// Bytes returns the demo GGUF file's bytes (built once per process; the
// same bytes every time, on every machine). Do not modify them.
func Bytes() ([]byte, error) {
	once.Do(func() { built, buildEr = build() })
	return built, buildEr
}

// Write writes the demo GGUF to path (atomically).
func Write(path string) error {
	b, err := Bytes()
	if err != nil {
		return err
	}
	err = atomicfile.Write(path, func(f *os.File) error {
		_, err := f.Write(b)
		return err
	})
	if err != nil {
		return fmt.Errorf("demo: write %s: %w", path, err)
	}
	return nil
}

// Open writes the demo GGUF to a temporary file and loads it; closing the
// model removes the file.
func Open(opts ...llama.Option) (*llama.Model, error) {
	b, err := Bytes()
	if err != nil {
		return nil, err
	}
	path, remove, err := tmpfiles.Create("skaic-demo-*.gguf")
	if err != nil {
		return nil, fmt.Errorf("demo: %w", err)
	}
	if err := os.WriteFile(path, b, 0o600); err != nil {
		remove()
		return nil, fmt.Errorf("demo: %w", err)
	}
	m, err := llama.Open(path, append(opts, llama.WithOnClose(remove))...)
	if err != nil {
		remove()
		return nil, err
	}
	return m, nil
}

// TokenText is the text of demo token id.
func TokenText(id int) string { return string(rune(32 + id)) }

func build() ([]byte, error) {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	normal := func(n int, mean, std float64) []float32 {
		x := make([]float32, n)
		for i := range x {
			x[i] = float32(mean + std*rng.NormFloat64())
		}
		return x
	}
	var tensors []gguf.Tensor
	add := func(name string, t quant.Type, shape []int64, x []float32) error {
		n := int64(1)
		for _, d := range shape {
			n *= d
		}
		size, err := quant.RowBytes(t, n)
		if err != nil {
			return err
		}
		buf := make([]byte, size)
		if err := quant.Quantize(t, x, buf); err != nil {
			return fmt.Errorf("demo: quantize %s: %w", name, err)
		}
		tensors = append(tensors, gguf.Tensor{Name: name, Type: t, Dims: gguf.DimsFromShape(shape), Data: bytes.NewReader(buf)})
		return nil
	}
	proj := func(out, in int) []float32 { return normal(out*in, 0, 1/math.Sqrt(float64(in))) }

	if err := add("token_embd.weight", quant.F16, []int64{Vocab, Dim}, normal(Vocab*Dim, 0, 1)); err != nil {
		return nil, err
	}
	qDim, kvDim := Heads*HeadDim, KVHeads*HeadDim
	for l := 0; l < Layers; l++ {
		ty := layerTypes[l]
		for _, w := range []struct {
			name    string
			out, in int
		}{
			{"attn_q", qDim, Dim}, {"attn_k", kvDim, Dim}, {"attn_v", kvDim, Dim}, {"attn_output", Dim, qDim},
			{"ffn_gate", FFN, Dim}, {"ffn_up", FFN, Dim}, {"ffn_down", Dim, FFN},
		} {
			if w.name == "attn_q" {
				if err := add(fmt.Sprintf("blk.%d.attn_norm.weight", l), quant.F32, []int64{Dim}, normal(Dim, 1, 0.1)); err != nil {
					return nil, err
				}
			}
			if w.name == "ffn_gate" {
				if err := add(fmt.Sprintf("blk.%d.ffn_norm.weight", l), quant.F32, []int64{Dim}, normal(Dim, 1, 0.1)); err != nil {
					return nil, err
				}
			}
			name := fmt.Sprintf("blk.%d.%s.weight", l, w.name)
			if err := add(name, ty[w.name], []int64{int64(w.out), int64(w.in)}, proj(w.out, w.in)); err != nil {
				return nil, err
			}
		}
	}
	if err := add("output_norm.weight", quant.F32, []int64{Dim}, normal(Dim, 1, 0.1)); err != nil {
		return nil, err
	}
	// A larger output scale makes the next-token distribution peaked, so
	// greedy decoding is far from ties.
	if err := add("output.weight", quant.Q8_0, []int64{Vocab, Dim}, normal(Vocab*Dim, 0, 4/math.Sqrt(Dim))); err != nil {
		return nil, err
	}

	tokens := make([]string, Vocab)
	for i := range tokens {
		tokens[i] = TokenText(i)
	}
	md := gguf.NewMetadata(
		gguf.KV{Key: "general.architecture", Value: gguf.String("llama")},
		gguf.KV{Key: "general.name", Value: gguf.String("skaic demo")},
		gguf.KV{Key: "general.description", Value: gguf.String("skaic's built-in demo model: deterministic pseudo-random weights, mixed encodings")},
		gguf.KV{Key: "llama.context_length", Value: gguf.Uint32(Context)},
		gguf.KV{Key: "llama.embedding_length", Value: gguf.Uint32(Dim)},
		gguf.KV{Key: "llama.block_count", Value: gguf.Uint32(Layers)},
		gguf.KV{Key: "llama.feed_forward_length", Value: gguf.Uint32(FFN)},
		gguf.KV{Key: "llama.attention.head_count", Value: gguf.Uint32(Heads)},
		gguf.KV{Key: "llama.attention.head_count_kv", Value: gguf.Uint32(KVHeads)},
		gguf.KV{Key: "llama.attention.layer_norm_rms_epsilon", Value: gguf.Float32(Eps)},
		gguf.KV{Key: "llama.rope.freq_base", Value: gguf.Float32(RopeBase)},
		gguf.KV{Key: "llama.rope.dimension_count", Value: gguf.Uint32(HeadDim)},
		gguf.KV{Key: "tokenizer.ggml.tokens", Value: gguf.ArrayOf(tokens)},
	)
	var buf bytes.Buffer
	if _, err := gguf.WriteTo(&buf, md, tensors); err != nil {
		return nil, fmt.Errorf("demo: %w", err)
	}
	return buf.Bytes(), nil
}
