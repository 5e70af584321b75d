package llama

import "github.com/skainet/skaic/eager"

// Qwen2 (and Qwen2.5): the llama block with biases on the q, k and v
// projections, RoPE on NeoX halves.
func init() {
	register(&Family{
		Arch: "qwen2",
		Rope: eager.RopeNeoX,
		Block: withSpecs(llamaBlock, specQ,
			TensorSpec{Name: "attn_q.bias", Slot: AttnQBias, Shape: qVec, Why: "[head_count·key_length]"},
			TensorSpec{Name: "attn_k.bias", Slot: AttnKBias, Shape: kvVec, Why: "[head_count_kv·key_length]"},
			TensorSpec{Name: "attn_v.bias", Slot: AttnVBias, Shape: kvVec, Why: "[head_count_kv·key_length]"}),
	})
}

// Qwen3: the llama block with an RMSNorm of every q and k head over
// head_dim (attn_q_norm, attn_k_norm) before RoPE on NeoX halves; the head
// dimension comes from qwen3.attention.key_length (it need not be
// embedding_length / head_count).
func init() {
	register(&Family{
		Arch: "qwen3",
		Rope: eager.RopeNeoX,
		Block: withSpecs(llamaBlock, specV,
			TensorSpec{Name: "attn_q_norm.weight", Slot: AttnQNorm, Shape: headVec, Why: "[key_length]"},
			TensorSpec{Name: "attn_k_norm.weight", Slot: AttnKNorm, Shape: headVec, Why: "[key_length]"}),
	})
}
