package llama

import (
	"fmt"
	"math"

	"github.com/skainet/skaic/eager"
)

// Variant holds the forward pass's departures from the llama block that
// a family's configuration turns on (gemma3 sets them); the zero Variant
// is the llama forward pass.
type Variant struct {
	// EmbedScale multiplies the token embeddings (0: not scaled).
	EmbedScale float64 `json:"embed_scale,omitempty"`
	// AttnScale scales the attention scores (0: 1/√head_dim).
	AttnScale float64 `json:"attn_scale,omitempty"`
	// Window > 0 makes the local layers attend over the last Window
	// positions only (causal sliding window), rotating with LocalRopeBase
	// and no frequency scaling. The local layers are all but the last of
	// every Period layers (every layer when Period is 0), as llama.cpp's
	// sliding-window pattern.
	Window        int     `json:"sliding_window,omitempty"`
	Period        int     `json:"sliding_window_period,omitempty"`
	LocalRopeBase float64 `json:"local_rope_base,omitempty"`
	// LogitSoftcap c > 0 caps the logits to c·tanh(logits/c).
	LogitSoftcap float64 `json:"final_logit_softcapping,omitempty"`
}

// local reports whether layer l attends over a sliding window.
func (v *Variant) local(l int) bool {
	return v.Window > 0 && (v.Period == 0 || l%v.Period < v.Period-1)
}

// Local reports whether layer l attends over a sliding window.
func (c Config) Local(l int) bool { return c.Variant.local(l) }

// String summarizes the variant ("" for none).
func (v Variant) String() string {
	var s string
	if v.EmbedScale != 0 {
		s += fmt.Sprintf(", embeddings ×%s", shortFloat(v.EmbedScale))
	}
	if v.Window > 0 {
		per := "all layers"
		if v.Period > 0 {
			per = fmt.Sprintf("%d of every %d layers", v.Period-1, v.Period)
		}
		s += fmt.Sprintf(", sliding window %d on %s (rope base %s)", v.Window, per, shortFloat(v.LocalRopeBase))
	}
	if v.LogitSoftcap > 0 {
		s += fmt.Sprintf(", logit softcap %s", shortFloat(v.LogitSoftcap))
	}
	return s
}

// stepElems is what the variant adds to a step's intermediates (in f32
// elements) for S new tokens over T positions: to a block, the window
// mask's copy of the scores [H, S, T] and, with postNorms, the two
// post-norms and the sums they feed [S, D]; to the final stage, the embedding scale's [S, D] and the
// softcapping's three [S, V].
func (v *Variant) stepElems(S, T, D, H, V int64, postNorms bool) (block, final int64) {
	if v.Window > 0 {
		block += H * S * T
	}
	if postNorms {
		block += 4 * S * D
	}
	if v.EmbedScale != 0 {
		final += S * D
	}
	if v.LogitSoftcap > 0 {
		final += 3 * S * V
	}
	return block, final
}

// layerRope is layer l's RoPE base and frequency scaling.
func (m *Model) layerRope(l int) (float64, eager.RopeScaling) {
	if v := &m.cfg.Variant; v.local(l) {
		return v.LocalRopeBase, eager.RopeScaling{}
	}
	return m.cfg.RopeBase, m.rope
}

// attention is layer l's attention of q at positions pos over k, v: a
// causal sliding window on a local layer, else causal attention over
// every position (no mask for a single query: it sees all the cache).
func (m *Model) attention(e *eager.Engine, l int, q, k, v, pos eager.Tensor, S, pos0 int) eager.Tensor {
	vr := &m.cfg.Variant
	scale := vr.AttnScale
	if scale == 0 {
		scale = 1 / math.Sqrt(float64(m.cfg.HeadDim))
	}
	if vr.local(l) {
		return e.AttentionWindow(q, k, v, pos, vr.Window, scale)
	}
	return e.Attention(q, k, v, S > 1, pos0, scale)
}

// softcap applies the final logit softcapping, if any.
func (m *Model) softcap(e *eager.Engine, x eager.Tensor) eager.Tensor {
	c := m.cfg.Variant.LogitSoftcap
	if c <= 0 {
		return x
	}
	return e.Scale(e.Tanh(e.Scale(x, 1/c)), c)
}
