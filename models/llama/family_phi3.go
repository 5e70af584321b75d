package llama

import (
	"errors"

	"github.com/skainet/skaic/eager"
	"github.com/skainet/skaic/gguf"
)

// Phi-3: q, k and v in one fused projection (attn_qkv, rows q | k | v;
// separate attn_q/attn_k/attn_v are taken too, as llama.cpp does), gate
// and up in one (ffn_up of 2·feed_forward_length rows, gate first), RoPE
// on NeoX halves. LongRoPE (the 128k variants' rope_factors_long/short)
// is refused. A sliding window bounds the positions the model runs to the
// window, so that attention never reaches past it and computes what the
// windowed model computes.
func init() {
	qkvPart := func(s TensorSpec) TensorSpec { s.Optional = true; return s }
	register(&Family{
		Arch: "phi3",
		Rope: eager.RopeNeoX,
		Block: []TensorSpec{
			specAttnNorm,
			{Name: "attn_qkv.weight", Slot: AttnQKV, Shape: qkvRows, Proj: true, Optional: true,
				Why: "[(head_count + 2·head_count_kv)·key_length, embedding_length]: q, k, v rows"},
			qkvPart(specQ), qkvPart(specK), qkvPart(specV),
			specOut,
			specFFNNorm,
			{Name: "ffn_up.weight", Slot: FFNGateUp, Shape: gateUpRows, Proj: true,
				Why: "[2·feed_forward_length, embedding_length]: gate rows, then up rows"},
			specDown,
		},
		Keys:   []string{"attention.sliding_window"},
		Config: phi3Config,
		Refused: map[string]string{
			"rope_factors_long.weight":  "LongRoPE frequency factors (Phi-3 128k-context variants) are not computed",
			"rope_factors_short.weight": "LongRoPE frequency factors (Phi-3 128k-context variants) are not computed",
		},
		Check: func(c Config, layer int, has func(Slot) bool) error {
			parts := has(AttnQ) || has(AttnK) || has(AttnV)
			switch {
			case has(AttnQKV) && parts:
				return &ConfigError{Key: blockName(layer, "attn_qkv.weight"), Reason: "present together with separate attn_q/attn_k/attn_v; a block has one or the other"}
			case !has(AttnQKV) && !parts:
				return &ConfigError{Key: blockName(layer, "attn_qkv.weight"), Reason: "tensor missing (nor are attn_q, attn_k, attn_v there)"}
			}
			for _, p := range []struct {
				s    Slot
				name string
			}{{AttnQ, specQ.Name}, {AttnK, specK.Name}, {AttnV, specV.Name}} {
				if !has(AttnQKV) && !has(p.s) {
					return &ConfigError{Key: blockName(layer, p.name), Reason: "tensor missing (the block has no attn_qkv either)"}
				}
			}
			return nil
		},
	})
}

// phi3Config reads phi3.attention.sliding_window: a window narrower than
// the context bounds the positions a run may use (Config.Context, with
// Config.ContextKey naming the window's key).
func phi3Config(md *gguf.Metadata, c *Config) error {
	k := c.key("attention.sliding_window")
	w, err := md.GetUint(k)
	if errors.Is(err, gguf.ErrKeyNotFound) {
		return nil
	}
	if err != nil {
		return &ConfigError{Key: k, Err: err}
	}
	if w == 0 || w >= uint64(c.Context) {
		return nil // no window, or one attention never reaches past
	}
	c.Context = int(w)
	c.ContextKey = k
	return nil
}
