package bench

import (
	"fmt"
	"io"
	"math"
	"math/rand/v2"

	"github.com/skainet/skaic/gguf"
	"github.com/skainet/skaic/layout/quant"
)

// SynthLlama describes a synthetic llama-family GGUF: real shapes and
// encodings, pseudo-random weights (a few distinct quantized rows per
// tensor, repeated in a scrambled order — quantizing a billion values
// with the k-quant reference quantizers would take far longer than what
// it is written for: speed measurements). The file carries a complete
// SentencePiece-style tokenizer (tokenizer.ggml.model "llama" with
// tokens, scores and token types, byte tokens <0x00>…<0xFF>), which
// llama.cpp requires to load a model.
type SynthLlama struct {
	Dim, Layers, Heads, KVHeads, FFN, Vocab, Context int
	// Attn is the type of the attention projections, FFNType of the
	// feed-forward ones, Embed of token_embd and Output of output.weight.
	Attn, FFNType, Embed, Output quant.Type
	// Override gives single projections another type, by the name of the
	// tensor within its block ("attn_v", "ffn_down"): llama.cpp's _M
	// mixes keep those two at more bits.
	Override map[string]quant.Type
	Name     string
}

// The encoding comparison set: ≥ 1 GB each, the shapes of SynthLlama1G,
// weights in one encoding (or an _M-like mix), written by skaic's own
// quantizers.
var (
	// SynthLlamaQ4_1 is Q4_1 throughout (Q6_K output): ≈ 1.09 GB.
	SynthLlamaQ4_1 = SynthLlama{Dim: 2048, Layers: 36, Heads: 32, KVHeads: 4, FFN: 5632, Vocab: 32000, Context: 2048,
		Attn: quant.Q4_1, FFNType: quant.Q4_1, Embed: quant.Q4_1, Output: quant.Q6_K, Name: "skaic synthetic llama Q4_1"}
	// SynthLlamaQ4KM is Q4_K with Q6_K attn_v, ffn_down and output, as
	// llama.cpp's Q4_K_M keeps them: ≈ 1.04 GB.
	SynthLlamaQ4KM = SynthLlama{Dim: 2048, Layers: 34, Heads: 32, KVHeads: 4, FFN: 5632, Vocab: 32000, Context: 2048,
		Attn: quant.Q4_K, FFNType: quant.Q4_K, Embed: quant.Q4_K, Output: quant.Q6_K,
		Override: map[string]quant.Type{"attn_v": quant.Q6_K, "ffn_down": quant.Q6_K}, Name: "skaic synthetic llama Q4_K_M-like"}
	// SynthLlamaQ5KM is the same mix over Q5_K: ≈ 1.06 GB.
	SynthLlamaQ5KM = SynthLlama{Dim: 2048, Layers: 30, Heads: 32, KVHeads: 4, FFN: 5632, Vocab: 32000, Context: 2048,
		Attn: quant.Q5_K, FFNType: quant.Q5_K, Embed: quant.Q5_K, Output: quant.Q6_K,
		Override: map[string]quant.Type{"attn_v": quant.Q6_K, "ffn_down": quant.Q6_K}, Name: "skaic synthetic llama Q5_K_M-like"}
	// SynthLlamaIQ4XS is IQ4_XS throughout (Q6_K output): ≈ 1.03 GB.
	SynthLlamaIQ4XS = SynthLlama{Dim: 2048, Layers: 40, Heads: 32, KVHeads: 4, FFN: 5632, Vocab: 32000, Context: 2048,
		Attn: quant.IQ4_XS, FFNType: quant.IQ4_XS, Embed: quant.IQ4_XS, Output: quant.Q6_K, Name: "skaic synthetic llama IQ4_XS"}
)

// typeOf is the type of projection name (attn_q, ffn_down, …) of a block.
func (s SynthLlama) typeOf(name string, def quant.Type) quant.Type {
	if t, ok := s.Override[name]; ok {
		return t
	}
	return def
}

// SynthLlama1G is ≈1.1 GB: a 2048-wide, 32-layer llama (GQA 32/4 heads,
// FFN 5632, vocab 32000) with Q8_0 attention and embeddings and Q4_K
// feed-forward weights.
var SynthLlama1G = SynthLlama{Dim: 2048, Layers: 32, Heads: 32, KVHeads: 4, FFN: 5632, Vocab: 32000, Context: 2048,
	Attn: quant.Q8_0, FFNType: quant.Q4_K, Embed: quant.Q8_0, Output: quant.Q8_0, Name: "skaic synthetic llama 1G"}

// SynthLlama2G is the same with 64 layers: ≈2.0 GB.
var SynthLlama2G = func() SynthLlama {
	s := SynthLlama1G
	s.Layers, s.Name = 64, "skaic synthetic llama 2G"
	return s
}()

type synthTensor struct {
	name       string
	t          quant.Type
	rows, cols int // [out, in]; rows 1 for a vector
}

func (s SynthLlama) tensors() []synthTensor {
	hd := s.Dim / s.Heads
	ts := []synthTensor{{"token_embd.weight", s.Embed, s.Vocab, s.Dim}}
	for l := 0; l < s.Layers; l++ {
		p := fmt.Sprintf("blk.%d.", l)
		ts = append(ts,
			synthTensor{p + "attn_norm.weight", quant.F32, 1, s.Dim},
			synthTensor{p + "attn_q.weight", s.typeOf("attn_q", s.Attn), s.Heads * hd, s.Dim},
			synthTensor{p + "attn_k.weight", s.typeOf("attn_k", s.Attn), s.KVHeads * hd, s.Dim},
			synthTensor{p + "attn_v.weight", s.typeOf("attn_v", s.Attn), s.KVHeads * hd, s.Dim},
			synthTensor{p + "attn_output.weight", s.typeOf("attn_output", s.Attn), s.Dim, s.Heads * hd},
			synthTensor{p + "ffn_norm.weight", quant.F32, 1, s.Dim},
			synthTensor{p + "ffn_gate.weight", s.typeOf("ffn_gate", s.FFNType), s.FFN, s.Dim},
			synthTensor{p + "ffn_up.weight", s.typeOf("ffn_up", s.FFNType), s.FFN, s.Dim},
			synthTensor{p + "ffn_down.weight", s.typeOf("ffn_down", s.FFNType), s.Dim, s.FFN},
		)
	}
	return append(ts, synthTensor{"output_norm.weight", quant.F32, 1, s.Dim},
		synthTensor{"output.weight", s.Output, s.Vocab, s.Dim})
}

// Size is the bytes of tensor data (the file adds its header and
// alignment padding).
func (s SynthLlama) Size() int64 {
	var n int64
	for _, t := range s.tensors() {
		rb, _ := quant.RowBytes(t.t, int64(t.cols))
		n += rb * int64(t.rows)
	}
	return n
}

// Metadata is the file's metadata: llama hyperparameters and the
// tokenizer.
func (s SynthLlama) Metadata() *gguf.Metadata {
	tokens := make([]string, s.Vocab)
	scores := make([]float32, s.Vocab)
	types := make([]int32, s.Vocab)
	for i := range tokens {
		switch {
		case i == 0:
			tokens[i], types[i] = "<unk>", 2
		case i == 1:
			tokens[i], types[i] = "<s>", 3
		case i == 2:
			tokens[i], types[i] = "</s>", 3
		case i < 3+256:
			tokens[i], types[i] = fmt.Sprintf("<0x%02X>", i-3), 6
		default:
			tokens[i], types[i] = fmt.Sprintf("\u2581t%d", i), 1
			scores[i] = -float32(i)
		}
	}
	return s.metadataWith(tokens, scores, types)
}

func (s SynthLlama) metadataWith(tokens []string, scores []float32, types []int32) *gguf.Metadata {
	return gguf.NewMetadata(
		gguf.KV{Key: "general.architecture", Value: gguf.String("llama")},
		gguf.KV{Key: "general.name", Value: gguf.String(s.Name)},
		gguf.KV{Key: "general.alignment", Value: gguf.Uint32(32)},
		gguf.KV{Key: "llama.context_length", Value: gguf.Uint32(uint32(s.Context))},
		gguf.KV{Key: "llama.embedding_length", Value: gguf.Uint32(uint32(s.Dim))},
		gguf.KV{Key: "llama.block_count", Value: gguf.Uint32(uint32(s.Layers))},
		gguf.KV{Key: "llama.feed_forward_length", Value: gguf.Uint32(uint32(s.FFN))},
		gguf.KV{Key: "llama.attention.head_count", Value: gguf.Uint32(uint32(s.Heads))},
		gguf.KV{Key: "llama.attention.head_count_kv", Value: gguf.Uint32(uint32(s.KVHeads))},
		gguf.KV{Key: "llama.attention.layer_norm_rms_epsilon", Value: gguf.Float32(1e-5)},
		gguf.KV{Key: "llama.rope.freq_base", Value: gguf.Float32(10000)},
		gguf.KV{Key: "llama.rope.dimension_count", Value: gguf.Uint32(uint32(s.Dim / s.Heads))},
		gguf.KV{Key: "llama.vocab_size", Value: gguf.Uint32(uint32(s.Vocab))},
		gguf.KV{Key: "tokenizer.ggml.model", Value: gguf.String("llama")},
		gguf.KV{Key: "tokenizer.ggml.tokens", Value: gguf.ArrayOf(tokens)},
		gguf.KV{Key: "tokenizer.ggml.scores", Value: gguf.ArrayOf(scores)},
		gguf.KV{Key: "tokenizer.ggml.token_type", Value: gguf.ArrayOf(types)},
		gguf.KV{Key: "tokenizer.ggml.unknown_token_id", Value: gguf.Uint32(0)},
		gguf.KV{Key: "tokenizer.ggml.bos_token_id", Value: gguf.Uint32(1)},
		gguf.KV{Key: "tokenizer.ggml.eos_token_id", Value: gguf.Uint32(2)},
		gguf.KV{Key: "tokenizer.ggml.add_bos_token", Value: gguf.Bool(true)},
		gguf.KV{Key: "tokenizer.ggml.add_eos_token", Value: gguf.Bool(false)},
	)
}

// Write writes the model to path (atomically, with the GGUF writer). The
// tensor bytes stream: memory stays a few MB whatever the size.
func (s SynthLlama) Write(path string) error {
	if s.Dim%s.Heads != 0 || s.Heads%s.KVHeads != 0 {
		return fmt.Errorf("bench: synthetic llama: dim %d, heads %d, kv heads %d do not divide", s.Dim, s.Heads, s.KVHeads)
	}
	var tensors []gguf.Tensor
	for i, t := range s.tensors() {
		r, err := newSynthRows(t, uint64(i))
		if err != nil {
			return err
		}
		shape := []int64{int64(t.rows), int64(t.cols)}
		if t.rows == 1 {
			shape = shape[1:]
		}
		tensors = append(tensors, gguf.Tensor{Name: t.name, Type: t.t, Dims: gguf.DimsFromShape(shape), Data: r})
	}
	return gguf.Write(path, s.Metadata(), tensors)
}

// synthRows serves a tensor's rows: row o is row hash(o) mod
// synthDistinct of a small pool quantized once. Norm vectors are ones.
type synthRows struct {
	pool     []byte
	rowBytes int
	rows     int
	seed     uint64
}

const synthDistinct = 8

func newSynthRows(t synthTensor, seed uint64) (*synthRows, error) {
	rb64, err := quant.RowBytes(t.t, int64(t.cols))
	if err != nil {
		return nil, fmt.Errorf("bench: synthetic %s: %w", t.name, err)
	}
	rb := int(rb64)
	distinct := min(synthDistinct, t.rows)
	x := make([]float32, distinct*t.cols)
	if t.rows == 1 {
		for i := range x {
			x[i] = 1
		}
	} else {
		r := rand.New(rand.NewPCG(seed, 0x5eed))
		sd := 1 / math.Sqrt(float64(t.cols))
		for i := range x {
			x[i] = float32(r.NormFloat64() * sd)
		}
	}
	pool := make([]byte, distinct*rb)
	if quant.CanQuantize(t.t) {
		err = quant.Quantize(t.t, x, pool)
	} else { // the grid i-quants: random codes at the same deviation
		err = quant.RandomBlocks(t.t, pool, rand.New(rand.NewPCG(seed, 0x1b)), 1/math.Sqrt(float64(t.cols)))
	}
	if err != nil {
		return nil, fmt.Errorf("bench: synthetic %s: %w", t.name, err)
	}
	return &synthRows{pool: pool, rowBytes: rb, rows: t.rows, seed: seed}, nil
}

// ReadAt implements io.ReaderAt over the rows·rowBytes bytes.
func (s *synthRows) ReadAt(p []byte, off int64) (int, error) {
	size := int64(s.rows) * int64(s.rowBytes)
	if off < 0 {
		return 0, fmt.Errorf("bench: synthetic rows: negative offset %d", off)
	}
	n := 0
	distinct := uint64(len(s.pool) / s.rowBytes)
	for n < len(p) && off < size {
		row, in := off/int64(s.rowBytes), int(off%int64(s.rowBytes))
		k := int(((uint64(row)*0x9e3779b97f4a7c15 + s.seed) >> 32) % distinct)
		c := copy(p[n:], s.pool[k*s.rowBytes+in:(k+1)*s.rowBytes])
		n += c
		off += int64(c)
	}
	if n < len(p) {
		return n, io.EOF
	}
	return n, nil
}
