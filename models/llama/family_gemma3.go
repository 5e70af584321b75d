package llama

import (
	"errors"
	"fmt"
	"math"

	"github.com/skainet/skaic/eager"
	"github.com/skainet/skaic/gguf"
)

// The gemma3 family (Gemma 3), as llama.cpp computes it: embeddings
// scaled by √embedding_length; blocks of RMSNorm, grouped-query attention
// with per-head q/k RMSNorm and NeoX RoPE, an RMSNorm of the attention's
// output before the residual add (post_attention_norm), then RMSNorm, a
// GeGLU FFN with tanh-GELU, and an RMSNorm of its output before the
// residual add (post_ffw_norm); the output projection is tied to the
// embedding when output.weight is absent. The norm weights are used as
// stored: the GGUF converter already added Gemma's +1 to them.
//
// With gemma3.attention.sliding_window = W > 0, the local layers (every
// layer but each sliding_window_pattern-th, default 6) attend over the
// last W positions only and rotate with their own base
// (gemma3.rope.freq_base_swa, default 10000, no frequency scaling); the
// global layers attend causally over everything with rope.freq_base and
// the file's RoPE scaling. Queries are scaled by 1/√key_length (by
// 1/√(embedding_length/head_count) for the 62-layer 27B model, as
// llama.cpp decides by layer count). An optional
// gemma3.final_logit_softcapping c caps the logits to c·tanh(logits/c).
func init() {
	postAttn := TensorSpec{Name: "post_attention_norm.weight", Slot: AttnPostNorm, Shape: dimVec, Why: "[embedding_length]"}
	postFFN := TensorSpec{Name: "post_ffw_norm.weight", Slot: FFNPostNorm, Shape: dimVec, Why: "[embedding_length]"}
	qNorm := TensorSpec{Name: "attn_q_norm.weight", Slot: AttnQNorm, Shape: headVec, Why: "[key_length]"}
	kNorm := TensorSpec{Name: "attn_k_norm.weight", Slot: AttnKNorm, Shape: headVec, Why: "[key_length]"}
	register(&Family{
		Arch:  "gemma3",
		Rope:  eager.RopeNeoX,
		Block: []TensorSpec{specAttnNorm, specQ, specK, specV, qNorm, kNorm, specOut, postAttn, specFFNNorm, specGate, specUp, specDown, postFFN},
		Keys: []string{
			"attention.sliding_window", "attention.sliding_window_pattern", "rope.freq_base_swa",
			"final_logit_softcapping",
		},
		Config: gemma3Config,
		Act:    (*eager.Engine).Gelu,
	})
}

// gemma3DefaultSWAPeriod is the layer period of local and global
// attention llama.cpp assumes when the file does not say: five local
// layers, then one global.
const gemma3DefaultSWAPeriod = 6

// gemma3LocalRopeBase is the RoPE base of the local layers when
// gemma3.rope.freq_base_swa is absent.
const gemma3LocalRopeBase = 10000

func gemma3Config(md *gguf.Metadata, c *Config) error {
	v := &c.Variant
	// ggml_scale(x, sqrtf(n_embd)) and 1.0f/sqrtf(...) are float32 values.
	v.EmbedScale = float64(float32(math.Sqrt(float64(c.Dim))))
	if c.Layers == 62 {
		v.AttnScale = float64(1 / float32(math.Sqrt(float64(c.Dim/c.Heads))))
	} else {
		v.AttnScale = float64(1 / float32(math.Sqrt(float64(c.HeadDim))))
	}
	k := c.key("final_logit_softcapping")
	if f, err := md.GetFloat(k); err == nil {
		if f < 0 || math.IsInf(f, 0) || math.IsNaN(f) {
			return &ConfigError{Key: k, Reason: fmt.Sprintf("%g must be finite and not negative", f)}
		}
		v.LogitSoftcap = f
	} else if !errors.Is(err, gguf.ErrKeyNotFound) {
		return &ConfigError{Key: k, Err: err}
	}

	k = c.key("attention.sliding_window")
	w, err := md.GetUint(k)
	if errors.Is(err, gguf.ErrKeyNotFound) || (err == nil && w == 0) {
		return nil // every layer attends globally
	}
	if err != nil {
		return &ConfigError{Key: k, Err: err}
	}
	if w > 1<<31 {
		return &ConfigError{Key: k, Reason: fmt.Sprintf("%d is out of range", w)}
	}
	v.Window = int(w)
	period := uint64(gemma3DefaultSWAPeriod)
	k = c.key("attention.sliding_window_pattern")
	if p, err := md.GetUint(k); err == nil {
		period = p
	} else if !errors.Is(err, gguf.ErrKeyNotFound) {
		// llama.cpp reads gemma3's pattern only as one period; a per-layer
		// array is not what it computes.
		return &ConfigError{Key: k, Reason: "only a layer period (an unsigned integer) is computed", Err: err}
	}
	if period > 1<<31 {
		return &ConfigError{Key: k, Reason: fmt.Sprintf("%d is out of range", period)}
	}
	// As llama.cpp's set_swa_pattern: period 0 makes every layer local;
	// otherwise the last layer of each period is global.
	v.Period = int(period)
	v.LocalRopeBase = gemma3LocalRopeBase
	k = c.key("rope.freq_base_swa")
	if f, err := md.GetFloat(k); err == nil {
		if !(f > 0) || math.IsInf(f, 0) {
			return &ConfigError{Key: k, Reason: fmt.Sprintf("%g must be positive and finite", f)}
		}
		v.LocalRopeBase = f
	} else if !errors.Is(err, gguf.ErrKeyNotFound) {
		return &ConfigError{Key: k, Err: err}
	}
	return nil
}
